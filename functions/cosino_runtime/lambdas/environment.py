"""What a handler runs against, built from its environment once per container.

``TABLE_NAME``, ``BUCKET_NAME``, ``STEP_QUEUE_URL`` and ``FINALIZE_QUEUE_URL`` name the resources;
boto3 honours ``AWS_ENDPOINT_URL`` (a moto server in tests and ``cosino serve --aws-local``). The
cache is keyed by those values so one process can talk to several local stacks in turn.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any

from cosino_runtime.engine.flow import SqsQueue
from cosino_runtime.store.aws import AwsStore

NAMES = ("TABLE_NAME", "BUCKET_NAME", "STEP_QUEUE_URL", "FINALIZE_QUEUE_URL", "AWS_ENDPOINT_URL", "AWS_DEFAULT_REGION")


@dataclass
class Runtime:
    store: AwsStore
    queue: SqsQueue
    table: str
    ddb: Any


_CACHE: dict[tuple[str, ...], Runtime] = {}


def setting(name: str) -> str:
    value = os.environ.get(name, "")
    if not value:
        raise RuntimeError(f"environment variable {name} is not set (the template sets it on every function)")
    return value


_CLIENTS: dict[tuple[str, ...], tuple[Any, Any, Any]] = {}


def _clients(where: tuple[str, ...]) -> tuple[Any, Any, Any]:
    """DynamoDB, S3 and SQS clients per (endpoint, region): making a client is the slow part of a cold start."""
    clients = _CLIENTS.get(where)
    if clients is None:
        import boto3

        session = boto3.session.Session()
        clients = _CLIENTS[where] = (session.client("dynamodb"), session.client("s3"), session.client("sqs"))
    return clients


_VARIABLE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,127}")
SECRET_ENV = "MODEL_KEYS_SECRET_ARN"  # the step function's model API keys, in Secrets Manager
_LOADED_SECRETS: set[str] = set()


def load_model_keys(client: Any = None) -> list[str]:
    """Put the model API keys kept in Secrets Manager into the environment, once per container.

    The secret holds a JSON object of variable name -> key (``{"OPENAI_API_KEY": "sk-..."}``); the
    seats read their keys from the environment as they do locally, and nothing is in the template.
    A variable already set wins. Returns the names it set (never the values).
    """
    arn = os.environ.get(SECRET_ENV, "")
    if not arn or arn in _LOADED_SECRETS:
        return []
    from cosino.primitives.errors import CosinoError, quoted
    from cosino.primitives.jsonsafe import JsonInputError, loads

    if client is None:
        import boto3

        client = boto3.session.Session().client("secretsmanager")
    text = client.get_secret_value(SecretId=arn).get("SecretString") or "{}"
    try:
        keys = loads(text, SECRET_ENV, floats="refuse")
    except JsonInputError as exc:
        raise CosinoError(f"{SECRET_ENV}: the secret is not a JSON object of names to keys ({exc})") from None
    if not isinstance(keys, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in keys.items()):
        raise CosinoError(f"{SECRET_ENV}: the secret must be a JSON object of variable names to string keys")
    for name, value in keys.items():  # what os.environ would refuse with a traceback; the value is never shown
        if not _VARIABLE_NAME.fullmatch(name):
            raise CosinoError(f"{SECRET_ENV}: {quoted(name[:40])} is not an environment variable name")
        if "\0" in value:
            raise CosinoError(f"{SECRET_ENV}: the value of {name} holds a NUL character")
    set_now = [name for name in sorted(keys) if name not in os.environ]
    for name in set_now:
        os.environ[name] = keys[name]
    _LOADED_SECRETS.add(arn)
    return set_now


def runtime() -> Runtime:
    key = tuple(os.environ.get(n, "") for n in NAMES)
    rt = _CACHE.get(key)
    if rt is None:
        ddb, s3, sqs = _clients(key[-2:])
        table = setting("TABLE_NAME")
        store = AwsStore(table, setting("BUCKET_NAME"), dynamodb=ddb, s3=s3)
        queue = SqsQueue(os.environ.get("STEP_QUEUE_URL", ""), os.environ.get("FINALIZE_QUEUE_URL", ""), sqs=sqs)
        rt = _CACHE[key] = Runtime(store, queue, table, ddb)
    return rt
