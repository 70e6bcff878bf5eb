"""The command palette's list (Ctrl+P): the app's commands in plain words.

Textual's own provider reads every title as markup, so a choice such as "Plant the [C]
Cap Bean on field 2" lost its card letter ("[C]" is a markup tag there), and a player's
name could have been read as markup too.  This provider shows the titles and the help
texts exactly as written, and highlights what the search matched as Textual does.
"""

from __future__ import annotations

from textual.command import DiscoveryHit, Hit, Hits
from textual.content import Content
from textual.system_commands import SystemCommandsProvider


def plain_match(name: str, query: str, matcher) -> tuple[float, Content]:
    """How well ``name`` answers ``query`` (0: not at all), and ``name`` as plain content
    with the matched letters highlighted."""
    score, offsets = matcher.fuzzy_search.match(query, name)
    content = Content(name)
    for offset in offsets:
        if not name[offset].isspace():
            content = content.stylize(matcher.match_style, offset, offset + 1)
    return score, content


class PlainCommands(SystemCommandsProvider):
    """``App.get_system_commands`` in the palette, titles and help as plain text."""

    async def discover(self) -> Hits:
        commands = sorted(self.app.get_system_commands(self.screen),
                          key=lambda command: command[0])
        for name, help_text, callback, discover in commands:
            if discover:
                yield DiscoveryHit(Content(name), callback, text=name,
                                   help=Content(help_text))  # type: ignore[arg-type]

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, callback, *_ in self.app.get_system_commands(self.screen):
            score, content = plain_match(name, matcher.query, matcher)
            if score > 0:
                yield Hit(score, content, callback, text=name,
                          help=Content(help_text))  # type: ignore[arg-type]
