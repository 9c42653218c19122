// Written by web/build.py from cosino.arena.replay.MAX_REPLAY_BYTES and
// cosino.arena.manifest.MAX_MANIFEST_BYTES: the bytes of each file the viewer reads at most.
export const LIMITS = Object.freeze({"manifest": 67108864, "replay": 268435456, "results": 268435456});
