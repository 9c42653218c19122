"""Review of the template's limits: every function, queue and route has a bound, each bound is a
parameter with a range, and the pieces that must agree (poller and reservation, visibility and
timeout) do."""

from __future__ import annotations

import test_infra
from test_infra import ROOT

template = test_infra.template  # the infra tests' fixture: one loader of the template for all of them

SQS_MAX_CONCURRENCY = (2, 1000)  # the range AWS allows for an SQS event source's MaximumConcurrency


def _functions(template):
    return {n: r["Properties"] for n, r in template["Resources"].items() if r["Type"] == "AWS::Serverless::Function"}


def _ranged(template, name: str) -> dict:
    param = template["Parameters"][name]
    assert param["Type"] == "Number", name
    low, high = param["MinValue"], param["MaxValue"]
    assert low <= param["Default"] <= high, name
    return param


def _sqs_events(props):
    return {n: e["Properties"] for n, e in props.get("Events", {}).items() if e["Type"] == "SQS"}


# -- a flood of finished episodes waits in the finalize queue --------------------------------------------


def test_every_queue_consumer_has_a_reservation_its_poller_cannot_outrun(template):
    """The finalize function had neither: a burst of finished episodes could run as many finalizers
    as the account allows. Each SQS-fed function now has a reservation, and its poller's
    MaximumConcurrency is the same parameter (a poller above the reservation is throttled, and each
    throttled receive counts toward maxReceiveCount)."""
    consumers = {name: props for name, props in _functions(template).items() if _sqs_events(props)}
    assert set(consumers) == {"StepFunction", "FinalizeFunction"}
    for name, props in consumers.items():
        reserved = props.get("ReservedConcurrentExecutions")
        assert isinstance(reserved, dict) and set(reserved) == {"Ref"}, f"{name} has no reserved concurrency"
        for event in _sqs_events(props).values():
            assert event.get("ScalingConfig", {}).get("MaximumConcurrency") == reserved, name
        param = _ranged(template, reserved["Ref"])
        assert SQS_MAX_CONCURRENCY[0] <= param["MinValue"] and param["MaxValue"] <= SQS_MAX_CONCURRENCY[1], name


def test_finalize_concurrency_is_a_small_parameter(template):
    props = _functions(template)["FinalizeFunction"]
    assert props["ReservedConcurrentExecutions"] == {"Ref": "FinalizeConcurrency"}
    assert _ranged(template, "FinalizeConcurrency")["Default"] == 2


# -- the public HTTP API has a request-rate bound ---------------------------------------------------------


def test_http_api_routes_are_throttled_by_parameters(template):
    """An HTTP API cannot take a WAF web ACL, so stage throttling is its only rate bound; it was
    fixed in the template, now each figure is a parameter with a range inside the account's limits
    (10,000 requests/s, burst 5,000)."""
    apis = [r for r in template["Resources"].values() if r["Type"] == "AWS::Serverless::HttpApi"]
    assert len(apis) == 1
    props = apis[0]["Properties"]
    settings = props["DefaultRouteSettings"]
    assert settings == {
        "ThrottlingBurstLimit": {"Ref": "ApiThrottleBurst"},
        "ThrottlingRateLimit": {"Ref": "ApiThrottleRate"},
    }
    assert "RouteSettings" not in props  # no route lifts its own limits
    rate, burst = _ranged(template, "ApiThrottleRate"), _ranged(template, "ApiThrottleBurst")
    assert rate["MinValue"] >= 1 and rate["MaxValue"] <= 10_000
    assert burst["MinValue"] >= 1 and burst["MaxValue"] <= 5_000


# -- the deploy guide names every parameter ------------------------------------------------------------------


def test_every_parameter_is_named_in_the_deploy_guide(template):
    guide = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [name for name in template["Parameters"] if f"`{name}`" not in guide]
    assert not missing, f"README.md's deploy steps do not name {missing}"


# -- finalize outlives scoring the largest episode the API accepts ------------------------------------------

# CPU seconds (time.process_time) that results_bytes took on a development core, without the step's
# audit (finalize runs in its own container), for an episode at the limits of POST /episodes:
# holdem-6max, 1000 hands, budget 100000, six random seats (10,330 decisions); 2026-12-02.
LARGEST_SCORING_CPU_S = 12.1  # the larger of two runs (11.0 and 12.1)
ONE_VCPU_MB = 1769  # AWS: a function gets one vCPU at 1,769 MB, and CPU in proportion below it


