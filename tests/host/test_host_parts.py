"""The parts of hosting without a network: the join lines' secrets, the slowing down of
wrong ones, what a terminal accepts, and the host's own table (a computer player for a
seat that is away, said to everyone; it stands down when the player is back)."""

from __future__ import annotations

import asyncio
import contextvars
import re
import sys
from pathlib import Path

import pytest

from excalibohn_tui.host.hub import Hub, Notice, QuietKeys
from excalibohn_tui.host.seats import ALPHABET, Doors
from excalibohn_tui.host.server import Throttle
from excalibohn_tui.host.terminal import INPUT_BURST, MAX_BACKLOG, MAX_SIZE, Terminal, clamp_size
from excalibohn_tui.session import Session, parse_seats
from excalibohn_tui.widgets.log import LogPanel

sys.path.append(str(Path(__file__).parents[1] / "tui"))
from tui_helpers import after_haste, pilot_test, screen_text, table_of  # noqa: E402

# --------------------------------------------------------------------- secrets


def test_each_seat_gets_its_own_unguessable_line():
    names = ["Ann", "Ben", "Zoë B.", "!!!"]
    lines = [Doors.new(names, [0, 1, 2, 3]) for _ in range(50)]
    pattern = re.compile(rf"^[a-z0-9]+-[{ALPHABET}]{{4}}-[{ALPHABET}]{{4}}$")
    secrets = [s for d in lines for s in d.by_seat.values()]
    assert all(pattern.match(s) for s in secrets)
    assert len(set(secrets)) == len(secrets)  # 40 bits each: no two alike
    d = lines[0]
    assert d.by_seat[0].startswith("ann-") and d.by_seat[2].startswith("zoeb-")
    assert d.by_seat[3].startswith("seat4-")  # a name with no letters to show
    assert d.guest(d.by_seat[1]).seat == 1
    assert d.guest(d.by_seat[1].upper()).seat == 1  # typed in capitals
    assert d.guest(d.by_seat[1][:-1]) is None
    assert d.guest("ben") is None and d.guest("") is None
    assert d.guest("watch").watching


@pytest.mark.parametrize("mode", ["open", "secret", "off"])
def test_onlookers_come_in_as_the_host_chose(mode):
    d = Doors.new(["Ann", "Ben"], [0, 1], watch=mode)
    assert (d.guest("watch") is not None) == (mode == "open")
    if mode == "secret":
        assert d.watch_name.startswith("watch-") and d.guest(d.watch_name).watching
    if mode == "off":
        assert d.watch_name is None


def test_failures_from_one_address_slow_down_and_stop_growing():
    t = Throttle()
    assert [t.delay("10.9.9.9") for _ in range(6)] == [0.5, 1, 2, 4, 8, 8]
    assert t.delay("127.0.0.2") == 0.5  # another address starts afresh


# -------------------------------------------------------------------- terminal


class FakeChannel:
    def __init__(self, backlog: int = 0) -> None:
        self.data = bytearray()
        self.backlog = backlog

    def write(self, data: bytes) -> None:
        self.data += data

    def get_write_buffer_size(self) -> int:
        return self.backlog


def test_terminal_sizes_are_clamped():
    assert clamp_size(0, 0) == (1, 1)
    assert clamp_size(10_000, 24) == (MAX_SIZE[0], 24)
    assert clamp_size(-5, 10_000) == (1, MAX_SIZE[1])


def test_typing_faster_than_a_person_is_cut_and_told():
    told = []
    fed = []
    t = Terminal(FakeChannel(), (80, 24))
    t.on_flood = lambda: told.append(True)

    class Driver:
        def feed(self, data):
            fed.append(data)

    t.attach(Driver())
    t.typed(b"1")
    t.typed(b"x" * 1_000_000)
    assert told and sum(map(len, fed)) <= INPUT_BURST + 1


def test_a_client_that_stops_reading_is_let_go():
    gone = []
    channel = FakeChannel()
    t = Terminal(channel, (80, 24))
    t.on_overflow = lambda: gone.append(True)
    t.write("frame")
    assert not gone
    channel.backlog = MAX_BACKLOG + 1
    t.write("frame")
    t.write("frame")
    assert gone == [True] and t.closed


def test_the_far_terminal_decides_the_colours():
    assert Terminal(FakeChannel(), (80, 24), "xterm-256color").color_system == "256"
    assert Terminal(FakeChannel(), (80, 24), "xterm", {"COLORTERM": "truecolor"}) \
        .color_system == "truecolor"
    assert Terminal(FakeChannel(), (80, 24), "vt100").color_system == "standard"


# --------------------------------------------------------------- the host's table


class Remote:
    """Stands for a connection's app: what the hub posts to it."""

    def __init__(self) -> None:
        self.messages = []

    def post_message(self, message) -> bool:
        self.messages.append(message)
        return True


def hosted(spec="Ann,Ben,bot:random", seed=4) -> Hub:
    session = Session.new(parse_seats(spec), seed, autosave=False)
    doors = Doors.new([s.name for s in session.seats], [0, 1])
    return Hub(session, doors, bot_delay=0)


