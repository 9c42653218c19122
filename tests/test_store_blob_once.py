"""A blob is created once, even by two writers racing on one key.

The embedded store used to ask whether the file existed and then write it, so two writers that
both asked before either wrote would both be told they made the blob, and the second would
replace the first's bytes. These tests make that interleaving happen on purpose.
"""

from __future__ import annotations

import os
import threading

import pytest

from cosino.primitives.files import create_once
from cosino_runtime.store import embedded
from cosino_runtime.store.embedded import EmbeddedStore


def _stale_exists(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every existence check answers False: both writers asked before either wrote."""
    monkeypatch.setattr(embedded.Path, "exists", lambda self: False)


def test_second_writer_with_other_bytes_is_refused_after_a_stale_check(tmp_path, monkeypatch):
    store = EmbeddedStore(tmp_path)
    _stale_exists(monkeypatch)
    assert store.put_blob("replays/e1.jsonl", b"first\n") is True
    with pytest.raises(ValueError, match="exists with different bytes"):
        store.put_blob("replays/e1.jsonl", b"second\n")
    monkeypatch.undo()
    assert store.get_blob("replays/e1.jsonl") == b"first\n"


def test_second_writer_with_the_same_bytes_is_told_it_did_not_create(tmp_path, monkeypatch):
    store = EmbeddedStore(tmp_path)
    _stale_exists(monkeypatch)
    assert store.put_blob("results/e1.json", b"{}") is True
    assert store.put_blob("results/e1.json", b"{}") is False


def test_threads_racing_on_one_key_make_exactly_one_creator(tmp_path):
    store = EmbeddedStore(tmp_path)
    for round_number in range(50):
        key = f"race/{round_number}.bin"
        start = threading.Barrier(4)
        outcomes: list[tuple[bytes, object]] = []

        def write(data: bytes) -> None:
            start.wait()
            try:
                outcomes.append((data, store.put_blob(key, data)))
            except ValueError:
                outcomes.append((data, "refused"))

        threads = [threading.Thread(target=write, args=(bytes([65 + i % 2]) * 4096,)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        assert len(outcomes) == 4
        winners = [data for data, outcome in outcomes if outcome is True]
        assert len(winners) == 1, outcomes
        assert store.get_blob(key) == winners[0]
        for data, outcome in outcomes:  # a loser is told False for the same bytes, refused for others
            if outcome is not True:
                assert outcome == (False if data == winners[0] else "refused"), outcomes


def test_create_once_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "x.bin"
    assert create_once(target, b"abc") is True
    assert create_once(target, b"xyz") is False
    assert target.read_bytes() == b"abc"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.bin"]
    assert os.stat(target).st_mode & 0o777 == 0o644


def test_create_once_names_the_target_when_its_folder_is_missing(tmp_path):
    target = tmp_path / "missing" / "x.bin"
    with pytest.raises(FileNotFoundError) as info:
        create_once(target, b"abc")
    assert info.value.filename == str(target)
    assert not (tmp_path / "missing").exists()
