"""Red-team review 44b: replays as the truth, and what reads them (the verifier, the viewer's worker and
reader). Each test names the attack and the figure measured before and after its fix; each failed before it.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from support.cli import one_line

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.primitives.canonical import dumps, jsonl_bytes
from cosino.seats.house import decision_rng, make_seat

ROOT = Path(__file__).resolve().parents[1]
WORKER = ROOT / "web" / "js" / "verify-worker.js"
READER = ROOT / "web" / "js" / "replay.js"


def _play(variant: str, seats: int, hands: int, seed: int = 5) -> list[dict]:
    ep = Episode(EpisodeConfig(variant, ("random",) * seats, hands=hands, seed=seed))
    while (p := ep.pending()) is not None:
        slot, obs = p
        ep.decide(make_seat("random", variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return ep.records


# --- the viewer's equities, asked of whatever file was opened -----------------------------------------


def _worker_python(name: str) -> dict:
    """The namespace of one of the worker's Python sources (``const NAME = `...```), run by CPython."""
    source = WORKER.read_text().split(f"const {name} = `", 1)[1].split("`;", 1)[0]
    source = re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), source)  # the template's escapes
    space: dict = {}
    exec(compile(source, name, "exec"), space)
    return space


def _hand_one(records: list[dict], kind: str) -> dict:
    return next(r for r in records if r["type"] == kind and r["hand"] == 1)


def _without(records: list[dict], kind: str, field: str) -> bytes:
    del _hand_one(records, kind)[field]
    return jsonl_bytes(records)


def _hole_on_the_board(records: list[dict]) -> bytes:
    """The flop's first card made a hole card of hand 1; a second 'hand' record before it resets the reader's
    check of a card dealt twice (it looks back to the last 'hand' record only)."""
    board = _hand_one(records, "board")
    board["cards"][0] = _hand_one(records, "deal")["cards"][0]
    records.insert(records.index(board), {"hand": 1, "type": "hand"})
    return jsonl_bytes(records)


def _spaced(records: list[dict]) -> bytes:
    """Every line written with spaces: valid JSON the page draws, but not the canonical bytes the core reads."""
    return b"".join(json.dumps(r).encode() + b"\n" for r in records)


EQUITY_EDITS = {
    "a deal without its cards": (lambda rs: _without(rs, "deal", "cards"), "not a Hold'em hand"),
    "a deal without its position": (lambda rs: _without(rs, "deal", "pos"), "not a Hold'em hand"),
    "a board without its cards": (lambda rs: _without(rs, "board", "cards"), "does not follow Hold'em's streets"),
    "a hole card dealt again on the board": (_hole_on_the_board, "a card is dealt twice"),
    "lines written with spaces": (_spaced, "replay: line 1: not canonical JSON"),
}


@pytest.mark.parametrize("edit", sorted(EQUITY_EDITS))
def test_the_viewers_equity_of_an_edited_holdem_replay_is_a_reason_never_an_exception(edit):
    """The viewer asks the worker for a final Hold'em hand's equities as soon as a file is open, before any
    verdict. An edited file made the worker's Python raise (KeyError 'cards' or 'pos', or the reader's
    ReplayError for a line with spaces), and the page drew the exception's text, a Python traceback, as the
    reason; a hole card repeated on the board (a second 'hand' record resets the reader's check) was priced,
    its percentages computed for a deal that cannot be. Before: 4 of 5 edits raised, 1 was priced; now each
    is a one-line reason and no street is priced."""
    equity = _worker_python("EQUITY_PY")["_cosino_equity"]
    records = _play("holdem-hu", 2, 4)
    honest = json.loads(equity(jsonl_bytes(records), 1))
    assert [s["street"] for s in honest["streets"]][:2] == ["preflop", "flop"]  # hand 1 reaches the flop
    make, reason = EQUITY_EDITS[edit]
    report = json.loads(equity(make(records), 1))
    assert report["streets"] == [] and reason in report["why"], report


# --- the viewer's reader: what an edited replay puts on the page before its verdict ------------------


# What ends a line, reorders or hides text (a sample of dom.js's table), as drawn on the page.
HIDDEN = re.compile("[\n\r\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b\u200e\u200f]")

_DRAW = """
import { aliasOf, parseReplay, tableState } from %s;
import { readFileSync } from "node:fs";
const replay = parseReplay(new Uint8Array(readFileSync(process.argv[2])), "r", {});
const drawn = [];
for (const range of replay.hands) {
  const state = tableState(replay, range, range.end);
  for (const s of state.seats) drawn.push(s.alias, s.lastAction ?? "", s.category ?? "");
  for (const e of state.log) drawn.push(e.text);
  for (const i of state.info) drawn.push(i.text, i.label ?? "", i.who ?? "");
  drawn.push(state.voided ?? "");
}
replay.header.seats.forEach((_, slot) => drawn.push(aliasOf(replay.header, slot)));
console.log(JSON.stringify(drawn));
"""


