"""Mutation review of the day's changes: each test here kills a small edit of the code (a dropped
check, a flipped condition, a swapped order) that every other test let pass. The mutation each one
pins is named in its docstring."""

from __future__ import annotations

import json
import logging
import shutil

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.manifest import entry, manifest_bytes, read_manifest
from cosino.arena.replay import verify
from cosino.primitives.canonical import jsonl_bytes, sha256_hex
from cosino.seats.house import decision_rng, make_seat
from cosino.seats.redaction import model_names
from cosino_runtime.cli import main

# -- serve --aws-local: the API Gateway event ------------------------------------------------------


def test_the_gateway_event_hands_on_client_headers_with_lower_case_names():
    """Mutation: the names kept as the client wrote them. The handler reads ``accept-encoding``, as
    API Gateway hands it on, so ``Accept-Encoding: gzip`` would have been lost."""
    from cosino_devtools.awslocal import api_gateway_event

    event = api_gateway_event("GET", "/api/leaderboard", None, False, {"Accept-Encoding": "gzip"})
    assert event["headers"]["accept-encoding"] == "gzip" and "Accept-Encoding" not in event["headers"]


# -- model names in talk ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "model,hidden",
    [("Meta-Llama-3.1-70B-Instruct", ["llama", "meta"]), ("Qwen/Qwen2-72B-Instruct", ["qwen", "alibaba"])],
)
def test_a_mixed_case_model_id_gives_its_names_too(model, hidden):
    """Mutation: the id's words read without lower-casing it. An OpenAI-compatible server's ids are
    often written as on Hugging Face, and then no word of the id, nor its maker, was hidden."""
    names = model_names(model)
    assert set(hidden) <= set(names) and "instruct" not in names


@pytest.mark.parametrize(
    "model,hidden,ordinary",
    [
        ("gemini-1.5-pro", ["gemini", "google"], ["pro"]),
        ("us.meta.llama3-70b-instruct-v1:0", ["llama", "meta"], ["instruct"]),
        ("apac.anthropic.claude-3-haiku-20240307-v1:0", ["claude", "anthropic", "haiku"], ["apac"]),
    ],
)
def test_a_model_id_gives_its_family_its_maker_and_no_ordinary_word(model, hidden, ordinary):
    """Mutations: a family's maker dropped from the table; a tuning or region word ("instruct",
    "apac") taken for a name, so ordinary talk was masked."""
    names = model_names(model)
    assert set(hidden) <= set(names) and not set(ordinary) & set(names)


def test_a_league_agent_hides_its_url_and_never_the_house_words():
    """Mutations: the remote agent's url left out of the names hidden from talk; the seat words
    ``house`` and ``random`` (agent names too) kept, which masked them in every seat's talk."""
    from cosino_runtime.league.agents import AgentSpec

    url = "https://agent.example/act"
    assert AgentSpec("mine", "remote", {"url": url}).secret_names() == ["mine", url, "agent.example"]
    assert AgentSpec("house", "house").secret_names() == []
    assert AgentSpec("random", "random").secret_names() == []


# -- league runner: a raising seat -----------------------------------------------------------------


def test_a_raising_league_seats_text_goes_to_the_operators_log(tmp_path, monkeypatch, caplog):
    """Mutation: the log line dropped. The replay keeps only the exception's type, so the log is the
    only place that says why the agent failed."""
    from cosino.primitives.rng import Rng, derive
    from cosino_runtime.league import runner as league_runner
    from cosino_runtime.league.agents import AgentSpec

    def raising(agent, variant, rng):
        raise ValueError("the agent's endpoint said 502")

    monkeypatch.setattr(league_runner, "build_inner", raising)
    run = league_runner.EpisodeRun(None, tmp_path / "calls.jsonl", [], limits={})
    seat = league_runner.InstrumentedSeat(run, AgentSpec("a", "house"), "kuhn", Rng(derive(1)))
    with caplog.at_level(logging.ERROR, logger="cosino.league"):
        seat.act({"alias": "Sprocket", "legal": []})
    assert any("league agent a failed" in r.getMessage() and "502" in r.exc_text for r in caplog.records)


# -- verify: a replay the manifest does not list ---------------------------------------------------


