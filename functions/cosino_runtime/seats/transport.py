"""The one HTTP client every networked seat uses (remote agents, the model seats, ACPC's errors).

:func:`post` holds the decision's deadline over the whole exchange (resolve, connect, send, every
read), caps the reply's size, and raises :class:`Timeout` or :class:`TransportError`. A provider's
throttled answer to the arena's key (:class:`RateLimited`: HTTP 429, or 503 with ``Retry-After``)
is not the seat's failure: :func:`with_retries` waits it out (the advice, or backoff with jitter)
and asks again while the wait fits in the deadline; any other transport error, a remote agent's
own 429 among them, gets at most one retry, and only while the deadline allows.
:func:`check_url` is the one rule for an agent's or endpoint's URL, and
:func:`canonical_url` spells one the one way every check that tells agents apart compares.
A seat never raises to the episode: a failed call becomes :func:`transport_marker`'s answer and
:func:`failed_call`'s facts for the reliability log. Signing lives in :mod:`cosino_runtime.seats.signing`.
"""

from __future__ import annotations

import hashlib
import http.client
import ipaddress
import os
import re
import socket
import threading
import time
from typing import Any, Callable
from urllib.parse import parse_qsl, urlsplit

from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.jsonsafe import exact_decimal
from cosino_runtime.seats import addresses
from cosino_runtime.seats.markers import Marker, marker

REPLY_LIMIT = 64 * 1024  # bytes an agent's reply may have
RETRY_MARGIN = 0.05  # seconds: no retry when less than this is left of the deadline
MAX_TIMEOUT = 300  # seconds: a longer decision deadline would let one seat stall a league
URL_LIMIT = 2048  # characters of an agent's URL


class SeatConfigError(CosinoError):
    """A seat name or the environment it reads is unusable; the message names the part."""


def env_timeout(variable: str, default: float) -> float:
    """Seconds per decision from environment ``variable`` (``default`` when unset or empty).

    Refuses, naming the variable, anything but a plain decimal in (0, MAX_TIMEOUT]:
    ``inf``, ``nan``, ``abc``, ``0``, ``-1``, ``1e9``, non-ASCII digits.
    """
    raw = os.environ.get(variable, "").strip()
    if not raw:
        return default
    try:
        value = exact_decimal(raw)
    except (ValueError, OverflowError):
        raise SeatConfigError(f"environment variable {variable}={quoted(raw[:24])}: not a number of seconds") from None
    if not 0 < value <= MAX_TIMEOUT:
        raise SeatConfigError(
            f"environment variable {variable}={quoted(raw[:24])}: must be more than 0 and at most {MAX_TIMEOUT} seconds"
        )
    return float(value)


# Up to the last "@" before a space: a password may hold "#", "?", "/" or "@" itself.
_USERINFO = re.compile(r"//\S*@")
# Query parameter names that carry a secret ("?token=", "?api_key=", Azure's "?code=", a signed URL's
# "X-Amz-Signature"): an agent's URL is published with its replay, so a secret there would be too.
_SECRET_QUERY_WORDS = ("token", "key", "secret", "password", "passwd", "auth", "sig", "credential", "code", "session")


def without_credentials(text: str) -> str:
    """``text`` with the user name and password of any URL in it masked, for messages and records.

    >>> without_credentials("remote:http://me:pw@agent.example/act"), without_credentials("http://me:p#w@a.example/")
    ('remote:http://[credentials]@agent.example/act', 'http://[credentials]@a.example/')
    >>> without_credentials("http://me:p@ss@a.example/ and https://b.example/")
    'http://[credentials]@a.example/ and https://b.example/'
    """
    return _USERINFO.sub("//[credentials]@", text)


_HOST_LABEL = re.compile(r"[a-z0-9_-]{1,63}")


def _host_name(host: str) -> bool:
    """Whether ``host`` (lower case, as urlsplit gives it) is a name a resolver accepts: the IDNA
    codec under getaddrinfo refuses an empty or over-long label."""
    name = host[:-1] if host.endswith(".") else host
    return len(name) <= 253 and all(_HOST_LABEL.fullmatch(label) for label in name.split("."))


