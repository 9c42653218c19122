"""The manifest: which replay and results bytes were published, so an edited replay is caught.

Recomputing results from a replay proves that the results follow from the replay, not that the
replay is the one that was played: an edited agent name, hand count, budget, line of talk, recorded
answer or ``deadline``/``stalled`` end (written where the editor likes) is an *input*, and a replay
edited that way still re-derives its own results. The league and the
runtime therefore publish ``public/manifest.json`` beside the leaderboard, listing every
episode's replay and results SHA-256. A replay whose digest is not listed is not a published one.

The bytes are canonical JSON: ``{"episodes": [...sorted by episode id...], "format": 1}``, each
entry ``{"episode", "replay", "results", "variant"}``. A manifest that lists one episode id twice,
one replay with two results or variants, or one results file for two replays is refused: the
verdict would depend on which listing was read. So is an episode id or variant no writer makes (empty,
over :data:`NAME_LIMIT` characters, or not printable): a verdict shows the id as it is written.

>>> m = manifest_bytes([entry("kuhn-1-ab", b"R\\n", b"{}", "kuhn")])
>>> found = find(read_manifest(m), sha256_hex(b"R\\n"))
>>> found["episode"], found["results"] == sha256_hex(b"{}")
('kuhn-1-ab', True)
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from cosino.arena.evidence import seat_text
from cosino.primitives.canonical import dump_bytes, sha256_hex
from cosino.primitives.errors import CosinoError
from cosino.primitives.jsonsafe import loads
from cosino.primitives.printable_chars import first_unprintable

FORMAT = 1
MANIFEST_KEY = "public/manifest.json"
# Bytes of a manifest that are read, from a file or a URL (``cosino verify --manifest``, and the web viewer,
# whose js/limits.js web/build.py writes from this and ``cosino.arena.replay.MAX_REPLAY_BYTES``).
# A manifest entry is about 230 bytes, so this is some 290,000 episodes.
MAX_MANIFEST_BYTES = 64 * 1024 * 1024
# An entry holds nine values in 180 bytes or more; `[{},{},...]` would parse to 20 bytes a byte.
ENTRY_BYTES_PER_VALUE = 16
_HEX = re.compile(r"[0-9a-f]{64}")
_FIELDS = ("episode", "replay", "results", "variant")
# Characters of an episode id or a variant name. The runtime's ids are a variant, a seed and a digest
# (some 60 characters); a verdict shows the id as the manifest writes it (the viewer's "Published as
# episode ..." line), so a longer one, or one holding a line break or a bidi control, is no writer's.
NAME_LIMIT = 200


class ManifestError(CosinoError):
    """A manifest that is not well formed; the message names the file and entry."""


def entry(episode_id: str, replay: bytes, results: bytes, variant: str) -> dict[str, str]:
    """The manifest's line for one published episode."""
    return {"episode": episode_id, "replay": sha256_hex(replay), "results": sha256_hex(results), "variant": variant}


def manifest_bytes(entries: Iterable[dict[str, Any]]) -> bytes:
    """Canonical manifest bytes; one entry per episode id (a repeated id must repeat its digests),
    and nothing :func:`read_manifest` would refuse as a duplicate."""
    by_id: dict[str, dict[str, Any]] = {}
    for item in entries:
        row = {k: item[k] for k in _FIELDS}
        seen = by_id.setdefault(row["episode"], row)
        if seen != row:
            raise ManifestError(f"episode {_quoted(row['episode'])} is listed twice with different digests")
    rows = [by_id[k] for k in sorted(by_id)]
    check = _Duplicates("manifest")
    for i, row in enumerate(rows):
        _check_names(row, f"manifest: episodes[{i}]")
        check.add(i, row)
    return joined_manifest([entry_bytes(row) for row in rows])


def entry_bytes(item: dict[str, Any]) -> bytes:
    """One episode's entry as the manifest writes it (a league run keeps these between runs)."""
    return dump_bytes({k: item[k] for k in _FIELDS})


def joined_manifest(entries: list[bytes]) -> bytes:
    """The manifest of :func:`entry_bytes` already one per id and sorted by id: the same bytes as
    :func:`manifest_bytes` of their entries."""
    return b'{"episodes":[' + b",".join(entries) + b'],"format":' + str(FORMAT).encode() + b"}\n"


