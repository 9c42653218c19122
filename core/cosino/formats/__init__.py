"""Hand-history notations (PHH), in and out."""
