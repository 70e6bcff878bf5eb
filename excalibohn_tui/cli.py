"""The ``excalibohn`` command: the app, and headless tools (simulate)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from rules.i18n import N_, _, ngettext

from . import APP

#: argparse's own messages, as it words them (a regular expression each), and ours
_ARGPARSE = [
    (r"argument (?P<argument>.+?): (?P<rest>.*)", N_("argument {argument}: {rest}")),
    (r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)",
     N_("invalid choice: {value} (choose from {choices})")),
    (r"the following arguments are required: (?P<names>.*)",
     N_("the following arguments are required: {names}")),
    (r"unrecognized arguments: (?P<words>.*)", N_("unrecognized arguments: {words}")),
    (r"expected one argument", N_("expected one argument")),
    (r"invalid (?P<kind>\S+) value: (?P<value>.*)", N_("not a valid {kind}: {value}")),
    (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)",
     N_("ambiguous option: {option} could match {matches}")),
]


#: the types argparse names in "invalid float value", in words
_KINDS = {"int": N_("whole number"), "float": N_("number")}


def _argparse_words(message: str) -> str:
    """One of argparse's messages in the language in use (as it is, if it is not known)."""
    import re

    for pattern, words in _ARGPARSE:
        found = re.fullmatch(pattern, message, re.DOTALL)
        if found:
            parts = found.groupdict()
            if "rest" in parts:
                parts["rest"] = _argparse_words(parts["rest"])
            if "kind" in parts:  # argparse names the type: int, float
                parts["kind"] = _(_KINDS.get(parts["kind"], parts["kind"]))
            return _(words).format(**parts)
    return message


class _Formatter(argparse.HelpFormatter):
    """Help in the language in use: the usage line and the section titles."""

    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, prefix=_("usage: ") if prefix is None
                          else prefix)

    def start_section(self, heading):
        titles = {"options": _("options"), "positional arguments": _("positional arguments")}
        super().start_section(titles.get(heading, heading))


