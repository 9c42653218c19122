"""Review 48f: state that outlived the truth, and inputs refused without naming the field.

1. An Api kept a final episode's state, log and results by episode alone, with no head read ever again: a store
   restored to before the episode ended still got the lost final replies from that process. They are now kept by
   the head's version and commit mark, checked by one head read at most once per FINAL_CHECK_SECONDS per episode.
2. DecisionConfig's sizing fields (and the responders' numbers) went to Fraction() deep in the rollouts: a bad one
   failed there without naming the field, or (1e999999999) expanded a billion digits. Now each is read exactly, or
   refused in one ValueError line naming the field and the value cut and escaped.
3. rollout_action_evs (and DecisionConfig.extra_candidates) took anything as a candidate: a bare string raised
   AttributeError, a raise of -5 chips was rolled out. Now a bad candidate is one ValueError line naming its place.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable

import pytest
from support.api_ids import create_as_api

from cosino.arena.episode import EpisodeConfig
from cosino.primitives.errors import quoted
from cosino_runtime.api.replies import FINAL_CHECK_SECONDS, FreshCache
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.embedded import EmbeddedStore
from tests.support.queues import NoQueue
from tests.support.restore import snapshot

# --- 1. final replies after a restore -------------------------------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _api(store: Any, clock: Clock) -> Api:
    return Api(store, NoQueue(), finals=FreshCache(FINAL_CHECK_SECONDS, clock=clock))


def _get(api: Api, episode: str, route: str = "") -> tuple[int, bytes]:
    reply = api.handle("GET", f"/api/episodes/{episode}{route}", None, False)
    return reply.status, reply.body


def _final_episode(store: Any) -> tuple[str, Callable[[], None]]:
    """A kuhn episode stepped once (restore point taken there, head running at version 2), then played to the end."""
    episode = create_as_api(store, EpisodeConfig("kuhn", ("random", "random"), 4, 11))
    stepper.step(store, episode, 1)
    restore = snapshot(store)
    stepper.run_to_end(store, episode)
    stepper.finalize(store, episode)
    return episode, restore


def test_a_final_reply_kept_before_a_restore_is_left_within_the_check_window(any_store):
    """An Api that served a final episode's state, log and results; the store restored to while it ran. Before (main
    at 2d47729) the old Api answered the lost final log for ever (here 2,205 bytes, the same as before the restore,
    while a fresh Api showed the 483-byte running log; the state 345 bytes against 162; results 200 against 409).
    Now it answers them for at most FINAL_CHECK_SECONDS (5 s), then the restored head's replies: the running log,
    the running state, and 409 for results. Both stores."""
    store, clock = any_store, Clock()
    episode, restore = _final_episode(store)
    api = _api(store, clock)
    lost = {route: _get(api, episode, route) for route in ("", "/events", "/results")}
    assert all(status == 200 for status, _ in lost.values()) and b'"status":"final"' in lost[""][1]
    restore()
    assert store.load_head(episode).status == "running"
    clock.now = FINAL_CHECK_SECONDS - 0.1  # within the window: kept, no read (the bound chosen)
    assert {route: _get(api, episode, route) for route in lost} == lost
    clock.now = FINAL_CHECK_SECONDS
    fresh = Api(store, NoQueue())
    for route in lost:
        assert _get(api, episode, route) == _get(fresh, episode, route) != lost[route]
    assert _get(api, episode, "/results")[0] == 409
    assert b'"status":"running"' in _get(api, episode)[1]


def test_a_restore_to_another_history_that_ended_too_is_shown_after_the_window(any_store):
    """Restored to while it ran, then played to the end again with other seats (so another final history at other
    commit marks): before, the old Api kept the first history's final log; now, past the window, the new one."""
    store, clock = any_store, Clock()
    episode, restore = _final_episode(store)
    api = _api(store, clock)
    first = _get(api, episode, "/events")
    restore()
    stepper.run_to_end(store, episode, lambda *_: _Last())
    stepper.finalize(store, episode)
    clock.now = FINAL_CHECK_SECONDS
    again = _get(api, episode, "/events")
    assert again == _get(Api(store, NoQueue()), episode, "/events") and again != first


