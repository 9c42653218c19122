"""A numbered player or seat right before an action word is another player: "Player 3 folds." is his
fold, not the seat's (corpus 37 read it as the seat's fold). Prompts name a seat by its alias and
position, so a seat that numbers itself this way is refused, never misread."""

from __future__ import annotations

import pytest
from support.answer_cases import BID, HOLDEM, OPEN, TRICK, act, raise_to, read_as
from support.cpu import assert_within_cpu


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Player 3 folds.", HOLDEM),
        ("Seat 4 folds.", HOLDEM),
        ("player3 raises to 12.", HOLDEM),
        ("Seat 2 checks.", OPEN),
        ("Player 1 bids 3.", BID),
        ("Player 2 plays the Qh.", TRICK),
        ("Player 3's call.", HOLDEM),
    ],
)
def test_only_another_numbered_players_action_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Player 3 folds, so I call.", HOLDEM, act("call")),
        ("Player 2 raises to 12; I call.", HOLDEM, act("call")),
        ("Seat 5 bets. I raise to 20.", HOLDEM, raise_to(20)),
        ("Seat 1 folded, seat 2 called. I fold.", HOLDEM, act("fold")),
    ],
)
def test_the_seats_own_action_after_a_numbered_players_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("As player 3 I fold.", HOLDEM, act("fold")),  # "I" follows the label: the seat's own
        ("I am player 3. I fold.", HOLDEM, act("fold")),
        ("player 3 (me) folds", HOLDEM, act("fold")),  # a label the seat gives itself in brackets
        ("Fold. Player 3 folds too.", HOLDEM, act("fold")),
        ("Raise to 12. Multiplayer 3-way pot.", HOLDEM, raise_to(12)),
    ],
)
def test_the_seat_naming_itself_or_other_numbers_are_untouched(text, legal, meant):
    assert read_as(text, legal) == meant


def test_the_check_stays_bounded_on_hostile_text():
    text = "Player 3 " * 11_000 + "fold."
    assert_within_cpu(lambda: read_as(text, HOLDEM), 2.0)


# Session 32, second change (from corpus 38's misreads): short labels, crowds, table names and a note
# that calls a position the villain name other players too.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("P4 checks", OPEN),
        ("p2 raises to 12.", HOLDEM),
        ("Two players limp.", HOLDEM),
        ("Nobody folds.", HOLDEM),
        ("Everybody checks.", OPEN),
        ("Rivet raises to 12.", HOLDEM),
        ("Gasket plays the Qh.", TRICK),
        ("CO (villain) calls.", HOLDEM),
    ],
)
def test_other_named_players_action_alone_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("P1 bets, P2 folds, I call.", HOLDEM, act("call")),
        ("Sprocket folded and Gizmo called; I raise to 25.", HOLDEM, raise_to(25)),
        ("BB (villain) 3-bets to 18. I fold.", HOLDEM, act("fold")),
        ("Gizmo (me) raises to 20.", HOLDEM, raise_to(20)),  # the seat's own name, marked as its own
        ("The rivet on my chair is loose. Fold.", HOLDEM, act("fold")),  # a table name as a plain word
    ],
)
def test_the_seats_own_action_beside_named_players_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


# Session 32, third change (from corpus 39's misreads): crowds ("the rest", "the others", "all three of them"),
# V labels and an opponent's nickname in a note.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("The rest fold.", HOLDEM),
        ("The others check.", OPEN),
        ("All three of them check.", OPEN),
        ("V1 bets 30.", HOLDEM),
        ("HJ (nit) 4-bets.", HOLDEM),
        ("BTN (whale) calls.", HOLDEM),
    ],
)
def test_crowds_labels_and_nicknamed_players_alone_are_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("The rest fold to me. Raise to 8.", HOLDEM, raise_to(8)),
        ("All three of them bid 3; I bid 4.", BID, act("bid", 4)),
        ("Give them the Qh.", TRICK, act("play", card="Qh")),  # "them" as an object is no player
        ("He calls a lot; against them I bet 20.", OPEN, act("bet", 20)),
        ("BTN (me) raises to 30.", HOLDEM, raise_to(30)),  # a note naming the seat itself
        ("I have the nuts (A high flush) so bet 20.", OPEN, act("bet", 20)),  # a note that names no player
    ],
)
def test_the_seats_own_action_beside_crowds_and_notes_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


# Session 32, from corpus 41: a card taken back after a "no" standing alone, with a reason between, read the first
# card and was refused; since session 39 a bare "no" is a correction, and the card after it is read, as corpus 41 meant.
@pytest.mark.parametrize(
    "text, card",
    [
        ("Play the Qh - partner is winning... no, save it. 2c.", "2c"),
        ("Play the 2c... no, I have to follow: Th.", "Th"),
        ("Qh. No. Th.", "Th"),
    ],
)
def test_a_card_taken_back_after_a_lone_no_reads_the_card_after_it(text, card):
    assert read_as(text, TRICK) == act("play", card=card)


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Play the Qh, no trump is out. The Th waits.", "Qh"),  # "no" inside a clause takes nothing back
        ("Play the Qh... no, wait, yes: the Qh.", "Qh"),  # taken back for the same card
        ("No, not the 2c. Play the Qh.", "Qh"),  # the "no" comes before the card read
    ],
)
def test_a_no_that_takes_no_card_back_leaves_the_card(text, meant):
    assert read_as(text, TRICK) == act("play", card=meant)
