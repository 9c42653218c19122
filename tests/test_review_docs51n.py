"""The docs review of 2026-12-07 (docs51n): README.md and docs/*.md against the day's commits (723a3c0..HEAD).

Each test pins one claim a doc makes to what the code does, and says what the doc said before this review and
what it says now ("before -> after"); where the doc was already right, "before" is "unpinned"."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest
from support.queues import NoQueue

ROOT = Path(__file__).resolve().parent.parent


def _doc(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def _flat(name: str) -> str:
    """A doc with its line breaks as spaces, so a claim may be found across a wrapped line."""
    return " ".join(_doc(name).split())


# --- cosino verify ------------------------------------------------------------------------------------------------


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    from cosino_runtime.cli import main

    capsys.readouterr()
    try:
        code = main(list(argv))
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> tuple[Path, Path]:
    from cosino_runtime.cli import main

    out = tmp_path_factory.mktemp("verify")
    assert main(["play", "--variant", "kuhn", "--seats", "house,random", "--hands", "4", "--out", str(out)]) == 0
    replay = next(out.glob("*.replay.jsonl"))
    return replay, replay.with_name(replay.name.replace(".replay.jsonl", ".results.json"))


def test_verify_prints_the_labelled_lines_the_readme_names(played, capsys):
    """README's verify row: a verified replay prints `OK: REPLAY re-runs line for line`, then `recomputed results
    SHA-256: <hex>`, then a line saying RESULTS are those bytes. Before: unpinned against the README's own words ->
    after: the README's two quoted lines are the first two printed, with the file name for REPLAY."""
    replay, results = played
    readme = _flat("README.md")
    assert "prints `OK: REPLAY re-runs line for line` and `recomputed results SHA-256: <hex>`" in readme
    code, out, _ = _run(capsys, "verify", str(replay), str(results))
    lines = out.splitlines()
    assert code == 0 and len(lines) == 3, out
    assert lines[0] == f"OK: {replay} re-runs line for line"
    assert re.fullmatch(r"recomputed results SHA-256: [0-9a-f]{64}", lines[1])
    assert lines[2] == f"{results}: the same bytes as the recomputed results"


@pytest.mark.parametrize(
    "bad, said",
    [
        (b"[1, 2]", "expected a JSON object, found an array"),
        (b'{"a": 1, "a": 1}', "'a'"),
        (b'{"a": 1e999999}', "out of range"),
    ],
)
def test_verify_exits_2_for_results_it_cannot_read_as_the_readme_says(played, capsys, tmp_path, bad, said):
    """README: exit 2 "when RESULTS ... cannot be read (not a JSON object, a key twice, a number out of range)".
    Before: unpinned -> after: each of the three is one line on stderr, exit 2, nothing on stdout."""
    replay, _ = played
    assert "(not a JSON object, a key twice, a number out of range)" in _flat("README.md")
    results = tmp_path / "bad.results.json"
    results.write_bytes(bad)
    code, out, err = _run(capsys, "verify", str(replay), str(results))
    assert (code, out) == (2, ""), (code, out, err)
    assert said in err and len(err.strip().splitlines()) == 1, err


def test_verify_exits_1_for_results_that_differ_and_2_for_a_replay_not_utf8(played, capsys, tmp_path):
    """README: exit 1 when the inputs are read and do not reproduce; exit 2 for a replay that is "not UTF-8".
    Before: unpinned -> after: results edited in one value exit 1 naming the field; a replay with a stray 0xFF
    byte exits 2."""
    replay, results = played
    edited = tmp_path / "edited.results.json"
    data = json.loads(results.read_bytes())
    data["hands"] = data["hands"] + 1
    edited.write_text(json.dumps(data))
    code, out, _ = _run(capsys, "verify", str(replay), str(edited))
    assert code == 1 and "'hands'" in out, out
    broken = tmp_path / "broken.replay.jsonl"
    broken.write_bytes(replay.read_bytes().replace(b"kuhn", b"ku\xffn", 1))
    assert "not UTF-8" in _flat("README.md")
    assert _run(capsys, "verify", str(broken))[0] == 2


# --- integrity.json's p-values --------------------------------------------------------------------------------


def test_the_league_audit_docs_p_value_examples_are_what_the_writer_writes():
    """docs/league-audit.md: a p of 5e-13 or less is written with an exponent to 12 significant digits, trailing
    zeros dropped. Before: "under 5e-13", with an example (`6.6558449595e-30`) no test measured -> after: "5e-13 or
    less" (5e-13 itself rounds to 0 at 12 decimals, half to even), the example 1/C(100,50) as the writer writes it,
    and 3e-15 as `3e-15`."""
    from cosino.primitives.canonical import Significant, format_number

    text = _flat("docs/league-audit.md")
    assert "except one of 5e-13 or less" in text and "6.6558449595e-30" not in text
    assert "1/C(100,50) as `9.91165302142e-30`" in text and "3e-15 as `3e-15`" in text
    assert format_number(Significant(1, comb(100, 50))) == "9.91165302142e-30"
    assert format_number(Significant(3, 10**15)) == "3e-15"
    assert format_number(Significant(5, 10**13)) == "5e-13"  # 12 decimals would round it to 0
    assert format_number(Fraction(5, 10**13)) == "0"  # a plain number keeps its 12 decimals
    assert format_number(Significant(1, 10**12)) == "0.000000000001"


def test_the_viewer_doc_draws_p_values_as_the_integrity_page_does():
    """docs/viewer.md on the integrity page's p-values. Before: "a p the report writes as 0 ... the report keeps 12
    decimals", stale since review 51e (the report writes a tiny p with an exponent) -> after: a tiny p is drawn
    to two significant digits (`2.06785126835e-21` reads "p = 2.1e-21"), and only an older report's 0 reads
    `< 5e-13`. Pinned against js/integrity.js's pValue: four places from 0.0001, toExponential(1) below, 0 as
    "< 5e-13"."""
    text = _flat("docs/viewer.md")
    assert "the report keeps 12 decimals" not in text
    assert 'a flag written `2.06785126835e-21` reads "p = 2.1e-21"' in text
    assert "draws that 0 as `< 5e-13`" in text
    source = _doc("web/js/integrity.js")
    body = source[source.index("export function pValue(p)") :]
    body = body[: body.index("\n}\n")]
    assert "if (p >= 0.0001) return num(p);" in body
    assert 'return p === 0 ? "< 5e-13" : p.toExponential(1);' in body
    assert f"{2.06785126835e-21:.1e}" == "2.1e-21"  # what toExponential(1) writes for it


# --- the advisor's cards ------------------------------------------------------------------------------------------

TABLE = {"hero": 0, "dealer": 1, "pot": 3, "seats": [{"stack": 198, "committed": 2}, {"stack": 199}]}


@pytest.mark.parametrize("typed, word", [("1 0h", "'1' at character 1"), ("A s", "'A' at character 1")])
def test_a_space_never_joins_two_halves_of_a_card_as_the_advisor_doc_says(typed, word):
    """docs/advisor.md: `1 0h` and `A s` are refused, naming the word and where it starts. Before: unpinned ->
    after: the refusal quotes the half card and its character, and says a space never joins two halves."""
    from cosino.advisor.state import state_from_dict
    from cosino.primitives.errors import CosinoError

    assert "`1 0h` and `A s` are refused, naming the word and where it starts" in _flat("docs/advisor.md")
    with pytest.raises(CosinoError) as refused:
        state_from_dict({**TABLE, "hero_cards": typed})
    assert word in str(refused.value) and "a space never joins two halves of a card" in str(refused.value)


def test_the_advisor_docs_repeat_message_is_the_one_written():
    """docs/advisor.md quotes a repeat as typed: `'10h' (hero_cards) and 'Th' (board) are the same card`.
    Before: unpinned -> after: the doc's quote is repeated_cards' output, and `10♥A♠` reads as `ThAs`."""
    from cosino.advisor.state import repeated_cards, state_from_dict

    said = "'10h' (hero_cards) and 'Th' (board) are the same card"
    assert f"`{said}`" in _flat("docs/advisor.md")
    assert repeated_cards(state_from_dict({**TABLE, "hero_cards": "10h As", "board": "Th 2c 3d"})) == said
    assert state_from_dict({**TABLE, "hero_cards": "10♥A♠"}).hero_cards == ("Th", "As")


# --- agent identity: URLs and ACPC addresses ------------------------------------------------------------------------


def test_dot_segments_are_one_agent_as_seats_and_runtime_docs_say():
    """docs/seats.md and docs/runtime.md: `/x/../act`, `/./act` and `/%2E/act` are `/act`; `//act` stays another
    path; the transport sends the canonical host, path and query (architecture: `request_host`, `request_target`).
    Before: unpinned here -> after: each example is canonical_url's answer."""
    from cosino_runtime.seats import transport

    seats, runtime = _flat("docs/seats.md"), _flat("docs/runtime.md")
    assert "`/x/../act` and `/%2E/act` are `/act`" in seats and "`//act` stays another path" in seats
    assert "(`/./act`, `/x/../act`, `/%2E/act` are `/act`)" in runtime
    for path in ("/./act", "/x/../act", "/%2E/act"):
        assert transport.canonical_url(f"http://a.example{path}") == "http://a.example/act"
    assert transport.canonical_url("http://a.example//act") == "http://a.example//act"
    assert callable(transport.request_host) and callable(transport.request_target)


