"""Mutation review of the episode driver (cosino.arena.episode, its budget rule left to
test_review_mutants25), the per-seat reliability report (cosino.league.reliability) and the league
audit sums (cosino.league.audit_sums, cosino.league.betting).

Each test names, in a one-line comment, the hand-made mutants it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (docs/, the module
docstrings, /work/shared/spec) or a naive second reading of it written here, never from the code
under test."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.arena.episode import Episode, EpisodeConfig, EpisodeError, config_problem, hands_past_budget, parse_response
from cosino.arena.evidence import SEAT_EVIDENCE_ALLOWANCE, is_digest
from cosino.games.protocol import Action
from cosino.games.registry import get_variant
from cosino.league.audit_sums import audit_aggregate
from cosino.league.betting import Street, faced
from cosino.league.reliability import CallRecord, agent_reliability, episode_reliability, percentile
from cosino.primitives.canonical import dump_bytes

# -- parse_response: what a seat's answer is read as -------------------------------------------------


# kills E02: the runtime's marker branch taken for any answer with a string "transport", even one naming an action
def test_an_answer_naming_an_action_is_read_as_it_whatever_else_it_carries():
    assert parse_response({"action": "check", "transport": "timeout"}) == (Action("check", None, None), None)


# kills E03: an empty detail written as "(timeout: )"
def test_an_empty_detail_reads_as_no_detail():
    assert parse_response({"transport": "timeout", "detail": ""}) == parse_response({"transport": "timeout"})


# kills E04 (a boolean amount read as 1), E05 (a card of any type) and E06 (an empty action word)
@pytest.mark.parametrize(
    "answer, reason",
    [
        ({"action": "raise", "amount": True}, "field 'amount' is not an integer"),
        ({"action": "play", "card": 7}, "field 'card' is not a string"),
        ({"action": "play", "card": ["Qh"]}, "field 'card' is not a string"),
        ({"action": ""}, "field 'action' is missing or not a string"),
    ],
)
def test_a_malformed_field_is_refused_by_name(answer, reason):
    assert parse_response(answer) == (None, reason)


# -- hands_past_budget: what always fits a budget ----------------------------------------------------


def _spades_hand():
    """The most decisions one spades hand can take, as the variant states it (the same for every hand)."""
    spades = get_variant("spades")
    lengths = {spades.most_decisions(i) for i in range(8)}
    assert len(lengths) == 1
    return spades, lengths.pop()


# kills E09: two hands that fill the budget exactly reported as past it
def test_hands_that_fill_the_budget_exactly_fit():
    spades, most = _spades_hand()
    assert hands_past_budget(spades, 2, 2 * most) is None
    assert hands_past_budget(spades, 2, 2 * most - 1) == (most, 0)  # one short: the pair no longer fits


# kills E10: a pair that fills the budget exactly not counted among the hands that fit
def test_the_hands_that_fit_count_a_pair_that_fills_the_budget_exactly():
    spades, most = _spades_hand()
    assert hands_past_budget(spades, 8, 2 * most) == (most, 2)
    assert hands_past_budget(spades, 8, 4 * most) == (most, 4)


# kills E08: a budget of 0 read no hand at all, so the longest hand was taken of an empty list
def test_a_budget_of_no_decisions_still_names_the_longest_hand():
    spades, most = _spades_hand()
    assert hands_past_budget(spades, 1, 0) == (most, 0)


# kills E15: True taken as the seed 1
def test_a_boolean_seed_is_refused():
    problem = config_problem(EpisodeConfig("kuhn", ("a", "b"), 1, True))
    assert problem is not None and problem[0] == "seed"
    with pytest.raises(EpisodeError, match="field 'seed'"):
        Episode(EpisodeConfig("kuhn", ("a", "b"), 1, True))


# kills E37: an amount of 0 dropped from the refusal, which then named a bare "raise"
def test_a_refused_amount_of_zero_is_named_in_the_reason():
    episode = Episode(EpisodeConfig("holdem-hu", ("a", "b"), 1, 5))
    (record,) = [r for r in episode.decide({"action": "raise", "amount": 0}) if "error" in r]
    assert record["error"] == f"{Action('raise', 0, None)} is not a legal choice here"  # str(action), as documented


# -- the episode driver ----------------------------------------------------------------------------


def _refuse_all(config, say=None):
    """Play ``config`` with every seat naming no legal action (the hand's fallback plays), optionally talking."""
    episode = Episode(config)
    count = 0
    while episode.pending() is not None:
        answer = {"action": "teleport"}
        if say is not None:
            answer["say"] = say(count)
        episode.decide(answer)
        count += 1
    return episode


# kills E18 (19 messages shown) and E19 (21 shown): docs/league-audit.md: "the hand's last 20 messages"
def test_an_observation_shows_the_hands_last_twenty_messages():
    episode = Episode(EpisodeConfig("spades", ("a", "b", "c", "d"), 2, 3, 1000))
    said: list[tuple[int, str]] = []  # (hand, message) in order: a naive log of the talk
    while (pending := episode.pending()) is not None:
        _, observation = pending
        mine = [m for h, m in said if h == episode.hand_index]
        assert [t["say"] for t in observation["talk"]] == mine[-20:]
        message = f"m{len(said)}"
        said.append((episode.hand_index, message))
        episode.decide({"action": "teleport", "say": message})
    assert sum(1 for h, _ in said if h == 0) > 21  # the window was full and moving


def _spend_exactly(episode, slot, kind):
    """Drive ``episode`` until ``slot``'s kept refusals and their reasons (summed here from the records, in
    UTF-8 bytes as the replay holds them) reach the allowance exactly; other slots answer a small refusal."""

    def answer(keys: int, pad: int) -> dict:
        return {"action": kind, **{f"k{i}": "x" * 400 for i in range(keys)}, "pad": "x" * pad}

    def spent() -> int:
        mine = [r for r in episode.records if r.get("slot") == slot and "received" in r]
        assert not any(is_digest(r["received"]) for r in mine)
        return sum(len(dump_bytes(r["received"])) + len(r["error"].encode("utf-8")) for r in mine)

    reason = None  # the reason's length, learned from the first refusal
    while True:
        pending = episode.pending()
        assert pending is not None
        if pending[0] != slot:
            episode.decide({"action": "teleport"})
            continue
        left = SEAT_EVIDENCE_ALLOWANCE - spent()
        if left == 0:
            return
        if reason is None:
            episode.decide(answer(0, 0))
            mine = [r for r in episode.records if r.get("slot") == slot and "received" in r]
            reason = len(mine[-1]["error"].encode("utf-8"))
            continue

        def cost(keys: int, pad: int) -> int:
            return len(dump_bytes(answer(keys, pad))) + reason

        least = cost(0, 0)
        if least <= left <= cost(0, 400):
            episode.decide(answer(0, left - least))
        elif left - cost(6, 400) >= least:
            episode.decide(answer(6, 400))
        elif left - cost(0, 400) >= least:
            episode.decide(answer(0, 400))
        else:
            episode.decide(answer(0, left - 2 * least))


# kills E20 (the allowance spent only past 256 KiB) and E23 (reasons counted in characters, not bytes):
# docs/seats.md: refusals are kept whole "while ... [they] stay under 256 KiB"
def test_a_seat_whose_kept_refusals_reach_the_allowance_exactly_is_digested_next():
    episode = Episode(EpisodeConfig("kuhn", ("a", "b"), 400, 7, 100_000))
    _spend_exactly(episode, 0, "t\u00e9l\u00e9port\u20ac")  # a reason longer in bytes than in characters
    while episode.pending()[0] != 0:
        episode.decide({"action": "check"})
    episode.decide({"action": "teleport"})
    last = [r for r in episode.records if r.get("slot") == 0 and "received" in r][-1]
    assert is_digest(last["received"])


# kills E21: the arena's own marker for a failed call digested once the allowance is spent
def test_a_failed_call_stays_whole_past_the_allowance():
    episode = Episode(EpisodeConfig("kuhn", ("a", "b"), 400, 7, 100_000))
    _spend_exactly(episode, 0, "teleport")
    marker = {"transport": "timeout", "detail": "no reply within 10 s"}
    episode.decide(marker)
    last = [r for r in episode.records if r.get("slot") == 0 and "received" in r][-1]
    assert last["received"] == marker and last["error"].startswith("no answer from the seat (timeout")


# kills E26: abandon accepted "budget", a reason only decide may end an episode with
def test_abandon_refuses_the_budget_as_a_reason():
    episode = Episode(EpisodeConfig("kuhn", ("a", "b"), 2, 1))
    with pytest.raises(EpisodeError, match="unknown abandon reason"):
        episode.abandon("budget")
    assert not episode.finished


# kills E36: the voided hand named "deadline" whatever the reason
@pytest.mark.parametrize("reason", ["deadline", "stalled"])
def test_a_voided_hand_names_the_reason_the_episode_ended_with(reason):
    episode = Episode(EpisodeConfig("holdem-hu", ("a", "b"), 2, 1))
    episode.decide({"action": "call"})
    written = episode.abandon(reason)
    assert [r["type"] for r in written][:2] == ["handVoid", "end"]
    assert written[0]["reason"] == written[1]["reason"] == reason


# kills E28: a trick table's header given a startingStack of 0; spec/rules.md gives stacks to poker only
def test_a_trick_table_header_names_no_chips():
    header = Episode(EpisodeConfig("spades", ("a", "b", "c", "d"), 1, 1)).records[0]
    assert header["config"] == {"chipRace": False, "duplicate": True}


def _chip_race_with_one_bust(hands):
    """A six-max chip race whose first hand leaves one seat with no chips; the later hands are folded round."""
    episode = Episode(EpisodeConfig("sixmax", tuple("abcdef"), hands, 3, 1000))
    first = 0
    while (pending := episode.pending()) is not None:
        legal = {o["action"]: o for o in pending[1]["legal"]}
        passive = {"action": "check"} if "check" in legal else {"action": "fold"}
        if episode.hand_index == 0 and first == 0 and "raise" in legal:
            answer = {"action": "raise", "amount": legal["raise"]["max"]}
        elif episode.hand_index == 0 and first == 1:
            answer = {"action": "call"}
        else:
            answer = passive
        first += episode.hand_index == 0
        episode.decide(answer)
    return episode


# kills E29 (the button never moves) and E33 (a busted seat busted again every hand):
# docs/chip-race.md: each hand the button passes to the next seat round the table that still has chips, and a
# seat that runs out of chips stays out
def test_a_chip_race_button_walks_to_the_next_funded_seat_and_a_seat_busts_once():
    episode = _chip_race_with_one_bust(8)
    busts = [r["slot"] for r in episode.records if r["type"] == "bust"]
    assert len(busts) == 1
    hands = [r for r in episode.records if r["type"] == "hand"]
    assert len(hands) == 8
    skipped = False
    for before, now in zip(hands, hands[1:]):
        n = len(now["slots"])
        expected = next(
            (before["button"] + k) % n for k in range(1, n + 1) if now["stacks"][(before["button"] + k) % n] > 0
        )
        assert now["button"] == expected
        skipped = skipped or expected != (before["button"] + 1) % n
    assert skipped  # the walk passed the busted seat at least once


# kills E39: an ended episode abandoned a second time, writing a second end record
def test_an_ended_episode_cannot_be_abandoned():
    episode = _refuse_all(EpisodeConfig("kuhn", ("a", "b"), 2, 1))
    assert episode.finished
    before = list(episode.records)
    with pytest.raises(EpisodeError, match="already ended"):
        episode.abandon("deadline")
    assert episode.records == before


# kills E40: the aliases listed by slot rather than by table position (docs/seats.md: "positions shown as aliases")
def test_an_observation_lists_the_aliases_by_position():
    episode = Episode(EpisodeConfig("holdem-hu", ("a", "b"), 4, 2))
    seen = set()
    while (pending := episode.pending()) is not None:
        slot, observation = pending
        assert observation["aliases"][observation["position"]] == observation["alias"] == episode.aliases[slot]
        seen.add((slot, observation["position"]))
        episode.decide({"action": "teleport"})
    assert (0, 1) in seen or (1, 0) in seen  # some slot sat away from its own index


# kills E41: an observation given "infoset": null where the game names no information set
@pytest.mark.parametrize("variant, seats", [("holdem-hu", 2), ("spades", 4), ("kuhn", 2)])
def test_an_observation_carries_an_infoset_only_where_the_game_names_one(variant, seats):
    episode = Episode(EpisodeConfig(variant, tuple("abcd"[:seats]), 1, 4))
    _, observation = episode.pending()
    assert observation.get("infoset", "absent") is not None
    if variant == "kuhn":  # the small games name theirs (docs/analytics.md reads it)
        assert isinstance(observation["infoset"], str)


# -- the reliability report ------------------------------------------------------------------------

HEADER = {
    "type": "episode",
    "variant": "kuhn",
    "seed": 1,
    "seats": [{"slot": 0, "alias": "Sprocket", "agent": "a"}, {"slot": 1, "alias": "Gizmo", "agent": "b"}],
}


def _fallback(slot, received, error):
    return {"type": "action", "slot": slot, "action": "check", "received": received, "error": error}


# kills R02: slot -1 (an alias the runner did not know) refused when a log is read back
def test_a_call_of_an_unknown_alias_is_kept_as_slot_minus_one():
    assert CallRecord(3, -1, 10).slot == -1
    with pytest.raises(ValueError, match="slot"):
        CallRecord(3, -2, 10)


# kills R05: a call never throttled written with "throttled": 0, so a log line from before rate limits no longer
# reads back as itself
def test_a_transport_log_line_without_throttling_reads_back_as_itself():
    line = {"attempts": 2, "decision": 4, "latencyUs": 900, "outcome": "timeout", "parse": "none", "slot": 1}
    line["snapped"] = False
    assert CallRecord.from_json(line).to_json() == line


# kills R09: a boolean token count read as 1
@pytest.mark.parametrize("value", [True, False])
def test_a_boolean_token_count_is_no_count(value):
    call = CallRecord(0, 0, 10, input_tokens=value, output_tokens=value)
    assert call.input_tokens is None and call.output_tokens is None and "tokens" not in call.to_json()


# kills R08: a token count at or above 10^12 kept (docs/league.md: such a count is dropped), so one
# agent's claimed trillions swamped its summed tokens
@pytest.mark.parametrize("value, kept", [(10**12 - 1, 10**12 - 1), (10**12, None), (10**400, None), (-1, None)])
def test_a_token_count_of_a_trillion_or_more_is_no_count(value, kept):
    call = CallRecord(0, 0, 10, input_tokens=value, output_tokens=value)
    assert call.input_tokens == kept and call.output_tokens == kept


# kills R10: a rate-limited marker in the replay, with no transport log, counted as an invalid answer
def test_a_rate_limited_fallback_is_known_from_the_replay_alone():
    marker = {"transport": "rateLimited", "detail": "HTTP 429"}
    records = [HEADER, _fallback(0, marker, "no answer from the seat (rateLimited: HTTP 429)")]
    seat = episode_reliability(records)["seats"][0]
    assert (seat["rateLimitFallbacks"], seat["invalid"], seat["transportErrors"], seat["fallbacks"]) == (1, 0, 0, 1)


# kills R13: the 0th percentile (rank 0) taken as the largest value; by its docstring's rule it is the smallest
def test_the_zeroth_percentile_is_the_smallest_value():
    assert percentile([3, 1, 2], 0) == 1
    assert percentile([5], 0) == 5


# kills R14: a timed-out call whose marker an old replay keeps only as a digest counted as an invalid answer
# (docs/seats.md: such replays still verify, and the transport log still says what happened)
def test_the_transport_log_names_a_failure_the_replay_kept_only_as_a_digest():
    digest = {"clipped": {"bytes": 60, "sha256": "0" * 64}}
    records = [HEADER, _fallback(1, digest, "answer kept as its size and digest (the seat's allowance is spent)")]
    seat = episode_reliability(records, [CallRecord(0, 1, 5000, outcome="timeout", parse="none")])["seats"][1]
    assert (seat["timeouts"], seat["invalid"], seat["unparseable"]) == (1, 0, 0)


# kills R15: a text answer read as a JSON object naming an illegal action counted as unparseable
def test_a_text_answer_naming_an_illegal_action_is_invalid_not_unparseable():
    records = [HEADER, _fallback(0, {"action": "teleport"}, "teleport is not a legal choice here")]
    seat = episode_reliability(records, [CallRecord(0, 0, 5000, parse="none")])["seats"][0]
    assert (seat["invalid"], seat["unparseable"]) == (1, 0)


# kills R16: an object with no action word (nothing could be read) counted as an invalid choice
def test_an_answer_without_an_action_field_is_unparseable():
    records = [HEADER, _fallback(0, {"move": "check"}, "field 'action' is missing or not a string")]
    seat = episode_reliability(records)["seats"][0]
    assert (seat["unparseable"], seat["invalid"]) == (1, 0)


# kills R17: the first logged attempt at a decision kept instead of the last (a resumed run asks again)
def test_the_last_logged_attempt_at_a_decision_is_the_one_reported():
    records = [HEADER, {"type": "action", "slot": 0, "action": "check"}]
    log = [CallRecord(0, 0, 9000, outcome="timeout", attempts=2), CallRecord(0, 0, 3000)]
    seat = episode_reliability(records, log)["seats"][0]
    assert seat["latencyMs"]["median"] == 3 and seat["retries"] == 0 and seat["latencyMs"]["calls"] == 1


# kills R18: an action record naming a slot one past the table (a hostile or damaged replay) crashed the report
def test_an_action_record_of_a_slot_past_the_table_is_skipped():
    records = [HEADER, {"type": "action", "slot": 2, "action": "check"}, {"type": "action", "slot": 1, "action": "b"}]
    seats = episode_reliability(records)["seats"]
    assert [s["decisions"] for s in seats] == [0, 1]


# kills R20 (a ninth cause named) and R21 (causes clipped to 79 characters):
# docs/league.md: each refusal "clipped to 80 characters ... at most 8 per seat and the rest under `other`"
def test_a_seat_names_at_most_eight_causes_of_eighty_characters():
    errors = [f"{i}" + "x" * 99 for i in range(10)]
    records = [HEADER] + [_fallback(0, {"action": "a"}, e) for e in errors]
    causes = episode_reliability(records)["seats"][0]["causes"]
    assert causes == {**{e[:80]: 1 for e in errors[:8]}, "other": 2}


# kills R22 and R23: a loose reading or a snapped amount counted for an answer the table refused, which was
# never played (the counts say how the answers that were applied were read)
def test_loose_and_snapped_count_only_answers_that_were_applied():
    records = [
        HEADER,
        {"type": "action", "slot": 0, "action": "bet", "amount": 2},
        _fallback(0, {"action": "bet", "amount": 900}, "bet 900 is not a legal choice here"),
    ]
    log = [CallRecord(0, 0, 10, parse="loose", snapped=True), CallRecord(1, 0, 10, parse="loose", snapped=True)]
    seat = episode_reliability(records, log)["seats"][0]
    assert (seat["loose"], seat["snapped"], seat["fallbacks"]) == (1, 1, 1)


# kills R25: a log line saying every attempt was throttled yet the call answered made the seat's retries negative
def test_retries_never_go_below_zero():
    records = [HEADER, {"type": "action", "slot": 0, "action": "check"}]
    seat = episode_reliability(records, [CallRecord(0, 0, 10, attempts=1, throttled=1)])["seats"][0]
    assert seat["retries"] == 0 and seat["rateLimited"] == 1


# kills R26: a seat whose API reported only output tokens shown with no tokens at all
def test_output_tokens_alone_are_reported():
    records = [HEADER, {"type": "action", "slot": 0, "action": "check"}]
    seat = episode_reliability(records, [CallRecord(0, 0, 10, output_tokens=7)])["seats"][0]
    assert seat["tokens"] == {"input": None, "output": 7}


# kills R27: an agent holding two seats of one episode counted as two episodes
def test_an_agent_in_two_seats_of_one_episode_played_one_episode():
    seat = {"agent": "a", "decisions": 3, "fallbacks": 0}
    assert agent_reliability([{"seats": [seat, seat]}])["a"]["episodes"] == 1


# kills R28: an agent's league-wide causes naming a ninth one (docs/league.md: at most 8, the rest under `other`)
def test_an_agents_causes_over_the_league_name_at_most_eight():
    reports = [{"seats": [{"agent": "a", "causes": {f"{e}{i}": 1 for i in range(5)}}]} for e in "pq"]
    causes = agent_reliability(reports)["a"]["causes"]
    assert causes == {**{f"p{i}": 1 for i in range(5)}, **{f"q{i}": 1 for i in range(3)}, "other": 2}


# kills R29: an agent that made no decisions shown with a fallback rate of 0 instead of none
def test_an_agent_without_decisions_has_no_fallback_rate():
    assert agent_reliability([{"seats": [{"agent": "a", "decisions": 0}]}])["a"]["fallbackRate"] is None


# kills R33: an agent's tokens over the league taken from its last seat instead of summed
def test_an_agents_tokens_are_summed_over_its_seats():
    seat = {"agent": "a", "tokens": {"input": 5, "output": None}}
    other = {"agent": "a", "tokens": {"input": 7, "output": 2}}
    assert agent_reliability([{"seats": [seat]}, {"seats": [other]}])["a"]["tokens"] == {"input": 12, "output": 2}


# -- the league audit sums -------------------------------------------------------------------------


def _collusion(surrender, contested, hands):
    n = len(surrender)
    return {
        "audit": {"surrender": surrender, "contested": contested, "netFlow": [[0] * n] * n, "power": {"hands": hands}}
    }


# kills A02: a pair met by two seats of one agent in one episode counted as two episodes (and twice the hands)
def test_a_pair_met_through_two_seats_of_one_agent_is_one_episode():
    square = [[0, 1, 1], [1, 0, 1], [1, 1, 0]]
    (ab,) = [
        p
        for p in audit_aggregate([(["a", "a", "b"], _collusion(square, square, 5))])["collusion"]["pairs"]
        if (p["agent"], p["other"]) == ("a", "b")
    ]
    assert (ab["episodes"], ab["hands"], ab["surrender"], ab["contested"]) == (1, 5, 2, 2)


# kills A03: the rate over a single contested hand halved; the documented rate is surrender / max(contested, 1)
def test_the_collusion_rate_over_one_contested_hand_is_the_surrender():
    out = audit_aggregate([(["a", "b"], _collusion([[0, 1], [0, 0]], [[0, 1], [1, 0]], 1))])
    ab = next(p for p in out["collusion"]["pairs"] if p["agent"] == "a")
    assert ab["rate"] == 1 and ab["field"] == 1 and ab["bias"] == 0


# kills A06: an audit carrying surrender but no contested matrix counted as a collusion audit
def test_an_audit_missing_a_needed_matrix_does_not_count():
    partial = {"audit": {"surrender": [[0, 1], [0, 0]], "power": {"hands": 3}}}
    assert audit_aggregate([(["a", "b"], partial)])["collusion"] is None


# kills A07: an audit with no power block taking 0 hands instead of the results' scoredHands
def test_an_audit_without_power_counts_the_scored_hands():
    results = _collusion([[0, 1], [0, 0]], [[0, 2], [2, 0]], 0)
    del results["audit"]["power"]
    results["scoredHands"] = 9
    out = audit_aggregate([(["a", "b"], results)])["collusion"]
    assert out["power"]["hands"] == 9 and {p["hands"] for p in out["pairs"]} == {9}


# kills A08: the power block's contestedMin taken as the largest pair
def test_the_power_block_names_the_least_contested_pair():
    out = audit_aggregate([(["a", "b", "c"], _collusion([[0] * 3] * 3, [[0, 2, 7], [2, 0, 4], [7, 4, 0]], 1))])
    contested = sorted(p["contested"] for p in out["collusion"]["pairs"])
    assert out["collusion"]["power"]["contestedMin"] == contested[0] == 2


# kills A09: a pair with no chance to yield given a yield rate of 0 instead of none (the rate of nothing)
def test_a_soft_play_pair_without_chances_has_no_yield_rate():
    results = {"audit": {"chance": [[0, 0], [2, 0]], "yield": [[0, 0], [1, 0]], "power": {"hands": 2}}}
    pairs = {(p["agent"], p["other"]): p for p in audit_aggregate([(["a", "b"], results)])["softPlay"]["pairs"]}
    assert pairs[("a", "b")]["yieldRate"] is None and pairs[("a", "b")]["field"] is None
    assert pairs[("b", "a")]["yieldRate"] == pairs[("b", "a")]["field"] == Fraction(1, 2)


# kills A11: a collusion audit without netFlow (docstring: "and netFlow where present") crashed the sums
def test_a_collusion_audit_without_net_flow_sums_to_zero_flow():
    results = _collusion([[0, 1], [0, 0]], [[0, 2], [2, 0]], 4)
    del results["audit"]["netFlow"]
    pairs = audit_aggregate([(["a", "b"], results)])["collusion"]["pairs"]
    assert [p["netFlow"] for p in pairs] == [0, 0] and [p["surrender"] for p in pairs] == [1, 0]


# -- how the integrity report reads a hand's betting (cosino.league.betting) -----------------------


# kills B03: a seat with no live opponent priced against none; faced's docstring bounds the count to 1..9
def test_a_seat_alone_in_the_hand_is_priced_against_one_opponent():
    street = Street([0, 1])
    street.live.discard(1)
    assert faced(street, 0) == 1


# kills B04 (the flop read as still before it) and B05 (a seat that acted without chips not counted):
# after the flop every live opponent counts, before it those who put chips in or acted
def test_the_opponents_faced_before_and_after_the_flop():
    street = Street([0, 1, 2, 3])
    street.acted.update({2, 3})
    assert faced(street, 0) == 2  # 1 neither bet nor acted
    street.put(1, 2)
    assert faced(street, 0) == 3
    fresh = Street([0, 1, 2, 3])
    fresh.new_street()
    assert faced(fresh, 0) == 3
