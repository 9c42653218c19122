"""Review 55e: the league board's bounds that board 54b left.

1. A family whose full data's fit stopped at ``MAX_FIT_WORK`` still had its draws charged a refit (worst case or
   counted by ``counted_refit``, whose refits ran for nothing), so its method said both ``fitLimit`` (no draw is
   refitted) and ``bootstrapLimit`` ("none drawn" for refitting 10 agents). Now the count's full data's fit is held to
   the table's fit bound and handed to the table: when it is cut, no refit is counted or charged, the draws cost
   their pairs alone, and the table does not fit again.
2. A family whose draws grew reread every one of its rows from the store. Its kept sums now grow by the draws they
   lack from the views the state keeps (which now hold the luck-adjusted net, its norm and final stacks): the new
   row alone is read, and the sums are those a rebuild from every row makes, byte for byte.
3. A family's kept sums were trusted in shape once the state's digest and version matched: draws written 200.0, a
   negative count, a list of another length were used, and sums refused as malformed were rebuilt from the views,
   which hold no audit. Such sums are now refused and the family rebuilt from its rows.
"""

from __future__ import annotations

import json
from typing import Any, Callable

import pytest

from cosino.primitives.canonical import dump_bytes, sha256_hex
from cosino_runtime.league import publish
from tests.test_review_bounds52g import kuhn_results
from tests.test_review_bounds53d import counting_refits
from tests.test_review_mutants53g import _play

PINNED = {"manifest": "0" * 64, "episodes": 5}
LEADERBOARD = "public/leaderboard.json"
HOLDEM = (("house", "random"), ("random", "house"))


def reads_of(store: Any) -> list[int]:
    """Count the league rows read through ``store`` from now on, in the one-item list returned."""
    count, read = [0], store.league_row

    def counted(key: str) -> Any:
        count[0] += 1
        return read(key)

    store.league_row = counted
    return count


def kept_state(store: Any) -> dict[str, Any]:
    return json.loads(store.get_blob(publish.STATE_KEY).split(b"\n")[0])


def rebuilt(store: Any) -> bytes:
    """The board published from every row, the kept state named by no pointer."""
    store.swap_league_state(store.league_state()[0], "0" * 64)
    publish.publish_leaderboard(store)
    return store.get_blob(LEADERBOARD)


# --- 1. a cut fit charges its draws no refit ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "table_work, draws, said",
    [
        (100_000, 200, None),  # before: 0 drawn, "2560 for refitting 10 agents" beside fitLimit
        (500, 100, "200 resamples x 5 units (5 pairs of agents in episodes; no refit, the full data's fit being cut)"),
    ],
)
def test_a_cut_fit_counts_no_refit_and_says_only_what_happened(monkeypatch, table_work, draws, said):
    """10 agents over 5 episodes under a fit bound of 1 unit: the fit is cut, so no refit is counted (no fit from
    the estimate's own) and the table fits once; the draws are what their pairs allow, and ``bootstrapLimit`` is
    there only when the pairs alone leave draws out."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", table_work)
    monkeypatch.setattr(publish, "MAX_FIT_WORK", 1)
    estimated: list[int] = []
    fit = publish.bt_fit
    monkeypatch.setattr(publish, "bt_fit", lambda *args: estimated.append(1) or fit(*args))
    spent = counting_refits(monkeypatch)
    made = publish.published_board(kuhn_results(5), [f"ep{i}" for i in range(5)], PINNED, {}, {})
    method = made["families"]["poker"]["method"]["bradleyTerry"]
    assert (estimated, len(spent), method["bootstrap"]) == ([], 1, draws)
    assert method["fitLimit"].startswith("the full data's fit reached the 4 fit steps the table allows it")
    if said is None:
        assert "bootstrapLimit" not in method
    else:
        tail = " = 1000, more than the limit of 500; at most 100 resamples fit: 100 drawn"
        assert method["bootstrapLimit"] == said + tail


# --- 2. growing draws read only the new rows ---------------------------------------------------------------------


def test_a_family_whose_draws_grow_reads_only_its_new_row_and_grows_its_sums_as_a_rebuild(tmp_path, monkeypatch):
    """Three luck-adjusted heads-up hold'em episodes published at 57 draws, a fourth at 200: the publish reads the
    new row alone (before, 5: the new one and the family's 4 again), and its kept sums, luck-adjusted draws and
    all, and its board are those a rebuild from every row makes."""
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    try:
        monkeypatch.setattr(publish, "BOOTSTRAP", 57)
        for seed in (3, 4, 5):
            _play(store, "holdem-hu", HOLDEM[seed % 2], seed, 2)
        publish.publish_leaderboard(store)
        assert kept_state(store)["sums"]["poker"]["for"]["draws"] == 57
        monkeypatch.setattr(publish, "BOOTSTRAP", 200)
        _play(store, "holdem-hu", HOLDEM[0], 6, 2)
        reads = reads_of(store)
        publish.publish_leaderboard(store)
        grown, board = kept_state(store)["sums"]["poker"], store.get_blob(LEADERBOARD)
        assert reads == [1]
        again = rebuilt(store)
        assert dump_bytes(grown) == dump_bytes(kept_state(store)["sums"]["poker"]) and board == again
    finally:
        store.close()
    assert grown["significance"]["lucky"] == 4 and grown["for"]["draws"] == 200
    assert json.loads(board)["families"]["poker"]["method"]["significance"]["scores"] == "luck-adjusted"


# --- 3. kept sums of the wrong shape ------------------------------------------------------------------------------


def _float_draws(sums: dict[str, Any]) -> None:
    sums["for"]["draws"] = 200.0


def _negative_games(sums: dict[str, Any]) -> None:
    sums["bt"]["cells"][0][5] = [-games for games in sums["bt"]["cells"][0][5]]


def _three_scales(sums: dict[str, Any]) -> None:
    sums["significance"]["scales"].append(1)


def _float_count(sums: dict[str, Any]) -> None:
    sums["bt"]["cells"][0][3] = float(sums["bt"]["cells"][0][3])


@pytest.mark.parametrize("fault", [_float_draws, _negative_games, _three_scales, _float_count])
def test_kept_sums_of_the_wrong_shape_are_refused_and_rebuilt_from_the_rows(tmp_path, fault: Callable[..., None]):
    """A state of the right digest and version whose family sums hold draws written 200.0, negative counts of
    games, three scales or a count written 2.0: the next publish refuses them and reads the family's rows again
    (1 new + 3), and its board is the one a rebuild from every row makes. Before, the first three were used (one row
    read; the negative games moved the board's intervals) and the last was rebuilt from the views, which hold no
    audit (a hearts family lost its earlier episodes' audit so in session 54)."""
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    try:
        _play(store, "kuhn", ("house", "random"), 3, 2)
        _play(store, "kuhn", ("random", "house"), 4, 2)
        publish.publish_leaderboard(store)
        version = store.league_state()[0]
        head, _, rest = store.get_blob(publish.STATE_KEY).partition(b"\n")
        state = json.loads(head)
        fault(state["sums"]["poker"])
        data = json.dumps(state, separators=(",", ":")).encode() + b"\n" + rest
        store.publish(publish.STATE_KEY, data)
        assert store.swap_league_state(version, sha256_hex(data))
        _play(store, "kuhn", ("house", "random"), 5, 2)
        reads = reads_of(store)
        publish.publish_leaderboard(store)
        board = store.get_blob(LEADERBOARD)
        assert reads == [4]
        assert board == rebuilt(store)
    finally:
        store.close()
