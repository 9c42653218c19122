"""The rollout and its bootstrap, called directly (the experiments and any library user do), refuse what they
cannot use in one ValueError line naming the argument, as :class:`DecisionConfig` does for the advisor.

Before (session 46's note, review 46c): samples of 2.5 and a str raised TypeErrors inside the loop, a float,
None or lone-surrogate seed a TypeError or UnicodeEncodeError from the hash, a 5,000-digit seed was hashed,
10^12 samples were accepted (weeks of work), and ``bootstrap_frequencies`` divided by zero at 0 resamples, raised a
TypeError at 2.5, and quietly answered zeros at -3 resamples or 0 and -1 batches.
"""

from __future__ import annotations

import pytest

from cosino.advisor.decision import DEFAULT_FRACTIONS, DecisionConfig, recommend_action
from cosino.advisor.ranges import preflop_range
from cosino.advisor.rollout import MAX_RESAMPLES, candidates_for, rollout_action_evs
from cosino.advisor.state import state_from_dict
from cosino.games.poker.equity import MAX_EQUITY_SAMPLES


def _state():
    seats = [{"stack": 198, "committed": 0}, {"stack": 194, "committed": 4}]
    history = [{"street": "preflop", "seat": 1, "action": "raise", "amount": 6}]
    data = dict(hero=0, dealer=1, hero_cards="AhJd", board="", pot=6, big_blind=2, actor=0)
    return state_from_dict({**data, "seats": seats, "history": history})


def _run(samples, seed=1):
    state = _state()
    return rollout_action_evs(state, candidates_for(state, DEFAULT_FRACTIONS), [preflop_range(0.45)], samples, seed)


@pytest.mark.parametrize(
    ("samples", "shown"),
    [(2.5, "2.5"), (True, "True"), ("10", "'10'"), (1, "1"), (MAX_EQUITY_SAMPLES + 1, str(MAX_EQUITY_SAMPLES + 1))],
)
def test_a_sample_count_that_is_no_usable_int_is_refused_by_name(samples, shown):
    with pytest.raises(ValueError) as refused:
        _run(samples)
    message = str(refused.value)
    assert message.startswith("rollout_simulations: ") and message.endswith("got " + shown)
    assert "\n" not in message


@pytest.mark.parametrize("seed", [1.5, None, "\ud800", 2**5000, "x" * 1001, b"seed"])
def test_a_seed_the_hash_cannot_take_is_refused_by_name(seed):
    with pytest.raises(ValueError, match="^rollout seed: must be an int of at most 256 bits") as refused:
        _run(10, seed)
    assert len(str(refused.value)) < 200  # a 5,000-digit seed is named by its size, not printed


@pytest.mark.parametrize(
    ("args", "field"),
    [
        ((1.5,), "bootstrap seed"),
        (("s", 0), "bootstrap_resamples"),
        (("s", -3), "bootstrap_resamples"),
        (("s", 2.5), "bootstrap_resamples"),
        (("s", True), "bootstrap_resamples"),
        (("s", MAX_RESAMPLES + 1), "bootstrap_resamples"),
        (("s", 10, 0), "bootstrap batches"),
        (("s", 10, -1), "bootstrap batches"),
        (("s", 10, 2.5), "bootstrap batches"),
    ],
)
def test_bootstrap_arguments_it_cannot_use_are_refused_by_name(args, field):
    result = _run(20)
    with pytest.raises(ValueError, match=f"^{field}: "):
        result.bootstrap_frequencies(*args)


def test_the_checks_leave_good_calls_and_the_advisor_unchanged():
    """Frequencies of one seeded call still sum to one, and a whole recommendation still runs its bootstrap."""
    result = _run(20)
    freqs = result.bootstrap_frequencies("s", 50, 5)
    assert len(freqs) == len(result.evs) and abs(sum(freqs) - 1) < 1e-9
    assert result.bootstrap_frequencies("s", 50, 5) == freqs  # seeded: the same answer twice
    config = DecisionConfig(equity_simulations=50, rollout_simulations=50, seed=2**256 - 1, bootstrap_resamples=7)
    shares = [c["frequency"] for c in recommend_action(_state(), config).to_dict()["candidates"]]
    assert abs(sum(shares) - 1) < 1e-9  # the bootstrap ran: its shares of the lead are reported


@pytest.mark.parametrize("kind, amount", [("raise", 199), ("raise", 10**6), ("bet", 10**15)])
def test_a_wager_to_more_chips_than_the_hero_has_is_refused_by_name(kind, amount):
    """The hero holds 198 behind and nothing in yet: a raise to 199 or more cannot be made. Before: a bet of 10**6
    with 90 chips behind was rolled out as the all-in under its own label (the all-in's EV, -7.95 BB, twice in the
    table); a library caller's mistake read as a line of its own. Now one line names the candidate, directly and
    through ``recommend_action``'s ``extra_candidates`` (where ``cosino review`` puts the action taken)."""
    from cosino.advisor.rollout import Candidate, CandidateError

    state = _state()
    cands = [*candidates_for(state, DEFAULT_FRACTIONS), Candidate(kind, amount)]
    with pytest.raises(CandidateError, match=rf"^candidates\[{len(cands) - 1}\]: a {kind} to {amount} chips is more"):
        rollout_action_evs(state, cands, [preflop_range(0.45)], 50, 1)
    config = DecisionConfig(
        equity_simulations=50, rollout_simulations=50, seed=1, extra_candidates=(Candidate(kind, amount),)
    )
    with pytest.raises(CandidateError, match=r"^extra_candidates\[0\]: .* more than the hero has \(198: "):
        recommend_action(state, config)


def test_an_all_in_to_exactly_the_heros_chips_is_still_rolled_out():
    """The bound is the hero's whole stack plus what it has in: the all-in itself passes."""
    from cosino.advisor.rollout import Candidate

    state = _state()
    config = DecisionConfig(
        equity_simulations=50, rollout_simulations=50, seed=1, extra_candidates=(Candidate("raise", 198),)
    )
    report = recommend_action(state, config)
    assert any(c.kind == "raise" and c.amount == 198 and c.ev_bb is not None for c in report.candidates)


@pytest.mark.parametrize("multiplier", [1.0001, "3/2", 1.999])
def test_a_raise_multiplier_below_two_is_refused(multiplier):
    """The opponent's raise goes to the multiplier times the hero's bet: below 2 that is smaller than any legal
    no-limit raise over a bet. Before (review 48g): anything above 1 ran, and 1.0001 turned a bet of 13 into a
    "raise" to 13 that put no chips in (the bet of 20 read 23.60 against 25.40 at 2 and 27.20 at 3). Now one line,
    from DecisionConfig and from the rollouts' own settings; 2 itself runs."""
    from cosino.advisor.rollout import RolloutSettings

    with pytest.raises(ValueError, match="^raise_multiplier: must be a number of at least 2, got "):
        DecisionConfig(raise_multiplier=multiplier)
    if not isinstance(multiplier, str):
        state = _state()
        with pytest.raises(ValueError, match="^raise_multiplier: must be a number of at least 2, got "):
            rollout_action_evs(
                state,
                candidates_for(state, DEFAULT_FRACTIONS),
                [preflop_range(0.45)],
                50,
                1,
                RolloutSettings(raise_multiplier=multiplier),
            )
    assert DecisionConfig(raise_multiplier=2).raise_multiplier == 2
