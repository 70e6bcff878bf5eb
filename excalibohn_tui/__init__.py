"""Excalibohn in the terminal: the Textual app on top of the ``rules`` core."""

#: the program's name: its command, and its folders for saves and logs (not a game's name:
#: the games are ``rules.games``)
APP = "excalibohn"
#: the program's name in titles
TITLE = "Excalibohn"
