"""The scheduled league function is incremental: a run reads only the episodes its state lacks,
and publishes the bytes a run from an empty state would; nothing new writes nothing; a damaged
state is rebuilt; a run that lost the state's version to a concurrent run writes nothing.

The league is synthetic (the benchmark's rows: three played episodes with other agents and
scores), so the test stays fast."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from cosino.arena.manifest import MANIFEST_KEY
from cosino.league.table import leaderboards
from cosino.primitives.canonical import sha256_hex
from cosino_devtools.bench import league as bench
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.league import publish
from cosino_runtime.store.embedded import EmbeddedStore

PUBLISHED = (MANIFEST_KEY, pipeline.LEADERBOARD_KEY, publish.INTEGRITY_KEY, pipeline.INDEX_KEY)


@pytest.fixture(scope="module")
def templates(tmp_path_factory):
    """Three played episodes' league rows and their blobs."""
    store = bench.template_store(tmp_path_factory.mktemp("templates"))
    rows = store.league_rows()
    blobs = {k: store.get_blob(k) for r in rows for k in (r["replay"], r["results"])}
    store.close()
    return rows, blobs


def synthetic_rows(templates, count: int) -> list[dict]:
    return bench.synthetic_rows(templates[0], count, agents=5)


def new_store(path, templates) -> EmbeddedStore:
    store = EmbeddedStore(path)
    for key, data in templates[1].items():
        store.put_blob(key, data)
    return store


def published(store) -> dict[str, bytes]:
    return {key: store.get_blob(key) for key in PUBLISHED}


def add(store, rows) -> None:
    for row in rows:
        store.put_league_row(row["episode"], row)


def test_batches_publish_the_bytes_of_one_run_over_everything(tmp_path, templates):
    rows = synthetic_rows(templates, 24)
    stepwise = new_store(tmp_path / "stepwise", templates)
    news = []
    for batch in (rows[:9], rows[9:10], rows[10:24:2], rows[11:24:2]):
        add(stepwise, batch)
        news.append(pipeline.on_league(stepwise)["new"])
    assert news == [9, 1, 7, 7]
    whole = new_store(tmp_path / "whole", templates)
    add(whole, rows)
    assert pipeline.on_league(whole)["new"] == 24
    assert published(stepwise) == published(whole)
    # ... and the tables are those of the league maths over the full results (the state keeps enough).
    board = json.loads(whole.get_blob(pipeline.LEADERBOARD_KEY), parse_float=Fraction)
    ordered = sorted(rows, key=lambda r: r["episode"])
    full = leaderboards([r["result"] for r in ordered], pinned=board["pinned"], keys=[r["episode"] for r in ordered])
    assert whole.get_blob(pipeline.LEADERBOARD_KEY) == publish.dump_bytes(full)
    assert sorted(board["families"]) == ["poker", "tricks"]


def test_a_run_reads_only_the_new_rows_and_replays(tmp_path, templates, monkeypatch):
    rows = synthetic_rows(templates, 10)
    store = new_store(tmp_path / "s", templates)
    add(store, rows[:8])
    pipeline.on_league(store)
    add(store, rows[8:])
    read_rows, read_blobs = [], []
    monkeypatch.setattr(store, "league_rows", lambda: pytest.fail("every row read"))
    real_row, real_blob = store.league_row, store.get_blob
    monkeypatch.setattr(store, "league_row", lambda k: read_rows.append(k) or real_row(k))
    monkeypatch.setattr(store, "get_blob", lambda k: read_blobs.append(k) or real_blob(k))
    assert pipeline.on_league(store)["new"] == 2
    assert sorted(read_rows) == sorted(r["episode"] for r in rows[8:])
    assert [k for k in read_blobs if k.startswith("results/")] == []  # digests come from the keys
    assert sorted(k for k in read_blobs if k.startswith("replays/")) == sorted(r["replay"] for r in rows[8:])


def test_a_run_adds_only_the_new_episodes_to_the_table_sums(tmp_path, templates, monkeypatch):
    from cosino.league import table_sums

    rows = synthetic_rows(templates, 12)
    store = new_store(tmp_path / "s", templates)
    add(store, rows[:11])
    pipeline.on_league(store)
    added = []
    real_add = table_sums.TableSums.add
    monkeypatch.setattr(table_sums.TableSums, "add", lambda self, e, a: added.append(e.key) or real_add(self, e, a))
    add(store, rows[11:])
    assert pipeline.on_league(store)["new"] == 1
    assert added == [rows[11]["episode"]]  # its family's sums resumed, the other family's table kept
    state, _entries = state_head(store.get_blob(publish.STATE_KEY))
    assert sorted(state["sums"]) == ["poker", "tricks"]


def test_nothing_new_writes_nothing(tmp_path, templates, monkeypatch):
    store = new_store(tmp_path / "s", templates)
    add(store, synthetic_rows(templates, 6))
    first = pipeline.on_league(store)
    before, pointer = published(store), store.league_state()
    monkeypatch.setattr(store, "publish", lambda key, data: pytest.fail(f"rewrote {key}"))
    monkeypatch.setattr(store, "league_row", lambda key: pytest.fail(f"read {key}"))
    again = pipeline.on_league(store)
    assert again == {**first, "new": 0}
    assert published(store) == before and store.league_state() == pointer


def state_head(data: bytes) -> tuple[dict, bytes]:
    """The state blob's header line as values, and the kept entry lines after it."""
    head, _, rest = data.partition(b"\n")
    return json.loads(head), rest


