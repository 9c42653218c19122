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

import os
import sys
from contextlib import contextmanager
from typing import Any, Iterator, Mapping

from cosino.analytics.tree import GameState, GameTree, GameTreeError, Number, Profile
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.files import read_input, unusable_path
from cosino.primitives.jsonsafe import JsonInputError, loads

# A seat's policy file: Leduc's 936 information sets take well under a megabyte as JSON.
MAX_POLICY_BYTES = 16 * 1024 * 1024


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
            raise OpenSpielError(
                f"OpenSpiel game {quoted(str(game))} has no information-state strings to key infosets by"
            )
        self.game = game
        self.name = str(game)
        self.num_players = game.num_players()
        self.zero_sum = gtype.utility == pyspiel.GameType.Utility.ZERO_SUM

    def root(self) -> GameState:
        return OpenSpielState(self.game.new_initial_state())

    def more_nodes_than(self, limit: int) -> bool:
        """Whether the game has more than ``limit`` nodes, counted on OpenSpiel's own states (about a
        thirtieth of a checked walk's cost per node), so a game too large to walk is refused in seconds:
        "kuhn_poker(players=10)" walked two million checked nodes, about a minute, before refusing."""
        waiting = [self.game.new_initial_state()]
        count = 0
        try:
            while waiting:
                state = waiting.pop()
                count += 1
                if count > limit:
                    return True
                if not state.is_terminal():
                    chance = state.is_chance_node()
                    actions = [a for a, _ in state.chance_outcomes()] if chance else state.legal_actions()
                    waiting.extend(state.child(a) for a in actions)
        except Exception:  # a state OpenSpiel cannot expand: the checked walk names where
            return False
        return False


def openspiel_tree(game: Any) -> OpenSpielTree:
    """Wrap ``game`` (an OpenSpiel game string or a ``pyspiel.Game``) as a Cosino game tree.

    Raises :class:`OpenSpielError` naming the string when OpenSpiel cannot load it.
    """
    pyspiel = pyspiel_module()
    if isinstance(game, str):
        short = game.split("(", 1)[0].strip(" ")  # ASCII spaces only: str.strip() also eats U+2028
        if short not in pyspiel.registered_names():  # asked first: pyspiel would print its whole list
            raise OpenSpielError(f"OpenSpiel cannot load {quoted(game)}: it has no game named {quoted(short)}")
        try:
            with _quiet_stderr():  # OpenSpiel's C++ prints each error to fd 2 before raising it
                game = pyspiel.load_game(game)
        except Exception as exc:  # pyspiel raises its own SpielError (a RuntimeError)
            raise OpenSpielError(f"OpenSpiel cannot load {quoted(game)}: {exc}") from exc
    elif not isinstance(game, pyspiel.Game):  # an int raised AttributeError from game.get_type()
        what = quoted(game) if isinstance(game, (int, float, bytes, type(None))) else type(game).__name__
        raise OpenSpielError(f"openspiel_tree takes an OpenSpiel game string or a pyspiel.Game, not {what[:60]}")
    return OpenSpielTree(game)


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """File descriptor 2 points at /dev/null inside the block (C++ output included)."""
    if sys.stderr is not None:
        sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # fd 2 is closed: nothing to silence
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def to_openspiel_policy(tree: OpenSpielTree, profile: Profile) -> Any:
    """A ``TabularPolicy`` of ``tree.game`` playing ``profile`` (missing infosets uniform)."""
    from open_spiel.python import policy as os_policy

    from cosino.analytics.tree import checked_row

    tab = os_policy.TabularPolicy(tree.game)
    for key, row in profile.items():
        i = tab.state_lookup.get(key)
        if i is None:
            raise OpenSpielError(f"profile key {quoted(key)} is not an information state of {quoted(tree.name)}")
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


def policy_values(tree: OpenSpielTree) -> int:
    """The most JSON values a policy file of ``tree`` needs: every key and row with its action ids and numbers,
    and room for the metadata a solver writes beside them."""
    from cosino.analytics.reach import compiled

    return sum(2 + 2 * len(actions) for actions in compiled(tree).infoset_actions) + 64


def load_openspiel_profile(tree: OpenSpielTree, text: str | bytes, source: str) -> dict[str, dict[str, Any]]:
    """A JSON policy file for ``tree``: ``{info_state: {action id: probability}}`` at the top level or
    under ``"policy"``; each key must be an information state the tree reaches (checked by the analytics).
    No more JSON values than a full policy of the game needs are parsed (:func:`policy_values`)."""
    if not text.strip():
        raise OpenSpielError(f"{source}: the file is empty")
    try:  # counted before parsing: 16 MB of [{},{},...] parsed to 518 MB
        data = loads(text, source, floats="float", unique_keys=True, max_values=policy_values(tree))
    except JsonInputError as exc:  # its message already names the file
        raise OpenSpielError(str(exc)) from None
    if isinstance(data, dict):
        from cosino.analytics.policy_file import PolicyFileError, unwrap

        try:
            data, _ = unwrap(data, source)
        except PolicyFileError as exc:
            raise OpenSpielError(str(exc)) from None
    if not isinstance(data, dict) or not all(isinstance(row, Mapping) for row in data.values()):
        raise OpenSpielError(f"{source}: a policy is a JSON object of info state -> {{action id: probability}}")
    for key, row in data.items():
        for a, p in row.items():
            # bool is an int in Python: true must not count as probability 1
            if isinstance(p, bool) or not isinstance(p, (int, float)):
                raise OpenSpielError(
                    f"{source}: key {quoted(key[:60])}, action {quoted(a[:20])}: probability {_clip(p)} is not a number"
                )
    return {str(k): {str(a): p for a, p in row.items()} for k, row in data.items()}


