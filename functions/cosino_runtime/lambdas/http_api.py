"""Lambda ``api`` (HTTP API, payload format 2.0): parse the event, call ``cosino_runtime.api.routes``.

Mutating routes use IAM authorisation at API Gateway (SigV4); the handler checks again that
the request context carries an IAM identity before it creates anything.
"""

from __future__ import annotations

import base64
import gzip
import json
import threading
from collections import OrderedDict
from typing import Any

from aws_lambda_powertools.logging import correlation_paths
from aws_lambda_powertools.metrics import EphemeralMetrics

from cosino.primitives.errors import printable
from cosino_runtime.api.routes import MAX_BODY, Api
from cosino_runtime.lambdas.environment import Runtime, runtime
from cosino_runtime.lambdas.observed import lambda_handler, observed

# Ephemeral: Metrics share one class-wide set, and cosino serve --aws-local runs this beside the
# step handler in other threads; this function's metrics stay its own.
obs = observed("api", EphemeralMetrics(namespace="Cosino", service="api"))


# Lambda hands back at most 6 MB (the whole JSON envelope); a larger reply never reaches the caller
# and counts as a function error. Replays at the API's limits are larger (8.2 MB for 1000 hands of
# hearts) but compress about tenfold, so a body over COMPRESS_OVER goes gzipped to a caller that
# takes gzip, and one that still does not fit is refused with a line saying so.
MAX_REPLY = 6 * 1024 * 1024 - 64 * 1024  # bytes of body as sent (base64 included), room for the rest
COMPRESS_OVER = 1024 * 1024


def _takes_gzip(accept_encoding: str) -> bool:
    """Whether an Accept-Encoding value admits gzip (named or ``*``, with a q above 0)."""
    for item in accept_encoding.split(",")[:32]:
        name, *params = (part.strip() for part in item.split(";"))
        if name.lower() in ("gzip", "*"):
            q = next((v for k, _, v in (p.partition("=") for p in params) if k.strip().lower() == "q"), "1")
            try:
                return float(q) > 0
            except ValueError:
                return False
    return False


# What sending a large body costs to work out (its escaped length, its gzip: about 0.2 s for 8 MB here,
# more on a function's share of a CPU), kept for the last few bodies. The kept replies of the read routes
# (api.replies) hand back the same bytes object for every repeat of a read, so an anonymous reader looping
# on a large final replay is answered without compressing it again (until session 35 each request did).
SENDING_KEPT = 4
SENDING_MAX_BYTES = 32 * 1024 * 1024  # of bodies kept alive here (the reply cache's own budget): no more memory than it
_SENDING: OrderedDict[tuple[int, bool], tuple[bytes, int, str | None]] = OrderedDict()
_SENDING_LOCK = threading.Lock()


def _sending(body: bytes, text: str, binary: bool, gzip_ok: bool) -> tuple[int, str | None]:
    """(characters of ``body`` as Lambda sends it, its gzip in base64 when that is to be sent instead, else None).

    The answer for a large body is kept by the body's identity, beside a reference to the body itself,
    so no other bytes object can take its id while it is kept."""
    # Lambda sends the body inside its JSON reply, each quote, backslash, control and non-ASCII
    # character escaped (a replay's quotes alone make it a third longer): the limit holds for that.
    # A byte escapes to six characters at most, so a body under a sixth of the limit is never measured.
    small = 6 * len(body) <= MAX_REPLY
    if small and not (gzip_ok and len(body) > COMPRESS_OVER):
        return len(text), None
    key = (id(body), gzip_ok)
    with _SENDING_LOCK:
        kept = _SENDING.get(key)
        if kept is not None and kept[0] is body:
            _SENDING.move_to_end(key)
            return kept[1], kept[2]
    sent = len(text) if binary or small else len(json.dumps(text)) - 2
    packed = None
    if gzip_ok and (len(body) > COMPRESS_OVER or sent > MAX_REPLY):
        packed = base64.b64encode(gzip.compress(body, 6)).decode("ascii")
        packed = packed if len(packed) <= MAX_REPLY else None
    if len(body) <= SENDING_MAX_BYTES:
        with _SENDING_LOCK:
            _SENDING[key] = (body, sent, packed)
            _SENDING.move_to_end(key)
            while len(_SENDING) > SENDING_KEPT or sum(len(v[0]) for v in _SENDING.values()) > SENDING_MAX_BYTES:
                _SENDING.popitem(last=False)
    return sent, packed


