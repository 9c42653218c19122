"""The ACPC seat against a small ACPC-speaking bot on loopback (a real socket, a real client thread)."""

from __future__ import annotations

import socket
import threading
import time

import pytest
from support.loopback import free_port

from cosino.games.poker.holdem import HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK
from cosino.primitives.rng import Rng
from cosino_runtime.seats.acpc import acpc_position, check_acpc_name, matchstate
from cosino_runtime.seats.registry import SeatNameError, build_seat, check_seats


class Bot(threading.Thread):
    """Connects like an ACPC client, says VERSION, answers each MATCHSTATE with ``policy(state)``
    (None: never answers). With ``hang_up_after`` it closes after that many replies and connects again."""

    def __init__(self, port, policy, hang_up_after=None):
        super().__init__(daemon=True)
        self.port, self.policy, self.hang_up_after = port, policy, hang_up_after
        self.seen: list[str] = []
        self.connections = 0
        self.stop = False

    def connect(self):
        end = time.monotonic() + 10
        while time.monotonic() < end:
            try:
                return socket.create_connection(("127.0.0.1", self.port), timeout=10)
            except OSError:
                time.sleep(0.02)
        return None  # the dealer is gone: the test is over

    def run(self):
        try:
            self._serve()
        except OSError:
            pass  # the test closed its dealer (or it went quiet for 10 s): this bot is done

    def _serve(self):
        while not self.stop:
            sock = self.connect()
            if sock is None:
                return
            self.connections += 1
            sock.sendall(b"VERSION:2.0.0\r\n")
            replies = 0
            with sock, sock.makefile("rb") as lines:
                for raw in lines:
                    state = raw.decode().strip()
                    self.seen.append(state)
                    action = self.policy(state)
                    if action is None:
                        continue
                    sock.sendall(f"{state}:{action}\r\n".encode())
                    replies += 1
                    if self.hang_up_after and replies >= self.hang_up_after:
                        self.hang_up_after = None
                        break


def _play(seats, stacks, button, other=lambda obs: Action("call" if obs["decision"]["canCall"] else "check")):
    """One hand: ``seats[pos]`` (an ACPC seat) or ``other`` decides; returns the hand and the answers."""
    hand = HoldemHand(list(DECK), stacks, button, 1, 2)
    answers = []
    while hand.to_act() is not None:
        p = hand.to_act()
        obs = hand.observation(p)
        if p in seats:
            answer = seats[p].act(obs)
            answers.append(answer)
            if "transport" in answer:
                return hand, answers
            hand.apply(Action(answer["action"], answer.get("amount")))
        else:
            hand.apply(other(obs))
    return hand, answers


def test_heads_up_matchstates_and_actions_map_both_ways(monkeypatch):
    port = free_port()
    script = iter(["r6", "r16", "c", "c"])
    bot = Bot(port, lambda state: next(script))
    bot.start()
    seat = build_seat(f"acpc:127.0.0.1:{port}", "holdem-hu", Rng(bytes(32)))
    hand, answers = _play({0: seat}, [200, 200], 0)
    mine = "".join(hand.hole_cards(0))
    board = hand.shown_board()
    # Our position 0 is the button (the small blind): ACPC position 1.
    assert bot.seen[0] == f"MATCHSTATE:1:0::|{mine}"
    assert answers[0] == {"action": "raise", "amount": 6}
    assert bot.seen[1] == f"MATCHSTATE:1:0:r6c/c:|{mine}/{''.join(board[:3])}"
    assert answers[1] == {"action": "bet", "amount": 10}  # r16 = 6 before the flop + a bet of 10
    assert bot.seen[2].startswith("MATCHSTATE:1:0:r6c/cr16c/c:")
    assert seat.call["outcome"] == "ok" and hand.is_over() and sum(hand.nets()) == 0


