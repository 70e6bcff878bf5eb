"""Saved games: where they live, how they are written, and how they are read back.

A save is one JSON document (``save_format.SaveFile``): a header (the format name and
version, the variant, the seed, the seats, whether it is finished, when it was saved,
the turn), then the action log and the full state.  Loading replays the log from the
seed and accepts the file only if that reproduces the saved state exactly, so a damaged
or hand-edited file is refused instead of being played on.

Listing the saved games (``list_saves``, for the start screen) reads only each file's
header and needs neither Pydantic nor the rules core: this module imports them only when
a game is written or read in full.  The start screen's seats and game are remembered
here too (``last_table``, ``remember_table``).

Writes are atomic (a temporary file in the same folder, flushed and synced,
then renamed over the old one, then the folder synced): a crash at any
instant leaves either the previous save or the new one.  Reading never
writes: a file that fails to load stays exactly as it was, and no autosave
is touched until the next action of a game that did load.  (Autosaves that
earlier versions named after the game's seed are renamed when the saves
folder is searched or such a game is continued; their content stays.)

Every problem reaches the caller as ``SaveError``, whose message is one
paragraph for a person: what is wrong with which file and what to do.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import platformdirs

from . import APP
from .names import check_names, printable
from .os_words import BARRED, FULL, os_words


def _(message: str) -> str:
    """``message`` in the language in use (``rules.i18n``, imported when first needed: the
    saved games are listed before the rules core is loaded)."""
    from rules.i18n import _ as translate

    return translate(message)


def N_(message: str) -> str:  # noqa: N802 (marks a text for the catalogue)
    return message


if TYPE_CHECKING:
    from rules import Game

    from .save_format import SaveFile
    from .session import Session

FORMAT = "excalibohn-save"
#: The save format this version writes.  Raise it when the layout changes and add a
#: function to ``MIGRATIONS`` that turns a document of the old version into the new one.
#: Version 2: each offer's steps in the one order the rules took them.  Version 3: an offer
#: is one action.  Version 4: the turn in the header, for the list of saved games.
#: Version 5: the state names the edition of the rules the game is played by.
FORMAT_VERSION = 5
#: A real game is far smaller (about 130 KB for 3,000 actions; even the engine's limit of
#: 200,000 actions stays under 10 MB); anything larger is not ours.
MAX_SAVE_BYTES = 32 * 1024 * 1024
#: temporary files of writes that a crash cut short are swept away after this many seconds
_STALE_SECONDS = 600

_UNCHANGED = N_("The file was left as it is.")


class SaveError(Exception):
    """A saved game could not be read or written.  ``str(error)`` is one paragraph for a person,
    safe to show as it is: a control character of a file's name or content is written as an
    escape (``\\x1b``), never sent to the terminal."""

    def __init__(self, message: str) -> None:
        super().__init__(printable(message))


def __getattr__(name: str):
    """``SaveFile``, the Pydantic model of a save (``save_format``), imported on first use."""
    if name == "SaveFile":
        from .save_format import SaveFile

        return SaveFile
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# ------------------------------------------------------------------ places


def data_dir() -> Path:
    """The user's data folder for Excalibohn (on Linux ``$XDG_DATA_HOME/excalibohn``,
    by default ``~/.local/share/excalibohn``)."""
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def saves_dir() -> Path:
    """Where autosaves go: one file per game, kept after the game ends."""
    return data_dir() / "saves"


def new_save_path() -> Path:
    """A fresh autosave file name for a game dealt now (the file is not created).

    The name tells when the game was dealt and nothing else (``game-<UTC time>-<eight
    random letters>.json``): never the seed, which recreates every hand and the whole draw
    order, and the name is shown on screen (messages about saving, ``resume --check``)."""
    return _fresh_name(time.strftime("%Y%m%d-%H%M%S", time.gmtime()))


def _fresh_name(stamp: str) -> Path:
    import secrets
    import string

    folder = saves_dir()
    while True:
        token = "".join(secrets.choice(string.ascii_lowercase) for _k in range(8))
        path = folder / f"game-{stamp}-{token}.json"
        if not path.exists():
            return path


#: the autosave names of earlier versions: ``game-<UTC time>-<seed>[-<n>].json``
_NAMED_BY_SEED = re.compile(r"game-(\d{8}-\d{6})-\d+(?:-\d+)?\.json")


def _without_seed(path: Path) -> Path:
    """Rename an autosave that an earlier version named after its seed (kept as it is:
    only its name changes); the path to use from now on."""
    m = _NAMED_BY_SEED.fullmatch(path.name)
    if m is None:
        return path
    new = _fresh_name(m.group(1))
    try:
        os.rename(path, new)
    except OSError:  # a folder that cannot be written: the name stays, nothing else does
        return path
    return new


# ----------------------------------------------------- the list of saved games


class SavedGame(NamedTuple):
    """A saved game as its header describes it (read without checking the rest: loading
    it with ``load_session`` checks the whole file).  A named tuple, not a dataclass: it
    is defined before the start screen's first frame, and costs a seventh as much."""

    path: Path
    #: the game of the rulebooks (``rules.games``), as the file names it
    variant: str
    #: (name, kind) of each seat; kind "human" or a computer player's level
    seats: tuple[tuple[str, str], ...]
    finished: bool
    #: when it was last saved: UTC, ``2026-12-02T14:05:00Z``
    saved_at: str
    #: the turn reached (None: the file does not say)
    turn: int | None
    #: the file ends as a saved game does; False: it was cut off (a full disk, a crash)
    complete: bool
    #: the file's modification time (what "newest" means)
    modified: float
    #: its header could be read (False: ``list_saves(unreadable=True)``'s files, of which
    #: nothing is known but the file)
    header: bool = True


