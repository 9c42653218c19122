"""Review 51a: what an agent's tokens rate is charged per call.

Under shared rates (AWS) a call took 1 from the tokens bucket before it (the estimate) and was then charged all the
tokens it reported, so a call using N tokens cost N + 1; it had since the shared buckets came (``f7127bca``, before
session 50's one-item rewrite, which kept it). Now the charge after a call is what it used less the one taken. The
counts come from the agent's side of the wire: a bool was counted as 1, a negative count refilled the bucket past its
capacity, and 10**30 left the agent in debt for ages (10**40 past the 38 digits a DynamoDB number keeps). Now a
count that is not a whole number from 0 up is no count, and a call is charged at most a minute of the rate.

The SQLite store keeps no buckets: the embedded league limits in-process (``AgentLimits``), checked here too.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from cosino.primitives.rng import Rng, derive
from cosino_runtime.engine import limits
from cosino_runtime.league import runner as league_runner
from cosino_runtime.league.agents import AgentSpec
from tests.test_review_mutants31e import Inner
from tests.test_review_store_cost49b import counted
from tests.test_review_store_cost50c import AGENT, limited_seat, rate_item, rate_store

BOTH = {"requests_per_minute": 120, "tokens_per_minute": 6_000}  # bursts of 2 requests and 100 tokens
TOKENS = {"tokens_per_minute": 6_000}


def tokens_level(store: Any, rates: dict[str, float]) -> int:
    """The agent's tokens level in millitokens: ``level1`` of the pair's item, or ``level`` of a lone rate's."""
    if len(rates) == 2:
        return rate_item(store, f"rpm+tpm#{AGENT}")["level1"]
    return rate_item(store, f"tpm#{AGENT}")["level"]


class Says:
    """An outside seat's stand-in whose call leaves ``call`` (anything a seat may leave), or raises ``error``."""

    def __init__(self, call: Any, error: Exception | None = None) -> None:
        self.reported, self.error, self.call = call, error, None

    def act(self, observation: dict[str, Any]) -> dict[str, str]:
        self.call = self.reported
        if self.error is not None:
            raise self.error
        return {"action": "check"}


def says_seat(store: Any, rates: dict[str, float], call: Any, error: Exception | None = None) -> Any:
    build = limits.shared_factory(store, {"fake:json": rates}, lambda name, variant, rng: Says(call, error))
    return build("fake:json", "kuhn", None)


@pytest.mark.parametrize("rates", [BOTH, TOKENS], ids=["both-rates", "tokens-only"])
@pytest.mark.parametrize("used", [42, 1])
def test_a_call_reporting_n_tokens_leaves_the_shared_bucket_n_lower(stack, rates, used):
    """The clock stands still at 5 ms, so nothing refills. The first call finds no item (a full bucket, 100 tokens)
    and the second finds the first's: each leaves the tokens level exactly ``used`` lower. Before, 43 and 2 lower
    (the token taken before the call, and all it used after)."""
    store = rate_store(stack, at_ms=5)
    call = {"input_tokens": used - 1, "output_tokens": 1}
    assert says_seat(store, rates, call).act({}) == {"action": "check"}
    assert tokens_level(store, rates) == 100_000 - used * 1_000
    with counted(store) as calls:
        assert says_seat(store, rates, call).act({}) == {"action": "check"}
    assert tokens_level(store, rates) == 100_000 - 2 * used * 1_000
    # A call reporting 1 token is paid by the take: no charge is sent (before, an UpdateItem charging 1).
    assert calls.get("UpdateItem", 0) == (used > 1)


@pytest.mark.parametrize("rates", [BOTH, TOKENS], ids=["both-rates", "tokens-only"])
def test_a_call_reporting_n_tokens_costs_n_counting_the_refill(stack, rates):
    """The item is taken at 0 ms (100 tokens less 42); the next call is made 500 ms later, when 50 tokens have
    refilled (6000 a minute), capped at the capacity of 100: 58 + 42 would pass it, so the level before the call is
    100 tokens, and after it 58. Before, 57."""
    limited_seat(rate_store(stack, at_ms=0), rates).act({})
    later = rate_store(stack, at_ms=500)
    limited_seat(later, rates).act({})
    assert tokens_level(later, rates) == 58_000


@pytest.mark.parametrize(
    "call, cost",
    [
        ({"input_tokens": True, "output_tokens": 41}, 41),  # before 43: True counted 1, and the take
        ({"input_tokens": -1_000, "output_tokens": 42}, 42),  # before -957: 957 tokens given back past the capacity
        ({"input_tokens": 3.0, "output_tokens": 42}, 42),  # before 43
        ({"input_tokens": float("nan"), "output_tokens": 42}, 42),  # before 43
        ({"input_tokens": 10**30, "output_tokens": 0}, 6_000),  # before 10**30 + 1: debt for ages
        ({"input_tokens": 0, "output_tokens": 0}, 1),  # the take, as before
        ({"input_tokens": None, "output_tokens": None}, 1),  # as before
        (None, 1),  # as before
    ],
    ids=["bool", "negative", "float", "nan", "huge", "zero", "none", "no-call"],
)
def test_a_hostile_count_cannot_corrupt_the_shared_bucket(stack, call, cost):
    """A seat leaving counts that are no counts: ignored; an absurd one is charged a minute of the rate (6000),
    the most a provider takes in one request."""
    store = rate_store(stack, at_ms=3)
    assert says_seat(store, BOTH, call).act({}) == {"action": "check"}
    assert rate_item(store, f"rpm+tpm#{AGENT}") == {"level": 1_000, "level1": 100_000 - cost * 1_000, "updated_ms": 3}


