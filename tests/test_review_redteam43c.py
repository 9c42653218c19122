"""Red team 43c: gaming the league's ranking (the store's published board and the league table).

Each test names what it checks and failed before its fix.

The store's board took Elo in episode-id order. An id begins with its variant (``kuhn-...``,
``leduc-...``), so every episode of one variant came before every episode of the next, and Elo, which
weighs recent results most, ranked the family by the variant whose name sorts last: two agents with 40
wins each (one winning every Kuhn episode, the other every Leduc one) stood at 1297.33 and 1702.67,
with 26 episodes needed to swap them. docs/league.md says comparing by order lets one table weigh a
family's variants equally; the board now takes each episode's Elo step at a place drawn from its id.
"""

from __future__ import annotations

import json
from fractions import Fraction

from cosino.league.table import leaderboards


def _heads_up(variant: str, alice_wins: bool) -> dict:
    scores = [Fraction(3, 4), Fraction(1, 4)] if alice_wins else [Fraction(1, 4), Fraction(3, 4)]
    net = [1, -1] if alice_wins else [-1, 1]
    return {
        "variant": variant,
        "agents": ["alice", "bob"],
        "scores": scores,
        "win": [alice_wins, not alice_wins],
        "net": net,
        "scoredHands": 2,
    }


def test_the_store_board_weighs_a_familys_variants_alike_whatever_their_names():
    """Alice wins every Kuhn episode and Bob every Leduc one, 40 each, listed in id order as the
    scheduled function lists them: their Elo must stay close, not follow the variant sorting last."""
    results, keys = [], []
    for variant, alice_wins in (("kuhn", True), ("leduc", False)):
        for i in range(40):
            results.append(_heads_up(variant, alice_wins))
            keys.append(f"{variant}-{i:04d}{'0' * 16}")
    board = leaderboards(results, bootstrap=0, keys=keys)
    elo = {row["agent"]: row["elo"] for row in board["families"]["poker"]["table"]}
    assert abs(elo["alice"] - elo["bob"]) < 100, elo


# -- one agent, one row --------------------------------------------------------------------------

SPELT = ("remote:http://a.example/act", "remote:HTTP://A.example:80/act#2")  # one agent (docs/seats.md)


def _house(name: str, variant: str, rng):
    from cosino.seats.house import SEATS

    return SEATS.build("house" if name.startswith("remote:") else name, variant, rng)


def test_the_store_board_gives_one_agent_spelt_two_ways_one_row(tmp_path):
    """The API seats ``remote:http://a.example/act`` and ``remote:HTTP://A.example:80/act#2`` as one
    agent (one cap, one table check), but its board ranked each spelling apart: one agent held two
    rows, each rated alone (a bad run left behind by spelling the URL anew, the best of several
    spellings shown). The board and the integrity report now name it as ``registry.outside_agent``
    does, so the episodes under both spellings make one row; the check of the published files agrees."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.league.check import check_published
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    for seed, name in ((1, SPELT[0]), (2, SPELT[1]), (3, SPELT[0]), (4, SPELT[1])):
        episode_id = stepper.create(store, EpisodeConfig("kuhn", (name, "house"), hands=2, seed=seed))
        stepper.run_to_end(store, episode_id, _house)
        pipeline.on_finalize(store, episode_id)
    pipeline.on_league(store)
    board = json.loads(store.get_blob(pipeline.LEADERBOARD_KEY))
    rows = board["families"]["poker"]["table"]
    assert sorted(row["agent"] for row in rows) == ["house", SPELT[0]]
    assert [row["episodes"] for row in rows] == [4, 4]
    integrity = json.loads(store.get_blob("public/integrity.json"))
    assert SPELT[1] not in json.dumps(integrity)

    def read(key: str, limit: int) -> bytes:
        return store.get_blob(key)

    assert check_published(read) is None
    store.close()


# -- the order of the config's variants --------------------------------------------------------------


def _league_config(tmp_path, variants: str):
    from cosino_runtime.league.config import load_config

    path = tmp_path / f"league-{len(list(tmp_path.iterdir()))}.toml"
    path.write_text(
        f'[league]\nname = "order"\nvariants = {variants}\nhands = 2\nseed = 11\nout = "out"\nbootstrap = 0\n'
        '[agents.house]\nseat = "house"\n[agents.house2]\nseat = "house"\n[agents.random]\nseat = "random"\n'
        '[agents.random2]\nseat = "random"\n[agents.json]\nseat = "fake"\nstyle = "json"\n'
        '[agents.mixed]\nseat = "fake"\nstyle = "mixed"\n'
    )
    return load_config(path)


def test_a_leagues_table_does_not_follow_the_order_its_config_lists_the_variants_in(tmp_path):
    """``variants = ["kuhn", "leduc"]`` and ``["leduc", "kuhn"]`` schedule the same episodes (the same
    ids, seeds and files: an episode's seed follows from its variant's name, not its place), but Elo
    took each round's episodes variant by variant in config order, so the variant listed last weighed
    most, and the two configs published two tables from one set of results (in a constructed league
    of eight agents, one round: the agent first with one order was not even third with the other).
    Within a round Elo now takes every variant's tables spread evenly over the round."""
    from cosino_runtime.league.publish import league_outputs
    from cosino_runtime.league.runner import run_league

    first = _league_config(tmp_path, '["kuhn", "leduc"]')
    run_league(first, progress=False)
    other = _league_config(tmp_path, '["leduc", "kuhn"]')
    tables = [league_outputs(config).table["table"] for config in (first, other)]
    assert [(row["agent"], row["elo"]) for row in tables[0]] == [(row["agent"], row["elo"]) for row in tables[1]]


