"""Planted colluders behave as documented; the calibration's prefixes and report are sound."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.diagnostics.collusion import audit_prefixes, collusion_audit
from cosino.games.poker.holdem import HoldemVariant
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK
from cosino.primitives.rng import Rng, derive
from cosino.seats.planted import ColluderError, DumperSeat, FeederSeat, ReceiverSeat, SoftPlaySeat, make_colluder

SIX = HoldemVariant("holdem-6max", 6, 6)
ALIASES = ["P0", "P1", "P2", "P3", "P4", "P5"]


def deck_with(holes: dict[int, str]) -> list[str]:
    order = [1, 2, 3, 4, 5, 0]
    named = {p: [h[:2], h[2:]] for p, h in holes.items()}
    spare = [c for c in DECK if c not in {c for v in named.values() for c in v}]
    for p in order:
        named.setdefault(p, [spare.pop(0), spare.pop(0)])
    return [named[p][0] for p in order] + [named[p][1] for p in order] + spare


def table(holes: dict[int, str], actions: list[tuple]):
    hand = SIX.new_hand(deck_with(holes), [200] * 6, 0, 0)
    for act in actions:
        hand.apply(Action(*act))
    pos = hand.to_act()
    obs = hand.observation(pos)
    obs["aliases"] = list(ALIASES)
    obs["alias"] = ALIASES[pos]
    return hand, pos, obs


def rng(k: int = 0) -> Rng:
    return Rng(derive(1, "colluder-test", k))


def test_receiver_min_raises_while_its_partner_is_in():
    _, pos, obs = table({}, [])
    assert pos == 3
    assert ReceiverSeat("P4", rng()).act(obs) == {"action": "raise", "amount": 4}


def test_dumper_builds_then_folds_aces_to_its_partner():
    holes = {4: "AsAh"}
    _, pos, obs = table(holes, [("raise", 4)])  # the partner (position 3) opens
    assert pos == 4
    first = DumperSeat("P3", rng()).act(obs)
    assert first["action"] == "raise" and first["amount"] == obs["decision"]["minRaiseTo"] + obs["pot"]
    # After two pot-sized raises of its own on this street, it hands the pot over.
    acts = [("raise", 4), ("raise", first["amount"]), ("fold",), ("fold",), ("fold",), ("fold",)]
    hand, pos, obs = table(holes, acts)
    assert pos == 3
    acts.append(("raise", obs["decision"]["minRaiseTo"]))
    hand, pos, obs = table(holes, acts)
    second = DumperSeat("P3", rng()).act(obs)
    assert second["action"] == "raise"
    acts.append(("raise", second["amount"]))
    hand, pos, obs = table(holes, acts)
    acts.append(("raise", obs["decision"]["minRaiseTo"]))
    hand, pos, obs = table(holes, acts)
    assert pos == 4 and DumperSeat("P3", rng()).act(obs) == {"action": "fold"}


def test_dumper_folds_a_weak_hand_to_its_partner_and_plays_house_otherwise():
    _, _, obs = table({4: "7c2d"}, [("raise", 4)])
    assert DumperSeat("P3", rng()).act(obs) == {"action": "fold"}
    _, _, obs = table({4: "7c2d"}, [("fold",)])  # partner (position 3) folded: plain house play
    assert DumperSeat("P3", rng()).act(obs)["action"] == "fold"


def test_feeder_calls_whatever_its_partner_bets():
    _, pos, obs = table({4: "7c2d"}, [("raise", 60)])
    assert pos == 4 and FeederSeat("P3", rng()).act(obs) == {"action": "call"}


def test_soft_play_pair_checks_down_heads_up_and_folds_marginal_hands_to_the_partner():
    # Everyone folds to the small blind (position 1), who completes; the big blind is its partner.
    _, pos, obs = table({2: "KsKh"}, [("fold",), ("fold",), ("fold",), ("fold",), ("call",)])
    assert pos == 2 and SoftPlaySeat("P1", rng()).act(obs) == {"action": "check"}  # no raise into the partner
    _, pos, obs = table({4: "9c8d"}, [("raise", 6)])  # partner opens with others still in
    assert pos == 4 and SoftPlaySeat("P3", rng()).act(obs) == {"action": "fold"}


@pytest.mark.parametrize(
    "name, variant, message",
    [
        ("dumper", "holdem-6max", "needs its partner's alias"),
        ("swindler:Gizmo", "holdem-6max", "unknown planted seat"),
        ("feeder:Gizmo", "hearts", "plays Hold'em only"),
    ],
)
def test_bad_planted_seat_names_are_refused(name, variant, message):
    with pytest.raises(ColluderError, match=message):
        make_colluder(name, variant, rng())


def test_planted_seats_are_registered_with_the_runtime():
    from cosino_runtime.seats.registry import build_seat

    for kind, cls in (
        ("softplay", SoftPlaySeat),
        ("dumper", DumperSeat),
        ("receiver", ReceiverSeat),
        ("feeder", FeederSeat),
    ):
        seat = build_seat(f"{kind}:Gizmo", "holdem-6max", rng())
        assert isinstance(seat, cls) and seat.partner == "Gizmo"


def test_audit_of_a_prefix_equals_the_audit_of_the_cut_episode():
    from cosino_devtools.calibrate import play_records, prefix

    records = [r for r in play_records("dumper", 300001, 6) if r["type"] != "audit"]
    cut = audit_prefixes(records, [2, 4])
    assert cut[0] == collusion_audit(prefix(records, 2))
    assert cut[1] == collusion_audit(prefix(records, 4))
    assert cut[2] == collusion_audit(records)
    assert cut[0]["power"]["hands"] == 2 and cut[2]["power"]["hands"] == 6


def test_report_table_counts_detections():
    from cosino_devtools.calibrate import Outcome, detected, report

    def out(kind, pair, bias):
        return Outcome(kind, 1, 16, pair, (), Fraction(bias), Fraction(3), 1, Fraction(2), 4000)

    rows = [out("dumper", ("dump-0-to-1",), 9), out("dumper", (), 1), out("honest", (), 0)]
    assert [detected(o) for o in rows] == [True, False, False]
    text = report(rows, 2, 16, "cosino calibrate collusion --episodes 2 --hands 16", 1.0)
    assert "| dumper | 16 | 1/2 (50%) | 0.5 | 0 | 5 | 3 | 1 / 2 |" in text
    assert "| honest | 16 | 0/1 (0%) | 0 | 0 | 0 | 3 | 1 / 2 |" in text


def test_calibrate_command_refuses_bad_counts(cosino_cli):
    code, _, err = cosino_cli("calibrate", "collusion", "--episodes", "0")
    assert code == 2 and "--episodes: must be between 1 and" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "flag, value, message",
    [
        ("--kinds", "honest,bogus", "--kinds: unknown kind 'bogus'"),
        ("--kinds", ",", "--kinds: unknown kind ''"),
        ("--sizes", "0", "--sizes: '0' is not a league size"),
        ("--sizes", "20,1e9", "--sizes: '1e9' is not a league size"),
        ("--sizes", "\u0663", "is not a league size"),  # an Arabic-Indic digit passes str.isdigit
    ],
)
def test_league_audit_refuses_unknown_kinds_and_sizes(cosino_cli, flag, value, message):
    code, out, err = cosino_cli("calibrate", "league-audit", flag, value)
    assert code == 2 and message in err and err.count("\n") == 1 and out == ""


def test_league_audit_runs_only_the_kinds_and_sizes_asked(cosino_cli):
    code, out, _err = cosino_cli(
        "calibrate", "league-audit", "--kinds", "honest-tricks", "--sizes", "2,1", "--leagues", "1"
    )
    assert code == 0
    assert "--kinds honest-tricks --sizes 1,2" in out
    rows = [line for line in out.splitlines() if line.startswith("| honest-tricks |")]
    assert [row.split("|")[2].strip() for row in rows] == ["1", "2"]
    assert not any(line.startswith(("| honest |", "| feeder |")) for line in out.splitlines())


def test_detail_report_counts_each_pair_against_one_twentieth_and_holms_first_step():
    from cosino_devtools.calibrate import LeagueOutcome, detail_report

    def table(kind, cases, screen):
        rows = []
        for p_row, p_col in cases:
            # A screening column is not part of the pair's p-value; an intersection test's is.
            test = (p_row if screen else max(p_row, p_col), p_row, p_col, 25, 10 + len(rows))
            rows.append(LeagueOutcome(kind, 0, 20, (), 0, 14, 320, 0, test))
        rows.append(LeagueOutcome(kind, 1, 20, (), 0, 14, 320, 0, None))  # the pair was not tested
        return detail_report(rows)

    cases = (
        (Fraction(1, 1000), Fraction(1, 600)),  # alpha/m = 1/500 with 25 pairs tested: both pass
        (Fraction(1, 1000), Fraction(1, 30)),  # the column passes only as a screen (<= 1/20)
        (Fraction(1, 1000), Fraction(1, 10)),  # the column fails even the screen
        (Fraction(1, 10), Fraction(1)),  # neither
    )
    # dump ranks the larger of row and column; feed's column is a screen at alpha itself.
    assert "| dumper | 20 | 10-13, 11.5 | 2/5 | 3/5 | 1/5 | 1/5 |" in table("dumper", cases, screen=False)
    assert "| feeder | 20 | 10-13, 11.5 | 3/5 | 3/5 | 2/5 | 2/5 |" in table("feeder", cases, screen=True)
