// The offline copy of the site: everything build.json lists is cached on install, then each
// request goes to the network first and falls back to the cache, so a reload works offline.
// Pyodide's files and the snapshot are immutable under their names: served from the cache first.

const CACHE = "cosino-viewer-v1";
// Written by web/build.py: Pyodide's files are served from the cache under unversioned names, so a
// new Pyodide must change these bytes, which installs this worker again and refetches them.
const PYODIDE_VERSION = "unbuilt";
// Written by web/build.py from the limits it writes into js/limits.js: the most the viewer reads of each
// kind of file. The worker keeps no answer larger than the largest; the page refuses the rest itself.
const LIMITS = {};
const KEEP_LIMIT = Math.max(0, ...Object.values(LIMITS));

// Written by web/build.py from js/bounded.js: after GRACE_MS a body must have averaged MIN_RATE bytes a second.
const GRACE_MS = 0;
const MIN_RATE = 0;
// Site files fetched at once on install: the rate rule counts from the request, so one queued behind the
// browser's six connections to the host would be judged slow for its wait.
const INSTALL_LANES = 4;

/** A site file the install does not keep (too large, too slow, or not the bytes the build wrote). */
class Refused extends Error {}

// Each site file is read within the size build.json gives it and kept only when its SHA-256 is the built one: until
// review sw52c cache.addAll read each body whole, of any size and at any pace. A refused file is left to the network.
self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const index = await fetchBounded(new Request("build.json", { cache: "no-store" }), LIMITS.build || 0);
    const build = JSON.parse(await index.body.text());
    const built = isRecord(build.offlineFiles) ? build.offlineFiles : {};
    const paths = ["./", ...(Array.isArray(build.offline) ? build.offline : [])];
    const reads = [];
    // The site's root is its index.html.
    await eachAtMost(paths, INSTALL_LANES, async (path) => {
      reads.push(await readSiteFile(path, built[path === "./" ? "index.html" : path]));
    });
    // The running worker serves from this cache: a failed install (review 52i) must leave it as it was.
    const cache = await caches.open(CACHE);
    await cache.put("build.json", new Response(index.body, answerInit(index.response)));
    // A refused file's earlier copy goes: it would answer for this build's (Pyodide's cache-first).
    for (const { request, answer } of reads) await (answer ? cache.put(request, answer) : cache.delete(request));
    await self.skipWaiting();
  })());
});

const isRecord = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

async function eachAtMost(items, lanes, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

// The request for `path` and the answer to keep for it, null when refused. Past the HTTP cache: an install after a
// rebuild must store the new files, not its old copies.
async function readSiteFile(path, built) {
  const request = new Request(path, { cache: "reload" });
  const size = Number.isSafeInteger(built?.bytes) && built.bytes >= 0 ? Math.min(built.bytes, KEEP_LIMIT) : KEEP_LIMIT;
  try {
    const read = await fetchBounded(request, size);
    if (typeof built?.sha256 === "string" && (await sha256(read.body)) !== built.sha256) {
      throw new Refused(`${path} is not the file the build wrote (its SHA-256 is not ${built.sha256})`);
    }
    return { request, answer: new Response(read.body, answerInit(read.response)) };
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    console.warn(`sw.js: ${err.message}; it is left to the network.`);
    return { request, answer: null };
  }
}

async function sha256(blob) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await blob.arrayBuffer()));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

const answerInit = ({ status, statusText, headers }) => ({ status, statusText, headers });

