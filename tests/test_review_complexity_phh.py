"""A PHH file cannot make the reader spend seconds on one section header.

A ``.phhs`` file (up to 16 MB, handed over by a user, read by the command line and in the browser)
names each hand under a ``[label]`` header. The header's pattern captured the label lazily and then
tried ``\\s*\\]`` after every character of it, so a header line holding a run of spaces went
quadratic: 40,000 spaces took 1.4 s, a 16 MB line would take days.
"""

from __future__ import annotations

import pytest
from support.cpu import assert_within_cpu

from cosino.formats.phh import PhhError, loads

HAND = "variant = 'NT'\n"


@pytest.mark.parametrize("spaces", [" ", " \t", "\u2003"])
def test_a_header_line_of_spaces_is_read_at_once(spaces):
    text = "[a" + spaces * (200_000 // len(spaces)) + "b\n" + HAND  # no closing bracket

    def work():
        with pytest.raises(PhhError, match="bad section header"):
            loads(text)

    assert_within_cpu(work, 2.0, f"reading a header of {len(text)} characters")  # quadratic: about 30 s


def test_a_long_label_padded_with_spaces_is_still_the_label():
    label = "hand" + " " * 100_000 + "one"

    def work():
        return loads("[ " + label + " \t]\n" + HAND)

    assert_within_cpu(work, 2.0)
    hands = work()
    assert [h.label for h in hands] == [label]


@pytest.mark.parametrize(
    ("header", "label"),
    [
        ("[a]", "a"),
        ("[  a b  ]", "a b"),
        ("['x 1']", "x 1"),
        ('[ "y" ]', "y"),
        ("[ ]", " "),  # all spaces: the old lazy pattern kept the last one
    ],
)
def test_labels_read_as_before(header, label):
    assert [h.label for h in loads(header + "\n" + HAND)] == [label]


@pytest.mark.parametrize("header", ["[]", "[a]b", "[a[b]", "[a]]", "[[a]"])
def test_malformed_headers_are_still_refused(header):
    with pytest.raises(PhhError, match="bad section header"):
        loads(header + "\n" + HAND)


def test_a_label_of_tabs_is_still_its_last_tab_and_refused():
    with pytest.raises(PhhError, match=r"section label '\\t' holds an unprintable character"):
        loads("[\t \t]\n" + HAND)
