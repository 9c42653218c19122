"""The floor study of issue 17 (tools/cosino_devtools/bench/variance_floor.py): its statistic on
data with a known answer, and its reboarded pairs sitting exactly where the full episode sits."""

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino_devtools.bench.variance_floor import PairEpisode, floor_ratio, reboarded


def test_floor_ratio_splits_the_variance_exactly_on_constructed_pairs():
    # Pair means 0, 10, 20, 30 (variance 500/3 with n - 1), each pair's two samples at mean +- 3
    # (within variance 18 with k - 1): B = 500/3 - 18/2 = 473/3 and T = 18 + 473/3 = 527/3.
    pairs = [[m - 3.0, m + 3.0] for m in (0.0, 10.0, 20.0, 30.0)]
    total, between, ratio = floor_ratio(pairs)
    assert total == pytest.approx(527 / 3)
    assert between == pytest.approx(473 / 3)
    assert ratio == pytest.approx(527 / 473)


def test_floor_ratio_is_unbounded_when_the_pair_means_vary_less_than_their_noise():
    total, between, ratio = floor_ratio([[-1.0, 1.0], [1.0, -1.0], [-2.0, 2.0]])
    assert between < 0 and ratio == float("inf") and total > 0


def test_a_pair_with_no_deal_luck_left_has_ratio_one():
    # Every sample of a pair equal: all the variance is between deals, and no board correction helps.
    total, between, ratio = floor_ratio([[float(m)] * 3 for m in (5, -7, 12, 0)])
    assert ratio == pytest.approx(1.0) and total == pytest.approx(between)


@pytest.mark.parametrize(
    "variant,agents", [("holdem-hu", ("house", "random")), ("holdem-6max", ("house", "random") * 3)]
)
@pytest.mark.parametrize("pair", [0, 3])
def test_a_pair_episode_on_the_original_deck_deals_and_seats_as_the_full_episode(variant, agents, pair):
    config = EpisodeConfig(variant, agents, 8, 5)
    full = Episode(config)
    while full.pending() is not None:
        full.decide({"action": "fold"})
    deck = full._deck(2 * pair)
    ep = PairEpisode(config, pair, deck)

    def start_of(records, hand):
        # The hand record and its deal events: what the deck and the seating decide.
        return [r for r in records if r.get("hand") == hand and r["type"] in ("hand", "deal", "blind")]

    assert start_of(ep.records, 2 * pair) == start_of(full.records, 2 * pair)
    while ep.pending() is not None:
        ep.decide({"action": "fold"})
    assert start_of(ep.records, 2 * pair + 1) == start_of(full.records, 2 * pair + 1)
    assert {r["hand"] for r in ep.records if r["type"] == "handEnd"} == {2 * pair, 2 * pair + 1}


def test_reboarding_keeps_the_hole_cards_and_deals_a_new_board_from_the_rest():
    config = EpisodeConfig("holdem-6max", ("house", "random") * 3, 20, 9)
    original = Episode(config)._deck(4)
    samples = [reboarded(config, 2, k) for k in range(4)]
    for deck in samples:
        assert deck[:12] == original[:12] and sorted(deck) == sorted(original)
    assert len({tuple(d[12:17]) for d in samples}) == 4  # four different boards
    assert reboarded(config, 2, 1) == samples[1]  # seeded


@pytest.mark.parametrize("argv", [["--seeds", "1"], ["--samples", "1"], ["--jobs", "0"], ["--seeds", "x"]])
def test_the_study_refuses_counts_it_cannot_use_with_exit_status_2(argv, capsys):
    from cosino_devtools.bench.variance_floor import main

    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert "error:" in err and "Traceback" not in err
