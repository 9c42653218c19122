// The verifier build this page belongs to. web/build.py writes the real one into web/dist (a
// digest of the worker, the core wheel and Pyodide); this is what a page served from web/ gets.
export const VERIFIER_BUILD = "source";