#: the header's members, written before the action log (``save_format.SaveFile``)
_HEADER = ("format", "version", "variant", "seed", "seats", "finished", "saved_at", "turn")
#: enough for any header: five names of at most 20 characters and a few numbers
_HEAD_BYTES = 4096
_SPACE = re.compile(r"[ \t\n\r]*")


def _leading_members(text: str) -> tuple[dict[str, Any], bool]:
    """The members of the JSON object that ``text`` begins with, up to its action log, as
    far as ``text`` holds them whole; and whether that is all of them (the log or the
    object's end was reached)."""
    decoder = json.JSONDecoder()
    found: dict[str, Any] = {}
    i = _SPACE.match(text).end()
    if not text.startswith("{", i):
        return found, False
    i += 1
    try:
        while True:
            i = _SPACE.match(text, i).end()
            if text.startswith("}", i):
                return found, True
            key, i = decoder.raw_decode(text, i)
            i = _SPACE.match(text, i).end()
            if not isinstance(key, str) or not text.startswith(":", i):
                return found, False
            if key == "log":
                return found, True
            value, i = decoder.raw_decode(text, _SPACE.match(text, i + 1).end())
            found[key] = value
            i = _SPACE.match(text, i).end()
            if text.startswith(",", i):
                i += 1
            else:
                return found, text.startswith("}", i)
    except (ValueError, RecursionError):  # cut off within a member (or not JSON at all)
        return found, False


