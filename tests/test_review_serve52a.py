"""Review 52a: ``cosino serve`` on a store that a league or ``cosino play`` is still writing (``<out>/.store``).

Before: serve's sweeper re-drove any running episode quiet for ``STALE_MS`` and abandoned any older than
``DEADLINE_MS``, whoever made it. A league whose agent was thinking (a remote agent taking 45 s, reproduced with two
processes on 2026-12-07) had its episode re-driven by serve with serve's own seats: ``build_seat`` knew no agent
``slowpoke`` (a league's agents are its config's), the step failed three times, one sweep tick apart, and the poison
guard then committed ``{"abandon": "stalled"}`` at the version the league was deciding. The agent's answer came back
to a commit that lost its race; the league found the episode finished and wrote results with no hand scored
("stalled", the agent "not played" in the table), exit 0. A runner's seat that serve can build (``cosino play``'s
``remote:`` or ``fake`` seats) would instead have been asked a second time, the first answer to commit standing.

Now a runner's store connection marks the episodes it creates or resumes (``EmbeddedStore(..., runner=...)``, the
``runners`` table, written with the row in one transaction) and the sweeper leaves those alone: only the runner
steps them, and re-running it resumes a crashed one. Serve still reads them (the API withholds a running one whose
id spells its seed, as before) and still finalises a finished one a crashed runner left (same bytes).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from support.queues import ListQueue

from cosino.arena.episode import EpisodeConfig
from cosino_runtime.engine import flow
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.embedded import EmbeddedStore

SEED = 2**48 + 52_000_001  # a model seat plays: the league refuses a searchable seed
SLOW_S = 0.6  # each of the slow agent's answers; serve's sweeper, made quick below, ticks many times meanwhile


def league_toml(base: Path) -> Path:
    base.mkdir(exist_ok=True)
    config = base / "league.toml"
    config.write_text(
        f'[league]\nname = "r52a"\nvariants = ["kuhn"]\nhands = 2\nrounds = 1\nseed = {SEED}\nbootstrap = 5\n'
        f'out = "{base / "out"}"\n'
        f'[agents.slowpoke]\nseat = "fake"\nstyle = "json"\nlatency = {SLOW_S}\n'
        '[agents.random]\nseat = "random"\n'
    )
    return config


def run(config_path: Path):
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.runner import run_league

    config = load_config(str(config_path), check_network=False)
    run_league(config, progress=False)
    return config


def only_episode(out: Path) -> tuple[bytes, bytes]:
    (results,) = sorted((out / "episodes").glob("*.results.json"))
    replay = results.with_name(results.name.replace(".results.json", ".replay.jsonl"))
    return replay.read_bytes(), results.read_bytes()


@pytest.mark.parametrize("quick", ["stale", "deadline"])
def test_a_league_served_while_it_plays_keeps_its_episodes(tmp_path, monkeypatch, quick):
    """Serve on the league's ``.store``, its sweeper ticking every 50 ms with a 100 ms quiet time (or a 100 ms
    deadline): the league plays its episode as it does alone, byte for byte. Before: "stalled" (the re-drive's
    unknown seat, three times) or "deadline" (the guard), with no hand scored."""
    from cosino_runtime.api import server

    alone = run(league_toml(tmp_path / "alone"))
    served_base = tmp_path / "served"
    config_path = league_toml(served_base)
    monkeypatch.setattr(server, "STALE_MS", 100 if quick == "stale" else 30_000)
    monkeypatch.setattr(server, "DEADLINE_MS", 100 if quick == "deadline" else 3_600_000)
    served = server.start(served_base / "out" / ".store", port=0, viewer=None, tick_seconds=0.05)
    try:
        run(config_path)
    finally:
        served.stop()
    replay, results = only_episode(served_base / "out")
    assert b'"stalled"' not in results and b'"deadline"' not in results
    assert (replay, results) == only_episode(alone.out)


def test_the_sweeper_leaves_a_runners_episode_and_drives_its_own(tmp_path):
    """One SQLite file, two connections: a league's (marks what it creates) and a plain one (the API's creates).
    Past every deadline, the sweep abandons the plain one's episode and leaves the league's running at its version;
    quiet but within the deadline, only the plain one's is re-driven."""
    plain = EmbeddedStore(tmp_path / "s")
    league = EmbeddedStore(tmp_path / "s", runner="league")
    mine = stepper.create(league, EpisodeConfig("kuhn", ("house", "random"), 2, 1))
    stepper.step(league, mine, 1)
    theirs = stepper.create(plain, EpisodeConfig("kuhn", ("house", "random"), 2, 2))
    assert plain.runner_episodes() == {mine}
    queue = ListQueue()
    counts = flow.on_sweep(plain, queue, plain.clock() + 10_000, 1, 10**9)  # quiet, not due
    assert queue.steps == [(theirs, 1)] and counts["redriven"] == 1
    queue = ListQueue()
    counts = flow.on_sweep(plain, queue, 10**15, 1, 1)  # past the deadline
    assert counts["abandoned"] == 1 and queue.finals[0] == theirs and queue.steps == []
    head = plain.load_head(mine)
    assert (head.status, head.version) == ("running", 2)
    assert plain.load_head(theirs).status == "finished"
    # The league goes on with it, as before.
    stepper.run_to_end(league, mine)
    assert league.load_head(mine).status == "finished"
    plain.close()
    league.close()


