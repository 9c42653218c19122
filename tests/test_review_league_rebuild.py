"""The scheduled league run is bounded by the seconds it is given: a rebuild too large for one
invocation keeps what it read in the state and the next runs go on from there (before, every
timed-out run started again from nothing), and the run that reads the last row publishes the bytes
of one unbounded run."""

from __future__ import annotations

import itertools
import json

import pytest

from cosino.arena.manifest import MANIFEST_KEY
from cosino_devtools.bench import league as bench
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.league import publish
from cosino_runtime.store.base import MissingBlob
from cosino_runtime.store.embedded import EmbeddedStore

PUBLISHED = (MANIFEST_KEY, pipeline.LEADERBOARD_KEY, publish.INTEGRITY_KEY, pipeline.INDEX_KEY)


@pytest.fixture(scope="module")
def templates(tmp_path_factory):
    store = bench.template_store(tmp_path_factory.mktemp("templates"))
    rows = store.league_rows()
    blobs = {k: store.get_blob(k) for r in rows for k in (r["replay"], r["results"])}
    store.close()
    return rows, blobs


def league(path, templates, count) -> EmbeddedStore:
    store = EmbeddedStore(path)
    for key, data in templates[1].items():
        store.put_blob(key, data)
    for row in bench.synthetic_rows(templates[0], count, agents=5):
        store.put_league_row(row["episode"], row)
    return store


def published(store) -> dict[str, bytes]:
    return {key: store.get_blob(key) for key in PUBLISHED}


def test_a_rebuild_too_large_for_one_run_goes_on_across_runs(tmp_path, templates, monkeypatch):
    whole = league(tmp_path / "whole", templates, 7)
    assert pipeline.on_league(whole)["new"] == 7
    bounded = league(tmp_path / "bounded", templates, 7)
    ticks = itertools.count(step=100)  # every look at the clock: 100 s later, so a run reads one row
    monkeypatch.setattr(publish, "_clock", lambda: next(ticks))
    outcomes = [pipeline.on_league(bounded, 60.0)]
    assert (outcomes[0]["new"], outcomes[0]["pending"]) == (1, 6)
    with pytest.raises(MissingBlob):  # nothing is published before every row is read
        bounded.get_blob(pipeline.LEADERBOARD_KEY)
    while outcomes[-1].get("pending"):
        assert len(outcomes) < 10, outcomes  # bounded: each run gets further
        outcomes.append(pipeline.on_league(bounded, 60.0))
    assert [o["new"] for o in outcomes] == [1] * 7
    assert [o.get("pending", 0) for o in outcomes] == [6, 5, 4, 3, 2, 1, 0]
    assert published(bounded) == published(whole)
    # The state holds the same (its header's internal JSON may order the families otherwise).
    kept, full = (s.get_blob(publish.STATE_KEY).split(b"\n") for s in (bounded, whole))
    assert json.loads(kept[0]) == json.loads(full[0]) and kept[1:] == full[1:]
    assert pipeline.on_league(bounded, 60.0)["new"] == 0


def test_a_pending_state_whose_unread_rows_went_still_publishes(tmp_path, templates, monkeypatch):
    bounded = league(tmp_path / "bounded", templates, 3)
    ticks = itertools.count(step=100)
    monkeypatch.setattr(publish, "_clock", lambda: next(ticks))
    assert pipeline.on_league(bounded, 60.0)["pending"] == 2
    for key in bounded.league_keys()[1:]:  # the rows it had not read yet
        bounded.db.execute("DELETE FROM league WHERE episode_id = ?", (key,))
    outcome = pipeline.on_league(bounded, 60.0)
    assert outcome["episodes"] == 1 and "pending" not in outcome
    assert published(bounded)[pipeline.LEADERBOARD_KEY]


def test_the_league_handler_bounds_the_run_by_the_invocation(monkeypatch):
    from cosino_devtools.awslocal import FakeContext, scheduled_event
    from cosino_runtime.lambdas import league_schedule

    seen = []

    def on_league(store, seconds=None):
        seen.append(seconds)
        return {"episodes": 0, "new": 0}

    class Runtime:
        store = None

    class Context(FakeContext):
        def get_remaining_time_in_millis(self):
            return 120_000

    monkeypatch.setattr(pipeline, "on_league", on_league)
    monkeypatch.setattr(league_schedule, "runtime", lambda: Runtime())
    league_schedule.handler(scheduled_event("league"), Context())
    assert seen == [120.0 - league_schedule.RESERVE_SECONDS]
