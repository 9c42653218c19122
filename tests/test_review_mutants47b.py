"""Mutation review 47b: the code added or changed in session 46 (huge ints in messages, the advisor's exact
rollout SEs and shared bootstrap ties, ``not_below_zero``, unknown profile keys, the seed and budget checks of
the analytics and the advisor, one sample cap, AwsStore's kept commits and LiveLogs' boundary re-read).

Hand-made mutants, each run against the tests that cover the mutated function and then reverted; each test here
names the surviving mutant(s) it kills (file, function, change) and the figure measured with the mutant in place.
No survivor was itself a bug in the product code: each was a gap in the tests. 153 mutants were tried, 56
survived, 52 are killed here and 4 were judged equivalent. Building the forced-action test showed one defect,
fixed in decision.py (the last test here): the few-rollouts warning "so confidence stays low" stood beside a
"high" the rollouts had not graded.

- core/cosino/primitives/errors.py (quoted, _quoted_text, number_size, leading_digits, SIZED_BITS): 17 tried, 10
  survived; 8 killed here. Equivalent: ``< 0xFF`` for ``<= 0xFF`` in ``_quoted_text`` (U+00FF is printable, so
  the printable branch before it writes it) and ``<= 0x10000`` for ``< 0x10000`` in ``_escape`` (U+10000 is
  printable, so ``printable`` never escapes it).
- core/cosino/advisor/rollout.py (standard_error, paired_se, _summarise, bootstrap_frequencies, best_index): 16
  tried, 7 survived; all killed here.
- core/cosino/analytics/reach.py and commands/exploitability.py (not_below_zero and its five users,
  check_game_value, cfr_br's guard, _float_of, _check_step, descent_step): 22 tried, 6 survived; all killed here.
- core/cosino/analytics/tree.py and sampled.py (check_keys and its three users, brief, check_seed and its three
  users, SampleConfig's bounds): 24 tried, 9 survived; all killed here. estimate.py (from_values): 2 tried, none.
- core/cosino/games/poker/equity.py (seed_ok, shown_value, _check_budget, shown_se, MAX_EQUITY_SAMPLES): 18
  tried, 9 survived; all killed here.
- core/cosino/advisor/decision.py (DecisionConfig's checks, MAX_SAMPLES, _rollout_confidence, _lead,
  _check_consistency) and commands/advise.py (config_from): 18 tried, 10 survived; 8 killed here. Equivalent in
  practice: ``>=`` for ``>`` on the margins of 3 and 2 paired SE (a ratio of two sampled floats that no spot
  tried lands on exactly).
- functions/cosino_runtime/store/aws.py (KeptLog.add, commit_bytes, events, _committed, _commit_texts, _keep):
  24 tried, 5 survived; all killed here. ``bisect_left`` for ``bisect_right`` in ``events`` never gave a wrong
  answer (at a start on a commit's boundary it splits one commit more and slices it to nothing); the count of
  commits split kills it.
- functions/cosino_runtime/api/live_logs.py (LiveLogs.body, _keep) and arena/public.py (LiveView.last): 12
  tried, none survived.
"""

from __future__ import annotations

import argparse
import math
import re
import statistics
import sys
from fractions import Fraction

import pytest
from support.commit_table import CommitTable
from test_advisor_invariants import BOARD, fixed, mixed_range, river_state
from test_review_spec46a import _river_checked_to_hero, always_folds_config

from cosino.advisor.decision import MAX_SEED_CHARS, DecisionConfig
from cosino.advisor.rollout import Candidate, CandidateEV, RolloutResult, rollout_action_evs, standard_error
from cosino.advisor.sources import SourceResult
from cosino.analytics.tree import GameTreeError, brief, check_seed
from cosino.arena.episode import Episode, EpisodeConfig, EpisodeError
from cosino.games.poker.equity import MAX_EQUITY_SAMPLES, UNIT, WeightedHands, monte_carlo_equity, seed_ok, shown_value
from cosino.primitives.cards import card_index
from cosino.primitives.errors import SIZED_BITS, leading_digits, number_size, quoted
from cosino_runtime.commands.advise import add_budget_options, config_from
from cosino_runtime.store import aws
from cosino_runtime.store.base import EpisodeHead


