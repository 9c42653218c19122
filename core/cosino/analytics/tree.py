"""A generic view of a game's tree, and its compiled (flat-array) form.

Any game exposes its tree through :class:`GameTree` and :class:`GameState`: chance nodes list
their outcomes with probabilities (or return ``None`` from ``chance_outcomes`` when they can
only be sampled), decision nodes name the acting player, its information-set key and its legal
action labels, and terminal nodes give one utility per player. Nothing here knows a particular
game; :class:`VariantTree` adapts any core variant that offers ``tree_deals()`` (Kuhn, Leduc).

Exact analytics and solvers work on :class:`CompiledTree`, built once by :func:`compile_tree`:
nodes in pre-order held in flat lists, plus each player's *sequences* (an information set and
one of its actions), which make best responses a single backward sweep over information sets.

A profile is a mapping ``infoset key -> {action label: probability}``; a key that is missing is
played uniformly, an action that is missing has probability 0.

>>> tree = compile_tree(variant_tree("kuhn"))
>>> len(tree.infoset_keys), len(tree.terminals), tree.game.nash_value()
(12, 30, [Fraction(-1, 18), Fraction(1, 18)])
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any, Mapping, Sequence

from cosino.games.poker.limit import LETTER
from cosino.games.protocol import Action, Option
from cosino.primitives.errors import CosinoError, number_size, quoted
from cosino.primitives.rng import Rng, derive

Number = int | Fraction | float
Profile = Mapping[str, Mapping[str, Number]]

TERMINAL, CHANCE, DECISION = 0, 1, 2
DEFAULT_MAX_NODES = 2_000_000
# The walk's memory besides its nodes: states waiting on the stack, and the path each one carries
# (its length grows with depth). Chess reached 9 GB before the node limit without these bounds.
MAX_WAITING = 20_000
MAX_PATH_CHARS = 2_000
MAX_KEY_CHARS = 20_000_000  # all information-set keys together (a perfect-information key is its history)
PROFILE_TOLERANCE = 1e-6  # how far a profile row may sum from 1 (rounded decimals)
DEFAULT_CHANCE_SAMPLES = 256  # draws per chance node that can only be sampled
MAX_SEED_BITS = 256  # an int seed at most 2^256 in size (77 digits): the hash key it feeds has 256 bits
MAX_SEED_CHARS = 200  # a str seed: a label such as "rep3/n100", not a document


class GameTreeError(CosinoError):
    """The game does not form a valid finite tree (or cannot be walked exactly); says where."""


class ChanceNotEnumerable(GameTreeError):
    """A chance node can only be sampled, so an exact full-tree walk is impossible."""


class GameState:
    """One node of a game tree. Subclasses override what their node kind needs."""

    def is_terminal(self) -> bool:
        return False

    def is_chance(self) -> bool:
        return False

    def chance_outcomes(self) -> list[tuple[Any, Number]] | None:
        """``[(outcome, probability), ...]``, or None when the outcomes can only be sampled."""
        raise NotImplementedError

    def sample_chance(self, rng: Rng) -> Any:
        """Draw one chance outcome; the default draws from :meth:`chance_outcomes` exactly."""
        outcomes = self.chance_outcomes()
        if outcomes is None:
            raise ChanceNotEnumerable("this chance node can neither list nor sample its outcomes")
        return outcomes[draw_index(rng, [p for _, p in outcomes])][0]

    def current_player(self) -> int:
        raise NotImplementedError

    def infoset_key(self) -> str:
        raise NotImplementedError

    def legal_actions(self) -> list[str]:
        raise NotImplementedError

    def child(self, action: Any) -> "GameState":
        raise NotImplementedError

    def returns(self) -> list[Number]:
        raise NotImplementedError


class GameTree:
    """A game: its name, number of players, whether utilities sum to zero, and its root."""

    name: str = "game"
    num_players: int = 2
    zero_sum: bool = True

    def root(self) -> GameState:
        raise NotImplementedError

    def nash_value(self) -> list[Number] | None:
        """The game's value per player when known analytically (two-player zero-sum games)."""
        return None


