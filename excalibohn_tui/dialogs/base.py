"""What the small dialogs share: their look, and card names as words (not markup)."""

from __future__ import annotations

from rich.text import Text


def plain(text: str | Text) -> Text:
    """Card names like ``[S] Sword`` are words, not markup."""
    return Text(text) if isinstance(text, str) else text


DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: auto; min-width: 50; max-width: 96; height: auto; max-height: 90%;
    border: thick $accent; background: $surface; padding: 0 1;
}}
{name} .title {{ text-style: bold; color: $accent; padding-bottom: 1; }}
{name} OptionList {{ height: auto; max-height: 16; }}
{name} .hint {{ color: $text-muted; padding-top: 1; }}
"""
