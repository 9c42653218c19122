"""Mutation review 48b: the code added last session (commit marks on both stores, the API's kept replies and running
views checked by mark, the warm step cache's mark check; the advisor's rollout and bootstrap refusals, its
few-rollouts warning and a source's confidence under its own name).

Hand-made mutants, each run against the tests that cover the mutated function and then reverted; each test here
names the surviving mutant(s) it kills (file, function, change) and the figure measured with the mutant in place.
No survivor was a bug in the product code: each was a gap in the tests. 77 mutants were tried, 26 survived the
existing tests, 22 are killed here and 4 were judged equivalent. Probing the rollouts' inputs beside them showed one
defect, fixed in rollout.py ``_check_settings`` (the last tests here): the hero's model, the raise multiplier and the
opponents' bet fraction were taken unchecked (a misspelt model ran as another, a raise of half the bet put no chips
in), and the depth and response names were echoed whole in a refusal.

- functions/cosino_runtime/store/base.py (new_mark): 2 tried, none survived.
- functions/cosino_runtime/store/embedded.py (the mark columns, their migration, commit, commit_mark, the head
  query): 13 tried, 2 survived; both killed here.
- functions/cosino_runtime/store/aws.py (commit, commit_mark, _committed, _commit_texts, KeptLog.add,
  commit_bytes, events, _head_fields): 20 tried, 6 survived; 4 killed here. Equivalent: ``version < 0`` for
  ``version < 1`` in ``commit_mark`` (no commit item is ever written at version 0 or below, so the read finds
  nothing either way) and clearing the mark of the commit before the new ones in ``_committed`` (only the last
  kept commit's mark is ever compared, and that one is set again by the commits added after it).
- functions/cosino_runtime/api/live_logs.py (LiveLogs.body, _keep) and routes.py (Api.events): 13 tried, 6
  survived; 4 killed here. Equivalent: ``count - start`` without ``max(0, ...)`` (on the kept path the commit
  read at has the same mark, so the head's count is at least the view's; on the other path start is 0) and
  resetting the view at the kept version when the marks differ (``commit_mark`` of the kept version then differs
  too, and the view is reset a few lines later with the same records read).
- functions/cosino_runtime/engine/steps.py (_episode_at, step): 3 tried, 1 survived; killed here.
- core/cosino/advisor/rollout.py (_check_bootstrap, _check_settings, the seed checks): 9 tried, 3 survived; all
  killed here.
- core/cosino/advisor/decision.py (DecisionConfig's resample checks, _rollout_answer's warning,
  _source_confidence, _external_answer, _run_rollouts, _tabulate_rollouts): 17 tried, 8 survived; all killed here.
"""

from __future__ import annotations

import dataclasses
import math
import sqlite3
import sys
from fractions import Fraction
from typing import Any, Callable

import pytest
from support.commit_table import CommitTable
from support.histories import Picker
from support.queues import NoQueue
from support.restore import snapshot
from test_commit_marks import old_store_file

from cosino.arena.public import live_records
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.api.routes import Api
from cosino_runtime.store import aws
from cosino_runtime.store.base import EpisodeHead
from cosino_runtime.store.embedded import EmbeddedStore

HEADER = {"type": "episode", "hands": 3, "config": {"duplicate": False}}


def hand(number: int, tag: str) -> list[dict[str, Any]]:
    """One short hand's records: its last record is the same whatever ``tag`` the action carries."""
    return [{"type": "hand", "hand": number}, {"type": "action", "hand": number, "tag": tag}, {"type": "handEnd"}]


def head_back(store: Any, episode: str) -> Callable[[], None]:
    """A restore point of the episode's head alone (a partial restore): the rows or items of later commits stay."""
    if isinstance(store, EmbeddedStore):
        row = store.db.execute("SELECT version, event_count, mark FROM episodes WHERE id = ?", (episode,)).fetchone()
        update = "UPDATE episodes SET version = ?, event_count = ?, mark = ? WHERE id = ?"
        return lambda: store.db.execute(update, (*row, episode))
    key = {"pk": {"S": aws.episode_pk(episode)}, "sk": {"S": aws.HEAD}}
    item = store.ddb.get_item(TableName=store.table, Key=key, ConsistentRead=True)["Item"]
    return lambda: store.ddb.put_item(TableName=store.table, Item=item)