def check_url(url: str, what: str = "URL") -> str:
    """``url`` if it is a usable http(s) URL (scheme, ASCII host without credentials or a zone,
    port 1-65535, no spaces); else SeatConfigError naming ``what`` (never echoing credentials)."""
    if not url:
        raise SeatConfigError(f"the {what} is missing")
    shown = quoted(without_credentials(url)[:60])
    if len(url) > URL_LIMIT or any(c.isspace() or ord(c) < 32 or ord(c) == 127 for c in url):
        raise SeatConfigError(f"the {what} {shown} is too long or holds spaces or control characters")
    if not url.isascii():  # http.client cannot send it: every decision would fail
        raise SeatConfigError(
            f"the {what} {shown} holds non-ASCII characters (write a host in its xn-- form, percent-encode the rest)"
        )
    # Any "@", not only the netloc's: "http://u:pw#x@h/" is host "u" to urlsplit, and its refusals quoted the password.
    # A seat's name is recorded in the replay, and http.client would not send credentials anyway.
    if "@" in url:
        raise SeatConfigError(
            f"the {what} {shown} holds an '@' (a user name or password?); give credentials another way"
            " (an '@' of the path is written %40)"
        )
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise SeatConfigError(f"the {what} {shown} is not valid ({exc})") from None
    if parts.scheme not in ("http", "https"):
        raise SeatConfigError(f"the {what} {shown} is not http or https")
    secret = _secret_query_name(parts.query)
    if secret is not None:
        shown = quoted(without_credentials(url).partition("?")[0][:60])  # the secret itself is never echoed
        raise SeatConfigError(
            f"the {what} {shown} carries a secret in its query ({quoted(secret[:24])}); the URL is published"
            " with the replay: give credentials another way (an agent key signs requests)"
        )
    if not parts.hostname:
        raise SeatConfigError(f"the {what} {shown} names no host")
    bracketed = bracket_problem(parts.netloc)
    if bracketed is not None:
        raise SeatConfigError(f"the {what} {shown} {bracketed}")
    if not _is_ip(parts.hostname) and not _host_name(parts.hostname):
        raise SeatConfigError(f"the {what} {shown} names no valid host (labels of 1 to 63 letters, digits, - or _)")
    if "%" in parts.hostname:
        raise SeatConfigError(f"the {what} {shown} names an IPv6 zone (%...), which the arena does not accept")
    if port == 0:
        raise SeatConfigError(f"the {what} {shown} is not valid (port 0; a port is from 1 to 65535)")
    # A '%' must start an escape (checked after the host, so an IPv6 zone is named as one): canonical_url reads
    # "%%34%31" as "%41", another URL's spelling of "A", a published name the runtime reads as another agent's.
    if _BARE_PERCENT.search(url):
        raise SeatConfigError(f"the {what} {shown} holds a '%' that starts no escape of two hex digits (write it %25)")
    return url


_PORT_AFTER_BRACKET = re.compile(r"(?::[0-9]*)?")


def bracket_problem(netloc: str) -> str | None:
    """Why a URL's host in brackets is no address to connect to, or None (no brackets, or an IPv6
    address in them). urlsplit reads "[v1.x]" (an RFC 3986 IPvFuture literal) as the name "v1.x",
    and "[::1]x" or "x[::1]" as "::1": each would be published as one agent and reach another.

    >>> bracket_problem("a.example:80"), bracket_problem("[::1]:8080"), bracket_problem("[v1.x]")
    (None, None, "names 'v1.x' in brackets, which is not an IPv6 address (nothing can connect to it)")
    """
    netloc = netloc.rpartition("@")[2]  # a user name is refused elsewhere; canonical_url drops it
    if "[" not in netloc and "]" not in netloc:
        return None
    inner, closed, after = netloc[1:].partition("]")
    if not netloc.startswith("[") or not closed or "[" in inner or not _PORT_AFTER_BRACKET.fullmatch(after):
        return "has brackets that do not enclose the whole host (write [IPv6 address] or [IPv6 address]:port)"
    try:
        ipaddress.IPv6Address(inner)  # a zone (%25eth0) passes here: check_url refuses it by name
    except ValueError:
        return f"names {quoted(inner[:40])} in brackets, which is not an IPv6 address (nothing can connect to it)"
    return None


