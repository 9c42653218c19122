"""Benchmarks behind ``cosino bench NAME``: one module per name, each exposing ``run(args) -> int``.

Benchmarks print what they measured in the same run (ours next to a peer's when the peer is
installed). They are never timed tests.
"""

BENCHMARKS = [
    "engine",
    "variance",
    "tricks",
    "advisor",
    "league",
    "analytics",
    "runtime",
    "audit",
    "viewer",
    "scale",
    "endwork",
]
