"""How an amount is written in the prose of an answer: digits, words, groups, ranges and units.

:func:`prose_amount` reads the amount that follows an action's word (``raise to 12``, ``bid
three``) and refuses, with a one-line reason, any size that is not a plain total in chips or
that reads two ways (``3x``, ``2.5bb``, ``1 200``, ``12 or 15``, ``half pot``).
:mod:`cosino.seats.prose_reading` and :mod:`cosino.seats.value_refusals` call it; the refusals are its
:class:`Refused`.
"""

from __future__ import annotations

import bisect
import itertools
import re
from typing import Any, Iterator, Sequence

from cosino.arena.evidence import seat_text

# Words for a share of a whole ("a third", "two-thirds", "a tenth"): a size against the pot, never chips.
_FRACTION_WORDS = r"half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?"
# The fractions Unicode writes as one character: "\u00bd", "\u2153", "\u00be" ("Bet \u2153 pot" bet the minimum).
_FRACTION_CHARS = r"[\u00bc-\u00be\u2150-\u215e]"
NIL_RE = re.compile(r"(?<![a-z])nil(?![a-z])")
# ASCII digits only ("٦" and "²" are \d to Python); exact_decimal bounds what a match may hold.
# The exponent belongs to the number: "raise 1e3" is a thousand, never a raise of 1.
INT_RE = re.compile(r"-?[0-9][0-9,_]{0,80}(?:\.[0-9]{1,40})?(?:[eE][+-]?[0-9]{1,12})?")
# More of one number right after an INT_RE match: the match stopped at one of its bounds, not at its end.
# After a decimal point or an exponent only a digit is more ("raise 12.5, then" ends at the comma).
_MORE_OF_A_WHOLE_RE = re.compile(r"[0-9,_]")
# Digits of other scripts (Arabic-Indic, Devanagari, fullwidth, superscript, subscript), a fixed table: not
# numbers to INT_RE, so "raise to \uff14\uff10" raised the minimum as if no size were written.
_OTHER_DIGITS_RE = re.compile(
    "[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\uff10-\uff19\u00b2\u00b3\u00b9\u2070-\u2079\u2080-\u2089]+"
)
_MORE_DIGITS_RE = re.compile(r"[0-9]")
# Letters written for digits right after a number: "Bet 1O" (a letter O) bet 1, snapped to the minimum.
_LOOKALIKE_DIGITS_RE = re.compile(r"[OoIl][0-9OoIl]{0,11}(?![A-Za-z])")
# Sizes that are not a total in chips: a multiple, blinds, a step ("by", "more"), thousands, a share ("2/3").
# A denominator may carry an ordinal's letters ("3/4ths", "1/3rd"), and a fraction may be in words ("2 thirds").
_UNIT_RE = re.compile(
    r"\s?(x|\u00d7|bbs?|big\s+blinds?|blinds?|k|more|less|fewer|%|percent|times|pots?|/\s?[0-9]+[a-z]*"
    r"|hundreds?|thousands?|grand|millions?|and\s{1,3}an?\s{1,3}(?:half|third|quarter)|万|萬|千|百|亿|億|만|천|тыс"
    r"|" + _FRACTION_WORDS + "|" + _FRACTION_CHARS + r")(?![a-z])"
)
# A step written after its number with chips between: "raising of 10 chips more" raised to 10.
_CHIPS_MORE_RE = re.compile(r"[ \t]{0,3}chips?[ \t]{1,3}more(?![a-z])")
# "more" right after the number: "Raise 26 more, total 30".
_MORE_AFTER_RE = re.compile(r"\s?more(?![a-z])")
# The total given beside a step, after a comma or as "making it": "raise by 8 making it 12 total", "Raise by 1,600,
# to 2,800 in total.", "10 chips more, total 22"; the total is the amount. Without the comma ("Raise by 26 to 30.",
# "Raise 26 more to 30 total.") the writer of blind corpus 30 judged it unclear, and it stays refused.
_STEP_TOTAL_RE = re.compile(
    r"(?:[ \t]{0,3}chips?)?(?:[ \t]{1,3}more)?(?:[ \t]{1,3}(?:making|make)[ \t]{1,3}it"
    r"|[ \t]{0,3}[,;(\u2013\u2014][ \t]{0,3}(?:(?:making|make)[ \t]{1,3}it|(?:for[ \t]{1,3})?(?:a[ \t]{1,3})?total"
    r"(?:[ \t]{1,3}of)?[ \t]{0,3}:?|to(?:[ \t]{1,3}a[ \t]{1,3}total[ \t]{1,3}of)?|=))[ \t]{1,3}[$]?(?=[0-9])"
)
# A count of chips given beside a size in blinds or a multiple: "raise to 3bb (6 chips)", "Bet 3x the big blind = 6.",
# "Bet 2.5x the big blind (5 chips)." (refused in blind corpus 38: the blind named only before "=").
_CHIPS_BESIDE_RE = re.compile(
    r"(?:[ \t]{1,3}(?:the[ \t]{1,3})?(?:big[ \t]{1,3}blind|bb))?"
    r"(?:[ \t]{0,2}\([ \t]{0,2}(?=[0-9][0-9,]{0,12}[ \t]{0,2}chips?[ \t]{0,2}\))|[ \t]{0,2}=[ \t]{0,2}(?=[0-9]))"
)
# The units of _UNIT_RE that a count of chips beside may turn into chips.
_BLIND_UNITS = ("x", "\u00d7", "bb", "bbs", "big blind", "big blinds", "times")
# A number in words with one scale after it: "one hundred", "three thousand", "twelve hundred".
_SCALED_WORDS_RE = re.compile(r"[ \t-]{1,3}(hundred|thousand)(?![a-z])")
# ... and what may not follow it: more of the number ("one hundred and fifty", "two thousand five hundred").
_MORE_WORDS_RE = re.compile(
    r"[ \t-]{1,3}(?:and[ \t]{1,3})?(?:[a-z]{3,9}teen|[a-z]{3,6}ty|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|twelve|hundred|thousand)(?![a-z])"
)
# A multiple written before its number: "raise x3", "\u00d73".
_TIMES_BEFORE_RE = re.compile(r"(?<![a-z0-9])[x\u00d7]\s?$")
# Poker's names that hold a number and are no amount: "3-bet", "4bet", "three-bet", "2nd barrel", "3rd".
_NAME_AFTER_RE = re.compile(r"(?ai:-?bet(?:s|ting|tors?|ters?)?|st|nd|rd|th)(?![a-zA-Z])")
# A second number right after the amount: "raise to 20 30", "1 1 1", "12 (15)", "30 (40 if he's deep)", a sum
# ("bid 2 + 1 = 3", or "bid 2 + nil for partner"), an arrow ("3 \u2192 4", "30 --> $40"), a struck-out amount
# ("~~30~~ 40"), a hedge ("Bid 4 \u2014 maybe 5", "4 (or 5)", "45 \u2014 or 40", "46  # or 56") or a second lone number
# after a comma ("raise 40, 50.");
# a line break starts new prose.
_SECOND_RE = re.compile(
    r"[ \t]{1,3}[$\u20ac\u00a3]?[0-9]|\s{0,2}\(\s?[$\u20ac\u00a3]?([0-9][0-9,]*)\s?(?:chips?\s?)?(?:\)|if\s)"
    r"|\s{0,2}(?:[+=]|[\u2192\u2794\u279c\u27a1]|[-=]{1,3}>)\s{0,2}(?:[$\u20ac\u00a3]?[0-9]|(?i:nil)(?![a-zA-Z]))|~~\s{0,3}[$\u20ac\u00a3]?[0-9]"
    r"|[\s,(\u2014\u2013-]{1,4}(?:or\s{1,3})?(?:maybe|perhaps|possibly)\s{1,3}[$\u20ac\u00a3]?[0-9]"
    r"|\s{0,2}\(\s?or\s{1,3}(?:even\s{1,3})?[$\u20ac\u00a3]?[0-9]|\s{0,2}(?:[,\u2014\u2013-]{1,2}|#|//)\s{0,2}or\s{1,3}[$\u20ac\u00a3]?[0-9]"
    r"|,\s{0,2}[$\u20ac\u00a3]?[0-9][0-9.]{0,12}(?:\s{0,2}chips?)?\s{0,2}(?:$|[!?;)\n]|\.(?![0-9]))"
)
# What a number right after the action's word may count instead of chips: "bet 2 pair", "call with 9 outs".
# Before a number, words that make it a count of what the table did ("so far", "add up to"), or a total ("Total 9
# of 13") with "of" and a number after it.
_COUNTED_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:add(?:s|ed|ing)?(?:[ \t]{1,3}up)?[ \t]{1,3}to|so[ \t]{1,3}far)[ \t:=]{0,3}$"
)
_TOTAL_BEFORE_RE = re.compile(r"(?<![a-z])total[ \t:=]{0,3}$")
_OUT_OF_RE = re.compile(r"[ \t]{1,3}(?:of|out[ \t]{1,3}of)[ \t]{1,3}[0-9]")
_HAND_COUNT_RE = re.compile(r"[ \t-]{1,2}(?:pairs?|outs|barrels|streets|kickers?)(?![a-z])")
# A bid's number followed by cards counts the hand, not tricks: "Count: two aces, a king." bid 2 (corpus 67).
_CARDS_COUNTED_RE = re.compile(
    r"[ \t-]{1,2}(?:(?:high|low|big|small|top|sure|good|strong)[ \t]{1,2})?(?:aces|kings|queens|jacks|tens|nines"
    r"|eights|sevens|sixes|fives|fours|threes|deuces|twos|trumps|cards|honou?rs|bowers|spades|hearts|clubs|diamonds"
    r"|face[ \t]{1,2}cards)(?![a-z])"
)
# A list of amounts offered as a choice: "raise 20, 30 or 40", "bid 2, 3 or 4".
_LIST_CHOICE_RE = re.compile(
    r",\s{0,2}[$\u20ac\u00a3]?[0-9][0-9.]{0,12}(?:,\s{0,2}[$\u20ac\u00a3]?[0-9][0-9.]{0,12}){0,6},?\s{1,3}or\s{1,3}"
    r"[$\u20ac\u00a3]?[0-9]"
)
# The writer taking the amount back and giving another: "raise to 30, no wait, 40", "bid 3... actually 4", "30, or
# rather 40", "make that 40", "on second thought, 40", "Hmm, 4", "(edit: 40)", "30, even 40", "3, could be 4"; after
# a marker that only a correction uses, up to two words may stand between ("Actually, recounting, it's 4"), but not a
# hedge ("Wait, maybe 1.5? No: keep 2.").
_CORRECTION_RE = re.compile(
    r"(?<![a-z])(?:(?:(?:no[\s,]{1,3})?wait|actually|i\s+mean|scratch\s+that|correction|second\s+thoughts?"
    r"|on\s+reflection)(?![a-z])[\s,:;.!\-\u2013\u2014]{0,4}"
    r"(?:(?!(?:maybe|perhaps|possibly|probably|not|if|than)(?![a-z]))[a-z]{1,12}[\s,]{1,3}){0,2}"
    r"|(?:make\s+(?:it|that)|no|rather|meant|typo|better\s+yet|could\s+be|say|sorry|err?|u[hm]+|hm+|edit(?:ed)?|even)"
    r"(?![a-z])[\s,:;.!\-\u2013\u2014]{0,4})"
    r"(?:(?:make\s+(?:it|that)|to|it's|it\s+is)\s{1,3})?"
    r"[$\u20ac\u00a3]?[0-9]"
)
# The same before a number in words: "three... no, four", "two, actually three".
_WORD_CORRECTION_RE = re.compile(_CORRECTION_RE.pattern[: -len(r"[$\u20ac\u00a3]?[0-9]")])
# What may stand between the action's word and its amount in digits: marks ("raise = 40", "Bet ~15", "**Raise** 40")
# or a few words ending in one that leads to a size ("raise it up to 40", "my bid is 3", "raise to a total of 40",
# "bet about 15"); "my 2 aces" is no such lead.
# Arrows ("Raise \u279c 30") and opening guillemets or curly quotes ("Bid \u00ab4\u00bb") join too.
_SEP = r"[\s:*_=~#(|\u2192\u2794\u279c\u27a1>$\u20ac\u00a3\u2014\u2013x\u00d7,\u00ab\u201c\u2018-]"
_DIGITS_LEAD_RE = re.compile(
    r"[\s:*_=~#(|\u2192\u2794\u279c\u27a1>$\u20ac\u00a3x\u00d7\u00ab\u201c\u2018-]{0,12}|"
    + _SEP
    + r"{0,6}(?:(?:it|up|my|bet|raise|a|an|the|all|way|chips?"
    r"|make|making|tricks?|total|to|somewhere)" + _SEP + r"{1,6}){0,4}(?:to|of|is|it|at|for|by|size|sizing|amount"
    r"|about|around|roughly|approximately|approx|exactly|just|only|between|say)" + _SEP + r"{1,6}"
)
# A size of the pot given in chips right after it, in a bracket or after "=": "bet pot (40)", "half pot = 20".
_POT_THEN_CHIPS_RE = re.compile(
    r"[\s:]{1,3}(?:(?:a|the|full|half)[ \t]{1,3})?pot(?:-sized)?[ \t]{0,2}(?:\([ \t]{0,2}(?:=[ \t]{0,2})?|=[ \t]{0,2})"
)
_CHIPS_CLOSE_RE = re.compile(r"[ \t]{0,2}(?:chips?[ \t]{0,2})?\)|[ \t]{0,2}(?:chips?)?[ \t]{0,2}(?:\Z|[.!;\n])")
# Marks that end a clause join the word and a number only when the number stands alone: "Raise, 40 total",
# "Bet. 12.", "Bid \u2014 3"; not "Raise, 2 pair is strong" or "Raise \u2014 3 outs isn't enough, so size to 40".
_CLAUSE_LEAD_RE = re.compile(r"[\s:*_=~#(|\u2192>$\u20ac\u00a3.,;!\u2014\u2013-]{1,8}")
# A comma with another number after it starts a list ("Raise, 40, 50"): that number stands with another.
_ALONE_RE = re.compile(
    r"[*_]{0,3}\s{0,2}(?:$|[.!?;)\n]|,(?!\s{0,2}[$\u20ac\u00a3]?[0-9])|(?:chips?|tricks?|total)(?![a-z]))",
    re.IGNORECASE,
)
# Further on, a number is the amount only where a label or "to" introduces it: "Raise\nAmount: 40", "raise, with 2
# pair, to 40" (not "3 to 1", odds). Read as the first number, "raise, with 2 pair, to 40" raised to 2.
_LABELLED_RE = re.compile(
    r"(?:(?<![a-z])(amount|size|sizing|total)[*_`]{0,3}\s{0,3}[:=]?|([:=])|(?<![0-9])(?<![0-9]\s)(?<![a-z])to"
    r"|(?<![a-z])(?:make|making)\s{1,3}it|(?<![a-z])go(?:ing)?(?:\s{1,3}(?:with|for))?)"
    r"\s{0,3}[$\u20ac\u00a3#~]?$"
)
# The action's word: digits only lead it ("3-bet", "4bet"). Read on through digits, "raise40" held its 40 and
# raised the minimum.
_WORD_RE = re.compile(r"[0-9]*[A-Za-z'-]*")
# Digits that may be thousands grouped by a space or a quote ("1 200", "1'200") or by a point ("1.200").
_SPACED_RE = re.compile(r"[ '\u2019\u00a0\u202f][0-9]{3}(?![0-9])")
POINT_THOUSANDS_RE = re.compile(r"-?[1-9][0-9]{0,2}\.[0-9]{3}")
# Commas group thousands: "1,200" and "12,000.5"; "12,5" and "1,20" (decimal commas, typos) are not groups.
COMMA_GROUPS_RE = re.compile(r"-?[0-9]{1,3}(?:,[0-9]{3})*")
# A second amount right after the first: "12 or 15", "20 or to 30", "12-15", "12\u201315", "30 to 40", "0..13" (review
# 39b: "Legal bids 0..13: 4" bid 0); "between" before it.
_RANGE_RE = re.compile(
    r"(?:\s{0,3}(?:[-\u2013\u2014]|\.\.)\s{0,3}"
    r"|\s{1,3}(?:to|or(?:\s{1,3}to)?|and)\s{1,3}(?:maybe\s{1,3}|perhaps\s{1,3})?)"
    r"[$\u20ac\u00a3]?[0-9]"
)
_BETWEEN_RE = re.compile(r"(?<![a-z])between(?![a-z])")
# Another amount given relative to the first, as a second choice: "Bid 4, or one less.", "raise to 40 or a bit more".
_OR_RELATIVE_RE = re.compile(
    r",?\s{1,3}or\s{1,3}(?:(?:maybe|perhaps|possibly|even)\s{1,3})?"
    r"(?:(?:one|two|three|[0-9]{1,6}|a\s{1,3}(?:bit|little|touch|tad)|slightly|somewhat)\s{1,3})?"
    r"(?:more|less|fewer|higher|lower|bigger|smaller|larger|above|below|over|under)(?![a-z])"
)
# Numbers in words, as models write small amounts and bids: "bid three", "raise to twenty-five".
_WORD_VALUES = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen".split()
    )
}
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_WORD_VALUES.update({w: 10 * i for i, w in enumerate(_TENS, 2)})
_UNITS = "one|two|three|four|five|six|seven|eight|nine"
_WORD_NUMBER_RE = re.compile(
    r"(?<![a-z])(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:" + _UNITS + r")(?![a-z]))?"
    r"|zero|" + _UNITS + r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?![a-z])"
)
# What may stand between the action's word and its amount in words: "raise it to", "my bid is", "Bid:", and a hedge
# ("a bet of around half the pot" bet the minimum), or the start of a range ("Bet from a third to half the pot." too).
_WORD_LEAD_RE = re.compile(
    r"(?:[a-z0-9'-]{1,12}(?:[\s:*~]{1,4}(?:to|it|at|for|is|of|up|the|my|a|an|whole|full|size|around|about|roughly"
    r"|approximately|approx|some|like|nearly|almost|just|exactly|somewhere|anywhere|between|maybe|perhaps|from))"
    r"{0,5}[\s:*~]{1,4})?"  # "Bet somewhere between a third and half the pot." bet the minimum (corpus 64)
)
# Marks that join a size in words to its action's word as a number's clause would ("Raise, max", "bet (half pot)"),
# when the size ends its clause; no sentence end: "Bet. Half the pot is in already", "Raise, the pot is big" are prose.
_SIZE_LEAD_RE = re.compile(
    r"[a-z0-9'-]{1,12}[\s:*_=~#(|\u2192>\u2014\u2013,-]{1,8}(?:(?:a|an|the|my|whole|full)\s{1,3})?"
)
# Everything one has, after "with": "I raise with everything I have", "bet with my whole stack" (not "raise with
# top pair", which names no size).
_WITH_LEAD_RE = re.compile(r"[a-z0-9'-]{1,12}\s{1,3}with\s{1,3}")
_ALL_ONE_HAS_RE = re.compile(
    r"(?:everything|all\s{1,3}(?:my\s{1,3}(?:chips|stack)|i\s{1,3}(?:have|got)|of\s{1,3}(?:it|them|my))"
    r"|(?:my\s{1,3})?(?:(?:whole|full|entire)\s{1,3})?stack)(?![a-z])"
)
# The same before the action's word, in its sentence: "I'm putting in everything I have: raise." raised the minimum.
_ALL_ONE_HAS_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:everything|all\s{1,3}(?:i\s{1,3}(?:have|got)|my\s{1,3}(?:chips|stack))"
    r"|(?:my\s{1,3})?(?:whole|entire|full)\s{1,3}stack)(?![a-z])[^.!?\n0-9]{0,20}$"
)
_SIZE_ALONE_RE = re.compile(r"(?:[\s-]{1,3}(?:the\s{1,3})?(?:pot|sized?|bet|raise|in))?[\s*_]{0,3}(?:$|[.!?;,)\n])")
# A size in words that is no count of chips, right after the action's word or right before it ("half-pot bet");
# "everything", "all of it" and "it all" too: "Bet everything." bet the minimum.
# An ordinal names a share before the pot ("a 10th of the pot", "a fifth pot") or after "a" with nothing named after
# it ("bet a 5th.", "bet a fifth"); "bet 3rd pair" and "bet a 3rd barrel" are no size.
_SHARE_OF_POT = (
    r"(?:[0-9]{1,3}(?:st|nd|rd|th)|" + _FRACTION_WORDS + r")s?(?=\s{1,3}(?:of\s{1,3}(?:the|my)?\s{0,3})?pot)"
    r"|(?<![a-z])an?\s{1,3}(?:[0-9]{1,3}(?:st|nd|rd|th)|"
    + _FRACTION_WORDS
    + r")(?=\s{0,3}(?:$|[.,;:!?)\n]|of(?![a-z])))"
)
_SIZE_WORD_RE = re.compile(
    r"(?<![a-z])(?:pot|half|thirds?|quarters?|max|maximum|stack|dozen|hundred|thousand|everything|small|big|large|"
    r"all(?=\s{1,3}(?:of\s{1,3}(?:it|them|my)|my)(?![a-z])|[\s*_]{0,3}(?:$|[.!?;,)\n]))|"
    + f"{_FRACTION_CHARS}|{_SHARE_OF_POT})(?![a-z])"
)
# An amount that stands before the action's word with a mark between: "$3,000 \u2014 raise." raised the minimum.
_AMOUNT_BEFORE_RE = re.compile(r"[0-9](?:[ \t]{0,2}(?:chips|bb|k))?[ \t]{0,2}(?:[:=\u2014\u2013-]{1,3}|->)[ \t]{0,3}$")
# A total before the action's word in its clause: "I put 40 in total, is a raise." raised the minimum.
_TOTAL_BEFORE_WORD_RE = re.compile(
    r"[0-9](?:[ \t]{0,2}chips)?[ \t]{1,3}(?:in[ \t]{1,3})?total(?![a-z])[^.!?\n0-9]{0,16}\Z"
)
# A size in words right before the action's word, a word of the legal range between at most: "Maximum legal raise."
# and "Largest raise." raised the minimum (mutation review 41).
_SIZE_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:pot|half|third|quarter|max|maximum|largest|biggest|highest)(?:-[a-z]{1,8})?\s{1,3}"
    r"(?:(?:legal|possible|allowed|valid)\s{1,3})?$"
)
# A size in words that a label introduces further on, as a label introduces a number: "Action: Bet\nAmount: half pot".
_LABELLED_SIZE_RE = re.compile(
    r"(?<![a-z])(?:amount|size|sizing|total)[*_`]{0,3}\s{0,3}[:=][*_`\s]{0,6}(?:(?:a|an|the|my|whole|full)\s{1,3}){0,2}"
    r"(?:" + _SIZE_WORD_RE.pattern + r")"
)
# A word that looks like a number of tens or teens but is none ("fourty", "ninty", "fiveteen"); not a word of prose
# that ends the same way ("pretty", "plenty", "empty").
_MISSPELT_NUMBER_RE = re.compile(
    r"(?<![a-z])(?!(?:" + "|".join(_TENS) + r"|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|pretty|plenty|empty|hefty|nifty|party|safety|thirsty|tasty)(?![a-z]))[a-z]{2,6}(?:ty|tey|tee?n|eny)(?![a-z])"
)
# After a number in words: a scale that makes it larger, or a second amount ("two or three").
_SCALE_RE = re.compile(r"[\s-]{0,3}(?:hundred|thousand|million|grand|dozen|" + _FRACTION_WORDS + r")(?![a-z])")
_WORD_RANGE_RE = re.compile(
    r"(?:\s{0,3}[-\u2013\u2014]\s{0,3}|\s{1,3}(?:to|or|and)\s{1,3}(?:maybe\s{1,3}|perhaps\s{1,3})?)"
    r"(?:[0-9]|(?:zero|ten|twenty|" + _UNITS + r")(?![a-z]))"
)
_BY_RE = re.compile(r"(?<![a-z])by(?![a-z])")
# A nil that is a sentence of its own: after a bid of a number it is a second bid ("I bid 2.\n\nNil.").
_NIL_ALONE_RE = re.compile(r"(?:^|[.!?;\n])[\s*_`\"']{0,6}nil[\s*_`\"'.!]{0,6}(?:$|(?<=[.!])\s|[?;\n])")


