"""Where a replay's publication comes from: a crafted link may name its own manifest.

Anyone who can put two files on the site's origin can write a manifest that lists an edited
replay; ``?manifest=`` in a link must not turn that into "Published as episode ..." on this site.
"""

from __future__ import annotations

import json

from support.pages import wait_for_verdict

from cosino.arena.manifest import entry, manifest_bytes
from cosino.arena.replay import verify
from cosino.primitives.canonical import dumps


def _verdict(page) -> str:
    page.click("#verify")
    wait_for_verdict(page)
    return page.get_attribute("#verdict", "data-status")


def test_a_manifest_named_in_the_address_does_not_publish_a_forged_replay(browser_context, base_url, site, extra_dir):
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().split(b"\n")
    header = json.loads(lines[0])
    header["budget"] += 1  # an edited input: the replay re-runs and re-derives its own results
    forged = b"\n".join([dumps(header).encode(), *lines[1:]])
    own = json.loads((site / "public" / "manifest.json").read_bytes())
    episode = next(e for e in own["episodes"] if e["variant"] == "kuhn")["episode"]
    (extra_dir / "forged").mkdir(exist_ok=True)
    (extra_dir / "forged" / "kuhn.replay.jsonl").write_bytes(forged)
    results = verify(forged).results  # what the forged replay re-derives, as its own manifest would list
    (extra_dir / "forged" / "manifest.json").write_bytes(manifest_bytes([entry(episode, forged, results, "kuhn")]))
    page = browser_context.new_page()
    page.goto(base_url + "?replay=extra/forged/kuhn.replay.jsonl&manifest=extra/forged/manifest.json")
    page.wait_for_selector("body[data-ready='1']")
    assert _verdict(page) == "verified"  # the bytes do re-run: only the publication is in question
    assert page.get_attribute("#verdict", "data-published") == "address"
    text = page.inner_text("#verdict .published")
    assert "Published as" not in text and "extra/forged/manifest.json" in text
    # The site's own manifest, named in the address as the episode index does, still publishes.
    page.goto(base_url + "?replay=samples/kuhn.replay.jsonl&manifest=public/manifest.json")
    page.wait_for_selector("body[data-ready='1']")
    assert _verdict(page) == "verified"
    assert page.get_attribute("#verdict", "data-published") == "yes"
    assert f"Published as episode {episode}" in page.inner_text("#verdict .published")
    page.close()