def _nested(depth: int) -> list:
    """A list nested ``depth`` deep: quoting it recursively raises RecursionError."""
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


# --- primitives/errors.py --------------------------------------------------------------------------------------


def test_quoted_writes_every_int_up_to_its_bound_and_sizes_every_int_past_it():
    """Kills errors.py ``quoted``: ``>=`` for ``>`` on SIZED_BITS (the widest int still written out, 2**4000 - 1,
    was named "a number of about 1204 digits"), and SIZED_BITS 4000 -> 15000 (past Python's 4,300-digit limit:
    quoted(10**4300) raised "Exceeds the limit (4300 digits)", the ValueError a message must never raise)."""
    widest = 2**SIZED_BITS - 1
    assert quoted(widest) == repr(widest) and quoted(-widest) == repr(-widest)
    assert quoted(widest + 1) == number_size(widest + 1) == "a number of about 1204 digits"
    assert quoted(10**4300) == "a number of about 4300 digits"
    assert quoted([10**4300]) == "[a number of about 4300 digits]"


def test_leading_digits_writes_the_first_digits_and_sizes_an_int_too_wide_to_write():
    """Kills errors.py ``leading_digits``: the size test at 4 * SIZED_BITS (10**4400 raised Python's int-digits
    ValueError from the episode's refusal of its seed), the slice one longer (25 digits shown), the slice taken
    after quoting ("'10000000000000000000000": no closing quote, 23 digits) and the whole value quoted (31
    digits). The episode's seed refusal is where it shows."""
    assert leading_digits(10**30, 24) == "'" + "1" + "0" * 23 + "'"
    assert leading_digits(-(10**30), 24) == "'-" + "1" + "0" * 22 + "'"
    assert leading_digits(10**4400, 24) == "a number of about 4400 digits"
    for seed, shown in ((10**30, "'" + "1" + "0" * 23 + "'"), (10**4400, "a number of about 4400 digits")):
        with pytest.raises(EpisodeError) as info:
            Episode(EpisodeConfig("kuhn", ("random", "random"), 2, seed))
        assert str(info.value).endswith(f"seed must be an integer from 0 to 2^63 - 1, got {shown}")


def test_quoted_writes_tuples_as_repr_does():
    """Kills errors.py ``quoted``: a one-element tuple without its trailing comma ("('x')", which reads as a
    string in parentheses), and a tuple written in list brackets ("[1, 2]"). ``quoted`` equals ``repr`` on
    CPython 3.11 for every value a message quotes."""
    for value in (("x",), (1, 2), (), ({"k": ("v",)}, [None, (3,)])):
        assert quoted(value) == repr(value)


# --- advisor/rollout.py: exact standard errors and the bootstrap -------------------------------------------------


def test_standard_error_is_the_sample_se_of_the_mean_by_hand():
    """Kills rollout.py ``standard_error``: ``s * s`` replaced by ``s * s // n * n`` (the square's remainder
    dropped: [0, 1] read 0.7071 instead of 0.5, [1, 2, 4] 0.9129 instead of 0.8819). By hand: [0, 1] has
    variance 1/2, SE sqrt(1/4); [1, 2, 4] has variance 7/3, SE sqrt(7/9)."""
    assert standard_error([0, 1]) == 0.5
    assert standard_error([1, 2, 4]) == pytest.approx(math.sqrt(7 / 9), rel=1e-15)
    assert standard_error([-3, 3]) == 3.0


