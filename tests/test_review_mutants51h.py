"""Review 51h: a mutation review, by hand, of review 51's three changes (rates 51a, canonical URLs 51b, advisor
cards 51c).

90 mutants were tried: 65 were killed by the existing suite and 25 survived. 20 survivors were gaps, each killed
by a test below (its mutant named in the docstring); 5 are equivalent:

- ``charge > 0`` as ``charge >= 0`` in ``SharedLimitedSeat.act``: ``AwsStore.charge_tokens`` (the one store with
  buckets) sends nothing for a charge of 0.
- ``removesuffix(".")`` as ``rstrip(".")`` in ``request_host``: a host ending in two dots is refused at
  registration ("names no valid host") and resolves nowhere.
- dropping ``_without_dot_segments``'s relative-path return: a URL with a host always has an empty path or one
  starting with "/"; one without a host is refused by ``check_url`` and by ``post``.
- ``len(words) == 1`` as ``len(words) <= 1`` in ``parse_cards``: with no words the loop never runs.
- ``range(0, len(word), 2)`` as ``range(0, len(word) - 1, 2)``: a word reaching it has an even length, so both
  ranges end at the same last pair.

No mutant revealed a defect in the code: every gap is a behaviour the code has that no test held.
"""

from __future__ import annotations

import dataclasses
import time
from http.server import BaseHTTPRequestHandler
from typing import Any

import pytest
from support.advisor_states import PREFLOP
from support.loopback import send_json, serve, stop

from cosino.advisor.state import ObservedTableState, StateError, state_from_dict, typed_text, validate
from cosino.primitives.cards import CardError, parse_cards
from cosino_runtime.engine import limits
from cosino_runtime.seats import transport
from tests.test_review_rates51a import TOKENS, says_seat, settled_level, tokens_level
from tests.test_review_store_cost50c import rate_store

# --- rates (51a) ----------------------------------------------------------------------------------------------------


def test_an_embedded_call_reporting_zero_tokens_gives_back_all_but_its_one_token(monkeypatch):
    """Mutant: ``n >= 0`` as ``n > 0`` in ``reported_tokens``. A call reporting 0 and 0 costs its one token (since
    the floor51 change, as on the shared buckets): 999 of the 1000 taken as its estimate come back. The mutant reads
    no count, so the estimate stayed charged and the agent was 900 tokens in debt for a call that used none."""
    assert limits.reported_tokens({"input_tokens": 0, "output_tokens": 0}) == 0
    assert settled_level(monkeypatch, {"input_tokens": 0, "output_tokens": 0}) == 99


@pytest.mark.parametrize("call", ["42", [40, 2], 42, ("input_tokens", 42)])
def test_a_call_record_that_is_not_a_dict_is_no_count(call):
    """Mutant: ``call if isinstance(call, dict) else {}`` as ``call or {}``: anything else a seat leaves
    raised AttributeError after the agent had answered."""
    assert limits.reported_tokens(call) is None


class Clock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_next_estimate_after_an_absurd_count_is_a_minute_of_the_rate():
    """Mutant: ``self.estimate = max(used, 1)`` as ``max(ticket.tokens, 1)``. After a call reporting 10**30 tokens
    the next call takes a minute of the rate (6000) as its estimate; the mutant took 10**30, and the agent was
    stalled for ages after all."""
    clock = Clock()
    agent = limits.AgentLimits(tokens_per_minute=6_000, clock=clock)
    with agent.admit() as ticket:
        ticket.tokens = 10**30
    assert agent.estimate == 6_000
    clock.now = 3_600.0  # an hour on: the bucket is full again (100 tokens)
    with agent.admit():
        assert agent.tokens.level == 100 - 6_000


def test_after_a_call_reporting_zero_tokens_the_next_call_still_takes_one():
    """Mutant: ``max(used, 1)`` as ``max(used, 0)``. A call reporting 0 tokens costs its one token and leaves an
    estimate of 1, so the next call still takes a token before it runs; with an estimate of 0 the tokens rate held
    nothing back."""
    agent = limits.AgentLimits(tokens_per_minute=6_000, clock=lambda: 0.0)
    with agent.admit() as ticket:
        ticket.tokens = 0
    assert agent.tokens.level == 99 and agent.estimate == 1
    with agent.admit():
        assert agent.tokens.level == 98


