"""Mutation review of the viewer's JavaScript (web/js), round 35: the mutants the browser tests let live.

85 hand-made one-token mutants of web/js (verify-worker.js, verify.js, viewer.js, dom.js, bounded.js and
replay.js first, then source.js, live.js, chart.js, browse.js, leaderboard.js, integrity.js), each put
into web/dist and run against the browser tests of its file: 52 killed by the tests before, 26 pinned
here, 5 equivalent (W13, W14: the core's parser gives up near 1,000 levels anyway; X13: U+202A-U+202E are
default-ignorable, escaped by the second class too; P04: a prefilter whose walk decides; S02: the
resolved URL's origin refuses //host), 2 left (W11: a snapshot named by build.json for another wheel
needs a second valid image; B01: a File of exactly 256 MiB is too heavy to read in a test).
Two defects found and fixed: diagnostics.js drew a results file's audit text whole, and browse.js drew
?agent= and index entries unclipped (and the name unescaped). Each test below names what it kills.
"""

from __future__ import annotations

import json
import re
from urllib.parse import quote, urlsplit

import pytest
from support.pages import fresh, wait_for_verdict
from support.sites import ServedSite

from cosino.arena.manifest import MAX_MANIFEST_BYTES
from cosino.primitives.canonical import dumps


def _sample(site, name: str) -> bytes:
    return (site / "samples" / name).read_bytes()


def _edit_header(data: bytes, change) -> bytes:
    lines = data.split(b"\n")
    header = json.loads(lines[0])
    change(header)
    return b"\n".join([dumps(header).encode(), *lines[1:]])


def _verify(page) -> tuple[str, str]:
    page.click("#verify")
    wait_for_verdict(page)
    return page.get_attribute("#verdict", "data-status"), page.inner_text("#verdict .status")


@pytest.fixture(scope="module")
def verdict_files(site, extra_dir):
    """One replay (and results) per verdict the verifier gives, under /extra/ of the test server."""
    kuhn = _sample(site, "kuhn.replay.jsonl")
    results = _sample(site, "kuhn.results.json")
    (extra_dir / "m35-alone.jsonl").write_bytes(kuhn)  # no .replay.jsonl: no results file is looked for
    (extra_dir / "m35-mismatch.replay.jsonl").write_bytes(kuhn)
    (extra_dir / "m35-mismatch.results.json").write_bytes(results.replace(b'"seed":7', b'"seed":8', 1))
    (extra_dir / "m35-edited.replay.jsonl").write_bytes(_edit_header(kuhn, lambda h: h.update(budget=h["budget"] + 1)))
    lines = kuhn.split(b"\n")
    cut = next(i for i in range(1, len(lines)) if b'"type":"action"' in lines[i - 1])
    (extra_dir / "m35-cut.replay.jsonl").write_bytes(b"\n".join(lines[:cut]) + b"\n")
    # The page reads any variant name; the core knows none called "nope": an invalid replay.
    (extra_dir / "m35-invalid.replay.jsonl").write_bytes(kuhn.replace(b'"variant":"kuhn"', b'"variant":"nope"', 1))
    return extra_dir


# Each status the worker reports is the word the page shows: a verdict's data-status alone was pinned.
VERDICTS = [
    # (address, data-status, the word shown, a phrase of the sentence)
    ("samples/kuhn.replay.jsonl", "verified", "verified", "the results file matches byte for byte"),
    ("extra/m35-alone.jsonl", "verified", "verified", "(no results file was given to compare)"),  # R09
    ("extra/m35-mismatch.replay.jsonl", "mismatch", "mismatch", "first difference"),  # R06
    (
        "extra/m35-edited.replay.jsonl&manifest=public/manifest.json",
        "unpublished",
        "not published",
        "not a published",
    ),  # R05
    ("extra/m35-cut.replay.jsonl&manifest=public/manifest.json", "incomplete", "incomplete", "line"),  # R04
    ("extra/m35-invalid.replay.jsonl", "invalid", "invalid replay", "unknown variant 'nope'"),  # R07
]


def test_each_verdict_shows_the_word_of_its_status(browser_context, base_url, verdict_files):
    page = fresh(browser_context, base_url)
    for address, status, word, phrase in VERDICTS:
        page.goto(f"{base_url}?replay={address}")
        page.wait_for_selector("body[data-ready='1']")
        assert _verify(page) == (status, word), address
        assert phrase in page.inner_text("#verdict"), address
    assert page.errors == []
    page.close()