def test_the_paired_se_of_one_sample_is_infinite_not_a_division_by_zero():
    """Kills rollout.py ``RolloutResult.paired_se`` without its ``n < 2`` guard: one sample raised
    ZeroDivisionError (n * n * (n - 1) is 0). One sample has no spread: its SE is infinite, no lead is shown."""
    evs = [CandidateEV(Candidate("bet", 5), 5.0, 0.0, 1, [5]), CandidateEV(Candidate("fold"), 0.0, 0.0, 1, [0])]
    assert RolloutResult(evs, "street", "behavior", 1).paired_se(0, 1) == math.inf


def test_a_rollout_reports_its_standard_error_in_chips_like_its_mean():
    """Kills rollout.py ``_summarise`` reporting ``standard_error(units)`` without ``/ SCALE``: the SE of a
    check that wins the 20-chip pot or nothing read in the sampler's units (2,520 a chip: 1437 for 0.570) while
    the mean stayed in chips. Now each SE is the sample SE of the per-sample chip values."""
    state = river_state("AhKd", BOARD, pot=20, hero_stack=100, opp_stack=100)
    cands = [Candidate("check"), Candidate("bet", 15)]
    res = rollout_action_evs(state, cands, [mixed_range(2, 3)], 300, seed=2, settings=fixed(call=1))
    for e in res.evs:
        chips = [u / UNIT for u in e.units]
        assert set(chips) <= {0.0, 20.0, 35.0, -15.0}  # the pot, the pot and a call, the bet lost
        assert e.se == pytest.approx(statistics.stdev(chips) / math.sqrt(len(chips)), rel=1e-9) and 0.1 < e.se < 10


def _result(units: list[list[int]]) -> RolloutResult:
    n = len(units[0])
    evs = [CandidateEV(Candidate("bet", k + 1), 0.0, 0.0, n, u) for k, u in enumerate(units)]
    return RolloutResult(evs, "street", "behavior", n)


def test_no_samples_lead_nowhere_in_the_bootstrap():
    """Kills rollout.py ``bootstrap_frequencies`` without its ``n == 0`` return: no samples were one empty batch,
    every candidate tied on 0 in every resample, and each read 1/2 as if the data showed a coin flip."""
    assert _result([[], []]).bootstrap_frequencies(1, resamples=10) == [0.0, 0.0]


def test_each_resample_draws_as_many_batches_as_there_are_with_replacement():
    """Kills rollout.py ``bootstrap_frequencies``: one batch fewer than asked (one batch of both samples: the
    first candidate, 2 against 1, led every resample: 1.0) and the last batch drawn as batch 0 (again 1.0). The
    two batches are drawn with replacement: the first candidate leads unless both draws are batch 1, 3/4 of
    the time (0.749 at 2,000 resamples)."""
    freq = _result([[2, 0], [0, 1]]).bootstrap_frequencies(7, resamples=2000, batches=2)
    assert 0.7 < freq[0] < 0.8 and freq[0] + freq[1] == pytest.approx(1.0)


def test_tied_shares_are_summed_exactly_then_divided_once():
    """Kills rollout.py ``bootstrap_frequencies`` returning ``float(w) / resamples`` for ``float(w / resamples)``:
    three candidates tied in all 5 resamples read 0.33333333333333337, not 1/3 (the exact share rounded once).
    Also guards the tie sharing itself (the first leader alone credited read [1.0, 0.0, 0.0])."""
    assert _result([[4, 4], [4, 4], [4, 4]]).bootstrap_frequencies(3, resamples=5) == [1 / 3] * 3


# --- analytics/tree.py: brief and check_seed -----------------------------------------------------------------------


