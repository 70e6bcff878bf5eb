"""Every hosting test keeps its saves, host key and logs in its own temporary folders,
and reaches the host only on 127.0.0.1."""

import pytest
from host_helpers import HostProcess, Tmux, check_tools


@pytest.fixture(autouse=True)
def _private_folders(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))


@pytest.fixture
def ssh_and_tmux():
    check_tools()


@pytest.fixture
def tmux(ssh_and_tmux):
    t = Tmux()
    yield t
    t.close()


@pytest.fixture
def start_host(tmp_path):
    """Start ``excalibohn host`` with the given arguments; every host is stopped after."""
    started: list[HostProcess] = []

    def start(*args: str) -> HostProcess:
        host = HostProcess(tmp_path, *args)
        started.append(host)
        return host

    yield start
    for host in started:
        if host.proc.poll() is None:
            host.proc.kill()
            host.proc.wait()
