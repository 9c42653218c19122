"""Mutation review 51k, by hand, of 6db4673f (one head read), bd6b84c9 and 99cfe5e3 (verify exits, Significant
p-values), 73d98cab and 9ef1579b (cosino power, Rng.below_many, printable) and 37d45949 (ACPC keys).

117 mutants tried, one at a time, against the tests that reach each function; 74 killed by the existing suite
(R20 by never ending), 43 survived: 27 killed by the tests below (each names its mutants), 16 equivalent:

- R1 (``>`` for ``>=`` in _next_words), R5 and R6 (more blocks hashed than needed): the extra words stay held, in
  order; R12 (n = 2^64 drawn one at a time) and R19 (another spelling of the loop test): the same words and values.
- C3, C4 and C21 (the exponent's first guess off, or 0) and C5, C6 (``>``/``<=`` in its loops): the loops, or the
  carry of a mantissa of 10^12, put an exact power of ten at the same exponent.
- P6 (a counted digest left out of ``seen``): ``counted`` alone decides from then on.
- S8 (a start that finishes the episode abandoned anyway): no start finishes one (at least one hand, one decision).
- S11 (dropped unless finished or final): those are the only other statuses. S14 (``<`` for ``<=``), S18 (a head
  at version 0 kept): a stale outcome never carries a running head at the listed version, nor one at version 0.
- S24 (a stale abandon's version plus one): only an applied outcome's version is read.

A defect found beside the mutants: a host with a bracket left once the pair around an IPv6 address is off
("acpc:[::1:5000", "acpc:[[::1]]:5000") passed the seat check and was never bound; it is refused now.
"""

from __future__ import annotations

import json
from decimal import ROUND_HALF_EVEN, Context, Decimal
from fractions import Fraction

import pytest

from cosino.primitives.canonical import Significant, dumps, format_number
from cosino.primitives.rng import Rng, derive

# -- canonical: Significant values written with an exponent -----------------------------------------------------


def _twelve_significant_digits(value: Fraction) -> str:
    """An independent writer: decimal division rounds correctly to 12 digits, half to even."""
    exact = Context(prec=12, rounding=ROUND_HALF_EVEN, Emax=10**6, Emin=-(10**6))
    quotient = exact.divide(Decimal(value.numerator), Decimal(value.denominator))
    sign, digits, _ = quotient.as_tuple()
    shown = "".join(map(str, digits)).rstrip("0")
    point = f"{shown[0]}.{shown[1:]}" if len(shown) > 1 else shown
    return f"{'-' if sign else ''}{point}e{quotient.adjusted()}"


_ROUNDED_UP_TO_A_POWER_OF_TEN = [
    (Fraction(99999999999995, 10**27), "1e-13"),  # 999999999999.95 rounds to 10^12: one more in the exponent
    (Fraction(999999999999951, 10**29), "1e-14"),
    (Fraction(-99999999999995, 10**30), "-1e-16"),
    (Fraction(1, 10**13) - Fraction(1, 10**40), "1e-13"),
]


@pytest.mark.parametrize("value, text", _ROUNDED_UP_TO_A_POWER_OF_TEN)
def test_a_mantissa_rounded_up_to_ten_to_the_twelve_moves_the_exponent(value, text):
    """Mutants C9 (carry tested at 10**12 + 1), C10 (exponent kept on the carry) and C17 (no carry): 9.9999999999995e-14
    was written 1e-14, a p-value ten times smaller than the true one."""
    assert format_number(Significant(value)) == text == _twelve_significant_digits(value)


def test_a_negative_significant_keeps_its_sign():
    """Mutant C14 (the sign dropped): -3e-15 was written 3e-15. Mutant C15 (no abs) never ends on a negative value."""
    assert format_number(Significant(-3, 10**15)) == "-3e-15"
    assert format_number(Significant(-5, 10**13)) == "-5e-13"  # -0.5 at 12 decimals rounds to 0, half to even
    assert format_number(Significant(-123456789012345, 10**28)) == "-1.23456789012e-14"


def test_a_significant_that_rounds_to_a_whole_number_is_written_as_one():
    """Mutant C1 (the exponent form whenever the 12 decimals trim to nothing): a Holm p just under 1 was "1e0"."""
    assert format_number(Significant(999999999999999, 10**15)) == "1"
    assert format_number(Significant(-999999999999999, 10**15)) == "-1"
    assert format_number(Significant(2000000000000001, 10**15)) == "2"
    assert dumps({"p": Significant(10**15 - 1, 10**15)}) == '{"p":1}'


