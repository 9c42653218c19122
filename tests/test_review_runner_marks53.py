"""A runner's mark that the store's ``runners`` table turns away is refused in one line, and nothing is created.

Found by review 53a: ``_check_runners`` reads the table's columns, not its CHECK constraints or triggers, and the
mark is written ``INSERT OR IGNORE``. A hand-edited ``runners`` with a CHECK the mark fails (or a trigger that ignores
it) dropped the mark without a word: the episode was created unmarked, and ``cosino serve``'s sweeper would step it
with its own seats. A trigger that aborts gave a traceback.
"""

from __future__ import annotations

import sqlite3

import pytest

from cosino.primitives.errors import CosinoError
from cosino_runtime.store.embedded import EmbeddedStore

TABLE = "CREATE TABLE runners (episode_id TEXT PRIMARY KEY, runner TEXT NOT NULL{check})"
TRIGGER = "CREATE TRIGGER t BEFORE INSERT ON runners BEGIN SELECT RAISE({how}); END"


@pytest.mark.parametrize(
    "edits",
    [
        [TABLE.format(check=", CHECK (runner = 'someone else')")],
        [TABLE.format(check=""), TRIGGER.format(how="IGNORE")],
        [TABLE.format(check=""), TRIGGER.format(how="ABORT, 'no marks here'")],
    ],
    ids=["check", "trigger-ignore", "trigger-abort"],
)
def test_a_runners_table_that_turns_the_mark_away_is_refused_in_one_line(tmp_path, edits):
    (tmp_path / "s").mkdir()
    db = sqlite3.connect(tmp_path / "s" / "cosino.sqlite")
    for sql in edits:
        db.execute(sql)
    db.commit()
    db.close()
    store = EmbeddedStore(tmp_path / "s", runner="league")
    with pytest.raises(CosinoError) as caught:
        store.create_episode("kuhn-53", {"variant": "kuhn"})
    message = str(caught.value)
    assert "\n" not in message and message.startswith(str(tmp_path / "s" / "cosino.sqlite"))
    assert "its runners table refused a mark" in message
    assert store.db.execute("SELECT COUNT(*) FROM episodes").fetchone() == (0,)  # the row went with the mark
    store.close()


def test_the_table_this_version_makes_takes_marks_and_a_resumed_mark_stays(tmp_path):
    store = EmbeddedStore(tmp_path / "s", runner="league")
    assert store.create_episode("kuhn-53", {"variant": "kuhn"}) is True
    assert store.create_episode("kuhn-53", {"variant": "kuhn"}) is False  # resumed: the mark is there already
    assert store.runner_episodes() == {"kuhn-53"}
    store.close()
