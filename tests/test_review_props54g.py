"""Review 54g: the invariants a user relies on, each checked over generated inputs.

The invariants come from /work/shared/spec/*.md and DESIGN.md. For each: the tests that checked it
before this file, whether they ranged over generated inputs or fixed cases, and the test added here.

invariant -> existing test(s) -> fixed or generated -> added here
1. every episode of every variant scores each seat an exact Fraction in [0, 1]; ladder and trick
   scores sum to n/2, chip-race shares to 1 (a deadline-voided hand included)
   -> test_variants_roundtrip::test_play_and_verify_every_variant (seed 12);
      test_tricks_properties::test_episode_scores_lie_in_unit_interval_and_sum_to_two (tricks);
      test_episode::test_kuhn_scores_in_unit_interval_and_sum_to_half_n
   -> fixed across variants; generated for tricks only, never with hostile seats, budgets or voids
   -> test_every_score_is_an_exact_fraction_in_the_unit_interval_summing_as_the_spec_says
2. every hand's nets sum to zero within its proven cap
   -> test_holdem_properties::test_invariants_of_random_hands;
      test_variants_roundtrip::test_holdem_episodes_conserve_chips_and_round_trip;
      test_tricks_properties::test_nets_sum_to_zero_and_stay_within_the_cap_over_thousands_of_hands
   -> generated (random seats) -> also asserted per hand in the test of 1, with hostile seats
3. a cash table makes and loses no chip (side pots included), a bust seat is never dealt again
   -> test_variants_roundtrip::test_chip_race_carries_stacks_and_knocks_out -> fixed (seed 3)
   -> test_a_cash_table_neither_makes_nor_loses_a_chip_and_a_bust_seat_is_never_dealt_again
4. a replay read back is the same canonical bytes, and verify recomputes the same results bytes
   -> test_replay::test_replay_verify_round_trip_property (kuhn only, random seats);
      test_variants_roundtrip::test_play_and_verify_every_variant -> generated for kuhn, else fixed
   -> test_a_replay_read_back_is_the_same_bytes_and_verifies_to_the_same_results
5. a replay with any one byte changed fails to parse or fails to verify against its results, in
   one line and never a traceback
   -> test_replay (hand-picked edits); test_review_replay_edits; test_review_replay_tamper -> fixed
   -> test_no_replay_with_one_byte_changed_verifies_against_its_results
6. duplicate decks: the mirror hand deals each position the same cards, the table rotated
   -> test_episode::test_duplicate_pair_gives_each_slot_its_counterparts_cards (kuhn, seed 11);
      test_episode::test_six_max_mirror_gives_counterpart_cards_and_position -> fixed
   -> test_the_mirror_hand_deals_each_position_its_cards_with_the_table_rotated
7. Elo and Bradley-Terry do not depend on the order results arrive in
   -> test_league::test_elo_is_zero_sum_and_follows_schedule_order;
      test_league::test_any_arrival_order_of_batches_gives_the_bytes_of_one_computation;
      test_league_integrity::test_bytes_are_deterministic_and_order_free -> generated; none added
8. ratings do not depend on the agents' names -> none -> not checked
   -> test_elo_and_bradley_terry_ratings_do_not_depend_on_the_agents_names;
      test_a_leaderboards_rows_do_not_depend_on_the_agents_names
9. diagnostics never change a score: with every diagnostic or none, the engine writes the same
   records and results hold the same score bytes; each diagnostic within its stated bounds
   -> test_collusion::test_flags_never_touch_scores -> fixed
   -> test_diagnostics_never_change_a_score_nor_a_record_the_engine_writes
10. the same seed and seats give the same replay and results bytes on a second run
   -> test_solvers::test_mccfr_is_deterministic_per_seed (solver); seats in test_review_mutants32f
   -> fixed -> test_the_same_seed_and_seats_give_the_same_bytes_on_a_second_run
11. the advisor's sureness within its stated bounds: low below 500 rollout samples, high only past
   three paired SE heads-up, low under an assumption; frequencies in [0, 1]
   -> test_advisor_invariants (closed-form spots); test_advisor_defects -> fixed
   -> test_the_advisors_sureness_stays_within_what_the_spec_allows
12. CFR solvers: the average strategy is a distribution at every infoset, exploitability >= 0
   -> test_solvers::test_every_solver_converges_on_kuhn (fixed iterations);
      test_analytics::test_best_response_bounds_on_random_kuhn_profiles (generated profiles)
   -> fixed for solvers
   -> test_a_solvers_average_strategy_is_a_distribution_and_no_one_gains_by_deviating_below_zero
13. trick games follow suit and count every trick once
   -> test_tricks_properties::test_legal_sets_follow_suit_and_are_recorded_on_every_play
   -> generated, on the engine's hands with random moves, never through an episode's seats
   -> test_trick_games_follow_suit_and_count_every_trick_once_whatever_the_seats_answer
14. the soft-play audit counts chance, yield, discards and gift as audit.md words them
   -> test_review_mutants_audits::test_softplay_matches_a_naive_counter_on_random_tricks
   -> generated, on made-up tricks rather than played episodes
   -> test_the_soft_play_audit_counts_what_its_spec_says_whatever_the_seats_answer
15. a PHH export read back replays every hand to the episode's nets; a damaged file is refused in one line
   -> test_phh::test_export_writes_the_check_pokerkit_waits_for_and_reads_back_to_the_same_stacks
      (80 seeded hands); test_phh's hand-picked bad files -> fixed
   -> test_a_phh_export_read_back_replays_every_hand_to_the_episodes_nets;
      test_a_phh_file_with_one_byte_changed_replays_or_is_refused_in_one_line

None of these found a defect: at 10 to 30 times these example counts (and 143,720 single-byte edits of
replays, 46,899 token edits of PHH files, run by hand) every invariant held.

Episodes are played as ``cosino play`` plays them: each seat's answer is bounded, then decided
(cosino_runtime.engine.asking); seats are house, random or hostile (answers of any JSON shape).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cosino.analytics import best_responses, compile_tree, compiled_variant, expected_payoffs, exploitability
from cosino.analytics.testgames import rock_paper_scissors, three_player_kuhn
from cosino.arena.episode import ALIASES, DECISION_BUDGET, Episode, EpisodeConfig
from cosino.arena.evidence import bound_response
from cosino.arena.replay import ReplayError, read_replay, verify
from cosino.arena.scoring import compute_results, results_bytes
from cosino.games.registry import REGISTRY, get_variant
from cosino.league.ratings import EpisodeOutcome, elo_run
from cosino.league.table_sums import bradley_terry
from cosino.primitives.canonical import dump_bytes, jsonl_bytes
from cosino.seats.house import decision_rng, make_seat
from cosino.solvers import ALGORITHMS, make_solver

VARIANTS = sorted(REGISTRY)
TRICKS = ("euchre", "spades", "hearts", "oh-hell")


def props(examples: int) -> settings:
    """Bounded for the whole file to run in well under 90 s of CPU; CI's profile (conftest) derandomizes."""
    return settings(max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# What a hostile seat may answer: nonsense of every JSON shape, and words that are nearly an answer.
NEAR_WORDS = st.sampled_from(
    ["fold", "call", "check", "bet", "raise", "raise 7", "all-in", "pass", "play 2c", "bid 3", "order", "", "?"]
    + ["2c", "Qs", "Ah", "Jd", "h", "discard", "trump", "alone", "partner", "bid"]
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    NEAR_WORDS,
)
HOSTILE_ANSWER = st.one_of(
    SCALARS,
    st.lists(SCALARS, max_size=3),
    st.dictionaries(st.sampled_from(["action", "amount", "card", "say", "kind", "bid"]), SCALARS, max_size=4),
    st.builds(lambda a, n: {"action": a, "amount": n}, NEAR_WORDS, SCALARS),
    st.builds(lambda a, c: {"action": a, "card": c}, NEAR_WORDS, NEAR_WORDS),
)
SEAT_KINDS = st.sampled_from(["house", "random", "hostile"])


def seat_count(variant: str) -> int:
    v = get_variant(variant)
    return 6 if v.max_seats >= 6 else v.max_seats


@dataclass(frozen=True)
class Drawn:
    """One generated episode: the table, who sits (house, random or hostile), its length and seed."""

    variant: str
    kinds: tuple[str, ...]
    hands: int
    seed: int
    nonsense: tuple[Any, ...] = (None,)  # what the hostile seats answer, in turn
    stop: int | None = None  # the wall-clock guard fires before this many decisions
    budget: int = DECISION_BUDGET


def play(d: Drawn) -> Episode:
    """Play to the end as the runtime asks seats: the core seat's answer, bounded before the episode sees it."""
    ep = Episode(EpisodeConfig(d.variant, d.kinds, d.hands, d.seed, d.budget))
    while (pending := ep.pending()) is not None:
        if ep.decisions == d.stop:
            ep.abandon("deadline")
            break
        slot, obs = pending
        if d.kinds[slot] == "hostile":
            answer = d.nonsense[ep.decisions % len(d.nonsense)]
        else:
            answer = make_seat(d.kinds[slot], d.variant, decision_rng(d.seed, slot, ep.decisions)).act(obs)
        ep.decide(bound_response(answer))
    return ep


@st.composite
def episodes(draw, variants=VARIANTS, most_hands=4):
    variant = draw(st.sampled_from(variants))
    v = get_variant(variant)
    n = draw(st.integers(v.min_seats, v.max_seats))
    kinds = tuple(draw(st.lists(SEAT_KINDS, min_size=n, max_size=n)))
    hands = draw(st.integers(1, 2 if variant in TRICKS else most_hands))
    seed = draw(st.integers(0, 2**63 - 1))
    nonsense = tuple(draw(st.lists(HOSTILE_ANSWER, min_size=1, max_size=4)))
    stop = draw(st.one_of(st.none(), st.integers(0, 60)))
    budget = draw(st.one_of(st.just(DECISION_BUDGET), st.integers(1, 40)))
    return Drawn(variant, kinds, hands, seed, nonsense, stop, budget)


# -- scores ---------------------------------------------------------------------------------------


@props(40)
@given(episodes())
def test_every_score_is_an_exact_fraction_in_the_unit_interval_summing_as_the_spec_says(drawn):
    variant, kinds = drawn.variant, drawn.kinds
    ep = play(drawn)
    res = compute_results(ep.records)
    n = len(kinds)
    assert all(isinstance(s, Fraction) and 0 <= s <= 1 for s in res["scores"])
    expected = 1 if get_variant(variant).chip_race else Fraction(n, 2)
    assert sum(res["scores"]) == expected
    assert sum(res["net"]) == 0
    assert res["scoresExact"] == [str(s) for s in res["scores"]]
    for end in (r for r in ep.records if r["type"] == "handEnd"):
        assert sum(end["nets"]) == 0 and max(abs(x) for x in end["nets"]) <= end["cap"]


# -- chips ----------------------------------------------------------------------------------------


@props(25)
@given(episodes(variants=("headsup", "sixmax"), most_hands=30))
def test_a_cash_table_neither_makes_nor_loses_a_chip_and_a_bust_seat_is_never_dealt_again(drawn):
    kinds = drawn.kinds
    ep = play(drawn)
    start = ep.records[0]["config"]["startingStack"]
    n = len(kinds)
    stacks = [start] * n
    out: set[int] = set()
    for r in ep.records:
        if r["type"] == "hand":
            by_slot = {slot: r["stacks"][pos] for pos, slot in enumerate(r["slots"])}
            assert [by_slot[s] for s in range(n)] == stacks  # each hand starts from the last one's stacks
            assert not {r["slots"][p] for p, s in enumerate(r["stacks"]) if s > 0} & out
        elif r["type"] == "handEnd":
            stacks = [a + b for a, b in zip(stacks, r["nets"])]
            assert min(stacks) >= 0 and sum(stacks) == n * start
        elif r["type"] == "bust":
            assert stacks[r["slot"]] == 0
            out.add(r["slot"])
    res = compute_results(ep.records)
    assert res["finalStacks"] == stacks and res["scores"] == [Fraction(s, n * start) for s in stacks]


# -- replay bytes ---------------------------------------------------------------------------------


@props(30)
@given(episodes())
def test_a_replay_read_back_is_the_same_bytes_and_verifies_to_the_same_results(drawn):
    ep = play(drawn)
    data = jsonl_bytes(ep.records)
    records = read_replay(data)
    assert jsonl_bytes(records) == data
    published = results_bytes(ep.records, ep.diagnostics)
    assert results_bytes(records) == published  # recomputed from the bytes alone, diagnostics included
    verdict = verify(data, published)
    assert verdict.ok, verdict.message
    assert verdict.results == published


def one_replay(variant: str, seed: int) -> tuple[bytes, bytes]:
    n = seat_count(variant)
    kinds = ("hostile", *("random" if i % 2 else "house" for i in range(1, n)))
    nonsense = ({"action": "raise", "amount": 2**70, "say": "hi"}, [1, {"a": None}], "fold?", -7, "call")
    ep = play(Drawn(variant, kinds, 2, seed, nonsense))
    return jsonl_bytes(ep.records), results_bytes(ep.records, ep.diagnostics)


REPLAYS: dict[str, tuple[bytes, bytes]] = {}


def replay_of(variant: str) -> tuple[bytes, bytes]:
    if variant not in REPLAYS:
        REPLAYS[variant] = one_replay(variant, 54)
    return REPLAYS[variant]


@props(150)
@given(variant=st.sampled_from(VARIANTS), where=st.floats(0, 1, exclude_max=True), byte=st.integers(0, 255))
def test_no_replay_with_one_byte_changed_verifies_against_its_results(variant, where, byte):
    data, published = replay_of(variant)
    at = int(where * len(data))
    edited = data[:at] + bytes([byte]) + data[at + 1 :]
    if edited == data:
        return
    try:
        verdict = verify(edited, published)
    except ReplayError as exc:  # refused as it is read: one line naming where
        assert "\n" not in str(exc)
        return
    assert not verdict.ok, (at, byte)
    assert verdict.message and "\n" not in verdict.message


# -- duplicate decks ------------------------------------------------------------------------------

DUPLICATE = [v for v in VARIANTS if get_variant(v).duplicate and not get_variant(v).chip_race]


@props(40)
@given(episodes(variants=DUPLICATE, most_hands=4))
def test_the_mirror_hand_deals_each_position_its_cards_with_the_table_rotated(drawn):
    variant, kinds = drawn.variant, drawn.kinds
    ep = play(replace(drawn, hands=2, stop=None, budget=DECISION_BUDGET))  # one whole pair, played out
    n = len(kinds)
    shift = get_variant(variant).mirror_shift(n)
    starts = [r for r in ep.records if r["type"] == "hand"]
    assert [h["hand"] for h in starts] == [0, 1]
    first, mirror = starts[0]["slots"], starts[1]["slots"]
    assert mirror == [first[(p + shift) % n] for p in range(n)]
    deals: dict[int, dict[int, list[str]]] = {0: {}, 1: {}}
    for r in ep.records:
        if r["type"] == "deal":
            deals[r["hand"]][r["pos"]] = r["cards"]
            assert r["slot"] == starts[r["hand"]]["slots"][r["pos"]]
    assert deals[0] == deals[1] and len(deals[0]) == n
    for kind in ("upcard", "trumpCard"):  # the public card the deal turns, where the game turns one
        turned = [r for r in ep.records if r["type"] == kind]
        if turned:
            assert json.dumps(turned[0], sort_keys=True).replace('"hand": 0', "") == json.dumps(
                turned[1], sort_keys=True
            ).replace('"hand": 1', "")


# -- determinism ----------------------------------------------------------------------------------


@props(20)
@given(episodes())
def test_the_same_seed_and_seats_give_the_same_bytes_on_a_second_run(drawn):
    first = play(drawn)
    second = play(drawn)
    assert jsonl_bytes(first.records) == jsonl_bytes(second.records)
    assert results_bytes(first.records, first.diagnostics) == results_bytes(second.records)


# -- diagnostics ----------------------------------------------------------------------------------

SCORE_KEYS = ("variant", "seed", "seats", "agents", "reason", "hands", "scoredHands", "voidHands", "net", "norm")
SCORE_KEYS += ("scores", "win", "scoresExact", "finalStacks")


class NoDiagnostics:
    """The catalog emptied for a while: the episode and its results as if no diagnostic existed."""

    def __enter__(self) -> None:
        from cosino.diagnostics import catalog

        self.kept = catalog.DIAGNOSTICS
        catalog.DIAGNOSTICS = ()

    def __exit__(self, *exc: object) -> None:
        from cosino.diagnostics import catalog

        catalog.DIAGNOSTICS = self.kept


@props(25)
@given(episodes())
def test_diagnostics_never_change_a_score_nor_a_record_the_engine_writes(drawn):
    kinds = drawn.kinds
    ep = play(drawn)
    before = jsonl_bytes(ep.records)
    with_all = compute_results(ep.records)  # every diagnostic computed afresh over these very records
    assert jsonl_bytes(ep.records) == before  # nothing read was changed in place
    with NoDiagnostics():
        bare = play(drawn)
        without = compute_results(bare.records)
    assert jsonl_bytes([r for r in ep.records if r["type"] != "audit"]) == jsonl_bytes(bare.records)
    assert without["exploitability"] in (None, [None] * len(kinds)) and without["audit"] is None
    kept = [k for k in SCORE_KEYS if k in without]
    assert dump_bytes({k: with_all[k] for k in kept}) == dump_bytes({k: without[k] for k in kept})
    assert dump_bytes(with_all["raw"]) == dump_bytes(without["raw"])
    folds = any(r["type"] == "action" and r["action"] == "fold" for r in ep.records)
    check_diagnostic_bounds(with_all, len(kinds), folds)
    if "luckAdjusted" in with_all:
        for end, row in zip([r for r in ep.records if r["type"] == "handEnd"], with_all["luckAdjusted"]["perHand"]):
            if not luck_can_move(ep.records, end["hand"], kinds):
                assert row == [0] * len(kinds), end["hand"]


def luck_can_move(records: list[dict[str, Any]], hand: int, kinds: tuple[str, ...]) -> bool:
    """Whether a hand had a chance event after its first decision, or a decision of a random seat:
    without either, its luck correction is exactly zero. A hand the blinds put all in takes no
    decision, and its runout is corrected at the all-in's equity (diagnostics.luck)."""
    acted, board = False, False
    for r in records:
        if r.get("hand") != hand:
            continue
        if r["type"] == "action":
            acted = True
            if kinds[r["slot"]] == "random":
                return True
        elif r["type"] == "board":
            board = True
            if acted:
                return True
    return board and not acted


def check_diagnostic_bounds(res: dict[str, Any], n: int, folds: bool = True) -> None:
    """What each diagnostic's spec bounds: exploitability at least 0, counts within their chances,
    a zero-sum correction, and directed flows that mirror each other."""
    if res.get("exploitabilityCoverage") is not None:
        assert all(e >= 0 for e in res["exploitability"])
        assert all(0 <= c <= 1 for c in res["exploitabilityCoverage"])
    luck = res.get("luckAdjusted")
    if luck is not None:
        assert sum(luck["net"]) == 0 and all(sum(row) == 0 for row in luck["perHand"])
        assert luck["net"] == [a + b for a, b in zip(res["net"], luck["correction"])]
        assert luck["correction"] == [sum((row[s] for row in luck["perHand"]), Fraction(0)) for s in range(n)]
    audit = res.get("audit")
    if audit and "yield" in audit:
        for a in range(n):
            for b in range(n):
                assert 0 <= audit["yield"][a][b] <= audit["chance"][a][b]
                rate = audit["yieldRate"][a][b]
                chance = audit["chance"][a][b]
                assert rate == (Fraction(audit["yield"][a][b], chance) if chance else None)
    if audit and "netFlow" in audit:
        for a in range(n):
            assert audit["contested"][a][a] == 0
            for b in range(n):
                assert audit["netFlow"][a][b] == -audit["netFlow"][b][a]
                assert audit["netFlow"][a][b] == audit["flow"][a][b] - audit["flow"][b][a]
                assert audit["contested"][a][b] == audit["contested"][b][a]
            # what a seat's pots took from the others less what it gave them is its net
            assert sum(audit["netFlow"][b][a] for b in range(n)) == res["net"][a]
        if not folds:  # a hand played to completion books exactly zero surrender
            assert all(v == 0 for row in audit["surrender"] for v in row)


# -- ratings --------------------------------------------------------------------------------------

POOL = ("ada", "bo", "cy", "dee", "eve")


@st.composite
def leagues(draw):
    count = draw(st.integers(1, 14))
    out = []
    for i in range(count):
        seats = draw(st.sampled_from([2, 2, 4]))
        agents = tuple(draw(st.lists(st.sampled_from(POOL), min_size=seats, max_size=seats)))
        scores = tuple(Fraction(draw(st.integers(0, 8)), 8) for _ in agents)
        variant = "kuhn" if seats == 2 else "hearts"
        out.append(EpisodeOutcome(f"e{i:03d}", i, variant, agents, scores, tuple(s == max(scores) for s in scores)))
    names = draw(st.permutations(["zed", "yul", "xan", "wes", "vic"]))
    return out, dict(zip(POOL, names))


def renamed(episodes: list[EpisodeOutcome], names: dict[str, str]) -> list[EpisodeOutcome]:
    return [
        EpisodeOutcome(e.key, e.order, e.variant, tuple(names[a] for a in e.agents), e.scores, e.wins, e.teams)
        for e in episodes
    ]


@props(60)
@given(leagues())
def test_elo_and_bradley_terry_ratings_do_not_depend_on_the_agents_names(drawn):
    episodes, names = drawn
    other = renamed(episodes, names)
    elo, _ = elo_run(episodes)
    elo_other, _ = elo_run(other)
    assert {names[a]: r for a, r in elo.items()} == elo_other
    bt = bradley_terry(episodes, samples=8, seed=3)
    bt_other = bradley_terry(other, samples=8, seed=3)
    assert {names[a]: row for a, row in bt.items()} == bt_other


# -- solvers --------------------------------------------------------------------------------------

SOLVED_GAMES = {
    "kuhn": lambda: compiled_variant("kuhn"),
    "leduc": lambda: compiled_variant("leduc"),
    "rps": lambda: compile_tree(rock_paper_scissors()),
    "kuhn3": lambda: compile_tree(three_player_kuhn()),
}
TREES: dict[str, Any] = {}


def tree_of(name: str) -> Any:
    if name not in TREES:
        TREES[name] = SOLVED_GAMES[name]()
    return TREES[name]


@props(40)
@given(
    game=st.sampled_from(sorted(SOLVED_GAMES)),
    algo=st.sampled_from(ALGORITHMS),
    iterations=st.integers(0, 40),
    seed=st.integers(0, 2**32),
)
def test_a_solvers_average_strategy_is_a_distribution_and_no_one_gains_by_deviating_below_zero(
    game, algo, iterations, seed
):
    tree = tree_of(game)
    if game == "leduc":
        iterations = min(iterations, 3 if algo != "mccfr" else 30)  # a Leduc CFR iteration walks the whole tree
    solver = make_solver(tree, algo, seed=seed)
    solver.run(iterations)
    profile = solver.average_profile()
    assert set(profile) == set(tree.infoset_keys)
    for key, actions in zip(tree.infoset_keys, tree.infoset_actions):
        row = profile[key]
        assert list(row) == list(actions)
        assert all(0 <= p <= 1 for p in row.values()) and abs(sum(row.values()) - 1) < 1e-9, (key, row)
    # raw sums, before the clamp at zero that nash_conv and the exploitability functions apply
    best = best_responses(tree, profile)
    on_profile = expected_payoffs(tree, profile)
    assert all(b - u >= -1e-9 for b, u in zip(best, on_profile))
    if tree.num_players == 2 and tree.game.zero_sum:
        assert sum(best) >= -1e-9
        assert exploitability(tree, profile).value >= 0


# -- trick games ----------------------------------------------------------------------------------

RANKS = "23456789TJQKA"
SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}