def _secret_query_name(query: str) -> str | None:
    """The first query parameter whose name reads as a secret's (see ``_SECRET_QUERY_WORDS``), or None.

    >>> _secret_query_name("api-version=2024-02-01"), _secret_query_name("v=1&Access_Token=x")
    (None, 'Access_Token')
    """
    for name, _ in parse_qsl(query, keep_blank_values=True):
        folded = name.lower().replace("-", "").replace("_", "")
        if any(word in folded for word in _SECRET_QUERY_WORDS):
            return name
    return None


def canonical_url(url: str) -> str:
    """The request an agent URL makes, spelt one way: two URLs with the same canonical form reach the
    same agent with the same request (scheme and host in lower case, an IP address in its one
    written form, no default port, no fragment, no empty query, escapes as RFC 3986 normalises them,
    no dot segments), so no check that tells agents apart may be passed by spelling one URL anew;
    :func:`post` sends this form's host, path and query, whichever spelling it was given.

    >>> canonical_url("HTTP://Agent.Example.:80/act?#seat-2")
    'http://agent.example/act'
    >>> canonical_url("https://[::1]:0443"), canonical_url("http://a.example:8080/x?y=1")
    ('https://[::1]/', 'http://a.example:8080/x?y=1')
    >>> canonical_url("http://127.1/%61c%74%2f"), canonical_url("http://[::ffff:7f00:1]/")
    ('http://127.0.0.1/act%2F', 'http://127.0.0.1/')
    >>> canonical_url("http://a.example/x/%2E%2e/./act"), canonical_url("http://a.example/../act/.")
    ('http://a.example/act', 'http://a.example/act/')
    >>> canonical_url("http://u@a.example:/act?"), canonical_url("HTTP://a.example/act?x=%2f%41")
    ('http://a.example/act', 'http://a.example/act?x=%2FA')
    """
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:  # unchecked and unusable: it stays what it is
        return url
    if bracket_problem(parts.netloc) is not None:  # "[v1.x]" would be spelt "v1.x", another host's name
        return url
    scheme = parts.scheme.lower()
    host = request_host(parts.hostname or "")
    host = f"[{host}]" if ":" in host else host
    if port is not None and port != {"http": 80, "https": 443}.get(scheme):
        host = f"{host}:{port}"
    return f"{scheme}://{host}{request_target(parts.path, parts.query)}"


def request_host(hostname: str) -> str:
    """The host (as urlsplit gives it) that :func:`canonical_url` writes and :func:`post` names in Host and TLS."""
    return _canonical_host(hostname.removesuffix("."))  # a trailing dot names the same host


def request_target(path: str, query: str) -> str:
    """The path and query a request line carries, spelt as :func:`canonical_url` spells them
    (:func:`post` sends this, so one canonical form is one request).

    >>> request_target("/a/b/c/./../../g", ""), request_target("/a//../b", "q=%7e"), request_target("", "")
    ('/a/g', '/a/b?q=~', '/')
    """
    path = _without_dot_segments(_ESCAPE.sub(_unescaped, path or "/"))
    query = _ESCAPE.sub(_unescaped, query)
    return path + (f"?{query}" if query else "")


def _without_dot_segments(path: str) -> str:
    """``path`` with its "." and ".." segments resolved as RFC 3986 section 5.2.4 does ("/.." stays at the root).

    >>> [_without_dot_segments(p) for p in ("/x/../act", "/act/.", "/..", "//act", "/a/.b/..c")]
    ['/act', '/act/', '/', '//act', '/a/.b/..c']
    """
    if not path.startswith("/"):  # only a URL without a host, refused anyway, has a relative path
        return path
    # An empty segment ("//act") is kept: RFC 3986 names another resource, and http.client sends it as is.
    segments = path.split("/")[1:]
    kept: list[str] = []
    for i, segment in enumerate(segments):
        if segment == "..":
            if kept:
                kept.pop()
        elif segment != ".":
            kept.append(segment)
        if segment in (".", "..") and i == len(segments) - 1:
            kept.append("")  # "/act/." is "/act/": the last dot segment leaves its slash
    return "/" + "/".join(kept)


