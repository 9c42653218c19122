"""Red-team pass (session 35): what an outside competitor could reach, each case found by an attack.

Design decision 8: seats are adversaries. Each test below reproduces an attack that worked before
its fix, and fails without it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cosino_runtime.league.config import LeagueConfigError, load_config, tables

LEAGUE = """[league]
name = "t"
variants = ["holdem-hu"]
hands = 2
seed = 281474976710661
out = "out"
"""


def _league(tmp_path: Path, agents: str) -> Path:
    path = tmp_path / "league.toml"
    path.write_text(LEAGUE + agents)
    return path


def _model(name: str, model: str, base_url: str) -> str:
    return f'[agents.{name}]\nseat = "openai"\nmodel = "{model}"\nbase_url = "{base_url}"\napi_key_env = "TEAM_KEY"\n'


# A competitor who serves an OpenAI-compatible endpoint entered it as two model agents (two model
# names at one base_url, spelt two ways). The league sat both at one heads-up table, and the endpoint
# was sent both seats' prompts, each with its hole cards: it played each hand seeing the other's.
# One remote URL under two names was refused; the same URL reached as a model endpoint was not.
@pytest.mark.parametrize(
    "second",
    [
        _model("beta", "beta", "https://BOTS.team-y.example:443/v1/"),
        _model("beta", "alpha", "https://bots.team-y.example/v1"),
        '[agents.beta]\nseat = "remote"\nurl = "https://bots.team-y.example/v1/chat/completions"\n',
    ],
    ids=["another-model-name", "the-same-model", "a-remote-agent-at-its-url"],
)
def test_one_model_endpoint_under_two_agent_names_is_refused(tmp_path, monkeypatch, second):
    monkeypatch.setenv("TEAM_KEY", "k")
    first = _model("alpha", "alpha", "https://bots.team-y.example/v1")
    with pytest.raises(LeagueConfigError, match=r"\[agents\.beta\] (base_url|url): the same (endpoint|URL) as agent"):
        load_config(_league(tmp_path, first + second), check_network=False)


def test_models_at_two_endpoints_or_at_openai_itself_still_play(tmp_path, monkeypatch):
    monkeypatch.setenv("TEAM_KEY", "k")
    agents = (
        _model("alpha", "alpha", "https://bots.team-y.example/v1")
        + _model("beta", "beta", "https://bots.team-z.example/v1")
        + _model("mini", "gpt-4o-mini", "https://api.openai.com/v1")
        + _model("large", "gpt-4o", "https://api.openai.com/v1/")
    )
    config = load_config(_league(tmp_path, agents), check_network=False)
    assert ("alpha", "beta") in tables([a.name for a in config.agents], 2)


@pytest.mark.parametrize("host", ["localhost:11434", "127.0.0.1:8000", "[::1]:8000"])
def test_local_models_behind_one_loopback_server_still_play(tmp_path, monkeypatch, host):
    """One Ollama or vLLM server on the arena's machine serves many models; only the operator listens there."""
    monkeypatch.setenv("TEAM_KEY", "k")
    agents = _model("llama", "llama3", f"http://{host}/v1") + _model("qwen", "qwen2", f"http://{host}/v1")
    config = load_config(_league(tmp_path, agents), check_network=False)
    assert [a.name for a in config.agents] == ["llama", "qwen"]


