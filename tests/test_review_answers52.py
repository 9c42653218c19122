"""Misreads of model answers, round twenty-five: an out-of-sample measure of the answer reader as it stands on main at
commit d25ccda. Every answer here was written, and what a careful human reader takes as its writer's decision was
judged, blind: before the reader's code, its rules, its documentation of them, its output or any earlier corpus's
answers were looked at. This round leans on the answers today's strong reasoning models write once they have thought:
a paragraph or several of analysis (ranges, pot odds, outs, counting trumps, partner's signals) that ends in the
decision, given as a bold last line, a "Decision:" line, a JSON object or a fenced block at the end, a bare last word,
a markdown section; beside these, short answers, in proportion to how often each decision comes up (Hold'em actions and
trick plays above all). About a quarter are hard cases such a model could plausibly write: analysis that names several
actions before choosing one, quoted talk of other players, self-corrections, questions to itself, hedges and mixes,
plans for later streets, think tags, illegal or out-of-range choices, cards described rather than named, and text cut
off before the decision. `meant` is None where a careful reader could not tell, or where what was meant is not legal.
Earlier corpora: tests/test_review_answers27.py to 51.py."""

from __future__ import annotations

from support.answer_cases import (
    ALONE,
    BID,
    BID1,
    BIG,
    CALL,
    CHECK,
    DISCARD,
    FOLD,
    HOLDEM,
    HPASS,
    KUHN_FACE,
    KUHN_OPEN,
    LEDUC_FACE,
    OHHELL_DEALER,
    OPEN,
    PASS,
    STICK,
    SUITS,
    TRICK,
    TRICK2,
    act,
    bet,
    bid,
    card,
    corpus_tests,
    raise_to,
)

# Decisions the shared lists lack: Leduc's first action of a round; euchre with hearts trump (J♦ the left bower), a
# lead; hearts, a follow to a diamond lead; spades, a follow to a spade lead; oh-hell with five cards; TRICK's hand
# when hearts are led.
LEDUC_OPEN2 = [{"action": "check"}, {"action": "bet"}]
EU_LEAD2 = [{"action": "play", "cards": ["Jh", "Jd", "Ah", "9h", "Kd"]}]
H_DIAMONDS = [{"action": "play", "cards": ["3d", "Jd", "Kd"]}]
SP_SPADES = [{"action": "play", "cards": ["8s", "Qs", "As"]}]
OH5 = [{"action": "bid", "min": 0, "max": 5}]
TRICK_H = [{"action": "play", "cards": ["Qh", "Th"]}]
BET, RAISE, ORDER, ALONE_, PARTNER = act("bet"), act("raise"), act("order"), act("alone"), act("partner")
ALLIN = raise_to(200)  # HOLDEM's most


def _play(c):
    return card("play", c)


def _trump(s):
    return card("trump", s)


def _discard(c):
    return card("discard", c)


def _pass(c):
    return card("pass", c)


_raise, _bet, _bid = raise_to, bet, bid  # short names for the long corpus below