def test_the_seats_docs_acpc_addresses_are_outside_agents_answers():
    """docs/seats.md, ACPC bots. Before: the section said nothing of brackets or of how one listening address is
    one agent (a bracketed IPv6 host, accepted and never bound until 2026-12-07, went unmentioned) -> after: an
    "Addresses" bullet, each example of which is pinned here: `[::1]` bound as `::1`, `[::1` and `::1]` refused,
    `acpc:127.1:05000` and `acpc:0x7f.1:5000` one agent `acpc:127.0.0.1:5000`, `acpc:[0:0::1]:5000` `acpc:::1:5000`."""
    from cosino_runtime.seats.acpc import SeatConfigError, check_acpc_name
    from cosino_runtime.seats.registry import outside_agent

    text = _flat("docs/seats.md")
    assert "`acpc:127.1:05000` and `acpc:0x7f.1:5000` are both `acpc:127.0.0.1:5000`" in text
    assert "`acpc:[0:0::1]:5000` is `acpc:::1:5000`" in text and "(`[::1`, `::1]`) is refused" in text
    assert check_acpc_name("acpc:[::1]:18791")[:2] == ("::1", 18791)
    for bad in ("acpc:[::1:5000", "acpc:::1]:5000"):
        with pytest.raises(SeatConfigError):
            check_acpc_name(bad)
    assert outside_agent("acpc:127.1:05000") == outside_agent("acpc:0x7f.1:5000") == "acpc:127.0.0.1:5000"
    assert outside_agent("acpc:[0:0::1]:5000") == "acpc:::1:5000"


