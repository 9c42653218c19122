"""Where the arena may post an outside agent's observations, and which seats an API caller may name.

An agent URL is written by whoever seats it. On a server (Lambda sets ``AWS_LAMBDA_FUNCTION_NAME``;
the template sets ``COSINO_AGENT_ADDRESSES=public``) a URL at a loopback, private or link-local
address made the step function post to services only the server can reach, and record what they
answered. ``openspiel:<path>`` let an API caller ask whether a file exists on the server, and
``acpc:<host>:<port>`` which port it should listen on."""

from __future__ import annotations

import http.server
import ipaddress
import json
import socket
import threading
from pathlib import Path

import pytest

from cosino.seats.house import decision_rng
from cosino_runtime.api.routes import Api
from cosino_runtime.seats import addresses, transport
from cosino_runtime.seats.registry import SeatNameError, build_seat, check_seats
from cosino_runtime.store.embedded import EmbeddedStore
from tests.support.queues import NoQueue

ROOT = Path(__file__).resolve().parent.parent


def one_line(message: str) -> bool:
    return bool(message) and "\n" not in message and "\u2028" not in message and "Traceback" not in message


NOT_PUBLIC = [
    ("127.0.0.1", "loopback"),
    ("127.8.9.10", "loopback"),
    ("::1", "loopback"),
    ("10.1.2.3", "private"),
    ("172.16.0.1", "private"),
    ("192.168.1.1", "private"),
    ("fd00::1", "private"),
    ("169.254.169.254", "link-local"),  # the instance metadata endpoint
    ("fe80::1", "link-local"),
    ("fe80::1%eth0", "link-local"),  # as getaddrinfo writes a scoped address
    ("100.64.0.1", "reserved"),  # carrier-grade NAT
    ("0.0.0.0", "unspecified"),
    ("::", "unspecified"),
    ("224.0.0.1", "multicast"),
    ("ff02::1", "multicast"),
    ("240.0.0.1", "reserved"),
    ("255.255.255.255", "reserved"),
    ("198.18.0.1", "reserved"),
    ("192.0.2.1", "reserved"),
    ("::ffff:127.0.0.1", "loopback"),  # IPv4-mapped
    ("::ffff:10.0.0.1", "private"),
    ("::127.0.0.1", "loopback"),  # IPv4-compatible (deprecated, still parsed)
    ("2002:a00:1::1", "private"),  # 6to4 of 10.0.0.1
    ("64:ff9b::a9fe:a9fe", "link-local"),  # NAT64 of 169.254.169.254
    ("2001:0:4136:e378:8000:63bf:f5ff:fffe", "private"),  # Teredo, client 10.0.0.1
    ("not-an-address", "not an address"),
    # CPython 3.11 called these public; 3.12 and 3.13 revised their tables, and the rule must not
    # depend on which Python the arena runs (the CLI 3.11, the functions 3.12)
    ("fec0::1", "private"),  # site-local
    ("192.0.0.8", "reserved"),  # the IPv4 dummy address
    ("192.0.0.170", "reserved"),  # NAT64 discovery
    ("4000::1", "reserved"),  # outside 2000::/3, where no IPv6 unicast is assigned
    ("3fff::1", "reserved"),  # documentation (2024)
    ("5f00::1", "reserved"),  # segment routing
    ("64:ff9b:1::1", "reserved"),  # local-use NAT64
    ("2001:db8::1", "reserved"),
    ("0.1.2.3", "reserved"),
]


@pytest.mark.parametrize("address, kind", NOT_PUBLIC)
def test_every_address_that_does_not_leave_the_machine_or_its_network_is_not_public(address, kind):
    assert addresses.address_kind(address) == kind


PUBLIC = ["8.8.8.8", "1.1.1.1", "2001:4860:4860::8888", "64:ff9b::808:808", "::ffff:8.8.8.8"]


