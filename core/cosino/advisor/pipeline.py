"""From a source (a typed-in state, a hand history, a running hand, a screenshot) to a report.

Every ``observe_*`` returns an :class:`Observation`: the table state (or None with a refusal code)
plus where it came from. :func:`analyze` is the single way into :func:`recommend_action`, and
:func:`load_solver` turns an artifact path into a strategy provider or a coded miss that the
report lists in its cascade instead of failing.

Hand histories are our own replays (JSON Lines) and PHH files; both are re-run through the
Hold'em engine, and each decision of the chosen seat becomes one observation whose ``meta``
holds the hand, the street and the action actually taken.

>>> obs = observe_screenshot("table.png")
>>> obs.state is None, obs.refusal
(True, 'SCREENSHOT_UNSUPPORTED')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.report import DecisionReport
from cosino.advisor.state import (
    MAX_HISTORY,
    HistoryAction,
    ObservedTableState,
    SeatState,
    StateError,
    state_from_dict,
)
from cosino.games.poker.holdem import ACTIVE, FOLDED, OUT, HoldemHand, observed_in_hand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK
from cosino.primitives.errors import quoted

NAMES_SHOWN = 20  # players a refused --seat lists
LABEL_SHOWN = 40  # characters of a PHH section label a heading shows: a label may run to megabytes


@dataclass(frozen=True)
class Observation:
    state: ObservedTableState | None
    source: str  # manual | hand history | simulation | screenshot
    observer_confidence: float | None = None
    refusal: str | None = None
    message: str = ""
    meta: Mapping[str, Any] = field(default_factory=dict)


def observe_manual(data: Mapping[str, Any]) -> Observation:
    """A state typed in by a person (a dict as in ``cosino advise STATE.json``)."""
    return Observation(state_from_dict(data), "manual")


def observe_screenshot(path: str | Path) -> Observation:
    """Screen recognition is out of scope: always a refusal with a clear code."""
    return Observation(
        None, "screenshot", 0.0, "SCREENSHOT_UNSUPPORTED", f"reading table states from images ({path}) is not supported"
    )


def observe_simulation(source: Any, position: int | None = None, names: list[str] | None = None) -> Observation:
    """The state of a live engine hand (``HoldemHand`` and a position) or of a seat's observation dict."""
    if isinstance(source, HoldemHand):
        if position is None:
            position = source.to_act()
            if position is None:
                raise StateError("position: the hand is over and no position was given")
        obs = source.observation(position)
        status = list(source.status)
        return Observation(_state_from_observation(obs, status, names), "simulation")
    if isinstance(source, Mapping):
        return Observation(_state_from_observation(source, None, names or source.get("aliases")), "simulation")
    raise StateError(f"observe_simulation: expected a HoldemHand or an observation dict, got {type(source).__name__}")


def _state_from_observation(
    obs: Mapping[str, Any], status: list[int] | None, names: list[str] | None
) -> ObservedTableState:
    if obs.get("game") not in (None, "holdem"):
        raise StateError(f"field 'game': the advisor reads hold'em observations, not {quoted(obs.get('game'))}")
    stacks = list(obs["stacks"])
    committed = list(obs["committed"])
    n = len(stacks)
    history = [HistoryAction(h["street"], h["pos"], h["action"], h.get("amount")) for h in obs.get("history", [])]
    acted = {h.seat for h in history}
    folded = {h.seat for h in history if h.kind == "fold"}
    button = obs["button"]
    in_hand = observed_in_hand(obs, n)
    if status is None and in_hand is not None:
        # The engine's own word: a seat neither in the hand nor folded in its history was not dealt in.
        status = [ACTIVE if in_hand[p] else FOLDED if p in folded else OUT for p in range(n)]
    seats = []
    for p in range(n):
        if status is not None:
            out = status[p] == OUT
            is_folded = status[p] == FOLDED
        else:
            out = stacks[p] == 0 and committed[p] == 0 and p not in acted and obs.get("street") == "preflop"
            is_folded = p in folded
        seats.append(SeatState(stacks[p], committed[p], is_folded, (names or [""] * n)[p] if names else "", out))
    cards = obs.get("cards") or None
    actor = obs.get("toAct")
    return ObservedTableState(
        seats=tuple(seats),
        hero=obs["position"],
        dealer=button,
        hero_cards=tuple(cards) if cards else None,
        board=tuple(obs.get("board", [])),
        pot=obs["pot"],
        big_blind=obs.get("bigBlind", 2),
        small_blind=obs.get("smallBlind", 1),
        actor=actor,
        history=tuple(history),
    )


# -- hand histories ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _HandEvents:
    label: str
    names: list[str]  # by position
    stacks: list[int]
    button: int
    small_blind: int
    big_blind: int
    events: list[dict[str, Any]]
    # The hand as a user names it: counted from 1 as the viewer and its ``?hand=N`` links count a replay's
    # hands (its index + 1), a PHH file's by place in the file, with the file's own [label] after it where
    # that differs. ``label`` stays the key the session store and the advisor's seeds are made of.
    shown: str = ""


