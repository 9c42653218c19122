"""The docs review after the merges of 2026-12-07 (docs50g): the store reads and shared rates of cost50c, the episode
index's ``agentKeys`` (one50d), ``cosino power``'s agent names (power50), session analyze's refusals (rt50b, mut50a)
and the split of the prose reading (split50f), read in docs/architecture.md, docs/runtime.md, docs/viewer.md and the
module docstrings of the files those merges changed. Each test pins one fix: what the doc now says, checked against
the code it describes. The "before" figures were measured on main at 00713db."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def _doc(name: str) -> str:
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())  # line breaks read as spaces


def _section(name: str, start: str, end: str) -> str:
    text = (DOCS / name).read_text(encoding="utf-8")
    return text[text.index(start) : text.index(end, text.index(start))]


def _module_doc(path: str) -> str:
    return " ".join((ast.get_docstring(ast.parse((ROOT / path).read_text(encoding="utf-8"))) or "").split())


def test_the_decision_flow_names_what_the_days_merges_added():
    """docs/architecture.md, "One decision, from request to replay": the create (``steps.open_episode``, whose
    outcome the API enqueues by), the shared rates (``limits.take_together``, ``AwsStore.charge_tokens``), a lost
    commit's head (``StaleVersion.head``), the finalize Lambda's one head read (``flow.on_finalize``) and the episode
    index's agent names (``publish.agent_names``, ``agentKeys``). Before: 0 of these 7 named in the flow, and the tree
    said ``publish`` wrote the manifest and pinned tables only; now all 7, and the index in the tree. Each name
    resolves (tests/test_review_docs47c.py checks every backticked name of the doc)."""
    from cosino_runtime.engine import flow, limits, steps
    from cosino_runtime.league import publish
    from cosino_runtime.store.aws import AwsStore
    from cosino_runtime.store.base import StaleVersion

    flow_text = _section("architecture.md", "## One decision, from request to replay", "## Adding a game")
    named = {
        "`engine/steps.open_episode`": steps.open_episode,
        "`limits.take_together`": limits.take_together,
        "`AwsStore.charge_tokens`": AwsStore.charge_tokens,
        "`StaleVersion.head`": StaleVersion("lost", None).head is None,
        "`engine/flow.on_finalize`": flow.on_finalize,
        "`league/publish.agent_names`": publish.agent_names,
        "`agentKeys`": publish.agent_names(["remote:HTTP://B.example:80", "house"]) != ["remote:HTTP://B.example:80"],
    }
    missing = [name for name, exists in named.items() if not exists or name not in flow_text]
    assert not missing, missing
    assert "publish (manifest, pinned tables, integrity │ report, episode index)" in _doc("architecture.md")


def test_the_store_interface_table_lists_every_store_call_and_a_lost_commits_head():
    """docs/runtime.md, "The store interface": every public method of ``store.base.Store`` has a row (before: 21 of
    23, ``newest_episodes`` and ``claim_seed`` missing; now 23), and the ``commit`` row says a lost commit's
    ``StaleVersion`` carries the head the version check found (before: only "``StaleVersion`` and nothing is
    written"), as ``Store.commit``'s docstring now does too."""
    from cosino_runtime.store.base import Store

    table = _section("runtime.md", "## The store interface", "Every commit gets a random mark")
    methods = sorted(n for n in vars(Store) if not n.startswith("_") and callable(getattr(Store, n)))
    assert len(methods) == 25  # store52e added create_or_head, session 52 runner_episodes
    assert [m for m in methods if f"`{m}" not in table] == []
    commit_row = next(line for line in table.splitlines() if line.startswith("| `commit("))
    assert "its `head` is the head the version check found" in commit_row
    assert "its ``head`` is the head the version check found" in " ".join(Store.commit.__doc__.split())


def _sort_keys(text: str) -> set[str]:
    """The ``sk`` values of the items a text lists as ``pk`` / ``sk`` pairs, placeholders dropped (``V#``)."""
    return {re.sub(r"<[^>]*>", "", key) for key in re.findall(r"`` / ``([^`]+)``", text)}


def test_the_dynamodb_item_table_lists_every_item_the_aws_store_writes():
    """docs/runtime.md, "DynamoDB: one table": each item the AWS adapter's docstring lists (by its sort key) has a row
    of the item table. Before: 5 of 6 sort keys, the seed's claim (``EP#seed#<SHA-256>`` / ``#SEED``) missing; now 6.
    The access patterns now say how a rate is taken and charged (a conditional ``PutItem``; an ``ADD``) and that a
    lost commit returns the head it saw; before, neither."""
    table = _section("runtime.md", "## DynamoDB: one table", "The index is keys-only")
    rows = [row.split("|")[3].strip().strip("`") for row in table.splitlines() if row.startswith("| ")]
    listed = {re.sub(r"<[^>]*>", "", key) for key in rows}
    written = _sort_keys(_module_doc("functions/cosino_runtime/store/aws.py"))
    assert len(written) == 6 and written <= listed, written - listed
    patterns = " ".join(table.split())
    assert "| take an agent's rates | `GetItem`" in patterns
    assert "| charge a call's tokens | `UpdateItem` with `ADD`" in patterns
    assert "(`ReturnValuesOnConditionCheckFailure`)" in patterns


def test_the_rate_item_keys_are_those_the_docs_and_the_adapters_docstring_give():
    """``limits.shared_factory`` keeps a lone rate under ``rpm#<agent>`` or ``tpm#<agent>`` and both under
    ``rpm+tpm#<agent>`` (one item, taken together), ``<agent>`` being the digest the agent's episode slots are kept
    under (``agent#`` and 32 hex digits); docs/runtime.md's item table and now the AWS adapter's docstring name those
    keys. Before: the docstring said "a token bucket ``LIMIT#<key>`` per agent and rate", one item per rate, which
    the pair no longer is, and ``<agent>`` was the agent's canonical name, the URL's secret included."""
    from cosino_runtime.engine.limits import agent_slot_key, shared_factory

    agent = "remote:https://bot.example/act?key=s3cret"
    both = shared_factory(None, {agent: {"requests_per_minute": 60, "tokens_per_minute": 600}}, lambda *a: object())
    alone = shared_factory(None, {agent: {"tokens_per_minute": 600}}, lambda *a: object())
    pair, lone = both(agent, "kuhn", None), alone(agent, "kuhn", None)
    digest = agent_slot_key(agent)
    assert re.fullmatch(r"agent#[0-9a-f]{32}", digest)
    assert (pair.key, lone.key) == (f"rpm+tpm#{digest}", f"tpm#{digest}")
    assert (pair.requests.key, pair.tokens.key) == (f"rpm#{digest}", f"tpm#{digest}")
    doc = _doc("runtime.md")
    assert "`LIMIT#rpm#<agent>`, `LIMIT#tpm#<agent>`, or `LIMIT#rpm+tpm#<agent>`" in doc
    assert "`<agent>` being `agent#<32 hex>` as in the agent's episode slots" in doc
    adapter = _module_doc("functions/cosino_runtime/store/aws.py")
    assert all(key in adapter for key in ("``rpm#<agent>``", "``tpm#<agent>``", "``rpm+tpm#<agent>``"))
    assert "``agent#`` and 32 hex digits" in adapter and "per agent and rate" not in adapter


class _Reporting:
    """An outside seat's stand-in: checks, and reports the tokens its call used."""

    call: dict[str, int] | None = None

    def act(self, observation: dict) -> dict:
        self.call = {"input_tokens": 40, "output_tokens": 2}
        return {"action": "check"}


def test_an_agent_at_the_longest_url_is_called_under_shared_rates(stack):
    """A remote agent whose URL is 2,048 characters (the most a seat's URL may be, ``transport.URL_LIMIT``) under
    both shared rates, on the moto server. Before: its rate item's key held the URL (``LIMIT#rpm+tpm#remote:...``,
    2,069 bytes), over DynamoDB's 2,048-byte partition key, and the take was refused (``ValidationException``) at
    every call: measured, refused from a URL of 2,028 characters (2,032 with one rate), so the agent was never asked.
    Now the call is made and charged under the agent's digest, and no item key holds the URL or its query."""
    from cosino_runtime.engine.limits import agent_slot_key, shared_factory
    from cosino_runtime.seats.transport import URL_LIMIT
    from cosino_runtime.store.aws import AwsStore

    url = "https://bot.example/act?key=s3cret&pad=" + "a" * 2048
    name = "remote:" + url[:URL_LIMIT]
    store = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    rates = {name: {"requests_per_minute": 60, "tokens_per_minute": 600}}
    seat = shared_factory(store, rates, lambda *a: _Reporting())(name, "kuhn", None)
    assert seat.act({}) == {"action": "check"}
    keys = [item["pk"]["S"] for item in store.ddb.scan(TableName=store.table)["Items"]]
    assert keys == [f"LIMIT#rpm+tpm#{agent_slot_key(name)}"]


def test_an_acpc_agent_is_named_as_the_docs_say():
    """``registry.outside_agent`` names an ACPC address with its host in lower case and its port without leading
    zeros (``acpc:Poker.Example:0099`` is ``acpc:poker.example:99``). Before: docs/runtime.md, docs/viewer.md and
    ``outside_agent``'s own docstring said only "in lower case" (0 of 3 named the port); now 3 of 3."""
    from cosino_runtime.seats.registry import outside_agent

    assert outside_agent("acpc:Poker.Example:0099") == "acpc:poker.example:99"
    # 51: the host's IP address in one written form, as outside_agent keys it (127.1 is 127.0.0.1)
    said = "an ACPC address with its host in lower case (an IP address in its one written form) and its port without"
    assert said in _doc("runtime.md") and said in _doc("viewer.md")
    assert said in " ".join(outside_agent.__doc__.split())


def test_the_figures_of_the_days_docs_name_where_they_are_measured():
    """docs/runtime.md's "missed 1,072 of the 2,477 seeded spellings" now names the test that measured it, whose
    docstring holds both figures (before: "(review 49f)" only, no file); its store-cost table names both tests that
    pin its rows (before: only tests/test_review_store_cost49b.py, while five rows come from
    tests/test_review_store_cost50c.py). Every test file the two paragraphs name exists."""
    doc = _doc("runtime.md")
    sentence = doc[doc.index("which missed 1,072") :][:200]
    source = re.search(r"`(tests/[^`]+\.py)`", sentence)
    assert source, sentence
    measured = (ROOT / source.group(1)).read_text(encoding="utf-8")
    assert "1,072 of the 2,477" in " ".join(measured.split())
    costs = _section("runtime.md", "### What each path costs the store", "## Bad input")
    named = set(re.findall(r"`(tests/[^`]+\.py)`", costs))
    assert {"tests/test_review_store_cost49b.py", "tests/test_review_store_cost50c.py"} <= named
    assert all((ROOT / path).is_file() for path in named), named


def test_the_changed_modules_docstrings_say_what_they_hold_now():
    """The module docstrings of files the merges changed: the publisher's now names the episode index and its
    ``agentKeys`` (before: the table, manifest and leaderboard only), ``cosino power``'s names agents as the
    leaderboard does (before: nothing on names), ``cosino session``'s says what analyze refuses and when it says a
    database is busy (before: neither), and the AWS adapter's that a lost commit hands on its head. Before: 0 of
    these 4 modules; now 4."""
    publisher = _module_doc("functions/cosino_runtime/league/publish.py")
    assert "episode index" in publisher and "``agentKeys``" in publisher and ":func:`agent_names`" in publisher
    assert "``registry.outside_agent``" in _module_doc("functions/cosino_runtime/commands/power.py")
    session = _module_doc("functions/cosino_runtime/commands/session.py")
    assert "a view, a table without its key" in session and "busy" in session
    assert ":class:`~cosino_runtime.store.base.StaleVersion`" in _module_doc("functions/cosino_runtime/store/aws.py")


def test_the_viewers_address_rules_are_the_pages():
    """docs/viewer.md on deep links: hand and step numbers of at most 15 decimal digits, the alert's words "Not what
    the address names.", and (changed here) a running episode's address that names no hand, such as ``hand=0``, is
    said: the doc said only "one that is no number". The figures and words are those of web/js/viewer.js."""
    viewer = (ROOT / "web" / "js" / "viewer.js").read_text(encoding="utf-8")
    assert "const ADDRESS_NUMBER = /^[0-9]{1,15}$/;" in viewer and "if (hand === null || hand < 1) {" in viewer
    assert 'text: "Not what the address names. "' in viewer
    doc = _doc("viewer.md")
    assert "N and K are read as decimal digits only (at most 15)" in doc
    assert '"Not what the address names."' in doc and "one that can name none (no number, or hand 0) is said" in doc


def test_the_amount_readers_docstring_names_every_module_that_calls_it():
    """``cosino.seats.amounts`` says who calls ``prose_amount``. Since the split of the prose reading (split50f) the
    value refusals call it too: before, its docstring named 1 of the 2 core modules that import it
    (``prose_reading``); now both."""
    seats = ROOT / "core" / "cosino" / "seats"
    imports = re.compile(r"from cosino\.seats\.amounts import \([^)]*prose_amount")
    callers = sorted(path.stem for path in seats.glob("*.py") if imports.search(path.read_text()))
    assert callers == ["prose_reading", "value_refusals"]
    said = _module_doc("core/cosino/seats/amounts.py")
    assert all(f":mod:`cosino.seats.{caller}`" in said for caller in callers), said


def _listed_fields(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z]+", text))


def test_the_index_fields_the_docs_list_are_those_the_publishers_write(tmp_path):
    """docs/viewer.md's shape of an episode index entry (``{episode, ..., results}``, the runtime's ``created`` and
    ``agentKeys`` besides) and docs/runtime.md's list are the keys the league's publisher writes (an outside agent
    spelt two ways, so ``agentKeys`` is there) and, less those two, the keys ``web/build.py`` writes for the samples.
    Before: docs/viewer.md left out ``scoredHands``, which both write (9 of 10 sample keys listed); now 10."""
    from test_review_agent_keys50d import published
    from test_web_limits import _build_module

    entries, _ = published(tmp_path, [("remote:HTTP://Bot.Example:80", "house"), ("house", "random")])
    runtime = set().union(*entries)
    viewer = " ".join((DOCS / "viewer.md").read_text(encoding="utf-8").split())
    shape = _listed_fields(re.search(r"Each entry is `\{([^}]+)\}`", viewer).group(1))
    assert shape | {"created", "agentKeys"} == runtime and "(the runtime's also `created`, and `agentKeys`" in viewer
    runtime_doc = _doc("runtime.md")
    listed = re.search(r"lists per episode (.+?) \(UTC", runtime_doc).group(1)
    assert set(re.findall(r"`([A-Za-z]+)`", listed)) | {"agentKeys"} == runtime and "`agentKeys`, a list" in runtime_doc
    sample = tmp_path / "s"
    sample.mkdir()
    (sample / "x.results.json").write_text(
        '{"agents": ["house"], "scores": [0], "reason": "complete", "hands": 1, "scoredHands": 1}'
    )
    assert set(_build_module().index_entry(sample / "x.replay.jsonl", sample / "x.results.json", "kuhn", "x")) == shape


def test_the_step_and_finalize_modules_say_what_the_day_added(tmp_path):
    """``engine/steps``'s docstring names ``open_episode`` (the create's start, whose outcome the API enqueues by)
    and that a lost commit hands on its head; the finalize Lambda's says its head read is handed to
    ``on_finalize``. Before: neither (0 of 3 statements); now 3. Each holds: ``open_episode`` returns an "applied"
    outcome at version 1 for a new episode and, for one already started, a "stale" one carrying its head (None until
    review store52e)."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps
    from cosino_runtime.store.embedded import EmbeddedStore

    said = _module_doc("functions/cosino_runtime/engine/steps.py")
    assert "``open_episode`` creates an episode's row and commits its start" in said
    assert "a lost commit hands on the head it found" in said
    lambda_doc = _module_doc("functions/cosino_runtime/lambdas/finalize.py")
    assert "handed to ``pipeline.on_finalize``, which does not read it again" in lambda_doc
    store = EmbeddedStore(tmp_path / "s")
    try:
        config = EpisodeConfig("kuhn", ("house", "random"), 2, 7)
        started = steps.open_episode(store, config, "kuhn-50g")
        assert (started.status, started.version) == ("applied", 1)
        again = steps.open_episode(store, config, "kuhn-50g")  # store52e: the refused create's head, not None
        assert again is not None and (again.status, again.version, again.head.version) == ("stale", 1, 1)
    finally:
        store.close()


def test_one_place_says_which_agent_a_seat_reaches_and_names_every_caller():
    """docs/architecture.md, "One place per fact": a bullet now says that ``registry.outside_agent`` decides which
    agent a seat name reaches, and names every runtime module that asks it (found by a search of the tree: the
    registry's seat check, ``engine/limits``, ``league/publish``, ``commands/power``). Before: no such bullet, 0 of
    the 4 callers named there (power50 and one50d added two of them)."""
    places = _section("architecture.md", "## One place per fact", "## One decision")
    bullet = " ".join(places[places.index("- **Which agent a seat name reaches**") :].split("\n- ")[0].split())
    assert "`cosino_runtime/seats/registry.outside_agent`" in bullet
    callers = sorted(
        str(path.relative_to(ROOT / "functions" / "cosino_runtime").with_suffix(""))
        for path in (ROOT / "functions" / "cosino_runtime").rglob("*.py")
        if "outside_agent(" in path.read_text(encoding="utf-8")
    )
    assert callers == ["commands/power", "engine/limits", "league/publish", "seats/registry"]
    named = {"seats/registry": "`check_seats`"}
    assert [c for c in callers if named.get(c, f"`{c}`") not in bullet] == []


def test_the_viewers_changed_modules_say_what_they_do_now():
    """The opening comments of web/js/browse.js and web/js/integrity.js, both changed by the day's merges: the
    browser names an agent from the index's ``agentKeys`` (one50d), and the integrity page says why a hand is not
    linked (rt50b), as their code does. Before: neither said so (0 of 2); now 2."""
    browse = (ROOT / "web" / "js" / "browse.js").read_text(encoding="utf-8")
    integrity = (ROOT / "web" / "js" / "integrity.js").read_text(encoding="utf-8")
    head = {
        name: " ".join(text.split("\nimport ")[0].replace("//", " ").split())
        for name, text in (("browse", browse), ("integrity", integrity))
    }
    assert "read from each entry's `agentKeys`" in head["browse"] and "const keys = e.agentKeys;" in browse
    assert "why it is not linked" in head["integrity"] and "(not linked: ${link.why})" in integrity
