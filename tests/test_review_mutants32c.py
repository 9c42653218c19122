"""Mutation review 32c: the Hold'em advisor's input side (advisor.state, ranges, spots, solver_gate and
``cosino advise``), each survivor pinned by a test.

Each test names, in a comment, the hand-made mutant it kills; each of them survived the advisor tests that
existed before (95 mutants, 35 killed by them). Expected values come from the documented contract
(docs/advisor.md, docs/advisor-calibration.md, the modules' docstrings) or are counted by hand in the test,
never from the code under test. The limits and rules docs/advisor.md did not state (the blinds' defaults, a
name's 64 characters, 1,000 history actions, a state file's 1 MiB, 0 to 10,000,000 samples, the call and
check bars, the flat call's 35% cap) it states now. The four defects found on the way are pinned too
(``# defect:``).

Equivalent survivors, left unpinned: S1 (no odd-length check on a card string: its last card is one
character, refused as a bad card in the same one line naming the field), G10 (NO_STABILITY_DATA listed
among the low reasons of a rejected key: the same status and the same set of reasons, in another order),
R1 (``preflop_range`` keeping zero-weight combos: every consumer drops them with ``Range.without``) and R10
(``>`` for ``>=`` at the top of the continue ramp: the ramp gives 1000 there too)."""

from __future__ import annotations

import copy
import dataclasses
import json
from fractions import Fraction

import pytest

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.ranges import (
    Range,
    behavior_from,
    line_of,
    opponent_range,
    preflop_range,
    strength_table,
)
from cosino.advisor.solver_gate import SOLVER_ACCEPT, SOLVER_LOW_CONFIDENCE, SOLVER_REJECT, assess
from cosino.advisor.state import StateError, state_from_dict, validate
from cosino.games.poker.evaluator import evaluate_indices
from cosino.primitives.cards import card_index

# Heads-up preflop: the hero (big blind) has checked behind a limp; 200-chip stacks, blinds 1/2.
STATE = {
    "hero": 0,
    "dealer": 1,
    "hero_cards": "AsKd",
    "board": "",
    "pot": 4,
    "big_blind": 2,
    "small_blind": 1,
    "actor": 0,
    "starting_stacks": [200, 200],
    "seats": [{"stack": 198, "committed": 2}, {"stack": 198, "committed": 2}],
}
FAST = ("--rollouts", "0", "--equity", "10", "--subgame", "off")


def with_(**changes) -> dict:
    """STATE with some top-level keys replaced (None: the key removed)."""
    data = copy.deepcopy(STATE)
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data


def seats(*pairs, **extra) -> list[dict]:
    """Seats from (stack, committed) pairs; ``extra`` merged into the first seat (the hero)."""
    out = [{"stack": s, "committed": c} for s, c in pairs]
    out[0].update(extra)
    return out


def refused(data, *needles: str) -> str:
    with pytest.raises(StateError) as caught:
        state_from_dict(data)
    message = str(caught.value)
    assert "\n" not in message, message
    for needle in needles:
        assert needle in message, (needle, message)
    return message


def codes(data) -> list[str]:
    return [i.code for i in validate(state_from_dict(data)) if i.severity == "error"]


def one_line_error(code: int, out: str, err: str, *needles: str) -> None:
    assert code == 2 and out == "", (code, out, err)
    assert "Traceback" not in err and err.count("\n") == 1 and err.startswith("cosino: "), err
    for needle in needles:
        assert needle in err, (needle, err)


def test_the_base_state_is_clean():
    assert codes(STATE) == []


# --- reading: what cannot form a state ends in one line naming the field --------------------------------


# kills S2: 53 cards let through (the 52-card bound off by one)
def test_a_card_list_longer_than_the_deck_is_refused_and_the_deck_itself_is_read():
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    refused(with_(board=deck + ["As"]), "field 'board'", "53 cards", "52")
    state = state_from_dict(with_(board=deck))  # formed; validate() then refuses it
    assert len(state.board) == 52 and {"duplicate_cards", "board_street"} <= set(codes(with_(board=deck)))


# kills S3: bools read as chips (isinstance(True, int)): a pot of true was a pot of 1
@pytest.mark.parametrize(
    "data, name",
    [
        (with_(pot=True), "'pot'"),
        (with_(big_blind=True), "'big_blind'"),
        (with_(seats=seats((198, False), (198, 2))), "'seats[0].committed'"),
        (with_(seats=seats((True, 2), (198, 2))), "'seats[0].stack'"),
        (with_(starting_stacks=[200, True]), "'starting_stacks[1]'"),
    ],
)
def test_a_bool_where_chips_go_is_refused(data, name):
    refused(data, f"field {name}", "integer")