def _replay(seed: int) -> bytes:
    ep = Episode(EpisodeConfig("kuhn", ("random", "random"), hands=2, seed=seed))
    while (p := ep.pending()) is not None:
        slot, obs = p
        ep.decide(make_seat("random", "kuhn", decision_rng(seed, slot, ep.decisions)).act(obs))
    return jsonl_bytes(ep.records)


def test_an_unlisted_replay_with_lines_after_its_end_is_unpublished_and_named_by_its_digest():
    """Mutations: "ended" read from the last line only (a replay with its end and more lines after
    it was named incomplete, which it is not); the digest left out of the message."""
    listed = _replay(3)
    manifest = read_manifest(manifest_bytes([entry("kuhn-3-x", listed, verify(listed).results, "kuhn")]))
    lines = _replay(4).split(b"\n")
    data = b"\n".join([*lines[:-1], lines[1]]) + b"\n"  # the hand's line again after the end
    verdict = verify(data, manifest=manifest)
    assert (verdict.ok, verdict.kind) == (False, "unpublished")
    assert verdict.message == f"replay: not a published replay: SHA-256 {sha256_hex(data)} is not in the manifest"


# -- league readers: the scheduled header ----------------------------------------------------------


@pytest.fixture(scope="module")
def league(tmp_path_factory):
    from support.leagues import played_league

    return played_league(tmp_path_factory.mktemp("league-today"), "today", '["kuhn"]', 2)


def _swap_seats(header):
    header["seats"] = [header["seats"][1], header["seats"][0]]


def _more_hands(header):
    header["hands"] += 1


def _more_budget(header):
    header["budget"] += 1


@pytest.mark.parametrize("edit,field", [(_swap_seats, "seats"), (_more_hands, "hands"), (_more_budget, "budget")])
def test_a_replay_whose_header_is_not_the_scheduled_episodes_is_refused_by_its_field(
    league, tmp_path, capsys, edit, field
):
    """Mutations: one field of the config left out of the comparison; the agents named by the
    config's key ("agents") where the header's is "seats". The header is read before the results,
    so the field named is the replay's own."""
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.episodes import episode_paths, schedule

    out = tmp_path / "out"
    shutil.copytree(league.parent / "out", out)
    config = tmp_path / "league.toml"
    config.write_text(league.read_text().replace(str(league.parent / "out"), str(out)))
    (item,) = schedule(load_config(str(config), check_network=False))
    path = episode_paths(out, item.episode_id)["replay"]
    first, rest = path.read_bytes().split(b"\n", 1)
    header = json.loads(first)
    edit(header)
    path.write_bytes(json.dumps(header, separators=(",", ":")).encode() + b"\n" + rest)
    capsys.readouterr()
    assert main(["league", "table", "--config", str(config), "--check"]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        f"cosino: {path}: line 1: field '{field}' is not the scheduled episode's"
    ]


# -- check-published: an episode id not the replay's -----------------------------------------------


def test_a_long_episode_id_listing_another_replay_is_clipped_in_the_line(tmp_path, capsys):
    """Mutation: the id shown as the manifest gives it. A manifest may list an id of any length,
    and the one line naming it then held all of it (here 20,000 characters)."""
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.seats.registry import build_seat
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    episode = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 2, 3))
    while store.load(episode).status == "running":
        stepper.step(store, episode, store.load(episode).version, build_seat)
    flow.on_finalize(store, episode)
    flow.on_league(store)
    store.close()
    manifest = tmp_path / "store" / "blobs" / "public" / "manifest.json"
    value = json.loads(manifest.read_bytes())
    long_id = "x" * 20_000
    value["episodes"] = [{**e, "episode": long_id} for e in value["episodes"][:1]]
    manifest.write_bytes(json.dumps(value).encode())
    capsys.readouterr()
    # Since review 44b an id past 200 characters is no writer's: the manifest is refused as it is read (exit 2)
    # in one line naming the entry; before, the check named it as the replay of another episode (exit 1).
    assert main(["league", "check-published", str(tmp_path / "store" / "blobs")]) == 2
    line = capsys.readouterr().err.strip()
    assert "episodes[0].episode: " in line and "is not 1 to 200 characters long" in line and len(line) < 400


# -- the episode cap -------------------------------------------------------------------------------


