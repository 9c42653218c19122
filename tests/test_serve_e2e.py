"""End to end over real HTTP: ``cosino serve --aws-local`` (moto in-process, queues pumped into the
handlers) plays an episode created through the API, and the results it leaves in S3 are
byte-identical to ``cosino play`` with the same variant, seats and seed on the embedded default."""

from __future__ import annotations

import gzip
import json
import os
import time
import urllib.error
import urllib.request

import pytest

CONFIG = {"variant": "holdem-hu", "seats": ["random", "house"], "hands": 2, "seed": 99}


def request(url: str, method: str = "GET", body: dict | None = None, token: str | None = None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method)
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def wait_final(url: str, episode: str, limit_s: float = 120.0) -> dict:
    """Poll the state until final (a bound against hanging, not a speed assertion)."""
    end = time.monotonic() + limit_s
    while time.monotonic() < end:
        status, body = request(f"{url}/api/episodes/{episode}")
        state = json.loads(body)
        if state.get("status") == "final":
            return state
        time.sleep(0.1)
    raise AssertionError(f"episode {episode} not final after {limit_s}s: {state}")


def wait_board(url: str, episodes: int, limit_s: float = 60.0) -> None:
    """Poll until the leaderboard at ``url`` pins ``episodes`` (the league timer publishes after the
    episodes end; an earlier tick may have published a smaller board). A bound, not a speed test."""
    end = time.monotonic() + limit_s
    status = None
    while time.monotonic() < end:
        status, body = request(url)
        if status == 200 and json.loads(body).get("pinned", {}).get("episodes") == episodes:
            return
        time.sleep(0.2)
    raise AssertionError(f"no leaderboard pinning {episodes} episodes at {url} within {limit_s:g} s (last: {status})")


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    from cosino_runtime.cli import main

    out = tmp_path_factory.mktemp("play")
    code = main(
        [
            "play",
            "--variant",
            CONFIG["variant"],
            "--seats",
            ",".join(CONFIG["seats"]),
            "--hands",
            str(CONFIG["hands"]),
            "--seed",
            str(CONFIG["seed"]),
            "--out",
            str(out),
        ]
    )
    assert code == 0
    (results,) = out.glob("*.results.json")
    (replay,) = out.glob("*.replay.jsonl")
    return replay.read_bytes(), results.read_bytes()


def test_aws_local_matches_cosino_play(played, tmp_path):
    from cosino_runtime.api import server as serve

    served = serve.start(tmp_path, port=0, aws_local=True, viewer=None, tick_seconds=0.5)
    try:
        assert served.url.startswith("http://127.0.0.1:")
        status, body = request(f"{served.url}/api/episodes", "POST", CONFIG)  # no token
        assert status == 401
        status, body = request(f"{served.url}/api/episodes", "POST", CONFIG, served.token)
        assert status == 201, body
        episode = json.loads(body)["episode"]
        state = wait_final(served.url, episode)
        s3 = served.stack.client("s3")
        results = s3.get_object(Bucket=served.stack.bucket, Key=state["results"])["Body"].read()
        replay = s3.get_object(Bucket=served.stack.bucket, Key=state["replay"])["Body"].read()
        assert results == played[1]
        assert replay == played[0]
        status, body = request(f"{served.url}/api/episodes/{episode}/results")
        assert status == 200 and body == played[1]
        # The scheduled league handler publishes on its timer; an earlier tick may have published
        # the empty board, so wait for the board that holds the episode. The index is written
        # before the board, so it must hold the episode too.
        wait_board(f"{served.url}/api/leaderboard", 1)
        status, body = request(f"{served.url}/api/blobs/public/episodes.json")
        assert status == 200 and [e["episode"] for e in json.loads(body)["episodes"]] == [episode]
        big_reply_goes_gzipped_as_on_api_gateway(served)
    finally:
        served.stop()


