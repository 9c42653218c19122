"""``write_all_or_none``: several files written as one set, or none of them changed.

Faults are injected where they happen (``os.write`` for a disk that fills, ``os.replace`` for a
rename refused), and real where they can be (a folder or a FIFO where a file goes).
"""

from __future__ import annotations

import errno
import os

import pytest

from cosino.primitives.files import NotRegularFile, write_all_or_none, write_atomic


def _set(folder):
    return [(folder / "a.json", b"new a"), (folder / "b.json", "new b"), (folder / "c.json", b"new c")]


def _old(folder):
    for name in ("a.json", "b.json", "c.json"):
        (folder / name).write_bytes(b"old " + name.encode())


def _contents(folder):
    return {p.name: "a folder" if p.is_dir() else p.read_bytes() for p in sorted(folder.iterdir())}


def test_every_file_is_written_whole_and_text_as_utf8(tmp_path):
    _old(tmp_path)
    write_all_or_none(_set(tmp_path) + [(tmp_path / "d.txt", "\u00e9\u2028")])
    assert _contents(tmp_path) == {
        "a.json": b"new a",
        "b.json": b"new b",
        "c.json": b"new c",
        "d.txt": "\u00e9\u2028".encode(),
    }
    assert all(oct(p.stat().st_mode & 0o777) == "0o644" for p in tmp_path.iterdir())


@pytest.mark.parametrize("fail_at", [0, 1, 2])
def test_a_disk_that_fills_while_writing_any_file_changes_none_of_them(tmp_path, monkeypatch, fail_at):
    _old(tmp_path)
    before = _contents(tmp_path)
    real_write = os.write
    calls = [0]

    def filling(fd, data):
        calls[0] += 1
        if calls[0] > fail_at:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", filling)
    with pytest.raises(OSError) as caught:
        write_all_or_none(_set(tmp_path))
    assert caught.value.errno == errno.ENOSPC
    assert caught.value.filename == str(_set(tmp_path)[fail_at][0])  # the file meant, not a temporary one
    assert _contents(tmp_path) == before  # nothing replaced, no temporary file left


@pytest.mark.parametrize("blocked", [0, 1, 2])
def test_a_folder_where_any_file_goes_is_refused_before_anything_is_replaced(tmp_path, blocked):
    _old(tmp_path)
    target = _set(tmp_path)[blocked][0]
    target.unlink()
    target.mkdir()
    before = _contents(tmp_path)
    with pytest.raises(IsADirectoryError) as caught:
        write_all_or_none(_set(tmp_path))
    assert caught.value.filename == str(target)
    assert _contents(tmp_path) == before


def test_a_fifo_where_a_file_goes_is_refused_before_anything_is_replaced(tmp_path):
    _old(tmp_path)
    os.unlink(tmp_path / "c.json")
    os.mkfifo(tmp_path / "c.json")
    with pytest.raises(NotRegularFile):
        write_all_or_none(_set(tmp_path))
    assert (tmp_path / "a.json").read_bytes() == b"old a.json"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".tmp-")] == []


def test_a_link_to_a_folder_is_replaced_by_the_file_as_a_rename_does(tmp_path):
    (tmp_path / "real").mkdir()
    os.symlink(tmp_path / "real", tmp_path / "link")
    write_atomic(tmp_path / "link", b"x")
    assert not (tmp_path / "link").is_symlink() and (tmp_path / "link").read_bytes() == b"x"
    assert (tmp_path / "real").is_dir()


def test_a_rename_refused_midway_names_its_file_and_leaves_no_temporary_file(tmp_path, monkeypatch):
    _old(tmp_path)
    real_replace = os.replace
    done = []

    def refusing(src, dst):
        if len(done) == 1:
            raise OSError(errno.EROFS, "Read-only file system")
        done.append(dst)
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", refusing)
    with pytest.raises(OSError) as caught:
        write_all_or_none(_set(tmp_path))
    assert caught.value.filename == str(tmp_path / "b.json")
    # Renames are the one window: the first is in place, the others are as they were.
    assert _contents(tmp_path) == {"a.json": b"new a", "b.json": b"old b.json", "c.json": b"old c.json"}
