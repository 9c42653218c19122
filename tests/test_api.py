"""The HTTP API's plain logic on the embedded store, and its Lambda handler on moto: every bad
input named in the issue gets a 4xx with a message naming the field, never a 5xx."""

from __future__ import annotations

import base64
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cosino_runtime.api.routes import MAX_BODY, Api
from cosino_runtime.store.embedded import EmbeddedStore

GOOD = {"variant": "holdem-hu", "seats": ["house", "random"], "hands": 1, "seed": 5}


class RecordingQueue:
    def __init__(self) -> None:
        self.sent: list[tuple] = []

    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None:
        self.sent.append(("step", episode_id, version))

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None:
        self.sent.append(("finalize", episode_id))


@pytest.fixture
def api(tmp_path):
    store = EmbeddedStore(tmp_path / "store")
    a = Api(store, RecordingQueue())
    yield a
    store.close()


def post(api, body, auth=True):
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    return api.handle("POST", "/api/episodes", raw, auth)


def test_create_then_read(api):
    r = post(api, GOOD)
    assert r.status == 201, r.body
    episode = r.json()["episode"]
    assert api.queue.sent == [("step", episode, 1)]
    again = post(api, GOOD)  # idempotent: same config, same episode, the step re-sent (de-duplicated by the queue)
    assert again.status == 200 and again.json()["episode"] == episode
    state = api.handle("GET", f"/api/episodes/{episode}", None, False).json()
    # The seed deals every card, so a running episode's state and log header leave it out.
    assert state["status"] == "running" and state["version"] is None and "seed" not in state["config"]
    # Nor the agents: slot by slot they would name the agent behind each alias the seats see.
    assert "agents" not in state["config"] and api.store.load_head(episode).config["agents"]
    events = api.handle("GET", f"/episodes/{episode}/events", None, False).json()["events"]
    assert events[0]["type"] == "episode" and "seed" not in events[0]
    assert state["events"] is None  # the log's length while it runs would count a withheld hand's records
    early = api.handle("GET", f"/api/episodes/{episode}/results", None, False)
    assert early.status == 409 and "running" in early.json()["error"]


def test_results_and_leaderboard_once_final(api):
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper

    episode = post(api, GOOD).json()["episode"]
    stepper.run_to_end(api.store, episode)
    assert api.handle("GET", "/api/leaderboard", None, False).status == 404
    pipeline.on_finalize(api.store, episode)
    pipeline.on_league(api.store)
    results = api.handle("GET", f"/api/episodes/{episode}/results", None, False)
    assert results.status == 200 and results.json()["seed"] == 5
    state = api.handle("GET", f"/api/episodes/{episode}", None, False).json()
    assert api.handle("GET", f"/api/blobs/{state['replay']}", None, False).content_type == "application/x-ndjson"
    # Once final the agents are named everywhere: in the state, the listing and the log's header.
    assert state["config"]["agents"] == GOOD["seats"]
    final = api.handle("GET", "/api/episodes?status=final", None, False).json()["episodes"]
    assert [e["agents"] for e in final] == [GOOD["seats"]]
    header = api.handle("GET", f"/api/episodes/{episode}/events", None, False).json()["events"][0]
    assert [s["agent"] for s in header["seats"]] == GOOD["seats"]
    board = api.handle("GET", "/api/leaderboard", None, False)
    # The league's table (its contents are the league module's business): published and readable.
    assert board.status == 200 and isinstance(board.json(), dict)
    index = api.handle("GET", "/api/blobs/public/episodes.json", None, False).json()
    assert [e["episode"] for e in index["episodes"]] == [episode]


BAD_CREATES = [
    (b"", 400, "empty"),
    (b"{not json", 400, "not valid JSON"),
    (b"\xff\xfe", 400, "not valid JSON"),
    (b"[1, 2]", 400, "JSON object"),
    (b" " * (MAX_BODY + 1), 413, "limit"),
    (json.dumps({**GOOD, "pad": "x" * MAX_BODY}).encode(), 413, "limit"),
    ({**GOOD, "colour": "red"}, 400, "unknown field 'colour'"),
    ({**GOOD, "variant": "go-fish"}, 400, "field 'variant'"),
    ({**GOOD, "variant": 7}, 400, "field 'variant'"),
    ({k: v for k, v in GOOD.items() if k != "seats"}, 400, "field 'seats'"),
    ({**GOOD, "seats": ["house", "gpt-oracle"]}, 400, "field 'seats'"),
    ({**GOOD, "seats": ["house"]}, 400, "seats 2 to 2 players"),
    ({**GOOD, "seats": "house,random"}, 400, "field 'seats'"),
    ({**GOOD, "seats": ["house", ""]}, 400, "field 'seats'"),
    ({**GOOD, "hands": 0}, 400, "field 'hands'"),
    ({**GOOD, "hands": 10**6}, 400, "field 'hands'"),
    ({**GOOD, "hands": "3"}, 400, "field 'hands'"),
    ({**GOOD, "hands": True}, 400, "field 'hands'"),
    ({**GOOD, "seed": -1}, 400, "field 'seed'"),
    ({**GOOD, "seed": 2**70}, 400, "field 'seed'"),
    ({**GOOD, "seed": 1.5}, 400, "field 'seed'"),
    ({**GOOD, "budget": 0}, 400, "field 'budget'"),
]