def draw_index(rng: Rng, probs: Sequence[Number]) -> int:
    """Index drawn with the given probabilities: exactly for ints/Fractions, to 2^-53 for floats."""
    if all(isinstance(p, (int, Fraction)) for p in probs):
        fracs = [Fraction(p) for p in probs]
        den = 1
        for f in fracs:
            den = den * f.denominator // _gcd(den, f.denominator)
        return rng.weighted_index([int(f * den) for f in fracs])
    weights = [max(0, int(float(p) * (1 << 53))) for p in probs]
    return rng.weighted_index(weights)


def _gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a


# --- adapter for core variants ---------------------------------------------------------------


@lru_cache(maxsize=1024)
def option_actions(option: Option) -> tuple[tuple[str, Action], ...]:
    """The tree's labelled actions for one of the game's options: one per card, or per fixed amount.

    Poker kinds carry their letter (the label information-set keys and policy files use).

    >>> option_actions(Option("raise", 4, 4))
    (('r', Action(kind='raise', amount=4, card=None)),)
    >>> [label for label, _ in option_actions(Option("play", cards=("As", "Kd")))]
    ['play As', 'play Kd']
    """
    label = LETTER.get(option.kind, option.kind)
    if option.cards is not None:
        return tuple((f"{label} {card}", Action(option.kind, card=card)) for card in option.cards)
    if option.min_amount is None:
        return ((label, Action(option.kind)),)
    if option.min_amount != option.max_amount:
        raise GameTreeError(
            f"option {quoted(option.kind)} spans amounts {option.min_amount}..{option.max_amount}: no finite tree"
        )
    return ((label, Action(option.kind, option.min_amount)),)


class _VariantState(GameState):
    __slots__ = ("tree", "hand", "_actions")

    def __init__(self, tree: "VariantTree", hand: Any) -> None:
        self.tree = tree
        self.hand = hand
        self._actions: dict[str, Action] | None = None

    def is_terminal(self) -> bool:
        return self.hand is not None and self.hand.is_over()

    def is_chance(self) -> bool:
        return self.hand is None

    def chance_outcomes(self) -> list[tuple[Any, Number]]:
        return [(i, p) for i, (_, p) in enumerate(self.tree.deals)]

    def current_player(self) -> int:
        return self.hand.to_act()

    def infoset_key(self) -> str:
        return self.hand.infoset_key(self.hand.to_act())

    def actions(self) -> dict[str, Action]:
        """Label -> action, from the hand's own options (computed once per node)."""
        if self._actions is None:
            self._actions = {label: a for o in self.hand.options() for label, a in option_actions(o)}
        return self._actions

    def legal_actions(self) -> list[str]:
        return list(self.actions())

    def child(self, action: Any) -> "_VariantState":
        if self.hand is None:
            deck, _ = self.tree.deals[action]
            return _VariantState(self.tree, self.tree.variant.new_hand(deck, [0, 0], 0, 0))
        # A variant that declares an exact tree copies its hands (GameType.exact_tree).
        twin = self.hand.clone()
        twin.apply(self.actions()[action])
        return _VariantState(self.tree, twin)

    def returns(self) -> list[Number]:
        return list(self.hand.nets())


class VariantTree(GameTree):
    """The tree of a variant whose game type declares an exact tree: one chance node (the deals
    of ``tree_deals()``), then the hand's own decisions, labelled by :func:`option_actions`."""

    def __init__(self, variant: Any, nash_value: Sequence[Number] | None = None) -> None:
        game_type = getattr(variant, "game_type", None)  # anything that is not a Variant has none
        if game_type is None or not game_type.exact_tree:
            raise GameTreeError(
                f"variant {quoted(variant.name)} does not expose its tree (GameType.exact_tree is not set)"
            )
        self.variant = variant
        self.name = variant.name
        self.num_players = game_type.max_seats
        self.zero_sum = True
        self.deals = variant.tree_deals()
        self._nash_value = list(nash_value) if nash_value is not None else None

    def root(self) -> GameState:
        return _VariantState(self, None)

    def nash_value(self) -> list[Number] | None:
        return list(self._nash_value) if self._nash_value is not None else None


