"""``cosino exploitability``: in the ``{"policy": ...}`` layout, a key beside ``"policy"`` that is not
the metadata a solver writes is refused in one line naming the file and the key (exit 2). Before,
every such key was taken for metadata and dropped: a row written outside ``"policy"`` was played
uniformly instead, and a misspelt ``"gmae"`` skipped the game check, both with exit 0."""

from __future__ import annotations

import json

import pytest
from support.cli import one_line


@pytest.mark.parametrize(
    "data, key",
    [
        ({"game": "kuhn", "policy": {"0|K||": {"b": 1}}, "0|Q||": {"b": 1}}, "'0|Q||'"),
        ({"gmae": "leduc", "policy": {"0|K||": {"b": 1}}}, "'gmae'"),
    ],
)
def test_a_key_beside_policy_is_refused(cosino_cli, tmp_path, data, key):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    one_line(*cosino_cli("exploitability", "--game", "kuhn", str(path)), str(path), key, "beside 'policy'")


def test_a_key_beside_policy_is_refused_for_openspiel_too(cosino_cli, tmp_path):
    pytest.importorskip("pyspiel")
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"policy": {"0": {"0": 1}}, "1": {"1": 1}}))
    one_line(*cosino_cli("exploitability", "--openspiel", "kuhn_poker", str(path)), str(path), "'1'", "beside")


def test_what_train_writes_is_read_back(cosino_cli, tmp_path):
    out = tmp_path / "p.json"
    code, _, err = cosino_cli(
        "train",
        "--game",
        "kuhn",
        "--algo",
        "mccfr",
        "--iterations",
        "5",
        "--decimals",
        "3",
        "--out",
        str(out),
        "--quiet",
    )
    assert code == 0, err
    assert set(json.loads(out.read_text())) == {
        "game",
        "algo",
        "iterations",
        "exploitability",
        "seed",
        "decimals",
        "policy",
    }
    code, out_text, err = cosino_cli("exploitability", "--game", "kuhn", str(out))
    assert code == 0 and json.loads(out_text)["filled"] == {str(out): 0}, err