class Parser(argparse.ArgumentParser):
    """argparse in the language in use: its usage, section titles, ``-h`` and errors."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help=_("show this help message and exit"))

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, _("{prog}: error: {message}").format(
            prog=self.prog, message=_argparse_words(message)) + "\n")


def _simulate(args: argparse.Namespace) -> int:
    from excalibohn_ai import FACTORIES
    from rules.games import SPECS
    from rules.simulate import run

    from .names import printable

    # the same spelling as ``play --seats`` (bot:normal), or the level alone (normal)
    kinds = [k.strip().lower().removeprefix("bot:").strip() for k in args.seats.split(",")
             if k.strip()]
    unknown = [k for k in kinds if k not in FACTORIES]
    allowed = SPECS[args.variant].seats
    if unknown or len(kinds) not in allowed:
        levels = ", ".join(f"bot:{k}" for k in FACTORIES)
        print(printable(_("excalibohn simulate: --seats needs {low} to {high} computer "
                          "players ({levels}) for {variant}; got {seats}").format(
                              low=allowed.start, high=allowed.stop - 1, levels=levels,
                              variant=args.variant, seats=repr(args.seats))), file=sys.stderr)
        return 2
    summary = run(kinds, FACTORIES, args.games, args.seed, check=args.check,
                  variant=args.variant)
    if not args.json:
        print(ngettext("{n} game of {kinds} (seed {seed}):",
                       "{n} games of {kinds} (seed {seed}):", summary["games"]).format(
            n=summary["games"], kinds=", ".join(kinds), seed=args.seed))
        print("  " + _("errors: {n}").format(n=summary["errors"]))
        # (each kind and its wins in words: a Python dict was printed, play-test)
        print("  " + _("wins by kind: {wins}").format(wins=", ".join(
            f"{kind} {wins:g}" for kind, wins in summary["wins_by_kind"].items())))
        print("  " + _("wins by seat: {wins}").format(
            wins=", ".join(f"{w:g}" for w in summary["wins_by_seat"])))
        print("  " + _("mean score by seat: {scores}").format(
            scores=", ".join(f"{x:g}" for x in summary["mean_score_by_seat"])))
        print("  " + _("mean turns: {turns}, mean actions: {actions}").format(
            turns=summary["mean_turns"], actions=summary["mean_actions"]))
        print("  " + _("{games} games/s, {actions} actions/s").format(
            games=summary["games_per_second"], actions=summary["actions_per_second"]))
    print(json.dumps(summary) if args.json else "", end="\n" if args.json else "")
    return 1 if summary["errors"] else 0


# ---------------------------------------------- the table: start screen, play


def _start(args: argparse.Namespace) -> int:
    from .app import ExcalibohnApp

    app = ExcalibohnApp(bot_delay=args.bot_delay, offer_wait=args.offer_wait)
    app.run()
    if app.farewell:
        print(app.farewell)
    return app.return_code or 0


def _play(args: argparse.Namespace) -> int:
    import random

    from .app import run_session
    from .session import Session, parse_seats

    try:
        seats = parse_seats(args.seats, args.variant)
    except ValueError as e:
        args.parser.error(_("argument {argument}: {rest}").format(argument="--seats", rest=e))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1_000_000)
    return run_session(Session.new(seats, seed, variant=args.variant, save_now=False),
                       bot_delay=args.bot_delay, offer_wait=args.offer_wait)


def _add_play_command(sub) -> None:
    from rules.games import NAMED as GAME_NAMES

    play = sub.add_parser("play", help=_("start a game at once, without the start screen"))
    play.add_argument("--seats", default="Ann,Ben,bot:random", metavar=_("SEATS"),
                      help=_('3 to 5 seats (Bohnedikt: 2 to 5): names for people, bot:LEVEL (or the '
                             'level alone) for computer players, e.g. "Ann,Ben,bot:random"'))
    play.add_argument("--variant", default=GAME_NAMES[0], choices=GAME_NAMES,
                      help=_("which game of the rulebooks to play (default: excalibohn)"))
    play.add_argument("--seed", type=int, default=None, metavar=_("SEED"),
                      help=_("deal (default: random)"))
    _add_bot_delay(play)
    _add_offer_wait(play)
    play.set_defaults(func=_play, parser=play)


def _add_bot_delay(parser: argparse.ArgumentParser,
                   default: float | str = argparse.SUPPRESS) -> None:
    """``--bot-delay``, before or after the command (``excalibohn --bot-delay 0 play``: the
    command's own default 0.6 replaced the value given before it, play-test)."""
    parser.add_argument("--bot-delay", type=_seconds, default=default, metavar=_("SECONDS"),
                        help=_("pause after each computer player's action (default 0.6; a "
                               "resumed game keeps the one it was played at)"))


def _add_offer_wait(parser: argparse.ArgumentParser,
                    default: float | None | str = argparse.SUPPRESS,
                    space: bool = True) -> None:
    """``--offer-wait``, before or after the command (``excalibohn play --offer-wait 15``);
    ``space``: Space ends the wait (at one keyboard; over SSH the wait is everyone's)."""
    parser.add_argument("--offer-wait", type=_seconds, default=default, metavar=_("SECONDS"),
                        help=_("how long a computer player waits for people's offers before "
                               "it ends its trading; Space ends the wait (default 8; 0: it "
                               "does not wait)") if space else
                        _("how long a computer player waits for people's offers before it "
                          "ends its trading (default 8; 0: it does not wait)"))


# ----------------------------------------------------------- hosting over SSH


def _host(args: argparse.Namespace) -> int:
    from .host.run import host_command

    return host_command(args)


def _port(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("not a port number: {text}").format(
            text=repr(text))) from None
    if not 0 <= n <= 65535:
        raise argparse.ArgumentTypeError(_("a port is 1 to 65535 (0: any free one), not {n}")
                                         .format(n=n))
    return n


def _add_host_command(sub) -> None:
    from rules.games import NAMED as GAME_NAMES

    host = sub.add_parser(
        "host", help=_("host a game over SSH: every player at their own terminal"),
        description=_("Deal a game and serve it over SSH: each person gets a join line "
                      "(ssh -p PORT name-xxxx-xxxx@HOST) that opens their own seat's table. "
                      "Listens on 127.0.0.1 (this computer only) unless --bind says otherwise. "
                      "One language for the whole host and every player's screen: --lang."))
    host.add_argument("--seats", default="Ann,Ben,bot:normal", metavar=_("SEATS"),
                      help=_('names for people, bot:LEVEL (or the level alone) for computer '
                             'players, e.g. '
                             '"Ann,Ben,Cat,bot:normal"'))
    host.add_argument("--variant", default=GAME_NAMES[0], choices=GAME_NAMES,
                      help=_("which game of the rulebooks to play (default: excalibohn)"))
    host.add_argument("--local", metavar=_("NAMES"),
                      help=_("people who play hot-seat at the host's own keyboard, e.g. Ann,Ben"))
    host.add_argument("--port", type=_port, default=None,
                      help=_("the port to listen on (default 2222; 0: any free one)"))
    host.add_argument("--bind", default=None, metavar=_("ADDRESS"),
                      help=_("the address to listen on (default 127.0.0.1: this computer only; "
                             "0.0.0.0: the local network too, keep it behind a firewall)"))
    host.add_argument("--watch", choices=("open", "secret", "off"), default="open",
                      help=_("onlookers: 'open' lets in ssh watch@HOST, 'secret' makes a "
                             "secret line for them, 'off' lets none in (default: open)"))
    host.add_argument("--resume", nargs="?", const="", default=None, metavar=_("SAVE"),
                      help=_("host the last hosted game again (or the one in SAVE), with the "
                             "same join lines"))
    host.add_argument("--seed", type=int, default=None, metavar=_("SEED"),
                      help=_("deal (default: random)"))
    _add_bot_delay(host)
    host.add_argument("--no-table", action="store_true",
                      help=_("no table on the host's terminal: print what happens instead"))
    _add_offer_wait(host, space=False)
    host.set_defaults(func=_host)


# ------------------------------------------- saved games: resume, replay, save-as


def _fail(message: str) -> int:
    """A problem for a person: one paragraph on stderr, exit status 1, no traceback (and no
    control character of a file's name or content: those are written as escapes)."""
    from .names import printable

    print(f"excalibohn: {printable(message)}", file=sys.stderr)
    return 1


def _load_for_command(path: str | None, *, autosave: bool = True,
                      instead: str = N_("The newest game that could be read is continued "
                                        "instead.")):
    """The session in ``path`` (default: the newest unfinished game that loads; each newer
    save that could not be read is named on stderr, followed by ``instead``) or an int
    exit status."""
    from .persistence import SaveError, load_session, newest_resumable, saves_dir

    if path is None:
        session, problems = newest_resumable(autosave=autosave)
        for problem in problems:
            _fail(problem + ("" if session is None else " " + _(instead)))
        if session is None:
            words = (_("There is no unfinished game to continue in {folder} that could be read. "
                       "Start one with 'excalibohn', or name a saved game file.") if problems
                     else _("There is no unfinished game to continue in {folder}. Start one "
                            "with 'excalibohn', or name a saved game file."))
            return _fail(words.format(folder=saves_dir()))
        return session
    try:
        return load_session(path, autosave=autosave)
    except SaveError as e:
        return _fail(str(e))


def _resume(args: argparse.Namespace) -> int:
    session = _load_for_command(args.file)
    if isinstance(session, int):
        return session
    where = session.save_path
    if session.game.finished:
        return _fail(_("That game is over. Watch it again with 'excalibohn replay {file}'.")
                     .format(file=args.file or where))
    if args.check:
        from .names import printable
        from .persistence import saves_dir

        s = session.game.state
        # (a computer player's level in the language in use: "Ann (human)" on the German
        # screen, play-test; people by their names alone, as the start screen lists them)
        seats = ", ".join(c.name if c.kind == "human" else f"{c.name} ({_(c.kind)})"
                          for c in session.seats)
        print(printable(ngettext("Unfinished game of {seats}: turn {turn}, {n} move.",
                                 "Unfinished game of {seats}: turn {turn}, {n} moves.",
                                 len(session.game.log)).format(
                                     seats=seats, turn=s.turn, n=len(session.game.log))))
        # a file outside the saves folder stays as it is: continuing it saves into a new
        # file there, whose name is drawn only then (the one drawn for the check was named
        # as if it existed, play-test)
        print(printable(_("Continued, it saves into {where}.").format(where=where)
                        if where is not None and where.exists() else
                        _("Continued, it saves into a new file in {folder}; this file stays "
                          "as it is.").format(folder=saves_dir())))
        return 0
    from .app import run_session

    return run_session(session, bot_delay=args.bot_delay, offer_wait=args.offer_wait,
                       greeting=hosted_words(where))


def hosted_words(save: Path | None) -> str:
    """For a game that was hosted (it has a record of its join lines), how to host it
    again: ``resume`` continues it at one keyboard, which a play-tester took for a
    mistake ("" for a game that was not hosted)."""
    from .host.files import HostError, record_for_save

    try:
        hosted = save is not None and record_for_save(save) is not None
    except HostError:  # (a damaged record: 'host --resume' says what is wrong with it)
        hosted = True
    if not hosted:
        return ""
    return _("This game was hosted: it goes on here at one keyboard. To host it again with "
             "the same join lines, quit (q) and run 'excalibohn host --resume'.")


def _replay(args: argparse.Namespace) -> int:
    from .persistence import latest_finished, saves_dir

    if args.file is None:
        args.file = latest_finished()
        if args.file is None:
            return _fail(_("There is no finished game to replay in {folder}; name a saved "
                           "game file.").format(folder=saves_dir()))
    session = _load_for_command(args.file, autosave=False)
    if isinstance(session, int):
        return session
    if not session.game.finished:
        return _fail(_("The game in {file} is not finished. A replay shows every hidden card, "
                       "so only finished games are replayed; continue this one with "
                       "'excalibohn resume {file}'.").format(file=args.file))
    from .screens.replay import ReplayApp, render_step, replay_steps

    if args.text:
        from .names import printable

        steps = replay_steps(session)
        for step in steps:
            print("\n".join(printable(line) for line in
                            render_step(step, len(steps) - 1,
                                        session.game.spec).plain.split("\n")))
            print("-" * 72)
        return 0
    app = ReplayApp(session)
    app.run()
    return app.return_code or 0  # 128 + the signal, if one ended it


def _save_as(args: argparse.Namespace) -> int:
    from .persistence import SaveError, copy_target

    try:
        dest = copy_target(args.dest)  # (where it may go: checked before anything is read)
    except SaveError as e:
        return _fail(str(e))
    if dest.is_file() and not args.force:
        return _fail(_("{dest} already exists; choose another name or add --force to replace "
                       "it.").format(dest=dest))
    # (copied, not continued: "is continued instead" read as if a game went on, play-test)
    session = _load_for_command(args.source, autosave=False, instead=N_(
        "The newest game that could be read is copied instead."))
    if isinstance(session, int):
        return session
    try:
        session.save_as(dest)
    except SaveError as e:
        return _fail(str(e))
    from .names import printable

    # (whose game: with the newest one damaged, an older one is copied, play-test)
    print(printable(ngettext(
        "Saved a copy of the game of {players} (turn {turn}, {n} move) to {dest}.",
        "Saved a copy of the game of {players} (turn {turn}, {n} moves) to {dest}.",
        len(session.game.log)).format(
            players=", ".join(c.name for c in session.seats), turn=session.game.state.turn,
            n=len(session.game.log), dest=dest)))
    return 0


def _add_saved_game_commands(sub) -> None:
    res = sub.add_parser(
        "resume", help=_("continue the last unfinished game, or a saved file"),
        description=_("Every game is saved after each move, in the saves folder of the user's "
                      "data folder ($XDG_DATA_HOME/excalibohn/saves, by default "
                      "~/.local/share/excalibohn/saves on Linux). Finished games stay there "
                      "for 'excalibohn replay'."))
    res.add_argument("file", nargs="?", help=_("a saved game (default: the last unfinished one)"))
    res.add_argument("--check", action="store_true",
                     help=_("only check the saved game and describe it; do not open the table"))
    _add_bot_delay(res)
    _add_offer_wait(res)
    res.set_defaults(func=_resume)
    rep = sub.add_parser("replay", help=_("step through a finished game with every card shown"))
    rep.add_argument("file", nargs="?",
                     help=_("a saved game that is over (default: the last one)"))
    rep.add_argument("--text", action="store_true",
                     help=_("print every position as text instead of opening the viewer"))
    rep.set_defaults(func=_replay)
    sav = sub.add_parser("save-as", help=_("write a named copy of a saved game"))
    sav.add_argument("dest", help=_("the file to write"))
    sav.add_argument("--from", dest="source", metavar=_("FILE"),
                     help=_("the saved game to copy (default: the last unfinished one)"))
    sav.add_argument("--force", action="store_true", help=_("replace DEST if it exists"))
    sav.set_defaults(func=_save_as)


def _seconds(text: str) -> float:
    """A number of seconds, 0 or more (a pace of "nan" or "-1" was taken, and kept in the
    save, which then could not be read)."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("not a number of seconds: {text}").format(
            text=repr(text))) from None
    if not math.isfinite(seconds) or seconds < 0:
        raise argparse.ArgumentTypeError(_("must be 0 seconds or more, not {text}").format(
            text=text))
    return seconds


def _positive(text: str) -> int:
    """A whole number of at least 1 (argparse turns the error into a usage message)."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("not a whole number: {text}").format(
            text=repr(text))) from None
    if n < 1:
        raise argparse.ArgumentTypeError(_("must be at least 1, not {n}").format(n=n))
    return n


