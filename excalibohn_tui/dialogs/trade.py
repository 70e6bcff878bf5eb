"""Composing an offer, a gift or a counter-offer: one action for the table.

The dialog shows what the viewer's view says an offer may hold (``View.offer``: the
partners, the cards one may give, the varieties one may ask for and how many of each
partner) and returns one ``Offer`` or ``CounterOffer``.  It decides nothing: while the
offer is composed, ``check`` (the rules' ``why_not``) says what is wrong with it, and
Send waits until nothing is.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, RadioButton, RadioSet, SelectionList, Static
from textual.widgets.option_list import Option

from rules import BEAN_OF, Bean, CounterOffer, Offer
from rules.views import OfferView

from ..text.cards import bean_word, card_chip, chip
from .once import AnswersOnce

Made = Offer | CounterOffer


class TradeDialog(AnswersOnce, ModalScreen[Made | None]):
    """``offer``: what the view says the viewer (``player``) may offer; ``names``: every
    seat's name; ``where``: where each of the cards lies, in words; ``check``: the rules'
    verdict on an offer (None: it may be made)."""

    DEFAULT_CSS = """
    TradeDialog { align: center middle; }
    TradeDialog > Vertical {
        width: 96; max-width: 100%; height: auto; max-height: 100%;
        border: thick $accent; background: $surface; padding: 0 1;
    }
    TradeDialog .title { text-style: bold; color: $accent; }
    TradeDialog Horizontal#lists { height: auto; }
    TradeDialog #give-box, TradeDialog #ask-box { width: 1fr; height: auto; }
    TradeDialog SelectionList { height: auto; max-height: 8; border: none; padding: 0; }
    TradeDialog OptionList { height: auto; max-height: 8; border: none; padding: 0; }
    TradeDialog SelectionList:focus, TradeDialog OptionList:focus {
        background: $boost; border: none; }
    TradeDialog RadioSet { width: 100%; layout: horizontal; height: auto; border: none;
        padding: 0; }
    TradeDialog RadioSet:focus { background: $boost; border: none; }
    TradeDialog #summary { padding: 0 0; }
    TradeDialog #buttons { height: auto; align: right middle; }
    TradeDialog #buttons .label { width: 1fr; }
    TradeDialog Button { margin: 0 1; min-width: 12; }
    TradeDialog .label { color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        Binding("ctrl+s", "send", "Send the offer"),
        Binding("plus,equals_sign", "ask(1)", "Ask +1", show=False),
        Binding("minus", "ask(-1)", "Ask -1", show=False),
    ]

    def __init__(self, title: str, player: int, offer: OfferView, names: list[str],
                 where: dict[int, str], check: Callable[[Made], str | None],
                 context: str = "") -> None:
        super().__init__()
        self.title_text = title
        self.player = player
        self.offer = offer
        self.partners = [(to, "All" if len(to) > 1 else names[to[0]]) for to in offer.partners]
        self.cards = [(c.id, where.get(c.id, "")) for c in offer.cards]
        self.check = check
        self.context = context
        self.beans = tuple(offer.varieties)
        self.asked: dict[Bean, int] = {b: 0 for b in self.beans}

    @property
    def ask_limit(self) -> int:
        """The most cards the chosen partner (any of them, for all) could hand over."""
        return max(self.offer.max_ask.get(q, 0) for q in self._partner())

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.title_text), classes="title")
            if self.context:
                yield Static(Text(self.context))
            if len(self.partners) > 1:
                yield Static("With whom:", classes="label")
                with RadioSet(id="partner"):
                    for k, (_to, label) in enumerate(self.partners):
                        yield RadioButton(Text(label), value=k == 0)
            else:
                yield Static(Text(f"With: {self.partners[0][1]}"), classes="label")
            with Horizontal(id="lists"):
                with Vertical(id="give-box"):
                    yield Static("You give (Space toggles):", classes="label")
                    yield SelectionList[int](*[
                        (self._card_label(c, where), c) for c, where in self.cards
                    ], id="give")
                with Vertical(id="ask-box"):
                    yield Static("You ask for (Enter/+ adds, - removes):", classes="label")
                    yield OptionList(*[Option(self._ask_label(b), id=b.value)
                                       for b in self.beans], id="ask")
            yield Static(id="summary")
            with Horizontal(id="buttons"):
                yield Static("Tab moves between the parts", classes="label")
                yield Button("Send (Ctrl+S)", id="send", variant="primary", compact=True)
                yield Button("Cancel (Esc)", id="cancel", compact=True)

    def on_mount(self) -> None:
        self._update()
        first = self.query("#partner") or self.query("#give")
        first.first().focus()

    @staticmethod
    def _card_label(card: int, where: str) -> Text:
        t = card_chip(card, long=True)
        t.append(f"  ({where})", style="dim")
        return t

    def _ask_label(self, bean: Bean) -> Text:
        t = chip(bean, long=True)
        n = self.asked[bean]
        if n:
            t.append(f"  x{n}", style="bold")
        return t

    def _chosen(self) -> tuple[tuple[int, ...], str]:
        """The partner chosen: (seats, name)."""
        if len(self.partners) == 1:
            return self.partners[0]
        radio = self.query_one("#partner", RadioSet)
        k = radio.pressed_index if radio.pressed_index >= 0 else 0
        return self.partners[k]

    def _partner(self) -> tuple[int, ...]:
        return self._chosen()[0]

    def _give(self) -> list[int]:
        chosen = set(self.query_one("#give", SelectionList).selected)
        return [c for c, _ in self.cards if c in chosen]  # in the order shown

    def _ask(self) -> list[Bean]:
        return [b for b in self.beans for _ in range(self.asked[b])]

    def _update(self) -> None:
        give, ask = self._give(), self._ask()
        # the partner in words too: the radio buttons tell the choice by colour alone
        who = self._chosen()[1] if len(self.partners) > 1 else ""
        who = "all" if who == "All" else who
        t = Text(f"Offer to {who}: " if who else "Offer: ", style="bold")
        t.append(", ".join(bean_word(BEAN_OF[c]) for c in give) or "nothing")
        t.append(" for ")
        t.append(", ".join(bean_word(b) for b in ask) or "nothing")
        t.append(f"  (ask for at most {self.ask_limit})", style="dim")
        if give and not ask:
            t.append("  (a gift)", style="italic")
        if not give and not ask:
            t.append("  (choose something to give or to ask for)", style="dim")
        else:
            why = self.check(self._made())
            if why:
                t.append(f"\nNot allowed: {why}", style="bold red")
        self.query_one("#summary", Static).update(t)

    def _made(self) -> Made:
        if self.offer.counter:
            return CounterOffer(self.player, tuple(self._give()), tuple(self._ask()))
        return Offer(self.player, self._partner(), tuple(self._give()), tuple(self._ask()))

    def on_selection_list_selected_changed(self) -> None:
        self._update()

    def on_radio_set_changed(self) -> None:
        # a partner who holds fewer cards may be asked for fewer
        while sum(self.asked.values()) > self.ask_limit:
            bean = next(b for b in reversed(self.beans) if self.asked[b])
            self._change(bean, -1)
        self._update()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._change(Bean(event.option.id), 1)

    def _change(self, bean: Bean, step: int) -> None:
        total = sum(self.asked.values())
        if step > 0 and total >= self.ask_limit:
            self.notify(f"You may ask for at most {self.ask_limit} cards here.",
                        severity="warning")
            return
        self.asked[bean] = max(0, self.asked[bean] + step)
        ask_list = self.query_one("#ask", OptionList)
        index = self.beans.index(bean)
        ask_list.replace_option_prompt_at_index(index, self._ask_label(bean))
        self._update()

    def action_ask(self, step: int) -> None:
        ask_list = self.query_one("#ask", OptionList)
        if ask_list.highlighted is None:
            return
        self._change(self.beans[ask_list.highlighted], step)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "send":
            self.action_send()
        else:
            self.action_cancel()

    def action_send(self) -> None:
        give, ask = self._give(), self._ask()
        if not give and not ask:
            self.notify("An offer gives or asks for at least one card.", severity="warning")
            return
        made = self._made()
        why = self.check(made)
        if why:
            self.notify(why, title="Not allowed", severity="warning", markup=False)
            return
        self.dismiss(made)

    def action_cancel(self) -> None:
        self.dismiss(None)