def read_header(path: Path) -> SavedGame | None:
    """What the saved game in ``path`` is, from the first few kilobytes of the file (and
    its last bytes, to tell a file cut off); None when it is not a saved game.  Neither
    Pydantic nor the rules core is needed: the start screen lists games with this."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            st = os.fstat(f.fileno())
            if not stat.S_ISREG(st.st_mode) or not 0 < st.st_size <= MAX_SAVE_BYTES:
                return None
            head = f.read(_HEAD_BYTES)
            if st.st_size > _HEAD_BYTES:
                f.seek(st.st_size - 16)
                tail = f.read(16)
            else:
                tail = head
            doc, whole = _leading_members(head.decode("utf-8", "replace"))
            if doc.get("format", FORMAT) != FORMAT:
                return None
            if not whole or "turn" not in doc:  # reordered by hand, or an older format
                f.seek(0)
                full = json.loads(f.read(MAX_SAVE_BYTES))
                if not isinstance(full, dict):
                    return None
                doc = {k: full.get(k) for k in _HEADER}
                if doc["turn"] is None and isinstance(full.get("state"), dict):
                    doc["turn"] = full["state"].get("turn")
    except (OSError, ValueError, RecursionError):
        # unreadable, or a cut-off file whose header was not whole: not a game to list
        return None
    seats = doc.get("seats")
    if (doc.get("format") != FORMAT or not isinstance(doc.get("variant"), str)
            or not isinstance(doc.get("finished"), bool) or not isinstance(seats, list)
            or not all(isinstance(x, dict) and isinstance(x.get("name"), str)
                       and isinstance(x.get("kind", "human"), str) for x in seats)):
        return None
    turn = doc.get("turn")
    saved_at = doc.get("saved_at")
    return SavedGame(
        path=path, variant=doc["variant"],
        seats=tuple((x["name"], x.get("kind", "human")) for x in seats),
        finished=doc["finished"], saved_at=saved_at if isinstance(saved_at, str) else "",
        turn=turn if type(turn) is int else None, complete=tail.rstrip().endswith(b"}"),
        modified=st.st_mtime)


def list_saves(unreadable: bool = False) -> list[SavedGame]:
    """Every saved game in ``saves_dir()``, the most recently saved first (finished ones
    too: they are kept for replays).  Reads only each file's header (``read_header``);
    sweeps away what crashed writes left behind and renames files named after their
    seed (``_sweep``).  With ``unreadable``, the files whose header cannot be read too
    (``_unreadable``): the start screen lists them, to be chosen to hear why and deleted
    (they vanished from it without a word, play-test)."""
    _sweep()
    try:
        files = list(saves_dir().glob("*.json"))
    except OSError:
        return []
    games = [g for g in (read_header(f) or (_unreadable(f) if unreadable else None)
                         for f in files) if g is not None]
    games.sort(key=lambda g: g.modified, reverse=True)
    return games


def _unreadable(path: Path) -> SavedGame | None:
    """A file of the saves folder whose header cannot be read (filled with garbage, cut
    off within it), as a game of which nothing is known but its file ("damaged", its file
    name for its game); None if it is gone."""
    try:
        modified = path.stat().st_mtime
    except OSError:
        return None
    return SavedGame(path=path, variant=path.name, seats=(), finished=False,
                     saved_at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(modified)),
                     turn=None, complete=False, modified=modified, header=False)


def delete_save(path: Path) -> None:
    """Delete a saved game of ``saves_dir()`` (nothing else: a named copy elsewhere is the
    user's own file).  Raises ``SaveError`` saying why it could not be deleted."""
    path = Path(path)
    if path.parent.resolve() != saves_dir().resolve() or path.suffix != ".json":
        raise SaveError(_("{path} is not in the saves folder {folder}, so it is not deleted "
                          "from here.").format(path=path, folder=saves_dir()))
    try:
        path.unlink()
    except FileNotFoundError:
        return  # gone already (deleted in another window)
    except OSError as e:
        raise SaveError(_("The saved game {path} could not be deleted: {why}. Check that the "
                          "saves folder may be written to.").format(path=path,
                                                                    why=os_words(e))) from None


def latest_unfinished() -> Path | None:
    """The most recently saved game that is not over, or None.

    This only looks at each file's header; the caller loads the game with
    ``load_session``, which checks it fully.  It also sweeps away temporary files that a
    crash in the middle of a save left behind (never a save itself).
    """
    return _latest(finished=False)


def newest_resumable(*, autosave: bool = True) -> tuple[Session | None, list[str]]:
    """The newest unfinished game that loads, and why each newer one could not be read.

    A save whose beginning looks like an unfinished game's can still be damaged further
    on (cut off, edited by hand): then the next older one is tried, so that one damaged
    file does not hide a game that can be continued.  ``autosave`` as for
    ``load_session``.  Returns (None, the reasons) when none loads."""
    problems: list[str] = []
    for path in _newest_first(finished=False):
        try:
            return load_session(path, autosave=autosave), problems
        except SaveError as e:
            problems.append(str(e))
    # nothing to continue: say too why each file not even listed could not be read (a file
    # filled with garbage has no header that says whether its game is over)
    with contextlib.suppress(OSError):
        for path in sorted(saves_dir().glob("*.json")):
            if read_header(path) is None:
                try:
                    load_session(path, autosave=False)
                except SaveError as e:
                    problems.append(str(e))
    return None, problems


def latest_finished() -> Path | None:
    """The most recently saved game that is over (for ``excalibohn replay``), or None."""
    return _latest(finished=True)


def _latest(finished: bool) -> Path | None:
    return next(_newest_first(finished), None)


def _newest_first(finished: bool):
    """The saves whose finished flag is ``finished``, the most recently saved first."""
    for game in list_saves():
        if game.finished is finished:
            yield game.path


def _sweep() -> None:
    now = time.time()
    with contextlib.suppress(OSError):
        for p in saves_dir().glob(".*.tmp"):
            with contextlib.suppress(OSError):
                if now - p.stat().st_mtime > _STALE_SECONDS:
                    p.unlink()
    with contextlib.suppress(OSError):
        for p in saves_dir().glob("game-*.json"):
            _without_seed(p)


# ------------------------------------------------------- the table last set


class LastTable(NamedTuple):
    """The seats and the game the start screen last began a game with."""

    variant: str
    #: (name, kind) of every row of the start screen, empty seats too (kind "empty")
    seats: tuple[tuple[str, str], ...]


def _table_file() -> Path:
    return data_dir() / "last-table.json"


def last_table() -> LastTable | None:
    """The table remembered by ``remember_table``, or None (none yet, or unreadable: the
    start screen then offers its defaults).  Read without the rules core; the caller
    checks names and kinds against what it offers."""
    try:
        doc = json.loads(_table_file().read_bytes()[:65536])
        seats = tuple((str(s["name"]), str(s["kind"])) for s in doc["seats"])
        return LastTable(variant=str(doc["variant"]), seats=seats)
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def remember_table(table: LastTable) -> None:
    """Keep the seats and the game for the next start screen; a disk that says no is
    ignored (they are a convenience, not a game)."""
    doc = {"variant": table.variant,
           "seats": [{"name": n, "kind": k} for n, k in table.seats]}
    with contextlib.suppress(OSError):
        write_atomic(_table_file(), json.dumps(doc).encode())


# --------------------------------------------------------------- migrations


def _same_as_format_2(doc: dict) -> dict:
    """Format 1 -> 2: format 2 only took each offer's steps in one order; folded into one
    action (format 3) their order no longer matters."""
    return doc


def _offers_in_one(doc: dict) -> dict:
    """Format 2 -> 3: each offer folded into one action (``migration.offers_in_one``)."""
    from .migration import offers_in_one

    return offers_in_one(doc)


def _turn_in_header(doc: dict) -> dict:
    """Format 3 -> 4: the turn reached, repeated in the header (before the action log) for
    the list of saved games."""
    state = doc.get("state")
    turn = state.get("turn") if isinstance(state, dict) else None
    head = {k: doc[k] for k in ("format", "version", "variant", "seed", "seats", "finished",
                                "saved_at") if k in doc}
    return {**head, "turn": turn, **{k: v for k, v in doc.items() if k not in head}}


def _edition_named(doc: dict) -> dict:
    """Format 4 -> 5: the state names the edition of the rules the game is played by
    (``migration.edition_named``)."""
    from .migration import edition_named

    return edition_named(doc)


#: Older format versions this version can still read: version -> upgrade to version + 1.
MIGRATIONS: dict[int, Any] = {1: _same_as_format_2, 2: _offers_in_one, 3: _turn_in_header,
                              4: _edition_named}


# ----------------------------------------------------------------- writing


def save_bytes(session: Session) -> bytes:
    """The save document of ``session`` as UTF-8 JSON."""
    from .save_format import SaveFile

    g = session.game
    doc = SaveFile.model_construct(
        format=FORMAT, version=FORMAT_VERSION, variant=g.state.variant, seed=g.state.seed,
        seats=session.seats, finished=g.finished,
        saved_at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), turn=g.state.turn,
        log=g.log, state=g.state,
        bots=session.bot_memory(), seen=session.seen if session.seen_known else None,
        stood_in=session.stood_in, pace=session.pace,
    )
    # (a game without stand-ins writes no "stood_in", nor "pace" where none was chosen:
    # such a file, most of them, stays readable by an Excalibohn from before the field,
    # which refuses fields it does not know)
    return doc.model_dump_json(exclude={name for name in ("stood_in", "pace")
                                        if not getattr(doc, name)}).encode()


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` so that a crash leaves the old or the new content."""
    import tempfile

    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):  # not every system can sync a folder
        dfd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def file_stamp(path: Path) -> tuple[int, int] | None:
    """Which version of a file this is (every atomic write makes a new inode), or None."""
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns


def expand(name: str | Path) -> Path:
    """``name`` as a path, ``~`` and ``~user`` expanded; ``SaveError`` where it cannot be
    (a user who does not exist: Python's "Could not determine home directory" reached a
    player as a traceback, play-test)."""
    try:
        return Path(name).expanduser()
    except RuntimeError:
        raise SaveError(_("{name} names the home folder of a user this system does not "
                          "know.").format(name=name)) from None


def copy_target(name: str | Path) -> Path:
    """Where a named copy of a game typed as ``name`` goes, checked before anything is
    written: ``SaveError`` in words where it cannot go there (an unknown user's ``~``, a
    name that ends in a slash, is a folder, is too long, lies in a folder that is not
    there or under a file, or is a device or the like: play-tests)."""
    path = expand(name)
    try:
        folder = path.is_dir()
        parent_there = path.parent.exists() or path.parent.is_symlink()
        parent_dir = path.parent.is_dir()
        there = os.path.lexists(path)
        regular = path.is_file()
    except OSError as e:  # (a name too long, a loop of links)
        raise SaveError(_("No copy was saved to {path}: {why}.").format(
            path=path, why=os_words(e))) from None
    if folder:  # (an empty name is the folder one is in: "Is a directory")
        raise SaveError(_("{path} is a folder, so no copy was saved: give the copy a file "
                          "name.").format(path=path.absolute()))
    if str(name).endswith(("/", os.sep)):  # ("newdir/" saved a file called newdir)
        raise SaveError(_("{name} ends in a slash, as the name of a folder does, so no copy "
                          "was saved: give the copy a file name.").format(name=name))
    if not parent_there:
        # (not made: a folder mistyped became a new folder without a word, play-test;
        # ``cp`` does not make one either)
        raise SaveError(_("There is no folder {folder}, so no copy was saved. Make the "
                          "folder first, or choose another place.").format(
                              folder=path.parent.absolute()))
    if not parent_dir:
        raise SaveError(_("No copy was saved to {path}: {why}.").format(
            path=path, why=_("part of the path is not a folder")))
    if there and not regular and not path.is_symlink():
        # (save-as --force replaced /dev/full with a file, play-test)
        raise SaveError(_("{path} is not a regular file (a device, a pipe or the like), so "
                          "no copy was saved there.").format(path=path))
    return path


def write_save(session: Session, path: Path) -> None:
    """Save ``session`` to ``path`` atomically; raises ``SaveError`` if the disk says no."""
    try:
        write_atomic(path, save_bytes(session))
    except OSError as e:
        # (the advice that fits the error: "free some disk space" after "that is a folder"
        # told a player nothing, play-test)
        advice = (_("Free some disk space.") if e.errno in FULL else
                  _("Check that the folder may be written to.") if e.errno in BARRED else "")
        raise SaveError(" ".join(filter(None, (
            _("The game could not be saved to {path}: {why}.").format(path=path,
                                                                     why=os_words(e)),
            advice)))) from None


# ----------------------------------------------------------------- reading


def load_session(path: str | Path, *, autosave: bool = True) -> Session:
    """Read a saved game, check it, and return a session that continues it.

    The log is replayed from the seed and must reproduce the saved state.
    Raises ``SaveError`` (one paragraph) for any file that is missing,
    unreadable, damaged, too large, of another format version, or not a legal
    game.  The file is only read.  With ``autosave`` the session saves its next
    actions back into the same file if it lies in ``saves_dir()``, or else into
    a new autosave (a named copy stays as it was saved).
    """
    from .session import Session

    path = expand(path)
    stamp = file_stamp(path)
    doc = _parse(path, _read(path))
    save = _validate(path, doc)
    game = _replay(path, save)
    inside = autosave and path.resolve().parent == saves_dir().resolve()
    if inside:  # continued where it lies: under a name without its seed
        path = _without_seed(path)
    save_path = None
    if autosave:
        save_path = path.absolute() if inside else new_save_path()
    session = Session(game, list(save.seats), save_path)
    session._bot_memory = dict(save.bots)
    if save.seen is not None:
        session.seen = {seat: min(n, len(game.events)) for seat, n in save.seen.items()
                        if 0 <= seat < len(save.seats) and n >= 0}
        session.seen_known = True
    session.stood_in = {i: p for i, p in save.stood_in.items()
                        if 0 <= i < len(game.events) and 0 <= p < len(save.seats)}
    session.pace = dict(save.pace)
    session._replayable = True
    session.mark_saved()  # the file read holds the game as it is
    if inside:
        session._stamp = stamp  # to notice another window saving into the same file
    return session


#: what ``problem_of`` found, by file and the file's stamp (a file saved again is read again)
_CHECKED: dict[tuple[Path, tuple[int, int] | None], str | None] = {}


def problem_of(path: Path) -> str | None:
    """Why the saved game in ``path`` cannot be opened (``load_session``'s words), or None
    when it can: the whole file is checked and its game replayed, as loading does, without
    renaming or writing anything.  Remembered while the file stays as it is."""
    key = (path, file_stamp(path))
    if key not in _CHECKED:
        try:
            _replay(path, _validate(path, _parse(path, _read(path))))
            _CHECKED[key] = None
        except SaveError as err:
            _CHECKED[key] = str(err)
    return _CHECKED[key]


def _read(path: Path) -> bytes:
    try:
        if not path.exists():
            raise SaveError(
                _("There is no saved game at {path}. Check the name, or run 'excalibohn resume' "
                  "without a file name to continue the last unfinished game.").format(path=path))
        if path.is_dir():
            raise SaveError(_("{path} is a folder, not a saved game; give the name of a save "
                              "file inside it.").format(path=path))
        # opened without waiting (a pipe with no writer would wait forever), then checked
        # to be a regular file before anything is read
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            st = os.fstat(f.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise SaveError(
                    _("{path} is not a regular file (a pipe, a device or the like), so it is "
                      "not a saved game.").format(path=path) + " " + _(_UNCHANGED))
            if st.st_size > MAX_SAVE_BYTES:
                raise SaveError(
                    _("{path} is {size} bytes long, far more than any saved game of Excalibohn "
                      "(at most {most} bytes), so it is not one.").format(
                          path=path, size=f"{st.st_size:,}", most=f"{MAX_SAVE_BYTES:,}") + " " + _(_UNCHANGED))
            data = f.read(MAX_SAVE_BYTES + 1)
    except SaveError:
        raise
    except OSError as e:
        raise SaveError(_("The saved game {path} could not be read: {why}. Check that it is a "
                          "file you may read.").format(path=path, why=os_words(e)) + " " + _(_UNCHANGED)) from None
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(_("{path} grew beyond {most} bytes while being read, so it is not a "
                          "saved game.").format(path=path, most=f"{MAX_SAVE_BYTES:,}") + " " + _(_UNCHANGED))
    return data


def _parse(path: Path, data: bytes) -> dict:
    if not data.strip():
        raise SaveError(
            _("The saved game {path} is empty, perhaps because the disk was full when it was "
              "written. It cannot be continued; an older copy may still be in {folder}.").format(
                  path=path, folder=saves_dir()) + " " + _(_UNCHANGED))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(_("{path} is not a text file, so it is not an Excalibohn saved game "
                          "(those are JSON text).").format(path=path) + " " + _(_UNCHANGED)) from None
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError(
            _("The saved game {path} is damaged: it is not complete JSON (it may have been cut "
              "off or edited). It cannot be continued.").format(path=path) + " " + _(_UNCHANGED)) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(_("{path} is a JSON file but not an Excalibohn saved game.").format(
            path=path) + " " + _(_UNCHANGED))
    return doc


def _validate(path: Path, doc: dict) -> SaveFile:
    from pydantic import ValidationError

    from excalibohn_ai import FACTORIES

    from .migration import MigrationError
    from .save_format import SaveFile

    version = doc.get("version")
    if type(version) is not int:
        raise SaveError(_("The saved game {path} is damaged: its format version is "
                          "missing or not a whole number.").format(path=path)
                        + " " + _(_UNCHANGED))
    if version > FORMAT_VERSION:
        raise SaveError(
            _("The saved game {path} was written by a newer Excalibohn (save format {version}; "
              "this one reads format {ours} and older). Update Excalibohn to continue it.").format(
                  path=path, version=version, ours=FORMAT_VERSION) + " " + _(_UNCHANGED))
    while version < FORMAT_VERSION:
        upgrade = MIGRATIONS.get(version)
        if upgrade is None:
            raise SaveError(
                _("The saved game {path} uses save format {version}, which this Excalibohn "
                  "(format {ours}) can no longer read. Finish it with the version that wrote it, "
                  "or start a new game.").format(path=path, version=version,
                                                 ours=FORMAT_VERSION) + " " + _(_UNCHANGED))
        try:
            doc = upgrade(doc)
        except MigrationError as e:
            raise SaveError(_("The saved game {path} cannot be continued: {why}.").format(
                path=path, why=e) + " " + _(_UNCHANGED)) from None
        version += 1
        doc["version"] = version
    try:
        save = SaveFile.model_validate(doc)
    except (ValidationError, ValueError, RecursionError) as e:
        where = ""
        if isinstance(e, ValidationError) and e.errors():
            first = e.errors()[0]
            # (where, not pydantic's words: "Unable to extract tag using discriminator"
            # told a player nothing, play-test)
            where = ".".join(str(x) for x in first.get("loc", ()))
        words = (_("The saved game {path} is damaged: part of it is not what a save holds (at "
                   "{where}). It cannot be continued.") if where else
                 _("The saved game {path} is damaged: part of it is not what a save holds. It "
                   "cannot be continued."))
        raise SaveError(words.format(path=path, where=where) + " " + _(_UNCHANGED)) from None
    names = [s.name for s in save.seats]
    try:
        # ruling: names that differ only by case are refused for a new game, but a game
        # saved before that rule goes on with the names it has (no game is ever lost)
        check_names(names, case_apart=True)
    except ValueError as e:
        raise SaveError(_("The saved game {path} cannot be continued: {why}. It was damaged or "
                          "edited by hand.").format(path=path, why=e) + " " + _(_UNCHANGED)) from None
    bad = [s.kind for s in save.seats if not s.is_human and s.kind not in FACTORIES]
    if bad:
        raise SaveError(
            _("The saved game {path} has a computer player of a kind this Excalibohn does not "
              "know ({kinds}); known kinds: {known}.").format(
                  path=path, kinds=", ".join(sorted(set(bad))), known=", ".join(FACTORIES)) + " " + _(_UNCHANGED))
    # what the file says beside the position, against the position (a play-tester set the
    # turn wrong and was told of "seats, seed or variant")
    differ = [_(what) for what, same in (
        (N_("the seats"), len(set(names)) == len(names)
         and names == [s.name for s in save.state.seats]),
        (N_("the seed"), save.seed == save.state.seed),
        (N_("the game"), save.variant == save.state.variant),
        (N_("the turn"), save.turn == save.state.turn)) if not same]
    if differ:
        raise SaveError(
            _("The saved game {path} does not agree with itself: the position inside it "
              "says otherwise of {what}. It was damaged or edited by hand and cannot be "
              "continued.").format(path=path, what=", ".join(differ)) + " " + _(_UNCHANGED))
    return save


def _replay(path: Path, save: SaveFile) -> Game:
    from rules import Game

    names = [s.name for s in save.seats]
    try:
        game = Game.new(names, save.seed, save.variant, save.state.edition)
    except Exception as e:
        raise SaveError(_("The saved game {path} cannot be dealt again ({why}).").format(
            path=path, why=e) + " " + _(_UNCHANGED)) from None
    for i, action in enumerate(save.log):
        try:
            game.apply(action)
        except Exception as e:
            who = names[action.player] if 0 <= action.player < len(names) else _("nobody")
            raise SaveError(
                # (not the move's kind, "plant": a word of the program's, play-test; nor
                # the rule's full stop before ours)
                _("The saved game {path} does not hold a legal game: move {n} of {total}, "
                  "{who}'s, is not allowed at that point ({why}). It was damaged or edited by "
                  "hand and cannot be continued.").format(
                      path=path, n=i + 1, total=len(save.log), who=who,
                      why=str(e).rstrip("."))
                + " " + _(_UNCHANGED)
            ) from None
    if game.state != save.state or game.finished != save.finished:
        raise SaveError(
            _("The saved game {path} does not agree with itself: replaying its {n} moves from "
              "the deal gives a different position from the one saved, so it was damaged or "
              "edited by hand. It cannot be continued.").format(path=path, n=len(save.log)) + " " + _(_UNCHANGED))
    return game
