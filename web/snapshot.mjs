// Make the Pyodide memory snapshot the verifier restores instead of booting from nothing:
// Pyodide booted in Node, the core wheel unpacked, the verifier's Python run and every cosino
// module imported. Run by web/build.py; the worker keys it by Pyodide version and wheel SHA-256.
//
//   node web/snapshot.mjs WHEEL OUT_DIR     (prints the snapshot's path)

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
// The worker's own Python, read from its source so that the two never differ.
const worker = readFileSync(join(here, "js", "verify-worker.js"), "utf8");
const python = ["VERIFY_PY", "IMPORT_ALL"].map((name) => {
  const found = worker.match(new RegExp(`const ${name} = \`([\\s\\S]*?)\`;`));
  if (!found) throw new Error(`web/js/verify-worker.js: no ${name} constant`);
  return found[1];
});
const wheel = new Uint8Array(readFileSync(wheelPath));
// A fixed environment: nothing of the machine that builds the site goes into the image.
const pyodide = await loadPyodide({ _makeSnapshot: true, env: { HOME: "/home/pyodide" } });
pyodide.unpackArchive(wheel, "wheel");
for (const code of python) pyodide.runPython(code);
const snapshot = pyodide.makeMemorySnapshot();
const digest = createHash("sha256").update(wheel).digest("hex");
mkdirSync(outDir, { recursive: true });
const out = join(outDir, `${version}-${digest}.bin`);
writeFileSync(out, snapshot);
console.log(out);