def _replay_hands(records: list[dict[str, Any]], source: str) -> list[_HandEvents]:
    header = records[0]
    if header.get("type") != "episode":
        raise StateError(f"{source}: the first record is not an episode header")
    if not str(header.get("variant", "")).startswith(("holdem", "headsup", "sixmax")):
        raise StateError(f"{source}: variant {quoted(header.get('variant'))} is not hold'em")
    aliases = {s["slot"]: s["alias"] for s in header["seats"]}
    hands: list[_HandEvents] = []
    current: dict[str, Any] | None = None
    events: list[dict[str, Any]] = []
    for r in records[1:]:
        t = r.get("type")
        if t == "hand":
            current = r
            events = []
            hands.append(
                _HandEvents(
                    str(r["hand"]), [aliases[s] for s in r["slots"]], list(r["stacks"]), r["button"], 0, 0, events
                )
            )
        elif current is not None and r.get("hand") == current["hand"] and t not in ("handEnd", "handVoid"):
            events.append(r)
    out = []
    for h in hands:
        blinds = {e["blind"]: e["amount"] for e in h.events if e["type"] == "blind"}
        bb = header.get("config", {}).get("bigBlind") or blinds.get("big", 2)
        sb = max(1, bb // 2)
        out.append(_HandEvents(h.label, h.names, h.stacks, h.button, sb, bb, h.events, str(int(h.label) + 1)))
    return out


def shown_hand(number: int, label: str) -> str:
    """A PHH file's hand as its headings count it: its place from 1, then its section label in brackets where
    that differs, cut at LABEL_SHOWN characters (a 100,000-character label was printed whole in the heading of
    every decision of its hand).

    >>> shown_hand(1, ""), shown_hand(2, "2"), shown_hand(1, "b"), len(shown_hand(3, "x" * 50))
    ('1', '2', '1 [b]', 47)
    """
    if label in ("", str(number)):
        return str(number)
    return f"{number} [{label if len(label) <= LABEL_SHOWN else label[:LABEL_SHOWN] + '...'}]"


def _phh_hands(text: str, source: str) -> list[_HandEvents]:
    from cosino.formats.phh import loads, replay

    out = []
    for number, hand in enumerate(loads(text, source), 1):
        result = replay(hand)
        n = len(result.starting_stacks)
        twice = next((p for k, p in enumerate(result.players) if p in result.players[:k]), None)
        if twice is not None:  # one name at two seats would merge two players' decisions and tendencies
            raise StateError(f"{result.where}: field 'players': {quoted(twice[:40])} sits at two seats")
        blinds = hand.fields.get("blinds_or_straddles", [1, 2])
        out.append(
            _HandEvents(
                result.label or "0",
                list(result.players),
                list(result.starting_stacks),
                n - 1,
                int(blinds[0]),
                int(blinds[1]),
                list(result.events),
                shown_hand(number, result.label),
            )
        )
    return out


def _decisions(hand: _HandEvents, seat: str | None) -> list[Observation]:
    """Re-run one hand through the engine; one observation per decision of ``seat`` (None: all)."""
    # Each decision's state holds the history before it, so a hand costs the square of its actions:
    # a PHH hand of 2,000 raises (its stacks are the file's) took 2.9 s, of 10,000 over a minute.
    actions = sum(1 for e in hand.events if e["type"] == "action")
    if actions > MAX_HISTORY:
        raise StateError(f"hand {hand.shown}: {actions} actions; a hand's history holds at most {MAX_HISTORY}")
    n = len(hand.stacks)
    hole: dict[int, list[str]] = {}
    board: list[str] = []
    for e in hand.events:
        if e["type"] == "deal":
            hole[e["pos"]] = list(e["cards"])
        elif e["type"] == "board":
            board.extend(e["cards"])
    dealt = [(hand.button + 1 + k) % n for k in range(n) if hand.stacks[(hand.button + 1 + k) % n] > 0]
    taken = set(c for cs in hole.values() for c in cs) | set(board)
    spare = [c for c in DECK if c not in taken]
    for p in dealt:
        if p not in hole:
            hole[p] = [spare.pop(0), spare.pop(0)]
    full_board = board + [spare.pop(0) for _ in range(5 - len(board))]
    deck = [hole[p][0] for p in dealt] + [hole[p][1] for p in dealt] + full_board + spare
    engine = HoldemHand(deck, hand.stacks, hand.button, hand.small_blind, hand.big_blind)
    out: list[Observation] = []
    index = 0
    for e in hand.events:
        if e["type"] != "action":
            continue
        pos = engine.to_act()
        if pos is None or pos != e["pos"]:
            raise StateError(f"hand {hand.shown}: action by position {e['pos']} but position {pos} is on decision")
        if seat is None or hand.names[pos] == seat:
            obs = observe_simulation(engine, pos, hand.names)
            taken_action = {
                "action": e["action"],
                **({"amount": e["amount"]} if "amount" in e and e["action"] in ("bet", "raise") else {}),
            }
            out.append(
                Observation(
                    obs.state,
                    "hand history",
                    None,
                    meta={
                        "hand": hand.label,
                        "decision": index,
                        "shown": f"hand {hand.shown} decision {index + 1}",  # as a user counts: from 1
                        "seat": hand.names[pos],
                        "street": obs.state.street,
                        "taken": taken_action,
                        "call_amount": e.get("amount") if e["action"] == "call" else None,
                    },
                )
            )
        index += 1
        amount = e.get("amount") if e["action"] in ("bet", "raise") else None
        engine.apply(Action(e["action"], amount))
    return out


def read_history(path: str | Path) -> tuple[str, list[_HandEvents]]:
    """Load a replay (``.jsonl``) or a PHH file (``.phh``/``.phhs``) as hands of engine events."""
    from cosino.formats.phh import MAX_BYTES, decode
    from cosino.primitives.files import read_input

    data = read_input(path, MAX_BYTES)  # a regular file of bounded size: a FIFO is refused, not waited on
    text = decode(data, str(path))  # names the file and line of a bad byte
    first = text.lstrip()[:200]
    if first.startswith("{"):
        from cosino.arena.replay import read_replay, verify

        # Only a replay that re-derives is re-run here: an edited one (a missing field, a seat that
        # does not exist, a stack of -5) is named by line and field instead of failing mid-hand.
        verdict = verify(data, name=str(path))
        if not verdict.ok:
            raise StateError(verdict.message)
        kind, hands = "replay", _replay_hands(read_replay(data, str(path)), str(path))
    else:
        kind, hands = "phh", _phh_hands(text, str(path))
    if not hands:  # nothing to review or store: a user's mistake, not an empty success
        raise StateError(f"{path}: no Hold'em hands found (expected a replay or a PHH file)")
    return kind, hands


def observe_hand_history(path: str | Path, seat: str | None = None) -> list[Observation]:
    """One observation per decision of ``seat`` (a replay alias or a PHH player name) in the file."""
    kind, hands = read_history(path)
    out: list[Observation] = []
    for hand in hands:
        out.extend(_decisions(hand, seat))
    if seat is not None and not out:
        # A file may name thousands of players and a --seat any length: the line lists a few, clipped.
        names = sorted({nm for h in hands for nm in h.names})
        shown = ", ".join(nm[:40] for nm in names[:NAMES_SHOWN])
        more = f" and {len(names) - NAMES_SHOWN} more" if len(names) > NAMES_SHOWN else ""
        raise StateError(f"--seat: {quoted(seat[:40])} makes no decision in {path} (players: {shown}{more})")
    return out


def hand_digests(path: str | Path) -> dict[str, str]:
    """Per hand label, the SHA-256 of the hand's content (players, stacks, button, blinds, every event).

    The session store keys hands by it, so two files with the same name never shadow each other and
    the same hand imported twice is stored once.
    """
    return {label: digest for label, (digest, _) in hand_index(path).items()}


def hand_index(path: str | Path) -> dict[str, tuple[str, str]]:
    """Per hand label, its digest (:func:`hand_digests`) and the hand as ``cosino review`` heads it and the viewer
    counts it: from 1 (a replay's hand 0 is "1", a PHH file's first hand "1", or "1 [b]" for its section ``[b]``).
    ``cosino session`` keeps the second beside the label, which stays its key, to print hands as review does; one
    read of the file gives both."""
    import hashlib
    import json

    _, hands = read_history(path)
    out = {}
    for h in hands:
        blob = json.dumps(
            [h.names, h.stacks, h.button, h.small_blind, h.big_blind, h.events], sort_keys=True, default=str
        )
        out[h.label] = (hashlib.sha256(blob.encode()).hexdigest(), h.shown)
    return out


def history_players(path: str | Path) -> list[str]:
    _, hands = read_history(path)
    return sorted({nm for h in hands for nm in h.names})


def all_actions(path: str | Path) -> list[dict[str, Any]]:
    """Every action of every player with its street and whether it faced a bet (for tendencies)."""
    _, hands = read_history(path)
    rows = []
    for hand in hands:
        for obs in _decisions(hand, None):
            s = obs.state
            rows.append(
                {
                    "hand": hand.label,
                    "player": obs.meta["seat"],
                    "street": s.street,
                    "action": obs.meta["taken"]["action"],
                    "facing_bet": s.to_call() > 0,
                    "position": s.position_name(s.hero),
                }
            )
    return rows


# -- analysis -----------------------------------------------------------------------------------------


def analyze(
    observation: Observation | ObservedTableState, config: DecisionConfig | None = None, solver: Any = None
) -> DecisionReport:
    """The single entry into :func:`recommend_action` (a solver given here overrides the config's)."""
    config = config or DecisionConfig()
    if solver is not None:
        from dataclasses import replace

        config = replace(config, solver=solver)
    return recommend_action(observation, config)


def load_solver(path: str | Path) -> Any:
    """A :class:`~.strategy.SolverStrategyProvider` for an artifact, or a coded :class:`~.strategy.LookupMiss`."""
    from cosino.advisor.strategy import load_strategy

    return load_strategy(path)