_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")
_BARE_PERCENT = re.compile(r"%(?![0-9A-Fa-f]{2})")
_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
_IPV4_SHORT = re.compile(r"[0-9][0-9a-fx.]*")  # what inet_aton may read: 127.1, 0x7f.1, 2130706433


def _unescaped(m: re.Match[str]) -> str:
    """An escape of an unreserved character is that character; any other keeps its escape, in upper case."""
    char = chr(int(m.group(1), 16))
    return char if char in _UNRESERVED else "%" + m.group(1).upper()


def _canonical_host(host: str) -> str:
    """An IP literal as ipaddress writes it (IPv4 for a mapped IPv6 address, and IPv4 in any form the
    resolver reads as one, as getaddrinfo does); any other host as it is."""
    if _IPV4_SHORT.fullmatch(host):
        try:
            host = socket.inet_ntoa(socket.inet_aton(host))
        except OSError:
            return host
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host
    mapped = ip.ipv4_mapped if isinstance(ip, ipaddress.IPv6Address) else None
    return str(mapped or ip)


class TransportError(Exception):
    """The exchange failed (connection, HTTP status, size, encoding). ``retryable`` says if once more may help."""

    outcome = "transport"

    def __init__(self, message: str, retryable: bool = False) -> None:
        super().__init__(message)
        self.retryable = retryable


class Timeout(TransportError):
    """No complete reply before the decision's deadline."""

    outcome = "timeout"


class RateLimited(TransportError):
    """A provider said "not now" to the arena's key (HTTP 429, or 503 with ``Retry-After``, or a throttling error).

    Not the seat's fault, so only provider seats raise it (:func:`post`'s ``provider``):
    :func:`with_retries` waits and asks again inside the decision's deadline. ``retry_after`` is
    the provider's advice in seconds (None when it gave none).
    """

    outcome = "rateLimited"

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message, retryable=True)
        self.retry_after = retry_after


RETRY_AFTER_LIMIT = 3600.0  # seconds: longer advice is read as this (the deadline bounds the wait anyway)


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """A ``Retry-After`` header as seconds from now, bounded; None when absent or unreadable.

    >>> retry_after_seconds("2"), retry_after_seconds("1e9"), retry_after_seconds("-1"), retry_after_seconds(None)
    (2.0, None, None, None)
    >>> retry_after_seconds("Thu, 01 Jan 1970 00:00:10 GMT", now=4.0), retry_after_seconds("99999999")
    (6.0, 3600.0)
    """
    if value is None:
        return None
    text = value.strip()[:64]
    if _ASCII_DIGITS.fullmatch(text):
        return min(float(int(text)), RETRY_AFTER_LIMIT)
    try:
        from email.utils import parsedate_to_datetime

        when = parsedate_to_datetime(text).timestamp()
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    current = time.time() if now is None else now
    return min(max(when - current, 0.0), RETRY_AFTER_LIMIT)


def _remaining(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise Timeout("the decision's deadline passed")
    return left


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        return False


def resolve(host: str, port: int, deadline: float) -> list[tuple[Any, ...]]:
    """getaddrinfo bounded by ``deadline``: the resolver ignores socket timeouts, so it runs in a
    daemon thread that is abandoned (not waited for) when the deadline passes."""
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            flags = socket.AI_NUMERICHOST if _is_ip(host) else 0
            box["ok"] = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=flags)
        except Exception as exc:  # gaierror, or the IDNA codec's UnicodeError for an empty or long label
            box["error"] = exc

    if _is_ip(host):
        work()  # a literal address needs no resolver
    else:
        worker = threading.Thread(target=work, name=f"resolve {host}", daemon=True)
        worker.start()
        worker.join(_remaining(deadline))
        if worker.is_alive():
            raise Timeout(f"resolving {host} did not finish before the decision's deadline")
    if "ok" not in box:
        error = box.get("error")
        raise TransportError(f"cannot resolve {host}: {error}", retryable=isinstance(error, OSError))
    return box["ok"]


