"""Saving and loading trained profiles as JSON (the policy-file layout plus metadata).

>>> import os, tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     path = os.path.join(folder, "p.json")
...     save_profile(path, {"0|K||": {"k": 0.25, "b": 0.75}}, game="kuhn", algo="cfr+")
...     load_profile(path)
({'0|K||': {'b': 0.75, 'k': 0.25}}, {'algo': 'cfr+', 'game': 'kuhn'})
"""

from __future__ import annotations

from typing import Any, Mapping

from cosino.analytics.policy_file import MAX_BYTES, MAX_VALUES, policy_json, read_input, write_atomic
from cosino.primitives.errors import CosinoError
from cosino.primitives.jsonsafe import loads


def save_profile(path: str, profile: Mapping[str, Mapping[str, Any]], **meta: Any) -> None:
    """Write ``{"policy": profile, **meta}`` atomically (no partial file on failure)."""
    write_atomic(path, policy_json(profile, **meta))


def load_profile(path: str) -> tuple[dict[str, dict[str, float]], dict[str, Any]]:
    """Read a profile written by :func:`save_profile`: (profile, metadata). The file goes through the
    bounded readers (a FIFO, NaN, 60,000 levels of nesting are one :class:`CosinoError`, never a hang)."""
    data = loads(read_input(path, MAX_BYTES), str(path), floats="float", max_values=MAX_VALUES)
    if not isinstance(data, dict) or not isinstance(data.get("policy"), dict):
        raise CosinoError(f"{path}: not a profile file (no 'policy' object)")
    meta = {k: v for k, v in data.items() if k != "policy"}
    return data["policy"], meta
