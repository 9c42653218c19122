"""How the arena signs what it sends an agent, and how an agent checks it.

Every request to a remote agent carries ``X-Cosino-Timestamp`` and ``X-Cosino-Signature``: the
HMAC-SHA256 of the timestamp and the body under the agent's own key. That key is
:func:`agent_key` of the arena's master secret and the agent's exact URL, so the master never
leaves the operator and no competitor can sign as the arena to another's agent.
:func:`verify_signature` is the agent's side of the check.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import time

SIGNATURE_HEADER = "X-Cosino-Signature"
TIMESTAMP_HEADER = "X-Cosino-Timestamp"
_ASCII_DIGITS = re.compile(r"[0-9]{1,19}")


AGENT_KEY_LABEL = b"cosino agent key v1"


def agent_key(master: bytes, url: str) -> bytes:
    """The key that signs the arena's requests to the agent at ``url`` (exactly as seated): the
    ASCII hex of HMAC-SHA256(master, label NUL url). Each competitor is handed its own key, so
    none can sign as the arena to another's agent, and no key reveals the master.

    >>> agent_key(b"m", "http://a.example/act")[:16], len(agent_key(b"m", "http://a.example/act"))
    (b'800c08fb3238a614', 64)
    >>> agent_key(b"m", "http://a.example/act") != agent_key(b"m", "http://b.example/act")
    True
    """
    return hmac.new(master, AGENT_KEY_LABEL + b"\0" + url.encode("utf-8"), hashlib.sha256).hexdigest().encode("ascii")


def sign(secret: bytes, timestamp: str, body: bytes) -> str:
    """The signature header value for ``body`` sent at ``timestamp``.

    >>> sign(b"k", "1700000000", b"{}")[:15]
    'sha256=c6ef4734'
    """
    digest = hmac.new(secret, timestamp.encode("ascii") + b"." + body, hashlib.sha256).hexdigest()
    return "sha256=" + digest


def verify_signature(
    secret: bytes, timestamp: str, body: bytes, signature: str, now: float | None = None, tolerance: int = 300
) -> bool:
    """The agent's check: the signature matches and the timestamp is within ``tolerance`` seconds.

    >>> sig = sign(b"k", "1000", b"x")
    >>> verify_signature(b"k", "1000", b"x", sig, now=1010), verify_signature(b"k", "1000", b"y", sig, now=1010)
    (True, False)
    >>> verify_signature(b"k", "1000", b"x", sig, now=5000)
    False
    """
    # Headers are whatever a caller sent: only ASCII digits are a timestamp, and any text may be a signature.
    if not isinstance(timestamp, str) or not _ASCII_DIGITS.fullmatch(timestamp) or not isinstance(signature, str):
        return False
    current = time.time() if now is None else now
    if abs(current - int(timestamp)) > tolerance:
        return False
    return hmac.compare_digest(sign(secret, timestamp, body).encode(), signature.encode("utf-8", "surrogatepass"))
