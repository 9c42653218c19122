// The page side of "Verify in your browser" and of the Hold'em equities. Where the browser has
// SharedWorker, one verifier serves every viewer page of this origin and build, and it outlives
// its last page for a while (extendedLifetime), so a reload or a move between pages finds
// Pyodide booted instead of booting it again; elsewhere each page has its own worker.

import { VERIFIER_BUILD } from "./verifier-build.js";

// A shared verifier greets each page as it connects, which it can do only when no job is running:
// one that has not within this long is busy with another page's long job, or wedged, so this page
// starts a worker of its own and sends it what the shared one has not confirmed.
const GREETING_MS = 10_000;

let worker = null; // {port, target, shared, unconfirmed}: where jobs go, and what reports a failed start
let sharedFailed = false; // after a shared verifier failed or stalled, this page uses its own
let createdAt = null; // ms since the page opened, for the verdict's timeline
let nextId = 1;
const waiting = new Map();
let onProgress = () => {};

function spawn() {
  const url = new URL("./verify-worker.js", import.meta.url);
  if (typeof SharedWorker === "function" && !sharedFailed) {
    try {
      // The build is in the name, so a page of a new build never talks to an old build's verifier.
      const shared = new SharedWorker(url, { type: "module", name: `cosino-verifier-${VERIFIER_BUILD}`, extendedLifetime: true });
      return { port: shared.port, target: shared, shared: true, unconfirmed: [] };
    } catch {
      sharedFailed = true;
    }
  }
  const own = new Worker(url, { type: "module" });
  return { port: own, target: own, shared: false, unconfirmed: null };
}

/** A message from the verifier of `record` (this page's current one: a left one's port is closed). */
function answer(record, event) {
  const msg = event.data;
  if (msg.kind === "hello") {
    clearTimeout(record.greeting);
    record.unconfirmed = null;
  } else if (msg.kind === "progress") onProgress(msg);
  else if ((msg.kind === "verdict" || msg.kind === "equity") && waiting.has(msg.id)) {
    waiting.get(msg.id)(msg);
    waiting.delete(msg.id);
  }
}

/** Leave the shared verifier `record` for a worker of this page's own, resending what it did not confirm. */
function ownWorker(record) {
  if (worker !== record) return; // already left
  const { port, unconfirmed } = record;
  sharedFailed = true;
  clearTimeout(record.greeting);
  port.onmessage = null;
  port.postMessage({ kind: "leave" }); // the shared one drops this page's queued jobs when it can
  port.close();
  worker = null;
  for (const message of unconfirmed || []) post(message);
}

function getWorker() {
  if (worker) return worker;
  const record = (worker = spawn());
  createdAt = performance.now();
  record.port.onmessage = (event) => answer(record, event);
  if (record.shared) record.greeting = setTimeout(() => ownWorker(record), GREETING_MS);
  record.target.onerror = (event) => {
    if (worker !== record) return; // a worker this page has already left
    if (record.shared) return ownWorker(record); // it could not start: this page's own worker takes over
    const message = `the verifier failed: ${event.message || "worker error"}`;
    for (const resolve of waiting.values()) resolve({ status: "error", message, error: message });
    waiting.clear();
    worker = null;
  };
  // A page that goes takes its queued jobs with it, so the next page's verification is not kept waiting.
  addEventListener("pagehide", (event) => event.persisted || record.port.postMessage({ kind: "leave" }));
  return record;
}

function post(message) {
  const target = getWorker();
  if (target.unconfirmed) target.unconfirmed.push(message);
  target.port.postMessage(message);
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
  post({ kind: "boot", wheelUrl, snapshotUrl, imageBytes: build.snapshotImageBytes || null });
}

function ask(message) {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    post({ id, ...message });
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
