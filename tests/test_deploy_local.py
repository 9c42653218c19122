"""`cosino serve --aws-local` rehearses the stack that deploys: the moto resources are created from
infra/template.yaml, and their attributes read back equal the template's."""

from __future__ import annotations

import json

import pytest

from cosino_devtools import awslocal


@pytest.fixture(scope="module")
def provisioned():
    server, endpoint = awslocal.start_moto()
    try:
        yield awslocal.provision(endpoint), awslocal.template_resources()
    finally:
        server.stop()


def _redrive(text: str) -> dict:
    policy = json.loads(text)
    return {"target": policy["deadLetterTargetArn"].rsplit(":", 1)[1], "count": int(policy["maxReceiveCount"])}


def test_every_template_queue_exists_with_the_template_attributes(provisioned):
    stack, resources = provisioned
    sqs = stack.client("sqs")
    queues = {name: res["Properties"] for name, res in resources.items() if res["Type"] == "AWS::SQS::Queue"}
    assert set(stack.queues) == set(queues) and len(queues) >= 5
    for name, props in queues.items():
        got = sqs.get_queue_attributes(QueueUrl=stack.queues[name], AttributeNames=["All"])["Attributes"]
        for key in awslocal.QUEUE_ATTRIBUTES:
            if key in props:
                want = str(props[key]).lower() if isinstance(props[key], bool) else str(props[key])
                assert got[key] == want, f"{name}.{key}: {got[key]} != {want}"
        if "RedrivePolicy" in props:
            target = props["RedrivePolicy"]["deadLetterTargetArn"]["Fn::GetAtt"][0]
            assert _redrive(got["RedrivePolicy"])["target"].endswith(f"-{target}.fifo"), name
            assert _redrive(got["RedrivePolicy"])["count"] == props["RedrivePolicy"]["maxReceiveCount"], name
    assert stack.step_queue_url == stack.queues["StepQueue"]
    assert stack.finalize_dlq_url == stack.queues["FinalizeDeadLetterQueue"]


def test_the_table_has_the_template_keys_index_ttl_recovery_and_encryption(provisioned):
    stack, resources = provisioned
    props = resources["Table"]["Properties"]
    ddb = stack.client("dynamodb")
    table = ddb.describe_table(TableName=stack.table)["Table"]
    key = lambda items: sorted(map(dict, items), key=json.dumps)  # noqa: E731
    assert key(table["AttributeDefinitions"]) == key(props["AttributeDefinitions"])
    assert table["KeySchema"] == [dict(k) for k in props["KeySchema"]]
    index = table["GlobalSecondaryIndexes"][0]
    want = props["GlobalSecondaryIndexes"][0]
    assert (index["IndexName"], index["KeySchema"], index["Projection"]) == (
        want["IndexName"],
        [dict(k) for k in want["KeySchema"]],
        dict(want["Projection"]),
    )
    assert table["BillingModeSummary"]["BillingMode"] == props["BillingMode"]
    assert table["SSEDescription"]["Status"] == "ENABLED" and props["SSESpecification"]["SSEEnabled"] is True
    ttl = ddb.describe_time_to_live(TableName=stack.table)["TimeToLiveDescription"]
    assert (ttl["AttributeName"], ttl["TimeToLiveStatus"]) == (
        props["TimeToLiveSpecification"]["AttributeName"],
        "ENABLED",
    )
    backups = ddb.describe_continuous_backups(TableName=stack.table)["ContinuousBackupsDescription"]
    assert backups["PointInTimeRecoveryDescription"]["PointInTimeRecoveryStatus"] == "ENABLED"


def test_the_bucket_has_the_template_versioning_encryption_access_block_and_lifecycle(provisioned):
    stack, resources = provisioned
    props = resources["Bucket"]["Properties"]
    s3 = stack.client("s3")
    assert s3.get_bucket_versioning(Bucket=stack.bucket)["Status"] == props["VersioningConfiguration"]["Status"]
    rule = s3.get_bucket_encryption(Bucket=stack.bucket)["ServerSideEncryptionConfiguration"]["Rules"][0]
    want = props["BucketEncryption"]["ServerSideEncryptionConfiguration"][0]["ServerSideEncryptionByDefault"]
    assert rule["ApplyServerSideEncryptionByDefault"] == dict(want)
    block = s3.get_public_access_block(Bucket=stack.bucket)["PublicAccessBlockConfiguration"]
    assert block == dict(props["PublicAccessBlockConfiguration"])
    ownership = s3.get_bucket_ownership_controls(Bucket=stack.bucket)["OwnershipControls"]["Rules"]
    assert ownership == [dict(r) for r in props["OwnershipControls"]["Rules"]]
    rules = s3.get_bucket_lifecycle_configuration(Bucket=stack.bucket)["Rules"]
    assert [(r["ID"], r["NoncurrentVersionExpiration"]) for r in rules] == [
        (r["Id"], dict(r["NoncurrentVersionExpiration"])) for r in props["LifecycleConfiguration"]["Rules"]
    ]


def test_a_missing_template_is_named(tmp_path):
    from cosino.primitives.errors import CosinoError

    with pytest.raises(CosinoError, match="template.yaml is missing"):
        awslocal.template_resources(tmp_path / "template.yaml")
