"""What a host keeps in the user's data folder: its SSH host key, and a record of each
hosted game (the join lines, so that ``host --resume`` lets the same lines in again).

Both are private to the user (folder 0700, files 0600): the key proves the host to
returning players, and the record holds the seats' secrets.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..lang import _
from ..os_words import os_words
from ..persistence import data_dir, write_atomic


class HostError(Exception):
    """A problem for the person hosting: one paragraph, no traceback."""


def host_dir() -> Path:
    return data_dir() / "host"


def _private_dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    os.chmod(path, 0o700)
    return path


def host_key():
    """The server's key, made once (Ed25519) and read again on every later start, so that
    returning players are not warned of a changed host key."""
    import asyncssh

    folder = _private_dir(host_dir())
    path = folder / "ssh_host_ed25519_key"
    if path.exists():
        try:
            return asyncssh.read_private_key(str(path))
        except (OSError, ValueError, asyncssh.KeyImportError) as e:
            raise HostError(_("The host key in {path} cannot be read ({why}). Move it away to "
                              "make a new one; players will then be warned that the key "
                              "changed.").format(path=path, why=e)) from None
    key = asyncssh.generate_private_key("ssh-ed25519", comment="excalibohn host")
    try:
        write_atomic(path, key.export_private_key())
        os.chmod(path, 0o600)
    except OSError as e:
        raise HostError(_("The host key could not be written to {path}: {why}.").format(
            path=path, why=os_words(e))) from None
    return key


@dataclass
class HostedGame:
    """A hosted game's record: its save file and who may connect, as last hosted."""

    save: str
    #: seat number (as text: JSON keys) -> that seat's secret user name
    secrets: dict[str, str]
    watch: str | None
    local: list[int] = field(default_factory=list)
    port: int = 2222
    bind: str = "127.0.0.1"

    @property
    def path(self) -> Path:
        return records_dir() / (Path(self.save).stem + ".json")

    def write(self) -> None:
        _private_dir(records_dir())
        try:
            write_atomic(self.path, json.dumps(asdict(self), indent=1).encode())
            os.chmod(self.path, 0o600)
        except OSError as e:
            raise HostError(_("The hosted game's record could not be written to {path}: {why}.")
                            .format(path=self.path, why=os_words(e))) from None

    @classmethod
    def read(cls, path: Path) -> HostedGame:
        try:
            doc = json.loads(path.read_bytes()[:1_000_000])
            game = cls(save=str(doc["save"]),
                       secrets={str(k): str(v) for k, v in dict(doc["secrets"]).items()},
                       watch=None if doc.get("watch") is None else str(doc["watch"]),
                       local=[int(x) for x in doc.get("local", [])],
                       port=int(doc.get("port", 2222)), bind=str(doc.get("bind", "127.0.0.1")))
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise HostError(_("The hosted game's record {path} cannot be read ({why}).").format(
                path=path, why=e)) from None
        return game


def records_dir() -> Path:
    return host_dir() / "games"


def record_for_save(save: Path) -> HostedGame | None:
    path = records_dir() / (save.stem + ".json")
    return HostedGame.read(path) if path.exists() else None


def newest_records() -> list[HostedGame]:
    """Every readable record, the newest first."""
    folder = records_dir()
    if not folder.is_dir():
        return []
    paths = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    out = []
    for p in paths:
        try:
            out.append(HostedGame.read(p))
        except HostError:
            continue
    return out