def test_brief_keeps_to_its_limit_and_sizes_a_huge_number_or_fraction():
    """Kills tree.py ``brief``: ``<`` for ``<=`` on the limit (a text of exactly 60 characters cut to 57 and
    "..."), the cut at ``limit`` instead of ``limit - 3`` (63 characters, past the bound), ``>=`` for ``>`` on
    10**limit (10**60 itself named by its size), and a Fraction left out of the size test, or the test moved
    to 10**(100 * limit) (Fraction(10**5000, 3) raised Python's int-digits ValueError from repr)."""
    exact = "x" * 58
    assert brief(exact) == quoted(exact) and len(brief(exact)) == 60
    assert brief("x" * 100) == "'" + "x" * 56 + "..." and len(brief("x" * 100)) == 60
    assert brief(10**60) == "1" + "0" * 56 + "..."
    assert brief(10**60 + 1) == "a number of about 60 digits"
    assert brief(Fraction(10**5000, 3)) == "a number of about 4999 digits"
    assert brief(Fraction(-(10**100), 7)) == "a number of about 99 digits"


def test_check_seed_takes_its_bounds_and_refuses_past_them():
    """Kills tree.py ``check_seed``: ``<`` for ``<=`` on MAX_SEED_BITS (2**256 - 1 refused) and on MAX_SEED_CHARS
    (a 200-character label refused), the surrogate test ending at 0xDBFF (a low surrogate "\\udc00" passed, and
    derive then raised UnicodeEncodeError), and a seed of another type quoted by ``brief`` instead of named by
    its type (a list nested 100,000 deep raised RecursionError from the refusal's message)."""
    check_seed(2**256 - 1, "W")
    check_seed("s" * 200, "W")
    for seed, shown in ((2**256, "not a number of about 77 digits"), ("\udc00", "not '\\udc00'")):
        with pytest.raises(GameTreeError, match="^W: seed must be an int of at most 256 bits") as info:
            check_seed(seed, "W")
        assert str(info.value).endswith(shown)
    with pytest.raises(GameTreeError, match="^W: seed must be .* characters, not a list$"):
        check_seed(_nested(100_000), "W")


# --- games/poker/equity.py: seed_ok, shown_value, the sample bounds -----------------------------------------------


def test_seed_ok_takes_exactly_its_bounds():
    """Kills equity.py ``seed_ok``: 257 bits taken (2**256 passed the advisor's "at most 256 bits"), ``<`` for
    ``<=`` on the characters (a label at the bound refused), and ``isinstance`` for ``type(...) is int`` (True
    passed, and derive then raised "labels must be int, str or bytes, not bool" from the equity sampler)."""
    assert seed_ok(2**256 - 1, 5) and seed_ok("s" * 5, 5) and seed_ok(0, 5)
    assert not any(seed_ok(seed, 5) for seed in (2**256, -(2**256), "s" * 6, True, False, "\udfff"))
    villain = [WeightedHands([(card_index("Ks"), card_index("Kh"))], [1])]
    hero, board = [card_index("As"), card_index("Ah")], [card_index(c) for c in ("2c", "7d", "9h")]
    with pytest.raises(ValueError, match="^equity seed: must be an int of at most 256 bits .* got True$"):
        monte_carlo_equity(hero, board, villain, 10, seed=True)
    assert monte_carlo_equity(hero, board, villain, 10, seed="s" * 1000).samples == 10


def test_shown_value_sizes_past_128_bits_and_cuts_at_40_characters():
    """Kills equity.py ``shown_value``: the size test at 4000 bits instead of 128 (2**128 shown as its first
    39 digits), ``<`` for ``<=`` on 40 (a 40-character quote cut), the cut at 40 instead of 37 (43 characters),
    and every value quoted (a list nested 100,000 deep raised RecursionError; a dict was written out whole)."""
    assert shown_value(2**128 - 1) == str(2**128 - 1)
    assert shown_value(2**128) == "a number of about 38 digits"
    assert shown_value("y" * 38) == "'" + "y" * 38 + "'"
    assert shown_value("y" * 100) == "'" + "y" * 36 + "..."
    assert shown_value(_nested(100_000)) == "a list" and shown_value({"k": 1}) == "a dict"


