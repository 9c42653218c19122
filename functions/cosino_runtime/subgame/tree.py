"""The subgame's betting tree: the advisor's candidates at the root, a small abstraction after it.

Chips are counted from the root: ``a`` is what each player (0 = hero, 1 = villain) has added since
the decision, so folding at the root is worth exactly 0, as in the rollouts. Bets are capped at the
effective stack, so every call matches. On the turn a call or a second check deals the river
(one batched subtree over every river card); on the river it ends in a showdown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

# After the root: bets and raises as fractions of the pot after calling, plus all-in.
LATER_BETS = (Fraction(1, 2), Fraction(1))
LATER_RAISES = (Fraction(1),)
RIVER_AFTER_TURN_BETS = (Fraction(2, 3),)
MAX_RAISES = 3  # wagers per street (the first bet and two raises; the root counts the ones already made)


@dataclass
class Node:
    kind: str  # "decision", "fold", "showdown", "chance"
    player: int = -1
    a: tuple[int, int] = (0, 0)  # added since the root (hero, villain)
    folder: int = -1
    labels: list[str] = field(default_factory=list)
    amounts: list[int | None] = field(default_factory=list)
    children: list["Node"] = field(default_factory=list)
    batched: bool = False  # inside the river subtree after a turn (arrays carry a card axis)
    data: dict[str, Any] = field(default_factory=dict)  # regrets, strategy sums


@dataclass(frozen=True)
class Street:
    """Money on one street: street bets, chips behind, what was added since the root."""

    bets: tuple[int, int]
    behind: tuple[int, int]
    added: tuple[int, int]
    dead: int  # chips in the middle from earlier streets
    big_blind: int
    last_raise: int
    acted: int  # players who have acted on this street with the bets level
    raises: int
    batched: bool
    last_street: bool
    first: int  # who acts first on a new street (the non-dealer)

    def put(self, p: int, total: int, **kw: Any) -> "Street":
        add = total - self.bets[p]
        bets = tuple(total if q == p else self.bets[q] for q in (0, 1))
        behind = tuple(self.behind[q] - (add if q == p else 0) for q in (0, 1))
        added = tuple(self.added[q] + (add if q == p else 0) for q in (0, 1))
        fields = dict(self.__dict__, bets=bets, behind=behind, added=added)
        fields.update(kw)
        return Street(**fields)


def sizes(st: Street, p: int, fractions: tuple[Fraction, ...]) -> list[int]:
    """Raise-to totals for player p: pot fractions clipped to [min raise, effective all-in], deduplicated."""
    q = 1 - p
    level = max(st.bets)
    cap = min(st.bets[p] + st.behind[p], st.bets[q] + st.behind[q])
    if cap <= level:
        return []
    pot_after_call = st.dead + sum(st.bets) + (level - st.bets[p])
    low = min(cap, level + max(st.last_raise, st.big_blind))
    out = sorted({max(low, min(cap, level + int(f * pot_after_call))) for f in fractions} | {cap})
    return out


def build(st: Street, p: int, root_actions: list[tuple[str, int | None]] | None = None) -> Node:
    """The decision node of player p (the hero's root uses ``root_actions``: (kind, raise-to))."""
    node = Node("decision", p, st.added, batched=st.batched)
    q = 1 - p
    owed = max(st.bets) - st.bets[p]
    if root_actions is None:
        fracs = (LATER_RAISES if owed else LATER_BETS) if not (st.batched and not owed) else RIVER_AFTER_TURN_BETS
        actions: list[tuple[str, int | None]] = [("fold", None), ("call", None)] if owed else [("check", None)]
        if st.raises < MAX_RAISES and st.behind[q] > 0 and st.behind[p] > owed:
            actions += [("raise" if owed else "bet", t) for t in sizes(st, p, fracs)]
    else:
        actions = root_actions
    for kind, target in actions:
        node.labels.append(kind if target is None else f"{kind} {target}")
        node.amounts.append(target)
        node.children.append(_after(st, p, kind, target))
    return node


def _after(st: Street, p: int, kind: str, target: int | None) -> Node:
    q = 1 - p
    if kind == "fold":
        return Node("fold", a=st.added, folder=p, batched=st.batched)
    if kind in ("call", "check"):
        if kind == "call":
            st = st.put(p, min(max(st.bets), st.bets[p] + st.behind[p]))
        if kind == "call" or st.acted >= 1:
            return _end_street(st)
        return build(st.put(p, st.bets[p], acted=st.acted + 1), q)
    level = max(st.bets)
    total = max(target or 0, level)
    nxt = st.put(p, total, last_raise=max(st.last_raise, total - level), acted=1, raises=st.raises + 1)
    if nxt.behind[q] == 0 and nxt.bets[q] >= total:
        return _end_street(nxt)
    return build(nxt, q)


def _end_street(st: Street) -> Node:
    if st.last_street or st.batched:
        return Node("showdown", a=st.added, batched=st.batched)
    # Turn: the river is dealt (all cards at once: one batched subtree).
    river = Street((0, 0), st.behind, st.added, st.dead + sum(st.bets), st.big_blind, 0, 0, 0, True, True, st.first)
    chance = Node("chance", a=st.added)
    if min(river.behind) == 0:
        chance.children.append(Node("showdown", a=st.added, batched=True))
    else:
        chance.children.append(build(river, st.first))
    return chance


def count(node: Node) -> int:
    return 1 + sum(count(c) for c in node.children)