class Refused(Exception):
    """An answer that names no single legal action; the message says why."""


def short_quote(text: str, limit: int = 40) -> str:
    """A seat's own word inside a reason: short, and escaped as the episode's reasons are, in quotes."""
    return f"'{seat_text(text, limit)}'"


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def ascii_lower(text: str) -> str:
    """``text`` with only A-Z lowered: as long as ``text``, so an offset in it is one in ``text``
    (``str.lower`` makes "\u0130" two characters), and the same under every Unicode version.

    >>> ascii_lower("RAISE \u0130"), len(ascii_lower("\u0130" * 3))
    ('raise \u0130', 3)
    """
    return text.translate(_ASCII_LOWER)


def numbers(text: str, start: int = 0, stop: int | None = None) -> Iterator[re.Match[str]]:
    """Each number in ``text`` from ``start`` that may be an amount, and that starts before ``stop`` if given: a
    number that is part of a name ("3-bet", "2nd barrel", "1st") is none, and read as one it was snapped to a size
    the seat never asked for."""
    for m in INT_RE.finditer(text, start):
        if stop is not None and m.start() >= stop:
            return
        if not _NAME_AFTER_RE.match(text, m.end()):
            yield m


def first_number(text: str, start: int = 0, stop: int | None = None) -> re.Match[str] | None:
    return next(numbers(text, start, stop), None)


