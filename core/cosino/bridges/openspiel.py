"""OpenSpiel games and policies in Cosino: any ``pyspiel`` game as a :class:`GameTree`.

``pyspiel`` is imported inside the functions that need it (the core stays standard library and
runs without it). :func:`openspiel_tree` wraps a game (by its OpenSpiel string, e.g.
``"kuhn_poker(players=3)"``, or a loaded ``pyspiel.Game``); a simultaneous-move game is first
turned sequential with ``pyspiel.convert_to_turn_based``. In the wrapped tree:

- an information-set key is OpenSpiel's ``information_state_string()`` of the acting player;
- an action label is the action id as a string (``"0"``, ``"1"``, ...), so a Cosino profile is
  ``{info_state: {"<action id>": probability}}``;
- chance nodes list OpenSpiel's ``chance_outcomes()``: the exact analytics enumerate them, the
  sampled ones draw them, wherever they lie in the tree.

:func:`to_openspiel_policy` and :func:`from_openspiel_policy` convert tabular policies both ways.
"""

from __future__ import annotations

from typing import Any, Mapping

from cosino.analytics.tree import GameState, GameTree, GameTreeError, Number, Profile
from cosino.primitives.jsonsafe import JsonInputError, loads


class OpenSpielError(GameTreeError):
    """An OpenSpiel game or policy that cannot be used here; says which and why."""


def pyspiel_module() -> Any:
    """The ``pyspiel`` module, or an :class:`OpenSpielError` saying how to get it."""
    try:
        import pyspiel
    except ImportError as exc:
        raise OpenSpielError("the OpenSpiel bridge needs the open_spiel package (pip install open_spiel)") from exc
    return pyspiel


class OpenSpielState(GameState):
    __slots__ = ("s",)

    def __init__(self, s: Any) -> None:
        self.s = s

    def is_terminal(self) -> bool:
        return self.s.is_terminal()

    def is_chance(self) -> bool:
        return self.s.is_chance_node()

    def chance_outcomes(self) -> list[tuple[Any, Number]]:
        return list(self.s.chance_outcomes())

    def current_player(self) -> int:
        return self.s.current_player()

    def infoset_key(self) -> str:
        return self.s.information_state_string()

    def legal_actions(self) -> list[str]:
        return [str(a) for a in self.s.legal_actions()]

    def child(self, action: Any) -> "OpenSpielState":
        twin = self.s.clone()
        twin.apply_action(int(action))
        return OpenSpielState(twin)

    def returns(self) -> list[Number]:
        return list(self.s.returns())


class OpenSpielTree(GameTree):
    """A loaded OpenSpiel game seen through Cosino's tree interface (``game`` is the pyspiel game)."""

    def __init__(self, game: Any) -> None:
        pyspiel = pyspiel_module()
        gtype = game.get_type()
        if gtype.dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS:
            game = pyspiel.convert_to_turn_based(game)
            gtype = game.get_type()
        if not gtype.provides_information_state_string:
            raise OpenSpielError(f"OpenSpiel game {str(game)!r} has no information-state strings to key infosets by")
        self.game = game
        self.name = str(game)
        self.num_players = game.num_players()
        self.zero_sum = gtype.utility == pyspiel.GameType.Utility.ZERO_SUM

    def root(self) -> GameState:
        return OpenSpielState(self.game.new_initial_state())


def openspiel_tree(game: Any) -> OpenSpielTree:
    """Wrap ``game`` (an OpenSpiel game string or a ``pyspiel.Game``) as a Cosino game tree.

    Raises :class:`OpenSpielError` naming the string when OpenSpiel cannot load it.
    """
    pyspiel = pyspiel_module()
    if isinstance(game, str):
        short = game.split("(", 1)[0].strip()
        if short not in pyspiel.registered_names():  # asked first: pyspiel would print its whole list
            raise OpenSpielError(f"OpenSpiel cannot load {game!r}: it has no game named {short!r}")
        try:
            game = pyspiel.load_game(game)
        except Exception as exc:  # pyspiel raises its own SpielError (a RuntimeError)
            raise OpenSpielError(f"OpenSpiel cannot load {game!r}: {exc}") from exc
    return OpenSpielTree(game)


def to_openspiel_policy(tree: OpenSpielTree, profile: Profile) -> Any:
    """A ``TabularPolicy`` of ``tree.game`` playing ``profile`` (missing infosets uniform)."""
    from open_spiel.python import policy as os_policy

    from cosino.analytics.tree import checked_row

    tab = os_policy.TabularPolicy(tree.game)
    for key, row in profile.items():
        i = tab.state_lookup.get(key)
        if i is None:
            raise OpenSpielError(f"profile key {key!r} is not an information state of {tree.name!r}")
        legal = [str(a) for a, ok in enumerate(tab.legal_actions_mask[i]) if ok]
        probs = checked_row(key, row, legal)
        tab.action_probability_array[i] = 0.0
        for a, p in zip(legal, probs):
            tab.action_probability_array[i][int(a)] = float(p)
    return tab


def from_openspiel_policy(tree: OpenSpielTree, policy: Any) -> dict[str, dict[str, float]]:
    """Cosino's profile of an OpenSpiel policy: tabular ones read directly, others state by state."""
    lookup = getattr(policy, "state_lookup", None)
    if lookup is not None and hasattr(policy, "action_probability_array"):
        out: dict[str, dict[str, float]] = {}
        for key, i in lookup.items():
            mask = policy.legal_actions_mask[i]
            out[key] = {str(a): float(p) for a, p in enumerate(policy.action_probability_array[i]) if mask[a]}
        return out
    return _walk_policy(tree, policy)


def _walk_policy(tree: OpenSpielTree, policy: Any) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    stack = [tree.game.new_initial_state()]
    while stack:
        s = stack.pop()
        if s.is_terminal():
            continue
        if s.is_chance_node():
            actions = [a for a, _ in s.chance_outcomes()]
        else:
            actions = s.legal_actions()
            key = s.information_state_string()
            if key not in out:
                probs = policy.action_probabilities(s)
                out[key] = {str(a): float(probs.get(a, 0.0)) for a in actions}
        for a in actions:
            stack.append(s.child(a))
    return out


def load_openspiel_profile(tree: OpenSpielTree, text: str | bytes, source: str) -> dict[str, dict[str, Any]]:
    """A JSON policy file for ``tree``: ``{info_state: {action id: probability}}`` at the top level or
    under ``"policy"``; each key must be an information state the tree reaches (checked by the analytics)."""
    try:
        data = loads(text, source, floats="float")
    except JsonInputError as exc:
        raise OpenSpielError(f"{source}: {exc}") from exc
    if isinstance(data, dict) and isinstance(data.get("policy"), dict):
        data = data["policy"]
    if not isinstance(data, dict) or not all(isinstance(row, Mapping) for row in data.values()):
        raise OpenSpielError(f"{source}: a policy is a JSON object of info state -> {{action id: probability}}")
    return {str(k): {str(a): p for a, p in row.items()} for k, row in data.items()}
