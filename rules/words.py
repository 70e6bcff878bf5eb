"""Small helpers that put cards into words for the game log."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import VARIETIES, Bean, bean_name, spell_name


def roman(n: int) -> str:
    return ("0", "I", "II", "III", "IV", "V", "VI")[n] if n < 7 else str(n)


def card_list(cards: list[int]) -> str:
    return ", ".join(f"a {bean_name(c)}" for c in cards)


def spell_list(cards: Iterable[int]) -> str:
    return ", ".join(spell_name(c) for c in cards)


def offer_text(give: list[int], ask: list[Bean]) -> str:
    g = card_list(give) or "nothing"
    k = ", ".join(f"a {VARIETIES[b].name}" for b in ask) or "nothing"
    return f"{g} for {k}"