_EDGES = [
    Fraction(5, 10**13),  # exactly half of the last decimal place: rounds to 0, so written with an exponent
    Fraction(5, 10**13) - Fraction(1, 10**30),
    Fraction(1, 10**13),
    Fraction(1, 10**40),
    Fraction(1, 10**300),
    Fraction(1000000000005, 10**32),  # a tie at the 12th digit, the even one below kept
    Fraction(1000000000015, 10**32),  # a tie, the even one above taken
    Fraction(123456789012345, 10**28),
    Fraction(1, 3 * 10**13),
    Fraction(2, 3 * 10**20),
    Fraction(1, 2**200),
    Fraction(7, 2**50),
]


@pytest.mark.parametrize("value", _EDGES + [-v for v in _EDGES])
def test_each_tiny_significant_is_its_twelve_correctly_rounded_digits(value):
    """Equivalence check for C3-C6 and C21 (the exponent's first guess and its two loops, which the carry also
    corrects): every edge below 5e-13 is written as decimal arithmetic rounds it."""
    assert format_number(Significant(value)) == _twelve_significant_digits(value)


def test_just_over_half_the_last_place_is_written_in_decimals():
    assert format_number(Significant(Fraction(5, 10**13) + Fraction(1, 10**30))) == "0.000000000001"
    assert format_number(Significant(5, 10**13)) == "5e-13"


# -- Rng.below_many: rejection at its limit, bounds at either end ------------------------------------------------


def _primed(words: list[int]) -> Rng:
    """A generator whose next words are ``words`` (then its own blocks from counter 0)."""
    rng = Rng(derive(51, "k"))
    rng._words = list(reversed(words))  # held reversed, as pop() hands them out
    return rng


_AT_THE_LIMIT = [
    (3 * 2**62, [3 * 2**62, 3 * 2**62 - 1, 5, 2**64 - 1, 7]),  # limit 3 * 2^62: a quarter of words rejected
    (5, [2**64 - 1, 2**64 - 2, 2**64 - 1, 2**64 - 3, 4]),  # limit 2^64 - 1: only the top word rejected
    (2**64 - 1, [2**64 - 1, 2**64 - 2, 0, 2**64 - 1, 1]),
    (2**63 + 1, [2**63 + 1, 2**63, 2**63 - 1, 2**64 - 1, 9]),  # limit n: the word n itself is rejected
    (2**64, [2**64 - 1, 0, 2**63, 1, 2]),  # every word accepted, as it is
]


@pytest.mark.parametrize("n, words", _AT_THE_LIMIT)
def test_a_word_at_the_rejection_limit_is_rejected_and_one_just_under_is_kept(n, words):
    """Mutants R15 (the whole slice kept when its largest word equals the limit), R16 (a word equal to the limit
    kept) and R21 (the limit one lower): a word exactly at the limit never came up in the seeded draws."""
    bulk, single = _primed(words), _primed(words)
    for count in (3, 2):
        assert bulk.below_many(n, count) == [single.randbelow(n) for _ in range(count)]
    assert [bulk.next_u64() for _ in range(9)] == [single.next_u64() for _ in range(9)]


def test_the_draws_at_the_limit_are_the_expected_numbers():
    n = 3 * 2**62
    assert _primed([n, n - 1, 5, 2**64 - 1, 7]).below_many(n, 3) == [n - 1, 5, 7]
    assert _primed([2**64 - 1, 2**64 - 2]).below_many(5, 1) == [(2**64 - 2) % 5]
    assert _primed([2**64 - 1, 3]).below_many(2**64, 2) == [2**64 - 1, 3]


# -- cosino power: two results files naming one replay ----------------------------------------------------------

DIGEST = "1c2af298a7968c3a54acc9a3c2a7f43b0a9bae902a7a9703eefa25ac09b11eda"


def _results(path, **extra) -> str:
    body = {"agents": ["a", "b"], "variant": "holdem-hu", "net": [3, -3], "scoredHands": 4, "replaySha256": DIGEST}
    path.write_text(json.dumps({**body, **extra}))
    return str(path)


@pytest.mark.parametrize(
    "forged, field",
    [
        ({"scoredHands": 400}, "scoredHands"),
        ({"luckAdjusted": {"net": [90, -90]}}, "luckAdjusted.net"),
        ({"agents": ["b", "a"]}, "agents"),
        ({"scoredHands": 400, "net": [-3, 3]}, "net"),  # two fields differ: the first the report reads is named
    ],
)
def test_a_copy_that_differs_only_in_one_field_read_is_refused(cosino_cli, tmp_path, forged, field):
    """Mutants P4 (scoredHands not compared), P5 (luckAdjusted.net not compared), P13 (agents not compared) and P12
    (the last differing field named):
    a copy sorted first with 100 times the hands, other luck-adjusted numbers or the seats swapped counted, and the
    real file was dropped as its copy."""
    first = _results(tmp_path / "a.results.json", **forged)
    second = _results(tmp_path / "b.results.json")
    code, out, err = cosino_cli("power", str(tmp_path))
    assert (code, out) == (2, "")
    assert err.strip() == f"cosino: {second}: names the same replay as {first} (replaySha256) but its '{field}' differs"


