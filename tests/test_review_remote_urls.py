"""Agent and endpoint URLs the seat check refuses in one line that names the field: credentials
(never echoed, since a seat's name and its errors reach the replay), a port out of range, an
IPv6 zone, non-ASCII text that http.client cannot send."""

from __future__ import annotations

import pytest

from cosino.seats.house import decision_rng
from cosino_runtime.seats.registry import SeatNameError, UnavailableSeat, build_seat, check_seats

REFUSED = [
    ("http://alice:hunter2@127.0.0.1:9/act", "user name or password"),
    ("http://hunter2@127.0.0.1:9/act", "user name or password"),
    ("https://alice:hunter2@agent.example/act", "user name or password"),
    ("http://a\\hunter2@agent.example/", "user name or password"),
    ("http://agent.example:0/", "port 0"),
    ("http://agent.example:65536/", "not valid"),
    ("http://[fe80::1%25eth0]:8080/act", "IPv6 zone"),
    ("http://[fe80::1%eth0]/act", "IPv6 zone"),
    ("http://\u0430gent.example/act", "non-ASCII"),  # a Cyrillic a
    ("http://agent.example:\u0668\u0660/", "non-ASCII"),
    ("http://agent.example/\u00e4ct", "non-ASCII"),
]


@pytest.mark.parametrize("url, why", REFUSED)
def test_bad_agent_urls_are_refused_in_one_line_naming_the_url(url, why):
    with pytest.raises(SeatNameError) as caught:
        check_seats(["house", f"remote:{url}"], "kuhn")
    message = str(caught.value)
    assert message.startswith("seat 2 (") and "agent URL" in message and why in message, message
    assert "\n" not in message and "hunter2" not in message


def test_a_url_with_credentials_never_reaches_the_seat_or_its_record():
    seat = build_seat("remote:http://alice:hunter2@127.0.0.1:9/act", "kuhn", decision_rng(1, 0, 0))
    assert isinstance(seat, UnavailableSeat)
    marker = seat.act({"legal": [{"action": "pass"}]})
    assert "hunter2" not in repr(marker) and "hunter2" not in repr(seat.call)


def test_the_endpoint_variable_gets_the_same_check(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("OPENAI_BASE_URL", "https://alice:hunter2@api.example/v1")
    with pytest.raises(SeatNameError) as caught:
        check_seats(["openai:m"], "kuhn")
    assert "OPENAI_BASE_URL" in str(caught.value) and "hunter2" not in str(caught.value)


@pytest.mark.parametrize(
    "url",
    ["http://127.0.0.1:8080/act", "https://xn--exmple-cua.example/act?x=%C3%A4", "http://[::1]:9/", "http://a:08/"],
)
def test_plain_urls_pass(url):
    check_seats([f"remote:{url}"], "kuhn")


@pytest.mark.parametrize("host", ["a..b", ".agent", "a" * 64 + ".example", ("a" * 60 + ".") * 5 + "x"])
def test_a_host_name_the_resolver_cannot_encode_is_refused_by_the_check(host):
    with pytest.raises(SeatNameError, match="names no valid host") as caught:
        check_seats([f"remote:http://{host}/act"], "kuhn")
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("host", ["a..b", "a" * 64 + ".example"])
def test_such_a_host_is_a_transport_failure_not_a_crash(host):
    # The seat's own transport holds too, whatever built it: the IDNA codec under getaddrinfo
    # raised UnicodeError in the resolver thread, and the seat crashed with a KeyError.
    from cosino_runtime.seats.remote import RemoteAgent, RemoteSeat, probe

    seat = RemoteSeat(RemoteAgent(f"http://{host}/act", None, 1.0))
    response = seat.act({"legal": [{"action": "pass"}, {"action": "bet"}]})
    assert response["transport"] == "transport" and "cannot resolve" in response["detail"]
    assert seat.call["attempts"] == 1  # not worth a retry
    assert probe(f"http://{host}/act", 1.0) is not None
