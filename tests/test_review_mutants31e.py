"""Mutation review 31e: the league runner (cosino_runtime.league.runner, league.episodes), each survivor pinned.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (docs/league.md,
the modules' docstrings, CallRecord's) or a naive second computation here, never from the code
under test. The seats are stubs in this process: no test needs the network.

Equivalent survivors, left unpinned: R10 (latency not floored at 0: perf_counter_ns never runs
backwards), R12 (attempts defaulting to 0: CallRecord counts 0 attempts as 1), R21 (no break on a
finished step: the next head read is not running and breaks), E7 (TypeError not skipped in
read_calls: a line that is not an object fails at .get first, an AttributeError) and E23 (the
count taken from the results' agents: those must equal the schedule's, checked before any count).
E25 (a false or empty luckAdjusted read as absent) is now refused (session 32): the table counts the key alone.
"""

from __future__ import annotations

import io
import json
import threading
import time
from contextlib import contextmanager
from types import SimpleNamespace

import pytest
from support.leagues import played_league

from cosino.primitives.errors import CosinoError
from cosino.primitives.rng import Rng, derive
from cosino_runtime.league import runner as league_runner
from cosino_runtime.league.agents import AgentSpec
from cosino_runtime.league.config import load_config
from cosino_runtime.league.episodes import episode_paths, read_calls, read_episode, schedule
from cosino_runtime.league.runner import InstrumentedSeat, LeaguePlay, Progress, run_league
from cosino_runtime.seats.markers import marker
from cosino_runtime.store.embedded import EmbeddedStore


class Inner:
    """A seat that answers ``response`` and reports ``call`` as a model seat's transport would."""

    def __init__(self, response, call=None) -> None:
        self.response = response
        if call is not None:
            self.call = call

    def act(self, observation):
        if isinstance(self.response, Exception):
            raise self.response
        return self.response


def _seat(monkeypatch, inner, limits=None, secret_names=()):
    """An InstrumentedSeat over ``inner`` with a stub episode run; returns it and the records it logs."""
    records: list = []
    run = SimpleNamespace(
        limits=limits or {}, stop=None, secret_names=list(secret_names), decision=5, log=records.append
    )
    monkeypatch.setattr(league_runner, "build_inner", lambda agent, variant, rng: inner)
    return InstrumentedSeat(run, AgentSpec("bot", "fake"), "kuhn", Rng(derive(1))), records


def _act(monkeypatch, inner, observation=None, **kwargs):
    seat, records = _seat(monkeypatch, inner, **kwargs)
    response = seat.act(observation or {"alias": "Gizmo"})
    (record,) = records
    return response, record


# -- InstrumentedSeat: the transport log line of one call ---------------------------------------------


def test_a_failed_call_keeps_its_own_outcome_under_the_arenas_marker(monkeypatch):
    # R5: the marker's outcome ("transport") written over the one the call logged ("rateLimited")
    inner = Inner(marker("transport", "gave up"), {"outcome": "rateLimited", "reason": "429 until the deadline"})
    _, record = _act(monkeypatch, inner)
    assert (record.outcome, record.reason, record.parse) == ("rateLimited", "429 until the deadline", "none")


def test_a_marker_without_a_reason_in_the_call_gives_its_detail_as_the_reason(monkeypatch):
    # R6: the reason left empty when the call gives none; R7: parse left "direct" for a failed call
    _, record = _act(monkeypatch, Inner(marker("transport", "connection refused")))
    assert (record.outcome, record.reason, record.parse) == ("transport", "connection refused", "none")


def test_a_raising_seat_is_a_transport_failure_named_by_its_type_only(monkeypatch):
    # R4: the exception's text (which may quote a key or a URL) in the published reason
    _, record = _act(monkeypatch, Inner(ValueError("sk-SECRET at https://agent.example")))
    assert (record.outcome, record.reason, record.parse) == ("transport", "seat failed: ValueError", "none")


def test_a_seats_look_alike_of_the_marker_is_not_a_failed_call(monkeypatch):
    # R14: any dict with a "transport" key taken for the arena's marker
    answer = {"transport": "timeout", "detail": "pretend"}
    response, record = _act(monkeypatch, Inner(answer))
    assert response == answer and (record.outcome, record.parse, record.reason) == ("ok", "direct", None)


