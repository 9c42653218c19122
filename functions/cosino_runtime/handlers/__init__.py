"""Lambda entry points (``api``, ``step``, ``finalize``, ``league``, ``sweeper``) and the plain
functions they call (``pipeline``). Only the entry points import powertools; ``pipeline`` runs
anywhere, including ``cosino serve`` on the embedded default."""
