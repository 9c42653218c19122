// The offline copy of the site: everything build.json lists is cached on install, then each
// request goes to the network first and falls back to the cache, so a reload works offline.
// Pyodide's files and the snapshot are immutable under their names: served from the cache first.

const CACHE = "cosino-viewer-v1";
// Written by web/build.py: Pyodide's files are served from the cache under unversioned names, so a
// new Pyodide must change these bytes, which installs this worker again and refetches them.
const PYODIDE_VERSION = "unbuilt";

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const build = await (await fetch("build.json", { cache: "no-store" })).json();
    // Past the HTTP cache: an install after a rebuild must store the new files, not its old copies.
    await cache.addAll(["./", "build.json", ...(build.offline || [])].map((path) => new Request(path, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

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

// The answer goes to the page as soon as the network gives it; the offline copy is written after,
// and only when the file changed: each write locks the cache, and on a reload the verifier's
// snapshot lookup queued behind the page's dozen rewrites (about 0.1 s here). A snapshot is the
// exception: stored before it is handed on, so that the older builds' ones are gone once it arrived.
async function networkFirst(event, request = event.request) {
  try {
    const response = await fetch(request);
    if (response.ok && request.method === "GET") {
      const stored = remember(request, response.clone());
      if (SNAPSHOT.test(new URL(request.url).pathname)) await stored;
      else event.waitUntil(stored.catch(() => {}));
    }
    return response;
  } catch (err) {
    const cache = await caches.open(CACHE);
    // A page opened with another query (?replay=...) is the same page; any other request names
    // what it wants by its query, so only the exact one is served.
    const page = request.mode === "navigate";
    const hit = (await cache.match(request)) || (page && (await cache.match(request, { ignoreSearch: true })));
    if (hit) return hit;
    throw err;
  }
}

async function remember(request, response) {
  const cache = await caches.open(CACHE);
  if (unchanged(await cache.match(request), response)) return;
  await cache.put(request, response);
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