_KNOWN_VALUES: dict[str, list[Number]] = {"kuhn": [Fraction(-1, 18), Fraction(1, 18)]}
_VARIANT_TREES: dict[str, "CompiledTree"] = {}


def variant_tree(name: str) -> VariantTree:
    """The game tree of a registered variant (``kuhn``, ``leduc``)."""
    from cosino.games.registry import get_variant

    return VariantTree(get_variant(name), _KNOWN_VALUES.get(name))


def compiled_variant(name: str) -> "CompiledTree":
    """The compiled tree of a registered variant, built once per process."""
    if name not in _VARIANT_TREES:
        _VARIANT_TREES[name] = compile_tree(variant_tree(name))
    return _VARIANT_TREES[name]


# --- compiled form ---------------------------------------------------------------------------


@dataclass
class CompiledTree:
    """A game tree in flat lists (pre-order: a parent always precedes its children)."""

    game: GameTree
    num_players: int
    kind: list[int] = field(default_factory=list)
    player: list[int] = field(default_factory=list)  # acting player (decision nodes), else -1
    infoset: list[int] = field(default_factory=list)  # infoset index (decision nodes), else -1
    children: list[tuple[int, ...]] = field(default_factory=list)
    chance_probs: list[tuple[Number, ...]] = field(default_factory=list)  # chance nodes, else ()
    utility: list[tuple[Number, ...]] = field(default_factory=list)  # terminal nodes, else ()
    infoset_keys: list[str] = field(default_factory=list)
    infoset_actions: list[tuple[str, ...]] = field(default_factory=list)
    infoset_player: list[int] = field(default_factory=list)
    infoset_index: dict[str, int] = field(default_factory=dict)
    seq_base: list[int] = field(default_factory=list)  # first sequence id of each infoset
    infoset_parent_seq: list[int] = field(default_factory=list)  # the player's sequence before it
    infoset_depth: list[int] = field(default_factory=list)  # own actions taken before it
    terminals: list[int] = field(default_factory=list)
    terminal_last_seq: list[tuple[int, ...]] = field(default_factory=list)  # per player
    num_sequences: int = 0
    sampled_chance: bool = False  # some chance node was replaced by the empirical law of its draws

    def empty_sequence(self, player: int) -> int:
        """Id of ``player``'s empty sequence (nothing played yet)."""
        return self.num_sequences + player

    def infosets_of(self, player: int) -> list[int]:
        return [i for i, p in enumerate(self.infoset_player) if p == player]

    def deepest_first(self, player: int) -> list[int]:
        """``player``'s infosets ordered so each comes after every infoset below it."""
        cache = self.__dict__.setdefault("_deepest", {})
        if player not in cache:
            mine = self.infosets_of(player)
            cache[player] = sorted(mine, key=lambda i: -self.infoset_depth[i])
        return cache[player]

    def float_chance(self) -> list[tuple[float, ...]]:
        cache = self.__dict__.get("_float_chance")
        if cache is None:
            cache = [tuple(float(p) for p in probs) for probs in self.chance_probs]
            self.__dict__["_float_chance"] = cache
        return cache

    def check_keys(self, profile: Mapping[Any, Any], what: str = "profile key") -> None:
        """Refuse (:class:`GameTreeError`) a profile naming a key that is not an information set here.

        A missing key means uniform play, so a mistyped or foreign key silently scored as uniform.

        >>> compiled_variant("kuhn").check_keys({"0|X||": {"k": 1}})
        Traceback (most recent call last):
          ...
        cosino.analytics.tree.GameTreeError: profile key '0|X||' is not an information set of game 'kuhn' (1 such key)
        """
        unknown = [k for k in profile if k not in self.infoset_index]
        if unknown:
            raise GameTreeError(
                f"{what} {key_text(unknown[0])} is not an information set of game {key_text(self.game.name)}"
                f" ({len(unknown)} such key{'s' if len(unknown) > 1 else ''})"
            )

    def strategy(self, profile: Profile, exact: bool | None = None) -> list[list[Number]]:
        """Per infoset, the probability of each legal action (missing keys: uniform).

        Raises :class:`GameTreeError` for a negative probability or one on an illegal action, and for
        a key that is not an information set of this game (see :meth:`check_keys`).
        """
        self.check_keys(profile)
        table: list[list[Number]] = []
        for i, key in enumerate(self.infoset_keys):
            actions = self.infoset_actions[i]
            entry = profile.get(key)
            if entry is None:
                table.append([Fraction(1, len(actions))] * len(actions))
                continue
            table.append(checked_row(key, entry, actions))
        return table


