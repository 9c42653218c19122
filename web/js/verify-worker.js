// A module worker that boots Pyodide (copied beside the site, never from a CDN), unpacks the
// core wheel and runs cosino.arena.replay.verify on the bytes it is sent. Keeping Pyodide in a
// worker leaves the page responsive and lets a second verification reuse the warm interpreter.

import { loadPyodide } from "../pyodide/pyodide.mjs";

let ready = null;

const VERIFY_PY = `
import json
from cosino.primitives.canonical import sha256_hex
from cosino.primitives.errors import CosinoError
from cosino.arena.manifest import read_manifest
from cosino.arena.replay import verify

def _bytes_or_none(value):
    # A JS null or undefined arrives as None or as a JsNull proxy, depending on the Pyodide version.
    return bytes(value.to_py()) if value is not None and hasattr(value, "to_py") else None

def _cosino_verify(replay_js, results_js, manifest_js):
    replay = _bytes_or_none(replay_js)
    results = _bytes_or_none(results_js)
    manifest_bytes = _bytes_or_none(manifest_js)
    out = {"replaySha256": sha256_hex(replay),
           "resultsSha256": sha256_hex(results) if results is not None else None,
           "manifestUsed": manifest_bytes is not None}
    try:
        manifest = read_manifest(manifest_bytes, "manifest") if manifest_bytes is not None else None
        verdict = verify(replay, results, name="replay", results_name="results", manifest=manifest)
    except CosinoError as exc:
        out.update(status="invalid", message=str(exc))
        return json.dumps(out)
    out.update(status=verdict.kind, message=verdict.message, episode=verdict.episode,
               recomputedSha256=verdict.digest or None,
               recomputed=verdict.results.decode("utf-8") if verdict.results else None)
    return json.dumps(out)
`;

function progress(stage, step) {
  self.postMessage({ kind: "progress", stage, step, steps: 4 });
}

async function boot(wheelUrl) {
  progress("loading Pyodide", 1);
  const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
  progress("installing the core wheel", 2);
  const response = await fetch(wheelUrl);
  if (!response.ok) throw new Error(`cannot fetch the core wheel ${wheelUrl}: HTTP ${response.status}`);
  pyodide.unpackArchive(new Uint8Array(await response.arrayBuffer()), "wheel");
  pyodide.runPython(VERIFY_PY);
  return pyodide;
}

self.onmessage = async (event) => {
  const { id, wheelUrl, replay, results, manifest } = event.data;
  if (event.data.kind === "boot") {
    // Booted ahead of any verification; a failure here is retried by the first real request.
    if (!ready) {
      ready = boot(wheelUrl);
      ready.catch(() => (ready = null));
    }
    return;
  }
  const started = performance.now();
  try {
    if (!ready) ready = boot(wheelUrl);
    let pyodide;
    try {
      pyodide = await ready;
    } catch (err) {
      ready = null; // a failed boot may be retried
      throw err;
    }
    progress("re-running the episode and recomputing results", 3);
    const fn = pyodide.globals.get("_cosino_verify");
    const text = fn(replay, results ?? undefined, manifest ?? undefined);
    fn.destroy();
    const out = JSON.parse(text);
    out.seconds = (performance.now() - started) / 1000;
    progress("done", 4);
    self.postMessage({ kind: "verdict", id, ...out });
  } catch (err) {
    self.postMessage({ kind: "verdict", id, status: "error", message: String(err && err.message ? err.message : err) });
  }
};
