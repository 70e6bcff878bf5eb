"""Composing an offer, a gift or a counter-offer: one action for the table, in a few keys.

The dialog shows what the viewer's view says an offer may hold (``View.offer``: the
partners, the cards one may give, the varieties one may ask for and how many of each
partner) and returns one ``Offer`` or ``CounterOffer``.  It decides nothing: while the
offer is composed, ``check`` (the rules' ``why_not``) says what is wrong with it, and
Enter sends it only when nothing is.

The keys, none of them depending on where the focus is:

- a letter asks for one more card of the variety with that letter (the letter printed on
  the card), Backspace takes the last one back, and ``-`` then a letter one card of that
  variety (a counter-offer starts asking for what was offered: any of it may go);
- a number gives (or takes back) the card with that number: a hand card's number is its
  place in the hand, the turned-up cards come after the hand (and are shown by their
  Shift and letter); Shift and a card's letter gives the next card of that variety,
  turned-up cards first (and, when all are given, takes them back);
- Left and Right choose the partner, Enter sends, Escape cancels;
- ``v``, while the table hides the hand from the others looking on (the active player's,
  while people here may make them offers), shows its cards in the list or hides them
  again; hidden, a hand card is listed by its number alone, choosing one shows the hand
  first, always after the question whether only its player sees the screen, and Shift
  and a letter gives turned-up cards only.

Tab moves between the two lists, where Space toggles a card or adds a variety and ``-``
removes one, for those who prefer to point.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.strip import Strip
from textual.timer import Timer
from textual.widgets import Button, Checkbox, OptionList, SelectionList, Static
from textual.widgets.option_list import Option
from textual.widgets.selection_list import Selection

from rules import BEAN_OF, VARIETIES, Action, Bean, CounterOffer, Offer
from rules.views import OfferView

from ..lang import N_, Translated, _, ngettext
from ..text.actions import counted, given_words
from ..text.cards import bean_word, card_chip, chip
from ..text.whole import Whole
from ..widgets.choice_list import TypedNumber
from ..widgets.keybar import KeyBar
from .once import AnswersOnce

Made = Offer | CounterOffer

#: seconds a typed number waits for a second digit before it chooses a hidden hand card
#: (``TradeDialog._deferred``)
PAUSE = 0.7
#: seconds after a key that chose nothing (no card has its number, no variety its letter)
#: in which Enter does not send yet (``TradeDialog.action_send``)
MISSED = 3.0

#: Enter, Left and Right act on the whole offer from either list.  They are the lists' own
#: keys, not priority keys of the dialog: a priority key acts as soon as it arrives, ahead
#: of keys typed before it that still wait for the list, so "Shift+Q m Enter" arriving at
#: once (a quick hand, an SSH connection) sent an empty offer.
_OFFER_KEYS = [
    Binding("enter", "screen.send", N_("Send the offer")),
    Binding("left", "screen.partner(-1)", show=False),
    Binding("right", "screen.partner(1)", show=False),
]


class _HintAfter:
    """A Rich renderable: ``text``, then ``hint`` on the same row where it fits whole, on
    a row of its own where it does not (with four at 80 x 24 the partners' row read
    "(Left and Right" / "choose)")."""

    def __init__(self, text: Text, hint: str) -> None:
        self.text = text
        #: (in the text's own style, dim)
        self.hint = Text(style=text.style).append(hint, style="dim")

    def _joined(self) -> Text:
        joined = self.text.copy()
        joined.append(" ", style="dim")
        return joined.append_text(self.hint)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        least = max(self.hint.cell_len, Measurement.get(console, options, self.text).minimum)
        return Measurement(least, self._joined().cell_len).clamp(max_width=options.max_width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if self._joined().cell_len <= options.max_width:
            yield self._joined()
        else:
            yield self.text
            yield self.hint


class _GiveList(Translated, SelectionList[int]):
    """The cards one may give (Space toggles the one highlighted).  A card given shows an
    X in its box, one not given an empty box: Textual draws the X in every box and tells
    them apart by colour alone, which a 16-colour terminal loses."""

    BINDINGS = _OFFER_KEYS

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        index = self.scroll_offset.y + y
        if index >= self.option_count or self.get_option_at_index(index).value in self.selected:
            return line
        box = list(line)
        if len(box) > 1 and box[1].text == Checkbox.BUTTON_INNER:
            box[1] = Segment(" " * len(box[1].text), box[1].style)
        return Strip(box, line.cell_length)


class _AskList(Translated, OptionList):
    """The varieties one may ask for."""

    BINDINGS = _OFFER_KEYS


#: an offer answered: the varieties it offers and the varieties it asks for
Answered = tuple[Sequence[Bean], Sequence[Bean]]


def same_as_offer(made: Action, answering: Answered) -> bool:
    """Whether ``made`` is a counter-offer that turns the offer it answers round: it gives
    the varieties asked for and asks for the varieties offered (in effect, accepting)."""
    offered, asked = answering
    return (isinstance(made, CounterOffer)
            and sorted(BEAN_OF[c] for c in made.give) == sorted(asked)
            and sorted(made.ask) == sorted(offered))


class TradeDialog(Translated, AnswersOnce, ModalScreen[Made | None]):
    """``offer``: what the view says the viewer (``player``) may offer; ``names``: every
    seat's name; ``hand``: the viewer's hand in order (a hand card is numbered by its
    place; the other cards offered, the turned-up ones, come after it); ``check``: the
    rules' verdict on an offer (None: it may be made).  ``partner``: the partner chosen
    first; ``give`` and ``ask``: what the offer holds at first (a counter-offer starts
    from the offer received)."""

    DEFAULT_CSS = """
    TradeDialog { align: center middle; }
    TradeDialog > Vertical {
        width: 96; max-width: 100%; height: auto; max-height: 100%;
        border: thick $accent; background: $surface; padding: 0 1;
    }
    TradeDialog .title { text-style: bold; color: $accent; }
    TradeDialog #partner { height: auto; }
    TradeDialog Horizontal#lists { height: auto; }
    TradeDialog #give-box { width: 3fr; height: auto; }
    TradeDialog #ask-box { width: 2fr; height: auto; }
    TradeDialog SelectionList { height: auto; max-height: 10; border: none; padding: 0; }
    TradeDialog OptionList { height: auto; max-height: 10; border: none; padding: 0; }
    /* the box of a card not given: quiet (its X is left out, see _GiveList) */
    TradeDialog SelectionList > .selection-list--button,
    TradeDialog SelectionList > .selection-list--button-highlighted {
        color: $panel; background: $panel; }
    TradeDialog SelectionList:focus, TradeDialog OptionList:focus {
        background: $boost; border: none; }
    /* the cursor is for pointing: quiet, and only in the list that has the focus (a
       strong bar looked like a card chosen) */
    TradeDialog OptionList > .option-list--option-highlighted {
        background: transparent; color: $foreground; text-style: none; }
    TradeDialog OptionList:focus > .option-list--option-highlighted {
        background: $primary 25%; color: $foreground; text-style: none; }
    TradeDialog #summary { padding: 1 0 0 0; }
    TradeDialog #buttons { height: auto; align: right middle; }
    TradeDialog #buttons .label { width: 1fr; }
    TradeDialog Button { margin: 0 1; min-width: 12; }
    TradeDialog .label { color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel")),
        Binding("enter", "send", N_("Send the offer")),
        Binding("ctrl+s", "send", N_("Send the offer"), show=False),
        Binding("left", "partner(-1)", N_("Previous partner"), show=False),
        Binding("right", "partner(1)", N_("Next partner"), show=False),
        Binding("backspace", "unask", N_("Take back the last card asked for"), show=False),
        Binding("space,plus,equals_sign", "ask(1)", N_("Ask +1"), show=False),
        Binding("minus,delete", "less", N_("Ask -1"), show=False),
    ]

    def __init__(self, title: str, player: int, offer: OfferView, names: list[str],
                 check: Callable[[Made], str | None], *, hand: Sequence[int] = (),
                 context: str = "", partner: tuple[int, ...] | None = None,
                 give: Sequence[int] = (), ask: Sequence[Bean] = (),
                 answering: Answered | None = None,
                 doubt: Callable[[Made], str | None] | None = None,
                 hidden: bool = False,
                 look: Callable[[bool, bool], Awaitable[bool]] | None = None,
                 hidden_note: str = "", turned_up: frozenset[Bean] = frozenset()) -> None:
        """``hidden``: the table hides the hand from the others now, so the dialog lists
        hand cards face down until ``v`` (``look``: the table's ``look``, so that the hand
        is shown, or hidden, in both at once, and only after the question a curtain owes;
        ``hidden_note``: the table's words for it).
        ``answering`` (a counter-offer): the offer it answers, as the varieties offered
        and asked for; while the counter-offer is that offer turned round, the dialog says
        that sending it accepts the offer (``same_as_offer``).  ``doubt``: why the partner
        could not accept an offer that may be made all the same (``rules.prospects``).
        ``turned_up``: the varieties the partner, the active player, has turned up (marked
        in the list of those to ask for)."""
        super().__init__()
        self.doubt = doubt
        self.hidden = hidden
        self.look = look
        self.hidden_note = hidden_note
        self.answering = answering
        self.title_text = title
        self.player = player
        self.offer = offer
        self.partners = [(to, names[to[0]] if len(to) == 1 else _("all fellow players"))
                         for to in offer.partners]
        self.partner = next((k for k, (to, _name) in enumerate(self.partners) if to == partner),
                            0)
        #: the cards one may give: (card, its number, where it lies), the turned-up cards
        #: first (the ones a trade is mostly for; under a long hand they were out of sight,
        #: and a play-tester typed 1 for the first of them), numbered after the hand, whose
        #: cards keep the numbers of their places
        places = {c: k + 1 for k, c in enumerate(hand)}
        offered = [c.id for c in offer.cards]
        in_hand = sorted((c for c in offered if c in places), key=places.__getitem__)
        others = [c for c in offered if c not in places]
        #: the turned-up cards among them (the cards not in the hand)
        self.turned = frozenset(others)
        self.cards = ([(c, len(hand) + k + 1, _("turned up")) for k, c in enumerate(others)]
                      + [(c, places[c], "") for c in in_hand])
        #: hand cards that may not be given (Bohnedikt's sacrifice cards): their places'
        #: numbers are missing from the list, which says why
        self.kept = len(hand) - len(in_hand)
        self.check = check
        self.context = context
        self.beans = tuple(offer.varieties)
        #: the varieties the partner has turned up (marked in the list to ask from)
        self.turned_up = turned_up
        self.letters = {VARIETIES[b].letter.lower(): b for b in self.beans}
        #: the varieties asked for, in the order asked (Backspace takes the last back)
        self.asked: list[Bean] = []
        self._start = (list(give), list(ask))
        self._typed = TypedNumber()
        #: the card a number toggled that a longer number begins with (1 among ten
        #: cards): toggled back if the next digit makes that longer number (10)
        self._provisional: int | None = None
        #: a hand card, hidden from the others, that a number chose which a longer
        #: number begins with: chosen (and the question asked) only after ``PAUSE`` or
        #: another key, so that "1" of "11" does not ask to show the hand (play-test)
        self._deferred: int | None = None
        self._defer_timer: Timer | None = None
        self._width = max(len(self._key_of(c, n)) for c, n, _w in self.cards) \
            if self.cards else 1
        self._given: set[int] = set()
        #: hand cards chosen to give while the hand was shown, out of the offer while it
        #: is hidden again and back in once it is shown (``_look``)
        self._aside: list[int] = []
        #: when a key last chose nothing, by the side of the offer it was for ("give": a
        #: number or Shift and a letter, "ask": a letter): Enter does not send within
        #: ``MISSED`` seconds of it, unless a later key changed that side ("3 4 m Enter",
        #: the 3 and 4 numbering no card, sent "a Mean Bean as a gift", play-test)
        self._missed: dict[str, float] = {}
        #: "-" was typed away from the list of varieties: the next letter asks for one
        #: card of its variety less
        self._less = False

    # -------------------------------------------------------------- layout

    @property
    def ask_limit(self) -> int:
        """The most cards the chosen partner (any of them, for all) could hand over."""
        return max(self.offer.max_ask.get(q, 0) for q in self._partner())

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.title_text), classes="title")
            if self.context:
                yield Static(Whole(Text(self.context)))  # (names whole, as below)
            yield Static(id="partner")
            with Horizontal(id="lists"):
                with Vertical(id="give-box"):
                    yield Static(_("You give: its number, or Shift + its letter"),
                                 classes="label")
                    yield _GiveList(*[
                        Selection(self._card_label(k), c)
                        for k, (c, _n, _w) in enumerate(self.cards)], id="give")
                    if self.kept:  # ("1 2 3 5 6": a number missing with no word, play-test)
                        yield Static(ngettext(
                            "Numbered as in your hand; the card that cannot be traded "
                            "is left out.",
                            "Numbered as in your hand; the {n} cards that cannot be "
                            "traded are left out.", self.kept).format(n=self.kept),
                            classes="label")
                    if self.look is not None:
                        yield Static(self._look_words(), id="look", classes="label")
                with Vertical(id="ask-box"):
                    yield Static(_("You ask for: its letter"), classes="label")
                    yield _AskList(*[Option(self._ask_label(b), id=b.value)
                                     for b in self.beans], id="ask")
            yield Static(id="summary")
            with Horizontal(id="buttons"):
                # (a line each: wrapped where the width ended, it broke "Tab: the / lists")
                # (a card given goes back by its number again: a play-tester took
                # Backspace for that, and it took back a card asked for)
                yield Static(_("Backspace, or - and a letter: ask one less.\nTab: the "
                               "lists."), classes="label")
                yield Button(_("Send (Enter)"), id="send", variant="primary", compact=True)
                yield Button(_("Cancel (Esc)"), id="cancel", compact=True)
        yield KeyBar()

    def on_mount(self) -> None:
        for button in self.query(Button):
            button.can_focus = False  # Enter always sends: no button to land on
        give, ask = self._start
        give_list = self.query_one("#give", SelectionList)
        for c in give:
            if any(c == card for card, _n, _w in self.cards):
                if self.hidden and c not in self.turned:
                    self._aside.append(c)
                else:
                    give_list.select(c)
        # in the order they are shown (the game's), so that Backspace first takes back
        # the last one shown; from then on the last one asked
        for b in sorted((b for b in ask if b in self.beans), key=self.beans.index):
            if len(self.asked) < self.ask_limit:
                self.asked.append(b)
        self._refresh_ask()
        self._show_given()
        self._show_partner()
        self._update()
        (give_list if self.cards else self.query_one("#ask")).focus()

    def _card_label(self, k: int, given: bool = False) -> Text:
        """The ``k``-th card one may give: its number, the card, where it lies, and
        whether it is chosen to give (in words too: the check box tells it by colour
        alone; "given", its word before, read as if the offer were sent, play-test)."""
        card, number, where = self.cards[k]
        t = Text(f"{self._key_of(card, number):>{self._width}} ", style="bold")
        if self.hidden and not given and card not in self.turned:
            t.append(_("a card of your hand"), style="dim italic")
            return t
        t.append_text(card_chip(card, long=True))
        mark = Text(" " + _("to give") + " ", style="bold reverse")
        if where and not (given and self._too_wide(t.cell_len + 4 + len(where)
                                                   + mark.cell_len)):
            t.append(f"  {where}", style="dim")
        if given:  # (where it lies goes before this does: "Tithe of the Field  turned
            # up  t…" at 80 columns, play-test; its Shift key says it is turned up)
            t.append("  ")
            t.append_text(mark)
        return t

    def _too_wide(self, cells: int) -> bool:
        """Whether a label of ``cells`` is wider than the list of cards to give shows (a
        check box and its gaps beside it)."""
        lists = self.query("#give")
        room = lists.first().scrollable_content_region.width - 4 if lists else 0
        return room > 0 and cells > room

    def _key_of(self, card: int, number: int) -> str:
        """The key shown beside a card to give: a hand card's number (its place in the
        hand), a turned-up card's Shift and letter (the numbers of all, where two are of
        one variety).  Listed first, the turned-up cards' numbers came after the hand's ("5
        6 1 2 3 4" down the list: five play-testers); their numbers still give them."""
        if card in self.turned and len({BEAN_OF[c] for c in self.turned}) == len(self.turned):
            return "\u21e7" + VARIETIES[BEAN_OF[card]].letter
        # (two turned-up cards of one variety, Bohnedikt's two decrees: one Shift and
        # letter beside both chose only the first, play-test; each its own number, and
        # the others turned up too: "11  ⇧U  13" down the list read as a muddle)
        return str(number)

    def _ask_label(self, bean: Bean) -> Text:
        # (its letter small, as the key that asks is: "[U] Stink Bean" here, a play-tester
        # typed U, Shift and u, and gave one away)
        t = chip(bean, long=True, small=True)
        n = self.asked.count(bean)
        if n:
            t.append(f"  x{n}", style="bold")
        if bean in self.turned_up:
            t.append("  " + _("turned up"), style="dim")
        return t

    def _look_words(self) -> str:
        return self.hidden_note if self.hidden else _("v hides your hand again.")

    def _show_partner(self) -> None:
        t = Text(_("With:") + " ", style="bold")
        for k, (_to, name) in enumerate(self.partners):
            click = Style(meta={"@click": f"screen.partner_to({k})"})
            if k == self.partner:
                t.append(f" {name} ", style=Style(bold=True, reverse=True) + click)
            else:
                t.append(f" {name} ", style=click)
            t.append(" ")
        if len(self.partners) > 1:
            hint = _("(Left and Right choose)")
            self.query_one("#partner", Static).update(_HintAfter(t, hint))
        else:
            self.query_one("#partner", Static).update(t)

    # ----------------------------------------------------------- the offer

    def _partner(self) -> tuple[int, ...]:
        return self.partners[self.partner][0]

    def _give(self) -> list[int]:
        chosen = set(self.query_one("#give", SelectionList).selected)
        return [c for c, _n, _w in self.cards if c in chosen]  # in the order shown

    def _ask(self) -> list[Bean]:
        return [b for b in self.beans for _k in range(self.asked.count(b))]

    def _made(self) -> Made:
        if self.offer.counter:
            return CounterOffer(self.player, tuple(self._give()), tuple(self._ask()))
        return Offer(self.player, self._partner(), tuple(self._give()), tuple(self._ask()))

    def _update(self, held: str = "") -> None:
        """The summary below the lists (``held``: why an Enter did not send, in red
        there too, until the offer next changes)."""
        give, ask = self._give(), self._ask()
        name = self.partners[self.partner][1]
        heading = (_("Counter-offer to {name}:") if self.offer.counter
                   else _("Offer to {name}:")).format(name=name)
        t = Text(heading + " ", style="bold")
        nothing = _("nothing")
        t.append(_("you give {given} and ask for {asked}").format(
            # (a decree by its name; a turned-up card says so: which one goes matters)
            given=given_words(give, self.turned) or nothing,
            asked=counted([bean_word(b) for b in ask]) or nothing))
        if give and not ask:
            t.append(" " + _("(a gift)"), style="italic")
        t.append("\n" + self._limit_words(may=False), style="dim")
        if not give and not ask:
            t.append(" " + (_("Choose something to give or to ask for.") if self.ask_limit
                            else _("Choose something to give.")), style="dim")
        elif why := self.check(self._made()):
            # (before the offer turned round: a decree may forbid that too, and then Enter
            # only rang the bell under words that promised an acceptance: play-test)
            t.append("\n" + _("Not allowed: {why}").format(why=why), style="bold red")
        elif self.answering is not None and same_as_offer(self._made(), self.answering):
            t.append("\n" + _("That is the offer turned round: sending it accepts the offer."),
                     style="bold")
        elif self.doubt is not None and (why := self.doubt(self._made())):
            # (it may be sent: a counter-offer may answer it)
            t.append("\n" + _("{name} could not accept this as it stands: {why}").format(
                name=name, why=why), style="bold italic")
        if held:  # (said at the top of the screen only, a play-tester missed it)
            t.append("\n" + held, style="bold red")
        # (wrapped with each card's name whole: "[Z]" / "Magic Bean (turned up)" at 80 x 24)
        self.query_one("#summary", Static).update(Whole(t))

    def _limit_words(self, may: bool) -> str:
        """How many cards the offer may ask for, of the partner or of all of them (a name
        and "all fellow players" take different cases in German)."""
        n = self.ask_limit
        to, name = self.partners[self.partner]
        if n == 0:  # (their hands are empty: nothing to ask for)
            if len(to) > 1:
                return _("The fellow players hold no cards: you can only give.")
            return _("{name} holds no cards: you can only give.").format(name=name)
        if len(to) > 1:  # (as many as the fullest hand holds: "at most 6" was a riddle)
            if may:
                return ngettext("You may ask the fellow players for at most {n} card (the "
                                "most any of them holds).",
                                "You may ask the fellow players for at most {n} cards (the "
                                "most any of them holds).", n).format(n=n)
            return ngettext("Ask the fellow players for at most {n} card (the most any of "
                            "them holds).",
                            "Ask the fellow players for at most {n} cards (the most any of "
                            "them holds).", n).format(n=n)
        if may:
            return ngettext("You may ask {name} for at most {n} card.",
                            "You may ask {name} for at most {n} cards.", n).format(name=name, n=n)
        return ngettext("Ask {name} for at most {n} card.",
                        "Ask {name} for at most {n} cards.", n).format(name=name, n=n)

    def _refresh_ask(self) -> None:
        self._missed.pop("ask", None)  # (the cards asked for changed: a letter mended it)
        ask_list = self.query_one("#ask", OptionList)
        for k, b in enumerate(self.beans):
            ask_list.replace_option_prompt_at_index(k, self._ask_label(b))

    def _change(self, bean: Bean, step: int) -> None:
        if step > 0:
            if len(self.asked) >= self.ask_limit:
                self.notify(self._limit_words(may=True), severity="warning", markup=False)
                # (a letter that asked for nothing, then Enter: the offer went as a gift,
                # play-test, to a partner holding no cards)
                self._missed["ask"] = time.monotonic()
                return
            self.asked.append(bean)
        elif bean in self.asked:
            del self.asked[len(self.asked) - 1 - self.asked[::-1].index(bean)]
        else:
            return
        self._refresh_ask()
        self._update()

    def _asks_first(self, card: int) -> bool:
        """Whether choosing ``card`` asks first to show the hand (it is hidden)."""
        return self.hidden and card not in self.turned

    def _choose_deferred(self, choose: bool = True) -> None:
        """The hand card a number chose, held back (``_deferred``): chosen now, or
        (``choose`` false: a longer number was typed) not."""
        card, self._deferred = self._deferred, None
        if self._defer_timer is not None:
            self._defer_timer.stop()
            self._defer_timer = None
        if card is not None and choose:
            self._typed.reset()
            self._toggle_card(card)

    def _toggle_card(self, card: int) -> None:
        self.query_one("#give", SelectionList).toggle(card)
        self._show_card(card)

    def _show_card(self, card: int) -> None:
        """Bring ``card`` into sight in the list of cards to give (a long hand scrolls:
        the eleventh card given by its number or letter was out of sight)."""
        give_list = self.query_one("#give", SelectionList)
        k = next((i for i, (c, _n, _w) in enumerate(self.cards) if c == card), None)
        if k is not None:
            give_list.highlighted = k

    def _give_variety(self, bean: Bean) -> None:
        """Give the next card of ``bean``, turned-up cards first (the ones a trade is
        mostly for: untraded, they must be planted); when all are given, take them
        back."""
        give_list = self.query_one("#give", SelectionList)
        cards = sorted((c for c, _n, _w in self.cards if BEAN_OF[c] is bean
                        and (c in self.turned or not self.hidden)),
                       key=lambda c: c not in self.turned)
        if not cards:  # (which the hand holds is not told to the others)
            self.notify((_("No turned-up {bean} to give; v shows your hand.") if self.hidden
                         else _("You have no {bean} to give.")).format(bean=bean_word(bean)),
                        severity="warning", markup=False)
            self._missed["give"] = time.monotonic()  # (Enter sends only when pressed again)
            return
        chosen = set(give_list.selected)
        nxt = next((c for c in cards if c not in chosen), None)
        if nxt is not None:
            give_list.select(nxt)
            self._show_card(nxt)
        else:
            for c in cards:
                give_list.deselect(c)

    # ---------------------------------------------------------------- keys

    def on_key(self, event: events.Key) -> None:
        if event.key == "backspace":
            # taken here, in the order the keys came, not by its binding (which the app
            # runs once the key has passed the screen): "p", Backspace, "w" in one burst
            # took back the White Bean asked after it
            event.stop()
            event.prevent_default()
            self.action_unask()
            return
        ch = event.character or ""
        if len(ch) != 1:
            return
        if ch.isdigit():
            event.stop()
            numbers = {n: c for c, n, _w in self.cards}
            before = self._typed.typed
            n, final = self._typed.digit(int(ch), numbers)
            now = str(n) if n is not None else self._typed.typed
            went_on = bool(before) and len(now) > len(before)  # (not a fresh start)
            if went_on and self._provisional is not None:
                self._toggle_card(self._provisional)  # "1" was the start of "10"
            self._provisional = None
            self._choose_deferred(not went_on)  # (its number went on: not that card)
            if n is not None and not final and self._asks_first(numbers[n]):
                self._deferred = numbers[n]
                self._defer_timer = self.set_timer(PAUSE, self._choose_deferred)
            elif n is not None:
                self._toggle_card(numbers[n])
                if not final:
                    self._provisional = numbers[n]
            elif not self._typed.typed:
                self.notify(_("No card to give has the number {number}.").format(number=ch),
                            severity="warning", markup=False)
                self._missed["give"] = time.monotonic()
            return
        self._typed.reset()
        self._provisional = None
        self._choose_deferred()
        if ch == "-":
            # one less of the variety whose letter comes next: taken here, in the order
            # the keys came, as Backspace ("-" and "s" typed in one burst asked for a
            # Sword Bean more)
            event.stop()
            event.prevent_default()
            self.action_less()
            return
        less, self._less = self._less, False
        if not ch.isalpha():
            return
        event.stop()
        if ch == "v" and self.look is not None:
            self.action_look()
            return
        bean = self.letters.get(ch.lower())
        if bean is not None and less:
            if bean in self.asked:
                self._change(bean, -1)
            else:
                # ("You ask for no Chili Bean" read as if the key had just taken it back)
                self.notify(_("You are not asking for any {bean}: there is none to take "
                              "back.").format(bean=bean_word(bean)),
                            severity="warning", markup=False)
                self._missed["ask"] = time.monotonic()
        elif bean is None:
            self.notify(_("No variety here has the letter {letter}.").format(letter=ch.upper()), severity="warning",
                        markup=False)
            self._missed["ask"] = time.monotonic()
        elif ch.isupper():
            self._give_variety(bean)
        else:
            self._change(bean, 1)

    def action_look(self) -> None:
        """``v``: show the hand's cards in the list, or hide them again (the table's
        hand with them)."""
        self.run_worker(self._look(), exclusive=True, group="look")

    async def _look(self, then_give: int | None = None) -> None:
        """Show the hand or hide it (the question the table's ``look`` asks first);
        ``then_give``: a hand card chosen while hidden, given once the hand is shown."""
        assert self.look is not None
        self.hidden = not await self.look(self.hidden, then_give is not None)
        give_list = self.query_one("#give", SelectionList)
        if self.hidden:
            # a hand card chosen to give, checked and named by its place, told the others
            # looking on again where the hand holds it (play-test: "3 [M] Mean Bean to
            # give" on the shared screen): out of the offer while the hand is hidden
            chosen = [c for c in give_list.selected if c not in self.turned]
            for c in chosen:
                give_list.deselect(c)
            # (those put aside before stay so: the hand still hidden, asked to be shown
            # for a number and not shown)
            self._aside = list(dict.fromkeys(self._aside + chosen))
            if chosen:
                self.notify(_("Your hand is hidden: its cards are out of the offer until v "
                              "shows them again."), markup=False)
        else:
            for c in self._aside:
                give_list.select(c)
            self._aside = []
        given = set(give_list.selected)
        for k, (c, _n, _w) in enumerate(self.cards):
            give_list.replace_option_prompt_at_index(k, self._card_label(k, c in given))
        self.query_one("#look", Static).update(self._look_words())
        if then_give is not None and not self.hidden:
            give_list.select(then_give)
            self._show_card(then_give)

    def on_selection_list_selected_changed(self) -> None:
        give_list = self.query_one("#give", SelectionList)
        unseen = [c for c in give_list.selected if c not in self._given
                  and self.hidden and c not in self.turned]
        if unseen:
            # a hand card chosen (its number, Space, a click) while the others look on: it
            # showed at once, named, and a number on and off again read the whole hand out
            # to them (play-test); the hand is shown first, always after the question
            # whether only its player sees the screen (a number does not say "show my
            # hand", as v does: right after one's curtain it showed at once, play-test)
            for c in unseen:
                give_list.deselect(c)
            if self.look is not None:
                self.run_worker(self._look(then_give=unseen[0]), exclusive=True, group="look")
            return
        self._show_given()
        self._update()

    def _show_given(self) -> None:
        self._missed.pop("give", None)  # (the cards given changed: a number mended it)
        give_list = self.query_one("#give", SelectionList)
        given = set(give_list.selected)
        for k, (c, _n, _w) in enumerate(self.cards):
            if (c in given) != (c in self._given):
                give_list.replace_option_prompt_at_index(k, self._card_label(k, c in given))
        self._given = given

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()  # (Enter sends: a click on a variety adds it)
        self._change(Bean(event.option.id), 1)

    def action_ask(self, step: int) -> None:
        ask_list = self.query_one("#ask", OptionList)
        if ask_list.highlighted is None:
            return
        self._change(self.beans[ask_list.highlighted], step)

    def action_less(self) -> None:
        """``-``: one less of the variety highlighted in the list of varieties where that
        list has the focus; elsewhere, of the variety whose letter comes next."""
        if self.focused is self.query_one("#ask"):
            self.action_ask(-1)
        else:
            self._less = True

    def action_unask(self) -> None:
        if self.asked:
            self._change(self.asked[-1], -1)

    def action_partner(self, step: int) -> None:
        self.action_partner_to((self.partner + step) % len(self.partners))

    def action_partner_to(self, k: int) -> None:
        if k == self.partner or not 0 <= k < len(self.partners):
            return
        self.partner = k
        # a partner who holds fewer cards may be asked for fewer: the last asked go
        trimmed = len(self.asked) > self.ask_limit
        del self.asked[self.ask_limit:]
        if trimmed:
            self._refresh_ask()
        self._show_partner()
        self._update()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "send":
            self.action_send()
        else:
            self.action_cancel()

    def action_send(self) -> None:
        if self._deferred is not None:  # ("1" and Enter at once: the card, asked first;
            self._choose_deferred()     # nothing is sent without it)
            return
        now = time.monotonic()
        if any(now - at < MISSED for at in self._missed.values()):
            # a key that chose nothing just before: the offer is not the one meant ("5"
            # for a card numbered 2, then Enter, asked for a gift, play-test); a second
            # Enter sends it as it stands
            self._missed.clear()
            self.app.bell()
            words = _("A key you typed chose nothing: check the offer, then Enter again to "
                      "send it.")
            self.notify(words, severity="warning", markup=False)
            self._update(held=words)
            return
        give, ask = self._give(), self._ask()
        if not give and not ask:
            self.notify(_("An offer gives or asks for at least one card."), severity="warning")
            return
        made = self._made()
        if self.check(made):
            # (the dialog's summary says why, in red, below the lists: a notification said
            # it again over them, at 80x24 over the cards to choose: play-test)
            self.app.bell()
            return
        self.dismiss(made)

    def action_cancel(self) -> None:
        self._choose_deferred(False)
        self.dismiss(None)

    def dismiss(self, result: Made | None = None) -> AwaitComplete:
        if self.in_front:  # its warnings speak of it: they go with it (one stood over the
            self.app.clear_notifications()  # table into the next phase, play-test)
        return super().dismiss(result)
