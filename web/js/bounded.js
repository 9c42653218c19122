// Every body the viewer fetches is read here, with a bound on its size and on its time. The size is
// checked before the bytes are read: a File by its size, a fetch by its Content-Length and then by the
// bytes that arrive, so a huge file (or a server that never stops sending) is refused instead of
// filling the page's memory. The bounds are the core's (js/limits.js, written by web/build.py).

import { LIMITS } from "./limits.js";

export { LIMITS };

const MIB = 1024 * 1024;
// After GRACE_MS a body must have averaged MIN_RATE bytes a second: a stalled or dripping server is left
// within seconds, while the largest file allowed (256 MiB) still has over an hour on a slow link.
export const GRACE_MS = 10_000;
export const MIN_RATE = 64 * 1024;

/** A fetch or file the viewer would not read; the message is one line naming it and why. */
export class Refused extends Error {}

/** A file over its kind's bound. */
export class TooLarge extends Refused {}

/** A body that arrived slower than MIN_RATE. */
export class TooSlow extends Refused {}

function limitText(kind) {
  const limit = LIMITS[kind];
  const mib = limit % MIB === 0 ? ` (${limit / MIB} MiB)` : "";
  return `the viewer's ${kind} limit of ${limit.toLocaleString("en-US")} bytes${mib}`;
}

/** The error for `name` (a file name or URL) of `kind` (a key of LIMITS); `size` if known. */
export function tooLarge(name, kind, size = null) {
  const what = size === null ? "is larger than" : `is ${size.toLocaleString("en-US")} bytes, larger than`;
  return new TooLarge(`${name} ${what} ${limitText(kind)}; it was not read.`);
}

function tooSlow(url, bytes, ms) {
  const got = `${bytes.toLocaleString("en-US")} byte${bytes === 1 ? "" : "s"} in ${(ms / 1000).toFixed(1)} s`;
  return new TooSlow(`${url} arrived too slowly (${got}, under the viewer's ${MIN_RATE / 1024} KiB a second); it was not read.`);
}

/** The bytes of a File (or Blob) of `kind`, refused by its size before any is read. */
export async function readFileBounded(file, kind) {
  if (file.size > LIMITS[kind]) throw tooLarge(file.name, kind, file.size);
  return new Uint8Array(await file.arrayBuffer());
}

/** The bytes at `url` of `kind` (a key of LIMITS): refused by Content-Length before the body is read, and
 * when no (usable) length is given, counted as they arrive and abandoned once past the bound; abandoned
 * too when they arrive slower than MIN_RATE (after GRACE_MS). An answer that is not ok throws `url: HTTP n`. */
export async function fetchBounded(url, kind) {
  const limit = LIMITS[kind];
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
    return await readBody(await fetch(url, { signal: abort.signal }), url, kind, limit, (n) => {
      read.bytes += n;
      watch();
    });
  } catch (err) {
    throw read.slow ? tooSlow(url, read.bytes, Date.now() - started) : err;
  } finally {
    clearTimeout(read.timer);
  }
}

async function readBody(response, url, kind, limit, arrived) {
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const encoded = (response.headers.get("Content-Encoding") || "identity").toLowerCase() !== "identity";
  const declared = response.headers.get("Content-Length");
  // A compressed body's length is not the length of its bytes once decoded: then only the count decides.
  if (!encoded && declared !== null && /^[0-9]+$/.test(declared.trim()) && Number(declared) > limit) {
    response.body?.cancel().catch(() => {});
    throw tooLarge(url, kind, Number(declared));
  }
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    if (whole.byteLength > limit) throw tooLarge(url, kind, whole.byteLength);
    return whole;
  }
  const reader = response.body.getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    arrived(value.byteLength);
    if (total > limit) {
      reader.cancel().catch(() => {});
      throw tooLarge(url, kind);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The JSON at `url` of `kind`, read by fetchBounded; text that is not JSON throws `url: not JSON (...)`. */
export async function fetchJsonBounded(url, kind) {
  const bytes = await fetchBounded(url, kind);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (err) {
    throw new Error(`${url}: not JSON (${err.message})`);
  }
}