def amount_number(after: str, starts: Sequence[int]) -> re.Match[str] | None:
    """The number in ``after`` that is the amount. ``starts`` are the offsets of the action's word in ``after``
    (none: the answer names no action word, and its first number is read). The amount is the first number next
    to the word before it, else the first that a label or "to" introduces in that word's sentence ("raise, with
    2 pair, to 40") or that a label introduces later ("Amount: 40" on the next line). Refused when numbers follow
    the word and none is either: read as the first, "I raise. Pot is 30 so 40 total." raised to 30."""
    seen = None
    for m in numbers(after):
        if not starts:
            return m
        anchor = starts[max(0, bisect.bisect_right(starts, m.start()) - 1)]
        word_end = _WORD_RE.match(after, anchor).end()
        if m.start() - word_end > 400:
            continue  # far from its word: prose; a later mention of the word may have its amount near it
        if m.start() < word_end:
            continue
        gap = ascii_lower(after[word_end : m.start()])
        if len(gap) <= 80 and _DIGITS_LEAD_RE.fullmatch(gap):
            return m
        end = m.start() + len(m.group(0).rstrip(",_"))  # INT_RE takes the comma that ends a clause: "Raise, 40, final."
        if len(gap) <= 24 and _POT_THEN_CHIPS_RE.fullmatch(gap) and _CHIPS_CLOSE_RE.match(after, end):
            return m  # the pot's size in chips beside it: "bet pot (40)"
        if (
            len(gap) <= 8
            and _CLAUSE_LEAD_RE.fullmatch(gap)
            and (_ALONE_RE.match(after, end) or _SECOND_RE.match(after, end))
        ):
            return m  # alone, or followed by a second number, which the caller refuses as two amounts ("Raise, 40, 50")
        labelled = _LABELLED_RE.search(gap[-24:])
        alone = labelled is not None and (labelled.group(2) is None or _ALONE_RE.match(after, end))
        if alone and (labelled.group(1) is not None or not (re.search(r"[.!?\n]", gap) or _crosses_clause(gap))):
            # a label reaches over sentences, "to" and a colon do not, nor over a semicolon into a clause of its own
            # ("last to bid; they sum to 10. I bid 5." bid 10); "(reason: 2 pair)" is no amount
            return m
        seen = seen or m
    if seen is not None:
        shown = short_quote(after[seen.start() : seen.end()])
        raise Refused(f"number {shown} stands apart from the action's word: give the amount right after it")
    return None