# kills S5: the documented bound, "a chip amount beyond 10^15", read one-sided (a pot of -10^15 - 1 let through)
@pytest.mark.parametrize("amount", [10**15 + 1, -(10**15) - 1, 10**16])
def test_a_chip_amount_beyond_ten_to_the_fifteen_is_refused(amount):
    refused(with_(pot=amount), "field 'pot'", "out of range")
    history = [{"street": "preflop", "seat": 1, "action": "raise", "amount": amount}]
    refused(with_(history=history), "field 'history[0].amount'", "out of range")


def test_a_chip_amount_of_exactly_ten_to_the_fifteen_is_read():
    big = 10**15
    state = state_from_dict(with_(pot=big, seats=seats((big, 0), (-big, 0)), starting_stacks=[big, -big]))
    assert (state.pot, state.seats[0].stack, state.seats[1].stack) == (big, big, -big)


# kills S12, S13 and S14: the table of 2 to 10 seats (docs: hold'em here seats 2 to 10) stretched to 1, cut
# to 9 or stretched to 11
@pytest.mark.parametrize("count, formed", [(1, False), (2, True), (10, True), (11, False)])
def test_a_table_seats_two_to_ten(count, formed):
    table = [{"stack": 100, "committed": 0} for _ in range(count)]
    data = with_(seats=table, starting_stacks=None, pot=3, dealer=0, actor=None)
    if formed:
        assert state_from_dict(data).n == count
    else:
        refused(data, "field 'seats'", "2 to 10")


# kills S16: true read as seat 1 of the hero or dealer (isinstance for the type check)
@pytest.mark.parametrize("name", ["hero", "dealer"])
@pytest.mark.parametrize("value", [2, -1, True, False, "0", 0.0])
def test_hero_and_dealer_must_be_a_seat_of_the_table(name, value):
    refused(with_(**{name: value}), f"field '{name}'", "is not a seat of this 2-seat table")


# kills S17 and S18: the actor one past the last seat read, or a non-integer actor compared as a number
@pytest.mark.parametrize("value", [2, -1, True, "0", 1.0])
def test_the_actor_must_be_a_seat_or_null(value):
    refused(with_(actor=value), "field 'actor'", "is not a seat")


def test_a_null_actor_is_unknown():
    assert state_from_dict(with_(actor=None)).actor is None


# kills S19: a history of 1,001 actions read (docs: at most 1,000)
@pytest.mark.parametrize("count, formed", [(1000, True), (1001, False)])
def test_a_history_holds_at_most_a_thousand_actions(count, formed):
    history = [{"street": "preflop", "seat": k % 2, "action": "check"} for k in range(count)]
    if formed:
        assert len(state_from_dict(with_(history=history)).history) == count
    else:
        refused(with_(history=history), "field 'history'", "at most 1000")


# kills S20: a history seat one past the last
@pytest.mark.parametrize("value", [2, -1, True, "1"])
def test_a_history_seat_must_be_a_seat_of_the_table(value):
    history = [{"street": "preflop", "seat": value, "action": "call"}]
    refused(with_(history=history), "field 'history[0].seat'", "is not a seat")


# kills S22 and S23: the documented defaults (no big_blind: 2 and 1; no small_blind: half the big blind, at
# least 1) moved: a missing big blind read as 4, or a big blind of 1 given a small blind of 0 (refused)
@pytest.mark.parametrize(
    "given, blinds",
    [
        ({"big_blind": None, "small_blind": None}, (2, 1)),
        ({"big_blind": 1, "small_blind": None}, (1, 1)),
        ({"big_blind": 10, "small_blind": None}, (10, 5)),
        ({"big_blind": 7, "small_blind": None}, (7, 3)),
    ],
)
def test_missing_blinds_take_their_documented_defaults(given, blinds):
    state = state_from_dict(with_(**given))
    assert (state.big_blind, state.small_blind) == blinds


# kills S24 and S25: a big or small blind of 0 let through (the check was "< 0")
@pytest.mark.parametrize("given", [{"big_blind": 0}, {"small_blind": 0}, {"big_blind": -2}, {"small_blind": -1}])
def test_a_blind_must_be_positive(given):
    refused(with_(**given), "'big_blind'/'small_blind'", "positive")


