"""A missing S3 object is a MissingBlob (the API's 404) whether S3 says 404 (the role may list the
prefix) or 403 (it may not: S3 then hides whether the key exists)."""

from __future__ import annotations

import os

import boto3
import pytest
from botocore.stub import Stubber

from cosino_runtime.store.aws import AwsStore
from cosino_runtime.store.base import MissingBlob


def _stubbed_store(code: str, status: int) -> tuple[AwsStore, Stubber]:
    s3 = boto3.client("s3", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x")
    stubber = Stubber(s3)
    stubber.add_client_error("get_object", service_error_code=code, http_status_code=status)
    stubber.activate()
    return AwsStore("table", "bucket", dynamodb=object(), s3=s3), stubber


@pytest.mark.parametrize("code,status", [("AccessDenied", 403), ("403", 403), ("NoSuchKey", 404), ("404", 404)])
def test_denied_or_absent_key_is_a_missing_blob(code, status):
    store, stubber = _stubbed_store(code, status)
    with pytest.raises(MissingBlob, match="public/episodes.json"):
        store.get_blob("public/episodes.json")
    stubber.assert_no_pending_responses()


def test_other_s3_errors_still_raise():
    from botocore.exceptions import ClientError

    store, _ = _stubbed_store("SlowDown", 503)
    with pytest.raises(ClientError):
        store.get_blob("public/episodes.json")


def test_missing_key_on_a_real_bucket_is_a_missing_blob(monkeypatch):
    from moto import mock_aws

    for key, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing"}.items():
        monkeypatch.setenv(key, value)
    with mock_aws():
        s3 = boto3.client("s3", region_name="us-east-1")
        s3.create_bucket(Bucket="cosino-blobs")
        store = AwsStore("table", "cosino-blobs", dynamodb=object(), s3=s3)
        assert store.put_blob("replays/a.jsonl", b"x") is True
        assert store.get_blob("replays/a.jsonl") == b"x"
        with pytest.raises(MissingBlob):
            store.get_blob("replays/missing.jsonl")


def test_model_keys_come_from_the_secret_and_never_override(monkeypatch):
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.lambdas import environment

    class Secrets:
        def __init__(self, text):
            self.text, self.calls = text, 0

        def get_secret_value(self, SecretId):  # noqa: N803 (boto3's name)
            self.calls += 1
            assert SecretId == "arn:secret"
            return {"SecretString": self.text}

    monkeypatch.setattr(environment, "_LOADED_SECRETS", set())
    monkeypatch.setenv("MODEL_KEYS_SECRET_ARN", "arn:secret")
    monkeypatch.setenv("COSINO_TEST_SET_KEY", "kept")
    monkeypatch.delenv("COSINO_TEST_NEW_KEY", raising=False)
    client = Secrets('{"COSINO_TEST_NEW_KEY": "sk-1", "COSINO_TEST_SET_KEY": "other"}')
    assert environment.load_model_keys(client) == ["COSINO_TEST_NEW_KEY"]
    assert os.environ["COSINO_TEST_NEW_KEY"] == "sk-1"
    assert os.environ["COSINO_TEST_SET_KEY"] == "kept"
    assert environment.load_model_keys(client) == [] and client.calls == 1  # once per container
    monkeypatch.setattr(environment, "_LOADED_SECRETS", set())
    # os.environ would refuse these names and values with a traceback at every cold start
    refused_by_environ = ('{"A=B": "sk"}', '{"": "sk"}', '{"A": "s\\u0000k"}', '{"A\\u0000": "k"}')
    for bad in ('["sk"]', '{"A": 1}', "[" * 100, *refused_by_environ):
        with pytest.raises(CosinoError, match="MODEL_KEYS_SECRET_ARN") as refused:
            environment.load_model_keys(Secrets(bad))
        assert "sk" not in str(refused.value).replace("MODEL_KEYS", "")  # a key's value is never shown
    monkeypatch.delenv("COSINO_TEST_NEW_KEY")
