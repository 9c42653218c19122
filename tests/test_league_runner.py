"""The league end to end: config checks, a league of house, random, fake-model, OpenAI-compatible
and remote seats over real HTTP on 127.0.0.1, resumption, and the table and reliability by test."""

from __future__ import annotations

import io
import json
from fractions import Fraction
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest
from support.loopback import serve, stop

from cosino.arena.replay import verify
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.league import episodes as league_episodes
from cosino_runtime.league import runner as league_runner
from cosino_runtime.league.config import LeagueConfigError, load_config
from cosino_runtime.league.episodes import schedule
from cosino_runtime.league.publish import build_table
from cosino_runtime.league.runner import run_league

CANARY_MODEL = "CANARY-model-e2e-55"


class Server:
    """A tiny HTTP server on 127.0.0.1 answering POSTs with ``reply(path, body) -> bytes | None``
    (None drops the connection without an answer)."""

    def __init__(self, reply) -> None:
        self.bodies: list[bytes] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                server.bodies.append(body)
                out = reply(self.path, body)
                if out is None:
                    self.close_connection = True
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

            def log_message(self, *args):
                pass

        self.httpd, self.base = serve(Handler)

    def close(self):
        stop(self.httpd)


def openai_reply(path, body):
    request = json.loads(body)
    legal = [line[2:].split(" ")[0] for line in request["messages"][1]["content"].splitlines() if line.startswith("- ")]
    choice = "call" if "call" in legal else "check" if "check" in legal else legal[-1]
    content = json.dumps({"action": choice, "say": f"this is {request['model']}"})
    reply = {
        "choices": [{"message": {"role": "assistant", "content": content}}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 5},
    }
    return json.dumps(reply).encode()


@pytest.fixture
def servers():
    calls = {"remote": 0}

    def remote_reply(path, body):
        calls["remote"] += 1
        if calls["remote"] > 6:  # the agent falls over mid-league
            return None
        return b"check" if b'"check"' in body else b"call"

    openai, remote = Server(openai_reply), Server(remote_reply)
    yield openai, remote
    openai.close()
    remote.close()


def write_config(tmp_path: Path, openai_url: str, remote_url: str, **league) -> Path:
    settings = {"name": '"t"', "variants": '["kuhn"]', "hands": 2, "seed": 2**48 + 4, "out": '"out"', "bootstrap": 10}
    settings.update(league)
    lines = ["[league]"] + [f"{k} = {v}" for k, v in settings.items()]
    lines += [
        "[agents.house]",
        'seat = "house"',
        "[agents.random]",
        'seat = "random"',
        "[agents.fakemodel]",
        'seat = "fake"',
        'style = "mixed"',
        "[agents.gpt]",
        'seat = "openai"',
        f'model = "{CANARY_MODEL}"',
        f'base_url = "{openai_url}/v1"',
        'api_key_env = "COSINO_TEST_OPENAI_KEY"',
        "timeout = 5",
        "[agents.bot]",
        'seat = "remote"',
        f'url = "{remote_url}/act"',
        'secret_env = "COSINO_TEST_SECRET"',
        "timeout = 2",
    ]
    path = tmp_path / "league.toml"
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.fixture
def env(monkeypatch):
    monkeypatch.setenv("COSINO_TEST_OPENAI_KEY", "sk-league")
    monkeypatch.setenv("COSINO_TEST_SECRET", "s3cret")


def _records(path: Path):
    return [json.loads(line) for line in path.read_bytes().splitlines()]