def test_monte_carlo_equity_takes_its_sample_bounds_and_refuses_one_sample():
    """Kills equity.py ``_check_budget``: ``< 1`` for ``< 2`` (one sample was taken, and its SE then divided by
    n - 1 = 0: ZeroDivisionError), and ``>=`` for ``>`` on MAX_EQUITY_SAMPLES (10,000,000 refused as "at most
    10000000 samples"). The bound is checked before the seed: at the bound, a float seed is what is refused."""
    villain = [WeightedHands([(card_index("Ks"), card_index("Kh"))], [1])]
    hero, board = [card_index("As"), card_index("Ah")], [card_index(c) for c in ("2c", "7d", "9h")]
    with pytest.raises(ValueError, match="^equity_simulations: need at least 2 samples, got 1$"):
        monte_carlo_equity(hero, board, villain, 1, seed=1)
    with pytest.raises(ValueError, match="^equity seed: "):
        monte_carlo_equity(hero, board, villain, MAX_EQUITY_SAMPLES, seed=1.5)


# --- advisor/decision.py and commands/advise.py ------------------------------------------------------------------


def test_the_advisor_config_refuses_false_a_long_label_and_a_seed_past_256_bits():
    """Kills decision.py ``DecisionConfig``: ``isinstance(count, int)`` for ``type(count) is int`` (False taken
    as 0 samples, the stage quietly off), the seed checked against 10**6 characters instead of MAX_SEED_CHARS
    (a 201-character label taken), and equity.py ``seed_ok`` at 257 bits (2**256 taken; True too)."""
    for name in ("equity_simulations", "rollout_simulations"):
        with pytest.raises(ValueError, match=f"^{name}: must be 0 \\(off\\) or at least 2 samples, got False$"):
            DecisionConfig(**{name: False})
    for seed in ("s" * (MAX_SEED_CHARS + 1), 2**256, True):
        with pytest.raises(ValueError, match="^seed: must be an int of at most 256 bits or a str of at most 200"):
            DecisionConfig(seed=seed)
    assert DecisionConfig(seed="s" * MAX_SEED_CHARS).seed == "s" * MAX_SEED_CHARS


def test_cosino_advise_takes_the_sample_cap_and_refuses_past_it_in_one_line(cosino_cli):
    """Kills advise.py ``config_from``: ``<`` for ``<=`` on MAX_SAMPLES (--equity 10000000 refused) and the
    upper bound dropped (--rollouts 10000001 then reached DecisionConfig, whose ValueError is no CosinoError:
    it escaped ``main`` as a traceback, in place of the one-line refusal naming the flag)."""
    parser = argparse.ArgumentParser()
    add_budget_options(parser)
    args = parser.parse_args(["--equity", "10000000", "--rollouts", "10000000", "--subgame", "off"])
    config = config_from(args)
    assert (config.equity_simulations, config.rollout_simulations) == (10_000_000, 10_000_000)
    code, out, err = cosino_cli("advise", "no-such-state.json", "--rollouts", "10000001")
    assert (code, out) == (2, "")
    assert err.strip() == "cosino: --rollouts: must be 0 (off) or between 2 and 10000000, got 10000001"


# --- store/aws.py: the kept commits ------------------------------------------------------------------------------


class _Counted(str):
    """A commit's records text that counts how often it is split into lines."""

    splits = 0

    def split(self, *args, **kwargs):  # type: ignore[override]
        type(self).splits += 1
        return super().split(*args, **kwargs)


def _store(table: CommitTable, version: int) -> aws.AwsStore:
    store = aws.AwsStore("t", "b", table, object())
    store.load_head = lambda episode: EpisodeHead(episode, {}, version, "running", 0)  # this store only
    return store


