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

from rules import SPELL_CARDS, VARIETIES, Bean
from rules.cards import BEANS

from ..dialogs.once import AnswersOnce

TURN = """\
# Excalibohn at the table

Keys: **Enter** chooses the highlighted choice, **1-9** choose directly, **h** harvests one of
your fields at any time (not during a Sword Bean attack), **i** on your hand tells about a card,
**Tab** moves between the choices and your hand, **l** shows the whole log, **u** takes back your last step where that is fair, **Ctrl+P** lists
everything you can do now, **q** leaves (the game is kept).

## A turn

1. **Phase 1a, planting.** Plant your front card; then you may plant the next one. A field holds
   one variety. If a card fits nowhere, harvest a field first.
2. **Phase 1b, magic.** Each of your rows of an ability bean gives its ability once; discard
   Magic Beans from your hand to turn spell cards face up; use face-up spells of this phase.
3. **Phase 2, trading.** Two cards are turned up. Offer turned-up and hand cards to one fellow
   player or to all; ask for varieties or give them away. Others answer: accept, refuse or
   counter. Cards you receive lie beside your fields and cannot be traded again.
4. **Phase 3, planting.** Everyone plants what lies beside their fields, you first with the
   turned-up cards, in any order, harvesting as needed.
5. **Phase 4, drawing.** Draw three cards to the back of your hand. Your face-up spells turn
   face down.

The game ends when the draw pile runs out for the last time (pass III with three players, IV
with four or five). Every field is harvested; most coins win; ties go to the most Groschen on
one's spell cards.

**Fields on screen:** `[S] Sword x3 1c/6` is a row of three Sword Beans that would give 1 coin
if harvested now and needs 6 cards for the next coin; `*` marks a row whose ability is ready in
phase 1b. `\u25ae` is a face-down spell card of another player.

**Protection:** a field with a single bean may not be harvested while another of your fields
holds more than one (except in the final harvest).
"""


def _beans(beans: tuple[Bean, ...] = BEANS, abilities: bool = True) -> str:
    rows = ["## The beans", "", "| card | count | cards for 1/2/3/4 coins | what it does |",
            "|---|---|---|---|"]
    if not abilities:
        rows[2:] = ["| card | count | cards for 1/2/3/4 coins |", "|---|---|---|"]
    for bean in beans:
        v = VARIETIES[bean]
        scale = " / ".join("-" if n is None else str(n) for n in v.bohnometer)
        row = f"| [{v.letter}] {v.name} | {v.count} | {scale} |"
        rows.append(row + (f" {v.ability} |" if abilities else ""))
    if abilities:
        rows += ["", "The count on a card is also its value when a coin is shown "
                 "(Mean Bean, Sword Bean).", ""]
    return "\n".join(rows)


SWORD = """\
## A Sword Bean attack

The defender's coins are shuffled and the top one is shown: a **Princess** coin goes to the
attacker; a **Magic** coin lets the attacker turn a spell face up; a **Picker** coin lets the
defender take the attacker's last hand card; a **Sword** coin strikes back (the same table,
roles swapped); anything else does nothing. Nobody harvests while an attack is resolved.
"""


def _spells() -> str:
    rows = ["## The spells", "", "A spell must be face up (activated, usually with Magic Beans) "
            "to be used, once, in its phase of your own turn.", "",
            "| spell | Groschen | when | what it does |", "|---|---|---|---|"]
    for c in SPELL_CARDS:
        rows.append(f"| {c.name} | {c.groschen} | {c.when} | {c.text} |")
    return "\n".join(rows)


def help_markdown(variant: str = "excalibohn") -> str:
    """The help for the game being played: Excalibohn's own, or the other game's summary
    (``rules.variants.VARIANT_HELP``) with its cards."""
    if variant == "excalibohn":
        return "\n".join([TURN, _beans(), SWORD, _spells()])
    from rules.cards import CLASSIC_BEANS
    from rules.variants import VARIANT_HELP, VARIANT_TITLES

    title, _, body = VARIANT_HELP[variant].partition("\n")
    keys = TURN.split("\n\n")[1]  # the paragraph on the keys
    parts = [f"# {VARIANT_TITLES[variant]}", keys, f"## {title}", _paragraphs(body)]
    if variant == "rabohnzel":
        parts += [_beans(), SWORD, _spells()]
    else:
        parts.append(_beans(CLASSIC_BEANS, abilities=False))
    if variant.startswith("bohnedikt"):
        parts.append(_bohnedikt_cards())
    return "\n\n".join(parts)


def _paragraphs(text: str) -> str:
    """A summary's plain text as Markdown: a line standing alone without a full stop is a
    heading, numbered and dashed lines stay list items, the rest flows as paragraphs."""
    out: list[str] = []
    for block in text.strip().split("\n\n"):
        lines = block.splitlines()
        if len(lines) == 1 and not lines[0].rstrip().endswith((".", ":")):
            out.append(f"## {lines[0].strip()}")
            continue
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
    from rules.variants.bohnedikt_cards import DECREES, SACRIFICE_PAIRS

    rows = ["## The decrees (our own design)", "", "| decree | kind | what it does |",
            "|---|---|---|"]
    for d in DECREES:
        rows.append(f"| {d.name} | {'helps' if d.helps else 'restricts'} | {d.text} |")
    pairs = ", ".join(f"{VARIETIES[a].name.removesuffix(' Bean')} + "
                      f"{VARIETIES[b].name.removesuffix(' Bean')}" for a, b in SACRIFICE_PAIRS)
    rows += ["", "## The sacrifice cards (our own design)", "",
             f"Each names two varieties: {pairs}. On screen a sacrifice card shows as "
             "`[O] Sacrifice Blue+Chili`, a decree card as `[E]` with its name; on "
             "Bohnedikt's Bisch-Hof `(2E)` counts the decree cards lying there. In narrow "
             "terminals the board calls the Bisch-Hof `BH` and Gottes Acker `GA`. Buying a "
             "field and sacrifices are offered among your choices whenever you are asked "
             "something, and with **h** at any time."]
    return "\n".join(rows)


class HelpScreen(AnswersOnce, ModalScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen VerticalScroll { width: 100%; max-width: 120; height: 100%;
        background: $surface; border: thick $accent; }
    """
    BINDINGS = [Binding("escape,question_mark,q", "close", "Close help")]

    def compose(self) -> ComposeResult:
        session = getattr(self.app, "session", None)
        variant = session.game.state.variant if session is not None else "excalibohn"
        with VerticalScroll():
            yield Markdown(help_markdown(variant))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
