"""Helpers shared by test modules (importable because tests/conftest.py puts tests/ on the path)."""