# --- rate accounting -----------------------------------------------------------------------------------------------


def test_the_league_docs_token_count_bounds_are_the_codes():
    """docs/league.md: a count that is not a whole number from 0 up is no count; a call costs at most a minute of
    its tokens rate; the tokens used, less the one taken with the request, are charged after. Before: unpinned here
    -> after: reported_tokens refuses a bool, a float and a negative, chargeable caps at the rate."""
    from cosino_runtime.engine.limits import chargeable, reported_tokens

    text = _flat("docs/league.md")
    assert "A count that is not a whole number from 0 up is no count" in text
    assert "one call costs at most a minute of its tokens rate" in text
    assert "less the one taken with its request, are charged after it" in text
    assert reported_tokens({"input_tokens": 40, "output_tokens": 2}) == 42
    for bad in (True, 1.5, -3, float("nan"), "7"):
        assert reported_tokens({"input_tokens": bad}) is None
    assert chargeable(10**30, 6_000) == 6_000 and chargeable(42, 6_000) == 42


# --- the store-cost table --------------------------------------------------------------------------------------------


def _cost_rows() -> dict[str, list[str]]:
    text = _doc("docs/runtime.md")
    table = text[text.index("### What each path costs the store") : text.index("What is still read twice")]
    lines = [line.strip()[1:-1] for line in table.splitlines() if line.startswith("| ") and "---" not in line]
    rows = [[cell.strip() for cell in re.split(r"(?<!\\)\|", line)] for line in lines]
    assert all(len(row) == 4 for row in rows), [row for row in rows if len(row) != 4]
    return {row[0]: row[1:] for row in rows[1:]}