@pytest.mark.parametrize("address", PUBLIC)
def test_public_unicast_addresses_pass(address):
    assert addresses.public_address(address)


def _mapped_aware(name: str):
    """An IPv6 property as CPython 3.12 and 3.13 define it: an IPv4-mapped address answers as its IPv4."""
    own = getattr(ipaddress.IPv6Address, name)

    def read(ip):
        return getattr(ip.ipv4_mapped, name) if ip.ipv4_mapped is not None else own.fget(ip)

    return property(read)


def test_every_address_is_judged_alike_whichever_python_defines_ipaddress(monkeypatch):
    """3.12 made ``IPv6Address.is_loopback`` of ::ffff:127.0.0.1 true; the module asked it, so the
    CLI (3.11) called that address loopback and the functions (3.12) reserved."""
    before = {a: addresses.address_kind(a) for a, _ in NOT_PUBLIC} | {a: None for a in PUBLIC}
    for name in ("is_loopback", "is_unspecified", "is_private", "is_global", "is_reserved", "is_link_local"):
        monkeypatch.setattr(ipaddress.IPv6Address, name, _mapped_aware(name))
    assert {a: addresses.address_kind(a) for a in before} == before


def test_the_policy_is_public_inside_lambda_and_any_elsewhere_unless_set(monkeypatch):
    monkeypatch.delenv(addresses.POLICY_ENV, raising=False)
    monkeypatch.delenv(addresses.LAMBDA_ENV, raising=False)
    assert not addresses.public_only()
    monkeypatch.setenv(addresses.LAMBDA_ENV, "cosino-step")
    assert addresses.public_only()
    monkeypatch.setenv(addresses.POLICY_ENV, "any")
    assert not addresses.public_only()
    monkeypatch.delenv(addresses.LAMBDA_ENV)
    monkeypatch.setenv(addresses.POLICY_ENV, "public")
    assert addresses.public_only()


@pytest.mark.parametrize("value", ["Public", "none", "public ", "\u2028"])
def test_a_policy_the_arena_cannot_read_refuses_every_agent_seat(monkeypatch, value):
    monkeypatch.setenv(addresses.POLICY_ENV, value)
    with pytest.raises(SeatNameError) as caught:
        check_seats(["remote:https://agent.example/act", "house"], "kuhn")
    assert one_line(str(caught.value)) and addresses.POLICY_ENV in str(caught.value)


URLS_AT_HOME = [
    "http://127.0.0.1:8080/act",
    "http://[::1]:9/",
    "http://localhost:8000/",
    "http://LOCALHOST./",
    "http://agent.localhost/",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.5/act",
    "http://[::ffff:7f00:1]/",
    "http://0.0.0.0:80/",
]


@pytest.mark.parametrize("url", URLS_AT_HOME)
def test_under_the_public_policy_a_url_at_a_private_address_is_refused_at_the_check(monkeypatch, url):
    monkeypatch.setenv(addresses.POLICY_ENV, "public")
    with pytest.raises(SeatNameError) as caught:
        check_seats(["house", f"remote:{url}"], "kuhn")
    message = str(caught.value)
    assert one_line(message) and message.startswith("seat 2 (") and "does not call" in message, message


@pytest.mark.parametrize("url", URLS_AT_HOME[:3])
def test_the_default_policy_off_lambda_keeps_local_agents(monkeypatch, url):
    monkeypatch.delenv(addresses.POLICY_ENV, raising=False)
    monkeypatch.delenv(addresses.LAMBDA_ENV, raising=False)
    check_seats(["house", f"remote:{url}"], "kuhn")


class _Agent(http.server.BaseHTTPRequestHandler):
    hits: list[str] = []

    def do_POST(self):  # noqa: N802 (the http.server name)
        _Agent.hits.append(self.path)
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        body = b'{"action": "pass"}'
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def local_agent():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Agent)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Agent.hits = []
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


