"""The real AWS SAM CLI on the template: `sam validate --lint` and `sam build` (arm64, python3.12) into a
temporary folder, and the bundle it builds: lean functions, one small dependencies layer."""

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

pytestmark = pytest.mark.skipif(not SAM.exists(), reason="no SAM CLI venv: `make .venv-sam/bin/sam` (make test does)")


def _sam(*args: str) -> subprocess.CompletedProcess:
    found = subprocess.run([str(INFRA / "python312.sh")], capture_output=True, text=True)
    assert found.returncode == 0, found.stderr
    env = {**os.environ, "PATH": f"{found.stdout.strip()}{os.pathsep}{os.environ['PATH']}", "SAM_CLI_TELEMETRY": "0"}
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
        assert top <= {"cosino_runtime", "requirements.txt"}, f"{name}: {top}"
        assert _zip_size(built / name, tmp_path / f"{name}.zip") < 300_000, name


def test_one_dependencies_layer_without_botocore_or_dev_tools(built, tmp_path):
    packages = {p.name for p in (built / "DependenciesLayer" / "python").iterdir()}
    assert "aws_lambda_powertools" in packages and "pydantic_core" in packages
    for heavy in ("botocore", "boto3", "aws_xray_sdk", "moto", "cosino_devtools", "cosino_runtime"):
        assert heavy not in packages, heavy
    assert list((built / "DependenciesLayer" / "python" / "pydantic_core").glob("*aarch64*.so")), "not an arm64 build"
    assert _zip_size(built / "DependenciesLayer", tmp_path / "deps.zip") < 8_000_000
    assert (built / "CoreLayer" / "python" / "cosino").is_dir()
