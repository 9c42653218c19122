"""Mutation review 31a: the stores (cosino_runtime.store: base, embedded, aws), each survivor pinned.

Each test names, in a one-line comment, the hand-made mutant it kills (or the defect it found);
each of those survived the store tests that existed before. Expected values come from the
documented contract (docs/runtime.md, the modules' docstrings) or a naive model in the test,
never from running the code under test. AWS is a moto server over local HTTP: no network.
"""

from __future__ import annotations

import pytest

from cosino_runtime.store.base import CommitRefused, CorruptRecord, check_key

CONFIG = {"variant": "kuhn", "seats": ["random", "random"], "seed": 7}


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def is_aws(store) -> bool:
    return hasattr(store, "ddb")


# --- blob keys ---------------------------------------------------------------------------------


# kills B1: the key's bound moved from 512 characters (check_key's documented "at most 512") to 513
def test_a_blob_key_of_512_characters_passes_and_513_is_refused():
    longest = "a/" + "b" * 510
    assert check_key(longest) == longest
    with pytest.raises(ValueError, match="at most 512"):
        check_key(longest + "c")


# --- commits that cannot be stored: refused whole, on both stores ------------------------------


# defect: a record (not the input) holding a lone surrogate raised UnicodeEncodeError half-way
# through the embedded store's transaction instead of CommitRefused (AWS refused it already)
# defect: input or record nested past Python's stack raised RecursionError on both stores
@pytest.mark.parametrize(
    "new_input, records",
    [
        ({"response": 1}, [{"type": "talk", "say": "\ud800"}]),
        (nested(100_000), [{"type": "x"}]),
        ({"response": 1}, [{"type": "x", "deep": nested(100_000)}]),
    ],
    ids=["record-surrogate", "deep-input", "deep-record"],
)
def test_a_commit_no_store_can_keep_is_refused_with_nothing_written(any_store, new_input, records):
    any_store.create_episode("ep-bad", CONFIG)
    any_store.commit("ep-bad", 0, {"start": True}, [{"type": "episode"}], "running")
    with pytest.raises(CommitRefused) as refused:
        any_store.commit("ep-bad", 1, new_input, records, "running")
    assert "\n" not in str(refused.value) and "ep-bad: commit of version 2" in str(refused.value)
    row = any_store.load("ep-bad")
    assert (row.version, row.inputs, row.event_count) == (1, ({"start": True},), 1)
    assert any_store.events("ep-bad") == [{"type": "episode"}]
    any_store.commit("ep-bad", 1, {"response": 2}, [{"type": "y"}], "running")  # and the episode goes on
    assert any_store.events("ep-bad") == [{"type": "episode"}, {"type": "y"}]


# --- a stored record that does not read back: one line naming it -------------------------------


def spoil(store, episode_id: str, what: str, text: str) -> None:
    """Overwrite one stored JSON text behind the adapter's back, as a hand edit or a damaged file could."""
    if not is_aws(store):
        sql = {
            "config": "UPDATE episodes SET config = ? WHERE id = ?",
            "input": "UPDATE inputs SET input = ? WHERE episode_id = ? AND version = 1",
            "records": "UPDATE events SET record = ? WHERE episode_id = ? AND seq = 0",
            "row": "UPDATE league SET row = ? WHERE episode_id = ?",
        }[what]
        store.db.execute(sql, (text, episode_id))
        return
    from cosino_runtime.store.aws import HEAD, episode_pk, version_sk

    pk, sk = {
        "config": (episode_pk(episode_id), HEAD),
        "input": (episode_pk(episode_id), version_sk(1)),
        "records": (episode_pk(episode_id), version_sk(1)),
        "row": ("LEAGUE", episode_pk(episode_id)),
    }[what]
    store.ddb.update_item(
        TableName=store.table,
        Key={"pk": {"S": pk}, "sk": {"S": sk}},
        UpdateExpression="SET #a = :t",
        ExpressionAttributeNames={"#a": what},
        ExpressionAttributeValues={":t": {"S": text}},
    )


def one_line_naming(exc: BaseException, *names: str) -> bool:
    text = str(exc)
    return "\n" not in text and all(name in text for name in names)


# defect: a stored config, input, record or league row that is not JSON raised json's bare
# "Expecting value: line 1 column 1 (char 0)", naming neither the episode nor the store
@pytest.mark.parametrize("text", ["{not json", "[" * 100_000, "tru"])
@pytest.mark.parametrize("what", ["config", "input", "records", "row"])
def test_a_stored_record_that_does_not_parse_is_refused_naming_it(any_store, what, text):
    any_store.create_episode("ep-c", CONFIG)
    any_store.commit("ep-c", 0, {"start": True}, [{"type": "episode"}], "running")
    any_store.put_league_row("ep-c", {"episode": "ep-c", "score": 1})
    spoil(any_store, "ep-c", what, text)
    read = {
        "config": lambda: any_store.load_head("ep-c"),
        "input": lambda: any_store.load_inputs("ep-c", 1),
        "records": lambda: any_store.events("ep-c"),
        "row": lambda: any_store.league_row("ep-c"),
    }[what]
    where = any_store.table if is_aws(any_store) else "cosino.sqlite"
    with pytest.raises(CorruptRecord) as refused:
        read()
    assert one_line_naming(refused.value, where, "ep-c"), str(refused.value)
    if what == "row":
        with pytest.raises(CorruptRecord):
            any_store.league_rows()


# defect: an AWS head missing an attribute, or holding a number that is not one, raised KeyError or
# ValueError; a KeyError reads as UnknownEpisode to a caller that catches that
@pytest.mark.parametrize("change", ["REMOVE version", "REMOVE config", "SET event_count = :s"])
def test_an_aws_head_missing_a_field_is_refused_naming_it(stack, change):
    from cosino_runtime.store.aws import HEAD, AwsStore, episode_pk

    store = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    store.create_episode("ep-m", CONFIG)
    values = {"ExpressionAttributeValues": {":s": {"N": "1.5"}}} if ":s" in change else {}
    store.ddb.update_item(
        TableName=store.table,
        Key={"pk": {"S": episode_pk("ep-m")}, "sk": {"S": HEAD}},
        UpdateExpression=change,
        **values,
    )
    with pytest.raises(CorruptRecord) as refused:
        store.load_head("ep-m")
    assert one_line_naming(refused.value, stack.table, "ep-m"), str(refused.value)
