"""Policy files: information-set key -> action probabilities, for Kuhn and Leduc.

A file is a JSON object mapping keys (``"<pos>|<card>|<board>|<history>"``) to objects of
action letters and probabilities, either at the top level or under ``"policy"`` next to
metadata (what a solver writes). Numbers are read exactly (decimals become Fractions). Keys
the file leaves out are played uniformly; :class:`PolicyFile` says how many were filled.

>>> pf = parse_policy('{"0|K||": {"b": 1}, "1|J||b": {"f": 0.5, "c": 0.5}}', "kuhn")
>>> pf.profile["0|K||"], pf.profile["1|J||b"]["c"], pf.given, pf.filled
({'k': Fraction(0, 1), 'b': Fraction(1, 1)}, Fraction(1, 2), 2, 10)
>>> parse_policy('{"0|K||": {"c": 1}}', "kuhn")
Traceback (most recent call last):
  ...
cosino.analytics.policy_file.PolicyFileError: policy: key '0|K||': action 'c' is not legal there (legal: k, b)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Mapping

from cosino.analytics.tree import compiled_variant
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.files import read_input, write_atomic  # noqa: F401  (write_atomic: re-exported for the commands)
from cosino.primitives.jsonsafe import JsonInputError, loads

TOLERANCE = Fraction(1, 10**9)
GAMES = ("kuhn", "leduc")
INF = float("inf")
MAX_BYTES = 64 * 1024 * 1024  # a Leduc profile is about 100 KB
MAX_VALUES = 100_000  # a whole Leduc profile holds some 2,000 JSON values; 16 MB of [{},{},...] parsed to 500 MB
META_KEYS = frozenset(("game", "algo", "iterations", "exploitability", "seed", "decimals"))  # what train writes


class PolicyFileError(CosinoError):
    """A policy file that cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class PolicyFile:
    game: str
    profile: dict[str, dict[str, Fraction]]  # every infoset of the game, missing ones uniform
    given: int  # keys present in the file
    filled: int  # keys filled uniformly
    meta: dict[str, Any]


def _number(value: Any, where: str) -> Fraction:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, Fraction, float))
        or value != value
        or value in (INF, -INF)
    ):
        raise PolicyFileError(f"{where}: probability {quoted(value)[:40]} is not a number")
    return Fraction(value)


