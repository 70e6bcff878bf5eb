"""Fields in words: a field's name and label, what lies on it, what harvesting it pays,
and why it may not be harvested now (the view says; this module only words it)."""

from __future__ import annotations

from rich.text import Text

from rules import Bean, View
from rules.views import FieldView
from rules.words import field_cards, n_coins

from ..lang import _, ngettext, pgettext
from .cards import chip, colour, short


def field_name(view: View, index: int) -> str:
    """``field 2``, or the field's own name where the game names its fields."""
    return view.spec.field_name(index)


def field_label(view: View, index: int, compact: bool = True) -> str:
    """The short label before a field on the board: ``1``, or Bohnedikt's ``Bisch-Hof``
    (``BH`` when compact)."""
    spec = view.spec
    if index < len(spec.field_labels):
        return _(spec.field_labels[index]) if compact else \
            spec.field_name(index).removeprefix("the ")
    return str(index + 1)


def field_price(view: View) -> int:
    """Coins a third field costs in this game (0: none can be bought)."""
    return view.spec.price_of_field(len(view.seats))


def field_text(view: View, seat: int, index: int, compact: bool = True) -> Text:
    """``[S] Sword x3 1c/6`` (compact: 1 coin now, the next at 6 cards), or ``empty``.
    A field is named by the variety it grows (on Bohnedikt's Bisch-Hof the bean below
    any decree cards; after the Enchantment of the Beans the variety planted on top)."""
    f = view.seats[seat].fields[index]
    out = Text(field_label(view, index, compact) + ":", style="dim")
    if f.bean is None:
        out.append(" " + _("empty"), style="dim")
        return out
    out.append(" ")
    out.append_text(chip(f.variety or f.bean))
    out.append(f" x{f.count}", style="bold")
    decrees = sum(1 for c in f.cards if c.bean == Bean.EDICT)
    if decrees and decrees < f.count:
        on_top = f.bean == Bean.EDICT
        if compact:
            words = (pgettext("decrees on a field, compact", "({n}E on top)") if on_top
                     else pgettext("decrees on a field, compact", "({n}E)"))
        else:
            words = (ngettext("({n} decree, one on top)", "({n} decrees, one on top)",
                              decrees) if on_top
                     else ngettext("({n} decree)", "({n} decrees)", decrees))
        out.append(" " + words.format(n=decrees), style=colour(Bean.EDICT))
    if compact:
        out.append(" " + pgettext("coins now, compact", "{n}c").format(n=f.coins_now))
        if f.next_coin_at is not None:
            out.append(f"/{f.next_coin_at}", style="dim")
    else:
        out.append(f" {n_coins(f.coins_now)}")
        if f.next_coin_at is not None:
            out.append(" " + _("(next at {n})").format(n=f.next_coin_at), style="dim")
    if f.ability_ready:
        out.append(" *" if compact else " *" + _("ability"), style="bold yellow")
    return out


def field_words(view: View, seat: int, index: int) -> str:
    f = view.seats[seat].fields[index]
    where = field_name(view, index)
    if f.bean is None:
        return _("{field} (empty)").format(field=where)
    return _("{field} ({n} {variety})").format(field=where, n=f.count,
                                               variety=short(f.variety or f.bean))


def harvest_words(view: View, seat: int, index: int) -> str:
    f = view.seats[seat].fields[index]
    where = field_name(view, index)
    if f.bean is None:
        words = _("{field} is empty").format(field=where)
        return words[:1].upper() + words[1:]
    what = field_cards(c.id for c in f.cards)  # (as the log will word the harvest)
    beans = {c.bean for c in f.cards if c.bean != Bean.EDICT}
    if len(beans) > 1 and f.variety is not None:
        # an enchanted bean, Gottes Acker: the field pays as the variety it grows (the
        # board shows it so: "Picker x2", where the cards are a White and a Picker Bean)
        what = _("{cards}, all counting as {variety}").format(cards=what,
                                                             variety=short(f.variety))
    if f.bean == Bean.EDICT:  # the decree card on top pays nothing: no next coin either
        words = _("Harvest {field}: {what} \u2192 {coins}")
    elif f.harvest_also:  # a Cap Bean's spell card, the Bean Field Spell's field closing
        # (the next coin beside the coins, and what else comes after them: "... (field 3
        # becomes field 2) (next coin at 3)", two parentheses in a row, read badly: play-test)
        words = (_("Harvest {field}: {what} \u2192 {coins} (next coin at {next}) and {also}")
                 if f.next_coin_at is not None
                 else _("Harvest {field}: {what} \u2192 {coins} (maximum) and {also}"))
    else:
        words = (_("Harvest {field}: {what} \u2192 {coins} (next coin at {next})")
                 if f.next_coin_at is not None
                 else _("Harvest {field}: {what} \u2192 {coins} (maximum)"))
    return words.format(field=where, what=what, coins=n_coins(f.coins_now),
                        also=f.harvest_also, next=f.next_coin_at)


def protected_reason(view: View, seat: int, index: int) -> str | None:
    """Why a field with cards may not be harvested by its owner now (None if it may, or
    is empty): the rules' own reason, from the view."""
    f = view.seats[seat].fields[index]
    return None if f.count == 0 else f.harvest


def decree_count(f: FieldView) -> int:
    """The decree cards lying on ``f``, counted apart from its beans wherever the field is
    shown or named (``×2+1E``; a Bisch-Hof holding one alone: ``×0+1E``, no bean there
    yet: it read ``×1`` beside a bohnometer of dashes)."""
    return sum(1 for c in f.cards if c.bean is Bean.EDICT)
