"""A league agent whose seat raises answers a transport marker naming only the exception's type,
as the runtime's outside seats do (engine/asking): its text may quote a URL, a header or a key, and
the marker goes into the replay, which is published.

Before: the league runner wrote ``seat failed: ValueError: <the exception's text>`` into the
recorded answer and its error, so a key or a tokened URL in that text was published with the replay.
"""

from __future__ import annotations

from cosino.primitives.rng import Rng, derive
from cosino_runtime.league import runner as league_runner
from cosino_runtime.league.agents import AgentSpec

SECRET = "https://agent.example/act?token=hunter2 sk-live-123"


def test_a_raising_league_seat_leaves_only_the_exceptions_type(tmp_path, monkeypatch):
    def raising(agent, variant, rng):
        raise ValueError(SECRET)

    monkeypatch.setattr(league_runner, "build_inner", raising)
    run = league_runner.EpisodeRun(None, tmp_path / "calls.jsonl", [], limits={})
    seat = league_runner.InstrumentedSeat(run, AgentSpec("a", "house"), "kuhn", Rng(derive(1)))
    answer = seat.act({"alias": "Sprocket", "legal": []})
    assert answer == {"transport": "transport", "detail": "seat failed: ValueError"}
    assert "hunter2" not in (tmp_path / "calls.jsonl").read_text()
