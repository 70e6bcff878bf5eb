"""Who may connect: a secret user name per human seat, and one for onlookers.

A player joins with ``ssh -p PORT ann-7fq2-k9xm@HOST``: the user name is the secret.  It is
made from the operating system's random source (``secrets``), 8 characters from an
alphabet without look-alikes (31 letters and digits: about 40 bits), behind a short form of
the name so that players can tell their lines apart.  Nothing else is asked: no password,
no key.  A wrong name is refused (slowed down, see ``server``).
"""

from __future__ import annotations

import hmac
import secrets
import unicodedata
from dataclasses import dataclass

#: letters and digits that cannot be mistaken for one another when read aloud or copied
ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
#: the onlookers' user name when anyone may watch
WATCH = "watch"


def _slug(name: str, seat: int) -> str:
    """A short, plain form of a player's name for their user name (``Zoë B.`` -> ``zoeb``)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = "".join(c for c in plain.lower() if c.isalnum())[:8]
    return slug or f"seat{seat + 1}"


def new_secret(prefix: str) -> str:
    """``prefix`` and 8 random characters in two groups: ``ann-7fq2-k9xm``."""
    chars = "".join(secrets.choice(ALPHABET) for _ in range(8))
    return f"{prefix}-{chars[:4]}-{chars[4:]}"


def seat_secret(name: str, seat: int) -> str:
    return new_secret(_slug(name, seat))


@dataclass(frozen=True)
class Guest:
    """Who a user name lets in: a seat (``seat``) or an onlooker (``seat`` None)."""

    seat: int | None

    @property
    def watching(self) -> bool:
        return self.seat is None


class Doors:
    """The user names that open a connection: one per remote seat, and the onlookers'.

    ``watch`` is "open" (``watch@``), "secret" (a user name like a seat's) or "off"."""

    def __init__(self, secrets_by_seat: dict[int, str], watch_name: str | None) -> None:
        self.by_seat = dict(secrets_by_seat)
        self.watch_name = watch_name

    @classmethod
    def new(cls, names: list[str], remote: list[int], watch: str = "open") -> Doors:
        by_seat = {p: seat_secret(names[p], p) for p in remote}
        if watch == "open":
            watch_name: str | None = WATCH
        elif watch == "secret":
            watch_name = new_secret(WATCH)
        else:
            watch_name = None
        return cls(by_seat, watch_name)

    def guest(self, username: str) -> Guest | None:
        """Who ``username`` lets in, or None.  Every secret is compared, each in constant
        time, so that the time taken tells nothing about how close a guess came."""
        typed = username.strip().lower().encode("utf-8", "replace")
        found: Guest | None = None
        for seat, secret in self.by_seat.items():
            if hmac.compare_digest(typed, secret.encode()):
                found = Guest(seat)
        if self.watch_name is not None and hmac.compare_digest(typed, self.watch_name.encode()):
            found = Guest(None)
        return found
