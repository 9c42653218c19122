"""Mutation review 49a: tests that kill hand-made mutants the suite let live.

Covered code, merged on 2026-12-07: the partnership ``let`` units
(:func:`cosino.diagnostics.softplay.partnership_units`) and the ``trick-let`` test that reads each stratum on its own
(:mod:`cosino.league.integrity`), the Api's kept final replies (:mod:`cosino_runtime.api.routes`), and the advisor's
setting and candidate checks (:mod:`cosino.advisor.rollout`). Each test names the mutant it kills and what the mutant
did; two defects of the code itself were fixed (a bool slot in a 'makers' or bid record was read as slot 1).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from support.api_ids import create_as_api

from cosino.diagnostics.softplay import SoftplayError, partnership_units

# --- the partnership ``let`` units ------------------------------------------------------------------------------------


def _hand(
    plays: list[tuple[int, str, list[str]]],
    bids: dict[int, Any] | None = None,
    makers: tuple[Any, str, bool] | None = None,
    slots: list[int] | None = None,
    end: bool = True,
) -> list[dict[str, Any]]:
    """One hand's records (hand 0): bids, a 'makers' record when given, the plays (slot, card, legal), a handEnd."""
    out: list[dict[str, Any]] = [{"type": "hand", "hand": 0, "slots": [0, 1, 2, 3] if slots is None else slots}]
    out += [{"type": "action", "action": "bid", "hand": 0, "slot": s, "amount": b} for s, b in (bids or {}).items()]
    if makers is not None:
        out.append({"type": "makers", "hand": 0, "slot": makers[0], "trump": makers[1], "alone": makers[2]})
    out += [
        {"type": "action", "action": "play", "hand": 0, "slot": s, "card": c, "legal": legal} for s, c, legal in plays
    ]
    return out + ([{"type": "handEnd", "hand": 0}] if end else [])


def _units(game: str, records: list[dict[str, Any]], seats: int = 4) -> list[tuple[str, int, int, int]]:
    return [(kind, a, b, int(value)) for kind, a, b, _h, value in partnership_units(game, records, seats)]


def test_the_trump_digit_reads_the_winning_card_not_the_led_suit() -> None:
    """Hearts led, an opponent trumps in, and the next seat (void in hearts) holds a lower and a higher trump: the
    winning card is a trump, so the unit ends in 1 (Spades: the 5 of spades; Euchre: the left bower, the jack of
    diamonds when hearts are trump, which the plain suit would call a diamond). Two mutants survived the suite: reading
    the led suit (``self.led == self.trump``) wrote ``let1200`` and ``let1210``, reading the plain suit of the winning
    card (``SUIT[card]``) wrote ``let1210`` in Euchre; the code writes ``let1201`` and ``let1211``."""
    spades = [(0, "Kh", ["Kh"]), (1, "5s", ["5s"]), (2, "2s", ["2s", "As"])]
    assert _units("spades", _hand(spades, {s: 3 for s in range(4)})) == [("let1201", 2, 1, 1)]
    euchre = [(0, "Ac", ["Ac"]), (1, "Jd", ["Jd"]), (2, "9h", ["9h", "Jh"])]
    assert _units("euchre", _hand(euchre, makers=(0, "h", False))) == [("let1211", 2, 1, 1)]


def test_a_nil_partners_tricks_do_not_make_the_sides_bid() -> None:
    """Spades: slot 0 bids 1 and its partner slot 2 bids nil, then takes the first trick (breaking its nil). Slot 0's
    side has not made its bid of 1 (a nil bidder's tricks count for no bid), so its unit in the next trick has side
    digit 0: ``let2200``. The mutant that counts every trick of the side (``for s in mine``) survived the suite and
    wrote ``let2210``: ducking read as a side with its bid made (bags) when it was not."""
    first = [(2, "Ac", ["Ac"]), (3, "2c", ["2c"]), (0, "3c", ["3c"]), (1, "4c", ["4c"])]
    second = [(1, "Kh", ["Kh"]), (0, "2h", ["2h", "Ah"])]
    assert _units("spades", _hand(first + second, {0: 1, 1: 4, 2: 0, 3: 4})) == [("let2200", 0, 1, 1)]


