"""AWS on this machine: a moto server over real HTTP, the stack's resources, and a queue pump.

moto runs no Lambda code and fires no schedules, so :class:`Pump` receives from the FIFO queues
and calls the handlers in-process with real SQS events, the way the Lambda poller would:
records it reports as failed become visible again at once (a redelivery), the rest are deleted.
Used by ``cosino serve --aws-local``, the tests and ``cosino bench runtime``.
"""

from __future__ import annotations

import json
import os
import secrets
import threading
import uuid
from dataclasses import dataclass
from typing import Any, Callable

from cosino_runtime.store.aws import table_definition

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


def _fifo_queue(sqs: Any, name: str) -> tuple[str, str]:
    dlq = sqs.create_queue(QueueName=f"{name}-dlq.fifo", Attributes={"FifoQueue": "true"})["QueueUrl"]
    dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    url = sqs.create_queue(
        QueueName=f"{name}.fifo",
        Attributes={
            "FifoQueue": "true",
            "VisibilityTimeout": "60",
            "RedrivePolicy": json.dumps({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": "5"}),
        },
    )["QueueUrl"]
    return url, dlq


def provision(endpoint: str, prefix: str | None = None) -> Stack:
    """Create the table, the versioned bucket and the two FIFO queues (with dead-letter queues)."""
    prefix = prefix or f"cosino-{uuid.uuid4().hex[:8]}"
    probe = Stack(endpoint, "", "", "", "", "", "")
    ddb, s3, sqs = probe.client("dynamodb"), probe.client("s3"), probe.client("sqs")
    table = f"{prefix}-table"
    ddb.create_table(**table_definition(table))
    ddb.update_time_to_live(TableName=table, TimeToLiveSpecification={"Enabled": True, "AttributeName": "expiration"})
    bucket = f"{prefix}-bucket"
    s3.create_bucket(Bucket=bucket)
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    s3.put_bucket_encryption(
        Bucket=bucket,
        ServerSideEncryptionConfiguration={
            "Rules": [{"ApplyServerSideEncryptionByDefault": {"SSEAlgorithm": "AES256"}}]
        },
    )
    step_url, step_dlq = _fifo_queue(sqs, f"{prefix}-step")
    final_url, final_dlq = _fifo_queue(sqs, f"{prefix}-finalize")
    return Stack(endpoint, table, bucket, step_url, final_url, step_dlq, final_dlq)


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


def api_gateway_event(method: str, path: str, body: bytes | None, iam: bool) -> dict[str, Any]:
    """An HTTP API (payload 2.0) event as API Gateway would build it; ``iam`` = SigV4 checked."""
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
        "headers": {"content-type": "application/json"},
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