def _crosses_clause(gap: str) -> bool:
    """Whether a gap crosses a semicolon into a clause of more than two words before its label: "; they sum to"
    does, "; to" and "; I go" do not."""
    semi = gap.rfind(";")
    return semi >= 0 and len(_GAP_WORD_RE.findall(gap, semi)) > 2


_GAP_WORD_RE = re.compile(r"[a-z']+")


def prose_amount(after: str, before: str, kind: str, nil: bool, starts: Sequence[int] = (0,)) -> Any:
    """The amount written in ``after`` (the text from the action's word on), as the text of a number, or None;
    ``before`` is the little text right before the action's word ("pot-sized bet"), ``starts`` the offsets of
    the action's word in ``after`` (see :func:`amount_number`)."""
    after, starts = _in_digits(after, starts)
    m = first_number(after)
    more = _MORE_DIGITS_RE if m and re.search(r"[.eE]", m.group(0)) else _MORE_OF_A_WHOLE_RE
    if m and more.match(after, m.end()):  # cut short, "1e0000000000010" read 10
        raise Refused(f"amount {short_quote(m.group(0)[:24] + '...')} is out of range: more digits than are read")
    lowered = ascii_lower(after)
    word = word_number(lowered, m.start() if m else len(after))
    zero = NIL_RE.search(lowered) if kind == "bid" and nil else None
    starts_of = [x.start() for x in (m, word, zero) if x is not None]
    if zero is not None and zero.start() == min(starts_of):
        return 0  # a nil bid is a bid of zero tricks: "bid nil since I hold 2 low spades" bid 2
    if zero is not None and _NIL_ALONE_RE.search(lowered, zero.start() - 8 if zero.start() > 8 else 0):
        raise Refused("the answer gives two bids, a number and a nil on its own; give one")  # "I bid 2.\n\nNil" bid 2
    if kind == "bid":
        _refuse_cards_counted(after, word or m)
    if word is not None:
        return _word_amount(after, word, m)
    other = _OTHER_DIGITS_RE.search(after, 0, min(m.start() if m else len(after), 48))
    if other is not None:
        raise Refused(f"amount {short_quote(other.group(0))} is written in digits other than 0-9: use 0-9")
    m = amount_number(after, starts) if m else None
    if m:
        total = _total_beside(after, m)
        m = total or m
        _refuse_relative_size(after, m, stepped=total is not None)
        _refuse_grouping(after, m)
        _refuse_lookalike_digits(after, m)
        _refuse_range(after, m)
        _refuse_second(after, m)
        _refuse_hand_count(after, m)
        _refuse_counted(after, m, starts)
        if kind == "bid":
            _refuse_cards_counted(after, m)
        return m.group(0)
    _refuse_size_word(after, before)
    return None


