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


def outside_url(agent: AgentSpec) -> str | None:
    """Where an agent's requests go when someone outside the arena answers them, spelt one way (None
    for the arena's seats and for models at OpenAI's own endpoint, or at the operator's OPENAI_BASE_URL).

    A remote agent is its URL. An ``openai`` agent with a ``base_url`` of its own posts every prompt to
    ``{base_url}/chat/completions``, and whoever serves that reads each seat's cards there, whatever
    model name the request carries: the same place as another agent's is the same agent. The same fact
    decides whose a "not now" is (:func:`build_inner`): only the arena's provider throttles the arena.
    """
    from cosino_runtime.seats.addresses import non_public_host
    from cosino_runtime.seats.models import DEFAULT_BASE_URL
    from cosino_runtime.seats.transport import canonical_url

    url = agent.options.get("url") if agent.seat == "remote" else None
    base_url = agent.options.get("base_url") if agent.seat == "openai" else None
    if isinstance(base_url, str) and canonical_url(base_url.rstrip("/")) != canonical_url(DEFAULT_BASE_URL):
        # A model server on the arena's own machine (Ollama, vLLM) is the operator's: no competitor listens there.
        if non_public_host(urlsplit(base_url).hostname or "") == "loopback":
            return None
        url = base_url.rstrip("/") + "/chat/completions"  # the URL OpenAIChat posts to
    return canonical_url(url) if isinstance(url, str) else None  # one URL however spelt


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
            provider=outside_url(agent) is None,  # a base_url someone else serves: its 429 is its own failure
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
