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
from .cards import BEAN_OF, VARIETIES, Bean
from .events import say
from .i18n import N_, _
from .planting import offer_tuck_or_plant
from .ruleset import Decision
from .words import a_card_of, name_of

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
        return _("A player under a Sword Bean attack (or counterattack) may not harvest "
                 "until it is resolved.")
    return _("Nobody may harvest while a Sword Bean attack is being resolved.")


def mean_attack(game: Game, p: int) -> None:
    s = game.state
    shown: list[tuple[int, int]] = []
    for q in game.fellows(p):
        coins = s.seats[q].coins
        if coins:
            s.rng = rand.shuffle(s.rng, coins)
            shown.append((q, coins[-1]))
    if not shown:
        game.emit("mean", say(N_("{name} uses a Mean Bean, but no fellow player has coins."),
                              name=game.name(p)))
        return
    best = max(VARIETIES[BEAN_OF[c]].count for _, c in shown)
    game.emit("mean", say(N_("{name} uses a Mean Bean: every fellow player's coin pile is "
                             "shuffled and its top coin turned over."), name=game.name(p)),
              player=p)
    for q, c in shown:  # one event a pile, so a screen can turn each coin over as a card
        game.emit("mean_shown", say(N_("{name}'s top coin is {a_bean} ({count} in the "
                                       "deck)."), name=game.name(q), a_bean=a_card_of(c),
                                    count=VARIETIES[BEAN_OF[c]].count),
                  player=q, card=c, coins=len(s.seats[q].coins))
    for q, c in shown:  # in turn order from the active player
        if VARIETIES[BEAN_OF[c]].count < best:
            s.seats[q].coins.pop()
            s.discard.append(c)
            game.emit("mean_loss", say(N_("{name} discards the {bean} coin."),
                                       name=game.name(q), bean=name_of(c)),
                      player=q, card=c)
        else:  # (said too: the losses alone left it to guess who kept theirs)
            game.emit("mean_kept", say(N_("{name} keeps the {bean} coin."),
                                       name=game.name(q), bean=name_of(c)),
                      player=q, card=c)


def sword_attack(game: Game, attacker: int, defender: int, two: bool) -> None:
    game.state.attacked[:] = [defender]
    words = (N_("{name} attacks {target} with a Sword Bean and the Attack Spell.") if two
             else N_("{name} attacks {target} with a Sword Bean."))
    game.emit("sword", say(words, name=game.name(attacker), target=game.name(defender)),
              player=attacker, target=defender, coins=len(game.state.seats[defender].coins))
    _attack(game, attacker, defender, two)


def _attack(game: Game, attacker: int, defender: int, two: bool) -> None:
    s = game.state
    # A loop, not recursion: a chain of counterattacks can grow long.
    while True:
        coins = s.seats[defender].coins
        if not coins:
            game.emit("attack_none", say(N_("{name} has no coins: nothing happens."),
                                         name=game.name(defender)),
                      attacker=attacker, defender=defender)
            return
        s.rng = rand.shuffle(s.rng, coins)
        if two and len(coins) >= 2:
            shown = [coins[-1], coins[-2]]
            game.emit("reveal", say(N_("{name}'s coins show {a_bean} and {another}."),
                                    name=game.name(defender), a_bean=a_card_of(shown[0]),
                                    another=a_card_of(shown[1])),
                      attacker=attacker, defender=defender)
            game.push("choose_coin", attacker, cards=shown, other=defender, in_attack=True)
            return
        top = coins[-1]
        game.emit("reveal", say(N_("{name}'s top coin is {a_bean}."),
                                name=game.name(defender), a_bean=a_card_of(top)),
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
    game.now_acting(defender)  # (the strike-back is theirs, not the attacker's move)
    game.emit("counter", say(N_("{name} strikes back at {target}'s coins!"),
                             name=game.name(defender), target=game.name(attacker)),
              player=defender, target=attacker, coins=len(s.seats[attacker].coins))
    if attacker not in s.attacked:
        s.attacked.append(attacker)
    # Ruling: when both coin piles hold nothing but Sword Beans, every reveal would start
    # yet another counterattack and the chain could never end.  The table calls it a
    # stand-off: the chain stops there and nothing more happens.
    if s.seats[attacker].coins and all(
            BEAN_OF[c] is Bean.SWORD for c in s.seats[attacker].coins + s.seats[defender].coins):
        game.emit("nothing", N_("Sword against Sword only: the counterattacks end in a "
                                "stand-off."))
        return False
    return True


def _resolve(game: Game, attacker: int, defender: int, coin: int) -> None:
    """What the coin shown does (the table of RULINGS 7)."""
    s = game.state
    bean = BEAN_OF[coin]
    if bean is Bean.PRINCESS:
        s.seats[defender].coins.remove(coin)
        s.seats[attacker].coins.append(coin)
        # (whose coin, said: "Ben takes the Princess Bean coin", told to Ann on her
        # curtain, did not say it was hers, play-test)
        game.emit("loot", say(N_("{name} takes {target}'s Princess Bean coin."),
                              name=game.name(attacker), target=game.name(defender)),
                  player=attacker, target=defender, card=coin)
    elif bean is Bean.MAGIC:
        if any(not x.face_up for x in s.seats[attacker].spells):
            game.emit("magic_coin", say(N_("{name} may turn one face-down spell card face up."),
                                        name=game.name(attacker)), player=attacker)
            game.push("activate", attacker, n=1, in_attack=True)
        else:
            game.emit("nothing", say(N_("{name} has no face-down spell to turn."),
                                     name=game.name(attacker)))
    elif bean is Bean.PICKER:
        hand = s.seats[attacker].hand
        if not hand:
            game.emit("nothing", say(N_("{name} has no hand card to lose."),
                                     name=game.name(attacker)))
            return
        card = hand.pop()
        game.emit("steal", say(N_("{name} pulls {target}'s last hand card: {a_bean}."),
                               name=game.name(defender), target=game.name(attacker),
                               a_bean=a_card_of(card)),
                  player=defender, target=attacker, card=card)
        offer_tuck_or_plant(game, defender, card, in_attack=True)
    elif bean is Bean.SWORD:
        if _counterattack(game, attacker, defender):
            _attack(game, defender, attacker, two=False)
    else:
        game.emit("nothing", N_("Nothing happens."))


def _choose_legal(game: Game, p: int, f: Frame) -> list[Action]:
    return [ChooseCoin(p, i) for i in range(len(f.cards))]


def _choose_refuse(game: Game, a: Action, f: Frame) -> str:
    if isinstance(a, ChooseCoin):
        return _("Attack Spell: choose one of the two coins shown (0 or 1).")
    return game.not_a_choice(a)


def _choose_apply(game: Game, a: Action, f: Frame) -> None:
    assert isinstance(a, ChooseCoin) and f.other is not None
    game.state.pending.pop()
    chosen, other = f.cards[a.index], f.cards[1 - a.index]
    game.emit("choose_coin", say(N_("{name} chooses the {bean}; the {other} goes back "
                                 "without effect."), name=game.name(a.player), bean=name_of(chosen),
                                 other=name_of(other)), player=a.player, card=chosen)
    _resolve(game, f.player, f.other, chosen)


CHOOSE_COIN = Decision(legal=_choose_legal, refuse=_choose_refuse, apply=_choose_apply)

DECISIONS = {"choose_coin": CHOOSE_COIN}
HARVEST_BARS = [_attack_bar]
OUT_OF_PLACE = {ChooseCoin: N_("Coins are chosen in a Sword Bean attack with the Attack "
                               "Spell.")}
