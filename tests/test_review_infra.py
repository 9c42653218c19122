"""Security review of the AWS deployment (infra/template.yaml against the handlers' real calls).

The central check runs every function's handler against a moto server, records each AWS call it
makes (botocore, below the store), turns each call into the IAM action, resource ARN and condition
keys AWS would authorise, and evaluates them against that function's role in the template. moto
does not enforce IAM, so without this a missing grant only shows on a real deployment.
"""

from __future__ import annotations

import contextlib
import contextvars
import fnmatch
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "infra" / "template.yaml"
ACCOUNT, REGION = "123456789012", "us-east-1"
CONFIG = {"variant": "holdem-hu", "seats": ["house", "random"], "hands": 2, "seed": 2**60 + 7}


@pytest.fixture(scope="module")
def template():
    from cfnlint.decode import decode

    data, problems = decode(str(TEMPLATE))
    assert not problems, problems
    return data


# -- the calls a handler makes ---------------------------------------------------------------------

_ROLE: contextvars.ContextVar[str | None] = contextvars.ContextVar("role", default=None)


@contextlib.contextmanager
def recording():
    """Record (role, service, operation, params) of every boto3 call made while a role is acting."""
    from botocore.client import BaseClient

    calls: list[tuple[str, str, str, dict]] = []
    original = BaseClient._make_api_call

    def spy(self, operation, params):
        role = _ROLE.get()
        if role is not None:
            calls.append((role, self.meta.service_model.service_name, operation, params))
        return original(self, operation, params)

    BaseClient._make_api_call = spy
    try:
        yield calls
    finally:
        BaseClient._make_api_call = original


def as_role(role: str, fn):
    def run(*args, **kwargs):
        from cosino_runtime.engine import steps

        steps._WARM.clear()  # every invocation on a cold container: the episode is rebuilt from the table
        steps._AUDITS.clear()
        token = _ROLE.set(role)
        try:
            return fn(*args, **kwargs)
        finally:
            _ROLE.reset(token)

    return run


def _queue_arn(url: str) -> str:
    return f"arn:aws:sqs:{REGION}:{ACCOUNT}:{url.rstrip('/').rsplit('/', 1)[1]}"


def _partition_value(params: dict) -> str:
    """The partition key value a Query reads (the first ``name = :value`` of its key condition)."""
    bound = re.match(r"\s*#?(\w+)\s*=\s*(:\w+)", params["KeyConditionExpression"])
    assert bound, params["KeyConditionExpression"]
    return params["ExpressionAttributeValues"][bound.group(2)]["S"]


def authorisations(service: str, operation: str, params: dict, stack) -> list[tuple[str, str, dict]]:
    """(IAM action, resource ARN, condition keys) that AWS checks for one API call."""
    table = f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/"
    if service == "dynamodb":
        if operation == "TransactWriteItems":
            out = []
            for item in params["TransactItems"]:
                (kind, body), *_ = item.items()
                action = {"Put": "PutItem", "Update": "UpdateItem", "Delete": "DeleteItem"}.get(kind, kind + "Item")
                key = body.get("Key") or body.get("Item")
                leading = {"dynamodb:LeadingKeys": [key["pk"]["S"]]}
                out.append((f"dynamodb:{action}", table + body["TableName"], leading))
            return out
        if operation == "Query":
            resource = table + params["TableName"]
            if "IndexName" in params:
                return [(f"dynamodb:{operation}", f"{resource}/index/{params['IndexName']}", {})]
            return [(f"dynamodb:{operation}", resource, {"dynamodb:LeadingKeys": [_partition_value(params)]})]
        if operation == "BatchGetItem":  # one authorisation per table, over every key's partition
            return [
                (f"dynamodb:{operation}", table + name, {"dynamodb:LeadingKeys": [k["pk"]["S"] for k in ask["Keys"]]})
                for name, ask in params["RequestItems"].items()
            ]
        key = params.get("Key") or params.get("Item")
        return [(f"dynamodb:{operation}", table + params["TableName"], {"dynamodb:LeadingKeys": [key["pk"]["S"]]})]
    if service == "s3":
        if operation in ("GetObject", "HeadObject"):
            return [("s3:GetObject", f"arn:aws:s3:::{params['Bucket']}/{params['Key']}", {})]
        if operation == "PutObject":
            return [("s3:PutObject", f"arn:aws:s3:::{params['Bucket']}/{params['Key']}", {})]
        if operation in ("ListObjectsV2", "ListObjects"):
            return [("s3:ListBucket", f"arn:aws:s3:::{params['Bucket']}", {"s3:prefix": [params.get("Prefix", "")]})]
    if service == "sqs" and operation == "SendMessage":
        return [("sqs:SendMessage", _queue_arn(params["QueueUrl"]), {})]
    return [(f"{service}:{operation}", "*", {})]


