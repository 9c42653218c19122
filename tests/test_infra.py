"""The SAM template: cfn-lint passes, no policy grants a wildcard, each function's role reaches only
the resources its code uses, and the table in the template is the table the AWS adapter expects."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "infra" / "template.yaml"


@pytest.fixture(scope="module")
def template():
    from cfnlint.decode import decode

    data, problems = decode(str(TEMPLATE))
    assert not problems, problems
    return data


def test_cfn_lint_passes():
    exe = shutil.which("cfn-lint", path=str(Path(sys.executable).parent)) or shutil.which("cfn-lint")
    cmd = [exe] if exe else [sys.executable, "-m", "cfnlint"]
    out = subprocess.run([*cmd, str(TEMPLATE)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def _statements(template):
    """(owner, statement) for every statement of every inline policy and bucket policy."""
    for name, res in template["Resources"].items():
        props = res.get("Properties", {})
        for policy in props.get("Policies", []) or []:
            if isinstance(policy, dict) and "PolicyDocument" in policy:
                for st in policy["PolicyDocument"]["Statement"]:
                    yield name, st
        if "PolicyDocument" in props:
            for st in props["PolicyDocument"]["Statement"]:
                yield name, st


def _as_list(value):
    return value if isinstance(value, list) else [value]


def _resource_text(value) -> str:
    """A resource as text: a literal, or the string inside Fn::Sub / the target of Fn::GetAtt."""
    if isinstance(value, str):
        return value
    if "Fn::Sub" in value:
        sub = value["Fn::Sub"]
        return sub if isinstance(sub, str) else sub[0]
    if "Fn::GetAtt" in value:
        target = value["Fn::GetAtt"]
        return "${" + (".".join(target) if isinstance(target, list) else target) + "}"
    if "Ref" in value:
        return "${" + value["Ref"] + "}"
    raise AssertionError(f"unexpected resource form {value}")


STACK_RESOURCE = (
    r"^\$\{(Table|Bucket|WebBucket|StepQueue|FinalizeQueue|\w+DeadLetterQueue|ModelKeysSecret|\w+LogGroup)[.}]"
)


def test_no_allow_statement_grants_a_wildcard(template):
    statements = list(_statements(template))
    assert len(statements) > 15
    for owner, st in statements:
        if st["Effect"] != "Allow":
            continue
        for action in _as_list(st["Action"]):
            assert "*" not in action, f"{owner}: action {action} is a wildcard"
        for resource in _as_list(st["Resource"]):
            text = _resource_text(resource)
            assert text != "*", f"{owner}: resource *"
            # Every resource names one of this stack's resources; a star may only narrow inside it.
            if text == "${BedrockModelArns}":  # a parameter whose pattern admits no star
                pattern = template["Parameters"]["BedrockModelArns"]["AllowedPattern"]
                assert "*" not in template["Parameters"]["BedrockModelArns"]["Default"]
                assert re.fullmatch(pattern, "arn:aws:bedrock:us-east-1::foundation-model/*") is None
                continue
            assert re.match(STACK_RESOURCE, text), f"{owner}: {text}"
            assert "*" not in text or text.endswith("/*"), f"{owner}: {text}"


def test_no_function_uses_a_generated_role(template):
    for name, res in template["Resources"].items():
        if res["Type"] == "AWS::Serverless::Function":
            props = res["Properties"]
            assert props["Role"] == {"Fn::GetAtt": [f"{name[: -len('Function')]}Role", "Arn"]}, name
            assert "Policies" not in props, f"{name}: SAM policy templates would add grants we do not list"


def _grants(template, role: str) -> set[tuple[str, str]]:
    out = set()
    for owner, st in _statements(template):
        if owner == role and st["Effect"] == "Allow":
            for action in _as_list(st["Action"]):
                for resource in _as_list(st["Resource"]):
                    out.add((action, _resource_text(resource)))
    return out


def test_each_role_reaches_only_what_its_function_uses(template):
    services = {
        role: {a.split(":")[0] for a, _ in _grants(template, role)}
        for role in ("ApiRole", "StepRole", "FinalizeRole", "LeagueRole", "SweeperRole")
    }
    # No S3: a step never writes blobs; model seats read their keys and call the configured models.
    assert services["StepRole"] == {"logs", "dynamodb", "sqs", "secretsmanager", "bedrock"}
    assert services["SweeperRole"] == {"logs", "dynamodb", "sqs"}
    assert services["LeagueRole"] == {"logs", "dynamodb", "s3"}  # no SQS
    league = _grants(template, "LeagueRole")
    assert ("s3:PutObject", "${Bucket.Arn}/public/*") in league
    # It reads the league rows and writes only its own state item (the incremental run's pointer).
    assert {a for a, _ in league if a.startswith("dynamodb:")} == {
        "dynamodb:Query",
        "dynamodb:GetItem",
        "dynamodb:PutItem",
    }
    put = [
        st
        for owner, st in _statements(template)
        if owner == "LeagueRole" and "dynamodb:PutItem" in _as_list(st["Action"])
    ]
    assert [st["Condition"] for st in put] == [{"ForAllValues:StringEquals": {"dynamodb:LeadingKeys": ["LEAGUESTATE"]}}]
    step = _grants(template, "StepRole")
    assert ("sqs:ReceiveMessage", "${StepQueue.Arn}") in step
    assert not any(r == "${FinalizeQueue.Arn}" and a != "sqs:SendMessage" for a, r in step)
    api = _grants(template, "ApiRole")
    assert not any(a == "s3:PutObject" for a, _ in api), "the API never writes blobs"
    finalize = _grants(template, "FinalizeRole")
    assert ("s3:PutObject", "${Bucket.Arn}/public/*") not in finalize
    assert ("dynamodb:DeleteItem", "${Table.Arn}") in finalize  # idempotency records are removed on failure


def test_storage_is_private_versioned_encrypted(template):
    res = template["Resources"]
    bucket = res["Bucket"]["Properties"]
    assert bucket["VersioningConfiguration"] == {"Status": "Enabled"}
    assert all(
        bucket["PublicAccessBlockConfiguration"][k] is True
        for k in ("BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets")
    )
    assert bucket["BucketEncryption"]["ServerSideEncryptionConfiguration"][0]["ServerSideEncryptionByDefault"]
    assert res["Table"]["Properties"]["SSESpecification"] == {"SSEEnabled": True}


def test_queues_are_fifo_with_dead_letters_and_alarms(template):
    res = template["Resources"]
    for queue in ("StepQueue", "FinalizeQueue"):
        props = res[queue]["Properties"]
        assert props["FifoQueue"] is True
        dlq = props["RedrivePolicy"]["deadLetterTargetArn"]["Fn::GetAtt"][0]
        assert res[dlq]["Properties"]["FifoQueue"] is True
        alarms = [
            r
            for r in res.values()
            if r["Type"] == "AWS::CloudWatch::Alarm"
            and r["Properties"]["Dimensions"][0]["Value"] == {"Fn::GetAtt": [dlq, "QueueName"]}
        ]
        assert len(alarms) == 1, f"no alarm on {dlq}"
    step_events = res["StepFunction"]["Properties"]["Events"]["StepMessages"]["Properties"]
    assert step_events["FunctionResponseTypes"] == ["ReportBatchItemFailures"]


SEAT_TIMEOUT = 30  # the longest a model seat may think (seconds)


def test_a_batch_of_slow_seats_cannot_time_out_the_step_function(template):
    res = template["Resources"]
    props = res["StepFunction"]["Properties"]
    timeout = props.get("Timeout", template.get("Globals", {}).get("Function", {}).get("Timeout", 3))
    batch = props["Events"]["StepMessages"]["Properties"].get("BatchSize", 10)
    assert timeout >= batch * SEAT_TIMEOUT + 10, f"{batch} seats of {SEAT_TIMEOUT} s do not fit in {timeout} s"
    for fn, queue in (("StepFunction", "StepQueue"), ("FinalizeFunction", "FinalizeQueue")):
        fn_timeout = res[fn]["Properties"]["Timeout"]
        # AWS guidance for SQS event sources: visibility at least six times the function timeout.
        assert res[queue]["Properties"]["VisibilityTimeout"] >= 6 * fn_timeout, queue


def test_mutating_route_needs_iam_and_reads_do_not(template):
    events = template["Resources"]["ApiFunction"]["Properties"]["Events"]
    for name, event in events.items():
        props = event["Properties"]
        if props["Method"] != "GET":
            assert props["Auth"] == {"Authorizer": "AWS_IAM"}, name
        else:
            assert "Auth" not in props, name
    assert template["Resources"]["HttpApi"]["Properties"]["Auth"]["EnableIamAuthorizer"] is True


def test_table_matches_the_adapter(template):
    from cosino_runtime.store.aws import table_definition

    props = template["Resources"]["Table"]["Properties"]
    expected = table_definition("x")
    assert [dict(a) for a in props["AttributeDefinitions"]] == expected["AttributeDefinitions"]
    assert [dict(k) for k in props["KeySchema"]] == expected["KeySchema"]
    gsi = props["GlobalSecondaryIndexes"][0]
    assert gsi["IndexName"] == expected["GlobalSecondaryIndexes"][0]["IndexName"]
    assert dict(gsi["Projection"]) == expected["GlobalSecondaryIndexes"][0]["Projection"]
    assert props["TimeToLiveSpecification"]["AttributeName"] == "expiration"  # powertools idempotency expiry


def test_handlers_named_in_the_template_exist(template):
    import importlib

    for res in template["Resources"].values():
        if res["Type"] == "AWS::Serverless::Function":
            module, _, attr = res["Properties"]["Handler"].rpartition(".")
            assert callable(getattr(importlib.import_module(module), attr))


def _resources_of(template, kind: str) -> dict:
    return {name: res for name, res in template["Resources"].items() if res["Type"] == kind}


def test_every_function_has_an_error_alarm_and_the_queues_and_api_are_watched(template):
    alarms = [res["Properties"] for res in _resources_of(template, "AWS::CloudWatch::Alarm").values()]
    watched = {(a["MetricName"], str(a["Dimensions"][0]["Value"])) for a in alarms}
    for name in _resources_of(template, "AWS::Serverless::Function"):
        assert ("Errors", str({"Ref": name})) in watched, f"no error alarm on {name}"
    assert ("ApproximateAgeOfOldestMessage", str({"Fn::GetAtt": ["StepQueue", "QueueName"]})) in watched
    assert ("5xx", str({"Ref": "HttpApi"})) in watched
    assert all(a["AlarmActions"] == [{"Ref": "AlarmTopic"}] for a in alarms)
    assert _resources_of(template, "AWS::CloudWatch::Dashboard")
    api = template["Resources"]["HttpApi"]["Properties"]
    assert api["AccessLogSettings"]["DestinationArn"] == {"Fn::GetAtt": ["ApiAccessLogGroup", "Arn"]}


def test_both_schedules_retry_and_dead_letter(template):
    res = template["Resources"]
    for fn in ("LeagueFunction", "SweeperFunction"):
        props = res[fn]["Properties"]["Events"]["Schedule"]["Properties"]
        assert props["RetryPolicy"]["MaximumRetryAttempts"] >= 1, fn
        assert props["DeadLetterConfig"] == {"Arn": {"Fn::GetAtt": ["ScheduleDeadLetterQueue", "Arn"]}}, fn
    statement = res["ScheduleDeadLetterQueuePolicy"]["Properties"]["PolicyDocument"]["Statement"][0]
    assert statement["Principal"] == {"Service": "events.amazonaws.com"} and "aws:SourceArn" in str(statement)


def test_model_seats_keys_are_a_secret_and_models_are_scoped(template):
    res = template["Resources"]
    step = res["StepFunction"]["Properties"]
    assert step["ReservedConcurrentExecutions"] == {"Ref": "StepConcurrency"}
    assert step["Environment"]["Variables"] == {"MODEL_KEYS_SECRET_ARN": {"Ref": "ModelKeysSecret"}}
    assert res["ModelKeysSecret"]["Properties"]["SecretString"] == "{}"  # created empty, filled out of band
    every_variable = {**template["Globals"]["Function"]["Environment"]["Variables"], **step["Environment"]["Variables"]}
    assert not any(re.search("KEY|TOKEN|PASSWORD", name) for name in every_variable if name != "MODEL_KEYS_SECRET_ARN")
    grants = _grants(template, "StepRole")
    assert grants >= {
        ("bedrock:InvokeModel", "${BedrockModelArns}"),
        ("secretsmanager:GetSecretValue", "${ModelKeysSecret}"),
    }


def test_missing_keys_answer_404_to_the_readers(template):
    for role, prefixes in (
        ("ApiRole", {"results/*", "replays/*", "public/*"}),
        ("FinalizeRole", {"results/*", "replays/*"}),
    ):
        statements = [st for owner, st in _statements(template) if owner == role and st["Action"] == ["s3:ListBucket"]]
        assert len(statements) == 1, role
        assert set(statements[0]["Condition"]["StringLike"]["s3:prefix"]) == prefixes, role


def test_viewer_is_served_from_a_private_bucket_with_the_api_at_the_same_origin(template):
    res = template["Resources"]
    web = res["WebBucket"]["Properties"]["PublicAccessBlockConfiguration"]
    assert all(web.values()) and len(web) == 4
    config = res["Distribution"]["Properties"]["DistributionConfig"]
    origins = {o["Id"]: o for o in config["Origins"]}
    assert origins["web"]["OriginAccessControlId"] == {"Fn::GetAtt": ["WebOriginAccessControl", "Id"]}
    api = [b for b in config["CacheBehaviors"] if b["PathPattern"] == "/api/*"]
    assert api and api[0]["TargetOriginId"] == "api" and api[0]["AllowedMethods"] == ["GET", "HEAD"]
    reader = res["WebBucketPolicy"]["Properties"]["PolicyDocument"]["Statement"][0]
    assert reader["Principal"] == {"Service": "cloudfront.amazonaws.com"} and "distribution/${Distribution}" in str(
        reader
    )
    csp = res["ViewerHeadersPolicy"]["Properties"]["ResponseHeadersPolicyConfig"]["SecurityHeadersConfig"]
    policy = csp["ContentSecurityPolicy"]["ContentSecurityPolicy"]
    assert "connect-src 'self'" in policy and "default-src 'self'" in policy and "*" not in policy
    assert "CorsConfiguration" not in res["HttpApi"]["Properties"]  # no other origin may read the API
    assert "Distribution.DomainName" in template["Outputs"]["ViewerUrl"]["Value"]["Fn::Sub"]
