"""The core imports nothing outside the standard library: proven in a fresh interpreter."""

import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parent.parent / "core"

PROBE = r"""
import importlib, pkgutil, sys
sys.path.insert(0, {core!r})
allowed = set(sys.stdlib_module_names) | {{"cosino"}}
class Refuse:
    def find_spec(self, name, path=None, target=None):
        top = name.split(".")[0]
        if top not in allowed:
            raise ImportError(f"core imported third-party module {{name}}")
        return None
sys.meta_path.insert(0, Refuse())
import cosino
names = [m.name for m in pkgutil.walk_packages(cosino.__path__, "cosino.")]
for name in names:
    importlib.import_module(name)
print(len(names))
"""


def test_every_core_module_imports_with_third_party_refused():
    out = subprocess.run(
        [sys.executable, "-S", "-c", PROBE.format(core=str(CORE))], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert int(out.stdout.strip()) >= 10