@pytest.mark.parametrize("amount", ["3", False, None, 2.0])
def test_a_bid_whose_amount_is_no_int_is_left_out(amount: Any) -> None:
    """A damaged bid record (amount "3", False, None or 2.0) counts as no bid: slot 1 still gets its unit
    (``let2200``, slot 3's bid of 3 not made). The mutant that keeps any amount (no ``type(amount) is int``) survived
    the suite: "3" raised TypeError (a traceback, not a refusal) and False was read as a nil bid (== 0), dropping the
    unit."""
    plays = [(0, "Kh", ["Kh"]), (1, "Ah", ["2h", "Ah"])]
    assert _units("spades", _hand(plays, {0: 3, 1: amount, 2: 3, 3: 3})) == [("let2200", 1, 0, 0)]


def test_a_bid_by_slot_true_is_no_bid_of_slot_1() -> None:
    """A damaged bid record naming slot True with a nil bid: before, True passed ``slot in self.side`` (True == 1)
    and read as slot 1 bidding nil, so slot 1's unit was dropped (0 units); now the record is left out like any
    other bid of no slot, and slot 1 keeps its ``let2200`` unit."""
    plays = [(0, "Kh", ["Kh"]), (1, "Ah", ["2h", "Ah"])]
    records = _hand(plays, {0: 3, 2: 3, 3: 3})
    records.insert(1, {"type": "action", "action": "bid", "hand": 0, "slot": True, "amount": 0})
    assert _units("spades", records) == [("let2200", 1, 0, 0)]


def test_a_hand_without_its_end_makes_no_unit() -> None:
    """A hand with no ``handEnd`` (voided, or cut short) makes no unit, as for :func:`play_units`: 0 units (1 with
    its handEnd). The mutant that reads every hand survived the suite and counted the unscored hand's unit."""
    plays = [(0, "Kh", ["Kh"]), (1, "Ah", ["2h", "Ah"])]
    bids = {s: 3 for s in range(4)}
    assert len(_units("spades", _hand(plays, bids))) == 1
    assert _units("spades", _hand(plays, bids, end=False)) == []


def test_a_partnership_replay_of_other_than_four_seats_or_a_makers_slot_outside_them_is_refused() -> None:
    """Refusals the suite never exercised: six seats (a partnership game seats four), and a 'makers' record naming
    slot 7, "0" or True. Each is one line naming the record. The mutant without the seat check read six seats into
    tricks of four with no word (a ``let2210`` unit, no error); the one without the maker's slot check read slot 7 as
    the maker: nobody's side made trump, so every side read as defending (``let2201`` instead of a refusal). A defect
    of the code too: slot True passed the check (True == 1) and was read as slot 1, the maker (``let2211``); now the
    slot must be an int."""
    plays = [(0, "Kh", ["Kh"]), (1, "Ah", ["2h", "Ah"])]
    with pytest.raises(SoftplayError, match="a partnership game seats 4, not 6") as caught:
        _units("spades", _hand(plays, slots=[0, 1, 2, 3, 4, 5]), seats=6)
    assert "\n" not in str(caught.value)
    euchre = [(0, "Ah", ["Ah"]), (1, "9h", ["9h", "Jd"])]
    for slot in (7, "0", True):
        with pytest.raises(SoftplayError, match="record 1: a 'makers' record needs a suit and a slot") as caught:
            _units("euchre", _hand(euchre, makers=(slot, "h", False)))
        assert "\n" not in str(caught.value)


def test_a_euchre_card_played_before_any_makers_record_is_refused() -> None:
    """A damaged Euchre replay whose scored hand plays with no 'makers' record (the engine writes one before
    every trick) was read with no trump at all: before, slot 1's jack of diamonds (the right bower under a
    diamond trump) was read as an off-suit discard letting slot 0's nine stand, ``let2200``; now a one-line
    refusal naming the play's record."""
    euchre = [(0, "9h", ["9h"]), (1, "Jd", ["Kh", "Jd"])]
    with pytest.raises(SoftplayError, match="record 1: a Euchre card played before its 'makers' record") as caught:
        _units("euchre", _hand(euchre))
    assert "\n" not in str(caught.value)


