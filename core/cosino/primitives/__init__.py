"""Primitives: cards, the seeded generator, canonical bytes, bounded readers, exact helpers."""