@pilot_test
async def test_the_host_lets_a_computer_player_play_for_someone_away():
    from excalibohn_tui.host.apps import HostApp

    hub = hosted()
    ann = Remote()
    hub.join(0, ann, "127.0.0.1")
    app = HostApp(hub, ["Ann  ssh ...", "Ben  ssh ..."])
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        opening = screen_text(app)  # the join lines and the deal: one message
        assert "Hosting a new game" in opening and "Ben  ssh ..." in opening
        assert "starts" in opening
        await pilot.press("escape")
        await pilot.pause()
        assert "Hosting a new game" not in screen_text(app)
        assert "Ben has not joined yet" in screen_text(app)
        await pilot.press("b")
        await pilot.pause()
        # Ben is the only one away (Ann is connected): not asked for whom, only which
        assert "plays for whom" not in screen_text(app)
        assert "Which computer player plays for Ben?" in screen_text(app)
        await pilot.press("enter")  # a normal computer player
        from rules.random_player import RandomPlayer

        ann_plays = RandomPlayer(0)  # Ann, at her terminal, plays quickly
        for _ in range(3000):
            game = hub.session.game
            if any(a.player == 1 for a in game.log) or game.finished:
                break
            if any(w.player == 0 for w in game.awaiting()):
                hub.session.apply(ann_plays.choose(game, 0))
            await pilot.pause(0.01)
        assert any(a.player == 1 for a in hub.session.game.log), "nobody played for Ben"
        # the log says which moves the computer player made for Ben (he reads it when he
        # is back), and only those
        await pilot.pause()
        log = table_of(app).query_one("#log", LogPanel).lines
        marked = [line for line in log if line.endswith("(made for Ben, who was away)")]
        assert marked and all(line.startswith("Ben") for line in marked)
        assert any(line.startswith("Ann") for line in log)
        assert not any(line.startswith("Ann") and "who was away" in line for line in log)
        told = [m.text for m in ann.messages if isinstance(m, Notice)]
        assert any("play for Ben while Ben is away" in t for t in told)
        assert "a normal computer player plays" in screen_text(app)
        # Ben connects: he plays on himself, and everyone is told
        ben = Remote()
        moves = sum(a.player == 1 for a in hub.session.game.log)
        welcome = hub.join(1, ben, "127.0.0.1")
        await pilot.pause()
        assert hub.seats[1].stand_in is None
        # he is told, as his table opens, how many moves were made for him
        assert moves >= 1 and f"a normal computer player made {moves} move" in welcome
        assert any("Ben is back and plays again" in m.text for m in ann.messages
                   if isinstance(m, Notice))
        assert not any(isinstance(m, Notice) for m in ben.messages)  # he knows he is back
        await asyncio.sleep(0)


@pilot_test
async def test_the_hosts_table_behind_the_join_lines_goes_on_with_the_game():
    """Play-test: the host's table behind the opening box with the join lines stood on
    turn 1 while the players played on at their terminals.  It follows the game."""
    from excalibohn_tui.dialogs.message import MessageDialog
    from excalibohn_tui.host.apps import HostApp
    from rules.random_player import RandomPlayer

    hub = hosted()
    app = HostApp(hub, ["Ann  ssh ...", "Ben  ssh ..."])
    players = [RandomPlayer(0), RandomPlayer(1)]  # at their terminals
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        game = hub.session.game
        while game.state.turn < 2:  # the host reads on, with the box open
            waiting = [w.player for w in game.awaiting() if w.player in (0, 1)]
            if waiting:  # (outside this app's context, as at their terminals)
                contextvars.Context().run(hub.session.apply,
                                          players[waiting[0]].choose(game, waiting[0]))
            await pilot.pause(0.01)
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog)
        log = table_of(app).query_one("#log", LogPanel).lines
        assert log and log[-1] == game.events_for(None)[-1]


@pilot_test
async def test_the_place_of_someone_away_says_away():
    """Play-test: Cat's connection dropped in her turn, and her place still said "Cat ·
    deciding" on every table.  A place whose player is away says so; back, it does not."""
    from excalibohn_tui.host.apps import HostApp
    from excalibohn_tui.widgets.seat import SeatPanel

    hub = hosted()
    hub.join(0, Remote(), "127.0.0.1")
    app = HostApp(hub, ["Ann  ssh ...", "Ben  ssh ..."])

    def titles() -> dict[int, str]:
        return {panel.seat: panel.render_line(0).text for panel in
                table_of(app).query(SeatPanel) if panel.display and panel.seat is not None}

    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # the join lines
        await pilot.pause()
        assert "Ben \u00b7 away" in titles()[1], titles()
        assert "away" not in titles()[0] and "away" not in titles()[2], titles()
        hub.join(1, Remote(), "127.0.0.1")
        await pilot.pause()
        assert "away" not in titles()[1], titles()


class Channel:
    """A channel that takes every frame and keeps none."""

    def write(self, data: bytes) -> None:
        pass

    def get_write_buffer_size(self) -> int:
        return 0


