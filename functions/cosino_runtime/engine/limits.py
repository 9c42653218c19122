"""Rate limits and concurrency caps: the runner waits for them instead of failing a decision.

Per agent (``[agents.<name>]`` in ``league.toml``): ``max_concurrent`` calls in flight,
``requests_per_minute`` and ``tokens_per_minute``. Both rates are token buckets that refill
continuously at ``rate / 60`` per second and hold one second's worth (at least one request;
a call's tokens may overdraw the token bucket, and later calls wait until it is back above
zero). So over any interval of ``t`` seconds an agent is sent at most ``burst + rate * t / 60``
requests, which is what a provider's own token buckets allow.

:class:`AgentLimits` is the in-process limiter (the embedded runner's threads share it);
:class:`SharedBucket` keeps a bucket in the AWS store's table with conditional writes, so every
step function shares one budget per agent (:func:`take_together` takes an agent's two rates from
one item at once, and a call's used tokens are charged with an atomic ``ADD``, no read);
:class:`EpisodeSlots` is the AWS episode
concurrency cap. Waiting happens before a decision's deadline starts, never inside it, and
nothing here reaches a replay: limits change when a decision is asked, never what it decides.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from cosino.primitives.errors import quoted
from cosino_runtime.store.base import SLOWEST_PER_MINUTE, EpisodeHead, TransientStoreError, UnknownEpisode

Clock = Callable[[], float]
LIMIT_KEYS = ("max_concurrent", "requests_per_minute", "tokens_per_minute")
TOKEN_GUESS = 1000  # tokens a call is assumed to cost before the agent has reported any
MAX_WAIT_SLICE = 0.5  # seconds: a waiter looks again at least this often


def burst_of(per_minute: float) -> float:
    """One second's worth of a per-minute rate, at least 1.

    >>> burst_of(60), burst_of(6), burst_of(90_000)
    (1, 1, 1500)
    """
    return max(1, math.ceil(per_minute / 60))


class TokenBucket:
    """A token bucket: ``per_minute`` refill, ``burst`` capacity; not thread-safe on its own."""

    def __init__(self, per_minute: float, burst: float | None = None, clock: Clock = time.monotonic) -> None:
        if not per_minute > 0:
            raise ValueError("a rate must be more than 0 per minute")
        self.per_minute = per_minute
        self.rate = per_minute / 60.0
        self.capacity = float(burst if burst is not None else burst_of(per_minute))
        self.clock = clock
        self.level = self.capacity
        self.updated = clock()

    def _refill(self) -> None:
        now = self.clock()
        self.level = min(self.capacity, self.level + (now - self.updated) * self.rate)
        self.updated = now

    def wait_for(self, n: float) -> float:
        """Seconds until ``n`` may be taken (0 when now): enough tokens, or a full bucket for a bigger ``n``."""
        self._refill()
        need = min(n, self.capacity)
        return 0.0 if self.level >= need else (need - self.level) / self.rate

    def take(self, n: float) -> None:
        self._refill()
        self.level -= n

    def give(self, n: float) -> None:
        """Return ``n`` (a negative ``n`` charges more): reconciles an estimate with what a call used."""
        self._refill()
        self.level = min(self.capacity, self.level + n)


def reported_tokens(call: Any) -> int | None:
    """The tokens a seat's ``call`` says its call used (input plus output), or None when it says none.

    The counts come from the agent's side of the wire: one that is not a whole number from 0 up (a bool, a float,
    NaN, a negative) is no count, so it can neither refill a bucket nor break the number a store writes.

    >>> reported_tokens({"input_tokens": 40, "output_tokens": 2}), reported_tokens({"input_tokens": True})
    (42, None)
    """
    info = call if isinstance(call, dict) else {}
    counts = [n for n in (info.get("input_tokens"), info.get("output_tokens")) if type(n) is int and n >= 0]
    return sum(counts) if counts else None


def chargeable(tokens: int, per_minute: float) -> float:
    """What one call's ``tokens`` may cost an agent's tokens rate: at most a minute of it, and at least one token.
    A provider refuses a request over its tokens-per-minute limit, so a bigger count is false, and charged whole it
    would stall the agent for as many minutes; a call reporting 0 still cost its one token (the shared buckets take
    it before the call and cannot give it back without another write, so the in-process limiter keeps it too).

    >>> chargeable(42, 6_000), chargeable(10**30, 6_000), chargeable(0, 6_000)
    (42, 6000, 1)
    """
    return max(1, min(tokens, per_minute))


UNCOUNTED_CALL_TOKENS = 1  # what a call reporting no count costs: a shared bucket takes it before the call


def call_cost(tokens: int | None, per_minute: float) -> float:
    """What one call costs an agent's tokens rate, the one rule of both limiters: :func:`chargeable` of the count it
    reports, or :data:`UNCOUNTED_CALL_TOKENS` when it reports none or raised (a failed call: the request reached the
    agent, so it counts, and a count left by a call that raised may be an earlier call's).

    >>> call_cost(42, 6_000), call_cost(None, 6_000), call_cost(0, 6_000)
    (42, 1, 1)
    """
    return UNCOUNTED_CALL_TOKENS if tokens is None else chargeable(tokens, per_minute)


@dataclass
class Ticket:
    """One call admitted by :meth:`AgentLimits.admit`; set ``tokens`` to what the call used (left None for a call
    that failed or reported nothing: :func:`call_cost`)."""

    estimate: int
    tokens: int | None = None


class AgentLimits:
    """One agent's limits, shared by every thread that calls it."""

    def __init__(
        self,
        max_concurrent: int | None = None,
        requests_per_minute: float | None = None,
        tokens_per_minute: float | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        self.max_concurrent = max_concurrent
        self.requests = TokenBucket(requests_per_minute, clock=clock) if requests_per_minute else None
        self.tokens = TokenBucket(tokens_per_minute, clock=clock) if tokens_per_minute else None
        self.cond = threading.Condition()
        self.in_flight = 0
        self.peak = 0  # most calls in flight at once (reported by tests and benchmarks)
        self.waited = 0.0  # seconds callers spent waiting for these limits
        self.estimate = TOKEN_GUESS

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> "AgentLimits | None":
        """The limits an agent's options ask for, or None when it sets none."""
        if not any(options.get(k) for k in LIMIT_KEYS):
            return None
        return cls(options.get("max_concurrent"), options.get("requests_per_minute"), options.get("tokens_per_minute"))

    def _wait(self) -> float | None:
        """Seconds to wait before the next call may start (0: now; None: until a call ends)."""
        if self.max_concurrent is not None and self.in_flight >= self.max_concurrent:
            return None
        waits = [b.wait_for(n) for b, n in ((self.requests, 1), (self.tokens, self.estimate)) if b is not None]
        return max(waits, default=0.0)

    @contextmanager
    def admit(self, stop: threading.Event | None = None) -> Iterator[Ticket]:
        """Wait until a call may start, hold its place while it runs, then settle its tokens."""
        start = time.monotonic()
        with self.cond:
            while (wait := self._wait()) != 0.0:
                if stop is not None and stop.is_set():
                    raise InterruptedError("the league is stopping")
                self.cond.wait(MAX_WAIT_SLICE if wait is None else min(wait, MAX_WAIT_SLICE))
            ticket = Ticket(self.estimate)
            for bucket, n in ((self.requests, 1), (self.tokens, ticket.estimate)):
                if bucket is not None:
                    bucket.take(n)
            self.in_flight += 1
            self.peak = max(self.peak, self.in_flight)
            self.waited += time.monotonic() - start
        try:
            yield ticket
        finally:
            with self.cond:
                self.in_flight -= 1
                if self.tokens is not None:
                    used = call_cost(ticket.tokens, self.tokens.per_minute)
                    self.tokens.give(ticket.estimate - used)
                    if ticket.tokens is not None:  # a failed call's one token says nothing of the next call's size
                        self.estimate = used
                self.cond.notify_all()


# -- shared by every step function: buckets and slots in the AWS store's table ----------------------


class SharedBucket:
    """A token bucket kept in the store (``store.take_tokens``), shared by every process using it."""

    def __init__(self, store: Any, key: str, per_minute: float, burst: float | None = None) -> None:
        self.store = store
        self.key = key
        self.per_minute = per_minute
        self.capacity = burst if burst is not None else burst_of(per_minute)

    def try_take(self, n: float = 1) -> float:
        """Take ``n`` now and return 0, or return the seconds to wait before asking again."""
        return self.store.take_tokens(self.key, self.per_minute, self.capacity, n)

    def take(self, n: float = 1, deadline: float | None = None, sleep: Callable[[float], None] = time.sleep) -> bool:
        """Wait (until ``deadline``, a ``time.monotonic()`` instant) and take ``n``; False if the time ran out."""
        return _waited(lambda: self.try_take(n), deadline, sleep)


def _waited(try_take: Callable[[], float], deadline: float | None, sleep: Callable[[float], None]) -> bool:
    """Call ``try_take`` (0: taken, else the seconds to wait) until it takes; False once the wait it tells ends past
    ``deadline``."""
    while True:
        wait = try_take()
        if wait <= 0:
            return True
        if deadline is not None and time.monotonic() + wait > deadline:
            return False
        sleep(min(wait, MAX_WAIT_SLICE * 4))


def take_together(
    store: Any,
    key: str,
    takes: list[tuple[SharedBucket, float]],
    deadline: float | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> bool:
    """Wait (until ``deadline``) and take each ``(bucket, n)`` at once from one item ``key`` of ``store``, all or
    none (``store.take_buckets``; one bucket alone is the item ``SharedBucket.take`` uses under the same key);
    False if the time ran out."""
    specs = tuple((bucket.per_minute, bucket.capacity, n) for bucket, n in takes)
    return _waited(lambda: store.take_buckets(key, specs), deadline, sleep)


class EpisodeSlots:
    """The AWS episode concurrency cap: at most ``cap`` episodes hold a slot; an episode holds one
    from its first step until it is final (``store.hold_slot`` / ``store.free_slot``, idempotent;
    :func:`start_episode` takes back a slot a final episode kept)."""

    def __init__(self, store: Any, cap: int, key: str = "episodes") -> None:
        self.store = store
        self.cap = cap
        self.key = key

    def hold(self, episode_id: str) -> bool:
        return self.store.hold_slot(self.key, episode_id, self.cap)

    def free(self, episode_id: str) -> None:
        self.store.free_slot(self.key, episode_id)


# -- the step function's settings (infra/template.yaml sets them from the stack's parameters) -------

EPISODE_CAP_ENV = "COSINO_EPISODE_CONCURRENCY"  # episodes running at once, 0 or unset: no cap
AGENT_EPISODES_ENV = "COSINO_AGENT_EPISODES"  # running episodes one outside agent may play in, 0: no cap
AGENT_LIMITS_ENV = "COSINO_AGENT_LIMITS"  # JSON: seat name -> {"requests_per_minute": n, "tokens_per_minute": n}
SLOTS_KEY = "episodes"
LIMIT_WAIT = 20.0  # seconds a step waits for an agent's shared bucket before handing its message back
MAX_RATE = 100_000_000
SETTINGS_LIMIT = 16 * 1024  # bytes of the agent limits setting
# The most episodes a cap may allow: every holder's id sits in one slot item, and DynamoDB's item limit
# (400 KB) is about 9,000 ids of the longest kind (44 characters); past it every hold failed and the step handed
# its message back for good.
MAX_SLOTS = 5000


class LimitSettingError(ValueError):
    """A limit setting in the environment is unusable; the message names the variable."""


def _whole_setting(name: str, environ: dict[str, str] | None, default: int = 0) -> int:
    raw = (environ if environ is not None else os.environ).get(name, "").strip()
    if not raw:
        return default
    if not raw.isascii() or not raw.isdigit() or len(raw) > 6 or int(raw) > MAX_SLOTS:
        shown = raw[:20].encode("utf-8", "backslashreplace").decode("ascii", "backslashreplace")
        raise LimitSettingError(f"{name}={quoted(shown)}: expected a whole number of episodes, at most {MAX_SLOTS}")
    return int(raw)


def episode_cap(environ: dict[str, str] | None = None) -> int:
    return _whole_setting(EPISODE_CAP_ENV, environ)


def agent_episode_cap(environ: dict[str, str] | None = None, default: int = 0) -> int:
    """The most running episodes one outside agent may play in (0: no cap). Every decision of an
    outside seat holds a step worker while it waits, so without a cap one agent that stalls in
    many episodes could hold every worker, and other agents' episodes would wait on it.

    >>> agent_episode_cap({AGENT_EPISODES_ENV: "2"}), agent_episode_cap({}, default=4)
    (2, 4)
    """
    return _whole_setting(AGENT_EPISODES_ENV, environ, default)


def agent_slot_key(agent: str) -> str:
    """The slot key of an agent: a digest, so neither a long name nor a URL's secret is a key.

    >>> agent_slot_key("remote:https://a.example/x")[:6], len(agent_slot_key("x" * 5000))
    ('agent#', 38)
    """
    return "agent#" + hashlib.sha256(agent.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def outside_agents(config: dict[str, Any]) -> dict[str, int]:
    """Each distinct outside agent of an episode's config (``registry.outside_agent``: one URL however
    spelt) -> the index of its first seat."""
    from cosino_runtime.seats.registry import outside_agent, outside_seats  # loads the seat registry on use only

    names = config.get("agents")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return {}
    out: dict[str, int] = {}
    for i in outside_seats(names):
        out.setdefault(outside_agent(names[i]), i)
    return out


def agent_rates(environ: dict[str, str] | None = None) -> dict[str, dict[str, float]]:
    """The shared per-agent rates from the environment, checked (an unusable setting is an error)."""
    raw = (environ if environ is not None else os.environ).get(AGENT_LIMITS_ENV, "").strip()
    if not raw:
        return {}
    try:
        data = json.loads(raw[: SETTINGS_LIMIT + 1]) if len(raw) <= SETTINGS_LIMIT else None
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise LimitSettingError(f"{AGENT_LIMITS_ENV}: expected a JSON object of seat name -> limits")
    out: dict[str, dict[str, float]] = {}
    for seat, rates in data.items():
        ok = isinstance(rates, dict) and set(rates) <= {"requests_per_minute", "tokens_per_minute"}
        ok = ok and all(
            not isinstance(v, bool) and isinstance(v, (int, float)) and 0 < v <= MAX_RATE for v in rates.values()
        )
        if not ok:
            raise LimitSettingError(f"{AGENT_LIMITS_ENV}: limits of {quoted(str(seat)[:60])} are not positive rates")
        for name, rate in rates.items():  # a rate item's time-to-live covers its debt at these rates, no slower
            if rate < SLOWEST_PER_MINUTE[name]:
                raise LimitSettingError(
                    f"{AGENT_LIMITS_ENV}: {name} of {quoted(str(seat)[:60])} is below {SLOWEST_PER_MINUTE[name]},"
                    " the slowest a shared rate may be"
                )
        out[seat] = {k: float(v) for k, v in rates.items()}
    return out


class RetryStep(TransientStoreError):
    """The step cannot start now (an episode slot or an agent's shared budget is not free): nothing
    was committed; the queue delivers the message again."""


def start_episode(store: Any, episode_id: str, version: int, cap: int) -> EpisodeHead | None:
    """At an episode's first step, hold one of ``cap`` episode slots or raise :class:`RetryStep`.

    Only an episode still running at version 1 takes a slot: a first-step message that comes
    again after the episode moved on (or ended, or never existed) would otherwise take a slot
    that nothing gives back, since only finalisation frees one. The head is read again after the
    hold, since the sweeper can end the episode in between.

    Returns the head it read last (None if it read none), for the step to use rather than read it
    once more: until 2026-12-07 a first step under a cap read the head three times."""
    if not cap or version != 1:
        return None
    try:
        head = store.load_head(episode_id)
    except UnknownEpisode:
        return None  # the step drops the message
    if head.version != 1 or head.status != "running":
        return head
    slots = EpisodeSlots(store, cap, SLOTS_KEY)
    # A slot a final episode kept (finalised while the cap was lifted, or a step that died between
    # its hold and giving it back) is taken back once the cap is full, as the agents' slots are.
    if not slots.hold(episode_id) and not _freed_and_held(store, SLOTS_KEY, episode_id, cap):
        raise RetryStep(f"{episode_id}: {cap} episodes are running; it starts when one ends")
    # The deadline guard may have ended it since the read, and its finalisation freed a slot not yet held.
    head = store.load_head(episode_id)
    if head.status != "running":
        slots.free(episode_id)
    return head


def hold_agent_slots(store: Any, episode_id: str, config: dict[str, Any], cap: int) -> str | None:
    """Before an episode is created, hold for it one of ``cap`` slots of each of its outside agents.

    Returns None when every slot is held, else why not (and then holds none). A creation is
    refused rather than left waiting: a waiting episode's deadline guard would run while it waits."""
    if not cap:
        return None
    held: list[str] = []
    for agent, seat in outside_agents(config).items():
        key = agent_slot_key(agent)
        if not store.hold_slot(key, episode_id, cap) and not _freed_and_held(store, key, episode_id, cap):
            for done in held:
                store.free_slot(done, episode_id)
            return (
                f"seat {seat + 1}'s agent already plays in {cap} running episodes, the most one agent may;"
                " create this one when one of them ends"
            )
        held.append(key)
    return None


def _freed_and_held(store: Any, key: str, episode_id: str, cap: int) -> bool:
    """Free the slots of ``key`` whose holders are final or were never created (a create that died
    between its hold and its first write), then try once more. A create still between those two
    steps looks the same, so two creates racing for an agent's last slot may both get one."""
    freed = False
    for holder in store.slot_holders(key):
        try:
            gone = store.load_head(holder).status == "final"
        except UnknownEpisode:
            gone = True
        if gone:
            store.free_slot(key, holder)
            freed = True
    return freed and store.hold_slot(key, episode_id, cap)


def free_agent_slots(store: Any, episode_id: str, config: dict[str, Any]) -> None:
    """Give back the slots ``episode_id`` holds for its outside agents (nothing happens for any it
    does not hold)."""
    for agent in outside_agents(config):
        store.free_slot(agent_slot_key(agent), episode_id)


def end_episode(store: Any, episode_id: str, config: dict[str, Any]) -> None:
    """Give the episode's slots back (finalize calls this). Every slot is freed whatever the cap is
    now (an idempotent delete), so a cap lifted and set again never keeps a finished episode's slot;
    :func:`start_episode`'s reclaim is left for a finalize that died before this."""
    if not hasattr(store, "free_slot"):
        return
    EpisodeSlots(store, 1, SLOTS_KEY).free(episode_id)
    free_agent_slots(store, episode_id, config)


class SharedLimitedSeat:
    """A seat whose calls first take from its agent's buckets in the store, shared by every function.

    With both rates the two buckets live in one item (``key``, by default their keys joined by ``+``), taken
    together before the call: one read and one conditional write, and no request spent on a call the tokens rate
    holds back (until 2026-12-07 each rate had its item, a read and a write, and the requests rate was taken first).
    The tokens a call reports, less the one taken before it, are charged after it with one ``ADD``
    (``store.charge_tokens``), without a read: a call using N tokens costs N (until review 51a N + 1, the token taken
    before it charged again)."""

    def __init__(
        self, seat: Any, requests: SharedBucket | None, tokens: SharedBucket | None, key: str | None = None
    ) -> None:
        self.seat = seat
        self.requests = requests
        self.tokens = tokens
        self.call = getattr(seat, "call", None)
        # A call takes beforehand what a failed one costs (call_cost): one that raises then owes nothing more.
        before = ((requests, 1), (tokens, UNCOUNTED_CALL_TOKENS))
        self.takes = [(bucket, n) for bucket, n in before if bucket is not None]
        self.key = key or "+".join(bucket.key for bucket, _ in self.takes)

    def act(self, observation: dict[str, Any]) -> Any:
        if self.takes:
            store = self.takes[0][0].store
            if not take_together(store, self.key, self.takes, deadline=time.monotonic() + LIMIT_WAIT):
                raise RetryStep(f"agent budget {self.key} is spent for now")
        response = self.seat.act(observation)  # raising, it keeps what it took: the request reached the agent
        self.call = getattr(self.seat, "call", None)
        if self.tokens is None:
            return response
        taken = self.takes[-1][1]  # tokens: the last bucket
        charge = call_cost(reported_tokens(self.call), self.tokens.per_minute) - taken
        if charge > 0:
            specs = tuple((bucket.per_minute, bucket.capacity, n) for bucket, n in self.takes)
            self.tokens.store.charge_tokens(self.key, charge, specs, len(self.takes) - 1)
        return response


def shared_factory(store: Any, rates: dict[str, dict[str, float]], factory: Callable[..., Any]) -> Callable[..., Any]:
    """``factory`` with every seat named in ``rates`` drawing on its buckets in ``store`` (an agent's,
    however its URL is spelt: ``registry.outside_agent``), kept under the agent's digest (:func:`agent_slot_key`)
    as its episode slots are: until review 50g the key held the URL itself, its secret too, and a URL of 2,028
    characters or more (2,032 with one rate; 2,048 are allowed) made a key over DynamoDB's 2,048 bytes, so the
    agent was never called."""
    from cosino_runtime.seats.registry import outside_agent

    by_agent = {outside_agent(name): limits for name, limits in rates.items()}

    def build(name: str, variant: str, rng: Any) -> Any:
        seat = factory(name, variant, rng)
        agent = outside_agent(name)
        limits = by_agent.get(agent)
        if not limits:
            return seat
        rpm, tpm = limits.get("requests_per_minute"), limits.get("tokens_per_minute")
        key = agent_slot_key(agent)  # "agent#" and 32 hex digits: neither a URL's secret nor a long name is a key
        return SharedLimitedSeat(
            seat,
            SharedBucket(store, f"rpm#{key}", rpm) if rpm else None,
            SharedBucket(store, f"tpm#{key}", tpm) if tpm else None,
            f"rpm+tpm#{key}" if rpm and tpm else None,  # one item for both (a lone rate keeps its own key)
        )

    return build
