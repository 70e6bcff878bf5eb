"""The table's cheap widgets keep their promises: the log panel shows the newest lines
at the bottom, scrolls back with the wheel and shows nothing of what was cleared; the
text widgets show exactly their text, wrap it to their width, and lay the screen out
again only when their height changes."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import App
from textual.screen import Screen
from tui_helpers import pilot_test

from excalibohn_tui.widgets.lines import TextLines, hanging_rows
from excalibohn_tui.widgets.log import LogPanel


def shown(app: App) -> list[str]:
    return [strip.text.rstrip() for strip in app.screen._compositor.render_strips()]


class Note(TextLines):
    def __init__(self) -> None:
        super().__init__()
        self.words = "one line"

    def make_text(self) -> Text:
        return Text(self.words)


class Panels(App):
    CSS = "LogPanel { height: 6; width: 30; } Note { width: 30; }"

    def compose(self):
        yield LogPanel()
        yield Note()


@pilot_test
async def test_the_log_panel_shows_the_newest_lines_at_the_bottom_and_scrolls_back():
    app = Panels()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(LogPanel)
        log.write(Text("\n".join(f"line {k}" for k in range(20))))
        await pilot.pause()
        rows = shown(app)[:6]
        assert rows == [f"line {k}" for k in range(14, 20)]
        # a short log starts at the bottom, blank rows above it
        log.clear().write("only")
        await pilot.pause()
        assert shown(app)[:6] == ["", "", "", "", "", "only"]
        # a line longer than the panel is wrapped, its end on the last row
        log.write("a long line that does not fit into thirty columns at all")
        await pilot.pause()
        rows = shown(app)[:6]
        assert rows[3] == "only" and rows[5].endswith("all") and "long" in rows[4]
        # the wheel scrolls back through what was written, new lines return to the end
        log.clear().write(Text("\n".join(f"row {k}" for k in range(20))))
        await pilot.pause()
        log.post_message(events.MouseScrollUp(log, 1, 1, 0, -1, 0, False, False, False))
        await pilot.pause()
        assert shown(app)[5] == "row 16"
        log.write("row 20")
        await pilot.pause()
        assert shown(app)[5] == "row 20"


@pilot_test
async def test_the_log_shows_whole_lines_and_marks_a_line_too_long_for_it_as_continued():
    app = Panels()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(LogPanel)
        long = " ".join(f"word{k}" for k in range(30))  # several rows at 30 columns
        log.write(long)
        log.write(Text("\n".join(f"line {k}" for k in range(4))))
        await pilot.pause()
        # the end of the long line is not shown alone (it was read as an event of its
        # own, then as a cut line "…oin."): blank rows above the lines that show whole
        assert shown(app)[:6] == ["", ""] + [f"line {k}" for k in range(4)]
        # a line that fills the room alone shows its end, marked as continued
        log.clear().write(" ".join(f"word{k}" for k in range(60)))
        await pilot.pause()
        rows = shown(app)[:6]
        assert rows[0].startswith("\u2026") and rows[5].endswith("word59")
        # a line whose start is on screen is not marked
        log.clear().write("short").write(Text("\n".join(f"line {k}" for k in range(5))))
        await pilot.pause()
        assert shown(app)[0] == "short"


class Heading(App):
    CSS = "LogPanel { height: 6; width: 60; }"

    def compose(self):
        yield LogPanel(from_top=True)  # (the curtain's "since you last had the keyboard")


@pilot_test
async def test_a_log_under_a_heading_says_how_many_earlier_lines_are_out_of_sight():
    app = Heading()
    async with app.run_test(size=(70, 12)) as pilot:
        log = app.query_one(LogPanel)
        log.write(Text("\n".join(f"line {k}" for k in range(20))))
        await pilot.pause()
        rows = shown(app)[:6]
        assert rows[0] == "\u2191 15 earlier lines: l shows them all"
        assert rows[1:] == [f"line {k}" for k in range(15, 20)]
        log.clear().write(Text("\n".join(f"line {k}" for k in range(6))))  # just fits
        await pilot.pause()
        assert shown(app)[:6] == [f"line {k}" for k in range(6)]
        log.write("line 6")
        await pilot.pause()
        assert shown(app)[0] == "\u2191 2 earlier lines: l shows them all"
        # whole lines only: a long line whose start would be out of sight is counted
        # with the earlier ones, not shown as its end alone ("...oin.")
        long = " ".join(f"word{k}" for k in range(20))  # three rows at 60 columns
        log.clear().write("line 0").write(long)
        log.write(Text("\n".join(f"line {k}" for k in range(1, 5))))
        await pilot.pause()
        assert shown(app)[:6] == [
            "\u2191 2 earlier lines: l shows them all",
            *(f"line {k}" for k in range(1, 5)), ""]


@pilot_test
async def test_the_log_panel_shows_nothing_it_was_cleared_of():
    app = Panels()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(LogPanel)
        log.write(Text("Ben took a card from your hand: a Sword Bean"))
        await pilot.pause()
        assert any("Sword" in row for row in shown(app))
        log.clear()
        await pilot.pause()
        assert not any("Sword" in row or "Ben" in row for row in shown(app))
        assert log.lines == []


@pilot_test
async def test_text_lines_are_laid_out_again_only_when_their_height_changes():
    app = Panels()
    layouts: list[int] = []
    async with app.run_test(size=(40, 12)) as pilot:
        note = app.query_one(Note)
        await pilot.pause()
        refresh_layout = Screen._refresh_layout

        def counting(screen, *args, **kwargs):
            layouts.append(1)
            return refresh_layout(screen, *args, **kwargs)

        Screen._refresh_layout = counting  # type: ignore[method-assign]
        try:
            note.words = "another line"
            note.changed()
            await pilot.pause()
            assert "another line" in shown(app)[6] and not layouts
            assert note.size.height == 1
            note.words = "now the words need more than thirty columns to be shown"
            note.changed()
            await pilot.pause()
            assert layouts and note.size.height == 2
            rows = shown(app)[6:8]
            assert " ".join(" ".join(rows).split()) == note.words
        finally:
            Screen._refresh_layout = refresh_layout  # type: ignore[method-assign]


def test_a_long_hand_spread_shows_every_card_whole_in_even_rows():
    """Play-test: a hand of 17 cards at 80 columns, fanned, showed "Blac", "Sac" and
    "Blue+Gard..." with rows to spare below; where the room is, it lies in rows of whole
    cards (``spread``), as even as they go."""
    import re

    from excalibohn_tui.widgets.cards import card_name
    from excalibohn_tui.widgets.hand import hand_rows
    from rules import BEAN_OF
    from rules.views import CardView

    cards = [CardView(id=c, bean=BEAN_OF[c]) for c in range(98, 202, 6)]  # 18 classic cards
    fanned = "\n".join(r.plain for r in hand_rows(cards, 78))
    spread_rows = [r.plain for r in hand_rows(cards, 78, spread=True)]
    spread = "\n".join(spread_rows)
    assert all(len(r) <= 78 for r in spread_rows)
    assert len(spread_rows) == 12  # four rows of cards at their widest: 5, 5, 5 and 3
    names = [card_name(c.id) for c in cards]
    assert all(name in spread for name in names)
    assert not all(name in fanned for name in names)
    places = [int(m) for m in re.findall(r"[\u250f\u256d](\d+) ", spread)]
    assert sorted(places) == list(range(1, 19))
    # a hand whose cards fit one row unfanned stays one row
    few = cards[:6]
    assert hand_rows(few, 78, spread=True) == hand_rows(few, 78)
    # eight cards where five fit a row: four and four (not five and three)
    eight = [r.plain for r in hand_rows(cards[:8], 78, spread=True)]
    assert len(eight) == 6 and all(
        row.count("\u256e") + row.count("\u2513") == 4 for row in (eight[0], eight[3]))


def test_the_hand_shows_every_place_in_order_and_the_front_card_whole_at_any_width():
    import re

    from excalibohn_tui.widgets.cards import card_name
    from excalibohn_tui.widgets.hand import hand_rows
    from rules import BEAN_OF, VARIETIES
    from rules.views import CardView

    ids = list(range(0, 98, 7))  # 14 cards of every variety
    for n in (1, 3, 6, 9, 14):
        cards = [CardView(id=c, bean=BEAN_OF[c]) for c in ids[:n]]
        for width in (40, 62, 78, 118):
            for raised in (False, True):
                rows = [r.plain for r in hand_rows(cards, width, raised=raised)]
                assert all(len(r) <= width for r in rows)
                # the front card whole, with its heavy edge and its name
                assert rows[0].startswith("\u250f1 ") and rows[0].index("\u2513") >= 11
                assert f"\u2503 {card_name(cards[0].id)[:9]}" in "\n".join(rows)
                # every place number once, in order, on the top edges of the cards
                tops = "\n".join(rows)
                places = [int(m) for m in re.findall(r"[\u250f\u256d](\d+) ", tops)]
                assert places == list(range(1, n + 1)), (n, width, raised, rows)
                # fanned cards still show their place and their letter
                letters = re.findall(r"[\u250f\u256d]\d+ (\w)", tops)
                assert letters == [VARIETIES[c.bean].letter for c in cards]


def test_the_prompt_breaks_its_rows_before_a_cards_name_not_inside_it():
    """The prompt above the choices wrapped "…the [Q] Princess" / "Bean. It fits…" at
    some widths (a play-tester's report of the choice list, seen in the prompt too): its
    rows break before the name, and no word is lost."""
    line = Text("You must plant your front card, the [Q] Princess Bean. It fits none of "
                "your fields: harvest one first.")
    for width in range(30, 80):
        rows = [row.plain for row in hanging_rows(line, width, 2)]
        assert sum("[Q] Princess Bean" in row for row in rows) == 1, (width, rows)
        assert all(len(row) <= width for row in rows), (width, rows)
        assert " ".join(" ".join(rows).split()) == line.plain