CORPUS = [
    (
        (
            "Villain opened from the cutoff and I'm in the big blind with KTs. Pot odds: I need to call 6 into "
            "15, about 29% equity, and KTs has well over that against a cutoff range. A 3-bet is possible but "
            "gets me into a bloated pot out of position.\n\n**Decision: Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Villain opened from the cutoff and I'm in the big blind with KTs. Pot odds: I need to call 6 into "
            "15, about 29% equity, and KTs has well over that against a cutoff range. A 3-bet is possible but "
            "gets me into a bloated pot out of position.\n\nDecision: call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Villain opened from the cutoff and I'm in the big blind with KTs. Pot odds: I need to call 6 into "
            "15, about 29% equity, and KTs has well over that against a cutoff range. A 3-bet is possible but "
            'gets me into a bloated pot out of position.\n\n{"action": "call"}'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Villain opened from the cutoff and I'm in the big blind with KTs. Pot odds: I need to call 6 into "
            "15, about 29% equity, and KTs has well over that against a cutoff range. A 3-bet is possible but "
            "gets me into a bloated pot out of position.\n\nFinal answer: call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Villain opened from the cutoff and I'm in the big blind with KTs. Pot odds: I need to call 6 into "
            "15, about 29% equity, and KTs has well over that against a cutoff range. A 3-bet is possible but "
            "gets me into a bloated pot out of position.\n\nCall"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Villain opened from the cutoff and I'm in the big blind with KTs. Pot odds: I need to call 6 into "
            "15, about 29% equity, and KTs has well over that against a cutoff range. A 3-bet is possible but "
            "gets me into a bloated pot out of position.\n\nSo I call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "My range here is capped and his is polar. I have top pair with a weak kicker, which beats all his "
            "bluffs and few of his value hands. Calling is the standard bluff-catch.\n\n**Decision: Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "My range here is capped and his is polar. I have top pair with a weak kicker, which beats all his "
            "bluffs and few of his value hands. Calling is the standard bluff-catch.\n\nDecision: call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "My range here is capped and his is polar. I have top pair with a weak kicker, which beats all his "
            'bluffs and few of his value hands. Calling is the standard bluff-catch.\n\n```json\n{"action": '
            '"call"}\n```'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "My range here is capped and his is polar. I have top pair with a weak kicker, which beats all his "
            "bluffs and few of his value hands. Calling is the standard bluff-catch.\n\nFinal answer: call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "My range here is capped and his is polar. I have top pair with a weak kicker, which beats all his "
            "bluffs and few of his value hands. Calling is the standard bluff-catch.\n\nCall"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "My range here is capped and his is polar. I have top pair with a weak kicker, which beats all his "
            "bluffs and few of his value hands. Calling is the standard bluff-catch.\n\n**Call.**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Let me count outs. Nine hearts for the flush plus three non-heart aces: twelve clean outs, about "
            "24% on the river alone. The bet is 20 into 60, so I need 20%. The price is right.\n\n**Decision: "
            "Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Let me count outs. Nine hearts for the flush plus three non-heart aces: twelve clean outs, about "
            '24% on the river alone. The bet is 20 into 60, so I need 20%. The price is right.\n\n{"action": '
            '"call"}'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Let me count outs. Nine hearts for the flush plus three non-heart aces: twelve clean outs, about "
            "24% on the river alone. The bet is 20 into 60, so I need 20%. The price is "
            'right.\n\n```json\n{"action": "call"}\n```'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Let me count outs. Nine hearts for the flush plus three non-heart aces: twelve clean outs, about "
            "24% on the river alone. The bet is 20 into 60, so I need 20%. The price is right.\n\nFinal "
            "answer: call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Let me count outs. Nine hearts for the flush plus three non-heart aces: twelve clean outs, about "
            "24% on the river alone. The bet is 20 into 60, so I need 20%. The price is right.\n\nSo I call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Let me count outs. Nine hearts for the flush plus three non-heart aces: twelve clean outs, about "
            "24% on the river alone. The bet is 20 into 60, so I need 20%. The price is right.\n\n**Call.**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "He has been barrelling light all night, two river bluffs shown down. Second pair is not a hand to "
            "raise, but it is too strong to fold for a half-pot bet.\n\nDecision: call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "He has been barrelling light all night, two river bluffs shown down. Second pair is not a hand to "
            'raise, but it is too strong to fold for a half-pot bet.\n\n{"action": "call"}'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "He has been barrelling light all night, two river bluffs shown down. Second pair is not a hand to "
            'raise, but it is too strong to fold for a half-pot bet.\n\n```json\n{"action": "call"}\n```'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "He has been barrelling light all night, two river bluffs shown down. Second pair is not a hand to "
            "raise, but it is too strong to fold for a half-pot bet.\n\nCall"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "He has been barrelling light all night, two river bluffs shown down. Second pair is not a hand to "
            "raise, but it is too strong to fold for a half-pot bet.\n\nSo I call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "He has been barrelling light all night, two river bluffs shown down. Second pair is not a hand to "
            "raise, but it is too strong to fold for a half-pot bet.\n\n**Call.**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Stack-to-pot is about 2, I'm not folding an overpair, but raising only gets called by sets. I'll "
            "keep the pot controlled and see the river.\n\n**Decision: Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Stack-to-pot is about 2, I'm not folding an overpair, but raising only gets called by sets. I'll "
            "keep the pot controlled and see the river.\n\nDecision: call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Stack-to-pot is about 2, I'm not folding an overpair, but raising only gets called by sets. I'll "
            'keep the pot controlled and see the river.\n\n{"action": "call"}'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Stack-to-pot is about 2, I'm not folding an overpair, but raising only gets called by sets. I'll "
            "keep the pot controlled and see the river.\n\nFinal answer: call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Stack-to-pot is about 2, I'm not folding an overpair, but raising only gets called by sets. I'll "
            "keep the pot controlled and see the river.\n\nCall"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Stack-to-pot is about 2, I'm not folding an overpair, but raising only gets called by sets. I'll "
            "keep the pot controlled and see the river.\n\nSo I call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Small blind limped and the button min-raised. With 98s and everybody deep, implied odds make this "
            "profitable; a 3-bet here would mostly fold out the hands I dominate.\n\n**Decision: Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Small blind limped and the button min-raised. With 98s and everybody deep, implied odds make this "
            "profitable; a 3-bet here would mostly fold out the hands I dominate.\n\nDecision: call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Small blind limped and the button min-raised. With 98s and everybody deep, implied odds make this "
            'profitable; a 3-bet here would mostly fold out the hands I dominate.\n\n```json\n{"action": '
            '"call"}\n```'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Small blind limped and the button min-raised. With 98s and everybody deep, implied odds make this "
            "profitable; a 3-bet here would mostly fold out the hands I dominate.\n\nFinal answer: call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Small blind limped and the button min-raised. With 98s and everybody deep, implied odds make this "
            "profitable; a 3-bet here would mostly fold out the hands I dominate.\n\nCall"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Small blind limped and the button min-raised. With 98s and everybody deep, implied odds make this "
            "profitable; a 3-bet here would mostly fold out the hands I dominate.\n\n**Call.**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "This is a 3-bet from the tightest player at the table, and I opened A9o from early position. "
            "Against a range of QQ+ and AK I have about 25% equity and I'm out of position. Not worth "
            "it.\n\n**Decision: Fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "This is a 3-bet from the tightest player at the table, and I opened A9o from early position. "
            "Against a range of QQ+ and AK I have about 25% equity and I'm out of position. Not worth "
            "it.\n\nDecision: fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "This is a 3-bet from the tightest player at the table, and I opened A9o from early position. "
            "Against a range of QQ+ and AK I have about 25% equity and I'm out of position. Not worth "
            'it.\n\n{"action": "fold"}'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "This is a 3-bet from the tightest player at the table, and I opened A9o from early position. "
            "Against a range of QQ+ and AK I have about 25% equity and I'm out of position. Not worth "
            "it.\n\nFinal answer: fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "This is a 3-bet from the tightest player at the table, and I opened A9o from early position. "
            "Against a range of QQ+ and AK I have about 25% equity and I'm out of position. Not worth "
            "it.\n\nFold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "This is a 3-bet from the tightest player at the table, and I opened A9o from early position. "
            "Against a range of QQ+ and AK I have about 25% equity and I'm out of position. Not worth "
            "it.\n\nSo I fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "The board runs out four to a straight, and he shoves the river after check-calling twice. My set "
            "of fives is good only against bluffs, and this player does not bluff rivers. Laying it "
            "down.\n\n**Decision: Fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "The board runs out four to a straight, and he shoves the river after check-calling twice. My set "
            "of fives is good only against bluffs, and this player does not bluff rivers. Laying it "
            "down.\n\nDecision: fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "The board runs out four to a straight, and he shoves the river after check-calling twice. My set "
            "of fives is good only against bluffs, and this player does not bluff rivers. Laying it "
            'down.\n\n```json\n{"action": "fold"}\n```'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "The board runs out four to a straight, and he shoves the river after check-calling twice. My set "
            "of fives is good only against bluffs, and this player does not bluff rivers. Laying it "
            "down.\n\nFinal answer: fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "The board runs out four to a straight, and he shoves the river after check-calling twice. My set "
            "of fives is good only against bluffs, and this player does not bluff rivers. Laying it "
            "down.\n\nFold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "The board runs out four to a straight, and he shoves the river after check-calling twice. My set "
            "of fives is good only against bluffs, and this player does not bluff rivers. Laying it "
            "down.\n\n**Fold.**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "72o facing a raise and a call. There's no hand worse than this to continue with; no implied odds, "
            "no fold equity.\n\n**Decision: Fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "72o facing a raise and a call. There's no hand worse than this to continue with; no implied odds, "
            'no fold equity.\n\n{"action": "fold"}'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "72o facing a raise and a call. There's no hand worse than this to continue with; no implied odds, "
            'no fold equity.\n\n```json\n{"action": "fold"}\n```'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "72o facing a raise and a call. There's no hand worse than this to continue with; no implied odds, "
            "no fold equity.\n\nFinal answer: fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "72o facing a raise and a call. There's no hand worse than this to continue with; no implied odds, "
            "no fold equity.\n\nSo I fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "72o facing a raise and a call. There's no hand worse than this to continue with; no implied odds, "
            "no fold equity.\n\n**Fold.**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I missed everything: no pair, no draw, ace high with a bad kicker. He bet two-thirds pot into "
            "three players. Giving up.\n\nDecision: fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I missed everything: no pair, no draw, ace high with a bad kicker. He bet two-thirds pot into "
            'three players. Giving up.\n\n{"action": "fold"}'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I missed everything: no pair, no draw, ace high with a bad kicker. He bet two-thirds pot into "
            'three players. Giving up.\n\n```json\n{"action": "fold"}\n```'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I missed everything: no pair, no draw, ace high with a bad kicker. He bet two-thirds pot into "
            "three players. Giving up.\n\nFold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I missed everything: no pair, no draw, ace high with a bad kicker. He bet two-thirds pot into "
            "three players. Giving up.\n\nSo I fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I missed everything: no pair, no draw, ace high with a bad kicker. He bet two-thirds pot into "
            "three players. Giving up.\n\n**Fold.**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Pot odds are 3 to 1 but my gutshot has only four outs, roughly 9%. Even with implied odds, that's "
            "a clear loser.\n\n**Decision: Fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Pot odds are 3 to 1 but my gutshot has only four outs, roughly 9%. Even with implied odds, that's "
            "a clear loser.\n\nDecision: fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Pot odds are 3 to 1 but my gutshot has only four outs, roughly 9%. Even with implied odds, that's "
            'a clear loser.\n\n{"action": "fold"}'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Pot odds are 3 to 1 but my gutshot has only four outs, roughly 9%. Even with implied odds, that's "
            "a clear loser.\n\nFinal answer: fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Pot odds are 3 to 1 but my gutshot has only four outs, roughly 9%. Even with implied odds, that's "
            "a clear loser.\n\nFold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Pot odds are 3 to 1 but my gutshot has only four outs, roughly 9%. Even with implied odds, that's "
            "a clear loser.\n\nSo I fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Two pair on a paired board facing a check-raise and a jam: the full house is very likely. I can't "
            "call off my stack.\n\n**Decision: Fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Two pair on a paired board facing a check-raise and a jam: the full house is very likely. I can't "
            "call off my stack.\n\nDecision: fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Two pair on a paired board facing a check-raise and a jam: the full house is very likely. I can't "
            'call off my stack.\n\n```json\n{"action": "fold"}\n```'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Two pair on a paired board facing a check-raise and a jam: the full house is very likely. I can't "
            "call off my stack.\n\nFinal answer: fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Two pair on a paired board facing a check-raise and a jam: the full house is very likely. I can't "
            "call off my stack.\n\nFold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Two pair on a paired board facing a check-raise and a jam: the full house is very likely. I can't "
            "call off my stack.\n\n**Fold.**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I flopped top set on a two-tone board. There are flush draws out there that will call a raise, "
            "and slow-playing lets them realise equity cheaply. Building the pot now.\n\n**Decision: Raise to "
            "24**"
        ),
        HOLDEM,
        _raise(24),
    ),
    (
        (
            "I flopped top set on a two-tone board. There are flush draws out there that will call a raise, "
            "and slow-playing lets them realise equity cheaply. Building the pot now.\n\nDecision: raise to 24"
        ),
        HOLDEM,
        _raise(24),
    ),
    (
        (
            "I flopped top set on a two-tone board. There are flush draws out there that will call a raise, "
            'and slow-playing lets them realise equity cheaply. Building the pot now.\n\n{"action": "raise", '
            '"amount": 24}'
        ),
        HOLDEM,
        _raise(24),
    ),
    (
        (
            "I flopped top set on a two-tone board. There are flush draws out there that will call a raise, "
            "and slow-playing lets them realise equity cheaply. Building the pot now.\n\nFinal answer: raise "
            "to 24."
        ),
        HOLDEM,
        _raise(24),
    ),
    (
        (
            "I flopped top set on a two-tone board. There are flush draws out there that will call a raise, "
            "and slow-playing lets them realise equity cheaply. Building the pot now.\n\nSo I'll raise to 24."
        ),
        HOLDEM,
        _raise(24),
    ),
    (
        (
            "I flopped top set on a two-tone board. There are flush draws out there that will call a raise, "
            "and slow-playing lets them realise equity cheaply. Building the pot now.\n\nAction: "
            "raise\nAmount: 24"
        ),
        HOLDEM,
        _raise(24),
    ),
    (
        (
            "I flopped top set on a two-tone board. There are flush draws out there that will call a raise, "
            "and slow-playing lets them realise equity cheaply. Building the pot now. Raise it."
        ),
        HOLDEM,
        None,
    ),
    (
        (
            "AKs on the button facing a single open: this is a clear 3-bet for value, and it isolates the "
            "opener. Sizing three times his open.\n\n**Decision: Raise to 18**"
        ),
        HOLDEM,
        _raise(18),
    ),
    (
        (
            "AKs on the button facing a single open: this is a clear 3-bet for value, and it isolates the "
            "opener. Sizing three times his open.\n\nDecision: raise to 18"
        ),
        HOLDEM,
        _raise(18),
    ),
    (
        (
            "AKs on the button facing a single open: this is a clear 3-bet for value, and it isolates the "
            'opener. Sizing three times his open.\n\n```json\n{"action": "raise", "amount": 18}\n```'
        ),
        HOLDEM,
        _raise(18),
    ),
    (
        (
            "AKs on the button facing a single open: this is a clear 3-bet for value, and it isolates the "
            "opener. Sizing three times his open.\n\nFinal answer: raise to 18."
        ),
        HOLDEM,
        _raise(18),
    ),
    (
        (
            "AKs on the button facing a single open: this is a clear 3-bet for value, and it isolates the "
            "opener. Sizing three times his open.\n\nSo I'll raise to 18."
        ),
        HOLDEM,
        _raise(18),
    ),
    (
        (
            "AKs on the button facing a single open: this is a clear 3-bet for value, and it isolates the "
            "opener. Sizing three times his open. Raise it."
        ),
        HOLDEM,
        None,
    ),
    (
        (
            "The nut flush draw plus two overcards gives me about 54% against a single pair. A semi-bluff "
            "raise wins the pot now often, and I'm a favourite when called.\n\n**Decision: Raise to 40**"
        ),
        HOLDEM,
        _raise(40),
    ),
    (
        (
            "The nut flush draw plus two overcards gives me about 54% against a single pair. A semi-bluff "
            'raise wins the pot now often, and I\'m a favourite when called.\n\n{"action": "raise", "amount": '
            "40}"
        ),
        HOLDEM,
        _raise(40),
    ),
    (
        (
            "The nut flush draw plus two overcards gives me about 54% against a single pair. A semi-bluff "
            'raise wins the pot now often, and I\'m a favourite when called.\n\n```json\n{"action": "raise", '
            '"amount": 40}\n```'
        ),
        HOLDEM,
        _raise(40),
    ),
    (
        (
            "The nut flush draw plus two overcards gives me about 54% against a single pair. A semi-bluff "
            "raise wins the pot now often, and I'm a favourite when called.\n\nFinal answer: raise to 40."
        ),
        HOLDEM,
        _raise(40),
    ),
    (
        (
            "The nut flush draw plus two overcards gives me about 54% against a single pair. A semi-bluff "
            "raise wins the pot now often, and I'm a favourite when called.\n\nAction: raise\nAmount: 40"
        ),
        HOLDEM,
        _raise(40),
    ),
    (
        (
            "The nut flush draw plus two overcards gives me about 54% against a single pair. A semi-bluff "
            "raise wins the pot now often, and I'm a favourite when called. Raise it."
        ),
        HOLDEM,
        None,
    ),
    (
        (
            "I hold the nuts on the river. He's likely to call a raise with two pair or a worse flush, so go "
            "big.\n\nDecision: raise to 120"
        ),
        HOLDEM,
        _raise(120),
    ),
    (
        (
            "I hold the nuts on the river. He's likely to call a raise with two pair or a worse flush, so go "
            'big.\n\n{"action": "raise", "amount": 120}'
        ),
        HOLDEM,
        _raise(120),
    ),
    (
        (
            "I hold the nuts on the river. He's likely to call a raise with two pair or a worse flush, so go "
            'big.\n\n```json\n{"action": "raise", "amount": 120}\n```'
        ),
        HOLDEM,
        _raise(120),
    ),
    (
        (
            "I hold the nuts on the river. He's likely to call a raise with two pair or a worse flush, so go "
            "big.\n\nSo I'll raise to 120."
        ),
        HOLDEM,
        _raise(120),
    ),
    (
        (
            "I hold the nuts on the river. He's likely to call a raise with two pair or a worse flush, so go "
            "big.\n\nAction: raise\nAmount: 120"
        ),
        HOLDEM,
        _raise(120),
    ),
    (
        (
            "I hold the nuts on the river. He's likely to call a raise with two pair or a worse flush, so go "
            "big. Raise it."
        ),
        HOLDEM,
        None,
    ),
    (
        (
            "Pocket queens, one limper, I'm on the button. Isolation raise to take the "
            "initiative.\n\n**Decision: Raise to 12**"
        ),
        HOLDEM,
        _raise(12),
    ),
    (
        (
            "Pocket queens, one limper, I'm on the button. Isolation raise to take the "
            "initiative.\n\nDecision: raise to 12"
        ),
        HOLDEM,
        _raise(12),
    ),
    (
        (
            "Pocket queens, one limper, I'm on the button. Isolation raise to take the "
            'initiative.\n\n{"action": "raise", "amount": 12}'
        ),
        HOLDEM,
        _raise(12),
    ),
    (
        (
            "Pocket queens, one limper, I'm on the button. Isolation raise to take the initiative.\n\nFinal "
            "answer: raise to 12."
        ),
        HOLDEM,
        _raise(12),
    ),
    (
        (
            "Pocket queens, one limper, I'm on the button. Isolation raise to take the initiative.\n\nSo I'll "
            "raise to 12."
        ),
        HOLDEM,
        _raise(12),
    ),
    (
        (
            "Pocket queens, one limper, I'm on the button. Isolation raise to take the initiative.\n\nAction: "
            "raise\nAmount: 12"
        ),
        HOLDEM,
        _raise(12),
    ),
    ("Pocket queens, one limper, I'm on the button. Isolation raise to take the initiative. Raise it.", HOLDEM, None),
    (
        (
            "I'm short-stacked at 20 big blinds with AQo facing a late-position open. Shoving gets maximum "
            "fold equity and I'm ahead of much of his range.\n\n**Decision: Raise to 200**"
        ),
        HOLDEM,
        _raise(200),
    ),
    (
        (
            "I'm short-stacked at 20 big blinds with AQo facing a late-position open. Shoving gets maximum "
            "fold equity and I'm ahead of much of his range.\n\nDecision: raise to 200"
        ),
        HOLDEM,
        _raise(200),
    ),
    (
        (
            "I'm short-stacked at 20 big blinds with AQo facing a late-position open. Shoving gets maximum "
            'fold equity and I\'m ahead of much of his range.\n\n```json\n{"action": "raise", "amount": '
            "200}\n```"
        ),
        HOLDEM,
        _raise(200),
    ),
    (
        (
            "I'm short-stacked at 20 big blinds with AQo facing a late-position open. Shoving gets maximum "
            "fold equity and I'm ahead of much of his range.\n\nFinal answer: raise to 200."
        ),
        HOLDEM,
        _raise(200),
    ),
    (
        (
            "I'm short-stacked at 20 big blinds with AQo facing a late-position open. Shoving gets maximum "
            "fold equity and I'm ahead of much of his range.\n\nSo I'll raise to 200."
        ),
        HOLDEM,
        _raise(200),
    ),
    (
        (
            "I'm short-stacked at 20 big blinds with AQo facing a late-position open. Shoving gets maximum "
            "fold equity and I'm ahead of much of his range. All in for 200."
        ),
        HOLDEM,
        ALLIN,
    ),
    (
        (
            "I'm out of position with middle pair on a wet board. Checking keeps the pot small and lets him "
            "bluff into me.\n\n**Decision: Check**"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "I'm out of position with middle pair on a wet board. Checking keeps the pot small and lets him "
            "bluff into me.\n\nDecision: check"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "I'm out of position with middle pair on a wet board. Checking keeps the pot small and lets him "
            "bluff into me.\n\n```\ncheck\n```"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "I'm out of position with middle pair on a wet board. Checking keeps the pot small and lets him "
            "bluff into me.\n\nFinal answer: check."
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "I'm out of position with middle pair on a wet board. Checking keeps the pot small and lets him "
            "bluff into me.\n\nI'll check."
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "I'm out of position with middle pair on a wet board. Checking keeps the pot small and lets him "
            "bluff into me.\n\n→ Check"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "The turn brought the fourth club and I have no club. My equity dropped a lot; I'd rather take a "
            "free look at the river.\n\n**Decision: Check**"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "The turn brought the fourth club and I have no club. My equity dropped a lot; I'd rather take a "
            'free look at the river.\n\n{"action": "check"}'
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "The turn brought the fourth club and I have no club. My equity dropped a lot; I'd rather take a "
            "free look at the river.\n\n```\ncheck\n```"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "The turn brought the fourth club and I have no club. My equity dropped a lot; I'd rather take a "
            "free look at the river.\n\nCheck"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "The turn brought the fourth club and I have no club. My equity dropped a lot; I'd rather take a "
            "free look at the river.\n\nI'll check."
        ),
        OPEN,
        CHECK,
    ),
    ("I completed the flush but he is aggressive; check to induce a bet, then raise.\n\nDecision: check", OPEN, CHECK),
    (
        'I completed the flush but he is aggressive; check to induce a bet, then raise.\n\n{"action": "check"}',
        OPEN,
        CHECK,
    ),
    (
        "I completed the flush but he is aggressive; check to induce a bet, then raise.\n\nFinal answer: check.",
        OPEN,
        CHECK,
    ),
    ("I completed the flush but he is aggressive; check to induce a bet, then raise.\n\nCheck", OPEN, CHECK),
    ("I completed the flush but he is aggressive; check to induce a bet, then raise.\n\n→ Check", OPEN, CHECK),
    (
        (
            "Ace-high, no draw, two opponents. There's nothing to value-bet and a bluff into two players "
            "rarely works.\n\n**Decision: Check**"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Ace-high, no draw, two opponents. There's nothing to value-bet and a bluff into two players "
            "rarely works.\n\nDecision: check"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Ace-high, no draw, two opponents. There's nothing to value-bet and a bluff into two players "
            "rarely works.\n\n```\ncheck\n```"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Ace-high, no draw, two opponents. There's nothing to value-bet and a bluff into two players "
            "rarely works.\n\nFinal answer: check."
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Ace-high, no draw, two opponents. There's nothing to value-bet and a bluff into two players "
            "rarely works.\n\nI'll check."
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Ace-high, no draw, two opponents. There's nothing to value-bet and a bluff into two players "
            "rarely works.\n\n→ Check"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Trap with the set on a dry board: his range is full of air that will bet when checked "
            "to.\n\n**Decision: Check**"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Trap with the set on a dry board: his range is full of air that will bet when checked "
            'to.\n\n{"action": "check"}'
        ),
        OPEN,
        CHECK,
    ),
    (
        "Trap with the set on a dry board: his range is full of air that will bet when checked to.\n\n```\ncheck\n```",
        OPEN,
        CHECK,
    ),
    ("Trap with the set on a dry board: his range is full of air that will bet when checked to.\n\nCheck", OPEN, CHECK),
    (
        "Trap with the set on a dry board: his range is full of air that will bet when checked to.\n\nI'll check.",
        OPEN,
        CHECK,
    ),
    (
        (
            "Top pair, good kicker on a dry K-7-2 board. Value bet about half the pot; worse kings and sevens "
            "call.\n\n**Decision: Bet 20**"
        ),
        OPEN,
        _bet(20),
    ),
    (
        (
            "Top pair, good kicker on a dry K-7-2 board. Value bet about half the pot; worse kings and sevens "
            "call.\n\nDecision: bet 20"
        ),
        OPEN,
        _bet(20),
    ),
    (
        (
            "Top pair, good kicker on a dry K-7-2 board. Value bet about half the pot; worse kings and sevens "
            'call.\n\n```json\n{"action": "bet", "amount": 20}\n```'
        ),
        OPEN,
        _bet(20),
    ),
    (
        (
            "Top pair, good kicker on a dry K-7-2 board. Value bet about half the pot; worse kings and sevens "
            "call.\n\nFinal answer: bet 20."
        ),
        OPEN,
        _bet(20),
    ),
    (
        (
            "Top pair, good kicker on a dry K-7-2 board. Value bet about half the pot; worse kings and sevens "
            "call.\n\nAction: bet, amount 20"
        ),
        OPEN,
        _bet(20),
    ),
    (
        (
            "The river bricked and I have the nut straight. Bet large for value: he'll call with any two "
            "pair.\n\n**Decision: Bet 70**"
        ),
        OPEN,
        _bet(70),
    ),
    (
        (
            "The river bricked and I have the nut straight. Bet large for value: he'll call with any two "
            'pair.\n\n{"action": "bet", "amount": 70}'
        ),
        OPEN,
        _bet(70),
    ),
    (
        (
            "The river bricked and I have the nut straight. Bet large for value: he'll call with any two "
            'pair.\n\n```json\n{"action": "bet", "amount": 70}\n```'
        ),
        OPEN,
        _bet(70),
    ),
    (
        (
            "The river bricked and I have the nut straight. Bet large for value: he'll call with any two "
            "pair.\n\nI'll bet 70."
        ),
        OPEN,
        _bet(70),
    ),
    (
        (
            "The river bricked and I have the nut straight. Bet large for value: he'll call with any two "
            "pair.\n\nAction: bet, amount 70"
        ),
        OPEN,
        _bet(70),
    ),
    (
        (
            "Continuation bet on an ace-high flop as the preflop raiser: my range hits this board far more "
            "than his. Small sizing.\n\nDecision: bet 8"
        ),
        OPEN,
        _bet(8),
    ),
    (
        (
            "Continuation bet on an ace-high flop as the preflop raiser: my range hits this board far more "
            'than his. Small sizing.\n\n{"action": "bet", "amount": 8}'
        ),
        OPEN,
        _bet(8),
    ),
    (
        (
            "Continuation bet on an ace-high flop as the preflop raiser: my range hits this board far more "
            "than his. Small sizing.\n\nFinal answer: bet 8."
        ),
        OPEN,
        _bet(8),
    ),
    (
        (
            "Continuation bet on an ace-high flop as the preflop raiser: my range hits this board far more "
            "than his. Small sizing.\n\nI'll bet 8."
        ),
        OPEN,
        _bet(8),
    ),
    (
        (
            "A combo draw with fifteen outs: bet to take it down now or build a pot I'm a favourite "
            "in.\n\n**Decision: Bet 36**"
        ),
        OPEN,
        _bet(36),
    ),
    (
        (
            "A combo draw with fifteen outs: bet to take it down now or build a pot I'm a favourite "
            "in.\n\nDecision: bet 36"
        ),
        OPEN,
        _bet(36),
    ),
    (
        (
            "A combo draw with fifteen outs: bet to take it down now or build a pot I'm a favourite "
            'in.\n\n```json\n{"action": "bet", "amount": 36}\n```'
        ),
        OPEN,
        _bet(36),
    ),
    (
        (
            "A combo draw with fifteen outs: bet to take it down now or build a pot I'm a favourite "
            "in.\n\nFinal answer: bet 36."
        ),
        OPEN,
        _bet(36),
    ),
    (
        (
            "A combo draw with fifteen outs: bet to take it down now or build a pot I'm a favourite "
            "in.\n\nAction: bet, amount 36"
        ),
        OPEN,
        _bet(36),
    ),
    (
        (
            "The pot is 30. A probe bet of two-thirds is 20; I'll go a little bigger because the board is "
            "wet.\n\n**Decision: Bet 24**"
        ),
        OPEN,
        _bet(24),
    ),
    (
        (
            "The pot is 30. A probe bet of two-thirds is 20; I'll go a little bigger because the board is "
            'wet.\n\n{"action": "bet", "amount": 24}'
        ),
        OPEN,
        _bet(24),
    ),
    (
        (
            "The pot is 30. A probe bet of two-thirds is 20; I'll go a little bigger because the board is "
            'wet.\n\n```json\n{"action": "bet", "amount": 24}\n```'
        ),
        OPEN,
        _bet(24),
    ),
    (
        (
            "The pot is 30. A probe bet of two-thirds is 20; I'll go a little bigger because the board is "
            "wet.\n\nI'll bet 24."
        ),
        OPEN,
        _bet(24),
    ),
    (
        (
            "The pot is 30. A probe bet of two-thirds is 20; I'll go a little bigger because the board is "
            "wet.\n\nAction: bet, amount 24"
        ),
        OPEN,
        _bet(24),
    ),
    (
        (
            "Deep at 200 big blinds with JJ facing a 4-bet from a nit. Set-mining odds are fine but the "
            "reverse implied odds are ugly.\n\nDecision: fold"
        ),
        BIG,
        FOLD,
    ),
    (
        "He raised to 300 and the pot is 450. I have AA; a 3-bet to 1200 builds the pot.\n\n**Raise to 1200**",
        BIG,
        _raise(1200),
    ),
    ('{"action": "raise", "amount": 2500}', BIG, _raise(2500)),
    ("Flush draw with the nut blocker. Call and re-evaluate on the turn.\n\nCall.", BIG, CALL),
    ("I'm shoving. All in, 20000.", BIG, _raise(20000)),
    ("Raise to 400.", BIG, _raise(400)),
    ("Raise to 300 — min-raise.", BIG, None),
    ("Decision: raise to 25000", BIG, None),
    ("Raise to 5k.", BIG, _raise(5000)),
    ("Raise to 1,500.", BIG, _raise(1500)),
    ("The pot is 900 and I have the nuts on the river. Overbet jam: all-in.", BIG, _raise(20000)),
    ("Call — deep stacks make set-mining profitable here.", BIG, CALL),
    ("I'll call it down.", HOLDEM, CALL),
    ("Fold here.", HOLDEM, FOLD),
    ("I call, then.", HOLDEM, CALL),
    ("raise to 10", HOLDEM, _raise(10)),
    ("Raise 4", HOLDEM, _raise(4)),
    ("All-in, let it ride.", HOLDEM, ALLIN),
    ("Shove the whole stack.", HOLDEM, ALLIN),
    ("I fold this hand.", HOLDEM, FOLD),
    ("Calling this.", HOLDEM, CALL),
    ("Folding this one.", HOLDEM, FOLD),
    ('{"action":"fold"}', HOLDEM, FOLD),
    ('{"action":"call","say":"let\'s see a flop"}', HOLDEM, CALL),
    ('{"action": "raise", "amount": 60, "say": "pressure"}', HOLDEM, _raise(60)),
    ("Raise to 16 chips.", HOLDEM, _raise(16)),
    ("CALL — priced in.", HOLDEM, CALL),
    ("fold it, too strong a line", HOLDEM, FOLD),
    ("I'll just flat this.", HOLDEM, CALL),
    ("3-bet to 36.", HOLDEM, _raise(36)),
    ("Min-raise it, cheap probe.", HOLDEM, _raise(4)),
    ("Jam it all in, no regrets.", HOLDEM, ALLIN),
    ("Raise to 200 (all in).", HOLDEM, ALLIN),
    ("Muck it, nothing here.", HOLDEM, FOLD),
    ("Call, I have the odds.", HOLDEM, CALL),
    ("I'm calling the 20.", HOLDEM, CALL),
    ("**Fold** ❌", HOLDEM, FOLD),
    ("`call` ✅", HOLDEM, CALL),
    ("Raise: 50", HOLDEM, _raise(50)),
    ('{"action": "raise", "amount": "30"}', HOLDEM, _raise(30)),
    ("raise to 8 — isolate the limper", HOLDEM, _raise(8)),
    ("I'll just call here and see the turn.", HOLDEM, CALL),
    ("check it, pot control", OPEN, CHECK),
    ("Bet 10, small stab.", OPEN, _bet(10)),
    ("Checking back.", OPEN, CHECK),
    ("bet 70 (pot)", OPEN, _bet(70)),
    ('{"action":"check","say":"over to you, sir"}', OPEN, CHECK),
    ("Bet half pot: 15.", OPEN, _bet(15)),
    ("I'll bet 2.", OPEN, _bet(2)),
    ("Check it through.", OPEN, CHECK),
    ("**Bet: 45**", OPEN, _bet(45)),
    ("x.", OPEN, None),
    ("I check to you.", OPEN, CHECK),
    ('{"action": "bet", "amount": 33}', OPEN, _bet(33)),
    ("Bet 30 chips into the 40 pot.", OPEN, _bet(30)),
    (
        (
            "Folding would be too tight with this price, and raising turns a bluff-catcher into a bluff. "
            "Calling is best.\n\nCall."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Options: fold (lose nothing more), call (need 25% equity, I have ~30%), raise (folds out worse). "
            "The call is highest EV.\n\n**Decision: Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "I considered calling, but against this range a raise to 30 is better: it denies equity to his "
            "draws.\n\nRaise to 30."
        ),
        HOLDEM,
        _raise(30),
    ),
    (
        (
            'Villain said "I always have it, just fold" — that is table talk, not a reason. He has bluffed '
            "twice.\n\nCall."
        ),
        HOLDEM,
        CALL,
    ),
    ('The player in seat 3 wrote "raise to 200 if you dare". I won\'t take the bait.\n\nFold.', HOLDEM, FOLD),
    ("Raise to 30. Wait, no — he only bets this big with the nuts. Just call.", HOLDEM, CALL),
    ("Call. Hmm, actually, on reflection the price is too steep: fold.", HOLDEM, FOLD),
    ("Fold... no, I have the odds. Call.", HOLDEM, CALL),
    ("Should I call here? The pot odds say yes, and his range is wide.\n\nYes — call.", HOLDEM, CALL),
    ("Should I call or raise?", HOLDEM, None),
    ("It's close between calling and folding; either is defensible.", HOLDEM, None),
    ("Probably a fold, though calling isn't terrible.\n\nFold.", HOLDEM, FOLD),
    ("I think the best play is to rai", HOLDEM, None),
    ("Let me weigh this. Pot is 40, bet is 20. Equity against his range is about", HOLDEM, None),
    ("Raise to 500 to put him to the test.", HOLDEM, None),
    ("Check here, no value.", HOLDEM, None),
    ("Call and then raise the turn if a heart comes.", HOLDEM, CALL),
    ("I'll call now and plan to check-raise the flop.", HOLDEM, CALL),
    ("Last hand I raised and he folded; this time I fold.", HOLDEM, FOLD),
    ("He called my raise last street. Now I call.", HOLDEM, CALL),
    ("Not folding. Call.", HOLDEM, CALL),
    ("I won't call this. Fold.", HOLDEM, FOLD),
    ("I'm not raising here — just calling.", HOLDEM, CALL),
    ("Aces preflop never fold. Raise to 12.", HOLDEM, _raise(12)),
    ("Call or raise? Raising is better: to 40.", HOLDEM, _raise(40)),
    ("Raise to 20 or 30 — let's say 30.", HOLDEM, _raise(30)),
    ("Raise to somewhere between 20 and 30.", HOLDEM, None),
    ("Fold or call, I don't care.", HOLDEM, None),
    ('Example format: {"action": "call"}. My answer: {"action": "fold"}', HOLDEM, FOLD),
    ("The legal actions are fold, call and raise (4-200). I choose to fold.", HOLDEM, FOLD),
    ("Legal: fold, call, raise 4–200.\nChoice: call", HOLDEM, CALL),
    ("Raise by 20 more.", HOLDEM, None),
    ("Raise to three times his bet.", HOLDEM, None),
    ("A pot-sized raise.", HOLDEM, None),
    ("Raise to 2.5 big blinds.", HOLDEM, None),
    ("Call and raise.", HOLDEM, None),
    ("Call. Fold.", HOLDEM, None),
    ("I'd normally raise here, but with this opponent I'll just call.", HOLDEM, CALL),
    ("A raise to 24 would be standard; instead I'll fold since he's so tight.", HOLDEM, FOLD),
    ("Three-betting is the textbook move, but the stacks are short. I'll shove instead: all in.", HOLDEM, ALLIN),
    ("Calling is fine, folding is fine; I'll call.", HOLDEM, CALL),
    ("<thinking>Pot odds 3:1, I have a flush draw.</thinking>\nCall", HOLDEM, CALL),
    ('<think>He is strong. Fold? Yes fold.</think>\n\n{"action": "fold"}', HOLDEM, FOLD),
    ("<think>Maybe a raise.</think>\nCall.", HOLDEM, CALL),
    ("Final answer: ~~raise~~ call", HOLDEM, CALL),
    ("Decision: call\n\n(If he had bet bigger I would have folded.)", HOLDEM, CALL),
    ("Decision: fold (a raise would be a bluff that rarely works)", HOLDEM, FOLD),
    (
        '{"action": "call"}\n\nOn second thought, a raise to 50 is better:\n{"action": "raise", "amount": 50}',
        HOLDEM,
        _raise(50),
    ),
    ('{"action": "raise", "amount": 50}\n{"action": "call"}', HOLDEM, None),
    ("Call 🙂", HOLDEM, CALL),
    ("🃏 I fold.", HOLDEM, FOLD),
    ("Je suis... I mean, call.", HOLDEM, CALL),
    ("The hand history: UTG raises to 6, CO calls, BTN folds. I'm in the big blind. Call.", HOLDEM, CALL),
    ("Previous street: I bet, he raised, I called. River: he bets 40. I'm done — fold.", HOLDEM, FOLD),
    ("Raise to 24?", HOLDEM, None),
    ("Is this a fold? I think so. Fold.", HOLDEM, FOLD),
    ("Decision:\nCall", HOLDEM, CALL),
    ("DECISION — RAISE TO 18", HOLDEM, _raise(18)),
    ("Decision: raise (to 22)", HOLDEM, _raise(22)),
    ("Call. Also, nice hand earlier!", HOLDEM, CALL),
    ("Nice bet. I fold, gg.", HOLDEM, FOLD),
    ("Betting would fold out everything worse; checking keeps his bluffs in. Check.", OPEN, CHECK),
    ("I could check or bet small. Betting 10 protects against overcards.\n\nDecision: bet 10", OPEN, _bet(10)),
    ("Bet 100 — pot.", OPEN, None),
    ("Call, obviously.", OPEN, None),
    ("Check, then call if he bets.", OPEN, CHECK),
    ("Check-raise!", OPEN, CHECK),
    ("Check. No wait, I'm value betting: bet 25.", OPEN, _bet(25)),
    ("Bet 20. Hmm, on this board, just check.", OPEN, CHECK),
    ('He said "bet and I\'ll fold"; I doubt it. Check.', OPEN, CHECK),
    ("Bet or check? Let me think about the turn", OPEN, None),
    ("Bet!", OPEN, None),
    ('{"action": "bet", "say": "go"}', OPEN, None),
    ("I'll bet one", OPEN, None),
    (
        (
            "Spades are trump and I'm on lead. My hearts are the queen and ten with the ace and king still "
            "out; the deuce of clubs is a safe exit.\n\n**Play: 2c**"
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "Spades are trump and I'm on lead. My hearts are the queen and ten with the ace and king still "
            'out; the deuce of clubs is a safe exit.\n\n{"action": "play", "card": "2c"}'
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "Spades are trump and I'm on lead. My hearts are the queen and ten with the ace and king still "
            'out; the deuce of clubs is a safe exit.\n\n```json\n{"action": "play", "card": "2c"}\n```'
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "Spades are trump and I'm on lead. My hearts are the queen and ten with the ace and king still "
            "out; the deuce of clubs is a safe exit.\n\nFinal answer: 2♣"
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "Spades are trump and I'm on lead. My hearts are the queen and ten with the ace and king still "
            "out; the deuce of clubs is a safe exit.\n\nI play the two of clubs."
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "I'm leading. Partner showed the ace of hearts last trick by signalling high, so the queen of "
            "hearts should be safe to cash? No: the ace is still out with the opponents per the count. I'll "
            "lead my low club to get partner in.\n\nDecision: play 2c"
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "I'm leading. Partner showed the ace of hearts last trick by signalling high, so the queen of "
            "hearts should be safe to cash? No: the ace is still out with the opponents per the count. I'll "
            'lead my low club to get partner in.\n\n{"action": "play", "card": "2c"}'
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "I'm leading. Partner showed the ace of hearts last trick by signalling high, so the queen of "
            "hearts should be safe to cash? No: the ace is still out with the opponents per the count. I'll "
            "lead my low club to get partner in.\n\n2c"
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "I'm leading. Partner showed the ace of hearts last trick by signalling high, so the queen of "
            "hearts should be safe to cash? No: the ace is still out with the opponents per the count. I'll "
            "lead my low club to get partner in.\n\nFinal answer: 2♣"
        ),
        TRICK,
        _play("2c"),
    ),
    (
        "Hearts led, the jack is winning, partner has played. My queen wins it cheaply.\n\n**Play: Qh**",
        TRICK_H,
        _play("Qh"),
    ),
    (
        "Hearts led, the jack is winning, partner has played. My queen wins it cheaply.\n\nDecision: play Qh",
        TRICK_H,
        _play("Qh"),
    ),
    (
        (
            "Hearts led, the jack is winning, partner has played. My queen wins it "
            'cheaply.\n\n```json\n{"action": "play", "card": "Qh"}\n```'
        ),
        TRICK_H,
        _play("Qh"),
    ),
    ("Hearts led, the jack is winning, partner has played. My queen wins it cheaply.\n\nQh", TRICK_H, _play("Qh")),
    (
        (
            "Hearts led, the jack is winning, partner has played. My queen wins it cheaply.\n\nI play the "
            "queen of hearts."
        ),
        TRICK_H,
        _play("Qh"),
    ),
    (
        (
            "Counting hearts: eleven have gone, leaving the ace and king unplayed besides mine. Leading the "
            "ten keeps the queen as a later stopper.\n\n**Play: Th**"
        ),
        TRICK,
        _play("Th"),
    ),
    (
        (
            "Counting hearts: eleven have gone, leaving the ace and king unplayed besides mine. Leading the "
            'ten keeps the queen as a later stopper.\n\n{"action": "play", "card": "Th"}'
        ),
        TRICK,
        _play("Th"),
    ),
    (
        (
            "Counting hearts: eleven have gone, leaving the ace and king unplayed besides mine. Leading the "
            'ten keeps the queen as a later stopper.\n\n```json\n{"action": "play", "card": "Th"}\n```'
        ),
        TRICK,
        _play("Th"),
    ),
    (
        (
            "Counting hearts: eleven have gone, leaving the ace and king unplayed besides mine. Leading the "
            "ten keeps the queen as a later stopper.\n\nFinal answer: 10♥"
        ),
        TRICK,
        _play("Th"),
    ),
    (
        (
            "Counting hearts: eleven have gone, leaving the ace and king unplayed besides mine. Leading the "
            "ten keeps the queen as a later stopper.\n\nI play the ten of hearts."
        ),
        TRICK,
        _play("Th"),
    ),
    (
        (
            "I'm on lead with no safe exit except the club. The deuce of clubs can't win anything, which is "
            "exactly what I want in hearts.\n\nDecision: play 2c"
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "I'm on lead with no safe exit except the club. The deuce of clubs can't win anything, which is "
            'exactly what I want in hearts.\n\n{"action": "play", "card": "2c"}'
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "I'm on lead with no safe exit except the club. The deuce of clubs can't win anything, which is "
            "exactly what I want in hearts.\n\n2c"
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "I'm on lead with no safe exit except the club. The deuce of clubs can't win anything, which is "
            "exactly what I want in hearts.\n\nFinal answer: 2♣"
        ),
        TRICK,
        _play("2c"),
    ),
    (
        (
            "Partner led the king of hearts and it's winning; I'll unblock with the queen? No, I'll play low, "
            "the ten, and keep the queen.\n\n**Play: Th**"
        ),
        TRICK_H,
        _play("Th"),
    ),
    (
        (
            "Partner led the king of hearts and it's winning; I'll unblock with the queen? No, I'll play low, "
            "the ten, and keep the queen.\n\nDecision: play Th"
        ),
        TRICK_H,
        _play("Th"),
    ),
    (
        (
            "Partner led the king of hearts and it's winning; I'll unblock with the queen? No, I'll play low, "
            'the ten, and keep the queen.\n\n```json\n{"action": "play", "card": "Th"}\n```'
        ),
        TRICK_H,
        _play("Th"),
    ),
    (
        (
            "Partner led the king of hearts and it's winning; I'll unblock with the queen? No, I'll play low, "
            "the ten, and keep the queen.\n\nTh"
        ),
        TRICK_H,
        _play("Th"),
    ),
    (
        (
            "Partner led the king of hearts and it's winning; I'll unblock with the queen? No, I'll play low, "
            "the ten, and keep the queen.\n\nI play the ten of hearts."
        ),
        TRICK_H,
        _play("Th"),
    ),
    (
        (
            "The opponents are both void in clubs and will trump anything. I lead the queen of hearts, the "
            "highest heart left.\n\n**Play: Qh**"
        ),
        TRICK,
        _play("Qh"),
    ),
    (
        (
            "The opponents are both void in clubs and will trump anything. I lead the queen of hearts, the "
            'highest heart left.\n\n{"action": "play", "card": "Qh"}'
        ),
        TRICK,
        _play("Qh"),
    ),
    (
        (
            "The opponents are both void in clubs and will trump anything. I lead the queen of hearts, the "
            'highest heart left.\n\n```json\n{"action": "play", "card": "Qh"}\n```'
        ),
        TRICK,
        _play("Qh"),
    ),
    (
        (
            "The opponents are both void in clubs and will trump anything. I lead the queen of hearts, the "
            "highest heart left.\n\nFinal answer: Q♥"
        ),
        TRICK,
        _play("Qh"),
    ),
    (
        (
            "The opponents are both void in clubs and will trump anything. I lead the queen of hearts, the "
            "highest heart left.\n\nI play the queen of hearts."
        ),
        TRICK,
        _play("Qh"),
    ),
    (
        "Spades are trump and I hold the ace and ten. Pulling trump first protects partner's hearts.\n\n**Play: As**",
        TRICK2,
        _play("As"),
    ),
    (
        (
            "Spades are trump and I hold the ace and ten. Pulling trump first protects partner's "
            'hearts.\n\n{"action": "play", "card": "As"}'
        ),
        TRICK2,
        _play("As"),
    ),
    (
        (
            "Spades are trump and I hold the ace and ten. Pulling trump first protects partner's "
            'hearts.\n\n```json\n{"action": "play", "card": "As"}\n```'
        ),
        TRICK2,
        _play("As"),
    ),
    (
        (
            "Spades are trump and I hold the ace and ten. Pulling trump first protects partner's "
            "hearts.\n\nFinal answer: A♠"
        ),
        TRICK2,
        _play("As"),
    ),
    (
        (
            "Spades are trump and I hold the ace and ten. Pulling trump first protects partner's hearts.\n\nI "
            "play the ace of spades."
        ),
        TRICK2,
        _play("As"),
    ),
    (
        (
            "Partner bid nil, so I should lead something that lets me cover. A low club is safest for partner? "
            "No — I lead the ace of spades to take control.\n\nDecision: play As"
        ),
        TRICK2,
        _play("As"),
    ),
    (
        (
            "Partner bid nil, so I should lead something that lets me cover. A low club is safest for partner? "
            'No — I lead the ace of spades to take control.\n\n{"action": "play", "card": "As"}'
        ),
        TRICK2,
        _play("As"),
    ),
    (
        (
            "Partner bid nil, so I should lead something that lets me cover. A low club is safest for partner? "
            "No — I lead the ace of spades to take control.\n\nAs"
        ),
        TRICK2,
        _play("As"),
    ),
    (
        (
            "Partner bid nil, so I should lead something that lets me cover. A low club is safest for partner? "
            "No — I lead the ace of spades to take control.\n\nFinal answer: A♠"
        ),
        TRICK2,
        _play("As"),
    ),
    (
        (
            "I've made my bid already; now I want to avoid overtricks (bags). The nine of diamonds is likely "
            "to lose.\n\n**Play: 9d**"
        ),
        TRICK2,
        _play("9d"),
    ),
    (
        (
            "I've made my bid already; now I want to avoid overtricks (bags). The nine of diamonds is likely "
            "to lose.\n\nDecision: play 9d"
        ),
        TRICK2,
        _play("9d"),
    ),
    (
        (
            "I've made my bid already; now I want to avoid overtricks (bags). The nine of diamonds is likely "
            'to lose.\n\n```json\n{"action": "play", "card": "9d"}\n```'
        ),
        TRICK2,
        _play("9d"),
    ),
    (
        (
            "I've made my bid already; now I want to avoid overtricks (bags). The nine of diamonds is likely "
            "to lose.\n\n9d"
        ),
        TRICK2,
        _play("9d"),
    ),
    (
        (
            "I've made my bid already; now I want to avoid overtricks (bags). The nine of diamonds is likely "
            "to lose.\n\nI play the nine of diamonds."
        ),
        TRICK2,
        _play("9d"),
    ),
    (
        (
            "The queen of hearts is my only heart, and the king and ace are both out. Leading it now sets up a "
            "ruff later.\n\n**Play: Qh**"
        ),
        TRICK2,
        _play("Qh"),
    ),
    (
        (
            "The queen of hearts is my only heart, and the king and ace are both out. Leading it now sets up a "
            'ruff later.\n\n{"action": "play", "card": "Qh"}'
        ),
        TRICK2,
        _play("Qh"),
    ),
    (
        (
            "The queen of hearts is my only heart, and the king and ace are both out. Leading it now sets up a "
            'ruff later.\n\n```json\n{"action": "play", "card": "Qh"}\n```'
        ),
        TRICK2,
        _play("Qh"),
    ),
    (
        (
            "The queen of hearts is my only heart, and the king and ace are both out. Leading it now sets up a "
            "ruff later.\n\nFinal answer: Q♥"
        ),
        TRICK2,
        _play("Qh"),
    ),
    (
        (
            "The queen of hearts is my only heart, and the king and ace are both out. Leading it now sets up a "
            "ruff later.\n\nI play the queen of hearts."
        ),
        TRICK2,
        _play("Qh"),
    ),
    (
        (
            "Deuce of clubs: it loses for sure and hands the lead to the left opponent, who has to break "
            "spades.\n\nDecision: play 2c"
        ),
        TRICK2,
        _play("2c"),
    ),
    (
        (
            "Deuce of clubs: it loses for sure and hands the lead to the left opponent, who has to break "
            'spades.\n\n{"action": "play", "card": "2c"}'
        ),
        TRICK2,
        _play("2c"),
    ),
    (
        "Deuce of clubs: it loses for sure and hands the lead to the left opponent, who has to break spades.\n\n2c",
        TRICK2,
        _play("2c"),
    ),
    (
        (
            "Deuce of clubs: it loses for sure and hands the lead to the left opponent, who has to break "
            "spades.\n\nFinal answer: 2♣"
        ),
        TRICK2,
        _play("2c"),
    ),
    (
        (
            "Ten of spades is a middling trump; leading it draws out the king and queen while the ace stays as "
            "a control.\n\n**Play: Ts**"
        ),
        TRICK2,
        _play("Ts"),
    ),
    (
        (
            "Ten of spades is a middling trump; leading it draws out the king and queen while the ace stays as "
            "a control.\n\nDecision: play Ts"
        ),
        TRICK2,
        _play("Ts"),
    ),
    (
        (
            "Ten of spades is a middling trump; leading it draws out the king and queen while the ace stays as "
            'a control.\n\n```json\n{"action": "play", "card": "Ts"}\n```'
        ),
        TRICK2,
        _play("Ts"),
    ),
    (
        (
            "Ten of spades is a middling trump; leading it draws out the king and queen while the ace stays as "
            "a control.\n\nTs"
        ),
        TRICK2,
        _play("Ts"),
    ),
    (
        (
            "Ten of spades is a middling trump; leading it draws out the king and queen while the ace stays as "
            "a control.\n\nI play the ten of spades."
        ),
        TRICK2,
        _play("Ts"),
    ),
    (
        "Hearts are trump and I hold both bowers. Lead the right bower to pull trump.\n\n**Play: Jh**",
        EU_LEAD2,
        _play("Jh"),
    ),
    (
        (
            'Hearts are trump and I hold both bowers. Lead the right bower to pull trump.\n\n{"action": '
            '"play", "card": "Jh"}'
        ),
        EU_LEAD2,
        _play("Jh"),
    ),
    (
        (
            "Hearts are trump and I hold both bowers. Lead the right bower to pull "
            'trump.\n\n```json\n{"action": "play", "card": "Jh"}\n```'
        ),
        EU_LEAD2,
        _play("Jh"),
    ),
    (
        "Hearts are trump and I hold both bowers. Lead the right bower to pull trump.\n\nFinal answer: J♥",
        EU_LEAD2,
        _play("Jh"),
    ),
    (
        "Hearts are trump and I hold both bowers. Lead the right bower to pull trump.\n\nI play the jack of hearts.",
        EU_LEAD2,
        _play("Jh"),
    ),
    (
        (
            "I have the left bower (J♦) and the ace of trump. Partner called it, so I lead trump for partner: "
            "the jack of diamonds, which is a heart this hand.\n\nDecision: play Jd"
        ),
        EU_LEAD2,
        _play("Jd"),
    ),
    (
        (
            "I have the left bower (J♦) and the ace of trump. Partner called it, so I lead trump for partner: "
            'the jack of diamonds, which is a heart this hand.\n\n{"action": "play", "card": "Jd"}'
        ),
        EU_LEAD2,
        _play("Jd"),
    ),
    (
        (
            "I have the left bower (J♦) and the ace of trump. Partner called it, so I lead trump for partner: "
            "the jack of diamonds, which is a heart this hand.\n\nJd"
        ),
        EU_LEAD2,
        _play("Jd"),
    ),
    (
        (
            "I have the left bower (J♦) and the ace of trump. Partner called it, so I lead trump for partner: "
            "the jack of diamonds, which is a heart this hand.\n\nFinal answer: J♦"
        ),
        EU_LEAD2,
        _play("Jd"),
    ),
    (
        (
            "Off-suit king of diamonds is my only non-trump. With trump in hand I'll cash the trump ace "
            "first.\n\n**Play: Ah**"
        ),
        EU_LEAD2,
        _play("Ah"),
    ),
    (
        (
            "Off-suit king of diamonds is my only non-trump. With trump in hand I'll cash the trump ace "
            "first.\n\nDecision: play Ah"
        ),
        EU_LEAD2,
        _play("Ah"),
    ),
    (
        (
            "Off-suit king of diamonds is my only non-trump. With trump in hand I'll cash the trump ace "
            'first.\n\n```json\n{"action": "play", "card": "Ah"}\n```'
        ),
        EU_LEAD2,
        _play("Ah"),
    ),
    (
        "Off-suit king of diamonds is my only non-trump. With trump in hand I'll cash the trump ace first.\n\nAh",
        EU_LEAD2,
        _play("Ah"),
    ),
    (
        (
            "Off-suit king of diamonds is my only non-trump. With trump in hand I'll cash the trump ace "
            "first.\n\nI play the ace of hearts."
        ),
        EU_LEAD2,
        _play("Ah"),
    ),
    (
        (
            "I'll lead the low trump, the nine, to draw out the opponents' trumps while keeping both "
            "bowers.\n\n**Play: 9h**"
        ),
        EU_LEAD2,
        _play("9h"),
    ),
    (
        (
            "I'll lead the low trump, the nine, to draw out the opponents' trumps while keeping both "
            'bowers.\n\n{"action": "play", "card": "9h"}'
        ),
        EU_LEAD2,
        _play("9h"),
    ),
    (
        (
            "I'll lead the low trump, the nine, to draw out the opponents' trumps while keeping both "
            'bowers.\n\n```json\n{"action": "play", "card": "9h"}\n```'
        ),
        EU_LEAD2,
        _play("9h"),
    ),
    (
        (
            "I'll lead the low trump, the nine, to draw out the opponents' trumps while keeping both "
            "bowers.\n\nFinal answer: 9♥"
        ),
        EU_LEAD2,
        _play("9h"),
    ),
    (
        (
            "I'll lead the low trump, the nine, to draw out the opponents' trumps while keeping both "
            "bowers.\n\nI play the nine of hearts."
        ),
        EU_LEAD2,
        _play("9h"),
    ),
    (
        (
            "Going for the march: lead the king of diamonds first while the bowers keep control? No — trump "
            "first. Right bower.\n\nDecision: play Jh"
        ),
        EU_LEAD2,
        _play("Jh"),
    ),
    (
        (
            "Going for the march: lead the king of diamonds first while the bowers keep control? No — trump "
            'first. Right bower.\n\n{"action": "play", "card": "Jh"}'
        ),
        EU_LEAD2,
        _play("Jh"),
    ),
    (
        (
            "Going for the march: lead the king of diamonds first while the bowers keep control? No — trump "
            "first. Right bower.\n\nJh"
        ),
        EU_LEAD2,
        _play("Jh"),
    ),
    (
        (
            "Going for the march: lead the king of diamonds first while the bowers keep control? No — trump "
            "first. Right bower.\n\nFinal answer: J♥"
        ),
        EU_LEAD2,
        _play("Jh"),
    ),
    (
        "Diamonds led with the ace; the queen of spades hasn't fallen. I'll duck with the three.\n\n**Play: 3d**",
        H_DIAMONDS,
        _play("3d"),
    ),
    (
        (
            "Diamonds led with the ace; the queen of spades hasn't fallen. I'll duck with the "
            'three.\n\n{"action": "play", "card": "3d"}'
        ),
        H_DIAMONDS,
        _play("3d"),
    ),
    (
        (
            "Diamonds led with the ace; the queen of spades hasn't fallen. I'll duck with the "
            'three.\n\n```json\n{"action": "play", "card": "3d"}\n```'
        ),
        H_DIAMONDS,
        _play("3d"),
    ),
    (
        "Diamonds led with the ace; the queen of spades hasn't fallen. I'll duck with the three.\n\nFinal answer: 3♦",
        H_DIAMONDS,
        _play("3d"),
    ),
    (
        (
            "Diamonds led with the ace; the queen of spades hasn't fallen. I'll duck with the three.\n\nI play "
            "the three of diamonds."
        ),
        H_DIAMONDS,
        _play("3d"),
    ),
    (
        (
            "The ace is out and the queen has been played. The king of diamonds wins nothing dangerous here: "
            "no hearts in the trick. I take it with the king to get rid of a high card.\n\nDecision: play Kd"
        ),
        H_DIAMONDS,
        _play("Kd"),
    ),
    (
        (
            "The ace is out and the queen has been played. The king of diamonds wins nothing dangerous here: "
            'no hearts in the trick. I take it with the king to get rid of a high card.\n\n{"action": "play", '
            '"card": "Kd"}'
        ),
        H_DIAMONDS,
        _play("Kd"),
    ),
    (
        (
            "The ace is out and the queen has been played. The king of diamonds wins nothing dangerous here: "
            "no hearts in the trick. I take it with the king to get rid of a high card.\n\nKd"
        ),
        H_DIAMONDS,
        _play("Kd"),
    ),
    (
        (
            "The ace is out and the queen has been played. The king of diamonds wins nothing dangerous here: "
            "no hearts in the trick. I take it with the king to get rid of a high card.\n\nFinal answer: K♦"
        ),
        H_DIAMONDS,
        _play("Kd"),
    ),
    (
        (
            "Four players, three diamonds played: 7, 9, Q. My jack loses to the queen, so I can dump it "
            "safely.\n\n**Play: Jd**"
        ),
        H_DIAMONDS,
        _play("Jd"),
    ),
    (
        (
            "Four players, three diamonds played: 7, 9, Q. My jack loses to the queen, so I can dump it "
            "safely.\n\nDecision: play Jd"
        ),
        H_DIAMONDS,
        _play("Jd"),
    ),
    (
        (
            "Four players, three diamonds played: 7, 9, Q. My jack loses to the queen, so I can dump it "
            'safely.\n\n```json\n{"action": "play", "card": "Jd"}\n```'
        ),
        H_DIAMONDS,
        _play("Jd"),
    ),
    (
        "Four players, three diamonds played: 7, 9, Q. My jack loses to the queen, so I can dump it safely.\n\nJd",
        H_DIAMONDS,
        _play("Jd"),
    ),
    (
        (
            "Four players, three diamonds played: 7, 9, Q. My jack loses to the queen, so I can dump it "
            "safely.\n\nI play the jack of diamonds."
        ),
        H_DIAMONDS,
        _play("Jd"),
    ),
    ("Spades led, right opponent played the king. Ace takes it.\n\n**Play: As**", SP_SPADES, _play("As")),
    (
        'Spades led, right opponent played the king. Ace takes it.\n\n{"action": "play", "card": "As"}',
        SP_SPADES,
        _play("As"),
    ),
    (
        'Spades led, right opponent played the king. Ace takes it.\n\n```json\n{"action": "play", "card": "As"}\n```',
        SP_SPADES,
        _play("As"),
    ),
    ("Spades led, right opponent played the king. Ace takes it.\n\nFinal answer: A♠", SP_SPADES, _play("As")),
    ("Spades led, right opponent played the king. Ace takes it.\n\nI play the ace of spades.", SP_SPADES, _play("As")),
    ("Partner played the king and is winning. I play low: eight.\n\nDecision: play 8s", SP_SPADES, _play("8s")),
    (
        'Partner played the king and is winning. I play low: eight.\n\n{"action": "play", "card": "8s"}',
        SP_SPADES,
        _play("8s"),
    ),
    ("Partner played the king and is winning. I play low: eight.\n\n8s", SP_SPADES, _play("8s")),
    ("Partner played the king and is winning. I play low: eight.\n\nFinal answer: 8♠", SP_SPADES, _play("8s")),
    (
        (
            "I need one more trick for my bid; the queen might lose to the ace, so I play the ace to be "
            "sure.\n\n**Play: As**"
        ),
        SP_SPADES,
        _play("As"),
    ),
    (
        (
            "I need one more trick for my bid; the queen might lose to the ace, so I play the ace to be "
            "sure.\n\nDecision: play As"
        ),
        SP_SPADES,
        _play("As"),
    ),
    (
        (
            "I need one more trick for my bid; the queen might lose to the ace, so I play the ace to be "
            'sure.\n\n```json\n{"action": "play", "card": "As"}\n```'
        ),
        SP_SPADES,
        _play("As"),
    ),
    (
        "I need one more trick for my bid; the queen might lose to the ace, so I play the ace to be sure.\n\nAs",
        SP_SPADES,
        _play("As"),
    ),
    (
        (
            "I need one more trick for my bid; the queen might lose to the ace, so I play the ace to be "
            "sure.\n\nI play the ace of spades."
        ),
        SP_SPADES,
        _play("As"),
    ),
    ("Qh is the card.", TRICK, _play("Qh")),
    ("2c is my card.", TRICK, _play("2c")),
    ("Th is my play.", TRICK, _play("Th")),
    ("Q♥ it is!", TRICK, _play("Qh")),
    ("play 2c now", TRICK, _play("2c")),
    ("the 10♥", TRICK, _play("Th")),
    ("10h is the one.", TRICK, _play("Th")),
    ("QH!", TRICK, _play("Qh")),
    ('{"action":"play","card":"Th","say":"ducking"}', TRICK, _play("Th")),
    ("I'll play the two of clubs.", TRICK, _play("2c")),
    ("As is the lead!", TRICK2, _play("As")),
    ("A♠ ♠", TRICK2, _play("As")),
    ("Lead the 9♦.", TRICK2, _play("9d")),
    ("2♣.", TRICK2, _play("2c")),
    ("Play Ts", TRICK2, _play("Ts")),
    ("The queen of hearts it shall be.", TRICK2, _play("Qh")),
    ('{"action": "play", "card": "2c", "say": "safe exit"}', TRICK2, _play("2c")),
    ("ace of spades", TRICK2, _play("As")),
    ("Jh!", EU_LEAD2, _play("Jh")),
    ("The right bower.", EU_LEAD2, _play("Jh")),
    ("The left bower, please.", EU_LEAD2, _play("Jd")),
    ("K♦", EU_LEAD2, _play("Kd")),
    ("Kd wins it.", H_DIAMONDS, _play("Kd")),
    ("3♦", H_DIAMONDS, _play("3d")),
    ("Play the lowest diamond.", H_DIAMONDS, _play("3d")),
    ("J♦ please", H_DIAMONDS, _play("Jd")),
    ("As takes it", SP_SPADES, _play("As")),
    ("8♠", SP_SPADES, _play("8s")),
    ("Q♠!", SP_SPADES, _play("Qs")),
    ("the eight", SP_SPADES, _play("8s")),
    ('Partner said "lead hearts" in the chat, but I\'ll lead the club: 2c.', TRICK, _play("2c")),
    ("Qh or Th? The queen wins the trick now; the ten saves the queen. I'll go with the ten.", TRICK, _play("Th")),
    ("Play Qh. Actually no — the ace of hearts is still out. Play Th.", TRICK, _play("Th")),
    ("Th... wait, that's the only card that loses? No, 2c loses too. Play 2c.", TRICK, _play("2c")),
    ("Play the heart now.", TRICK, None),
    ("Play a heart, either one.", TRICK, None),
    ("I'll play the ace of hearts.", TRICK, None),
    ("Kh.", TRICK, None),
    ("Play the 2c or the Th, doesn't matter.", TRICK, None),
    ("Should I play the Qh?", TRICK, None),
    ("The queen, please.", TRICK, _play("Qh")),
    ("The deuce, please.", TRICK, _play("2c")),
    ("The ten, please.", TRICK, _play("Th")),
    ("My low heart.", TRICK, _play("Th")),
    ("High heart.", TRICK, _play("Qh")),
    ("Left opponent played Q♥ last trick, so A♥ is the only heart above mine. I lead 10♥.", TRICK, _play("Th")),
    ("Trick so far: J♥ (West), 4♥ (North). I play Q♥ to win.", TRICK_H, _play("Qh")),
    (
        "Count: spades played — K, Q, J, 9, 4. Still out: 8, 7, 6, 5, 3, 2 and my A, T. Lead A♠ now, then T♠.",
        TRICK2,
        _play("As"),
    ),
    ("Play As and then Ts.", TRICK2, _play("As")),
    ("I'd like to lead", TRICK2, None),
    ("Lead a spade.", TRICK2, None),
    ("Lead my only club.", TRICK2, _play("2c")),
    ("Lead my only diamond.", TRICK2, _play("9d")),
    ("Lead the J♦, the left bower — wait, hearts are trump so that's right. J♦.", EU_LEAD2, _play("Jd")),
    ("Lead trump now.", EU_LEAD2, None),
    ("Lead the ace of trumps now.", EU_LEAD2, _play("Ah")),
    ("Play my off-suit card.", EU_LEAD2, _play("Kd")),
    ("Not the king — lead the nine of hearts.", EU_LEAD2, _play("9h")),
    ("Duck it.", H_DIAMONDS, None),
    ("Win it with the king? No, too risky with Q♠ out. Duck with 3♦.", H_DIAMONDS, _play("3d")),
    ("I want to play my A♦ here.", H_DIAMONDS, None),
    ("Play over partner: A♠. No — partner is winning, play the 8♠.", SP_SPADES, _play("8s")),
    ("Cover with the queen.", SP_SPADES, _play("Qs")),
    ("Top spade.", SP_SPADES, _play("As")),
    (
        (
            "Counting sure tricks: A♠ and K♠ are two, the A♥ one more, and the K♦ maybe half a trick. Three "
            "and a half; I'll bid 3 to avoid bags.\n\n**Bid: 3**"
        ),
        BID,
        _bid(3),
    ),
    (
        (
            "Long spades (six of them with the ace-queen) should take four tricks, plus two side "
            "aces.\n\nDecision: bid 6"
        ),
        BID,
        _bid(6),
    ),
    (
        (
            "My hand is very weak: no ace, no king, only two small spades. Nil is tempting but the Q♥ with one "
            'guard is risky. I\'ll bid 1.\n\n{"action": "bid", "amount": 1}'
        ),
        BID,
        _bid(1),
    ),
    (
        (
            "No spades above the 6, no aces, and my high cards are singleton queens that will be forced out. "
            "Going nil.\n\nBid: 0 (nil)"
        ),
        BID,
        _bid(0),
    ),
    ("Partner bid 4, opponents 5 total. That leaves 4 for me and the count agrees.\n\n4", BID, _bid(4)),
    ("Bid 13? No, that's absurd. Five.", BID, _bid(5)),
    ("bid 2 please", BID, _bid(2)),
    ("Nil for me.", BID, _bid(0)),
    ("I bid three tricks this hand.", BID, _bid(3)),
    ('{"action": "bid", "amount": 7}', BID, _bid(7)),
    ("Bid 14 tricks.", BID, None),
    ("Three or four, probably.", BID, None),
    ("Bid 4, maybe 5.", BID, None),
    ("Blind nil, let’s go!", BID, _bid(0)),
    ("**Bid: two**", BID, _bid(2)),
    (
        (
            "Five cards, diamonds trump. I hold the A♦ and a small trump plus the A♣. Two sure tricks, maybe a "
            "third.\n\nBid: 2"
        ),
        OH5,
        _bid(2),
    ),
    ("With one trump and no aces, zero is the safest bid.\n\nDecision: 0", OH5, _bid(0)),
    ('```json\n{"action": "bid", "amount": 3}\n```', OH5, _bid(3)),
    ("I'll bid 6.", OH5, None),
    ("bid one trick", OH5, _bid(1)),
    ("Final answer: 5", OH5, _bid(5)),
    (
        (
            "I'm the dealer and 1 is forbidden (it would make the bids add up). I can take two tricks with the "
            "ace and king of trump, so 2.\n\nBid: 2"
        ),
        OHHELL_DEALER,
        _bid(2),
    ),
    ("I would bid 1 but the hook rule forbids it. Zero then.\n\nBid 0", OHHELL_DEALER, _bid(0)),
    ("Bid 1, please.", OHHELL_DEALER, None),
    ("Three tricks, dealer.", OHHELL_DEALER, _bid(3)),
    ("Bid 2 — the dealer can't say 1.", OHHELL_DEALER, _bid(2)),
    (
        "The others bid 2 and 0, so the total is 2. Of 3 cards I can take 2? Yes, I'll bid 2, not 3.",
        OHHELL_DEALER,
        _bid(2),
    ),
    (
        (
            "Upcard is the J♠ and I'm the dealer's partner; ordering it up gives the dealer the right bower. I "
            "have only one spade. Pass."
        ),
        BID1,
        PASS,
    ),
    ("Three trumps including the left bower, plus an off ace. Order it up.\n\n**Order**", BID1, ORDER),
    ("Pass here.", BID1, PASS),
    ("Order it up, partner.", BID1, ORDER),
    ('{"action": "order", "say": "up"}', BID1, ORDER),
    ("I pick it up.", BID1, ORDER),
    ("Pass — too weak.", BID1, PASS),
    ("Order? No, pass.", BID1, PASS),
    ("Hmm, order or pass...", BID1, None),
    ("Decision: pass", BID1, PASS),
    ("The hearts were turned down. I have J♦, A♦, K♦: name diamonds.\n\nTrump: diamonds", SUITS, _trump("d")),
    ("Spades, please.", SUITS, _trump("s")),
    ("I pass again.", SUITS, PASS),
    ("Call clubs ♣", SUITS, _trump("c")),
    ('{"action": "trump", "card": "s", "say": "spades it is"}', SUITS, _trump("s")),
    ("Hearts, please.", SUITS, None),
    ("I name trump: ♦.", SUITS, _trump("d")),
    ("Stuck as dealer. Best suit is clubs with the right bower and ace.\n\nDecision: clubs", STICK, _trump("c")),
    ("Pass, nothing here either.", STICK, None),
    ("Make it spades, dealer stuck.", STICK, _trump("s")),
    ("Diamonds, I suppose.", STICK, _trump("d")),
    ("Both bowers, the ace and the king of trump: this is a loner. Going alone.", ALONE, ALONE_),
    ("Alone! 🚀", ALONE, ALONE_),
    ("Play it with my partner, thanks.", ALONE, PARTNER),
    ("I'll play it with my partner; only two trumps.", ALONE, PARTNER),
    ('{"action": "partner", "say": "we do this together"}', ALONE, PARTNER),
    ("Not alone this time.", ALONE, PARTNER),
    ("Alone? Too risky without the right. With partner.", ALONE, PARTNER),
    ("Discard the 9♣ and void clubs.", DISCARD, _discard("9c")),
    ("Discard: 9c (void in clubs)", DISCARD, _discard("9c")),
    ("Throw the Q♠.", DISCARD, _discard("Qs")),
    ('{"action": "discard", "card": "Qs"}', DISCARD, _discard("Qs")),
    ("Discard my lowest card please.", DISCARD, None),
    ("Discard the king of hearts? No, keep it — discard the nine of clubs.", DISCARD, _discard("9c")),
    ("I have the King, the best card. Bet for value.", KUHN_OPEN, BET),
    ("Jack: I can't win a showdown. Check, and fold to a bet.", KUHN_OPEN, CHECK),
    ("Queen. Checking is standard with the middle card.\n\nDecision: check", KUHN_OPEN, CHECK),
    ("Bluff with the Jack a third of the time; this is that time. Bet.", KUHN_OPEN, BET),
    ('{"action": "bet", "say": "king"}', KUHN_OPEN, BET),
    ("Check with the queen, nothing to gain by betting.", KUHN_OPEN, CHECK),
    ("Bet 1 chip, value.", KUHN_OPEN, BET),
    ("Raise!!", KUHN_OPEN, None),
    ("He bet and I hold the King: call, I always win.", KUHN_FACE, CALL),
    ("Jack, facing his bet: fold.", KUHN_FACE, FOLD),
    (
        (
            "Queen facing a bet. He bluffs with the Jack sometimes; calling a third of the time is "
            "equilibrium-ish. I'll call."
        ),
        KUHN_FACE,
        CALL,
    ),
    ("fold the jack", KUHN_FACE, FOLD),
    ("Check with my jack.", KUHN_FACE, None),
    ("Leduc: I hold a Queen and the board card is a Queen — a pair. Raise.", LEDUC_FACE, RAISE),
    ("My Jack missed the board King. Facing a bet: fold.\n\n**Fold**", LEDUC_FACE, FOLD),
    ("King high, board Jack. Call the bet, he could be bluffing with a Queen.", LEDUC_FACE, CALL),
    ('{"action": "raise", "say": "paired the board"}', LEDUC_FACE, RAISE),
    ("Raise to 4 chips with the pair.", LEDUC_FACE, RAISE),
    ("call, the queen might be good", LEDUC_FACE, CALL),
    ("Raise or call? With the pair, raise.", LEDUC_FACE, RAISE),
    ("Round one, I have the King. Bet.", LEDUC_OPEN2, BET),
    ("Jack — check.", LEDUC_OPEN2, CHECK),
    ("Bet 2 chips now.", LEDUC_OPEN2, BET),
    ("Passing the dangerous spades: the A♠ first.\n\nPass: As", HPASS, _pass("As")),
    ("Pass the queen of spades; I only have two small spades to protect it.", HPASS, _pass("Qs")),
    ('{"action": "pass", "card": "Ah"}', HPASS, _pass("Ah")),
    ("I'll pass the K♠.", HPASS, _pass("Ks")),
    ("Pass 2c? No, the two of clubs is harmless. Pass the A♥.", HPASS, _pass("Ah")),
    ("Pass the high spades.", HPASS, None),
    ("Pass Jc", HPASS, _pass("Jc")),
    (
        (
            "## Situation\n- Hero: A♥K♥ in the BB\n- Villain: BTN open to 6\n\n## Options\n- Fold: too "
            "tight\n- Call: fine\n- 3-bet: best, we dominate his range\n\n## Decision\nRaise to 20"
        ),
        HOLDEM,
        _raise(20),
    ),
    ("**Analysis**\n\nEquity vs range ≈ 38%. Required: 33%.\n\n**Action:** call", HOLDEM, CALL),
    ("Step 1: his range is tight. Step 2: my hand is behind. Step 3: no odds.\n\nConclusion: fold.", HOLDEM, FOLD),
    ('I\'ll call.\n\n```json\n{"action": "call", "say": "let\'s see it"}\n```', HOLDEM, CALL),
    (
        (
            "Reasoning: he checked the flop and turn, then bet the river big. This line rarely means a "
            'bluff.\nAnswer: {"action": "fold"}'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            'The board is A♠ K♦ 7♣ 7♥ 2♠. He said "I have the seven" in chat. Maybe he does; his sizing says '
            "otherwise. My AK is a call.\n\nCall"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Raise to 40.\n\nReasoning: the flush draw gives me equity and he folds often to aggression. (A "
            "call is also reasonable, but fold is out of the question.)"
        ),
        HOLDEM,
        _raise(40),
    ),
    ("The solver would mix between call and raise here. I'll take the call.", HOLDEM, CALL),
    ("The solver mixes call and raise here.", HOLDEM, None),
    ("Decision: Call (50%) / Raise (50%)", HOLDEM, None),
    (
        (
            "I'm going to fold — no wait, let me recount the pot. 60 in the pot, 15 to call, 4 to 1. I have 12 "
            "outs. Call."
        ),
        HOLDEM,
        CALL,
    ),
    ("Raise to 200 — I mean, I'm all in.", HOLDEM, ALLIN),
    ("All in? That would be too much. Raise to 60.", HOLDEM, _raise(60)),
    ("If he were tighter I'd fold; if he were looser I'd raise. He's average, so I call.", HOLDEM, CALL),
    ("If I had a flush I would raise. I don't.", HOLDEM, None),
    ("What would a pro do here? Probably fold. So do I: fold.", HOLDEM, FOLD),
    ("Call\nFold", HOLDEM, None),
    ("Decision: fold\n\nWait — I misread the bet, it's only 4 more. Call.", HOLDEM, CALL),
    ("Fold.\n\n(Calling 30 more into 200 would be fine with a draw, but I have nothing.)", HOLDEM, FOLD),
    ("Raise to 80, but if he shoves I fold.", HOLDEM, _raise(80)),
    ("I raise to 3 — no, the minimum is 4. Raise to 4.", HOLDEM, _raise(4)),
    ("I'll check behind... no, I have to act facing a bet. Call.", HOLDEM, CALL),
    ("Check behind with showdown value.\n\n**Check**", OPEN, CHECK),
    ("## Decision\nBet 12 (a third of the pot)", OPEN, _bet(12)),
    ("Bet 12 (about a third), or check? I prefer betting. Bet 12.", OPEN, _bet(12)),
    ("He has checked to me three times; a stab of 18 should take it.\nDecision: bet 18\nSay: nothing", OPEN, _bet(18)),
    ("I'll check and call a bet.", OPEN, CHECK),
    ("Bet the pot!", OPEN, None),
    ("Bet 1 into the pot.", OPEN, None),
    (
        (
            "Counting trump: J♥ J♦ A♥ have not been played, I hold all three... wait, I hold J♥, J♦ and A♥ "
            "myself. So every trump above the nine is mine. Lead the right: J♥."
        ),
        EU_LEAD2,
        _play("Jh"),
    ),
    ("Partner signalled with the 9♦, asking for diamonds. I'll lead the K♦ for them.", EU_LEAD2, _play("Kd")),
    ('Opponent said "don\'t lead the king". Ignoring that — K♦.', EU_LEAD2, _play("Kd")),
    ("Lead the 9♥ or the K♦... I'll lead 9♥.", EU_LEAD2, _play("9h")),
    ("I lead the", EU_LEAD2, None),
    (
        (
            "In hearts, dumping high diamonds while the suit is safe is standard. Queen and ace are gone. K♦ "
            "now, J♦ later."
        ),
        H_DIAMONDS,
        _play("Kd"),
    ),
    (
        (
            "Since the Q♠ is still out and the left opponent is void in diamonds, winning this trick could get "
            "me the queen. Play under: 3♦? The J♦ also loses to the A♦ on the table. I'll play the J♦ to shed "
            "a high card."
        ),
        H_DIAMONDS,
        _play("Jd"),
    ),
    ("The trick is A♦, 5♦, 9♦ so far. Anything I play loses. Shed the king.\n\nDecision: K♦", H_DIAMONDS, _play("Kd")),
    (
        "Partner bid nil and led the 4♠; the opponent's J♠ is winning. I cover with the Q♠ to protect partner.",
        SP_SPADES,
        _play("Qs"),
    ),
    ("Ace or queen? Ace.", SP_SPADES, _play("As")),
    ("Queen or ace? Let me check who is left to play", SP_SPADES, None),
    (
        (
            "Play the ace of spades — no, the king is still behind me. Hmm, I'm last to play, so the queen "
            "wins if it beats the jack on the table. Play Q♠."
        ),
        SP_SPADES,
        _play("Qs"),
    ),
]

# Clear answers the reader refuses.
REFUSED_THOUGH_CLEAR = {
    "Call or raise? Raising is better: to 40.",
    (
        "Small blind limped and the button min-raised. With 98s and everybody deep, implied odds make this "
        "profitable; a 3-bet here would mostly fold out the hands I dominate.\n\nCall"
    ),
    (
        "Small blind limped and the button min-raised. With 98s and everybody deep, implied odds make this "
        "profitable; a 3-bet here would mostly fold out the hands I dominate.\n\n**Call.**"
    ),
    (
        "Two pair on a paired board facing a check-raise and a jam: the full house is very likely. I can't "
        "call off my stack.\n\nFold"
    ),
    (
        "Two pair on a paired board facing a check-raise and a jam: the full house is very likely. I can't "
        "call off my stack.\n\n**Fold.**"
    ),
    (
        "I'm short-stacked at 20 big blinds with AQo facing a late-position open. Shoving gets maximum "
        "fold equity and I'm ahead of much of his range. All in for 200."
    ),
    "I completed the flush but he is aggressive; check to induce a bet, then raise.\n\n→ Check",
    "Trap with the set on a dry board: his range is full of air that will bet when checked to.\n\n```\ncheck\n```",
    "Raise to 5k.",
    "I'd normally raise here, but with this opponent I'll just call.",
    "Calling is fine, folding is fine; I'll call.",
    "Final answer: ~~raise~~ call",
    "Decision: fold (a raise would be a bluff that rarely works)",
    "The hand history: UTG raises to 6, CO calls, BTN folds. I'm in the big blind. Call.",
    "Previous street: I bet, he raised, I called. River: he bets 40. I'm done — fold.",
    "Nice bet. I fold, gg.",
    "Bet 20. Hmm, on this board, just check.",
    (
        "I'm leading. Partner showed the ace of hearts last trick by signalling high, so the queen of "
        "hearts should be safe to cash? No: the ace is still out with the opponents per the count. I'll "
        'lead my low club to get partner in.\n\n{"action": "play", "card": "2c"}'
    ),
    (
        "Partner led the king of hearts and it's winning; I'll unblock with the queen? No, I'll play low, "
        "the ten, and keep the queen.\n\nTh"
    ),
    (
        "Off-suit king of diamonds is my only non-trump. With trump in hand I'll cash the trump ace "
        'first.\n\n```json\n{"action": "play", "card": "Ah"}\n```'
    ),
    "Off-suit king of diamonds is my only non-trump. With trump in hand I'll cash the trump ace first.\n\nAh",
    (
        "Going for the march: lead the king of diamonds first while the bowers keep control? No — trump "
        'first. Right bower.\n\n{"action": "play", "card": "Jh"}'
    ),
    (
        "The ace is out and the queen has been played. The king of diamonds wins nothing dangerous here: "
        "no hearts in the trick. I take it with the king to get rid of a high card.\n\nKd"
    ),
    "Four players, three diamonds played: 7, 9, Q. My jack loses to the queen, so I can dump it safely.\n\nJd",
    "Partner played the king and is winning. I play low: eight.\n\n8s",
    "I need one more trick for my bid; the queen might lose to the ace, so I play the ace to be sure.\n\nAs",
    "The right bower.",
    "The left bower, please.",
    "Play the lowest diamond.",
    "Qh or Th? The queen wins the trick now; the ten saves the queen. I'll go with the ten.",
    "Count: spades played — K, Q, J, 9, 4. Still out: 8, 7, 6, 5, 3, 2 and my A, T. Lead A♠ now, then T♠.",
    "Lead the ace of trumps now.",
    "Play my off-suit card.",
    "Cover with the queen.",
    "Partner bid 4, opponents 5 total. That leaves 4 for me and the count agrees.\n\n4",
    "Bid 13? No, that's absurd. Five.",
    "Bid 2 — the dealer can't say 1.",
    (
        "Upcard is the J♠ and I'm the dealer's partner; ordering it up gives the dealer the right bower. I "
        "have only one spade. Pass."
    ),
    "I pick it up.",
    "Not alone this time.",
    "Alone? Too risky without the right. With partner.",
    "Jack: I can't win a showdown. Check, and fold to a bet.",
    "Check with the queen, nothing to gain by betting.",
    (
        "Raise to 40.\n\nReasoning: the flush draw gives me equity and he folds often to aggression. (A "
        "call is also reasonable, but fold is out of the question.)"
    ),
    "The solver would mix between call and raise here. I'll take the call.",
    "All in? That would be too much. Raise to 60.",
    "Fold.\n\n(Calling 30 more into 200 would be fine with a draw, but I have nothing.)",
    "Raise to 80, but if he shoves I fold.",
    "I'll check and call a bet.",
    (
        "Since the Q♠ is still out and the left opponent is void in diamonds, winning this trick could get "
        "me the queen. Play under: 3♦? The J♦ also loses to the A♦ on the table. I'll play the J♦ to shed "
        "a high card."
    ),
    "Ace or queen? Ace.",
    (
        "Play the ace of spades — no, the king is still behind me. Hmm, I'm last to play, so the queen "
        "wins if it beats the jack on the table. Play Q♠."
    ),
}

# Answers read otherwise than meant: text -> what it is read as.
MISREAD_LEFT = {
    # a raise named without an amount is read at the minimum
    (
        "AKs on the button facing a single open: this is a clear 3-bet for value, and it isolates the "
        "opener. Sizing three times his open. Raise it."
    ): _raise(4),
    # a raise named without an amount is read at the minimum
    (
        "I hold the nuts on the river. He's likely to call a raise with two pair or a worse flush, so go big. Raise it."
    ): _raise(4),
    # a raise named without an amount is read at the minimum
    "Pocket queens, one limper, I'm on the button. Isolation raise to take the initiative. Raise it.": _raise(4),
    # an amount under the minimum is lifted to it (or the size label 'min-raise' is read)
    "Raise to 300 — min-raise.": _raise(400),
    # an amount over the maximum is cut down to it
    "Decision: raise to 25000": _raise(20000),
    # an amount over the maximum is cut down to it
    "Raise to 500 to put him to the test.": _raise(200),
    # an amount over the maximum is cut down to it
    "Bet 100 — pot.": _bet(70),
    # `call` where only check and bet are legal is mapped to the check
    "Call, obviously.": CHECK,
    # a bet named without an amount is read at the minimum
    "Bet!": _bet(2),
    # an object's bet without an amount is read at the minimum
    '{"action": "bet", "say": "go"}': _bet(2),
    # a worded amount under the minimum is lifted to it
    "I'll bet one": _bet(2),
    # `raise` where only check and bet are legal is mapped to the bet
    "Raise!!": BET,
    # an amount under the minimum is lifted to it
    "Bet 1 into the pot.": _bet(2),
}


(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT, least=450)
