"""The agents a league seats: what an ``[agents.<name>]`` table describes, and the seat it builds.

``build_inner`` makes the seat for one decision (cheap: no network until ``act``); the
config check builds one per variant before any episode, the runner one per decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from cosino.primitives.errors import quoted
from cosino.primitives.rng import Rng
from cosino.seats.house import make_seat
from cosino.seats.redaction import model_names

SEAT_KINDS = ("house", "random", "fake", "openai", "bedrock", "remote")
LIMITS = {"max_concurrent", "requests_per_minute", "tokens_per_minute"}  # engine/limits.py
AGENT_KEYS = {
    "house": {"seat"},
    "random": {"seat"},
    "fake": {"seat", "style", "latency"} | LIMITS,
    "openai": {"seat", "model", "base_url", "api_key_env", "timeout", "max_tokens", "temperature"} | LIMITS,
    "bedrock": {"seat", "model", "region", "timeout", "max_tokens"} | LIMITS,
    "remote": {"seat", "url", "secret_env", "timeout"} | LIMITS,
}


@dataclass(frozen=True)
class AgentSpec:
    name: str
    seat: str
    options: dict[str, Any] = field(default_factory=dict)

    def secret_names(self) -> list[str]:
        """Strings that identify the agent and must never reach another seat's talk."""
        names = [self.name]
        if isinstance(self.options.get("model"), str):  # the names the model goes by, not only its id
            names.extend(model_names(self.options["model"]))
        for key in ("url", "base_url"):  # an address names who runs the agent, and so does its host alone
            if isinstance(self.options.get(key), str):
                names.extend([self.options[key], *_host_of(self.options[key])])
        return [n for n in names if n not in ("house", "random")]


def _host_of(url: str) -> list[str]:
    """The host of ``url`` when it has one of more than a few letters ("agent.example"), else nothing."""
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        return []
    return [host] if len(host) >= 4 else []


def seat_name(agent: AgentSpec) -> str | None:
    """The command line's name for an agent's seat, for the shared seat check (None: checked here)."""
    if agent.seat in ("house", "random"):
        return agent.seat
    if agent.seat == "fake":
        return f"fake:{agent.options.get('style', 'json')}"
    if agent.seat == "remote":
        return f"remote:{agent.options['url']}"
    return None  # model seats: their key variable and region are the league's own fields, checked below


def build_inner(agent: AgentSpec, variant: str, rng: Rng) -> Any:
    """The seat for one decision of ``agent`` (cheap: no network until ``act``)."""
    opts = agent.options
    if agent.seat in ("house", "random"):
        return make_seat(agent.seat, variant, rng)
    if agent.seat == "fake":
        from cosino_runtime.seats.models import FakeModel, ModelSeat

        return ModelSeat(FakeModel(opts.get("style", "json"), rng, model=agent.name, latency=opts.get("latency", 0)))
    if agent.seat == "openai":
        from cosino_runtime.seats.models import ModelSeat, OpenAIChat

        client = OpenAIChat.from_env(
            opts["model"],
            opts.get("api_key_env", "OPENAI_API_KEY"),
            opts.get("base_url"),
            max_tokens=opts.get("max_tokens", 300),
            temperature=opts.get("temperature"),
        )
        return ModelSeat(client, float(opts.get("timeout", 30.0)))
    if agent.seat == "bedrock":
        from cosino_runtime.seats.models import BedrockChat, ModelSeat

        timeout = float(opts.get("timeout", 30.0))
        return ModelSeat(
            BedrockChat(
                opts["model"], region=opts.get("region"), timeout=timeout, max_tokens=opts.get("max_tokens", 300)
            ),
            timeout,
        )
    if agent.seat == "remote":
        from cosino_runtime.seats.addresses import public_only
        from cosino_runtime.seats.remote import SECRET_ENV, RemoteAgent, RemoteSeat, master_secret

        # secret_env holds a master, as COSINO_AGENT_SECRET (the default) does: the agent gets its URL's key only.
        master = master_secret(opts.get("secret_env") or SECRET_ENV)
        timeout = float(opts.get("timeout", 10.0))
        return RemoteSeat(RemoteAgent(opts["url"], master, timeout, public_only=public_only()))
    raise ValueError(f"unknown seat kind {quoted(agent.seat)}")
