"""Composing an offer, a gift or a counter-offer, then handing it to the table.

The dialog only collects the offer (partner, cards given, varieties asked);
the table screen turns it into ``OfferStart``/``CounterStart``, ``DraftGive``...,
``DraftAsk``... and ``DraftSend``, all checked by the rules core (which takes
them in one order; ``TradeDraft`` lists them in that order).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, RadioButton, RadioSet, SelectionList, Static
from textual.widgets.option_list import Option

from rules import BEAN_OF, Bean
from rules.cards import BEANS

from ..text import bean_word, card_chip, chip
from .once import AnswersOnce


@dataclass
class TradeDraft:
    to: tuple[int, ...]
    give: list[int]
    ask: list[Bean]


class TradeDialog(AnswersOnce, ModalScreen[TradeDraft | None]):
    """``partners``: (seat tuple, label) to choose from (one entry for a counter-offer).
    ``cards``: (card id, where it lies) the composer may give."""

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

    def __init__(self, title: str, partners: list[tuple[tuple[int, ...], str]],
                 cards: list[tuple[int, str]], ask_limit: int, context: str = "",
                 beans: tuple[Bean, ...] = BEANS) -> None:
        super().__init__()
        self.title_text = title
        self.partners = partners
        self.cards = cards
        self.ask_limit = ask_limit
        self.context = context
        self.beans = beans
        self.asked: dict[Bean, int] = {b: 0 for b in beans}

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
                    yield Static(f"You ask for (Enter/+ adds, - removes; <= {self.ask_limit}):",
                                 classes="label")
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

    # The rules take an offer's steps in one order: the cards given in the order they lie
    # (turned-up cards, then the hand from the front: the order shown), then the
    # varieties asked for in the game's order (``beans``).  Both lists keep that order.

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
        if give and not ask:
            t.append("  (a gift)", style="italic")
        if not give and not ask:
            t.append("  (choose something to give or to ask for)", style="dim")
        self.query_one("#summary", Static).update(t)

    def on_selection_list_selected_changed(self) -> None:
        self._update()

    def on_radio_set_changed(self) -> None:
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
        self.dismiss(TradeDraft(self._partner(), give, ask))

    def action_cancel(self) -> None:
        self.dismiss(None)
