// A module worker that boots Pyodide (copied beside the site, never from a CDN), unpacks the
// core wheel and runs cosino.arena.replay.verify on the bytes it is sent. Keeping Pyodide in a
// worker leaves the page responsive and lets a second verification reuse the warm interpreter.
// Started as a SharedWorker (js/verify.js), it serves every page of its build, each on its own port.

import { loadPyodide, version } from "../pyodide/pyodide.mjs";
import { LIMITS } from "./limits.js";

let ready = null;
const SHARED = typeof SharedWorkerGlobalScope === "function" && self instanceof SharedWorkerGlobalScope;
const timing = { boot: null, bootSeconds: null };
// A memory snapshot of Pyodide with the wheel imported, made by the first boot in this browser (or by
// make web) and keyed as snapshotUrl says, so a later page boots in a fraction of the time.
const SNAPSHOTS = "cosino-pyodide-snapshot";
const IMPORT_ALL = `
import importlib, pkgutil, cosino
for _m in pkgutil.walk_packages(cosino.__path__, "cosino."):
    importlib.import_module(_m.name)
from cosino.games.poker import evaluator
evaluator.warm_up()  # the hand-rank tables go into the image: else each page builds them in its first verify
`;

const VERIFY_PY = `
import json
import json as _json
import re
import types
import cosino.arena.replay as _replay_module
from cosino.primitives.canonical import sha256_hex
from cosino.primitives.errors import CosinoError
from cosino.arena.manifest import read_manifest
from cosino.arena.replay import verify

def _bytes_or_none(value):
    # A JS null or undefined arrives as None or as a JsNull proxy, depending on the Pyodide version.
    return bytes(value.to_py()) if value is not None and hasattr(value, "to_py") else None

# Levels of brackets: the core's parser gives up on a deeper line with RecursionError ("nested too
# deeply"), on CPython near 1,000 levels; Pyodide's overflowed its JS stack first (3,000 levels
# measured), which is fatal: every later verification of every page of this build failed. So a line
# past _DEEP levels is parsed only up to there, and raises the RecursionError the core expects.
_DEEP = 1500
# A string runs to its closing quote or, unclosed, to the end of the line (the parser reads it so):
# each character is looked at once, where a search restarting at every quote was quadratic. The
# repeat is possessive: a plain one kept a backtracking mark per character of a long string.
_TOKEN = re.compile(r'"(?:[^"\\\\]|\\\\.)*+"?|[\\[\\]{}]')

def _cut(text):
    """Where a line first goes past _DEEP levels of brackets outside strings, or None."""
    if not isinstance(text, str) or text.count("[") + text.count("{") <= _DEEP:
        return None
    depth = 0
    for m in _TOKEN.finditer(text):
        depth += {"[": 1, "{": 1, "]": -1, "}": -1}.get(text[m.start()], 0)  # a long string is not copied
        if depth > _DEEP:
            return m.start()
    return None

def _loads(text, **kw):
    cut = _cut(text)
    if cut is None:
        return _json.loads(text, **kw)
    try:
        _json.loads(text[:cut], **kw)  # a fault before the cut is the line's own, reported as it is
    except _json.JSONDecodeError as exc:
        if exc.pos < cut:
            raise
    raise RecursionError("nested too deeply")

_replay_module.json = types.SimpleNamespace(**{**vars(_json), "loads": _loads})

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

// Each live hand's share of the pot at each street of one final Hold'em hand, by the core's equity
// code: exact where at most two board cards are missing, seeded runouts before the flop.
const EQUITY_PY = `
import json
from fractions import Fraction
from itertools import combinations
from cosino.arena.replay import read_replay
from cosino.games.poker.equity import UNIT, board_units, sampled_units
from cosino.primitives.cards import card_index
from cosino.primitives.errors import CosinoError
from cosino.primitives.rng import Rng, derive

_EQUITY_RUNOUTS = 1000
_STREETS = ("preflop", "flop", "turn", "river")
_BOARD_STEP = (3, 1, 1)  # cards each street adds

