"""A model seat's talk never names the model or its maker (DESIGN 7: no model's name in table talk).

Before: talk was redacted of the model's whole id only, which no model says of itself, so
"I'm Claude 3.5 Sonnet, made by Anthropic" from ``anthropic.claude-3-5-sonnet-20240620-v1:0`` went
into every other seat's observation and prompt as it was written.
"""

from __future__ import annotations

import json

import pytest

from cosino_runtime.league.agents import AgentSpec
from cosino_runtime.seats.models import Completion, ModelSeat

OBS = {
    "variant": "kuhn",
    "alias": "Gizmo",
    "aliases": ["Sprocket", "Gizmo"],
    "position": 1,
    "cards": ["Ks"],
    "history": "b",
    "pot": 3,
    "committed": [2, 1],
    "legal": [{"action": "fold"}, {"action": "call"}],
    "talk": [],
}
# (model id as the API names it, what the model says of itself, words that must not reach the table)
SELF_NAMING = [
    ("anthropic.claude-3-5-sonnet-20240620-v1:0", "I'm Claude 3.5 Sonnet, made by Anthropic", ["claude", "anthropic"]),
    ("us.anthropic.claude-3-haiku-20240307-v1:0", "claude haiku here", ["claude", "haiku"]),
    ("gpt-4o-2024-08-06", "I am GPT-4o from OpenAI", ["gpt", "openai"]),
    ("meta.llama3-70b-instruct-v1:0", "Llama 3 says hi, built by Meta", ["llama", "meta"]),
    ("mistral.mistral-large-2407-v1:0", "Mistral Large here", ["mistral"]),
    ("o3-mini-2025-01-31", "o3 here, an OpenAI model", ["o3", "openai"]),  # no word of three letters in the id
]


class Saying:
    """A chat client that folds and says one line."""

    def __init__(self, model: str, say: str, legal: bool = True) -> None:
        self.model = model
        self.text = json.dumps({"action": "fold" if legal else "raise", "say": say})

    def complete(self, prompt, deadline):
        return Completion(self.text, 10, 10)


@pytest.mark.parametrize("legal", [True, False], ids=["accepted", "refused"])
@pytest.mark.parametrize("model,say,hidden", SELF_NAMING)
def test_a_model_naming_itself_or_its_maker_is_redacted(model, say, hidden, legal):
    said = ModelSeat(Saying(model, say, legal)).act(OBS)["say"]
    assert "[redacted]" in said
    assert not any(word in said.lower() for word in hidden), said


def test_sizes_and_tunings_in_an_id_stay_ordinary_words():
    said = ModelSeat(Saying("mistral.mistral-large-2407-v1:0", "a large pot, mini raise")).act(OBS)["say"]
    assert said == "a large pot, mini raise"


def test_the_league_hides_the_names_a_model_goes_by_from_every_seats_talk():
    spec = AgentSpec("sonnet-agent", "bedrock", {"model": "anthropic.claude-3-5-sonnet-20240620-v1:0"})
    assert {"sonnet-agent", "claude", "anthropic", "anthropic.claude-3-5-sonnet-20240620-v1:0"} <= set(
        spec.secret_names()
    )


@pytest.mark.parametrize(
    ("seat", "options", "said"),
    [
        ("remote", {"url": "https://bots.team-x.example:8443/act"}, "gl from bots.team-x.example"),
        ("openai", {"model": "m", "base_url": "https://proxy.team-y.example/v1"}, "served by proxy.team-y.example"),
    ],
    ids=["remote-url", "openai-base-url"],
)
def test_the_league_hides_an_agents_address_and_its_host_from_talk(seat, options, said):
    """An address names who runs the agent: the whole URL and its host alone are hidden (before, an
    openai agent's base_url was not hidden at all, and a remote agent's host was hidden only inside its whole URL)."""
    from cosino.seats.redaction import redact

    assert "[redacted]" in redact(said, AgentSpec("agent", seat, options).secret_names())