# Every read route is open. A final replay is kept in memory after its first read (api.replies), so
# a reader repeating it costs no store read; but the api function gzipped the kept body again for
# every request (about 0.2 s of CPU for 8 MB here), so anyone looping on one large replay held the
# function's few reserved instances busy compressing. The gzip is now kept beside the body.
def test_a_large_replay_read_again_is_not_compressed_again(stack, monkeypatch):
    import base64
    import gzip
    import hashlib
    import json

    from cosino_devtools import awslocal
    from cosino_runtime.lambdas import http_api

    line = b'{"type":"play","seat":1,"card":"QS","trick":[{"seat":0,"card":"2S"}],"talk":[]}\n'
    data = line * (7 * 1024 * 1024 // len(line) + 1)
    key = f"replays/{hashlib.sha256(data).hexdigest()}.jsonl"
    stack.client("s3").put_object(Bucket=stack.bucket, Key=key, Body=data)
    compressed = []

    class CountingGzip:
        @staticmethod
        def compress(body: bytes, level: int) -> bytes:
            compressed.append(len(body))
            return gzip.compress(body, level)

    monkeypatch.setattr(http_api, "gzip", CountingGzip)
    for _ in range(3):
        event = awslocal.api_gateway_event("GET", f"/blobs/{key}", None, iam=False)
        event["headers"]["accept-encoding"] = "gzip"
        out = http_api.handler(event, awslocal.FakeContext())
        assert out["statusCode"] == 200 and out["headers"]["content-encoding"] == "gzip"
        assert gzip.decompress(base64.b64decode(out["body"])) == data
        assert len(json.dumps(out)) < 6 * 1024 * 1024
    assert compressed == [len(data)]


# Talk is masked of every agent's and model's name before the other seats see it. The mask took a
# name wherever its letters stood, so a league with an agent called "re" (or a model word "pro")
# cut those letters out of every seat's talk: "We are ready" reached the table as "We a[redacted]
# [redacted]ady". Short names are now masked only where they stand as words; longer ones still
# wherever they stand ("ClaudeBot" keeps no "Claude").
@pytest.mark.parametrize(
    ("talk", "names", "shown"),
    [
        ("We are ready.", ["re"], "We are ready."),
        ("re here, your move", ["re"], "[redacted] here, your move"),
        ("I am RE!", ["re"], "I am [redacted]!"),
        ("Pros and cons; pro-level play from Pro.", ["pro"], "Pros and cons; [redacted]-level play from [redacted]."),
        ("ClaudeBot says hi", ["claude"], "[redacted]Bot says hi"),
        ("x" * 117 + " ab", ["abc"], "x" * 117 + " [redacted]"),
        ("x" * 117 + "xab", ["abc"], "x" * 117 + "xab"),
    ],
)
def test_short_names_are_masked_in_talk_only_as_whole_words(talk, names, shown):
    from cosino.seats.redaction import redact

    assert redact(talk, names) == shown


# An agent's URL is part of its seat's name, and the seat's name is published with the replay: a
# token in the URL's query ("?token=...") became public once the episode was final. Credentials in
# the user-info part were refused; the query is now held to the same rule, never echoing the secret.
@pytest.mark.parametrize(
    "query",
    ["token=s3cr3t", "v=1&api_key=s3cr3t", "X-Amz-Signature=s3cr3t", "code=s3cr3t", "Access-Token=s3cr3t", "auth="],
)
def test_a_secret_in_an_agent_urls_query_is_refused_and_not_echoed(tmp_path, query):
    from cosino_runtime.seats.transport import SeatConfigError, check_url

    url = f"https://agent.example/act?{query}"
    with pytest.raises(SeatConfigError) as info:
        check_url(url, "agent URL")
    assert "carries a secret in its query" in str(info.value) and "s3cr3t" not in str(info.value)
    agent = f'[agents.beta]\nseat = "remote"\nurl = "{url}"\n'
    with pytest.raises(LeagueConfigError) as info:
        load_config(_league(tmp_path, '[agents.alpha]\nseat = "house"\n' + agent), check_network=False)
    assert "carries a secret in its query" in str(info.value) and "s3cr3t" not in str(info.value)


@pytest.mark.parametrize("query", ["api-version=2024-02-01", "seat=2", ""])
def test_a_plain_query_in_an_agent_url_is_kept(query):
    from cosino_runtime.seats.transport import check_url

    assert check_url(f"https://agent.example/act?{query}") == f"https://agent.example/act?{query}"