def test_a_runner_that_resumes_an_unmarked_episode_takes_it(tmp_path):
    """An episode made before the mark (or by a plain connection) is marked once a runner resumes it."""
    plain = EmbeddedStore(tmp_path / "s")
    config = EpisodeConfig("kuhn", ("house", "random"), 2, 3)
    episode = stepper.create(plain, config)
    assert plain.runner_episodes() == set()
    play = EmbeddedStore(tmp_path / "s", runner="play")
    assert play.create_episode(episode, config.to_json()) is False
    assert plain.runner_episodes() == {episode}
    assert play.load_head(episode).version == 1  # the row as it was
    play.close()
    plain.close()


def test_cosino_play_marks_its_episode(tmp_path):
    from cosino_runtime.engine.local import play

    played = play(EpisodeConfig("kuhn", ("house", "random"), 2, 4), tmp_path / "out")
    store = EmbeddedStore(tmp_path / "out" / ".store")
    assert store.runner_episodes() == {played.episode_id}
    store.close()


# Two runners on one store: before, two `cosino league run` of one config at once both stepped its episode, and the
# slow agent was asked each decision twice (6 calls for 4 decisions, one answer of each pair thrown away).


def test_a_second_league_on_the_same_store_is_refused_and_each_decision_asked_once(tmp_path):
    """The second run starts once the first is inside its episode (its first decision logged, the slow agent's
    under way), so the two overlap for certain."""
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.runner import run_league

    config = load_config(str(league_toml(tmp_path)), check_network=False)
    first = threading.Thread(target=run_league, args=(config,), kwargs={"progress": False})
    first.start()
    wait_for_a_call(config.out / "episodes")
    try:
        run_league(config, progress=False)
        second = ""
    except CosinoError as exc:
        second = str(exc)
    first.join()
    assert second.startswith(f"{config.out}: cosino league run (pid {os.getpid()}) is playing in this folder"), second
    (calls,) = (config.out / "episodes").glob("*.calls.jsonl")
    decisions = [json.loads(line)["decision"] for line in calls.read_text().splitlines()]
    assert decisions == list(range(len(decisions))) and len(decisions) == 4  # before: [0, 1, 1, 2, 2, 3]


def wait_for_a_call(episodes: Path) -> None:
    """Until a league's first decision is logged (the slow agent's comes next)."""
    deadline = time.monotonic() + 60
    while not any(p.stat().st_size for p in episodes.glob("*.calls.jsonl")) and time.monotonic() < deadline:
        time.sleep(0.02)


def test_cosino_play_on_a_store_a_runner_holds_is_one_line_and_exit_2(tmp_path, cosino_cli):
    from cosino_runtime.store.embedded import runner_lock

    with runner_lock(tmp_path / "out" / ".store", "cosino league run"):
        code, out, err = cosino_cli(
            "play", "--variant", "kuhn", "--seats", "house,random", "--out", str(tmp_path / "out")
        )
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and "Traceback" not in err
    assert f"{tmp_path / 'out'}: cosino league run (pid {os.getpid()}) is playing in this folder" in err
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,random", "--out", str(tmp_path / "out"))
    assert code == 0, err


def test_a_killed_league_is_resumed_at_once_to_the_bytes_of_an_unbroken_one(tmp_path):
    """The lock goes with its process, however it ends: a league killed (SIGKILL) while its agent thinks holds
    nothing, and its re-run finishes the half-played episode as an unbroken league would."""
    alone = run(league_toml(tmp_path / "alone"))
    config_path = league_toml(tmp_path / "killed")
    root = Path(__file__).resolve().parents[1]
    path = os.pathsep.join(str(root / part) for part in ("core", "functions", "tools"))
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; from cosino_runtime.cli import main; sys.exit(main(sys.argv[1:]))"]
        + ["league", "run", "--config", str(config_path), "--quiet"],
        env={**os.environ, "PYTHONPATH": path},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    calls = tmp_path / "killed" / "out" / "episodes"
    wait_for_a_call(calls)
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert not list(calls.glob("*.results.json"))  # killed half-way
    resumed = run(config_path)
    assert only_episode(resumed.out) == only_episode(alone.out)
