"""AWS on this machine: a moto server over real HTTP, the stack's resources, and a queue pump.

moto runs no Lambda code and fires no schedules, so :class:`Pump` receives from the FIFO queues
and calls the handlers in-process with real SQS events, the way the Lambda poller would:
records it reports as failed become visible again at once (a redelivery), the rest are deleted.
Used by ``cosino serve --aws-local``, the tests and ``cosino bench runtime``. The table, the bucket
and the queues are created from ``infra/template.yaml`` with the template's own attributes, so what
is rehearsed here is what deploys.
"""

from __future__ import annotations

import json
import os
import secrets
import threading
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from cosino.primitives.errors import CosinoError

TEMPLATE = Path(__file__).resolve().parents[2] / "infra" / "template.yaml"

FAKE_ENV = {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_SESSION_TOKEN": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
    "POWERTOOLS_TRACE_DISABLED": "true",
    "POWERTOOLS_METRICS_NAMESPACE": "Cosino",
    "POWERTOOLS_LOG_LEVEL": "WARNING",
}


def start_moto() -> tuple[Any, str]:
    """A moto server on 127.0.0.1 (a free port) that applies one request at a time; (server, URL).

    DynamoDB applies each conditional write atomically; moto on its own does not isolate
    concurrent requests (measured here: 5 of 20 four-way races let two conditional commits of
    the same version through). Serialising requests restores the guarantee the runtime relies on.
    """
    import logging

    from moto.moto_server.werkzeug_app import DomainDispatcherApplication, MotoRequestHandler, create_backend_app
    from moto.server import ThreadedMotoServer
    from werkzeug.serving import make_server

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # one access-log line per request otherwise

    class SerialMotoServer(ThreadedMotoServer):
        def _server_entry(self) -> None:
            inner = DomainDispatcherApplication(create_backend_app)
            lock = threading.Lock()

            def app(environ: dict[str, Any], start_response: Any) -> list[bytes]:
                with lock:
                    return list(inner(environ, start_response))

            self._server = make_server(self._ip_address, self._port, app, True, request_handler=MotoRequestHandler)
            self._server_ready_event.set()
            self._server.serve_forever()

    server = SerialMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    return server, f"http://{host}:{port}"


@dataclass(frozen=True)
class Stack:
    """The names of one provisioned stack (what the SAM template creates on AWS)."""

    endpoint: str
    table: str
    bucket: str
    step_queue_url: str
    finalize_queue_url: str
    step_dlq_url: str
    finalize_dlq_url: str
    queues: dict[str, str] = field(default_factory=dict)  # every queue of the template: logical id -> URL

    def env(self) -> dict[str, str]:
        return {
            **FAKE_ENV,
            "AWS_ENDPOINT_URL": self.endpoint,
            "TABLE_NAME": self.table,
            "BUCKET_NAME": self.bucket,
            "STEP_QUEUE_URL": self.step_queue_url,
            "FINALIZE_QUEUE_URL": self.finalize_queue_url,
        }

    def client(self, service: str) -> Any:
        return local_client(self.endpoint, service)


_CLIENTS: dict[tuple[str, str], Any] = {}
_CLIENTS_LOCK = threading.Lock()


def local_client(endpoint: str, service: str) -> Any:
    """One boto3 client per (endpoint, service): clients are thread-safe, and making one costs ~0.5 s here."""
    with _CLIENTS_LOCK:
        client = _CLIENTS.get((endpoint, service))
        if client is None:
            import boto3

            session = boto3.session.Session(
                aws_access_key_id="testing", aws_secret_access_key="testing", region_name="us-east-1"
            )
            client = _CLIENTS[(endpoint, service)] = session.client(service, endpoint_url=endpoint)
        return client


def template_resources(path: Path = TEMPLATE) -> dict[str, Any]:
    """The template's resources (intrinsic functions left as ``{"Fn::GetAtt": ...}`` dictionaries)."""
    from cfnlint.decode import decode

    if not path.is_file():
        raise CosinoError(f"aws-local: the SAM template {path} is missing")
    data, problems = decode(str(path))
    if problems or not data:
        raise CosinoError(f"aws-local: {path} does not parse: {problems[:1]}")
    return data["Resources"]


