"""Review 55d of the command line: ``-`` as an output path, and which option a refused file came from.

Before: ``--out=-`` (and ``--out -``) made a file or folder called "-" for every output option, and
``power --json -`` wrote the report into a file "-". Now ``-`` is standard output where the output is one stream
a pipe can take (``power --json -``: the canonical JSON alone), and every other output option refuses it in
one line saying what it names instead (exit 2, nothing written).

Before: ``verify --manifest``, ``league run --config`` and ``league table --out`` refusals named the file
alone ("m.json: cannot read (...)"); a refusal about a path an option gave, or one under it, now starts with
the option, wherever the file was opened.
"""

from __future__ import annotations

import os

import pytest

KUHN = ["--variant", "kuhn", "--seats", "house,random"]


@pytest.mark.parametrize(
    "argv, flag",
    [
        (["play", *KUHN, "--out=-"], "--out"),
        (["play", *KUHN, "--out", "-"], "--out"),
        (["demo", "--out", "-"], "--out"),
        (["train", "--game", "kuhn", "--algo", "cfr", "--iterations", "1", "--quiet", "--out", "-"], "--out"),
        (["league", "run", "--config", "l.toml", "--out", "-"], "--out"),
        (["league", "table", "--out", "-"], "--out"),
        (["session", "import", "r.jsonl", "--db", "-"], "--db"),
        (["session", "analyze", "--db", "-"], "--db"),
        (["serve", "--data", "-"], "--data"),
        (["calibrate", "collusion", "--doc", "-"], "--doc"),
        (["bench", "scale", "--svg", "-"], "--svg"),
    ],
    ids=lambda v: " ".join(v[:2]) if isinstance(v, list) else v,
)
def test_an_output_that_cannot_be_a_stream_refuses_a_dash(cosino_cli, tmp_path, monkeypatch, argv, flag):
    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli(*argv)
    assert (code, out, os.listdir(tmp_path)) == (2, "", []), err[-300:]
    assert err.startswith(f"cosino: {flag} -: not standard output here: {flag} names ") and err.count("\n") == 1, err
    assert err.endswith("(./- names a path called -)\n"), err


def test_power_json_dash_prints_the_canonical_report_alone_and_dot_slash_dash_is_a_file(
    cosino_cli, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    assert cosino_cli("play", *KUHN, "--hands", "2", "--out", "k")[0] == 0
    code, out, err = cosino_cli("power", "k", "--json", "-")
    assert (code, err) == (0, ""), err
    assert cosino_cli("power", "k", "--json", "./-")[0] == 0
    assert out == (tmp_path / "-").read_text() and out.startswith('{"replays":{'), out[:200]


def test_a_refused_file_an_option_gave_names_the_option(cosino_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    os.mkdir("adir")
    (tmp_path / "r.jsonl").write_text("{}\n")
    said = [
        cosino_cli(*argv)[::2]
        for argv in (
            ["verify", "r.jsonl", "--manifest", "none.json"],
            ["league", "run", "--config", "adir"],
            ["league", "table", "--out", "adir"],
        )
    ]
    assert said == [
        (2, "cosino: --manifest none.json: cannot read (No such file or directory)\n"),
        (2, "cosino: --config adir: is a directory, not a league.toml file\n"),
        (2, "cosino: --out adir: adir/league.json: no league table yet (run `cosino league run` first)\n"),
    ]


def test_an_os_error_on_an_option_file_names_the_option(cosino_cli, tmp_path, monkeypatch):
    # The other road to a refusal: an OSError carrying the path, met wherever the command opened it.
    from cosino_runtime.commands import verify

    def gone(source):
        raise FileNotFoundError(2, "No such file or directory", source)

    monkeypatch.setattr(verify, "load_manifest", gone)
    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli("verify", "r.jsonl", "--manifest", "m.json")
    assert (code, out, err) == (2, "", "cosino: --manifest m.json: No such file or directory\n")