def _reply(status: int, body: bytes, content_type: str = "application/json", gzip_ok: bool = False) -> dict[str, Any]:
    headers = {"content-type": content_type}
    try:
        text, binary = body.decode("utf-8"), False
    except UnicodeDecodeError:  # bytes that are no text (a blob put by hand) go as base64, as API Gateway takes them
        text, binary = base64.b64encode(body).decode("ascii"), True
    sent, packed = _sending(body, text, binary, gzip_ok)
    if packed is not None:
        headers["content-encoding"] = "gzip"
        return {"statusCode": status, "headers": headers, "body": packed, "isBase64Encoded": True}
    if sent > MAX_REPLY:
        obs.logger.warning("reply too large", extra={"bytes": len(body), "sent": sent, "gzip": gzip_ok})
        why = "even gzipped" if gzip_ok else "send Accept-Encoding: gzip"
        message = f"the response is {len(body)} bytes ({sent} as sent), over the {MAX_REPLY} a reply here can carry"
        message += f" ({why})"
        return _reply(500 if gzip_ok else 406, json.dumps({"error": message}).encode())
    reply = {"statusCode": status, "headers": headers, "body": text}
    return {**reply, "isBase64Encoded": True} if binary else reply


def _iam_caller(authorizer: Any) -> bool:
    """Whether API Gateway named a SigV4 caller: it fills the account and the ARN of every one, so
    an ``iam`` object without them (``{}``) proves nothing."""
    iam = getattr(authorizer, "iam", None)
    return iam is not None and bool(iam.accountId) and bool(iam.userArn)


# One Api per runtime, so its kept replies (cosino_runtime.api.replies) live as long as the container.
_APIS: dict[int, Api] = {}


def _logged_path(raw_path: str) -> str:
    """The request's path as a log line keeps it: cut, with controls, bidi marks and lone surrogates escaped.

    >>> _logged_path("/episodes/\\ud800\\u202e" + "y" * 500)[:24], len(_logged_path("y" * 500))
    ('/episodes/\\\\ud800\\\\u202eyy', 200)
    """
    return printable(raw_path[:200])


def _refused(status: int, message: str, raw_path: Any) -> dict[str, Any]:
    """A request refused before it reaches the routes (the event, the body's size or encoding),
    counted and logged as the routes' refusals are: until 2026-12-06 these went out uncounted, so a
    flood of oversized or undecodable bodies showed in no Http4xx metric and no log line."""
    obs.count(f"Http{status // 100}xx")
    path = _logged_path(raw_path) if isinstance(raw_path, str) else ""
    obs.logger.info("request refused", extra={"status": status, "path": path})
    return _reply(status, json.dumps({"error": message}).encode())


def _api(rt: Runtime) -> Api:
    api = _APIS.get(id(rt))
    if api is None or api.store is not rt.store:
        api = _APIS[id(rt)] = Api(rt.store, rt.queue)
    return api


@lambda_handler(obs, correlation_id_path=correlation_paths.API_GATEWAY_HTTP)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    # The parser (pydantic) loads on the first request, not at import: a cold start's import stays small.
    from aws_lambda_powertools.utilities.parser import ValidationError, parse
    from aws_lambda_powertools.utilities.parser.models import APIGatewayProxyEventV2Model

    try:
        request = parse(event=event, model=APIGatewayProxyEventV2Model)
    except ValidationError as exc:
        obs.logger.warning("malformed API event", extra={"error": str(exc)[:300]})
        return _refused(400, "malformed request", event.get("rawPath") if isinstance(event, dict) else None)
    raw = event.get("body")
    body: bytes | None = None
    if raw is not None:
        if len(raw) > 2 * MAX_BODY:  # refuse before decoding anything large
            return _refused(413, f"request body is over the {MAX_BODY}-byte limit", request.rawPath)
        # Each refusal names what was wrong: the base64 of a binary body, or a text body UTF-8 cannot carry.
        try:
            body = base64.b64decode(raw, validate=True) if request.isBase64Encoded else raw.encode("utf-8")
        except ValueError:
            why = "not valid base64" if request.isBase64Encoded else "not valid UTF-8 text"
            return _refused(400, f"request body is {why}", request.rawPath)
    authenticated = _iam_caller(request.requestContext.authorizer)
    # API Gateway hands the query string apart from the path; the routes read it after a '?'.
    query = request.rawQueryString or ""
    path = f"{request.rawPath}?{query}" if query else request.rawPath
    rt = runtime()
    try:
        response = _api(rt).handle(request.requestContext.http.method, path, body, authenticated)
    except Exception:  # a bug in our code, not the caller's: logged with its traceback, 500 to the caller
        obs.logger.exception("API failure", extra={"path": _logged_path(request.rawPath)})
        obs.count("Http5xx")
        return _reply(500, json.dumps({"error": "internal error"}).encode())
    accept = (request.headers or {}).get("accept-encoding", "")[:1024]
    reply = _reply(response.status, response.body, response.content_type, _takes_gzip(accept))
    status = reply["statusCode"]  # a reply too large to send is counted as what the caller gets
    obs.count(f"Http{status // 100}xx")
    if status >= 400:
        obs.logger.info("request refused", extra={"status": status, "path": _logged_path(request.rawPath)})
    return reply
