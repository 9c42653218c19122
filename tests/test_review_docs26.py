"""docs/league.md, chip-race.md, tricks.md, analytics.md and advisor.md, run as a new user would
(docs review, 2026-12-04): each test holds one place where the program or the doc was wrong."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(capsys, *argv: str) -> tuple[int, str]:
    from cosino_runtime.cli import main

    code = main(list(argv))
    return code, capsys.readouterr().err


def test_train_refuses_an_empty_out_in_one_line_before_training(tmp_path, monkeypatch, capsys):
    # an empty --out named the working folder: training ran, then the write raised OSError (EBUSY)
    monkeypatch.chdir(tmp_path)
    code, err = _run(capsys, "train", "--game", "kuhn", "--algo", "cfr", "--iterations", "2", "--out", "", "--quiet")
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("cosino: --out: is empty")
    assert list(tmp_path.iterdir()) == []


def test_output_problem_names_an_empty_path():
    from cosino.primitives.files import output_problem

    assert output_problem("") is not None
    assert output_problem(Path("")) is not None


def test_holdem_training_refuses_a_seed_given_twice(tmp_path, capsys):
    # two runs of one seed agree exactly and sum the same visits twice: the gate's seed
    # disagreement and visit count would certify a strategy no second run ever checked
    out = tmp_path / "s.json"
    argv = ["train", "--game", "holdem-hu-abstract", "--algo", "mccfr", "--iterations", "2", "--quiet"]
    code, err = _run(capsys, *argv, "--seed", "0,1,0", "--out", str(out))
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("cosino: --seed") and "'0'" in err
    assert not out.exists()


def test_train_seeds_refuses_a_repeated_seed():
    from cosino.advisor.mccfr import LeducSampled, train_seeds

    with pytest.raises(ValueError, match="seeds"):
        train_seeds(LeducSampled(), iterations=2, seeds=[3, 4, 3], checkpoints=1)
    assert train_seeds(LeducSampled(), iterations=2, seeds=[0, "0"], checkpoints=1).seeds == [0, "0"]


def _league(tmp_path, league: str, agent: str = ""):
    from cosino_runtime.league.config import load_config

    path = tmp_path / "league.toml"
    path.write_text(
        f'[league]\nname = "t"\nseed = 1\n{league}\n[agents.house]\nseat = "house"\n'
        f'[agents.fake]\nseat = "fake"\nstyle = "json"\n{agent}\n'
    )
    return load_config(path, check_network=False)


@pytest.mark.parametrize("doc", ["docs/league.md", "examples/league.toml"])
def test_the_trick_hands_the_docs_name_are_what_a_league_takes(tmp_path, doc):
    # the docs gave the even counts as the limit; one odd hand more was taken all along
    from cosino.primitives.errors import CosinoError

    text = " ".join((ROOT / doc).read_text().replace("#", " ").split())
    found = re.search(r"euchre (\d+), spades (\d+), hearts (\d+), oh-hell (\d+)([^|.]*)", text)
    assert found is not None
    assert "one hand more also fits" in found.group(5)
    for variant, count in zip(("euchre", "spades", "hearts", "oh-hell"), map(int, found.groups()[:4])):
        for hands in (count, count + 1):
            assert _league(tmp_path, f'variants = ["{variant}"]\nhands = {hands}').hands == {variant: hands}
        with pytest.raises(CosinoError, match=f"at most {count} always fit"):
            _league(tmp_path, f'variants = ["{variant}"]\nhands = {count + 2}')


def test_the_agent_limits_table_gives_the_bounds_the_config_holds(tmp_path):
    # the "Playing fast" table said "> 0" for both rates; 0.5 requests or 999 tokens a minute are refused
    from cosino.primitives.errors import CosinoError

    text = (ROOT / "docs/league.md").read_text().split("## Playing fast", 1)[1].split("\n## ", 1)[0]
    rows = dict(re.findall(r"^\| `(\w+)` \| [^|]+ \| ([^|]+) \|$", text, re.M))
    assert set(rows) == {"max_concurrent", "requests_per_minute", "tokens_per_minute"}
    for key, allowed in rows.items():
        low, high = (int(n.replace(",", "")) for n in re.fullmatch(r"([\d,]+) to ([\d,]+)", allowed.strip()).groups())
        for value in (low, high):
            agents = _league(tmp_path, 'variants = ["kuhn"]', f"{key} = {value}").agents
            assert [a.options[key] for a in agents if a.name == "fake"] == [value]
        for value in (low - 0.5, high + 1):
            with pytest.raises(CosinoError, match=key):
                _league(tmp_path, 'variants = ["kuhn"]', f"{key} = {value}")


def test_the_chip_race_peer_check_prints_what_the_doc_quotes(monkeypatch, race_peer_counts):
    # the quoted 1,000-episode line had drifted from the program (12,257 hands for 12,271) and nothing held it
    monkeypatch.syspath_prepend(str(ROOT / "tests"))
    import test_review_race_pokerkit as peer

    doc = (ROOT / "docs" / "chip-race.md").read_text()
    quoted = re.findall(r"^    PYTHONPATH=\S+ python tests/test_review_race_pokerkit\.py (\d+)\n    (.+)$", doc, re.M)
    assert [count for count, _ in quoted] == ["1000", "60"]
    counts = race_peer_counts  # peer.run(60), played once a run (tests/conftest.py)
    assert peer.SUMMARY % counts == quoted[1][1]


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_league_table_names_a_league_json_that_is_no_regular_file(tmp_path, capsys, kind):
    # it said "no league table yet (run `cosino league run` first)", and that run cannot write there either
    import os

    path = tmp_path / "league.json"
    path.mkdir() if kind == "folder" else os.mkfifo(path)
    code, err = _run(capsys, "league", "table", "--out", str(tmp_path))
    assert code == 2 and err.count("\n") == 1
    assert str(path) in err and "cannot read" in err and "no league table yet" not in err


def test_train_writes_as_many_checkpoints_per_decade_as_the_doc_says(tmp_path, capsys):
    # docs/analytics.md said "about ten" per decade; the table has rows at 1, 2, 3 and 5 of each
    doc = " ".join((ROOT / "docs" / "analytics.md").read_text().split())
    found = re.search(
        r"exploitability by iteration, (?:about )?(\w+) checkpoints per decade(?:: ([\d, .]+), and)?", doc
    )
    assert found is not None
    words = {"two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}
    out = tmp_path / "kuhn.json"
    code, _ = _run(
        capsys, "train", "--game", "kuhn", "--algo", "cfr", "--iterations", "1500", "--out", str(out), "--quiet"
    )
    assert code == 0
    rows = [int(line.split(",")[0]) for line in (tmp_path / "kuhn.exploitability.csv").read_text().split()[1:]]
    listed = [int(n) for n in re.findall(r"\d+", found.group(2) or "")]
    assert rows[: len(listed)] == listed and rows[-1] == 1500
    assert len([r for r in rows if 100 <= r < 1000]) == words[found.group(1)]


def test_the_league_block_of_league_json_holds_the_keys_the_doc_lists(tmp_path, capsys):
    # the schema table left out rankBy, which a league run writes beside rounds and hands
    config = tmp_path / "league.toml"
    config.write_text(
        '[league]\nname = "t"\nvariants = ["kuhn"]\nhands = 2\nseed = 1\nbootstrap = 0\nout = "out"\n'
        '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
    )
    code, _ = _run(capsys, "league", "run", "--config", str(config), "--quiet")
    assert code == 0
    written = json.loads((tmp_path / "out" / "league.json").read_text())["league"]
    row = next(
        line for line in (ROOT / "docs" / "league.md").read_text().splitlines() if line.startswith("| `league` |")
    )
    listed = set(re.findall(r"`(\w+)`", row.split("|")[2])) - {"poker", "tricks"}
    assert listed == set(written)


@pytest.mark.parametrize("command", [("league", "run", "--config", "examples/league.toml"), ("league", "table")])
def test_an_empty_league_out_is_refused_not_read_as_not_given(capsys, monkeypatch, command):
    # before, `--out ''` was falsy: run played into the config's folder, table showed the newest league
    monkeypatch.chdir(ROOT)
    code, err = _run(capsys, *command, "--out", "")
    assert code == 2 and err.count("\n") == 1 and "--out: is empty" in err