@pytest.mark.parametrize("alias, slot", [("Sprocket", 0), ("Gizmo", 1), ("Widget", 3), ("Nobody", -1), (None, -1)])
def test_the_slot_is_the_aliases_place_and_minus_one_for_an_unknown_alias(monkeypatch, alias, slot):
    # R9: an unknown alias logged as slot 0 (the first seat's), not -1
    _, record = _act(monkeypatch, Inner({"action": "check"}), {"alias": alias})
    assert record.slot == slot and record.decision == 5


def test_the_calls_snapped_flag_throttled_count_and_tokens_reach_the_log(monkeypatch):
    # R11: snapped always False; R13: throttled always 0
    call = {"outcome": "ok", "parse": "loose", "snapped": True, "attempts": 3, "throttled": 2}
    call |= {"input_tokens": 40, "output_tokens": 2}
    _, record = _act(monkeypatch, Inner({"action": "call"}, call))
    assert (record.parse, record.snapped, record.attempts, record.throttled) == ("loose", True, 3, 2)
    assert (record.input_tokens, record.output_tokens) == (40, 2)


def test_the_talk_is_redacted_of_the_league_agents_names(monkeypatch):
    # R8: the talk passed on as the seat wrote it
    response, _ = _act(monkeypatch, Inner({"action": "call", "say": "I am bot-9000"}), secret_names=["bot-9000"])
    assert "bot-9000" not in response["say"] and response["action"] == "call"


class CountingLimits:
    """A stand-in for AgentLimits that keeps the tickets it admitted."""

    def __init__(self) -> None:
        self.tickets: list = []

    @contextmanager
    def admit(self, stop=None):
        ticket = SimpleNamespace(tokens="unset")
        self.tickets.append(ticket)
        yield ticket


@pytest.mark.parametrize(
    "call, tokens",
    [
        ({"input_tokens": 100, "output_tokens": 7}, 107),
        ({"input_tokens": 100}, 100),
        ({}, None),
        ({"input_tokens": "100", "output_tokens": 1.5}, None),  # not counts: the call reported none
    ],
)
def test_a_limited_agents_call_settles_the_tokens_it_reported(monkeypatch, call, tokens):
    # R3: the ticket never told the tokens; R2: a count that is not an int summed (a TypeError out of the seat)
    limits = CountingLimits()
    _, record = _act(monkeypatch, Inner({"action": "check"}, call), limits={"bot": limits})
    (ticket,) = limits.tickets
    assert ticket.tokens == tokens and record.outcome == "ok"


# -- episodes.read_calls: the transport log read back ------------------------------------------------

GOOD_CALL = {"decision": 3, "slot": 1, "latencyUs": 250, "outcome": "timeout", "parse": "none", "attempts": 2}


def _calls_file(tmp_path, lines: list[str]):
    path = tmp_path / "x.calls.jsonl"
    path.write_text("".join(line + "\n" for line in lines))
    return path


def test_an_episode_without_a_transport_log_has_no_calls(tmp_path):
    # E5: a missing calls file read (a FileNotFoundError) instead of an empty log
    assert read_calls(tmp_path / "none.calls.jsonl") == []


@pytest.mark.parametrize(
    "bad",
    [
        '{"decision": 4, "slot": 0, "latencyUs"',  # cut short by an interruption
        "[" * 100_000 + "]" * 100_000,  # nested past reading
        '{"decision": "4", "slot": 0, "latencyUs": 1}',  # a count that is text
        '{"slot": 0, "latencyUs": 1}',  # a field missing
        "[1, 2]",  # not an object
        "7",
        '"decision"',  # a string: indexing it by a field is a TypeError
        "null",
        '{"decision": 4, "slot": 0, "latencyUs": 1, "tokens": 7}',  # tokens not an object
        '{"decision": 4, "slot": 0, "latencyUs": 1, "tokens": ["in", "out"]}',
    ],
)
def test_a_transport_log_line_that_is_not_ours_is_skipped_and_the_rest_kept(tmp_path, bad):
    # E6-E8: a nested, garbled or mistyped line stopping the league (RecursionError, ValueError, TypeError)
    # escaping; a line that is not an object (or tokens that are not one) was an AttributeError traceback
    calls = read_calls(_calls_file(tmp_path, [bad, json.dumps(GOOD_CALL)]))
    assert [(c.decision, c.slot, c.latency_us, c.outcome, c.attempts) for c in calls] == [(3, 1, 250, "timeout", 2)]


