"""An ``openspiel:<path>`` seat names what its path is when it is no policy file: a pipe, a device or a loop of
symbolic links was told "no such policy file" (red-team review of session 43)."""

from __future__ import annotations

import os

import pytest

from cosino.bridges.openspiel import OpenSpielError, check_openspiel_seat


@pytest.mark.parametrize(
    "make, said",
    [
        (lambda p: os.mkfifo(p), "a pipe or device, not a policy file"),
        (lambda p: os.symlink(p, p), "is a loop of symbolic links"),
        (lambda p: os.mkdir(p), "a folder, not a policy file"),
        (lambda p: None, "no such policy file"),
    ],
)
def test_a_path_that_is_no_policy_file_is_named_for_what_it_is(tmp_path, make, said):
    path = str(tmp_path / "policy.json")
    make(path)
    with pytest.raises(OpenSpielError) as caught:
        check_openspiel_seat(f"openspiel:{path}", "kuhn")
    assert str(caught.value).endswith(said) and "\n" not in str(caught.value)


def test_a_device_is_no_policy_file():
    with pytest.raises(OpenSpielError, match="a pipe or device, not a policy file$"):
        check_openspiel_seat("openspiel:/dev/null", "kuhn")