def _in_digits(after: str, starts: Sequence[int]) -> tuple[str, list[int]]:
    """``after`` with a number in words with one scale ("one hundred", "twelve hundred") written in digits, and
    ``starts`` moved to match; it was refused. Thousands in "k" ("raise to 1.2k") stay refused: the writers of blind
    corpora 30, 31, 41, 42, 46, 48, 49 and 50 judged them unclear, though the writer of 57 read them."""
    lowered = ascii_lower(after)
    m = first_number(after)
    word = word_number(lowered, m.start() if m else len(after))
    scale = _SCALED_WORDS_RE.match(lowered, word.end()) if word is not None else None
    if word is not None and scale is not None and not _MORE_WORDS_RE.match(lowered, scale.end()):
        value = word_value(word.group(0)) * (100 if scale.group(1) == "hundred" else 1000)
        if value > 0:
            return _replaced(after, starts, word.start(), scale.end(), str(value))
    return after, list(starts)


def _replaced(after: str, starts: Sequence[int], start: int, end: int, digits: str) -> tuple[str, list[int]]:
    """``after`` with ``start:end`` replaced by ``digits``, and the offsets in ``starts`` after it moved."""
    shift = len(digits) - (end - start)
    return after[:start] + digits + after[end:], [at if at <= start else at + shift for at in starts]