# -- an agent yet to play ----------------------------------------------------------------------------


def test_an_agent_yet_to_play_gets_no_bradley_terry_interval():
    """A league table read mid-league lists every agent of the config. One not yet seated sat at the
    reference's 1500 in every bootstrap draw, so its interval was [1500, 1500]: the narrowest of the
    table, claiming a certainty nothing measured (docs/league.md: with too few draws no interval is
    shown for that reason). It now has none, and the printed table says it has not played."""
    from cosino.league.ratings import EpisodeOutcome
    from cosino.league.table import LeagueSpec, league_table
    from cosino_runtime.league.publish import format_table

    won, lost = (Fraction(3, 4), Fraction(1, 4)), (Fraction(1, 4), Fraction(3, 4))
    episodes = [EpisodeOutcome(f"e{i}", i, "kuhn", ("a", "b"), won if i % 3 else lost) for i in range(12)]
    spec = LeagueSpec("mid", "poker", ("kuhn",), ("a", "b", "c"), bootstrap=200, scheduled=36)
    table = league_table(spec, episodes)
    rows = {row["agent"]: row for row in table["table"]}
    assert rows["c"]["episodes"] == 0 and rows["c"]["bt"] == {"rating": 1500, "lo": None, "hi": None}
    assert rows["a"]["bt"]["lo"] < rows["a"]["bt"]["hi"]  # the agents that played keep theirs
    assert "[not played]" in format_table(table).splitlines()[3]  # the row of c, ranked second


# -- the audits ----------------------------------------------------------------------------------------


def test_a_trick_soft_player_yielding_to_one_partner_alone_is_flagged():
    """Oh Hell, 40 episodes of four agents: the planted trick soft player lets ``house#2``'s winning card
    stand whenever it can (57 of its 106 chances against ``house#2``, a row p of 2e-19; in two more
    leagues 1e-24 and 2e-20), and ``house#2`` plays honestly (its own direction: p 0.24).
    ``trick-soft-play`` is mutual (both directions must be unusual), so the report flagged nothing: a
    pair in which one seat sacrifices for the other, which Hold'em's directed ``dump`` and ``feed``
    flags would name, passed every trick-game test (a strict xfail from session 43 to 46). Since the
    directed ``trick-yield`` test (report format 12) the pair is flagged, Holm-adjusted p 1.4e-45, its
    yield 0.29 of its chances above its rate against the others (the bar is 0.1); docs/league-audit.md
    gives its false flags on honest Oh Hell and Hearts leagues."""
    from cosino.league.integrity import league_integrity
    from cosino_devtools import calibrate

    evidence = [(e, ev) for e, ev, _hands, _net in (calibrate.league_episode("oneway-tricks", 0, i) for i in range(40))]
    report = league_integrity(evidence, 0)
    (row,) = [p for p in report["pairs"] if (p["agent"], p["other"]) == ("tricksoft:Gizmo", "house#2")]
    assert Fraction(row["tests"]["trick-soft-play"]["p"]) < Fraction(1, 10**12)  # the yielding is plain
    named = [(flag["flag"], flag["agents"]) for flag in report["flags"]]
    assert named == [("trick-yield", ["tricksoft:Gizmo", "house#2"])]  # the honest house#2 is not named first


