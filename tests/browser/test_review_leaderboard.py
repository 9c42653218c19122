"""The leaderboard page with a table of ``bootstrap = 0``: the interval reads "not computed"."""

from __future__ import annotations

from fractions import Fraction

from support.pages import fresh

from cosino.league.ratings import EpisodeOutcome
from cosino.league.table import LeagueSpec, league_table
from cosino.primitives.canonical import dumps


def test_no_bootstrap_shows_no_interval(browser_context, base_url, extra_dir):
    episodes = [
        EpisodeOutcome(f"e{i}", i, "kuhn", ("a", "b"), (Fraction(3, 4), Fraction(1, 4)), (True, False))
        for i in range(3)
    ]
    table = league_table(LeagueSpec("z", "poker", ("kuhn",), ("a", "b"), bootstrap=0, scheduled=3), episodes)
    assert all(r["bt"]["lo"] is None for r in table["table"])
    (extra_dir / "no-bootstrap.json").write_bytes(dumps(table).encode())
    page = fresh(browser_context, base_url + "leaderboard.html?src=extra/no-bootstrap.json")
    for row in table["table"]:
        cells = page.locator(f"tr[data-agent='{row['agent']}'] td").all_inner_texts()
        assert "not computed" in cells, cells
        assert f"{float(row['bt']['rating']):g}" in cells  # the rating itself still shows
    assert page.errors == []
    page.close()
