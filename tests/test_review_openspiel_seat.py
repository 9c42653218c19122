"""An OpenSpiel seat's policy file is read bounded: a huge file is refused at the seat check, and a
file swapped for a FIFO after the check is an error at build time, never a wait."""

from __future__ import annotations

import os

import pytest

from cosino.bridges.openspiel import MAX_POLICY_BYTES, OpenSpielError, check_openspiel_seat, openspiel_seat
from cosino.primitives.rng import Rng


def test_a_policy_file_over_the_limit_is_refused_at_the_check(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(MAX_POLICY_BYTES + 1)  # sparse: nothing is written
    with pytest.raises(OpenSpielError, match=f"more than {MAX_POLICY_BYTES} bytes"):
        check_openspiel_seat(f"openspiel:{big}", "kuhn")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_policy_swapped_for_a_fifo_after_the_check_is_refused_not_waited_on(tmp_path, monkeypatch):
    import cosino.bridges.openspiel as bridge

    fifo = tmp_path / "policy.json"
    os.mkfifo(fifo)
    monkeypatch.setattr(bridge, "check_openspiel_seat", lambda name, variant: str(fifo))  # as if checked before
    with pytest.raises(OpenSpielError, match="not a regular file"):
        openspiel_seat(f"openspiel:{fifo}", "kuhn", Rng(bytes(32)))
