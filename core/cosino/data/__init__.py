"""Data shipped with the core (trained house profiles)."""