def _drawn(tmp_path: Path, data: bytes, draw: str = _DRAW) -> list[str]:
    """Every text the viewer's reader hands the page for each hand's last step (web/js/replay.js under node)."""
    script, replay = tmp_path / "draw.mjs", tmp_path / "edited.replay.jsonl"
    script.write_text(draw % json.dumps(READER.as_uri()))
    replay.write_bytes(data)
    done = subprocess.run(["node", str(script), str(replay)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_an_edited_alias_action_or_event_reaches_the_page_with_its_hidden_characters_escaped(tmp_path):
    """The viewer draws a replay as soon as it is opened, before (and whatever) the verdict; dom.js writes
    talk, refusals and agent names through visibleText, but an alias, an action, a showdown's category, a
    void reason or an unknown event's name and fields went to the page raw: a bidi override (U+202E) or a
    line separator (U+2028), written raw or as a JSON escape, reordered the seat's name and the log line
    after it. Before: 10 of the 37 drawn texts held such a character; now none, each shown as its escape."""
    records = _play("kuhn", 2, 2)
    records[0]["seats"][1]["alias"] = "Gizmo\u202e 99 sniw"
    action = next(r for r in records if r["type"] == "action")
    action["action"] = "check\u2028Sprocket: fold"
    award = next(r for r in records if r["type"] == "award")
    records.insert(records.index(award), {"hand": 0, "type": "note\u202e", "said\u2028": "x\u2066y"})
    data = jsonl_bytes(records).replace(b'"pot":', '"pot":3,"\u202epot":'.encode(), 1)
    data = data.replace(b'"Sprocket"', b'"Spro\\u202ecket"', 1)  # the same character as a JSON escape
    drawn = _drawn(tmp_path, data)
    assert not [text for text in drawn if HIDDEN.search(text)], [t for t in drawn if HIDDEN.search(t)]
    assert "Gizmo\\u202e 99 sniw" in drawn and "Spro\\u202ecket" in drawn
    assert any(text.startswith("check\\u2028Sprocket: fold") for text in drawn)
    assert any("note\\u202e" in text and "said\\u2028" in text and "x\\u2066y" in text for text in drawn)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_an_honest_replays_texts_and_refused_answers_are_drawn_as_they_were(tmp_path):
    """The reader's escaping leaves an honest replay's texts alone (talk with accents and a suit symbol), and a
    refused answer, drawn as its JSON text (which the page escapes whole), keeps its own line break as the
    two characters ``\\n``, not an escape of an escape."""
    ep = Episode(EpisodeConfig("kuhn", ("random",) * 2, hands=2, seed=5))
    while (p := ep.pending()) is not None:
        slot, obs = p
        answer = make_seat("random", "kuhn", decision_rng(5, slot, ep.decisions)).act(obs)
        ep.decide({"action": "teleport", "why": "a\nb"} if ep.decisions == 0 else dict(answer, say="héllo ♠"))
    extra = "replay.records.filter((r) => r.received || r.say).map((r) => r.say ?? JSON.stringify(r.received))"
    script = _DRAW.replace("const drawn = [];", f"const drawn = {extra};")
    drawn = _drawn(tmp_path, jsonl_bytes(ep.records), script)
    assert drawn[0] == dumps({"action": "teleport", "why": "a\nb"}) and drawn[1] == "héllo ♠"
    assert not [text for text in drawn[1:] if "\\" in text]


# --- the manifest: what a verdict shows of it ---------------------------------------------------------


@pytest.mark.parametrize(
    "episode_id, refused",
    [
        ("kuhn-5-\u202edehsilbup ton", "holds U+202E"),  # a bidi override turns the rest of the line round
        ("kuhn-5-abc\u2028Published as episode kuhn-5-real", "holds U+2028"),  # a second line, forged
        ("kuhn-5-" + "x" * 100_000, "is not 1 to 200 characters long"),
        ("", "is not 1 to 200 characters long"),
    ],
)
def test_a_manifest_episode_id_no_writer_makes_is_refused_before_a_verdict_shows_it(
    tmp_path, capsys, episode_id, refused
):
    """A verdict names the episode the manifest lists for the replay: the command line quotes it escaped,
    but the viewer draws ``Verdict.episode`` as it is ("Published as episode ..."), and a manifest named in a
    link is anyone's file. read_manifest took any string as the id, so an honest replay verified "as
    published" under an id holding a bidi override, a line separator or 100,000 characters, each drawn raw.
    Before: verified, the id's 1 hidden character (or 100,007 characters) in the verdict; now the manifest
    is refused in one line naming the entry and field (exit 2), as manifest_bytes refuses to write it."""
    from cosino.arena.manifest import ManifestError, entry, manifest_bytes, read_manifest
    from cosino.arena.replay import verify
    from cosino.arena.scoring import results_bytes
    from cosino_runtime.cli import main

    records = _play("kuhn", 2, 2)
    replay, results = jsonl_bytes(records), results_bytes(records)
    row = entry(episode_id, replay, results, "kuhn")
    written = b'{"episodes":[' + dumps(row).encode() + b'],"format":1}\n'  # as an editor writes it
    with pytest.raises(ManifestError, match=re.escape("episodes[0].episode: ")) as caught:
        read_manifest(written)
    assert refused in str(caught.value) and len(str(caught.value)) < 300
    with pytest.raises(ManifestError, match=re.escape(refused)):
        manifest_bytes([row])
    honest = read_manifest(manifest_bytes([entry("kuhn-5-7b2e0c1d9a44", replay, results, "kuhn")]))
    assert verify(replay, results, manifest=honest).episode == "kuhn-5-7b2e0c1d9a44"
    (tmp_path / "r.jsonl").write_bytes(replay)
    (tmp_path / "m.json").write_bytes(written)
    code = main(["verify", str(tmp_path / "r.jsonl"), "--manifest", str(tmp_path / "m.json")])
    one_line(code, *capsys.readouterr(), "m.json: episodes[0].episode: ", refused)