# --- the ``trick-let`` test, each stratum on its own ---------------------------------------------------------------

AGENTS = ["a", "b", "c", "d"]


def _let_league() -> dict[str, Any]:
    """One Spades episode's evidence, written unit by unit: ``a`` always lets ``b``'s winning card stand at second hand
    (``let2200``) and always takes it third (``let1200``), the other way round against ``c`` and ``d``, as ``c`` and
    ``d`` play against ``b`` (the offsetting helper of red team 48e, so the pooled excess is 0); ``b`` lets ``a``'s
    card stand 15 times in 20, ``c``'s 10 and ``d``'s never (one stratum), and ``c`` and ``d`` let ``a``'s stand 10
    times in 20."""
    from cosino.league.integrity import EVIDENCE_FORMAT, league_integrity

    spec = [("a", "b", "let2200", 20, 20), ("a", "b", "let1200", 20, 0)]
    for x in "cd":
        spec += [("a", x, "let2200", 20, 0), ("a", x, "let1200", 20, 20)]
        spec += [(x, "b", "let2200", 20, 0), (x, "b", "let1200", 20, 20), (x, "a", "let2200", 20, 10)]
    spec += [("b", "a", "let2200", 20, 15), ("b", "c", "let2200", 20, 10), ("b", "d", "let2200", 20, 0)]
    units = [
        [kind, AGENTS.index(a), AGENTS.index(b), hand, int(hand < ones)]
        for a, b, kind, n, ones in spec
        for hand in range(n)
    ]
    evidence = {"format": EVIDENCE_FORMAT, "agents": AGENTS, "variant": "spades", "units": units}
    return league_integrity([("e0", evidence)])


def _let_pair(report: dict[str, Any], a: str, b: str) -> dict[str, Any]:
    (pair,) = [p for p in report["pairs"] if (p["agent"], p["other"]) == (a, b)]
    return pair["tests"]["trick-let"]


def test_the_each_stratum_p_is_bonferroni_over_pooled_and_strata_capped_at_one() -> None:
    """The exact p-values of the ``trick-let`` test in a league written unit by unit (see _let_league). ``a``
    towards ``b``: the row's deciding stratum has p 1/C(40,20) (``a`` let all 20 of its chances stand, the pool
    none), times 2 strata, times 2 (pooled or split): pRow 4/C(40,20) = 2.9e-11, and the column likewise 4/C(60,20)
    = 9.5e-16. Mutants that survived the suite: no factor 2 (1.45e-11), no cap at 1 (``b`` towards ``d``: pRow 2,
    above any probability), the column pooled only (``each`` False there: pColumn 0.58, so the flag was lost). The
    flag's material is the deciding stratum's excess, 1; the mutant reading the first stratum's wrote -1 (no flag)."""
    from math import comb

    from cosino.league.permutation import exact_p

    report = _let_league()
    ab = _let_pair(report, "a", "b")
    assert ab["pRow"] == Fraction(4, comb(40, 20)) and ab["pColumn"] == Fraction(4, comb(60, 20))
    assert ab["p"] == ab["pRow"] and ab["material"] == 1 and ab["excess"] == 0
    assert [(f["flag"], f["agents"], f["material"]) for f in report["flags"]] == [("trick-let", ["a", "b"], [1])]
    assert _let_pair(report, "b", "d")["pRow"] == 1
    # One stratum: split and pooled are the same test, twice its p (b's 15 lets of 20 against the pool's 10 of 20).
    assert _let_pair(report, "b", "a")["pRow"] == 2 * exact_p([(40, 25, 20)], 15)


