"""PHH: parsing the TOML subset, replaying through the engine, exporting, and ``cosino phh replay``."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from cosino.formats.phh import PhhError, export_episode, export_phh, loads, replay
from cosino.games.poker.holdem import HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK
from cosino.primitives.rng import Rng, derive

HEADS_UP = """\
# a heads-up hand: p1 is the big blind, p2 the button
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 150]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 6', 'p1 cbr 20', 'p2 cc',
  'd db 2c7d9h', 'p1 cbr 30', 'p2 cbr 130', 'p1 cc', 'p2 sm KsKd', 'p1 sm AsAd', 'd db Tc', 'd db 3s']
finishing_stacks = [350, 0]
"""

SIX_MAX = """\
[1]
# source: somewhere
variant = "NT"
ante_trimming_status = true
antes = [0, 0, 0, 0, 0, 0]
blinds_or_straddles = [50, 100, 0, 0, 0, 0]
min_bet = 100
starting_stacks = [10000, 10000, 10000, 10000, 10000, 10000]
actions = ['d dh p1 TcQc', 'd dh p2 8s4c', 'd dh p3 9c3d', 'd dh p4 Ah4h', 'd dh p5 Th5s', 'd dh p6 6c7s', 'p3 f', 'p4 cbr 210', 'p5 f', 'p6 f', 'p1 cc', 'p2 f', 'd db 7d5h9d', 'p1 cc', 'p4 cc', 'd db 7c', 'p1 cc', 'p4 cc', 'd db Qh', 'p1 cbr 230', 'p4 f']
players = ['MrBlue', 'MrBlonde', 'MrWhite', 'MrPink', 'MrBrown', 'Pluribus']
finishing_stacks = [10310, 9900, 10000, 9790, 10000, 10000]

[2]
variant = 'NT'
blinds_or_straddles = [50, 100, 0]
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 f']  # comment after a value
finishing_stacks = [950.0, 1050.0, 1000.0]
"""


def test_parse_sections_comments_multiline_arrays_and_exact_decimals():
    hands = loads(SIX_MAX, source="six.phhs")
    assert [h.label for h in hands] == ["1", "2"]
    assert hands[0].fields["ante_trimming_status"] is True
    assert hands[0].fields["variant"] == "NT" and hands[0].line == 1
    assert hands[1].fields["finishing_stacks"] == [Fraction(950), Fraction(1050), Fraction(1000)]
    assert all(isinstance(x, Fraction) for x in hands[1].fields["finishing_stacks"])
    single = loads(HEADS_UP)
    assert len(single) == 1 and single[0].label == ""
    assert len(single[0].fields["actions"]) == 13


def test_heads_up_maps_p1_to_the_big_blind_and_p2_to_the_button():
    result = replay(loads(HEADS_UP)[0])
    blinds = [(e["pos"], e["amount"]) for e in result.events if e["type"] == "blind"]
    assert blinds == [(1, 1), (0, 2)]
    assert result.nets == [150, -150] and result.finishing_stacks == [350, 0]
    assert result.pots == [{"amount": 300, "eligible": [0, 1], "winners": [0], "shares": [300]}]


def test_six_max_replay_and_unknown_cards_without_a_showdown():
    first, second = (replay(h) for h in loads(SIX_MAX))
    assert first.finishing_stacks == first.logged_finishing_stacks
    assert first.players[0] == "MrBlue" and first.nets[0] == 310
    assert second.finishing_stacks == [950, 1050, 1000] == second.logged_finishing_stacks
    assert second.players == ["p1", "p2", "p3"]


def test_parse_the_rest_of_the_toml_subset_pokerkit_writes():
    text = """a = '''it's'''
