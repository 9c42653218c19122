"""Solvers that train average-strategy profiles over any compiled game tree (see :mod:`.cfr`)."""

from cosino.solvers.cfr import ALGORITHMS, CFRSolver, ExternalSamplingMCCFR, make_solver
from cosino.solvers.profile import load_profile, save_profile

__all__ = ["ALGORITHMS", "CFRSolver", "ExternalSamplingMCCFR", "load_profile", "make_solver", "save_profile"]