def connect(host: str, port: int, deadline: float, public_only: bool = False) -> socket.socket:
    """A TCP connection to ``host:port`` made before ``deadline``, or a TransportError saying why not.
    With ``public_only`` only the public addresses the name resolves to are tried (the address
    checked is the one connected to, so a name that re-resolves elsewhere cannot slip past)."""
    refused: OSError | None = None
    last: OSError | None = None
    found = resolve(host, port, deadline)
    if public_only:
        kinds = [addresses.address_kind(str(entry[4][0])) for entry in found]
        if found and all(kinds):
            raise TransportError(
                f"{host} resolves only to {kinds[0]} addresses, which this arena does not call "
                f"({addresses.POLICY_ENV}=public)"
            )
        found = [entry for entry, kind in zip(found, kinds) if kind is None]
    for family, kind, proto, _, address in found:
        sock = socket.socket(family, kind, proto)
        try:
            sock.settimeout(_remaining(deadline))
            sock.connect(address)
            return sock
        except socket.timeout:
            sock.close()
            raise Timeout(f"connecting to {host}:{port} did not finish before the decision's deadline") from None
        except ConnectionRefusedError as exc:
            sock.close()
            refused = exc
        except OSError as exc:
            sock.close()
            last = exc
        except BaseException:
            sock.close()
            raise
    if refused is not None:
        raise TransportError(f"connection refused to {host}:{port}", retryable=True)
    why = (last.strerror or str(last)) if last is not None else "no address"
    raise TransportError(f"cannot connect to {host}:{port} ({why})", retryable=True)


class _Watchdog:
    """Shuts a connection's socket down at the deadline, so whatever recv or send is blocked
    ends at once (http.client re-arms the socket timeout for every read, so a server dripping
    one byte per second would otherwise never time out)."""

    def __init__(self, deadline: float) -> None:
        self.fired = False
        self._lock = threading.Lock()
        self._socks: list[socket.socket] = []
        self._done = False
        self._timer = threading.Timer(max(deadline - time.monotonic(), 0.0), self._fire)
        self._timer.daemon = True
        self._timer.start()

    def watch(self, sock: socket.socket) -> None:
        # A duplicate descriptor names the same socket: shutting it down stops the TLS wrapper too.
        with self._lock:
            if self._done:
                return
            self._socks.append(sock.dup())
            if self.fired:
                self._shutdown()

    def _shutdown(self) -> None:
        for sock in self._socks:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def _fire(self) -> None:
        with self._lock:
            if self._done:
                return
            self.fired = True
            self._shutdown()

    def close(self) -> None:
        self._timer.cancel()
        with self._lock:
            self._done = True
            for sock in self._socks:
                sock.close()
            self._socks.clear()


class _Response(http.client.HTTPResponse):
    """http.client passes over 100 Continue only: another interim answer (102 Processing, 103 Early
    Hints) would be taken for the final one, with an empty body. This skips every interim answer
    but 101 (the deadline's watchdog bounds how many a server may send)."""

    def _read_status(self) -> tuple[str, int, str]:
        while True:
            version, status, reason = super()._read_status()  # type: ignore[misc]
            if not 100 <= status < 200 or status == 101:
                return version, status, reason
            http.client.parse_headers(self.fp)  # an interim answer's fields are not ours to act on


_ASCII_DIGITS = re.compile(r"[0-9]{1,19}")
_HEADER_VALUE = re.compile(r"[\t\x20-\x7e]*")  # printable ASCII, spaces and tabs