@pytest.fixture
def name_at_home(monkeypatch):
    """``agent.example`` resolves to the loopback, as a name its owner pointed home would."""
    real = socket.getaddrinfo

    def fake(host, port, *args, **kwargs):
        if host == "agent.example":
            return real("127.0.0.1", port, *args, **kwargs)
        return real(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", fake)


OBSERVATION = {"legal": [{"action": "pass"}, {"action": "bet"}]}


def test_a_name_that_resolves_home_is_never_called_under_the_public_policy(monkeypatch, local_agent, name_at_home):
    monkeypatch.setenv(addresses.POLICY_ENV, "public")
    name = f"remote:http://agent.example:{local_agent}/act"
    check_seats([name, "house"], "kuhn")  # a name passes the check: only its addresses tell
    seat = build_seat(name, "kuhn", decision_rng(1, 0, 0))
    answer = seat.act(OBSERVATION)
    assert answer["transport"] == "transport" and "loopback" in answer["detail"], answer
    assert _Agent.hits == [] and seat.call["attempts"] == 1  # not retried: the address will not change


def test_the_same_name_is_called_under_the_any_policy(monkeypatch, local_agent, name_at_home):
    monkeypatch.setenv(addresses.POLICY_ENV, "any")
    seat = build_seat(f"remote:http://agent.example:{local_agent}/act", "kuhn", decision_rng(1, 0, 0))
    assert seat.act(OBSERVATION) == {"action": "pass"} and _Agent.hits == ["/act"]


def test_a_name_with_public_and_private_addresses_is_tried_at_the_public_ones_only(monkeypatch):
    tried: list[str] = []

    class Socket:
        def __init__(self, *args):
            pass

        def settimeout(self, value):
            pass

        def connect(self, address):
            tried.append(address[0])
            raise ConnectionRefusedError

        def close(self):
            pass

    entries = [
        (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("10.0.0.1", 80)),
        (socket.AF_INET6, socket.SOCK_STREAM, 6, "", ("2001:4860:4860::8888", 80, 0, 0)),
        (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("169.254.169.254", 80)),
        (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("8.8.8.8", 80)),
    ]
    monkeypatch.setattr(transport, "resolve", lambda host, port, deadline: entries)
    monkeypatch.setattr(transport.socket, "socket", Socket)
    with pytest.raises(transport.TransportError):
        transport.connect("agent.example", 80, 1e18, public_only=True)
    assert tried == ["2001:4860:4860::8888", "8.8.8.8"]
    tried.clear()
    with pytest.raises(transport.TransportError):
        transport.connect("agent.example", 80, 1e18, public_only=False)
    assert tried == ["10.0.0.1", "2001:4860:4860::8888", "169.254.169.254", "8.8.8.8"]


# -- the API ---------------------------------------------------------------------------------------


@pytest.fixture
def api(tmp_path):
    store = EmbeddedStore(tmp_path / "store")
    yield Api(store, NoQueue())
    store.close()


def create(api, seats, variant="kuhn"):
    body = json.dumps({"variant": variant, "seats": seats, "hands": 1}).encode()
    return api.handle("POST", "/api/episodes", body, True)


def test_an_api_caller_cannot_learn_whether_a_server_file_exists(api, tmp_path):
    assert Path("/etc/passwd").is_file() and not Path("/no-such-policy.json").exists()
    answers = [create(api, [f"openspiel:{path}", "house"]) for path in ("/etc/passwd", "/no-such-policy.json", "/etc")]
    assert {r.status for r in answers} == {400}
    errors = {r.json()["error"] for r in answers}
    assert len(errors) == 1, errors  # the same words whatever the path: nothing was looked up
    (error,) = errors
    assert one_line(error) and "seat 1 (openspiel:...)" in error and "operator" in error
    assert "/etc" not in error


def test_an_api_caller_cannot_make_the_server_listen(api):
    response = create(api, ["acpc:0.0.0.0:18791", "house"], variant="holdem-hu")
    assert response.status == 400 and "seat 1 (acpc:...)" in response.json()["error"]


def test_the_command_line_still_seats_both(tmp_path):
    with pytest.raises(SeatNameError) as caught:  # refused for what the file is, not for who asked
        check_seats([f"openspiel:{tmp_path / 'missing.json'}", "house"], "kuhn")
    assert "no such policy file" in str(caught.value)
    with pytest.raises(SeatNameError) as caught:  # a folder is named as one, not as missing
        check_seats([f"openspiel:{tmp_path}", "house"], "kuhn")
    assert "a folder, not a policy file" in str(caught.value) and str(caught.value).count("\n") == 0


def test_the_api_refuses_a_private_agent_url_under_the_public_policy(api, monkeypatch):
    monkeypatch.setenv(addresses.POLICY_ENV, "public")
    response = create(api, ["remote:http://169.254.169.254/latest/api/token", "house"])
    assert response.status == 400 and "link-local" in response.json()["error"]
    assert create(api, ["remote:https://agent.example/act", "house"]).status == 201


# -- leagues and the template ----------------------------------------------------------------------


def test_a_league_agent_url_follows_the_policy_and_a_model_endpoint_does_not(tmp_path, monkeypatch):
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.league.config import load_config

    monkeypatch.setenv(addresses.POLICY_ENV, "public")
    monkeypatch.setenv("LOCAL_MODEL_KEY", "sk-test")
    league = tmp_path / "league.toml"
    league.write_text(
        '[league]\nname = "x"\nvariants = ["kuhn"]\nhands = 2\nseed = 4611686018427387913\n'
        '[agents.bot]\nseat = "remote"\nurl = "http://127.0.0.1:9/act"\n'
        '[agents.h]\nseat = "house"\n'
    )
    with pytest.raises(CosinoError) as caught:
        load_config(league, check_network=False)
    assert "agents.bot" in str(caught.value) and "url" in str(caught.value) and "loopback" in str(caught.value)
    league.write_text(
        '[league]\nname = "x"\nvariants = ["kuhn"]\nhands = 2\nseed = 4611686018427387913\n'
        '[agents.m]\nseat = "openai"\nmodel = "m"\nbase_url = "http://127.0.0.1:9/v1"\n'
        'api_key_env = "LOCAL_MODEL_KEY"\n'
        '[agents.h]\nseat = "house"\n'
    )
    load_config(league, check_network=False)


def test_the_template_deploys_the_public_policy():
    from cfnlint.decode import decode

    template, problems = decode(str(ROOT / "infra" / "template.yaml"))
    assert not problems
    parameter = template["Parameters"]["AgentAddresses"]
    assert parameter["Default"] == "public" and sorted(parameter["AllowedValues"]) == sorted(addresses.POLICIES)
    variables = template["Globals"]["Function"]["Environment"]["Variables"]
    assert variables[addresses.POLICY_ENV] == {"Ref": "AgentAddresses"}


@pytest.mark.parametrize("host", ["127.1", "2130706433", "0x7f000001", "0177.0.0.1"])
def test_loopback_written_in_the_resolvers_shorthand_is_never_called(monkeypatch, local_agent, host):
    monkeypatch.setenv(addresses.POLICY_ENV, "public")
    name = f"remote:http://{host}:{local_agent}/act"
    try:
        check_seats([name, "house"], "kuhn")  # not an address literal to the check: its resolution tells
    except SeatNameError:
        return  # refused even earlier: as good
    answer = build_seat(name, "kuhn", decision_rng(1, 0, 0)).act(OBSERVATION)
    assert answer.get("transport") == "transport" and "loopback" in answer["detail"], answer
    assert _Agent.hits == []
    monkeypatch.setenv(addresses.POLICY_ENV, "any")  # the shorthand does reach the agent: the test means something
    assert build_seat(name, "kuhn", decision_rng(1, 0, 0)).act(OBSERVATION) == {"action": "pass"}
