"""Mutation review 38a: ``cosino calibrate`` (functions/cosino_runtime/commands/calibrate.py). 31 hand-made mutants
were run against every test that names the command; 23 were killed, 1 was equivalent (an empty ``--kinds`` pick,
which ``split`` never gives: the check is gone), and each of the others is pinned here. The runs themselves take
minutes, so the devtool's run functions are replaced by stand-ins that record what they were asked."""

from __future__ import annotations

import pytest

import cosino_devtools.calibrate as calibrate


@pytest.fixture
def league_calls(monkeypatch):
    """The league-audit run replaced: it records its arguments and reports one episode done."""
    calls = []

    def league_run(leagues, jobs, kinds, progress=None, sizes=None):
        calls.append({"leagues": leagues, "kinds": kinds, "sizes": sizes})
        progress(1, 1)
        return []

    monkeypatch.setattr(calibrate, "league_run", league_run)
    monkeypatch.setattr(calibrate, "league_report", lambda results, leagues, command, seconds: f"TABLE {command}\n")
    return calls


def test_league_audit_without_kinds_runs_every_kind(cosino_cli, league_calls):
    # kills: the default kinds cut to the first
    code, out, err = cosino_cli("calibrate", "league-audit", "--leagues", "1", "--sizes", "1")
    assert code == 0, err
    assert league_calls == [{"leagues": 1, "kinds": tuple(calibrate.LEAGUES), "sizes": (1,)}]
    assert len(calibrate.LEAGUES) > 1


def test_sizes_take_spaces_and_padding_and_refuse_other_digits(cosino_cli, league_calls):
    # kills: the spaces around a size no longer stripped; a five-character size such as 01000 refused
    sizes = " 8 , 04"
    code, out, err = cosino_cli("calibrate", "league-audit", "--leagues", "1", "--kinds", "honest", "--sizes", sizes)
    assert code == 0, err
    assert league_calls[-1]["sizes"] == (4, 8)
    code, out, err = cosino_cli("calibrate", "league-audit", "--kinds", "honest", "--sizes", "01000")
    assert code == 0 and league_calls[-1]["sizes"] == (1000,), err
    for bad in ("1001", "\u0664", "4e1", "-4", "", "0"):
        code, out, err = cosino_cli("calibrate", "league-audit", "--kinds", "honest", "--sizes", f"8,{bad}")
        assert code == 2 and out == "" and err.count("\n") == 1 and "--sizes" in err, (bad, err)
    assert len(league_calls) == 2  # no refused size started a run


def test_progress_goes_to_stderr_and_the_tables_alone_to_stdout(cosino_cli, league_calls):
    # kills: the progress line printed to stdout
    code, out, err = cosino_cli("calibrate", "league-audit", "--leagues", "2", "--kinds", "honest", "--sizes", "1")
    assert code == 0
    assert out == "TABLE cosino calibrate league-audit --leagues 2 --kinds honest --sizes 1\n\n"  # print adds one
    assert "1/1 episodes" in err


def test_league_audit_doc_replaces_its_tables_and_keeps_the_text_read_before_the_run(
    cosino_cli, league_calls, tmp_path, monkeypatch
):
    # kills: the league-audit --doc never written
    doc = tmp_path / "audit.md"
    doc.write_text(f"# Intro\n{calibrate.TABLE_START}\nOLD\n{calibrate.TABLE_END}\nOutro\n", encoding="utf-8")
    code, out, err = cosino_cli(
        "calibrate", "league-audit", "--leagues", "1", "--kinds", "honest", "--sizes", "1", "--doc", str(doc)
    )
    assert code == 0, err
    text = doc.read_text(encoding="utf-8")
    assert text.startswith("# Intro\n") and text.endswith("Outro\n") and "OLD" not in text
    assert "TABLE cosino calibrate league-audit" in text and "--doc" in text


def test_a_doc_over_its_bound_is_refused_before_the_run(cosino_cli, league_calls, tmp_path):
    # kills: the doc's byte bound raised 64-fold
    doc = tmp_path / "audit.md"
    with open(doc, "wb") as fh:
        fh.truncate(17 * 1024 * 1024)  # sparse: 17 MB of zero bytes on no disk
    code, out, err = cosino_cli("calibrate", "league-audit", "--kinds", "honest", "--sizes", "1", "--doc", str(doc))
    assert code == 2 and out == "" and err.count("\n") == 1 and "larger than" in err, err
    assert league_calls == []


def test_the_collusion_doc_path_is_echoed_with_its_marks_escaped(cosino_cli, tmp_path, monkeypatch):
    # kills: the "written:" line of calibrate collusion printing the path as it came
    monkeypatch.setattr(calibrate, "run", lambda episodes, hands, jobs, progress=None: [])
    monkeypatch.setattr(calibrate, "report", lambda results, episodes, hands, command, seconds: "TABLE\n")
    doc = tmp_path / "a\u202egpj.md"
    code, out, err = cosino_cli("calibrate", "collusion", "--episodes", "1", "--hands", "1", "--doc", str(doc))
    assert code == 0, err
    assert doc.read_text(encoding="utf-8") == "TABLE\n"
    written = [line for line in err.splitlines() if line.startswith("written: ")]
    assert len(written) == 1 and "\u202e" not in written[0] and "202" in written[0].upper(), err
