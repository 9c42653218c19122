"""The examples in the docstrings of the core and the runtime run and hold (pytest's own
``--doctest-modules`` sees only the tests folder)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import cosino
import cosino_runtime

MODULES = sorted(
    m.name
    for package in (cosino, cosino_runtime)
    for m in pkgutil.walk_packages(package.__path__, f"{package.__name__}.")
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert failures == 0
