"""A caller's advisor source (``DecisionConfig.sources``) whose ``solve`` returned a malformed
``SourceResult`` was taken as given: a status outside used/rejected/failed/not run, a frequency
or EV that is NaN, infinite, negative or not a number, a candidate the request never offered, a
code or label that is not a string. The report then crashed in ``format()`` or ``to_dict()``, or
showed numbers nobody computed. Now the cascade checks the result where it takes it: a malformed
one is recorded as ``failed`` with the code ``SOURCE_MALFORMED`` and a warning naming what is
wrong, and the cascade moves on to the rollouts, as it does for a source that raises."""

from __future__ import annotations

import json
import math
from dataclasses import replace

import pytest

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.rollout import Candidate
from cosino.advisor.sources import MALFORMED, SourceResult
from cosino.advisor.spots import SPOTS

FAST = dict(equity_simulations=50, rollout_simulations=60, seed=1, bootstrap_resamples=20)
RIVER = SPOTS[-1][1]  # heads-up river: one opponent, so a source is asked
SUMMARY = {"exploitability_pct_pot": 0.5, "target_pct_pot": 1.0, "iterations": 10, "seconds": 0.1}


class Fake:
    """A third-party source answering every candidate, its result bent by ``bend``."""

    name = "fake"

    def __init__(self, bend) -> None:
        self.bend = bend

    def solve(self, request):
        first, *rest = request.candidates
        actions = [(first, 1.0, 5.0)] + [(c, 0.0, -1.5) for c in rest]
        good = SourceResult("used", None, actions, "fake label", "fake mix", dict(SUMMARY), [], True, True)
        return self.bend(good, request)


def _report(bend):
    report = recommend_action(RIVER, DecisionConfig(**FAST, sources=(Fake(bend),)))
    report.format()  # neither may raise
    json.dumps(report.to_dict())
    return report, next(e for e in report.details["source_cascade"] if e["source"] == "fake")


def _action(n, **changes):
    """Bend action ``n`` of the result: replace its candidate, frequency or EV."""

    def bend(result, request):
        actions = [list(a) for a in result.actions]
        for field, value in changes.items():
            actions[n][("cand", "freq", "ev").index(field)] = value
        return replace(result, actions=[tuple(a) for a in actions])

    return bend


MALFORMED_RESULTS = {
    "status": lambda r, q: replace(r, status="great"),
    "status not a string": lambda r, q: replace(r, status=["used"]),
    "code": lambda r, q: replace(r, code=7),
    "label": lambda r, q: replace(r, label=None),
    "mix meaning": lambda r, q: replace(r, mix_meaning=b"bytes"),
    "warnings": lambda r, q: replace(r, warnings=[3]),
    "converged": lambda r, q: replace(r, converged="yes"),
    "robust": lambda r, q: replace(r, robust=1),
    "info": lambda r, q: replace(r, info=["a list"]),
    "info summary": lambda r, q: replace(r, info={**SUMMARY, "seconds": "fast"}),
    "info combos": lambda r, q: replace(r, info={**SUMMARY, "combos": [3]}),
    "used without actions": lambda r, q: replace(r, actions=[]),
    "actions not a list": lambda r, q: replace(r, actions=None),
    "action not a triple": lambda r, q: replace(r, actions=[(q.candidates[0], 1.0)]),
    "candidate not offered": _action(0, cand=Candidate("raise", 10**9)),
    "candidate not a Candidate": _action(0, cand="call"),
    "candidate twice": lambda r, q: replace(r, actions=[(q.candidates[0], 0.5, 1.0), (q.candidates[0], 0.5, 1.0)]),
    "NaN frequency": _action(0, freq=math.nan),
    "negative frequency": _action(1, freq=-0.25),
    "frequency above 1": _action(0, freq=1.5),
    "frequency a string": _action(0, freq="1"),
    "frequency a bool": _action(0, freq=True),
    "infinite EV": _action(0, ev=math.inf),
    "NaN EV": _action(1, ev=math.nan),
    "EV too large for a float": _action(0, ev=10**400),
    "frequencies over 1": _action(1, freq=1.0),
    "not a SourceResult": lambda r, q: {"status": "used"},
}


@pytest.mark.parametrize("bend", MALFORMED_RESULTS.values(), ids=MALFORMED_RESULTS.keys())
def test_a_malformed_result_is_recorded_as_failed_and_the_cascade_moves_on(bend):
    report, entry = _report(bend)
    assert entry == {"source": "fake", "status": "failed", "code": MALFORMED}
    assert report.method == "rollout"
    assert sum(w.startswith(f"{MALFORMED}: fake: ") for w in report.warnings) == 1, report.warnings


def test_a_well_formed_result_is_used():
    # The same fake, unbent: it answers, so the check refuses only what is wrong. A negative EV is an EV.
    report, entry = _report(lambda r, q: r)
    assert entry == {"source": "fake", "status": "used"} and report.method == "fake"
    assert not any(w.startswith(MALFORMED) for w in report.warnings)


def test_a_source_that_raises_is_still_failed_with_its_own_code():
    def boom(result, request):
        raise RuntimeError("boom")

    report, entry = _report(boom)
    assert entry == {"source": "fake", "status": "failed", "code": "FAKE_ERROR"} and report.method == "rollout"


def test_a_source_whose_name_is_not_a_string_gets_one():
    class Nameless(Fake):
        name = 42

    report = recommend_action(RIVER, DecisionConfig(**FAST, sources=(Nameless(lambda r, q: replace(r, status="?")),)))
    entry = next(e for e in report.details["source_cascade"] if e["source"] == "source0")
    assert entry["status"] == "failed" and entry["code"] == MALFORMED
    report.format()


def test_two_sources_of_one_name_or_a_steps_name_keep_an_entry_each():
    """The cascade keyed its entries by a source's name, so a second source called "fake" (or one called
    "rollout") overwrote the first one's entry in the report: each now keeps its own."""

    class Rollout(Fake):
        name = "rollout"

    refuse = lambda r, q: replace(r, status="rejected", actions=[], code="NOPE")  # noqa: E731
    sources = (Fake(refuse), Fake(lambda r, q: replace(r, status="?")), Rollout(refuse))
    report = recommend_action(RIVER, DecisionConfig(**FAST, sources=sources))
    cascade = {e["source"]: e for e in report.details["source_cascade"]}
    assert cascade["fake"] == {"source": "fake", "status": "rejected", "code": "NOPE"}
    assert cascade["fake#1"] == {"source": "fake#1", "status": "failed", "code": MALFORMED}
    assert cascade["rollout#2"]["status"] == "rejected" and cascade["rollout"]["status"] == "used"
    report.format()
