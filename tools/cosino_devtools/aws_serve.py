"""``cosino serve --aws-local``: the Lambda handlers behind the HTTP front, on a moto stack in this process.

HTTP requests become API Gateway events for the ``api`` handler, a pump feeds the FIFO queues to
the ``step`` and ``finalize`` handlers, and a timer calls the scheduled ``league`` and ``sweeper``
handlers. It lives with the moto harness, outside the Lambda bundle, so the HTTP package never
imports the Lambda entry points.
"""

from __future__ import annotations

import base64
import threading
from typing import Any, Callable

from cosino_devtools import awslocal
from cosino_devtools.awslocal import api_gateway_event
from cosino_runtime.api.front import Front, Served, every, log
from cosino_runtime.api.routes import Response
from cosino_runtime.lambdas import environment as handler_env
from cosino_runtime.lambdas import http_api as api_handler
from cosino_runtime.lambdas import league_schedule as league
from cosino_runtime.lambdas import sweeper


def start_aws_local(front: Front) -> Served:
    """Start moto, provision the stack, and serve the ``api`` handler on ``front``."""
    stop = front.stop
    server, endpoint = awslocal.start_moto()
    stack = awslocal.provision(endpoint)
    env = awslocal.environment(stack.env()).__enter__()
    handler_env.runtime()  # build the clients once, before threads race to make them
    # One lock per function, as one Lambda container runs one invocation at a time: the API never
    # waits for a step (which waits on a seat). The pump's step and finalize handlers, and the
    # scheduled ones, share the other lock because they share powertools' class-wide metrics.
    api_lock = threading.Lock()
    invoke_lock = threading.Lock()
    pump = awslocal.Pump(stack)

    def invoke(handler: Callable[[dict[str, Any], Any], Any], event: dict[str, Any]) -> Any:
        with invoke_lock:
            return handler(event, awslocal.FakeContext())

    def dispatch(method: str, path: str, body: bytes | None, ok: bool, accept_encoding: str) -> Response:
        event = api_gateway_event(method, path, body, ok, {"accept-encoding": accept_encoding})
        with api_lock:
            out = api_handler.handler(event, awslocal.FakeContext())
        return gateway_response(out)

    def pump_loop() -> None:
        while not stop.is_set():
            try:
                with invoke_lock:
                    handled = pump.poll()
            except Exception:
                log.exception("pump failed")
                handled = 0
            if not handled:
                stop.wait(0.05)

    def scheduled() -> None:
        invoke(sweeper.handler, awslocal.scheduled_event("cosino-sweeper"))
        invoke(league.handler, awslocal.scheduled_event("cosino-league"))

    pump_thread = threading.Thread(target=pump_loop, name="cosino-pump", daemon=True)
    pump_thread.start()
    every(front.tick, stop, scheduled, "cosino-schedule")
    stops = [lambda: pump_thread.join(timeout=10), server.stop, lambda: env.__exit__(None, None, None)]
    return front.open(dispatch, "aws-local", stops, stack)


def gateway_response(out: dict[str, Any]) -> Response:
    """What API Gateway sends for a handler's reply: a base64 body decoded to its bytes, its
    Content-Encoding passed on (a big reply is gzipped by the handler, not by the gateway)."""
    headers = out["headers"]
    body = base64.b64decode(out["body"]) if out.get("isBase64Encoded") else out["body"].encode("utf-8")
    return Response(out["statusCode"], body, headers["content-type"], headers.get("content-encoding"))
