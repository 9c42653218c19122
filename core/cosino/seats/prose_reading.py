"""The first reading of an answer in prose: which of the words naming a legal action
(:func:`~cosino.seats.mentions.action_mentions`) give the seat's own decision and not a case, a question, another
player's move or one taken back (the predicates of :mod:`cosino.seats.set_aside`), and the amount or card that goes
with it (:func:`read_prose`, from the last "answer:" marker on; :func:`read_focus`). Plans for a later decision are
set aside first (:mod:`cosino.seats.later_plans`); a card is read where it is written
(:mod:`cosino.seats.written_cards`) and refused where the words around it leave it in doubt
(:mod:`cosino.seats.card_refusals`); once an action and its value are read, the checks of
:mod:`cosino.seats.value_refusals` refuse an amount, a card, a nil or the action that the words around it still leave
in doubt. Whatever stays unclear is refused (:class:`~cosino.seats.amounts.Refused`), never guessed.

It builds its response with the check in :mod:`cosino.seats.answer_json`. :mod:`cosino.seats.second_reading`, which
retries what this reading refused, and :func:`cosino.seats.answers.parse_answer` call it.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from cosino.arena.evidence import seat_text
from cosino.seats.amounts import (
    NIL_RE,
    Refused,
    ascii_lower,
    has_number,
    numbers,
    prose_amount,
)
from cosino.seats.answer_json import NO_AMOUNT, build_response
from cosino.seats.answer_words import KIND_WORDS, card_of
from cosino.seats.card_refusals import (
    PRONOUN_AFTER_RE,
    refuse_bare_card_in_doubt,
    refuse_card_after_correction,
    refuse_card_apart,
    refuse_card_choice,
    refuse_card_kept,
    refuse_card_of_another_trick,
    refuse_card_rejected,
    refuse_card_taken_back,
    refuse_other_card_this_trick,
    refuse_pronoun_for_another,
)
from cosino.seats.foreign_terms import MAYBE
from cosino.seats.later_plans import blank_later_plans, refuse_plan_before
from cosino.seats.mentions import KIND_EXACT_RES, action_mentions
from cosino.seats.set_aside import (
    AFFIRMED_RE,
    ANSWERED_NO_RE,
    BUT_AFTER_RE,
    DEFINED_RE,
    EARLIER_CHOICE_RE,
    EXAMPLE_BEFORE_RE,
    HERO_LABEL_RE,
    IF_ASIDE_RE,
    IF_I_BEFORE_RE,
    LABEL_FALSE_RE,
    MINE_RE,
    OTHERS_LABEL_RE,
    OTHERS_NO_PARTNER_LABEL_RE,
    OTHERS_RE,
    PAST_RE,
    POSITION_RE,
    SENTENCE_BREAK_RE,
    TEMPTING_RE,
    TO_ME_RE,
    UNLESS_AFTER_RE,
    VERB_IN_THIRD_RE,
    VERSUS_GAP_RE,
    WORD_END_RE,
    WOULD_BE_RE,
    intended_before,
    judged_wrong,
    listed_offsets,
    matches_at,
    negated,
    own_value,
    quoted_as_said,
    someone_does,
    someone_says,
    told_as_done_abroad,
    told_of_another_abroad,
    under_condition,
    unsure,
    weighed_before,
)
from cosino.seats.value_refusals import (
    refuse_all_in_and_amount,
    refuse_beside_me,
    refuse_flat_beside,
    refuse_left_open,
    refuse_made_otherwise,
    refuse_named_play,
    refuse_nil_beside,
    refuse_number_asked,
    refuse_number_closing,
    refuse_number_judged,
    refuse_other_value_offered,
    refuse_question_answered,
    refuse_size_elsewhere,
    refuse_taken_back,
    refuse_two_values,
    refuse_value_closing,
    refuse_value_compared,
)
from cosino.seats.written_cards import (
    PROSE_CARD_RE,
    SHORT_CARD_RE,
    first_card,
    legal_values,
    written_cards,
)

_MIN_RAISE_RE = re.compile(r"min-?rais")

# A card and the start of a passive right before an action's word: "Kh played", "the Qs was led", "As has been played".
_CARD_REPORTED_RE = re.compile(
    r"(?<![a-z0-9])"
    + SHORT_CARD_RE.pattern
    + r"(?:[ \t]{1,3}(?:was|is|has[ \t]{1,3}been|had[ \t]{1,3}been|got|gets|being))?[ \t]{1,3}\Z"
)

# The seat naming its own position ("I'm the button", "BB (me)", "as the dealer"): its labels are then its own.
_SELF_POSITION_RE = re.compile(
    r"(?<![a-z])(?:i['\u2019]m|i[ \t]am|as)[ \t]{1,3}(?:the[ \t]{1,3})?(?:sb|bb|utg|mp|hj|lj|co|btn|button|dealer|small"
    r"|big|cutoff|cut-off|hijack|lojack)(?![a-z])|\((?:me|hero|that['\u2019]s[ \t]me|i)\)"
)

# "Partner" as the subject of a verb of saying or of its own play: a person ("Partner wrote ..."); not "Partner
# plays", which is the choice.
_PARTNER_SUBJECT_RE = re.compile(
    r"partner[ \t]{1,3}(?:says|said|wrote|writes|typed|asked|asks|wants|wanted|thinks|thought|told|tells"
    r"|led|leads|bid|bids|called|calls|signal(?:s|ed|led)?|suggest(?:s|ed)?|insists|insisted"
    r"|has|had|holds|held|took|takes|won|wins"
    # ... or a verb of another language: "Mijn partner zei", "Mein Partner hat" (blind corpus 72)
    r"|zei|zegt|heeft|hat|sagte|sagt|dit|dijo|dice|tiene|disse|tem|ma|powiedzia\u0142|dedi)(?![a-z])"
)
# "Partner" after "with" is the choice, the verb after it another subject's: "Playing with partner wins more often."
_WITH_PARTNER_RE = re.compile(
    r"(?<![a-z])(?:with|met|mit|avec|con|com)[ \t]{1,3}"
    r"(?:(?:my|the|mijn|de|meinem|dem|mon|le|il|mio|o|meu)[ \t]{1,3})?\Z"
)
# An action word as the subject of a sentence that tells of it: "Alone is too risky", "Calling would be loose".
_TOLD_OF_RE = re.compile(r"[a-z-]{1,12}[ \t]{1,3}(?:is|was|seems|looks|feels|sounds|would|could|might)(?![a-z])")


def _partner_person(lowered: str, at: int) -> bool:
    """Whether "partner" at ``at`` is the subject of a verb, the player and not the choice: "Partner has"."""
    return bool(_PARTNER_SUBJECT_RE.match(lowered, at)) and not _WITH_PARTNER_RE.search(lowered, max(0, at - 20), at)


# Another's expected move: "(the short stacks) are likely to shove", "he is apt to jam"; not "I'm likely to".
_PREDICTED_RE = re.compile(
    r"(?<![a-z])(?:are|is|were|was)[ \t]{1,3}(?:(?:very|quite|more|less|most)[ \t]{1,3})?"
    r"(?:likely|unlikely|apt|expected|known)[ \t]{1,3}to[ \t]{1,3}\Z"
)
# "Partner" addressed at the head of a sentence, with words after the comma: "Partner, sit this one out."; not an
# adverb that confirms the choice ("Partner, definitely.").
_VOCATIVE_RE = re.compile(
    r"partner[ \t]{0,2},[ \t]{0,3}(?!(?:definitely|obviously|clearly|surely|certainly|of[ \t]course|for[ \t]sure"
    r"|i[ \t]think|please|easily|safely|again|then|here|now|yes|yeah)(?![a-z]))[a-z]"
)

# An action asked back as a tag after a comma or a dash, one clause between at most: "Call, no?", "Call \u2014 no?",
# "Call, ok?", "It's a call, isn't it?", "Fold, wouldn't you say?", "Call, not fold, no?".
_TAG_QUESTION_RE = re.compile(
    r"[^.!?\n,\u2013\u2014]{0,40}(?:,|[ \t]{1,2}(?:-{1,2}|\u2013|\u2014))[ \t]{0,3}(?:[^.!?\n,]{1,20},[ \t]{0,3})?"
    r"(?:no|right|yes|ok|okay|agreed|correct|isn['\u2019]t[ \t]it|wouldn['\u2019]t[ \t]you[ \t]say"
    r"|don['\u2019]t[ \t]you[ \t]think)[ \t]{0,3}\?"
)
# How far past the action a tag question's mark may stand: the longest match of _TAG_QUESTION_RE (review 53c).
TAG_QUESTION_REACH = 91


def _tag_question(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is asked back as a tag ("Call, no?"): looked for only with a "?" in reach."""
    return lowered.find("?", at, at + TAG_QUESTION_REACH) >= 0 and _TAG_QUESTION_RE.match(lowered, at) is not None


