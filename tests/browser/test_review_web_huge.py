"""Replays whose arrays and hands are far larger than any game makes (an edited file).

Math.max(...values) and push(...cards) pass each value as an argument: past about 100,000 the call
overflowed the stack, and the page never finished opening (no error shown, body never ready). A
board of 300,000 cards then drew 300,000 cards on every step (18 s each), a hand of 500,000 events
as many log lines (28 s a step), and a header of 100,000 seats as many seats (14 s).
"""

from __future__ import annotations

import json
import time

import pytest
from support.pages import fresh

SEATS_PAST_THE_STACK = 300_000  # values in one call: past V8's stack for arguments


def _write(extra_dir, name: str, lines: list[bytes]) -> str:
    (extra_dir / name).write_bytes(b"\n".join(lines) + b"\n")
    return f"extra/{name}"


def _sample(site) -> list[bytes]:
    return (site / "samples" / "holdem-hu.replay.jsonl").read_bytes().rstrip(b"\n").split(b"\n")


def _huge_board(lines):
    board = b'{"cards":[' + b",".join([b'"2c"'] * SEATS_PAST_THE_STACK) + b'],"hand":0,"street":1,"type":"board"}'
    return [lines[0], lines[1], board, *lines[2:]], "&step=2"


def _many_hand_ends(lines):
    return [lines[0], lines[1], *[b'{"hand":0,"nets":[1,-1],"type":"handEnd"}'] * SEATS_PAST_THE_STACK], ""


def _many_hidden(lines):
    return [lines[0], lines[1], b'{"hand":0,"hidden":1000000000,"pos":0,"type":"deal"}', *lines[2:]], "&step=2"


@pytest.mark.parametrize("edit", [_huge_board, _many_hand_ends, _many_hidden])
def test_a_huge_array_opens_and_draws_no_more_than_a_deck(browser_context, base_url, site, extra_dir, edit):
    lines, step = edit(_sample(site))
    url = _write(extra_dir, f"huge-{edit.__name__}.replay.jsonl", lines)
    started = time.monotonic()
    page = fresh(browser_context, f"{base_url}?replay={url}{step}")
    assert page.errors == [] and page.is_hidden("#error")
    assert page.locator("#table .card").count() <= 4 * 52 and page.locator("#log .card").count() <= 52 * 10
    assert time.monotonic() - started < 20
    page.close()


def test_a_hand_of_many_events_draws_its_last_log_entries(browser_context, base_url, site, extra_dir):
    lines = _sample(site)
    url = _write(extra_dir, "long-hand.replay.jsonl", [lines[0], lines[1], *[b'{"hand":0,"type":"x"}'] * 20_000])
    page = fresh(browser_context, f"{base_url}?replay={url}&step=20001")
    assert page.errors == []
    assert page.locator("#log li").count() == 500
    assert page.get_attribute("#log li.current", "data-index") == "20001"
    assert "19500 earlier entries of this hand not shown" in page.inner_text("#log")
    page.close()


def test_a_header_with_more_seats_than_any_variant_is_refused(browser_context, base_url, site, extra_dir):
    lines = _sample(site)
    seats = b",".join(b'{"agent":"x","alias":"a","slot":%d}' % i for i in range(100_000))
    header = lines[0].replace(b'"seats":[', b'"seats":[' + seats + b",", 1)
    url = _write(extra_dir, "many-seats.replay.jsonl", [header, *lines[1:]])
    page = fresh(browser_context, f"{base_url}?replay={url}")
    assert page.errors == []
    assert "line 1: field 'seats': 100002 seats, more than any variant seats (6)" in page.inner_text("#error")
    page.close()


def test_a_hand_record_with_more_slots_than_seats_is_refused(browser_context, base_url, site, extra_dir):
    lines = _sample(site)
    hand = b'{"button":0,"hand":0,"slots":[' + b",".join([b"0"] * 100_000) + b'],"type":"hand"}'
    url = _write(extra_dir, "many-slots.replay.jsonl", [lines[0], hand, *lines[2:]])
    page = fresh(browser_context, f"{base_url}?replay={url}")
    assert page.errors == []
    assert "line 2: field 'slots': 100000 slots for 2 seats" in page.inner_text("#error")
    page.close()


def test_results_of_many_seats_and_flags_draw_the_replays_seats(browser_context, base_url, site, extra_dir):
    # 400 seat names drew 400 rows and a 400 x 400 heatmap; 30,000 flags each sorted 30,000 field rates.
    results = json.loads((site / "samples" / "holdem-hu.results.json").read_bytes())
    n, flags = 400, 30_000
    results["seats"] = [f"seat{i}" for i in range(n)]
    results["audit"] = {
        "surrender": [[1] * n for _ in range(n)],
        "field": [0.5] * flags,
        "flags": [{"a": 0, "b": 1, "kind": "dump"}] * flags,
    }
    (extra_dir / "many-seats.results.json").write_text(json.dumps(results))
    started = time.monotonic()
    url = f"{base_url}?replay=samples/holdem-hu.replay.jsonl&results=extra/many-seats.results.json"
    page = fresh(browser_context, url)
    assert page.errors == []
    assert page.locator("#endcard table.scores tr").count() == 1 + 2  # the replay's two seats
    assert page.locator("#audit figure.heatmap").count() == 0  # a 400 x 400 matrix is not these seats'
    assert page.locator("#audit ul.flags li").count() == 200 + 1  # the first 200, then how many more
    assert page.locator("#audit ul.flags li.more").inner_text() == f"\u2026 {flags - 200} more flags not shown"
    assert time.monotonic() - started < 30
    page.close()