def _percent(units, total):
    tenths = int(Fraction(1000 * units, total) + Fraction(1, 2))  # a tenth of a percent, half up
    return f"{tenths // 10}.{tenths % 10}%"

def _street_units(seed, hand, holes, board):
    if len(holes) == 1:
        return [UNIT], UNIT, "alone"
    dead = set(board).union(*holes)
    missing = 5 - len(board)
    if missing > 2:
        # One key per hand and street, so every seat is priced on the same runouts and they sum to 100%.
        key = derive(seed, "viewer-equity", hand, len(board))
        units = [sampled_units(Rng(key), h, holes[:i] + holes[i + 1:], board, dead, _EQUITY_RUNOUTS)
                 for i, h in enumerate(holes)]
        return units, _EQUITY_RUNOUTS * UNIT, f"{_EQUITY_RUNOUTS} seeded runouts"
    units = [0] * len(holes)
    boards = 0
    for extra in combinations([c for c in range(52) if c not in dead], missing):
        boards += 1
        for i, u in enumerate(board_units(holes, (*board, *extra))):
            units[i] += u
    return units, boards * UNIT, "exact" if missing else "showdown"

def _none(why):
    return json.dumps({"streets": [], "why": why})

def _cosino_equity(replay, hand):
    data = bytes(replay.to_py()) if hasattr(replay, "to_py") else bytes(replay)
    # The page asks before any verdict, of whatever file was opened: a line the core refuses is named
    # as the verifier names it, never raised (the page drew the exception's traceback as the reason).
    try:
        records = read_replay(data, "replay")
    except CosinoError as exc:
        return _none(str(exc))
    if not any(r["type"] == "end" for r in records):
        return _none("the episode is not final")
    return _hand_equity(records, hand)

def _hand_equity(records, hand):
    seed = records[0]["seed"]
    holes, folded, board, streets = {}, set(), [], []

    def street(name, at):
        live = sorted(p for p in holes if p not in folded)
        units, total, how = _street_units(seed, hand, [holes[p] for p in live], board)
        streets.append({"street": name, "at": at, "how": how, "seats": [
            {"pos": p, "units": u, "of": total, "percent": _percent(u, total)} for p, u in zip(live, units)]})

    for i, r in enumerate(records):
        if r.get("hand") != hand or r["type"] == "hand":
            continue
        cards = r.get("cards")  # a deal or board of an edited file may have none (a KeyError, before)
        if r["type"] == "deal":
            pos = r.get("pos")
            if not isinstance(cards, list) or len(cards) != 2 or not isinstance(pos, int) or pos in holes:
                return _none("not a Hold'em hand")
            if len(holes) >= 10 or streets:
                return _none("not a Hold'em hand")
            holes[pos] = (card_index(cards[0]), card_index(cards[1]))
            if _repeated(holes, board):
                return _none("a card is dealt twice")
            continue
        if holes and not streets:
            street(_STREETS[0], i)  # every hand dealt, before the first chip goes in
        if r["type"] == "action" and r.get("action") == "fold":
            folded.add(r.get("pos"))
        elif r["type"] == "board" and holes:
            # Flop, turn, river and nothing else: an edited replay must not buy one pricing per record.
            if not isinstance(cards, list) or len(streets) > 3 or len(cards) != _BOARD_STEP[len(streets) - 1]:
                return _none("the board does not follow Hold'em's streets")
            board = board + [card_index(c) for c in cards]
            # The reader checks a card dealt twice only since the last 'hand' record: a repeated one resets it.
            if _repeated(holes, board):
                return _none("a card is dealt twice")
            street(_STREETS[len(streets)], i)
    return json.dumps({"hand": hand, "streets": streets})

def _repeated(holes, board):
    dealt = [c for h in holes.values() for c in h] + board
    return len(set(dealt)) != len(dealt)
