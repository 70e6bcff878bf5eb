"""Bad input from a client affects only that client's connection: bytes that are not
UTF-8, an enormous paste, terminal sizes of 0 and 10,000 columns, a storm of resizes and a
client that stops reading.  The game and the other players go on; the host shows no
traceback.  (The OpenSSH client cannot send such things on purpose, so this client is
asyncssh's, as a test tool; the player who must not notice uses the real ssh.)"""

from __future__ import annotations

import asyncio

import asyncssh
from host_helpers import LOOPBACK, needs_ssh, play_seat, ssh_command, wait_until

pytestmark = needs_ssh


async def misbehave(port: int, user: str) -> list[str]:
    """Connect as ``user`` and do every bad thing; returns what went wrong for the client
    (nothing expected but a closed connection at worst)."""
    seen: list[str] = []
    async with asyncssh.connect(LOOPBACK, port, username=user, known_hosts=None,
                                client_keys=None, agent_path=None) as conn:
        chan, _ = await conn.create_session(asyncssh.SSHClientSession, term_type="xterm",
                                            term_size=(0, 0), encoding=None)
        await asyncio.sleep(1.0)
        chan.write(bytes(range(0x80, 0x100)) * 8)  # not UTF-8 at all (no digit, no Enter)
        chan.write(b"\x1b[" * 500 + b"\x1b]52;c;" + b"A" * 1000)  # broken escape sequences
        paste = b"\x1b[200~" + b"x" * 5_000_000 + b"\x1b[201~"  # an enormous paste
        chan.write(paste)
        for k in range(300):  # a storm of resizes, absurd ones among them
            chan.change_terminal_size((0, 10_000, 80, 1)[k % 4], (0, 24, 10_000, 1)[k % 4])
        chan.change_terminal_size(10_000, 10_000)
        await asyncio.sleep(1.0)
        chan.change_terminal_size(100, 30)
        await asyncio.sleep(0.5)
        if chan.is_closing():
            seen.append("closed")
        chan.close()
    return seen


def test_bad_input_touches_only_its_own_connection(tmux, start_host, tmp_path):
    host = start_host("--seats", "Ann,Ben,Cat", "--seed", "5")
    ann = tmux.screen(ssh_command(host.port, host.user("Ann"), tmp_path, "-t"))
    ann.wait_for("Enter to continue")
    ann.press("Enter")
    before = host.game().log
    asyncio.run(misbehave(host.port, host.user("Ben")))
    asyncio.run(misbehave(host.port, "watch"))
    assert host.game().log == before  # none of it was a move
    assert host.proc.poll() is None
    # the game goes on: Cat connects, moves, and Ann sees it
    cat = tmux.screen(ssh_command(host.port, host.user("Cat"), tmp_path, "-t"))
    cat.wait_for("Enter to continue")
    cat.press("Enter")
    game = host.game()
    mover = game.awaiting()[0].player
    screen = {0: ann, 2: cat}.get(mover)
    if screen is None:  # Ben starts: his line still works after all that
        screen = tmux.screen(ssh_command(host.port, host.user("Ben"), tmp_path, "-t"))
        screen.wait_for("Ben  (you)")
        screen.press("Escape")
    screen.press(*play_seat(game, mover))
    wait_until(lambda: len(host.game().log) > len(before), "the move to be saved")
    ann.wait_for(host.game().events_for(0)[-1][:30])
    out = host.output()
    assert "Traceback" not in out and "Error" not in out, out
