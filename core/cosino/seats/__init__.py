"""House, planted and advisor seats, and what model seats read and write (prompts, answers)."""
