"""The solver path: abstraction, MCCFR training, artifact and signature, gate, translation, size removal."""

from __future__ import annotations

import json

import pytest

from cosino.advisor.abstraction import AbstractionConfig, HoldemAbstractGame, postflop_bucket, preflop_bucket
from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.mccfr import LeducSampled, train_seeds
from cosino.advisor.solver_gate import SOLVER_ACCEPT, SOLVER_LOW_CONFIDENCE, SOLVER_REJECT, GateThresholds, assess
from cosino.advisor.state import state_from_dict
from cosino.advisor.strategy import LookupMiss, SolverStrategyProvider, load_strategy, write_artifact
from cosino.analytics.reach import exploitability
from cosino.analytics.tree import compiled_variant
from cosino.primitives.cards import card_index

GOOD = {"visits": 5000, "movement": 0.005, "seed_disagreement": 0.02, "collision": 0.02, "flags": []}


def C(text):
    return [card_index(text[i : i + 2]) for i in range(0, len(text), 2)]


def preflop_state(hero_cards="AsKs", hero=0, history=(), stacks=(199, 198), committed=(1, 2), pot=3, actor=None):
    return state_from_dict(
        {
            "hero": hero,
            "dealer": 0,
            "hero_cards": hero_cards,
            "board": "",
            "pot": pot,
            "big_blind": 2,
            "small_blind": 1,
            "actor": hero if actor is None else actor,
            "seats": [{"stack": stacks[0], "committed": committed[0]}, {"stack": stacks[1], "committed": committed[1]}],
            "history": list(history),
        }
    )


def provider_with(entries):
    cfg = AbstractionConfig()
    strategy = {k: v for k, (v, _) in entries.items()}
    confidence = {k: c for k, (_, c) in entries.items()}
    return SolverStrategyProvider(cfg, strategy, confidence)


def test_gate_verdicts_and_reasons():
    assert assess(GOOD).status == SOLVER_ACCEPT
    v = assess({**GOOD, "seed_disagreement": 0.1})
    assert v.status == SOLVER_LOW_CONFIDENCE and v.reasons == ("HIGH_SEED_DISAGREEMENT",)
    v = assess({**GOOD, "movement": 0.5, "collision": 0.9})
    assert v.status == SOLVER_REJECT and set(v.reasons) == {"UNSTABLE_ACROSS_CHECKPOINTS", "HIGH_COLLISION_DISPERSION"}
    assert assess({**GOOD, "visits": 5}).reasons == ("LOW_VISIT_COUNT",)
    assert assess({**GOOD, "flags": ["pathological: strongest bucket folds"]}).reasons == ("KNOWN_PATHOLOGICAL_BUCKET",)
    assert assess({**GOOD, "movement": None}).reasons == ("NO_STABILITY_DATA",)
    assert assess(None).reasons == ("UNSEEN_STATE",)
    assert assess({**GOOD, "visits": 30}, GateThresholds(min_visits=50)).status == SOLVER_REJECT


def test_exact_preflop_lookup_is_used_and_labelled_without_equilibrium_claims():
    key = f"0|{preflop_bucket(*C('AsKs'), 8)}|"
    provider = provider_with({key: ({"f": 0.0, "c": 0.2, "2": 0.8}, GOOD)})
    hit = provider.lookup(preflop_state())
    assert hit.key == key and hit.exact and hit.illegal_size_mass_removed == 0
    assert {(c.kind, c.amount): p for c, p in hit.actions} == {
        ("call", 1): pytest.approx(0.2),
        ("raise", 6): pytest.approx(0.8),
    }
    report = recommend_action(
        preflop_state(), DecisionConfig(equity_simulations=40, rollout_simulations=60, solver=provider)
    )
    assert report.method == "solver" and report.source == "solver (exact mapping)"
    assert report.details["solver"]["used"] and report.details["solver"]["confidence"] == SOLVER_ACCEPT
    assert report.uncertainty["abstraction"]["sizes"] == "exact"
    assert "no equilibrium guarantee" in report.uncertainty["abstraction"]["strategy"]
    assert any("no equilibrium guarantee" in w for w in report.warnings)


def test_off_tree_size_is_translated_and_labelled_interpolated():
    # The button raises to 7 (abstract sizes are 1/3 pot -> 3 and pot -> 6): nearest by pseudo-harmonic mapping is pot.
    s = preflop_state(
        hero_cards="AsKs",
        hero=1,
        history=[{"street": "preflop", "seat": 0, "action": "raise", "amount": 7}],
        stacks=(193, 198),
        committed=(7, 2),
        pot=9,
    )
    key = f"0|{preflop_bucket(*C('AsKs'), 8)}|2"
    provider = provider_with({key: ({"f": 0.1, "c": 0.6, "a": 0.3}, GOOD)})
    hit = provider.lookup(s)
    assert hit.key == key and not hit.exact
    report = recommend_action(s, DecisionConfig(equity_simulations=40, rollout_simulations=60, solver=provider))
    assert report.source == "interpolated abstraction"
    assert report.uncertainty["abstraction"]["sizes"] == "translated"