def _clip(value: Any) -> str:
    text = quoted(value)
    return text if len(text) <= 40 else text[:40] + "..."


# --- an OpenSpiel policy as a seat in our Kuhn and Leduc episodes ------------------------------

SEAT_GAMES = {"kuhn": "kuhn_poker", "leduc": "leduc_poker"}
_DECKS = {"kuhn": ("Js", "Qs", "Ks"), "leduc": ("Js", "Jh", "Qs", "Qh", "Ks", "Kh")}  # index = OpenSpiel card id
# Our action letters as OpenSpiel action ids (Kuhn: 0 pass, 1 bet; Leduc: 0 fold, 1 call, 2 raise).
_TO_OS = {"kuhn": {"k": 0, "f": 0, "b": 1, "c": 1}, "leduc": {"f": 0, "k": 1, "c": 1, "b": 2, "r": 2}}
_FROM_OS = {
    "kuhn": {0: ("check", "fold"), 1: ("bet", "call")},
    "leduc": {0: ("fold", "check"), 1: ("check", "call"), 2: ("raise", "bet")},
}


def openspiel_state(variant: str, observation: Mapping[str, Any]) -> Any:
    """The OpenSpiel state matching our Kuhn or Leduc observation (the opponent gets any card left)."""
    tree = _seat_tree(variant)
    deck = _DECKS[variant]
    me = observation["position"]
    mine = deck.index(observation["cards"][0])
    board = [deck.index(c) for c in observation.get("board") or []]
    other = next(i for i in range(len(deck)) if i != mine and i not in board)
    holes = [mine, other] if me == 0 else [other, mine]
    s = tree.game.new_initial_state()
    s.apply_action(holes[0])
    s.apply_action(holes[1])
    for letter in observation["history"]:
        if letter == "/":
            continue
        s.apply_action(_TO_OS[variant][letter])
        if s.is_chance_node() and board:
            s.apply_action(board[0])
    return s


_SEAT_TREES: dict[str, OpenSpielTree] = {}


def _seat_tree(variant: str) -> OpenSpielTree:
    if variant not in SEAT_GAMES:
        raise OpenSpielError(f"an OpenSpiel seat plays {' or '.join(SEAT_GAMES)}, not {quoted(variant)}")
    if variant not in _SEAT_TREES:
        _SEAT_TREES[variant] = openspiel_tree(SEAT_GAMES[variant])
    return _SEAT_TREES[variant]


class OpenSpielSeat:
    """Plays ``profile`` (OpenSpiel info states -> {action id: probability}; missing ones uniform)."""

    def __init__(self, variant: str, profile: Mapping[str, Mapping[str, Any]], rng: Any) -> None:
        self.variant, self.profile, self.rng = variant, profile, rng

    def act(self, observation: Mapping[str, Any]) -> dict[str, Any]:
        from cosino.analytics.tree import checked_row

        s = openspiel_state(self.variant, observation)
        key = s.information_state_string()
        legal = [str(a) for a in s.legal_actions()]
        row = self.profile.get(key)
        probs = [1.0 / len(legal)] * len(legal) if row is None else [float(p) for p in checked_row(key, row, legal)]
        chosen = int(legal[self.rng.float_index(probs)])
        ours = {o["action"] for o in observation.get("legal") or []}
        first, second = _FROM_OS[self.variant][chosen]
        return {"action": first if first in ours else second}


def openspiel_seat(name: str, variant: str, rng: Any) -> OpenSpielSeat:
    """``openspiel:<policy.json>``: the policy file in the bridge's format, for Kuhn or Leduc."""
    path = check_openspiel_seat(name, variant)
    tree = _seat_tree(variant)
    try:  # bounded, and never a FIFO or device that would wedge the build (it may be swapped after the check)
        data = read_input(path, MAX_POLICY_BYTES)
    except CosinoError as exc:
        raise OpenSpielError(str(exc)) from None
    return OpenSpielSeat(variant, load_openspiel_profile(tree, data, path), rng)


def _not_a_policy_file(path: str) -> str:
    """Why ``path``, which is no regular file, is no policy file: a FIFO or a loop of links was "no such file"."""
    unusable = unusable_path(path)
    if unusable is not None:
        return unusable
    if os.path.isdir(path):
        return "a folder, not a policy file"
    return "a pipe or device, not a policy file" if os.path.exists(path) else "no such policy file"


def check_openspiel_seat(name: str, variant: str) -> str:
    """The policy path of ``openspiel:<path>``, once the variant is one the seat plays."""
    kind, _, path = name.partition(":")
    if kind != "openspiel" or not path:
        raise OpenSpielError(f"an OpenSpiel seat is openspiel:<policy.json>, not {quoted(name[:80])}")
    if not os.path.isfile(path):  # refused before the episode starts, not at its first decision
        raise OpenSpielError(f"{quoted(path[:200])}: {_not_a_policy_file(path)}")
    if os.path.getsize(path) > MAX_POLICY_BYTES:
        raise OpenSpielError(f"{quoted(path[:200])}: a policy file of more than {MAX_POLICY_BYTES} bytes")
    _seat_tree(variant)
    return path
