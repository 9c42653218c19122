"""Poker: Kuhn, Leduc and no-limit Hold'em, the hand evaluator and equity."""
