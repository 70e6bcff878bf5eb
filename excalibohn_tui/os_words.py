"""What an error of the operating system means, in the language of the game: the C
library's own words (``strerror``) are English whatever language the game speaks ("Das
Spiel ließ sich nicht speichern: No such file or directory", play-test)."""

from __future__ import annotations

import errno


def _(message: str) -> str:
    # (imported when first needed: the saved games are listed before the rules core loads)
    from rules.i18n import _ as translate

    return translate(message)


def N_(message: str) -> str:  # noqa: N802 (marks a text for the catalogue)
    return message


#: the errors a player meets when saving, reading or listening, in our words
WORDS = {
    errno.ENOENT: N_("there is no such file or folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("the operation is not permitted"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EROFS: N_("the file system is read-only"),
    errno.EISDIR: N_("that is a folder"),
    errno.ENOTDIR: N_("part of the path is not a folder"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EBUSY: N_("it is in use"),
    errno.EADDRINUSE: N_("the address is in use"),
    errno.EADDRNOTAVAIL: N_("the address is not one of this machine's"),
}

#: errors of a full disk, and of a place that may not be written to
FULL = (errno.ENOSPC, errno.EDQUOT)
BARRED = (errno.EACCES, errno.EPERM, errno.EROFS)


def os_words(e: OSError) -> str:
    """``e`` in words of the language in use (the system's own for an error not listed)."""
    known = WORDS.get(e.errno) if e.errno is not None else None
    return _(known) if known else str(e.strerror or e)
