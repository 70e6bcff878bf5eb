"""Saved games of earlier versions, carried over to the current save format.

Format 5 (this version): the state names the edition of the rules (``edition_named``).
Format 3: an offer is one action.  Formats 1 and 2 composed an offer step
by step (start, cards given, varieties asked for, send or cancel; a counter-offer
likewise).  ``offers_in_one`` folds every such run into one ``offer`` or
``counter_offer`` action, drops the runs that were cancelled (nothing happened) and an
offer still being composed when the game was saved (it was never made), and replays the
result from the deal: the saved position must come out of it, card for card, or the
game is refused with a message (``MigrationError``).
"""

from __future__ import annotations

from typing import Any

from rules import Game
from rules.i18n import _


class MigrationError(ValueError):
    """The old save could not be carried over; the message says why, for a person."""


_STEPS = ("draft_give", "draft_ask", "draft_send", "draft_cancel")


def fold_offers(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """An old action log (JSON objects) with each offer composed step by step folded
    into one action."""
    out: list[dict[str, Any]] = []
    drafts: dict[int, dict[str, Any]] = {}
    for action in log:
        kind, p = action.get("kind"), action.get("player")
        if kind == "offer_start":
            drafts[p] = {"kind": "offer", "player": p, "to": list(action["to"]),
                         "give": [], "ask": []}
        elif kind == "counter_start":
            drafts[p] = {"kind": "counter_offer", "player": p, "give": [], "ask": []}
        elif kind in _STEPS:
            draft = drafts.get(p)
            if draft is None:
                raise MigrationError(_("an offer step without an offer"))
            if kind == "draft_give":
                draft["give"].append(action["card"])
            elif kind == "draft_ask":
                draft["ask"].append(action["bean"])
            elif kind == "draft_send":
                out.append(drafts.pop(p))
            else:
                drafts.pop(p)
        else:
            out.append(action)
    return out


def _facts(state: dict[str, Any]) -> dict[str, Any]:
    """What a position is, in any save format: the cards in every place."""
    return {
        "seats": [(s["name"], s["hand"], [f["cards"] for f in s["fields"]], s["coins"],
                   s["aside"], [(x["card"], x["face_up"]) for x in s["spells"]])
                  for s in state["seats"]],
        "piles": (state["draw"], state["discard"], state["spell_deck"], state["turned_up"]),
        "turn": (state["turn"], state["active"], state["passes"]),
    }


def offers_in_one(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 1 or 2 -> 3: see the module docstring."""
    from rules import actions
    from rules.state import STATE_ADAPTER

    try:
        log = actions.ACTION_LIST_ADAPTER.validate_python(fold_offers(doc["log"]))
        names = [seat["name"] for seat in doc["seats"]]
        # (format 2 is older than edition 2 of the rules)
        game = Game.new(names, doc["seed"], doc["variant"], edition=1)
        for action in log:
            game.apply(action)
    except Exception as err:
        raise MigrationError(
            _("it was saved by an earlier Excalibohn, whose offers were made step by step, and "
              "its moves do not replay under today's rules ({why})").format(why=err)) from None
    new_state = STATE_ADAPTER.dump_python(game.state, mode="json")
    if _facts(new_state) != _facts(doc["state"]):
        raise MigrationError(
            _("it was saved by an earlier Excalibohn, and replaying its moves under today's "
              "rules gives a different position"))
    doc["log"] = actions.ACTION_LIST_ADAPTER.dump_python(log, mode="json")
    doc["state"] = new_state
    return doc


#: the editions of the rules a file of format 4 or older may have been played by, the
#: later first (``rules.games.EDITION``: they differ only at the end of a game for two)
UNNAMED_EDITIONS = (2, 1)


def edition_named(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 4 -> 5: the state names the edition of our rules the game is played by.

    Files of format 4 do not say.  They were played by edition 1 or 2, which differ only
    when a game for two ends with beans left lying; the edition whose replay from the
    deal gives the saved position is the one.  If neither does, the later is written in,
    and loading the file then says that it does not agree with itself.
    """
    state = doc.get("state")
    if not isinstance(state, dict) or "edition" in state:
        return doc
    edition = next((e for e in UNNAMED_EDITIONS if _replays_as(doc, e)), UNNAMED_EDITIONS[0])
    return {**doc, "state": {**state, "edition": edition}}


def _replays_as(doc: dict[str, Any], edition: int) -> bool:
    """Whether replaying ``doc``'s moves from the deal by ``edition`` of the rules gives
    its saved position."""
    from rules import actions
    from rules.state import STATE_ADAPTER

    try:
        log = actions.ACTION_LIST_ADAPTER.validate_python(doc["log"])
        game = Game.new([seat["name"] for seat in doc["seats"]], doc["seed"], doc["variant"],
                        edition)
        for action in log:
            game.apply(action)
        return _facts(STATE_ADAPTER.dump_python(game.state, mode="json")) == _facts(doc["state"])
    except Exception:  # a damaged file: loading it says what is wrong
        return False
