// Loaded on its own (async) ahead of the viewer's module graph: the verifier's worker, and with it
// Pyodide's boot, starts as soon as this small file is in, not once every viewer module has loaded.

import { startVerifier } from "./verify.js";

if (window.Worker) startVerifier();