def view_of(episode: str, records: list[dict[str, Any]]) -> bytes:
    return dump_bytes({"episode": episode, "events": live_records(records), "view": "public"})


class CommitsWhileRead:
    """A store whose next log read lets one commit land first: a step's commit between a poll's head read and its
    read of the records (the race ``LiveLogs.body``'s ``count`` is there for)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.pending: Callable[[], Any] | None = None

    def events(self, episode_id: str, start: int = 0) -> list[dict[str, Any]]:
        if self.pending is not None:
            self.pending, landing = None, self.pending
            landing()
        return self.inner.events(episode_id, start)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def poll(api: Api, episode: str) -> bytes:
    reply = api.handle("GET", f"/api/episodes/{episode}/events", None, False)
    assert reply.status == 200
    return reply.body


def test_a_poll_shows_only_the_heads_records_so_a_restore_after_it_cannot_keep_a_lost_commit(any_store):
    """Kills routes.py ``Api.events`` passing no ``row.event_count`` to ``LiveLogs.body``, and live_logs.py
    ``LiveLogs.body`` without its truncation to ``count`` (``if False``), with ``count - start + 1`` for ``count -
    start``, and with ``view.count - 1`` for ``view.count`` as the kept path's start.

    Twice a poll reads the head (at version 2, 4 records, with nothing kept; then at version 3, 7 records, with the
    view of version 2 kept) and a step commits the next version before the poll reads the records. The store is then
    restored to version 3 and version 4 committed again with another action but the same last record at the same
    place. Measured with each mutant: without the truncation (either mutant) the two replies held 7 and 10 records
    (of 4 and 7), and the poll after the restore, its view kept under version 3's mark, passed both checks and showed
    the lost action "b", not "c"; with an off by one they held 5 and 8, a record the head had not committed. Now each
    reply is the log at the head it read (4, then 7), and the last the log the store holds."""
    store = any_store
    store.create_episode("e", {"variant": "kuhn"})
    store.commit("e", 0, {"start": True}, [HEADER], "running")
    store.commit("e", 1, {"response": "a"}, hand(0, "a"), "running")
    reader = CommitsWhileRead(store)
    api = Api(reader, NoQueue())
    at_two = store.events("e")
    reader.pending = lambda: store.commit("e", 2, {"response": "x"}, hand(1, "x"), "running")
    assert poll(api, "e") == view_of("e", at_two)  # read with nothing kept
    restore, at_three = snapshot(store), store.events("e")
    reader.pending = lambda: store.commit("e", 3, {"response": "b"}, hand(2, "b"), "running")
    assert poll(api, "e") == view_of("e", at_three)  # read on from the view kept at version 2
    assert len(store.events("e")) == 10  # the commit did land during the poll
    restore()
    store.commit("e", 3, {"response": "c"}, hand(2, "c"), "running")
    now = poll(api, "e")
    assert now == view_of("e", store.events("e"))
    assert b'"tag":"c"' in now and b'"tag":"b"' not in now


def test_a_commit_past_a_partially_restored_head_has_no_mark(any_store):
    """Kills embedded.py ``EmbeddedStore.commit_mark`` without ``AND inputs.version <= episodes.version`` and aws.py
    ``AwsStore.commit_mark`` without ``version > head.version``: only the head was put back at version 2 (a hand
    edit or a partial restore), and version 3's input row or commit item stayed. Before, with either mutant,
    ``commit_mark(3)`` named that commit's mark, as if the log still held it; now it is None, as ``Store.commit_mark``
    promises (a row past the head is no commit), and version 2's mark is still its own. The next commit replaces the
    leftover: a new mark, not the old one."""
    store = any_store
    store.create_episode("e", {"variant": "kuhn"})
    store.commit("e", 0, {"start": True}, [HEADER], "running")
    second = store.commit("e", 1, {"response": "a"}, hand(0, "a"), "running")
    back = head_back(store, "e")
    third = store.commit("e", 2, {"response": "b"}, hand(1, "b"), "running")
    assert store.commit_mark("e", 3) == third
    back()
    assert store.load_head("e").version == 2
    assert store.commit_mark("e", 3) is None and store.commit_mark("e", 2) == second
    again = store.commit("e", 2, {"response": "c"}, hand(1, "c"), "running")
    assert store.commit_mark("e", 3) == again != third


class _Recording:
    """A DynamoDB client stand-in for ``AwsStore.commit_mark``: it answers the head and one commit item, and keeps
    each ``get_item`` request."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []

    def get_item(self, **request: Any) -> dict[str, Any]:
        self.requests.append(request)
        if request["Key"]["sk"]["S"] == aws.HEAD:
            numbers = {"version": "2", "event_count": "4", "created_ms": "1", "updated_ms": "1"}
            head = {name: {"N": value} for name, value in numbers.items()}
            return {"Item": head | {"pk": {"S": "EP#e"}, "config": {"S": "{}"}, "status": {"S": "running"}}}
        return {"Item": {"mark": {"S": "m2"}}}