def unwrap(data: dict[str, Any], source: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """(policy, metadata) of a file's top level: the ``{"policy": ...}`` layout or a bare policy.

    Beside ``"policy"`` only the metadata a solver writes may appear: a row left outside it, or a
    misspelt ``"gmae"`` that would skip the game check, is refused rather than silently dropped.
    """
    if not isinstance(data.get("policy"), dict):
        return data, {}
    meta = {k: v for k, v in data.items() if k != "policy"}
    for key in meta:
        if key not in META_KEYS:
            raise PolicyFileError(
                f"{source}: key {quoted(key[:60])} beside 'policy': not metadata a solver writes "
                f"({', '.join(sorted(META_KEYS))}); rows belong inside 'policy'"
            )
    return data["policy"], meta


def parse_policy(text: str | bytes | Mapping[str, Any], game: str, source: str = "policy") -> PolicyFile:
    """Check a policy against ``game``'s information sets and fill what it leaves out."""
    if game not in GAMES:
        raise PolicyFileError(f"{source}: policy files exist for {', '.join(GAMES)}, not {quoted(game)}")
    if isinstance(text, (str, bytes)):
        if not text.strip():
            raise PolicyFileError(f"{source}: the file is empty")
        try:  # bounded depth, digits and values, no NaN or Infinity, no key twice, decimals read exactly
            data = loads(text, source, max_bytes=MAX_BYTES, unique_keys=True, max_values=MAX_VALUES)
        except JsonInputError as exc:
            raise PolicyFileError(str(exc)) from None
    else:
        data = text
    if not isinstance(data, dict):
        raise PolicyFileError(f"{source}: the top level must be a JSON object")
    data, meta = unwrap(data, source)
    if "game" in meta and meta["game"] != game:
        raise PolicyFileError(f"{source}: the file is for {quoted(str(meta['game'])[:40])}, not {quoted(game)}")
    tree = compiled_variant(game)
    profile: dict[str, dict[str, Fraction]] = {}
    for key, entry in data.items():
        where = f"{source}: key {quoted(key[:60])}"
        i = tree.infoset_index.get(key)
        if i is None:
            raise PolicyFileError(f"{source}: key {quoted(key[:60])}: not an information set of {game}")
        if not isinstance(entry, dict):
            raise PolicyFileError(f"{where}: expected an object of action probabilities")
        legal = tree.infoset_actions[i]
        probs: dict[str, Fraction] = {}
        for letter, value in entry.items():
            if letter not in legal:
                raise PolicyFileError(
                    f"{where}: action {quoted(letter[:20])} is not legal there (legal: {', '.join(legal)})"
                )
            p = _number(value, f"{where}, action {quoted(letter)}")
            if p < 0:
                raise PolicyFileError(f"{where}: negative probability {float(p)} for action {quoted(letter)}")
            probs[letter] = p
        total = sum(probs.values(), Fraction(0))
        if abs(total - 1) > TOLERANCE:
            raise PolicyFileError(f"{where}: probabilities sum to {quoted(float(total))}, not 1")
        # Within tolerance: rescale so the stored row sums to exactly 1.
        profile[key] = {a: probs.get(a, Fraction(0)) / total for a in legal}
    filled = 0
    for i, key in enumerate(tree.infoset_keys):
        if key not in profile:
            legal = tree.infoset_actions[i]
            profile[key] = {a: Fraction(1, len(legal)) for a in legal}
            filled += 1
    return PolicyFile(game, profile, len(tree.infoset_keys) - filled, filled, meta)


def load_policy(path: str, game: str) -> PolicyFile:
    return parse_policy(read_input(path, MAX_BYTES), game, source=path)  # a FIFO is refused, not waited on


def policy_json(profile: Mapping[str, Mapping[str, Any]], **meta: Any) -> str:
    """JSON text of a profile (floats or Fractions; Fractions written as decimals to 17 digits)."""

    def num(x: Any) -> Any:
        return float(x) if isinstance(x, Fraction) else x

    body = {k: {a: num(p) for a, p in row.items()} for k, row in sorted(profile.items())}
    out = dict(meta)
    out["policy"] = body
    return json.dumps(out, indent=1, sort_keys=True) + "\n"


def round_profile(profile: Mapping[str, Mapping[str, Any]], decimals: int) -> dict[str, dict[str, Fraction]]:
    """Round every row to multiples of 10^-decimals that still sum to exactly 1.

    Largest remainders get the leftover units, so each row stays a probability distribution.

    >>> round_profile({"k": {"a": 1 / 3, "b": 2 / 3}}, 2)["k"]
    {'a': Fraction(33, 100), 'b': Fraction(67, 100)}
    """
    if decimals < 1:
        raise ValueError("decimals must be at least 1")
    scale = 10**decimals
    out: dict[str, dict[str, Fraction]] = {}
    for key, row in profile.items():
        acts = list(row)
        raw = [Fraction(row[a]) for a in acts]
        total = sum(raw, Fraction(0))
        if total <= 0:
            raise ValueError(f"key {quoted(key)}: probabilities sum to {float(total)}, cannot round")
        scaled = [p / total * scale for p in raw]
        units = [int(x) for x in scaled]  # floor: probabilities are non-negative
        short = scale - sum(units)
        order = sorted(range(len(acts)), key=lambda j: (-(scaled[j] - units[j]), j))
        for j in order[:short]:
            units[j] += 1
        out[key] = {a: Fraction(u, scale) for a, u in zip(acts, units)}
    return out