# kills S26: starting stacks of another length than the table taken as given
@pytest.mark.parametrize(
    "starting, name",
    [
        ([200], "'starting_stacks'"),
        ([200, 200, 200], "'starting_stacks'"),
        ({"0": 200}, "'starting_stacks'"),
        ([200, 200.5], "'starting_stacks[1]'"),
        ([200, None], "'starting_stacks[1]'"),
        ([200, "200"], "'starting_stacks[1]'"),
    ],
)
def test_starting_stacks_hold_one_integer_per_seat(starting, name):
    refused(with_(starting_stacks=starting), f"field {name}")


# kills S28: a name kept to 65 characters instead of the documented 64
def test_a_seat_name_is_kept_to_its_first_64_characters():
    name = "".join(chr(ord("a") + k % 26) for k in range(100))
    state = state_from_dict(with_(seats=seats((198, 2), (198, 2), name=name)))
    assert state.seats[0].name == name[:64] and len(state.seats[0].name) == 64


# kills S31: a state that is not an object fell through to dict methods (an empty list: AttributeError)
@pytest.mark.parametrize("data", [[], [1, 2], "state", 7, None])
def test_a_state_that_is_not_an_object_is_refused(data):
    refused(data, "expected a JSON object")


# kills S32: a committed of null read as 0 (only a stack may be null: "unreadable")
def test_a_null_bet_is_refused_and_a_null_stack_is_unreadable():
    refused(with_(seats=seats((198, None), (198, 2))), "field 'seats[0].committed'", "integer")
    assert state_from_dict(with_(seats=seats((None, 2), (198, 2)))).seats[0].stack is None


# --- validate: what cannot be trusted is refused with its code ------------------------------------------


# kills V2: one hero card let through (the count checked only above two)
@pytest.mark.parametrize("cards", ["As", "AsKdQh"])
def test_the_hero_holds_two_cards(cards):
    assert codes(with_(hero_cards=cards)) == ["hero_cards_count"]


# kills V4: a pot one chip below this street's bets let through
@pytest.mark.parametrize(
    "pot, table, code",
    [(3, [(198, 2), (198, 2)], "pot_below_bets"), (0, [(200, 0), (200, 0)], "pot_empty")],
)
def test_the_pot_holds_at_least_the_bets_and_is_never_empty(pot, table, code):
    assert codes(with_(pot=pot, seats=seats(*table), starting_stacks=None)) == [code]


# kills V6: a small blind one above the big blind let through; equal blinds are allowed
@pytest.mark.parametrize("small, expected", [(2, []), (3, ["blinds"])])
def test_the_small_blind_is_at_most_the_big_blind(small, expected):
    assert codes(with_(small_blind=small)) == expected


# kills V7 and V8: a stack or bet of -1 let through (only below -1 flagged)
@pytest.mark.parametrize(
    "table, code",
    [
        ([(-1, 2), (198, 2)], "negative_stack"),
        ([(198, 2), (-1, 2)], "negative_stack"),
        ([(198, -1), (198, 2)], "negative_bet"),
    ],
)
def test_negative_chips_are_refused(table, code):
    assert code in codes(with_(seats=seats(*table), starting_stacks=None))


def test_a_stack_of_zero_is_all_in_not_negative():
    data = with_(pot=400, seats=seats((0, 200), (0, 200)), starting_stacks=[200, 200])
    assert codes(data) == []


# kills V10: a hero sitting out let through
def test_a_dealer_or_hero_sitting_out_is_refused():
    three = [(200, 0), (199, 1), (198, 2)]
    out = [{"stack": s, "committed": c} for s, c in three]
    out[0]["sitting_out"] = True

    def table(hero, dealer):
        return codes(with_(hero=hero, dealer=dealer, pot=3, starting_stacks=None, seats=out))

    assert table(hero=2, dealer=0) == ["dealer"]
    assert table(hero=0, dealer=1) == ["hero_sitting_out"]
    assert table(hero=2, dealer=1) == []  # the seat out is neither the hero nor the dealer


# kills V11: a pot larger than what the stacks put in let through
@pytest.mark.parametrize("pot", [3, 5, 400])
def test_the_pot_must_equal_what_the_stacks_put_in(pot):
    assert codes(with_(pot=pot)) == (["pot_below_bets"] if pot < 4 else []) + ["pot_mismatch"]