def test_a_shared_call_reporting_two_tokens_is_charged_the_second(stack):
    """Mutant: ``if charge > 0`` as ``if charge > 1``. One token is taken before the call and the other charged
    after it: the level is 2 tokens lower. The mutant charged nothing for a call using 2 (1 lower)."""
    store = rate_store(stack, at_ms=5)
    assert says_seat(store, TOKENS, {"input_tokens": 1, "output_tokens": 1}).act({}) == {"action": "check"}
    assert tokens_level(store, TOKENS) == 98_000


# --- canonical URLs (51b) -------------------------------------------------------------------------------------------


def test_a_final_dot_dot_segment_leaves_its_slash():
    """Mutant: ``segment in (".", "..")`` as ``segment == "."`` for the last segment. RFC 3986 5.2.4 resolves
    "/a/b/.." to "/a/" (the existing case, "/act/.." to "/", was the root either way); the mutant gave "/a"."""
    assert transport.canonical_url("http://a.example/a/b/..") == "http://a.example/a/"
    assert transport.canonical_url("http://a.example/a/b/%2e%2E") == "http://a.example/a/"


@pytest.fixture
def agent():
    """A loopback agent recording each request's Host header."""
    hosts: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            hosts.append(self.headers.get("Host", ""))
            send_json(self, b"{}")

        def log_message(self, *args):
            pass

    httpd, _base = serve(Handler)
    yield httpd.server_address[1], hosts
    stop(httpd)


def test_a_host_name_is_resolved_as_written_and_named_canonically(agent, monkeypatch):
    """Mutant: ``canonical_host if _is_ip(canonical_host) else host`` as ``canonical_host``. A name ending in a dot
    is resolved as written (fully qualified: no search domain is tried) while Host names its canonical form; the
    mutant resolved "localhost" instead."""
    port, hosts = agent
    resolved: list[str] = []
    real_connect = transport.connect

    def recording_connect(host: str, *args: Any, **kwargs: Any) -> Any:
        resolved.append(host)
        return real_connect("127.0.0.1", *args, **kwargs)

    monkeypatch.setattr(transport, "connect", recording_connect)
    assert transport.post(f"http://localhost.:{port}/act", b"{}", {}, time.monotonic() + 5) == b"{}"
    assert resolved == ["localhost."] and hosts == [f"localhost:{port}"]


# --- advisor cards (51c) --------------------------------------------------------------------------------------------

STATE = PREFLOP  # heads-up, before the flop (tests/support/advisor_states.py)


def _repeats(state: ObservedTableState) -> list[str]:
    return [i.message for i in validate(state) if i.code == "duplicate_cards"]


def test_typed_text_of_exactly_the_shown_length_is_not_clipped():
    """Mutant: ``len(text) <= TYPED_SHOWN`` as ``<``: 40 characters were all shown and still marked clipped."""
    assert typed_text("A" * 40) == "'" + "A" * 40 + "'"
    assert typed_text("A" * 41) == "'" + "A" * 40 + "'..."


def test_the_first_character_past_the_basic_plane_is_escaped_in_eight_digits():
    """Mutant: ``code < 0x10000`` as ``<=``: U+10000 was written "\\u10000", which reads as U+1000 then "0"."""
    assert typed_text("\U00010000") == "'\\U00010000'"
    assert typed_text("\uffff") == "'\\uffff'"


def test_one_bad_word_inside_spaces_is_named_with_where_it_starts():
    """Mutant: ``word.group() == text`` as ``word.group() == text.strip()``. The short message is for text that is
    one word and nothing else; " Q " names its word and character 2, as any text with spaces does."""
    with pytest.raises(StateError) as caught:
        state_from_dict({**STATE, "hero_cards": " Q "})
    assert str(caught.value).startswith("field 'hero_cards': bad card string ' Q ': 'Q' at character 2 ")


@pytest.mark.parametrize("typed", ["", "   ", []])
def test_no_hero_cards_typed_means_none_known(typed):
    """Mutant: ``hero_cards=hero_cards or None`` as ``hero_cards=hero_cards``. An empty field is no cards known
    (None), not a hand of 0 cards, which validate refused as "hold'em hero holds two cards, got 0"."""
    state = state_from_dict({**STATE, "hero_cards": typed})
    assert state.hero_cards is None
    assert "hero_cards_count" not in [i.code for i in validate(state)]