def build_parser() -> argparse.ArgumentParser:
    # the names without the rules core, which plain `excalibohn` imports only when a game opens
    from rules.games import NAMED as GAME_NAMES

    parser = Parser(
        prog=APP,
        description=_("Excalibohn for the terminal: hot-seat for 3 to 5 players."))
    sub = parser.add_subparsers(dest="command", parser_class=Parser)
    sim = sub.add_parser("simulate", help=_("play games without a screen and summarise them"))
    sim.add_argument("--games", type=_positive, default=100, metavar="N",
                     help=_("how many games to play (at least 1; default 100)"))
    sim.add_argument("--seats", default="random,random,random,random",
                     help=_("comma-separated computer players, e.g. bot:normal,bot:random,bot:random "
                             "(or normal,random,random)"))
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--variant", default=GAME_NAMES[0], choices=GAME_NAMES,
                     help=_("which game of the rulebooks to play (default: excalibohn)"))
    sim.add_argument("--json", action="store_true", help=_("end with one JSON summary line"))
    sim.add_argument("--check", action="store_true",
                     help=_("check the card-conservation invariants after every action"))
    sim.set_defaults(func=_simulate)
    _add_saved_game_commands(sub)
    _add_play_command(sub)
    _add_host_command(sub)
    # (None: not chosen; a resumed game then goes on at its own pace, ``Session.take_pace``)
    _add_bot_delay(parser, default=None)
    _add_offer_wait(parser, default=None)
    _add_language_option(parser, default=None)
    for command in sub.choices.values():  # also after the command: `excalibohn play --lang de`
        _add_language_option(command, default=argparse.SUPPRESS)
    return parser