def test_three_players_positions_and_a_new_hand_number():
    assert [acpc_position(p, 2, 3) for p in range(3)] == [0, 1, 2]  # the small blind is ACPC 0
    port = free_port()
    bot = Bot(port, lambda state: "c")
    bot.start()
    seat = build_seat(f"acpc:127.0.0.1:{port}", "holdem-6max", Rng(bytes(32)))
    hand, _ = _play({1: seat}, [100, 100, 100], 2)
    assert bot.seen[0] == f"MATCHSTATE:1:0:cc:|{''.join(hand.hole_cards(1))}|"
    _play({1: seat}, [100, 100, 100], 0)
    assert bot.seen[-1].split(":")[2] == "1"  # the second hand is hand 1
    assert hand.is_over()


def test_a_silent_bot_times_out_within_the_deadline(monkeypatch):
    monkeypatch.setenv("COSINO_AGENT_TIMEOUT", "0.5")
    port = free_port()
    Bot(port, lambda state: None).start()
    seat = build_seat(f"acpc:127.0.0.1:{port}", "holdem-hu", Rng(bytes(32)))
    start = time.monotonic()
    _, answers = _play({0: seat}, [200, 200], 0)
    assert answers[-1]["transport"] == "timeout" and time.monotonic() - start < 1.0
    assert seat.call["outcome"] == "timeout"


def test_a_bot_that_reconnects_is_used_again_within_the_same_deadline():
    port = free_port()
    bot = Bot(port, lambda state: "c", hang_up_after=1)
    bot.start()
    seat = build_seat(f"acpc:127.0.0.1:{port}", "holdem-hu", Rng(bytes(32)))
    hand, answers = _play({0: seat}, [200, 200], 0)
    assert all("transport" not in a for a in answers) and hand.is_over()
    assert bot.connections == 2 and seat.call["attempts"] in (1, 2)


def test_names_and_variants_are_checked_before_play():
    assert check_acpc_name("acpc:localhost:18791")[:2] == ("localhost", 18791)
    # A port in other digits (Arabic-Indic 80) is refused: it would be a second spelling of one address.
    for bad in ("acpc:localhost", "acpc:localhost:0", "acpc::99", "acpc:host:http", "acpc:host:\u0668\u0660"):
        with pytest.raises(SeatNameError, match=r"seat 1 .*acpc:<host>:<port>"):
            check_seats([bad], "holdem-hu")
    with pytest.raises(SeatNameError, match="plays no-limit Hold'em, not 'kuhn'"):
        check_seats(["acpc:localhost:18791"], "kuhn")


def test_a_raise_in_other_digits_is_not_a_raise():
    from cosino_runtime.seats.acpc import answer_of

    observation = {"decision": {"canCall": True}, "street": "preflop", "legal": [{"action": "raise"}]}
    assert answer_of("r\u0663\u0660\u0660", observation) == {"action": "r\u0663\u0660\u0660"}  # Arabic-Indic 300


def test_matchstate_of_a_river_decision_lists_every_round():
    hand = HoldemHand(list(DECK), [50, 50], 1, 1, 2)
    for a in (Action("call"), Action("check"), Action("bet", 4), Action("call"), Action("check"), Action("check")):
        hand.apply(a)
    obs = hand.observation(hand.to_act())
    state = matchstate(obs, 7)
    assert state.startswith("MATCHSTATE:") and state.split(":")[2:4] == ["7", "cc/r6c/cc/"]
    assert state.count("/") == 3 + 3  # three round separators in the betting, three in the cards


def test_a_raise_facing_an_all_in_is_a_call_as_the_acpc_dealer_makes_it():
    from cosino.seats.answers import parse_answer
    from cosino_runtime.seats.acpc import answer_of

    hand = HoldemHand(list(DECK), [200, 200], 1, 1, 2)
    hand.apply(Action("raise", 200))  # the button shoves: the big blind may only call or fold
    obs = hand.observation(hand.to_act())
    assert {o["action"] for o in obs["legal"]} == {"fold", "call"}
    answer = answer_of("r20000", obs)
    assert answer == {"action": "call"}
    assert parse_answer(answer, obs["legal"]).response == {"action": "call"}  # not refused, so no fold
    assert answer_of("r4", obs) == {"action": "call"} and answer_of("f", obs) == {"action": "fold"}
