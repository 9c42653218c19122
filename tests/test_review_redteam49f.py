"""Red team 49f, the runtime's side: an agent URL whose canonical spelling is another agent's.

``canonical_url`` (and so ``registry.outside_agent``, the key of the league, the caps and the rates) was not a
fixed point on URLs the seat check accepted: a '%' that starts no escape survived one pass and made a new escape
with the digits after it. ``remote:http://victim.example/%%34%31`` was published as ``.../%41``, which the next
reading takes for ``.../A``, the victim. The viewer's agent page had joined the two (tests/browser/
test_review_redteam49f_web.py); now the seat check refuses such a URL, and every URL it accepts is canonical in one
pass."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino_runtime.seats.remote import check_remote_name
from cosino_runtime.seats.transport import SeatConfigError, canonical_url

TAKERS = [
    "http://victim.example/%%34%31",
    "http://victim.example/%4%31",
    "http://victim.example/%2%66",
    "http://victim.example/?q=%%37%65",
    "http://victim.example/a%",
    "http://victim.example/a%g1",
]


@pytest.mark.parametrize("url", TAKERS)
def test_a_percent_that_starts_no_escape_is_refused_in_one_line(url: str) -> None:
    """Before: each was accepted, and its canonical form changed again on a second pass (``%%34%31`` -> ``%41`` ->
    ``A``). Now the seat check refuses it, naming the URL and saying how to write a '%'."""
    with pytest.raises(SeatConfigError, match="holds a '%' that starts no escape of two hex digits") as caught:
        check_remote_name(f"remote:{url}")
    assert "\n" not in str(caught.value)


def test_escapes_and_percent_written_as_25_are_still_accepted() -> None:
    """An escape of two hex digits either case, and a '%' written %25, pass the check as before, and are canonical
    in one pass: ``%2541`` is a literal '%41', not 'A'."""
    for url in ("http://a.example/%41%2f", "http://a.example/%2541", "http://a.example/x?y=%7e"):
        assert check_remote_name(f"remote:{url}")[0] == url
        once = canonical_url(url)
        assert canonical_url(once) == once
    assert canonical_url("http://a.example/%2541") == "http://a.example/%2541"


# Tokens that make escapes, half escapes and the hex digits an escape may decode to.
TOKENS = ["%", "%2", "%3", "%4", "%6", "%25", "%34", "%31", "%41", "%2f", "%7e", "1", "4", "f", "A", "g", "/", "?", "#"]
URL_TAIL = st.lists(st.sampled_from(TOKENS), max_size=8).map("".join)
HOST = st.sampled_from(["a.example", "A.Example.", "127.1", "[::ffff:7f00:1]", "a.example:80", "a.example:0080"])
SCHEME = st.sampled_from(["http", "HTTP", "https"])


@settings(max_examples=3000, deadline=None, derandomize=True)
@given(SCHEME, HOST, URL_TAIL)
def test_every_url_the_seat_check_accepts_is_canonical_in_one_pass(scheme: str, host: str, tail: str) -> None:
    """canonical_url is a fixed point on every URL ``check_remote_name`` accepts, so a published agent name is read
    back as the same agent. Before the check, this run failed: hypothesis shrank it to the tail ``%3%34``, whose
    ``%34`` becomes ``4`` and makes a new ``%34``."""
    url = f"{scheme}://{host}/{tail}"
    try:
        check_remote_name(f"remote:{url}")
    except SeatConfigError:
        return
    once = canonical_url(url)
    assert canonical_url(once) == once, url