def suit_of(card: str, game: str, trump: str | None) -> str:
    """The suit a card follows as: in euchre the jack of trump's colour is a trump."""
    if game == "euchre" and trump and card[0] == "J" and card[1] in (trump, SAME_COLOUR[trump]):
        return trump
    return card[1]


def power(card: str, game: str, led: str, trump: str | None) -> int:
    """How strongly a card played to a trick led in ``led`` stands: 0 for a card off suit and not trump."""
    suit = suit_of(card, game, trump)
    rank = RANKS.index(card[0]) + 1
    if game == "euchre" and trump and card[0] == "J" and suit == trump:
        rank = 40 if card[1] == trump else 30
    if suit == trump:
        return 100 + rank
    return rank if suit == led else 0


def check_tricks(records: list[dict[str, Any]], game: str) -> None:
    """Follow suit and who took each trick, re-derived from the deal, the passes and the plays alone."""
    holding: dict[int, set[str]] = {}
    trump: str | None = "s" if game == "spades" else None
    trick: list[tuple[int, str]] = []
    won: dict[int, int] = {}
    seen: set[str] = set()
    for r in records:
        kind = r["type"]
        if kind == "hand":
            holding, trick, won, seen = {}, [], {}, set()
            trump = "s" if game == "spades" else None
        elif kind == "deal":
            holding[r["pos"]] = set(r["cards"])
        elif kind == "receive":
            holding[r["pos"]] |= set(r["cards"])
        elif kind in ("trumpCard", "makers"):
            trump = r["trump"]
            if r.get("alone"):  # the maker's partner sits this hand out with its cards
                holding.pop((r["pos"] + 2) % 4)
        elif kind == "pickUp":
            holding[r["pos"]].add(r["card"])
        elif kind == "action" and r["action"] in ("pass", "discard") and "card" in r:
            holding[r["pos"]].remove(r["card"])
        elif kind == "action" and r["action"] == "play":
            pos, card, held = r["pos"], r["card"], holding[r["pos"]]
            assert card in r["legal"] and set(r["legal"]) <= held, (r, sorted(held))
            if trick:
                led = suit_of(trick[0][1], game, trump)
                following = {c for c in held if suit_of(c, game, trump) == led}
                assert not following or set(r["legal"]) == following, (r, sorted(held))
            assert card not in seen
            seen.add(card)
            held.discard(card)
            trick.append((pos, card))
        elif kind == "trick":
            led = suit_of(trick[0][1], game, trump)
            best = max(trick, key=lambda pc: power(pc[1], game, led, trump))
            assert r["pos"] == best[0] and r["cards"] == [c for _, c in trick], (r, trick, trump)
            won[r["slot"]] = won.get(r["slot"], 0) + 1
            trick = []
        elif kind == "handEnd":
            assert not trick and not any(holding.values())  # every card dealt to a player was played
            n = len(r["raw"]["tricks"])
            assert r["raw"]["tricks"] == [won.get(s, 0) for s in range(n)]


