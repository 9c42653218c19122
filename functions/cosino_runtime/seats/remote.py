"""Remote agents: an agent at a URL, asked for each decision over HTTP.

A remote agent is a URL. For each decision the arena POSTs the observation (canonical JSON)
and reads back ``{"action": ..., "amount"?: ..., "card"?: ..., "say"?: ...}``. Requests are
signed so an agent can tell the arena from anyone else:

* ``X-Cosino-Timestamp``: seconds since the epoch when the request was made;
* ``X-Cosino-Signature``: ``sha256=`` + hex HMAC-SHA256 over ``timestamp + "." + body`` with the
  agent's own key, :func:`~cosino_runtime.seats.signing.agent_key` of the arena's master secret
  and the URL (``cosino agent-key <url>`` prints it for the operator to hand over).
  :func:`~cosino_runtime.seats.signing.verify_signature` is the agent's side (reject stale timestamps).

Each call goes through :func:`cosino_runtime.seats.transport.post` under the decision's deadline,
with its retries; a seat never raises to the episode: a failed call answers with a transport
marker (``{"transport": "timeout", "detail": ...}``) that the episode records under ``received``
before applying the hand's fallback.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from cosino.primitives.canonical import dump_bytes
from cosino.primitives.errors import CosinoError
from cosino.primitives.rng import Rng
from cosino.seats.answers import parse_answer
from cosino.seats.talk_quotes import table_talk
from cosino_runtime.seats import addresses
from cosino_runtime.seats.deadline import seat_deadline
from cosino_runtime.seats.markers import ARENA_MARKERS
from cosino_runtime.seats.signing import SIGNATURE_HEADER, TIMESTAMP_HEADER, agent_key, sign
from cosino_runtime.seats.transport import (
    REPLY_LIMIT,
    SeatConfigError,
    TransportError,
    call_info,
    check_url,
    connect,
    env_timeout,
    failed_call,
    post,
    transport_marker,
    with_retries,
)

DEFAULT_TIMEOUT = 10.0  # seconds per decision
SECRET_ENV = "COSINO_AGENT_SECRET"
TIMEOUT_ENV = "COSINO_AGENT_TIMEOUT"


def check_remote_name(name: str) -> tuple[str, float]:
    """``remote:<url>`` -> (url, timeout); the one check for check time and build time."""
    kind, _, url = name.partition(":")
    if kind != "remote" or not url:
        raise SeatConfigError("expected remote:<http or https URL>")
    check_url(url, "agent URL")
    addresses.check_agent_host(urlsplit(url).hostname or "", "agent URL")
    return url, env_timeout(TIMEOUT_ENV, DEFAULT_TIMEOUT)


@dataclass(frozen=True)
class RemoteAgent:
    """Where an agent lives and how to reach it (its repr leaves out the secret and the headers).

    ``master`` is the arena's secret, never a key: requests are signed with the key derived from
    it for this URL, so whatever path builds the agent, no two agents share a key."""

    url: str
    master: bytes | None = field(default=None, repr=False)
    timeout: float = DEFAULT_TIMEOUT
    limit: int = REPLY_LIMIT
    headers: dict[str, str] = field(default_factory=dict, repr=False)
    public_only: bool = False  # call public addresses only (the arena's policy when the agent was seated)


class RemoteSeat:
    """One decision of a remote agent. Cheap to build; keeps nothing between decisions."""

    def __init__(self, agent: RemoteAgent) -> None:
        self.agent = agent
        self.call: dict[str, Any] = call_info()

    def request_headers(self, body: bytes) -> dict[str, str]:
        headers = dict(self.agent.headers)
        if self.agent.master:
            stamp = str(int(time.time()))
            headers[TIMESTAMP_HEADER] = stamp
            headers[SIGNATURE_HEADER] = sign(agent_key(self.agent.master, self.agent.url), stamp, body)
        return headers

    def act(self, observation: dict[str, Any]) -> Any:
        deadline = seat_deadline(self.agent.timeout)
        body = dump_bytes(observation)
        try:
            data, attempts, throttled = with_retries(
                lambda: post(
                    self.agent.url,
                    body,
                    self.request_headers(body),
                    deadline,
                    self.agent.limit,
                    self.agent.public_only,
                ),
                deadline,
            )
        except TransportError as exc:
            self.call = failed_call(exc)
            return transport_marker(exc)
        text = data.decode("utf-8", errors="replace")
        answer = parse_answer(text, observation.get("legal") or [], talk=table_talk(observation))
        reason = answer.reason
        if "\ufffd" in text and b"\xef\xbf\xbd" not in data:
            reason = "reply is not valid UTF-8" + (f"; {reason}" if reason else "")
        self.call = call_info(
            parse=answer.mode, snapped=answer.snapped, attempts=attempts, reason=reason, throttled=throttled
        )
        return unforged(answer, text)


def unforged(answer: Any, text: str) -> Any:
    """The answer to hand on; a refused reply shaped like one of the arena's own markers goes on as
    its text, so only the seat can say a call failed and only the episode can say an answer was cut."""
    if not answer.accepted and isinstance(answer.response, dict) and any(k in answer.response for k in ARENA_MARKERS):
        return text
    return answer.response


def remote_seat(name: str, variant: str, rng: Rng) -> RemoteSeat:
    """``remote:<url>``: signed with the URL's key of the master secret in COSINO_AGENT_SECRET, the
    timeout from COSINO_AGENT_TIMEOUT."""
    url, timeout = check_remote_name(name)
    agent = RemoteAgent(url, master_secret(SECRET_ENV), timeout, public_only=addresses.public_only())
    return RemoteSeat(agent)


def master_secret(variable: str) -> bytes | None:
    """The master secret in environment ``variable`` as the bytes the environment holds (None when
    unset or empty): the seats and ``cosino agent-key`` read it alike, so they derive the same keys."""
    value = os.environ.get(variable, "")
    return os.fsencode(value) if value else None


def probe(url: str, timeout: float = 3.0) -> str | None:
    """None when something accepts TCP connections at ``url``'s host and port; else why not
    (resolution and connection both bounded by ``timeout``; the arena's address policy applies)."""
    try:
        check_url(url)
        parts = urlsplit(url)
        port = parts.port or (443 if parts.scheme == "https" else 80)
        addresses.check_agent_host(parts.hostname or "", "URL")
        connect(parts.hostname or "", port, time.monotonic() + timeout, addresses.public_only()).close()
    except CosinoError as exc:
        return str(exc)
    except TransportError as exc:
        return str(exc)
    return None
