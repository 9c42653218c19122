"""Assemble the static viewer in ``web/dist``: pages, Pyodide, the core wheel and sample replays.

Run by ``make web``. Nothing here is fetched from the network: Pyodide is copied from the npm
package pinned in the repository's package.json (``node_modules/pyodide``), the core wheel is
built locally with ``pip wheel --no-deps ./core``, and one sample episode per variant in
``cosino.games.registry.REGISTRY`` is played with ``cosino play`` (so a new variant shows up here
without touching this file). The folder is built beside the target and renamed into place, so
an interrupted build never leaves a half-written site.

    python web/build.py [--out web/dist] [--variants kuhn,leduc]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
PYODIDE = ROOT / "node_modules" / "pyodide"
SITE_FILES = ("index.html", "leaderboard.html", "integrity.html", "sw.js", "css", "js")
# Pyodide files the browser needs; source maps, type stubs and consoles stay out.
PYODIDE_SKIP = (".map", ".d.ts", ".html", ".md")
# Hands per sample: six-max gets 16 (the size the viewer benchmark times), the rest stay small.
SAMPLE_HANDS = {"kuhn": 16, "leduc": 16, "holdem-6max": 16}
DEFAULT_HANDS = 8
# The most build.json may be: the viewer reads no more of it (js/limits.js). It lists the site's files, about 10 KB.
BUILD_JSON_LIMIT = 1024 * 1024


class BuildError(RuntimeError):
    """A step of the build that cannot complete; the message says which and how to fix it."""


def sample_hands(variant: str) -> int:
    """The sample's hands: its size above, cut to what always fits the episode's decision budget
    (a trick game's long hands: the play command refuses more)."""
    from cosino.arena.episode import hands_past_budget
    from cosino.games.registry import get_variant

    hands = SAMPLE_HANDS.get(variant, DEFAULT_HANDS)
    past = hands_past_budget(get_variant(variant), hands)
    return hands if past is None else past[1]


def sample_seats(variant: str) -> list[str]:
    """House seats at a full table, with one random seat so the replays are not all mirror images."""
    from cosino.games.registry import get_variant

    n = get_variant(variant).max_seats
    return ["house"] * (n - 1) + ["random"]


def play_sample(variant: str, hands: int, seed: int, work: Path) -> tuple[Path, Path]:
    """Play one sample episode with ``cosino play``; return the replay and results paths."""
    out = work / variant
    cmd = [
        sys.executable,
        "-m",
        "cosino_runtime.cli",
        "play",
        "--variant",
        variant,
        "--seats",
        ",".join(sample_seats(variant)),
        "--hands",
        str(hands),
        "--seed",
        str(seed),
        "--out",
        str(out),
    ]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0:
        raise BuildError(
            f"cosino play --variant {variant} failed: {done.stderr.strip().splitlines()[-1:] or done.returncode}"
        )
    replay = next(out.glob("*.replay.jsonl"))
    results = next(out.glob("*.results.json"))
    return replay, results


def build_wheel(dest: Path) -> Path:
    """``pip wheel --no-deps`` of a fresh copy of core/ (a reused build/ folder could ship deleted modules)."""
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "core"
        shutil.copytree(ROOT / "core", src, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
        cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(src), "-w", str(dest)]
        done = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp)
    if done.returncode != 0:
        raise BuildError(f"pip wheel ./core failed: {done.stderr.strip()[-400:]}")
    wheels = sorted(dest.glob("cosino_core-*.whl"))
    if not wheels:
        raise BuildError("pip wheel ./core produced no cosino_core wheel")
    return wheels[-1]


def copy_pyodide(dest: Path) -> str:
    if not (PYODIDE / "pyodide.mjs").exists():
        raise BuildError("node_modules/pyodide is missing: run `npm ci` at the repository root (make web does)")
    dest.mkdir(parents=True)
    for item in PYODIDE.iterdir():
        if item.is_file() and not item.name.endswith(PYODIDE_SKIP):
            shutil.copy2(item, dest / item.name)
    return json.loads((PYODIDE / "package.json").read_text())["version"]


def make_snapshot(wheel: Path, dest: Path) -> tuple[str, int] | None:
    """The verifier's Pyodide memory snapshot (web/snapshot.mjs): its file name and the length of the
    image it holds; None, with a warning, without Node."""
    node = shutil.which("node")
    if node is None:
        print("web/build.py: warning: no node: the viewer will boot Pyodide without a snapshot", file=sys.stderr)
        return None
    done = subprocess.run([node, str(WEB / "snapshot.mjs"), str(wheel), str(dest)], capture_output=True, text=True)
    if done.returncode != 0:
        print(f"web/build.py: warning: no Pyodide snapshot: {done.stderr.strip()[-300:]}", file=sys.stderr)
        return None
    made = json.loads(done.stdout)
    return Path(made["path"]).name, made["imageBytes"]


