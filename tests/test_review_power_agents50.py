"""``cosino power`` names agents as the leaderboard does (``registry.outside_agent``), session 50.

The league's table, its integrity report and (since one50d) the episode index read one remote URL
spelt two ways as one agent; ``cosino power`` over the same folder read the seats as written, so it
reported a pair the leaderboard does not have and split one agent's episodes over two names."""

from __future__ import annotations

import json

SPELT = ("remote:HTTP://A.example:80/act", "remote:http://a.example/act")


def _results(tmp_path, name, agents, net):
    path = tmp_path / f"{name}.results.json"
    path.write_text(json.dumps({"agents": agents, "variant": "holdem-hu", "net": net, "scoredHands": 4}))
    return path


def test_two_spellings_of_one_url_are_one_agent(cosino_cli, tmp_path):
    """Two results files against ``house``, one per spelling. Before: two pairs of 1 episode each ("house -
    remote:HTTP://A.example:80/act" and "house - remote:http://a.example/act"). Now: one pair of 2 episodes, mean
    difference 2 per episode, named as the leaderboard names the agent."""
    _results(tmp_path, "one", [SPELT[0], "house"], [3, -3])
    _results(tmp_path, "two", ["house", SPELT[1]], [5, -5])
    code, out, err = cosino_cli("power", str(tmp_path), "--json", str(tmp_path / "report.json"))
    assert code == 0, err
    pairs = json.loads((tmp_path / "report.json").read_text())["results"]["pairs"]
    assert [(p["a"], p["b"], p["episodes"]) for p in pairs] == [("house", SPELT[1], 2)], pairs
    assert pairs[0]["raw"]["meanPerEpisode"] == 2 and "HTTP://A.example:80" not in out, out


def test_replays_name_the_agent_as_the_leaderboard_does(cosino_cli, tmp_path):
    """A two-hand heads-up replay twice, its ``random`` seat renamed to each spelling (both still verify). Before:
    two pairs of 2 hands each. Now: one pair ``house - remote:http://a.example/act`` of 4 hands."""
    from support.replays import two_hand_replay

    data = two_hand_replay(tmp_path / "played").read_text()
    assert data.count('"agent":"random"') == 1
    (tmp_path / "in").mkdir()
    for i, name in enumerate(SPELT):
        (tmp_path / "in" / f"{i}.replay.jsonl").write_text(data.replace('"agent":"random"', f'"agent":"{name}"'))
    code, out, err = cosino_cli("power", str(tmp_path / "in"), "--json", str(tmp_path / "report.json"))
    assert code == 0, err
    pairs = json.loads((tmp_path / "report.json").read_text())["replays"]["pairs"]
    assert [(p["a"], p["b"], p["raw"]["hands"]) for p in pairs] == [("house", SPELT[1], 4)], pairs


def test_one_agent_in_both_seats_by_two_spellings_makes_no_pair(cosino_cli, tmp_path):
    """A heads-up episode seating the same URL twice, spelt two ways, is one agent against itself. Before: a pair
    with a mean difference of 6 per episode. Now: exit 2, "no pair of different agents to compare"."""
    _results(tmp_path, "one", list(SPELT), [3, -3])
    code, out, err = cosino_cli("power", str(tmp_path))
    assert code == 2 and "no pair of different agents" in err and err.count("\n") == 1, (code, out, err)


def test_an_acpc_port_of_5000_digits_is_named_without_int(cosino_cli, tmp_path):
    """``outside_agent`` read an ACPC port with ``int()``: a results file naming ``acpc:h:`` and 5,000 digits
    stopped ``cosino power`` with a ValueError (Python's 4,300-digit limit). Now the port's leading zeros are
    dropped as text, and ``acpc:H:0080`` is still the agent ``acpc:h:80``."""
    from cosino_runtime.seats.registry import outside_agent

    assert outside_agent("acpc:H:0080") == "acpc:h:80" and outside_agent("acpc:h:000") == "acpc:h:0"
    huge = "acpc:h:" + "9" * 5000
    assert outside_agent(huge) == huge
    _results(tmp_path, "one", [huge, "house"], [3, -3])
    code, out, err = cosino_cli("power", str(tmp_path))
    assert code == 0 and "Traceback" not in err, (code, err[-300:])