def _total_beside(after: str, m: re.Match[str]) -> re.Match[str] | None:
    """The number of chips given beside a size that is none: the total after a step ("raise by 8 making it 12 total",
    "10 chips more, total 22") or the chips beside blinds or a multiple ("3bb (6 chips)", "3x the big blind = 6")."""
    lowered = ascii_lower(after)
    end = m.start() + len(m.group(0).rstrip(",_"))
    more = _CHIPS_MORE_RE.match(lowered, end) or _MORE_AFTER_RE.match(lowered, end)
    if _BY_RE.search(lowered, 0, m.start()) or more:
        total = _STEP_TOTAL_RE.match(lowered, m.end() if not more else more.end())
        total = total or _STEP_TOTAL_RE.match(lowered, end)
        return INT_RE.match(after, total.end()) if total else None
    unit = _UNIT_RE.match(lowered, end)
    if unit is not None and re.sub(r"\s+", " ", unit.group(1)) in _BLIND_UNITS:
        chips = _CHIPS_BESIDE_RE.match(lowered, unit.end())
        return INT_RE.match(after, chips.end()) if chips else None
    return None


def _refuse_counted(after: str, m: re.Match[str], starts: Sequence[int]) -> None:
    """Refuse an amount that counts the table's bids: "Bids so far add to 5 of 7. I'll take 1." bid 5, "Total 9 of
    13. I bid 3." bid 9; unless a later mention of the action has the same number right after it."""
    lowered = ascii_lower(after[max(0, m.start() - 24) : m.start()])
    total = _TOTAL_BEFORE_RE.search(lowered) is not None and _OUT_OF_RE.match(after, m.end()) is not None
    if not total and not _COUNTED_BEFORE_RE.search(lowered):
        return
    for start in starts[bisect.bisect_right(starts, m.start()) :][:64]:
        again = first_number(after, start)
        if again is not None and again.group(0) == m.group(0) and again.start() - start < 16:
            return  # "The bids so far add to 2. I'll bid 2 as well."
    raise Refused(f"number {short_quote(m.group(0))} counts the table's bids: give the amount with the action")