def _of_type(resources: dict[str, Any], kind: str) -> dict[str, dict[str, Any]]:
    return {name: res.get("Properties", {}) for name, res in resources.items() if res["Type"] == kind}


def _text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


# CloudFormation's AWS::SQS::Queue properties that are SQS attributes of the same name.
QUEUE_ATTRIBUTES = (
    "FifoQueue",
    "ContentBasedDeduplication",
    "DeduplicationScope",
    "FifoThroughputLimit",
    "VisibilityTimeout",
    "MessageRetentionPeriod",
    "DelaySeconds",
    "MaximumMessageSize",
    "ReceiveMessageWaitTimeSeconds",
    "SqsManagedSseEnabled",
)


def queue_attributes(props: dict[str, Any], arns: dict[str, str]) -> dict[str, str]:
    """CreateQueue attributes of one template queue; ``arns`` resolves its dead-letter queue's GetAtt."""
    out = {name: _text(props[name]) for name in QUEUE_ATTRIBUTES if name in props}
    redrive = props.get("RedrivePolicy")
    if redrive:
        target = redrive["deadLetterTargetArn"]["Fn::GetAtt"][0]
        out["RedrivePolicy"] = json.dumps(
            {"deadLetterTargetArn": arns[target], "maxReceiveCount": redrive["maxReceiveCount"]}
        )
    return out


def _queues(sqs: Any, resources: dict[str, Any], prefix: str) -> dict[str, str]:
    """Create every queue of the template, dead-letter queues first; logical id -> URL."""
    queues = _of_type(resources, "AWS::SQS::Queue")
    urls: dict[str, str] = {}
    arns: dict[str, str] = {}
    for name, props in sorted(queues.items(), key=lambda item: "RedrivePolicy" in item[1]):
        queue_name = f"{prefix}-{name}" + (".fifo" if props.get("FifoQueue") else "")
        urls[name] = sqs.create_queue(QueueName=queue_name, Attributes=queue_attributes(props, arns))["QueueUrl"]
        got = sqs.get_queue_attributes(QueueUrl=urls[name], AttributeNames=["QueueArn"])
        arns[name] = got["Attributes"]["QueueArn"]
    return urls


def _table(ddb: Any, props: dict[str, Any], name: str) -> None:
    keys = ("AttributeDefinitions", "KeySchema", "GlobalSecondaryIndexes", "BillingMode")
    extra = {key: props[key] for key in keys if key in props}
    if "SSESpecification" in props:  # CloudFormation spells the API's Enabled as SSEEnabled
        sse = dict(props["SSESpecification"])
        extra["SSESpecification"] = {"Enabled": sse.pop("SSEEnabled"), **sse}
    ddb.create_table(TableName=name, **extra)
    if "TimeToLiveSpecification" in props:
        ddb.update_time_to_live(TableName=name, TimeToLiveSpecification=props["TimeToLiveSpecification"])
    if "PointInTimeRecoverySpecification" in props:
        ddb.update_continuous_backups(
            TableName=name, PointInTimeRecoverySpecification=props["PointInTimeRecoverySpecification"]
        )


def lifecycle_rules(props: dict[str, Any]) -> list[dict[str, Any]]:
    """The bucket's lifecycle rules as the S3 API spells them (ID, and the rule's prefix as a filter)."""
    rules = props.get("LifecycleConfiguration", {}).get("Rules", [])
    return [
        {
            "ID": r["Id"],
            "Filter": {"Prefix": r.get("Prefix", "")},
            **{k: v for k, v in r.items() if k not in ("Id", "Prefix")},
        }
        for r in rules
    ]


