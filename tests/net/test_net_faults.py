"""Faults with real processes and real sockets on 127.0.0.1: a client killed
mid-game, the host killed and restarted from its autosave. Nothing is lost:
the game goes on to its end and its record replays."""

import json
import signal
import socket
import time

from .helpers import LOOPBACK, first_line, start

TIMEOUT = 60


def free_port():
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


def saved(path):
    """The autosave as it is now (None until the first one)."""
    try:
        with open(path, encoding="utf-8") as stream:
            return json.load(stream)
    except (OSError, ValueError):
        return None


def wait_for(condition, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError("timed out")


def moves_now(path):
    table = saved(path)
    record = table and table.get("record")
    return list(record["moves"]) if record else []


def finish(process, timeout=TIMEOUT):
    out, err = process.communicate(timeout=timeout)
    return process.returncode, out, err


def host(tmp_path, *extra, port=0):
    autosave = str(tmp_path / "table.json")
    process = start("host", "--game", "nottingham", "--seats", "remote,remote,random",
                    "--bind", LOOPBACK, "--port", str(port), "--code", "KNGHTS",
                    "--autosave", autosave, "--ping", "1", *extra)
    return process, first_line(process), autosave


def join(port, tmp_path, name, *extra):
    return start("join", f"{LOOPBACK}:{port}", "--code", "KNGHTS", "--level", "random",
                 "--token-file", str(tmp_path / f"{name}.token"), "--pause", "0.01",
                 "--retry", "30", *extra)


def test_a_client_killed_mid_game_comes_back_to_its_seat(tmp_path):
    server, listening, autosave = host(tmp_path, "--grace", "0.3", "--takeover", "0.3",
                                       "--games", "2")      # long enough for Anna to come back
    port = listening["port"]
    anna, bruno = join(port, tmp_path, "anna"), join(port, tmp_path, "bruno")
    try:
        wait_for(lambda: len(moves_now(autosave)) >= 20)
        anna.send_signal(signal.SIGKILL)
        anna.wait(10)
        kept = moves_now(autosave)
        token = (tmp_path / "anna.token").read_text()
        assert saved(autosave)["game_number"] == 1
        seat = [s["token"] for s in saved(autosave)["seats"]].index(token)
        # the seat is gone, then a computer plays it until Anna comes back
        wait_for(lambda: any(m["seat"] == seat for m in moves_now(autosave)[len(kept):]))
        assert moves_now(autosave)[:len(kept)] == kept             # nothing played was lost
        anna = join(port, tmp_path, "anna")
        code, out, err = finish(server)
        assert code == 0, err
        assert json.loads(out.splitlines()[-1])["replays"]
        code, out, err = finish(anna)
        assert code == 0, err
        assert json.loads(out)["seat"] == seat                 # back in the same seat
        code, out, err = finish(bruno)
        assert code == 0, err
    finally:
        for process in (server, anna, bruno):
            if process.poll() is None:
                process.kill()


def test_the_host_restarted_from_its_autosave_goes_on(tmp_path):
    port = free_port()
    server, listening, autosave = host(tmp_path, port=port)
    anna, bruno = join(port, tmp_path, "anna"), join(port, tmp_path, "bruno")
    try:
        wait_for(lambda: len(moves_now(autosave)) >= 30)
        server.send_signal(signal.SIGKILL)                   # a crash: no goodbye, no last save
        server.wait(10)
        kept = moves_now(autosave)
        tokens = [s["token"] for s in saved(autosave)["seats"]]
        server = start("host", "--resume", autosave, "--bind", LOOPBACK, "--port", str(port),
                       "--autosave", autosave, "--ping", "1")
        again = first_line(server)
        assert again["code"] == "KNGHTS" and again["port"] == port
        code, out, err = finish(server)
        assert code == 0, err
        assert json.loads(out.splitlines()[-1])["replays"]
        table = saved(autosave)
        assert table["record"]["moves"][:len(kept)] == kept
        assert [s["token"] for s in table["seats"]] == tokens  # the same people in the same seats
        for person in (anna, bruno):
            code, out, err = finish(person)
            assert code == 0, err
            assert json.loads(out)["games"] == 1
    finally:
        for process in (server, anna, bruno):
            if process.poll() is None:
                process.kill()
