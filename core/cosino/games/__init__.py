"""The games: the protocol every game implements, the registry, poker and trick-taking."""