def _bucket(s3: Any, props: dict[str, Any], name: str) -> None:
    s3.create_bucket(Bucket=name)
    if "VersioningConfiguration" in props:
        s3.put_bucket_versioning(Bucket=name, VersioningConfiguration=props["VersioningConfiguration"])
    encryption = props.get("BucketEncryption", {}).get("ServerSideEncryptionConfiguration")
    if encryption:
        rules = [{"ApplyServerSideEncryptionByDefault": r["ServerSideEncryptionByDefault"]} for r in encryption]
        s3.put_bucket_encryption(Bucket=name, ServerSideEncryptionConfiguration={"Rules": rules})
    if "PublicAccessBlockConfiguration" in props:
        s3.put_public_access_block(Bucket=name, PublicAccessBlockConfiguration=props["PublicAccessBlockConfiguration"])
    if "OwnershipControls" in props:
        s3.put_bucket_ownership_controls(Bucket=name, OwnershipControls=props["OwnershipControls"])
    if lifecycle_rules(props):
        s3.put_bucket_lifecycle_configuration(Bucket=name, LifecycleConfiguration={"Rules": lifecycle_rules(props)})


def provision(endpoint: str, prefix: str | None = None, template: Path = TEMPLATE) -> Stack:
    """Create the template's table, data bucket and queues (with their attributes) on the moto server."""
    prefix = prefix or f"cosino-{uuid.uuid4().hex[:8]}"
    resources = template_resources(template)
    probe = Stack(endpoint, "", "", "", "", "", "")
    table, bucket = f"{prefix}-table", f"{prefix}-bucket"
    _table(probe.client("dynamodb"), resources["Table"]["Properties"], table)
    _bucket(probe.client("s3"), resources["Bucket"]["Properties"], bucket)
    urls = _queues(probe.client("sqs"), resources, prefix)
    return Stack(
        endpoint,
        table,
        bucket,
        urls["StepQueue"],
        urls["FinalizeQueue"],
        urls["StepDeadLetterQueue"],
        urls["FinalizeDeadLetterQueue"],
        urls,
    )


@dataclass(frozen=True)
class FakeContext:
    """What powertools reads from a Lambda context."""

    function_name: str = "cosino-local"
    memory_limit_in_mb: int = 512
    invoked_function_arn: str = "arn:aws:lambda:us-east-1:123456789012:function:cosino-local"
    aws_request_id: str = "local"

    def get_remaining_time_in_millis(self) -> int:
        return 60_000


def sqs_event(messages: list[dict[str, Any]], queue_arn: str) -> dict[str, Any]:
    """The event the Lambda SQS poller would pass for these received messages."""
    return {
        "Records": [
            {
                "messageId": m["MessageId"],
                "receiptHandle": m["ReceiptHandle"],
                "body": m["Body"],
                "attributes": m.get("Attributes", {}),
                "messageAttributes": {},
                "md5OfBody": m["MD5OfBody"],
                "eventSource": "aws:sqs",
                "eventSourceARN": queue_arn,
                "awsRegion": "us-east-1",
            }
            for m in messages
        ]
    }


def scheduled_event(name: str) -> dict[str, Any]:
    """An EventBridge scheduled event (moto never fires schedules, so callers pass this)."""
    return {
        "version": "0",
        "id": str(uuid.uuid4()),
        "detail-type": "Scheduled Event",
        "source": "aws.events",
        "account": "123456789012",
        "time": "2026-01-01T00:00:00Z",
        "region": "us-east-1",
        "resources": [f"arn:aws:events:us-east-1:123456789012:rule/{name}"],
        "detail": {},
    }


