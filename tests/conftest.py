"""Shared fixtures: where the repository and the shared data are."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import settings

# CI runs the property tests on a fixed seed so a run is reproducible; locally they explore.
settings.register_profile("ci", derandomize=True, print_blob=True)
if __import__("os").environ.get("CI"):
    settings.load_profile("ci")

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"

# Test modules import shared helpers as ``support.*`` (pytest runs with --import-mode=importlib).
sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(scope="session")
def race_peer_counts(tmp_path_factory) -> tuple[int, int, int, int]:
    """``run(60)`` of tests/test_review_race_pokerkit.py: 60 chip-race episodes, every hand checked
    against PokerKit as they are played (a disagreement fails here), and the counts its test and
    tests/test_review_docs26.py (the summary docs/chip-race.md quotes) read. Some ten seconds,
    played once a run (support/once.py); skipped where PokerKit is not installed."""
    import pickle
    import warnings

    from support.once import once_a_run

    def play() -> tuple[int, int, int, int]:
        import test_review_race_pokerkit as peer  # tests/ is on sys.path (above)

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # PokerKit warns about the cards our deck deals it
            return peer.run(60)

    return pickle.loads(once_a_run(tmp_path_factory, "race-peer-60", play))


@pytest.fixture(scope="module")
def moto_endpoint():
    """A moto server over real HTTP on 127.0.0.1, one per test module."""
    from cosino_devtools import awslocal

    server, endpoint = awslocal.start_moto()
    yield endpoint
    server.stop()


@pytest.fixture
def stack(moto_endpoint):
    """The stack's table, bucket and queues provisioned afresh on moto, with its environment set."""
    from cosino_devtools import awslocal

    s = awslocal.provision(moto_endpoint)
    with awslocal.environment(s.env()):
        yield s


@pytest.fixture
def embedded_store(tmp_path):
    """An embedded SQLite store of its own, closed after the test."""
    from cosino_runtime.store.embedded import EmbeddedStore

    s = EmbeddedStore(tmp_path / "data")
    yield s
    s.close()


@pytest.fixture(params=["embedded", "aws"])
def any_store(request, tmp_path):
    """Each store in turn: the embedded SQLite one, then DynamoDB and S3 on the moto server."""
    if request.param == "embedded":
        from cosino_runtime.store.embedded import EmbeddedStore

        s = EmbeddedStore(tmp_path / "s")
        yield s
        s.close()
    else:
        from cosino_runtime.store.aws import AwsStore

        stack = request.getfixturevalue("stack")
        yield AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))


@pytest.fixture
def cosino_cli(tmp_path):
    """Run the ``cosino`` command in-process and return (exit code, stdout, stderr)."""
    from cosino_runtime.cli import main

    def run(*argv: str, capsys=None):
        import io
        from contextlib import redirect_stderr, redirect_stdout

        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = main(list(argv))
        return code, out.getvalue(), err.getvalue()

    return run
