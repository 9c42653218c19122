"""The engine: one decision per step, exactly once, and the flows around it."""
