"""Red team 37: what a competitor or a stranger controls, each attack bounded in time.

A URL's user name and password are never echoed, even when they hold a character the URL parser
reads as the end of the host ('#', '?', '/'): the operator's OPENAI_BASE_URL refused that way reached
any API caller who seated an openai model, password included.
"""

from __future__ import annotations

import json

import pytest

from cosino.primitives.errors import CosinoError
from cosino_runtime.api.routes import Api
from cosino_runtime.seats.registry import check_seats
from cosino_runtime.seats.transport import SeatConfigError, check_url, without_credentials

SECRET = "s3cr"  # the start of every password below: no refusal may show any of it
MISREAD = [
    "http://user:s3cr#et@proxy.example/v1",
    "http://user:s3cr?et@proxy.example/v1",
    "http://user:s3cr/et@proxy.example/v1",
    "https://s3cr#et@proxy.example/v1",
    "http://user:s3cr#et@proxy.example:99999/v1",
]


@pytest.mark.parametrize("url", MISREAD)
def test_a_password_the_parser_misreads_is_never_echoed(url):
    with pytest.raises(SeatConfigError) as caught:
        check_url(url, "endpoint")
    message = str(caught.value)
    assert SECRET not in message and "[credentials]" in message and "\n" not in message, message


@pytest.mark.parametrize("url", MISREAD)
def test_a_remote_seat_with_such_a_url_is_refused_without_it(url):
    with pytest.raises(CosinoError) as caught:
        check_seats([f"remote:{url}", "house"], "kuhn")
    assert SECRET not in str(caught.value), caught.value


def test_the_operators_endpoint_password_does_not_reach_an_api_caller(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("OPENAI_BASE_URL", "https://arena:s3cr#et@proxy.example/v1")
    body = json.dumps({"variant": "kuhn", "seats": ["openai:gpt-4o", "house"]}).encode()
    reply = Api(None, None).handle("POST", "/api/episodes", body, authenticated=True)  # type: ignore[arg-type]
    error = reply.json()["error"]
    assert reply.status == 400 and SECRET not in error and "OPENAI_BASE_URL" in error, error


@pytest.mark.parametrize(
    "text, shown",
    [
        ("remote:http://me:pw@agent.example/act", "remote:http://[credentials]@agent.example/act"),
        ("http://me:p#w@agent.example/", "http://[credentials]@agent.example/"),
        ("http://me:p/w@a.example/x http://b.example/y", "http://[credentials]@a.example/x http://b.example/y"),
        ("http://agent.example/act", "http://agent.example/act"),
    ],
)
def test_without_credentials_masks_up_to_the_last_at_sign(text, shown):
    assert without_credentials(text) == shown


def test_a_password_holding_an_at_sign_is_masked_whole():
    with pytest.raises(SeatConfigError) as caught:
        check_url("http://me:p@zz@proxy.example/v1")
    assert "zz" not in str(caught.value) and "me:" not in str(caught.value), str(caught.value)
