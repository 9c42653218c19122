// A module worker that boots Pyodide (copied beside the site, never from a CDN), unpacks the
// core wheel and runs cosino.arena.replay.verify on the bytes it is sent. Keeping Pyodide in a
// worker leaves the page responsive and lets a second verification reuse the warm interpreter.

import { loadPyodide, version } from "../pyodide/pyodide.mjs";

let ready = null;
const timing = { boot: null, bootSeconds: null };
// A memory snapshot of Pyodide with the wheel imported, made by the first boot in this browser and
// keyed by the Pyodide version and the wheel's SHA-256, so a later page boots in a fraction of the time.
const SNAPSHOTS = "cosino-pyodide-snapshot";
const IMPORT_ALL = `
import importlib, pkgutil, cosino
for _m in pkgutil.walk_packages(cosino.__path__, "cosino."):
    importlib.import_module(_m.name)
`;

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

async function snapshotUrl(wheel) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", wheel));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  return new URL(`../pyodide-snapshot/${version}-${hex}.bin`, import.meta.url).href;
}

// This browser's snapshot, else the one `make web` built beside the site (same key), else null.
async function readSnapshot(key) {
  try {
    const hit = await (await caches.open(SNAPSHOTS)).match(key);
    if (hit) return new Uint8Array(await hit.arrayBuffer());
  } catch {
    // no Cache Storage here (an insecure origin): try the site's copy
  }
  try {
    const response = await fetch(key);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** Keep only the snapshot under `key` (none when `bytes` is null). */
async function storeSnapshot(key, bytes) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    for (const old of await cache.keys()) if (old.url !== key || !bytes) await cache.delete(old);
    if (bytes) await cache.put(key, new Response(bytes));
  } catch {
    // a full disk or a private window: the next page boots the long way
  }
}

async function boot(wheelUrl) {
  progress("loading Pyodide", 1);
  const indexURL = new URL("../pyodide/", import.meta.url).href;
  const response = await fetch(wheelUrl);
  if (!response.ok) throw new Error(`cannot fetch the core wheel ${wheelUrl}: HTTP ${response.status}`);
  const wheel = new Uint8Array(await response.arrayBuffer());
  const key = await snapshotUrl(wheel);
  const snapshot = await readSnapshot(key);
  if (snapshot) {
    try {
      const started = performance.now();
      const pyodide = await loadPyodide({ indexURL, _loadSnapshot: snapshot });
      pyodide.unpackArchive(wheel, "wheel"); // the files too: the snapshot holds memory only
      Object.assign(timing, { boot: "snapshot", bootSeconds: (performance.now() - started) / 1000 });
      return pyodide;
    } catch {
      await storeSnapshot(key, null); // an unusable snapshot: drop it and boot the long way
    }
  }
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
  progress("installing the core wheel", 2);
  pyodide.unpackArchive(wheel, "wheel");
  pyodide.runPython(VERIFY_PY);
  pyodide.runPython(IMPORT_ALL);
  storeSnapshot(key, pyodide.makeMemorySnapshot()); // before any proxy is handed out
  Object.assign(timing, { boot: "full", bootSeconds: (performance.now() - started) / 1000 });
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
    Object.assign(out, timing);
    progress("done", 4);
    self.postMessage({ kind: "verdict", id, ...out });
  } catch (err) {
    self.postMessage({ kind: "verdict", id, status: "error", message: String(err && err.message ? err.message : err) });
  }
};