def test_exactly_three_repeats_are_all_named_and_none_counted():
    """Mutant: ``len(repeats) > REPEATS_SHOWN`` as ``>=``: three repeats ended "; and 0 more cards named more than
    once"."""
    (said,) = _repeats(state_from_dict({**STATE, "hero_cards": "AsKs", "board": "AsKsQsQs2c"}))
    assert said == (
        "'As' (hero_cards) and 'As' (board) are the same card; 'Ks' (hero_cards) and 'Ks' (board) are the same card;"
        " 'Qs' (board) is named 2 times"
    )


def test_a_card_added_after_reading_is_still_found_repeated():
    """Mutant: ``_spellings`` without ``len(typed) == len(cards)``. A state whose board grew after it was read
    (typed "2c3d4h", now four cards): the typed spellings no longer fit, so the engine's are used; the mutant
    returned the three typed ones, zip stopped at them, and the repeated fourth card went unreported."""
    state = state_from_dict({**STATE, "hero_cards": "AsKd", "board": "2c3d4h"})
    grown = dataclasses.replace(state, board=(*state.board, "As"))
    assert _repeats(grown) == ["'As' (hero_cards) and 'As' (board) are the same card"]


def test_a_board_changed_after_reading_is_named_in_the_engines_spelling():
    """Mutant: ``_spellings`` without ``typed_card(t) == c``. The board changed to other cards of the same count:
    the mutant named the repeat by the typed text of the card it replaced ('2c')."""
    state = state_from_dict({**STATE, "hero_cards": "AsKd", "board": "2c3d4h"})
    changed = dataclasses.replace(state, board=("As", "3d", "4h"))
    assert _repeats(changed) == ["'As' (hero_cards) and 'As' (board) are the same card"]


def test_spellings_that_are_not_text_are_not_used():
    """Mutant: ``_spellings`` without ``isinstance(t, str)``. A state built with spellings that are not text: the
    engine's are used; the mutant raised AttributeError (an int has no ``startswith``) inside validate."""
    state = state_from_dict({**STATE, "hero_cards": "AsKd", "board": "As3d4h"})
    odd = dataclasses.replace(state, as_typed={"hero_cards": (1, 2), "board": (3, 4, 5)})
    assert _repeats(odd) == ["'As' (hero_cards) and 'As' (board) are the same card"]


def test_parse_cards_clips_a_long_string_and_a_long_word():
    """Mutants: ``quoted(text[:SHOWN])`` as ``quoted(text)`` and ``quoted(word[:SHOWN])`` as ``quoted(word)``:
    a long bad word was quoted whole, twice."""
    with pytest.raises(CardError) as caught:
        parse_cards("As " + "K" * 1_001)
    assert str(caught.value) == (
        f"bad card string 'As {'K' * 57}'...: word 2, '{'K' * 60}', is not whole cards"
        " (a space never joins two halves of a card)"
    )


def test_parse_cards_does_not_mark_text_of_exactly_the_shown_length_clipped():
    """Mutant: ``len(text) > SHOWN`` as ``>=``: 60 characters, all shown, were marked clipped."""
    text = "K" + " " * 58 + "d"
    with pytest.raises(CardError) as caught:
        parse_cards(text)
    assert str(caught.value).startswith(f"bad card string '{text}': word 1, 'K', ")


def test_parse_cards_still_checks_each_card_and_refuses_repeats():
    """Mutant: ``parse_cards`` without ``check_distinct(cards)``: "As Kd As" and "Xx" were returned as cards."""
    with pytest.raises(CardError, match="^duplicate card As$"):
        parse_cards("As Kd As")
    with pytest.raises(CardError, match="^bad card 'Xx': "):
        parse_cards("AsXx")


def test_parse_cards_splits_on_tabs_and_line_breaks_as_on_spaces():
    """Mutant: ``text.split()`` as ``text.split(" ")``: "As\\tKd" was one word of five characters, refused as of
    odd length."""
    assert parse_cards("As\tKd\nQh") == ["As", "Kd", "Qh"]