def _refuse_size_word(after: str, before: str) -> None:
    """Refuse a size in words at the action's word and no number: "bet half pot", "raise max", "pot-sized bet"
    took the minimum, as if no size had been asked for; so did a number word misspelt ("raise to fourty")."""
    lowered = ascii_lower(after[:48])
    misspelt = _MISSPELT_NUMBER_RE.search(lowered)
    if misspelt is not None and _WORD_LEAD_RE.fullmatch(lowered, 0, misspelt.start()):
        raise Refused(f"amount {short_quote(misspelt.group(0))} is not a number: give the chips in digits")
    size = _SIZE_WORD_RE.search(lowered)
    if size is not None and not _WORD_LEAD_RE.fullmatch(lowered, 0, size.start()):
        joined = _SIZE_LEAD_RE.fullmatch(lowered, 0, size.start()) and _SIZE_ALONE_RE.match(lowered, size.end())
        size = size if joined else None  # further on it is prose: "bet to build the pot"
    with_lead = _WITH_LEAD_RE.match(lowered)
    size = size or (with_lead and _ALL_ONE_HAS_RE.match(lowered, with_lead.end())) or None
    size = size or _SIZE_BEFORE_RE.search(ascii_lower(before)) or _ALL_ONE_HAS_BEFORE_RE.search(ascii_lower(before))
    size = size or _LABELLED_SIZE_RE.search(ascii_lower(after[:400])) or _AMOUNT_BEFORE_RE.search(before)
    size = size or _TOTAL_BEFORE_WORD_RE.search(ascii_lower(before))
    if size is not None:
        raise Refused(f"amount {short_quote(size.group(0).strip())} is not in chips: give the chips as a total")


def has_number(text: str) -> bool:
    """Whether ``text`` holds a number, in digits or in words ("3", "Four.")."""
    return first_number(text) is not None or word_number(ascii_lower(text), len(text)) is not None


def word_number(lowered: str, limit: int) -> re.Match[str] | None:
    """A number written in words right after the action's word ("bid three", "raise it to twelve", "Four."),
    before ``limit``. Further on it is prose ("raise, with two pair, to 40", "this one"), and not read."""
    w = _WORD_NUMBER_RE.search(lowered, 0, min(limit, 48))
    if w is not None and _NAME_AFTER_RE.match(lowered, w.end()):  # "three-bet to twelve": a name, then the amount
        w = _WORD_NUMBER_RE.search(lowered, w.end(), min(limit, 48))
    return w if w is not None and _WORD_LEAD_RE.fullmatch(lowered, 0, w.start()) else None


def last_word_number(text: str) -> int | None:
    """The value of the last number written in words in ``text`` (of its first 64), or None."""
    last = None
    for last in itertools.islice(_WORD_NUMBER_RE.finditer(ascii_lower(text)), 64):
        pass
    return word_value(last.group(0)) if last is not None else None


def _word_amount(after: str, word: re.Match[str], digits: re.Match[str] | None) -> int:
    """The amount a number in words stands for ("bid three" was a bid of 0 and "raise to twelve" the minimum:
    no digits, no amount). Refused when more words make it larger or relative, or later digits say another."""
    value = word_value(word.group(0))
    tail = ascii_lower(after[word.end() : word.end() + 48])
    if _SCALE_RE.match(tail) or _UNIT_RE.match(tail):
        raise Refused(f"amount {short_quote(after[word.start() : word.end() + 16])} is not a number of chips in digits")
    if (
        _WORD_RANGE_RE.match(tail)
        or _OR_RELATIVE_RE.match(tail)
        or _BETWEEN_RE.search(ascii_lower(after[max(0, word.start() - 24) : word.start()]))
    ):
        raise Refused(f"amount {short_quote(after[word.start() : word.end() + 16])} gives two amounts: give one total")
    if digits is not None and digits.group(0).rstrip(",") != str(value):
        shown = f"{word.group(0)}' and '{digits.group(0)[:24]}"
        raise Refused(f"the answer gives two amounts, '{shown}': give one total")
    _refuse_word_taken_back(after, word.start(), word.end(), value)  # "Bid three... no, four." bid three
    return value


def word_value(words: str) -> int:
    parts = re.split(r"[\s-]+", words)
    return sum(_WORD_VALUES[p] for p in parts)


def _refuse_grouping(after: str, number: re.Match[str]) -> None:
    """Refuse digits grouped by a space or a quote: "1 200" and "1'200" were read as 1 and snapped to the
    minimum, where the writer meant twelve hundred."""
    written = number.group(0)
    spaced = _SPACED_RE.match(after, number.end())
    if spaced and re.fullmatch(r"-?[0-9]{1,3}", written):
        shown = after[number.start() : spaced.end()]
        raise Refused(f"amount {short_quote(shown)} is grouped with spaces or quotes: write its digits together")


def _refuse_lookalike_digits(after: str, number: re.Match[str]) -> None:
    """Refuse an amount with letters that look like digits right after it: "Bet 1O" bet 1, where ten was meant."""
    lookalike = _LOOKALIKE_DIGITS_RE.match(after, number.end())
    if lookalike is not None:
        shown = short_quote(after[number.start() : lookalike.end()])
        raise Refused(f"amount {shown} has letters among its digits: write it in 0-9 only")