@pytest.mark.parametrize("to_all", [False, True], ids=["to one", "to all"])
@pilot_test
async def test_an_offer_between_two_remote_players_arrives_and_the_answer_goes_back(to_all):
    from excalibohn_tui.host.apps import SeatApp
    from excalibohn_tui.host.hub import TableChanged
    from rules.actions import Offer
    from rules.random_player import RandomPlayer
    from rules.trading import offer_space

    session = Session.new(parse_seats("Ann,Ben,Cat"), 5, autosave=False)
    hub = Hub(session, Doors.new(["Ann", "Ben", "Cat"], [0, 1, 2]), bot_delay=0)
    quiet = RandomPlayer(1, offer_rate=0)
    offer = None
    for _ in range(500):  # play on until the active player may offer to one partner
        game = session.game
        space = offer_space(game, game.state.active)
        wanted = 2 if to_all else 1  # partners: one, or both fellow players
        offer = next((o for o in space.offers() if isinstance(o, Offer)
                      and len(o.to) == wanted), None) if space is not None else None
        if offer is not None:
            break
        w = game.awaiting()[0].player
        session.apply(quiet.choose(game, w))
    assert offer is not None
    by, partner = offer.player, offer.to[0]
    offerer = Remote()
    hub.join(by, offerer, "127.0.0.1")
    others = {p: Remote() for p in offer.to if p != partner}  # the third player, to all
    for p, remote in others.items():
        hub.join(p, remote, "127.0.0.1")
    app = SeatApp(hub, partner, Terminal(Channel(), (100, 30)))
    hub.join(partner, app, "127.0.0.1")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # the greeting
        await pilot.pause()
        offerer.messages.clear()
        for remote in others.values():
            remote.messages.clear()
        # made at the offerer's terminal (outside this app's context, as there)
        contextvars.Context().run(session.apply, offer)
        await pilot.pause()
        table = table_of(app)
        assert sorted(w.player for w in session.game.awaiting()) == sorted(offer.to)
        for remote in others.values():  # an offer to all reaches every fellow's terminal
            assert any(isinstance(m, TableChanged) for m in remote.messages)
        assert table.viewer == partner and table._choices, screen_text(app)
        answer = next(k for k, c in enumerate(table._choices[:9])
                      if c.kind == "apply" and not c.disabled)
        before = len(session.game.log)
        await after_haste(pilot)  # (read before it is answered)
        await pilot.press(str(answer + 1))  # answered at the partner's terminal
        await pilot.pause()
        assert len(session.game.log) == before + 1
        assert session.game.log[-1].player == partner
        assert any(isinstance(m, TableChanged) for m in offerer.messages)  # and back


@pilot_test
async def test_ctrl_z_leaves_the_host_in_the_foreground(monkeypatch):
    """Stopping the host would stop every player's game: Ctrl+Z only says so."""
    from excalibohn_tui import hangup
    from excalibohn_tui.host.apps import HostApp

    monkeypatch.setattr(hangup, "job_control", lambda: True)  # as if a shell could fg it
    stops = []
    monkeypatch.setattr("os.kill", lambda pid, sig: stops.append(sig))
    app = HostApp(hosted(), ["Ann  ssh ...", "Ben  ssh ..."])
    said = []
    app.notify = lambda message, **kw: said.append(message)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+z")
        await pilot.pause()
    assert not stops
    assert any("stays in the foreground" in m for m in said)


def test_the_help_names_ctrl_z_only_where_it_puts_the_game_in_the_background(monkeypatch):
    """A play-tester at an SSH terminal read in the help that Ctrl+Z puts the game in the
    background; there it only says that it cannot.  The help names the key where a shell
    can bring the game back, and neither over SSH nor on the host, however the host was
    started."""
    from excalibohn_tui import hangup
    from excalibohn_tui.app import ExcalibohnApp
    from excalibohn_tui.host.apps import HostApp, SeatApp
    from excalibohn_tui.screens.help import help_markdown
    from rules import spec_for

    spec = spec_for("excalibohn", 3)
    assert "**Ctrl+Z**" in help_markdown(spec, suspend=True)
    assert "Ctrl+Z" not in help_markdown(spec, suspend=False)
    assert "is kept).\n" in help_markdown(spec, suspend=False)
    monkeypatch.setattr(hangup, "job_control", lambda: True)  # as if a shell could fg it
    assert ExcalibohnApp.may_suspend(None) is True  # type: ignore[arg-type]
    assert HostApp.may_suspend(None) is False  # type: ignore[arg-type]
    assert SeatApp.may_suspend(None) is False  # type: ignore[arg-type]


@pilot_test
async def test_the_help_at_ones_own_terminal_names_the_keys_there_are():
    """Play-test over SSH: the help said "t lets another person at this keyboard make an
    offer", "v shows (and hides) your hand" and "w saves a copy", where t makes one's own
    offer and v and w do nothing.  At one keyboard it says so still."""
    from excalibohn_tui.host.apps import SeatApp
    from excalibohn_tui.screens.help import HelpScreen

    def words(app) -> str:
        from textual.widgets import Markdown

        assert isinstance(app.screen, HelpScreen)
        return app.screen.query_one(Markdown).source.replace("**", "")

    hub = hosted("Ann,Ben,Cem")
    hub.join(0, Remote(), "127.0.0.1")
    app = SeatApp(hub, 1, Terminal(Channel(), (120, 40)))
    hub.join(1, app, "127.0.0.1")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # the greeting
        await pilot.press("question_mark")
        await pilot.pause()
        text = words(app)
        assert "t makes an offer to the one who trades" in text
        assert "another person at this keyboard" not in text
        assert "v shows" not in text and "w saves" not in text
        assert "your seat waits for you" in text
    from tui_helpers import make_app, make_session

    app = make_app(make_session("Ann,Ben,Cem", seed=3))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "question_mark")
        await pilot.pause()
        text = words(app)
        assert "another person at this keyboard" in text and "v shows" in text
        assert "w saves a copy" in text and "the game is kept" in text


