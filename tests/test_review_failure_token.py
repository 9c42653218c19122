"""The poison guard's count on AWS survives a lost response: each failure counts once.

botocore re-sends a request whose response it did not get (a read timeout, a reset connection, a
5xx), and DynamoDB may already have applied the first one. Counting a failure with a plain
increment would then count it twice, and the guard would end an episode after two real failures.
Here a hook on the client's ``needs-retry`` event makes botocore re-send every UpdateItem once
after the server applied it: exactly what a lost response looks like to the table.
"""

from __future__ import annotations

import boto3
import pytest

from cosino.arena.episode import EpisodeConfig
from cosino.seats.house import SEATS as CORE_SEATS
from cosino_runtime.engine import flow
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.aws import AwsStore
from cosino_runtime.store.base import UnknownEpisode
from tests.support.queues import ListQueue

CONFIG = EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=4)


class LostResponses:
    """Makes botocore re-send each UpdateItem the server applied, once; ``between`` runs in between."""

    def __init__(self) -> None:
        self.resent = 0
        self.between = None  # a write of someone else's, landing after ours and before our re-send

    def __call__(self, response, attempts, **kwargs):
        if response is None or attempts != 1 or response[0].status_code != 200:
            return None  # botocore's own retry rules decide
        self.resent += 1
        if self.between is not None:
            between, self.between = self.between, None
            between()
        return 0  # re-send at once, as after a read timeout


def without_old_item(parsed, **kwargs):
    parsed.pop("Item", None)  # as from an API that ignores ReturnValuesOnConditionCheckFailure


@pytest.fixture(params=["old item", "no old item"])
def stores(stack, request):
    """(a store whose UpdateItem responses are lost once, the hook, a plain store of the same table)."""
    session = boto3.session.Session(
        aws_access_key_id="testing", aws_secret_access_key="testing", region_name="us-east-1"
    )
    ddb = session.client("dynamodb", endpoint_url=stack.endpoint)  # its own client: hooks stay here
    lost = LostResponses()
    ddb.meta.events.register_first("needs-retry.dynamodb.UpdateItem", lost)
    if request.param == "no old item":  # the store reads the head instead
        ddb.meta.events.register("after-call.dynamodb.UpdateItem", without_old_item)
    plain = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    return AwsStore(stack.table, stack.bucket, ddb, stack.client("s3")), lost, plain


def test_a_re_sent_update_counts_its_failure_once(stores):
    store, lost, _ = stores
    store.create_episode("ep", {"variant": "kuhn"})
    assert store.record_failure("ep", 0, "first") == 1
    assert store.record_failure("ep", 0, "second") == 2
    assert store.record_failure("ep", 0, "third") == 3
    assert lost.resent >= 3  # every counted failure was sent twice
    head = store.load_head("ep")
    assert (head.failures, head.failed_version, head.failure) == (3, 0, "third")


def test_a_failure_landing_between_an_update_and_its_re_send_is_counted_once_too(stores):
    store, lost, plain = stores
    store.create_episode("ep", {"variant": "kuhn"})
    assert store.record_failure("ep", 0, "first") == 1
    lost.between = lambda: plain.record_failure("ep", 0, "other")
    assert store.record_failure("ep", 0, "second") == 3  # both now recorded, neither twice
    assert store.load_head("ep").failures == 3


def test_a_new_version_between_an_update_and_its_re_send_reads_as_moved(stores):
    store, lost, plain = stores
    store.create_episode("ep", {"variant": "kuhn"})
    lost.between = lambda: plain.commit("ep", 0, {"start": True}, [], "running")
    assert store.record_failure("ep", 0, "late") == 0  # the episode is no longer at version 0
    assert store.record_failure("ep", 1, "new") == 1
    with pytest.raises(UnknownEpisode):
        store.record_failure("nope", 0, "x")


def test_the_guard_still_ends_an_episode_at_its_third_real_failure(stores):
    store, _, _ = stores
    episode_id = stepper.create(store, CONFIG)
    queue = ListQueue()

    def raising(name, variant, rng):  # an in-process seat that raises is a bug: it fails the step
        if name != "house":
            return CORE_SEATS.build(name, variant, rng)

        class Raising:
            def act(self, observation):
                raise ZeroDivisionError("ours")

        return Raising()

    for count in range(1, flow.MAX_STEP_FAILURES):
        with pytest.raises(ZeroDivisionError):
            flow.on_step(store, queue, episode_id, 1, raising)
        assert store.load_head(episode_id).failures == count
    assert flow.on_step(store, queue, episode_id, 1, raising) == "abandoned"
    assert queue.finals == [episode_id]
