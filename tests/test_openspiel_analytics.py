"""Peer comparison: our exact analytics, Leduc rules and CFR against OpenSpiel (pyspiel)."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
from open_spiel.python import policy as os_policy  # noqa: E402
from open_spiel.python.algorithms import cfr as os_cfr  # noqa: E402
from open_spiel.python.algorithms import exploitability as os_expl  # noqa: E402

from cosino.analytics import best_responses, compiled_variant, expected_payoffs, nash_conv  # noqa: E402
from cosino.analytics.testgames import three_player_kuhn  # noqa: E402
from cosino.games.poker.leduc import LeducVariant  # noqa: E402
from cosino.games.poker.limit import KIND  # noqa: E402
from cosino.games.protocol import Action  # noqa: E402
from cosino.solvers import make_solver  # noqa: E402


def kuhn_key(state) -> str:
    h = state.history()
    n = state.num_players()
    ranks = "JQKA"[: n + 1]
    letters = ""
    for a in h[n:]:
        bet = "b" in letters
        letters += ("f" if bet else "k") if a == 0 else ("c" if bet else "b")
    p = state.current_player()
    return f"{p}|{ranks[h[p]]}||{letters}"


def leduc_key(state) -> str:
    h = state.history()
    ranks = "JJQQKK"
    rounds = [""]
    board = ""
    i = 2
    while i < len(h):
        a = h[i]
        i += 1
        wagers = sum(ch in "br" for ch in rounds[-1])
        rounds[-1] += {0: "f", 1: "c" if wagers else "k", 2: "r" if wagers else "b"}[a]
        closed = rounds[-1].endswith("c") or rounds[-1] == "kk"
        if len(rounds) == 1 and closed and i < len(h):
            board = ranks[h[i]]
            i += 1
            rounds.append("")
    p = state.current_player()
    return f"{p}|{ranks[h[p]]}|{board}|{'/'.join(rounds)}"


def decision_states(game):
    out = []

    def walk(state):
        if state.is_terminal():
            return
        if state.is_chance_node():
            for a, _ in state.chance_outcomes():
                walk(state.child(a))
            return
        out.append(state)
        for a in state.legal_actions():
            walk(state.child(a))

    walk(game.new_initial_state())
    return out


def to_openspiel(game, states, keyfn, profile, letters_of):
    """A TabularPolicy playing ``profile`` (our keys) in OpenSpiel's info states."""
    tab = os_policy.TabularPolicy(game)
    for state in states:
        key = keyfn(state)
        row = tab.policy_for_key(state.information_state_string())
        row[:] = 0
        for a in state.legal_actions():
            row[a] = float(profile[key][letters_of(state, a)])
    return tab


def kuhn_letter(state, a):
    bet = 1 in state.history()[state.num_players() :]
    return ("f" if bet else "k") if a == 0 else ("c" if bet else "b")


def leduc_letter(state, a):
    key = leduc_key(state)
    current = key.split("|")[3].split("/")[-1]
    wagers = sum(ch in "br" for ch in current)
    return {0: "f", 1: "c" if wagers else "k", 2: "r" if wagers else "b"}[a]


def random_profile(tree, rng):
    prof = {}
    for key, acts in zip(tree.infoset_keys, tree.infoset_actions):
        ws = [rng.random() ** 3 for _ in acts]  # skewed, sometimes nearly pure
        total = sum(ws)
        prof[key] = {a: w / total for a, w in zip(acts, ws)}
    return prof


@pytest.fixture(scope="module")
def leduc_setup():
    game = pyspiel.load_game("leduc_poker")
    return game, decision_states(game)


@pytest.fixture(scope="module")
def kuhn_setup():
    game = pyspiel.load_game("kuhn_poker")
    return game, decision_states(game)


def _compare(game, states, keyfn, letterfn, name, profile):
    tree = compiled_variant(name)
    tab = to_openspiel(game, states, keyfn, profile, letterfn)
    ours_conv = nash_conv(tree, profile)
    ours_expl = sum(best_responses(tree, profile)) / 2
    assert abs(ours_conv - os_expl.nash_conv(game, tab)) < 1e-9
    assert abs(ours_expl - os_expl.exploitability(game, tab)) < 1e-9


def test_every_openspiel_infostate_maps_to_one_of_our_keys(kuhn_setup, leduc_setup):
    for (game, states), keyfn, name in ((kuhn_setup, kuhn_key, "kuhn"), (leduc_setup, leduc_key, "leduc")):
        keys = {keyfn(s) for s in states}
        assert keys == set(compiled_variant(name).infoset_keys)


