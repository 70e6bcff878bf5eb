"""The help screen: the turn, the beans, the spells and the bohnometers, in our words.

Everything card-specific is read from ``rules.cards``, so the help never
disagrees with the card table.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown

from rules import CHOOSABLE, SPELL_CARDS, VARIETIES, Bean, GameSpec, spec_for
from rules.cards import DECREES, SACRIFICE_PAIRS
from rules.spells import spell_when

from ..dialogs.once import AnswersOnce
from ..lang import N_, Translated, _
from ..text.cards import roman, short

#: the keys, in parts: those only a keyboard shared by several people has (``one_keyboard``)
#: are left out of the help of a player at their own terminal (over SSH ``v`` and ``w``
#: did nothing there, and ``t`` named "another person at this keyboard", play-test)
KEYS = N_("Keys: **Enter** chooses the highlighted choice, its **number** chooses directly "
          "(**1 0** for 10{kept}), "
          "**h** harvests one of your fields whenever the game allows it, "
          "**i** tells about your front card (Tab, then Left and Right: about any card of "
          "your hand), **Tab** moves between the choices and your hand, **l** shows the "
          "whole log,")
#: where the game has a phase of abilities and spells (Bohnedikt's help said it too)
KEPT = N_("; while you use abilities and spells, each choice keeps its number")
KEY_T_SHARED = N_("**t** lets another person at this keyboard make an offer to the one who "
                  "trades, **v** shows (and hides) your hand while you trade and people at "
                  "this keyboard may make you offers,")
KEY_T_OWN = N_("**t** makes an offer to the one who trades,")
KEY_UNDO = N_("**u** takes back your last step where that is fair,")
KEY_SAVE = N_("**w** saves a copy of the game to a file you name,")
KEY_END_SHARED = N_("**Ctrl+P** lists everything you can do now, **q** leaves (the game is "
                    "kept).")
KEY_END_OWN = N_("**Ctrl+P** lists everything you can do now, **q** leaves (your seat waits "
                 "for you).")
#: where a shell can bring the game back (``may_suspend``: not over SSH, not on the host)
SUSPEND_KEY = N_("**Ctrl+Z** puts it in the background (the shell's `fg` brings it back).")

CARDS = N_("""\
**The cards on the table:** a card shows its letter and how many of it are in the deck on its
top edge, its name, and its bohnometer at the bottom (`3\u00b76\u00b78\u00b79`: the cards needed
for 1, 2, 3 and 4 coins). The letter is the key that names the variety in an offer; each
variety of all four games has its own, so some are not the English initial (Chili `F`, from
the German Feuerbohne). `\u2592` is the back of a card: a hand, a pile{spell}.
""")

#: the hand, where the game plants from it in order (not in the game for two)
HAND_IN_ORDER = N_("""\
A hand lies in order, numbered from 1; the front card, the one you plant next, has a heavy
edge.
""")

FIELDS = N_("""\
**Fields** are stacks (an edge on the right for each card below): `\u00d73 \u25cf1 \u21926` is
three cards that would give 1 coin if harvested now, and 6 cards are needed for the next coin
(`max`: no more coins); `\u2298` the field may not be harvested now (the bean protection rule).
""")

#: the beans' abilities (in the games with spells)
ABILITY_MARK = N_("`\u2605` marks a field whose bean ability can be used now.")
#: decree cards on a field (in the games with decrees)
DECREE_MARK = N_("`\u00d72+1E`: two beans and one decree card lie on the field (on the "
                 "Bisch-Hof, beside its variety); a harvest counts all three cards.")

#: the marks of the spell cards (in the games that have them)
SPELL_MARKS = N_("""\
**Spells:** `\u2726` and
green, face up for all; dim and named, your own face-down spell; the number is its value (G: Groschen, P: pfennigs).
*borrowed*: the Random Spell lent it for this turn; it goes back to the spell deck at its end.
""")

MIDDLE = N_("""\
**The middle:** the draw pile, marked with which time through it this is of how many the
game lasts (`pass {now}/{last}`), the discard pile's top card{spells} and the cards turned up.
`\u25b6` and a gold frame mark the active player, a cyan frame and "deciding" ("now", or
`?`, where a long name leaves no room) whoever must decide now.
""")


def _middle(spec: GameSpec) -> str:
    last = max(spec.passes.values())
    return _(MIDDLE).format(now=roman(min(2, last)), last=roman(last),
                            spells=_(", the spell deck") if spec.has_spells else "")


def _beans(beans: tuple[Bean, ...], abilities: bool = True) -> str:
    rows = ["## " + _("The beans"), "",
            _("| card | count | cards for 1/2/3/4 coins | what it does |"), "|---|---|---|---|"]
    if not abilities:
        rows[2:] = [_("| card | count | cards for 1/2/3/4 coins |"), "|---|---|---|"]
    for bean in beans:
        v = VARIETIES[bean]
        scale = " / ".join("-" if n is None else str(n) for n in v.bohnometer)
        row = f"| [{v.letter}] {_(v.name)} | {v.count} | {scale} |"
        rows.append(row + (f" {_(v.ability)} |" if abilities else ""))
    if abilities:
        rows += ["", _("The count on a card is also its value when a coin is shown "
                       "(Mean Bean, Sword Bean)."), ""]
    return "\n".join(rows)


SWORD = N_("""\
## A Sword Bean attack