def test_aws_commit_mark_reads_the_head_and_the_commit_consistently():
    """Kills aws.py ``AwsStore.commit_mark`` with ``ConsistentRead=False`` on the commit item (moto reads
    consistently either way, so no moto test can tell). An eventually consistent read may answer the item as it was
    before a restore and new commits: the lost history's mark, which is what the mark is there to catch. Before,
    with the mutant, the second of the two reads went out with ConsistentRead False; now both ask for True."""
    client = _Recording()
    store = aws.AwsStore("t", "b", client, object())
    assert store.commit_mark("e", 2) == "m2"
    assert [r["Key"]["sk"]["S"] for r in client.requests] == [aws.HEAD, aws.version_sk(2)]
    assert all(r.get("ConsistentRead") is True for r in client.requests)


def test_aws_a_log_kept_at_the_heads_commit_is_served_without_a_query():
    """Kills aws.py ``AwsStore._committed`` comparing the head's mark with the first kept commit's (``marks[0]``)
    instead of the last one's: at the kept version on the same history every read went back to the table for the
    whole log. Kept at version 3 with the head's mark m3, a second read queried (V#1, V#3) again with the mutant;
    now it queries nothing. When the head is at version 3 with another mark (a restore, then new commits), the whole
    log is read again and the new commits are served."""
    table, head = CommitTable(), {"version": 3, "mark": "m3"}
    for version in (1, 2, 3):
        table.commit("e", version, f'{{"v":"{version}"}}\n', mark=f"m{version}")
    store = aws.AwsStore("t", "b", table, object())
    store.load_head = lambda episode: EpisodeHead(episode, {}, head["version"], "running", 0, mark=head["mark"])
    assert [r["v"] for r in store.events("e")] == ["1", "2", "3"]
    assert len(table.queried) == 1
    assert [r["v"] for r in store.events("e")] == ["1", "2", "3"]
    assert len(table.queried) == 1  # served as kept
    table.commit("e", 2, '{"v":"2b"}\n', mark="m2b")
    table.commit("e", 3, '{"v":"3b"}\n', mark="m3b")
    head["mark"] = "m3b"
    assert [r["v"] for r in store.events("e")] == ["1", "2b", "3b"]
    assert table.queried[1:] == [(aws.version_sk(1), aws.version_sk(3))]


def test_a_kept_commit_counts_its_mark_against_the_memory_bound():
    """Kills aws.py ``commit_bytes`` without the mark's size (``0`` for ``sys.getsizeof(mark)``): a 16-hex-digit mark
    is 65 bytes of memory a kept commit (about 4 MB at 61,000 commits) that the bound ``LOG_BYTES_KEPT`` did not see.
    With the mutant a marked commit counted as much as an unmarked one; now it counts the mark's size more."""
    key, text, mark = aws.version_sk(1), '{"v":"1"}\n', "0123456789abcdef"
    assert aws.commit_bytes(key, text, mark) - aws.commit_bytes(key, text) == sys.getsizeof(mark) == 65
    marked, unmarked = aws.KeptLog(), aws.KeptLog()
    marked.add(key, text, mark)
    unmarked.add(key, text)
    assert marked.size - unmarked.size == 65