# path (start of the row) -> (AWS cell, SQLite cell, before cell), each as the doc must write it, with the test file
# and the assertions that pin the same numbers there.
PINNED_ROWS = {
    "the finalize Lambda": (
        "1 head, 1 `Query`, 2 `PutObject`, 2 `PutItem`, 3 `UpdateItem`; a message again: 1 head, 1 `PutItem`;"
        " a message for a running or unknown episode: 1 head",
        "1 `SELECT` for a running or unknown episode's message",
        "an unknown episode's message 2 heads, 2 `SELECT`s",
        {
            "test_review_store_cost50c.py": ['"GetItem #HEAD": 1,  # before: 2', '"UpdateItem": 3,', '"PutItem": 2,'],
            "test_review_store_reads51f.py": ['({"GetItem #HEAD": 1} if aws(any_store) else {"SELECT": 1})'],
        },
    ),
    "an outside seat under shared rates": (
        "+ 1 `GetItem` and 1 conditional `PutItem`",
        "",
        "(3 and 3 with both rates",
        {"test_review_store_cost50c.py": ['assert calls == {"GetItem #B": 1, "PutItem": 1, "UpdateItem": 1}, before']},
    ),
    "a step at version 0": (
        "1 head, 1 `TransactWriteItems`",
        "2 `SELECT`",
        "2 heads (`on_step` read it again); 3 `SELECT`s",
        {
            "test_review_store_reads51f.py": [
                'assert calls == {"GetItem #HEAD": 1, "TransactWriteItems": 1}  # before: 2 GetItem #HEAD',
                'assert calls["SELECT"] == 2  # before: 3',
            ]
        },
    ),
    "a sweep whose deadline guard ends an episode left at version 0": (
        "2 index `Query`, 2 `BatchGetItem`, 1 head, 2 `TransactWriteItems`",
        "6 `SELECT`, 8 `INSERT`, 4 `DELETE`, 2 `UPDATE`",
        "2 heads and 1 `Query` (the inputs at version 1, the start alone) more; 7 `SELECT`s",
        {
            "test_review_store_reads51f.py": [
                'assert calls == {"Query": 2, "BatchGetItem": 2, "GetItem #HEAD": 1, "TransactWriteItems": 2}',
                'assert calls == {"SELECT": 6, "DELETE": 4, "INSERT": 8, "UPDATE": 2}',  # 5 before 52a's runners' marks
            ]
        },
    ),
    "a sweep whose guard finds the episode a step past": (
        "2 index `Query`, 2 `BatchGetItem`, 1 head, 1 `Query` (the inputs), 1 `TransactWriteItems`",
        "6 `SELECT`, 3 `INSERT`, 2 `DELETE`, 1 `UPDATE`",
        "3 heads (the abandon's, the guard's after its \"stale\", the second abandon's); 7 `SELECT`s",
        {
            "test_review_store_reads51f.py": [
                'assert calls == {"Query": 3, "BatchGetItem": 2, "GetItem #HEAD": 1, "TransactWriteItems": 1}',
                'assert calls == {"SELECT": 6, "DELETE": 2, "INSERT": 3, "UPDATE": 1}',  # 5 before 52a's runners' marks
            ]
        },
    ),
    "create (`POST /episodes`, house seats)": (
        "1 `PutItem` (the seed's claim), 1 head (does it exist?), 1 `PutItem` (the head), 1 `TransactWriteItems`",
        "3 `SELECT`",
        "1 head more (what to enqueue); 4 `SELECT`s",
        {
            "test_review_store_cost50c.py": [
                'assert first == {"PutItem": 2, "GetItem #HEAD": 1, "TransactWriteItems": 1}  # before: 2 GetItem',
                'assert first["SELECT"] == 3  # before: 4',
            ]
        },
    ),
    "the same create again (the episode exists)": (
        "the seed's claim (1 `PutItem`, refused, and its owner's `GetItem`), 1 head",
        "1 `INSERT` (ignored), 2 `SELECT`",
        "3 heads and the row's refused `PutItem`; 2 `INSERT`, 4 `SELECT`",
        {
            "test_review_store_cost50c.py": [
                'assert again == {"PutItem": 1, "GetItem #S": 1, "GetItem #HEAD": 1}  # before: 2 PutItem, 3 GetItem',
                'assert again == {"INSERT": 1, "SELECT": 2}  # before: 2 INSERT, 4 SELECT',
            ]
        },
    ),
    "the same create after one that died with its head at version 0": (
        "the seed's claim (refused, and its owner's `GetItem`), 1 head, 1 `TransactWriteItems` (the start)",
        "3 `SELECT`, 6 `INSERT`, 2 `DELETE`, 1 `UPDATE`",
        "2 heads and the row's refused `PutItem`; 4 `SELECT`, 7 `INSERT`",
        {
            "test_review_store_reads51f.py": [
                'assert calls == {"PutItem": 1, "GetItem #S": 1, "GetItem #HEAD": 1, "TransactWriteItems": 1}',
                'assert calls == {"INSERT": 6, "SELECT": 3, "DELETE": 2, "UPDATE": 1}  # before: 7 INSERT, 4 SELECT',
            ]
        },
    ),
    "the same, its start losing to a concurrent one": (
        "the seed's claim (refused, and its owner's `GetItem`), 1 head, 1 `TransactWriteItems` (cancelled)",
        "3 `SELECT`, 1 `INSERT`",
        "3 heads and the row's refused `PutItem`; 5 `SELECT`, 2 `INSERT`",
        {"test_review_store_reads51f.py": ['assert calls == {"INSERT": 1, "SELECT": 3}  # before: 2 INSERT, 5 SELECT']},
    ),
    "the same create after one that died with only its seed claimed": (
        "as a first create (the claim is this episode's own: 1 `PutItem` refused and its owner's `GetItem`",
        "3 `SELECT`",
        "",
        {
            "test_review_store_reads51f.py": [
                'assert calls == {"PutItem": 2, "GetItem #S": 1, "GetItem #HEAD": 1, "TransactWriteItems": 1}',
                'assert calls["SELECT"] == 3',
            ]
        },
    ),
}