def published_entry(replay: Path, results: Path, variant: str) -> dict:
    """The sample's line in the site's manifest (its episode id is the file name's stem)."""
    from cosino.arena.manifest import entry

    return entry(replay.name.removesuffix(".replay.jsonl"), replay.read_bytes(), results.read_bytes(), variant)


def index_entry(replay: Path, results: Path, variant: str, path: str) -> dict:
    """The sample's line in public/episodes.json, the shape the runtime's league publishes."""
    res = json.loads(results.read_bytes())
    return {
        "episode": replay.name.removesuffix(".replay.jsonl"),
        "variant": variant,
        "agents": res["agents"],
        "scores": res["scores"],
        "reason": res["reason"],
        "hands": res["hands"],
        "scoredHands": res["scoredHands"],
        "replay": f"{path}.replay.jsonl",
        "results": f"{path}.results.json",
    }


def offline_files(stage: Path) -> list[str]:
    """Every file of the site, relative to it, for the service worker's offline copy."""
    return sorted(str(f.relative_to(stage)) for f in stage.rglob("*") if f.is_file() and f.name != "build.json")


def offline_sizes(stage: Path, files: list[str]) -> dict[str, dict]:
    """Each of ``files``' length and SHA-256: the service worker keeps no other bytes under its name."""
    built = {}
    for name in files:
        data = (stage / name).read_bytes()
        built[name] = {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    return built


def viewer_limits() -> dict[str, int]:
    """The most the viewer reads of each file it fetches, the core's own bounds (what ``cosino verify`` reads), so
    the browser never refuses a file the server verifies. A running episode's state and events (``live``) are
    bounded as the replay they become; the leaderboard and integrity report (``report``) as ``cosino league
    --check`` reads them back, and the episode index (``index``), published beside them, so."""
    from cosino.arena.manifest import MAX_MANIFEST_BYTES
    from cosino.arena.replay import MAX_REPLAY_BYTES

    limits = {"replay": MAX_REPLAY_BYTES, "results": MAX_REPLAY_BYTES, "manifest": MAX_MANIFEST_BYTES}
    limits |= {"live": MAX_REPLAY_BYTES, "index": MAX_REPLAY_BYTES, "report": MAX_REPLAY_BYTES}
    limits["build"] = BUILD_JSON_LIMIT
    return limits


def limits_module() -> str:
    """js/limits.js: :func:`viewer_limits` for the page. The copy in web/js is this text too
    (tests/test_web_limits.py); the build writes it again from the core."""
    return (
        "// Written by web/build.py from cosino.arena.replay.MAX_REPLAY_BYTES (replay, results, live, index,\n"
        "// report), cosino.arena.manifest.MAX_MANIFEST_BYTES and build.py's BUILD_JSON_LIMIT: the bytes of\n"
        "// each file the viewer reads at most.\n"
        f"export const LIMITS = Object.freeze({json.dumps(viewer_limits(), sort_keys=True)});\n"
    )


def write_verifier_build(js: Path, wheel: Path, pyodide_version: str) -> str:
    """Name this build's verifier (js/verifier-build.js): a page joins only a SharedWorker of its own build."""
    digest = hashlib.sha256()
    # js/limits.js, which the worker imports, is written from the core's constants: the wheel covers it.
    for part in ((js / "verify-worker.js").read_bytes(), wheel.read_bytes(), pyodide_version.encode()):
        digest.update(len(part).to_bytes(8, "big") + part)
    name = digest.hexdigest()[:32]
    (js / "verifier-build.js").write_text(
        "// Written by web/build.py: a digest of the verifier's worker, the core wheel and Pyodide.\n"
        f'export const VERIFIER_BUILD = "{name}";\n'
    )
    return name


def read_pace(bounded: Path) -> dict[str, str]:
    """js/bounded.js's GRACE_MS and MIN_RATE as its JavaScript writes them: the worker reads at the page's pace."""
    text = bounded.read_text()
    pace = {}
    for name in ("GRACE_MS", "MIN_RATE"):
        found = re.search(rf"^export const {name} = ([0-9_ *]+);$", text, re.M)
        if found is None:
            raise BuildError(f"{bounded}: no `export const {name} = <number>;` line to read")
        pace[name] = found.group(1)
    return pace


def stamp_service_worker(sw: Path, pyodide_version: str) -> None:
    """Write the Pyodide version into sw.js (a new Pyodide then reinstalls the worker), the viewer's limits, the
    same as js/limits.js's (the worker keeps no copy larger than the page would read), and js/bounded.js's pace."""
    text = sw.read_text()
    stamped = text
    pace = read_pace(sw.parent / "js" / "bounded.js")
    for line, value in (
        ('const PYODIDE_VERSION = "unbuilt";', json.dumps(pyodide_version)),
        ("const LIMITS = {};", json.dumps(viewer_limits(), sort_keys=True)),
        ("const GRACE_MS = 0;", pace["GRACE_MS"]),
        ("const MIN_RATE = 0;", pace["MIN_RATE"]),
    ):
        name = line.split()[1]
        if line not in stamped:
            raise BuildError(f"{sw}: no {name} line to stamp")
        stamped = stamped.replace(line, f"const {name} = {value};")
    sw.write_text(stamped)


def build(out: Path, variants: list[str] | None = None, seed: int = 7, strict: bool = False) -> dict:
    from cosino.arena.manifest import manifest_bytes
    from cosino.games.registry import REGISTRY

    names = list(REGISTRY) if variants is None else variants
    unknown = [v for v in names if v not in REGISTRY]
    if unknown:
        raise BuildError(f"--variants: unknown variant(s) {', '.join(unknown)}")
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=out.name + ".", dir=out.parent))
    stage.chmod(0o755)  # mkdtemp makes it private; a static host must read it
    try:
        for name in SITE_FILES:
            src = WEB / name
            if src.is_dir():
                shutil.copytree(src, stage / name, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                shutil.copy2(src, stage / name)
        pyodide_version = copy_pyodide(stage / "pyodide")
        stamp_service_worker(stage / "sw.js", pyodide_version)
        wheel = build_wheel(stage / "wheels")
        (stage / "js" / "limits.js").write_text(limits_module())
        verifier = write_verifier_build(stage / "js", wheel, pyodide_version)
        snapshot = make_snapshot(wheel, stage / "pyodide-snapshot")
        samples = []
        published = []
        index = []
        skipped = {}
        (stage / "samples").mkdir()
        with tempfile.TemporaryDirectory() as tmp:
            for variant in names:
                hands = sample_hands(variant)
                try:
                    replay, results = play_sample(variant, hands, seed, Path(tmp))
                except BuildError as exc:
                    if strict:
                        raise
                    # One broken game module must not take the whole site down; the manifest says so.
                    print(f"web/build.py: warning: no sample for {variant}: {exc}", file=sys.stderr)
                    skipped[variant] = str(exc)
                    continue
                published.append(published_entry(replay, results, variant))
                index.append(index_entry(replay, results, variant, f"samples/{variant}"))
                shutil.copy2(replay, stage / "samples" / f"{variant}.replay.jsonl")
                shutil.copy2(results, stage / "samples" / f"{variant}.results.json")
                samples.append(
                    {
                        "variant": variant,
                        "hands": hands,
                        "seats": len(sample_seats(variant)),
                        "replay": f"samples/{variant}.replay.jsonl",
                        "results": f"samples/{variant}.results.json",
                    }
                )
        (stage / "public").mkdir()
        (stage / "public" / "manifest.json").write_bytes(manifest_bytes(published))
        (stage / "public" / "episodes.json").write_text(json.dumps({"episodes": index}, sort_keys=True) + "\n")
        from cosino.games.registry import describe_all

        manifest = {
            "games": describe_all(),  # what each variant can do: the viewer keeps no lists of its own
            "manifest": "public/manifest.json",
            "pyodide": pyodide_version,
            "verifier": verifier,  # the name js/verifier-build.js gives this build's shared verifier
            "wheel": f"wheels/{wheel.name}",
            "snapshot": f"pyodide-snapshot/{snapshot[0]}" if snapshot else None,
            "snapshotImageBytes": snapshot[1] if snapshot else None,  # the worker sizes memory before reading it
            "samples": samples,
            "skipped": skipped,
            "offline": offline_files(stage),  # what sw.js caches so that a reload works offline
        }
        manifest["offlineFiles"] = offline_sizes(stage, manifest["offline"])  # what sw.js reads of each
        text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"
        if len(text.encode()) > BUILD_JSON_LIMIT:
            raise BuildError(f"build.json is {len(text.encode())} bytes, over BUILD_JSON_LIMIT ({BUILD_JSON_LIMIT})")
        (stage / "build.json").write_text(text)
        if out.exists():
            old = out.with_name(out.name + ".old")
            shutil.rmtree(old, ignore_errors=True)
            out.rename(old)
            stage.rename(out)
            shutil.rmtree(old, ignore_errors=True)
        else:
            stage.rename(out)
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(WEB / "dist"))
    parser.add_argument("--variants", help="comma-separated subset (default: every registered variant)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--strict", action="store_true", help="fail when any variant cannot produce a sample")
    args = parser.parse_args(argv)
    variants = [v.strip() for v in args.variants.split(",") if v.strip()] if args.variants else None
    try:
        manifest = build(Path(args.out), variants, args.seed, args.strict)
    except BuildError as exc:
        print(f"web/build.py: {exc}", file=sys.stderr)
        return 2
    print(
        f"web/dist: Pyodide {manifest['pyodide']}, {manifest['wheel']}, "
        f"{len(manifest['samples'])} samples ({', '.join(s['variant'] for s in manifest['samples'])})"
        + (f"; skipped: {', '.join(manifest['skipped'])}" if manifest["skipped"] else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