def test_a_league_runs_end_to_end(tmp_path, servers, env):
    openai, remote = servers
    config = load_config(write_config(tmp_path, openai.base, remote.base))
    stream = io.StringIO()
    outcome = run_league(config, stream=stream)
    items = schedule(config)
    assert len(items) == 10 and outcome.played == 10
    assert "10/10 episodes" in stream.getvalue()  # the progress bar
    table = json.loads(outcome.path.read_bytes(), parse_float=Fraction)
    assert [r["agent"] for r in table["table"]] and len(table["table"]) == 5

    # Every episode is on disk, verifies, and its results feed the table.
    agents_decisions: dict[str, list[dict]] = {}
    for item in items:
        paths = league_episodes.episode_paths(config.out, item.episode_id)
        replay = paths["replay"].read_bytes()
        assert verify(replay, paths["results"].read_bytes()).ok
        records = _records(paths["replay"])
        seats = records[0]["seats"]
        for r in records:
            if r["type"] == "action":
                agents_decisions.setdefault(seats[r["slot"]]["agent"], []).append(r)
            for name in ("gpt", CANARY_MODEL.lower(), "fakemodel"):
                assert name not in r.get("say", "").lower()  # names never reach the talk

    # The table's Elo, recomputed here with floats from the results files in schedule order.
    rating = {a: 1500.0 for a in ("house", "random", "fakemodel", "gpt", "bot")}
    for item in items:
        res = json.loads(league_episodes.episode_paths(config.out, item.episode_id)["results"].read_bytes())
        (a, b), (sa, sb) = res["agents"], res["scores"]
        outcome_a = 1.0 if sa > sb else 0.0 if sa < sb else 0.5
        e = 1 / (1 + 10 ** ((rating[b] - rating[a]) / 400))
        rating[a] += 32 * (outcome_a - e)
        rating[b] -= 32 * (outcome_a - e)
    for row in table["table"]:
        assert abs(float(row["elo"]) - rating[row["agent"]]) < 0.02
        assert row["episodes"] == 4

    # Reliability, per agent, matches the replays and the servers.
    rel = table["reliability"]
    for agent, actions in agents_decisions.items():
        assert rel[agent]["decisions"] == len(actions)
        assert rel[agent]["fallbacks"] == sum(1 for r in actions if "error" in r)
    assert rel["bot"]["transportErrors"] > 0 and rel["bot"]["fallbacks"] == rel["bot"]["transportErrors"]
    assert rel["bot"]["retries"] > 0
    assert rel["gpt"]["fallbacks"] == 0 and rel["gpt"]["tokens"] == {
        "input": 100 * rel["gpt"]["decisions"],
        "output": 5 * rel["gpt"]["decisions"],
    }
    latency = json.loads((outcome.path.parent / "latency.json").read_bytes())["latencyMs"]
    assert rel["house"]["tokens"] is None and latency["house"]["calls"] == rel["house"]["decisions"]
    assert all("latencyMs" not in entry for entry in rel.values())  # league.json holds no wall clock

    # No prompt ever carried an agent's or model's name.
    for body in openai.bodies:
        request = json.loads(body)
        assert request["model"] == CANARY_MODEL
        for message in request["messages"]:
            for name in (CANARY_MODEL, "gpt", "fakemodel", "bot", "house"):
                assert name.lower() not in message["content"].lower(), name


def _table_without_reliability(path: Path):
    table = json.loads(path.read_bytes())
    table.pop("reliability")
    return table


def test_an_interrupted_league_resumes_to_the_same_table(tmp_path, servers, env, monkeypatch):
    openai, remote = servers
    remote.close()  # the remote agent is not needed here: leave it out of the league
    path = write_config(
        tmp_path, openai.base, remote.base, agents='["house", "random", "fakemodel"]', variants='["kuhn", "holdem-hu"]'
    )
    config = load_config(path)

    # first: stop after two episodes, then interrupt in the middle of the next one
    run_league(config, progress=False, limit=2)
    real = league_runner.build_inner
    count = {"n": 0}

    def flaky(agent, variant, rng):
        count["n"] += 1
        if count["n"] == 3:
            raise KeyboardInterrupt
        return real(agent, variant, rng)

    monkeypatch.setattr(league_runner, "build_inner", flaky)
    with pytest.raises(KeyboardInterrupt):
        run_league(config, progress=False)
    monkeypatch.setattr(league_runner, "build_inner", real)
    resumed = run_league(config, progress=False)
    assert resumed.resumed == 2 and resumed.played == len(schedule(config)) - 2

    fresh_dir = tmp_path / "fresh"
    fresh_dir.mkdir()
    fresh_config = load_config(
        write_config(
            fresh_dir,
            openai.base,
            remote.base,
            agents='["house", "random", "fakemodel"]',
            variants='["kuhn", "holdem-hu"]',
        )
    )
    fresh = run_league(fresh_config, progress=False)
    assert _table_without_reliability(resumed.path) == _table_without_reliability(fresh.path)
    rebuilt = build_table(config)
    rebuilt.pop("reliability")
    assert json.loads(dump_bytes(rebuilt)) == _table_without_reliability(
        resumed.path
    )  # the table is a function of the files


