// The page side of "Verify in your browser" and of the Hold'em equities: one worker per page,
// reused for every replay.

let worker = null;
let createdAt = null; // ms since the page opened, for the verdict's timeline
let nextId = 1;
const waiting = new Map();
let onProgress = () => {};

function getWorker() {
  if (worker) return worker;
  worker = new Worker(new URL("./verify-worker.js", import.meta.url), { type: "module" });
  createdAt = performance.now();
  worker.onmessage = (event) => {
    const msg = event.data;
    if (msg.kind === "progress") onProgress(msg);
    else if ((msg.kind === "verdict" || msg.kind === "equity") && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg);
      waiting.delete(msg.id);
    }
  };
  worker.onerror = (event) => {
    const message = `the verifier failed: ${event.message || "worker error"}`;
    for (const resolve of waiting.values()) resolve({ status: "error", message, error: message });
    waiting.clear();
    worker = null;
  };
  return worker;
}

/** Load the worker's module (and Pyodide's loader) while the page is still reading build.json;
 * returns when the worker was created (ms since the page opened). */
export function startVerifier() {
  getWorker();
  return createdAt;
}

/** Start booting Pyodide and the wheel of `build` (build.json) now, reading the snapshot it names
 * meanwhile, so the first verification does not wait for it. */
export function bootVerifier(build) {
  const absolute = (url) => (url ? new URL(url, document.baseURI).href : null);
  const [wheelUrl, snapshotUrl] = [absolute(build.wheel), absolute(build.snapshot)];
  getWorker().postMessage({ kind: "boot", wheelUrl, snapshotUrl, imageBytes: build.snapshotImageBytes || null });
}

function ask(message) {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    getWorker().postMessage({ id, ...message });
  });
}

/** Verify replay bytes (and results bytes, if given) in Pyodide; resolves to the verdict object. */
export function verifyInBrowser(wheelUrl, replayBytes, resultsBytes, progress, manifestBytes) {
  onProgress = progress || (() => {});
  // Copies are sent so the page keeps its own bytes.
  return ask({
    kind: "verify",
    wheelUrl: new URL(wheelUrl, document.baseURI).href,
    replay: new Uint8Array(replayBytes),
    results: resultsBytes ? new Uint8Array(resultsBytes) : null,
    manifest: manifestBytes ? new Uint8Array(manifestBytes) : null,
  });
}

/** Each live seat's equity at each street of hand `hand` (its number in the replay) of a final Hold'em replay. */
export function equityInBrowser(wheelUrl, replayBytes, hand) {
  return ask({ kind: "equity", wheelUrl: new URL(wheelUrl, document.baseURI).href, replay: new Uint8Array(replayBytes), hand });
}