def test_what_the_hub_tells_everyone_shows_once_on_the_hosts_screen(tmp_path):
    """The hub's words reach every screen as a notice, the host's too; the host's log
    writes them down without showing them a second time (they showed twice)."""
    from excalibohn_tui.host.run import HostLog

    shown: list[str] = []

    class Screen:  # the host's app, as far as the log uses it
        def notify(self, line, **kw) -> None:
            shown.append(line)

        def call_later(self, fn, *args, **kw) -> None:
            fn(*args, **kw)

    log = HostLog()
    log.path = tmp_path / "host.log"
    log.screen = Screen()
    session = Session.new(parse_seats("Ann,Ben,bot:random"), 4, autosave=False)
    hub = Hub(session, Doors.new(["Ann", "Ben", "Normal bot 1"], [0, 1]), bot_delay=0, log=log)
    host_app = Remote()
    hub.apps.add(host_app)
    hub.tell("Ben is back.")
    assert [m.text for m in host_app.messages if isinstance(m, Notice)] == ["Ben is back."]
    assert shown == []  # not a second time
    hub.log("Refused a second channel.")  # words for the host alone: shown to the host
    assert shown == ["Refused a second channel."]
    assert log.path.read_text().count("Ben is back.") == 1


def test_a_computer_player_waits_for_offers_from_the_connected_people_too():
    """Over SSH, as at one keyboard: a computer player about to end its trading tells
    every terminal and waits a moment for a person's offer; at a table of computer
    players, or when it does something else, nothing is said."""
    from excalibohn_tui.session import SeatConfig
    from rules import Done, Refuse
    from rules.builder import build

    def hub_for(kinds):
        game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["mean"], 2: ["cap"]},
                     turned_up=["princess", "magic"], active=1, phase="trade")
        seats = [SeatConfig(name=s.name, kind=k)
                 for s, k in zip(game.state.seats, kinds, strict=True)]
        hub = Hub(Session(game, seats), Doors.new(["Ann", "Ben", "Cem"], [0]), bot_delay=0.1)
        remote = Remote()
        hub.join(0, remote, "127.0.0.1")  # Ann's terminal
        return game, hub, remote

    game, hub, remote = hub_for(["human", "normal", "normal"])
    host, onlooker = Remote(), Remote()  # (no seat: the host's screen, an onlooker's)
    hub.apps.update({host, onlooker})
    hub.watchers.add(onlooker)
    assert hub._offers_welcome(game, Done(1))
    assert [m.text for m in remote.messages if isinstance(m, Notice)] == [
        "Ben ends the trading in a moment: press t to make them an offer."]
    # where nobody may make the offer, no key is named (play-test: the host pressed t for
    # nothing); they learn why the game stands still
    for other in (host, onlooker):
        assert [m.text for m in other.messages if isinstance(m, Notice)] == [
            "Ben ends the trading in a moment."]
    assert not hub._offers_welcome(game, Refuse(1))  # not the end of its trading
    game, hub, remote = hub_for(["normal", "normal", "normal"])
    assert not hub._offers_welcome(game, Done(1))
    assert not [m for m in remote.messages if isinstance(m, Notice)]
    # `host --offer-wait 0`: no moment (`host` refused the option `play` takes)
    game, hub, remote = hub_for(["human", "normal", "normal"])
    hub.offer_wait = 0
    assert not hub._offers_welcome(game, Done(1))
    from excalibohn_tui.cli import build_parser

    assert build_parser().parse_args(["host", "--offer-wait", "3"]).offer_wait == 3.0


def test_the_computer_players_begin_once_everyone_has_joined():
    """Play-test over SSH: a computer player, first to play, played its whole turn (and
    took a card from a hand) while the two people it played against were still joining.
    It waits, and the line under the tables says so, until both are there or the host
    lets a computer player stand in for the one missing."""
    from excalibohn_tui.session import SeatConfig
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["mean"], 2: ["cap"]},
                 active=2, phase="1a")
    seats = [SeatConfig(name=s.name, kind=k)
             for s, k in zip(game.state.seats, ["human", "human", "normal"], strict=True)]
    hub = Hub(Session(game, seats), Doors.new(["Ann", "Ben", "Cem"], [0, 1]), bot_delay=0)

    async def run(steps: int = 40) -> None:
        hub.run_bots()
        for _ in range(steps):
            await asyncio.sleep(0.02)

    hub.join(0, Remote(), "127.0.0.1")  # Ann is there; Ben is not yet
    asyncio.run(run())
    assert not game.log  # Cem waits
    assert "The computer players begin once everyone has joined" in hub.presence_text()
    hub.join(1, Remote(), "127.0.0.1")
    asyncio.run(run())
    assert game.log and all(a.player == 2 for a in game.log[:1])  # Cem plays
    assert "begin once" not in hub.presence_text()
    # or the host's b: a computer player stands in for the one not there
    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["mean"], 2: ["cap"]},
                 active=2, phase="1a")
    hub = Hub(Session(game, seats), Doors.new(["Ann", "Ben", "Cem"], [0, 1]), bot_delay=0)
    hub.join(0, Remote(), "127.0.0.1")

    async def stand_in() -> None:
        hub.stand_in(1, "normal")
        await run()

    asyncio.run(stand_in())
    assert game.log