# -- episodes.schedule: the seeds ---------------------------------------------------------------------

SIX = "".join(f'[agents.a{i}]\nseat = "random"\n' for i in range(6))


def _schedule(tmp_path, name="s", seed=9, rounds=2):
    config = tmp_path / f"{name}-{seed}.toml"
    config.write_text(
        f'[league]\nname = "{name}"\nvariants = ["kuhn"]\nhands = 2\nrounds = {rounds}\nseed = {seed}\n'
        f'out = "{tmp_path / "out"}"\n{SIX}'
    )
    return schedule(load_config(config, check_network=False))


def test_every_episode_has_its_own_seed_of_63_bits(tmp_path):
    # E2: the whole 64 bits kept; E3: 56 bits taken; E4: every table of a round dealt the same seed
    items = _schedule(tmp_path)
    seeds = [item.seed for item in items]
    assert len(items) == 2 * 15 and len(set(seeds)) == len(seeds)
    assert all(0 <= s < 2**63 for s in seeds)
    # uniform over 63 bits, thirty seeds all under 2^56 would be a 2^-210 chance
    assert max(seeds).bit_length() > 56


def test_two_leagues_that_share_a_seed_but_not_a_name_deal_different_episodes(tmp_path):
    # E1: the league's name left out of the derivation (docs/league.md: the name is one of its inputs)
    first, second = _schedule(tmp_path, "spring"), _schedule(tmp_path, "autumn")
    assert [i.agents for i in first] == [i.agents for i in second]
    assert not {i.seed for i in first} & {i.seed for i in second}
    assert _schedule(tmp_path, "spring") == first  # the same config, the same episodes


# -- LeaguePlay and Progress: episodes at once, a failure stopping the others, the progress line ------


def _play(tmp_path, monkeypatch, concurrency, fake, n=4):
    """LeaguePlay over ``n`` items with ``fake`` standing in for play_episode; returns the bar and the error."""
    monkeypatch.setattr(league_runner, "play_episode", fake)
    bar = Progress(n, io.StringIO())
    play = LeaguePlay(SimpleNamespace(out=tmp_path, agents=[]), bar, concurrency)
    try:
        play.all([SimpleNamespace(index=i) for i in range(n)])
    except BaseException as exc:  # noqa: BLE001 - the test reads it
        return bar, exc
    return bar, None


def test_a_league_of_concurrency_one_plays_one_episode_at_a_time(tmp_path, monkeypatch):
    # R24: concurrency 1 raised to 2 (two episodes at once where the config asked for one)
    lock, state = threading.Lock(), {"now": 0, "peak": 0}

    def fake(config, store, item, on_decision, limits, stop):
        with lock:
            state["now"] += 1
            state["peak"] = max(state["peak"], state["now"])
        time.sleep(0.05)
        with lock:
            state["now"] -= 1

    bar, error = _play(tmp_path, monkeypatch, 1, fake)
    assert error is None and state["peak"] == 1 and (bar.done, bar.in_flight) == (4, 0)


@pytest.mark.parametrize("failure", [OSError("disk full"), KeyboardInterrupt()])
def test_a_failing_episode_stops_the_others_and_leaves_none_in_flight(tmp_path, monkeypatch, failure):
    # R27: a worker's failure swallowed; R28, R33: the others not told to stop (on any failure, an interrupt too);
    # R25: the failed episode still counted in flight
    seen: dict[int, bool] = {}

    def fake(config, store, item, on_decision, limits, stop):
        if item.index == 0:
            time.sleep(0.05)  # the other has started
            raise failure
        seen[item.index] = stop.wait(2.0)

    bar, error = _play(tmp_path, monkeypatch, 2, fake, n=2)
    assert error is failure and seen == {1: True}
    assert (bar.done, bar.in_flight) == (1, 0)


def test_the_progress_line_draws_the_share_done_and_its_last_state(monkeypatch):
    # R17: the bar filled one episode ahead; R34: a forced update held back by the 0.1 s throttle
    stream = io.StringIO()
    bar = Progress(4, stream, width=8)
    bar.moved(started=1)
    bar.moved(done=1)
    bar.moved(started=1)
    bar.moved(done=1)
    last = stream.getvalue().split("\r")[-1]
    assert last.startswith("[####....] 2/4 episodes, 0 in flight,")


