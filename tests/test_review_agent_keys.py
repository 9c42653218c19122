"""Competitors run the remote agents, so none may hold a key that signs for another: each agent URL
is signed with its own key derived from the arena's master secret, a league model agent's key is
not sent to someone else's endpoint."""

from __future__ import annotations

import hashlib
import hmac
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest
from support.loopback import send_json, serve, stop
from support.observations import FACING_A_BET

from cosino.primitives.rng import Rng
from cosino_runtime.cli import main
from cosino_runtime.league.agents import AgentSpec, build_inner
from cosino_runtime.league.config import LeagueConfigError, load_config
from cosino_runtime.seats.registry import build_seat
from cosino_runtime.seats.signing import SIGNATURE_HEADER, TIMESTAMP_HEADER, agent_key, verify_signature

MASTER = "arena-master-secret"
SEED = 4611686018427387913  # above 2^48: leagues with outside agents need one


@pytest.fixture
def agents():
    """Two loopback agents, A and B, each recording the headers and body it was sent."""
    seen: list[tuple[str, dict[str, str], bytes]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            seen.append((self.path, dict(self.headers), body))
            send_json(self, b'{"action": "call"}')

        def log_message(self, *args):
            pass

    httpd, base = serve(Handler)
    yield f"{base}/a", f"{base}/b", seen
    stop(httpd)


def _signed_for(key: bytes, request: tuple[str, dict[str, str], bytes]) -> bool:
    _, headers, body = request
    return verify_signature(key, headers[TIMESTAMP_HEADER], body, headers[SIGNATURE_HEADER])


def test_each_remote_seat_is_signed_with_its_own_urls_key_not_the_master(monkeypatch, agents):
    """Before, every `remote:` seat (cosino play, the API, serve and AWS all build it from the
    registry) was signed with COSINO_AGENT_SECRET itself: every competitor had to hold it, and so
    could sign "arena" requests to any other's agent."""
    url_a, url_b, seen = agents
    monkeypatch.setenv("COSINO_AGENT_SECRET", MASTER)
    for url in (url_a, url_b):
        build_seat(f"remote:{url}", "holdem-hu", Rng(bytes(32))).act(FACING_A_BET)
    key_a, key_b = agent_key(MASTER.encode(), url_a), agent_key(MASTER.encode(), url_b)
    to_a, to_b = seen
    assert _signed_for(key_a, to_a) and _signed_for(key_b, to_b)
    assert not _signed_for(key_a, to_b) and not _signed_for(key_b, to_a)  # A's key cannot sign for B
    assert not _signed_for(MASTER.encode(), to_a)  # the master signs nothing an agent sees


def test_the_key_is_the_hex_hmac_of_the_label_and_the_exact_url():
    url = "https://bots.team-x.example:8443/act"
    expected = hmac.new(b"m", b"cosino agent key v1\0" + url.encode(), hashlib.sha256).hexdigest()
    assert agent_key(b"m", url) == expected.encode("ascii")
    assert agent_key(b"m", url) != agent_key(b"m", url + "2") != agent_key(b"n", url)


def test_a_league_remote_agent_is_signed_with_its_urls_key_of_its_secret_env(monkeypatch, agents):
    url_a, _, seen = agents
    monkeypatch.setenv("TEAM_A_MASTER", "league-master")
    spec = AgentSpec("a", "remote", {"url": url_a, "secret_env": "TEAM_A_MASTER"})
    build_inner(spec, "holdem-hu", Rng(bytes(32))).act(FACING_A_BET)
    assert _signed_for(agent_key(b"league-master", url_a), seen[0])
    assert not _signed_for(b"league-master", seen[0])


def test_cosino_agent_key_prints_the_key_for_the_operator_to_hand_over(monkeypatch, capsys):
    url = "https://bots.team-x.example/act"
    monkeypatch.setenv("COSINO_AGENT_SECRET", MASTER)
    assert main(["agent-key", url]) == 0
    out, err = capsys.readouterr()
    assert out == agent_key(MASTER.encode(), url).decode() + "\n" and err == ""
    monkeypatch.setenv("TEAM_A_MASTER", "league-master")
    assert main(["agent-key", "--secret-env", "TEAM_A_MASTER", url]) == 0
    assert capsys.readouterr().out == agent_key(b"league-master", url).decode() + "\n"


@pytest.mark.parametrize(
    ("secret", "url", "says"),
    [
        (None, "https://bots.team-x.example/act", "COSINO_AGENT_SECRET"),
        ("", "https://bots.team-x.example/act", "is not set or is empty"),
        (MASTER, "ftp://bots.team-x.example/act", "not http or https"),
        (MASTER, "http://me:pw@bots.team-x.example/act", "user name or password"),
        (MASTER, "remote:http://bots.team-x.example/act", "agent URL"),
    ],
)
def test_cosino_agent_key_refuses_in_one_line_without_a_master_or_a_valid_url(monkeypatch, capsys, secret, url, says):
    if secret is None:
        monkeypatch.delenv("COSINO_AGENT_SECRET", raising=False)
    else:
        monkeypatch.setenv("COSINO_AGENT_SECRET", secret)
    assert main(["agent-key", url]) == 2
    out, err = capsys.readouterr()
    assert out == "" and says in err and err.count("\n") == 1, err
    assert MASTER not in err and ":pw@" not in err


def _league(tmp_path: Path, agents: str) -> Path:
    path = tmp_path / "league.toml"
    head = f'[league]\nname = "k"\nvariants = ["kuhn"]\nhands = 2\nseed = {SEED}\n'
    path.write_text(head + '[agents.h]\nseat = "house"\n' + agents)
    return path


def _refusal(path: Path) -> str:
    with pytest.raises(LeagueConfigError) as caught:
        load_config(path, check_network=False)
    text = str(caught.value)
    assert "\n" not in text
    return text


def test_a_model_agent_at_another_endpoint_must_name_its_own_key_variable(monkeypatch, tmp_path):
    """Before, base_url without api_key_env sent the operator's OPENAI_API_KEY to that endpoint,
    which a competitor may run."""
    monkeypatch.setenv("OPENAI_API_KEY", "sk-operator")
    monkeypatch.setenv("TEAM_Y_KEY", "sk-team-y")
    agent = '[agents.gpt]\nseat = "openai"\nmodel = "m"\nbase_url = "https://proxy.team-y.example/v1"\n'
    text = _refusal(_league(tmp_path, agent))
    assert "[agents.gpt] api_key_env" in text and "OPENAI_API_KEY" in text and "sk-operator" not in text
    load_config(_league(tmp_path, agent + 'api_key_env = "TEAM_Y_KEY"\n'), check_network=False)
    for default in ("https://api.openai.com/v1", "https://API.openai.com:443/v1/"):  # OpenAI's own: the default key
        load_config(
            _league(tmp_path, f'[agents.gpt]\nseat = "openai"\nmodel = "m"\nbase_url = "{default}"\n'),
            check_network=False,
        )


def test_league_remote_agents_sharing_a_master_are_still_signed_apart(monkeypatch, agents):
    """A shared master gives each URL its own key (as the API's seats share COSINO_AGENT_SECRET),
    and an agent without secret_env is signed from COSINO_AGENT_SECRET as `cosino play` signs it."""
    url_a, url_b, seen = agents
    monkeypatch.setenv("COSINO_AGENT_SECRET", MASTER)
    monkeypatch.setenv("SHARED_MASTER", "league-master")
    for name, options in (
        ("a", {"url": url_a, "secret_env": "SHARED_MASTER"}),
        ("b", {"url": url_b, "secret_env": "SHARED_MASTER"}),
        ("c", {"url": url_a}),
    ):
        build_inner(AgentSpec(name, "remote", options), "holdem-hu", Rng(bytes(32))).act(FACING_A_BET)
    to_a, to_b, default = seen
    key_a, key_b = agent_key(b"league-master", url_a), agent_key(b"league-master", url_b)
    assert _signed_for(key_a, to_a) and _signed_for(key_b, to_b) and not _signed_for(key_a, to_b)
    assert _signed_for(agent_key(MASTER.encode(), url_a), default)