def _checked_river() -> Any:
    """A heads-up river spot, 40 in the pot, checked to the hero (AhKh on QsJd7c4h2s, 400 behind each)."""
    from cosino.advisor.state import state_from_dict

    seats = [{"stack": 400, "committed": 0}, {"stack": 400, "committed": 0}]
    data = {"hero": 0, "dealer": 0, "hero_cards": "AhKh", "board": "QsJd7c4h2s", "pot": 40, "big_blind": 2}
    history = [{"street": "river", "seat": 1, "action": "check"}]
    return state_from_dict({**data, "actor": 0, "seats": seats, "history": history})


class _BetsSource:
    """A converged source giving the bets it is told (by their place among the request's bets) these frequencies."""

    name = "bets"

    def __init__(self, shares: list[tuple[int, float]], robust: bool = True) -> None:
        self.shares, self.robust = shares, robust

    def solve(self, request: Any) -> Any:
        from cosino.advisor.sources import SourceResult

        bets = [c for c in request.candidates if c.kind == "bet"]
        actions = [(bets[k], share, 20.0) for k, share in self.shares]
        return SourceResult("used", actions=actions, label="bets", converged=True, robust=self.robust)


def _graded(source: Any = None, **budget: Any) -> Any:
    """The advisor's report, with ``source`` first in its cascade if given. Every bet wins the 40-chip pot (the opponent
    always folds), so the bets tie and no bet the source picks disagrees with the rollouts."""
    from cosino.advisor.decision import DecisionConfig, recommend_action

    settings = {"equity_simulations": 200, "rollout_simulations": 600, "seed": 3} | budget
    sources = () if source is None else (source,)
    config = DecisionConfig(**settings, rollout_response="fixed", rollout_response_params={"fold": 1}, sources=sources)
    return recommend_action(_checked_river(), config)


@pytest.mark.parametrize(
    ("shares", "robust", "grade"),
    [
        ([(1, 0.9), (0, 0.1)], True, "high"),
        ([(1, 0.6), (0, 0.4)], True, "medium"),
        ([(0, 0.05), (1, 0.95)], True, "high"),
        ([(1, 0.0)], True, "low"),
    ],
)
def test_a_sources_confidence_is_its_recommended_actions_share_graded_at_the_bounds(shares, robust, grade):
    """Kills decision.py ``_source_confidence``: ``> 0.9`` for ``>= 0.9`` (a converged, robust source's 0.9 was
    "medium", not "high"), ``> 0.6`` for ``>= 0.6`` (0.6 was "low", not "medium"), ``or 1.0`` for ``or 0.0`` (a source
    that gives its only action a share of 0 was "high", not "low"), and ``_external_answer`` grading ``lines[0]``
    instead of ``lines[top]`` (a source listing a 0.05 bet before its 0.95 one was "low", not "high")."""
    report = _graded(_BetsSource(shares, robust))
    assert report.method == "bets" and not any("disagree" in w for w in report.warnings), report.warnings
    assert report.confidence == grade


def test_the_few_rollouts_warning_names_the_count_and_stops_at_five_hundred():
    """Kills decision.py ``_rollout_answer`` with ``<=`` for ``<`` on MIN_TRUSTED_SAMPLES (500 rollouts, the count
    that grades confidence, were still warned "only 500 rollout samples ... so confidence stays low") and the
    warning's count off by one ("only 498 rollout samples" for 499). Now 499 rollouts are warned with their count,
    500 are not."""
    warned = {}
    for samples in (499, 500):
        report = _graded(rollout_simulations=samples)
        assert report.method == "rollout"
        warned[samples] = [w for w in report.warnings if "rollout samples" in w]
    assert warned[500] == []
    assert len(warned[499]) == 1 and warned[499][0].startswith("only 499 rollout samples: ")


