"""The arena: episodes, replays, scoring, what is kept of an answer, talk, the public view, manifests."""