b = "x\\"y"  # a comment
c = [1, 'a', 2.5, true, -3]
day = 2026-11-29
time = 12:30:00
'quoted key' = 'v # not a comment'
f = [
  'x', # inside an array
  'y',
]
"""
    fields = loads(text)[0].fields
    assert fields == {
        "a": "it's",
        "b": 'x"y',
        "c": [1, "a", Fraction(5, 2), True, -3],
        "day": "2026-11-29",
        "time": "12:30:00",
        "quoted key": "v # not a comment",
        "f": ["x", "y"],
    }


@pytest.mark.parametrize(
    "text, message",
    [
        ("variant = 'NT'\nfoo bar\n", r"<text>:2: expected 'key = value'"),
        ("x = [1, 2\n", r"<text>:1: value not finished"),
        ("x = 1\nx = 2\n", r"<text>:2: key 'x' given twice"),
        ("x = nope\n", r"<text>:1: unsupported value"),
        ("x = 1 2\n", r"<text>:1: unexpected text"),
        ("[1\nx = 1\n", r"<text>:1: bad section header"),
    ],
)
def test_bad_text_names_the_line(text, message):
    with pytest.raises(PhhError, match=message):
        loads(text)


def _with(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new)


@pytest.mark.parametrize(
    "edit, message",
    [
        (("variant = 'NT'", "variant = 'FT'"), "variant 'FT' is not replayable"),
        (("antes = [0, 0]", "antes = [1, 1]"), "'antes' must be all zero"),
        (("blinds_or_straddles = [1, 2]", "blinds_or_straddles = [2, 1]"), "blinds_or_straddles"),
        (("min_bet = 2", "min_bet = 4"), "'min_bet' 4 must equal the big blind 2"),
        (("'p2 cbr 6'", "'p2 cbr 3'"), r"hand: action 2 \('p2 cbr 3'\): raise to 3 is below the minimum raise-to 4"),
        (("'p2 cbr 6'", "'p1 cbr 6'"), r"action 2 \('p1 cbr 6'\): p1 acted but p2 is on decision"),
        (("'p2 cbr 6'", "'p2 xx'"), "unknown or malformed player action"),
        (("'d dh p2 KsKd'", "'d dh p2 AsKd'"), "card As appears twice"),
        (("'d dh p2 KsKd'", "'d dh p2 ZzKd'"), "bad card 'Zz'"),
        (("'d dh p2 KsKd'", "'d dh p2 ????'"), "p2 reaches the showdown but its hole cards are not all known"),
        (("'p1 cc', 'p2 sm KsKd'", "'p1 f', 'p2 cc', 'p2 sm KsKd'"), "the hand is already over"),
        (("'p1 cbr 30', 'p2 cbr 130', 'p1 cc'", "'p1 cbr 30'"), "actions stop while p2 is still on decision"),
        (("starting_stacks = [200, 150]", "starting_stacks = [200, 150, 10]"), "has 2 entries for 3 players"),
    ],
)
def test_bad_hands_name_the_hand_and_the_rule(edit, message):
    hand = loads(_with(HEADS_UP, *edit))[0]
    with pytest.raises(ValueError, match=message):
        replay(hand)


def _random_records(seed: int, n: int, stacks: list[int] | None = None) -> list[dict]:
    rng = Rng(derive("phh-export", seed))
    deck = list(DECK)
    rng.shuffle(deck)
    stacks = stacks or [20 + rng.randbelow(300) for _ in range(n)]
    button = rng.randbelow(n)
    hand = HoldemHand(deck, stacks, button, 1, 2)
    records = [{"type": "hand", "hand": seed, "button": button, "slots": list(range(n)), "stacks": stacks}]
    records += hand.start_events()
    while hand.to_act() is not None:
        options = hand.options()
        o = options[rng.randbelow(len(options))]
        amount = None if o.min_amount is None else rng.randint(o.min_amount, o.max_amount)
        records += hand.apply(Action(o.kind, amount))
    return records, hand


def test_export_is_read_by_pokerkit_to_the_same_stacks():
    pokerkit = pytest.importorskip("pokerkit")
    for seed in range(60):
        records, hand = _random_records(seed, 2 + seed % 5)
        text = export_phh(records)
        order = [(records[0]["button"] + 1 + i) % len(hand.start) for i in range(len(hand.start))]
        ours = [hand.final_stacks()[p] for p in order]
        history = pokerkit.HandHistory.loads(text)
        final = list(list(history)[-1].stacks)
        nets = [f - s for f, s in zip(final, history.starting_stacks)]
        # PokerKit stacks every odd chip of a pot on the first winner; ours spreads them
        if final != ours:
            pots = [e for e in records if e.get("type") == "pot"]
            assert any(p["amount"] % len(p["winners"]) > 1 for p in pots), text
            continue
        assert sum(nets) == 0
        back = replay(loads(text)[0])
        assert back.finishing_stacks == ours == back.logged_finishing_stacks


def test_export_skips_seats_sitting_out_and_names_players_from_the_episode():
    records, hand = _random_records(7, 4, stacks=[100, 0, 50, 80])
    episode = {"type": "episode", "seats": [{"slot": i, "alias": a} for i, a in enumerate(["Ann", "Bo", "Cy", "Di"])]}
    text = export_phh([episode] + records)
    fields = loads(text)[0].fields
    assert len(fields["starting_stacks"]) == 3 and 0 not in fields["starting_stacks"]
    assert "Bo" not in fields["players"]
    assert replay(loads(text)[0]).finishing_stacks == fields["finishing_stacks"]


def test_export_episode_writes_one_section_per_finished_hand():
    a, _ = _random_records(1, 3, [200, 200, 200])
    b, _ = _random_records(2, 3, [200, 200, 200])
    for r in b:
        r["hand"] = 2
    void = [{"type": "hand", "hand": 3, "button": 0, "stacks": [200] * 3}, {"type": "handVoid", "hand": 3}]
    for r in a:
        r["hand"] = 1
    text = export_episode([{"type": "episode", "seats": []}] + a + [{"type": "handEnd", "hand": 1}] + b + void)
    hands = loads(text)
    assert [h.label for h in hands] == ["1", "2"]
    assert [h.fields["hand"] for h in hands] == [1, 2]


def test_export_refuses_records_without_one_hand():
    with pytest.raises(ValueError, match="exactly one 'hand' record"):
        export_phh([])


# -- the command line ----------------------------------------------------------------------------


def test_cli_replay_prints_nets_and_pots(tmp_path, cosino_cli):
    path = tmp_path / "six.phhs"
    path.write_text(SIX_MAX)
    code, out, err = cosino_cli("phh", "replay", str(path))
    assert code == 0 and err == ""
    assert "hand [1]" in out and "MrBlue +310" in out and "main pot: 520" in out
    code, out, _ = cosino_cli("phh", "replay", str(path), "--json")
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["hand"] for r in rows] == ["1", "2"] and rows[0]["nets"][0] == 310


def test_cli_illegal_action_is_one_line_with_exit_status_2(tmp_path, cosino_cli):
    path = tmp_path / "bad.phh"
    path.write_text(_with(HEADS_UP, "'p2 cbr 6'", "'p2 cbr 3'"))
    code, out, err = cosino_cli("phh", "replay", str(path))
    assert code == 2 and out == ""
    assert err.strip() == f"cosino: {path}: hand: action 2 ('p2 cbr 3'): raise to 3 is below the minimum raise-to 4"
    assert len(err.strip().splitlines()) == 1


def test_cli_missing_file_and_empty_file(tmp_path, cosino_cli):
    code, _, err = cosino_cli("phh", "replay", str(tmp_path / "none.phh"))
    assert code == 2 and "cannot read" in err
    empty = tmp_path / "empty.phhs"
    empty.write_text("# nothing\n")
    code, _, err = cosino_cli("phh", "replay", str(empty))
    assert code == 2 and "no hands found" in err


# -- PokerKit's pointless big-blind check, finishing_stacks mismatches --------------------------


def _pokerkit_written_bb_check() -> str:
    """PokerKit plays a hand where the button calls all-in for the big blind and the small blind
    folds: it then asks the big blind to check, and writes that check."""
    pokerkit = pytest.importorskip("pokerkit")
    a = pokerkit.Automation
    auto = (
        a.ANTE_POSTING,
        a.BET_COLLECTION,
        a.BLIND_OR_STRADDLE_POSTING,
        a.HOLE_CARDS_SHOWING_OR_MUCKING,
        a.HAND_KILLING,
        a.CHIPS_PUSHING,
        a.CHIPS_PULLING,
    )
    game = pokerkit.NoLimitTexasHoldem(auto, True, 0, (1, 2), 2)
    state = game((100, 100, 2), 3)
    for cards in ("AsKs", "QhQd", "7c7d"):
        state.deal_hole(cards)
    state.check_or_call()  # p3, the button: all-in for 2
    state.fold()  # p1, the small blind
    assert state.actor_index == 1  # PokerKit asks the big blind to check
    state.check_or_call()
    for cards in ("2c3d4h", "9s", "Td"):
        if state.can_burn_card():
            state.burn_card("??")
        state.deal_board(cards)
    text = pokerkit.HandHistory.from_game_state(game, state).dumps()
    assert "'p2 cc'" in text
    return text + f"\nfinishing_stacks = {list(state.stacks)}\n"


def test_a_pokerkit_written_big_blind_check_after_all_ins_replays():
    text = _pokerkit_written_bb_check()
    result = replay(loads(text)[0])
    assert result.finishing_stacks == [99, 103, 0] == result.logged_finishing_stacks
    assert result.stack_mismatch() is None
    # A check by a seat that has folded is still refused.
    with pytest.raises(PhhError, match="already over"):
        replay(loads(text.replace("'p2 cc'", "'p1 cc'"))[0])


def test_export_writes_the_check_pokerkit_waits_for_and_reads_back_to_the_same_stacks():
    pokerkit = pytest.importorskip("pokerkit")
    hand = HoldemHand(list(DECK), [2, 100, 100], 0, 1, 2)
    records = [{"type": "hand", "hand": 0, "button": 0, "stacks": [2, 100, 100]}] + hand.start_events()
    records += hand.apply(Action("call")) + hand.apply(Action("fold"))  # the button all-in, the small blind out
    text = export_phh(records)
    assert "'p1 f', 'p2 cc', " in text
    state = list(pokerkit.HandHistory.loads(text))[-1]
    assert state.actor_index is None and not state.status  # PokerKit finished the hand
    assert list(state.stacks) == replay(loads(text)[0]).finishing_stacks
    # Short stacks make all-ins common: every export is read by PokerKit to the end.
    for seed in range(80):
        n = 2 + seed % 5
        stacks = [1 + (seed * 7 + 13 * k) % 9 for k in range(n)]
        records, hand = _random_records(1000 + seed, n, stacks=stacks)
        state = list(pokerkit.HandHistory.loads(export_phh(records)))[-1]
        assert state.actor_index is None and not state.status, export_phh(records)


def test_cli_finishing_stacks_mismatch_warns_or_fails_with_strict(tmp_path, cosino_cli):
    path = tmp_path / "wrong.phh"
    path.write_text(HEADS_UP.replace("finishing_stacks = [350, 0]", "finishing_stacks = [340, 10]"))
    code, out, err = cosino_cli("phh", "replay", str(path))
    assert code == 0 and "nets" in out
    assert err.strip() == (
        f"warning: {path}: hand: the file's finishing_stacks [340, 10] differ from the replay's [350, 0]"
    )
    code, out, err = cosino_cli("phh", "replay", "--strict", str(path))
    assert code == 2 and out == "" and "differ from the replay's [350, 0] (--strict)" in err
