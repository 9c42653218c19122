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
    response = getattr(exc, "response", None)  # botocore's ClientError; another library's may hold anything
    error = response.get("Error") if isinstance(response, dict) else None
    code = error.get("Code") if isinstance(error, dict) else None
    if isinstance(code, str) and code in TRANSIENT_CODES:
        return True
    return type(exc).__name__ in TRANSIENT_CLASSES


def failure_cause(exc: BaseException) -> str:
    """One storable line naming the failure: lone surrogates escaped, then clipped to 500 characters."""
    try:
        text = str(exc)
    except Exception:  # the failure is still recorded when its own text raises
        text = "(its message could not be read)"
    line = f"{type(exc).__name__}: {text}".replace("\n", " ")
    return line.encode("utf-8", "backslashreplace").decode("utf-8")[:500]


def arena_transient(exc: BaseException) -> bool:
    """:func:`is_transient` for a failure inside a seat's call: the arena's own (its store, a shared
    rate limit, AWS) but not a socket error, which a remote party can cause whenever it likes and
    which would then be retried without end instead of falling back."""
    return is_transient(exc) and not isinstance(exc, (ConnectionError, TimeoutError))
