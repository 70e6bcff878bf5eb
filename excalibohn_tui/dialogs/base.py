"""What the small dialogs share: their look, and card names as words (not markup)."""

from __future__ import annotations

from rich.text import Text


def plain(text: str | Text) -> Text:
    """Card names like ``[S] Sword`` are words, not markup."""
    return Text(text) if isinstance(text, str) else text


#: the width of a screen on which a dialog (at most 96 columns) has room, its edges
#: included; on a narrower one (the class "-narrow" of ``ExcalibohnApp``'s breakpoints)
#: a dialog is as wide as the screen and wraps its lines, rather than running off it
DIALOG_ROOM = 96

DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: auto; min-width: 50; max-width: 96; height: auto; max-height: 90%;
    border: thick $accent; background: $surface; padding: 0 1;
}}
{name}.-narrow > Vertical {{ max-width: 100%; }}
{name} .title {{ text-style: bold; color: $accent; padding-bottom: 1; }}
{name} OptionList {{ height: auto; max-height: 16; }}
{name} .hint {{ color: $text-muted; padding-top: 1; }}
"""