@pytest.mark.parametrize("body,status,words", BAD_CREATES)
def test_bad_create_requests(api, body, status, words):
    r = post(api, body)
    assert r.status == status, r.body
    assert words in r.json()["error"]
    assert api.queue.sent == [] and api.store.list_episodes() == []


def test_create_needs_authentication(api):
    r = post(api, GOOD, auth=False)
    assert r.status == 401 and "authentication" in r.json()["error"]
    assert api.store.list_episodes() == []


@pytest.mark.parametrize(
    "method,path,status",
    [
        ("PATCH", "/api/episodes", 405),
        ("GET", "/api/episodes?status=bogus", 400),
        ("DELETE", "/api/episodes/holdem-hu-1-abc", 405),
        ("PUT", "/api/leaderboard", 405),
        ("GET", "/api/episodes/holdem-hu-1-abc", 404),
        ("GET", "/api/episodes/holdem-hu-1-abc/events", 404),
        ("GET", "/api/episodes/Bad_ID!", 400),
        ("GET", "/api/episodes/holdem-hu-1-abc\n", 400),  # a regex's $ would let the newline through
        ("GET", "/api/episodes/holdem-hu-1-abc\n/events", 400),
        ("GET", "/api/episodes/x/nonsense", 404),
        ("GET", "/api/blobs/../../etc/passwd", 400),
        ("GET", "/api/blobs/secrets/key.json", 404),
        ("GET", "/api/blobs/replays/none.jsonl", 404),
        ("GET", "/api/nowhere", 404),
    ],
)
def test_bad_routes(api, method, path, status):
    r = api.handle(method, path, None, True)
    assert r.status == status and r.json()["error"]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=12,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    body=st.one_of(
        json_values.map(lambda v: json.dumps(v).encode()),
        st.fixed_dictionaries(
            {}, optional={k: json_values for k in ("variant", "seats", "hands", "seed", "budget")}
        ).map(lambda v: json.dumps(v).encode()),
        st.binary(max_size=64),
    )
)
def test_any_body_gets_a_clear_answer(api, body):
    r = post(api, body)
    assert r.status in (200, 201, 400, 413), r.body
    if r.status >= 400:
        assert isinstance(r.json()["error"], str) and r.json()["error"]


# -- the Lambda handler in front of the same logic (moto over HTTP) ---------------------------------


@pytest.fixture(scope="module")
def stack(moto_endpoint):
    """One provisioned stack for the whole module (the routes under test do not interfere)."""
    from cosino_devtools import awslocal

    s = awslocal.provision(moto_endpoint)
    with awslocal.environment(s.env()):
        yield s


def test_lambda_handler_requires_iam_for_create(stack):
    from cosino_devtools.awslocal import invoke_api

    status, body = invoke_api("POST", "/episodes", json.dumps(GOOD).encode(), iam=False)
    assert status == 401
    status, body = invoke_api("POST", "/episodes", json.dumps(GOOD).encode(), iam=True)
    assert status == 201
    sqs = stack.client("sqs")
    got = sqs.receive_message(QueueUrl=stack.step_queue_url, AttributeNames=["All"])["Messages"]
    assert json.loads(got[0]["Body"]) == {"kind": "step", "episode": body["episode"], "version": 1}
    assert got[0]["Attributes"]["MessageGroupId"] == body["episode"]
    status, state = invoke_api("GET", f"/episodes/{body['episode']}", iam=False)
    assert status == 200 and state["status"] == "running"


def test_lambda_handler_bad_events(stack):
    from cosino_devtools.awslocal import FakeContext, api_gateway_event
    from cosino_runtime.lambdas import http_api as api_handler

    out = api_handler.handler({"not": "an API event"}, FakeContext())
    assert out["statusCode"] == 400
    event = api_gateway_event("POST", "/episodes", None, True)
    event["body"] = base64.b64encode(json.dumps(GOOD).encode()).decode()
    event["isBase64Encoded"] = True
    assert api_handler.handler(event, FakeContext())["statusCode"] in (200, 201)
    event["body"] = "!!not base64!!"
    assert api_handler.handler(event, FakeContext())["statusCode"] == 400
    event = api_gateway_event("POST", "/episodes", b"x" * (3 * MAX_BODY), True)
    out = api_handler.handler(event, FakeContext())
    assert out["statusCode"] == 413 and "limit" in json.loads(out["body"])["error"]


