"""A list of choices that the keyboard reaches in one or two keys.

Only the entries that can be chosen are numbered (a line that only informs, such as a
field that may not be harvested and why, is shown dim and without a number).  A number
typed chooses its entry: at once when no longer number begins with it (always, in a list
of up to nine), otherwise it is highlighted and a second digit or Enter decides, so that
every entry of a long list has a number that reaches it.  A letter moves the highlight to
the next entry that begins with it or shows a card with that letter (``[S] Sword``);
letters that the screen binds to something else keep their meaning.

One entry may be kept in sight (``pinned``: the way on, "End trading"): where the list
is too long for its room and that entry lies out of sight, ``pinned_out_of_sight`` says
so, and ``SightChanged`` is posted whenever scrolling or resizing may have changed it,
so that the screen can show the entry below the list.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Collection, Mapping, Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.table import Table
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..lang import _, ngettext
from ..text.whole import Whole

#: a key that picks this soon (seconds) after the last choice was typed for the list
#: before it (a second "1" after a planting, when the planting changed the list); the
#: table takes no harvest, spell or purchase by it (``screens.table.DELIBERATE``)
HASTE = 0.4


def list_changed() -> str:
    """What a key typed too soon for the list now is told."""
    return _("The list changed as you typed: look, then choose again.")

#: a card's letter as the texts print it: ``[S] Sword``
_TAG = re.compile(r"\[([A-Za-z])\]")


class TypedNumber:
    """Digits typed one after another, read as one of the numbers of a list's entries."""

    def __init__(self) -> None:
        self.typed = ""

    def reset(self) -> None:
        self.typed = ""

    def digit(self, d: int, numbers: Collection[int]) -> tuple[int | None, bool]:
        """The number that the digits typed so far (this one last) make, or None if no
        number begins with them (a fresh start with this digit is tried first); and
        whether it is final: no longer number begins with it."""
        shown = [str(n) for n in numbers]

        def fits(typed: str) -> bool:
            return any(n.startswith(typed) for n in shown)

        typed = self.typed + str(d)
        if not fits(typed):
            typed = str(d)
            if not fits(typed):
                self.reset()
                return None, False
        longer = any(n.startswith(typed) and n != typed for n in shown)
        if typed not in shown:  # only the start of a longer number
            self.typed = typed
            return None, False
        self.typed = typed if longer else ""
        return int(typed), not longer


def jump_letters(label: str) -> frozenset[str]:
    """The letters that jump to an entry: its first letter and the letters of the cards
    it shows, in lower case."""
    first = next((ch for ch in label if ch.isalpha()), "")
    return frozenset({first.lower(), *(m.lower() for m in _TAG.findall(label))} - {""})


class Entry:
    """An entry of the list: its number, and its words beside it, each row of them
    wrapped under the first (a long choice never starts a row where a number stands).
    As a string, the number and the words."""

    def __init__(self, number: str, text: Text) -> None:
        self.number = number
        self.text = text

    def __str__(self) -> str:
        return self.number + self.text.plain

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        grid = Table.grid()
        grid.add_column(width=len(self.number), no_wrap=True)
        grid.add_column(ratio=1)
        # (wrapped with each card's name whole: "(Black-eyed" / "and Garden)" at 80 x 24)
        grid.add_row(Text(self.number, style="bold"), Whole(self.text))
        yield grid