def test_every_store_cost_row_changed_today_says_what_its_test_pins():
    """docs/runtime.md, "What each path costs the store": each row the day's reviews changed (50c, 51f) has the
    counts, now and before, that tests/test_review_store_cost50c.py and tests/test_review_store_reads51f.py
    assert; both sides are read here, so a change to either breaks this test. Before: unpinned (checked by eye) ->
    after: 10 rows, each cell equal to the assertions cited (measured on docs51n: 10 of 10 agree; the doc was not
    changed)."""
    rows = _cost_rows()
    for start, (aws, sqlite, before, pins) in PINNED_ROWS.items():
        matches = [cells for path, cells in rows.items() if path.startswith(start)]
        assert len(matches) == 1, start
        cells = matches[0]
        assert aws in cells[0], (start, cells[0])
        assert sqlite in cells[1], (start, cells[1])
        assert before in cells[2], (start, cells[2])
        for test_file, assertions in pins.items():
            source = " ".join((ROOT / "tests" / test_file).read_text(encoding="utf-8").split())
            for assertion in assertions:
                assert " ".join(assertion.split()) in source, (test_file, assertion)


# --- the API withholding seed ids -----------------------------------------------------------------------------------


def test_a_running_episode_whose_id_spells_its_seed_is_withheld_as_runtime_doc_says(tmp_path):
    """docs/runtime.md: until it is final, an episode whose id spells its seed is answered for as an unknown one
    (`routes._withheld`): no listing shows it and its routes answer 404 `no episode <id>`. Before: unpinned here ->
    after: a running `cosino play`-style episode is absent from the running listing and its state is that 404."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.api import routes
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    text = _flat("docs/runtime.md")
    assert "(`routes._withheld`)" in text and "answer 404 `no episode <id>`" in text
    store = EmbeddedStore(tmp_path)
    config = EpisodeConfig("kuhn", ("house", "house"), 4, 2**48 + 17)
    episode = stepper.create(store, config, stepper.episode_id_for(config, seed_in_id=True))
    assert str(2**48 + 17) in episode and store.load_head(episode).status == "running"
    api = routes.Api(store, NoQueue())
    assert api.handle("GET", "/api/episodes?status=running", None, False).json()["episodes"] == []
    reply = api.handle("GET", f"/api/episodes/{episode}", None, False)
    assert (reply.status, reply.json()) == (404, {"error": f"no episode {episode}"})


# --- the viewer's bounded fetches -------------------------------------------------------------------------------------


def test_the_viewer_docs_fetch_bounds_are_the_pages():
    """docs/viewer.md: every fetched body must arrive at 64 KiB a second, counted from 10 s after it is asked
    for; build.json is bounded at 1 MiB (`BUILD_JSON_LIMIT`); the running episode, index and reports get the
    replay's bound. Before: unpinned here -> after: pinned to js/bounded.js, web/build.py and js/limits.js's
    writer, and the doc's quoted message is the one bounded.js builds for 1 byte in 10 s."""
    text = _flat("docs/viewer.md")
    bounded = _doc("web/js/bounded.js")
    assert "export const GRACE_MS = 10_000;" in bounded and "export const MIN_RATE = 64 * 1024;" in bounded
    assert "must also arrive at 64 KiB a second on average, counted from 10 s after it is asked for" in text
    build = _doc("web/build.py")
    assert "BUILD_JSON_LIMIT = 1024 * 1024" in build and "`BUILD_JSON_LIMIT`, 1 MiB" in text
    assert 'limits |= {"live": MAX_REPLAY_BYTES, "index": MAX_REPLAY_BYTES, "report": MAX_REPLAY_BYTES}' in build
    quoted = (
        "integrity.json arrived too slowly (1 byte in 10.0 s, under the viewer's 64 KiB a second); it was not read."
    )
    assert quoted in text
    assert "arrived too slowly (${got}, under the viewer's ${MIN_RATE / 1024} KiB a second); it was not read." in (
        bounded
    )