# -- episodes.read_episode: results edited under a played episode -------------------------------------


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """One played kuhn episode (house against random): its config, schedule item and files."""
    base = tmp_path_factory.mktemp("played")
    config = load_config(played_league(base, "one", '["kuhn"]', 2), check_network=False)
    (item,) = schedule(config)
    return item, episode_paths(config.out, item.episode_id)


def _edited(played, tmp_path, edit):
    item, paths = played
    copy = {kind: tmp_path / path.name for kind, path in paths.items() if kind in ("replay", "results")}
    copy["replay"].write_bytes(paths["replay"].read_bytes())
    results = json.loads(paths["results"].read_bytes())
    copy["results"].write_text(json.dumps(edit(results)))
    return item, copy


RESULT_EDITS = {
    # E11: results that are not an object reaching .get (an AttributeError traceback)
    "not_an_object": (lambda r: [r], None),
    # E13: another variant's results; E14: the agents in another order (the seats' results swapped)
    "variant": (lambda r: {**r, "variant": "leduc"}, "variant"),
    "agents_swapped": (lambda r: {**r, "agents": r["agents"][::-1]}, "agents"),
    # E15, E21, E22: scores not n exact numbers (text, one too many, booleans)
    "scores_text": (lambda r: {**r, "scores": ["1", "0"]}, "scores"),
    "scores_three": (lambda r: {**r, "scores": [1, 0, 0]}, "scores"),
    "scores_bools": (lambda r: {**r, "scores": [True, False]}, "scores"),
    # E16: win flags that are numbers, not booleans
    "win_numbers": (lambda r: {**r, "win": [1, 0]}, "win"),
    # E17: a boolean count of hands
    "scored_hands_bool": (lambda r: {**r, "scoredHands": True}, "scoredHands"),
    # E18: a norm that is text
    "norm_text": (lambda r: {**r, "norm": "40"}, "norm"),
    # E19: final stacks one short
    "final_stacks_short": (lambda r: {**r, "finalStacks": [1]}, "finalStacks"),
    # E20: a luck-adjusted block whose nets are one short
    "luck_short": (lambda r: {**r, "luckAdjusted": {"net": [1]}}, "luckAdjusted"),
    # E25 (session 32): an empty or false block was read as absent, though the table counts the key as adjusted
    "luck_empty": (lambda r: {**r, "luckAdjusted": {}}, "luckAdjusted"),
    "luck_false": (lambda r: {**r, "luckAdjusted": False}, "luckAdjusted"),
    "luck_null": (lambda r: {**r, "luckAdjusted": None}, "luckAdjusted"),
}


@pytest.mark.parametrize("edit, field", list(RESULT_EDITS.values()), ids=list(RESULT_EDITS))
def test_results_edited_under_a_played_episode_are_one_error_naming_the_field(played, tmp_path, edit, field):
    item, paths = _edited(played, tmp_path, edit)
    with pytest.raises(CosinoError) as caught:
        read_episode(paths, item)
    wanted = "not a results object" if field is None else f"field '{field}' is missing"
    assert str(caught.value).startswith(f"{paths['results']}: {wanted}")


def test_untouched_results_are_read_back(played, tmp_path):
    item, paths = _edited(played, tmp_path, lambda r: r)
    _, _, records, results = read_episode(paths, item)
    assert results["agents"] == list(item.agents) and records[0]["seats"][0]["agent"] == item.agents[0]


def test_an_episode_run_without_limits_given_takes_the_configs(tmp_path):
    # R15: an episode played on its own (no limits passed) ran its agents unlimited
    config = tmp_path / "limited.toml"
    config.write_text(
        f'[league]\nname = "l"\nvariants = ["kuhn"]\nhands = 2\nseed = 9\nout = "{tmp_path / "out"}"\n'
        '[agents.fast]\nseat = "fake"\nmax_concurrent = 2\n[agents.house]\nseat = "house"\n'
    )
    run = league_runner.EpisodeRun(load_config(config, check_network=False), tmp_path / "c.jsonl", [])
    assert sorted(run.limits) == ["fast"] and run.limits["fast"].max_concurrent == 2