`;

// After a snapshot restore every cosino module is already imported, but the files the wheel put on
// disk are gone (the file system is not in the image): the ones read at run time (package data such
// as the Leduc profile, the metadata) are kept in memory when the image is made and written back.
const DATA_FILES_PY = `
def _cosino_read_data_files():
    import os
    from importlib.metadata import distribution, packages_distributions
    kept = {}
    for f in distribution(packages_distributions()["cosino"][0]).files:
        if not f.name.endswith(".py"):
            path = os.path.abspath(f.locate())  # where the image imported the wheel from
            with open(path, "rb") as fh:
                kept[path] = fh.read()
    return kept

_COSINO_DATA_FILES = _cosino_read_data_files()

def _cosino_data_files():
    import os
    for path, data in _COSINO_DATA_FILES.items():
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as fh:
            fh.write(data)
`;

// The Python run before a snapshot is taken, in this order; web/snapshot.mjs reads the same list.
const PYTHON = [VERIFY_PY, EQUITY_PY, DATA_FILES_PY, IMPORT_ALL];
// When each stage of the boot and of the last job happened (ms since the epoch): the page turns them
// into a timeline on #verdict, so the time from page open to the verdict can be accounted for.
const marks = {};
const mark = (name) => (marks[name] = performance.timeOrigin + performance.now());

// Pyodide's WebAssembly is compiled (off this thread) from the moment the worker starts, so that it
// overlaps with the wheel and snapshot reads: loadPyodide only instantiates once the snapshot is in.
const PYODIDE_DIR = new URL("../pyodide/", import.meta.url).href;
mark("workerStart");
const compiled = WebAssembly.compileStreaming(fetch(`${PYODIDE_DIR}pyodide.asm.wasm`)).catch(() => null);

// This Pyodide's memory starts at the size its binary declares and restoreSnapshot does not grow it,
// so an image larger than that (the warm hand-rank tables make it so) would not fit: the memory is
// grown to the image's length as the module is instantiated. The bytes need not be in yet: Pyodide
// links its module meanwhile, and waits for them (restore's fsInit) before it restores the image.
let pending = null; // the restore in progress: {image, reached} (see restore)
const originals = { instantiateStreaming: WebAssembly.instantiateStreaming, instantiate: WebAssembly.instantiate };

async function instantiateEarly(source, imports) {
  const module = await compiled;
  if (!module) return originals.instantiateStreaming.call(WebAssembly, source, imports);
  Promise.resolve(source).then((response) => response.body && response.body.cancel()).catch(() => {}); // already compiled
  return { module, instance: await originals.instantiate.call(WebAssembly, module, imports) };
}

for (const name of ["instantiateStreaming", "instantiate"]) {
  const run = name === "instantiateStreaming" ? instantiateEarly : originals.instantiate.bind(WebAssembly);
  WebAssembly[name] = async (...args) => {
    const attempt = pending;
    if (attempt) attempt.reached();
    mark("wasmStart");
    const result = await run(...args);
    mark("wasmReady");
    const image = attempt ? await attempt.image : null; // the buffer loadPyodide already holds
    const memory = result.instance && result.instance.exports.memory;
    if (image && memory instanceof WebAssembly.Memory) {
      const missing = Math.ceil((image.length - memory.buffer.byteLength) / 65536);
      if (missing > 0) memory.grow(missing);
    }
    return result;
  };
}

function progress(job, stage, step) {
  job.port.postMessage({ kind: "progress", stage, step, steps: 4 });
}

// Keyed by the Pyodide version and the SHA-256 of the wheel and of the Python above, so that a
// rebuilt wheel or changed worker code never meets an image made from the old one.
async function snapshotUrl(wheel) {
  const python = new TextEncoder().encode(PYTHON.join("\0"));
  const both = new Uint8Array(wheel.length + python.length);
  both.set(wheel);
  both.set(python, wheel.length);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", both));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  return new URL(`../pyodide-snapshot/${version}-${hex}.bin`, import.meta.url).href;
}

// This browser's snapshot, else the one `make web` built beside the site (same key, in the service
// worker's cache or over the network), else null: a Response whose body is not read yet. `anyCache`
// takes the first copy in any cache in one lookup: any copy under the key restores, and one that
// does not sends the boot on to the lookup in this order.
async function findSnapshot(key, anyCache = false) {
  try {
    const hit = anyCache
      ? await caches.match(key)
      : (await (await caches.open(SNAPSHOTS)).match(key)) || (await caches.match(key));
    if (hit) return mark("snapshotFound"), hit;
  } catch {
    // no Cache Storage here (an insecure origin): try the network
  }
  try {
    // Unbounded: the site's own file, off the page's thread; the server that sends it also sends this code.
    const response = await fetch(key);
    return response.ok ? (mark("snapshotFound"), response) : null;
  } catch {
    return null;
  }
}

// web/snapshot.mjs leaves the image's zero pages out (about 40% of it), so there is less to read:
// "cosino-sparse-v1", the image's length and page size (uint32, little-endian), one byte per page
// (1: stored), then the stored pages in order. Anything else is an image as Pyodide wrote it.
const SPARSE = new TextEncoder().encode("cosino-sparse-v1");

/**
 * The image in a response, as {image, filled}: `image` resolves to the buffer Pyodide restores from,
 * `filled` once every byte of it is in. Given a buffer of the image's length (`early`), the image
 * is written there and `image` is that buffer at once.
 */
function snapshotImage(response, early = null) {
  const filled = response.arrayBuffer().then((buffer) => expand(new Uint8Array(buffer), early));
  return { image: early ? Promise.resolve(early) : filled, filled };
}

/** The image a snapshot file holds, written into `out` when given (it must then be that long). */
function expand(data, out) {
  const view = new DataView(data.buffer, data.byteOffset);
  if (!(data.length >= 24 && SPARSE.every((b, i) => data[i] === b))) {
    if (out && out.length !== data.length) throw new Error("a snapshot of another length");
    return out ? (out.set(data), out) : data;
  }
  const [length, page] = [view.getUint32(16, true), view.getUint32(20, true)];
  const pages = Math.ceil(length / page);
  const image = out || new Uint8Array(length);
  if (image.length !== length) throw new Error("a snapshot of another length");
  let at = 24 + pages;
  for (let p = 0; p < pages && at <= data.length; ) {
    if (!data[24 + p]) {
      p++;
      continue;
    }
    let end = p + 1; // one copy per run of stored pages, not one per page
    while (end < pages && data[24 + end]) end++;
    const size = Math.min(end * page, length) - p * page;
    image.set(data.subarray(at, at + size), p * page);
    at += size;
    p = end;
  }
  if (at !== data.length) throw new Error("a damaged snapshot");
  return image;
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

async function boot(wheelUrl, snapshotHint, imageBytes) {
  mark("bootStart");
  // Unbounded, as Pyodide's files: the site's own wheel, read off the page's thread, from the server that sent this code.
  const wheel = fetch(wheelUrl).then(async (response) => {
    if (!response.ok) throw new Error(`cannot fetch the core wheel ${wheelUrl}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  const key = wheel.then(snapshotUrl);
  if (snapshotHint) {
    // The snapshot build.json names is looked up and read while the wheel is read and hashed; it is
    // used only if the wheel's key names it. With its image's length (build.json gives it), Pyodide
    // sets its module up on the buffer at once, before the file is even found.
    const early = imageBytes ? new Uint8Array(imageBytes) : null;
    const hinted = findSnapshot(snapshotHint, true);
    const read = hinted.then((found) => (found ? snapshotImage(found, early) : null));
    // The read, the longest wait of the boot, is under way before Pyodide's runtime script (a 50-90 ms
    // compile on this thread, which would hold the lookup's steps back) is loaded.
    await hinted;
    const named = (part) => Promise.all([key, read]).then(([k, r]) => {
      if (k !== snapshotHint || !r) throw new Error("build.json names another snapshot");
      return r[part];
    });
    const image = early ? Promise.resolve(early) : named("image");
    const pyodide = await restore({ image, filled: named("filled") }).catch(() => null);
    if (pyodide) return pyodide;
  }
  const found = await findSnapshot(await key);
  if (found) {
    const pyodide = await restore(snapshotImage(found)).catch(() => null);
    if (pyodide) return pyodide;
    await storeSnapshot(await key, null); // an unusable snapshot: drop it and boot the long way
  }
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL: PYODIDE_DIR, _makeSnapshot: true });
  pyodide.unpackArchive(await wheel, "wheel");
  for (const code of PYTHON) pyodide.runPython(code);
  storeSnapshot(await key, pyodide.makeMemorySnapshot()); // before any proxy is handed out
  Object.assign(timing, { boot: "full", bootSeconds: (performance.now() - started) / 1000 });
  mark("booted");
  return pyodide;
}

