"""Text a crafted link or an edited replay puts on the page, where the verifier does not vouch for it.

A link's query reached the title: ``?replay=samples/kuhn.replay.jsonl?x= OK, verified`` showed
"kuhn.replay.jsonl?x= OK, verified" beside the replay (a static server ignores the query and sends
the file). An agent name is an input: a replay whose header names "random\\u202e" re-derives its own
results and verifies (without a manifest), and its bidi override reached the page raw.
"""

from __future__ import annotations

import json
from urllib.parse import quote

from support.pages import fresh

from cosino.primitives.canonical import dumps


def test_a_links_query_never_reaches_the_title(browser_context, base_url):
    crafted = "samples/kuhn.replay.jsonl?x=\u202e OK, verified \u2713"
    page = fresh(browser_context, f"{base_url}?replay={quote(crafted, safe='')}")
    assert page.errors == [] and page.is_visible("#viewer")
    assert page.inner_text("#title .muted") == "kuhn.replay.jsonl"
    page.close()


def test_an_edited_agent_name_and_file_name_show_their_hidden_characters(browser_context, base_url, site, tmp_path):
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().split(b"\n")
    header = json.loads(lines[0])
    header["seats"][0]["agent"] = "random\u202e"
    forged = tmp_path / "kuhn\u2028verified.replay.jsonl"
    forged.write_bytes(b"\n".join([dumps(header).encode(), *lines[1:]]))
    page = fresh(browser_context, base_url)
    page.set_input_files("#file", [str(forged)])
    page.wait_for_selector("#title:has-text('kuhn')")
    assert page.errors == []
    assert page.inner_text("#title .muted") == "kuhn\\u2028verified.replay.jsonl"
    agents = page.locator("#table .agent").all_inner_texts()
    assert "random\\u202e" in agents and not any("\u202e" in a for a in agents)
    page.close()
