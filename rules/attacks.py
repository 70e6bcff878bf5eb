"""Attacks on coin piles: the Mean Bean and the Sword Bean (RULINGS 7).

- Mean Bean: every fellow player with coins shuffles their coin pile and shows the top
  coin; those who show the highest number (the count printed on the card) keep it, the
  others discard it, in turn order from the active player.
- Sword Bean: the defender's coin pile is shuffled and its top coin shown: a Princess
  moves to the attacker's coins; a Magic lets the attacker turn a spell face up; a
  Picker lets the defender take the attacker's rearmost hand card (tuck or plant, no
  harvest: a card that fits nowhere is tucked); a Sword strikes back (the same table,
  roles swapped; a chain of counterattacks may follow); anything else does nothing.
  With the Attack Spell two coins are shown and the attacker chooses the one that
  counts.  A player without coins cannot be attacked; a counterattack on a player
  without coins does nothing.
- While an attack is resolved nobody harvests (Rabohnzel: only the players attacked,
  ``GameSpec.attack_bar``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng as rand
from .actions import Action, ChooseCoin
from .cards import BEAN_OF, VARIETIES, Bean, bean_name
from .planting import offer_tuck_or_plant
from .ruleset import Decision

if TYPE_CHECKING:
    from .engine import Game
    from .state import Frame


def in_attack(game: Game) -> bool:
    for f in game.state.pending:  # noqa: SIM110 (a loop reads plainer than any() here)
        if f.in_attack:
            return True
    return False


def _attack_bar(game: Game, p: int) -> str | None:
    if not in_attack(game):
        return None
    if game.spec.attack_bar == "attacked":
        if p not in game.state.attacked:
            return None
        return ("A player under a Sword Bean attack (or counterattack) may not harvest until "
                "it is resolved.")
    return "Nobody may harvest while a Sword Bean attack is being resolved."


def mean_attack(game: Game, p: int) -> None:
    s = game.state
    shown: list[tuple[int, int]] = []
    for q in game.fellows(p):
        coins = s.seats[q].coins
        if coins:
            s.rng = rand.shuffle(s.rng, coins)
            shown.append((q, coins[-1]))
    if not shown:
        game.emit("mean", f"{game.name(p)} uses a Mean Bean, but no fellow player has coins.")
        return
    best = max(VARIETIES[BEAN_OF[c]].count for _, c in shown)
    game.emit("mean", f"{game.name(p)} uses a Mean Bean: every fellow player's coin pile is "
              "shuffled and its top coin turned over.", player=p)
    for q, c in shown:  # one event a pile, so a screen can turn each coin over as a card
        game.emit("mean_shown", f"{game.name(q)}'s top coin is a {bean_name(c)} "
                  f"({VARIETIES[BEAN_OF[c]].count} in the deck).", player=q, card=c,
                  coins=len(s.seats[q].coins))
    for q, c in shown:  # in turn order from the active player
        if VARIETIES[BEAN_OF[c]].count < best:
            s.seats[q].coins.pop()
            s.discard.append(c)
            game.emit("mean_loss", f"{game.name(q)} discards the {bean_name(c)} coin.",
                      player=q, card=c)


def sword_attack(game: Game, attacker: int, defender: int, two: bool) -> None:
    game.state.attacked[:] = [defender]
    game.emit("sword", f"{game.name(attacker)} attacks {game.name(defender)} with a Sword "
              f"Bean{' and the Attack Spell' if two else ''}.", player=attacker,
              target=defender, coins=len(game.state.seats[defender].coins))
    _attack(game, attacker, defender, two)


def _attack(game: Game, attacker: int, defender: int, two: bool) -> None:
    s = game.state
    # A loop, not recursion: a chain of counterattacks can grow long.
    while True:
        coins = s.seats[defender].coins
        if not coins:
            game.emit("attack_none", f"{game.name(defender)} has no coins: nothing happens.",
                      attacker=attacker, defender=defender)
            return
        s.rng = rand.shuffle(s.rng, coins)
        if two and len(coins) >= 2:
            shown = [coins[-1], coins[-2]]
            game.emit("reveal", f"{game.name(defender)}'s coins show a {bean_name(shown[0])} "
                      f"and a {bean_name(shown[1])}.", attacker=attacker, defender=defender)
            game.push("choose_coin", attacker, cards=shown, other=defender, in_attack=True)
            return
        top = coins[-1]
        game.emit("reveal", f"{game.name(defender)}'s top coin is a {bean_name(top)}.",
                  attacker=attacker, defender=defender, card=top)
        if BEAN_OF[top] is not Bean.SWORD:
            _resolve(game, attacker, defender, top)
            return
        if not _counterattack(game, attacker, defender):
            return
        attacker, defender, two = defender, attacker, False


def _counterattack(game: Game, attacker: int, defender: int) -> bool:
    """A Sword Bean coin was shown: the defender strikes back (unless it never ends)."""
    s = game.state
    game.emit("counter", f"{game.name(defender)} strikes back at {game.name(attacker)}'s "
              "coins!", player=defender, target=attacker, coins=len(s.seats[attacker].coins))
    if attacker not in s.attacked:
        s.attacked.append(attacker)
    # Ruling: when both coin piles hold nothing but Sword Beans, every reveal would start
    # yet another counterattack and the chain could never end.  The table calls it a
    # stand-off: the chain stops there and nothing more happens.
    if s.seats[attacker].coins and all(
            BEAN_OF[c] is Bean.SWORD for c in s.seats[attacker].coins + s.seats[defender].coins):
        game.emit("nothing", "Sword against Sword only: the counterattacks end in a stand-off.")
        return False
    return True


def _resolve(game: Game, attacker: int, defender: int, coin: int) -> None:
    """What the coin shown does (the table of RULINGS 7)."""
    s = game.state
    bean = BEAN_OF[coin]
    if bean is Bean.PRINCESS:
        s.seats[defender].coins.remove(coin)
        s.seats[attacker].coins.append(coin)
        game.emit("loot", f"{game.name(attacker)} takes the Princess Bean coin.",
                  player=attacker, target=defender, card=coin)
    elif bean is Bean.MAGIC:
        if any(not x.face_up for x in s.seats[attacker].spells):
            game.push("activate", attacker, n=1, in_attack=True)
        else:
            game.emit("nothing", f"{game.name(attacker)} has no face-down spell to turn.")
    elif bean is Bean.PICKER:
        hand = s.seats[attacker].hand
        if not hand:
            game.emit("nothing", f"{game.name(attacker)} has no hand card to lose.")
            return
        card = hand.pop()
        game.emit("steal", f"{game.name(defender)} pulls {game.name(attacker)}'s last hand "
                  f"card: a {bean_name(card)}.", player=defender, target=attacker, card=card)
        offer_tuck_or_plant(game, defender, card, in_attack=True)
    elif bean is Bean.SWORD:
        if _counterattack(game, attacker, defender):
            _attack(game, defender, attacker, two=False)
    else:
        game.emit("nothing", "Nothing happens.")


def _choose_legal(game: Game, p: int, f: Frame) -> list[Action]:
    return [ChooseCoin(p, i) for i in range(len(f.cards))]


def _choose_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, ChooseCoin):
        return "Attack Spell: choose one of the two coins shown (0 or 1)."
    return game.not_a_choice(a)


def _choose_apply(game: Game, a: Action, f: Frame) -> None:
    assert isinstance(a, ChooseCoin) and f.other is not None
    game.state.pending.pop()
    chosen, other = f.cards[a.index], f.cards[1 - a.index]
    game.emit("choose_coin", f"{game.name(a.player)} takes the {bean_name(chosen)}; the "
              f"{bean_name(other)} goes back without effect.", player=a.player, card=chosen)
    _resolve(game, f.player, f.other, chosen)


CHOOSE_COIN = Decision(legal=_choose_legal, refuse=_choose_refuse, apply=_choose_apply)

DECISIONS = {"choose_coin": CHOOSE_COIN}
HARVEST_BARS = [_attack_bar]
OUT_OF_PLACE = {ChooseCoin: "Coins are chosen in a Sword Bean attack with the Attack Spell."}
