"""A path the user gave is echoed with its bidi marks and invisible characters as escapes: a name
holding U+202E could otherwise reorder the line it is printed on (the command line already refuses
control characters and line breaks in a value). The files are written under the real name."""

from __future__ import annotations

import pytest

from cosino_runtime.cli import main

HOSTILE = "out\u202ex\u200by"
SHOWN = "out\\u202ex\\u200by"


def _assert_shown_escaped(out: str) -> None:
    assert SHOWN in out, out
    assert "\u202e" not in out and "\u200b" not in out


def test_play_echoes_its_out_folder_escaped(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["play", "--variant", "kuhn", "--seats", "house,random", "--hands", "2", "--out", HOSTILE]) == 0
    _assert_shown_escaped(capsys.readouterr().out)
    assert (tmp_path / HOSTILE).is_dir()


@pytest.mark.parametrize("algo", ["cfr+"])
def test_train_echoes_its_profile_path_escaped(tmp_path, capsys, monkeypatch, algo):
    monkeypatch.chdir(tmp_path)
    target = HOSTILE + ".json"
    assert main(["train", "--game", "kuhn", "--algo", algo, "--iterations", "3", "--out", target, "--quiet"]) == 0
    out = capsys.readouterr().out
    _assert_shown_escaped(out)
    assert (tmp_path / target).is_file()
