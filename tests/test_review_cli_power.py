"""``cosino power``: agent names and the variant are read from results files and printed; a control,
bidi or line-break character in them reached the terminal as is (an ESC sequence recoloured it,
U+2028 broke the line). Now they are escaped. And ``--json`` into a folder that does not exist was
found only after the whole report was printed; now it is refused first (exit 2, nothing printed)."""

from __future__ import annotations

import json


def _results(tmp_path, agents, variant="holdem-hu"):
    path = tmp_path / "a.results.json"
    path.write_text(json.dumps({"agents": agents, "variant": variant, "net": [3, -3], "scoredHands": 4}))
    return str(path)


def test_names_from_a_file_are_escaped(cosino_cli, tmp_path):
    path = _results(tmp_path, ["ev\x1b[31mil\u202e", "two\u2028lines"])
    code, out, err = cosino_cli("power", path)
    assert code == 0, err
    assert "\x1b" not in out and "\u202e" not in out and "\u2028" not in out, out
    assert "ev\\u001b[31mil\\u202e - two\\u2028lines" in out, out
    # A variant no game has is refused now (tests/test_review_mutants34b.py); its name is escaped there too.
    code, out, err = cosino_cli("power", _results(tmp_path, ["a", "b"], variant="hold\u200fem"))
    assert code == 2 and "\u200f" not in err and "'hold\\u200fem'" in err, err


def test_a_json_path_in_a_missing_folder_is_refused_before_the_report(cosino_cli, tmp_path):
    target = tmp_path / "missing" / "report.json"
    code, out, err = cosino_cli("power", _results(tmp_path, ["a", "b"]), "--json", str(target))
    assert code == 2 and out == "" and err.count("\n") == 1 and "--json" in err, (code, out, err)


def test_a_json_path_that_is_an_input_is_refused_and_the_input_kept(cosino_cli, tmp_path):
    # Before, --json naming a results file given as input replaced it (atomically) with the report.
    path = _results(tmp_path, ["a", "b"])
    before = open(path, "rb").read()
    code, out, err = cosino_cli("power", path, "--json", path)
    assert code == 2 and out == "" and err.strip() == f"cosino: --json {path}: is one of the inputs", (code, out, err)
    assert open(path, "rb").read() == before


def test_a_json_path_a_given_folder_is_searched_for_is_refused(cosino_cli, tmp_path):
    _results(tmp_path, ["a", "b"])
    target = tmp_path / "sub" / "report.results.json"  # read as results on the next run over the folder
    target.parent.mkdir()
    code, out, err = cosino_cli("power", str(tmp_path), "--json", str(target))
    assert code == 2 and "is a name the input folder" in err and not target.exists(), (code, out, err)
    assert cosino_cli("power", str(tmp_path), "--json", str(tmp_path / "report.json"))[0] == 0