def _refuse_range(after: str, number: re.Match[str]) -> None:
    """Refuse two amounts given as a choice or a range: "raise to 12 or 15", "30 to 40", "between 30 and 40" read
    the first. A hyphen or a dash between two numbers ("bid 3-4", "12–15") is a range too."""
    relative = _OR_RELATIVE_RE.match(ascii_lower(after[number.end() : number.end() + 48]))
    if relative is not None:
        shown = after[number.start() : number.end() + relative.end()]
        raise Refused(f"amount {short_quote(shown)} gives two amounts: give one total")
    joined = _RANGE_RE.match(ascii_lower(after[number.end() : number.end() + 16]))
    if joined or _BETWEEN_RE.search(ascii_lower(after[max(0, number.start() - 24) : number.start()])):
        second = INT_RE.match(after, number.end() + joined.end() - 1) if joined else None
        shown = after[number.start() : second.end()] if second else number.group(0)
        raise Refused(f"amount {short_quote(shown)} gives two amounts: give one total")


def _refuse_second(after: str, number: re.Match[str]) -> None:
    """Refuse an amount with another number right after it ("raise to 20 30", "1 1 1", "12 (15)") or taken back
    for another ("raise to 30, no wait, 40"): the first was read, and which one the writer meant is unknown."""
    written = number.group(0).rstrip(",_")  # "Bet 10, 1/3 pot": the comma ends a clause
    second = _SECOND_RE.match(after, number.start() + len(written))
    same = second is not None and second.group(1) is not None and second.group(1).rstrip(",") == written
    second = second or _LIST_CHOICE_RE.match(after, number.start() + len(written))
    if second is not None and not same:  # "raise to 40 (40)" names one amount twice
        shown = after[number.start() : second.end()]
        raise Refused(f"amount {short_quote(shown)} gives two numbers: give one total")
    # A number in words given instead: "Bid 2. Hmm, make it three." bid 2 (a written value no word equals: -1)
    plain = written.replace(",", "")
    _refuse_word_taken_back(after, number.start(), number.start() + len(written), int(plain) if plain.isdigit() else -1)
    # Each one in reach: "40, no 4-bettors, no 50" takes 40 back at its second "no".
    for taken_back in _CORRECTION_RE.finditer(ascii_lower(after[number.end() : number.end() + 40])):
        other = INT_RE.match(after, number.end() + taken_back.end() - 1)
        if other is None or other.group(0).rstrip(",_") == written or _NAME_AFTER_RE.match(after, other.end()):
            continue  # "40 - actually 40 is right" and "40, no 3-bet" keep the 40
        shown = after[number.start() : other.end()]
        raise Refused(f"amount {short_quote(shown)} is taken back for another: give one total")


def _refuse_word_taken_back(after: str, start: int, end: int, value: int) -> None:
    """Refuse the amount at ``start:end`` (worth ``value``) taken back soon after for a number in words of another
    value: "three... no, four", "2. Hmm, make it three". Only the 80 characters after it are looked at."""
    window = ascii_lower(after[end : end + 80])
    for taken_back in _WORD_CORRECTION_RE.finditer(window, 0, 40):
        other = _WORD_NUMBER_RE.match(window, taken_back.end())
        if other is not None and word_value(other.group(0)) != value:
            shown = after[start : end + other.end()]
            raise Refused(f"amount {short_quote(shown)} is taken back for another: give one total")


def _refuse_hand_count(after: str, number: re.Match[str]) -> None:
    """Refuse a number that counts something of the hand, not chips: "Betting 2 pair for value: 24." bet 2."""
    counted = _HAND_COUNT_RE.match(ascii_lower(after[number.end() : number.end() + 16]))
    if counted is not None:
        shown = short_quote(after[number.start() : number.end() + counted.end()])
        raise Refused(f"amount {shown} counts the hand, not chips: give the chips right after the action's word")


def _refuse_cards_counted(after: str, number: re.Match[str] | None) -> None:
    """Refuse a bid whose number counts cards of the hand: "two aces", "3 trumps" are no number of tricks."""
    counted = _CARDS_COUNTED_RE.match(ascii_lower(after[number.end() : number.end() + 24])) if number else None
    if counted is not None:
        shown = short_quote(after[number.start() : number.end() + counted.end()])
        raise Refused(f"number {shown} counts cards, not tricks: give the bid as a number of tricks")


def _refuse_relative_size(after: str, number: re.Match[str], stepped: bool = False) -> None:
    """Refuse an amount that is not a count of chips to raise to: "raise 3x", "2.5bb", "raise by 30", "10 chips
    more". Read as chips, each was snapped to another size than the seat asked for (3x became the minimum).
    ``stepped``: the number is the total given beside a step, which the "by" before it does not make one."""
    lead = ascii_lower(after[: number.start()])
    if _CHIPS_MORE_RE.match(ascii_lower(after), number.end()):
        raise Refused(f"'{number.group(0)[:24]} chips more' is a step, and amounts are totals: give the total")
    if _BY_RE.search(lead) and not stepped:
        raise Refused(f"'by {number.group(0)[:24]}' is a step, and amounts are totals: say 'to' and the total")
    if _TIMES_BEFORE_RE.search(lead):
        raise Refused(f"amount {short_quote(after[number.start() - 2 : number.end()])} is a multiple, not chips")
    end = number.end()
    if number.group(0).endswith(",") and after[end : end + 1].isspace():
        end -= 1  # a comma and a space end the clause: "Bet 10, half the pot" bets 10 ("raise 3,x" is refused)
    unit = _UNIT_RE.match(ascii_lower(after[end : end + 24]))
    if unit:
        written = after[number.start() : end + unit.end()]
        raise Refused(f"amount {short_quote(written[:48])} is not in chips: give the chips as a total")
