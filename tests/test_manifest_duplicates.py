"""A manifest that lists one thing twice in two ways is refused, naming the manifest and the entry.

The manifest is what a published replay is checked against, and ``find`` answers with the first
entry for a replay digest: a second, different entry for the same episode or the same replay would
decide the verdict by its position in the list. Which duplicates are refused:

- an episode id listed twice, with the same digests or not (the writer lists each id once);
- one replay digest under two entries that disagree on results or variant (results follow from
  the replay, so one of them is false);
- one results digest under two replay digests (results name their replay's SHA-256).

Not refused: the same replay, results and variant under two ids. Episode ids follow from the
config, but a secret seed and the same seed named later give two ids to one replay of house
seats; refusing that would let anyone who may create episodes make the site's manifest unreadable.
"""

from __future__ import annotations

import re

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.manifest import ManifestError, entry, manifest_bytes, read_manifest
from cosino.arena.replay import verify
from cosino.arena.scoring import results_bytes
from cosino.primitives.canonical import dump_bytes, jsonl_bytes, sha256_hex
from cosino_runtime.cli import main

A, B, C = ("a" * 64), ("b" * 64), ("c" * 64)


def _raw(*entries: dict) -> bytes:
    """Manifest bytes as a hostile or broken publisher might write them (no de-duplication)."""
    return dump_bytes({"episodes": list(entries), "format": 1})


def _e(episode: str, replay: str, results: str, variant: str = "kuhn") -> dict:
    return {"episode": episode, "replay": replay, "results": results, "variant": variant}


REFUSED = {
    "one episode twice, identical": (
        [_e("k-1", A, B), _e("k-1", A, B)],
        "m.json: episodes[1]: episode 'k-1' is already listed at episodes[0]",
    ),
    "one episode twice, other digests": (
        [_e("k-1", A, B), _e("k-2", C, C), _e("k-1", C, B)],
        "m.json: episodes[2]: episode 'k-1' is already listed at episodes[0]",
    ),
    "one replay, other results": (
        [_e("k-1", A, B), _e("k-2", A, C)],
        f"m.json: episodes[1]: replay {A} is already listed at episodes[0] (episode 'k-1') with other results",
    ),
    "one replay, other variant": (
        [_e("k-1", A, B), _e("k-2", A, B, "leduc")],
        f"m.json: episodes[1]: replay {A} is already listed at episodes[0] (episode 'k-1') as another variant",
    ),
    "one results, other replay": (
        [_e("k-1", A, B), _e("k-2", C, B)],
        f"m.json: episodes[1]: results {B} are already listed at episodes[0] (episode 'k-1') for another replay",
    ),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_an_ambiguous_duplicate_is_refused_naming_the_manifest_and_the_entry(case):
    entries, message = REFUSED[case]
    with pytest.raises(ManifestError) as caught:
        read_manifest(_raw(*entries), "m.json")
    assert str(caught.value) == message


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_the_writer_refuses_what_the_reader_would(case):
    entries, _ = REFUSED[case]
    if case == "one episode twice, identical":
        assert read_manifest(manifest_bytes(entries))["episodes"] == entries[:1]  # repeats collapse on writing
        return
    with pytest.raises(ManifestError):
        manifest_bytes(entries)


def test_one_replay_under_two_ids_with_the_same_digests_is_accepted():
    manifest = read_manifest(_raw(_e("k-1", A, B), _e("k-2", A, B)), "m.json")
    assert [e["episode"] for e in manifest["episodes"]] == ["k-1", "k-2"]
    assert read_manifest(manifest_bytes(manifest["episodes"]))["episodes"] == manifest["episodes"]


def test_a_hostile_episode_id_is_quoted_on_one_escaped_line():
    name = "k\u2028-1\u202e\n" + "x" * 5000
    with pytest.raises(ManifestError) as caught:
        read_manifest(_raw(_e(name, A, B), _e(name, C, C)), "m.json")
    message = str(caught.value)
    assert len(message.splitlines()) == 1 and "\u202e" not in message and len(message) < 300, message


def _published(tmp_path):
    ep = Episode(EpisodeConfig("kuhn", ("a", "b"), hands=2, seed=4))
    while (p := ep.pending()) is not None:
        ep.decide({"action": "check"} if p[1]["legal"][0]["action"] == "check" else {"action": "call"})
    replay = jsonl_bytes(ep.records)
    results = results_bytes(ep.records)
    path = tmp_path / "ep.replay.jsonl"
    path.write_bytes(replay)
    return path, replay, results


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_cosino_verify_refuses_the_manifest_with_one_line_and_status_2(tmp_path, capsys, case):
    path, replay, results = _published(tmp_path)
    good = entry("kuhn-4", replay, results, "kuhn")
    entries, _ = REFUSED[case]
    # The duplicates are about this replay's own entry: the manifest would otherwise verify it.
    swap = {A: good["replay"], B: good["results"]}
    listed = [
        {**e, "replay": swap.get(e["replay"], e["replay"]), "results": swap.get(e["results"], e["results"])}
        for e in entries
    ]
    manifest = tmp_path / "m.json"
    manifest.write_bytes(_raw(*listed))
    assert main(["verify", str(path), "--manifest", str(manifest)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"cosino: --manifest {manifest}: episodes[") and "already listed at episodes[" in err


def test_cosino_verify_still_accepts_a_manifest_without_duplicates(tmp_path, capsys):
    path, replay, results = _published(tmp_path)
    manifest = tmp_path / "m.json"
    manifest.write_bytes(manifest_bytes([entry("kuhn-4", replay, results, "kuhn"), _e("k-2", A, B)]))
    assert main(["verify", str(path), "--manifest", str(manifest)]) == 0
    assert f"\nrecomputed results SHA-256: {sha256_hex(results)}\n" in capsys.readouterr().out
    assert verify(replay, manifest=read_manifest(manifest.read_bytes())).ok


# Before: a field no writer makes was read and kept (a 'note' beside an entry, a 'signedBy' at the top),
# so a hand-edited manifest could carry text that nothing checks.
@pytest.mark.parametrize(
    "edit, where",
    [
        (lambda m: m.update(signedBy="the operator"), "manifest: unknown field 'signedBy'"),
        (lambda m: m["episodes"][0].update(note="verified by hand"), "manifest: episodes[0]: unknown field 'note'"),
    ],
)
def test_a_field_no_writer_makes_is_refused(edit, where):
    import json

    from cosino.arena.manifest import ManifestError, entry, manifest_bytes, read_manifest

    manifest = json.loads(manifest_bytes([entry("kuhn-1", b"r", b"s", "kuhn")]))
    edit(manifest)
    with pytest.raises(ManifestError, match=f"^{re.escape(where)}"):
        read_manifest(json.dumps(manifest).encode(), "manifest")
