"""Game-theory analytics over any game that exposes its tree (see :mod:`.tree`).

Exact full-tree measures live in :mod:`.reach`, Monte-Carlo ones in :mod:`.sampled`, small
test games in :mod:`.testgames`. Two-player zero-sum exploitability is a proof of equilibrium
when it is 0; for N-player or general-sum games NashConv is only a convergence signal.
"""

from cosino.analytics.estimate import SampledEstimate
from cosino.analytics.reach import (
    ExploitabilityResult,
    ReachWalk,
    best_response,
    best_response_policy,
    best_responses,
    cfr_br,
    compiled,
    descent_step,
    expected_payoffs,
    exploitability,
    exploitability_2p_zerosum,
    exploitability_descent,
    exploitability_symmetric,
    exploitability_zerosum,
    nash_conv,
)
from cosino.analytics.sampled import (
    SampleConfig,
    expected_payoffs_sampled,
    sampled_best_response,
    sampled_best_responses,
    sampled_exploitability_2p_zerosum,
)
from cosino.analytics.tree import (
    ChanceNotEnumerable,
    CompiledTree,
    GameState,
    GameTree,
    GameTreeError,
    compile_tree,
    compiled_variant,
    variant_tree,
)

__all__ = [
    "ChanceNotEnumerable",
    "CompiledTree",
    "ExploitabilityResult",
    "ReachWalk",
    "GameState",
    "GameTree",
    "GameTreeError",
    "SampleConfig",
    "SampledEstimate",
    "best_response",
    "best_response_policy",
    "best_responses",
    "cfr_br",
    "compile_tree",
    "compiled",
    "compiled_variant",
    "descent_step",
    "expected_payoffs",
    "exploitability",
    "exploitability_2p_zerosum",
    "exploitability_descent",
    "exploitability_symmetric",
    "exploitability_zerosum",
    "nash_conv",
    "expected_payoffs_sampled",
    "sampled_best_response",
    "sampled_best_responses",
    "sampled_exploitability_2p_zerosum",
    "variant_tree",
]
