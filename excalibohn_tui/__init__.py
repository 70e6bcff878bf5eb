"""Excalibohn in the terminal: the Textual app on top of the ``rules`` core."""