@props(25)
@given(episodes(variants=TRICKS))
def test_trick_games_follow_suit_and_count_every_trick_once_whatever_the_seats_answer(drawn):
    variant = drawn.variant
    ep = play(drawn)
    check_tricks(ep.records, variant)


# -- the advisor ----------------------------------------------------------------------------------


def holdem_spot(variant: str, seed: int, at: int) -> dict[str, Any] | None:
    """The observation of the ``at``-th decision of a random Hold'em episode, or None past its end."""
    ep = Episode(EpisodeConfig(variant, ("random",) * seat_count(variant), 2, seed))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        if ep.decisions == at:
            return obs
        ep.decide(make_seat("random", variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return None


@props(10)
@given(
    variant=st.sampled_from(["holdem-hu", "holdem-6max"]),
    seed=st.integers(0, 2**32),
    at=st.integers(0, 12),
    samples=st.sampled_from([40, 520]),
)
def test_the_advisors_sureness_stays_within_what_the_spec_allows(variant, seed, at, samples):
    from cosino.advisor.decision import MIN_TRUSTED_SAMPLES, DecisionConfig, recommend_action
    from cosino.advisor.pipeline import observe_simulation

    obs = holdem_spot(variant, seed, at)
    if obs is None:
        return
    config = DecisionConfig(equity_simulations=samples, rollout_simulations=samples, seed=seed, bootstrap_resamples=20)
    report = recommend_action(observe_simulation(obs), config)
    assert report.confidence in ("low", "medium", "high")
    assert report.method in ("solver", "rollout", "heuristic", "none")
    assert (report.recommended is None) == (report.method == "none")
    if report.method == "none":
        assert report.details.get("refusal_codes")
    if report.details.get("assumptions"):
        assert report.confidence == "low"
    for line in report.candidates:
        assert line.frequency is None or 0 <= line.frequency <= 1
    assert all(0 <= f <= 1 for f in report.mix.values())
    if report.equity is not None:
        assert 0 <= report.equity.equity <= 1 and report.equity.se >= 0
    rollout = report.rollout
    if report.method == "rollout" and rollout is not None and len(rollout.evs) > 1:
        if rollout.samples < MIN_TRUSTED_SAMPLES:
            assert report.confidence == "low"
        if report.confidence == "high":
            best = rollout.best_index()
            for other in range(len(rollout.evs)):
                if other != best:
                    gap = rollout.evs[best].ev - rollout.evs[other].ev
                    assert gap > 3 * rollout.paired_se(best, other)
    if report.confidence == "high":
        assert not any("multiway" in w for w in report.warnings), report.warnings


ROW_OWN = ("bt", "byVariant", "elo", "episodes", "meanScore", "seats", "wins")


@props(25)
@given(leagues())
def test_a_leaderboards_rows_do_not_depend_on_the_agents_names(drawn):
    from cosino.league.table import leaderboard

    episodes, names = drawn

    def results(e: EpisodeOutcome, rename: dict[str, str]) -> dict[str, Any]:
        return {
            "variant": e.variant,
            "agents": [rename.get(a, a) for a in e.agents],
            "scores": list(e.scores),
            "win": list(e.wins),
            "scoredHands": 2,
        }

    table = leaderboard([results(e, {}) for e in episodes], bootstrap=8)
    other = leaderboard([results(e, names) for e in episodes], bootstrap=8)
    rows = {names[r["agent"]]: {k: r[k] for k in ROW_OWN} for r in table["table"]}
    assert rows == {r["agent"]: {k: r[k] for k in ROW_OWN} for r in other["table"]}


def recount_softplay(records: list[dict[str, Any]], game: str, n: int) -> dict[str, Any]:
    """The soft-play audit's matrices counted again from the spec's words, hand by hand."""
    chance = [[0] * n for _ in range(n)]
    yielded = [[0] * n for _ in range(n)]
    discards = [[0] * n for _ in range(n)]
    gift = [[0] * n for _ in range(n)]
    scored = {r["hand"] for r in records if r["type"] == "handEnd"}
    trump: str | None = None
    trick: list[tuple[int, str, list[str]]] = []
    for r in records:
        if r["type"] == "hand":
            trump, trick = None, []
        elif r.get("hand") not in scored:
            continue
        elif r["type"] == "trumpCard":
            trump = r["trump"]
        elif r["type"] == "action" and r["action"] == "play":
            a, card, legal = r["slot"], r["card"], r["legal"]
            if trick:
                led = trick[0][1][1]
                b, best = max(((s, c) for s, c, _ in trick), key=lambda sc: power(sc[1], game, led, trump))
                top = power(best, game, led, trump)
                if any(power(c, game, led, trump) > top for c in legal):
                    chance[a][b] += 1
                    yielded[a][b] += power(card, game, led, trump) <= top
            trick.append((a, card, legal))
            if len(trick) == 4:
                led = trick[0][1][1]
                winner = max(trick, key=lambda t: power(t[1], game, led, trump))[0]
                for s, c, held in trick[1:]:
                    if s != winner and all(x[1] != led for x in held):
                        discards[s][winner] += 1
                        gift[s][winner] += (c[1] == "h") + 13 * (c == "Qs")
                trick = []
    out: dict[str, Any] = {"chance": chance, "yield": yielded}
    if game == "hearts":
        out.update({"discards": discards, "gift": gift})
    return out


@props(25)
@given(episodes(variants=("hearts", "oh-hell")))
def test_the_soft_play_audit_counts_what_its_spec_says_whatever_the_seats_answer(drawn):
    ep = play(drawn)
    audit = compute_results(ep.records)["audit"]
    n = len(drawn.kinds)
    recount = recount_softplay(ep.records, drawn.variant, n)
    assert {k: audit[k] for k in recount} == recount
    assert audit["power"]["hands"] == sum(1 for r in ep.records if r["type"] == "handEnd")


# -- PHH ------------------------------------------------------------------------------------------

HOLDEM = ("holdem-hu", "holdem-6max", "headsup", "sixmax")


@props(25)
@given(episodes(variants=HOLDEM, most_hands=6))
def test_a_phh_export_read_back_replays_every_hand_to_the_episodes_nets(drawn):
    from cosino.formats.phh import export_episode, loads, replay

    ep = play(drawn)
    ends = [r for r in ep.records if r["type"] == "handEnd"]
    if not ends:
        return
    hands = loads(export_episode(ep.records))
    assert [h.fields["hand"] for h in hands] == [r["hand"] for r in ends]
    for hand, end in zip(hands, ends):
        replayed = replay(hand)
        assert replayed.stack_mismatch() is None
        assert replayed.finishing_stacks == replayed.logged_finishing_stacks
        nets = [0] * len(drawn.kinds)
        for name, net in zip(replayed.players, replayed.nets):
            nets[ALIASES.index(name)] = net
        assert nets == end["nets"]


PHH_TEXTS: dict[str, bytes] = {}


def phh_of(variant: str) -> bytes:
    from cosino.formats.phh import export_episode

    if variant not in PHH_TEXTS:
        n = seat_count(variant)
        ep = play(Drawn(variant, tuple("random" if i % 2 else "house" for i in range(n)), 3, 54))
        PHH_TEXTS[variant] = export_episode(ep.records).encode("utf-8")
    return PHH_TEXTS[variant]


@props(200)
@given(variant=st.sampled_from(HOLDEM), where=st.floats(0, 1, exclude_max=True), byte=st.integers(0, 255))
def test_a_phh_file_with_one_byte_changed_replays_or_is_refused_in_one_line(variant, where, byte):
    from cosino.formats.phh import PhhError, decode, loads, replay

    data = phh_of(variant)
    at = int(where * len(data))
    edited = data[:at] + bytes([byte]) + data[at + 1 :]
    try:
        for hand in loads(decode(edited, "edited.phh"), "edited.phh"):
            replayed = replay(hand)
            assert sum(replayed.nets) == 0
            assert sum(replayed.finishing_stacks) == sum(replayed.starting_stacks)
    except PhhError as exc:
        assert str(exc) and "\n" not in str(exc)