# kills V13: an action one street ahead of the board let through (only two streets ahead flagged)
@pytest.mark.parametrize(
    "street, expected", [("preflop", []), ("flop", ["history_street"]), ("river", ["history_street"])]
)
def test_the_history_cannot_be_ahead_of_the_board(street, expected):
    history = [{"street": street, "seat": 1, "action": "check"}]
    assert codes(with_(history=history)) == expected


# defect: the pot matched the stacks in sum while one seat's stack fell by less than its bet on this
# street (the committed amounts swapped, or a seat that gained chips): the state was advised, not refused
@pytest.mark.parametrize(
    "table, starting",
    [([(199, 2), (197, 1)], [200, 200]), ([(101, 2), (289, 2)], [100, 300]), ([(198, 2), (199, 1)], [200, 200])],
)
def test_each_seat_must_have_put_in_at_least_its_bet(table, starting):
    pot = sum(start - stack for start, (stack, _) in zip(starting, table))
    data = with_(pot=pot, seats=seats(*table), starting_stacks=starting)
    # counted by hand: a seat's chips gone in are its start less its stack, and hold at least its bet
    short = [start - stack < bet for start, (stack, bet) in zip(starting, table)]
    assert codes(data) == (["pot_mismatch"] if any(short) else [])


# --- the solver gate: "reject at or beyond the reject_* values; low confidence at or beyond the low_*" ---

SETTLED = {"visits": 5000, "movement": 0.0, "seed_disagreement": 0.0, "collision": 0.0, "flags": []}


# kills G1, G3 and G12: the visit bars (none: unseen; below 50: rejected; below 200: low) moved by one
@pytest.mark.parametrize(
    "visits, status, reasons",
    [
        (0, SOLVER_REJECT, ("UNSEEN_STATE",)),
        (None, SOLVER_REJECT, ("UNSEEN_STATE",)),
        (1, SOLVER_REJECT, ("LOW_VISIT_COUNT",)),
        (49, SOLVER_REJECT, ("LOW_VISIT_COUNT",)),
        (50, SOLVER_LOW_CONFIDENCE, ("LOW_VISIT_COUNT",)),
        (199, SOLVER_LOW_CONFIDENCE, ("LOW_VISIT_COUNT",)),
        (200, SOLVER_ACCEPT, ()),
    ],
)
def test_the_visit_bars(visits, status, reasons):
    verdict = assess({**SETTLED, "visits": visits})
    assert (verdict.status, verdict.reasons) == (status, reasons)


# kills G4 to G7, G13 and G14: each stability bar read as "beyond" instead of "at or beyond", or moved
@pytest.mark.parametrize(
    "field, reason, low, reject",
    [
        ("seed_disagreement", "HIGH_SEED_DISAGREEMENT", 0.05, 0.20),
        ("movement", "UNSTABLE_ACROSS_CHECKPOINTS", 0.02, 0.20),
        ("collision", "HIGH_COLLISION_DISPERSION", 0.18, 0.30),
    ],
)
def test_each_stability_bar_holds_at_its_value(field, reason, low, reject):
    def verdict(value):
        v = assess({**SETTLED, field: value})
        return v.status, v.reasons

    assert verdict(low * 0.999) == (SOLVER_ACCEPT, ())
    assert verdict(low) == verdict(reject * 0.999) == (SOLVER_LOW_CONFIDENCE, (reason,))
    assert verdict(reject) == verdict(1.0) == (SOLVER_REJECT, (reason,))


# kills G11: a rejected key named only its rejecting reasons; the low-confidence ones it also has were dropped
def test_a_rejected_key_names_every_reason_it_has():
    verdict = assess({**SETTLED, "visits": 10, "movement": 0.05, "collision": 0.2})
    assert verdict.status == SOLVER_REJECT
    assert set(verdict.reasons) == {"LOW_VISIT_COUNT", "UNSTABLE_ACROSS_CHECKPOINTS", "HIGH_COLLISION_DISPERSION"}


# --- cosino advise: the command around the reader ----------------------------------------------------------

REFUSED = with_(hero_cards="AsAs")  # refused by validate() before any sampling: the budget costs nothing