def test_one_stratum_reads_the_pooled_material_and_the_column_still_counts() -> None:
    """With one stratum the pooled test decides (split p equals pooled p), so the bar reads the pooled material:
    ``b``'s mean against ``a`` less its mean against everyone else, 3/4 - 10/40 = 1/2. The mutant deciding ties for
    the stratum (``split <= pooled``) survived the suite and wrote 1/4 (the stratum's excess over the trimmed row).
    ``c`` towards ``a`` lets ``a``'s card stand more than towards ``b`` (row p 4.4e-4) but no more than the others do
    for ``a`` (column p 1): its p is the larger, 1. The mutant with no column for ``trick-let`` survived and wrote
    4.4e-4 with no pColumn."""
    report = _let_league()
    assert _let_pair(report, "b", "a")["material"] == Fraction(1, 2)
    ca = _let_pair(report, "c", "a")
    assert ca["pRow"] < Fraction(1, 1000) and ca["pColumn"] == 1 and ca["p"] == 1


# --- the Api's kept final replies ------------------------------------------------------------------------------------


class _Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class _FinalStore:
    """The store calls a final episode's routes make, answered from ``head`` and ``blobs`` (replaced by a test as a
    restore would replace them), each counted by name."""

    def __init__(self, head: Any, blobs: dict[str, bytes]) -> None:
        self.head, self.blobs, self.calls = head, blobs, {}

    def _count(self, name: str) -> None:
        self.calls[name] = self.calls.get(name, 0) + 1

    def load_head(self, episode_id: str) -> Any:
        self._count("load_head")
        return self.head

    def final_keys(self, episode_id: str) -> tuple[str, str]:
        self._count("final_keys")
        return (f"results/{self.head.version}.json", f"replays/{self.head.version}.jsonl")

    def get_blob(self, key: str) -> bytes:
        self._count("get_blob")
        return self.blobs[key]


def _final_api(store: Any, clock: _Clock) -> Any:
    from cosino_runtime.api.replies import FINAL_CHECK_SECONDS, FreshCache
    from cosino_runtime.api.routes import Api
    from tests.support.queues import NoQueue

    return Api(store, NoQueue(), finals=FreshCache(FINAL_CHECK_SECONDS, clock=clock))


def _head(version: int, mark: str | None = None) -> Any:
    from cosino_runtime.store.base import EpisodeHead

    return EpisodeHead("e", {"variant": "kuhn"}, version, "final", version, mark=mark)


def _log(api: Any, route: str = "/events") -> bytes:
    reply = api.handle("GET", f"/api/episodes/e{route}", None, False)
    assert reply.status == 200
    return reply.body


def test_a_markless_final_head_restored_to_another_length_is_told_apart_by_its_version() -> None:
    """A head written before commit marks has none: the version alone tells two final histories apart. A store with
    a final history at version 9 (no mark), restored to another that ended at version 11 (no mark): past the check
    window the Api serves the second history's log. The mutant keeping replies by the mark alone survived the suite
    and served the first history's log for ever (both tokens empty)."""
    from cosino_runtime.api.replies import FINAL_CHECK_SECONDS

    store, clock = _FinalStore(_head(9), {"replays/9.jsonl": b'{"n":9}\n'}), _Clock()
    api = _final_api(store, clock)
    assert b'"n":9' in _log(api)
    store.head, store.blobs = _head(11), {"replays/11.jsonl": b'{"n":11}\n'}
    clock.now = FINAL_CHECK_SECONDS
    assert b'"n":11' in _log(api)


def test_a_final_log_polled_alone_costs_one_head_read_per_window() -> None:
    """Only the log polled (no state request to renew the check first): past the window, 100 polls cost exactly one
    ``load_head`` and no blob read. The mutant that splices the log from the replay at every check (never reusing the
    kept bytes) survived the suite (its cost test polls the state first): 1 ``final_keys`` and 1 ``get_blob`` more
    per window, a read of the whole replay."""
    from cosino_runtime.api.replies import FINAL_CHECK_SECONDS

    store, clock = _FinalStore(_head(9, "m9"), {"replays/9.jsonl": b'{"n":9}\n'}), _Clock()
    api = _final_api(store, clock)
    kept = _log(api)
    store.calls.clear()
    clock.now = FINAL_CHECK_SECONDS
    assert [_log(api) for _ in range(100)] == [kept] * 100 and store.calls == {"load_head": 1}


