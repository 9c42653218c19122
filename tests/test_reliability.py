"""The harness reliability report: counts from the replay joined with the transport log."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.league.reliability import CallRecord, agent_reliability, episode_reliability, median, percentile
from cosino.primitives.canonical import dump_bytes


def _episode(responses):
    """A Kuhn episode driven by a list of responses (cycled) and the call records a runner would log."""
    ep = Episode(EpisodeConfig("kuhn", ("model", "house"), hands=4, seed=2))
    calls = []
    i = 0
    while ep.pending() is not None:
        slot, obs = ep.pending()
        response, call = responses[i % len(responses)]
        calls.append(CallRecord(ep.decisions, slot, latency_us=1000 * (i + 1), **call))
        ep.decide(response)
        i += 1
    return ep.records, calls


def test_counts_match_what_happened():
    script = [
        ({"action": "check"}, {}),
        ({"transport": "timeout", "detail": "no reply"}, {"outcome": "timeout", "parse": "none"}),
        ("gibberish", {"parse": "none", "reason": "no legal action"}),
        ({"action": "raise", "amount": 3}, {"parse": "none", "reason": "'raise' is not legal"}),
        ({"transport": "transport", "detail": "HTTP 500"}, {"outcome": "transport", "parse": "none", "attempts": 2}),
        ({"action": "bet"}, {"parse": "loose", "snapped": True, "input_tokens": 10, "output_tokens": 2}),
    ]
    records, calls = _episode(script)
    report = episode_reliability(records, calls)
    actions = [r for r in records if r["type"] == "action"]
    for seat in report["seats"]:
        mine = [(r, c) for r, c in zip(actions, calls) if r["slot"] == seat["slot"]]
        assert seat["decisions"] == len(mine)
        assert seat["fallbacks"] == sum(1 for r, _ in mine if "error" in r)
        assert seat["timeouts"] == sum(1 for r, c in mine if c.outcome == "timeout")
        assert seat["transportErrors"] == sum(1 for r, c in mine if c.outcome == "transport")
        assert seat["retries"] == sum(c.attempts - 1 for _, c in mine)
        assert seat["fallbacks"] == seat["timeouts"] + seat["transportErrors"] + seat["unparseable"] + seat["invalid"]
        legal_snaps = sum(1 for r, c in mine if c.snapped and "error" not in r)
        assert seat["snapped"] == legal_snaps
        lat = sorted(c.latency_us for _, c in mine)
        assert seat["latencyMs"]["calls"] == len(lat)
        assert seat["latencyMs"]["median"] == median(lat) / 1000
        assert seat["latencyMs"]["p95"] == Fraction(percentile(lat, 95), 1000)
    dump_bytes(report)  # canonical: ints and Fractions only


def test_without_a_log_the_replay_still_gives_fallbacks():
    records, _ = _episode([("nonsense", {}), ({"transport": "timeout", "detail": "x"}, {}), ({"action": "check"}, {})])
    report = episode_reliability(records)
    total = {k: sum(s[k] for s in report["seats"]) for k in ("fallbacks", "unparseable", "timeouts")}
    assert total["fallbacks"] == total["unparseable"] + total["timeouts"] > 0
    assert all(s["latencyMs"]["median"] is None and s["tokens"] is None for s in report["seats"])


def test_tokens_are_summed_only_where_reported():
    records, calls = _episode(
        [({"action": "check"}, {"input_tokens": 5, "output_tokens": 1}), ({"action": "check"}, {})]
    )
    report = episode_reliability(records, calls)
    for seat in report["seats"]:
        if seat["tokens"] is not None:
            assert seat["tokens"]["input"] % 5 == 0 and seat["tokens"]["input"] > 0


def test_a_log_from_another_slot_is_ignored():
    records, calls = _episode([({"action": "check"}, {})])
    wrong = [CallRecord(c.decision, 1 - c.slot, c.latency_us, outcome="timeout") for c in calls]
    report = episode_reliability(records, wrong)
    assert all(s["timeouts"] == 0 and s["latencyMs"]["calls"] == 0 for s in report["seats"])


def test_agent_totals_pool_latency():
    records, calls = _episode([({"action": "check"}, {})])
    report = episode_reliability(records, calls)
    lat = {"model": [c.latency_us for c in calls if c.slot == 0], "house": [c.latency_us for c in calls if c.slot == 1]}
    totals = agent_reliability([report, report], lat)
    assert totals["model"]["episodes"] == 2
    assert totals["model"]["decisions"] == 2 * report["seats"][0]["decisions"]
    assert totals["model"]["latencyMs"]["median"] == median(lat["model"]) / 1000


def test_call_record_round_trip_and_checks():
    record = CallRecord(3, 1, 250, outcome="timeout", parse="none", attempts=1, input_tokens=4, reason="slow")
    assert CallRecord.from_json(record.to_json()) == record
    with pytest.raises(ValueError, match="outcome"):
        CallRecord(0, 0, 1, outcome="exploded")
    with pytest.raises(ValueError, match="parse"):
        CallRecord(0, 0, 1, parse="maybe")
    with pytest.raises(ValueError, match="latency"):
        CallRecord(0, 0, -1)


@given(st.lists(st.integers(0, 10**7), min_size=1, max_size=200))
def test_median_and_p95_are_order_statistics(values):
    ordered = sorted(values)
    m = median(values)
    assert ordered[0] <= m <= ordered[-1]
    below = sum(1 for v in values if v < m)
    above = sum(1 for v in values if v > m)
    assert below <= len(values) // 2 and above <= len(values) // 2
    p = percentile(values, 95)
    assert p in values
    assert sum(1 for v in values if v <= p) * 100 >= 95 * len(values)
    assert sum(1 for v in values if v < p) * 100 < 95 * len(values)


@pytest.mark.parametrize(
    "field, value",
    [("latencyUs", 1e999), ("latencyUs", "1500"), ("latencyUs", -1), ("decision", 2.5), ("slot", True), ("slot", -2)],
)
def test_a_call_read_back_with_a_count_that_is_not_one_is_skipped(tmp_path, field, value):
    # a calls file is read back on resume: an edited float or string would reach the latency report
    from cosino_runtime.league.episodes import read_calls

    good = CallRecord(3, 1, 1500).to_json()
    path = tmp_path / "calls.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps({**good, field: value}) + "\n")
    assert read_calls(path) == [CallRecord(3, 1, 1500)]
