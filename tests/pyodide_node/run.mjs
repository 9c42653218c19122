#!/usr/bin/env node
// Boot Pyodide from node_modules (no network), install the core wheel, run Python.
//
// Usage:
//   node tests/pyodide_node/run.mjs --wheel dist/cosino_core-0.1.0-py3-none-any.whl \
//        [--put LOCAL=/remote/path ...] (--file script.py | --code "print(1)" | -)
//
// Python's stdout and stderr pass through unchanged (byte for byte, batched per write),
// so a caller can compare what CPython prints with what Pyodide prints. Exit status: 0 when
// the Python ran to the end, 1 when it raised (the traceback goes to stderr), 2 on bad usage.
// `--put` copies a local file into Pyodide's in-memory file system before the code runs,
// so a snippet can read replay bytes with open(path, "rb").
//
// Also importable: `import { bootCore } from "./run.mjs"` returns a ready pyodide instance.

import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, "..", "..");
export const PYODIDE_DIR = resolve(ROOT, "node_modules", "pyodide");

/** Load Pyodide from node_modules and unpack the wheel; resolve to the pyodide instance. */
export async function bootCore(wheelPath, { stdout, stderr } = {}) {
  const mod = await import(pathToFileURL(resolve(PYODIDE_DIR, "pyodide.mjs")).href);
  const pyodide = await mod.loadPyodide({ indexURL: PYODIDE_DIR + "/" });
  // Raw byte writers: batched (line) output would add or drop newlines at the end.
  const sink = (fd) => ({
    write: (buf) => {
      (fd === 1 ? process.stdout : process.stderr).write(Buffer.from(buf));
      return buf.length;
    },
  });
  pyodide.setStdout(stdout ?? sink(1));
  pyodide.setStderr(stderr ?? sink(2));
  if (wheelPath) {
    // unpackArchive refuses a Node Buffer: hand it a plain Uint8Array copy.
    const bytes = new Uint8Array(readFileSync(wheelPath));
    pyodide.unpackArchive(bytes, "wheel");
  }
  return pyodide;
}

function usage(message) {
  process.stderr.write(`run.mjs: ${message}\n`);
  process.stderr.write("usage: node run.mjs --wheel WHEEL [--put LOCAL=/remote ...] (--file F | --code C | -)\n");
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { wheel: null, puts: [], code: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) usage(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === "--wheel") opts.wheel = next();
    else if (arg === "--put") {
      const spec = next();
      const eq = spec.indexOf("=");
      if (eq < 1) usage(`--put expects LOCAL=/remote, got ${spec}`);
      opts.puts.push([spec.slice(0, eq), spec.slice(eq + 1)]);
    } else if (arg === "--file") opts.code = readFileSync(next(), "utf-8");
    else if (arg === "--code") opts.code = next();
    else if (arg === "-") opts.code = readFileSync(0, "utf-8");
    else usage(`unknown argument ${arg}`);
  }
  if (opts.code === null) usage("give the Python to run with --file, --code or -");
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const pyodide = await bootCore(opts.wheel);
  for (const [local, remote] of opts.puts) {
    const parent = remote.slice(0, remote.lastIndexOf("/")) || "/";
    pyodide.FS.mkdirTree(parent);
    pyodide.FS.writeFile(remote, new Uint8Array(readFileSync(local)));
  }
  try {
    await pyodide.runPythonAsync(opts.code);
  } catch (err) {
    // PythonError.message holds the Python traceback.
    process.stderr.write(String(err.message ?? err) + "\n");
    process.exitCode = 1;
  }
  // Flush Python's own buffered streams before Node exits.
  try {
    pyodide.runPython("import sys; sys.stdout.flush(); sys.stderr.flush()");
  } catch {}
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
