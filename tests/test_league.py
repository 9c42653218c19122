"""League maths: Elo over episode scores, Bradley-Terry with bootstrap intervals, swap counts, audit sums."""

from __future__ import annotations

import math
from fractions import Fraction as F
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.league.audit_sums import audit_aggregate
from cosino.league.ratings import (
    K_FACTOR,
    MICRO,
    ONE,
    START,
    EpisodeOutcome,
    _by_influence,
    elo_ratings,
    elo_run,
    exp_fixed,
    expected_score,
    ln_fixed,
    ranking,
)
from cosino.league.table import LeagueSpec, leaderboard, league_table, teams_from_results
from cosino.league.table_sums import TableSums, bradley_terry, swap_count
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.rng import Rng, derive

HALF = F(1, 2)


def ep(i, agents, scores, variant="kuhn", teams=()):
    return EpisodeOutcome(
        f"e{i:04d}",
        i,
        variant,
        tuple(agents),
        tuple(F(s) for s in scores),
        tuple(s == max(scores) for s in scores),
        teams,
    )


def test_fixed_point_functions_agree_with_libm_closely():
    for x in (-20, -3.5, -1, -0.001, 0, 0.3, 1, 2.302585, 7, 15):
        fixed = int(x * ONE)
        assert abs(exp_fixed(fixed) / ONE - math.exp(fixed / ONE)) <= 1e-12 * max(1, math.exp(x))
    for y in (1e-6, 0.01, 0.5, 1, 2, 10, 12345.678):
        assert abs(ln_fixed(int(y * ONE)) / ONE - math.log(y)) < 1e-12


def test_expected_score_is_elo():
    assert expected_score(1500 * MICRO, 1500 * MICRO) == ONE // 2
    e = expected_score(1600 * MICRO, 1500 * MICRO) / ONE
    assert abs(e - 1 / (1 + 10 ** (-100 / 400))) < 1e-15


