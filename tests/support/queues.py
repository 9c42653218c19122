"""Queues for tests: one that drops what is sent (the create route sends a step, and nothing
listens) and one that keeps it, for a test to read or to pump by hand."""


class NoQueue:
    def send_step(self, *args, **kwargs) -> None:
        pass

    def send_finalize(self, *args, **kwargs) -> None:
        pass


class ListQueue:
    """Keeps every step message as (episode, version) and every finalisation as the episode id."""

    def __init__(self) -> None:
        self.steps: list[tuple[str, int]] = []
        self.finals: list[str] = []

    def send_step(self, episode_id, version, redrive=False) -> None:
        self.steps.append((episode_id, version))

    def send_finalize(self, episode_id, redrive=False) -> None:
        self.finals.append(episode_id)