# The page's own worker fails to start (no SharedWorker here, and the worker's script throws).
_BROKEN_WORKER = """(() => {
  window.SharedWorker = undefined;
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(url, options) {
      const script = new Blob(["throw new Error('broken verifier')"], { type: "text/javascript" });
      super(URL.createObjectURL(script), options);
    }
  };
})();"""


def test_a_verifier_that_fails_to_start_gives_an_error_never_verified(browser_context, base_url):
    # Kills V03 (verify.js: a failed worker's waiting verdicts resolved as "verified") and R08 (the word "error").
    page = browser_context.new_page()
    page.add_init_script(_BROKEN_WORKER)
    page.goto(base_url + "?replay=samples/kuhn.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    assert _verify(page) == ("error", "error")
    assert "the verifier failed" in page.inner_text("#verdict")
    assert page.inner_text("#verdict").count("verified") == 0
    page.close()


VERIFY_MANIFEST = """async (size) => {
  const { verifyInBrowser } = await import("./js/verify.js");
  const build = await (await fetch("build.json")).json();
  const sample = new Uint8Array(await (await fetch("samples/kuhn.replay.jsonl")).arrayBuffer());
  const verdict = await verifyInBrowser(build.wheel, sample, null, null, new Uint8Array(size));
  return [verdict.status, verdict.message];
}"""


def test_a_manifest_of_exactly_the_bound_reaches_the_core(browser_context, base_url):
    # Kills W01 (verify-worker.js: `byteLength >= LIMITS[kind]`): the bound is the largest size read, as in the core.
    page = fresh(browser_context, base_url + "?replay=samples/kuhn.replay.jsonl")
    status, message = page.evaluate(VERIFY_MANIFEST, MAX_MANIFEST_BYTES)
    assert status == "invalid" and message.startswith("manifest:") and "larger than" not in message, message
    page.close()


HELPERS = """async () => {
  const dom = await import("./js/dom.js");
  const replay = await import("./js/replay.js");
  const nest = (n) => { let v = 0; for (let i = 0; i < n; i++) v = [v]; return v; };
  const bytes = (...b) => new Uint8Array(b);
  return {
    nul: dom.visibleText("a\\u0000b"),
    rlo: dom.visibleText("\\u202e"),
    exact: dom.clipped("x".repeat(2000)),
    over: dom.clipped("x".repeat(2001)),
    deep64: replay.deeperThan(nest(64), 64),
    deep65: replay.deeperThan(nest(65), 64),
    grown: replay.startsWith(bytes(1, 2, 3), bytes(1, 2)),
    edited: replay.startsWith(bytes(1, 2, 3), bytes(1, 9)),
  };
}"""


def test_the_pure_helpers_at_their_edges(browser_context, base_url):
    page = fresh(browser_context, base_url)
    got = page.evaluate(HELPERS)
    assert got["nul"] == "a\\u0000b"  # X14: NUL left out of the escaped range
    assert got["rlo"] == "\\u202e"  # X13 equivalent: the default-ignorable class escapes it too
    assert got["exact"] == "x" * 2000  # X15: `length >= most` clipped a text of exactly the bound
    assert got["over"] == "x" * 2000 + "\u2026 (1 more characters)"
    assert (got["deep64"], got["deep65"]) == (False, True)  # P01: `depth >= limit` set aside what the core reads
    assert (got["grown"], got["edited"]) == (True, False)  # P02 (killed before too): an edited log read as grown
    page.close()


TEXT_TOTAL = """() => {
  const box = document.getElementById("diagnostics");
  let tips = 0;
  for (const node of box.querySelectorAll("[title]")) tips += node.getAttribute("title").length;
  return [box.innerText.length, tips];
}"""


def test_a_results_files_audit_text_is_clipped_where_drawn(browser_context, base_url, site, extra_dir):
    # A defect, not a mutant: diagnostics.js drew an audit's keys, values, flags and matrix cells whole,
    # so an unverified results file put megabytes of its own text on the page (and in every cell's tip).
    results = json.loads(_sample(site, "holdem-hu.results.json"))
    big = "x" * 100_000
    results["audit"] = {
        "flags": [{"a": 0, "b": 1, "kind": "dump", "note": big}, {"odd": big}],
        "power": {"long": big, big: 1, **{f"k{i}": i for i in range(1000)}},
        big: [[0, 1], [1, 0]],
        "surrender": [[0, big], [big, 0]],
        "extra": {"v": big},
    }
    results["exploitability"] = [0.1, 0.2]
    results["exploitabilityFill"] = big
    (extra_dir / "m35-long-audit.results.json").write_text(json.dumps(results))
    page = fresh(
        browser_context, f"{base_url}?replay=samples/holdem-hu.replay.jsonl&results=extra/m35-long-audit.results.json"
    )
    assert page.errors == []
    text, tips = page.evaluate(TEXT_TOTAL)
    assert text < 30_000 and tips < 30_000, (text, tips)
    assert page.locator("#audit dl.power").first.locator("dt").count() == 1 + 200  # its title, then 200 entries
    assert "802 more entries not shown" in page.inner_text("#audit")
    assert page.locator("#audit ul.flags li").count() == 2
    page.close()


BOTH_AT_ONCE = """async () => {
  const { equityInBrowser, verifyInBrowser } = await import("./js/verify.js");
  const build = await (await fetch("build.json")).json();
  const bytes = new Uint8Array(await (await fetch("samples/holdem-hu.replay.jsonl")).arrayBuffer());
  const late = (what) => new Promise((resolve) => setTimeout(() => resolve({ late: what }), 90_000));
  const equity = Promise.race([equityInBrowser(build.wheel, bytes, 0), late("equity")]);
  const verdict = Promise.race([verifyInBrowser(build.wheel, bytes, null), late("verdict")]);
  const [e, v] = await Promise.all([equity, verdict]);
  return [v.status ?? v.late, Array.isArray(e.streets) ? e.hand : e.late];
}"""


def test_an_equity_and_a_verdict_asked_at_once_each_get_their_own_answer(browser_context, base_url):
    # V04 (verify.js: `const id = nextId` for every request; test_front_door kills it too): one answer took both places.
    page = fresh(browser_context, base_url + "?replay=samples/kuhn.replay.jsonl")
    assert page.evaluate(BOTH_AT_ONCE) == ["verified", 0]
    page.close()


LEAVE_OTHERS = """async () => {
  const { VERIFIER_BUILD } = await import("./js/verifier-build.js");
  const { verifyInBrowser } = await import("./js/verify.js");
  const build = await (await fetch("build.json")).json();
  const wheelUrl = new URL(build.wheel, document.baseURI).href;
  const read = async (path) => new Uint8Array(await (await fetch(path)).arrayBuffer());
  const [six, kuhn] = [await read("samples/holdem-6max.replay.jsonl"), await read("samples/kuhn.replay.jsonl")];
  // A second page of this build, on the same shared verifier: it queues two long jobs, then goes.
  const url = new URL("./js/verify-worker.js", document.baseURI);
  // The options of js/verify.js: a SharedWorker of the same name asked with others fails to start.
  const options = { type: "module", name: `cosino-verifier-${VERIFIER_BUILD}`, extendedLifetime: true };
  const other = new SharedWorker(url, options).port;
  const running = new Promise((resolve) => {
    other.onmessage = (ev) => ev.data.kind === "progress" && ev.data.step === 3 && resolve();
  });
  for (const id of [1, 2]) other.postMessage({ kind: "verify", id, wheelUrl, replay: six, results: null });
  await running;
  const mine = verifyInBrowser(build.wheel, kuhn, null);  // queued behind the other page's jobs
  other.postMessage({ kind: "leave" });
  const late = new Promise((resolve) => setTimeout(() => resolve({ status: "never answered" }), 90_000));
  return (await Promise.race([mine, late])).status;
}"""


def test_a_page_that_leaves_takes_only_its_own_queued_jobs(browser_context, base_url):
    # Kills W10 (verify-worker.js: `job.port === port` on "leave"): another page's queued verification was dropped.
    page = fresh(browser_context, base_url + "?replay=samples/kuhn.replay.jsonl")
    assert page.evaluate(LEAVE_OTHERS) == "verified"
    page.close()


def test_talk_a_refusal_and_a_results_agent_are_escaped_and_clipped_where_drawn(
    browser_context, base_url, site, extra_dir
):
    lines = _sample(site, "kuhn.replay.jsonl").split(b"\n")
    at = next(i for i, line in enumerate(lines) if b'"type":"action"' in line)
    action = json.loads(lines[at])
    action.update(say="hi\u202e" + "y" * 5000, error="bad\u2028answer", received="r")
    lines[at] = dumps(action).encode()
    (extra_dir / "m35-talk.replay.jsonl").write_bytes(b"\n".join(lines))
    results = json.loads(_sample(site, "kuhn.results.json"))
    results["agents"] = ["house\u202e", "random"]
    (extra_dir / "m35-talk.results.json").write_text(json.dumps(results))
    page = fresh(
        browser_context, f"{base_url}?replay=extra/m35-talk.replay.jsonl&results=extra/m35-talk.results.json&step={at}"
    )
    assert page.errors == []
    bubble = page.inner_text("#table .bubble")
    assert bubble.startswith("hi\\u202e") and "\u202e" not in bubble  # X05: the seat's bubble drew talk unescaped
    assert bubble.endswith("\u2026 (3008 more characters)")  # X11: the bubble drew talk unclipped
    refused = page.inner_text("#table .refused")
    assert "bad\\u2028answer" in refused and "\u2028" not in refused  # X06: the seat's refusal unescaped
    logged = page.inner_text("#log .refused")
    assert "bad\\u2028answer" in logged and "\u2028" not in logged  # X09: the log's refusal unescaped
    agents = page.locator("#endcard table.scores td.muted").all_inner_texts()
    assert agents == ["house\\u202e", "random"]  # X10: the results file's agent names unescaped
    page.close()


def test_an_escaped_quote_does_not_end_a_string_for_the_depth_check(browser_context, base_url, site, extra_dir):
    # Kills P05 (replay.js bracketsDeeperThan: the character after a backslash read as itself): `"\\""` then
    # closed the string early, the next quote opened one that hid the brackets, and a deep line was drawn.
    lines = _sample(site, "kuhn.replay.jsonl").split(b"\n")
    deep = b'{"hand":0,"s":"\\"","type":"x","v":' + b"[" * 1_001 + b"]" * 1_001 + b',"w":"x"}'
    (extra_dir / "m35-quote.replay.jsonl").write_bytes(b"\n".join([*lines[:2], deep, *lines[2:]]))
    page = fresh(browser_context, f"{base_url}?replay=extra/m35-quote.replay.jsonl")
    assert "line 3: nested too deeply" in page.inner_text("#error")
    page.close()


def test_a_manifest_of_exactly_the_bound_is_read(browser_context, base_url, extra_dir):
    # Kills B02 (bounded.js: `Number(declared) >= limit`): a Content-Length equal to the bound is within it.
    with open(extra_dir / "m35-exact.manifest.json", "wb") as fh:
        fh.truncate(MAX_MANIFEST_BYTES)
    page = fresh(browser_context, f"{base_url}?replay=samples/kuhn.replay.jsonl&manifest=extra/m35-exact.manifest.json")
    assert page.errors == [] and page.is_visible("#viewer")
    assert page.is_hidden("#error"), page.inner_text("#error")
    page.close()


def test_a_path_outside_the_pages_folder_is_refused_on_a_site_served_under_one(browser_context, site, tmp_path):
    # Kills S01 (source.js: `url.origin === location.origin || ...`): served at the root, every same-origin
    # path is under the page's folder, so the folder half of the check was never tried.
    (tmp_path / "viewer").symlink_to(site, target_is_directory=True)
    (tmp_path / "beside.replay.jsonl").write_bytes(_sample(site, "kuhn.replay.jsonl"))
    served = ServedSite(tmp_path, {})
    try:
        page = browser_context.new_page()
        requested = []
        page.on("request", lambda request: requested.append(request.url))
        page.goto(f"{served.url}viewer/?replay=../beside.replay.jsonl")
        page.wait_for_selector("body[data-ready='1']")
        assert "?replay=../beside.replay.jsonl is not read: outside this site's folder." in page.inner_text("#error")
        assert not any(urlsplit(url).path.endswith("beside.replay.jsonl") for url in requested)
        assert page.is_hidden("#viewer")
        page.close()
    finally:
        served.close()


LONG = "a" * 100_000
REPORT = {
    "flags": [
        {
            "flag": "dump",
            "agents": [LONG, "b"],
            "mutual": False,
            "p": 0.001,
            "pHolm": 0.01,
            "units": [10, 10],
            "signal": "fold",
            "episodes": ["ep1"],
            "excess": [0.1],
            "weigh": [{"episode": "ep1", "hand": 3, "residual": 1.5}],
        }
    ],
    "pairs": [],
    "agents": {LONG: {}, "b": {}},
    "method": {},
}


def test_a_long_name_is_clipped_on_the_leaderboard_and_the_integrity_page(browser_context, base_url, extra_dir):
    # Kills C01 (leaderboard.js cellText unclipped) and C02 (integrity.js text unclipped): each page drew
    # a name of 100,000 characters whole, where its own bound says 200.
    (extra_dir / "m35-board.json").write_text(json.dumps([{"agent": LONG, "rating": 1500}]))
    (extra_dir / "m35-integrity.json").write_text(json.dumps(REPORT))
    page = fresh(browser_context, f"{base_url}leaderboard.html?src=extra/m35-board.json")
    name = page.inner_text("table.leaderboard th[scope=row]")
    assert name == "a" * 200 + "\u2026 (99800 more characters)"
    page.close()
    page = fresh(browser_context, f"{base_url}integrity.html?src=extra/m35-integrity.json")
    heading = page.inner_text("article.flag h3")
    assert heading == "dump: " + "a" * 200 + "\u2026 (99800 more characters) \u2192 b"
    page.close()


def test_a_board_record_after_the_river_gets_no_equity(site):
    # Kills W18 (verify-worker.js EQUITY_PY: `len(streets) > 4`): a fifth board record fell through to
    # _BOARD_STEP[3] and raised IndexError, where the page is owed the reason.
    worker = (site / "js" / "verify-worker.js").read_text()
    space: dict = {}
    exec(compile(re.search(r"const EQUITY_PY = `([\s\S]*?)`;", worker).group(1), "EQUITY_PY", "exec"), space)
    full = []
    for variant in ("holdem-hu", "holdem-6max"):
        lines = _sample(site, f"{variant}.replay.jsonl").decode().splitlines()
        boards: dict[int, list[int]] = {}
        for i, line in enumerate(lines):
            if '"type":"board"' in line:
                boards.setdefault(json.loads(line)["hand"], []).append(i)
        full = [(hand, at[-1]) for hand, at in boards.items() if len(at) == 3]  # flop, turn and river
        if full:
            break
    assert full, "no sample hand reaches the river"
    hand, river = full[0]
    record = json.loads(lines[river])
    used = {c for line in lines if json.loads(line).get("hand") == hand for c in json.loads(line).get("cards", [])}
    record["cards"] = [next(r + s for r in "23456789TJQKA" for s in "cdhs" if r + s not in used)]  # never dealt twice
    data = ("\n".join([*lines[: river + 1], dumps(record), *lines[river + 1 :]]) + "\n").encode()
    assert json.loads(space["_cosino_equity"](data, hand)) == {
        "streets": [],
        "why": "the board does not follow Hold'em's streets",
    }


def test_an_index_of_exactly_a_page_of_episodes_has_no_more_row(browser_context, site):
    # Kills BR1 (browse.js moreRow: `count < LIST_SHOWN`): 200 episodes drew "… 0 more episodes not listed".
    entry = {"scores": [0.5, 0.5], "hands": 16, "replay": "samples/kuhn.replay.jsonl", "variant": "kuhn"}
    body = json.dumps({"episodes": [dict(entry, episode=f"ep{i:03d}", agents=["a", "b"]) for i in range(200)]}).encode()
    served = ServedSite(site, {"/public/episodes.json": lambda: body})
    try:
        page = fresh(browser_context, served.url)
        assert page.locator("#episode-list tr[data-episode]").count() == 200
        assert page.locator("#episode-list tr.more").count() == 0
        page.close()
    finally:
        served.close()


def test_an_agent_page_shows_the_addressed_name_escaped_and_clipped(browser_context, site):
    # A defect, not a mutant: browse.js drew ?agent= whole in the agent page's heading (a link could put
    # kilobytes or a right-to-left override there), and an index entry's episode and variant unclipped.
    long = "e" * 5_000
    body = json.dumps(
        {"episodes": [{"episode": long, "variant": "kuhn", "agents": ["x\u202e"], "scores": [1]}]}
    ).encode()
    served = ServedSite(site, {"/public/episodes.json": lambda: body})
    try:
        page = fresh(browser_context, served.url + "?agent=" + quote("x\u202e"))
        assert page.inner_text("#agent-page h2") == "Agent x\\u202e"
        assert page.inner_text("#agent-page ul a") == "e" * 200 + "\u2026 (4807 more characters)"
        page.close()
        page = fresh(browser_context, served.url + "?agent=" + "a" * 5_000)
        assert page.inner_text("#agent-page h2") == "Agent " + "a" * 200 + "\u2026 (4800 more characters)"
        page.close()
    finally:
        served.close()


def test_the_address_checks_at_their_edges(browser_context, base_url):
    # S03 (source.js: control characters from U+0009 on let through): the URL parser drops a tab, so
    # the sample opened under a name the page never read as written.
    page = fresh(browser_context, f"{base_url}?replay=samples/kuhn.replay%09.jsonl")
    assert "is not read: a control character, or a space at either end." in page.inner_text("#error")
    assert page.is_hidden("#viewer")
    page.close()
    # S04 (source.js: `given.length >= PATH_LONGEST`): a name of exactly 2,048 characters is within the bound.
    for length, refused in ((2048, False), (2049, True)):
        name = "x" * (length - len(".replay.jsonl")) + ".replay.jsonl"
        page = fresh(browser_context, f"{base_url}?replay={name}")
        assert ("longer than 2048 characters" in page.inner_text("#error")) is refused, length
        page.close()