def _target(url: str) -> tuple[Any, str, int]:
    """(split URL, host, port) of an http(s) URL, or a TransportError."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise TransportError(f"not an http(s) URL: {quoted(without_credentials(url)[:80])}") from None
    if parts.scheme not in ("http", "https") or not parts.hostname or bracket_problem(parts.netloc) is not None:
        raise TransportError(f"not an http(s) URL: {quoted(without_credentials(url)[:80])}")
    return parts, parts.hostname, port or (443 if parts.scheme == "https" else 80)


def _check_headers(headers: dict[str, str]) -> None:
    for name, value in headers.items():
        # http.client would refuse a line break with the value in its message, and send a NUL or a
        # non-ASCII letter as is: the value may be a key, so it never enters an error.
        if not _HEADER_VALUE.fullmatch(value):
            raise TransportError(f"the {name[:40]} header holds characters HTTP does not allow (value not shown)")


def post(
    url: str,
    body: bytes,
    headers: dict[str, str],
    deadline: float,
    limit: int = REPLY_LIMIT,
    public_only: bool = False,
    provider: bool = False,
) -> bytes:
    """POST ``body`` to ``url``; return the reply body. The whole exchange (resolve, connect,
    send, status line, headers, chunk sizes, body) ends by ``deadline`` (a ``time.monotonic()``
    value): a watchdog shuts the socket down then, and every read is also armed with what is left.
    ``public_only``: connect to public addresses only (:mod:`cosino_runtime.seats.addresses`).
    ``provider``: the other end is a model provider called with the arena's key, so its 429 (or 503
    with ``Retry-After``) is :class:`RateLimited`; from any other server it is a retryable
    TransportError, that server's own failure."""
    parts, host, port = _target(url)
    _check_headers(headers)
    _remaining(deadline)
    dog = _Watchdog(deadline)
    canonical_host = request_host(host)
    # An address in any spelling ("127.1", "127.0.0.1.") is the address canonical_url names; a name resolves as written.
    address_or_name = canonical_host if _is_ip(canonical_host) else host

    def create_connection(address: Any, timeout: Any = None, source_address: Any = None) -> socket.socket:
        sock = connect(address_or_name, port, deadline, public_only)
        dog.watch(sock)
        return sock

    cls = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    # The canonical host and target, so two URLs with one canonical form send one request (Host, TLS name, path).
    conn = cls(canonical_host, port, timeout=_remaining(deadline))
    conn._create_connection = create_connection  # type: ignore[attr-defined]
    conn.response_class = _Response
    path = request_target(parts.path, parts.query)
    try:
        conn.request("POST", path, body=body, headers={"Content-Type": "application/json", **headers})
        if conn.sock is not None:
            conn.sock.settimeout(_remaining(deadline))
        response = conn.getresponse()
        retry_after = response.getheader("Retry-After")
        length = response.getheader("Content-Length")
        if length is not None and _ASCII_DIGITS.fullmatch(length.strip()) and int(length) > limit:
            raise TransportError(f"reply of {length.strip()} bytes exceeds the {limit}-byte limit")
        chunks: list[bytes] = []
        size = 0
        while True:
            if conn.sock is not None:
                conn.sock.settimeout(_remaining(deadline))
            chunk = response.read1(16384)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                raise TransportError(f"reply exceeds the {limit}-byte limit")
            chunks.append(chunk)
        status = response.status
        # http.client's read1 ends quietly when the peer closes before Content-Length bytes came
        # (only the chunked reader raises): what is left to read says whether the reply was cut.
        missing = response.length or 0
    except TransportError:
        raise
    except socket.timeout:
        raise Timeout("no complete reply before the decision's deadline") from None
    except (http.client.HTTPException, OSError, ValueError) as exc:
        if dog.fired:  # the watchdog cut the socket: whatever the read saw, it is the deadline
            raise Timeout("no complete reply before the decision's deadline") from None
        raise TransportError(f"{type(exc).__name__}: {str(exc)[:160]}", retryable=True) from None
    finally:
        dog.close()
        conn.close()
    if dog.fired:  # a cut socket reads as a clean end of body: never take a partial reply
        raise Timeout("no complete reply before the decision's deadline")
    if missing > 0:  # a cut reply is no answer: its prefix may read as another action or amount
        raise TransportError(f"the connection closed {missing} bytes before the end of the reply", retryable=True)
    _check_status(status, retry_after, provider)
    return b"".join(chunks)


def _check_status(status: int, retry_after: str | None, provider: bool) -> None:
    """Nothing for a 2xx answer; else the error it is (see :func:`post`'s ``provider``)."""
    # Only a throttled arena key is the arena's failure: a competitor's server saying 429 fails on its own.
    advice = retry_after_seconds(retry_after) if provider and status in (429, 503) else None
    if provider and (status == 429 or advice is not None):
        raise RateLimited(f"HTTP {status} (rate limited)", advice)
    if status >= 500 or status == 429:
        raise TransportError(f"HTTP {status}", retryable=True)
    if status >= 300 or status < 200:  # a redirect is not followed; 101 switches to a protocol never asked for
        raise TransportError(f"HTTP {status}")