# A bare action word asked with nothing else, markup aside, its size or card at most: "Call?", "**Fold??**", "Raise to
# 24?", "Play the Qh?"; not "Call? Yes." nor "I call?".
_BARE_QUESTION_BEFORE_RE = re.compile(r"[\s*_\"'`>#(\[]{0,8}")
# What says no word after a question's mark: spaces, punctuation, symbols, emoji, combining marks ("Raise?!", "Raise?
# :)", "Raise? ---", "Raise?\u0301" were read as a raise); letters and digits of any script are words.
_NO_WORD_CHARS = (
    r"\s!-/:-@\[-`{-~\u00a0-\u00bf\u0300-\u036f\u2000-\u206f\u20d0-\u20ff\u2190-\u2bff\u2e00-\u2e7f\u3000-\u303f"
    r"\ufe00-\ufe0f\ufe10-\ufe1f\ufe30-\ufe6f\ud800-\udfff\U0001f000-\U0001faff"
)
_NO_WORD = "[" + _NO_WORD_CHARS + "]"
# Only marks before an action asked leave it asked: "\U0001f600raise?" as "Raise?".
_NO_WORD_RE = re.compile(_NO_WORD + "*")
# A letter or digit of any script glued to an action's word makes one word with it: "1call?" and "call1?" ask the call.
_GLUED = "[^" + _NO_WORD_CHARS + "]"
_GLUED_BEFORE_RE = re.compile(_GLUED + r"{1,12}\Z")
# Words that neither answer a question nor say anything of their own, a doubt among them: "Call? Hmm." (mutation review
# 41), "Raise? Ok." and "Ok. Raise? Ok. Raise?" ask as "Raise?" does ("ok" is no yes: AFFIRMED_RE); "Call? Yes."
# answers it.
_FILLER = r"(?:ok|okay|well|so|oh|ah+|er+|erm|hm+|uh+|um+|idk|dunno|not[ \t]sure|unsure|who[ \t]knows)(?![a-z])"
# The rest of an action's word asked, its size or card at most, and the question's mark: "Raise to 24?", "Play the Qh?".
_ASKED_WORD = (
    r"(?:-|"
    + _GLUED
    + r"){0,12}(?:[ \t]{1,3}(?:to[ \t]{1,3}|the[ \t]{1,3})?\$?[0-9a-z\u2660-\u2667]{1,6})?"
    + _NO_WORD
    + r"{0,4}\?{1,3}"
    + _NO_WORD
    + "*"
)
# Each filler is a whole word with no word between, so a run of any length is read once (4 read as a raise).
_BARE_QUESTION_AFTER_RE = re.compile(_ASKED_WORD + r"(?:" + _FILLER + _NO_WORD + r"*)*")
# From one action asked to the same asked again, fillers, a "no" to it or markup between: "**Raise?** **Raise?**" and
# "Raise? No. Raise?" were read as a raise. A "no" closing the answer is read by other rules ("Raise? No. Fold? No.").
_ASKED_AGAIN_GAP_RE = re.compile(
    _ASKED_WORD + r"(?:(?:no|nope|nah|" + _FILLER + r")(?![a-z])" + _NO_WORD + r"*)*" + _BARE_QUESTION_BEFORE_RE.pattern
)
# The end of the sentence before a bare question, markup after it; an ellipsis goes on ("I guess... call?"), a
# question does not ("0? raise to 40?" raised).
_QUESTION_OPENING_RE = re.compile(r"(?:(?<![.])[.!](?![.])|\?|\n)[\s*_\"'`>#(\[]{0,8}\Z")
# An action hedged and asked at once, the hedge opening its sentence: "Maybe raise?", "Perhaps I call?"; not "Raise?
# Maybe." nor "I have no idea, maybe call?" (judged a call by its writer, tests/test_review_answers38.py).
_HEDGED_QUESTION_RE = re.compile(
    r"[\s*_\"'`>-]{0,6}(?:maybe|perhaps|hmm+|um+|uh+)[ \t,]{1,3}(?:[a-z']{1,8}[ \t]{1,3}){0,2}"  # "Hmm, order?" too
    # ... or another language's "maybe": "아마 fold?", "Может, call?", "Peut-être check ?" (blind corpus 73)
    r"|[\s*_\"'`>-]{0,6}(?:" + MAYBE + r")[ \t,\u3001\uff0c]{0,3}"
)
# A question of another language about the action: "callするべきかな？", "¿Debería hacer call?", "Call mı etsem?"
_ASKED_ABROAD_RE = re.compile(
    r"\u00bf|べき|かな|할까|해야|要不要|该不该|該不該|应该|應該|吗|嗎|(?<![\u0430-\u044f\u0451])ли(?![\u0430-\u044f\u0451])"
    r"|(?<![a-z\u00e0-\u00ff])(?:devrais|dois-je|deber\u00eda|deveria|dovrei|sollte|soll[ \t]ich|moet[ \t]ik|czy"
    r"|m[\u0131iu\u00fc])(?![a-z\u00e0-\u00ff])"
)
# An action given as a frequency of a mixed strategy ("bet with probability 1/3", "call 1/3 of the time", "raise
# 70% of the time"): what to do this once is left to a draw the answer does not make.
_MIXED_AFTER_RE = re.compile(
    r"[^.!?;:\n]{0,40}?(?:(?<![a-z])with[ \t]{1,3}(?:a[ \t]{1,3})?(?:probability|frequency|freq)(?![a-z])"
    # a whole number only: "Call 100% of the time" was refused, its "00%" read past the "1"
    r"|(?:(?<![0-9.])(?!100[ \t]?%)[0-9]{1,3}(?:\.[0-9]{1,3})?[ \t]?%|[0-9]{1,3}/[0-9]{1,3}|half"
    r"|a[ \t]{1,3}(?:third|quarter)"
    r"|(?:one|two|three)[ \t]{1,3}(?:thirds?|quarters?))[ \t]{1,3}(?:of[ \t]{1,3})?the[ \t]{1,3}time)"
)
_ASKED_AFTER_RE = re.compile(r"[^.!?\n\u3002\uff01\uff1f]{0,60}[?\uff1f]")
_BARE_LEAD_RE = re.compile(r"[\s*_\"'`>-]{0,6}")
# The action's word and at most two short words after it, no size: "call with this?", not "raise to 40?".
_WORD_ASKED_RE = re.compile(r"[a-z-]{1,12}(?:[ \t]{1,3}[a-z]{1,8}){0,2}[ \t*_]{0,2}\?")
_ASKED_AGAIN_RE = re.compile(r"[ \t*_]{0,3}[^.!?\n]{1,40}\?")
# The action's word as the subject of a sentence about a size: "bet is 10", "the raise was 12", "call costs 6"; not
# after "my" ("My bet is 10" is the seat's own).
_NOUN_SUBJECT_RE = re.compile(r"(?:bet|raise|call)[ \t]{1,3}(?:is|was|costs?)[ \t]{1,3}(?:only[ \t]{1,3})?[$]?[0-9]")
_OWNER_BEFORE_RE = re.compile(r"(?<![a-z])(?:my|our|i|we)[ \t]{1,3}\Z")

