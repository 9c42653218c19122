"""A Bedrock region the seat check passes is one botocore accepts: a seat built from a region
botocore refuses answers as unavailable (a recorded fallback) instead of crashing its step."""

from __future__ import annotations

import pytest

from cosino.seats.house import decision_rng
from cosino_runtime.seats.models import bedrock_client
from cosino_runtime.seats.registry import SeatNameError, UnavailableSeat, build_seat, check_seats
from cosino_runtime.seats.transport import SeatConfigError

BAD = ["us-", "-", "--east-1", "a-"]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    monkeypatch.delenv("AWS_DEFAULT_REGION", raising=False)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "x")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "y")


@pytest.mark.parametrize("region", BAD)
def test_a_region_botocore_refuses_is_refused_by_the_check(monkeypatch, region):
    monkeypatch.setenv("AWS_REGION", region)
    with pytest.raises(SeatNameError, match="AWS region"):
        check_seats(["bedrock:m"], "kuhn")
    seat = build_seat("bedrock:m", "kuhn", decision_rng(1, 0, 0))
    assert isinstance(seat, UnavailableSeat)
    assert seat.act({"legal": [{"action": "pass"}]})["transport"] == "transport"


@pytest.mark.parametrize("region", BAD)
def test_the_client_maker_refuses_it_as_a_seat_error(region):
    with pytest.raises(SeatConfigError, match="no Bedrock client"):
        bedrock_client(region, 5.0)


def test_a_plain_region_still_passes(monkeypatch):
    monkeypatch.setenv("AWS_REGION", "eu-west-3")
    check_seats(["bedrock:m"], "kuhn")