# -- cosino verify: results that are no object, values past the recomputed size, a path with controls -------------


def _replay() -> bytes:
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.primitives.canonical import jsonl_bytes
    from cosino.seats.house import decision_rng, make_seat

    ep = Episode(EpisodeConfig("kuhn", ("random", "random"), hands=3, seed=5))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(make_seat("random", "kuhn", decision_rng(5, slot, ep.decisions)).act(obs))
    return jsonl_bytes(ep.records)


@pytest.mark.parametrize(
    "data, kind", [(b"null", "null"), (b"true", "true or false"), (b"false", "true or false"), (b"7", "a number")]
)
def test_results_that_are_no_object_name_what_they_are(data, kind):
    """Mutants V4 (another word for null) and V12 (true and false left out of the kinds, so called null)."""
    from cosino.arena.replay import verify

    verdict = verify(_replay(), data)
    assert (verdict.ok, verdict.unreadable) == (False, True)
    assert verdict.message == f"results: expected a JSON object, found {kind}"


def test_results_with_more_values_than_recomputed_bytes_still_differ_rather_than_go_unread():
    """Mutant V5 (no slack over the recomputed size): an extra field of a few hundred values made the file
    unreadable (exit 2) instead of a result that differs (exit 1) naming the field."""
    from cosino.arena.replay import verify

    replay = _replay()
    recomputed = verify(replay).results
    claimed = {**json.loads(recomputed), "extra": [0] * (len(recomputed) + 100)}
    verdict = verify(replay, json.dumps(claimed).encode())
    assert (verdict.ok, verdict.unreadable, verdict.kind) == (False, False, "mismatch")
    assert "extra" in verdict.message


def test_a_verified_replay_path_with_a_bidi_override_is_escaped(cosino_cli, tmp_path):
    """Mutant V11 (the verified lines printed raw): a right-to-left override in the replay's file name (control
    characters are refused, this is not) reached the terminal and turned the rest of the line around."""
    path = tmp_path / "r\u202egpj.jsonl"
    path.write_bytes(_replay())
    code, out, err = cosino_cli("verify", str(path))
    assert (code, err) == (0, "")
    assert "\u202e" not in out and "r\\u202egpj.jsonl re-runs line for line" in out


# -- ACPC hosts: brackets ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("host", ["bot]", "[bot", "::1]", "[::1"])
def test_a_host_with_one_bracket_keeps_it(host):
    """Mutants A2 (either bracket enough to strip both ends) and A3 (the closing one enough): "bot]" became "o"."""
    from cosino_runtime.seats.acpc import bare_host

    assert bare_host(host) == host


@pytest.mark.parametrize("name", ["acpc:[::1:5000", "acpc:::1]:5000", "acpc:[[::1]]:5000", "acpc:bot]:5000"])
def test_an_acpc_host_with_an_unmatched_or_nested_bracket_is_refused_at_check_time(name):
    """Defect: a host with a bracket left once the pair around an IPv6 address is taken off was accepted and never
    bound (the listening socket's address lookup reads no brackets), as "[::1]" was before 37d45949."""
    from cosino_runtime.seats.acpc import check_acpc_name
    from cosino_runtime.seats.transport import SeatConfigError

    with pytest.raises(SeatConfigError, match="brackets"):
        check_acpc_name(name)


def test_a_bracketed_ipv6_host_is_still_read_bare():
    from cosino_runtime.seats.acpc import check_acpc_name

    assert check_acpc_name("acpc:[::1]:5000")[:2] == ("::1", 5000)
    assert check_acpc_name("acpc:::1:5000")[:2] == ("::1", 5000)


# -- runtime: the finalisation of an unknown or running episode, a lost abandon without the head it lost to -------


