"""``cosino league check-published`` recomputes the board as the store published it, bootstrap bound included.

Since session 52 a store's board draws fewer bootstrap resamples than the default when the table's work bound
says so (``publish.published_draws``, named under ``bootstrapLimit``). The check recomputed every board with the
default 200 draws, so an honest store whose board the bound had cut failed it ("expected 200, found N").
"""

from __future__ import annotations

import json

from support.leagues import published_store

from cosino_runtime.cli import main
from cosino_runtime.league import publish


def _store(root):
    return published_store(root, (("kuhn", ("house", "random"), 3), ("leduc", ("random", "house"), 4)))


def test_a_board_the_work_bound_cut_passes_the_check(tmp_path, monkeypatch, capsys):
    # Two agents in two episodes: 2 units for the pairs and 120 for a counted refit, so 20,000 // 122 = 163 draws.
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 20_000)
    blobs = _store(tmp_path / "store")
    board = json.loads((blobs / "public" / "leaderboard.json").read_text())
    method = board["families"]["poker"]["method"]["bradleyTerry"]
    assert method["bootstrap"] == 163 and method["bootstrapLimit"].endswith(": 163 drawn")
    assert main(["league", "check-published", str(blobs)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ok: the leaderboard and integrity report at "), out
