"""Review 52f: a mutation review, by hand, of session 51's code no review had mutated: the tokens charged after a call
(rates51a, floor51) and the store's side of it, the API withholding a seed-spelling id (seed51l), the guarded
reader's exponent bound and ``league --check``'s reach (tinyp51), ``cosino power``'s digests and ``below_many``
(rt51g), and ``head_to_finalize`` (reads51f).

143 mutants were tried, one at a time, against the tests that reach each function: 112 were killed by the suite
(A4 by never ending: a still clock and an estimate of 1000 tokens), 12 by the tests below (each names its mutants),
and 19 are equivalent:

- A3 (the next estimate ``used`` for ``max(used, 1)``): ``chargeable`` is at least 1. D5 (``charge >= 0``): the store
  sends nothing for 0. D7 (the specs' ``n`` as 0), D12 (``takes[0]``'s n): the charge replaces each n, and every
  take is 1. E7 (no ``attribute_exists(updated_ms)``): every write of a level writes the time with it.
- W4-W7, W9 (``match``/``search``, ``[0-9]*``, ``{12,}``, a hex seed): no id the API gives (``<variant>-<20 hex>``,
  no registered variant has a ``-<digits>-`` part) matches any of them. N1 (``<`` for ``!=``): a page is never longer
  than its limit. N9 (99 z's): no id starts with 99 z's.
- X1 (a positive exponent counted), X5 (no inner bound), X6 (another value returned): the derived bytes are our own,
  whose only exponents are a Significant's, negative and small, and the parsed value is dropped.
- P6 (a counted digest left out of ``seen``): ``counted`` decides alone. G1 (n = 2^64 drawn one at a time), G8 (``>``
  for ``>=``: no block hashed): the same words. S7 (no ``__slots__``): memory only.

No mutant revealed a defect in the code.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cosino.primitives.canonical import Significant, dump_bytes
from cosino.primitives.errors import CosinoError
from cosino.primitives.jsonsafe import JsonInputError, loads
from cosino_runtime.commands.power import _replay_digest
from cosino_runtime.league.check import _compare, _exponent_reach

# --- tinyp51: the guarded reader's exponent bound, and how far league --check widens it ----------------------------


def test_the_reader_keeps_its_usual_exponent_bound_by_default():
    """Mutant J2: ``loads``'s ``max_exponent`` defaulting to 41. A decimal point 40 places before the first digit is
    read and 41 is refused, unless the caller widens the bound."""
    assert loads("[1e-41]") == [Fraction(1, 10**41)]
    with pytest.raises(JsonInputError, match="out of range"):
        loads("[1e-42]")
    assert loads("[1e-42]", max_exponent=41) == [Fraction(1, 10**42)]


def test_a_widened_exponent_bound_also_widens_the_longest_number_read():
    """Mutant J6: ``exact_decimal``'s length bound kept at the usual exponent (320 characters) when the caller widens
    it. With the bound at 500, 1e-400 written out in 402 characters is read (as it is written as 1e-400)."""
    spelt = "0." + "0" * 399 + "1"
    assert loads(f"[{spelt}]", max_exponent=500) == loads("[1e-400]", max_exponent=500) == [Fraction(1, 10**400)]


def test_the_reach_is_the_tiniest_p_not_the_last_one_read():
    """Mutant X7: the reach set by the last exponent read rather than the widest. Two p-values, 1e-60 sorted before
    1e-45: the reader must admit 61 places, and a report differing only in its episode count names that field
    (on the mutant the reach is 46, and the written 1e-60 is "out of range")."""
    derived = dump_bytes({"a": Significant(1, 10**60), "b": Significant(1, 10**45), "episodes": 40})
    written = dump_bytes({"a": Significant(1, 10**60), "b": Significant(1, 10**45), "episodes": 41})
    assert _exponent_reach(derived) == 61
    said = _compare("integrity.json", written, derived)
    assert said is not None and "out of range" not in said and "episodes" in said, said


def test_a_written_exponent_past_the_derived_reach_but_under_the_hard_bound_is_refused():
    """Mutant X14: the reader always widened to the hard bound (100,000). A written 1e-5000 beside a derived 1e-45 is
    out of range, not read (it would build a denominator of 5,000 digits for a value the episodes never gave)."""
    derived = dump_bytes({"p": Significant(1, 10**45), "episodes": 40})
    written = derived.replace(b"1e-45", b"1e-5000")
    said = _compare("integrity.json", written, derived)
    assert said is not None and "out of range" in said, said


# --- rates51a / floor51: what a call is charged after it, in process and in the store ------------------------------


def test_overlapping_calls_each_settle_against_the_estimate_they_took():
    """Mutant A5: a call settling against the limiter's estimate now rather than the one its ticket took. Tokens 6000
    a minute (burst 100), the clock still. A first call reporting 10 makes the estimate 10 (level 90). Two calls then
    overlap: each takes 10 (level 70); the inner reports 50 (level 30, the estimate now 50), the outer 5, giving back
    the 5 of its 10 it did not use: level 35. On the mutant the outer gives back 50 - 5, and the level is 75."""
    from cosino_runtime.engine import limits

    agent = limits.AgentLimits(tokens_per_minute=6_000, clock=lambda: 0.0)
    with agent.admit() as first:
        first.tokens = 10
    assert agent.tokens.level == 90
    with agent.admit() as outer:
        with agent.admit() as inner:
            inner.tokens = 50
        assert agent.tokens.level == 30
        outer.tokens = 5
    assert agent.tokens.level == 35


def test_a_charge_written_the_long_way_is_made_even_if_a_take_got_there_first(stack):
    """Mutants E9 (the long way asked without ``force``) and F1 (``take_buckets`` ignoring ``force``). The charge
    finds no item (its ``ADD`` fails); before it reads, another function creates the item taking 3 of 5 tokens. The
    charge of 3 is still made, into debt (-1 token); on the mutants it is told to wait and the 3 tokens are never
    charged (level 2)."""
    import tests.test_review_mutants31a as m31
    from tests.test_review_store_cost50c import rate_item, rate_store

    rival = rate_store(stack, at_ms=7)
    client = m31.Interleaved(stack.client("dynamodb"), 1, lambda: rival.take_tokens("tpm#late", 60, 5, 3), "get_item")
    rate_store(stack, at_ms=7, client=client).charge_tokens("tpm#late", 3, ((60, 5, 1),))
    assert rate_item(rival, "tpm#late") == {"level": -1_000, "updated_ms": 7}


def test_a_charge_to_a_level_the_item_lacks_starts_from_a_full_bucket(stack):
    """Mutant E6: the ``ADD`` conditioned on the item alone, not on the level it charges. An item holding the first
    bucket only (``level``) is charged 3 tokens into bucket 1 (burst 5): the long way reads it as full and leaves 2;
    on the mutant the ``ADD`` makes the level from nothing, -3, a debt of 5 tokens never taken."""
    from tests.test_review_store_cost50c import rate_item, rate_store

    store = rate_store(stack, at_ms=7)
    store.take_tokens("rpm+tpm#half", 60, 2, 1)
    store.charge_tokens("rpm+tpm#half", 3, ((60, 2, 1), (60, 5, 1)), 1)
    assert rate_item(store, "rpm+tpm#half") == {"level": 1_000, "level1": 2_000, "updated_ms": 7}


# --- seed51l: the API withholds an episode whose id spells its seed ------------------------------------------------

LISTED = "kuhn-0123456789abcdef0123"  # an id the API gives: no seed in it
WITHHELD = "kuhn-281474976710656-0123456789ab"  # an id `cosino play` gives: its seed, then 12 hex digits


def _head(episode_id: str, created_ms: int, status: str = "running") -> Any:
    return SimpleNamespace(episode_id=episode_id, created_ms=created_ms, status=status)


def test_a_page_ending_on_a_withheld_episode_goes_on_after_the_last_one_shown():
    """Mutant N4: the cursor of a page that shows some episodes and ends on a withheld one skipping the rest of its
    last millisecond. The next page starts after the last shown episode (the withheld tail is read again and
    dropped), so an episode created in the same millisecond after it is still listed; on the mutant the cursor is
    ``5.zzz...`` and that episode is never listed."""
    from cosino_runtime.api.routes import _next_cursor

    heads = [_head(LISTED, 5), _head(WITHHELD, 5)]
    assert _next_cursor(heads, heads[:1], 2) == f"5.{LISTED}"


def test_the_cursor_after_a_withheld_tail_is_the_last_shown_episode_not_the_first():
    """Mutant N5: the cursor naming the page's first shown episode. Two shown, then a withheld one: the next page
    starts after the second (on the mutant after the first, so the second is listed twice)."""
    from cosino_runtime.api.routes import _next_cursor

    second = "kuhn-fedcba9876543210fedc"
    heads = [_head(LISTED, 9), _head(second, 7), _head(WITHHELD, 7)]
    assert _next_cursor(heads, heads[:2], 3) == f"7.{second}"


def test_a_full_page_of_shown_episodes_goes_on_after_its_last():
    """Mutant N11: the cursor read from the page's first head. A full page of two listed episodes goes on after the
    second (on the mutant after the first, so the second is listed again on the next page)."""
    from cosino_runtime.api.routes import _next_cursor

    second = "kuhn-fedcba9876543210fedc"
    heads = [_head(LISTED, 9), _head(second, 7)]
    assert _next_cursor(heads, heads, 2) == f"7.{second}"
    assert _next_cursor(heads[:1], heads[:1], 2) is None  # a short page is the last


# --- rt51g: cosino power's digests -----------------------------------------------------------------------------------


def test_a_replay_digest_with_a_space_among_its_64_characters_is_refused():
    """Mutant P10: a space taken among the hex digits. 63 digits and a space is no SHA-256 the writer gives (it
    would miss the replay it names and count the episode twice): one line naming the field; upper case is read as
    lower, as before."""
    path = Path("ep.results.json")
    with pytest.raises(CosinoError, match="'replaySha256' must be 64 hex digits"):
        _replay_digest(path, "a" * 63 + " ")
    assert _replay_digest(path, "A" * 64) == "a" * 64