def test_the_viewer_docs_league_folder_links_name_the_folders_manifest():
    """docs/viewer.md: a league folder's integrity page links an episode the index lacks to
    `episodes/<id>.replay.jsonl` with `&manifest=manifest.json`. Before: unpinned here -> after: js/integrity.js
    builds that address."""
    text = _flat("docs/viewer.md")
    assert "`episodes/<id>.replay.jsonl`" in text and "`&manifest=manifest.json`" in text
    source = _doc("web/js/integrity.js")
    assert "replay: `${places.league}${episode}.replay.jsonl`" in source and "manifest: LEAGUE_MANIFEST" in source
    assert 'const LEAGUE_EPISODES = "episodes/";' in source + _doc("web/js/browse.js")
    assert 'export const LEAGUE_MANIFEST = "manifest.json";' in _doc("web/js/browse.js")


# --- cosino power -----------------------------------------------------------------------------------------------------


def test_power_reads_a_digest_in_either_case_and_refuses_one_that_is_no_sha256(tmp_path):
    """docs/variance.md: a results file's `replaySha256` is read in either case, and one that is not 64 hex digits
    is one line naming the field (exit 2); two files naming one replay must agree on `net`, `luckAdjusted.net`...
    Before: "agents, variant, nets, scored hands" and no word of upper case, while `_replay_digest`'s docstring
    listed upper case among the digests that miss their replay -> after: upper case named as one episode, the
    fields named as the code reads them, and the docstring says upper case is read as lower."""
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.commands import power

    text = _flat("docs/variance.md")
    assert "`AB12...` and `ab12...` name one replay" in text
    assert "(agents, variant, `net`, `luckAdjusted.net`, `scoredHands`)" in text
    digest = "ab" * 32
    assert power._replay_digest(tmp_path, digest.upper()) == digest
    for bad in ("", "ab" * 31, " " + "ab" * 32, "zz" * 32):
        with pytest.raises(CosinoError, match="'replaySha256' must be 64 hex digits"):
            power._replay_digest(tmp_path, bad)
    assert "upper case read as lower" in power._replay_digest.__doc__


def test_the_league_docs_check_reads_a_tiny_p_as_far_as_the_derived_one_reaches():
    """docs/league.md, `--check`: a written report that differs beside a p the derived report writes as `1e-45`
    names the differing field. Before: the doc did not say (and the code called the number out of range until
    commit 07d289ad) -> after: the doc says it, and the guarded reader's reach is the derived bytes'."""
    from cosino.primitives.jsonsafe import MAX_EXPONENT
    from cosino_runtime.league.check import _exponent_reach

    assert "writes a p of 10^-45 as `1e-45`" in _flat("docs/league.md")
    assert _exponent_reach(b'{"p":1e-45}') == max(MAX_EXPONENT, 46)
    assert _exponent_reach(b'{"p":"1e-99999"}') == MAX_EXPONENT  # a string's text does not count


def test_the_viewer_doc_names_the_league_check_as_the_command_is_spelt():
    """docs/viewer.md, bounded fetches: the reports are read with the replay's bound, "with which ... reads the
    league's reports back". Before: `cosino league --check`, which argparse refuses ("no option --check",
    tests/test_review_docs.py failed on it) -> after: `cosino league table --check`, whose reads use
    MAX_REPLAY_BYTES."""
    text = _flat("docs/viewer.md")
    assert "`cosino league --check`" not in text and "`cosino league table --check` reads the league's" in text
    assert "read(key, MAX_REPLAY_BYTES), derived)" in _doc("functions/cosino_runtime/league/check.py")