def read_manifest(data: bytes, name: str = "manifest") -> dict[str, Any]:
    """Parse and check a manifest; raise ManifestError naming the first bad entry."""
    value = loads(data, name, floats="refuse", unique_keys=True, max_values=len(data) // ENTRY_BYTES_PER_VALUE + 64)
    shape_ok = isinstance(value, dict) and isinstance(value.get("episodes"), list)
    if not shape_ok or type(value.get("format")) is not int or value["format"] != FORMAT:  # true == 1 in Python
        raise ManifestError(f"{name}: not a manifest (expected format {FORMAT} and a list 'episodes')")
    # A field no writer makes is a hand-made or edited file: refused, so a reader never shows what nothing checks.
    _refuse_unknown(value, ("episodes", "format"), name)
    duplicates = _Duplicates(name)
    for i, item in enumerate(value["episodes"]):
        if not isinstance(item, dict) or not all(isinstance(item.get(k), str) for k in _FIELDS):
            raise ManifestError(f"{name}: episodes[{i}]: needs string fields {', '.join(_FIELDS)}")
        _refuse_unknown(item, _FIELDS, f"{name}: episodes[{i}]")
        _check_names(item, f"{name}: episodes[{i}]")
        for key in ("replay", "results"):
            if not _HEX.fullmatch(item[key]):
                raise ManifestError(f"{name}: episodes[{i}].{key}: not a SHA-256 hex digest")
        duplicates.add(i, item)
    return value


def _refuse_unknown(value: dict[str, Any], known: tuple[str, ...], where: str) -> None:
    extra = sorted(k for k in value if k not in known)
    if extra:
        raise ManifestError(f"{where}: unknown field {_quoted(extra[0])} (a manifest holds only {', '.join(known)})")


def _check_names(item: dict[str, Any], where: str) -> None:
    """Refuse an entry whose episode id or variant no writer makes: empty, past :data:`NAME_LIMIT`
    characters, or holding a character that is not shown as it is (a line break, a bidi control)."""
    for key in ("episode", "variant"):
        hidden = first_unprintable(item[key])
        if hidden is not None:
            raise ManifestError(f"{where}.{key}: {_quoted(item[key])} holds U+{ord(hidden):04X}")
        if not 0 < len(item[key]) <= NAME_LIMIT:
            raise ManifestError(f"{where}.{key}: {_quoted(item[key])} is not 1 to {NAME_LIMIT} characters long")


def _quoted(text: str) -> str:
    return f"'{seat_text(text, 80)}'"  # an id from a file: one escaped line, however long


class _Duplicates:
    """Refuses the entries that would make a verdict depend on which of two listings is read: an
    episode id twice, one replay with two results or variants, one results file for two replays.
    One replay under two ids with the same digests is accepted: a secret seed and the same seed
    named later give one replay two ids, and refusing it would let a caller void the manifest."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.ids: dict[str, int] = {}
        self.replays: dict[str, tuple[int, dict[str, Any]]] = {}
        self.results: dict[str, tuple[int, dict[str, Any]]] = {}

    def add(self, i: int, item: dict[str, Any]) -> None:
        where = f"{self.name}: episodes[{i}]"
        first = self.ids.setdefault(item["episode"], i)
        if first != i:
            raise ManifestError(f"{where}: episode {_quoted(item['episode'])} is already listed at episodes[{first}]")
        j, seen = self.replays.setdefault(item["replay"], (i, item))
        if j != i and (seen["results"] != item["results"] or seen["variant"] != item["variant"]):
            how = "with other results" if seen["results"] != item["results"] else "as another variant"
            raise ManifestError(
                f"{where}: replay {item['replay']} is already listed at episodes[{j}] "
                f"(episode {_quoted(seen['episode'])}) {how}"
            )
        j, seen = self.results.setdefault(item["results"], (i, item))
        if j != i and seen["replay"] != item["replay"]:
            raise ManifestError(
                f"{where}: results {item['results']} are already listed at episodes[{j}] "
                f"(episode {_quoted(seen['episode'])}) for another replay"
            )


def find(manifest: dict[str, Any], replay_sha: str) -> dict[str, Any] | None:
    """The published entry whose replay has this digest, or None."""
    for item in manifest["episodes"]:
        if item["replay"] == replay_sha:
            return item
    return None