def test_a_read_from_a_start_splits_only_the_commits_from_the_one_holding_it():
    """Kills aws.py ``AwsStore.events``: the search replaced by ``first = 0`` (all 5 kept commits split again
    for a read of the last 5 records: the cost the running counts removed, 40 ms a poll at 61,000 commits) and
    ``bisect_right(...) - 1`` (3 commits split instead of 2). Five commits of three records; a read from record
    10 (in commit 4) splits commits 4 and 5, and from record 9 (commit 4's first) the same two."""
    table = CommitTable()
    for version in range(1, 6):
        table.commit("e", version, _Counted("".join(f'{{"n":{3 * version - 3 + k}}}\n' for k in range(3))))
    store = _store(table, 5)
    assert [r["n"] for r in store.events("e")] == list(range(15))
    for start in (10, 9, 14, 0):
        _Counted.splits = 0
        assert [r["n"] for r in store.events("e", start)] == list(range(start, 15))
        assert _Counted.splits == 5 - start // 3


def test_a_kept_commit_counts_its_key_and_its_running_count_against_the_memory_bound():
    """Kills aws.py ``commit_bytes`` without the sort key's size (about 60 bytes a commit uncounted) or without
    the 64 bytes of its running count and list slots. A kept commit takes at least its text, its key, the int
    of its running count and three list slots of 8 bytes: a log of 1,000 one-record commits is counted at
    182,893 bytes (the mutants: 122,893 and 118,893, under that floor of 170,893; its texts alone take 58,893)."""
    table = CommitTable()
    for version in range(1, 1001):
        table.commit("e", version, f'{{"n":{version}}}\n')
    store = _store(table, 1000)
    store.events("e")
    log = store._logs["e"]
    floor = sum(
        sys.getsizeof(text) + sys.getsizeof(key) + sys.getsizeof(end) + 3 * 8
        for key, text, end in zip(log.keys, log.texts, log.ends)
    )
    assert log.size >= floor


# --- round 2: the rest of session 46's advisor and analytics checks ------------------------------------------------


def _one_combo_river(hero: str, board: str, villain: str, samples: int, response: dict) -> object:
    from cosino.advisor.decision import recommend_action
    from cosino.advisor.ranges import FULL_WEIGHT, Range

    cards = (card_index(villain[:2]), card_index(villain[2:]))
    config = DecisionConfig(
        equity_simulations=100,
        rollout_simulations=samples,
        seed=1,
        rollout_response="fixed",
        rollout_response_params=response,
        given_ranges=(Range([cards], [FULL_WEIGHT]),),
    )
    state = river_state(hero, board, pot=40, hero_stack=400, opp_stack=400)
    return recommend_action(state, config)


def test_five_hundred_rollouts_are_enough_to_grade_confidence():
    """Kills decision.py ``_rollout_confidence`` with ``<=`` for ``<`` on MIN_TRUSTED_SAMPLES: 500 rollouts were
    still graded "low". Quad aces against queens full that always call: the all-in leads every other action in
    every sample (a paired SE of 0); 499 rollouts read "low", 500 "high" (heads-up, a one-combo range)."""
    grades = [_one_combo_river("AhKh", "AsAdAc7h2s", "QdQh", n, {"call": 1}) for n in (499, 500)]
    assert [(r.recommended.label, r.confidence) for r in grades] == [("all-in", "low"), ("all-in", "high")]


def _forced_check(opponents: int):
    from cosino.advisor.decision import recommend_action
    from cosino.advisor.state import state_from_dict

    seats = [{"stack": 400, "committed": 0}] + [{"stack": 0, "committed": 0}] * opponents
    history = [{"street": "river", "seat": k, "action": "check"} for k in range(1, opponents + 1)]
    state = state_from_dict(
        {
            **{"hero": 0, "dealer": 0, "hero_cards": "AhKh", "board": "QsJd7c4h2s", "pot": 40, "big_blind": 2},
            **{"actor": 0, "seats": seats, "history": history},
        }
    )
    return recommend_action(state, DecisionConfig(equity_simulations=100, rollout_simulations=100, seed=1))