/** Pyodide restored from a snapshot ({image, filled}, see snapshotImage), with the wheel's data files on disk. */
async function restore({ image, filled }) {
  const started = performance.now();
  filled.then(() => mark("snapshotRead")).catch(() => {});
  const attempt = { image, reached: null };
  const reached = new Promise((resolve) => (attempt.reached = resolve));
  pending = attempt;
  // Pyodide waits for fsInit before it starts the runtime and restores the image: until every byte
  // is in. A failed read parks that instance for good, never restoring a half-written image.
  const whole = () => filled.then(() => {}, () => new Promise(() => {}));
  const loading = loadPyodide({ indexURL: PYODIDE_DIR, _loadSnapshot: image, fsInit: whole });
  let pyodide;
  try {
    // The race fails the boot when the read fails, so that the next way to boot is tried.
    pyodide = await Promise.race([loading, filled.then(() => loading)]);
  } catch (err) {
    // Wait until that instance has reached the instantiation (or failed before it), so that it cannot
    // take the next boot's image for its own.
    await Promise.race([reached, loading.catch(() => {})]);
    throw err;
  } finally {
    pending = null;
  }
  mark("restored");
  callPython(pyodide, "_cosino_data_files");
  Object.assign(timing, { boot: "snapshot", bootSeconds: (performance.now() - started) / 1000 });
  mark("booted");
  return pyodide;
}

