"""Which failures of a step a plain retry may cure, and how a failure is named where it is kept.

>>> is_transient(RetryLater("conflict")), is_transient(ValueError("bad"))
(True, False)
>>> is_transient(ConnectionResetError()), arena_transient(ConnectionResetError())
(True, False)
"""

from __future__ import annotations

from cosino_runtime.store.base import TransientStoreError


class RetryLater(Exception):
    """A transient conflict: the message must be delivered again (the queue retries it)."""


# Errors of AWS (by code or botocore class name; no AWS import here) that a later try may not meet.
TRANSIENT_CODES = frozenset(
    {
        "ThrottlingException",
        "ProvisionedThroughputExceededException",
        "RequestLimitExceeded",
        "InternalServerError",
        "ServiceUnavailable",
        "TransactionConflictException",
        "TransactionInProgressException",
        "SlowDown",
    }
)
TRANSIENT_CLASSES = frozenset(
    {
        "EndpointConnectionError",
        "ConnectionClosedError",
        "ReadTimeoutError",
        "ConnectTimeoutError",
    }
)


def is_transient(exc: BaseException) -> bool:
    """True for failures worth a plain retry; anything else counts toward the poison guard."""
    if isinstance(exc, (RetryLater, TransientStoreError, ConnectionError, TimeoutError)):
        return True
    code = getattr(exc, "response", None)
    if isinstance(code, dict) and code.get("Error", {}).get("Code") in TRANSIENT_CODES:
        return True
    return type(exc).__name__ in TRANSIENT_CLASSES


def failure_cause(exc: BaseException) -> str:
    """One storable line naming the failure (clipped; lone surrogates escaped)."""
    text = f"{type(exc).__name__}: {exc}".replace("\n", " ")[:500]
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def arena_transient(exc: BaseException) -> bool:
    """:func:`is_transient` for a failure inside a seat's call: the arena's own (its store, a shared
    rate limit, AWS) but not a socket error, which a remote party can cause whenever it likes and
    which would then be retried without end instead of falling back."""
    return is_transient(exc) and not isinstance(exc, (ConnectionError, TimeoutError))
