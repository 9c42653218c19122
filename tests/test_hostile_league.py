"""A league with misbehaving remote agents over real loopback HTTP finishes: a lone surrogate in
`say`, floats and NaN in the answer, headers dripped past the deadline. Every episode verifies,
the files the runner writes itself are canonical, and the reliability block names the fallbacks."""

from __future__ import annotations

import json
import time
from fractions import Fraction
from http.server import BaseHTTPRequestHandler

import pytest
from support.loopback import RawServer, serve, stop

from cosino.arena.manifest import find, read_manifest
from cosino.arena.replay import verify
from cosino.primitives.canonical import dump_bytes, sha256_hex
from cosino_runtime.league import episodes as league_episodes
from cosino_runtime.league.config import load_config
from cosino_runtime.league.episodes import schedule
from cosino_runtime.league.runner import run_league

TIMEOUT = 1.0


def _agent(reply):
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            out = reply(body)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            self.wfile.write(out)

        def log_message(self, *args):
            pass

    return serve(Handler)


def _legal(body: bytes) -> str:
    return "check" if b'"check"' in body else "call"


def surrogate_reply(body: bytes) -> bytes:
    # A legal action with talk holding the JSON escape of a lone surrogate (not encodable as UTF-8).
    return ('{"action": "%s", "say": "\\ud800 gg \\udfff"}' % _legal(body)).encode()


FLOAT_CALLS = [0]


def float_reply(body: bytes) -> bytes:
    # Illegal on purpose, and full of values canonical bytes cannot hold (NaN every other call).
    FLOAT_CALLS[0] += 1
    if FLOAT_CALLS[0] % 2:
        return b'{"action": "teleport", "x": 1.5, "say": "\\ud83d"}'
    return b'{"action": "raise", "amount": NaN, "big": 1e999}'


def drip(conn) -> None:
    conn.recv(65536)
    for byte in b"HTTP/1.1 200 OK\r\nContent-Length: 17\r\n\r\n":
        conn.sendall(bytes([byte]))
        time.sleep(0.6)


@pytest.fixture
def agents():
    surrogate, surrogate_url = _agent(surrogate_reply)
    floats, floats_url = _agent(float_reply)
    dripper = RawServer(drip)
    yield {"surrogate": surrogate_url + "/act", "floats": floats_url + "/act", "drip": dripper.url}
    stop(surrogate)
    stop(floats)
    dripper.close()


def _config(tmp_path, urls):
    lines = [
        "[league]",
        'name = "hostile"',
        'variants = ["kuhn"]',
        "hands = 2",
        f"seed = {2**48 + 9}",
        'out = "out"',
        "bootstrap = 5",
        "[agents.house]",
        'seat = "house"',
    ]
    for name, url in urls.items():
        lines += [f"[agents.{name}]", 'seat = "remote"', f'url = "{url}"', f"timeout = {TIMEOUT}"]
    path = tmp_path / "league.toml"
    path.write_text("\n".join(lines) + "\n")
    return load_config(path)


def test_a_league_with_misbehaving_seats_finishes_and_reports_them(tmp_path, agents):
    config = _config(tmp_path, agents)
    items = schedule(config)
    assert len(items) == 6
    start = time.monotonic()
    outcome = run_league(config, progress=False)
    elapsed = time.monotonic() - start
    assert outcome.played == 6
    # The drip agent's decisions end at their deadline, not when the drip would have finished.
    drip_decisions = outcome.table["reliability"]["drip"]["decisions"]
    assert elapsed < drip_decisions * (TIMEOUT + 1.5) + 30

    manifest = read_manifest((config.out / "manifest.json").read_bytes())
    league_bytes = (config.out / "league.json").read_bytes()
    table = json.loads(league_bytes)
    assert table["pinned"]["manifest"] == sha256_hex((config.out / "manifest.json").read_bytes())
    for item in items:
        paths = league_episodes.episode_paths(config.out, item.episode_id)
        replay, results = paths["replay"].read_bytes(), paths["results"].read_bytes()
        assert verify(replay, results).ok
        assert find(manifest, sha256_hex(replay))["results"] == sha256_hex(results)
        replay.decode("utf-8")  # strict: nothing unencodable reached the replay
        # the files the runner writes itself are canonical bytes, line by line
        for name in ("reliability", "calls"):
            for line in paths[name].read_bytes().splitlines():
                assert dump_bytes(json.loads(line, parse_float=Fraction)) == line
    assert dump_bytes(json.loads(league_bytes, parse_float=Fraction)) == league_bytes

    rel = table["reliability"]
    floats, drip = rel["floats"], rel["drip"]
    # Every answer of the float agent is refused (illegal action), with the cause recorded.
    assert (
        floats["decisions"] > 0
        and floats["fallbacks"] == floats["decisions"] == floats["invalid"] + floats["unparseable"]
    )
    assert floats["invalid"] > 0  # the float answer reached the episode and was refused there
    assert sum(floats["causes"].values()) == floats["fallbacks"]
    # The drip agent never answers within its deadline: every decision is a timeout fallback.
    assert drip["decisions"] > 0 and drip["fallbacks"] == drip["decisions"]
    assert drip["timeouts"] + drip["transportErrors"] == drip["decisions"] and drip["timeouts"] > 0
    # The surrogate agent's talk was kept as data; its legal actions were played.
    assert rel["surrogate"]["decisions"] > 0
    assert rel["surrogate"]["fallbacks"] == sum(rel["surrogate"]["causes"].values())
    assert rel["house"]["fallbacks"] == 0
    # A second run resumes nothing and writes the same table.
    again = run_league(config, progress=False)
    assert again.played == 0 and again.resumed == 6
    assert (config.out / "league.json").read_bytes() == league_bytes
