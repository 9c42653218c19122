"""Cosino's pure core: cards, randomness, games, episodes, scoring and replay bytes.

Standard library only, so the same code runs under CPython and in the browser (Pyodide).
"""

__version__ = "0.1.0"
