"""The HTTP API as plain logic, and the local server around it."""