@pytest.mark.parametrize(
    "change, field, message",
    [
        ({"variants": '["kuhn", "blackjack"]'}, "[league] variants", "unknown variant 'blackjack'"),
        ({"agents": '["house", "nobody"]'}, "[league] agents", "unknown agent 'nobody'"),
        ({"agents": '["house"]'}, "[league] agents", "at least two"),
        ({"variants": '["kuhn", "hearts"]'}, "[league] family", "one family"),
        ({"hands": 0}, "[league] hands", "integer >= 1"),
        ({"colour": '"red"'}, "[league] colour", "unknown field"),
    ],
)
def test_bad_league_settings_fail_before_any_episode(tmp_path, servers, env, change, field, message):
    openai, remote = servers
    path = write_config(tmp_path, openai.base, remote.base, **change)
    with pytest.raises(LeagueConfigError) as exc:
        load_config(path)
    assert field in str(exc.value) and message in str(exc.value) and str(path) in str(exc.value)
    assert not (tmp_path / "out").exists()


def test_missing_api_key_fails_before_any_episode(tmp_path, servers, monkeypatch):
    openai, remote = servers
    monkeypatch.delenv("COSINO_TEST_OPENAI_KEY", raising=False)
    monkeypatch.setenv("COSINO_TEST_SECRET", "s")
    with pytest.raises(
        LeagueConfigError, match=r"\[agents.gpt\] api_key_env: the API key variable COSINO_TEST_OPENAI_KEY is not set"
    ):
        load_config(write_config(tmp_path, openai.base, remote.base))


def test_unreachable_agent_fails_before_any_episode(tmp_path, servers, env):
    openai, remote = servers
    remote.close()
    with pytest.raises(LeagueConfigError, match=r"\[agents.bot\] url: agent unreachable"):
        load_config(write_config(tmp_path, openai.base, remote.base))


def test_unknown_seat_kind_and_fields(tmp_path):
    path = tmp_path / "l.toml"
    path.write_text('[league]\nvariants = ["kuhn"]\n[agents.a]\nseat = "house"\n[agents.b]\nseat = "oracle"\n')
    with pytest.raises(LeagueConfigError, match=r"\[agents.b\] seat: unknown seat kind 'oracle'"):
        load_config(path)
    path.write_text(
        '[league]\nvariants = ["kuhn"]\n[agents.a]\nseat = "house"\n[agents.b]\nseat = "random"\nmodel = "x"\n'
    )
    with pytest.raises(LeagueConfigError, match=r"\[agents.b\] model: unknown field"):
        load_config(path)
    path.write_text("[league\nvariants = ")
    with pytest.raises(LeagueConfigError, match="not valid TOML"):
        load_config(path)
    with pytest.raises(LeagueConfigError, match="no such file"):
        load_config(tmp_path / "missing.toml")


def test_cli_run_and_table(tmp_path, servers, env, cosino_cli):
    openai, remote = servers
    path = write_config(tmp_path, openai.base, remote.base, agents='["house", "random", "gpt"]')
    code, out, err = cosino_cli("league", "run", "--config", str(path), "--quiet")
    assert code == 0, err
    assert "played 3" in out and "gpt" in out
    code, out, _ = cosino_cli("league", "table", "--out", str(tmp_path / "out"))
    assert code == 0 and out.splitlines()[1].split()[:2] == ["#", "agent"]
    code, out, _ = cosino_cli("league", "table", "--config", str(path), "--json")
    table = json.loads(out)
    assert len(table["table"]) == 3 and set(table["reliability"]) == {"house", "random", "gpt"}
    code, out, _ = cosino_cli("league", "table", "--config", str(path), "--recompute", "--json")
    assert code == 0 and json.loads(out)["table"] == table["table"]


def test_cli_bad_config_is_one_line_and_exit_2(tmp_path, cosino_cli):
    path = tmp_path / "l.toml"
    path.write_text('[league]\nvariants = ["nope"]\n[agents.a]\nseat = "house"\n[agents.b]\nseat = "random"\n')
    code, out, err = cosino_cli("league", "run", "--config", str(path))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "unknown variant 'nope'" in err
    code, _, err = cosino_cli("league", "table", "--out", str(tmp_path / "none"))
    assert code == 2 and "no league table yet" in err


def test_schedule_is_fixed_and_round_robin(tmp_path, servers, env):
    openai, remote = servers
    config = load_config(write_config(tmp_path, openai.base, remote.base, rounds=2))
    items = schedule(config)
    assert items == schedule(config)
    assert len(items) == 2 * 10
    pairs = {tuple(sorted(i.agents)) for i in items}
    assert len(pairs) == 10  # every pair of the five agents meets
    assert len({i.seed for i in items}) == len(items)