def big_reply_goes_gzipped_as_on_api_gateway(served) -> None:
    """A blob over a Lambda reply's 6 MB goes out gzipped when the client takes gzip, with its
    Content-Encoding, and is refused (406) when it does not: the client's Accept-Encoding reaches
    the handler, and its base64 reply is decoded, as API Gateway does."""
    big = b'{"pad":"' + bytes(range(65, 91)) * 300_000 + b'"}\n'  # 7.8 MB, compressible
    key = "replays/" + "ab" * 32 + ".jsonl"
    served.stack.client("s3").put_object(Bucket=served.stack.bucket, Key=key, Body=big)
    req = urllib.request.Request(f"{served.url}/api/blobs/{key}", headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(req, timeout=30) as resp:
        assert resp.status == 200 and resp.headers["Content-Encoding"] == "gzip"
        assert gzip.decompress(resp.read()) == big
    status, body = request(f"{served.url}/api/blobs/{key}")
    assert status == 406 and b"Accept-Encoding: gzip" in body


def test_embedded_serve_matches_cosino_play(played, tmp_path):
    from cosino_runtime.api import server as serve

    viewer = tmp_path / "dist"
    viewer.mkdir()
    (viewer / "index.html").write_text("<!doctype html><title>viewer</title>")
    served = serve.start(tmp_path / "data", port=0, viewer=viewer, tick_seconds=0.5)
    try:
        status, body = request(f"{served.url}/api/episodes", "POST", CONFIG, served.token)
        assert status == 201, body
        state = wait_final(served.url, json.loads(body)["episode"])
        assert request(f"{served.url}/api/blobs/{state['results']}") == (200, played[1])
        assert request(f"{served.url}/") == (200, b"<!doctype html><title>viewer</title>")
        assert request(f"{served.url}/../../etc/passwd")[0] == 404
        assert request(f"{served.url}/api/episodes", "POST", {"variant": "nope", "seats": []}, served.token)[0] == 400
        big = {"variant": "kuhn", "seats": ["house", "random"], "pad": "x" * 20_000}
        assert request(f"{served.url}/api/episodes", "POST", big, served.token)[0] == 413
    finally:
        served.stop()


def test_serve_command_rejects_bad_flags(cosino_cli):
    code, out, err = cosino_cli("serve", "--port", "70000")
    assert code == 2 and "--port" in err
    code, out, err = cosino_cli("serve", "--tick", "0")
    assert code == 2 and "--tick" in err


def test_serve_data_that_is_a_file_is_named_as_the_flag(cosino_cli, tmp_path):
    # The store's mkdir answered "<path>: File exists", naming neither the flag nor what was wrong.
    data = tmp_path / "store"
    data.write_text("not a folder")
    code, out, err = cosino_cli("serve", "--port", "0", "--viewer", str(tmp_path), "--data", str(data))
    assert code == 2 and out == "" and "Traceback" not in err and err.count("\n") == 1, (code, err)
    assert err.startswith(f"cosino: --data '{data}': is a file, not a folder"), err


@pytest.mark.parametrize("kind", ["missing", "file", "fifo"])
def test_serve_viewer_that_is_not_a_folder_is_refused_before_the_port_is_bound(cosino_cli, tmp_path, kind):
    # a mistyped --viewer served the "viewer is not built" page without a word
    viewer = tmp_path / "dist"
    if kind == "file":
        viewer.write_text("<html>")
    elif kind == "fifo":
        os.mkfifo(viewer)
    code, out, err = cosino_cli("serve", "--port", "0", "--viewer", str(viewer), "--data", str(tmp_path / "data"))
    assert code == 2 and out == "" and err.count("\n") == 1, (code, err)
    assert err.startswith(f"cosino: --viewer '{viewer}': is not a folder (make web builds web/dist)"), err
    assert not (tmp_path / "data").exists()


def test_check_published_reads_what_cosino_serve_publishes(tmp_path, capsys):
    """The documented SOURCE of ``cosino league check-published``: the API's blob route of a running server."""
    from cosino_runtime.api import server as serve
    from cosino_runtime.cli import main

    served = serve.start(tmp_path / "data", port=0, viewer=None, tick_seconds=0.5)
    try:
        status, body = request(f"{served.url}/api/episodes", "POST", CONFIG, served.token)
        assert status == 201, body
        episode = json.loads(body)["episode"]
        wait_final(served.url, episode)
        wait_board(f"{served.url}/api/blobs/public/leaderboard.json", 1)  # the board is published last
        capsys.readouterr()
        code = main(["league", "check-published", f"{served.url}/api/blobs"])
        assert code == 0, capsys.readouterr()
        assert capsys.readouterr().out.startswith("ok: ")
    finally:
        served.stop()