def _add_language_option(parser: argparse.ArgumentParser, default) -> None:
    from rules.i18n import LANGUAGES

    parser.add_argument("--lang", choices=list(LANGUAGES), default=default,
                        help=_("the language of the game, kept for next time: {languages}; "
                               "default: the one last chosen here or on the start screen, "
                               "else the locale's").format(
                                   languages=", ".join(f"{code} ({name})"
                                                       for code, name in LANGUAGES.items())))


def _language(argv: list[str] | None) -> None:
    """Set the language before anything is put into words (the help of the command line
    too): ``--lang`` wherever it stands, else the remembered choice, else the locale."""
    from . import lang

    first = argparse.ArgumentParser(add_help=False)
    first.add_argument("--lang")
    known, _rest = first.parse_known_args(argv)
    # a language we do not speak is refused by the full command line, in the words of
    # the language that would otherwise be used; one asked for is remembered, as the start
    # screen's choice is (a game played with --lang de was resumed in English, play-test)
    code = lang.start(known.lang if known.lang in lang.LANGUAGES else None)
    if known.lang == code:
        lang.remember(code)


def main(argv: list[str] | None = None) -> int:
    _language(argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return _start(args)
    try:
        return args.func(args)
    except BrokenPipeError:
        # the reader of the output stopped reading ("replay --text | head"): nothing more
        # to say, and no traceback (Python's advice: stdout to nowhere, so that the
        # flush at exit does not fail again)
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