def test_a_replay_blob_without_its_last_newline_is_not_spliced() -> None:
    """A replay blob that does not end in a newline (damaged, or cut short) is not spliced into the log (the splice
    drops the blob's last byte, which would cut a record): the log is read from the store's events instead. The
    mutant without the check survived the suite and served ``{"n":9`` with its brace cut: no JSON at all."""
    import json

    store, clock = _FinalStore(_head(9, "m9"), {"replays/9.jsonl": b'{"n":9}'}), _Clock()
    store.events = lambda episode_id: [{"n": 9}]  # type: ignore[attr-defined]
    assert json.loads(_log(_final_api(store, clock)))["events"] == [{"n": 9}]


def test_a_running_state_is_not_kept_as_a_final_reply(tmp_path: Any) -> None:
    """The state of a running episode read, then the episode played to the end: the next state request (no time
    passed) says final at once. The mutant that kept every state reply under the head's token survived the suite and
    answered "running" for FINAL_CHECK_SECONDS (5 s) after the episode ended."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "s")
    try:
        episode = create_as_api(store, EpisodeConfig("kuhn", ("random", "random"), 2, 11))
        stepper.step(store, episode, 1)
        api = _final_api(store, _Clock())
        assert b'"status":"running"' in api.handle("GET", f"/api/episodes/{episode}", None, False).body
        stepper.run_to_end(store, episode)
        stepper.finalize(store, episode)
        assert b'"status":"final"' in api.handle("GET", f"/api/episodes/{episode}", None, False).body
    finally:
        store.close()


def test_a_store_restored_to_just_before_finalize_is_shown_finished(tmp_path: Any) -> None:
    """Finalizing changes the status alone, not the version or the mark: a final head and the finished head before
    it share their token. An Api served the final state and log; the store was restored to before the finalize;
    past the check window the state says "finished" and the log is the one a fresh Api serves. Mutants that survived
    the suite: the state's kept reply looked up whatever the status (the final state served for the finished head,
    for ever), and the log's looked up for every status but running (the final log, "view":"full", again)."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.api.replies import FINAL_CHECK_SECONDS
    from cosino_runtime.api.routes import Api
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore
    from tests.support.queues import NoQueue
    from tests.support.restore import snapshot

    store, clock = EmbeddedStore(tmp_path / "s"), _Clock()
    try:
        episode = create_as_api(store, EpisodeConfig("kuhn", ("random", "random"), 2, 11))
        stepper.run_to_end(store, episode)
        assert store.load_head(episode).status == "finished"
        restore = snapshot(store)
        stepper.finalize(store, episode)
        api = _final_api(store, clock)
        routes = ("", "/events")
        final = [api.handle("GET", f"/api/episodes/{episode}{r}", None, False).body for r in routes]
        restore()
        clock.now = FINAL_CHECK_SECONDS
        now = [api.handle("GET", f"/api/episodes/{episode}{r}", None, False).body for r in routes]
        fresh = [Api(store, NoQueue()).handle("GET", f"/api/episodes/{episode}{r}", None, False).body for r in routes]
        assert b'"status":"finished"' in now[0] and now == fresh and now[1] != final[1]
    finally:
        store.close()


def test_the_default_api_checks_a_final_head_every_five_seconds_for_at_most_4096_episodes(tmp_path: Any) -> None:
    """The bounds an Api built with no ``finals`` uses (the tests above pass their own clock): a restore is shown
    within 5 s, and at most 4,096 episodes' checks are kept. Mutants that survived the suite: a check that never
    expires (the lost history's replies for ever), one of 3,600 s, and no bound on the episodes kept."""
    from cosino_runtime.api.replies import FINAL_CHECK_SECONDS, FINAL_MAX_ENTRIES
    from cosino_runtime.api.routes import Api
    from cosino_runtime.store.embedded import EmbeddedStore
    from tests.support.queues import NoQueue

    store = EmbeddedStore(tmp_path / "s")
    try:
        finals = Api(store, NoQueue()).finals
        assert (FINAL_CHECK_SECONDS, FINAL_MAX_ENTRIES) == (5.0, 4096)
        assert (finals.ttl, finals.max_entries) == (FINAL_CHECK_SECONDS, FINAL_MAX_ENTRIES)
    finally:
        store.close()


