"""The keys for what can be done now, in one line at the bottom of the screen.

Textual's ``Footer`` is a container with one widget per key, composed again whenever the
keys change and each drawn on its own: on the table that was half a dozen widgets in
every frame.  This bar is one widget and one prepared line; a click on a key presses it.

A dialog has a bar of its own over the table's, with the dialog's keys (a modal screen's
active bindings leave the app's out): the table's bar stayed in sight below the offer
dialog, offering "h Harvest" and "q Quit" where "q" asks for a Princess Bean
(play-test).
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget

#: one key of the bar: (key, shown as, description, enabled)
Key = tuple[str, str, str, bool]


class KeyBar(Widget):
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom; height: 1;
        color: $footer-foreground; background: $footer-background;
    }
    KeyBar > .keybar--key {
        color: $footer-key-foreground; background: $footer-key-background; text-style: bold;
    }
    KeyBar > .keybar--description {
        color: $footer-description-foreground; background: $footer-description-background;
    }
    KeyBar > .keybar--edge { color: $foreground 20%; }
    """
    COMPONENT_CLASSES = {"keybar--key", "keybar--description", "keybar--edge"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.keys: tuple[Key, ...] = ()
        self.palette: Key | None = None  # the command palette's key, at the right end
        #: where each key lies on the line: (from x, to x, key)
        self._spans: list[tuple[int, int, str]] = []
        self._line: tuple[tuple, Strip] | None = None

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen) -> None:
        """Take the keys the screen shows now; repaint only if they changed."""
        app = self.app
        keys: list[Key] = []
        palette: Key | None = None
        seen: set[str] = set()
        for key, (_, binding, enabled, _tip) in screen.active_bindings.items():
            if key == app.COMMAND_PALETTE_BINDING and app.ENABLE_COMMAND_PALETTE:
                palette = (binding.key, app.get_key_display(binding), binding.description,
                           enabled)
                continue
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            keys.append((binding.key, app.get_key_display(binding), binding.description,
                         enabled))
        if tuple(keys) == self.keys and palette == self.palette:
            return
        self.keys = tuple(keys)
        self.palette = palette
        self._line = None
        self.refresh()

    def _make_line(self, width: int) -> Strip:
        """The line, fitted to ``width``: when the keys and their words do not fit, the
        keys with the longest words lose them first, down to their first word and then
        to none (the key stays, and the palette at the right end names them all), then the
        last keys go; the palette's key always stays.  Words that fit in the room left are
        given back, the keys' before the palette's.  (The longest first: one long
        description gives the room of several short ones.  The last first left "u  r
        Refuse  q", without "Undo" and "Quit", beside "h Harvest, buy, sacrifice first" on
        Bohnedikt's curtain at 80 columns; all or nothing left "h" bare beside room for
        "h Harvest", play-tests.)"""
        key_style = self.get_component_rich_style("keybar--key", partial=True)
        words_style = self.get_component_rich_style("keybar--description", partial=True)
        edge_style = self.get_component_rich_style("keybar--edge", partial=True)
        off = Style(dim=True)
        palette = None
        if self.palette is not None:
            _key, shown, words, _ = self.palette
            palette = Text.assemble(("\u258f", edge_style), (f"{shown}", key_style),
                                    (f" {words} ", words_style))
            bare_palette = Text.assemble(("\u258f", edge_style), (f"{shown} ", key_style))

        def item(shown: str, words: str, enabled: bool) -> Text:
            dim = off if not enabled else Style()
            out = Text()
            out.append(f" {shown} ", key_style + dim)
            if words:
                out.append(f"{words} ", words_style + dim)
            return out

        keys = list(self.keys)
        #: the words each key (by place) is shown with: all, the first, none
        forms = [_shorter(words) for _key, _shown, words, _on in keys]
        level = [0] * len(keys)  # (an index into ``forms``)
        # (every key ends in a space, and the palette's edge marks it off: no gap more,
        # which cost the German bar its last word at 80 columns, "q Ende")
        room = width - (0 if palette is None else bare_palette.cell_len)
        while True:
            items = [item(shown, forms[i][level[i]], enabled)
                     for i, (_key, shown, _words, enabled) in enumerate(keys)]
            used = sum(t.cell_len for t in items)
            if used <= room or not keys:
                break
            worded = [i for i in range(len(keys)) if forms[i][level[i]]]
            if worded:  # (of two as long, the later one)
                i = max(worded, key=lambda i: (len(forms[i][level[i]]), i))
                level[i] += 1
            else:
                keys.pop()
                forms.pop()
                level.pop()
        # the room left over gives words back to the keys that lost them, from the left,
        # where they fit ("w  ? Help  q": Help matters to whoever is lost), and then to
        # the palette's key
        for i in range(len(keys)):
            _key, shown, _words, enabled = keys[i]
            while level[i]:
                again = item(shown, forms[i][level[i] - 1], enabled)
                if used - items[i].cell_len + again.cell_len > room:
                    break
                used += again.cell_len - items[i].cell_len
                items[i] = again
                level[i] -= 1
        tail = palette
        if palette is not None and used + palette.cell_len > width:
            tail = bare_palette  # no room for its words: the key
        text = Text(no_wrap=True, overflow="crop")
        spans: list[tuple[int, int, str]] = []
        for (key, *_rest), shown in zip(keys, items, strict=True):
            start = text.cell_len
            text.append_text(shown)
            spans.append((start, text.cell_len, key))
        if tail is not None and self.palette is not None:
            start = max(text.cell_len, width - tail.cell_len)
            text.append(" " * (start - text.cell_len))
            text.append_text(tail)
            spans.append((start, start + tail.cell_len, self.palette[0]))
        self._spans = spans
        segments = list(text.render(self.app.console))
        return Strip(segments).crop_extend(0, width, None).apply_style(self.rich_style)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if y:
            return Strip.blank(width)
        key = (width, self.keys, self.palette)
        if self._line is None or self._line[0] != key:
            self._line = (key, self._make_line(width))
        return self._line[1]

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._line = None

    def key_at(self, x: int) -> str | None:
        """The key drawn at column ``x``, if any."""
        return next((key for start, end, key in self._spans if start <= x < end), None)

    def on_click(self, event: events.Click) -> None:
        key = self.key_at(event.x)
        if key is None:
            return
        event.stop()
        enabled = {k: on for k, _, _, on in self.keys}
        if self.palette is not None:
            enabled[self.palette[0]] = self.palette[3]
        if enabled.get(key, False):
            self.app.simulate_key(key)
        else:
            self.app.bell()


def _shorter(words: str) -> tuple[str, ...]:
    """A key's words, longest first, as the bar may show them: all of them, their first
    word (without the comma after it) where there are more, and none."""
    first = words.split(" ", 1)[0].rstrip(",;:")
    return (words, first, "") if words and first != words else (words, "")