def test_a_forced_action_is_graded_by_the_table_not_by_the_rollout_count():
    """Kills decision.py ``_rollout_confidence``: the sample test without ``others and`` (a check forced by
    opponents all in, 100 rollouts, read "low": no lead is measured when there is nothing to choose) and a lone
    candidate graded "high" multiway too (three-way it is "medium", as any multiway spot)."""
    graded = {n: _forced_check(n) for n in (1, 2)}
    assert [c.label for c in graded[1].candidates] == ["check"] == [c.label for c in graded[2].candidates]
    assert (graded[1].confidence, graded[2].confidence) == ("high", "medium")


def _with_source(source):
    """The advisor's report on a river spot checked to the hero, with ``source`` first in its cascade: every bet
    wins the 40-chip pot (the opponent always folds), so the bets tie and a check is worse."""
    from cosino.advisor.decision import recommend_action

    return recommend_action(_river_checked_to_hero("AhKh", "QsJd7c4h2s", (400, 400)), always_folds_config((source,)))


def test_a_source_recommending_an_action_tied_with_the_rollouts_best_is_no_disagreement():
    """Kills decision.py ``_check_consistency`` with ``<`` for ``<=`` (gap against two paired SE): six bets each
    win exactly the 40-chip pot (the opponent always folds; paired SE 0). A source choosing "bet 1/2 pot", tied
    with the rollouts' first-listed best, was reported as "rollouts prefer bet 1/3 pot by 0.00 BB (> 2 paired
    SE 0.00)" and its confidence cut from medium to low. A tie is no disagreement."""

    class TiedSource:
        name = "tied"

        def solve(self, request):
            bets = [c for c in request.candidates if c.kind == "bet"]
            return SourceResult("used", actions=[(bets[1], 1.0, 20.0)], label="tied", converged=True)

    report = _with_source(TiedSource())
    assert (report.method, report.recommended.label, report.confidence) == ("tied", "bet 1/2 pot", "medium")
    assert not any("disagree" in w for w in report.warnings)


def test_a_game_value_off_zero_sum_by_more_than_a_billionth_is_refused():
    """Kills reach.py ``check_game_value`` with its tolerance at 1e-6 for 1e-9: Kuhn's value given as
    [-1/18, 1/18 + 1e-7] was taken (a value that is not zero-sum read as one). 1e-10 off is rounding, taken."""
    from cosino.analytics import exploitability_2p_zerosum
    from cosino.analytics.tree import compiled_variant

    kuhn = compiled_variant("kuhn")
    with pytest.raises(GameTreeError, match="does not sum to 0"):
        exploitability_2p_zerosum(kuhn, {}, [-1 / 18, 1 / 18 + 1e-7])
    assert exploitability_2p_zerosum(kuhn, {}, [-1 / 18, 1 / 18 + 1e-10]) == Fraction(11, 12)


def test_cfr_br_takes_exactly_its_draw_bounds_and_no_bool_as_a_number():
    """Kills reach.py ``cfr_br``: ``0 <=`` for ``1 <=`` on draws (0 draws passed the guard and ended in
    SampledEstimate's "needs at least one sample" ValueError), ``<`` for ``<=`` on MAX_DRAWS (a million draws
    refused), and ``_float_of`` without its bool test (temperature True ran as 1.0, an estimate of 2 draws;
    descent_step's lr True made a step of 1). At the bound the draws are taken, so the bad seed after them is
    what is refused."""
    from cosino.analytics import cfr_br, descent_step
    from cosino.analytics.reach import MAX_DRAWS
    from cosino.analytics.tree import compiled_variant

    kuhn = compiled_variant("kuhn")
    for temperature, draws in ((0.1, 0), (True, 2), (0.1, MAX_DRAWS + 1)):
        with pytest.raises(GameTreeError, match="^cfr_br needs temperature > 0 and whole draws from 1 to 1000000"):
            cfr_br(kuhn, {}, 0, temperature=temperature, draws=draws)
    with pytest.raises(GameTreeError, match="^cfr_br: seed must be"):
        cfr_br(kuhn, {}, 0, draws=MAX_DRAWS, seed=1.5)
    with pytest.raises(GameTreeError, match="^descent_step needs a finite number as lr, not True$"):
        descent_step(kuhn, {}, {}, True)