def test_finalize_outlives_scoring_the_largest_episode(template):
    """At 512 MB and 60 s a finalisation of the largest episode had no margin (12 s of CPU at about
    0.29 of a vCPU is over 40 s before any read or write); it would time out on every delivery, go
    to the dead-letter queue and leave the episode unfinalised. Twice the scaled CPU time must fit."""
    props = _functions(template)["FinalizeFunction"]
    memory = props.get("MemorySize", template["Globals"]["Function"]["MemorySize"])
    share = min(1.0, memory / ONE_VCPU_MB)
    assert props["Timeout"] >= 2 * LARGEST_SCORING_CPU_S / share, props["Timeout"]
    visibility = template["Resources"]["FinalizeQueue"]["Properties"]["VisibilityTimeout"]
    assert visibility >= 6 * props["Timeout"]


def test_every_capped_queue_has_an_age_alarm(template):
    """A queue whose consumer has a reservation backs up under load by design; the finalize queue had
    no alarm on its age, so a backlog (or finalisations failing and retrying) went unseen."""
    resources = template["Resources"]
    watched = {
        str(a["Properties"]["Dimensions"][0]["Value"])
        for a in resources.values()
        if a["Type"] == "AWS::CloudWatch::Alarm" and a["Properties"]["MetricName"] == "ApproximateAgeOfOldestMessage"
    }
    for name, props in _functions(template).items():
        for event in _sqs_events(props).values():
            queue = event["Queue"]["Fn::GetAtt"][0]
            assert str({"Fn::GetAtt": [queue, "QueueName"]}) in watched, f"no age alarm on {queue} ({name})"


# -- what the review found sound, kept so -----------------------------------------------------------------


def test_every_bucket_is_private_and_tls_only(template):
    resources = template["Resources"]
    policies = {
        r["Properties"]["Bucket"]["Ref"]: r["Properties"]["PolicyDocument"]["Statement"]
        for r in resources.values()
        if r["Type"] == "AWS::S3::BucketPolicy"
    }
    for name, res in resources.items():
        if res["Type"] != "AWS::S3::Bucket":
            continue
        block = res["Properties"]["PublicAccessBlockConfiguration"]
        assert len(block) == 4 and all(v is True for v in block.values()), name
        deny = [s for s in policies[name] if s["Effect"] == "Deny" and s["Principal"] == "*"]
        assert [s["Condition"] for s in deny] == [{"Bool": {"aws:SecureTransport": "false"}}], name
        assert deny[0]["Action"] == "s3:*" and len(deny[0]["Resource"]) == 2, name  # the bucket and its objects


def test_every_log_group_expires_and_every_function_logs_to_one(template):
    resources = template["Resources"]
    groups = {
        r["Properties"]["LogGroupName"]["Fn::Sub"]: r["Properties"]
        for r in resources.values()
        if r["Type"] == "AWS::Logs::LogGroup"
    }
    assert all(1 <= g["RetentionInDays"] <= 365 for g in groups.values())
    for name, props in _functions(template).items():
        assert f"/aws/lambda/{props['FunctionName']['Fn::Sub']}" in groups, f"{name} logs to a group kept for ever"


def test_dead_letters_outlive_their_source_queue(template):
    """A FIFO dead-letter queue keeps a message's first enqueue time, so it must retain longer than the
    source queue (four days by default) or a dead letter could expire on arrival."""
    resources = template["Resources"]
    for name, res in resources.items():
        props = res["Properties"]
        if res["Type"] == "AWS::SQS::Queue" and "RedrivePolicy" in props:
            dlq = resources[props["RedrivePolicy"]["deadLetterTargetArn"]["Fn::GetAtt"][0]]["Properties"]
            assert dlq["MessageRetentionPeriod"] > props.get("MessageRetentionPeriod", 4 * 24 * 3600), name
            assert 1 <= props["RedrivePolicy"]["maxReceiveCount"] <= 10, name


# -- the sweeper's two times: the runtime takes what the template lets a deployer set ---------------------


def test_the_runtime_refuses_what_the_template_refuses_for_the_sweepers_times(template, monkeypatch):
    """DEADLINE_SECONDS=0 abandoned every running episode at the next sweep and gave each outside seat no
    clock; the template's MinValue forbade it, but an environment set by hand reached the handlers."""
    from cosino_runtime.seats import deadline

    for param, env, least, default in (
        ("DeadlineSeconds", "DEADLINE_SECONDS", deadline.MIN_DEADLINE_S, deadline.DEFAULT_DEADLINE_S),
        ("StaleSeconds", deadline.STALE_ENV, deadline.MIN_STALE_S, deadline.DEFAULT_STALE_S),
    ):
        assert (template["Parameters"][param]["MinValue"], template["Parameters"][param]["Default"]) == (least, default)
        read = deadline.env_deadline_seconds if param == "DeadlineSeconds" else deadline.env_stale_seconds
        monkeypatch.setenv(env, str(least))
        assert read() == least
        for below in ("0", str(least - 1)):
            monkeypatch.setenv(env, below)
            try:
                read()
            except RuntimeError as exc:
                assert (
                    str(exc) == f"environment variable {env}={int(below)} is below its least value of {least} seconds"
                )
            else:
                raise AssertionError(f"{env}={below} was taken")
