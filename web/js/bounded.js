// Reading a replay, results or manifest with a bound on its size, checked before the bytes are
// read: a File by its size, a fetch by its Content-Length and then by the bytes that arrive, so a
// huge file (or a server that never stops sending) is refused instead of filling the page's memory.
// The bounds are the core's (js/limits.js, written by web/build.py): what `cosino verify` reads.

import { LIMITS } from "./limits.js";

export { LIMITS };

const MIB = 1024 * 1024;

/** A file over its kind's bound; the message is one line naming the file and the bound. */
export class TooLarge extends Error {}

function limitText(kind) {
  const limit = LIMITS[kind];
  const mib = limit % MIB === 0 ? ` (${limit / MIB} MiB)` : "";
  return `the viewer's ${kind} limit of ${limit.toLocaleString("en-US")} bytes${mib}`;
}

/** The error for `name` (a file name or URL) of `kind` ("replay", "results", "manifest"); `size` if known. */
export function tooLarge(name, kind, size = null) {
  const what = size === null ? "is larger than" : `is ${size.toLocaleString("en-US")} bytes, larger than`;
  return new TooLarge(`${name} ${what} ${limitText(kind)}; it was not read.`);
}

/** The bytes of a File (or Blob) of `kind`, refused by its size before any is read. */
export async function readFileBounded(file, kind) {
  if (file.size > LIMITS[kind]) throw tooLarge(file.name, kind, file.size);
  return new Uint8Array(await file.arrayBuffer());
}

/** The bytes at `url` of `kind`: refused by Content-Length before the body is read, and when no
 * (usable) length is given, counted as they arrive and abandoned once past the bound. */
export async function fetchBounded(url, kind) {
  const limit = LIMITS[kind];
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const encoded = (response.headers.get("Content-Encoding") || "identity").toLowerCase() !== "identity";
  const declared = response.headers.get("Content-Length");
  // A compressed body's length is not the length of its bytes once decoded: then only the count decides.
  if (!encoded && declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    response.body?.cancel().catch(() => {});
    throw tooLarge(url, kind, Number(declared));
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
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
