// Make the Pyodide memory snapshot the verifier restores instead of booting from nothing:
// Pyodide booted in Node, the core wheel unpacked, the verifier's Python run and every cosino
// module imported. Run by web/build.py; the worker keys it by Pyodide version and the SHA-256 of the
// wheel and that Python.
//
//   node web/snapshot.mjs WHEEL OUT_DIR     (prints {"path", "imageBytes"}: the file and the image's length)

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [wheelPath, outDir] = process.argv.slice(2);
if (!wheelPath || !outDir) {
  console.error("usage: node web/snapshot.mjs WHEEL OUT_DIR");
  process.exit(2);
}
const { loadPyodide, version } = await import(join(here, "..", "node_modules", "pyodide", "pyodide.mjs"));
// The worker's own Python, read from its source (names and order from its PYTHON list) so that
// the two never differ.
const worker = readFileSync(join(here, "js", "verify-worker.js"), "utf8");
const order = worker.match(/const PYTHON = \[([\w, ]+)\];/);
if (!order) throw new Error("web/js/verify-worker.js: no PYTHON list");
const python = order[1].split(",").map((name) => {
  const found = worker.match(new RegExp(`const ${name.trim()} = \`([\\s\\S]*?)\`;`));
  if (!found) throw new Error(`web/js/verify-worker.js: no ${name.trim()} constant`);
  // The worker runs the literal's value, not its source: escapes such as \\ must be read as JS reads them.
  if (found[1].includes("${")) throw new Error(`web/js/verify-worker.js: ${name.trim()} interpolates`);
  return new Function(`return \`${found[1]}\`;`)();
});
const wheel = new Uint8Array(readFileSync(wheelPath));

// The image without its zero pages, in the layout described beside SPARSE in js/verify-worker.js.
function sparse(image, page = 4096) {
  const pages = Math.ceil(image.length / page);
  const stored = [];
  const flags = new Uint8Array(pages);
  for (let p = 0; p < pages; p++) {
    const bytes = image.subarray(p * page, Math.min(image.length, (p + 1) * page));
    if (bytes.some((b) => b !== 0)) {
      flags[p] = 1;
      stored.push(bytes);
    }
  }
  const head = new Uint8Array(24);
  head.set(new TextEncoder().encode("cosino-sparse-v1"));
  new DataView(head.buffer).setUint32(16, image.length, true);
  new DataView(head.buffer).setUint32(20, page, true);
  return Buffer.concat([head, flags, ...stored]);
}
// A fixed environment: nothing of the machine that builds the site goes into the image.
const pyodide = await loadPyodide({ _makeSnapshot: true, env: { HOME: "/home/pyodide" } });
pyodide.unpackArchive(wheel, "wheel");
for (const code of python) pyodide.runPython(code);
const image = pyodide.makeMemorySnapshot();
const snapshot = sparse(image);
// The worker's key: the wheel's bytes, then its Python joined by NUL.
const digest = createHash("sha256").update(wheel).update(python.join("\0")).digest("hex");
mkdirSync(outDir, { recursive: true });
const out = join(outDir, `${version}-${digest}.bin`);
writeFileSync(out, snapshot);
console.log(JSON.stringify({ path: out, imageBytes: image.length }));
