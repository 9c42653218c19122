"""The real AWS SAM CLI on the template: `sam validate --lint` and `sam build` (arm64, python3.12) into a
temporary folder, and the bundle it builds: lean functions, one small dependencies layer, and the
unchecked-hash bytecode of every module compiled by Python 3.12 (infra/bundle/Makefile)."""

from __future__ import annotations

import os
import subprocess
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
INFRA = ROOT / "infra"
SAM = ROOT / ".venv-sam" / "bin" / "sam"
FUNCTIONS = ("ApiFunction", "StepFunction", "FinalizeFunction", "LeagueFunction", "SweeperFunction")
HANDLERS = dict(zip(FUNCTIONS, ("http_api", "step", "finalize", "league_schedule", "sweeper")))

pytestmark = pytest.mark.skipif(not SAM.exists(), reason="no SAM CLI venv: `make .venv-sam/bin/sam` (make test does)")


def _python312_bin() -> str:
    found = subprocess.run([str(INFRA / "python312.sh")], capture_output=True, text=True)
    assert found.returncode == 0, found.stderr
    return found.stdout.strip()


def _sam(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PATH": f"{_python312_bin()}{os.pathsep}{os.environ['PATH']}", "SAM_CLI_TELEMETRY": "0"}
    return subprocess.run([str(SAM), *args], cwd=INFRA, env=env, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("sam")
    done = _sam("build", "--build-dir", str(out / "build"), "--cache-dir", str(out / "cache"))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert not (INFRA / ".aws-sam").exists(), "sam build wrote into the tree"
    return out / "build"


def test_sam_validate_lint_passes():
    done = _sam("validate", "--lint")
    assert done.returncode == 0, done.stdout + done.stderr


def _zip_size(folder: Path, into: Path) -> int:
    with zipfile.ZipFile(into, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(folder.rglob("*")):
            archive.write(path, path.relative_to(folder))
    return into.stat().st_size


def test_functions_are_the_runtime_package_only(built, tmp_path):
    for name in FUNCTIONS:
        top = {p.name for p in (built / name).iterdir()}
        assert top == {"cosino_runtime"}, f"{name}: {top}"
        # 607 KB measured (2026-12-06; 429 KB on 2026-12-02, 136 KB before it shipped .pyc); a function carrying a
        # dependency is MBs.
        assert _zip_size(built / name, tmp_path / f"{name}.zip") < 1_000_000, name


def test_one_dependencies_layer_without_botocore_or_dev_tools(built, tmp_path):
    packages = {p.name for p in (built / "DependenciesLayer" / "python").iterdir()}
    assert "aws_lambda_powertools" in packages and "pydantic_core" in packages
    for heavy in ("botocore", "boto3", "aws_xray_sdk", "moto", "cosino_devtools", "cosino_runtime"):
        assert heavy not in packages, heavy
    assert list((built / "DependenciesLayer" / "python" / "pydantic_core").glob("*aarch64*.so")), "not an arm64 build"
    assert _zip_size(built / "DependenciesLayer", tmp_path / "deps.zip") < 8_000_000
    assert (built / "CoreLayer" / "python" / "cosino").is_dir()


def _python312(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(Path(_python312_bin()) / "python3.12"), *args], capture_output=True, text=True, env=env, timeout=120
    )


@pytest.mark.parametrize("folder", [*FUNCTIONS, "CoreLayer/python", "DependenciesLayer/python"])
def test_every_module_ships_its_unchecked_hash_bytecode_for_python_312(built, folder):
    """Lambda's /var/task and /opt are read-only: a module without usable bytecode is compiled at every cold start."""
    magic = _python312("-c", "import importlib.util; print(importlib.util.MAGIC_NUMBER.hex())").stdout.strip()
    magic = bytes.fromhex(magic)
    sources = sorted((built / folder).rglob("*.py"))
    assert len(sources) > 20, folder
    for source in sources:
        pyc = source.parent / "__pycache__" / f"{source.stem}.cpython-312.pyc"
        assert pyc.is_file(), pyc.relative_to(built)
        header = pyc.read_bytes()[:16]
        assert header[:4] == magic, f"{pyc.relative_to(built)}: not Python 3.12's magic number"
        assert int.from_bytes(header[4:8], "little") == 1, f"{pyc.relative_to(built)}: not unchecked-hash (PEP 552)"
    others = [p for p in (built / folder).rglob("*.pyc") if not p.name.endswith(".cpython-312.pyc")]
    assert others == [], others[:5]


@pytest.mark.parametrize("function", FUNCTIONS)
def test_python_312_imports_each_handler_from_the_bundle_without_compiling(built, function):
    """The handler module imported by Python 3.12 from the built function and layers (their order on
    Lambda's sys.path): every module of ours, of the core and of powertools comes from its shipped .pyc."""
    folders = [str(built / function), str(built / "CoreLayer" / "python"), str(built / "DependenciesLayer" / "python")]
    code = f"import sys; sys.path[:0] = {folders!r}; import cosino_runtime.lambdas.{HANDLERS[function]}"
    env = {"PATH": os.environ["PATH"], "POWERTOOLS_TRACE_DISABLED": "true", "AWS_DEFAULT_REGION": "us-east-1"}
    done = _python312("-I", "-B", "-v", "-c", code, env=env)  # -B: writes nothing, as on Lambda's read-only folders
    assert done.returncode == 0, done.stderr[-3000:]
    prefix = "# code object from "  # then the .pyc's path quoted, or the source's path when it compiled it
    loaded = [line.removeprefix(prefix).strip("'") for line in done.stderr.splitlines() if line.startswith(prefix)]
    ours = [path for path in loaded if path.startswith(str(built))]
    compiled = [path for path in ours if not path.endswith(".cpython-312.pyc")]
    assert compiled == [], compiled[:5]
    for folder in folders:
        assert any(path.startswith(folder + os.sep) for path in ours), f"nothing loaded from {folder}"
