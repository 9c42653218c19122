"""Honest but unusual six-max seats (cosino_devtools.honest_styles): what the per-episode collusion
audit and the league integrity report say about them, pinned on seeded episodes."""

from __future__ import annotations

from cosino_devtools.honest_styles import StyleSeat, episode_job, league_job

FACING = {
    "legal": [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 8, "max": 200}],
}
FREE = {"legal": [{"action": "check"}, {"action": "bet", "min": 2, "max": 150}]}


def test_each_style_decides_from_its_own_options():
    acts = {style: (StyleSeat(style).act(FACING), StyleSeat(style).act(FREE)) for style in StyleSeat.STYLES}
    assert acts["fold"] == ({"action": "fold"}, {"action": "check"})
    assert acts["call"] == ({"action": "call"}, {"action": "check"})
    assert acts["shove"] == ({"action": "raise", "amount": 200}, {"action": "bet", "amount": 150})
    assert acts["minraise"] == ({"action": "raise", "amount": 8}, {"action": "bet", "amount": 2})


def test_a_short_stack_folding_to_a_big_stacks_shove_is_not_a_dump():
    # Episode 1 of the chip-race "styles" table: the fold seat folds its blinds to the shove seat, who
    # had won most of the chips. Priced on the whole shove, those folds flagged dump fold -> shove.
    flags = episode_job(("sixmax", "styles", 1, 16))["flags"]
    assert all(f[:3] != ("dump", "fold", "shove") for length in flags for f in flags[length])


def test_five_model_like_seats_are_flagged_per_episode_but_not_by_the_league():
    # The per-episode audit has no stratum: seats that fold at random to whoever bets clear its bars
    # against each other (30 of 30 such episodes); the league report compares each seat with itself.
    episode = episode_job(("holdem-6max", "fakes", 0, 16))["flags"][16]
    assert {f[0] for f in episode} == {"dump", "soft-play"}
    assert all(f[1].startswith("fake:") and f[2].startswith("fake:") for f in episode)
    (league,) = league_job(("holdem-6max", "fakes", 0, (10,), 16))
    assert league["flags"] == []


def test_the_collusion_table_keeps_the_honest_styles_section(cosino_cli, tmp_path):
    target = tmp_path / "calibration.md"
    target.write_text("# old table\n\n## Honest but unusual seats\n\nkept <!-- honest styles leagues: begin -->\n")
    code, out, err = cosino_cli("calibrate", "collusion", "--episodes", "1", "--hands", "1", "--doc", str(target))
    assert code == 0, err
    text = target.read_text()
    assert text.startswith("# Collusion audit: calibration") and "# old table" not in text
    assert text.endswith("\n\n## Honest but unusual seats\n\nkept <!-- honest styles leagues: begin -->\n")