async function booted(wheelUrl) {
  if (!ready) ready = boot(wheelUrl, null, null);
  try {
    return await ready;
  } catch (err) {
    ready = null; // a failed boot may be retried
    throw err;
  }
}

/** Call a Python function of the worker and parse the JSON text it returns (if any). */
function callPython(pyodide, name, ...args) {
  const fn = pyodide.globals.get(name);
  try {
    const text = fn(...args);
    return text === undefined ? undefined : JSON.parse(text);
  } finally {
    fn.destroy();
  }
}

/** The first of `files` ({kind: bytes}) over the core's bound for its kind (js/limits.js), as
 * cosino.primitives.files.read_input words it; null when all fit. Checked before Pyodide copies the
 * bytes: any page of this origin may post a job, not only a viewer page that checked them. */
function oversize(files) {
  for (const [kind, bytes] of Object.entries(files)) {
    if (bytes && bytes.byteLength > LIMITS[kind]) return `${kind}: larger than ${LIMITS[kind]} bytes`;
  }
  return null;
}

async function verifyJob(job) {
  const { id, wheelUrl, replay, results, manifest, port, connectedAt } = job;
  const started = performance.now();
  const tooLarge = oversize({ replay, results, manifest });
  if (tooLarge) {
    port.postMessage({ kind: "verdict", id, status: "invalid", message: tooLarge, manifestUsed: false });
    return;
  }
  try {
    progress(job, "loading Pyodide", 1);
    const pyodide = await booted(wheelUrl);
    progress(job, "re-running the episode and recomputing results", 3);
    mark("verifyStart");
    const out = callPython(pyodide, "_cosino_verify", replay, results ?? undefined, manifest ?? undefined);
    mark("verifyEnd");
    out.seconds = (performance.now() - started) / 1000;
    // A verifier booted before this page connected: its boot belongs to an earlier page's timeline.
    const reused = marks.booted !== undefined && marks.booted < connectedAt;
    const shown = reused ? { verifyStart: marks.verifyStart, verifyEnd: marks.verifyEnd } : { ...marks };
    Object.assign(out, timing, { reused, verifier: SHARED ? "shared" : "dedicated", marks: shown });
    progress(job, "done", 4);
    port.postMessage({ kind: "verdict", id, ...out });
  } catch (err) {
    port.postMessage({ kind: "verdict", id, status: "error", message: String(err && err.message ? err.message : err) });
  }
}