# --- the advisor's settings and candidates ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [float("nan"), float("inf"), float("-inf"), 2**128, Fraction(2**128, 3), Fraction(1, 2**128), -(2**128)]
    + ["1234567890123", "1.1234567890123", "1/1234567890123"],
    ids=["nan", "inf", "-inf", "int129", "num129", "den129", "neg129", "text13", "decimals13", "denominator13"],
)
def test_a_setting_that_is_no_finite_number_of_128_bits_is_refused_by_name(value: Any) -> None:
    """Floats that are no number, and an int or a Fraction part of 129 bits (SETTING_BITS is 128), each one
    ValueError line naming the setting. Mutants that survived the suite: without ``math.isfinite`` a float nan raised
    "cannot convert NaN to integer ratio" (inf: OverflowError), naming nothing; a bound of 1,280 bits, or one on the
    numerator only (1/2**128 accepted), let these through. Text of 13 digits a part is refused as the message says
    (12 at most); the mutant allowing 13 survived."""
    from cosino.advisor.rollout import setting_number

    with pytest.raises(ValueError, match="^raise_multiplier: must be a number ") as caught:
        setting_number(value, "raise_multiplier")
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 200


def test_a_setting_of_128_bits_is_read_exactly() -> None:
    """The bound's edge: a numerator and a denominator of exactly 128 bits are read as given."""
    from cosino.advisor.rollout import setting_number

    edge = Fraction(2**128 - 1, 2**127)
    assert setting_number(edge, "f") == edge and setting_number(-(2**128) + 1, "f") == -(2**128) + 1
    assert setting_number("-123456789012.123456789012", "f") == Fraction("-123456789012.123456789012")


@pytest.mark.parametrize("fraction", [0, "0", Fraction(-1, 2), "-1/2"])
def test_an_opponent_bet_fraction_of_zero_or_below_is_refused(fraction: Any) -> None:
    """The opponent's bet is this fraction of the pot: 0 or below is no bet. One line, from DecisionConfig and from
    the rollouts' own settings; 1/1000 still runs. Mutants that survived the suite: the floor read as ``value < 0`` (0
    accepted) and a floor of -1 (0 and -1/2 accepted)."""
    from cosino.advisor.decision import DecisionConfig
    from cosino.advisor.rollout import RolloutSettings

    with pytest.raises(ValueError, match="^opponent_bet_fraction: must be a number above 0, got "):
        DecisionConfig(opponent_bet_fraction=fraction)
    if not isinstance(fraction, str):
        with pytest.raises(ValueError, match="^opponent_bet_fraction: must be a number above 0, got "):
            _rollout(RolloutSettings(opponent_bet_fraction=fraction))
    assert DecisionConfig(opponent_bet_fraction="1/1000").opponent_bet_fraction == Fraction(1, 1000)


def _rollout(settings: Any) -> Any:
    from cosino.advisor.ranges import preflop_range
    from cosino.advisor.rollout import Candidate, rollout_action_evs
    from cosino.advisor.state import state_from_dict

    spot = {
        "hero": 0,
        "dealer": 1,
        "hero_cards": "AhJd",
        "board": "",
        "pot": 6,
        "big_blind": 2,
        "actor": 0,
        "seats": [{"stack": 198, "committed": 0}, {"stack": 194, "committed": 4}],
        "history": [{"street": "preflop", "seat": 1, "action": "raise", "amount": 6}],
    }
    candidates = [Candidate("fold"), Candidate("raise", 20)]
    return rollout_action_evs(state_from_dict(spot), candidates, [preflop_range(Fraction(1, 2))], 20, 1, settings)