def test_a_finished_episode_not_yet_final_keeps_its_episode_slot(any_store):
    """Mutation: a finished holder taken for a final one. A slot is held until the episode is final
    (its finalisation is still to run), so a full cap stays full while it waits to finalise."""
    from cosino_runtime.engine import limits
    from cosino_runtime.engine import steps as stepper

    store = any_store
    first = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    second = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    limits.start_episode(store, first, 1, 1)
    stepper.run_to_end(store, first)
    assert store.load_head(first).status == "finished"
    with pytest.raises(limits.RetryStep):
        limits.start_episode(store, second, 1, 1)
    assert store.slot_holders(limits.SLOTS_KEY) == [first]


# -- the sweeper's re-finalisations ----------------------------------------------------------------


class RecordingQueue:
    def __init__(self, fail_finalize: bool = False) -> None:
        self.finals: list[tuple[str, bool]] = []
        self.fail_finalize = fail_finalize

    def send_step(self, episode_id, version, redrive=False):
        pass

    def send_finalize(self, episode_id, redrive=False):
        if self.fail_finalize:
            raise OSError("injected: the queue is down")
        self.finals.append((episode_id, redrive))


def _finished(store, seed: int = 3) -> str:
    from cosino_runtime.engine import steps as stepper

    episode = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, seed))
    stepper.run_to_end(store, episode)
    return episode


def test_a_sweep_resends_a_quiet_finished_episodes_finalisation_as_a_redrive_and_only_that(any_store):
    """Mutations: every finished episode re-sent, quiet or not (one that just finished has its own
    message on the way); the re-send not marked a re-drive (the queue's de-duplication id of the
    first send would absorb it, and the lost finalisation stayed lost)."""
    from cosino_runtime.engine import flow as pipeline

    episode = _finished(any_store)
    updated = any_store.load_head(episode).updated_ms
    queue = RecordingQueue()
    assert pipeline.on_sweep(any_store, queue, updated + 10, 60_000, 10**12)["refinalized"] == 0
    assert queue.finals == []
    assert pipeline.on_sweep(any_store, queue, updated + 60_000, 60_000, 10**12)["refinalized"] == 1
    assert queue.finals == [(episode, True)]


def test_a_failed_re_finalisation_is_counted_failed_not_sent(any_store):
    """Mutation: the ``continue`` after a failed send dropped, so it was counted under both."""
    from cosino_runtime.engine import flow as pipeline

    _finished(any_store)
    counts = pipeline.on_sweep(any_store, RecordingQueue(fail_finalize=True), 10**15, 1, 10**16)
    assert (counts["failed"], counts["refinalized"]) == (1, 0)


def test_the_deferred_abandon_reads_the_time_left_after_the_re_finalisations(any_store, monkeypatch):
    """Mutation: the time left read before the re-finalisations. They spend the invocation's time,
    so the deferred abandon must be weighed against what is left after them: here the reserve."""
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper

    _finished(any_store, 3)
    long_one = stepper.create(any_store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    monkeypatch.setattr(pipeline, "REBUILD_S_PER_VERSION", 1000.0)  # no estimate fits (kuhn: no audit): deferred
    queue = RecordingQueue()

    def time_left():
        return 60.0 if not queue.finals else pipeline.SWEEP_RESERVE_S - 1  # the send took the rest

    counts = pipeline.on_sweep(any_store, queue, 10**15, 1, 1, time_left)
    assert counts["deferred"] == 1 and counts["abandoned"] == 0
    assert any_store.load_head(long_one).status == "running"


# -- API create: the agents' slots of a create that failed -----------------------------------------


def test_a_create_failing_before_its_row_gives_its_agents_slots_back(any_store):
    """Mutation: the slots never given back. With no row nothing will run the episode, so its
    agents' slots are freed at once (not left for a later create to take back)."""
    from cosino_runtime.api.routes import Api
    from cosino_runtime.engine import limits
    from cosino_runtime.store.base import TransientStoreError

    agent = "remote:https://agent.example/"

    def create_episode(*args, **kwargs):
        raise TransientStoreError("injected: throttled")

    any_store.create_episode = create_episode
    any_store.create_or_head = create_episode  # the create's one write since store52e (AWS's own, not the default)
    api = Api(any_store, RecordingQueue(), agent_cap=1)
    body = {"variant": "kuhn", "seats": [agent, "house"], "hands": 2, "seed": 2**60 + 1}
    with pytest.raises(TransientStoreError):
        api.handle("POST", "/episodes", json.dumps(body).encode(), True)
    assert any_store.slot_holders(limits.agent_slot_key(agent)) == []
