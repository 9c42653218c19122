"""Lambda ``api`` (HTTP API, payload format 2.0): parse the event, call ``cosino_runtime.api.routes``.

Mutating routes use IAM authorisation at API Gateway (SigV4); the handler checks again that
the request context carries an IAM identity before it creates anything.
"""

from __future__ import annotations

import base64
import json
from typing import Any

from aws_lambda_powertools.logging import correlation_paths
from aws_lambda_powertools.metrics import EphemeralMetrics

from cosino_runtime.api.routes import MAX_BODY, Api
from cosino_runtime.lambdas.environment import runtime
from cosino_runtime.lambdas.observed import lambda_handler, observed

# Ephemeral: Metrics share one class-wide set, and cosino serve --aws-local runs this beside the
# step handler in other threads; this function's metrics stay its own.
obs = observed("api", EphemeralMetrics(namespace="Cosino", service="api"))


def _reply(status: int, body: bytes, content_type: str = "application/json") -> dict[str, Any]:
    return {"statusCode": status, "headers": {"content-type": content_type}, "body": body.decode("utf-8")}


@lambda_handler(obs, correlation_id_path=correlation_paths.API_GATEWAY_HTTP)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    # The parser (pydantic) loads on the first request, not at import: a cold start's import stays small.
    from aws_lambda_powertools.utilities.parser import ValidationError, parse
    from aws_lambda_powertools.utilities.parser.models import APIGatewayProxyEventV2Model

    try:
        request = parse(event=event, model=APIGatewayProxyEventV2Model)
    except ValidationError as exc:
        obs.logger.warning("malformed API event", extra={"error": str(exc)[:300]})
        return _reply(400, json.dumps({"error": "malformed request"}).encode())
    raw = event.get("body")
    body: bytes | None = None
    if raw is not None:
        if len(raw) > 2 * MAX_BODY:  # refuse before decoding anything large
            return _reply(413, json.dumps({"error": f"request body is over the {MAX_BODY}-byte limit"}).encode())
        try:
            body = base64.b64decode(raw, validate=True) if request.isBase64Encoded else raw.encode("utf-8")
        except ValueError:
            return _reply(400, json.dumps({"error": "request body is not valid base64"}).encode())
    authorizer = request.requestContext.authorizer
    authenticated = authorizer is not None and authorizer.iam is not None
    rt = runtime()
    try:
        response = Api(rt.store, rt.queue).handle(
            request.requestContext.http.method, request.rawPath, body, authenticated
        )
    except Exception:  # a bug in our code, not the caller's: logged with its traceback, 500 to the caller
        obs.logger.exception("API failure", extra={"path": request.rawPath[:200]})
        obs.count("Http5xx")
        return _reply(500, json.dumps({"error": "internal error"}).encode())
    obs.count(f"Http{response.status // 100}xx")
    if response.status >= 400:
        obs.logger.info("request refused", extra={"status": response.status, "path": request.rawPath})
    return _reply(response.status, response.body, response.content_type)