@pytest.mark.parametrize("value", [float("nan"), float("inf")], ids=["nan", "inf"])
def test_rollout_settings_that_are_no_finite_number_are_refused_by_name(value: Any) -> None:
    """RolloutSettings given straight to the rollouts (as the experiments do) with a raise multiplier of nan or inf:
    one line naming it. The mutant without ``math.isfinite`` in the rollouts' own check survived the suite: nan passed
    the floor (every comparison with nan is false) and failed deep in the rollouts with "cannot convert NaN to integer
    ratio", naming nothing."""
    from cosino.advisor.rollout import RolloutSettings

    with pytest.raises(ValueError, match="^raise_multiplier: must be a number of at least 2, got "):
        _rollout(RolloutSettings(raise_multiplier=value))


def test_candidate_amounts_and_labels_are_bounded() -> None:
    """check_candidate's bounds at their edges: a bet or raise from 1 chip to MAX_CHIPS (a call may name 0), and a
    label of at most 200 characters. Mutants that survived the suite (every large amount it tried was also above the
    hero's stack, refused by check_affordable): a bet of 0 accepted, no upper bound (a raise of MAX_CHIPS + 1 with an
    unknown stack accepted), labels of any length."""
    from cosino.advisor.rollout import Candidate, CandidateError, check_candidate
    from cosino.advisor.state import MAX_CHIPS

    for good in (
        Candidate("bet", 1),
        Candidate("raise", MAX_CHIPS),
        Candidate("call", 0),
        Candidate("fold", label="x" * 200),
    ):
        check_candidate(good, "c")
    bad = {
        Candidate("bet", 0): "c: amount must be whole chips from 1 to",
        Candidate("raise", MAX_CHIPS + 1): "c: amount must be whole chips from 1 to",
        Candidate("call", -1): "c: amount must be whole chips from 0 to",
        Candidate("fold", label="x" * 201): "c: label must be a str of at most 200 characters",
    }
    for candidate, message in bad.items():
        with pytest.raises(CandidateError, match=f"^{message}") as caught:
            check_candidate(candidate, "c")
        assert "\n" not in str(caught.value) and len(str(caught.value)) < 200


def test_a_wager_is_not_checked_against_an_unknown_stack() -> None:
    """A hero whose stack is unknown (None, as a hand history may leave it): a raise to 1,000,000 is no error of
    check_affordable (check_candidate bounds it by MAX_CHIPS). The mutant without ``hero.stack is not None`` survived
    the suite and raised TypeError (None + int)."""
    from cosino.advisor.rollout import Candidate, check_affordable
    from cosino.advisor.state import state_from_dict

    seats = [{"stack": None, "committed": 0}, {"stack": 194, "committed": 4}]
    data = dict(hero=0, dealer=1, hero_cards="AhJd", board="", pot=6, big_blind=2, actor=0, seats=seats)
    check_affordable(Candidate("raise", 10**6), state_from_dict(data), "c")


def test_a_let_excess_under_the_bar_is_not_flagged_however_small_its_p() -> None:
    """2,000 ``let2200`` units per ordered pair, each letting half of its chances stand but ``a`` towards ``b``, 1,150
    (an excess of 3/40): the pair's p is 2.3e-6, yet 3/40 is under the bar of 1/10, so nothing is flagged. The mutant
    with a ``let`` bar of 0 survived the suite and flagged ``a`` towards ``b``."""
    from cosino.league.integrity import BAR, EVIDENCE_FORMAT, league_integrity

    spec = [("a", "b", 1150)] + [(x, y, 1000) for x in AGENTS for y in AGENTS if x != y and (x, y) != ("a", "b")]
    units = [
        ["let2200", AGENTS.index(a), AGENTS.index(b), hand, int(hand < lets)]
        for a, b, lets in spec
        for hand in range(2000)
    ]
    report = league_integrity(
        [("e0", {"format": EVIDENCE_FORMAT, "agents": AGENTS, "variant": "spades", "units": units})]
    )
    ab = _let_pair(report, "a", "b")
    assert ab["p"] < Fraction(1, 100_000) and ab["material"] == Fraction(3, 40) < BAR["let"] == Fraction(1, 10)
    assert report["flags"] == []