# -- the template's roles, resolved for one provisioned stack ---------------------------------------


def _names(stack) -> dict[str, str]:
    names = {
        "Table.Arn": f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/{stack.table}",
        "Bucket.Arn": f"arn:aws:s3:::{stack.bucket}",
    }
    for logical, url in stack.queues.items():
        names[f"{logical}.Arn"] = _queue_arn(url)
    return names


def _resolve(value, names: dict[str, str]) -> list[str]:
    if isinstance(value, list):
        return [r for v in value for r in _resolve(v, names)]
    if isinstance(value, str):
        return [value]
    if "Fn::GetAtt" in value:
        target = value["Fn::GetAtt"]
        return [names.get(".".join(target) if isinstance(target, list) else target, "unresolved:" + str(target))]
    if "Fn::Sub" in value:
        text = value["Fn::Sub"] if isinstance(value["Fn::Sub"], str) else value["Fn::Sub"][0]
        return [re.sub(r"\$\{([\w.:]+)\}", lambda m: names.get(m.group(1), "unresolved:" + m.group(1)), text)]
    return ["unresolved:" + json.dumps(value)]


def role_statements(template, role: str, names: dict[str, str]) -> list[dict]:
    out = []
    for policy in template["Resources"][role]["Properties"]["Policies"]:
        for st in policy["PolicyDocument"]["Statement"]:
            actions = st["Action"] if isinstance(st["Action"], list) else [st["Action"]]
            out.append({**st, "Action": actions, "Resource": _resolve(st["Resource"], names)})
    return out


def _condition_holds(operator: str, key: str, wanted, context: dict) -> bool:
    wanted = wanted if isinstance(wanted, list) else [wanted]
    match = fnmatch.fnmatchcase if operator.endswith("StringLike") else (lambda a, b: a == b)
    values = context.get(key)
    if operator.startswith("ForAllValues:"):
        assert values is not None, f"{key} is absent: ForAllValues would hold vacuously"
        return all(any(match(v, w) for w in wanted) for v in values)
    assert operator in ("StringLike", "StringEquals"), operator
    return values is not None and any(match(v, w) for v in values for w in wanted)


def allowed(statements: list[dict], action: str, resource: str, context: dict) -> bool:
    for st in statements:
        if st["Effect"] != "Allow" or not any(fnmatch.fnmatchcase(action, a) for a in st["Action"]):
            continue
        if not any(fnmatch.fnmatchcase(resource, r) for r in st["Resource"]):
            continue
        conditions = st.get("Condition", {})
        if all(_condition_holds(op, k, v, context) for op, keys in conditions.items() for k, v in keys.items()):
            return True
    return False


# -- every function's lifecycle, recorded ---------------------------------------------------------------


@pytest.fixture
def lifecycle(stack, monkeypatch):
    """One episode created, stepped cold, finalised and published; one abandoned by the deadline guard;
    the API's reads. Returns the recorded calls."""
    from cosino_devtools.awslocal import FakeContext, Pump, api_gateway_event, scheduled_event
    from cosino_runtime.lambdas import finalize, http_api, league_schedule, step, sweeper

    monkeypatch.setenv("COSINO_EPISODE_CONCURRENCY", "4")
    monkeypatch.setenv("COSINO_AGENT_LIMITS", json.dumps({"random": {"requests_per_minute": 60000}}))
    api = as_role("ApiRole", http_api.handler)

    def call(method, path, body=None):
        out = api(api_gateway_event(method, path, body, iam=method == "POST"), FakeContext())
        json_body = out["headers"]["content-type"] == "application/json"
        return out["statusCode"], json.loads(out["body"]) if json_body else out["body"]

    with recording() as calls:
        status, created = call("POST", "/episodes", json.dumps(CONFIG).encode())
        assert status == 201, created
        episode = created["episode"]
        pump = Pump(stack, as_role("StepRole", step.handler), as_role("FinalizeRole", finalize.handler), batch_size=1)
        pump.drain()
        assert call("GET", f"/episodes/{episode}")[1]["status"] == "final"
        as_role("LeagueRole", league_schedule.handler)(scheduled_event("league"), FakeContext())
        # A second episode, one step in, abandoned by the deadline guard (the sweep runs as if 3601 s later).
        status, second = call("POST", "/episodes", json.dumps({**CONFIG, "seed": 2**60 + 9, "hands": 6}).encode())
        assert status == 201, second
        pump.poll()
        later = sweeper.now_ms() + 3_601_000
        monkeypatch.setattr(sweeper, "now_ms", lambda: later)
        swept = as_role("SweeperRole", sweeper.handler)(scheduled_event("sweep"), FakeContext())
        assert swept["abandoned"] == 1 and swept["failed"] == 0, swept
        pump.drain()
        state = call("GET", f"/episodes/{episode}")[1]
        reads = [
            f"/episodes/{episode}/events",
            f"/episodes/{episode}/results",
            "/leaderboard",
            f"/blobs/{state['replay']}",
            "/blobs/results/0000.json",
            "/episodes?status=final",
            "/episodes?status=running",
        ]
        for path in reads:
            assert call("GET", path)[0] in (200, 404), path
    return list(calls)


