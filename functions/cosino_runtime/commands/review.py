"""``cosino review REPLAY|FILE.phh --seat ALIAS --rollouts 1000``: the advisor beside every decision.

Re-runs each hand of a replay (JSON Lines) or a PHH file through the engine and prints, for every
decision of the chosen seat, the action actually taken next to the advisor's report. The taken
action is always one of the evaluated candidates, so its EV gap to the best has a paired SE.
Hands and decisions are counted from 1, as the viewer counts hands, for both kinds of file.
"""

from __future__ import annotations

import argparse
import hashlib
from dataclasses import replace

from cosino.advisor.decision import MAX_SEED_CHARS
from cosino.advisor.pipeline import analyze, observe_hand_history
from cosino.advisor.rollout import Candidate
from cosino_runtime.commands.advise import add_budget_options, config_from


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("review", help="advisor reports for one seat's decisions in a replay or PHH file")
    p.add_argument("file", help="a replay (.jsonl) or a PHH file (.phh/.phhs)")
    p.add_argument("--seat", required=True, help="the alias (replay) or player name (PHH) to review")
    add_budget_options(p)
    p.set_defaults(run=run)


def taken_text(meta: dict) -> str:
    """The action taken as the viewer's log writes it: a raise with the street total it went to ("raise to 13":
    replays and PHH files keep raise-to totals), a bet with its size, a call with the chips it added. Until
    2026-12-07 the heading said "took raise 13", which reads as a raise by 13, and "took call" without its chips.

    >>> taken_text({"taken": {"action": "raise", "amount": 13}}), taken_text({"taken": {"action": "bet", "amount": 8}})
    ('raise to 13', 'bet 8')
    >>> taken_text({"taken": {"action": "call"}, "call_amount": 14}), taken_text({"taken": {"action": "fold"}})
    ('call 14', 'fold')
    """
    t = meta["taken"]
    if t["action"] == "raise":
        return f"raise to {t['amount']}"
    if t["action"] == "bet":
        return f"bet {t['amount']}"
    if t["action"] == "call" and meta.get("call_amount") is not None:
        return f"call {meta['call_amount']}"
    return t["action"]


def taken_candidate(meta: dict) -> Candidate:
    t = meta["taken"]
    if t["action"] in ("bet", "raise"):
        return Candidate(t["action"], t["amount"], f"{taken_text(meta)} (taken)")
    if t["action"] == "call":
        return Candidate("call", meta.get("call_amount"))
    return Candidate(t["action"])


def decision_seed(seed: str, hand: str, decision: int) -> str:
    """The advisor's seed for one reviewed decision: ``SEED/HAND/DECISION`` (the hand's label, the decision's
    0-based index), or, where that is longer than the advisor takes (MAX_SEED_CHARS: a ``--seed`` of 200
    characters, a PHH section label of 200), ``sha256:`` and the digest of it. Before, those raised the
    advisor's ValueError as a traceback; every seed that fitted is the same as before.

    >>> decision_seed("7", "0", 1), decision_seed("s" * 200, "0", 1)[:15]
    ('7/0/1', 'sha256:3e59a9e4')
    """
    text = f"{seed}/{hand}/{decision}"
    if len(text) <= MAX_SEED_CHARS:
        return text
    return "sha256:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()  # no "/": no short seed


def run(args: argparse.Namespace) -> int:
    config = config_from(args)
    # read_history (under observe_hand_history) refuses a FIFO, an oversized file and bad UTF-8 with one line.
    observations = observe_hand_history(args.file, args.seat)
    for obs in observations:
        meta = obs.meta
        taken = taken_candidate(meta)
        seed = decision_seed(args.seed, meta["hand"], meta["decision"])
        report = analyze(obs, replace(config, extra_candidates=(taken,), seed=seed))
        print(f"=== {meta['shown']} ({meta['street']}): {args.seat} took {taken_text(meta)}")
        print(report.format())
        line = report.ev_of(taken.kind, taken.amount) if taken.kind != "call" else report.ev_of("call")
        if (
            line is not None
            and report.recommended is not None
            and line.ev_bb is not None
            and report.recommended.ev_bb is not None
        ):
            print(
                f"taken {line.label}: EV {line.ev_bb:+.2f} BB; "
                f"best {report.recommended.label}: EV {report.recommended.ev_bb:+.2f} BB"
            )
        print()
    print(f"{len(observations)} decisions of {args.seat} reviewed")
    return 0
