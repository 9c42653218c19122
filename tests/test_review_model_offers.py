"""Which paid models a seat may name. Whoever seats ``openai:<model>`` spends the operator's key,
and an API caller may seat one: ``COSINO_OPENAI_MODELS`` lists what the arena offers. The template
already limits what the step role may invoke on Bedrock (``BedrockModelArns``); a seat naming
another model id was accepted and then failed at every decision with AccessDenied. Both lists are
now checked when the seat is, so a create names the model it cannot have."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cosino_runtime.api.routes import Api
from cosino_runtime.seats.models import BEDROCK_ARNS_ENV, OPENAI_MODELS_ENV
from cosino_runtime.seats.registry import SeatNameError, check_seats
from cosino_runtime.store.embedded import EmbeddedStore
from tests.support.queues import NoQueue

ROOT = Path(__file__).resolve().parent.parent
HAIKU = "anthropic.claude-3-haiku-20240307-v1:0"
ARNS = f"arn:aws:bedrock:us-east-1::foundation-model/{HAIKU},arn:aws:bedrock:eu-west-1::foundation-model/meta.llama3"


@pytest.fixture
def openai_key(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)


def refused(seats, variant="kuhn") -> str:
    with pytest.raises(SeatNameError) as caught:
        check_seats(seats, variant)
    message = str(caught.value)
    assert "\n" not in message and message.startswith("seat 1 ("), message
    return message


@pytest.mark.parametrize("listed", ["gpt-a,gpt-b", " gpt-b , gpt-a ", "gpt-a,,gpt-b,"])
def test_an_openai_model_outside_the_list_is_refused_and_a_listed_one_is_not(monkeypatch, openai_key, listed):
    monkeypatch.setenv(OPENAI_MODELS_ENV, listed)
    check_seats(["openai:gpt-a", "house"], "kuhn")
    message = refused(["openai:gpt-5-pro", "house"])
    assert "not one this arena offers" in message and OPENAI_MODELS_ENV in message and "gpt-b" in message


@pytest.mark.parametrize("value", [None, "", " , "])
def test_without_a_list_any_openai_model_is_offered(monkeypatch, openai_key, value):
    if value is None:
        monkeypatch.delenv(OPENAI_MODELS_ENV, raising=False)
    else:
        monkeypatch.setenv(OPENAI_MODELS_ENV, value)
    check_seats(["openai:anything-at-all", "house"], "kuhn")


def test_a_bedrock_model_the_role_may_not_invoke_is_refused_at_the_check(monkeypatch):
    monkeypatch.setenv(BEDROCK_ARNS_ENV, ARNS)
    monkeypatch.setenv("AWS_REGION", "us-east-1")
    check_seats([f"bedrock:{HAIKU}", "house"], "kuhn")
    assert "not one this arena offers" in refused(["bedrock:anthropic.claude-opus", "house"])
    assert "us-east-1" in refused(["bedrock:meta.llama3", "house"])  # listed, but for another region
    monkeypatch.setenv("AWS_REGION", "eu-west-1")
    check_seats(["bedrock:meta.llama3", "house"], "kuhn")
    monkeypatch.delenv(BEDROCK_ARNS_ENV)
    check_seats(["bedrock:anthropic.claude-opus", "house"], "kuhn")


def test_the_api_answers_400_naming_the_seat(tmp_path, monkeypatch, openai_key):
    monkeypatch.setenv(OPENAI_MODELS_ENV, "gpt-a")
    store = EmbeddedStore(tmp_path / "store")
    try:
        body = json.dumps({"variant": "kuhn", "seats": ["house", "openai:o1-pro"], "hands": 1}).encode()
        response = Api(store, NoQueue()).handle("POST", "/api/episodes", body, True)
    finally:
        store.close()
    assert response.status == 400 and "seat 2 ('openai:o1-pro')" in response.json()["error"]


def test_the_template_hands_both_lists_to_every_function():
    from cfnlint.decode import decode

    template, problems = decode(str(ROOT / "infra" / "template.yaml"))
    assert not problems
    variables = template["Globals"]["Function"]["Environment"]["Variables"]
    assert variables[OPENAI_MODELS_ENV] == {"Ref": "OpenAIModels"}
    assert variables[BEDROCK_ARNS_ENV] == {"Fn::Join": [",", {"Ref": "BedrockModelArns"}]}
    assert template["Parameters"]["OpenAIModels"]["Default"] == ""