def advise(cosino_cli, tmp_path, data, *options: str, name: str = "state.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path, cosino_cli("advise", str(path), *options)


# kills A2, A3 and A12: the documented budget of 0 to 10,000,000 samples moved at its top, or no floor
@pytest.mark.parametrize("count, allowed", [("0", True), ("10000000", True), ("10000001", False), ("-1", False)])
@pytest.mark.parametrize("option", ["--equity", "--rollouts"])
def test_the_sample_counts_run_from_zero_to_ten_million(cosino_cli, tmp_path, option, count, allowed):
    other = "--rollouts" if option == "--equity" else "--equity"
    path, (code, out, err) = advise(cosino_cli, tmp_path, REFUSED, option, count, other, "0", "--subgame", "off")
    if allowed:
        assert code == 0 and err == "" and "duplicate_cards" in out, (code, out, err)
    else:
        one_line_error(code, out, err, option, "0 (off) or between 2 and 10000000", count)


# kills A4: a state file over the documented 1 MiB read (the bound doubled)
def test_a_state_file_over_one_mebibyte_is_refused(cosino_cli, tmp_path):
    text = json.dumps(REFUSED)
    padded = text[:-1] + " " * (1024 * 1024 - len(text)) + "}"
    path, (code, out, err) = advise(cosino_cli, tmp_path, padded, *FAST)
    assert len(padded.encode()) == 1024 * 1024 and code == 0 and "duplicate_cards" in out, (code, err)
    path, (code, out, err) = advise(cosino_cli, tmp_path, padded + " ", *FAST)
    one_line_error(code, out, err, str(path), "larger than 1048576 bytes")


# kills A5: a file of blanks reported as bad JSON rather than as empty
def test_a_state_file_of_blanks_is_empty(cosino_cli, tmp_path):
    path, (code, out, err) = advise(cosino_cli, tmp_path, " \n\t\n", *FAST)
    one_line_error(code, out, err, str(path), "empty")


# kills A8: an image path in capitals read as a JSON state instead of refused as a screenshot
@pytest.mark.parametrize("name", ["table.PNG", "table.Jpeg"])
def test_an_image_path_in_any_case_is_a_screenshot_refusal(cosino_cli, tmp_path, name):
    path, (code, out, err) = advise(cosino_cli, tmp_path, "not an image", *FAST, name=name)
    assert code == 0 and "SCREENSHOT_UNSUPPORTED" in out, (code, out, err)


# kills A10: --model station ignored (the behaviour model's name stayed regular)
@pytest.mark.parametrize("model", ["regular", "station"])
def test_the_opponent_model_is_the_one_asked_for(cosino_cli, tmp_path, model):
    options = ("--rollouts", "4", "--equity", "4", "--subgame", "off", "--model", model)
    path, (code, out, err) = advise(cosino_cli, tmp_path, STATE, *options)
    assert code == 0 and f"model behavior ({model})" in out, (code, out, err)


# defect: a claimed street of a megabyte was quoted whole in the refusal (1 MB of report); the reader clips
# every value it quotes, as the refusal now does
def test_a_huge_claimed_street_is_quoted_clipped(cosino_cli, tmp_path):
    long = "x" * 100_000
    issues = validate(state_from_dict(with_(street=long)))
    assert [i.code for i in issues] == ["board_street"] and len(issues[0].message) < 200, issues[0].message[:300]
    path, (code, out, err) = advise(cosino_cli, tmp_path, with_(street=long), *FAST)
    assert code == 0 and "board_street" in out and len(out) < 2000, (code, len(out), err)


# --- ranges: the documented reading of a line -----------------------------------------------------------


# kills R2: the tie half counted for the combo itself too (every strength a little high)
def test_strength_is_the_share_of_other_combos_beaten_ties_half():
    board = [card_index(c) for c in ("Kh", "8h", "2c", "3d", "9s")]
    combos = [(a, b) for b in range(52) for a in range(b) if a not in board and b not in board]
    values = {c: evaluate_indices((*c, *board)) for c in combos}
    table = strength_table(board)
    assert set(table) == set(combos)
    n = len(combos)
    for c in combos[::37]:  # a spread of them, counted one by one
        below = sum(1 for v in values.values() if v < values[c])
        ties = sum(1 for v in values.values() if v == values[c]) - 1  # others only
        assert table[c] == (2 * below + ties) * 1000 // (2 * (n - 1)), c


def _river_war(wagers: int):
    """Heads-up river after checks: the hero (seat 0) bets 2 and the two double it in turn ``wagers`` times."""
    amounts = [2 * 2**k for k in range(wagers + 1)]
    history = [
        {"street": "preflop", "seat": 1, "action": "raise", "amount": 6},
        {"street": "preflop", "seat": 0, "action": "call"},
        *({"street": s, "seat": q, "action": "check"} for s in ("flop", "turn") for q in (0, 1)),
        *(
            {"street": "river", "seat": k % 2, "action": "raise" if k else "bet", "amount": a}
            for k, a in enumerate(amounts)
        ),
    ]
    hero_in, villain_in = (amounts[-2], amounts[-1]) if len(amounts) % 2 == 0 else (amounts[-1], amounts[-2])
    data = with_(
        board="Kh8h2c3d9s",
        hero_cards="AdQc",
        pot=12 + hero_in + villain_in,
        starting_stacks=[2000, 2000],
        seats=seats((1994 - hero_in, hero_in), (1994 - villain_in, villain_in)),
        history=history,
    )
    return state_from_dict(data)


# kills R4, R9 and R14: a fourth wager on a street read like a third (the 95% bar of docs/advisor.md lost), or
# zero weights kept as live combos: the range after k wagers is the range before them, each combo's weight
# cut as the document states (bars 60/80/90/95% of combos beaten, 35/20/12/8% left below), integers per mille
@pytest.mark.parametrize("wagers", [4, 5])
def test_each_river_wager_narrows_by_the_documented_bars(wagers):
    bars, left = (600, 800, 900, 950), (350, 200, 120, 80)
    state = _river_war(2 * wagers - 1)  # the villain (seat 1) makes every second wager: ``wagers`` of them
    assert [a.seat for a in state.history if a.street == "river"].count(1) == wagers and not codes(state.to_dict())
    before = opponent_range(state_from_dict({**state.to_dict(), "history": state.to_dict()["history"][:6]}), 1)
    strength = strength_table([card_index(c) for c in state.board], [card_index(c) for c in state.hero_cards])
    expected = {}
    for combo, weight in zip(before.combos, before.weights):
        for k in range(wagers):
            j = min(k, 3)
            weight = weight * (1000 if strength[combo] >= bars[j] else left[j]) // 1000
        if weight > 0:
            expected[combo] = weight
    after = opponent_range(state, 1)
    assert dict(zip(after.combos, after.weights)) == expected
    assert sum(1 for c in expected if strength[c] < 950) > 0  # the fourth bar bites on some combo


# kills R8: a preflop raise to exactly 30 BB read as an open ("a raise of 30 BB or more ... is a shove")
@pytest.mark.parametrize("amount, line", [(58, "open"), (60, "shove"), (62, "shove")])
def test_a_raise_of_thirty_big_blinds_is_a_shove(amount, line):
    history = [{"street": "preflop", "seat": 1, "action": "raise", "amount": amount}]
    data = with_(pot=2 + amount, seats=seats((198, 2), (200 - amount, amount)), history=history)
    assert not codes(data) and line_of(state_from_dict(data), 1).preflop == line


# defect: a range given from outside (DecisionConfig.given_ranges) was not checked: a combo holding one card
# twice had an equity, a card 52 ended in an IndexError deep in the sampler, a weight list shorter than the
# combos read as an empty range, a float weight failed only once rollouts ran
@pytest.mark.parametrize(
    "combos, weights, where",
    [
        ([(0, 1), (4, 9)], [1000], "given_ranges[0]: 2 combos but 1 weights"),
        ([(0, 1), (4, 9)], [1000, -1], "given_ranges[0].weights[1]"),
        ([(0, 1), (4, 9)], [1000, 1001], "given_ranges[0].weights[1]"),
        ([(0, 1), (4, 9)], [0.5, 1000], "given_ranges[0].weights[0]"),
        ([(0, 1), (4, 9)], [True, 1000], "given_ranges[0].weights[0]"),
        ([(0, 1), (4, 9)], [float("nan"), 1000], "given_ranges[0].weights[0]"),
        ([(5, 5)], [1000], "given_ranges[0].combos[0]"),
        ([(0, 52)], [1000], "given_ranges[0].combos[0]"),
        ([(-1, 3)], [1000], "given_ranges[0].combos[0]"),
        ([(9, 4)], [1000], "given_ranges[0].combos[0]"),
        ([(0, 1, 2)], [1000], "given_ranges[0].combos[0]"),
        ([("As", "Kd")], [1000], "given_ranges[0].combos[0]"),
        ([(0, 1), (0, 1)], [1000, 1000], "given_ranges[0].combos[1]"),
    ],
)
def test_a_given_range_is_checked_when_the_config_is_made(combos, weights, where):
    with pytest.raises(ValueError) as caught:
        DecisionConfig(equity_simulations=10, rollout_simulations=0, given_ranges=(Range(combos, weights),))
    assert where in str(caught.value) and "\n" not in str(caught.value), str(caught.value)
    with pytest.raises(ValueError, match="given_hero_range"):
        DecisionConfig(given_hero_range=Range(combos, weights))


def test_a_good_given_range_is_used_and_the_count_must_match_the_opponents():
    flop = state_from_dict(with_(board="Qh7c2d", pot=8, seats=seats((196, 0), (196, 0))))
    villain = Range([(card_index("Qd"), card_index("Qs"))], [1000])  # top set: the hero's AK is drawing thin
    report = recommend_action(
        flop, DecisionConfig(equity_simulations=50, rollout_simulations=0, given_ranges=(villain,))
    )
    assert report.equity is not None and report.equity.equity < 0.1
    with pytest.raises(ValueError, match="given_ranges: 2 ranges for 1 opponents"):
        recommend_action(
            flop, DecisionConfig(equity_simulations=10, rollout_simulations=0, given_ranges=(villain, villain))
        )


# defect: a behaviour model's override with a misspelt name was ignored and a fraction truncated (int(250.5)),
# so the rollouts answered with another model than the one asked for; the "nit" and ["station"] cases also kill R5 (an
# unknown model read as the regular one)
@pytest.mark.parametrize(
    "params, says",
    [
        ({"model": "regular", "bse": 300}, "unknown key 'bse'"),
        ({"model": "station", "base": 250.5}, "rollout_response_params.base"),
        ({"model": "station", "width": True}, "rollout_response_params.width"),
        ({"model": "station", "width": "120"}, "rollout_response_params.width"),
        ({"model": ["station"]}, "rollout_response_params.model"),
        ({"model": "nit"}, "rollout_response_params.model"),
    ],
)
def test_behaviour_overrides_are_known_integers(params, says):
    with pytest.raises(ValueError) as caught:
        behavior_from(params)
    assert says in str(caught.value), str(caught.value)


def test_a_behaviour_override_replaces_that_threshold_only():
    station = behavior_from({"model": "station"})
    assert behavior_from({"model": "station", "base": 300}) == dataclasses.replace(station, base=300)
    assert behavior_from({}) == behavior_from({"model": "regular"}) != station


# --- derived quantities of a state ----------------------------------------------------------------------


# kills D2: the effective stack taken against the shortest opponent: multiway, the hero can lose at most its
# own chips and at most what the deepest live opponent can put against them
def test_the_effective_stack_is_the_hero_against_the_deepest_opponent():
    three = with_(dealer=2, pot=3, starting_stacks=None, seats=seats((200, 0), (49, 1), (298, 2)))
    state = state_from_dict(three)
    assert not codes(three)
    assert state.effective_stack() == min(200 + 0, max(49 + 1, 298 + 2))


# kills D3: a hero whose whole stack only calls the bet offered a "raise" to the same amount
@pytest.mark.parametrize("behind, can_raise", [(18, False), (20, False), (21, True), (60, True)])
def test_a_hero_who_can_only_call_all_in_cannot_raise(behind, can_raise):
    # the villain bet 20 into 4 on the flop; the hero has ``behind`` chips left with nothing in yet
    history = [
        {"street": "flop", "seat": 0, "action": "check"},
        {"street": "flop", "seat": 1, "action": "bet", "amount": 20},
    ]
    flop = with_(board="Qh7c2d", pot=24, starting_stacks=None, seats=seats((behind, 0), (178, 20)), history=history)
    state = state_from_dict(flop)
    # a raise goes at least to 20 + 20 (the bet's increment), or all-in for less when the stack is shorter
    assert not codes(flop) and state.raise_bounds() == ((min(40, behind), behind) if can_raise else None)


# kills D4: the minimum raise after a raise larger than the big blind: no-limit's smallest raise repeats the
# largest full increment seen on the street (here 5 - 2 = 3, so the hero may raise to 8, not 7)
def test_the_minimum_raise_repeats_the_largest_increment():
    history = [{"street": "preflop", "seat": 1, "action": "raise", "amount": 5}]
    data = with_(pot=7, seats=seats((198, 2), (195, 5)), history=history)
    state = state_from_dict(data)
    assert not codes(data) and state.full_raise() == 3 and state.raise_bounds() == (8, 198 + 2)


def _pf(*later):
    """The villain (seat 1, the button) raised to 6 and the hero called, then ``later`` actions."""
    pre = [
        {"street": "preflop", "seat": 1, "action": "raise", "amount": 6},
        {"street": "preflop", "seat": 0, "action": "call"},
    ]
    return pre + [{"street": s, "seat": q, "action": k, **({"amount": a} if a else {})} for s, q, k, a in later]


# kills R3 and R11: a call's bar (30% of combos beaten) or a check's (88%) read one per mille off: the combos
# exactly at the bar kept the other weight. docs/advisor.md: a call keeps full weight at or above its bar and
# 30% below it; a check keeps half the weight at or above its bar and all of it below
@pytest.mark.parametrize(
    "board, before, after, pot, bets, bar, above, below",
    [
        ("7s9s2c4cTh", 6, [("river", 0, "bet", 10), ("river", 1, "call", None)], 32, (10, 10), 300, 1000, 300),
        ("Kh8h2c", 2, [("flop", 0, "check", None), ("flop", 1, "check", None)], 12, (0, 0), 880, 500, 1000),
    ],
)
def test_a_call_or_a_check_narrows_by_the_documented_bars(board, before, after, pot, bets, bar, above, below):
    checks = [(s, q, "check", None) for s in ("flop", "turn") for q in (0, 1)][: before - 2]
    history = _pf(*checks, *after)
    hero_bet, villain_bet = bets
    data = with_(
        board=board, pot=pot, history=history, starting_stacks=[200, 200],
        seats=seats((194 - hero_bet, hero_bet), (194 - villain_bet, villain_bet)),
    )  # fmt: skip
    assert not codes(data)
    old = opponent_range(state_from_dict({**data, "history": history[:before]}), 1)
    street_cards = {"flop": 3, "turn": 4, "river": 5}[after[-1][0]]
    shown = [card_index(board[i : i + 2]) for i in range(0, 2 * street_cards, 2)]
    strength = strength_table(shown, [card_index("As"), card_index("Kd")])
    assert any(strength[c] == bar for c in old.combos)  # the boundary itself is in the range
    expected = {}
    for combo, weight in zip(old.combos, old.weights):
        weight = weight * (above if strength[combo] >= bar else below) // 1000
        if weight:
            expected[combo] = weight
    new = opponent_range(state_from_dict(data), 1)
    assert dict(zip(new.combos, new.weights)) == expected


# kills R13: the flat call of one raise read as the wider of 35% and twice the seat's opening share, not the
# narrower: docs/advisor.md caps it at 35% (45% from the big blind), less the top 2% that would re-raise
def test_a_flat_call_of_a_raise_is_capped_at_35_percent():
    history = [
        {"street": "preflop", "seat": 2, "action": "raise", "amount": 6},
        {"street": "preflop", "seat": 3, "action": "fold"},
        {"street": "preflop", "seat": 4, "action": "call"},
    ]
    table = seats((199, 1), (198, 2), (194, 6), (200, 0), (194, 6), (200, 0))
    table[3]["folded"] = True
    data = with_(hero=1, dealer=5, actor=1, pot=15, seats=table, starting_stacks=None, history=history)
    state = state_from_dict(data)
    assert not codes(data) and state.position_name(4) == "CO"
    caller = opponent_range(state, 4)
    capped = preflop_range(Fraction(35, 100), Fraction(2, 100)).without([card_index("As"), card_index("Kd")])
    assert dict(zip(caller.combos, caller.weights)) == dict(zip(capped.combos, capped.weights))


# defect (session 35, mutant A05 of review 35b): --model was taken with an MDF response, which reads no
# behaviour model, so the option did nothing and said nothing; it is now refused there in one line
@pytest.mark.parametrize("response", ["mdf_range", "mdf_linear", "mdf_calibrated"])
def test_a_behaviour_model_with_an_mdf_response_is_refused(cosino_cli, tmp_path, response):
    options = ("--rollouts", "4", "--equity", "4", "--subgame", "off", "--response", response)
    path, (code, out, err) = advise(cosino_cli, tmp_path, STATE, *options, "--model", "station")
    assert code == 2 and err.strip().endswith(f"--model: applies to --response behavior only, not {response}"), err
    path, (code, out, err) = advise(cosino_cli, tmp_path, STATE, *options)
    assert code == 0, (code, out, err)
