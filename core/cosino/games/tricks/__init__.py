"""The trick-taking family: euchre, spades, hearts and oh-hell on one trick engine."""
