"""A seed deals every card, so an outside agent that can search for it sees every hand: with a
remote, model or ACPC seat the seed must be secret (given and at least 2^48, or drawn)."""

from __future__ import annotations

import json
import re
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from cosino_runtime.engine.seeds import SEARCHABLE_BELOW, SECRET_SEED_END, searchable, secret_seed
from cosino_runtime.league.config import LeagueConfigError, load_config
from cosino_runtime.seats.registry import OUTSIDE_KINDS, outside_seats
from tests.support.loopback import serve, stop


def _league(tmp_path: Path, seed_line: str | None, outside: bool) -> Path:
    lines = ["[league]", 'name = "s"', 'variants = ["kuhn"]', "hands = 2", 'out = "out"']
    if seed_line is not None:
        lines.append(seed_line)
    lines += ["[agents.house]", 'seat = "house"', "[agents.random]", 'seat = "random"']
    if outside:
        lines += ["[agents.bot]", 'seat = "remote"', 'url = "http://127.0.0.1:9/act"']
    path = tmp_path / "league.toml"
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.mark.parametrize("seed_line, said", [(None, "missing"), ("seed = 0", "0 is below"), ("seed = 1", "1 is below")])
def test_a_league_with_an_outside_agent_refuses_a_searchable_seed(tmp_path, seed_line, said):
    path = _league(tmp_path, seed_line, outside=True)
    with pytest.raises(LeagueConfigError) as caught:
        load_config(path, check_network=False)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: ") and "[league] seed" in message and said in message, message
    assert "agent 'bot' is remote" in message, message
    if seed_line is not None:
        assert "line 6:" in message, message  # the seed's own line
    # The message offers a fresh secret seed, and the config loads with it.
    offered = int(re.search(r"seed = (\d+) \(drawn now\)", message).group(1))
    assert SEARCHABLE_BELOW <= offered < SECRET_SEED_END
    _league(tmp_path, f"seed = {offered}", outside=True)
    assert load_config(path, check_network=False).seed == offered


def test_the_floor_itself_is_accepted_and_the_arenas_own_seats_keep_any_seed(tmp_path):
    assert load_config(_league(tmp_path, f"seed = {SEARCHABLE_BELOW}", True), check_network=False).seed == 2**48
    assert load_config(_league(tmp_path, None, outside=False), check_network=False).seed == 0
    assert load_config(_league(tmp_path, "seed = 3", outside=False), check_network=False).seed == 3


def test_league_run_refuses_on_the_command_line_before_writing(cosino_cli, tmp_path):
    path = _league(tmp_path, "seed = 42", outside=True)
    code, out, err = cosino_cli("league", "run", "--config", str(path))
    assert code == 2 and err.startswith("cosino: ") and err.count("\n") == 1, err
    assert "[league] seed: 42 is below 2^48" in err and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_outside_kinds_and_secret_seeds():
    assert set(OUTSIDE_KINDS) == {"remote", "openai", "bedrock", "acpc"}
    assert outside_seats(["house", "remote:http://x/", "random", "openai:m", "fake:json", "acpc:h:1"]) == [1, 3, 5]
    drawn = {secret_seed() for _ in range(200)}
    assert len(drawn) == 200 and all(SEARCHABLE_BELOW <= s < SECRET_SEED_END for s in drawn)
    assert searchable(SEARCHABLE_BELOW - 1) and not searchable(SEARCHABLE_BELOW)


@pytest.fixture
def agent_url():
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            reply = b"{}"  # never a legal answer: the seat falls back, and the episode still ends
            self.send_response(200)
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)

        def log_message(self, *args):
            pass

    httpd, base = serve(Handler)
    yield base + "/act"
    stop(httpd)


@pytest.mark.parametrize("seed", ["0", "7", str(SEARCHABLE_BELOW - 1)])
def test_play_refuses_a_searchable_seed_with_an_outside_seat(cosino_cli, tmp_path, agent_url, seed):
    out_dir = tmp_path / "o"
    code, out, err = cosino_cli(
        "play", "--variant", "kuhn", "--seats", f"house,remote:{agent_url}", "--seed", seed, "--out", str(out_dir)
    )
    assert code == 2 and err.count("\n") == 1 and err.startswith("cosino: --seed: "), err
    assert "seat 2 (remote) is an outside agent" in err and agent_url not in err
    assert not out_dir.exists()


def test_play_draws_a_secret_seed_for_an_outside_seat_and_can_play_it_again(cosino_cli, tmp_path, agent_url):
    out_dir = tmp_path / "o"
    seats = f"remote:{agent_url},house"
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", seats, "--out", str(out_dir))
    assert code == 0, err
    drawn = re.search(r"seed: (\d+), drawn at random because seat 1 \(remote\) is an outside agent", err)
    assert drawn, err
    seed = int(drawn.group(1))
    assert SEARCHABLE_BELOW <= seed < SECRET_SEED_END
    (replay,) = out_dir.glob("*.replay.jsonl")
    header = json.loads(replay.read_bytes().splitlines()[0])
    assert header["seed"] == seed
    # The seed it printed names the same episode.
    code, out, err = cosino_cli(
        "play", "--variant", "kuhn", "--seats", seats, "--seed", str(seed), "--out", str(out_dir)
    )
    assert code == 0 and "already finished" in err and "drawn at random" not in err, err
    # A second run without --seed is a new, secret deal.
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", seats, "--out", str(out_dir))
    assert code == 0 and int(re.search(r"seed: (\d+),", err).group(1)) != seed


def test_play_without_outside_seats_keeps_seed_zero(cosino_cli, tmp_path):
    out_dir = tmp_path / "o"
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,random", "--out", str(out_dir))
    assert code == 0 and err == "", err
    (replay,) = out_dir.glob("*.replay.jsonl")
    assert json.loads(replay.read_bytes().splitlines()[0])["seed"] == 0


def test_the_api_refuses_a_searchable_seed_with_an_outside_seat_and_draws_secret_ones():
    from cosino_runtime.api.routes import ApiError, parse_create

    remote = "remote:http://127.0.0.1:9/act"
    body = {"variant": "kuhn", "seats": ["house", remote], "hands": 2, "seed": 12}
    with pytest.raises(ApiError) as caught:
        parse_create(json.dumps(body).encode())
    assert caught.value.status == 400
    assert str(caught.value).startswith("field 'seed': 12 is below 2^48 and seat 2 is an outside agent")
    config, chosen = parse_create(json.dumps({**body, "seed": SEARCHABLE_BELOW}).encode())
    assert chosen and config.seed == SEARCHABLE_BELOW
    # The arena's own seats may use any seed; a request without one gets a secret seed.
    assert parse_create(json.dumps({**body, "seats": ["house", "random"]}).encode())[0].seed == 12
    del body["seed"]
    config, chosen = parse_create(json.dumps(body).encode())
    assert not chosen and SEARCHABLE_BELOW <= config.seed < SECRET_SEED_END
