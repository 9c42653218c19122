"""Red-team review 44c of the AWS runtime (the Lambda handlers, the stores, the HTTP API, the SAM
template), run against a moto server over HTTP where a store is involved. Each test failed before
its fix; its docstring gives the figure measured before and after."""

from __future__ import annotations

import test_infra

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
