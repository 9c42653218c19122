"""``cosino power`` on episodes that seat one agent in every seat (an agent against itself): there
is no pair of different agents in them, and the command printed an empty report and exited 0, so
a user learned nothing and took it for a result. Now inputs with no pair at all are one line
naming why (exit 2), and such episodes among others are counted apart (``episodesWithoutPair``)
without touching any pair's numbers."""

from __future__ import annotations

import json

from cosino.league import power


def _results(path, agents, net, variant="holdem-hu", replay="0" * 64):
    body = {"agents": agents, "variant": variant, "net": net, "scoredHands": 4, "replaySha256": replay}
    path.write_text(json.dumps(body))
    return str(path)


def test_a_results_file_of_an_agent_against_itself_is_refused_in_one_line(cosino_cli, tmp_path):
    path = _results(tmp_path / "self.results.json", ["same", "same"], [5, -5])
    code, out, err = cosino_cli("power", path, "--bootstrap", "50")
    assert code == 2 and out == "" and err.count("\n") == 1, (code, out, err)
    assert "no pair of different agents to compare" in err and "1 episode read" in err, err


def test_replays_of_an_agent_against_itself_are_refused_in_one_line(cosino_cli, tmp_path):
    out = tmp_path / "league"
    for seed in ("1", "2"):
        code, _, err = cosino_cli(
            "play", "--variant", "kuhn", "--seats", "house,house", "--hands", "4", "--seed", seed, "--out", str(out)
        )
        assert code == 0, err
    code, printed, err = cosino_cli("power", str(out), "--bootstrap", "50")
    assert code == 2 and printed == "" and err.count("\n") == 1, (code, printed, err)
    assert "the 2 episodes read each seat one agent in every seat" in err, err


def test_an_episode_without_a_pair_leaves_the_other_pairs_as_they_were(cosino_cli, tmp_path):
    real = [
        _results(tmp_path / f"real{i}.results.json", ["a", "b"], [n, -n], replay=f"{i}" * 64)
        for i, n in enumerate((3, -1, 4))
    ]
    alone = _results(tmp_path / "alone.results.json", ["a", "a"], [40, -40], replay="f" * 64)
    mixed, plain = tmp_path / "mixed.json", tmp_path / "plain.json"
    code, printed, err = cosino_cli("power", *real, alone, "--bootstrap", "50", "--json", str(mixed))
    assert code == 0, err
    assert "results: 4 episodes (1 with one agent in every seat: no pair to compare)" in printed, printed
    code, _, err = cosino_cli("power", *real, "--bootstrap", "50", "--json", str(plain))
    assert code == 0, err
    with_alone, without = json.loads(mixed.read_text())["results"], json.loads(plain.read_text())["results"]
    assert with_alone["pairs"] == without["pairs"] and with_alone["pairs"][0]["episodes"] == 3
    assert (with_alone["episodes"], with_alone["episodesWithoutPair"]) == (4, 1)
    assert (without["episodes"], without["episodesWithoutPair"]) == (3, 0)


def test_the_core_counts_episodes_without_a_pair():
    one = {"agents": ["x", "x"], "variant": "kuhn", "net": [1, -1], "scoredHands": 2}
    two = {"agents": ["x", "y"], "variant": "kuhn", "net": [2, -2], "scoredHands": 2}
    report = power.results_report([one], resamples=50)
    assert (report["episodes"], report["episodesWithoutPair"], report["pairs"]) == (1, 1, [])
    report = power.results_report([one, two], resamples=50)
    assert (report["episodes"], report["episodesWithoutPair"]) == (2, 1)
    assert [(p["a"], p["b"], p["episodes"]) for p in report["pairs"]] == [("x", "y", 1)]


def test_an_agent_seated_twice_is_compared_per_seat_not_by_its_seats_sum():
    """Where the league seats an agent twice at a table (fewer agents than seats), the pair's difference
    summed its two seats against the other's one: four copies of one player scoring a quarter each
    made "a" beat "b" by a quarter every episode, and the leaderboard's significance column (the same
    function, on scores) could call that order significant. Each agent's seats are now averaged."""
    from fractions import Fraction

    quarter = [Fraction(1, 4)] * 4
    assert power.pair_difference(["a", "b", "c", "a"], quarter, "a", "b") == 0
    assert power.pair_difference(["a", "b", "c", "a"], [1, 0, 0, Fraction(1, 2)], "a", "b") == Fraction(3, 4)
    results = [
        {"agents": ["a", "b", "c", "a"], "variant": "hearts", "scores": quarter, "net": [0] * 4, "scoredHands": 1}
    ] * 6
    report = power.results_report(results, seed=1, resamples=50, measure="scores")
    pair = next(p for p in report["pairs"] if (p["a"], p["b"]) == ("a", "b"))
    assert pair["raw"]["meanPerEpisode"] == 0 and not pair["raw"]["separated"], pair["raw"]
