"""The league integrity report (cosino.league.integrity): deterministic bytes, no flag on an honest
league, the planted dumper and trick soft-play pair caught at their documented league sizes, and
the scheduled function's publication (pinned, idempotent, incremental)."""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from cosino.league.integrity import episode_evidence, league_integrity  # noqa: E402
from cosino.primitives.canonical import dump_bytes  # noqa: E402


@lru_cache(maxsize=None)
def _league(kind: str, size: int) -> tuple:
    from cosino_devtools import calibrate

    return tuple((e, ev) for e, ev, _h, _n in (calibrate.league_episode(kind, 0, i) for i in range(size)))


def _flags(kind: str, size: int) -> list[dict]:
    from cosino_devtools import calibrate

    return league_integrity(list(_league(kind, size)), seed=calibrate.LEAGUE_SEED[kind])["flags"]


def test_bytes_are_deterministic_and_order_free():
    episodes = list(_league("dumper", 40))[:5]
    one = dump_bytes(league_integrity(episodes, seed=3))
    two = dump_bytes(league_integrity(list(reversed(episodes)), seed=3))
    assert one == two
    report = json.loads(one)
    assert report["method"]["correction"] == "holm"
    assert {"agents", "pairs", "flags", "episodes"} <= set(report)


def test_honest_league_raises_no_flag():
    # house, random, advisor and fake model seats; docs/league-audit.md measures the rate over many leagues
    assert _flags("honest", 20) == []


def test_honest_trick_league_raises_no_flag():
    assert _flags("honest-tricks", 20) == []


def test_planted_dumper_caught_at_forty_episodes():
    flags = _flags("dumper", 40)
    assert any(f["flag"] == "dump" and f["agents"] == ["dumper:Gizmo", "receiver:Sprocket"] for f in flags)
    dump = next(f for f in flags if f["flag"] == "dump" and f["agents"][0] == "dumper:Gizmo")
    assert dump["episodes"] and dump["weigh"] and dump["p"] <= dump["pHolm"]


def test_planted_feeder_caught_at_twenty_episodes():
    flags = _flags("feeder", 20)
    assert any(f["flag"] == "feed" and f["agents"] == ["feeder:Gizmo", "house#3"] for f in flags)


def test_planted_trick_soft_players_caught_at_twenty_episodes():
    flags = _flags("tricksoft", 20)
    assert any(f["flag"] == "trick-soft-play" and f["mutual"] for f in flags)


def test_evidence_skips_heads_up_and_partnerships():
    header = {"type": "episode", "variant": "holdem-hu", "seed": 1, "seats": [{"agent": "a"}, {"agent": "b"}]}
    assert episode_evidence([header]) is None
    assert league_integrity([("x", None)])["flags"] == []


@pytest.fixture
def store(tmp_path):
    from cosino_runtime.store.embedded import EmbeddedStore

    s = EmbeddedStore(tmp_path / "store")
    yield s
    s.close()


def test_scheduled_function_publishes_pinned_idempotent_incremental(store, monkeypatch):
    from cosino.arena.episode import EpisodeConfig
    from cosino.arena.manifest import MANIFEST_KEY
    from cosino.primitives.canonical import sha256_hex
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.league import publish
    from cosino_runtime.seats.registry import build_seat

    seats = ("house", "random", "house", "random", "house", "random")
    episode = stepper.create(store, EpisodeConfig("holdem-6max", seats, 3, 11))
    while store.load(episode).status == "running":
        row = store.load(episode)
        stepper.step(store, episode, row.version, lambda name, variant, rng: build_seat(name, variant, rng))
    pipeline.on_finalize(store, episode)
    pipeline.on_league(store)
    first = store.get_blob(publish.INTEGRITY_KEY)
    report = json.loads(first)
    assert report["pinned"] == {"manifest": sha256_hex(store.get_blob(MANIFEST_KEY)), "episodes": 1}
    # Incremental: the second run reads the cached evidence and never re-reads the replay.
    monkeypatch.setattr(publish, "episode_evidence", lambda records: pytest.fail("recomputed"))
    pipeline.on_league(store)
    assert store.get_blob(publish.INTEGRITY_KEY) == first


def test_league_run_writes_a_pinned_idempotent_report(tmp_path):
    from cosino.primitives.canonical import sha256_hex
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.publish import EVIDENCE_DIR, INTEGRITY_NAME, MANIFEST_NAME
    from cosino_runtime.league.runner import run_league

    path = tmp_path / "l.toml"
    path.write_text(
        f'[league]\nvariants = ["holdem-6max"]\nhands = 2\nrounds = 1\nseed = 4\nout = "{tmp_path / "out"}"\n'
        + "".join(f'[agents.{n}]\nseat = "{s}"\n' for n, s in (("h1", "house"), ("h2", "house"), ("r1", "random")))
        + "".join(f'[agents.{n}]\nseat = "{s}"\n' for n, s in (("r2", "random"), ("h3", "house"), ("r3", "random")))
    )
    config = load_config(path)
    run_league(config, progress=False)
    out = config.out
    report = json.loads((out / INTEGRITY_NAME).read_bytes())
    assert report["pinned"]["manifest"] == sha256_hex((out / MANIFEST_NAME).read_bytes())
    assert report["episodes"] == 1 and len(list((out / EVIDENCE_DIR).iterdir())) == 1
    before = (out / INTEGRITY_NAME).stat().st_mtime_ns
    run_league(config, progress=False)  # nothing new: the same bytes, the file untouched
    assert (out / INTEGRITY_NAME).stat().st_mtime_ns == before
