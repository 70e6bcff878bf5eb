"""Small helpers that put cards into words for the game log."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .cards import SACRIFICE_OF, VARIETIES, Bean, bean_name, spell_name

if TYPE_CHECKING:
    from .games import GameSpec


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def roman(n: int) -> str:
    return ("0", "I", "II", "III", "IV", "V", "VI")[n] if n < 7 else str(n)


def card_list(cards: Iterable[int]) -> str:
    return ", ".join(f"a {bean_name(c)}" for c in cards)


def spell_list(cards: Iterable[int]) -> str:
    return ", ".join(spell_name(c) for c in cards)


def variety_list(beans: Iterable[Bean]) -> str:
    return ", ".join(f"a {VARIETIES[b].name}" for b in beans)


def offer_text(give: Iterable[int], ask: Iterable[Bean]) -> str:
    return f"{card_list(give) or 'nothing'} for {variety_list(ask) or 'nothing'}"


def sacrifice_pair(card: int) -> str:
    a, b = SACRIFICE_OF[card]
    return f"({VARIETIES[a].name} and {VARIETIES[b].name})"


# The public texts of the commonest events, as recipes (``rules.events``): each gets
# the values the event happened with.

def turned_up(name: str, card: int) -> str:
    return f"{name} turns up a {bean_name(card)}."


def draws(name: str, n: int) -> str:
    return f"{name} draws {plural(n, 'card')}."


def plants(name: str, card: int, spec: GameSpec, field: int, enchant: bool, there: int) -> str:
    how = " with the Enchantment of the Beans" if enchant else ""
    return (f"{name} plants a {bean_name(card)} on {spec.field_name(field)}{how} ({there} "
            "there).")


def harvests(name: str, n: int, bean: Bean, spec: GameSpec, field: int, coins: int,
             extra: str) -> str:
    what = VARIETIES[bean].name + ("s" if n != 1 else "")
    return (f"{name} harvests {n} {what} from {spec.field_name(field)} for "
            f"{plural(coins, 'coin')}{extra}.")


def names_of(names: tuple[str, ...], seats: Iterable[int]) -> str:
    """The seats named, or "all fellow players" for an offer to everybody else."""
    seats = tuple(seats)
    if len(seats) == len(names) - 1 and len(seats) > 1:
        return "all fellow players"
    return " and ".join(names[q] for q in seats)