def test_every_call_of_every_function_is_granted_by_its_role(template, stack, lifecycle):
    names = _names(stack)
    refused = set()
    for role, service, operation, params in lifecycle:
        statements = role_statements(template, role, names)
        for action, resource, context in authorisations(service, operation, params, stack):
            if not allowed(statements, action, resource, context):
                keys = context.get("dynamodb:LeadingKeys", [""])[0].split("#")[0]
                refused.add((role, action, resource.replace(names["Table.Arn"], "Table"), keys))
    assert {r for r, *_ in lifecycle} == {"ApiRole", "StepRole", "FinalizeRole", "LeagueRole", "SweeperRole"}
    assert not refused, sorted(refused)


# -- the seed of a running episode -----------------------------------------------------------------------


def test_a_chosen_seed_is_not_in_the_public_episode_id(stack):
    """A create that names its seed got an id carrying the seed in clear (``holdem-hu-<seed>-<digest>``),
    and the id is public while the episode runs (the listing, the state route, the viewer): anyone,
    a seat's own agent included, could deal every card. The id must not show it; repeating the
    create must still find the same episode."""
    from cosino_devtools.awslocal import invoke_api

    seed = 2**60 + 11
    body = json.dumps({**CONFIG, "seed": seed}).encode()
    status, created = invoke_api("POST", "/episodes", body)
    assert status == 201, created
    episode = created["episode"]
    assert invoke_api("POST", "/episodes", body)[1]["episode"] == episode  # idempotent as before
    shown = [
        json.dumps(created),
        json.dumps(invoke_api("GET", "/episodes?status=running", iam=False)[1]),
        json.dumps(invoke_api("GET", f"/episodes/{episode}", iam=False)[1]),
        json.dumps(invoke_api("GET", f"/episodes/{episode}/events", iam=False)[1]),
    ]
    assert episode in shown[1]
    for text in shown:
        assert str(seed) not in text and hex(seed)[2:] not in text


# -- which partitions of the single table each role may touch ----------------------------------------------