# -- the significance column ---------------------------------------------------------------------------


def test_an_order_not_significant_never_needs_zero_more_hands():
    """Eight Kuhn episodes, each won by ``a`` (scores 0.75 to 0.77), with 39 bootstrap draws: in some
    of these seeded tables one draw took none of the eight episodes, so the pair was judged on 38 and
    not called significant, while Student's t, long met, put the hands still needed at 0. The row read
    ``orderSignificant: false, handsStillNeeded: 0``: not settled, and nothing more to play. The count
    follows from t alone, so where t is met and the order is still not significant it is now null (as
    with fewer than 39 draws in all: docs/league.md)."""
    from cosino.league.table import leaderboard

    contradicted = settled = 0
    for trial in range(120):
        results = []
        for i in range(8):
            extra = Fraction(i % 3, 100)
            results.append(
                {
                    **_heads_up("kuhn", True),
                    "scores": [Fraction(3, 4) + extra, Fraction(1, 4) - extra],
                    "replaySha256": f"t{trial}-{i}",
                }
            )
        row = leaderboard(results, bootstrap=39)["table"][0]
        contradicted += row["orderSignificant"] is False and row["handsStillNeeded"] == 0
        settled += row["orderSignificant"] is True and row["handsStillNeeded"] == 0
    assert contradicted == 0 and settled > 100


# -- an episode nobody played ----------------------------------------------------------------------------


def test_an_episode_whose_every_hand_was_voided_moves_no_rating():
    """The deadline guard of a store voids the hand in progress; an episode it ends before any hand
    is over (one that waited for a slot past its deadline, or whose first hand outlasted it) scores
    every seat 1/2 (no scored hand: the norm is 0). The board counted that as a draw between every
    pair, so an episode nobody played moved the better agent down and the weaker up: after 20 wins of
    ``alice``, ten such episodes among them took her from 1665.44 to 1606.06. It now compares no one, on the
    board and from the scheduled function's kept views alike. (Session 43 still counted it in the row; since
    review 44d the row counts played episodes only: tests/test_review_redteam44d.py.)"""
    played = [{**_heads_up("kuhn", True), "replaySha256": f"p{i}"} for i in range(20)]
    unplayed = {"variant": "kuhn", "agents": ["alice", "bob"], "scores": [Fraction(1, 2)] * 2, "net": [0, 0]}
    unplayed |= {"win": [True, True], "scoredHands": 0}
    keys = [f"kuhn-{i:03d}" for i in range(30)]
    both = leaderboards(played + [{**unplayed, "replaySha256": f"u{i}"} for i in range(10)], bootstrap=0, keys=keys)
    alone = leaderboards(played, bootstrap=0, keys=keys[:20])
    elo = [{row["agent"]: row["elo"] for row in b["families"]["poker"]["table"]} for b in (both, alone)]
    assert elo[0] == elo[1]
    assert {row["agent"]: row["episodes"] for row in both["families"]["poker"]["table"]} == {"alice": 20, "bob": 20}


def test_an_episode_nobody_played_is_no_episode_of_the_significance_floor():
    """An order is judged from six shared episodes up: five all won by one agent have a sign-test
    probability of 1/16 (docs/league.md). A sixth episode whose every hand was voided added a
    difference of 0, so five wins and one unplayed episode were called significant (39 of 40 seeded
    tables; five wins alone: none), on the board and in ``cosino power`` from results files alike."""
    from cosino.league.power import results_report
    from cosino.league.table import leaderboard

    unplayed = {"variant": "kuhn", "agents": ["alice", "bob"], "scores": [Fraction(1, 2)] * 2, "net": [0, 0]}
    unplayed |= {"win": [True, True], "scoredHands": 0}
    called = 0
    for trial in range(10):
        results = []
        for i in range(5):
            extra = Fraction(i, 100)
            won = {**_heads_up("kuhn", True), "scores": [Fraction(3, 4) + extra, Fraction(1, 4) - extra]}
            results.append({**won, "replaySha256": f"w{trial}-{i}"})
        results.append({**unplayed, "replaySha256": f"u{trial}"})
        called += leaderboard(results, bootstrap=200)["table"][0]["orderSignificant"] is True
    assert called == 0
    (pair,) = results_report(results, resamples=200)["pairs"]
    assert pair["episodes"] == 5 and not pair["raw"]["separated"]