def test_a_count_past_the_stores_numbers_does_not_fail_the_call(stack):
    """10**40 tokens: before, charged whole, an ``ADD`` of 44 digits where DynamoDB keeps 38 (moto takes it; DynamoDB
    refuses it, after the agent had answered); now charged a minute of the rate, as any absurd count."""
    store = rate_store(stack, at_ms=3)
    assert says_seat(store, TOKENS, {"input_tokens": 10**40}).act({}) == {"action": "check"}
    assert tokens_level(store, TOKENS) == (100 - 6_000) * 1_000


def test_a_call_that_raises_keeps_what_it_took_and_is_charged_nothing_more(stack):
    """The seat raises after the take: the request reached the agent, so its request and its token stay taken (as a
    provider counts them); the error goes on to the step, and a count it left is not charged (a failed call's count
    may be a previous call's)."""
    store = rate_store(stack, at_ms=3)
    seat = says_seat(store, BOTH, {"input_tokens": 40, "output_tokens": 2}, RuntimeError("reset"))
    with pytest.raises(RuntimeError, match="reset"):
        seat.act({})
    assert rate_item(store, f"rpm+tpm#{AGENT}") == {"level": 1_000, "level1": 99_000, "updated_ms": 3}


@pytest.mark.parametrize("charge", [-5, 0, float("nan"), float("inf")])
def test_the_store_makes_no_charge_that_is_not_more_than_zero(stack, charge):
    """``charge_tokens`` of a negative, zero, NaN or infinite amount sends nothing and leaves the item as it was.
    Before, -5 was an ``ADD`` of 5000 millitokens (the bucket 4 tokens past its capacity of 2), NaN a ValueError,
    and infinity an OverflowError."""
    store = rate_store(stack, at_ms=3)
    store.take_tokens("tpm#x", 60, 2, 1)
    with counted(store) as calls:
        store.charge_tokens("tpm#x", charge, ((60, 2, 1),))
    assert calls == {}
    assert rate_item(store, "tpm#x") == {"level": 1_000, "updated_ms": 3}


# --- the embedded league's in-process limits (the SQLite store keeps no buckets) ------------------------------------


def settled_level(monkeypatch, call: Any, calls: int = 1) -> float:
    """The tokens level of an agent limited to 6000 tokens a minute (burst 100) after ``calls`` league calls whose
    seat leaves ``call``, the clock standing still."""
    bucket_limits = limits.AgentLimits(tokens_per_minute=6_000, clock=lambda: 0.0)
    run = SimpleNamespace(
        limits={"bot": bucket_limits}, stop=None, secret_names=[], decision=1, log=lambda record: None
    )
    monkeypatch.setattr(league_runner, "build_inner", lambda agent, variant, rng: Inner({"action": "check"}, call))
    seat = league_runner.InstrumentedSeat(run, AgentSpec("bot", "fake"), "kuhn", Rng(derive(1)))
    for _ in range(calls):
        seat.act({"alias": "Gizmo"})
    return bucket_limits.tokens.level


def test_an_embedded_call_reporting_n_tokens_leaves_the_bucket_n_lower(monkeypatch):
    """The in-process limiter takes its estimate (1000 at first, then the last count) and gives back what the call
    did not use: each call reporting 42 tokens leaves the level exactly 42 lower (as before)."""
    assert settled_level(monkeypatch, {"input_tokens": 40, "output_tokens": 2}) == 100 - 42
    assert settled_level(monkeypatch, {"input_tokens": 40, "output_tokens": 2}, calls=2) == 100 - 84


@pytest.mark.parametrize(
    "call, cost",
    [
        ({"input_tokens": True, "output_tokens": 5}, 5),  # before 6
        ({"input_tokens": -1_000, "output_tokens": 42}, 42),  # before 0: given back up to the capacity
        ({"input_tokens": 10**30, "output_tokens": 2}, 6_000),  # before 10**30 + 2: the agent stalled for ages
    ],
    ids=["bool", "negative", "huge"],
)
def test_a_hostile_count_cannot_corrupt_the_embedded_bucket(monkeypatch, call, cost):
    """The league runner reads the counts as the shared seat does, and the limiter charges at most a minute."""
    assert settled_level(monkeypatch, call) == 100 - cost


def test_a_call_reporting_no_tokens_costs_one_token_on_both_limiters(monkeypatch):
    """One rule for both limiters: a call that reports 0 tokens costs one. The shared buckets take that token before
    the call and keep it; until floor51 the in-process limiter gave its whole estimate back, so the same agent cost
    1 token a call under shared rates and 0 under a local league."""
    agent = limits.AgentLimits(tokens_per_minute=6_000, clock=lambda: 0.0)
    with agent.admit() as ticket:
        ticket.tokens = 0
    assert agent.tokens.level == 100 - 1
    assert limits.chargeable(0, 6_000) - 1 == 0  # the shared path charges nothing beyond the token it took