@pytest.mark.parametrize(
    "damage", ["garbage", "missing", "other bytes", "other format", "other code", "torn", "no sums"]
)
def test_a_damaged_or_missing_state_is_rebuilt_from_every_row(tmp_path, templates, damage):
    rows = synthetic_rows(templates, 8)
    store = new_store(tmp_path / "s", templates)
    add(store, rows)
    pipeline.on_league(store)
    before = published(store)
    path = store.root / "blobs" / publish.STATE_KEY
    head, rest = state_head(path.read_bytes())
    if damage == "garbage":
        path.write_bytes(b"{not json")
    elif damage == "missing":
        path.unlink()
    elif damage == "other bytes":  # a state that is readable but is not the one the pointer names
        head["keys"].pop()
        head["views"].pop()
        path.write_bytes(json.dumps(head).encode() + b"\n" + rest.rsplit(b"\n", 2)[0])
    else:  # other code, another format, or entry lines that do not match the keys: its pointer names it, unused
        version, _ = store.league_state()
        if damage == "torn":
            rest = rest.rsplit(b"\n", 1)[0]  # one index entry short
        elif damage == "no sums":  # a family's views without the sums that hold their episodes
            head["sums"].pop("poker")
        else:
            head["format" if damage == "other format" else "code"] = 0
        path.write_bytes(json.dumps(head).encode() + b"\n" + rest)
        assert store.swap_league_state(version, sha256_hex(path.read_bytes()))
    out = pipeline.on_league(store)
    assert out["new"] == len(rows) and out["episodes"] == len(rows)
    assert published(store) == before
    assert sha256_hex(path.read_bytes()) == store.league_state()[1]


def test_a_run_that_lost_the_version_writes_nothing(tmp_path, templates, monkeypatch):
    rows = synthetic_rows(templates, 6)
    store = new_store(tmp_path / "s", templates)
    add(store, rows[:4])
    pipeline.on_league(store)
    stale = store.league_state()
    add(store, rows[4:])
    other = EmbeddedStore(store.root)  # a concurrent run, on its own connection, gets there first
    assert pipeline.on_league(other)["new"] == 2
    after = published(store)
    monkeypatch.setattr(store, "league_state", lambda: stale)  # this run read the pointer before that one moved it
    monkeypatch.setattr(store, "publish", lambda key, data: pytest.fail(f"wrote {key}"))
    out = pipeline.on_league(store)
    assert out["raced"] is True and out["new"] == 0
    assert published(other) == after and other.league_state()[0] == stale[0] + 1
    other.close()


def test_the_index_carries_each_episodes_creation_time(tmp_path, templates):
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps as stepper

    store = EmbeddedStore(tmp_path / "s")
    store.clock = lambda: 1_790_000_000_123
    ids = []
    for seed in (5, 6):
        ids.append(stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 2, seed)))
        stepper.run_to_end(store, ids[-1])
        pipeline.on_finalize(store, ids[-1])
    old = store.league_row(ids[1])
    del old["createdMs"]  # a row finalised before rows carried the time: read from the episode's head
    store.put_league_row(ids[1], old)
    pipeline.on_league(store)
    entries = json.loads(store.get_blob(pipeline.INDEX_KEY))["episodes"]
    assert [e["episode"] for e in entries] == sorted(ids)
    assert {e["created"] for e in entries} == {"2026-09-21T14:13:20Z"}


def test_a_row_gone_rebuilds_from_the_rows_left(tmp_path, templates, monkeypatch):
    rows = synthetic_rows(templates, 9)
    store = new_store(tmp_path / "s", templates)
    add(store, rows)
    pipeline.on_league(store)
    left = [r for r in rows if r is not rows[4]]
    listing = store.league_keys
    monkeypatch.setattr(store, "league_keys", lambda: [k for k in listing() if k != rows[4]["episode"]])
    out = pipeline.on_league(store)  # the kept sums cannot let an episode go: every row left is read again
    assert out["new"] == len(left) and out["episodes"] == len(left)
    fresh = new_store(tmp_path / "fresh", templates)
    add(fresh, left)
    pipeline.on_league(fresh)
    assert published(store) == published(fresh)


def test_the_state_keeps_no_evidence_and_joins_the_manifest_of_every_row(tmp_path, templates):
    from cosino.arena.manifest import manifest_bytes

    rows = synthetic_rows(templates, 7)
    store = new_store(tmp_path / "s", templates)
    add(store, rows[:3])
    pipeline.on_league(store)
    add(store, rows[3:])
    pipeline.on_league(store)
    state, entries = state_head(store.get_blob(publish.STATE_KEY))
    assert sorted(state["keys"]) == sorted(r["episode"] for r in rows)
    assert len(entries.split(b"\n")) == 2 * len(rows)  # a manifest and an index entry each
    assert "episodes" not in state
    for view in state["views"]:
        assert set(view) <= set(publish.VIEW_FIELDS)  # no evidence, no audit: the sums hold those
    entries = [
        {
            "episode": r["episode"],
            "replay": r["result"]["replaySha256"],
            "results": r["results"].split("/")[1].split(".")[0],
            "variant": r["result"]["variant"],
        }
        for r in rows
    ]
    assert store.get_blob(MANIFEST_KEY) == manifest_bytes(entries)
    index = json.loads(store.get_blob(pipeline.INDEX_KEY))["episodes"]
    assert [e["episode"] for e in index] == sorted(r["episode"] for r in rows)
