"""Lambda entry points: thin handlers that parse an event, call the engine and return."""