def test_the_transport_log_has_one_line_per_action_numbered_as_the_replay_orders_them(played):
    # R20: decisions numbered from 1 (the store's version), not as the replay's n-th action record
    _, paths = played
    actions = [json.loads(line) for line in paths["replay"].read_text().splitlines()]
    wanted = [(n, r["slot"]) for n, r in enumerate(r for r in actions if r["type"] == "action")]
    assert [(c.decision, c.slot) for c in read_calls(paths["calls"])] == wanted


def test_a_disk_failing_before_the_results_leaves_the_episode_to_play_again(tmp_path, monkeypatch):
    # R22: the results written first, so an episode whose reliability report failed counted as done
    (tmp_path / "whole").mkdir()
    whole_config = played_league(tmp_path / "whole", "one", '["kuhn"]', 2)
    cut = tmp_path / "cut.toml"
    cut.write_text(whole_config.read_text().replace(str(tmp_path / "whole" / "out"), str(tmp_path / "cut")))
    real = league_runner.write_atomic

    def failing(path, data):
        if str(path).endswith(".reliability.json"):
            raise OSError(f"{path}: disk full")
        return real(path, data)

    monkeypatch.setattr(league_runner, "write_atomic", failing)
    with pytest.raises(OSError):
        run_league(load_config(cut, check_network=False), progress=False)
    assert not list((tmp_path / "cut" / "episodes").glob("*.results.json"))
    monkeypatch.setattr(league_runner, "write_atomic", real)
    assert run_league(load_config(cut, check_network=False), progress=False).played == 1  # resumes
    (whole,) = (tmp_path / "whole" / "out" / "episodes").glob("*.results.json")
    assert (tmp_path / "cut" / "episodes" / whole.name).read_bytes() == whole.read_bytes()


def _one_episode_league(tmp_path):
    config = tmp_path / "one.toml"
    config.write_text(
        f'[league]\nname = "one"\nvariants = ["kuhn"]\nhands = 2\nseed = 9\nout = "{tmp_path / "out"}"\n'
        '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
    )
    return load_config(config, check_network=False)


def test_a_league_asked_to_stop_makes_no_decision_more(tmp_path):
    # R18: the stop event not read between decisions (an interrupted league played on)
    config = _one_episode_league(tmp_path)
    (item,) = schedule(config)
    (config.out / "episodes").mkdir(parents=True)
    store, stop = EmbeddedStore(config.out / ".store"), threading.Event()
    stop.set()
    try:
        with pytest.raises(league_runner.Stopped):
            league_runner.play_episode(config, store, item, stop=stop)
        assert store.load_head(item.episode_id).version == 1  # the creation only: no decision
    finally:
        store.close()
    assert not episode_paths(config.out, item.episode_id)["results"].exists()


def test_a_finished_episode_whose_results_were_lost_is_written_again_not_replayed(tmp_path):
    # R19: the store's finished episode stepped again instead of its files being written from it
    config = _one_episode_league(tmp_path)
    run_league(config, progress=False)
    results = episode_paths(config.out, schedule(config)[0].episode_id)["results"]
    before = results.read_bytes()
    results.unlink()
    box: dict = {}
    worker = threading.Thread(target=lambda: box.update(out=run_league(config, progress=False)), daemon=True)
    worker.start()
    worker.join(30.0)  # under the mutant the finished episode is stepped for ever (30 s: a loaded CI)
    assert "out" in box and box["out"].played == 1 and results.read_bytes() == before


def test_an_episode_redacts_every_league_agents_names_but_the_house_words(tmp_path, monkeypatch):
    # R23: the episode's run given no secret names, so no talk was ever redacted
    config = tmp_path / "named.toml"
    config.write_text(
        f'[league]\nname = "n"\nvariants = ["kuhn"]\nhands = 1\nseed = 9\nout = "{tmp_path / "out"}"\n'
        '[agents.cobra-7]\nseat = "fake"\n[agents.house]\nseat = "house"\n'
    )
    seen: list = []

    class Recording(league_runner.EpisodeRun):
        def __init__(self, config, log_path, secret_names, *rest):
            seen.append(list(secret_names))
            super().__init__(config, log_path, secret_names, *rest)

    monkeypatch.setattr(league_runner, "EpisodeRun", Recording)
    run_league(load_config(config, check_network=False), progress=False)
    assert seen == [["cobra-7"]]
