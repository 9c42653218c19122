"""The advisor's pipeline and tools: observations from PHH and replays, the commands, the house seat."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cosino.advisor.pipeline import observe_hand_history, observe_simulation
from cosino.games.poker.holdem import DECK_FOR_DOCTEST, HoldemVariant
from cosino.primitives.rng import Rng, derive
from cosino.seats.advisor_seat import AdvisorSeat, make_advisor_seat

ROOT = Path(__file__).resolve().parent.parent
PHH = """variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
players = ['Ann', 'Bob', 'Cat']
actions = ['d dh p1 AsAd', 'd dh p2 7c2h', 'd dh p3 KdQd', 'p3 cbr 6', 'p1 cc', 'p2 f', 'd db Qh7d2c', 'p1 cc', 'p3 cbr 8', 'p1 cbr 30', 'p3 cc', 'd db 3s', 'p1 cbr 60', 'p3 f']
"""  # noqa: E501 (one hand history line, as a PHH file holds it)
STATE = {
    "hero": 1,
    "dealer": 0,
    "hero_cards": "KsQs",
    "board": "Qh7c2d",
    "pot": 12,
    "big_blind": 2,
    "small_blind": 1,
    "actor": 1,
    "seats": [{"stack": 188, "committed": 0}, {"stack": 194, "committed": 0}],
    "history": [
        {"street": "preflop", "seat": 0, "action": "raise", "amount": 6},
        {"street": "preflop", "seat": 1, "action": "call", "amount": 4},
    ],
}
BUDGET = ["--equity", "60", "--rollouts", "60"]


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A heads-up and a six-max episode with the advisor seat, played once for the module."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine.local import play

    out = tmp_path_factory.mktemp("episodes")
    hu = play(EpisodeConfig("holdem-hu", ("advisor:40", "house"), 2, 3), out / "hu")
    six = play(
        EpisodeConfig("holdem-6max", ("advisor:30", "house", "random", "house", "random", "house"), 2, 5), out / "six"
    )
    return hu, six


def test_observations_from_phh_follow_the_engine():
    path = Path(__file__).parent / "advisor_tmp_hand.phh"
    try:
        path.write_text(PHH)
        obs = observe_hand_history(path, "Ann")
    finally:
        path.unlink()
    # Ann is p1 (first left of the button, the small blind): preflop call, flop check and raise, turn bet.
    assert [o.meta["taken"]["action"] for o in obs] == ["call", "check", "raise", "bet"]
    flop_raise = obs[2].state
    assert flop_raise.street == "flop" and flop_raise.hero_cards == ("As", "Ad")
    assert flop_raise.to_call() == 8 and flop_raise.pot == 6 + 6 + 2 + 8  # preflop 14, then the flop bet
    assert obs[3].state.board == ("Qh", "7d", "2c", "3s")


def test_observations_from_a_replay_match_the_live_observation(played):
    hu, _ = played
    obs = observe_hand_history(hu.replay_path, None)
    assert obs and all(o.state.hero_cards for o in obs)
    hand = HoldemVariant("holdem-hu", 2, 2).new_hand(DECK_FOR_DOCTEST, [200, 200], 0, 0)
    live = observe_simulation(hand).state
    again = observe_simulation(hand.observation(0)).state
    assert live == again
    with pytest.raises(ValueError, match="--seat"):
        observe_hand_history(hu.replay_path, "Nobody")


def test_advisor_seat_is_deterministic_from_its_rng_and_episodes_verify(played, cosino_cli):
    hand = HoldemVariant("holdem-hu", 2, 2).new_hand(DECK_FOR_DOCTEST, [200, 200], 0, 0)
    obs = hand.observation(0)
    a = AdvisorSeat(Rng(derive(9, "seat")), budget=40).act(obs)
    b = AdvisorSeat(Rng(derive(9, "seat")), budget=40).act(obs)
    assert a == b and hand.is_legal(
        __import__("cosino.games.protocol", fromlist=["Action"]).Action(a["action"], a.get("amount"))
    )
    for p in played:
        code, out, err = cosino_cli("verify", str(p.replay_path), str(p.results_path))
        assert code == 0 and out.startswith("OK"), err
    with pytest.raises(ValueError, match="hold'em"):
        make_advisor_seat("advisor", "kuhn", Rng(derive(0, "x")))
    with pytest.raises(ValueError, match="budget"):
        make_advisor_seat("advisor:lots", "holdem-hu", Rng(derive(0, "x")))


def test_advise_command_prints_a_report_and_refuses_bad_input(tmp_path, cosino_cli):
    state = tmp_path / "state.json"
    state.write_text(json.dumps(STATE))
    code, out, err = cosino_cli("advise", str(state), *BUDGET)
    assert code == 0 and "recommendation:" in out and "cascade: rollout: used" in out
    assert "subgame equilibrium (given the estimated ranges)" in out and "subgame: exploitability" in out
    code, out, _ = cosino_cli("advise", str(state), "--rollouts", "0", "--equity", "60", "--subgame", "off")
    assert code == 0 and "heuristic fallback" in out
    code, out, _ = cosino_cli("advise", str(state), *BUDGET, "--json")
    assert json.loads(out)["method"] == "subgame"
    code, out, _ = cosino_cli("advise", str(state), *BUDGET, "--json", "--subgame", "off")
    assert json.loads(out)["method"] == "rollout"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**STATE, "hero_cards": "KsQz"}))
    code, _, err = cosino_cli("advise", str(bad))
    assert code == 2 and "hero_cards" in err
    code, out, _ = cosino_cli("advise", str(tmp_path / "table.png"))
    assert code == 0 and "SCREENSHOT_UNSUPPORTED" in out
    code, _, err = cosino_cli("advise", str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in err


def test_review_prints_each_decision_next_to_the_action_taken(played, tmp_path, cosino_cli):
    hu, _ = played
    alias = json.loads(hu.replay_path.read_text().splitlines()[0])["seats"][0]["alias"]
    code, out, err = cosino_cli("review", str(hu.replay_path), "--seat", alias, *BUDGET)
    assert code == 0, err
    decisions = out.count("=== hand")
    assert decisions >= 1 and f"{decisions} decisions of {alias} reviewed" in out
    assert "taken" in out and "recommendation:" in out
    phh = tmp_path / "hand.phh"
    phh.write_text(PHH)
    code, out, _ = cosino_cli("review", str(phh), "--seat", "Cat", *BUDGET)
    assert code == 0 and "Cat took raise to 6" in out


def test_session_import_is_idempotent_and_analyze_lists_gaps_and_tendencies(played, tmp_path, cosino_cli):
    _, six = played
    db = tmp_path / "s.sqlite"
    phh = tmp_path / "hand.phh"
    phh.write_text(PHH)
    code, out, err = cosino_cli("session", "import", str(phh), "--db", str(db), *BUDGET)
    assert code == 0, err
    first = sqlite3.connect(db).execute("SELECT COUNT(*) FROM decisions").fetchone()[0]
    cosino_cli("session", "import", str(phh), "--db", str(db), *BUDGET)
    assert sqlite3.connect(db).execute("SELECT COUNT(*) FROM decisions").fetchone()[0] == first == 9
    code, out, err = cosino_cli("session", "analyze", "--db", str(db))
    assert code == 0, err
    assert "largest EV deviations" in out and "tendencies (95% Jeffreys" in out and "Ann" in out
    code, _, err = cosino_cli("session", "analyze", "--db", str(tmp_path / "none.sqlite"))
    assert code == 2 and "does not exist" in err


def test_train_command_writes_a_loadable_holdem_artifact(tmp_path, cosino_cli):
    out_file = tmp_path / "s.json"
    code, out, err = cosino_cli(
        "train",
        "--game",
        "holdem-hu-abstract",
        "--algo",
        "mccfr",
        "--iterations",
        "8",
        "--seed",
        "0,1",
        "--out",
        str(out_file),
        "--quiet",
    )
    assert code == 0, err
    assert "signature" in out and out_file.exists()
    state = tmp_path / "state.json"
    state.write_text(json.dumps(STATE))
    code, out, _ = cosino_cli("advise", str(state), *BUDGET, "--solver", str(out_file))
    assert code == 0 and "cascade: solver: rejected" in out
    code, _, err = cosino_cli(
        "train", "--game", "holdem-hu-abstract", "--algo", "cfr", "--iterations", "8", "--out", str(out_file)
    )
    assert code == 2 and "mccfr" in err
