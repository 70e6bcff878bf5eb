"""Names of the turn's steps and of the kinds of decision, shared by the engine's parts."""

from __future__ import annotations

from .cards import Spell

# Decisions in which the active player may also use an "any time" spell.
# Ruling: "any time" means whenever the active player is deciding their own
# turn's course; not in the middle of answering something (an attack being
# resolved, a trade being answered, a swap being looked at).
MAIN_FRAMES = frozenset(
    {
        "plant_front",
        "plant_second",
        "magic",
        "phase2_start",
        "trading",
        "plant_aside",
        "phase4",
        "end_turn",
        "flow",
    }
)
# Decisions that may pass by themselves, when nobody can or need make them any more
# (``Game._resolved``); the others wait for their player.
MAY_PASS = frozenset(
    {
        "plant_front",
        "plant_second",
        "flow",
        "magic",
        "activate",
        "plant_aside",
        "fellow_plant",
        "end_turn",
    }
)
ANY_TIME = (Spell.SWAP, Spell.FLOW, Spell.ENCHANT_FELLOWS, Spell.RETUCK, Spell.RANDOM)

STEP_PHASE = {
    "1a_front": "1a",
    "1a_second": "1a",
    "1b": "1b",
    "2_start": "2",
    "2_trade": "2",
    "3": "3",
    "4_draw": "4",
    "4_end": "4",
    "over": "over",
}

KIND_TEXT = {
    "plant_front": "must plant their front card",
    "plant_second": "may plant their next front card",
    "magic": "may use bean abilities and activate spells",
    "tuck_or_plant": "decides whether to tuck or plant a card",
    "activate": "may turn spell cards face up",
    "choose_coin": "chooses which revealed coin counts",
    "phase2_start": "may use a spell on the turned-up cards",
    "trading": "is trading",
    "draft": "is composing an offer",
    "respond": "must answer an offer",
    "conclude": "decides which answer to take",
    "plant_aside": "must plant their traded and turned-up cards",
    "phase4": "may use the Hand Card Spell before drawing",
    "end_turn": "may use a spell before ending the turn",
    "flow": "is planting with the Magic Card Flow",
    "fellow_plant": "must plant their front card (Enchantment of the Fellow Players)",
    "swap_keep": "decides whether to keep the swapped spell active",
}