# An action offered as one of two: "Either I pass the three spades or I keep them".
_EITHER_RE = re.compile(r"(?<![a-z])either[ \t]{1,3}(?:i|we)[ \t]{1,3}(?:could[ \t]{1,3}|can[ \t]{1,3})?\Z")
# A writer who says it cannot choose: "I can't decide between calling and folding."
_TORN_RE = re.compile(r"(?<![a-z])(?:torn|decide|deciding|choose|choosing|undecided|split)[ \t]{1,3}between(?![a-z])")
# An option weighed ("I'd raise", "I could play", "I would normally call") that a "but" in its sentence sets aside.
_WEIGHED_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:i['\u2019]d|i[ \t]would|i[ \t]could|i[ \t]might)"
    r"(?:[ \t](?:normally|usually|probably|maybe|love[ \t]to|like[ \t]to|want[ \t]to))?[ \t]{1,3}$"
)
# A card or number with no action word, then the seat's own other plan after "but": not the choice (unless the plan
# takes it back as "it": "The As is boss, but I'll lead it anyway."; not a plan to keep it: "but I'll hold it").
# "However", "but I think I'll", "but I'd", "but I should" too: "The ace of spades is the boss card, but I think I'll
# duck." played the ace (review 43d).
_BUT_I_AFTER_RE = re.compile(
    # ... in its sentence, or opening the next: "A\u2660 is boss. But I'll duck." played the ace
    r"[^.!?;\n]{0,60}(?:(?<![a-z])|[.!;][ \t]{1,3})(?:but|however)[ \t,]{1,3}(?:i[ \t]{1,3}think[ \t]{1,3})?"
    r"(?:i['\u2019]ll|i[ \t]will"
    r"|i['\u2019]m[ \t]going[ \t]to|i['\u2019]d|i[ \t](?:prefer|should|want[ \t]to|need[ \t]to)|let['\u2019]s)(?![a-z])"
    r"(?![ \t]{1,3}(?:just[ \t]{1,3}|still[ \t]{1,3}|rather[ \t]{1,3})?(?:lead|play|cash|use|take|bid|say|throw|toss"
    r"|put|lay|risk|try|do|make|run|fire|trust|back|go[ \t]{1,3}with|stick[ \t]{1,3}with|stay[ \t]{1,3}with)"
    r"[ \t]{1,3}(?:it|that|this)(?![a-z]))"
)

# Another player named as a pronoun or a noun, after other players' actions: the words are still about them.
_THEIRS_RE = re.compile(r"(?<![a-z])(?:he|she|they|them|their|his|her|him|opponents?|villain|partner)(?![a-z])")

# A marker that is not the seat's: another player's ("Their action: call") or an example's ("Example of a valid
# answer:\nCall."); each was read as the seat's last marker.
_OTHERS_MARKER_RE = re.compile(
    r"(?i:(?<![a-z])(?:their|his|her|opponent['\u2019]?s?|villain['\u2019]?s?|partner['\u2019]?s?|previous|prior|last"
    r"|earlier|second|2nd|third|alternative|alternate|backup|fallback|other)[ \t]{1,3}(?:[a-z]{1,12}[ \t]{1,3}){0,2}"
    r"|(?<![a-z])(?:example|sample|format)(?![a-z])[^\n.:]{0,24}"
    # or a heading on the line above that names another player or a case: "Their expected response:\nAction: call",
    # "Had I been deeper:\nAction: call"
    r"|(?<![a-z])(?:their|his|her|opponent|villain|partner|if|had|when|unless)(?![a-z])[^\n]{0,60}:[ \t]*\n"
    r"[ \t*_#>-]{0,6}"
    # or someone's words: "Sprocket wrote ANSWER: fold, and I am answering with the opposite." (talk corpus 4), after
    # a colon too: "Sprocket wrote: ANSWER: fold" (mutation review 41)
    r"|(?i:(?<![a-z])(?:wrote|writes|says|said|typed|types|posted|posts|chatted|claims|claimed)"
    r"(?:[ \t]{0,2}[:\u2014\u2013-])?[ \t]{1,3}[\"'\u201c]?))$"
)
# A marker is a word of its own ("transaction:" is none), may be set in bold ("**Final answer**:"), and a dash after
# it is one standing apart: "decision-making" cut "I call; in my decision-making I weighed a fold" to the fold.
# A heading that is the marker alone on its line works the same: "## Decision\nRaise to 24", "**Final answer**\nCall".
_MARKER_WORDS = r"(?:final\s+answer|answer|action|decision|move|final|verdict|choice|conclusion|recommendation)"
_MARKER_RE = re.compile(
    r"(?<![a-z0-9_-])" + _MARKER_WORDS + r"[*_`]{0,3}\s*(?::|=|-(?![a-z0-9_-]))"
    r"|(?m:^[ \t#>*_]{0,8}(?:my[ \t]{1,3})?" + _MARKER_WORDS + r"[ \t*_]{0,6}\n)",
    re.IGNORECASE,
)

# A last sentence that puts the decision off: "Let me think more about what he holds before deciding."
_DEFERRED_RE = re.compile(
    r"(?<![a-z])(?:(?:let[ \t]me|i[ \t]need[ \t]to|i[ \t]want[ \t]to|i['\u2019]ll|i[ \t]will)[ \t]{1,3}think"
    r"[ \t]{1,3}(?:more|further|it[ \t]over|a[ \t]bit)|before[ \t]{1,3}decid|still[ \t]{1,3}deciding"
    r"|(?:not|haven['\u2019]t)[ \t]{1,3}(?:yet[ \t]{1,3})?decided)(?![a-z])"
)
_CLOSING_NO_RE = re.compile(
    r"(?:^|[.!\n])[ \t*_]{0,4}(?:(?:hmm+|wait|well|uh+|um+|oh)[ \t,.]{1,3})?(?:no(?:pe)?|nein|non|nee|нет)[ \t]{0,2}"
    r"[.!]{0,3}[ \t*_]{0,4}\Z"
)

# An action word joined to "size" in a label ("bet_size: 20", "raise_sizing = 40") names a field, not an action.
_SIZE_LABEL_RE = re.compile(r"[a-z-]{1,12}_(?:size|sizing)[a-z_]{0,12}[ \t*_]{0,3}[:=]")


