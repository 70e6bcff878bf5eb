"""Hosting a game over SSH (``excalibohn host``): every player at their own terminal.

One process holds the game (``hub.Hub``: the session, who is connected, the computer
players) and an SSH server (``server``, on asyncssh).  Each connection gets a Textual app
of its own in this process (``apps.SeatApp``), drawn for that seat alone from that seat's
view and written to the SSH channel by a Textual driver (``terminal.ChannelDriver``); the
host's own terminal plays the ``--local`` seats hot-seat behind curtains as always.  A
player's secret join line (``seats``) is the only way in; the host key and the hosted
game's record live in the user's data folder (``files``).
"""
