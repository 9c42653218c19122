"""A queue for API tests that need none: the create route sends a step, and nothing listens."""


class NoQueue:
    def send_step(self, *args, **kwargs) -> None:
        pass

    def send_finalize(self, *args, **kwargs) -> None:
        pass