RATE_RETRY_LIMIT = 16  # rate-limited answers retried per decision at most
BACKOFF_BASE = 0.25  # seconds: the first wait after a rate-limited answer without advice
BACKOFF_CAP = 8.0  # seconds: the longest wait of our own choosing


def jitter() -> float:
    """A fraction in [0, 1) from the clock (never the decision's Rng: a wait must not reach a replay)."""
    digest = hashlib.blake2b(time.perf_counter_ns().to_bytes(16, "little"), digest_size=4).digest()
    return int.from_bytes(digest, "little") / 2**32


def backoff(throttled: int, advice: float | None) -> float:
    """Seconds to wait after the ``throttled``-th rate-limited answer: the provider's advice plus up to
    a quarter more, else exponential backoff with full jitter.

    >>> 2.0 <= backoff(1, 2.0) < 2.5, 0 <= backoff(3, None) < 1.0
    (True, True)
    """
    if advice is not None:
        return advice * (1 + jitter() / 4)
    return min(BACKOFF_CAP, BACKOFF_BASE * 2 ** (throttled - 1)) * jitter()


def with_retries(
    call: Callable[[], Any], deadline: float, sleep: Callable[[float], None] = time.sleep
) -> tuple[Any, int, int]:
    """Run ``call`` until it answers, within ``deadline``. Returns (result, attempts, throttled).

    A rate-limited answer (:class:`RateLimited`) is waited out (its ``Retry-After``, or backoff
    with jitter) and asked again while the wait fits in the deadline; when it does not, the
    error is raised at once. Any other retryable transport error is retried once, as before.
    A final failure carries ``attempts`` and ``throttled`` too.
    """
    attempts = throttled = own_retries = 0
    while True:
        attempts += 1
        try:
            return call(), attempts, throttled
        except TransportError as exc:
            exc.attempts, exc.throttled = attempts, throttled  # type: ignore[attr-defined]
            left = deadline - time.monotonic()
            if isinstance(exc, RateLimited):
                throttled += 1
                exc.throttled = throttled  # type: ignore[attr-defined]
                wait = backoff(throttled, exc.retry_after)
                if throttled > RATE_RETRY_LIMIT or wait > left - RETRY_MARGIN:
                    raise
                sleep(wait)
                continue
            if not exc.retryable or own_retries >= 1 or left < RETRY_MARGIN:
                raise
            own_retries += 1


def with_one_retry(call: Callable[[], Any], deadline: float) -> tuple[Any, int]:
    """:func:`with_retries` without the throttle count (result, attempts)."""
    result, attempts, _ = with_retries(call, deadline)
    return result, attempts


def transport_marker(exc: TransportError) -> Marker:
    """What a seat answers when its call failed; the episode records it and falls back."""
    return marker(exc.outcome, str(exc))


def call_info(
    outcome: str = "ok",
    parse: str = "direct",
    snapped: bool = False,
    attempts: int = 1,
    input_tokens: int | None = None,
    output_tokens: int | None = None,
    reason: str | None = None,
    throttled: int = 0,
) -> dict[str, Any]:
    """The per-decision facts a seat leaves in ``seat.call`` for the reliability log."""
    return {
        "outcome": outcome,
        "parse": parse,
        "snapped": snapped,
        "attempts": attempts,
        "throttled": throttled,
        "input_tokens": input_tokens,
        "output_tokens": output_tokens,
        "reason": reason,
    }


def failed_call(exc: TransportError) -> dict[str, Any]:
    """``call_info`` for a decision whose call failed with ``exc`` (as :func:`with_retries` left it)."""
    return call_info(
        outcome=exc.outcome,
        parse="none",
        attempts=getattr(exc, "attempts", 1),
        reason=str(exc)[:200],
        throttled=getattr(exc, "throttled", 0),
    )