def test_the_moment_for_offers_counts_down_under_every_table():
    """Play-test over SSH: "Ben ends the trading in a moment: press t" was a notice that
    went with its seconds, and a "t" read and typed after it came too late.  The line
    under every table counts the seconds down, and says nothing once the moment is over."""
    from excalibohn_tui.host.hub import Presence
    from excalibohn_tui.session import SeatConfig
    from rules import Done
    from rules.builder import build

    class EndsItsTrading:
        def choose(self, game, p):
            return Done(p)

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["mean"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=1, phase="trade")
    seats = [SeatConfig(name=s.name, kind=k)
             for s, k in zip(game.state.seats, ["human", "normal", "human"], strict=True)]
    session = Session(game, seats)
    session._bots[1] = EndsItsTrading()
    hub = Hub(session, Doors.new(["Ann", "Ben", "Cem"], [0, 2]), bot_delay=0.05,
              offer_wait=2.5)
    ann = Remote()
    hub.join(0, ann, "127.0.0.1")
    hub.join(2, Remote(), "127.0.0.1")
    seen: list[str] = []

    async def run() -> None:
        hub.run_bots()
        for _ in range(80):
            seen.append(hub.presence_text())
            if game.public_view().step != "trading":
                break
            await asyncio.sleep(0.05)
        hub.stopping = True

    asyncio.run(run())
    counted = [line for line in seen if "Ben ends the trading in" in line]
    assert "Ben ends the trading in 3 s" in counted and "Ben ends the trading in 1 s" in counted
    assert counted.index("Ben ends the trading in 3 s") < counted.index(
        "Ben ends the trading in 1 s")
    assert game.public_view().step != "trading"  # (it ended its trading)
    assert "ends the trading" not in hub.presence_text()
    assert sum(isinstance(m, Presence) for m in ann.messages) >= 3  # (each second, told)


@pilot_test
async def test_an_attack_told_on_the_hosts_public_table_closes_by_itself():
    """Nobody plays at the host's terminal (no local seat): the report of an attack made
    at another terminal goes by itself. It waited for an Enter nobody there gave, and the
    table behind it stood still for turns while the game went on (play-test)."""
    from excalibohn_tui.dialogs.attack import AttackDialog
    from excalibohn_tui.host.apps import HostApp
    from excalibohn_tui.session import SeatConfig
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []]}, coins={0: ["white"], 1: ["princess"]},
                 active=0, phase="1b")
    session = Session(game, [SeatConfig(name=s.name, kind="human") for s in game.state.seats])
    hub = Hub(session, Doors.new(["Ann", "Ben", "Cem"], [0, 1, 2]), bot_delay=0.2)
    for p in range(3):
        hub.join(p, Remote(), "127.0.0.1")
    app = HostApp(hub, ["Ann  ssh ...", "Ben  ssh ...", "Cem  ssh ..."])
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # the join lines
        await pilot.pause()
        attack = next(a for a in game.legal_actions(0) if a.kind == "ability")
        contextvars.Context().run(session.apply, attack)  # made at Ann's terminal
        await pilot.pause()
        assert isinstance(app.screen, AttackDialog)
        for _ in range(60):
            await pilot.pause(0.1)
            if not isinstance(app.screen, AttackDialog):
                break
        assert app.screen is table_of(app)


def _ben_trades_with_ann_connected(offer_wait: float):
    """Ben, a normal computer player, trades in his turn; Ann, the one person, is
    connected over SSH (Cem is a computer player too): the game, session, hub and Ann's
    terminal."""
    from excalibohn_tui.session import SeatConfig
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["mean"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=1, phase="trade")
    seats = [SeatConfig(name=s.name, kind=k)
             for s, k in zip(game.state.seats, ["human", "normal", "normal"], strict=True)]
    session = Session(game, seats)
    hub = Hub(session, Doors.new(["Ann", "Ben", "Cem"], [0]), bot_delay=0.05,
              offer_wait=offer_wait)
    ann = Remote()
    hub.join(0, ann, "127.0.0.1")
    return game, session, hub, ann