def test_sizes_below_the_legal_minimum_are_removed_and_reported():
    # Flop: the big blind overbets 60 into 12; a third-pot raise (to 104) is below the minimum raise-to 120.
    s = state_from_dict(
        {
            "hero": 0,
            "dealer": 0,
            "hero_cards": "AsKs",
            "board": "Ks7d2c",
            "pot": 72,
            "big_blind": 2,
            "small_blind": 1,
            "actor": 0,
            "seats": [{"stack": 194, "committed": 0}, {"stack": 134, "committed": 60}],
            "history": [
                {"street": "preflop", "seat": 0, "action": "raise", "amount": 6},
                {"street": "preflop", "seat": 1, "action": "call", "amount": 4},
                {"street": "flop", "seat": 1, "action": "bet", "amount": 60},
            ],
        }
    )
    bucket = postflop_bucket(C("AsKs"), C("Ks7d2c"))
    key = f"1|{bucket}|2c/2"
    provider = provider_with({key: ({"f": 0.1, "c": 0.5, "1": 0.25, "a": 0.15}, GOOD)})
    hit = provider.lookup(s)
    assert hit.key == key
    assert hit.illegal_size_mass_removed == pytest.approx(0.25)
    amounts = {(c.kind, c.amount) for c, _ in hit.actions}
    assert ("raise", 104) not in amounts and ("raise", 194) in amounts
    assert sum(p for _, p in hit.actions) == pytest.approx(1.0)


def test_lookup_misses_have_codes():
    provider = provider_with({})
    assert provider.lookup(preflop_state()).code == "UNSEEN_STATE"
    other_blinds = state_from_dict(
        {
            "hero": 0,
            "dealer": 0,
            "hero_cards": "AsKs",
            "board": "",
            "pot": 15,
            "big_blind": 10,
            "small_blind": 5,
            "actor": 0,
            "seats": [{"stack": 995, "committed": 5}, {"stack": 990, "committed": 10}],
        }
    )
    assert provider.lookup(other_blinds).code == "OUTSIDE_ABSTRACTION"
    deeper = preflop_state(stacks=(399, 398))
    assert provider.lookup(deeper).code == "OUTSIDE_ABSTRACTION"
    low = provider_with({f"0|{preflop_bucket(*C('AsKs'), 8)}|": ({"c": 1.0}, {**GOOD, "visits": 3})})
    report = recommend_action(
        preflop_state(), DecisionConfig(equity_simulations=40, rollout_simulations=40, solver=low)
    )
    assert report.details["source_cascade"][0]["status"] == "rejected"
    assert "LOW_VISIT_COUNT" in report.details["solver"]["reasons"] and report.method == "rollout"
    assert "Solver strategy not used: LOW_VISIT_COUNT" in report.format()


def test_training_writes_an_artifact_whose_signature_is_checked(tmp_path):
    cfg = AbstractionConfig()
    trained = train_seeds(HoldemAbstractGame(cfg), iterations=20, seeds=[0, 1], checkpoints=2)
    path = tmp_path / "s.json"
    write_artifact(path, cfg, trained)
    provider = load_strategy(path)
    assert isinstance(provider, SolverStrategyProvider)
    some = next(iter(provider.confidence.values()))
    assert {"visits", "movement", "seed_disagreement", "collision", "flags"} <= set(some)
    assert isinstance(load_strategy(path, expected=AbstractionConfig(stack=400)), LookupMiss)
    assert load_strategy(path, expected=AbstractionConfig(stack=400)).code == "CONFIG_MISMATCH"
    data = json.loads(path.read_text())
    data["config"]["max_raises"] = 9  # the config no longer produces the stored signature
    path.write_text(json.dumps(data))
    assert load_strategy(path).code == "CONFIG_MISMATCH"


def test_abstract_game_utilities_are_zero_sum_and_bounded():
    from cosino.primitives.rng import Rng, derive

    g = HoldemAbstractGame(AbstractionConfig())
    rng = Rng(derive(0, "test"))
    for _ in range(200):
        deal = g.deal(rng)
        s = g.root(deal)
        while not g.is_terminal(s):
            acts = g.actions(s)
            s = g.child(s, acts[rng.randbelow(len(acts))])
        u0, u1 = g.utility(s, deal, 0), g.utility(s, deal, 1)
        assert u0 + u1 == 0 and abs(u0) <= 200


def test_mccfr_on_leduc_reduces_exploitability():
    tree = compiled_variant("leduc")
    uniform = exploitability(tree, {}).value
    trained = train_seeds(LeducSampled(), iterations=1500, seeds=[0], checkpoints=1)
    assert exploitability(tree, trained.strategy).value < uniform / 3


def test_an_artifact_is_bounded_by_its_json_values_as_well_as_its_bytes(tmp_path, monkeypatch):
    """Parsed, a JSON value costs about 100 bytes whatever its text: 48 MB of `[{},...]` (16 million
    values) took 1.45 GB and 13 s before it was refused as no artifact; now the count stops it."""
    import cosino.advisor.strategy as strategy

    cfg = AbstractionConfig()
    trained = train_seeds(HoldemAbstractGame(cfg), iterations=20, seeds=[0], checkpoints=1)
    honest = tmp_path / "s.json"
    write_artifact(honest, cfg, trained)
    values = json.dumps(json.loads(honest.read_text())).count(",") + 2  # at least its values, roughly
    monkeypatch.setattr(strategy, "MAX_ARTIFACT_VALUES", values * 4)
    assert isinstance(load_strategy(honest), SolverStrategyProvider)
    bomb = tmp_path / "bomb.json"
    bomb.write_text("[" + ",".join(["{}"] * (values * 4 + 1)) + "]")
    miss = load_strategy(bomb)
    assert isinstance(miss, LookupMiss) and miss.code == "INCOMPATIBLE_CHECKPOINT"
    assert f"more than {values * 4} values" in miss.message and "bomb.json" in miss.message
