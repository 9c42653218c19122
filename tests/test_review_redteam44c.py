"""Red-team review 44c of the AWS runtime (the Lambda handlers, the stores, the HTTP API, the SAM
template), run against a moto server over HTTP where a store is involved. Each test failed before
its fix; its docstring gives the figure measured before and after."""

from __future__ import annotations

import pytest
import test_infra
from support.api_ids import create_as_api

from cosino_runtime.engine import limits

template = test_infra.template  # the infra tests' loader of infra/template.yaml


def test_the_league_function_never_runs_twice_at_once(template):
    """A league run moves the state pointer, then publishes the manifest, the index, the integrity
    report and the leaderboard, then the state blob. Nothing kept two runs apart on AWS (the docs
    said "one run at a time", which only ``cosino serve`` enforced): a schedule event delivered twice,
    or a run outlasting a short schedule, overlapped another. Measured with two interleaved runs over
    5 and then 6 episodes: the published leaderboard pinned the 5-episode manifest
    (``97aa1289...``) while ``public/manifest.json`` was the 6-episode one (``63dd2858...``), the
    second run rebuilt all 6 rows from scratch (the first run's state blob was not written yet), and
    a third run published nothing (``new: 0``), so the mismatch stayed until another episode was
    final. Now the function's reserved concurrency is 1: a second event waits in Lambda's queue."""
    functions = template["Resources"]
    league = [
        name
        for name, res in functions.items()
        if res["Type"] == "AWS::Serverless::Function"
        and res["Properties"]["Handler"] == "cosino_runtime.lambdas.league_schedule.handler"
    ]
    assert league == ["LeagueFunction"]
    assert functions["LeagueFunction"]["Properties"].get("ReservedConcurrentExecutions") == 1


class QueryCount:
    """Counts the items DynamoDB's Query hands a client (its ``Count``), the read units' measure here."""

    def __init__(self, client) -> None:
        self.client = client
        self.items = 0

    def __enter__(self) -> QueryCount:
        self.client.meta.events.register("after-call.dynamodb.Query", self._add, unique_id="rt44c-count")
        return self

    def __exit__(self, *exc) -> None:
        self.client.meta.events.unregister("after-call.dynamodb.Query", unique_id="rt44c-count")

    def _add(self, parsed, **kwargs) -> None:
        self.items += parsed.get("Count", 0)


def test_a_polled_running_log_reads_only_the_commits_since_the_last_read(stack):
    """An anonymous reader polling a running episode's events made the api function query the whole
    history at every new version (each function instance its own copy): 31 commit items read for
    the one decision made since the last poll of a 30-version episode, so a long episode (61,000
    commits for 1,000 hands of hearts) cost about 15 MB of consistent reads per poll. Now the store
    keeps the committed records it read (a commit at or below the head never changes) and queries
    only the new ones and the last one read (a restore's check): 2 items. The replies are byte for byte
    those of a store that kept nothing."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.api.routes import Api
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.aws import AwsStore
    from tests.support.queues import NoQueue

    def store():
        return AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))

    def events(api, episode):
        reply = api.handle("GET", f"/episodes/{episode}/events", None, False)
        assert reply.status == 200
        return reply.body

    polled = store()
    api = Api(polled, NoQueue())
    episode = create_as_api(polled, EpisodeConfig("kuhn", ("house", "random"), hands=40, seed=2**60 + 7))
    for version in range(1, 30):
        assert stepper.step(polled, episode, version).status == "applied"
    assert polled.load_head(episode).version == 30
    assert events(api, episode) == events(Api(store(), NoQueue()), episode)
    assert stepper.step(polled, episode, 30).status == "applied"
    with QueryCount(polled.ddb) as count:
        moved = events(api, episode)
    assert count.items == 2  # before: 31; the new commit, and the last one read, checked for a restore
    assert moved == events(Api(store(), NoQueue()), episode)
    stepper.run_to_end(polled, episode)
    pipeline.on_finalize(polled, episode)
    final = events(api, episode)
    assert b'"view":"full"' in final and final == events(Api(store(), NoQueue()), episode)
    assert polled.events(episode) == store().events(episode)


def test_a_kept_log_gives_way_to_newer_ones_within_its_bounds(stack, monkeypatch):
    """The kept logs are bounded by count and by the memory their texts take; a log over that bound alone
    is never kept, and one whose head went back (a restore) is read again from its first commit."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store import aws

    polled = aws.AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    monkeypatch.setattr(aws, "LOGS_KEPT", 2)
    ids = [create_as_api(polled, EpisodeConfig("kuhn", ("house", "random"), 2, 2**60 + s)) for s in range(3)]
    for episode in ids:
        polled.events(episode)
    assert list(polled._logs) == ids[1:]
    monkeypatch.setattr(aws, "LOG_BYTES_KEPT", 10)
    polled.events(ids[0])
    assert list(polled._logs) == []
    monkeypatch.setattr(aws, "LOG_BYTES_KEPT", 10**6)
    assert stepper.step(polled, ids[0], 1).status == "applied"
    whole = polled.events(ids[0])
    forged = aws.KeptLog()
    for _ in range(5):
        forged.add("V#000000001", '{"type":"forged"}')
    forged.version = 5
    polled._logs[ids[0]] = forged  # kept past the head
    with QueryCount(polled.ddb) as count:
        assert polled.events(ids[0]) == whole
    assert count.items == 2