def api_gateway_event(
    method: str, path: str, body: bytes | None, iam: bool, headers: dict[str, str] | None = None
) -> dict[str, Any]:
    """An HTTP API (payload 2.0) event as API Gateway would build it; ``iam`` = SigV4 checked.
    ``headers`` are the client's (API Gateway hands them on with lower-case names; empty ones are dropped)."""
    raw_path, _, query = path.partition("?")
    context: dict[str, Any] = {
        "accountId": "123456789012",
        "apiId": "local",
        "domainName": "127.0.0.1",
        "domainPrefix": "local",
        "http": {
            "method": method,
            "path": raw_path,
            "protocol": "HTTP/1.1",
            "sourceIp": "127.0.0.1",
            "userAgent": "local",
        },
        "requestId": secrets.token_hex(8),
        "routeKey": "$default",
        "stage": "$default",
        "time": "01/Jan/2026:00:00:00 +0000",
        "timeEpoch": 0,
    }
    if iam:
        context["authorizer"] = {
            "iam": {
                "accessKey": "LOCAL",
                "accountId": "123456789012",
                "callerId": "local",
                "principalOrgId": None,
                "userArn": "arn:aws:iam::123456789012:user/local",
                "userId": "local",
                "cognitoIdentity": None,
            }
        }
    event: dict[str, Any] = {
        "version": "2.0",
        "routeKey": "$default",
        "rawPath": raw_path,
        "rawQueryString": query,
        "headers": {"content-type": "application/json", **{k.lower(): v for k, v in (headers or {}).items() if v}},
        "requestContext": context,
        "isBase64Encoded": False,
    }
    if body is not None:
        event["body"] = body.decode("utf-8", errors="replace")
    return event


def invoke_api(method: str, path: str, body: bytes | None = None, iam: bool = True) -> tuple[int, Any]:
    """Call the ``api`` handler as API Gateway would; returns (status, parsed JSON body)."""
    from cosino_runtime.lambdas import http_api as api

    out = api.handler(api_gateway_event(method, path, body, iam), FakeContext())
    return out["statusCode"], json.loads(out["body"])


Handler = Callable[[dict[str, Any], Any], dict[str, Any]]


class Pump:
    """Receive from the FIFO queues and call the step and finalize handlers in-process."""

    def __init__(
        self,
        stack: Stack,
        step_handler: Handler | None = None,
        finalize_handler: Handler | None = None,
        batch_size: int = 10,
    ) -> None:
        from cosino_runtime.lambdas import finalize, step

        self.stack = stack
        self.batch_size = batch_size
        self.sqs = stack.client("sqs")
        self.routes = [
            (stack.step_queue_url, step_handler or step.handler),
            (stack.finalize_queue_url, finalize_handler or finalize.handler),
        ]
        self.arns = {
            url: self.sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
            for url, _ in self.routes
        }
        self.delivered = 0
        self.failed = 0

    def poll(self, wait_seconds: int = 0) -> int:
        """One receive per queue; returns how many messages were handled."""
        handled = 0
        for url, handler in self.routes:
            got = self.sqs.receive_message(
                QueueUrl=url, MaxNumberOfMessages=self.batch_size, WaitTimeSeconds=wait_seconds, AttributeNames=["All"]
            ).get("Messages", [])
            if not got:
                continue
            handled += len(got)
            self.delivered += len(got)
            try:
                response = handler(sqs_event(got, self.arns[url]), FakeContext())
                failed = {f["itemIdentifier"] for f in response.get("batchItemFailures", [])}
            except Exception:  # the whole invocation failed: every record comes back
                failed = {m["MessageId"] for m in got}
            for m in got:
                if m["MessageId"] in failed:
                    self.failed += 1
                    self.sqs.change_message_visibility(
                        QueueUrl=url, ReceiptHandle=m["ReceiptHandle"], VisibilityTimeout=0
                    )
                else:
                    self.sqs.delete_message(QueueUrl=url, ReceiptHandle=m["ReceiptHandle"])
        return handled

    def drain(self, max_polls: int = 10_000) -> int:
        """Poll until both queues are empty; returns the number of messages handled."""
        total = 0
        for _ in range(max_polls):
            n = self.poll()
            if n == 0:
                return total
            total += n
        raise RuntimeError(f"queues still busy after {max_polls} polls (a message loop?)")


class environment:
    """Set the stack's variables in os.environ for a block and restore them afterwards."""

    def __init__(self, values: dict[str, str]) -> None:
        self.values = values
        self.saved: dict[str, str | None] = {}

    def __enter__(self) -> "environment":
        for key, value in self.values.items():
            self.saved[key] = os.environ.get(key)
            os.environ[key] = value
        return self

    def __exit__(self, *exc: Any) -> None:
        for key, value in self.saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