@pytest.mark.parametrize(("field", "value"), [("rollout_depth", "deep"), ("rollout_response", "psychic")])
def test_a_rollout_setting_the_rollouts_refuse_is_the_callers_error_not_a_failed_stage(field, value):
    """Kills decision.py ``_run_rollouts`` without ``except ValueError: raise`` (the depth and the response model are
    checked by the rollouts, not by DecisionConfig): with the mutant a depth of "deep" was a report whose rollouts
    "failed" (ROLLOUT_ERROR warning) and whose answer came from the heuristic; now it is the caller's ValueError,
    one line naming the setting."""
    from cosino.advisor.decision import DecisionConfig, recommend_action

    config = DecisionConfig(equity_simulations=50, rollout_simulations=50, seed=1, **{field: value})
    with pytest.raises(ValueError, match=f"^{field}: ") as refused:
        recommend_action(_checked_river(), config)
    assert "\n" not in str(refused.value)


def _tiny_rollout() -> Any:
    from cosino.advisor.rollout import Candidate, CandidateEV, RolloutResult

    return RolloutResult([CandidateEV(Candidate("check"), 0.0, 0.0, 2, units=[1, 2])], "street", "behavior", 2)


def test_the_bootstrap_takes_exactly_its_resample_cap_and_no_bool_as_batches():
    """Kills rollout.py ``_check_bootstrap``: ``<`` for ``<=`` on MAX_RESAMPLES (100,000 resamples, the cap the
    advisor's own config takes, were refused by the bootstrap with "must be a whole number from 1 to 100000") and
    ``isinstance`` for ``type(...) is`` on batches (True was read as one batch; resamples already refuse it)."""
    from cosino.advisor.rollout import MAX_RESAMPLES

    assert _tiny_rollout().bootstrap_frequencies("s", MAX_RESAMPLES, 1) == [1.0]
    # The message names the batches' upper bound since review 52g (MAX_BATCHES), which bounds a direct call's work.
    with pytest.raises(ValueError, match="^bootstrap batches: must be a whole number from 1 to 1000, got True$"):
        _tiny_rollout().bootstrap_frequencies("s", 10, True)


def test_the_rollouts_take_exactly_the_sample_cap(monkeypatch):
    """Kills rollout.py ``_check_settings`` with ``>=`` for ``>`` on MAX_EQUITY_SAMPLES (the cap itself refused,
    though DecisionConfig and ``cosino advise`` take it). Ten million rollouts would take hours, so the cap is set to
    4 here: 4 samples run (with the mutant: "rollout_simulations: at most 4 samples, got 4"), 5 are refused."""
    from cosino.advisor import rollout
    from cosino.advisor.decision import DEFAULT_FRACTIONS
    from cosino.advisor.ranges import preflop_range

    monkeypatch.setattr(rollout, "MAX_EQUITY_SAMPLES", 4)
    state = _checked_river()
    candidates = rollout.candidates_for(state, DEFAULT_FRACTIONS)
    assert rollout.rollout_action_evs(state, candidates, [preflop_range(0.45)], 4, 1).samples == 4
    with pytest.raises(ValueError, match="^rollout_simulations: at most 4 samples, got 5$"):
        rollout.rollout_action_evs(state, candidates, [preflop_range(0.45)], 5, 1)


def test_two_openers_of_an_old_file_both_gain_the_mark_columns(tmp_path, monkeypatch):
    """Kills embedded.py ``EmbeddedStore.__init__`` re-raising every OperationalError of its ALTER TABLE (``if
    True`` for the "another connection added it first" test).

    Two processes open one old file at once (a league runner and ``cosino serve``): the other adds ``inputs.mark``
    between this one's look at the columns and its ALTER TABLE. With the mutant the open failed with
    "sqlite3.OperationalError: duplicate column name: mark". Now both open, and the next commit is marked."""
    folder = tmp_path / "old"
    old_store_file(folder)
    real_connect = sqlite3.connect
    raced: list[str] = []

    class Racing(sqlite3.Connection):
        def execute(self, sql: str, *args: Any) -> Any:
            if sql == "PRAGMA table_info(inputs)" and not raced:
                rows = list(super().execute(sql, *args))
                other = real_connect(folder / "cosino.sqlite")
                other.execute("ALTER TABLE inputs ADD COLUMN mark TEXT")
                other.commit()
                other.close()
                raced.append(sql)
                return iter(rows)
            return super().execute(sql, *args)

    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: real_connect(*a, **k, factory=Racing))
    store = EmbeddedStore(folder)
    monkeypatch.setattr(sqlite3, "connect", real_connect)
    try:
        assert raced and store.load_head("e").mark is None and store.commit_mark("e", 1) is None
        mark = store.commit("e", 1, {"response": "x"}, [{"type": "hand", "hand": 0}], "running")
        assert store.load_head("e").mark == mark == store.commit_mark("e", 2)
    finally:
        store.close()


