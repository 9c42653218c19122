"""An episode's seed is 63 bits wherever it is made or read: the API, `cosino play` and a league's derived seeds
never pass 2^63 - 1, and a replay header that claims more (or a 4,000-digit seed) is refused on line 1, as the
engine refuses it. Before, the core took any non-negative seed, so an edited header with a huge seed verified
its own re-run."""

from __future__ import annotations

import json

import pytest
from test_replay import lines, rejoin, replay_of

from cosino.arena.episode import MAX_SEED, Episode, EpisodeConfig, EpisodeError
from cosino.arena.replay import ReplayError, read_replay, verify


def _with_seed(seed: int) -> bytes:
    ls = lines(replay_of(hands=2))
    header = json.loads(ls[0])
    header["seed"] = seed
    ls[0] = json.dumps(header, sort_keys=True, separators=(",", ":"))
    return rejoin(ls)


def test_the_bound_is_63_bits_and_the_runtime_shares_it():
    from cosino_runtime.engine import seeds

    assert MAX_SEED == 2**63 - 1
    assert seeds.MAX_SEED is MAX_SEED and seeds.SECRET_SEED_END == 2**63


@pytest.mark.parametrize("seed", [2**63, 2**64 - 1, 10**4000 - 1])
def test_a_seed_past_63_bits_is_refused_on_line_one(seed):
    data = _with_seed(seed)
    with pytest.raises(ReplayError, match=r"^r\.jsonl: line 1: field 'seed': seed must be an integer from 0 to 2\^63"):
        read_replay(data, "r.jsonl")
    with pytest.raises(EpisodeError, match="field 'seed'"):
        Episode(EpisodeConfig("kuhn", ("random", "random"), 2, seed))


def test_the_message_shows_a_huge_seed_cut():
    with pytest.raises(ReplayError) as caught:
        read_replay(_with_seed(10**4000 - 1), "r.jsonl")
    assert len(str(caught.value)) < 200


@pytest.mark.parametrize("seed", [0, MAX_SEED])
def test_a_seed_within_63_bits_plays_and_verifies(seed):
    assert verify(replay_of(hands=2, seed=seed), name="r.jsonl").ok
