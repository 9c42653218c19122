"""Seats that do I/O (remote agents, model endpoints) and the one registry of seat names."""