FAKE_NAMES = {"Table.Arn": f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/t", "Bucket.Arn": "arn:aws:s3:::b"}


@pytest.mark.parametrize(
    "role, action, leading, expected",
    [
        # The step and the API handle what seats and callers send: they must not forge league rows,
        # the league's state pointer or the finalisation's idempotency records.
        ("StepRole", "dynamodb:PutItem", "LEAGUE", False),
        ("StepRole", "dynamodb:UpdateItem", "IDEMPOTENCY#finalize", False),
        ("StepRole", "dynamodb:PutItem", "LEAGUESTATE", False),
        ("StepRole", "dynamodb:UpdateItem", "EP#x", True),
        ("StepRole", "dynamodb:PutItem", "LIMIT#rpm#x", True),
        ("StepRole", "dynamodb:UpdateItem", "SLOTS#episodes", True),
        ("ApiRole", "dynamodb:PutItem", "LEAGUE", False),
        ("ApiRole", "dynamodb:UpdateItem", "SLOTS#episodes", False),
        # A create holds its agents' slots, and may free a final holder's (AgentEpisodeConcurrency).
        ("ApiRole", "dynamodb:UpdateItem", "SLOTS#agent#0123", True),
        ("ApiRole", "dynamodb:GetItem", "SLOTS#agent#0123", True),
        ("ApiRole", "dynamodb:PutItem", "SLOTS#agent#0123", False),
        ("ApiRole", "dynamodb:PutItem", "LIMIT#rpm#x", False),
        ("ApiRole", "dynamodb:PutItem", "EP#x", True),
        ("SweeperRole", "dynamodb:PutItem", "LEAGUE", False),
        ("SweeperRole", "dynamodb:UpdateItem", "EP#x", True),
        # Finalize deletes only its own idempotency records, never an episode.
        ("FinalizeRole", "dynamodb:DeleteItem", "EP#x", False),
        ("FinalizeRole", "dynamodb:DeleteItem", "LEAGUE", False),
        ("FinalizeRole", "dynamodb:DeleteItem", "IDEMPOTENCY#finalize", True),
        ("FinalizeRole", "dynamodb:PutItem", "LEAGUE", True),
        ("FinalizeRole", "dynamodb:PutItem", "LEAGUESTATE", False),
        ("LeagueRole", "dynamodb:GetItem", "EP#x", False),
        ("LeagueRole", "dynamodb:Query", "LEAGUE", True),
    ],
)
def test_each_role_touches_only_its_partitions_of_the_table(template, role, action, leading, expected):
    statements = role_statements(template, role, FAKE_NAMES)
    context = {"dynamodb:LeadingKeys": [leading]}
    assert allowed(statements, action, FAKE_NAMES["Table.Arn"], context) is expected


def test_every_table_grant_names_its_partitions(template):
    """A grant on the table (not its index) without a dynamodb:LeadingKeys condition reaches every item."""
    for role in ("ApiRole", "StepRole", "FinalizeRole", "LeagueRole", "SweeperRole"):
        for st in role_statements(template, role, FAKE_NAMES):
            if st["Effect"] == "Allow" and FAKE_NAMES["Table.Arn"] in st["Resource"]:
                keys = [k for op in st.get("Condition", {}).values() for k in op]
                assert keys == ["dynamodb:LeadingKeys"], (role, st["Sid"])


# -- concurrency: one caller cannot take the account, a throttled step does not dead-letter -----------------


def test_step_poller_never_outruns_the_reserved_concurrency(template):
    """With reserved concurrency alone the SQS poller still receives more than the function may run;
    each throttled receive counts toward maxReceiveCount, so steps land in the dead-letter queue under
    load. The poller's MaximumConcurrency (at least 2, AWS's minimum) must equal the reservation."""
    res = template["Resources"]
    step = res["StepFunction"]["Properties"]
    scaling = step["Events"]["StepMessages"]["Properties"].get("ScalingConfig", {})
    assert scaling.get("MaximumConcurrency") == step["ReservedConcurrentExecutions"] == {"Ref": "StepConcurrency"}
    assert template["Parameters"]["StepConcurrency"]["MinValue"] >= 2


def test_the_public_read_api_has_a_concurrency_cap(template):
    """The read routes need no credentials; at 20 requests/s per route and a 10 s timeout they could
    hold more executions than the account's default 1000, starving finalize, league and sweeper."""
    api = template["Resources"]["ApiFunction"]["Properties"]
    assert api["ReservedConcurrentExecutions"] == {"Ref": "ApiConcurrency"}
    assert template["Parameters"]["ApiConcurrency"]["MaxValue"] <= 100


# -- replays and results are never purged ----------------------------------------------------------------------


def test_only_republished_files_lose_old_versions(template):
    """The rule that expires noncurrent versions had no filter: a deleted or overwritten replay or
    result (the evidence a published manifest pins) would be gone for good after 30 days. Only the
    prefixes rewritten on every league run may expire old versions."""
    from cosino_devtools.awslocal import lifecycle_rules

    props = template["Resources"]["Bucket"]["Properties"]
    rules = props["LifecycleConfiguration"]["Rules"]
    expiring = [r for r in rules if "NoncurrentVersionExpiration" in r or "ExpirationInDays" in r]
    assert expiring and all(r.get("Prefix") in ("public/", "league/") for r in expiring), expiring
    assert {r["Filter"]["Prefix"] for r in lifecycle_rules(props)} == {r["Prefix"] for r in rules}


def test_cloudwatch_can_publish_to_the_encrypted_alarm_topic(template):
    # Under the AWS-managed alias/aws/sns key alarms are never delivered: CloudWatch needs the key too.
    resources = template["Resources"]
    key_ref = resources["AlarmTopic"]["Properties"]["KmsMasterKeyId"]
    assert key_ref == {"Ref": "AlarmTopicKey"}
    key = resources["AlarmTopicKey"]
    assert key["Type"] == "AWS::KMS::Key" and key["Properties"]["EnableKeyRotation"] is True
    grants = [
        st
        for st in key["Properties"]["KeyPolicy"]["Statement"]
        if st["Effect"] == "Allow" and st["Principal"].get("Service") == "cloudwatch.amazonaws.com"
    ]
    assert len(grants) == 1
    assert set(grants[0]["Action"]) == {"kms:Decrypt", "kms:GenerateDataKey*"}
    assert grants[0]["Condition"]["StringEquals"]["aws:SourceAccount"] == {"Ref": "AWS::AccountId"}