def test_a_computer_player_waits_while_a_connected_person_writes_an_offer():
    """At one keyboard a computer player about to end its trading waits while an offer to
    it is being written; over SSH it ended its trading under the open dialog, whose keys
    then did nothing (play-test). The moment's notice goes with the moment."""
    from rules import Done

    game, session, hub, ann = _ben_trades_with_ann_connected(offer_wait=0.2)

    async def run() -> None:
        moves = len(game.log)
        hub.writing_offer(ann, True)  # Ann's trade dialog is open
        # the others see who writes (they saw only "Ben is trading", play-test)
        assert "Ann writes an offer to Ben" in hub.presence_text()
        hub.run_bots()
        for _ in range(30):
            await asyncio.sleep(0.05)
            if hub.writers and len(game.log) > moves:
                break
        assert not any(isinstance(a, Done) and a.player == 1 for a in game.log[moves:])
        notices = [m for m in ann.messages if isinstance(m, Notice)]
        assert [m.timeout for m in notices if "press t" in m.text] == [0.2]
        hub.writing_offer(ann, False)  # she gave up the offer
        assert "writes an offer" not in hub.presence_text()
        for _ in range(40):
            await asyncio.sleep(0.05)
            if session.game.state.trade is None and session.game.state.step != "trading":
                break
        assert any(isinstance(a, Done) and a.player == 1 for a in session.game.log[moves:])
        hub.stopping = True

    asyncio.run(run())


def test_an_offer_made_over_ssh_in_the_moment_for_offers_is_answered_at_once():
    """As at one keyboard: an offer made early in a computer player's moment for offers
    was answered only once the moment's seconds had run out."""
    from rules import Bean, Offer, Refuse

    game, session, hub, ann = _ben_trades_with_ann_connected(offer_wait=30)

    async def run() -> None:
        hub.run_bots()
        for _ in range(60):  # Ben's own offers answered, until his moment for offers
            await asyncio.sleep(0.05)
            if any("press t" in m.text for m in ann.messages if isinstance(m, Notice)):
                break
            for w in game.awaiting():
                if w.player == 0 and w.kind == "respond":
                    session.apply(Refuse(0))
                    hub.run_bots()
        assert game.awaiting()[0].kind == "trading"
        moves = len(game.log)
        session.apply(Offer(0, (1,), (game.state.seats[0].hand[0],), (Bean.MEAN,)))
        hub.run_bots()
        for _ in range(40):
            await asyncio.sleep(0.05)
            if len(game.log) > moves + 1:
                break
        hub.stopping = True
        assert len(game.log) > moves + 1 and game.log[moves + 1].player == 1  # Ben answers

    asyncio.run(run())


def test_keys_typed_far_away_as_a_computer_players_offer_comes_do_not_answer_it():
    """As at one keyboard: keys typed on Ann's terminal just as a computer player's offer
    to her comes do nothing (they were meant for what was on her screen before); an
    onlooker's terminal is not quieted.  (Ann's five cards: a person is asked for a Magic
    Bean only where they likely hold one.)"""
    from excalibohn_tui.screens.table_bots import FRESH_OFFER_KEYS, FRESH_OFFER_WHY
    from excalibohn_tui.session import SeatConfig
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword", "cap", "mean", "white", "cap"],
                                              1: ["mean", "white"], 2: ["cap"]},
                 fields={1: [["princess"], ["magic"]]},
                 turned_up=["princess", "magic"], active=1, phase="trade")
    seats = [SeatConfig(name=s.name, kind=k)
             for s, k in zip(game.state.seats, ["human", "normal", "normal"], strict=True)]
    hub = Hub(Session(game, seats), Doors.new(["Ann", "Ben", "Cem"], [0]), bot_delay=0)
    ann, onlooker = Remote(), Remote()
    ann.seat, onlooker.seat = 0, None
    hub.join(0, ann, "127.0.0.1")
    hub.join(None, onlooker, "127.0.0.1")

    async def run() -> None:
        hub.run_bots()
        for _ in range(100):
            await asyncio.sleep(0.05)
            if any(w.player == 0 and w.kind == "respond" for w in game.awaiting()):
                break
        hub.stopping = True
        assert any(w.player == 0 and w.kind == "respond" for w in game.awaiting())
        assert [(m.seconds, m.why) for m in ann.messages if isinstance(m, QuietKeys)] == \
            [(FRESH_OFFER_KEYS, FRESH_OFFER_WHY)]  # (told on her terminal, in her language)
        assert not [m for m in onlooker.messages if isinstance(m, QuietKeys)]

    asyncio.run(run())


def _ann_trades_over_ssh(seat: int):
    """Ann trades; Ann, Ben and Cem each play at their own terminal, ``seat``'s an app run
    here (the others stand-ins): the game, its session and hub, that app, and the words
    of every notice it shows."""
    from excalibohn_tui.host.apps import SeatApp
    from excalibohn_tui.session import SeatConfig
    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword"], 1: ["mean"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=0, phase="trade")
    session = Session(game, [SeatConfig(name=s.name, kind="human") for s in game.state.seats])
    hub = Hub(session, Doors.new(["Ann", "Ben", "Cem"], [0, 1, 2]), bot_delay=0)
    for other in (p for p in range(3) if p != seat):
        hub.join(other, Remote(), "127.0.0.1")
    said: list[str] = []
    app = SeatApp(hub, seat, Terminal(Channel(), (100, 30)))
    app.notify = lambda message, **kw: said.append(message)
    hub.join(seat, app, "127.0.0.1")
    return game, session, hub, app, said