@pytest.mark.parametrize("seed", range(4))
def test_kuhn_random_profiles_match_openspiel(kuhn_setup, seed):
    game, states = kuhn_setup
    _compare(game, states, kuhn_key, kuhn_letter, "kuhn", random_profile(compiled_variant("kuhn"), random.Random(seed)))


def test_leduc_random_profile_matches_openspiel(leduc_setup):
    game, states = leduc_setup
    _compare(
        game, states, leduc_key, leduc_letter, "leduc", random_profile(compiled_variant("leduc"), random.Random(7))
    )


def test_leduc_uniform_and_cfr_profiles_match_openspiel(leduc_setup):
    game, states = leduc_setup
    tree = compiled_variant("leduc")
    uniform = {k: {a: 1 / len(acts) for a in acts} for k, acts in zip(tree.infoset_keys, tree.infoset_actions)}
    assert abs(nash_conv(tree, uniform) - 4.747222222222222) < 1e-9
    solver = make_solver(tree, "cfr+")
    solver.run(20)
    _compare(game, states, leduc_key, leduc_letter, "leduc", solver.average_profile())


@pytest.mark.parametrize("algo,theirs", [("cfr", os_cfr.CFRSolver), ("cfr+", os_cfr.CFRPlusSolver)])
def test_our_cfr_average_policy_equals_openspiels(kuhn_setup, algo, theirs):
    game, states = kuhn_setup
    tree = compiled_variant("kuhn")
    ours = make_solver(tree, algo)
    peer = theirs(game)
    for _ in range(30):
        ours.iterate()
        peer.evaluate_and_update_policy()
    avg = ours.average_profile()
    peer_avg = peer.average_policy()
    for state in states:
        key = kuhn_key(state)
        probs = peer_avg.action_probabilities(state)
        for a, p in probs.items():
            assert abs(avg[key][kuhn_letter(state, a)] - p) < 1e-9, key
    tab = to_openspiel(game, states, kuhn_key, avg, kuhn_letter)
    assert abs(nash_conv(tree, avg) - os_expl.nash_conv(game, tab)) < 1e-9


def test_three_player_kuhn_nash_conv_matches_openspiel():
    game = pyspiel.load_game("kuhn_poker", {"players": 3})
    states = decision_states(game)
    ours = three_player_kuhn()
    from cosino.analytics import compiled

    tree = compiled(ours)
    assert {kuhn_key(s) for s in states} == set(tree.infoset_keys)
    prof = random_profile(tree, random.Random(3))
    tab = to_openspiel(game, states, kuhn_key, prof, kuhn_letter)
    assert abs(nash_conv(tree, prof) - os_expl.nash_conv(game, tab)) < 1e-9
    pay = expected_payoffs(tree, prof)
    assert abs(sum(pay)) < 1e-12


def test_leduc_payoffs_and_legal_actions_match_openspiel_on_random_play():
    game = pyspiel.load_game("leduc_poker")
    deck = LeducVariant().deck()
    rng = random.Random(11)
    for _ in range(400):
        state = game.new_initial_state()
        cards = []
        hand = None
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = [a for a, _ in state.chance_outcomes()]
                a = rng.choice(outcomes)
                cards.append(a)
                state.apply_action(a)
                if len(cards) == 2:
                    remaining = [c for c in range(6) if c not in cards]
                    board = rng.choice(remaining)
                    hand = LeducVariant().new_hand([deck[cards[0]], deck[cards[1]], deck[board]], [13, 13], 0, 0)
                    cards.append(board)
                continue
            legal = state.legal_actions()
            assert hand.to_act() == state.current_player()
            ours = sorted({"fold": 0, "check": 1, "call": 1, "bet": 2, "raise": 2}[o.kind] for o in hand.options())
            assert ours == legal
            assert hand.infoset_key(hand.to_act()) == leduc_key(state)
            a = rng.choice(legal)
            letter = leduc_letter(state, a)
            state.apply_action(a)
            hand.apply(Action(KIND[letter]))
            if state.is_chance_node():
                # OpenSpiel deals the board now: force the card our hand already holds.
                state.apply_action(cards[2])
                assert hand.board() == deck[cards[2]]
        assert hand.is_over()
        assert hand.nets() == [int(x) for x in state.returns()]
        assert max(abs(x) for x in hand.nets()) <= hand.swing_cap()