def test_a_refused_path_is_logged_cut_and_escaped(stack, monkeypatch):
    """Before: the refusal's log line kept the raw path whole, and a lone surrogate in it lost the line."""
    from cosino_devtools.awslocal import FakeContext, api_gateway_event
    from cosino_runtime.lambdas import http_api as api_handler

    logged: list[dict] = []
    monkeypatch.setattr(api_handler.obs.logger, "info", lambda message, extra: logged.append({message: extra}))
    event = api_gateway_event("GET", "/episodes/x", None, False)
    event["rawPath"] = "/episodes/\ud800\u2028\u202e" + "y" * 10_000
    assert api_handler.handler(event, FakeContext())["statusCode"] == 400
    path = logged[-1]["request refused"]["path"]
    assert path.startswith("/episodes/\\ud800\\u2028\\u202e") and len(path) <= 240, path[:80]
    json.dumps(path).encode("utf-8")  # a log line can carry it


# -- what the read routes reveal, HEAD, and errors from deeper in -----------------------------------


def test_running_events_are_the_public_view(api):
    from cosino_runtime.engine import steps as stepper

    body = {"variant": "holdem-6max", "seats": ["house"] * 6, "hands": 2, "seed": 4}
    episode = post(api, body).json()["episode"]
    for _ in range(2):
        stepper.step(api.store, episode, api.store.load(episode).version)
    stored = api.store.events(episode)
    view = api.handle("GET", f"/api/episodes/{episode}/events", None, False).json()
    assert view["view"] == "public"
    deals = [r for r in view["events"] if r["type"] == "deal"]
    assert len(deals) == 6 and all("cards" not in r and r["hidden"] == 2 for r in deals)
    # The first hand of a duplicate pair: only its start, deals and blinds until its mirror is over.
    kept = ("episode", "hand", "deal", "blind")
    # Its other records read as one "withheld": how many there are depends on the cards (stackOff).
    shown = [r["type"] if r["type"] in kept else "withheld" for r in stored]
    one_marker = [t for i, t in enumerate(shown) if not (t == "withheld" and "withheld" in shown[:i])]
    assert [r["type"] for r in view["events"]] == one_marker
    head = api.handle("HEAD", f"/api/episodes/{episode}/events", None, False)
    assert head.status == 200 and head.body == api.handle("GET", f"/api/episodes/{episode}/events", None, False).body


def test_a_core_input_error_is_a_400(api, monkeypatch):
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.engine import steps as stepper

    def refuse(store, config, episode_id=None):
        raise CosinoError("seat 2 ('x'): refused deeper in")

    monkeypatch.setattr(stepper, "open_episode", refuse)  # what the create route calls
    r = post(api, GOOD)
    assert r.status == 400 and "refused deeper in" in r.json()["error"]


def test_lambda_handler_turns_a_bug_into_a_500(stack, monkeypatch):
    from cosino_devtools.awslocal import invoke_api
    from cosino_runtime.api import routes as api_module

    def broken(self, *args):
        raise RuntimeError("a bug in our code")

    monkeypatch.setattr(api_module.Api, "handle", broken)
    status, body = invoke_api("GET", "/episodes/holdem-hu-1-abc", iam=False)
    assert status == 500 and body == {"error": "internal error"}


def test_the_http_package_imports_no_lambda_entry_point():
    """api/ is what the Lambda entry points call, never the other way round (issue 14)."""
    import ast
    from pathlib import Path

    import cosino_runtime.api

    found = []
    for path in Path(cosino_runtime.api.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [a.name for a in node.names] if isinstance(node, ast.Import) else []
            found += [f"{path.name}: {n}" for n in names if n.startswith("cosino_runtime.lambdas")]
    assert found == []


def test_episodes_are_listed_by_status_newest_first(api):
    running = post(api, {"variant": "kuhn", "seats": ["house", "random"], "hands": 4, "seed": 1}).json()["episode"]
    listed = api.handle("GET", "/api/episodes?status=running", None, False)
    assert listed.status == 200
    body = listed.json()
    assert body["status"] == "running" and [e["episode"] for e in body["episodes"]] == [running]
    entry = body["episodes"][0]
    assert entry["variant"] == "kuhn" and entry["agents"] is None and entry["version"] is None  # shown once final
    assert "cards" not in listed.body.decode()  # a listing names episodes; it shows no card
    assert api.handle("GET", "/api/episodes", None, False).json()["status"] == "running"  # the default
    assert api.handle("GET", "/api/episodes?status=final", None, False).json()["episodes"] == []
