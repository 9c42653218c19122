"""The pages need no inline style: their CSP allows styles only from the site's own stylesheet.

No ``<style>`` element, no ``style="..."`` markup, no style attribute set from script (the scripts
use the CSSOM, ``node.style``, which ``style-src 'self'`` allows). The browser side of this is
tests/browser/test_review_web_csp.py, which fails on any violation.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
PAGES = ("index.html", "leaderboard.html", "integrity.html")


def test_the_pages_allow_styles_only_from_the_site():
    for name in PAGES:
        html = (WEB / name).read_text()
        csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html).group(1)
        styles = [d.strip() for d in csp.split(";") if d.strip().startswith("style-src")]
        assert styles == ["style-src 'self'"], (name, csp)
        assert not re.search(r"<style\b|\sstyle\s*=", html, re.I), name
    header = (ROOT / "infra" / "template.yaml").read_text()
    assert "style-src 'self';" in header and "unsafe-inline" not in header


def test_no_script_writes_a_style_attribute_or_markup():
    for path in sorted((WEB / "js").glob("*.js")):
        code = path.read_text()
        for pattern in (
            r"setAttribute\(\s*[\"'`]style",
            r"\.innerHTML\b",
            r"\.outerHTML\b",
            r"insertAdjacentHTML",
            r"<style",
        ):
            assert not re.search(pattern, code), (path.name, pattern)
