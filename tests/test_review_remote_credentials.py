"""An API key never reaches a record, an error or a replay, even when the environment holds one
that no HTTP header can carry (a trailing newline from a file, a NUL, a non-ASCII letter)."""

from __future__ import annotations

import pytest
from support.loopback import RawServer, read_request
from support.observations import FACING_A_BET

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.primitives.canonical import jsonl_bytes
from cosino.seats.house import decision_rng
from cosino_runtime.seats.models import ModelSeat, OpenAIChat
from cosino_runtime.seats.registry import SeatNameError, UnavailableSeat, build_seat, check_seats
from cosino_runtime.seats.transport import SeatConfigError

CANARY = "sk-CANARY-7f3a"
OBS = FACING_A_BET
UNSENDABLE = [CANARY + "\n", CANARY + "\r\nX-Injected: 1", CANARY + "\x00", CANARY + "\u00e9"]
BAD_KEYS = [k for k in UNSENDABLE if "\x00" not in k] + [" " + CANARY, CANARY + " "]  # no NUL in an environment


@pytest.mark.parametrize("key", UNSENDABLE)
def test_a_key_no_header_can_carry_is_refused_without_showing_it(key):
    def script(conn):
        read_request(conn)
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\ncall")

    server = RawServer(script)
    try:
        seat = ModelSeat(OpenAIChat("m", key, base_url=server.url), 1.0)
        response = seat.act(OBS)
    finally:
        server.close()
    assert server.connections == 0  # nothing was sent with a key the header cannot hold
    assert response["transport"] == "transport" and "Authorization" in response["detail"]
    record = Episode(EpisodeConfig("holdem-hu", ("x", "y"), hands=1, seed=1)).decide(response)[0]
    assert "CANARY" not in jsonl_bytes([record]).decode() and "CANARY" not in repr(seat.call)


@pytest.mark.parametrize("key", BAD_KEYS)
def test_the_seat_check_refuses_such_a_key_naming_the_variable(monkeypatch, key):
    monkeypatch.setenv("OPENAI_API_KEY", key)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(SeatNameError) as caught:
        check_seats(["openai:m"], "kuhn")
    assert "OPENAI_API_KEY" in str(caught.value) and "CANARY" not in str(caught.value)
    seat = build_seat("openai:m", "kuhn", decision_rng(1, 0, 0))
    assert isinstance(seat, UnavailableSeat) and "CANARY" not in repr(seat.act({"legal": []}))
    monkeypatch.setenv("LEAGUE_KEY", key)
    with pytest.raises(SeatConfigError, match="LEAGUE_KEY") as caught:
        OpenAIChat.from_env("m", "LEAGUE_KEY")  # the league's way in
    assert "CANARY" not in str(caught.value)


def test_an_agents_repr_shows_neither_its_secret_nor_its_headers():
    from cosino_runtime.seats.remote import RemoteAgent, RemoteSeat

    agent = RemoteAgent("http://127.0.0.1:9/act", CANARY.encode(), headers={"Authorization": f"Bearer {CANARY}"})
    assert "CANARY" not in repr(agent) and "127.0.0.1:9" in repr(agent)
    assert "CANARY" not in repr(vars(RemoteSeat(agent)))