async function equityJob({ id, wheelUrl, replay, hand, port }) {
  const tooLarge = oversize({ replay });
  if (tooLarge) {
    port.postMessage({ kind: "equity", id, error: tooLarge });
    return;
  }
  try {
    const pyodide = await booted(wheelUrl);
    port.postMessage({ kind: "equity", id, ...callPython(pyodide, "_cosino_equity", replay, hand) });
  } catch (err) {
    port.postMessage({ kind: "equity", id, error: String(err && err.message ? err.message : err) });
  }
}

// One job at a time, verifications first: the equity of a hand on screen never delays a verdict.
const queues = { verify: [], equity: [] };
let busy = false;

async function pump() {
  if (busy) return;
  busy = true;
  while (queues.verify.length || queues.equity.length) {
    // Wait for the boot and let pending messages in before choosing, so a verification asked for
    // meanwhile goes ahead of the equities already queued.
    await booted((queues.verify[0] || queues.equity[0]).wheelUrl).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    const data = queues.verify.shift() || queues.equity.shift();
    if (!data) continue; // its page went while the boot was awaited
    await (data.kind === "equity" ? equityJob(data) : verifyJob(data));
  }
  busy = false;
}

/** Boot ahead of any job (once); a failure here is retried by the first real request. */
function bootAhead(wheelUrl, snapshotUrl, imageBytes) {
  if (ready) return;
  ready = boot(wheelUrl, snapshotUrl, imageBytes);
  ready.catch(() => (ready = null));
}

// The worker reads build.json itself as it starts, so the boot does not wait for the page to read it
// and send the names; the page's "boot" message does the same if this read fails. Unbounded: the page reads it
// bounded first (js/viewer.js loadBuild), and this one is off the page's thread.
fetch(new URL("../build.json", import.meta.url))
  .then((response) => (response.ok ? response.json() : null))
  .then((build) => {
    const at = (path) => (path ? new URL(`../${path}`, import.meta.url).href : null);
    if (build && build.wheel) bootAhead(at(build.wheel), at(build.snapshot), build.snapshotImageBytes);
  })
  .catch(() => {});

/** Take jobs from one page: `port` is the dedicated worker's scope, or a SharedWorker's port. */
function serve(port) {
  const connectedAt = performance.timeOrigin + performance.now();
  if (SHARED) port.postMessage({ kind: "hello" }); // the page waits for this to know the verifier is free
  port.onmessage = (event) => {
    const data = event.data;
    if (data.kind === "boot") {
      bootAhead(data.wheelUrl, data.snapshotUrl || null, data.imageBytes || null);
      return;
    }
    if (data.kind === "leave") {
      // The page went: its queued jobs go too (one already running finishes unseen).
      for (const name of Object.keys(queues)) queues[name] = queues[name].filter((job) => job.port !== port);
      return;
    }
    queues[data.kind === "equity" ? "equity" : "verify"].push({ ...data, port, connectedAt });
    pump();
  };
}

if (SHARED) {
  self.onconnect = (event) => serve(event.ports[0]);
} else {
  serve(self);
}
