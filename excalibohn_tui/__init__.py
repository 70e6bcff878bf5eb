"""Excalibohn in the terminal: the Textual app on top of the ``rules`` core."""

#: the program's name: its command, and its folders for saves and logs (not a game's name:
#: the games are ``rules.games``)
APP = "excalibohn"
#: the program's name in titles
TITLE = "Excalibohn"
#: seconds a computer player pauses after each of its actions where no other pace was
#: chosen (``--bot-delay``; ``Session.take_pace``)
BOT_DELAY = 0.6