# An action given a rating out of ten, an entry of a scored list: "Ratings: \u2663 9/10, \u2660 5/10, pass 2/10. Top
# rated." passed (corpus 64).
_RATED_RE = re.compile(
    r"[a-z-]{1,12}[ \t]{0,2}[:=(\u2013\u2014-]?[ \t]{0,2}[0-9]{1,2}(?:\.[0-9])?[ \t]{0,2}/[ \t]{0,2}10(?![0-9a-z])"
)
# The legal options named as a label, not an action: "| Legal bids | 0, 2, 3 |\n\nMy pick: **3**" bid 0 (corpus 65).
# Not a size: "Smallest legal raise, please."
_LEGAL_LABEL_RE = re.compile(
    r"(?<![a-z])(?<!smallest )(?<!largest )(?<!biggest )(?<!lowest )(?<!highest )(?<!minimum )(?<!maximum )(?<!min )"
    r"(?<!max )(?:legal|valid|allowed|available|possible)[ \t]{1,3}(?:to[ \t]{1,3})?\Z"
)
# An action wanted of someone else: "I want him to call", "to get worse hands to call" (with check and bet legal, corpus
# 64's "I want pairs and draws to call" checked). Not "I want to call", "I'd like to call".
# ... or of the seat by another: "Gizmo told me to play Qh, but I won't.", "Partner wants me to play Qh." (red-team
# review 42b): the request is another's, not the seat's decision.
_ASKED_OF_ME_RE = re.compile(
    r"(?<![a-z])(?:told|tells|tell|asks?|asked|wants?|wanted|begs?|begged|urges?|urged|expects?|expected)"
    r"[ \t]{1,3}(?:me|us)[ \t]{1,3}to[ \t]{1,3}\Z"
)
_WANTED_OF_RE = re.compile(
    r"(?<![a-z])(?:wants?|wanted|needs?|gets?|makes?|forces?|induces?|expects?|allows?|like|invites?|encourages?)"
    r"[ \t]{1,3}(?!(?:me|myself|us|to)(?![a-z]))(?:[a-z'-]{1,12}[ \t]{1,3}){1,4}to[ \t]{1,3}\Z"
)


def _card_of_its_own(lowered: str, asked_at: int, cards: bool) -> bool:
    """Whether a card stands apart from the one asked for: before the request ("2c — the same card the chat told me
    to play") or another after it ("Partner asks me to play Qh. OK: 2c.")."""
    if not cards:
        return False
    found = [(m.start(), card_of(m.group(0))) for m in itertools.islice(PROSE_CARD_RE.finditer(lowered), 64)]
    return len({card for _, card in found}) > 1 or any(at < asked_at for at, _ in found)


def _not_set_aside(
    lowered: str, mentions: list[tuple[int, str, bool]], listed: set[int]
) -> list[tuple[int, str, bool]]:
    """The mentions that nothing where they stand sets aside: not listed, negated, answered no, labelled false,
    called tempting, rated, compared with "vs", reported, in an "if" bracket, asked back or shown as an example."""
    versus = [(m[0], n[0]) for m, n in zip(mentions, mentions[1:]) if VERSUS_GAP_RE.fullmatch(lowered, m[0], n[0])]
    compared = {at for pair in versus for at in pair} | listed
    said = [m for m in mentions if m[0] not in compared and not negated(lowered, m[0])]
    said = [m for m in said if not ANSWERED_NO_RE.match(lowered, m[0]) and not LABEL_FALSE_RE.match(lowered, m[0])]
    said = [m for m in said if not TEMPTING_RE.match(lowered, m[0]) and not _RATED_RE.match(lowered, m[0])]
    said = [m for m in said if not _LEGAL_LABEL_RE.search(lowered, max(0, m[0] - 16), m[0])]
    # A card right before an action in the past tense is a report of that card: "Kh played, Qh beats nothing. Th
    # then." played the queen named after it.
    said = [
        m
        for m in said
        if not (PAST_RE.match(lowered, m[0]) and _CARD_REPORTED_RE.search(lowered, max(0, m[0] - 32), m[0]))
    ]
    # An action inside a bracket that opens with "if" is a case, not the choice: "Th. (If partner had led I would
    # play Qh.)" played the queen.
    said = [m for m in said if not IF_ASIDE_RE.search(lowered, max(0, m[0] - 120), m[0])]
    # "Partner" as the subject of a verb is the player, not the choice, where another action follows: "Partner has
    # shown nothing. Alone."; after it, it may be the reason for the partner ("Alone is too risky; partner has the
    # trumps."), and where it is the only mention, _NO_DECISION_WHEN refuses it with its reason ("Mijn partner zei")
    person = [m for m in said if m[1] == "partner" and _partner_person(lowered, m[0])]
    # ... an action after it that a sentence tells of ("Alone is too risky") does not close the reasoning
    last_other = max((m[0] for m in said if m not in person and not _TOLD_OF_RE.match(lowered, m[0])), default=-1)
    said = [m for m in said if m not in person or m[0] > last_other]
    # Asked back as a tag ("Call, no?"), or shown as an example ("Example answer: call"): no decision.
    said = [m for m in said if not _tag_question(lowered, m[0]) and not quoted_as_said(lowered, m[0])]
    return [m for m in said if not EXAMPLE_BEFORE_RE.search(lowered, max(0, m[0] - 60), m[0])]