class _Markless:
    """A store that keeps no marks (``Store.commit`` may return None, and heads then carry none): one process's
    handle on a shared store."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def commit(self, *args: Any) -> None:
        self.inner.commit(*args)

    def load_head(self, episode_id: str) -> EpisodeHead:
        return dataclasses.replace(self.inner.load_head(episode_id), mark=None)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def test_a_warm_episode_behind_the_head_is_not_used_by_a_store_without_marks(tmp_path):
    """Kills engine/steps.py ``_episode_at`` without ``warm.inputs_applied == head.version - 1`` (the mark check
    alone left to match a warm copy to the head): on a store whose commits carry no mark, both marks are None, so a
    process that stepped to version 2 and kept the episode warm while another process stepped to 3 decided version
    4 on its copy at version 2. With the mutant the log then held records the stored inputs do not replay to; now
    the copy behind the head is rebuilt from the inputs and the log replays."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps as stepper

    store = EmbeddedStore(tmp_path / "store")
    first, second = _Markless(store), _Markless(store)  # two processes' handles
    try:
        episode = stepper.create(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 3, 7))
        stepper._WARM.clear()
        assert stepper.step(first, episode, 1, lambda *_: Picker(0), lambda _: False).status == "applied"
        warm_in_first = stepper._WARM[episode]
        assert stepper.step(second, episode, 2, lambda *_: Picker(1), lambda _: False).status == "applied"
        stepper._WARM[episode] = warm_in_first  # the first process's copy, at version 2, as it still holds it
        assert stepper.step(first, episode, 3, lambda *_: Picker(0), lambda _: False).status == "applied"
        head = store.load_head(episode)
        inputs = store.load_inputs(episode, head.version)
        rebuilt = stepper.replay_inputs(stepper.config_from_json(head.config), inputs[1:]).episode.records
        assert head.version == 4 and store.events(episode) == rebuilt
    finally:
        stepper._WARM.clear()
        store.close()


def _flop_bet_into_raises(**settings: Any) -> Any:
    """The rollouts of AhKh on QsJd7c, checked to the hero, against an opponent who always raises a bet."""
    from cosino.advisor import rollout
    from cosino.advisor.decision import DEFAULT_FRACTIONS
    from cosino.advisor.ranges import preflop_range
    from cosino.advisor.state import state_from_dict

    seats = [{"stack": 400, "committed": 0}, {"stack": 400, "committed": 0}]
    data = {"hero": 0, "dealer": 0, "hero_cards": "AhKh", "board": "QsJd7c", "pot": 40, "big_blind": 2, "actor": 0}
    state = state_from_dict({**data, "seats": seats, "history": [{"street": "flop", "seat": 1, "action": "check"}]})
    fixed = rollout.RolloutSettings(**({"response": "fixed", "response_params": {"raise": 1}} | settings))
    return rollout.rollout_action_evs(
        state, rollout.candidates_for(state, DEFAULT_FRACTIONS), [preflop_range(0.45)], 200, 1, fixed
    )


