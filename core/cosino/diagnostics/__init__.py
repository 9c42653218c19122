"""Diagnostics that never change a score: exploitability, the collusion and soft-play audits."""