class _Last:
    """A seat that always takes the last legal option: another history from the same deal than random's."""

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        return {"action": observation["legal"][-1]["action"]}


class CountingStore:
    """A store that counts every call made on it, by method name."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: dict[str, int] = {}

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.inner, name)
        if not callable(attr):
            return attr

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] = self.calls.get(name, 0) + 1
            return attr(*args, **kwargs)

        return counted


def test_a_kept_final_poll_costs_one_head_read_per_window_for_all_routes(tmp_path):
    """The cost of a kept final poll, counted in store calls (what DynamoDB bills), 300 polls (100 each of state, log,
    results) in one window and then in the next: before, 0 calls in both (never checked); now 0 in the window and
    exactly 1 ``load_head`` at the first poll past it, shared by the three routes of the episode; no log, key or
    blob is read again while the head stands."""
    inner, clock = EmbeddedStore(tmp_path / "s"), Clock()
    try:
        episode, _ = _final_episode(inner)
        store = CountingStore(inner)
        api = _api(store, clock)
        kept = [_get(api, episode, route) for route in ("", "/events", "/results")]
        store.calls.clear()
        polls = [_get(api, episode, route) for _ in range(100) for route in ("", "/events", "/results")]
        assert polls == kept * 100 and store.calls == {}
        clock.now = FINAL_CHECK_SECONDS
        polls = [_get(api, episode, route) for _ in range(100) for route in ("", "/events", "/results")]
        assert polls == kept * 100 and store.calls == {"load_head": 1}
    finally:
        inner.close()


# --- 2. the advisor's sizing settings --------------------------------------------------------------------------------

SPOT = {
    "hero": 0,
    "dealer": 1,
    "hero_cards": "AhAd",
    "board": "AsKd2c7h9s",
    "pot": 20,
    "big_blind": 2,
    "actor": 0,
    "seats": [{"stack": 90, "committed": 0}, {"stack": 80, "committed": 10}],
}
BAD_SIZES = ["x", "1/0", "1e999999999", "nan", "inf", "x" * 10_000_000, "\ud800", True, None, Fraction(10**5000, 3)]


def _advise(**fields: Any) -> Any:
    from cosino.advisor.decision import DecisionConfig, recommend_action
    from cosino.advisor.state import state_from_dict

    config = DecisionConfig(equity_simulations=20, rollout_simulations=20, seed=1, **fields)
    return recommend_action(state_from_dict(SPOT), config)


def _refusal(**fields: Any) -> str:
    with pytest.raises(ValueError) as caught:
        _advise(**fields)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 200 and "\ud800" not in message, message
    return message


@pytest.mark.parametrize("name", ["raise_multiplier", "opponent_bet_fraction"])
@pytest.mark.parametrize("value", BAD_SIZES, ids=range(len(BAD_SIZES)))
def test_a_bad_sizing_setting_is_refused_in_one_line_naming_it(name, value):
    """Each bad value of raise_multiplier and opponent_bet_fraction. Before: "Invalid literal for Fraction: 'x'" for
    "x", "nan", "inf" and the lone surrogate (no field named; for the 10 MB string a 10,000,032-character message), a
    ZeroDivisionError for "1/0", a TypeError for None, and "1e999999" accepted and expanded (0.24 s; "1e999999999" a
    billion digits). Now one ValueError line under 200 characters naming the field, the value cut and escaped."""
    message = _refusal(**{name: value})
    assert message.startswith(f"{name}: must be a number")
    if isinstance(value, str):
        assert quoted(value[:12])[:-1] in message


def test_sizing_settings_given_as_text_are_read_exactly_and_the_same_as_numbers():
    """Text such as "5/2", "2.5" and "1/2" is read as the Fraction it writes: the same report as the numbers
    (before, the same too, through Fraction(); kept so)."""
    as_text = _advise(raise_multiplier="5/2", opponent_bet_fraction="0.5", bet_fractions=("1/3", "1"))
    as_numbers = _advise(raise_multiplier=Fraction(5, 2), opponent_bet_fraction=0.5, bet_fractions=(Fraction(1, 3), 1))
    assert as_text.to_dict() == as_numbers.to_dict()


@pytest.mark.parametrize(
    "sizes, named",
    [(("x",), "bet_fractions[0]"), (("1/2", "1/0"), "bet_fractions[1]"), ("1/2", "bet_fractions"), ((-1,), "[0]")],
)
def test_bad_bet_fractions_are_refused_naming_the_entry(sizes, named):
    """bet_fractions: before, ("x",) raised "Invalid literal for Fraction", "1/0" ZeroDivisionError, a bare str was read
    a character at a time ("1/0": "Invalid literal for Fraction: '/'"), -1 was taken and clipped to a "min raise" to
    12 chips. Now each is one line
    naming the field (and the entry)."""
    assert named in _refusal(bet_fractions=sizes)


@pytest.mark.parametrize(
    "response, params, named",
    [
        ("fixed", {"fold": "x", "call": "1/2", "raise": "1/2"}, "rollout_response_params.fold"),
        ("mdf_linear", {"a": "1e99999999"}, "rollout_response_params.a"),
        ("mdf_linear", {"b": "nan"}, "rollout_response_params.b"),
    ],
)
def test_bad_responder_numbers_are_refused_naming_the_parameter(response, params, named):
    """The responders' numbers, read by Fraction() in the rollouts: before "Invalid literal for Fraction" (and
    "1e99999999" expanded); now one line naming rollout_response_params.<name>."""
    assert _refusal(rollout_response=response, rollout_response_params=params).startswith(named)


# --- 3. rollout candidates -------------------------------------------------------------------------------------------


def _rollout(candidate: Any) -> Any:
    from cosino.advisor.ranges import preflop_range
    from cosino.advisor.rollout import Candidate, rollout_action_evs
    from cosino.advisor.state import state_from_dict

    spot = state_from_dict(SPOT)
    return rollout_action_evs(spot, [Candidate("fold"), candidate], [preflop_range(Fraction(1, 2))], 20, seed=1)


def _bad_candidates() -> list[Any]:
    from cosino.advisor.rollout import Candidate

    return [
        "raise",
        Candidate("raise", -5),
        Candidate("raise", True),
        Candidate("raise", 10**40),
        Candidate("raise", 2.5),
        Candidate("raise"),
        Candidate("allin", 5),
        Candidate(["raise"], 5),  # type: ignore[arg-type]
        Candidate("call", -1),
    ]


def test_bad_candidates_are_refused_in_one_line():
    """Before: a bare "raise" raised AttributeError ('str' object has no attribute 'kind'); raise -5 was rolled out
    (EV 10.0), raise True as one chip (EV 11.0), raise 10**40 (EV 52.0), raise 2.5 as a float amount (EV 12.5); kind
    "allin" and a raise without amount raised RolloutError, which recommend_action turned into a ROLLOUT_ERROR
    warning. Now each, given to rollout_action_evs or as DecisionConfig.extra_candidates, is one ValueError line
    naming the candidate's place."""
    for candidate in _bad_candidates():
        with pytest.raises(ValueError, match=r"^candidates\[1\]: ") as caught:
            _rollout(candidate)
        assert "\n" not in str(caught.value) and len(str(caught.value)) < 200
        assert _refusal(extra_candidates=(candidate,)).startswith("extra_candidates[0]: ")


def test_good_candidates_still_roll_out():
    """A call without an amount (as `cosino review` builds from a hand history) and a raise to 30 are rolled out as
    before (EVs 20.0 and 36.0 against folding, the same before and after)."""
    from cosino.advisor.rollout import Candidate

    assert [round(e.ev, 1) for e in _rollout(Candidate("call")).evs] == [0.0, 20.0]
    assert [round(e.ev, 1) for e in _rollout(Candidate("raise", 30)).evs] == [0.0, 36.0]