def _said(
    focus: str, mentions: list[tuple[int, str, bool]], legal: int, cards: bool = False
) -> list[tuple[int, str, bool]]:
    """The mentions of the seat's own action: not negated ("I won't call" was read as the call, "I won't call; I
    fold" refused) and not another player's ("partner bid 3"). An answer left with none is refused."""
    lowered = ascii_lower(focus)
    listed = listed_offsets(lowered, mentions, legal)
    if mentions and len(listed) == len(mentions):
        raise Refused("the answer only lists actions; name the one to take")
    if mentions and _only_asked(lowered, mentions):
        raise Refused("the answer only asks an action back ('call?'); name the one to take")
    said = _not_set_aside(lowered, mentions, listed)
    if said and all(
        under_condition(lowered, m[0])
        or UNLESS_AFTER_RE.match(lowered, m[0])
        or IF_I_BEFORE_RE.search(lowered, max(0, m[0] - 16), m[0])
        for m in said
    ):
        # Only a plan: "If he shoves, call." Setting such a mention aside to read another was tried and withdrawn
        # ("If I'm honest, call. Raise is too much." raised; tests/test_review_answers35.py).
        raise Refused("the answer names actions only under a condition; name the one to take now")
    if any(_EITHER_RE.search(lowered, max(0, m[0] - 24), m[0]) for m in said):
        raise Refused("the answer offers its action as one of two ('either ... or'); name the one to take")
    if said and all(_TORN_RE.search(SENTENCE_BREAK_RE.split(lowered[max(0, m[0] - 80) : m[0]])[-1]) for m in said):
        raise Refused("the answer is torn between actions; name the one to take")
    # An option weighed and set aside ("I could play the J♦ but I'll trump with the 4♠" played the jack):
    # whether what follows is the choice or a case ("I'd raise with AK, but with AJ I fold") is not known.
    if any(
        _WEIGHED_BEFORE_RE.search(lowered, max(0, m[0] - 24), m[0]) and BUT_AFTER_RE.match(lowered, m[0]) for m in said
    ):
        raise Refused('the answer weighs an action and sets it aside with a "but"; name the one to take')
    if mentions and not said:
        raise Refused("the answer only names actions it will not take; name the one to take")
    # Another player's action, told before one's own: "The opponent bet 10, so I raise to 30".
    # Where "partner" is itself an action (euchre's "Partner: alone"), it labels no speaker.
    others = OTHERS_NO_PARTNER_LABEL_RE if any(k == "partner" for _, k, _ in mentions) else OTHERS_RE
    own = [
        m
        for m in said
        if not others.search(lowered, max(0, m[0] - 32), m[0])
        and not someone_does(lowered, m[0])
        and not _POSSESSED_RE.search(lowered, max(0, m[0] - 32), m[0])
        and not _FACED_RE.search(lowered, max(0, m[0] - 16), m[0])
        and not _WANTED_OF_RE.search(lowered, max(0, m[0] - 48), m[0])
        and not _ASKED_OF_ME_RE.search(lowered, max(0, m[0] - 24), m[0])
        and not told_of_another_abroad(lowered, m[0])
    ]
    done = [m for m in own if told_as_done_abroad(lowered, m[0])]  # "上一手我call了。", "J'ai call au tour précédent."
    if done and len(done) == len(own):
        raise Refused("the answer only tells actions already taken; name the one to take now")
    own = [m for m in own if m not in done]
    if _SELF_POSITION_RE.search(lowered) is None:  # the seat names its own position: "I'm the button"
        own = [m for m in own if not _position_did(lowered, m[0])]
    _refuse_positions_transcript(lowered, said, own)
    if len(own) < len(said) and any(HERO_LABEL_RE.search(lowered, max(0, m[0] - 12), m[0]) for m in own):
        # "Hero: raise 40\nVillain: call\nHero: ?" is a transcript of the hand so far, not the seat's decision
        raise Refused("the answer reads as the hand's history; name the action to take")
    # A card or suit after them may still answer, in the seat's own words or none of another's: "Everyone passed. I
    # call spades.", "Partner: 'play your ace'. OK: As."; not "Everyone passed; spades are strong for them."
    after = WORD_END_RE.match(lowered, said[-1][0] + 1).end() if said else 0
    yours = MINE_RE.search(lowered, after) or not _THEIRS_RE.search(lowered, after)
    asked = [m for m in said if _ASKED_OF_ME_RE.search(lowered, max(0, m[0] - 24), m[0])]
    if asked and not own and len(asked) == len(said) and not _card_of_its_own(lowered, asked[0][0], cards):
        raise Refused("the answer only tells what another asks of it; name the action to take")
    if said and not own and not (cards and yours):
        raise Refused("the answer only names other players' actions; name the one to take")
    if own and len(own) < len(said) and all(PAST_RE.match(lowered, m[0]) for m in own):
        raise Refused("the answer only tells actions already taken; name the one to take now")
    for quantifier, is_so, why in _NO_DECISION_WHEN:
        if own and quantifier(is_so(lowered, m[0]) for m in own):
            raise Refused(why)
    if own and _ends_unsure(lowered, own[-1][0]):
        raise Refused("the answer ends unsure of its action; name the one to take")  # "Go alone? I don't know."
    return own