class ChoiceList(OptionList):
    """The entries are set with ``set_choices``; choosing one posts ``OptionSelected``
    (the option's id is ``o`` and the entry's index, as for a plain ``OptionList``)."""

    DEFAULT_CSS = """
    ChoiceList > .option-list--option-disabled { text-style: italic; }
    """

    BINDINGS = [Binding(str(d), f"digit({d})", show=False) for d in range(10)]

    class SightChanged(Message):
        """What the list shows of itself may have changed (scrolled, resized, new
        entries): whether the pinned entry is in sight may have too."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        #: the indices of the entries that can be chosen, in their order
        self.numbered: list[int] = []
        #: the index of the entry with each number shown (1 to n, unless ``set_choices``
        #: was given the numbers: then some may be missing)
        self._at: dict[int, int] = {}
        #: the numbers missing from a list that keeps its numbers, each with the words of
        #: the choice it had (gone with the move made, or not possible any more)
        self._gone: dict[int, str] = {}
        self._letters: list[frozenset[str]] = []
        self._enabled: list[bool] = []
        self._typed = TypedNumber()
        #: the entries shown, as given to ``set_choices``
        self._entries: list[tuple[str | Text, bool]] = []
        #: the index of the entry to keep in sight (None: none)
        self.pinned: int | None = None
        #: numbers left out for entries that cannot be chosen, each with the entry's words
        #: (a list that keeps its numbers: field 1 protected, field 2 is still 2), and
        #: what tells them when such a number is typed (default: a notice)
        self.unchoosable: dict[int, str] = {}
        self.tell_unchoosable: Callable[[str], None] | None = None

    #: ``set_choices``: no entry highlighted, so that Enter chooses nothing
    NOTHING = -1

    def set_choices(self, entries: Sequence[tuple[str | Text, bool]],
                    highlighted: int | None = None, pinned: int | None = None,
                    numbers: Sequence[int | None] | None = None,
                    gone: Mapping[int, str] | None = None) -> None:
        """Show ``entries``, each (label, whether it can be chosen); highlight
        ``highlighted`` (default: the first entry that can be chosen; ``NOTHING``: none,
        until an arrow key moves the highlight); keep ``pinned`` in sight.  ``numbers``:
        the number of each entry that can be chosen, where a list keeps the numbers of
        the one before it (default: 1, 2, 3...); ``gone``: the words of the choices whose
        numbers are missing, said when one is typed.  The same entries as shown already
        are kept as they are drawn (only the highlight is set): the list is built and
        drawn again only when what it shows changed."""
        self._typed.reset()
        self._gone = dict(gone or {})
        self.pinned = pinned
        self.call_after_refresh(self.post_message, self.SightChanged())
        entries = list(entries)
        if highlighted is None:
            highlighted = next((k for k, (_, on) in enumerate(entries) if on), None)
        elif highlighted == self.NOTHING:
            highlighted = None
        numbered = [k for k, (_, on) in enumerate(entries) if on]
        if numbers is None:
            at = {n: k for n, k in enumerate(numbered, 1)}
        else:
            at = {n: k for k, n in enumerate(numbers) if n is not None and entries[k][1]}
            if sorted(at.values()) != numbered:  # (a number for each entry that is on,
                at = {n: k for n, k in enumerate(numbered, 1)}  # or 1, 2, 3...)
        if (entries == self._entries and self.option_count == len(entries)
                and at == self._at):
            self.highlighted = highlighted
            return
        self._entries = entries
        self._enabled = [on for _, on in entries]
        self.numbered = numbered
        self._at = at
        number_of = {k: n for n, k in at.items()}
        width = len(str(max(at, default=0)))
        options = []
        letters = []
        for k, (label, on) in enumerate(entries):
            text = label if isinstance(label, Text) else Text(label)
            letters.append(jump_letters(text.plain))
            options.append(Option(Entry(f"{number_of[k]:>{width}} " if on
                                        else " " * (width + 1), text),
                                  id=f"o{k}", disabled=not on))
        self._letters = letters
        self.set_options(options)
        self.highlighted = highlighted

    def rows_of(self, count: int) -> int:
        """The rows the first ``count`` entries take at the list's width now (a long one
        wraps onto two or three)."""
        width = self.scrollable_content_region.width
        if width <= 0:
            return count
        console = self.app.console
        options = console.options.update_width(width)
        return sum(len(console.render_lines(self.get_option_at_index(k).prompt, options,
                                            pad=False))
                   for k in range(min(count, self.option_count)))

    def pinned_out_of_sight(self, rows: int | None = None) -> bool:
        """Whether the pinned entry lies (in part) outside the rows the list shows, or
        would show with ``rows`` rows from the same first one (default: its height)."""
        if self.pinned is None or not 0 <= self.pinned < self.option_count:
            return False
        top = self.scroll_offset.y
        height = self.scrollable_content_region.height if rows is None else rows
        if self.virtual_size.height <= height:
            return False  # (it would all show, unscrolled)
        return not (top <= self.rows_of(self.pinned)
                    and self.rows_of(self.pinned + 1) <= top + height)

    def numbers_below(self, rows: int) -> list[int]:
        """The numbers of the entries below the rows the list shows (with ``rows`` rows
        from the same first one), the pinned entry apart."""
        top = self.scroll_offset.y
        if self.virtual_size.height <= rows:
            return []
        return sorted(n for n, k in self._at.items()
                      if k != self.pinned and self.rows_of(k + 1) > top + rows)

    def pinned_entry(self) -> Entry | None:
        """The pinned entry as the list draws it: its number and words."""
        if self.pinned is None or not 0 <= self.pinned < self.option_count:
            return None
        prompt = self.get_option_at_index(self.pinned).prompt
        return prompt if isinstance(prompt, Entry) else None

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        self.post_message(self.SightChanged())

    def on_resize(self) -> None:
        self.post_message(self.SightChanged())

    def action_cursor_down(self) -> None:
        # the highlight goes to the top row, so that each Down brings one more entry
        # from below into sight: "↓ 7, 9 below (Down shows them)", and Down only moved
        # the highlight down the entries in sight, none below came (play-test)
        super().action_cursor_down()
        self.scroll_to_highlight(top=True)

    def number_of(self, index: int) -> int | None:
        """The number shown beside entry ``index`` (None: it cannot be chosen)."""
        return next((n for n, k in self._at.items() if k == index), None)

    # ---------------------------------------------------------------- keys

    def action_digit(self, d: int) -> None:
        n, final = self._typed.digit(d, self._at)
        if n is None:
            if not self._typed.typed:
                self.no_such(d)
            return
        if final:
            self._select(self._at[n])
        else:  # (a list of ten or more): say that a second digit is awaited
            self.highlighted = self._at[n]
            longer = sorted(m for m in self._at if str(m).startswith(str(n)) and m != n)
            words = (_("{n}: Enter chooses {n}; another digit chooses {low} to "
                       "{high}.").format(n=n, low=longer[0], high=longer[-1])
                     if len(longer) > 1 else  # ("10 to 10" when ten entries)
                     _("{n}: Enter chooses {n}; {digit} chooses {low}.").format(
                         n=n, digit=str(longer[0])[-1], low=longer[0]))
            self.app.notify(words, timeout=3, markup=False)
            self._hinted = True

    #: whether the hint above is on screen: it goes once a choice is made (it stayed over
    #: the next list, which may have no tenth entry)
    _hinted = False

    #: when the last choice was made (``time.monotonic``): a number typed within
    #: ``HASTE`` of it was meant for the list before
    _chosen_at = 0.0

    def on_option_list_option_selected(self) -> None:  # (the event goes on to the screen)
        self._chosen_at = time.monotonic()
        if self._hinted:
            self._hinted = False
            self.app.clear_notifications()

    def action_select(self) -> None:
        if self.highlighted is None and self.numbered:
            # (set_choices(NOTHING): an Enter typed ahead chose nothing, silently; a
            # play-tester pressed it twice before typing the number)
            self.app.bell()
            self.app.notify(_("Nothing is chosen yet: type its number, or an arrow key and "
                              "then Enter."), severity="warning", timeout=3, markup=False)
            return
        super().action_select()

    def no_such(self, n: int) -> None:
        """Say that no entry is numbered ``n`` (a bell, and words: a terminal's bell may
        be silent)."""
        self.app.bell()
        if n in self.unchoosable:  # (its own words say why)
            words = self.unchoosable[n]
            if self.tell_unchoosable is not None:
                self.tell_unchoosable(words)
            else:
                self.app.notify(words, severity="warning", timeout=4, markup=False)
            return
        if time.monotonic() - self._chosen_at < HASTE:
            # typed with the last choice, for the list before it: "no choice 3: the list
            # has 1" stood over the longer list that came next (a play-tester)
            self.app.notify(list_changed(), severity="warning", timeout=4, markup=False)
            return
        if n in self._gone:
            # (a list that kept its numbers: the one typed from memory is not played by
            # another choice, and is told what it was)
            # (its words cut short, after a whole word: a spell's whole text ran the
            # notice off the screen)
            words = self._gone[n].rstrip(".")
            said = (_("Choice {n} is gone: it was {choice}.") if len(words) <= 60 else
                    _("Choice {n} is gone: it was {choice}…"))
            if len(words) > 60:
                words = words[:60].rsplit(" ", 1)[0].rstrip(" ,:;")
            self.app.notify(said.format(n=n, choice=words), severity="warning", timeout=4,
                            markup=False)
            return
        count = len(self.numbered)
        if sorted(self._at) != list(range(1, count + 1)):
            # (numbers kept: "the list has 5" of a list from 2 to 6 read as if 5 were
            # there, play-test)
            self.app.notify(_("There is no choice {n}: the numbers listed are "
                              "{numbers}.").format(n=n, numbers=", ".join(
                                  str(m) for m in sorted(self._at))),
                            severity="warning", timeout=3, markup=False)
            return
        self.app.notify(ngettext("There is no choice {n}: the list has only one.",
                                 "There is no choice {n}: the list has {count}.", count).format(
                            n=n, count=count),
                        severity="warning", timeout=2, markup=False)

    def choose_number(self, n: int) -> bool:
        """Choose the entry numbered ``n`` (a digit key of the screen); False if none."""
        if n not in self._at:
            return False
        self._typed.reset()
        self._select(self._at[n])
        return True

    def _select(self, index: int) -> None:
        """Choose entry ``index`` at once, as Enter on it would.  The highlight is not
        moved there first: that frame would show nothing of the choice, which the screen
        draws next (it replaces the list, or opens a dialog)."""
        # (stamped now, not when the message is handled: a number typed in the same burst
        # is handled before it)
        self._chosen_at = time.monotonic()
        self.post_message(self.OptionSelected(self, self.get_option_at_index(index), index))

    def on_key(self, event: events.Key) -> None:
        if event.key.isdigit() and len(event.key) == 1:
            return  # typing a number (the binding)
        self._typed.reset()
        ch = event.character
        if not ch or len(ch) != 1 or not ch.isalpha():
            return
        bound = self.screen.active_bindings.get(event.key)
        if bound is not None and bound.node is not self:
            return  # the screen's own key (the table's h, l, u...)
        event.stop()
        event.prevent_default()
        self.jump(ch.lower())

    def jump(self, letter: str) -> bool:
        """Highlight the next entry after the highlighted one (round the end) that can be
        chosen and answers to ``letter``; False if there is none."""
        count = len(self._letters)
        start = self.highlighted if self.highlighted is not None else -1
        for step in range(1, count + 1):
            k = (start + step) % count
            if self._enabled[k] and letter in self._letters[k]:
                self.highlighted = k
                return True
        self.app.bell()
        return False


def _below_words(below: list[int], short: bool = False) -> Text:
    """``↓ 9–13, 15 below (Down shows them)``: the numbers of the entries out of sight
    below a list; ``short``: the arrow and the numbers alone."""
    runs: list[str] = []
    for n in below:
        if runs and runs[-1].split("\u2013")[-1] == str(n - 1):
            runs[-1] = runs[-1].split("\u2013")[0] + f"\u2013{n}"
        else:
            runs.append(str(n))
    numbers = ", ".join(runs)
    return Text(f"\u2193 {numbers}" if short else ngettext(
        "\u2193 {numbers} below (Down shows it)", "\u2193 {numbers} below (Down shows them)",
        len(below)).format(numbers=numbers), style="dim italic")


class PinnedEntry(Static):
    """The pinned entry of ``choices``, shown below the list while the list has it out
    of sight (``follow``, on the list's ``SightChanged`` and where the room the two share
    changes: the table's ``Decide``); a click on it chooses it.
    Without one, the numbers of the entries out of sight below the list: at 80 x 24 a
    list cut after its third entry showed only a scrollbar's sliver, and "4 Fulfil a
    sacrifice" went unseen (play-test)."""

    DEFAULT_CSS = """
    PinnedEntry { height: auto; display: none; padding: 0 1; }
    """

    def __init__(self, choices: ChoiceList, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.choices = choices
        #: the line shows the pinned entry (a click chooses it), not only numbers below
        self.pinned_shown = False

    def follow(self) -> None:
        entry = self.choices.pinned_entry()
        listed = self.choices
        # judged by the rows the list would have without this line (shown, it takes one
        # of them: the list might then not need it any more), as the screen was laid out
        # last: this line's display may have been set since, and the list's height does
        # not show it yet (hidden and shown again before the next layout, "↓ 2 below"
        # stayed in the row the second entry needed; about one run in six of
        # test_little_defects)
        rows = listed.scrollable_content_region.height + self.laid_out_rows()
        show = entry is not None and listed.display and listed.pinned_out_of_sight(rows)
        # (this line takes a row; shown for them alone, only where entries lie below the
        # list's rows without it: scrolled to the end, the list that had grown by the row
        # of the line hidden showed its last entry, and "↓ 15 below" came back for it)
        below = ([] if not listed.display or listed.virtual_size.height <= rows
                 or not (show or listed.numbers_below(rows))
                 else listed.numbers_below(rows - 1))
        if below and entry is not None and listed.pinned_out_of_sight(rows - 1):
            # (the row this line takes for the numbers below pushes the pinned entry out
            # of sight: scrolled down by one, "↓ 9 below" stood alone, and 8 was nowhere)
            show = True
        self.pinned_shown = show
        note = _below_words(below, short=show) if below else None
        room = listed.scrollable_content_region.width
        if show and note is not None:
            # (beside the pinned entry, in its row: a row more for the words was a row
            # less for the list, and the two layouts took turns; the entry's words cut
            # short where both do not fit: "11 Plant and trade no more: leave the rest of
            # the offer lying for Hard bot 1" took the row alone at 80 x 24, and "9 Fulfil
            # a sacrifice" went unseen without a word, play-test)
            assert entry is not None
            width = room - 2 - note.cell_len - len(entry.number)
            if entry.text.cell_len > width:
                words = entry.text.copy()
                words.truncate(max(width, 12), overflow="ellipsis")
                entry = Entry(entry.number, words)
            beside = Table.grid(expand=True)
            beside.add_column(ratio=1)
            beside.add_column(justify="right", no_wrap=True)
            beside.add_row(entry, note)
            self.update(beside)
        elif show:
            self.update(entry)
        elif note is not None:
            self.update(note)
        self.display = show or note is not None

    def laid_out_rows(self) -> int:
        """The rows this line took when the screen was laid out last: what its parent
        left of its height to the list and to it, less the list's."""
        parent = self.parent
        if not isinstance(parent, Widget):
            return 0
        others = sum(w.outer_size.height for w in parent.children
                     if w is not self and w.display)
        return max(0, parent.content_size.height - others)

    def on_click(self) -> None:
        if not self.pinned_shown:
            return
        pinned = self.choices.pinned
        n = self.choices.number_of(pinned) if pinned is not None else None
        if n is not None:
            self.choices.choose_number(n)
