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


# The public texts of the commonest events, as recipes (``rules.events``): each gets
# the values the event happened with.

def turned_up(name: str, card: int) -> str:
    return f"{name} turns up a {bean_name(card)}."


def draws(name: str, n: int) -> str:
    return f"{name} draws {n} card{'s' if n != 1 else ''}."


def plants(name: str, card: int, field: int, enchant: bool, there: int) -> str:
    how = " with the Enchantment of the Beans" if enchant else ""
    return f"{name} plants a {bean_name(card)} on field {field + 1}{how} ({there} there)."


def harvests(name: str, n: int, bean: Bean, field: int, coins: int, extra: str) -> str:
    return (f"{name} harvests {n} {VARIETIES[bean].name}{'s' if n != 1 else ''} from field "
            f"{field + 1} for {coins} coin{'s' if coins != 1 else ''}{extra}.")


def names_of(names: tuple[str, ...], seats: tuple[int, ...]) -> str:
    """The seats named, or "all fellow players" for an offer to everybody else."""
    if len(seats) == len(names) - 1 and len(seats) > 1:
        return "all fellow players"
    return " and ".join(names[q] for q in seats)


def offers(names: tuple[str, ...], p: int, give: tuple[int, ...], ask: tuple[Bean, ...],
           to: tuple[int, ...]) -> str:
    return f"{names[p]} offers {offer_text(list(give), list(ask))} to {names_of(names, to)}."


def counters(name: str, give: tuple[int, ...], ask: tuple[Bean, ...]) -> str:
    return f"{name} counters: {offer_text(list(give), list(ask))}."


def no_deal(names: tuple[str, ...], refused: tuple[int, ...]) -> str:
    if not refused:
        return "Nobody takes the offer."
    return f"Nobody takes the offer: {names_of(names, refused)} refused."