def _refusal_events():
    from cosino_devtools.awslocal import api_gateway_event

    big = api_gateway_event("POST", "/episodes", b"x" * 40_000, iam=True)
    not_base64 = api_gateway_event("POST", "/episodes", b"{}", iam=True)
    not_base64["isBase64Encoded"] = True
    malformed = api_gateway_event("GET", "/episodes", None, iam=False)
    malformed["requestContext"]["http"]["method"] = "BREW"
    return {"413": big, "base64": not_base64, "malformed": malformed}


def test_a_request_refused_before_the_routes_is_counted_as_a_4xx(stack, capsys):
    """The api function refused an oversized body (413), a body flagged base64 that is not, and an
    event the parser refuses (400) before the routes, and counted none of them: the invocation
    published no metric at all (powertools warned "No application metrics to publish"), so a flood
    of such requests showed nowhere in the Http4xx metric. Now each is counted once as Http4xx, as
    every refusal of the routes is."""
    import json as jsonlib

    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import http_api

    for name, event in _refusal_events().items():
        capsys.readouterr()
        out = http_api.handler(event, FakeContext())
        assert out["statusCode"] in (400, 413), name
        assert list(jsonlib.loads(out["body"])) == ["error"], name
        metrics = [jsonlib.loads(line) for line in capsys.readouterr().out.splitlines() if '"_aws"' in line]
        counted = [m.get("Http4xx") for m in metrics if "Http4xx" in m]
        assert counted == [[1.0]], (name, metrics)


def test_the_sweeper_never_runs_twice_at_once(template):
    """Left by the review: two sweeps at once re-drove and abandoned the same episodes and counted a failing deadline
    guard twice, so an episode was called stuck in half the sweeps. Now the sweeper's reserved concurrency is 1."""
    sweeper = template["Resources"]["SweeperFunction"]["Properties"]
    assert sweeper["Handler"] == "cosino_runtime.lambdas.sweeper.handler"
    assert sweeper.get("ReservedConcurrentExecutions") == 1


def test_an_episode_cap_fits_its_slot_item(template):
    """Left by the review: every holder of a cap's slots is one id in one DynamoDB item, and ``EpisodeConcurrency``
    had no upper bound (``AgentEpisodeConcurrency`` 999,999): past about 9,000 ids of the longest kind (44
    characters) the item passes 400 KB and every hold fails. Both parameters, and the settings the functions read,
    now stop at ``MAX_SLOTS`` (5,000: 220 KB of ids)."""
    params = template["Parameters"]
    for name in ("EpisodeConcurrency", "AgentEpisodeConcurrency"):
        assert params[name]["MaxValue"] == limits.MAX_SLOTS, name
    longest = f"holdem-6max-{2**63 - 1}-{'f' * 12}"
    assert len(longest) == 44 and limits.MAX_SLOTS * len(longest) < 400 * 1024 * 0.6
    assert limits.episode_cap({limits.EPISODE_CAP_ENV: str(limits.MAX_SLOTS)}) == limits.MAX_SLOTS
    for read, env in (
        (limits.episode_cap, limits.EPISODE_CAP_ENV),
        (limits.agent_episode_cap, limits.AGENT_EPISODES_ENV),
    ):
        with pytest.raises(limits.LimitSettingError, match=f"{env}=.*at most {limits.MAX_SLOTS}"):
            read({env: str(limits.MAX_SLOTS + 1)})
