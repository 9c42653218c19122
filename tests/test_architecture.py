"""The shape of the code (issue 14): short functions, no import cycles, no private names across modules.

These read the source with ``ast``; nothing is imported, so they are cheap and exact.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = {
    "cosino": ROOT / "core" / "cosino",
    "cosino_runtime": ROOT / "functions" / "cosino_runtime",
    "cosino_devtools": ROOT / "tools" / "cosino_devtools",
}
MAX_FUNCTION_LINES = 80


def _modules() -> dict[str, Path]:
    out = {}
    for top, base in PACKAGES.items():
        for path in sorted(base.rglob("*.py")):
            parts = list(path.relative_to(base.parent).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


MODULES = _modules()


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def _imports(name: str, path: Path) -> list[tuple[str, list[str], bool]]:
    """(module, imported names, at module level?) for every import of one of our packages."""
    tree = _tree(path)
    top_level = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.split(".")[0] in PACKAGES:
                found.append((node.module, [a.name for a in node.names], id(node) in top_level))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in PACKAGES:
                    found.append((alias.name, [], id(node) in top_level))
    return found


def test_no_function_is_longer_than_80_lines():
    long = []
    for name, path in MODULES.items():
        for node in ast.walk(_tree(path)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = node.end_lineno - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({length} lines)")
    assert not long, "functions longer than 80 lines:\n" + "\n".join(long)


def test_no_private_name_is_imported_across_modules():
    private = []
    for name, path in MODULES.items():
        for module, names, _ in _imports(name, path):
            for imported in names:
                if imported.startswith("_") and not imported.startswith("__"):
                    private.append(f"{path.relative_to(ROOT)}: {imported} from {module}")
    assert not private, "private names imported across modules:\n" + "\n".join(private)


def _target(module: str, names: list[str]) -> list[str]:
    """The modules an import statement loads (a name may itself be a submodule)."""
    out = [module] if module in MODULES else []
    for n in names:
        if f"{module}.{n}" in MODULES:
            out.append(f"{module}.{n}")
    return out


def test_no_import_cycle():
    """Counting imports inside functions too: a lazy import hides a cycle, it does not remove it."""
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        edges = set()
        for module, names, _ in _imports(name, path):
            edges.update(t for t in _target(module, names) if t != name and not name.startswith(t + "."))
        graph[name] = edges
    cycles = []
    state: dict[str, int] = {}

    def visit(node: str, stack: list[str]) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join(stack[stack.index(nxt) :] + [nxt]))
            elif nxt not in state:
                visit(nxt, stack)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [])
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


@pytest.mark.parametrize("package", ["cosino"])
def test_the_core_imports_nothing_from_the_runtime(package):
    offenders = [
        f"{path.relative_to(ROOT)}: {module}"
        for name, path in MODULES.items()
        if name.startswith(package + ".") or name == package
        for module, _, _ in _imports(name, path)
        if module.split(".")[0] != "cosino"
    ]
    assert not offenders, offenders


def test_no_two_core_modules_share_a_name():
    seen: dict[str, str] = {}
    clashes = []
    for name in MODULES:
        if not name.startswith("cosino.") or name.count(".") == 0:
            continue
        leaf = name.rsplit(".", 1)[1]
        if MODULES[name].name == "__init__.py":
            continue
        if leaf in seen:
            clashes.append(f"{seen[leaf]} and {name}")
        seen.setdefault(leaf, name)
    assert not clashes, "core modules sharing a name:\n" + "\n".join(clashes)
