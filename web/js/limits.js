// Written by web/build.py from cosino.arena.replay.MAX_REPLAY_BYTES (replay, results, live, index,
// report), cosino.arena.manifest.MAX_MANIFEST_BYTES and build.py's BUILD_JSON_LIMIT: the bytes of
// each file the viewer reads at most.
export const LIMITS = Object.freeze({"build": 1048576, "index": 268435456, "live": 268435456, "manifest": 67108864, "replay": 268435456, "report": 268435456, "results": 268435456});