def test_heads_up_update_is_the_classic_one():
    ratings = elo_ratings([ep(0, "ab", [F(3, 4), F(1, 4)])])
    assert ratings == {"a": START + K_FACTOR // 2, "b": START - K_FACTOR // 2}
    # Only the ordering counts: a narrow and a wide win move Elo the same (the score is unit-free).
    assert elo_ratings([ep(0, "ab", [F(501, 1000), F(499, 1000)])]) == ratings
    assert elo_ratings([ep(0, "ab", [HALF, HALF])]) == {"a": START, "b": START}


def test_a_six_seat_episode_moves_a_seat_by_at_most_k():
    scores = [F(9, 10), F(7, 10), F(6, 10), F(4, 10), F(3, 10), F(1, 10)]
    rating, _ = elo_run([ep(0, "abcdef", scores)])
    assert rating["a"] - START * MICRO == K_FACTOR * MICRO * 5 // 10  # five wins at expectation 1/2, weight 1/5
    assert rating["f"] - START * MICRO == -K_FACTOR * MICRO // 2
    assert abs(sum(rating.values()) - 6 * START * MICRO) <= 6


def test_partners_are_not_compared():
    scores = [F(3, 4), F(1, 4), F(3, 4), F(1, 4)]
    with_teams = elo_ratings([ep(0, "abcd", scores, "spades", ((0, 2), (1, 3)))])
    # each seat meets only its two opponents, weight 1/2: a full win moves it K/2
    assert with_teams["a"] == START + K_FACTOR // 2
    assert teams_from_results({"variant": "spades", "net": [5, -5, 5, -5]}) == ((0, 2), (1, 3))
    assert teams_from_results({"variant": "spades", "net": [0, 0, 0, 0]}) == ()
    assert teams_from_results({"variant": "hearts", "net": [5, -5, 5, -5]}) == ()


def test_same_agent_in_two_seats_never_plays_itself():
    out = ep(0, ["a", "b", "a", "b"], [F(1), F(0), F(1, 2), F(1, 2)], "hearts")
    assert all(a != b for a, b, _, _ in out.comparisons())


episodes_strategy = st.lists(
    st.tuples(st.permutations(["a", "b", "c", "d"]), st.lists(st.integers(0, 8), min_size=2, max_size=2)),
    min_size=1,
    max_size=25,
)


def _build(raw):
    return [ep(i, perm[:2], [F(x, 8) for x in scores]) for i, (perm, scores) in enumerate(raw)]


@settings(max_examples=60, deadline=None)
@given(episodes_strategy)
def test_elo_is_zero_sum_and_follows_schedule_order(raw):
    episodes = _build(raw)
    rating, _ = elo_run(episodes)
    assert abs(sum(rating.values()) - START * MICRO * len(rating)) <= len(episodes) * len(rating)
    # completion order does not matter: the schedule index does
    assert elo_run(list(reversed(episodes)))[0] == rating


@settings(max_examples=12, deadline=None)
@given(episodes_strategy)
def test_bradley_terry_interval_is_ordered_and_deterministic(raw):
    episodes = _build(raw)
    bt = bradley_terry(episodes, samples=8, seed=1)
    for row in bt.values():
        # A percentile interval of 8 resamples need not hold the full-data estimate (one decisive
        # episode dropped from most resamples moves them all): only its order is a property.
        assert row["lo"] <= row["hi"]
    assert bradley_terry(episodes, samples=8, seed=1) == bt


def test_bradley_terry_recovers_a_clear_order():
    rng = Rng(derive(5, "bt"))
    strength = {"weak": 1, "mid": 3, "strong": 9}
    names = sorted(strength)
    episodes = []
    for i in range(150):
        a, b = names[rng.randbelow(3)], names[rng.randbelow(3)]
        if a == b:
            continue
        win = rng.randbelow(strength[a] + strength[b]) < strength[a]
        episodes.append(ep(i, [a, b], [F(3, 4), F(1, 4)] if win else [F(1, 4), F(3, 4)]))
    bt = bradley_terry(episodes, samples=40, seed=2)
    assert bt["strong"]["rating"] > bt["mid"]["rating"] > bt["weak"]["rating"]
    assert bt["strong"]["lo"] > bt["weak"]["hi"]
    for row in bt.values():  # the Poisson draws scatter around the fit of all the data
        assert row["lo"] < row["rating"] < row["hi"]
    # The MLE with its reference prior: the virtual draws make the scores match exactly.
    p = {a: 10 ** ((float(bt[a]["rating"]) - 1500) / 400) for a in names}
    for a in names:
        wins = sum(1 for e in episodes for i, x in enumerate(e.agents) if x == a and e.wins[i])
        expected = sum(p[a] / (p[a] + p[b]) for e in episodes if a in e.agents for b in e.agents if b != a)
        assert abs(wins + 0.5 - expected - p[a] / (p[a] + 1)) < 0.05


def _swapped_without(episodes, gone, upper, lower):
    """Elo replayed without the episodes keyed in ``gone``: is ``lower`` level with or above ``upper``?"""
    rating, _ = elo_run([e for e in episodes if e.key not in gone], {a for e in episodes for a in e.agents})
    return rating[lower] >= rating[upper]


def _fewest_by_replay(episodes, upper, lower, most):
    """The true fewest removals that swap the pair (every subset of up to ``most`` replayed), or None."""
    involved = [e.key for e in episodes if upper in e.agents or lower in e.agents]
    for k in range(most + 1):
        if any(_swapped_without(episodes, set(gone), upper, lower) for gone in combinations(involved, k)):
            return k
    return None


def _ranked_keys(episodes, upper, lower):
    """The pair's episodes in the order the linearised count takes them out."""
    sums = TableSums(0, 0, audited=False)
    sums.run_elo(sorted(episodes, key=lambda e: (e.order, e.key)), sorted({a for e in episodes for a in e.agents}))
    keys, steps = sums.pair_steps(upper, lower, sums.agent_shrink())
    return [keys[p] for p in _by_influence(steps)]


def test_swap_count_of_a_single_deciding_episode():
    episodes = [ep(0, "ab", [1, 0]), ep(1, "cd", [1, 0])]
    assert swap_count(episodes, "a", "b") == 1
    # a beat b three times: removing two leaves a ahead, three levels them (both back at START)
    episodes = [ep(i, "ab", [1, 0]) for i in range(3)]
    assert swap_count(episodes, "a", "b") == 3 == _fewest_by_replay(episodes, "a", "b", 3)
    assert swap_count([ep(0, "cd", [1, 0])], "a", "b") is None


def test_swap_count_of_a_constructed_league():
    # a beats x and z, b beats y then loses to it: from START each first game moves 16 exactly.
    episodes = [ep(0, "ax", [1, 0]), ep(1, "by", [1, 0]), ep(2, "az", [1, 0]), ep(3, "yb", [1, 0])]
    rating, deltas = elo_run(episodes)
    names = sorted(rating)
    moved = [deltas[e.key][names.index("a")] - deltas[e.key][names.index("b")] for e in episodes]
    assert moved[:2] == [16 * MICRO, -16 * MICRO]
    assert 15 * MICRO < moved[2] < 16 * MICRO < 17 * MICRO < moved[3] < 18 * MICRO  # 15.26 and 17.46
    assert sum(moved) == rating["a"] - rating["b"]  # the recorded changes add up to the gap
    # the gap (about 32.7) is more than any one change carries: two removals, as the replays say
    assert swap_count(episodes, "a", "b") == 2 == _fewest_by_replay(episodes, "a", "b", 4)
    assert swap_count(episodes, "b", "a") == 0  # b is below a already: nothing to take out


def test_swap_count_against_the_fewest_removals_replayed():
    # Seeded leagues of 12 episodes, 4 agents, 2 or 3 seats; the truth replays every subset of up
    # to 4 involved episodes. (On 60 leagues of 10 to 18 episodes: 184 of 193 pairs equal, all within 1.)
    equal = pairs = 0
    for seed in range(4):
        rng = Rng(derive(seed, "swap truth"))
        episodes = []
        for i in range(12):
            agents = ["abcd"[rng.randbelow(4)] for _ in range(2 + rng.randbelow(2))]
            episodes.append(ep(i, agents, [F(rng.randbelow(4), 4) for _ in agents]))
        rating, _ = elo_run(episodes)
        order = sorted(rating, key=lambda a: (-rating[a], a))
        for upper, lower in zip(order, order[1:]):
            fewest, count = _fewest_by_replay(episodes, upper, lower, 4), swap_count(episodes, upper, lower)
            if fewest is not None:
                pairs += 1
                equal += count == fewest
                assert abs(count - fewest) <= 1, (seed, upper, lower, count, fewest)
    assert (pairs, equal) == (12, 11)


def test_swap_count_of_a_wide_gap_is_what_replays_confirm():
    # a beats c, c beats b, and a edges b when they meet: a long way above c, c above b.
    episodes = [
        ep(i, ("ac" if i % 2 == 0 else "cb") if i % 5 else "ab", [1, 0] if i % 5 else [F(3, 4), F(1, 4)])
        for i in range(40)
    ]
    rating, deltas = elo_run(episodes)
    assert ranking(rating) == ["a", "c", "b"]
    names = sorted(rating)
    for upper, lower in (("a", "c"), ("c", "b")):
        count = swap_count(episodes, upper, lower)
        ranked = _ranked_keys(episodes, upper, lower)
        # replayed: the count's episodes swap the pair, one fewer does not
        assert _swapped_without(episodes, set(ranked[:count]), upper, lower)
        assert not _swapped_without(episodes, set(ranked[: count - 1]), upper, lower)
        # the measure before (recorded changes largest first, each prefix replayed) needs more
        lead = {e.key: deltas[e.key][names.index(upper)] - deltas[e.key][names.index(lower)] for e in episodes}
        by_change = sorted(
            (e.key for e in episodes if upper in e.agents or lower in e.agents), key=lambda k: (-lead[k], k)
        )
        before = next(
            k for k in range(len(by_change) + 1) if _swapped_without(episodes, set(by_change[:k]), upper, lower)
        )
        assert (count, before) == (14, 16)  # both pairs


def _kept_sums() -> dict:
    """The kept sums of two small episodes, as the scheduled run stores them."""
    episodes = [ep(0, "ab", [1, 0]), ep(1, "bc", [F(1, 4), F(3, 4)])]
    sums = TableSums("s", 3, audited=False)
    for e in episodes:
        sums.add(e, None)
    sums.run_elo(episodes, ["a", "b", "c"])
    return sums.to_json()


def test_kept_sums_of_another_format_are_not_read():
    kept = _kept_sums()
    assert TableSums.from_json(kept, "s", 3, False).to_json() == kept
    assert TableSums.from_json({**kept, "format": kept["format"] - 1}, "s", 3, False) is None
    # an episode's shrinks are one per pair of its agents: a list of another length is refused
    kept["elo"]["episodes"][0][2].append(0)
    assert TableSums.from_json(kept, "s", 3, False) is None
    kept["elo"]["episodes"][0][2][1:] = []
    assert TableSums.from_json(kept, "s", 3, False) is not None
    kept["elo"]["episodes"][0][2][0] = 1 << 32  # a factor 1 - shrink at or below 0 is no Elo update's
    assert TableSums.from_json(kept, "s", 3, False) is None


@pytest.mark.parametrize("ratio", ["1e999999999", "1/0", "nan", "\u0661/2", "1" * 5000, " 3/2", "3/2\u2028"])
def test_kept_sums_with_a_ratio_not_written_by_str_fraction_are_not_read(ratio):
    kept = _kept_sums()
    kept["rows"][0][4] = ratio  # the row's score sum, an exact ratio as str(Fraction) writes it
    assert TableSums.from_json(kept, "s", 3, False) is None  # refused at once: the caller starts again


@pytest.mark.parametrize("count", [2.0, True, "2", "\U00011f52", 2.5])
def test_kept_sums_take_only_json_integers_for_counts(count):
    # int() reads 2.5 as 2, true as 1, and the Kawi digit two only on Pythons of Unicode 15 or later
    kept = _kept_sums()
    assert kept["count"] == 2 and TableSums.from_json(kept, "s", 3, False) is not None
    kept["count"] = count
    assert TableSums.from_json(kept, "s", 3, False) is None  # refused everywhere alike: the caller starts again


def test_audit_sums_across_shared_episodes():
    collusion = {
        "surrender": [[0, 4, 0], [1, 0, 2], [0, 0, 0]],
        "contested": [[0, 2, 1], [2, 0, 3], [1, 3, 0]],
        "netFlow": [[0, 1, 0], [-1, 0, 0], [0, 0, 0]],
        "power": {"hands": 6},
    }
    out = audit_aggregate([(["a", "b", "c"], {"audit": collusion}), (["b", "a", "c"], {"audit": collusion})])
    pairs = {(p["agent"], p["other"]): p for p in out["collusion"]["pairs"]}
    ab = pairs[("a", "b")]
    assert ab["surrender"] == 4 + 1 and ab["contested"] == 4 and ab["episodes"] == 2 and ab["hands"] == 12
    field_a = F(4 + 0 + 1 + 2, (2 + 1) + (2 + 3))
    assert ab["rate"] == F(5, 4) and ab["field"] == field_a and ab["bias"] == F(5, 4) - field_a
    assert out["collusion"]["power"]["episodes"] == 2 and out["softPlay"] is None
    # two seats of one agent are never a pair
    same = audit_aggregate([(["a", "a", "b"], {"audit": collusion})])
    assert ("a", "a") not in {(p["agent"], p["other"]) for p in same["collusion"]["pairs"]}
    assert audit_aggregate([(["a", "b"], {"audit": None})]) == {"collusion": None, "softPlay": None}


def test_table_is_canonical_and_complete():
    episodes = [ep(0, "ab", [1, 0]), ep(1, "bc", [F(1, 4), F(3, 4)]), ep(2, "ac", [HALF, HALF])]
    table = league_table(LeagueSpec("t", "poker", ("kuhn",), ("a", "b", "c"), bootstrap=10), episodes)
    dump_bytes(table)
    assert [r["rank"] for r in table["table"]] == [1, 2, 3]
    elos = [r["elo"] for r in table["table"]]
    assert elos == sorted(elos, reverse=True)
    assert table["table"][-1]["swapWithNext"] is None
    assert all(r["swapWithNext"] >= 1 for r in table["table"][:-1])
    assert {r["agent"]: r["meanScore"] for r in table["table"]} == {"a": F(3, 4), "b": F(1, 8), "c": F(5, 8)}
    board = leaderboard(
        [
            {"variant": "kuhn", "agents": list(e.agents), "scores": list(e.scores), "win": list(e.wins)}
            for e in episodes
        ],
        bootstrap=10,
    )
    assert [r["elo"] for r in board["table"]] == elos


def test_the_empty_leaderboard_is_an_empty_table():
    from cosino.league.table import leaderboards
    from cosino.primitives.canonical import dumps

    board = leaderboard([])  # a fresh store: no finished episode yet
    assert board["table"] == [] and board["league"]["played"] == 0 and board["reliability"] == {}
    assert dumps(board) == dumps(leaderboard([]))
    assert leaderboards([])["families"] == {}


def test_one_table_per_family_never_one_across_families():
    from cosino.league.table import leaderboards

    kuhn = {"variant": "kuhn", "agents": ["a", "b"], "scores": [F(3, 4), F(1, 4)], "win": [True, False]}
    hearts = {
        "variant": "hearts",
        "agents": ["a", "c", "a", "c"],
        "scores": [F(1, 2), F(1, 8), F(1, 4), F(1, 8)],
        "win": [True, False, False, False],
    }
    board = leaderboards([kuhn, hearts, kuhn], bootstrap=5, pinned={"manifest": "0" * 64})
    poker, tricks = board["families"]["poker"], board["families"]["tricks"]
    assert poker["league"]["family"] == "poker" and poker["league"]["variants"] == ["kuhn"]
    assert tricks["league"]["family"] == "tricks" and tricks["league"]["variants"] == ["hearts"]
    assert {r["agent"] for r in poker["table"]} == {"a", "b"} and {r["agent"] for r in tricks["table"]} == {"a", "c"}
    assert poker["league"]["played"] == 2 and tricks["league"]["played"] == 1
    # each family's table is what the family alone gives, pinned to the same manifest
    assert poker == leaderboard([kuhn, kuhn], bootstrap=5, family="poker", pinned={"manifest": "0" * 64})
    assert board["pinned"] == poker["pinned"] == tricks["pinned"] == {"manifest": "0" * 64}


def _mixed_result(i: int) -> tuple[str, dict]:
    """A constructed episode's key and results: heads-up or six-max poker (luck-adjusted, with a
    collusion audit) or hearts (a soft-play audit), seeded agents and scores."""
    rng = Rng(derive(i, "mixed league"))
    variant = ("kuhn", "holdem-6max", "hearts")[i % 3]
    seats = {"kuhn": 2, "holdem-6max": 6, "hearts": 4}[variant]
    agents = [f"p{rng.randbelow(5)}" for _ in range(seats)]
    scores = [F(rng.randbelow(97), 96) for _ in range(seats)]
    net = [rng.randbelow(41) - 20 for _ in range(seats)]
    matrix = [[rng.randbelow(4) for _ in range(seats)] for _ in range(seats)]
    out = {"variant": variant, "agents": agents, "scores": scores, "win": [s == max(scores) for s in scores]}
    out.update({"net": net, "norm": 40, "scoredHands": 2 + rng.randbelow(3)})
    if variant == "hearts":
        out["audit"] = {"chance": matrix, "yield": [[v // 2 for v in row] for row in matrix], "power": {"hands": 2}}
    else:
        out["luckAdjusted"] = {"net": [v - net[0] // seats for v in net]}
        if seats == 6:
            out["audit"] = {"surrender": matrix, "contested": matrix, "netFlow": matrix, "power": {"hands": 3}}
    key = f"{variant}-{i}-{derive(i, 'id').hex()[:8]}"  # ids sort by variant and a hash, as episode ids do
    return key, out


def _board_and_sums(items, kept):
    from cosino.league.table import leaderboards

    items = sorted(items)
    board = leaderboards([r for _, r in items], bootstrap=30, sums=kept, keys=[k for k, _ in items])
    return dump_bytes(board), dump_bytes(kept)


def test_kept_sums_give_the_bytes_of_a_full_computation(monkeypatch):
    from cosino.league import table, table_sums

    items = sorted(_mixed_result(i) for i in range(45))
    scratch = _board_and_sums(items, {})
    added, replayed = [], []
    add, compile_ = table_sums.TableSums.add, table_sums.compile_run
    monkeypatch.setattr(table_sums.TableSums, "add", lambda self, e, a: (added.append(e.key), add(self, e, a))[1])
    monkeypatch.setattr(table_sums, "compile_run", lambda eps, names: compile_(replayed.extend(eps) or eps, names))
    by_board = sorted(items, key=lambda item: table.board_order(item[0]))  # the order Elo takes them in
    # appended at the end of each family's order
    kept: dict = {}
    _board_and_sums(by_board[:30], kept)
    added.clear(), replayed.clear()
    assert _board_and_sums(items, kept) == scratch
    assert sorted(added) == sorted(k for k, _ in by_board[30:])
    assert sorted(e.key for e in replayed) == sorted(added)  # Elo continued: nothing before them replayed
    # one episode that sorts into the middle of its family: added alone, Elo replayed from it
    middle = by_board[10]
    kept = {}
    _board_and_sums([x for x in items if x != middle], kept)
    added.clear(), replayed.clear()
    assert _board_and_sums(items, kept) == scratch
    family = [k for k, r in by_board if table.family_of(r["variant"]) == table.family_of(middle[1]["variant"])]
    assert added == [middle[0]] and [e.key for e in replayed] == family[family.index(middle[0]) :]
    # an episode that left: the family's sums start again and still match
    kept = {}
    _board_and_sums(items, kept)
    assert _board_and_sums(items[1:], kept) == _board_and_sums(items[1:], {})


def test_the_poisson_bootstrap_of_a_table_is_what_its_method_says():
    table = leaderboard([_mixed_result(i)[1] for i in range(0, 45, 3)], bootstrap=40)
    assert "Poisson(1)" in table["method"]["bradleyTerry"]["resampling"]
    assert "linearised" in table["method"]["swap"]
    assert table["method"]["significance"]["scores"] == "luck-adjusted"  # every kuhn result carries it
    for row in table["table"]:
        assert row["bt"]["lo"] <= row["bt"]["hi"]


@settings(max_examples=25, deadline=None)
@given(st.permutations(list(range(14))), st.lists(st.integers(1, 13), min_size=1, max_size=3))
def test_any_arrival_order_of_batches_gives_the_bytes_of_one_computation(arrival, cuts):
    from cosino.league.table import leaderboards

    items = {i: _mixed_result(i) for i in range(14)}
    kept: dict = {}
    seen: list = []
    for start, end in zip([0, *sorted(cuts)], [*sorted(cuts), 14]):
        seen += [items[i] for i in arrival[start:end]]
        ordered = sorted(seen)
        board = leaderboards([r for _, r in ordered], bootstrap=6, sums=kept, keys=[k for k, _ in ordered])
    whole = sorted(items.values())
    assert dump_bytes(board) == dump_bytes(leaderboards([r for _, r in whole], bootstrap=6, keys=[k for k, _ in whole]))