def test_an_unknown_or_running_episode_finalisation_says_which(any_store):
    """Mutants S12 (on_finalize went on with the dropped outcome as a head) and S23 (an unknown episode called
    running)."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper

    assert flow.head_to_finalize(any_store, "kuhn-nosuch") == {"status": "unknown"}
    assert flow.on_finalize(any_store, "kuhn-nosuch") == {"status": "unknown"}
    episode = stepper.create(any_store, EpisodeConfig("kuhn", ("house", "random"), 2, 51))
    assert flow.on_finalize(any_store, episode) == {"status": "running"}
    assert any_store.load_head(episode).status == "running"


def test_the_finalize_lambda_logs_why_it_dropped_a_message(any_store, monkeypatch):
    """Mutant S20 (the dropped outcome replaced): the log line said nothing of the episode being unknown."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import finalize
    from tests.test_review_store_cost50c import finalize_message
    from tests.test_review_store_reads51f import finalize_handler_on

    handler = finalize_handler_on(any_store, monkeypatch)
    logged: list[dict] = []
    monkeypatch.setattr(finalize.obs.logger, "info", lambda msg, extra=None: logged.append({"msg": msg, **extra}))
    assert handler({"Records": [finalize_message("kuhn-nosuch", "u9")]}, FakeContext()) == {"batchItemFailures": []}
    assert {"msg": "finalize", "episode": "kuhn-nosuch", "status": "unknown"} in logged


@pytest.mark.parametrize("tells_head", [True, False])
def test_a_guard_whose_commit_loses_to_a_step_abandons_at_the_new_version(any_store, tells_head):
    """A rival steps between the guard's head read and its commit. Mutant S9 (the refused commit's head not handed
    on): the guard read the head again (2 reads, not 1). Mutant S21 (the stale abandon's head taken as given): a
    store whose refused commit cannot say what it lost to (StaleVersion without a head) left the guard reading
    .status of None, and the episode was never abandoned."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.base import StaleVersion
    from tests.support.queues import ListQueue
    from tests.test_review_store_cost50c import twin

    store = any_store
    episode = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 4, 15))
    stepper.step(store, episode, 1)
    rival, commit, load_head = twin(store), store.commit, store.load_head
    lost: list[int] = []
    reads: list[str] = []

    def rival_first(episode_id, expected_version, *rest):
        if lost:
            return commit(episode_id, expected_version, *rest)
        lost.append(expected_version)  # the guard's first commit: the rival's step lands just before it
        stepper.step(rival, episode_id, expected_version)
        try:
            return commit(episode_id, expected_version, *rest)
        except StaleVersion as exc:
            if tells_head and exc.head is not None:
                raise
            raise StaleVersion(str(exc)) from None  # as a store that cannot tell the head it lost to

    def read(episode_id):
        reads.append(episode_id)
        return load_head(episode_id)

    store.commit, store.load_head = rival_first, read
    try:
        counts = flow.on_sweep(store, ListQueue(), 10**15, 1, 1, lambda: None)
    finally:
        del store.commit, store.load_head
        getattr(rival, "close", lambda: None)()
    assert lost == [2] and counts["abandoned"] == 1
    head = store.load_head(episode)
    assert (head.version, head.status) == (4, "finished")
    assert len(reads) == (1 if tells_head else 2)


def test_an_abandon_at_the_version_a_finished_episode_ended_on_does_nothing(any_store):
    """Mutant S10 (the status left out of abandon's check): a "stalled" abandon at the version an episode finished
    at appended a void hand and a second end to a finished episode."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps as stepper

    episode = stepper.create(any_store, EpisodeConfig("kuhn", ("house", "house"), 1, 51))
    stepper.run_to_end(any_store, episode)
    head = any_store.load_head(episode)
    events = list(any_store.events(episode))
    assert head.status == "finished"
    outcome = stepper.abandon(any_store, episode, head.version, "stalled")
    assert (outcome.status, outcome.version) == ("stale", head.version)
    assert any_store.load_head(episode).version == head.version and list(any_store.events(episode)) == events


# -- integrity p-values: every path that makes one keeps it Significant -------------------------------------------


def test_a_tiny_p_from_the_long_exact_path_keeps_its_magnitude():
    """Mutant M2 (the convolution path returned a plain Fraction): 1/C(600,300), past the short path's 256 counts,
    was written as 0."""
    from math import comb

    from cosino.league.permutation import exact_p

    p = exact_p([(600, 300, 300)], 300)
    assert p == Fraction(1, comb(600, 300))
    assert dumps(p) == _twelve_significant_digits(p) == "7.401489396e-180"  # 12 digits, the zeros trimmed


def test_the_each_stratum_p_keeps_its_magnitude_as_written():
    """Mutant M4 (the each-stratum p left a plain Fraction): ``a`` towards ``b`` in red team 49a's league has a column
    p of 4/C(60,20) = 9.5e-16, written as 0 in the report."""
    from math import comb

    from tests.test_review_mutants49a import _let_league

    (pair,) = [p for p in _let_league()["pairs"] if (p["agent"], p["other"]) == ("a", "b")]
    column = pair["tests"]["trick-let"]["pColumn"]
    assert column == Fraction(4, comb(60, 20))
    assert dumps(column) == _twelve_significant_digits(column) != "0"