@pilot_test
async def test_an_offer_being_written_when_the_trading_ends_closes_and_says_so():
    """Over SSH the active player may end the trading while a fellow at another terminal
    writes them an offer: the dialog closes and says why (it stayed open, and sending it
    only brought "Not allowed")."""
    from excalibohn_tui.dialogs.trade import TradeDialog
    from rules import Done

    game, session, hub, app, said = _ann_trades_over_ssh(1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # the greeting
        await pilot.pause()
        await pilot.press("t")  # Ben writes Ann an offer
        await pilot.pause()
        assert isinstance(app.screen, TradeDialog)
        contextvars.Context().run(session.apply, Done(0))  # Ann ends her trading
        await pilot.pause()
        await pilot.pause()
        assert not isinstance(app.screen, TradeDialog)
        assert "Too late for the offer: Ann has ended the trading." in said
        assert not hub.writers


@pilot_test
async def test_t_at_a_fellows_terminal_says_why_no_offer_can_be_made_now():
    """Over SSH, "t" while Ann's offer to Cem was open did nothing at Ben's terminal,
    without a word: the rules' reason is told, and nothing is sent."""
    from rules import Offer

    game, session, hub, app, said = _ann_trades_over_ssh(1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # the greeting
        await pilot.pause()
        contextvars.Context().run(session.apply, Offer(0, (2,), (game.state.seats[0].hand[0],)))
        await pilot.pause()
        moves = len(game.log)
        await pilot.press("t")
        await pilot.pause()
        assert len(game.log) == moves and not hub.writers
        assert "Ann's offer is still open: new offers wait until it is answered and settled." \
            in said


@pilot_test
async def test_a_box_left_open_says_when_the_game_comes_to_wait_for_its_player():
    """Play-test over SSH: Cat's terminal still showed an attack's reveal, waiting for
    Enter, while the game waited for her to answer an offer behind it.  Told over the
    box (the log's too); not while the game goes on without her.  Once it closes, the
    table is the game's as it stands now (it showed what stood before the box until
    someone moved again, play-test)."""
    from excalibohn_tui.dialogs.log import LogDialog
    from excalibohn_tui.dialogs.message import MessageDialog
    from rules import BEAN_OF, Bean, Offer, Refuse

    game, session, hub, app, said = _ann_trades_over_ssh(2)
    waits = "The game waits for you behind this box."
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # the greeting
        await pilot.pause()
        app.push_screen(MessageDialog("A Sword Bean attack", "..."))
        await pilot.pause()
        princess = next(c for c in game.state.turned_up if BEAN_OF[c] is Bean.PRINCESS)
        contextvars.Context().run(session.apply, Offer(0, (1,), (princess,), ()))
        await pilot.pause()
        contextvars.Context().run(session.apply, Refuse(1))
        await pilot.pause()
        assert waits not in said  # (the offer was Ben's to answer)
        contextvars.Context().run(session.apply, Offer(0, (2,), (princess,), ()))
        await pilot.pause()
        assert said.count(waits) == 1 and isinstance(app.screen, MessageDialog)
        await pilot.press("enter")  # the box closes: the offer to answer is there
        await pilot.pause()
        assert app.screen is table_of(app) and "2 Refuse" in screen_text(app)
        await pilot.press("l")  # the log open while the answer waits on her
        await pilot.pause()
        assert isinstance(app.screen, LogDialog)
        contextvars.Context().run(session.apply, Refuse(2))  # (as if from her terminal:
        contextvars.Context().run(session.apply, Offer(0, (2,), (princess,), ()))
        await pilot.pause()  # a second offer to her, made while the log is open)
        assert said.count(waits) == 1  # (she was asked all along)
        await pilot.press("escape")
        await pilot.pause()
        assert "2 Refuse" in screen_text(app) and "Cem refuses" in screen_text(app)


@pilot_test
async def test_the_other_terminals_are_told_of_an_undo():
    """Play-test over SSH: Ann's undo took her planting back on every screen, with no
    word on the others of why their tables went back."""
    from tui_helpers import after_haste, choose

    from excalibohn_tui.host.apps import SeatApp

    session = Session.new(parse_seats("Ann,Ben,Cem"), 4, autosave=False)
    hub = Hub(session, Doors.new(["Ann", "Ben", "Cem"], [0, 1, 2]), bot_delay=0)
    first = session.game.deciding()  # (plants the front card)
    others = {p: Remote() for p in range(3) if p != first}
    for p, remote in others.items():
        hub.join(p, remote, "127.0.0.1")
    app = SeatApp(hub, first, Terminal(Channel(), (100, 30)))
    hub.join(first, app, "127.0.0.1")
    name = session.seats[first].name
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # the greeting
        await pilot.pause()
        await choose(pilot, app, "Plant")
        assert len(session.game.log) == 1
        await after_haste(pilot)
        await pilot.press("u")
        await pilot.pause()
        assert not session.game.log
        for remote in others.values():
            told = [m.text for m in remote.messages if isinstance(m, Notice)]
            assert f"{name} took back their last step." in told


def _ann_and_ben_over_ssh(active: int):
    """Ann and Ben, people at their own terminals (both connected), and Cem, a computer
    player, in the trading of ``active``: the game, its session, the hub and the two
    connections."""
    from tui_helpers import session_for

    from rules.builder import build

    game = build(["Ann", "Ben", "Cem"], hands={0: ["sword", "cap"], 1: ["mean"], 2: ["cap"]},
                 turned_up=["princess", "magic"], active=active, phase="trade")
    session = session_for(game, ["human", "human", "random"])
    hub = Hub(session, Doors.new([s.name for s in session.seats], [0, 1]), bot_delay=0)
    ann, ben = Remote(), Remote()
    hub.join(0, ann, "127.0.0.1")
    hub.join(1, ben, "127.0.0.1")
    return game, session, hub, ann, ben


def test_the_presence_line_says_when_the_game_waits_for_someone_away():
    """Ann offers Ben a card and Ben's connection drops: the line under everyone's table
    said only "Ben is away", and Ann waited with no word of what for or how to go on.  It
    says that the game waits for Ben, and the ways on: the host's b, Ann's u."""
    from rules import Bean, Offer

    game, session, hub, ann, ben = _ann_and_ben_over_ssh(active=0)
    hub.leave(ben, 1, "lost")
    assert hub.presence_text() == "Ben is away"  # Ann is deciding: nobody waits for Ben
    princess = game.state.turned_up[0]
    session.apply(Offer(0, (1,), (princess,), (Bean.MEAN,)))
    text = hub.presence_text()
    assert text.startswith("The game waits for Ben, who is away")
    assert "b lets a computer player answer for them" in text
    assert "Ann's u takes back the offer" in text
    hub.join(1, Remote(), "127.0.0.1")
    assert hub.presence_text() == ""


def test_the_presence_line_offers_no_u_for_a_computer_players_offer():
    """A computer player's offer waits for Ben, who is away: the line said "u takes back an
    offer made to them", and a play-tester pressed u at the host and at Ann's seat for
    nothing: only a person's own offer can be taken back so.  The host's b remains."""
    from rules import Bean, Offer

    game, session, hub, _ann, ben = _ann_and_ben_over_ssh(active=2)
    hub.leave(ben, 1, "lost")
    session.apply(Offer(2, (1,), (game.state.turned_up[0],), (Bean.MEAN,)))
    text = hub.presence_text()
    assert text.startswith("The game waits for Ben, who is away"), text
    assert "b lets a computer player answer for them" in text and "takes back" not in text
    assert "or in 20 s the offer counts as refused" in text, text


@pytest.mark.parametrize("back", [False, True], ids=["stays away", "comes back"])
def test_a_computer_players_offer_to_someone_away_counts_as_refused_after_a_while(
        monkeypatch, back):
    """Play-test: Cem offered Ben a gift just as Ben's connection dropped, and every table
    stood still until the host's b: nobody else could answer or take the offer back.  Once
    it has waited ``AWAY_ANSWER`` seconds it counts as refused, and everyone is told; if
    Ben is back before then, he answers it himself."""
    from excalibohn_tui.host import hub as hub_module
    from rules import Bean, Offer, Refuse

    monkeypatch.setattr(hub_module, "AWAY_ANSWER", 0.3)
    game, session, hub, ann, ben = _ann_and_ben_over_ssh(active=2)

    async def run():
        session.apply(Offer(2, (1,), (game.state.turned_up[0],), (Bean.MEAN,)))
        hub.leave(ben, 1, "lost")
        await asyncio.sleep(0.1)
        # (the seconds left, counted down: "in a moment" said nothing of how long)
        assert "or in 1 s the offer counts as refused" in hub.presence_text()
        if back:
            hub.join(1, Remote(), "127.0.0.1")
        await asyncio.sleep(0.5)
        hub.stop("the end")

    asyncio.run(run())
    told = [m.text for m in ann.messages if isinstance(m, Notice)]
    if back:
        assert isinstance(game.log[-1], Offer) and game.awaiting()[0].player == 1
        assert not any("counts as refused" in t for t in told), told
    else:
        assert Refuse(1) in game.log  # (and Cem plays on)
        # and the log marks the refusal as made for him ("Ben refuses." read as his own)
        assert "Ben refuses. (made for Ben, who was away)" in session.log_lines(None)
        assert "Ben is away: the offer counts as refused." in told, told


@pilot_test
async def test_q_on_the_too_small_notice_leaves_a_seat_and_never_stops_the_host():
    """Play-test over SSH: the notice said "q leaves", and q asked "Leave the table?"
    under it, unseen.  At a seat q leaves at once (the seat waits); at the host, where
    leaving disconnects everyone, it stops nothing unasked, and the notice says so."""
    from excalibohn_tui.host.apps import HostApp, SeatApp
    from excalibohn_tui.screens.small import TooSmallScreen

    hub = hosted("Ann,Ben,Cem")
    hub.join(0, Remote(), "127.0.0.1")
    seat = SeatApp(hub, 1, Terminal(Channel(), (60, 20)))
    hub.join(1, seat, "127.0.0.1")
    host = HostApp(hub, ["Ann  ssh ...", "Ben  ssh ..."])
    for app, words, leaves in ((seat, "q leaves the table (your seat waits).", True),
                               (host, "Make it larger to stop hosting.", False)):
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause(0.2)
            assert isinstance(app.screen, TooSmallScreen)
            assert words in " ".join(screen_text(app).split())
            await pilot.press("q")
            await pilot.pause()
            assert app.is_running is not leaves
