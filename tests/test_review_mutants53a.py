"""Mutation review 53a of session 52's Python code (``git diff ecc38c4 4f1080f8 -- core functions``).

Reviewed: store/embedded.py (runners table, runner_lock, _open_lock, _check_runners), store/base.py and store/aws.py
(create_or_head, put_blob's checksum compare, rate items' expiration), engine/steps.py (open_episode), flow.py (the
sweeper leaving runners' episodes), local.py and league/runner.py (marks, seed claims, the lock, failed calls'
tokens), engine/limits.py (call_cost), league/config.py (the [league] bootstrap bound), commands/power.py,
seats/transport.py (bracket_problem), seats/acpc.py; tests only for core/cosino/league/power.py, league/publish.py
and advisor/rollout.py (other helpers edit them). The events read and web/ were not in scope.

142 mutants, one at a time, each against the test files of its code (named in the brief, and those that grep finds
naming the function):

* 107 killed by the suite (2 of them, E03 a blocking flock and D07 a fit over pairs alone, by hanging past 200 s);
* 26 survived and are killed by the tests below: bracket_problem without the user cut, with "or" for "and", without
  the closed check, without the "[" in host check, with rpartition; the league bound counting seats instead of
  agents at a table; published_draws at exactly MIN_DRAWS, counting an agent twice in an episode, and a family
  computed with the whole list's keys; the default holder name; no ftruncate of the lock; four mutants of the
  runners column check; the runners read when nothing runs; play's lock name; the league's lock on another path;
  work exactly at the limit; "at most 1 resamples fit"; power_report unchecked; a multipart checksum compared;
  rate expirations rounded down, from the other clock, 60 times too short, of another margin, and a
  charge's delay truncated;
* 9 equivalent:
  - transport, dropping ``netloc.startswith("[")``: urlsplit has refused an unbalanced "[", and a "[" that is not
    first lands inside the host or after it, both refused anyway;
  - publish, drawing the counts in ascending order: the families of each count are disjoint, merged then sorted;
  - limits, ``not tokens`` for ``tokens is None``: call_cost(0) is 1 either way (chargeable's floor);
  - limits, ``charge >= 0``: charge_tokens returns at once for a charge of 0;
  - aws, dropping None from the ContentLength test: HeadObject always answers a length;
  - aws, no max(.., 0) for a level over capacity: the running max starts at 0;
  - embedded, no O_NONBLOCK: on Linux an O_RDWR open of a FIFO never waits for a writer;
  - embedded, INSERT OR REPLACE of a mark: the runner column is written, never read;
  - embedded, BEGIN for BEGIN IMMEDIATE: the transaction's first statement is a write.

No defect found. Left (a hand-edited store only): a runners table with a CHECK constraint or a trigger that refuses
the mark passes _check_runners, and INSERT OR IGNORE then drops the mark without a word.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import sqlite3
from fractions import Fraction
from typing import Any

import pytest
from support.queues import ListQueue

import cosino.league.power as power_core
from cosino.arena.replay import read_replay
from cosino.league.power import BOOTSTRAP, bootstrap_work_problem, pool_replays, pool_results, power_report
from cosino.league.table import leaderboards
from cosino.league.table_sums import TableSums
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.errors import CosinoError
from cosino_runtime.engine import flow
from cosino_runtime.league import publish
from cosino_runtime.league.config import load_config
from cosino_runtime.league.publish import published_board, published_draws
from cosino_runtime.seats.transport import bracket_problem, canonical_url
from cosino_runtime.store.aws import blob_checksum
from cosino_runtime.store.embedded import EmbeddedStore, runner_lock
from tests.test_power import DIFFS, synthetic
from tests.test_review_bounds52g import kuhn_results
from tests.test_review_small52b import _kuhn_results, _league_file
from tests.test_review_store52e import T0, aws_store, rate_item
from tests.test_review_store_cost49b import counted

# -- bracketed hosts (seats/transport.py) ---------------------------------------------------------------------


def test_canonical_url_of_a_user_before_a_bracketed_address_drops_the_user():
    """The user name is cut before the brackets are judged: unjudged, "u@[::1]" read as brackets not enclosing
    the host and the URL was kept as written, user name and all."""
    assert canonical_url("http://u@[::1]:8080/act") == "http://[::1]:8080/act"


def test_a_host_with_only_an_opening_or_a_closing_bracket_is_a_problem():
    assert (
        bracket_problem("[::1")
        == bracket_problem("::1]")
        == bracket_problem("a]")
        == ("has brackets that do not enclose the whole host (write [IPv6 address] or [IPv6 address]:port)")
    )


def test_a_user_holding_a_closing_bracket_leaves_the_host_unclosed_and_canonical_url_keeps_it():
    # urlsplit takes "a]@[::1" (both brackets are in the netloc); the host after the "@" never closes
    url = "http://a]@[::1/act"
    assert bracket_problem("a]@[::1") is not None
    assert canonical_url(url) == url


@pytest.mark.parametrize("netloc", ["[a[::1]", "[::1]x]", "[::1]:80]"])
def test_a_second_bracket_is_named_as_brackets_not_around_the_host(netloc):
    assert bracket_problem(netloc).startswith("has brackets that do not enclose the whole host")


# -- the league's bootstrap bound (league/config.py) and a published family's draws (league/publish.py) -------


def test_fewer_agents_than_seats_count_each_pair_once_per_table(tmp_path):
    """Two agents at six seats: each of the two tables seats one pair (the agents repeat), not fifteen, so 1,000
    rounds are 2,000 pairs + 400 for the refit, and the most draws allowed (10,000) fit under the bound."""
    path = _league_file(tmp_path, 2, 10_000, rounds=1000, variant="sixmax")
    assert load_config(path, check_network=False).bootstrap == 10_000


def uncountable_fit(monkeypatch) -> None:
    """The full data's fit reports more steps than 39 draws' refits allow, so its refits are charged the worst case
    uncounted (since review 55e the draws' refits are counted from that fit, not by ``counted_refit``)."""
    fit = TableSums.point_fit

    def dear(self, names, work=None):
        point = fit(self, names, work)
        if work is not None:
            work.spent = 10**18
        return point

    monkeypatch.setattr(TableSums, "point_fit", dear)


def test_a_family_that_fits_exactly_the_least_draws_an_interval_needs_draws_them(monkeypatch):
    # 40 episodes of two new agents each: 40 pairs + 100 x 80^2 = 640,040 units; 25,000,000 // 640,040 = 39 (the
    # worst-case charge: its refits not counted, as for a fit too costly to count since review 53d)
    uncountable_fit(monkeypatch)
    results = [{"variant": "kuhn", "agents": [f"x{i}", f"y{i}"], "scores": [1, 0]} for i in range(40)]
    draws, why = published_draws(results)
    assert draws == 39 and why.endswith(": 39 drawn")


def test_an_agent_in_two_seats_of_an_episode_is_one_agent_of_its_pairs(monkeypatch):
    uncountable_fit(monkeypatch)  # the worst-case charge, as above
    results = [{"variant": "kuhn", "agents": [f"x{i}", f"x{i}", f"y{i}"], "scores": [1, 0, 0]} for i in range(50)]
    draws, why = published_draws(results)
    assert draws == 0 and "(50 pairs of agents in episodes + 1000000 for refitting 100 agents)" in why


# -- the runners table (store/embedded.py) ----------------------------------------------------------------------


class FailingEpisodeInsert:
    """A SQLite connection whose insert of an episode's row fails as a full disk would, after the mark's insert."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def execute(self, sql: str, *args: Any) -> Any:
        if sql.startswith("INSERT OR IGNORE INTO episodes"):
            error = sqlite3.OperationalError("database or disk is full")
            error.sqlite_errorcode = 13  # SQLITE_FULL
            raise error
        return self.db.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.db, name)


def test_a_mark_whose_row_could_not_be_written_is_rolled_back_with_it(tmp_path):
    """The mark and the row are one transaction: a row that fails leaves no mark naming an episode that is not there
    (which a later API create of that id would inherit, its episode then never swept)."""
    store = EmbeddedStore(tmp_path / "s", runner="play")
    store.db = FailingEpisodeInsert(store.db)
    with pytest.raises(CosinoError, match="cosino.sqlite"):
        store.create_episode("kuhn-53a", {"variant": "kuhn"})
    store.db = store.db.db
    assert store.runner_episodes() == set()
    assert not store.db.in_transaction
    store.close()


def test_a_runners_mark_is_committed_for_other_connections_at_once(tmp_path):
    runner = EmbeddedStore(tmp_path / "s", runner="league")
    plain = EmbeddedStore(tmp_path / "s")
    assert runner.create_episode("kuhn-53a", {"variant": "kuhn"}) is True
    assert not runner.db.in_transaction
    assert plain.runner_episodes() == {"kuhn-53a"}
    assert plain.load_head("kuhn-53a").version == 0
    runner.close()
    plain.close()


# -- the runner lock (store/embedded.py) ------------------------------------------------------------------------


def test_a_held_lock_names_its_holder_whole_over_a_longer_name_left_before(tmp_path):
    """The holder's name replaces what an earlier holder left (a longer name): the refused runner reads that name
    alone, from its first letter, and once the holder is done the store can be held again."""
    store = tmp_path / "out" / ".store"
    store.mkdir(parents=True)
    (store / "runner.lock").write_text("cosino league run (pid 123456789) and a long tail left by it\n")
    with runner_lock(store, "cosino play"):
        with pytest.raises(CosinoError) as caught:
            with runner_lock(store, "cosino league run"):
                pass
    assert str(caught.value) == (
        f"{tmp_path / 'out'}: cosino play (pid {os.getpid()}) is playing in this folder; wait for it to end,"
        " or use another --out"
    )
    with runner_lock(store, "cosino league run"):  # given back on the way out
        assert (store / "runner.lock").read_text() == f"cosino league run (pid {os.getpid()})"


def test_a_holder_that_left_no_name_is_another_runner(tmp_path):
    store = tmp_path / ".store"
    store.mkdir()
    holder = os.open(store / "runner.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(holder, fcntl.LOCK_EX | fcntl.LOCK_NB)  # held, its name not written (a full disk)
        with pytest.raises(CosinoError, match="^" + re.escape(f"{tmp_path}: another runner is playing in this")):
            with runner_lock(store, "cosino play"):
                pass
    finally:
        os.close(holder)


def test_a_runners_table_with_more_columns_it_can_leave_to_sqlite_is_used(tmp_path):
    """Extra columns that SQLite fills (NULL, or a default) take the marks: only a column no insert can fill is
    refused."""
    (tmp_path / "s").mkdir()
    db = sqlite3.connect(tmp_path / "s" / "cosino.sqlite")
    db.execute(
        "CREATE TABLE runners (episode_id TEXT PRIMARY KEY, runner TEXT NOT NULL, note TEXT,"
        " started_ms INTEGER NOT NULL DEFAULT 0)"
    )
    db.commit()
    db.close()
    store = EmbeddedStore(tmp_path / "s", runner="league")
    assert store.create_episode("kuhn-53a", {"variant": "kuhn"}) is True
    assert store.runner_episodes() == {"kuhn-53a"}
    store.close()


# -- cosino power: both blocks weighed together (commands/power.py, core/cosino/league/power.py) ----------------


def test_power_weighs_replays_and_results_together_though_each_alone_would_fit(cosino_cli, tmp_path, monkeypatch):
    """Replays and results files each under the work limit, together over it: refused before either bootstrap, in one
    line naming --bootstrap and the units of both."""
    code, _, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,random", "--out", str(tmp_path / "play"))
    assert code == 0, err
    (replay,) = (tmp_path / "play").glob("*.replay.jsonl")
    folder = _kuhn_results(tmp_path, 3)
    from_replay = pool_replays([read_replay(replay.read_bytes())]).units()
    from_results = pool_results([json.loads(p.read_text()) for p in folder.glob("*.results.json")]).units()
    assert from_replay > 0 and from_results > 0
    resamples = BOOTSTRAP + 1
    monkeypatch.setattr(power_core, "MAX_BOOTSTRAP_WORK", resamples * max(from_replay, from_results))
    code, out, err = cosino_cli("power", str(replay), str(folder), "--bootstrap", str(resamples))
    assert (code, out) == (2, "") and len(err.splitlines()) == 1
    assert err.startswith(f"cosino: --bootstrap: {resamples} resamples x {from_replay + from_results} units")


# -- the published board (league/publish.py) --------------------------------------------------------------------


def test_each_family_of_the_board_keeps_its_own_episodes_keys(monkeypatch):
    """A family drawing fewer than the default is computed apart from the others: its results with their own keys.
    Hearts first, then 30 Kuhn episodes (56 draws under a table bound of 3,000,000: review 53d's count): the poker
    table and its kept sums are those of the Kuhn results under keys ep1 to ep30, not under the first 30 keys of the
    whole list."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 3_000_000)
    hearts = {**kuhn_results(1)[0], "variant": "hearts", "agents": ["a", "b", "c", "d"], "net": [1, -1, 0, 0]}
    hearts.update(scores=[Fraction(1, 4)] * 4, win=[True, False, False, False])
    results = [hearts] + kuhn_results(30)
    keys = [f"ep{i}" for i in range(len(results))]
    pinned = {"manifest": "0" * 64, "episodes": len(keys)}
    sums: dict[str, Any] = {}
    board = published_board(results, keys, pinned, {}, sums)
    alone: dict[str, Any] = {}
    poker = leaderboards(results[1:], bootstrap=56, pinned=pinned, tables={}, sums=alone, keys=keys[1:])
    assert board["families"]["poker"]["method"]["bradleyTerry"]["bootstrap"] == 56
    assert dump_bytes(sums["poker"]) == dump_bytes(alone["poker"])
    assert dump_bytes(board["families"]["poker"]) == dump_bytes(
        {**poker["families"]["poker"], "method": board["families"]["poker"]["method"]}
    )


def test_work_exactly_at_the_limit_passes_and_one_more_resample_does_not():
    assert bootstrap_work_problem(10, 10, 100) is None
    assert (
        bootstrap_work_problem(11, 10, 100)
        == "11 resamples x 10 units = 110, more than the limit of 100; at most 10 resamples fit"
    )


def test_when_a_single_resample_fits_the_problem_says_one_fits():
    assert bootstrap_work_problem(2, 60, 100).endswith("; at most 1 resamples fit")


def test_the_replays_report_called_directly_refuses_too_much_work(monkeypatch):
    """``power_report`` (replay records) weighs its bootstrap before it starts, as ``results_report`` does."""
    episodes = [synthetic(["a", "b"], DIFFS)]
    units = pool_replays(episodes).units()
    monkeypatch.setattr(power_core, "MAX_BOOTSTRAP_WORK", (BOOTSTRAP + 1) * units - 1)
    with pytest.raises(CosinoError, match=f"^bootstrap: {BOOTSTRAP + 1} resamples x {units} units"):
        power_report(episodes, resamples=BOOTSTRAP + 1)
    assert power_report(episodes, resamples=BOOTSTRAP)["bootstrap"] == BOOTSTRAP  # the default always runs


# -- the sweeper (engine/flow.py) -------------------------------------------------------------------------------


def test_a_sweep_with_nothing_running_reads_no_runners(tmp_path):
    """The runners' episodes are read only when some episode runs: an idle store's sweep makes its two listings
    (running episodes, finished ones to finalise again) and no third read."""
    store = EmbeddedStore(tmp_path / "s")
    store.db.execute("INSERT INTO runners (episode_id, runner) VALUES ('kuhn-done', 'play')")
    with counted(store) as calls:
        counts = flow.on_sweep(store, ListQueue(), store.clock(), 1, 10**9)
    assert calls == {"SELECT": 2} and counts["redriven"] == counts["abandoned"] == 0
    store.close()


# -- put_blob on a key already there (store/aws.py) -------------------------------------------------------------


def test_a_blob_uploaded_in_parts_is_compared_by_its_bytes(stack, monkeypatch):
    """A multipart upload's checksum (``<b64>-<parts>``) is of its parts' checksums, never the blob's SHA-256: the
    same bytes put again are read and found equal (False), not refused as different."""
    store = aws_store(stack)
    data = b'{"hand": 1}\n' * 100
    assert store.put_blob("replays/parts53a.jsonl", data) is True
    real = store.s3.head_object

    def in_parts(**params: Any) -> Any:
        return {**real(**params), "ChecksumSHA256": blob_checksum(b"two parts' checksums") + "-2"}

    monkeypatch.setattr(store.s3, "head_object", in_parts)
    with counted(store) as calls:
        assert store.put_blob("replays/parts53a.jsonl", data) is False
    assert calls == {"PutObject": 1, "HeadObject": 1, "GetObject": 1}
    with pytest.raises(ValueError, match="^blob replays/parts53a.jsonl exists with different bytes$"):
        store.put_blob("replays/parts53a.jsonl", data.replace(b"1", b"2"))


# -- a rate item's expiration (store/aws.py) --------------------------------------------------------------------

DAY_S = 86_400
RATES = ((60, 1, 1), (6000, 100, 50))  # one request a second (burst 1), 100 tokens a second (burst 100)


def test_a_rate_item_expires_a_day_after_the_second_its_buckets_are_full_again_rounded_up(stack):
    """Taken 1 ms past a whole second: the requests bucket is full 1 s later, so the item expires a day after the
    next whole second but one (rounded up, never down). A second take on a clock 1 ms behind the item's counts from
    the item's time, not its own: forced into debt, the requests bucket is full 2 s after that time."""
    store = aws_store(stack)
    key = "rpm+tpm#agent#53a"
    start = T0 // 1000  # T0 is a whole second
    store.clock = lambda: T0 + 1
    assert store.take_buckets(key, RATES) == 0
    assert int(rate_item(store, key)["expiration"]["N"]) == start + 2 + DAY_S
    store.clock = lambda: T0
    store.take_buckets(key, RATES, force=True)
    item = rate_item(store, key)
    assert (item["updated_ms"]["N"], item["level"]["N"]) == (str(T0 + 1), "-1000")
    assert int(item["expiration"]["N"]) == start + 3 + DAY_S


def test_a_charge_of_less_than_a_seconds_refill_moves_the_expiration_a_whole_second(stack):
    """5 tokens at 100 a second refill in 50 ms: the expiration (whole seconds) moves on by 1, never by 0."""
    store = aws_store(stack)
    key = "rpm+tpm#agent#53a-small"
    store.clock = lambda: T0
    assert store.take_buckets(key, RATES) == 0
    before = int(rate_item(store, key)["expiration"]["N"])
    store.charge_tokens(key, 5, RATES, 1)
    assert int(rate_item(store, key)["expiration"]["N"]) == before + 1


def test_cosino_play_holds_its_store_under_its_own_name(tmp_path, monkeypatch):
    """A runner refused while ``cosino play`` plays is told it is ``cosino play`` that plays there."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import local

    out = tmp_path / "out"
    real, refusals = local._played, []

    def try_while_playing(*args: Any) -> Any:
        with pytest.raises(CosinoError) as caught:
            with runner_lock(out / ".store", "cosino league run"):
                pass
        refusals.append(str(caught.value))
        return real(*args)

    monkeypatch.setattr(local, "_played", try_while_playing)
    local.play(EpisodeConfig("kuhn", ("house", "random"), 2, 5), out)
    assert refusals == [
        f"{out}: cosino play (pid {os.getpid()}) is playing in this folder; wait for it to end, or use another --out"
    ]


def test_a_league_run_on_a_store_cosino_play_holds_is_refused_before_it_plays(tmp_path):
    """``cosino league run`` takes the same lock as ``cosino play``: one store, one runner, whichever command."""
    from cosino_runtime.league.runner import run_league

    config = load_config(_league_file(tmp_path, 2, None), check_network=False)
    with runner_lock(config.out / ".store", "cosino play"):
        with pytest.raises(CosinoError, match=re.escape(f"{config.out}: cosino play (pid {os.getpid()}) is playing")):
            run_league(config, progress=False)
    assert not list((config.out / "episodes").glob("*.results.json"))
    assert run_league(config, progress=False).played == 1  # once the lock is given back
