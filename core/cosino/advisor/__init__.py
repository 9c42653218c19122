"""The Hold'em decision advisor: what a good decision was in a spot, and how sure that answer is.

``recommend_action(state, DecisionConfig(...))`` returns a report (``report.format()`` prints it).
Sources, in order: a trained heads-up abstract strategy (gated by its confidence table), Monte
Carlo rollouts against estimated opponent ranges, and a pot-odds heuristic. Only an exact lookup
in the abstract strategy is a solver answer, and it carries no equilibrium guarantee.
"""

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.report import DecisionReport
from cosino.advisor.state import ObservedTableState, StateError, state_from_dict, validate

__all__ = [
    "DecisionConfig",
    "DecisionReport",
    "ObservedTableState",
    "StateError",
    "recommend_action",
    "state_from_dict",
    "validate",
]