def _position_did(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is told in the past right after "the" and a table position: "The cutoff raised to
    6. Three-bet to 18." named two raises."""
    if not PAST_RE.match(lowered, at):
        return False
    position = POSITION_RE.search(lowered, max(0, at - 24), at)
    return position is not None and position.group(1) is None and lowered.endswith("the ", 0, position.start())


# A possibility, not a choice: "<think>Gizmo has been raising a lot. I could re-raise to 20.</think>" raised (corpus
# 66). Not "I'd call", which decides. Anyone's: "UTG could fold." and "The button could raise to 20." were read as the
# seat's (mutation review 41).
_COULD_BEFORE_RE = re.compile(
    r"(?<![a-z])[a-z']{1,12}[ \t]{1,3}(?:could|might|may)(?:[ \t]{1,3}(?:also|just|always|still))?[ \t]{1,3}\Z"
)


def _could_before(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is only said to be possible: "I could call"."""
    return bool(_COULD_BEFORE_RE.search(lowered, max(0, at - 24), at))


def _asked_abroad(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is asked in a question of another language ("Je devrais call ?")."""
    start = max([max(0, at - 40)] + [m.end() for m in SENTENCE_BREAK_RE.finditer(lowered, max(0, at - 40), at)])
    asked = _ASKED_AFTER_RE.match(lowered, at)
    return asked is not None and _ASKED_ABROAD_RE.search(lowered, start, asked.end()) is not None


def _hedged_question(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is hedged with "maybe" or "perhaps" and asked in one sentence ("Maybe raise?"
    raised the minimum): a question to oneself, not a decision."""
    start = max(0, at - 40)
    start = max([start] + [m.end() for m in SENTENCE_BREAK_RE.finditer(lowered, start, at)])
    asked = _ASKED_AFTER_RE.match(lowered, at)
    if asked is None:
        return False
    if _HEDGED_QUESTION_RE.fullmatch(lowered, start, at):
        return True
    # The word asked (alone or with two short words), then another question, and never a yes: "Alone? Together?
    # Ahh, my heart says one thing..." went alone (corpus 64), "Call with this? Against his range? Hmm." called
    # (mutation review 40); "I guess... call?" was judged clear.
    bare = _BARE_LEAD_RE.fullmatch(lowered, start, at) and _WORD_ASKED_RE.match(lowered, at)
    again = _ASKED_AGAIN_RE.match(lowered, asked.end())
    return bool(bare and again) and AFFIRMED_RE.search(lowered, asked.end(), asked.end() + 300) is None


def _noun_subject(lowered: str, at: int) -> bool:
    """Whether the action's word at ``at`` is the subject of a sentence giving a size ("pot is 30, bet is 10"
    raised to 10): it names the bet faced, not the seat's decision, unless the seat owns it ("My bet is 10")."""
    return bool(_NOUN_SUBJECT_RE.match(lowered, at)) and not _OWNER_BEFORE_RE.search(lowered, max(0, at - 8), at)


def _refuse_positions_transcript(
    lowered: str, said: list[tuple[int, str, bool]], own: list[tuple[int, str, bool]]
) -> None:
    """Refuse an answer whose own action stands after a table position in a transcript: a verb in the third person
    after it ("SB limps, BB checks."), or a label with a colon beside a second one with its action ("SB: call. BB:
    check.", "dealer: pass, LHO: pass.")."""
    if _SELF_POSITION_RE.search(lowered) is not None:
        return
    labels: dict[int, str] = {}
    for at, _, _ in said:
        found = POSITION_RE.search(lowered, max(0, at - 24), at) or OTHERS_LABEL_RE.search(lowered, max(0, at - 24), at)
        if found is not None:
            labels[at] = found.group(0).strip(" \t:-\u2013\u2014")
    for at, _, _ in own:
        third = (
            at in labels and POSITION_RE.search(lowered, max(0, at - 24), at) and VERB_IN_THIRD_RE.match(lowered, at)
        )
        if third or (at in labels and ":" in lowered[at - 4 : at] and len(set(labels.values())) > 1):
            raise Refused("the answer reads as the hand's history; name the action to take")


def _addressed(lowered: str, at: int) -> bool:
    """Whether "partner" at ``at`` heads its sentence and is addressed, words following its comma."""
    head = lowered[max(0, at - 8) : at].rstrip(" \t*_\"'")
    return (not head or head.endswith((".", "!", "?", "\n"))) and _VOCATIVE_RE.match(lowered, at) is not None


# An action with a case right after its word: "Raise if the board card is a king."; not a proviso of the seat's own
# ("I'll check if I can", "fold if needed", "call if that's legal").
_IF_AFTER_RE = re.compile(
    r"[a-z-]{0,12}(?:[ \t]{1,3}(?:to[ \t]{1,3})?[0-9]{1,6})?[ \t]{1,3}if[ \t]{1,3}"
    r"(?!(?:i|we)[ \t]{1,3}(?:can|may|must|am|have)(?![a-z])"
    r"|(?:it|that)(?:['\u2019]s|[ \t]{1,3}is)[ \t]{1,3}(?:legal|allowed|possible|ok)"
    r"|possible|legal|allowed|needed|necessary|required|any(?![a-z]))"
)
# An action asked as one of a choice, its size or card at most before the "or": "Fold or something else?", "fold or
# rasie?" (a misspelt second action), "Play Qh or not?".
_OR_ASKED_RE = re.compile(
    r"[a-z-]{0,12}(?:[ \t]{1,3}(?:to[ \t]{1,3}|the[ \t]{1,3})?[0-9a-z\u2660-\u2667]{1,6})?[ \t,]{0,3}or(?![a-z])"
    r"[^.!?\n]{0,60}\?"
)

# The seat's own mentions leave no decision when all of them (any, for a mistake) are so, tried in this order; each
# with the one line that says why.
_NO_DECISION_WHEN = (
    (all, _addressed, "the answer addresses its partner ('Partner, ...') and names no action; name the one to take"),
    (all, someone_says, "the answer only names actions that someone else says or expects; name the one to take"),
    (
        all,
        matches_at(TO_ME_RE),
        "the answer names another player's action done to the seat ('checked to me'); name the one to take",
    ),
    (any, judged_wrong, "the answer judges its action a mistake; name the one to take"),
    (all, matches_at(WOULD_BE_RE), "the answer only weighs its action ('would be', 'would win'); name the one to take"),
    (all, matches_at(DEFINED_RE), "the answer only says what its action means ('calling means'); name the one to take"),
    (all, _hedged_question, "the answer only asks whether to take its action ('Maybe raise?'); name the one to take"),
    (all, _asked_abroad, "the answer only asks whether to take its action; name the one to take"),
    (all, unsure, "the answer says it is not sure of its action; name the one to take"),
    (all, matches_at(_OR_ASKED_RE), "the answer asks its action as a choice ('Fold or ...?'); name the one to take"),
    (
        all,
        matches_at(_IF_AFTER_RE),
        "the answer takes its action only in a case ('Raise if ...'); name the one to take",
    ),
    (
        all,
        matches_at(_MIXED_AFTER_RE),
        "the answer gives its action only as a frequency ('call 1/3 of the time'); name one",
    ),
    (all, _noun_subject, "the answer names its action only as a noun ('bet is 10'); name the one to take"),
    (
        all,
        matches_at(_SIZE_LABEL_RE),
        "the answer names its action only in a label of a size ('bet_size:'); name the action",
    ),
    (all, intended_before, "the answer only tells an action it meant to take ('I was going to call'); name the one"),
    (all, _could_before, "the answer only says it could take its action ('I could call'); name the one to take"),
    (all, weighed_before, "the answer only weighs its action ('thinking about calling'); name the one to take"),
    (
        all,
        _partner_person,
        "the answer names its partner as a person ('Partner says'); name the action",
    ),
)

# Another's action as a noun after a possessive: "This scallywag's raise don't scare me. I'll call." raised (session
# 39); not the contractions ("it's", "let's", "that's a raise").
_POSSESSED_RE = re.compile(
    r"(?<![a-z'\u2019])(?!(?:it|that|let|he|she|there|what|who|here|where|one|this|everything|nothing|mine)['\u2019]s)"
    r"[a-z]{2,20}['\u2019]s[ \t]{1,3}(?:(?:small|big|huge|tiny|min|minimum|weak|last|first|opening|open)[ \t]{1,3})?$"
)

# A last sentence that is a doubt and nothing more, after the action: "Go alone? I honestly don't know." (a doubt of a
# fact, "What partner holds, I don't know.", is more than that).
_DOUBT_SENTENCE_RE = re.compile(
    r"[.!?;\n\u2026][\s*_]{0,4}"
    r"(?:(?:i|i'm|i[ \t]am|honestly|really|just|still|so|but|and|well|hmm+|ugh|yet)[ \t,]{1,3}){0,4}"
    r"(?:not[ \t]sure|unsure|undecided|(?:don't|do[ \t]not|dont)[ \t](?:really[ \t])?know|(?:can't|cannot)[ \t]decide"
    r"|no[ \t]idea|who[ \t]knows)[\s.!?*_\u2026]{0,6}\Z"
)
# A question of its own between the action and the doubt: the doubt answers it ("Call. Is he bluffing? No idea.").
_QUESTION_BETWEEN_RE = re.compile(r"(?:[!;\n\u2026]|\.(?![0-9]))[^?.!;\n\u2026]{0,200}\?")


def _ends_unsure(lowered: str, at: int) -> bool:
    """Whether the answer's last sentence is a doubt and nothing more, of the action at ``at`` and not of a question
    asked after it."""
    doubt = _DOUBT_SENTENCE_RE.search(lowered, at)
    return doubt is not None and not _QUESTION_BETWEEN_RE.search(lowered, at, doubt.start() + 1)


# Another's action played against: "Leduc J-high vs raise: give up" raised (session 39); "facing" has rules of its own.
_FACED_RE = re.compile(r"(?<![a-z])(?:vs\.?|versus)[ \t]{1,3}(?:(?:a|an|the|his|her|their)[ \t]{1,3})?$")


def _case_of_all_in(lowered: str, at: int) -> bool:
    """Whether an all-in word is a plan under a condition ("If he 4-bets, I get it in.") or another's expected move
    after "are likely to" ("the short stacks are likely to shove over a 3-bet")."""
    return under_condition(lowered, at) or _PREDICTED_RE.search(lowered, max(0, at - 40), at) is not None


# Fillers opening a question, each closed by a comma, a dash, an ellipsis or a space: "Ok, raise?", "Well... call?"
# ("Hmm, order?" is a hedge: _HEDGED_QUESTION_RE).
_FILLER_BEFORE_RE = re.compile(r"ok|okay|well|so|oh|ah+|er+|erm")
_FILLER_CLOSE = " \t,.!\u2026\u2013\u2014-"


def _fillers_start(lowered: str, at: int) -> int:
    """Where the fillers right before ``at`` start, however many ("so... " 3000 times read as the action when only
    the last 40 characters were looked at); each character is stepped over once."""
    while True:
        close = at
        while close > 0 and at - close < 4 and lowered[close - 1] in _FILLER_CLOSE:
            close -= 1
        word = close
        while word > 0 and "a" <= lowered[word - 1] <= "z":
            word -= 1
        if close == at or not _FILLER_BEFORE_RE.fullmatch(lowered, word, close):
            return at
        at = word


def _word_start(lowered: str, at: int) -> int:
    """Where the word holding the action's word at ``at`` starts, letters and digits glued before it included."""
    glued = _GLUED_BEFORE_RE.search(lowered, max(0, at - 12), at)
    return glued.start() if glued else at


def _only_asked(lowered: str, mentions: list[tuple[int, str, bool]]) -> bool:
    """Whether the text ends in one action asked back, once or over and over, and says nothing else of it: "Call?",
    "Legal bids: 0 to 13. Bid 13?", "Raise? Raise?" (each asking again after the last; read as a minimum raise until
    2026-12-07), "Ok. Raise? Ok. Raise?" and "Call? 1call?" (read as the action until 2026-12-08)."""
    if len({kind for _, kind, _ in mentions}) != 1:
        return False
    starts = [start for start, _, _ in mentions]
    first = _word_start(lowered, starts[0])
    first = _fillers_start(lowered, first)
    opened = _NO_WORD_RE.fullmatch(lowered, 0, first) or _QUESTION_OPENING_RE.search(lowered, max(0, first - 16), first)
    if not opened or not _BARE_QUESTION_AFTER_RE.fullmatch(lowered, starts[-1] + 1):
        return False
    return all(
        _ASKED_AGAIN_GAP_RE.fullmatch(lowered, at + 1, _word_start(lowered, again))
        for at, again in zip(starts, starts[1:])
    )


def _others_marker(text: str, start: int) -> bool:
    return _OTHERS_MARKER_RE.search(text, max(0, start - 80), start) is not None


def read_prose(text: str, options: dict[str, dict[str, Any]]) -> tuple[dict[str, Any], bool, str | None]:
    # After an explicit "answer:" / "action:" marker (the seat's own), only the text following the last one counts.
    markers = [m for m in _MARKER_RE.finditer(text) if not _others_marker(text, m.start())]
    focus = text[markers[-1].end() :] if markers else text
    response, snapped, reason = read_focus(focus, options)
    if len(markers) > 1 and _marker_word(markers[-2]) == _marker_word(markers[-1]) and _given_twice(text, markers):
        _refuse_marker_twice(text[markers[-2].end() : markers[-1].start()], options, response)
    refuse_question_answered(focus, response, options[response["action"]])
    refuse_card_rejected(focus, response, options[response["action"]])
    refuse_card_kept(focus, response, options[response["action"]])
    refuse_nil_beside(focus, response)
    refuse_flat_beside(focus, response)
    refuse_made_otherwise(focus, response)
    refuse_number_judged(focus, response)
    refuse_named_play(focus, response, options)
    refuse_other_card_this_trick(focus, response, options[response["action"]])
    if not snapped:
        refuse_number_closing(focus, response.get("amount"))
    lowered = ascii_lower(text)
    if _DEFERRED_RE.search(_last_sentence(lowered)):
        raise Refused("the answer ends by putting its decision off ('before deciding'); name the action to take")
    if _CLOSING_NO_RE.search(lowered, max(0, len(lowered) - 40)):  # "Fold. No." takes its action back; "Check? No!" not
        raise Refused("the answer ends in a bare no after its action; name the one to take")
    kind = response["action"]
    if "min" in options[kind] and kind in ("bet", "raise") and response["amount"] < options[kind]["max"]:  # not all in
        refuse_size_elsewhere(lowered, (reason or "").startswith(NO_AMOUNT))
    return response, snapped, reason


# Markers that give the seat's own answer once: a second one right after, both opening their sentence, giving another
# action leaves two answers ("Answer: fold. Answer: call.", "action: check\naction: bet"); further apart, or after
# another word ("Player 2 action:", "Sample: Decision:"), the earlier one is often another's or weighed.
_MARKERS_GIVEN_ONCE = ("answer", "action", "decision")
_MARKER_OPENS_RE = re.compile(r"(?:\A|[.!?\n])[ \t*_>#-]{0,8}\Z")


def _given_twice(text: str, markers: list[re.Match[str]]) -> bool:
    """Whether the last two markers, of one word, may each give the seat's answer (see _MARKERS_GIVEN_ONCE)."""
    word = _marker_word(markers[-1])
    if word == "final answer":
        return True
    return (
        word in _MARKERS_GIVEN_ONCE
        and markers[-1].start() - markers[-2].end() <= 60
        and "#" not in text[markers[-2].end() : markers[-1].start()]  # a heading between: "### Their range"
        and all(_MARKER_OPENS_RE.search(text, max(0, m.start() - 12), m.start()) for m in markers[-2:])
    )


def _last_sentence(lowered: str) -> str:
    """The last sentence of ``lowered`` (of its last 300 characters), marks around it left out."""
    tail = lowered[-300:].rstrip(" \t\n*_`\"'.!)")
    return SENTENCE_BREAK_RE.split(tail)[-1]


def _marker_word(marker: re.Match[str]) -> str:
    return " ".join(re.findall(r"[a-z]+", ascii_lower(marker.group(0))))


def _refuse_marker_twice(between: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> None:
    """Refuse an answer whose last "Final answer:" (or "Answer:", "Action:", "Decision:") follows another that gives
    another action, by what stands between or on the earlier marker's line: "Final answer: Raise to 30" then "Final
    answer: Call" called. Other markers often tell what others did ("Player 2 move:")."""
    try:
        earlier = read_focus(between, options)[0]
    except Refused:
        line = between.lstrip(" \t*_").split("\n", 1)[0]  # the marker's own line: "Qh**" then other options weighed
        try:
            earlier = read_focus(line, options)[0] if line != between else response
        except Refused:
            return
    if earlier != response:
        raise Refused("the answer gives two different actions under the same marker; give one")


def _bare_kinds(focus: str, options: dict[str, dict[str, Any]], card_kinds: list[str]) -> list[str]:
    """The one kind a bare card ("Qh") or a bare number ("3" when bidding) answers; refused otherwise."""
    if len(card_kinds) == 1 and (first_card(focus, options[card_kinds[0]]) is not None):
        return card_kinds
    if len(options) == 1 and "min" in next(iter(options.values())) and has_number(focus):
        return list(options)
    lowered = ascii_lower(focus)
    named = [w for w in KIND_WORDS if KIND_EXACT_RES[w].search(lowered)]
    if any(w in options for w in named):  # a legal word every mention of which was set aside: "The raise looks strong."
        shown = next(w for w in named if w in options)
        raise Refused(f"'{shown}' is named only as another's, a noun or a plan, not as this seat's action; name it")
    if named:
        raise Refused(f"'{named[0]}' is not a legal action here (legal: " + ", ".join(options) + ")")
    raise Refused("no legal action is named in the answer (legal: " + ", ".join(options) + ")")


def _sized_mentions(focus: str, first: list[int], option: dict[str, Any]) -> list[int]:
    """The mentions of the kind read that its size is looked for after: for a bet or raise, the ones told now where
    some are not. A size goes with the action told now, not one done or quoted before it: "Cog raised, Sprocket
    re-raised to 24. I'm raising to 70." raised to 24 (corpus 65), and "Gizmo said 'min-raise incoming' and raised
    to 4. I raise to 12." took the quote's minimum."""
    lowered = ascii_lower(focus)
    told_now = [pos for pos in first if not PAST_RE.match(lowered, pos) and not someone_says(lowered, pos)]
    return told_now if told_now and len(told_now) < len(first) and "min" in option else first


def read_focus(focus: str, options: dict[str, dict[str, Any]]) -> tuple[dict[str, Any], bool, str | None]:
    written = action_mentions(focus, options)
    unplanned, plans = blank_later_plans(focus, written)
    card_kinds = [k for k, o in options.items() if o.get("cards")]
    mentions = _said(
        unplanned, action_mentions(unplanned, options) if plans else written, len(options), len(card_kinds) == 1
    )
    refuse_plan_before(ascii_lower(focus), ascii_lower(unplanned), plans, written, mentions)
    focus = unplanned
    kinds = sorted({kind for _, kind, _ in mentions})
    nil_at = NIL_RE.search(ascii_lower(focus)) if "bid" in options else None
    nil = nil_at is not None and own_value(ascii_lower(focus), nil_at.start())  # not "RHO - nil"
    if not kinds and nil:
        kinds = ["bid"]
    if not kinds:
        kinds = _bare_kinds(focus, options, card_kinds)
    if len(kinds) > 1:
        raise Refused("the answer names several actions (" + ", ".join(kinds) + "); give exactly one")
    kind = kinds[0]
    refuse_left_open(focus, mentions)
    all_in = any(allin for _, k, allin in mentions if k == kind)
    lowered_focus = ascii_lower(focus) if all_in else ""
    if all_in and all(_case_of_all_in(lowered_focus, pos) for pos, k, allin in mentions if k == kind and allin):
        # "Raise to 2,500. If he 4-bets, I'm happy to get it in." raised all in: the all-in is a plan
        raise Refused(f"the answer names all-in only under a condition; name the {kind} to make now")
    option = options[kind]
    first = _sized_mentions(focus, [pos for pos, k, _ in mentions if k == kind], option)
    after = focus[first[0] :] if first else focus
    bare = _bare_choice(focus, option, nil) if not mentions else None
    if bare is not None and option.get("cards"):
        refuse_bare_card_in_doubt(focus, bare, option)
    if not mentions and "min" in option:
        refuse_number_asked(focus, option)
    if len(first) > 1 and not all_in:
        refuse_two_values(focus, first, [pos for pos, _, _ in mentions], option)
    before = focus[max(0, first[0] - 24) : first[0]] if first else ""
    starts = [pos - first[0] for pos in first]
    if all_in and "min" in option:
        refuse_all_in_and_amount(focus, mentions, kind, option, nil)
    amount = prose_amount(after, before, kind, nil, starts) if "min" in option and not all_in else None
    min_word = first and _MIN_RAISE_RE.match(ascii_lower(focus[first[0] : first[0] + 8]))
    if amount is None and min_word and "min" in option:
        amount = option["min"]  # "min-raise" names its size: the minimum, asked for, not snapped to
    if amount is None and kind == "bid" and nil:
        amount = 0  # the nil stands before the word: "Nil bid.", "0 (nil) is my bid"
    card: Any = None
    if option.get("cards"):
        if bare is None:  # the choice is looked for where the card is read
            refuse_card_choice(after if first_card(after, option) is not None else focus, option)
        card = bare or first_card(after, option) or first_card(focus, option)
        at = next(written_cards(after, option), (None, None))[0] if bare is None and first else None
        if at is not None:
            refuse_card_apart(focus, first, first[0] + at, card, option)
            refuse_card_of_another_trick(focus, first[0] + at)
        refuse_card_taken_back(after if first_card(after, option) is not None else focus, option)
        if first and PRONOUN_AFTER_RE.match(ascii_lower(focus), first[0]):
            refuse_pronoun_for_another(focus[: first[0]], card, option)
        if card is None:
            raise Refused(f"'{kind}' needs a card from {', '.join(option['cards'])}, and none is named")
    lowered = ascii_lower(focus)
    refuse_beside_me(focus, lowered, [pos for pos, k, _ in mentions if k == kind], amount, option)
    told = [m[0] for m in mentions if not EARLIER_CHOICE_RE.search(lowered, max(0, m[0] - 40), m[0])]
    refuse_taken_back(focus, told[-1] if told else 0, amount, card, option)
    refuse_other_value_offered(focus, told[-1] if told else 0, amount, card, option)
    if first and _UNLESS_THEN_RE.search(lowered, first[0], _case_end(lowered, first[0])):
        raise Refused("the answer gives another choice under a case ('unless ..., then ...'); name one")
    if len(card_kinds) == 1 and kind not in card_kinds:
        refuse_card_after_correction(focus, told[-1] if told else 0, options[card_kinds[0]])
        refuse_value_closing(focus, kind, options[card_kinds[0]])
        refuse_value_compared(focus, first, kind, options[card_kinds[0]])
    elif card is not None:
        refuse_value_closing(focus, kind, option, card)
    return build_response(kind, all_in, amount, card, None, options)


# Another choice after a case, in the action's sentence: "I'd play Th, unless you want me to win it, then Qh.",
# "Raise to 12, unless he is short, then 20." took the first.
_UNLESS_THEN_RE = re.compile(r"(?<![a-z])unless(?![a-z])[^.!?;\n]{1,80}?[,\u2014\u2013-][ \t]{0,3}then(?![a-z])")

# A case opening the sentence after the action's, which takes it back as one: "Raise to 12. Unless he is short, then
# 20." raised to 12 (session 39).
_UNLESS_OPENING_RE = re.compile(r"[.!;\n][ \t\n*_]{0,4}unless(?![a-z])")


def _case_end(lowered: str, at: int) -> int:
    """Where the sentence holding ``at`` ends, or the next one where it opens with "unless"."""
    end = _sentence_end(lowered, at)
    opening = _UNLESS_OPENING_RE.match(lowered, end)
    return _sentence_end(lowered, opening.end()) if opening else end


def _sentence_end(lowered: str, at: int) -> int:
    """Where the sentence holding ``at`` ends (a stop, "!", "?", ";" or a line break), or the text's end."""
    end = SENTENCE_BREAK_RE.search(lowered, at)
    return end.start() if end else len(lowered)


def _bare_choice(focus: str, option: dict[str, Any], nil: bool) -> str | None:
    """The one card or number a text with no action word names, leaving out those under a negation; refused when
    it names more: "Since partner led the Th, I'll duck with 2c" played the ten, "Not spades. Clubs." spades."""
    lowered = ascii_lower(focus)
    if "min" in option:
        found = [(m.start(), m.group(0).rstrip(",_")) for m in numbers(focus)]
        zero = NIL_RE.search(lowered) if nil else None
        if found and not zero and not any(own_value(lowered, at) for at, _ in found):
            raise Refused(f"the answer names only other players' or a case's numbers; name the {option['action']}")
        # Every number still counts, another player's too: the amount is read from the text ("LHO: 5\nMe: 2" bid 5).
        found += [(zero.start(), "0")] if zero else []
        # The amount is read as the first number, so every number counts: "not 2, 3" is refused, not read as 2.
        said = [value for at, value in found if len(found) > 1 or not negated(lowered, at)]
    else:
        every = legal_values(focus, option)
        if every and not any(own_value(lowered, at) for at, _ in every):
            raise Refused(f"the answer names only other players' or a case's cards; name the one to {option['action']}")
        found = [(at, card) for at, card in every if not OTHERS_RE.search(lowered, max(0, at - 32), at)]
        said = [value for at, value in found if not negated(lowered, at)]  # "Ts (not the As)" names the ten
    if found and not said:
        raise Refused(f"the answer names what not to {option['action']} only; name the one to {option['action']}")
    if any(_BUT_I_AFTER_RE.match(lowered, at) for at, _ in found):
        # "The ace of spades is the boss card, but I'll duck with the ten." played the ace (corpus 54)
        raise Refused(f"the answer turns from the one it names with 'but'; name the one to {option['action']}")
    distinct = list(dict.fromkeys(said))
    if len(distinct) > 1:
        shown = ", ".join(seat_text(v, 12) for v in distinct[:4])
        raise Refused(f"the answer names {shown} and no action word; say which to {option['action']}")
    return distinct[0] if distinct else None