// The body at `request` as a Blob, with its answer, read as js/bounded.js's fetchBounded reads one (the page
// registers sw.js as a classic worker, which cannot import that module): refused by Content-Length past `limit`,
// then by the bytes that arrive, and given up once they arrive slower than MIN_RATE after GRACE_MS. An answer that
// is not ok throws `url: HTTP n`.
async function fetchBounded(request, limit) {
  const started = Date.now();
  const abort = new AbortController();
  const read = { bytes: 0, slow: false, timer: 0 };
  // The deadline moves with each chunk: GRACE_MS plus the time the bytes so far may take at MIN_RATE.
  const watch = () => {
    clearTimeout(read.timer);
    const due = started + GRACE_MS + (read.bytes / MIN_RATE) * 1000 - Date.now();
    read.timer = setTimeout(() => {
      read.slow = true;
      abort.abort();
    }, Math.max(0, due));
  };
  watch();
  try {
    const response = await fetch(request, { signal: abort.signal });
    const body = await readBody(response, request.url, limit, (n) => {
      read.bytes += n;
      watch();
    });
    return { response, body };
  } catch (err) {
    if (!read.slow) throw err;
    throw new Refused(`${request.url} arrived too slowly (${read.bytes} bytes in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    clearTimeout(read.timer);
  }
}

async function readBody(response, url, limit, arrived) {
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const encoded = (response.headers.get("Content-Encoding") || "identity").toLowerCase() !== "identity";
  const declared = (response.headers.get("Content-Length") || "").trim();
  // A compressed body's length is not the length of its bytes once decoded: then only the count decides.
  if (!encoded && /^[0-9]+$/.test(declared) && Number(declared) > limit) {
    response.body?.cancel().catch(() => {});
    throw new Refused(`${url} is ${declared} bytes, larger than ${limit}`);
  }
  if (!response.body) return new Blob([]);
  const reader = response.body.getReader();
  const chunks = [];
  for (let total = 0; ; ) {
    const { done, value } = await reader.read();
    if (done) return new Blob(chunks);
    total += value.byteLength;
    arrived(value.byteLength);
    if (total > limit) {
      reader.cancel().catch(() => {});
      throw new Refused(`${url} is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // Old copies of the site go; the verifier's Pyodide snapshot (its own cache) stays.
    for (const key of await caches.keys()) if (key.startsWith("cosino-viewer-") && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

// Each build names its snapshot by content (30-40 MB): keep only the newest one.
const SNAPSHOT = /\/pyodide-snapshot\//;

async function dropOtherSnapshots(cache, keep) {
  for (const request of await cache.keys()) {
    if (request.url !== keep && SNAPSHOT.test(new URL(request.url).pathname)) await cache.delete(request);
  }
}

// The answer goes to the page as soon as the network gives it, and the worker keeps a copy of the bytes
// the page reads; the offline copy is written once the page has read the whole body, and only when the
// file changed: each write locks the cache, and on a reload the verifier's snapshot lookup queued behind
// the page's dozen rewrites (about 0.1 s here). A snapshot is the exception: stored before its last
// bytes are handed on, so that the older builds' ones are gone once it arrived.
async function networkFirst(event, request = event.request) {
  let response;
  try {
    response = await fetch(request);
  } catch (err) {
    const cache = await caches.open(CACHE);
    // A page opened with another query (?replay=...) is the same page; any other request names
    // what it wants by its query, so only the exact one is served.
    const page = request.mode === "navigate";
    const hit = (await cache.match(request)) || (page && (await cache.match(request, { ignoreSearch: true })));
    if (hit) return hit;
    throw err;
  }
  if (!keepable(request, response)) return response;
  const kept = {};
  event.waitUntil(new Promise((resolve) => (kept.done = resolve)));
  const store = (bytes) => remember(request, response, bytes).catch(() => {}); // the page's read goes on regardless
  return copied(response, store, kept.done, SNAPSHOT.test(new URL(request.url).pathname));
}

// Until review sw51m every answer was cloned and stored whole: the clone read on after the page had
// refused a 300 MB body or left a dripping one. Only a whole 200 answer within the largest limit is kept.
function keepable(request, response) {
  if (request.method !== "GET" || response.status !== 200 || response.redirected || !response.body) return false;
  if (request.headers.has("Range")) return false;
  if (/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get("Cache-Control") || "")) return false;
  const declared = (response.headers.get("Content-Length") || "").trim();
  return !(/^[0-9]+$/.test(declared) && Number(declared) > KEEP_LIMIT);
}

// The page's body, read from the network only as the page reads it, with the bytes kept for `store` when
// the page reads to the end and they fit KEEP_LIMIT. When the page cancels (the viewer refused the body as
// too large or too slow), the network's stream is cancelled with it and nothing is kept.
function copied(response, store, settled, storeFirst) {
  const reader = response.body.getReader();
  let chunks = [];
  let size = 0;
  const body = new ReadableStream({
    async pull(controller) {
      let step;
      try {
        step = await reader.read();
      } catch (err) {
        settled();
        controller.error(err);
        return;
      }
      if (step.done) {
        const stored = chunks ? store(new Blob(chunks)) : Promise.resolve();
        if (storeFirst) await stored;
        stored.finally(settled);
        controller.close();
        return;
      }
      size += step.value.byteLength;
      if (size > KEEP_LIMIT) chunks = null;
      chunks?.push(step.value);
      controller.enqueue(step.value);
    },
    cancel(reason) {
      chunks = null;
      settled();
      return reader.cancel(reason);
    },
  });
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

async function remember(request, response, bytes) {
  const cache = await caches.open(CACHE);
  if (unchanged(await cache.match(request), response)) return;
  const { status, statusText, headers } = response;
  await cache.put(request, new Response(bytes, { status, statusText, headers }));
  if (SNAPSHOT.test(new URL(request.url).pathname)) await dropOtherSnapshots(cache, request.url);
}

// The same file, by the validators the server sent: its ETag, else its modification time and length.
function unchanged(kept, fresh) {
  if (!kept) return false;
  const same = (name) => kept.headers.get(name) !== null && kept.headers.get(name) === fresh.headers.get(name);
  return same("ETag") || (same("Last-Modified") && same("Content-Length"));
}

async function cacheFirst(event) {
  const hit = await caches.match(event.request);
  return hit || networkFirst(event);
}

// The API's episodes (the listing of running ones, each one's state, events and results) change as
// they are played: never kept. The server reads "/api//episodes/x" as "/api/episodes/x", so this does.
const LIVE = /\/api\/episodes(\/|$)/;

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (LIVE.test(url.pathname.replace(/\/{2,}/g, "/"))) return; // a live episode is never served stale
  // Pyodide (pinned) and snapshots (named by content) never change under one name.
  event.respondWith(/\/pyodide(-snapshot)?\//.test(url.pathname) ? cacheFirst(event) : networkFirst(event));
});