@pytest.mark.parametrize(
    ("setting", "value", "message"),
    [
        ("hero_model", "cal", "hero_model: 'cal' is not one of behavior, call, fold"),
        ("raise_multiplier", Fraction(1, 2), "raise_multiplier: must be a number of at least 2, got 1/2"),
        ("raise_multiplier", 1, "raise_multiplier: must be a number of at least 2, got 1"),
        ("raise_multiplier", -3, "raise_multiplier: must be a number of at least 2, got -3"),
        ("raise_multiplier", True, "raise_multiplier: must be a number of at least 2, got True"),
        ("raise_multiplier", math.inf, "raise_multiplier: must be a number of at least 2, got inf"),
        ("opponent_bet_fraction", 0, "opponent_bet_fraction: must be a number above 0, got 0"),
        ("opponent_bet_fraction", "1/2", "opponent_bet_fraction: must be a number above 0, got '1/2'"),
    ],
)
def test_a_rollout_model_setting_it_cannot_use_is_refused_by_name(setting, value, message):
    """A defect found in this review (rollout.py ``_check_settings`` checked the depth and the response model but not
    the hero's model, the raise multiplier or the bet fraction). Before, against an opponent who always raises, a
    hero_model of "cal" ran as "behavior" (the same EVs to the cent: bet 20 at 27.20); a raise multiplier of 1/2 put
    no chips in, so every flop bet read as worth about a check (bet 20 at 22.70 against 27.20 at 3, the check at
    21.80), -3 priced every bet but the all-in exactly as the check (21.80), and infinity raised OverflowError from
    ``Fraction``. Now each is one ValueError line naming the setting; 3 and 5/2 run as before. A str the rollouts
    read through ``Fraction`` ("1/2") is refused with the other types (the advisor's config still converts one)."""
    with pytest.raises(ValueError) as refused:
        _flop_bet_into_raises(**{setting: value})
    assert str(refused.value) == message
    evs = {e.candidate.text(): round(e.ev, 2) for e in _flop_bet_into_raises(raise_multiplier=3).evs}
    assert (evs["check"], evs["bet 20"]) == (21.8, 27.2)
    assert _flop_bet_into_raises(raise_multiplier=2.5, opponent_bet_fraction=Fraction(1, 3)).samples == 200


def test_the_advisor_refuses_a_misspelt_hero_model_instead_of_running_another():
    """The same defect through the advisor: ``DecisionConfig(hero_model="cal")`` ran its rollouts with the
    "behavior" model and said nothing; now ``recommend_action`` raises the one-line ValueError naming the field."""
    from cosino.advisor.decision import DecisionConfig, recommend_action

    config = DecisionConfig(equity_simulations=50, rollout_simulations=50, seed=1, hero_model="cal")
    with pytest.raises(ValueError, match="^hero_model: 'cal' is not one of behavior, call, fold$"):
        recommend_action(_checked_river(), config)


@pytest.mark.parametrize("setting", ["depth", "response", "hero_model"])
def test_a_long_rollout_model_name_is_cut_in_its_refusal(setting):
    """The rollouts named an unknown depth or response model (and now hero model) written out whole: a name of
    5,000 characters made a refusal of 5,049. Now it is cut at 40 characters, as the counts and seeds are."""
    with pytest.raises(ValueError, match=r"is not one of [a-z_, ]+$") as refused:
        _flop_bet_into_raises(**{setting: "x" * 5000})
    assert len(str(refused.value)) < 150 and "xxx..." in str(refused.value)


def test_the_advisor_runs_as_many_bootstrap_resamples_as_its_config_asks():
    """Kills decision.py ``_tabulate_rollouts`` calling ``bootstrap_frequencies`` without the config's
    ``bootstrap_resamples`` (its default of 200 run whatever was asked). AhJd facing a raise preflop, 50 rollouts,
    seed 2: with 7 resamples the shares are 1/7, 1/7 and 5/7 (the mutant's 200 gave eight shares such as 0.0492,
    not sevenths), and with 1 resample one action leads with a share of 1."""
    from cosino.advisor.decision import DecisionConfig, recommend_action
    from cosino.advisor.state import state_from_dict

    seats = [{"stack": 198, "committed": 0}, {"stack": 194, "committed": 4}]
    history = [{"street": "preflop", "seat": 1, "action": "raise", "amount": 6}]
    data = {"hero": 0, "dealer": 1, "hero_cards": "AhJd", "board": "", "pot": 6, "big_blind": 2, "actor": 0}
    state = state_from_dict({**data, "seats": seats, "history": history})
    for resamples in (1, 7):
        config = DecisionConfig(equity_simulations=50, rollout_simulations=50, seed=2, bootstrap_resamples=resamples)
        shares = [c["frequency"] for c in recommend_action(state, config).to_dict()["candidates"]]
        assert all(abs(share * resamples - round(share * resamples)) < 1e-9 for share in shares), shares
        assert abs(sum(shares) - 1) < 1e-9 and max(shares) >= 1 / resamples
    assert sorted(shares)[-3:] == [1 / 7, 1 / 7, 5 / 7]
