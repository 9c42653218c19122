"""Integrity reports the browser tests share: one flag between agents ``a`` and ``b``, in the report format."""

from __future__ import annotations


def flag_report(weigh: list, **flag) -> dict:
    """A report with one ``dump`` flag from ``a`` towards ``b`` whose weighing hands are ``weigh``; ``flag``
    overrides the flag's fields (a hostile value, a missing one)."""
    base = {
        "flag": "dump",
        "agents": ["a", "b"],
        "mutual": False,
        "p": 0.001,
        "pHolm": 0.002,
        "units": [10, 10],
        "signal": "fold",
        "episodes": ["e0"],
        "excess": [0.5],
        "weigh": weigh,
    }
    base.update(flag)
    return {
        "flags": [base],
        "pairs": [{"agent": "a", "other": "b", "tests": {"dump": {"p": 0.001}}}],
        "agents": {"a": {}, "b": {}},
        "method": {},
    }