def brief(value: Any, limit: int = 60) -> str:
    """``value`` quoted for a message, at most ``limit`` characters (a 5000-digit int cannot even be repr'd)."""
    if isinstance(value, (int, Fraction)) and not isinstance(value, bool) and abs(value) > 10**limit:
        return number_size(int(abs(value)))
    text = quoted(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def check_seed(seed: Any, where: str) -> None:
    """Refuse (:class:`GameTreeError`, naming ``where``) a seed :func:`~cosino.primitives.rng.derive` cannot take.

    Unchecked, a float or None raised derive's TypeError and a 5000-digit int Python's int-digits ValueError.

    >>> try:
    ...     check_seed(2.5, "SampleConfig")
    ... except GameTreeError as exc:
    ...     print(str(exc)[:60])
    SampleConfig: seed must be an int of at most 256 bits or a s
    """
    if isinstance(seed, int) and not isinstance(seed, bool):
        if seed.bit_length() <= MAX_SEED_BITS:
            return
    elif isinstance(seed, str):
        if len(seed) <= MAX_SEED_CHARS and not any(0xD800 <= ord(c) <= 0xDFFF for c in seed):
            return  # a lone surrogate cannot be encoded as UTF-8, which derive does
    shown = brief(seed) if isinstance(seed, (int, float, str)) or seed is None else f"a {type(seed).__name__}"
    raise GameTreeError(
        f"{where}: seed must be an int of at most {MAX_SEED_BITS} bits or a str of at most {MAX_SEED_CHARS}"
        f" characters, not {shown}"
    )


def key_text(key: Any, limit: int = 60) -> str:
    """A profile key quoted for a one-line message: a string escaped and cut to ``limit`` characters."""
    if isinstance(key, str):
        text = quoted(key[:limit])
        return text if len(key) <= limit else text + "..."
    return f"a key of type {type(key).__name__}"  # an int key of 5000 digits cannot even be printed


def checked_row(key: str, entry: Mapping[str, Number], actions: Sequence[str]) -> list[Number]:
    """``entry``'s probabilities over ``actions``, checked to form a distribution.

    A row within ``PROFILE_TOLERANCE`` of summing to 1 is divided by its sum, so it sums to 1
    (exactly for ints and Fractions). Raises :class:`GameTreeError` naming the information set:
    an action not legal there (whatever its weight, 0 too: a row naming one was written for
    another information state or another game), a negative probability, or a row whose sum is
    off 1 by more than ``PROFILE_TOLERANCE``.

    >>> checked_row("0|K||", {"k": 5}, ["k", "b"])
    Traceback (most recent call last):
      ...
    cosino.analytics.tree.GameTreeError: profile key '0|K||': probabilities sum to 5, off 1 by 4
    """
    for a, p in entry.items():
        if a not in actions:
            legal = ", ".join(map(str, actions))
            raise GameTreeError(f"profile key {quoted(key)}: action {quoted(a)} is not legal there (legal: {legal})")
        if not p >= 0:  # also refuses NaN
            raise GameTreeError(
                f"profile key {quoted(key)}: probability {quoted(p)} for {quoted(a)} is not a non-negative number"
            )
    row = [entry.get(a, 0) for a in actions]
    total = sum(row)
    if abs(total - 1) > PROFILE_TOLERANCE:
        off = float(total - 1)
        raise GameTreeError(f"profile key {quoted(key)}: probabilities sum to {float(total):g}, off 1 by {off:g}")
    if total != 1:
        # Rounded rows are divided by their sum: used as given, rows summing to 1 - 1e-7 put Kuhn's
        # Nash at an exploitability of -1.9e-8, below the 0 every strategy must reach.
        row = [p / total for p in row]
    return row


def compile_tree(
    game: GameTree, max_nodes: int = DEFAULT_MAX_NODES, chance_samples: int = 0, seed: int | str = 0
) -> CompiledTree:
    """Walk the whole tree once and check it; raises :class:`GameTreeError` naming the fault.

    Guards against games that never end (more than ``max_nodes`` nodes), chance that cannot be
    enumerated, probabilities that are negative or do not sum to 1, decisions without actions,
    information sets whose nodes disagree (player, actions or the player's own past), and any
    exception the game's own code raises (named with the path where it happened).

    With ``chance_samples`` > 0 a chance node that can only be sampled is replaced by the
    empirical distribution of that many draws (seeded by ``seed``): the Monte-Carlo chance reach.
    The tree's ``sampled_chance`` then says its answers are estimates.
    """
    n_players = game.num_players
    if not isinstance(n_players, int) or n_players < 1:
        raise GameTreeError(f"game {quoted(game.name)}: num_players must be a positive integer")
    if not isinstance(chance_samples, int) or isinstance(chance_samples, bool) or chance_samples < 0:
        raise GameTreeError(f"chance_samples must be a non-negative integer, not {brief(chance_samples)}")
    check_seed(seed, "compile_tree")
    builder = _TreeBuilder(game, max_nodes)
    builder.chance_samples = chance_samples
    builder.rng = Rng(derive(seed, "chance-reach", game.name))
    return builder.build()


def chance_problem(probs: Sequence[Number]) -> str | None:
    """What is wrong with a chance node's probabilities, or None: the compiled and the sampled walks both ask."""
    if not probs:
        return "a chance node with no outcomes"
    for p in probs:
        if not p >= 0:  # NaN too: it passes both p < 0 and the sum check below
            return "negative chance probability" if p < 0 else f"chance probability {quoted(p)} is not a number"
    total = sum(probs)
    if abs(total - 1) > 1e-9:
        return f"chance probabilities sum to {total}, not 1"
    return None


def returns_problem(u: Sequence[Number], players: int) -> str | None:
    """What is wrong with a terminal's returns, or None (NaN slips past the zero-sum check)."""
    if len(u) != players:
        return f"{len(u)} returns for {players} players"
    if any(isinstance(x, float) and not math.isfinite(x) for x in u):
        return f"returns {quoted(list(u))} are not all finite numbers"
    return None


class _TreeBuilder:
    """One pre-order walk filling a :class:`CompiledTree`; one method per node kind."""

    def __init__(self, game: GameTree, max_nodes: int) -> None:
        self.game = game
        self.max_nodes = max_nodes
        self.n = game.num_players
        self.t = CompiledTree(game=game, num_players=self.n)
        # Stack entries: (state, parent, slot to fill, last own sequence per player, own depth per player, path)
        root_seq = tuple(-(p + 1) for p in range(self.n))  # placeholders for empty sequences
        self.stack: list[tuple[GameState, int, int, tuple[Any, ...], tuple[int, ...], str]] = [
            (game.root(), -1, -1, root_seq, (0,) * self.n, "root")
        ]
        self.pending_children: list[list[int]] = []
        self.chance_samples = 0
        self.rng: Rng | None = None
        self.last_seq_raw: list[tuple[Any, ...]] = []
        self.key_chars = 0  # characters of the distinct infoset keys kept so far

    def fault(self, where: str, what: str) -> GameTreeError:
        return GameTreeError(f"game {quoted(self.game.name)} at {where}: {what}")

    def build(self) -> CompiledTree:
        while self.stack:
            state, parent, slot, last_seq, depth, path = self.stack.pop()
            node = len(self.t.kind)
            if node >= self.max_nodes:
                raise GameTreeError(
                    f"game {quoted(self.game.name)}: more than {self.max_nodes} nodes; does it terminate?"
                )
            if len(self.stack) >= MAX_WAITING:
                raise GameTreeError(
                    f"game {quoted(self.game.name)}: more than {MAX_WAITING} states wait to be walked; too large"
                )
            if len(path) > MAX_PATH_CHARS:
                raise GameTreeError(
                    f"game {quoted(self.game.name)}: a history longer than {MAX_PATH_CHARS} characters;"
                    " too deep to enumerate"
                )
            if parent >= 0:
                self.pending_children[parent][slot] = node
            self.pending_children.append([])
            try:
                if state.is_terminal():
                    self.terminal(state, node, last_seq, path)
                elif state.is_chance():
                    self.chance(state, node, last_seq, depth, path)
                else:
                    self.decision(state, node, last_seq, depth, path)
            except GameTreeError:
                raise
            except Exception as exc:  # the game's own code failed: report where
                raise self.fault(path, f"{type(exc).__name__}: {exc}") from exc
        self.number_sequences()
        return self.t

    def append(self, kind: int, player: int, infoset: int, probs: tuple, utility: tuple) -> None:
        t = self.t
        t.kind.append(kind)
        t.player.append(player)
        t.infoset.append(infoset)
        t.chance_probs.append(probs)
        t.utility.append(utility)

    def terminal(self, state: GameState, node: int, last_seq: tuple, path: str) -> None:
        u = tuple(state.returns())
        problem = returns_problem(u, self.n)
        if problem is not None:
            raise self.fault(path, problem)
        self.append(TERMINAL, -1, -1, (), u)
        self.t.terminals.append(node)
        self.last_seq_raw.append(last_seq)

    def chance(self, state: GameState, node: int, last_seq: tuple, depth: tuple, path: str) -> None:
        outcomes = state.chance_outcomes()
        if outcomes is None:
            if not self.chance_samples:
                raise ChanceNotEnumerable(
                    f"game {quoted(self.game.name)} at {path}: chance outcomes cannot be listed;"
                    " use the sampled analytics"
                )
            outcomes = self.sampled_outcomes(state, path)
        probs = tuple(p for _, p in outcomes)
        problem = chance_problem(probs)
        if problem is not None:
            raise self.fault(path, problem)
        self.append(CHANCE, -1, -1, probs, ())
        self.pending_children[node] = [-1] * len(outcomes)
        for j in range(len(outcomes) - 1, -1, -1):
            o = outcomes[j][0]
            self.stack.append((state.child(o), node, j, last_seq, depth, f"{path}>{quoted(o)}"))

    def decision(self, state: GameState, node: int, last_seq: tuple, depth: tuple, path: str) -> None:
        p = state.current_player()
        if not isinstance(p, int) or not 0 <= p < self.n:
            raise self.fault(path, f"acting player {quoted(p)} is out of range")
        key = state.infoset_key()
        actions = tuple(state.legal_actions())
        if not actions:
            raise self.fault(path, "decision node with no legal actions")
        i = self.infoset_of(key, p, actions, last_seq[p], depth[p])
        self.append(DECISION, p, i, (), ())
        self.pending_children[node] = [-1] * len(actions)
        for j in range(len(actions) - 1, -1, -1):
            seq = list(last_seq)
            seq[p] = (i, j)
            d = list(depth)
            d[p] += 1
            self.stack.append((state.child(actions[j]), node, j, tuple(seq), tuple(d), f"{path}>{actions[j]}"))

    def sampled_outcomes(self, state: GameState, path: str) -> list[tuple[Any, Number]]:
        """A Monte-Carlo stand-in for chance that can only be sampled: the empirical distribution of
        ``chance_samples`` draws (equal outcomes merged, exact Fractions)."""
        counts: dict[Any, int] = {}
        loose: list[Any] = []  # outcomes that cannot be hashed stay one entry per draw
        for _ in range(self.chance_samples):
            try:
                o = state.sample_chance(self.rng)
            except Exception as exc:
                raise ChanceNotEnumerable(
                    f"game {quoted(self.game.name)} at {path}: chance outcomes can be neither listed nor sampled"
                    f" ({type(exc).__name__}: {exc}); the sampled analytics cannot walk it either"
                ) from exc
            try:
                counts[o] = counts.get(o, 0) + 1
            except TypeError:
                loose.append(o)
        k = self.chance_samples
        self.t.sampled_chance = True
        return [(o, Fraction(c, k)) for o, c in counts.items()] + [(o, Fraction(1, k)) for o in loose]

    def infoset_of(self, key: str, p: int, actions: tuple[str, ...], parent_seq: Any, depth: int) -> int:
        """The infoset index of ``key``, new or checked against the nodes already seen in it."""
        t = self.t
        where = f"infoset {quoted(key)}"
        if len(set(actions)) != len(actions):
            raise self.fault(where, "repeated action labels")
        i = t.infoset_index.get(key)
        if i is None:
            self.key_chars += len(key)
            if self.key_chars > MAX_KEY_CHARS:
                raise GameTreeError(
                    f"game {quoted(self.game.name)}: its information-set keys pass {MAX_KEY_CHARS} characters in all;"
                    " too large to enumerate"
                )
            i = len(t.infoset_keys)
            t.infoset_index[key] = i
            t.infoset_keys.append(key)
            t.infoset_actions.append(actions)
            t.infoset_player.append(p)
            t.infoset_parent_seq.append(parent_seq)
            t.infoset_depth.append(depth)
        elif t.infoset_player[i] != p or t.infoset_actions[i] != actions:
            raise self.fault(where, "nodes disagree on player or actions")
        elif t.infoset_parent_seq[i] != parent_seq:
            raise self.fault(where, "imperfect recall (different own pasts)")
        return i

    def number_sequences(self) -> None:
        """Sequence ids, now that every infoset is known; then the zero-sum check."""
        t, n_players = self.t, self.n
        base = 0
        for acts in t.infoset_actions:
            t.seq_base.append(base)
            base += len(acts)
        t.num_sequences = base

        def seq_id(raw: Any, player: int) -> int:
            if isinstance(raw, tuple):
                return t.seq_base[raw[0]] + raw[1]
            return t.num_sequences + player

        t.infoset_parent_seq = [seq_id(raw, t.infoset_player[i]) for i, raw in enumerate(t.infoset_parent_seq)]
        t.terminal_last_seq = [tuple(seq_id(raw[p], p) for p in range(n_players)) for raw in self.last_seq_raw]
        t.children = [tuple(c) for c in self.pending_children]
        if self.game.zero_sum:
            for z in t.terminals:
                if abs(sum(t.utility[z])) > 1e-9:
                    raise GameTreeError(
                        f"game {quoted(self.game.name)} claims zero-sum but a terminal pays {list(t.utility[z])}"
                    )


# --- a compiled tree seen through the lazy interface -------------------------------------------


class _NodeState(GameState):
    __slots__ = ("t", "n")

    def __init__(self, t: CompiledTree, n: int) -> None:
        self.t = t
        self.n = n

    def is_terminal(self) -> bool:
        return self.t.kind[self.n] == TERMINAL

    def is_chance(self) -> bool:
        return self.t.kind[self.n] == CHANCE

    def chance_outcomes(self) -> list[tuple[Any, Number]]:
        return list(enumerate(self.t.chance_probs[self.n]))

    def current_player(self) -> int:
        return self.t.player[self.n]

    def infoset_key(self) -> str:
        return self.t.infoset_keys[self.t.infoset[self.n]]

    def legal_actions(self) -> list[str]:
        return list(self.t.infoset_actions[self.t.infoset[self.n]])

    def child(self, action: Any) -> "_NodeState":
        if self.t.kind[self.n] == CHANCE:
            return _NodeState(self.t, self.t.children[self.n][action])
        j = self.t.infoset_actions[self.t.infoset[self.n]].index(action)
        return _NodeState(self.t, self.t.children[self.n][j])

    def returns(self) -> list[Number]:
        return list(self.t.utility[self.n])


class CompiledGame(GameTree):
    """A compiled tree offered through :class:`GameTree` (fast states for sampling code)."""

    def __init__(self, t: CompiledTree) -> None:
        self.tree = t
        self.name = t.game.name
        self.num_players = t.num_players
        self.zero_sum = t.game.zero_sum
        self._compiled_tree = t

    def root(self) -> GameState:
        return _NodeState(self.tree, 0)

    def nash_value(self) -> list[Number] | None:
        return self.tree.game.nash_value()
