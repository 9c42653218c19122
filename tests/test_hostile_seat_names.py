"""The one seat-name and seat-environment check (cosino_runtime.seats.registry.check_seats) that the command
line and the API share: each bad name is refused with a CosinoError naming the seat's index."""

from __future__ import annotations

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.primitives.errors import CosinoError
from cosino.seats.house import decision_rng
from cosino_runtime.seats.registry import SeatNameError, UnavailableSeat, build_seat, check_seats


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    for variable in (
        "OPENAI_API_KEY",
        "OPENAI_BASE_URL",
        "AWS_REGION",
        "AWS_DEFAULT_REGION",
        "COSINO_AGENT_TIMEOUT",
        "COSINO_MODEL_TIMEOUT",
    ):
        monkeypatch.delenv(variable, raising=False)


REFUSED = [
    ("remote:", "holdem-hu", "expected remote:"),
    ("remote:ftp://x", "holdem-hu", "not http or https"),
    ("remote:http://", "holdem-hu", "names no host"),
    ("remote:http://x:99999/", "holdem-hu", "not valid"),
    ("remote:http://x y/", "holdem-hu", "spaces"),
    ("fake:nope", "holdem-hu", "fake model style 'nope'"),
    ("fake:", "holdem-hu", "fake model style ''"),
    ("advisor:3", "kuhn", "Hold'em only"),
    ("advisor", "leduc", "Hold'em only"),
    ("advisor:3", "holdem-hu", "from 20 to 10000"),
    ("advisor:\u0666\u0666", "holdem-hu", "whole number"),
    ("advisor:abc", "holdem-hu", "whole number"),
    ("advisor:99999999999", "holdem-hu", "whole number"),
    ("advisor:40:deep", "holdem-hu", "street or showdown"),
    ("advisor:40:street:x", "holdem-hu", "expected advisor"),
    ("softplay:", "holdem-hu", "partner's alias"),
    ("softplay:Gizmo", "kuhn", "Hold'em only"),
    ("openai:gpt-x", "holdem-hu", "OPENAI_API_KEY"),
    ("openai:", "holdem-hu", "expected openai:<model>"),
    ("bedrock:x", "holdem-hu", "AWS_REGION or AWS_DEFAULT_REGION"),
    ("bedrock:", "holdem-hu", "expected bedrock:<model id>"),
    ("nobody", "holdem-hu", "unknown seat 'nobody'"),
    ("", "holdem-hu", "non-empty"),
]


@pytest.mark.parametrize("name, variant, why", REFUSED)
def test_each_bad_name_is_refused_naming_the_seat(name, variant, why):
    with pytest.raises(SeatNameError) as caught:
        check_seats(["house", name], variant)
    message = str(caught.value)
    assert isinstance(caught.value, CosinoError)
    assert message.startswith(f"seat 2 ({name!r}): ") and why in message, message
    assert "\n" not in message


@pytest.mark.parametrize("value", ["inf", "nan", "abc", "0", "-1", "1e9", "301", "\u0666", "Infinity"])
@pytest.mark.parametrize(
    "variable, seat", [("COSINO_AGENT_TIMEOUT", "remote:http://127.0.0.1:9/act"), ("COSINO_MODEL_TIMEOUT", "openai:m")]
)
def test_timeout_variables_are_checked_and_named(monkeypatch, variable, seat, value):
    monkeypatch.setenv(variable, value)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    with pytest.raises(SeatNameError, match=f"seat 1 .*{variable}="):
        check_seats([seat, "house"], "holdem-hu")


def test_good_names_pass_and_build(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-1")
    monkeypatch.setenv("COSINO_AGENT_TIMEOUT", "2.5")
    names = [
        "remote:https://agent.example/act?x=1",
        "openai:gpt-x",
        "bedrock:anthropic.claude-v2",
        "fake",
        "fake:mixed",
        "advisor",
        "advisor:40:showdown",
        "softplay:Gizmo",
        "house",
        "random",
    ]
    check_seats(names, "holdem-6max")
    seat = build_seat(names[0], "holdem-6max", decision_rng(1, 0, 0))
    assert seat.agent.timeout == 2.5
    assert build_seat("bedrock:m", "holdem-6max", decision_rng(1, 0, 0)).client.client.meta.region_name == "eu-west-1"


@pytest.mark.parametrize(
    "name, variant", [("fake:nope", "holdem-hu"), ("advisor:3", "kuhn"), ("softplay:", "holdem-hu")]
)
def test_build_refuses_what_the_check_refuses(name, variant):
    with pytest.raises(CosinoError):
        build_seat(name, variant, decision_rng(1, 0, 0))


def test_a_key_removed_after_the_check_falls_back_instead_of_wedging(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    check_seats(["openai:m", "house"], "holdem-hu")
    monkeypatch.delenv("OPENAI_API_KEY")
    seat = build_seat("openai:m", "holdem-hu", decision_rng(1, 0, 0))
    assert isinstance(seat, UnavailableSeat)
    ep = Episode(EpisodeConfig("holdem-hu", ("openai:m", "house"), hands=1, seed=1))
    _, obs = ep.pending()
    response = seat.act(obs)
    assert response["transport"] == "transport" and "OPENAI_API_KEY" in response["detail"]
    record = ep.decide(response)[0]
    assert record["received"] == response and "error" in record
