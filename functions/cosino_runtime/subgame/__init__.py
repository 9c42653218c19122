"""Real-time subgame solving for the Hold'em advisor (numpy; outside the standard-library core).

:class:`SubgameSource` is one more source of the advisor's cascade: heads-up on the turn and the
river it solves the subgame from the current state, rooted at both players' estimated ranges, with
the advisor's candidate sizes at the root and a small abstraction after it, by vectorised CFR+ to
a stated exploitability (a fraction of the pot). ``cosino advise`` plugs it in; the core cascade
works without it.
"""

from cosino_runtime.subgame.source import SUBGAME_LABEL, SubgameSettings, SubgameSource

__all__ = ["SUBGAME_LABEL", "SubgameSettings", "SubgameSource"]
