"""Hostile values in the model allow-lists ``COSINO_OPENAI_MODELS`` and ``COSINO_BEDROCK_MODEL_ARNS``.

The operator sets them, but a deploy script or a copied secret can hand them anything: 10 MB,
a line break, U+2028, a bidi override, a byte that is not UTF-8 (a lone surrogate in
``os.environ``). Checking a seat stays one pass over the value, and a refusal stays one short
line naming the variable: the list is shown cut and escaped. Before, an entry's line break or
bidi control went into the message raw, and a lone surrogate made the API answer 500 (the reply
could not be encoded as UTF-8).
"""

from __future__ import annotations

import json
import os

import pytest

from cosino.primitives.errors import CosinoError
from cosino_runtime.api.routes import Api
from cosino_runtime.seats.models import BEDROCK_ARNS_ENV, OPENAI_MODELS_ENV
from cosino_runtime.seats.registry import SeatNameError, check_seats
from cosino_runtime.store.embedded import EmbeddedStore
from tests.support.queues import NoQueue

TEN_MB = 10 * 1024 * 1024
ARN = "arn:aws:bedrock:us-east-1::foundation-model/"
HOSTILE = {
    "one 10 MB entry": "g" * TEN_MB,
    "10 MB of entries": "g," * (TEN_MB // 2),
    "10 MB of commas": "," * TEN_MB,
    "a line break": "gpt-b\nERROR forged line",
    "a line separator": "gpt-b\u2028forged line",
    "a bidi override": "\u202egpt-b",
    "a lone surrogate": "gpt-\udcff",  # how os.environ shows a byte that is not UTF-8
}
# Each variable, a seat it is checked for and how one entry is written in it.
LISTS = {
    OPENAI_MODELS_ENV: ("openai", lambda entry: entry),
    BEDROCK_ARNS_ENV: ("bedrock", lambda entry: ARN + entry),
}


@pytest.fixture(autouse=True)
def environment(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.setenv("AWS_REGION", "us-east-1")
    for variable in LISTS:
        monkeypatch.delenv(variable, raising=False)


def refusal(seat: str) -> str:
    with pytest.raises(SeatNameError) as caught:
        check_seats([seat, "house"], "kuhn")
    assert isinstance(caught.value, CosinoError)
    return str(caught.value)


def one_short_line(message: str, variable: str) -> None:
    assert variable in message and "not one this arena offers" in message, message[:300]
    assert len(message) < 500  # the list is cut, never echoed whole
    assert message.isprintable(), ascii(message)  # no line break, U+2028, bidi control or surrogate
    message.encode("utf-8")  # a reply or a log line can carry it


@pytest.mark.parametrize("variable", LISTS)
@pytest.mark.parametrize("value", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_list_refuses_in_one_short_line_naming_the_variable(monkeypatch, variable, value):
    kind, written = LISTS[variable]
    entries = value if value.startswith(",") else written(value)
    monkeypatch.setenv(variable, entries)
    if entries.strip(","):
        one_short_line(refusal(f"{kind}:gpt-z"), variable)
    else:  # nothing but commas lists nothing: any model is offered, as when the variable is empty
        check_seats([f"{kind}:gpt-z", "house"], "kuhn")


@pytest.mark.parametrize("variable", LISTS)
@pytest.mark.parametrize("value", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_listed_model_is_still_found_beside_hostile_entries(monkeypatch, variable, value):
    kind, written = LISTS[variable]
    monkeypatch.setenv(variable, f"{written(value)},{written('gpt-a')}")
    check_seats([f"{kind}:gpt-a", "house"], "kuhn")


@pytest.mark.parametrize("variable", LISTS)
def test_a_nul_cannot_reach_the_check_and_would_show_escaped(monkeypatch, variable):
    kind, written = LISTS[variable]
    with pytest.raises(ValueError):  # the process environment cannot hold one
        monkeypatch.setenv(variable, written("gpt-b\x00forged"))
    monkeypatch.setattr(os, "environ", {**os.environ, variable: written("gpt-b\x00forged")})
    message = refusal(f"{kind}:gpt-z")
    one_short_line(message, variable)
    assert "\\x00" in message


@pytest.mark.parametrize("variable", LISTS)
@pytest.mark.parametrize("value", ["gpt-\udcff", "gpt-b\nforged", "g" * TEN_MB], ids=["surrogate", "newline", "10MB"])
def test_the_api_answers_400_naming_the_variable(tmp_path, monkeypatch, variable, value):
    kind, written = LISTS[variable]
    monkeypatch.setenv(variable, written(value))
    store = EmbeddedStore(tmp_path / "store")
    try:
        body = json.dumps({"variant": "kuhn", "seats": ["house", f"{kind}:gpt-z"], "hands": 1}).encode()
        response = Api(store, NoQueue()).handle("POST", "/api/episodes", body, True)
    finally:
        store.close()
    assert response.status == 400 and len(response.body) < 600
    error = response.json()["error"]
    assert f"seat 2 ('{kind}:gpt-z')" in error
    one_short_line(error, variable)