def test_descent_step_refuses_an_infinite_gradient_and_a_gradient_that_is_no_mapping():
    """Kills reach.py ``_check_step``: the entries tested ``g == g`` instead of finite (an infinite entry passed:
    Kuhn's "0|J||" row came back {"k": nan, "b": 0.0}), and the mapping test dropped (a list raised
    AttributeError: 'list' object has no attribute 'items')."""
    import math

    from cosino.analytics import descent_step
    from cosino.analytics.tree import compiled_variant

    kuhn = compiled_variant("kuhn")
    with pytest.raises(GameTreeError, match=re.escape("descent_step: the gradient at '0|J||' is not finite numbers")):
        descent_step(kuhn, {}, {"0|J||": {"k": math.inf, "b": 0.0}}, 0.5)
    with pytest.raises(GameTreeError, match="^descent_step needs the gradient as infoset key"):
        descent_step(kuhn, {}, [("0|J||", {"k": 1.0})], 0.5)


def test_the_few_rollouts_warning_stands_only_beside_a_confidence_the_rollouts_graded():
    """A defect found while killing the forced-action mutant (decision.py ``_tabulate_rollouts``): below 500
    rollouts every report warned "... so confidence stays low", also where the rollouts grade nothing. Before: a
    check forced by an all-in opponent (100 rollouts) read confidence "high" beside that warning, and so did a
    converged source's pure answer (100 rollouts used for EVs only). Now the warning is given with the rollouts'
    own answer when it has a choice to grade, where it holds (100 rollouts, a choice: "low" and the warning)."""

    class PureSource:
        name = "pure"

        def solve(self, request):
            bets = [c for c in request.candidates if c.kind == "bet"]
            return SourceResult("used", actions=[(bets[1], 0.95, 20.0)], label="pure", converged=True, robust=True)

    from cosino.advisor.decision import recommend_action

    state = _river_checked_to_hero("AhKh", "QsJd7c4h2s", (400, 400))
    few = {"equity_simulations": 200, "rollout_simulations": 100, "seed": 3, "rollout_response": "fixed"}
    few["rollout_response_params"] = {"fold": 1}  # every bet wins the pot: no disagreement caps the source
    reports = {
        "forced": _forced_check(1),
        "source": recommend_action(state, DecisionConfig(**few, sources=(PureSource(),))),
        "rollout": recommend_action(state, DecisionConfig(**few)),
    }
    graded = {k: (r.method, r.confidence, any("stays low" in w for w in r.warnings)) for k, r in reports.items()}
    assert graded == {
        "forced": ("rollout", "high", False),
        "source": ("pure", "high", False),
        "rollout": ("rollout", "low", True),
    }


def test_a_source_that_is_not_the_subgame_solver_is_named_as_itself():
    """Review 47b's leftover, fixed in decision.py ``_external_answer``: a caller's source was reported as the
    subgame solver. Before, a source named "lagging" that checks where every bet wins the whole pot (the opponent
    always folds) was warned as "subgame and rollouts disagree", its info filed under ``details["subgame"]`` (which
    the report prints as the subgame solver's), and a "lagging: " line with nothing after it was added because the
    source said nothing of its limits. Now the warning names it, its info is under its own name, and no empty line."""

    class LaggingSource:
        name = "lagging"

        def solve(self, request):
            check = next(c for c in request.candidates if c.kind == "check")
            return SourceResult("used", actions=[(check, 1.0, 0.0)], label="lagging", converged=True)

    report = _with_source(LaggingSource())
    assert (report.method, report.recommended.label, report.confidence) == ("lagging", "check", "low")
    assert any(w.startswith("lagging and rollouts disagree: rollouts prefer bet") for w in report.warnings)
    assert not any(w.startswith("subgame") or w == "lagging: " for w in report.warnings), report.warnings
    assert "subgame" not in report.details and report.details["lagging"] == {}