The defender's coins are shuffled and the top one is shown: a **Princess** coin goes to the
attacker; a **Magic** coin lets the attacker turn a spell face up; a **Picker** coin lets the
defender take the attacker's last hand card; a **Sword** coin strikes back (the same table,
roles swapped); anything else does nothing.
""")

#: who may not harvest while an attack is resolved (``GameSpec.attack_bar``)
ATTACK_BAR = {
    "everyone": N_("Nobody harvests while an attack is resolved."),
    "attacked": N_("While an attack is resolved, the player attacked may not harvest, and "
                   "in a strike back the player struck back at too; everyone else may."),
}


def _spells(spec: GameSpec) -> str:
    rows = ["## " + _("The spells"), "",
            _("A spell must be face up (activated, usually with Magic Beans) to be used, "
              "once, in its phase of your own turn."), "",
            _("| spell | {value} | when | what it does |").format(
                value=_(spec.currency or "Groschen").capitalize()), "|---|---|---|---|"]
    for c in SPELL_CARDS:
        rows.append(f"| {_(c.name)} | {c.groschen} | {spell_when(spec, c)} | {_(c.text)} |")
    return "\n".join(rows)


def keys_words(suspend: bool = True, one_keyboard: bool = True, save: bool = True,
               spells: bool = True) -> str:
    """The keys' paragraph: Ctrl+Z with ``suspend``; the keys of a keyboard several people
    share with ``one_keyboard`` (else those of a player at their own terminal); ``w`` with
    ``save``; the numbers kept in the phase of abilities and spells with ``spells``."""
    parts = [_(KEYS).format(kept=_(KEPT) if spells else ""),
             _(KEY_T_SHARED if one_keyboard else KEY_T_OWN), _(KEY_UNDO)]
    parts += [_(KEY_SAVE)] if save else []
    parts += [_(KEY_END_SHARED if one_keyboard else KEY_END_OWN)]
    parts += [_(SUSPEND_KEY)] if suspend else []
    return " ".join(parts) + "\n"


def help_markdown(spec: GameSpec, suspend: bool = True, one_keyboard: bool = True,
                  save: bool = True) -> str:
    """The help for the game being played: the keys (``keys_words``), its rules in our
    words (from its spec), its cards, and (where the game has them) the Sword Bean and the
    spells."""
    title, _nl, body = _(spec.help).partition("\n")
    cards = _(CARDS).format(spell=_(", a spell someone else keeps face down")
                            if spec.has_spells else "")
    cards += _(HAND_IN_ORDER) if "plant_front" in spec.turn else ""
    fields = _(FIELDS).rstrip("\n") + (" " + _(ABILITY_MARK) if spec.has_spells else "")
    fields += " " + _(DECREE_MARK) if Bean.EDICT in spec.varieties else ""
    table = "\n".join(["## " + _("Reading the table"), "", cards, fields + "\n",
                       *([_(SPELL_MARKS)] if spec.has_spells else []), _middle(spec)])
    # (the game's own rules before the table's signs: they are what the help is opened for)
    keys = keys_words(suspend, one_keyboard, save, spells=spec.has_spells)
    parts = [f"# {_(spec.title)}", keys, f"## {title}", _paragraphs(body), table]
    beans = tuple(b for b in spec.varieties if b != Bean.EDICT)
    parts.append(_beans(beans, abilities=spec.has_spells))
    if spec.has_spells:
        parts += [_(SWORD).rstrip("\n") + " " + _(ATTACK_BAR[spec.attack_bar]) + "\n",
                  _spells(spec)]
    if spec.sacrifices:
        parts.append(_bohnedikt_cards())
    return "\n\n".join(parts)


#: the longest first line of a block that is its heading (a wrapped text's is far longer)
_HEADING = 40


def _paragraphs(text: str) -> str:
    """A summary's plain text as Markdown: a line standing alone without a full stop is a
    heading, and so is a short first line over its text; numbered and dashed lines stay
    list items, the rest flows as paragraphs."""
    out: list[str] = []
    for block in text.strip().split("\n\n"):
        lines = block.splitlines()
        if len(lines) == 1 and not lines[0].rstrip().endswith((".", ":")):
            out.append(f"## {lines[0].strip()}")
            continue
        first = lines[0].strip()
        if (len(lines) > 1 and len(first) <= _HEADING and not first.endswith((".", ":"))
                and not first.startswith("- ") and not first[:1].isdigit()):
            # a short first line over its text ("The end"): a heading, not the text's start
            out.append(f"## {first}")
            lines = lines[1:]
        items: list[str] = []
        in_list = False
        for line in lines:
            word = line.strip()
            marker = word.startswith("- ") or (word[:1].isdigit() and "." in word[:3])
            if marker:
                items.append(word)
                in_list = True
            elif items and (line.startswith(" ") or not in_list):
                items[-1] += " " + word
            else:  # a paragraph goes on after a list
                items += ["", word]
                in_list = False
        out.append("\n".join(items))
    return "\n\n".join(out)


def _bohnedikt_cards() -> str:
    rows = ["## " + _("The decrees (our own design)"), "",
            _("| decree | kind | what it does |"), "|---|---|---|"]
    for d in DECREES:
        kind = _("helps") if d.helps else _("restricts")
        rows.append(f"| {_(d.name)} | {kind} | {_(d.text)} |")
    pairs = ", ".join(f"{short(a)} + {short(b)}" for a, b in SACRIFICE_PAIRS)
    rows += ["", "## " + _("The sacrifice cards (our own design)"), "",
             _("Each names two varieties: {pairs}. On screen a sacrifice card shows as "
               "`[O] Sacrifice Blue+Chili`, a decree card as `[E]` with its name; on "
               "Bohnedikt's Bisch-Hof `+2E` counts the decree cards lying there. In narrow "
               "terminals the board calls the Bisch-Hof `BH` and Gottes Acker `GA`. Buying a "
               "field and sacrifices are offered among your choices whenever you are asked "
               "something, and with **h** at any time.").format(pairs=pairs)]
    return "\n".join(rows)


class HelpScreen(Translated, AnswersOnce, ModalScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen VerticalScroll { width: 100%; max-width: 120; height: 100%;
        background: $surface; border: thick $accent; }
    """
    BINDINGS = [Binding("escape,question_mark,q", "close", N_("Close help"))]

    def __init__(self, one_keyboard: bool = True, save: bool = True) -> None:
        """``one_keyboard``: the keys of a keyboard several people share, else those of a
        player at their own terminal; ``save``: ``w`` saves a copy."""
        super().__init__()
        self.one_keyboard = one_keyboard
        self.save = save

    def compose(self) -> ComposeResult:
        session = getattr(self.app, "session", None)
        spec = session.game.spec if session is not None else spec_for(CHOOSABLE[0])
        with VerticalScroll():
            # (over SSH, or on the host, Ctrl+Z only says it cannot: the help leaves it out)
            yield Markdown(help_markdown(spec, suspend=self.app.may_suspend(),
                                         one_keyboard=self.one_keyboard, save=self.save))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
