"""Misreads of model answers, round twenty-six: an out-of-sample measure of the answer reader as it stands on main at
commit 32af6ff. Every answer here was written, and what a careful human reader takes as its writer's decision was
judged, blind: before the reader's code, its documentation, its tests, its output or any earlier corpus's answers were
looked at (only tests/support/answer_cases.py and README.md's seat protocol were read). The answers are the ones today's
strong reasoning models write: a paragraph of analysis (ranges, pot odds, outs, counting tricks and trumps, partner's
play) that ends in the decision as a bold last line, a "Decision:" line, a JSON object, a fenced block, a markdown
heading, a bare last word or a plain sentence; beside these, short answers; in proportion to how often each decision
comes up (Hold'em actions and trick plays above all, then bids, euchre, hearts' passes, Kuhn and Leduc). About a third
are hard cases: analysis naming several actions before choosing, intentions changed, questions to itself, hedges,
plans for later streets, self-corrections, the euchre partner mentioned as a person, cards described rather than
named, text cut off before the decision, and illegal or out-of-range choices. `meant` is None where a careful reader
could not tell, or where what was meant is not legal; a Hold'em amount out of range is judged as the README's seat
protocol says it is taken (moved to the nearest end), and a raise or bet with no amount at all as the minimum.
Earlier corpora: tests/test_review_answers27.py to 52.py."""

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

# Decisions the shared lists lack: the big blind's option; facing an all in (no raise left); Leduc's first action of a
# round; spades, a follow to a spade lead; a follow to a diamond lead; euchre with clubs trump (J♠ the left bower).
HB = [{"action": "check"}, {"action": "raise", "min": 4, "max": 200}]
SHORT = [{"action": "fold"}, {"action": "call"}]
LEDUC_OPEN = [{"action": "check"}, {"action": "raise"}]
TRICK_S = [{"action": "play", "cards": ["4s", "Js", "Ks", "8s"]}]
TRICK_D = [{"action": "play", "cards": ["Ad", "Kd", "5d", "3d"]}]
TRICK_C = [{"action": "play", "cards": ["Jc", "Js", "Ah", "9c", "Tc"]}]

CORPUS = [
    # analyses that end in a decision, in the forms models end them with
    (
        (
            "I hold 7♠2♦ under the gun and there's a raise and a 3-bet in front of me. This is the "
            "weakest starting hand in the game; there is nothing to think about.\n"
            "\n"
            "```json\n"
            '{"action": "fold"}\n'
            "```"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I hold 7♠2♦ under the gun and there's a raise and a 3-bet in front of me. This is the "
            "weakest starting hand in the game; there is nothing to think about. So I'll fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "We have pocket queens on the button and the cutoff opened to 6. Queens are well ahead of a "
            "cutoff opening range, so a 3-bet for value is standard. Sizing about 3x the open is right "
            "in position. **Final answer: Raise to 18**"
        ),
        HOLDEM,
        raise_to(18),
    ),
    (
        (
            "We have pocket queens on the button and the cutoff opened to 6. Queens are well ahead of a "
            "cutoff opening range, so a 3-bet for value is standard. Sizing about 3x the open is right "
            "in position.\n"
            "\n"
            "Final answer: Raise to 18"
        ),
        HOLDEM,
        raise_to(18),
    ),
    (
        (
            "Board: K♥ 9♣ 4♦. I hold K♣ J♠, top pair with a decent kicker. Villain bets half pot. My "
            "hand is too strong to fold and not strong enough to raise for value against a range that "
            "continues, so I keep his bluffs in by calling.\n"
            "**Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Board: K♥ 9♣ 4♦. I hold K♣ J♠, top pair with a decent kicker. Villain bets half pot. My "
            "hand is too strong to fold and not strong enough to raise for value against a range that "
            "continues, so I keep his bluffs in by calling.\n"
            "\n"
            '{"action": "call"}'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "I've got A♦5♦ on a Q♦8♦3♣ flop: the nut flush draw plus a backdoor wheel draw. Facing a bet "
            "of 8 into 16, a semi-bluff raise wins the pot now often enough and I have plenty of equity "
            "when called.\n"
            "\n"
            "## Raise to 26"
        ),
        HOLDEM,
        raise_to(26),
    ),
    (
        (
            "I've got A♦5♦ on a Q♦8♦3♣ flop: the nut flush draw plus a backdoor wheel draw. Facing a bet "
            "of 8 into 16, a semi-bluff raise wins the pot now often enough and I have plenty of equity "
            "when called.\n"
            "\n"
            "**Raise to 26**"
        ),
        HOLDEM,
        raise_to(26),
    ),
    (
        (
            "Pot odds check: it costs 10 to win 40, so I need 20% equity. An open-ended straight draw "
            "with two cards to come is about 31%, and more with implied odds. Continuing is clearly "
            "profitable. call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Pot odds check: it costs 10 to win 40, so I need 20% equity. An open-ended straight draw "
            "with two cards to come is about 31%, and more with implied odds. Continuing is clearly "
            "profitable.\n"
            "\n"
            "```json\n"
            '{"action": "call"}\n'
            "```"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "The river 9♥ completes the flush. I have one pair of jacks and the opponent moves all in. A "
            "bluff catcher that beats nothing he would shove for value; his bluffs are rare in this "
            "spot.\n"
            "\n"
            "```json\n"
            '{"action": "fold"}\n'
            "```"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "The river 9♥ completes the flush. I have one pair of jacks and the opponent moves all in. A "
            "bluff catcher that beats nothing he would shove for value; his bluffs are rare in this "
            "spot.\n"
            "\n"
            "**Final answer: Fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "AKo in the small blind, 54 big blinds deep, against a button open. This is a clear 3-bet; "
            "out of position I size up to 5x.\n"
            '{"action": "raise", "amount": 15}'
        ),
        HOLDEM,
        raise_to(15),
    ),
    (
        (
            "AKo in the small blind, 54 big blinds deep, against a button open. This is a clear 3-bet; "
            "out of position I size up to 5x. Final answer: Raise to 15"
        ),
        HOLDEM,
        raise_to(15),
    ),
    (
        (
            "I flopped a set of sevens on a dry 7-J-2 board and the opponent led small. I want to build "
            "the pot while he still has something to continue with.\n"
            "**Raise to 30**"
        ),
        HOLDEM,
        raise_to(30),
    ),
    (
        (
            "I flopped a set of sevens on a dry 7-J-2 board and the opponent led small. I want to build "
            "the pot while he still has something to continue with.\n"
            "\n"
            "Final answer: Raise to 30"
        ),
        HOLDEM,
        raise_to(30),
    ),
    (
        (
            "Middle pair with a weak kicker, facing a pot-sized bet on a turn that brought an overcard. "
            "I'm behind most of his betting range and have about five outs. Decision: Fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Middle pair with a weak kicker, facing a pot-sized bet on a turn that brought an overcard. "
            "I'm behind most of his betting range and have about five outs.\n"
            "\n"
            "Action: fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I have the nut straight on the turn. Two pair and sets will pay a raise here, and the board "
            'is not going to get safer. {"action": "raise", "amount": 60}'
        ),
        HOLDEM,
        raise_to(60),
    ),
    (
        (
            "I have the nut straight on the turn. Two pair and sets will pay a raise here, and the board "
            "is not going to get safer. **Raise to 60**"
        ),
        HOLDEM,
        raise_to(60),
    ),
    (
        (
            "Pocket twos with deep stacks against an early-position raiser. Set mining is fine: implied "
            "odds are good at 100 big blinds.\n"
            "\n"
            "```json\n"
            '{"action": "call"}\n'
            "```"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Pocket twos with deep stacks against an early-position raiser. Set mining is fine: implied "
            "odds are good at 100 big blinds.\n"
            "\n"
            "call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Bottom pair, no kicker, and I've just been check-raised by a tight player. There's no "
            "reason to continue.\n"
            "\n"
            '{"action": "fold"}'
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Bottom pair, no kicker, and I've just been check-raised by a tight player. There's no "
            "reason to continue.\n"
            "\n"
            "**Decision:** Fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Top set on a wet, two-tone board. Draws are everywhere and I want to charge them now rather "
            "than give a free card.\n"
            "So I'll raise to 45."
        ),
        HOLDEM,
        raise_to(45),
    ),
    (
        (
            "Top set on a wet, two-tone board. Draws are everywhere and I want to charge them now rather "
            "than give a free card.\n"
            "Action: raise to 45"
        ),
        HOLDEM,
        raise_to(45),
    ),
    (
        (
            "QJs in the big blind against a min-raise: I'm closing the action and getting 3.5 to 1. "
            "Defending is easy; a 3-bet is not needed.\n"
            "\n"
            "```json\n"
            '{"action": "call"}\n'
            "```"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "QJs in the big blind against a min-raise: I'm closing the action and getting 3.5 to 1. "
            "Defending is easy; a 3-bet is not needed. **Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Aces on J-7-2 rainbow and the opponent bets small. I'll raise for value; he can continue "
            "with any jack.\n"
            "\n"
            "Action: raise to 20"
        ),
        HOLDEM,
        raise_to(20),
    ),
    (
        (
            "Aces on J-7-2 rainbow and the opponent bets small. I'll raise for value; he can continue "
            "with any jack.\n"
            "\n"
            '{"action": "raise", "amount": 20}'
        ),
        HOLDEM,
        raise_to(20),
    ),
    (
        (
            "He 4-bets and I have AQo. Against a 4-bet range of QQ+, AK, my hand is dominated or "
            "flipping badly. I let it go.\n"
            "**Final answer: Fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "He 4-bets and I have AQo. Against a 4-bet range of QQ+, AK, my hand is dominated or "
            "flipping badly. I let it go.\n"
            "\n"
            "fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Flush draw and two overcards: 15 outs on the flop. Against a bet of a third of the pot I "
            "have the odds to continue. So I'll call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Flush draw and two overcards: 15 outs on the flop. Against a bet of a third of the pot I "
            "have the odds to continue.\n"
            "\n"
            "```json\n"
            '{"action": "call"}\n'
            "```"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "With 8 big blinds left and A9s on the button, this is a standard shove spot. Any raise "
            "smaller than all in commits me anyway. Final answer: Raise to 200"
        ),
        HOLDEM,
        raise_to(200),
    ),
    (
        (
            "With 8 big blinds left and A9s on the button, this is a standard shove spot. Any raise "
            "smaller than all in commits me anyway.\n"
            "\n"
            '{"action": "raise", "amount": 200}'
        ),
        HOLDEM,
        raise_to(200),
    ),
    (
        (
            "T9s in position against a single raise from the hijack. It plays well post-flop and I have "
            "position, so I'll flat rather than 3-bet.\n"
            "\n"
            "## Action\n"
            "Call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "T9s in position against a single raise from the hijack. It plays well post-flop and I have "
            "position, so I'll flat rather than 3-bet. **Decision:** Call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Second pair on a paired board after the opponent bets three streets. His line represents "
            "trips or better far too often.\n"
            "\n"
            "Action: fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Second pair on a paired board after the opponent bets three streets. His line represents "
            "trips or better far too often.\n"
            "**Final answer: Fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I have KK preflop and the opponent opened to 8. Re-raise to about 3.5x the open.\n"
            "\n"
            '{"action": "raise", "amount": 28}'
        ),
        HOLDEM,
        raise_to(28),
    ),
    (
        ("I have KK preflop and the opponent opened to 8. Re-raise to about 3.5x the open. Action: raise to 28"),
        HOLDEM,
        raise_to(28),
    ),
    (
        (
            "The opponent's bet is tiny, 3 into 30. I get 11 to 1 with any two cards; my gutshot alone "
            "justifies it.\n"
            "\n"
            "```json\n"
            '{"action": "call"}\n'
            "```"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "The opponent's bet is tiny, 3 into 30. I get 11 to 1 with any two cards; my gutshot alone "
            "justifies it.\n"
            "\n"
            "## Call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Two pair, aces and nines, on A-9-5-2. The only hands that beat me are sets, and many worse "
            "aces will call a raise.\n"
            "\n"
            "```json\n"
            '{"action": "raise", "amount": 70}\n'
            "```"
        ),
        HOLDEM,
        raise_to(70),
    ),
    (
        (
            "Two pair, aces and nines, on A-9-5-2. The only hands that beat me are sets, and many worse "
            "aces will call a raise. So I'll raise to 70."
        ),
        HOLDEM,
        raise_to(70),
    ),
    (
        ("J4o in the cutoff facing a raise and a call. Fold.\n\nAction: fold"),
        HOLDEM,
        FOLD,
    ),
    (
        ('J4o in the cutoff facing a raise and a call. Fold.\n\n```json\n{"action": "fold"}\n```'),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I flopped the nut flush. Slow-playing is tempting, but a raise gets value from the second "
            "nut flush draw and sets.\n"
            "\n"
            "```json\n"
            '{"action": "raise", "amount": 36}\n'
            "```"
        ),
        HOLDEM,
        raise_to(36),
    ),
    (
        (
            "I flopped the nut flush. Slow-playing is tempting, but a raise gets value from the second "
            "nut flush draw and sets.\n"
            "\n"
            "Final answer: Raise to 36"
        ),
        HOLDEM,
        raise_to(36),
    ),
    (
        (
            "Heads-up on the river, the opponent bets 40 into 80. I hold top pair weak kicker. I need to "
            'be good 25% of the time; his range has enough missed draws. {"action": "call"}'
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Heads-up on the river, the opponent bets 40 into 80. I hold top pair weak kicker. I need to "
            "be good 25% of the time; his range has enough missed draws.\n"
            "\n"
            "### Decision: Call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "The villain has been 3-betting light all session. With AJs I'll 4-bet to put pressure on "
            "that range.\n"
            "\n"
            "Action: raise to 48"
        ),
        HOLDEM,
        raise_to(48),
    ),
    (
        (
            "The villain has been 3-betting light all session. With AJs I'll 4-bet to put pressure on "
            "that range.\n"
            "\n"
            "Decision: **raise to 48**"
        ),
        HOLDEM,
        raise_to(48),
    ),
    (
        (
            "Small blind with 65o against a button raise: dominated hands out of position bleed chips. "
            "Easy decision.\n"
            "Decision: Fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Small blind with 65o against a button raise: dominated hands out of position bleed chips. "
            "Easy decision.\n"
            "\n"
            "Action: fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "I have an overpair, tens, on a 6-4-2 board. The opponent bets, and my hand is strong "
            "against his range. Calling keeps bluffs in and controls the pot.\n"
            "\n"
            "## Action\n"
            "Call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "I have an overpair, tens, on a 6-4-2 board. The opponent bets, and my hand is strong "
            "against his range. Calling keeps bluffs in and controls the pot.\n"
            "So I'll call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Quads on the river. I'll raise the maximum; there's no hand he'll fold that I'd get more "
            "from with a small raise.\n"
            '{"action": "raise", "amount": 200}'
        ),
        HOLDEM,
        raise_to(200),
    ),
    (
        (
            "Quads on the river. I'll raise the maximum; there's no hand he'll fold that I'd get more "
            "from with a small raise.\n"
            "\n"
            "**Final answer: Raise to 200**"
        ),
        HOLDEM,
        raise_to(200),
    ),
    (
        (
            "I'm getting 4 to 1 on a call with a flush draw on the turn, and I need about 4.1 to 1. "
            "Close, but implied odds tip it. **Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "I'm getting 4 to 1 on a call with a flush draw on the turn, and I need about 4.1 to 1. "
            "Close, but implied odds tip it.\n"
            "\n"
            "Action: call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        ("88 on a board of A-K-Q with two players betting ahead of me. My pair is nearly dead. Action: fold"),
        HOLDEM,
        FOLD,
    ),
    (
        ("88 on a board of A-K-Q with two players betting ahead of me. My pair is nearly dead.\n\nSo I'll fold."),
        HOLDEM,
        FOLD,
    ),
    (
        ("A minimum re-raise is enough to set up a river shove with my two pair.\nAction: raise to 4"),
        HOLDEM,
        raise_to(4),
    ),
    (
        (
            "A minimum re-raise is enough to set up a river shove with my two pair.\n"
            "\n"
            "```json\n"
            '{"action": "raise", "amount": 4}\n'
            "```"
        ),
        HOLDEM,
        raise_to(4),
    ),
    (
        (
            "Open-ended straight draw plus a pair. This is a strong semi-bluff: raise to 32 and stack "
            "off if he shoves.\n"
            "**Raise to 32**"
        ),
        HOLDEM,
        raise_to(32),
    ),
    (
        (
            "Open-ended straight draw plus a pair. This is a strong semi-bluff: raise to 32 and stack "
            "off if he shoves.\n"
            "\n"
            "```json\n"
            '{"action": "raise", "amount": 32}\n'
            "```"
        ),
        HOLDEM,
        raise_to(32),
    ),
    (
        (
            "Ace-high on a missed draw board, opponent fires a big river bet. I can't beat even a bluff "
            "that holds a king.\n"
            "Action: fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Ace-high on a missed draw board, opponent fires a big river bet. I can't beat even a bluff "
            "that holds a king.\n"
            "\n"
            "**Fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Pocket jacks against a single open from middle position: I prefer to 3-bet for value and to "
            "deny equity. Make it 21.\n"
            "\n"
            "Final answer: Raise to 21"
        ),
        HOLDEM,
        raise_to(21),
    ),
    (
        (
            "Pocket jacks against a single open from middle position: I prefer to 3-bet for value and to "
            "deny equity. Make it 21.\n"
            "\n"
            "### Decision: Raise to 21"
        ),
        HOLDEM,
        raise_to(21),
    ),
    (
        ("I hold 9♣9♦ in the big blind against a button limp-raise. Calling keeps the pot manageable.\n\n**Call**"),
        HOLDEM,
        CALL,
    ),
    (
        (
            "I hold 9♣9♦ in the big blind against a button limp-raise. Calling keeps the pot manageable. "
            "**Final answer: Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Trips with a bad kicker on a paired board. A raise only folds worse and gets called by "
            "better; I'll just call. **Final answer: Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Trips with a bad kicker on a paired board. A raise only folds worse and gets called by "
            "better; I'll just call.\n"
            "\n"
            "**Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "KQo facing an under-the-gun raise and a 3-bet from the hijack. This is a trap hand. Folding "
            "is correct. fold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "KQo facing an under-the-gun raise and a 3-bet from the hijack. This is a trap hand. Folding "
            "is correct. Decision: **fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Full house on the river, opponent bets half pot. Raising is clearly best: he has a flush or "
            "trips often. **Raise to 110**"
        ),
        HOLDEM,
        raise_to(110),
    ),
    (
        (
            "Full house on the river, opponent bets half pot. Raising is clearly best: he has a flush or "
            "trips often. **Final answer: Raise to 110**"
        ),
        HOLDEM,
        raise_to(110),
    ),
    (
        (
            "AA preflop, everyone folded to the button who raised to 10. Re-raising to 30 is the obvious "
            "play.\n"
            "\n"
            "```json\n"
            '{"action": "raise", "amount": 30}\n'
            "```"
        ),
        HOLDEM,
        raise_to(30),
    ),
    (
        (
            "AA preflop, everyone folded to the button who raised to 10. Re-raising to 30 is the obvious "
            "play. **Raise to 30**"
        ),
        HOLDEM,
        raise_to(30),
    ),
    (
        (
            "The turn paired the board and the opponent keeps betting. My flush is still likely best, "
            "but a raise only gets called by full houses.\n"
            "\n"
            "## Call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "The turn paired the board and the opponent keeps betting. My flush is still likely best, "
            "but a raise only gets called by full houses.\n"
            "\n"
            "**Final answer: Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "I missed the 8-6-5 two-tone flop with AK and there are two opponents behind. A c-bet gets "
            "called or raised too often.\n"
            "**Final answer: Check**"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "I missed the 8-6-5 two-tone flop with AK and there are two opponents behind. A c-bet gets "
            "called or raised too often.\n"
            "\n"
            "Action: check"
        ),
        OPEN,
        CHECK,
    ),
    (
        ("Top pair good kicker on a dry K-7-2 board. Bet for value, about two thirds of the pot. So I'll bet 12."),
        OPEN,
        bet(12),
    ),
    (
        (
            "Top pair good kicker on a dry K-7-2 board. Bet for value, about two thirds of the pot.\n"
            "\n"
            "Decision: **bet 12**"
        ),
        OPEN,
        bet(12),
    ),
    (
        (
            "I have the nuts on the river and the opponent has called twice. A large bet gets paid by "
            "his two pair and sets. Action: bet 50"
        ),
        OPEN,
        bet(50),
    ),
    (
        (
            "I have the nuts on the river and the opponent has called twice. A large bet gets paid by "
            "his two pair and sets.\n"
            "**Bet 50**"
        ),
        OPEN,
        bet(50),
    ),
    (
        (
            "Second pair on a board where my opponent's range has many better hands. Pot control is "
            'better than betting. {"action": "check"}'
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Second pair on a board where my opponent's range has many better hands. Pot control is "
            "better than betting.\n"
            "\n"
            "```json\n"
            '{"action": "check"}\n'
            "```"
        ),
        OPEN,
        CHECK,
    ),
    (
        ("A small stab on the turn takes the pot from his many missed overcards.\n\n### Decision: Bet 4"),
        OPEN,
        bet(4),
    ),
    (
        ("A small stab on the turn takes the pot from his many missed overcards.\n\nSo I'll bet 4."),
        OPEN,
        bet(4),
    ),
    (
        (
            "Nut flush draw, first to act. Semi-bluffing builds a pot I may win big, and folds out "
            "overcards.\n"
            "\n"
            "So I'll bet 18."
        ),
        OPEN,
        bet(18),
    ),
    (
        (
            "Nut flush draw, first to act. Semi-bluffing builds a pot I may win big, and folds out "
            "overcards.\n"
            "\n"
            "Action: bet 18"
        ),
        OPEN,
        bet(18),
    ),
    (
        ("Short stack with top pair on the flop: putting it all in is the cleanest line.\n\nSo I'll bet 70."),
        OPEN,
        bet(70),
    ),
    (
        (
            "Short stack with top pair on the flop: putting it all in is the cleanest line.\n"
            '{"action": "bet", "amount": 70}'
        ),
        OPEN,
        bet(70),
    ),
    (
        (
            "My hand is a medium-strength showdown hand and I'm out of position. Checking keeps his "
            "bluffs in.\n"
            "\n"
            "**Final answer: Check**"
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "My hand is a medium-strength showdown hand and I'm out of position. Checking keeps his "
            "bluffs in.\n"
            "\n"
            "So I'll check."
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Set of queens on a Q-8-3 rainbow flop. Bet half the pot now; slow-playing wastes the value "
            "against top pairs.\n"
            '{"action": "bet", "amount": 9}'
        ),
        OPEN,
        bet(9),
    ),
    (
        (
            "Set of queens on a Q-8-3 rainbow flop. Bet half the pot now; slow-playing wastes the value "
            "against top pairs.\n"
            "\n"
            "## Bet 9"
        ),
        OPEN,
        bet(9),
    ),
    (
        ("River, I missed my straight draw. Giving up is fine here; my opponent won't fold a pair.\n\ncheck"),
        OPEN,
        CHECK,
    ),
    (
        (
            "River, I missed my straight draw. Giving up is fine here; my opponent won't fold a pair.\n"
            '{"action": "check"}'
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "I'm the preflop raiser on an A-high board and my range has all the aces. A third-pot c-bet "
            "works.\n"
            "\n"
            "Action: bet 6"
        ),
        OPEN,
        bet(6),
    ),
    (
        (
            "I'm the preflop raiser on an A-high board and my range has all the aces. A third-pot c-bet "
            "works.\n"
            "\n"
            "**Final answer: Bet 6**"
        ),
        OPEN,
        bet(6),
    ),
    (
        ("Bluff on the river: my story is consistent with a made flush and his checks show weakness.\n**Bet 40**"),
        OPEN,
        bet(40),
    ),
    (
        (
            "Bluff on the river: my story is consistent with a made flush and his checks show weakness.\n"
            "\n"
            "Decision: Bet 40"
        ),
        OPEN,
        bet(40),
    ),
    (
        ("Trips on the turn with a good kicker. Bet 25 into 36 to keep building the pot. Action: bet 25"),
        OPEN,
        bet(25),
    ),
    (
        ("Trips on the turn with a good kicker. Bet 25 into 36 to keep building the pot.\n\n## Action\nBet 25"),
        OPEN,
        bet(25),
    ),
    (
        (
            "Nothing on a board that hits the caller's range, and I'm not going to bluff into two "
            "players.\n"
            "\n"
            '{"action": "check"}'
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Nothing on a board that hits the caller's range, and I'm not going to bluff into two "
            "players.\n"
            "\n"
            "```json\n"
            '{"action": "check"}\n'
            "```"
        ),
        OPEN,
        CHECK,
    ),
    (
        "Full house. Let's bet 35 and hope he has the flush. Decision: **bet 35**",
        OPEN,
        bet(35),
    ),
    (
        ("Full house. Let's bet 35 and hope he has the flush.\nSo I'll bet 35."),
        OPEN,
        bet(35),
    ),
    (
        (
            "The opponent checked and I'm in position with a weak made hand: taking a free card is best.\n"
            '{"action": "check"}'
        ),
        OPEN,
        CHECK,
    ),
    (
        ("The opponent checked and I'm in position with a weak made hand: taking a free card is best.\n\ncheck"),
        OPEN,
        CHECK,
    ),
    (
        ("Bet the minimum to block his bigger bet and see a cheap showdown.\n\n**Bet 2**"),
        OPEN,
        bet(2),
    ),
    (
        ('Bet the minimum to block his bigger bet and see a cheap showdown.\n\n{"action": "bet", "amount": 2}'),
        OPEN,
        bet(2),
    ),
    (
        ("Two pair on a board with a flush draw. Charge the draw with a pot-sized bet.\nFinal answer: Bet 30"),
        OPEN,
        bet(30),
    ),
    (
        ("Two pair on a board with a flush draw. Charge the draw with a pot-sized bet.\n\n## Action\nBet 30"),
        OPEN,
        bet(30),
    ),
    (
        ("I have a pure bluff catcher and the opponent is aggressive; checking invites his bluffs.\n\n**Check**"),
        OPEN,
        CHECK,
    ),
    (
        (
            "I have a pure bluff catcher and the opponent is aggressive; checking invites his bluffs.\n"
            "**Final answer: Check**"
        ),
        OPEN,
        CHECK,
    ),
    (
        ("Overpair on a low board, three-way pot. Bet 16 for value and protection.\n\n### Decision: Bet 16"),
        OPEN,
        bet(16),
    ),
    (
        ('Overpair on a low board, three-way pot. Bet 16 for value and protection. {"action": "bet", "amount": 16}'),
        OPEN,
        bet(16),
    ),
    (
        (
            "Blinds are 200/400 and the opponent opened to 1,000. I hold AKs; a 3-bet to 3,000 is "
            "standard. So I'll raise to 3000."
        ),
        BIG,
        raise_to(3000),
    ),
    (
        (
            "Blinds are 200/400 and the opponent opened to 1,000. I hold AKs; a 3-bet to 3,000 is "
            "standard. Action: raise to 3000"
        ),
        BIG,
        raise_to(3000),
    ),
    (
        (
            "Stacks are 20,000 deep. 66 against an open from the button is a profitable call in the big "
            "blind.\n"
            "\n"
            "**Decision:** Call"
        ),
        BIG,
        CALL,
    ),
    (
        ("Stacks are 20,000 deep. 66 against an open from the button is a profitable call in the big blind.\n\ncall"),
        BIG,
        CALL,
    ),
    (
        (
            "The opponent shoves 20,000 into a 2,400 pot. My KJo is well behind his shoving range.\n"
            "\n"
            "```json\n"
            '{"action": "fold"}\n'
            "```"
        ),
        BIG,
        FOLD,
    ),
    (
        ("The opponent shoves 20,000 into a 2,400 pot. My KJo is well behind his shoving range.\nSo I'll fold."),
        BIG,
        FOLD,
    ),
    (
        (
            "Top two pair, I want to raise to 5,500 on the flop to start getting stacks in.\n"
            '{"action": "raise", "amount": 5500}'
        ),
        BIG,
        raise_to(5500),
    ),
    (
        ("Top two pair, I want to raise to 5,500 on the flop to start getting stacks in.\nDecision: **raise to 5500**"),
        BIG,
        raise_to(5500),
    ),
    (
        ('I have pocket aces and he has re-raised; I\'ll just put it all in.\n\n{"action": "raise", "amount": 20000}'),
        BIG,
        raise_to(20000),
    ),
    (
        "I have pocket aces and he has re-raised; I'll just put it all in. So I'll raise to 20000.",
        BIG,
        raise_to(20000),
    ),
    (
        (
            "He bets 1,200 into 2,800 on the turn with a straight possible. My set still beats most of "
            "his range, but a raise folds worse. I'll call.\n"
            "\n"
            "call"
        ),
        BIG,
        CALL,
    ),
    (
        (
            "He bets 1,200 into 2,800 on the turn with a straight possible. My set still beats most of "
            "his range, but a raise folds worse. I'll call.\n"
            "Action: call"
        ),
        BIG,
        CALL,
    ),
    (
        ("QTo out of position against a 3-bet: not a hand to continue with.\n\nSo I'll fold."),
        BIG,
        FOLD,
    ),
    (
        ("QTo out of position against a 3-bet: not a hand to continue with.\nAction: fold"),
        BIG,
        FOLD,
    ),
    (
        (
            "Min-raise to 800 as a block against a player who min-bets with draws.\n"
            "\n"
            "```json\n"
            '{"action": "raise", "amount": 800}\n'
            "```"
        ),
        BIG,
        raise_to(800),
    ),
    (
        ('Min-raise to 800 as a block against a player who min-bets with draws.\n\n{"action": "raise", "amount": 800}'),
        BIG,
        raise_to(800),
    ),
    (
        ("My nut flush faces a bet of 2,000. Raise to 7,000.\n\nDecision: Raise to 7000"),
        BIG,
        raise_to(7000),
    ),
    (
        ("My nut flush faces a bet of 2,000. Raise to 7,000.\n\nAction: raise to 7000"),
        BIG,
        raise_to(7000),
    ),
    (
        ('The pot is laying me 3 to 1; my draw needs 2.6 to 1. Call.\n\n```json\n{"action": "call"}\n```'),
        BIG,
        CALL,
    ),
    (
        ('The pot is laying me 3 to 1; my draw needs 2.6 to 1. Call.\n{"action": "call"}'),
        BIG,
        CALL,
    ),
    (
        (
            "Hearts were led and the ace has already been played. My queen is the highest heart left "
            "apart from the king, which fell last trick. The queen wins this trick.\n"
            "Decision: Play Qh"
        ),
        TRICK,
        card("play", "Qh"),
    ),
    (
        (
            "Hearts were led and the ace has already been played. My queen is the highest heart left "
            "apart from the king, which fell last trick. The queen wins this trick.\n"
            '{"action": "play", "card": "Qh"}'
        ),
        TRICK,
        card("play", "Qh"),
    ),
    (
        (
            "My partner is winning this trick with the jack. I don't need to overtake; I'll follow with "
            "the lower heart and keep the queen.\n"
            "\n"
            "```json\n"
            '{"action": "play", "card": "Th"}\n'
            "```"
        ),
        TRICK,
        card("play", "Th"),
    ),
    (
        (
            "My partner is winning this trick with the jack. I don't need to overtake; I'll follow with "
            "the lower heart and keep the queen.\n"
            "\n"
            "Final answer: Play 10♥"
        ),
        TRICK,
        card("play", "Th"),
    ),
    (
        (
            "I'm out of the led suit? No — I have hearts, so I must follow. The opponent played the "
            "king, so my queen can't win. Play the lower heart.\n"
            "\n"
            "Decision: **play 10♥**"
        ),
        TRICK,
        card("play", "Th"),
    ),
    (
        (
            "I'm out of the led suit? No — I have hearts, so I must follow. The opponent played the "
            "king, so my queen can't win. Play the lower heart. **Play 10♥**"
        ),
        TRICK,
        card("play", "Th"),
    ),
    (
        (
            "Clubs are trump and this trick is lost anyway; I'll discard my small club? No, I should "
            "save it. Actually the 2c is my only trump and the trick is already won by partner, so I "
            "keep it and play a heart. The ten goes.\n"
            "\n"
            "### Decision: Play 10♥"
        ),
        TRICK,
        card("play", "Th"),
    ),
    (
        (
            "Clubs are trump and this trick is lost anyway; I'll discard my small club? No, I should "
            "save it. Actually the 2c is my only trump and the trick is already won by partner, so I "
            "keep it and play a heart. The ten goes.\n"
            '{"action": "play", "card": "Th"}'
        ),
        TRICK,
        card("play", "Th"),
    ),
    (
        (
            "I'm leading. Leading the lowest card, a small club, probes the opponents without giving "
            "anything away.\n"
            "\n"
            "Final answer: Play 2♣"
        ),
        TRICK,
        card("play", "2c"),
    ),
    (
        (
            "I'm leading. Leading the lowest card, a small club, probes the opponents without giving "
            "anything away. **Play 2c**"
        ),
        TRICK,
        card("play", "2c"),
    ),
    (
        (
            "In hearts I want to avoid taking points. The trick already has the ace of hearts, so I can "
            "safely dump my queen of hearts under it.\n"
            "**Final answer: Play Qh**"
        ),
        TRICK,
        card("play", "Qh"),
    ),
    (
        (
            "In hearts I want to avoid taking points. The trick already has the ace of hearts, so I can "
            "safely dump my queen of hearts under it.\n"
            "\n"
            '{"action": "play", "card": "Qh"}'
        ),
        TRICK,
        card("play", "Qh"),
    ),
    (
        ("The ten of hearts is the safe follow; both opponents' cards are higher.\n**Final answer: Play 10h**"),
        TRICK,
        card("play", "Th"),
    ),
    (
        (
            "The ten of hearts is the safe follow; both opponents' cards are higher.\n"
            "\n"
            '{"action": "play", "card": "Th"}'
        ),
        TRICK,
        card("play", "Th"),
    ),
    (
        (
            "Spades were led and I have none, so I can play anything. The deuce of clubs is the card I "
            "least need.\n"
            "\n"
            "Action: play 2c"
        ),
        TRICK,
        card("play", "2c"),
    ),
    (
        (
            "Spades were led and I have none, so I can play anything. The deuce of clubs is the card I "
            "least need. **Final answer: Play 2c**"
        ),
        TRICK,
        card("play", "2c"),
    ),
    (
        ('This is the last round of hearts; my queen is now the boss heart. Cash it. {"action": "play", "card": "Qh"}'),
        TRICK,
        card("play", "Qh"),
    ),
    (
        ("This is the last round of hearts; my queen is now the boss heart. Cash it. Decision: **play qh**"),
        TRICK,
        card("play", "Qh"),
    ),
    (
        (
            "I'm on lead with the ace of spades. Cashing it now takes the trick before anyone can ruff.\n"
            "\n"
            "```json\n"
            '{"action": "play", "card": "As"}\n'
            "```"
        ),
        TRICK2,
        card("play", "As"),
    ),
    (
        ("I'm on lead with the ace of spades. Cashing it now takes the trick before anyone can ruff. **Play As**"),
        TRICK2,
        card("play", "As"),
    ),
    (
        (
            "Spades are trump and an opponent leads diamonds. I must follow with my only diamond, the "
            "nine.\n"
            "\n"
            "Final answer: Play 9d"
        ),
        TRICK2,
        card("play", "9d"),
    ),
    (
        (
            "Spades are trump and an opponent leads diamonds. I must follow with my only diamond, the "
            "nine.\n"
            "\n"
            '{"action": "play", "card": "9d"}'
        ),
        TRICK2,
        card("play", "9d"),
    ),
    (
        (
            "Leading the ten of spades draws out higher spades while my ace stays as the boss later. "
            "Final answer: Play the ten of spades"
        ),
        TRICK2,
        card("play", "Ts"),
    ),
    (
        (
            "Leading the ten of spades draws out higher spades while my ace stays as the boss later.\n"
            "\n"
            "## Action\n"
            "Play 10♠"
        ),
        TRICK2,
        card("play", "Ts"),
    ),
    (
        "Void in the led suit, I can sluff. The two of clubs costs nothing. Action: play 2c",
        TRICK2,
        card("play", "2c"),
    ),
    (
        ("Void in the led suit, I can sluff. The two of clubs costs nothing.\n\nFinal answer: Play the two of clubs"),
        TRICK2,
        card("play", "2c"),
    ),
    (
        (
            "Hearts are led, the king is showing. My queen won't win, and I have no small heart. It's "
            "the only heart I hold, so it has to go.\n"
            "Final answer: Play Qh"
        ),
        TRICK2,
        card("play", "Qh"),
    ),
    (
        (
            "Hearts are led, the king is showing. My queen won't win, and I have no small heart. It's "
            "the only heart I hold, so it has to go.\n"
            "\n"
            "```json\n"
            '{"action": "play", "card": "Qh"}\n'
            "```"
        ),
        TRICK2,
        card("play", "Qh"),
    ),
    (
        (
            "To count tricks in spades I need to make my bid of 2. The ace of spades is a sure trick; "
            "take it now. Action: play A♠"
        ),
        TRICK2,
        card("play", "As"),
    ),
    (
        (
            "To count tricks in spades I need to make my bid of 2. The ace of spades is a sure trick; "
            "take it now.\n"
            "\n"
            "**Final answer: Play A♠**"
        ),
        TRICK2,
        card("play", "As"),
    ),
    (
        ('Partner has the trick with the ace of diamonds. Follow low with the nine. {"action": "play", "card": "9d"}'),
        TRICK2,
        card("play", "9d"),
    ),
    (
        "Partner has the trick with the ace of diamonds. Follow low with the nine. Decision: Play 9d",
        TRICK2,
        card("play", "9d"),
    ),
    (
        "We have set the opponents already; no more need to win tricks. Dump the club. **Play 2c**",
        TRICK2,
        card("play", "2c"),
    ),
    (
        ("We have set the opponents already; no more need to win tricks. Dump the club.\n\n## Action\nPlay 2c"),
        TRICK2,
        card("play", "2c"),
    ),
    (
        ("The only card that wins this spade trick is the ace.\n\nDecision: **play as**"),
        TRICK2,
        card("play", "As"),
    ),
    (
        ("The only card that wins this spade trick is the ace.\n\nSo I'll play the ace of spades."),
        TRICK2,
        card("play", "As"),
    ),
    (
        ("Spades were led with the queen. My king beats it and the ace is already gone.\n\nSo I'll play K♠."),
        TRICK_S,
        card("play", "Ks"),
    ),
    (
        (
            "Spades were led with the queen. My king beats it and the ace is already gone.\n"
            "\n"
            '{"action": "play", "card": "Ks"}'
        ),
        TRICK_S,
        card("play", "Ks"),
    ),
    (
        ("Partner's ace of spades is winning. I'll follow with my lowest spade, the four.\n\nFinal answer: Play 4s"),
        TRICK_S,
        card("play", "4s"),
    ),
    (
        ("Partner's ace of spades is winning. I'll follow with my lowest spade, the four.\n\n**Play 4s**"),
        TRICK_S,
        card("play", "4s"),
    ),
    (
        ("The opponent on my left played the ten. The jack wins cheaply and keeps my king.\n\n## Play Js"),
        TRICK_S,
        card("play", "Js"),
    ),
    (
        (
            "The opponent on my left played the ten. The jack wins cheaply and keeps my king.\n"
            "\n"
            "```json\n"
            '{"action": "play", "card": "Js"}\n'
            "```"
        ),
        TRICK_S,
        card("play", "Js"),
    ),
    (
        (
            "I can't beat the ace that's been played, so I'll just get rid of the eight.\n"
            "\n"
            "```json\n"
            '{"action": "play", "card": "8s"}\n'
            "```"
        ),
        TRICK_S,
        card("play", "8s"),
    ),
    (
        ("I can't beat the ace that's been played, so I'll just get rid of the eight.\nFinal answer: Play 8s"),
        TRICK_S,
        card("play", "8s"),
    ),
    (
        (
            "Counting my tricks: the ace and king of spades, the ace of hearts, and probably one more "
            "from my long diamonds. That's four.\n"
            "\n"
            "```json\n"
            '{"action": "bid", "amount": 4}\n'
            "```"
        ),
        BID,
        bid(4),
    ),
    (
        (
            "Counting my tricks: the ace and king of spades, the ace of hearts, and probably one more "
            "from my long diamonds. That's four.\n"
            "\n"
            "**Final answer: Bid 4**"
        ),
        BID,
        bid(4),
    ),
    (
        (
            "This hand is very weak: no aces, no kings, and short in spades. Bidding nil is reasonable "
            "with no spade higher than the 7.\n"
            "\n"
            "Action: bid 0"
        ),
        BID,
        bid(0),
    ),
    (
        (
            "This hand is very weak: no aces, no kings, and short in spades. Bidding nil is reasonable "
            "with no spade higher than the 7.\n"
            "**Bid 0**"
        ),
        BID,
        bid(0),
    ),
    (
        ("Two sure tricks with aces and a possible third from a protected king. I'll bid three.\n**Bid 3**"),
        BID,
        bid(3),
    ),
    (
        ("Two sure tricks with aces and a possible third from a protected king. I'll bid three. So I'll bid 3."),
        BID,
        bid(3),
    ),
    (
        ("Seven spades including the A-K-Q, plus two outside aces. Six tricks looks right.\n\nDecision: Bid 6"),
        BID,
        bid(6),
    ),
    (
        (
            "Seven spades including the A-K-Q, plus two outside aces. Six tricks looks right.\n"
            '{"action": "bid", "amount": 6}'
        ),
        BID,
        bid(6),
    ),
    (
        ("I count one trick, the ace of clubs. Bid one.\n**Final answer: Bid 1**"),
        BID,
        bid(1),
    ),
    (
        "I count one trick, the ace of clubs. Bid one. So I'll bid 1.",
        BID,
        bid(1),
    ),
    (
        (
            "Partner bid 4 and we need 9 for the contract to be reachable; my hand has 5 clear winners. "
            '{"action": "bid", "amount": 5}'
        ),
        BID,
        bid(5),
    ),
    (
        (
            "Partner bid 4 and we need 9 for the contract to be reachable; my hand has 5 clear winners.\n"
            "\n"
            "**Decision:** Bid 5"
        ),
        BID,
        bid(5),
    ),
    (
        (
            "Balanced hand with two aces and a king-queen combination: that's about three tricks in Oh "
            'Hell with this many cards. {"action": "bid", "amount": 3}'
        ),
        BID,
        bid(3),
    ),
    (
        (
            "Balanced hand with two aces and a king-queen combination: that's about three tricks in Oh "
            "Hell with this many cards.\n"
            "\n"
            "Decision: Bid 3"
        ),
        BID,
        bid(3),
    ),
    (
        ("Long strong trump suit and a void in diamonds — I can make 8 tricks.\nDecision: **bid 8**"),
        BID,
        bid(8),
    ),
    (
        (
            "Long strong trump suit and a void in diamonds — I can make 8 tricks.\n"
            "\n"
            "```json\n"
            '{"action": "bid", "amount": 8}\n'
            "```"
        ),
        BID,
        bid(8),
    ),
    (
        ("Honest estimate is two tricks.\n\n**Bid 2**"),
        BID,
        bid(2),
    ),
    (
        ("Honest estimate is two tricks.\n\n## Action\nBid 2"),
        BID,
        bid(2),
    ),
    (
        ("I have almost nothing but the ace of trump; that's one sure trick, so bid 1.\nFinal answer: Bid 1"),
        BID,
        bid(1),
    ),
    (
        ("I have almost nothing but the ace of trump; that's one sure trick, so bid 1.\n**Bid 1**"),
        BID,
        bid(1),
    ),
    (
        (
            "As dealer I can't make the total equal the number of tricks. Bids so far add to 4 with 5 "
            "tricks, so 1 is forbidden. My hand has two probable winners.\n"
            "\n"
            "Decision: Bid 2"
        ),
        OHHELL_DEALER,
        bid(2),
    ),
    (
        (
            "As dealer I can't make the total equal the number of tricks. Bids so far add to 4 with 5 "
            "tricks, so 1 is forbidden. My hand has two probable winners.\n"
            "So I'll bid 2."
        ),
        OHHELL_DEALER,
        bid(2),
    ),
    (
        (
            'My hand is all low cards. Zero is allowed, and that\'s what I expect to take. {"action": '
            '"bid", "amount": 0}'
        ),
        OHHELL_DEALER,
        bid(0),
    ),
    (
        "My hand is all low cards. Zero is allowed, and that's what I expect to take. So I'll bid 0.",
        OHHELL_DEALER,
        bid(0),
    ),
    (
        ("Three strong trumps: I'm confident of three tricks.\n\n**Bid 3**"),
        OHHELL_DEALER,
        bid(3),
    ),
    (
        ("Three strong trumps: I'm confident of three tricks.\n\n## Bid 3"),
        OHHELL_DEALER,
        bid(3),
    ),
    (
        (
            "The up card is the jack of spades and I hold the left bower and two more spades. Ordering "
            "up the dealer, who is my opponent, still gives me three trumps and an off ace.\n"
            "\n"
            "So I'll order up."
        ),
        BID1,
        act("order"),
    ),
    (
        (
            "The up card is the jack of spades and I hold the left bower and two more spades. Ordering "
            "up the dealer, who is my opponent, still gives me three trumps and an off ace.\n"
            "\n"
            "**Final answer: Order it up**"
        ),
        BID1,
        act("order"),
    ),
    (
        ("I have only one small trump in the turned suit and no off-suit aces. Not enough to order.\n\npass"),
        BID1,
        PASS,
    ),
    (
        ("I have only one small trump in the turned suit and no off-suit aces. Not enough to order.\n\n## Pass"),
        BID1,
        PASS,
    ),
    (
        ("With the right bower, ace and king of diamonds and diamonds turned, I'm ordering.\n**Final answer: Order**"),
        BID1,
        act("order"),
    ),
    (
        ("With the right bower, ace and king of diamonds and diamonds turned, I'm ordering.\n\nFinal answer: Order up"),
        BID1,
        act("order"),
    ),
    (
        "Weak hand, and the dealer is an opponent who would get a bower. Pass. **Decision:** Pass",
        BID1,
        PASS,
    ),
    (
        ('Weak hand, and the dealer is an opponent who would get a bower. Pass.\n\n```json\n{"action": "pass"}\n```'),
        BID1,
        PASS,
    ),
    (
        (
            "Two trumps and an off ace is borderline in first seat. I'll take the conservative line.\n"
            "\n"
            "```json\n"
            '{"action": "pass"}\n'
            "```"
        ),
        BID1,
        PASS,
    ),
    (
        ("Two trumps and an off ace is borderline in first seat. I'll take the conservative line.\n\n**Pass**"),
        BID1,
        PASS,
    ),
    (
        'Three trumps including both bowers. Order it up. {"action": "order"}',
        BID1,
        act("order"),
    ),
    (
        ("Three trumps including both bowers. Order it up.\n\n**Order it up**"),
        BID1,
        act("order"),
    ),
    (
        (
            "Hearts were turned down. My best suit is spades: right and left bowers plus the ace. Name "
            "spades.\n"
            "\n"
            "So my choice: spades as trump."
        ),
        SUITS,
        card("trump", "s"),
    ),
    (
        (
            "Hearts were turned down. My best suit is spades: right and left bowers plus the ace. Name "
            "spades.\n"
            "\n"
            "**Final answer: Call spades**"
        ),
        SUITS,
        card("trump", "s"),
    ),
    (
        (
            "I have nothing strong in clubs, diamonds or spades — two trumps at most in any suit. Pass "
            "again.\n"
            "\n"
            "**Final answer: Pass**"
        ),
        SUITS,
        PASS,
    ),
    (
        (
            "I have nothing strong in clubs, diamonds or spades — two trumps at most in any suit. Pass "
            "again.\n"
            "\n"
            "So I'll pass."
        ),
        SUITS,
        PASS,
    ),
    (
        (
            "Clubs: jack of clubs, jack of spades, ace of clubs. That's a strong holding.\n"
            "\n"
            "```json\n"
            '{"action": "trump", "card": "c"}\n'
            "```"
        ),
        SUITS,
        card("trump", "c"),
    ),
    (
        (
            "Clubs: jack of clubs, jack of spades, ace of clubs. That's a strong holding.\n"
            "**Decision:** Make clubs trump"
        ),
        SUITS,
        card("trump", "c"),
    ),
    (
        (
            "Diamonds are my longest suit with the right bower; naming diamonds gives us a good chance. "
            "**Call diamonds**"
        ),
        SUITS,
        card("trump", "d"),
    ),
    (
        (
            "Diamonds are my longest suit with the right bower; naming diamonds gives us a good chance. "
            "Decision: Make diamonds trump"
        ),
        SUITS,
        card("trump", "d"),
    ),
    (
        (
            "Stick the dealer: I have to name something. Spades is my best suit with the ace and king.\n"
            "\n"
            "```json\n"
            '{"action": "trump", "card": "s"}\n'
            "```"
        ),
        STICK,
        card("trump", "s"),
    ),
    (
        (
            "Stick the dealer: I have to name something. Spades is my best suit with the ace and king.\n"
            "\n"
            "Final answer: Spades as trump"
        ),
        STICK,
        card("trump", "s"),
    ),
    (
        "Forced to pick a suit; my three diamonds give the most trump. **Make diamonds trump**",
        STICK,
        card("trump", "d"),
    ),
    (
        ("Forced to pick a suit; my three diamonds give the most trump.\n\nSo my choice: diamonds as trump."),
        STICK,
        card("trump", "d"),
    ),
    (
        (
            "I must name trump. Clubs has the left bower for me if I call... no, the left bower is the "
            "jack of spades when clubs is trump, and I have it. Clubs.\n"
            "\n"
            "**Final answer: Clubs as trump**"
        ),
        STICK,
        card("trump", "c"),
    ),
    (
        (
            "I must name trump. Clubs has the left bower for me if I call... no, the left bower is the "
            "jack of spades when clubs is trump, and I have it. Clubs.\n"
            "\n"
            "## Action\n"
            "Make clubs trump"
        ),
        STICK,
        card("trump", "c"),
    ),
    (
        (
            "I hold both bowers, the ace and king of trump and an off ace. That's a lay-down for all "
            "five tricks; going alone doubles the points.\n"
            "\n"
            '{"action": "alone"}'
        ),
        ALONE,
        act("alone"),
    ),
    (
        (
            "I hold both bowers, the ace and king of trump and an off ace. That's a lay-down for all "
            "five tricks; going alone doubles the points. **Going alone**"
        ),
        ALONE,
        act("alone"),
    ),
    (
        ("Three trumps but no off aces. I need help from partner to make the point.\n\n**Final answer: Partner**"),
        ALONE,
        act("partner"),
    ),
    (
        (
            "Three trumps but no off aces. I need help from partner to make the point.\n"
            "\n"
            "## Action\n"
            "Play it with partner"
        ),
        ALONE,
        act("partner"),
    ),
    (
        (
            "Strong but not a sure march: right bower, ace, and a singleton king. Partner's help matters "
            "more than the bonus.\n"
            "\n"
            '{"action": "partner"}'
        ),
        ALONE,
        act("partner"),
    ),
    (
        (
            "Strong but not a sure march: right bower, ace, and a singleton king. Partner's help matters "
            "more than the bonus.\n"
            "\n"
            "**Play it with partner**"
        ),
        ALONE,
        act("partner"),
    ),
    (
        (
            "I picked up the ace of hearts and hearts are trump. The nine of clubs is a lone low "
            "off-suit card; discarding it voids me in clubs.\n"
            "\n"
            "```json\n"
            '{"action": "discard", "card": "9c"}\n'
            "```"
        ),
        DISCARD,
        card("discard", "9c"),
    ),
    (
        (
            "I picked up the ace of hearts and hearts are trump. The nine of clubs is a lone low "
            "off-suit card; discarding it voids me in clubs. Action: discard 9c"
        ),
        DISCARD,
        card("discard", "9c"),
    ),
    (
        ("Trump is hearts. The queen of spades is a lonely off-suit queen with no protection.\n\n**Discard Qs**"),
        DISCARD,
        card("discard", "Qs"),
    ),
    (
        (
            "Trump is hearts. The queen of spades is a lonely off-suit queen with no protection.\n"
            "\n"
            "Action: discard the queen of spades"
        ),
        DISCARD,
        card("discard", "Qs"),
    ),
    (
        (
            "Discarding the jack of diamonds would throw away the left bower — no. The nine of clubs "
            "goes.\n"
            "\n"
            "## Action\n"
            "Discard 9♣"
        ),
        DISCARD,
        card("discard", "9c"),
    ),
    (
        (
            "Discarding the jack of diamonds would throw away the left bower — no. The nine of clubs "
            "goes.\n"
            "Final answer: Discard 9c"
        ),
        DISCARD,
        card("discard", "9c"),
    ),
    (
        (
            "Passing left. The queen of spades is dangerous with only the king and ace of spades behind "
            "it — actually holding A-K-Q of spades is a liability. Pass the queen first.\n"
            "\n"
            "## Action\n"
            "Pass Qs"
        ),
        HPASS,
        card("pass", "Qs"),
    ),
    (
        (
            "Passing left. The queen of spades is dangerous with only the king and ace of spades behind "
            "it — actually holding A-K-Q of spades is a liability. Pass the queen first.\n"
            "\n"
            "```json\n"
            '{"action": "pass", "card": "Qs"}\n'
            "```"
        ),
        HPASS,
        card("pass", "Qs"),
    ),
    (
        (
            "I want to get rid of high spades to avoid catching the queen. The ace of spades is the "
            "first to go.\n"
            "**Final answer: Pass the ace of spades**"
        ),
        HPASS,
        card("pass", "As"),
    ),
    (
        (
            "I want to get rid of high spades to avoid catching the queen. The ace of spades is the "
            "first to go.\n"
            "\n"
            "**Decision:** Pass As"
        ),
        HPASS,
        card("pass", "As"),
    ),
    (
        ("Void a suit: my diamonds are K, T, 4. Passing the king of diamonds starts the void. Decision: Pass Kd"),
        HPASS,
        card("pass", "Kd"),
    ),
    (
        (
            "Void a suit: my diamonds are K, T, 4. Passing the king of diamonds starts the void.\n"
            "\n"
            '{"action": "pass", "card": "Kd"}'
        ),
        HPASS,
        card("pass", "Kd"),
    ),
    (
        ("The ace of hearts is a sure point-taker late in the hand. Pass it.\n\n**Pass the ace of hearts**"),
        HPASS,
        card("pass", "Ah"),
    ),
    (
        (
            "The ace of hearts is a sure point-taker late in the hand. Pass it.\n"
            "**Final answer: Pass the ace of hearts**"
        ),
        HPASS,
        card("pass", "Ah"),
    ),
    (
        ("High spades are the risk; the king goes.\n**Pass K♠**"),
        HPASS,
        card("pass", "Ks"),
    ),
    (
        ("High spades are the risk; the king goes.\n\nSo I'll pass Ks."),
        HPASS,
        card("pass", "Ks"),
    ),
    (
        (
            "I hold the king in Kuhn poker: the best card. Betting gets value from the queen's calls? "
            "The queen folds to a bet in equilibrium, but the jack sometimes calls... In any case "
            "betting with the king is fine.\n"
            "\n"
            "Decision: Bet"
        ),
        KUHN_OPEN,
        act("bet"),
    ),
    (
        (
            "I hold the king in Kuhn poker: the best card. Betting gets value from the queen's calls? "
            "The queen folds to a bet in equilibrium, but the jack sometimes calls... In any case "
            "betting with the king is fine.\n"
            "\n"
            "```json\n"
            '{"action": "bet"}\n'
            "```"
        ),
        KUHN_OPEN,
        act("bet"),
    ),
    (
        ("With the queen, first to act, the equilibrium strategy checks.\n\n**Final answer: Check**"),
        KUHN_OPEN,
        CHECK,
    ),
    (
        ('With the queen, first to act, the equilibrium strategy checks.\n\n```json\n{"action": "check"}\n```'),
        KUHN_OPEN,
        CHECK,
    ),
    (
        (
            "I have the jack. A bluff bet at about a third of the king's betting frequency is "
            "equilibrium play, but checking is also fine. I'll check.\n"
            "\n"
            "**Decision:** Check"
        ),
        KUHN_OPEN,
        CHECK,
    ),
    (
        (
            "I have the jack. A bluff bet at about a third of the king's betting frequency is "
            "equilibrium play, but checking is also fine. I'll check.\n"
            "check"
        ),
        KUHN_OPEN,
        CHECK,
    ),
    (
        ("King: bet for value.\n**Bet**"),
        KUHN_OPEN,
        act("bet"),
    ),
    (
        'King: bet for value. {"action": "bet"}',
        KUHN_OPEN,
        act("bet"),
    ),
    (
        ("I have the jack and the opponent bets. Jack never wins at showdown; fold.\n\n### Decision: Fold"),
        KUHN_FACE,
        FOLD,
    ),
    (
        (
            "I have the jack and the opponent bets. Jack never wins at showdown; fold.\n"
            "\n"
            "```json\n"
            '{"action": "fold"}\n'
            "```"
        ),
        KUHN_FACE,
        FOLD,
    ),
    (
        ('King facing a bet: always call.\n\n{"action": "call"}'),
        KUHN_FACE,
        CALL,
    ),
    (
        "King facing a bet: always call. **Call**",
        KUHN_FACE,
        CALL,
    ),
    (
        (
            "Queen facing a bet. The opponent bets kings and bluffs with jacks about a third as often; "
            "calling a third of the time is equilibrium. Against this player who bluffs a lot, call.\n"
            "Decision: Call"
        ),
        KUHN_FACE,
        CALL,
    ),
    (
        (
            "Queen facing a bet. The opponent bets kings and bluffs with jacks about a third as often; "
            "calling a third of the time is equilibrium. Against this player who bluffs a lot, call. So "
            "I'll call."
        ),
        KUHN_FACE,
        CALL,
    ),
    (
        ("Leduc: I hold a king and the public card is a king — I have trips. Raise.\n\nSo I'll raise."),
        LEDUC_FACE,
        act("raise"),
    ),
    (
        ('Leduc: I hold a king and the public card is a king — I have trips. Raise.\n\n{"action": "raise"}'),
        LEDUC_FACE,
        act("raise"),
    ),
    (
        ("Jack with a queen on board, facing a raise. I'm behind almost everything.\nfold"),
        LEDUC_FACE,
        FOLD,
    ),
    (
        ("Jack with a queen on board, facing a raise. I'm behind almost everything.\n\n## Action\nFold"),
        LEDUC_FACE,
        FOLD,
    ),
    (
        'Queen preflop facing a bet; a call is standard with a middle card. {"action": "call"}',
        LEDUC_FACE,
        CALL,
    ),
    (
        ("Queen preflop facing a bet; a call is standard with a middle card.\n\n**Decision:** Call"),
        LEDUC_FACE,
        CALL,
    ),
    (
        ("Pair of queens on the board card, opponent raised. Re-raise for value.\n\n## Action\nRaise"),
        LEDUC_FACE,
        act("raise"),
    ),
    (
        ('Pair of queens on the board card, opponent raised. Re-raise for value.\n\n```json\n{"action": "raise"}\n```'),
        LEDUC_FACE,
        act("raise"),
    ),
    (
        ('Leduc first round with a jack: check.\n\n```json\n{"action": "check"}\n```'),
        LEDUC_OPEN,
        CHECK,
    ),
    (
        ("Leduc first round with a jack: check.\n\n**Decision:** Check"),
        LEDUC_OPEN,
        CHECK,
    ),
    (
        ("I hold the king before the public card. Raising with the best card is the standard play.\n\nAction: raise"),
        LEDUC_OPEN,
        act("raise"),
    ),
    (
        ("I hold the king before the public card. Raising with the best card is the standard play.\n\nraise"),
        LEDUC_OPEN,
        act("raise"),
    ),
    # short answers
    (
        "Fold",
        HOLDEM,
        FOLD,
    ),
    (
        "call.",
        HOLDEM,
        CALL,
    ),
    (
        "RAISE 12",
        HOLDEM,
        raise_to(12),
    ),
    (
        "raise to 9",
        HOLDEM,
        raise_to(9),
    ),
    (
        "I call",
        HOLDEM,
        CALL,
    ),
    (
        "Fold.",
        SHORT,
        FOLD,
    ),
    (
        "Call it.",
        SHORT,
        CALL,
    ),
    (
        "all in",
        HOLDEM,
        raise_to(200),
    ),
    (
        "Raise to 40.",
        HOLDEM,
        raise_to(40),
    ),
    (
        '{"action":"fold"}',
        HOLDEM,
        FOLD,
    ),
    (
        '{"action": "raise", "amount": 88}',
        HOLDEM,
        raise_to(88),
    ),
    (
        "Check.",
        OPEN,
        CHECK,
    ),
    (
        "bet 8",
        OPEN,
        bet(8),
    ),
    (
        "Bet 2/3 pot: 14 chips.",
        OPEN,
        bet(14),
    ),
    (
        "check",
        HB,
        CHECK,
    ),
    (
        "Raise to 12.",
        HB,
        raise_to(12),
    ),
    (
        "Bet 70 (all in).",
        OPEN,
        bet(70),
    ),
    (
        '{"action": "check"}',
        OPEN,
        CHECK,
    ),
    (
        "call 1,600",
        BIG,
        CALL,
    ),
    (
        "Raise to 1,600",
        BIG,
        raise_to(1600),
    ),
    (
        "3-bet to 2400.",
        BIG,
        raise_to(2400),
    ),
    (
        "Qh",
        TRICK,
        card("play", "Qh"),
    ),
    (
        "play Th",
        TRICK,
        card("play", "Th"),
    ),
    (
        "2♣",
        TRICK,
        card("play", "2c"),
    ),
    (
        "A♠",
        TRICK2,
        card("play", "As"),
    ),
    (
        "Play: 9d",
        TRICK2,
        card("play", "9d"),
    ),
    (
        "I'll play the ten of spades.",
        TRICK2,
        card("play", "Ts"),
    ),
    (
        "K♠",
        TRICK_S,
        card("play", "Ks"),
    ),
    (
        '{"action": "play", "card": "Js"}',
        TRICK_S,
        card("play", "Js"),
    ),
    (
        "Ace of diamonds.",
        TRICK_D,
        card("play", "Ad"),
    ),
    (
        "3d",
        TRICK_D,
        card("play", "3d"),
    ),
    (
        "4",
        BID,
        bid(4),
    ),
    (
        "bid 3",
        BID,
        bid(3),
    ),
    (
        "Nil.",
        BID,
        bid(0),
    ),
    (
        "I bid two.",
        BID,
        bid(2),
    ),
    (
        "Bid: 7",
        BID,
        bid(7),
    ),
    (
        '{"action": "bid", "amount": 5}',
        BID,
        bid(5),
    ),
    (
        "0",
        OHHELL_DEALER,
        bid(0),
    ),
    (
        "Bid 3.",
        OHHELL_DEALER,
        bid(3),
    ),
    (
        "Pass",
        BID1,
        PASS,
    ),
    (
        "order up",
        BID1,
        act("order"),
    ),
    (
        "Pick it up.",
        BID1,
        act("order"),
    ),
    (
        "spades",
        SUITS,
        card("trump", "s"),
    ),
    (
        "Pass.",
        SUITS,
        PASS,
    ),
    (
        "Diamonds.",
        STICK,
        card("trump", "d"),
    ),
    (
        "alone",
        ALONE,
        act("alone"),
    ),
    (
        "With partner.",
        ALONE,
        act("partner"),
    ),
    (
        "9c",
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "Discard Q♠",
        DISCARD,
        card("discard", "Qs"),
    ),
    (
        "Pass Q♠",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "A♥",
        HPASS,
        card("pass", "Ah"),
    ),
    (
        "bet",
        KUHN_OPEN,
        act("bet"),
    ),
    (
        "Check",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "fold",
        KUHN_FACE,
        FOLD,
    ),
    (
        "Call.",
        KUHN_FACE,
        CALL,
    ),
    (
        "Raise!",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        "call",
        LEDUC_FACE,
        CALL,
    ),
    (
        "I check.",
        LEDUC_OPEN,
        CHECK,
    ),
    (
        "raise",
        LEDUC_OPEN,
        act("raise"),
    ),
    (
        "Raise.",
        HOLDEM,
        raise_to(4),
    ),
    (
        "Bet.",
        OPEN,
        bet(2),
    ),
    (
        "Min-raise.",
        HOLDEM,
        raise_to(4),
    ),
    # hard cases: several actions named, changed intentions, questions to itself, hedges, plans for later
    # streets, self-corrections, partner as a person, cards described, cut off, illegal or out of range
    (
        (
            "Options: fold, call, or raise. Folding gives up the 30% equity I have; raising bloats a pot "
            "out of position. Calling is the middle path.\n"
            "\n"
            "Call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Let me compare: calling costs 12 and wins about 35% of a 60 pot, raising to 40 folds out "
            "his weaker hands, and folding is -EV. I prefer raising to 40."
        ),
        HOLDEM,
        raise_to(40),
    ),
    (
        (
            "I could call, I could raise, but this hand is just not good enough to continue against this "
            "line. I'm folding."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        ("Raise, call, fold — each has merit here. Against a maniac, calling down is best, so that's what I do: call."),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Check or bet? Betting gets value from worse pairs, checking induces bluffs. His range is "
            "bluff-heavy, so I check."
        ),
        OPEN,
        CHECK,
    ),
    (
        "A check would be too passive. A bet of 20 is too big. I'll bet 12.",
        OPEN,
        bet(12),
    ),
    (
        "Folding is wrong with this equity and raising isn't justified — the answer is to call.",
        HOLDEM,
        CALL,
    ),
    (
        "Neither calling nor folding makes sense with the nuts. Raise to 150.",
        HOLDEM,
        raise_to(150),
    ),
    (
        "I won't fold and I won't just call. **Raise to 24.**",
        HOLDEM,
        raise_to(24),
    ),
    (
        ("In Kuhn the king never checks in this spot? Actually checking to trap is also equilibrium, but I'll bet."),
        KUHN_OPEN,
        act("bet"),
    ),
    (
        "Call or raise in Leduc with the queen pair? Raise — it's the nuts.",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        ("I could order it up, but with only two trumps I'd rather pass and see if partner can name a suit."),
        BID1,
        PASS,
    ),
    (
        "Pass or order? Ordering with the right bower and two aces is strong. Order.",
        BID1,
        act("order"),
    ),
    (
        "Spades or clubs? Spades gives me the right bower and ace; clubs only the left. Spades.",
        SUITS,
        card("trump", "s"),
    ),
    (
        "Alone or with partner? Alone risks only a point and the upside is four. Alone.",
        ALONE,
        act("alone"),
    ),
    (
        (
            "Should I lead the ace or the ten of spades? The ace cashes a sure trick; the ten is a "
            "finesse. I'll cash the ace."
        ),
        TRICK2,
        card("play", "As"),
    ),
    (
        ("The queen or the ten of hearts? The king is still out, so the queen would just get eaten. Ten."),
        TRICK,
        card("play", "Th"),
    ),
    (
        ("Bid 3 or 4? The fourth trick is a coin flip; underbidding costs less than getting set. Three."),
        BID,
        bid(3),
    ),
    (
        ("I was going to call, but the pot odds with a redraw to the nut flush make raising to 48 far better."),
        HOLDEM,
        raise_to(48),
    ),
    (
        "My first instinct was to raise. But his tight image says he has it. I'll just call.",
        HOLDEM,
        CALL,
    ),
    (
        "I was planning to fold... but he's bluffed twice already this session. Call.",
        HOLDEM,
        CALL,
    ),
    (
        ("I was going to bet, but checking back with a marginal hand is better in position.\n\n**Check**"),
        OPEN,
        CHECK,
    ),
    (
        "Initially I wanted to bet 30, but a smaller size gets more calls from worse hands. Bet 18.",
        OPEN,
        bet(18),
    ),
    (
        "I was going to raise, but with him all in the only options are call or fold. Call.",
        SHORT,
        CALL,
    ),
    (
        "Was going to order up, but the dealer is an opponent and gets a bower. Pass.",
        BID1,
        PASS,
    ),
    (
        ("I started to lean toward alone, but without an off ace it's too risky. Partner helps.\n\nDecision: partner"),
        ALONE,
        act("partner"),
    ),
    (
        "I was going to lead the queen of hearts. On second thought, the deuce of clubs is safer.",
        TRICK,
        card("play", "2c"),
    ),
    (
        "My plan was to bid 5, but the spades are too thin. Bid 4.",
        BID,
        bid(4),
    ),
    (
        ("I intended to pass the ace of hearts, but the queen of spades is the bigger danger.\n\nPass: Qs"),
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "I thought I'd check — no, the king must bet.",
        KUHN_OPEN,
        act("bet"),
    ),
    (
        (
            "I'd normally fold the jack, but this opponent bets the jack constantly. Still, the jack "
            "cannot win at showdown. Fold."
        ),
        KUHN_FACE,
        FOLD,
    ),
    (
        "Raise to 24? That's 3x his bet. Too small against a loose caller — raise to 30.",
        HOLDEM,
        raise_to(30),
    ),
    (
        "Call? Fold? The math says call: 25% needed, 32% held.",
        HOLDEM,
        CALL,
    ),
    (
        "Is this a fold? I think so. My ace-high is beaten by any pair. Yes — fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Should I bet? Yes. How much? Half pot, 10.",
        OPEN,
        bet(10),
    ),
    (
        "Bet 40? No. That only gets called by better. Check.",
        OPEN,
        CHECK,
    ),
    (
        ("Raise to 60? Raise to 90? With only 200 behind, I'll make it 60 and keep a shove for the river."),
        HOLDEM,
        raise_to(60),
    ),
    (
        "Should I play the king? Partner's ace is winning, so no — the four.",
        TRICK_S,
        card("play", "4s"),
    ),
    (
        "Bid nil? With the ace of spades, no. Bid 2.",
        BID,
        bid(2),
    ),
    (
        "Order up? With three trumps, absolutely.",
        BID1,
        act("order"),
    ),
    (
        "Lead trump? Yes: the right bower.",
        TRICK_C,
        card("play", "Jc"),
    ),
    (
        "Raise with the king in Leduc? Yes.",
        LEDUC_OPEN,
        act("raise"),
    ),
    (
        ('Call 3,000 with KQs? I think yes, given the stack depth.\n\n{"action": "call"}'),
        BIG,
        CALL,
    ),
    (
        "It's close between calling and folding, probably a slight edge to calling. Call.",
        HOLDEM,
        CALL,
    ),
    (
        ("I think a fold is best here, though a call wouldn't be terrible.\n\n**Fold**"),
        HOLDEM,
        FOLD,
    ),
    (
        "Either call or raise would be fine.",
        HOLDEM,
        None,
    ),
    (
        "Call or fold — it's basically a coin flip and I can't decide.",
        HOLDEM,
        None,
    ),
    (
        "Maybe a bet of 10, maybe a check. Both are reasonable.",
        OPEN,
        None,
    ),
    (
        "Probably the ten of hearts, but the queen could work too if the king has been played.",
        TRICK,
        None,
    ),
    (
        "Bid 3 or 4, I'm not sure.",
        BID,
        None,
    ),
    (
        "I'd lean toward ordering it up, but passing is defensible. Final: order.",
        BID1,
        act("order"),
    ),
    (
        "Perhaps raise to 20 — or just call. Hard to say.",
        HOLDEM,
        None,
    ),
    (
        "Leaning call, but I'm torn. Let me go with call.",
        HOLDEM,
        CALL,
    ),
    (
        "Alone is tempting, partner is safer; I'd say either.",
        ALONE,
        None,
    ),
    (
        "Call now; if the turn brings a spade I'll shove.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll check this flop and plan to raise if he bets the turn.",
        OPEN,
        CHECK,
    ),
    (
        "Calling here, planning to fold to a big bet on the river unless I hit.",
        HOLDEM,
        CALL,
    ),
    (
        "Bet 8 now and then bet bigger on the turn if he calls; if he raises I'll fold.",
        OPEN,
        bet(8),
    ),
    (
        "Flat call preflop. Post-flop I'll raise any flop with a club in it.",
        HOLDEM,
        CALL,
    ),
    (
        "Just call this bet; the raise comes on the river when he can't fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Fold. Next hand I'll re-raise him lighter.",
        HOLDEM,
        FOLD,
    ),
    (
        "Raise to 16. If he 3-bets, I'll call and check-raise the flop.",
        HOLDEM,
        raise_to(16),
    ),
    (
        "Play the ace of spades now; next trick I'll lead the ten to pull trump.",
        TRICK2,
        card("play", "As"),
    ),
    (
        "Order it up. If partner has the other bower we can go for the march later.",
        BID1,
        act("order"),
    ),
    (
        "Check here. On the turn I'll bet 20 if a heart falls.",
        OPEN,
        CHECK,
    ),
    (
        "Bet 12 — sorry, 14: a bit more than half the pot.",
        OPEN,
        bet(14),
    ),
    (
        "Raise to 30. Correction: raise to 36, since he has 36 behind.",
        HOLDEM,
        raise_to(36),
    ),
    (
        "Fold. Wait — I'm getting 5 to 1 with an open-ender. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Call. Hmm, actually, no: fold. His range is all value.",
        HOLDEM,
        FOLD,
    ),
    (
        "Play the queen of hearts — no, the king is still out. Play the ten of hearts.",
        TRICK,
        card("play", "Th"),
    ),
    (
        "Bid 5. Actually, recounting, it's 4.",
        BID,
        bid(4),
    ),
    (
        "Pass the K♠. Hmm, the A♠ is worse to hold; pass the A♠ instead.",
        HPASS,
        card("pass", "As"),
    ),
    (
        ("Discard the 9c... wait, no, keep the club for trumping? Clubs aren't trump. Yes, discard the 9c."),
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "Check. Scratch that, bet 6.",
        OPEN,
        bet(6),
    ),
    (
        "Diamonds — no wait, spades has the bowers. Spades.",
        SUITS,
        card("trump", "s"),
    ),
    (
        "Raise to 2,000, I mean 2,400.",
        BIG,
        raise_to(2400),
    ),
    (
        "I'll play the jack — er, the king of spades, to beat the queen.",
        TRICK_S,
        card("play", "Ks"),
    ),
    (
        "Go alone. Hmm — no off ace. With partner.",
        ALONE,
        act("partner"),
    ),
    (
        (
            "Partner called hearts, so I won't be choosing trump — but since I'm asked now, alone or "
            "partner: my hand has two trumps. I'll play with partner."
        ),
        ALONE,
        act("partner"),
    ),
    (
        (
            "My partner is the dealer and will pick up the jack of hearts. Ordering her up gives us the "
            "right bower. Order it."
        ),
        BID1,
        act("order"),
    ),
    (
        (
            "Partner passed in the first round which suggests she's weak. I hold both black jacks and "
            "the ace of clubs. I'm going alone."
        ),
        ALONE,
        act("alone"),
    ),
    (
        "Partner led the ace of clubs, which is winning. I'll follow low with the nine of clubs.",
        TRICK_C,
        card("play", "9c"),
    ),
    (
        ("Partner ordered spades, so I should trust partner. Pass is not an option here; I'll name spades."),
        STICK,
        card("trump", "s"),
    ),
    (
        "My partner has the trick with the ace. I'll throw the ten of hearts.",
        TRICK,
        card("play", "Th"),
    ),
    (
        "Partner bid 4, the opponents bid 5. Our side needs my tricks. Bid 4 for me too.",
        BID,
        bid(4),
    ),
    (
        "Since partner is dealer and I have only one trump, passing lets her decide. Pass.",
        BID1,
        PASS,
    ),
    (
        "Partner has been long in clubs, so I name clubs as trump.",
        SUITS,
        card("trump", "c"),
    ),
    (
        ("I trust my partner to cover diamonds. Going alone would abandon that. I'll play with a partner."),
        ALONE,
        act("partner"),
    ),
    (
        "I'll play my lowest heart.",
        TRICK,
        card("play", "Th"),
    ),
    (
        "Lead the boss spade.",
        TRICK2,
        card("play", "As"),
    ),
    (
        "Dump the deuce.",
        TRICK,
        card("play", "2c"),
    ),
    (
        "Play my only diamond.",
        TRICK2,
        card("play", "9d"),
    ),
    (
        "Play the left bower.",
        TRICK_C,
        card("play", "Js"),
    ),
    (
        "Lead the right bower to pull trump.",
        TRICK_C,
        card("play", "Jc"),
    ),
    (
        "Throw my lone club.",
        TRICK,
        card("play", "2c"),
    ),
    (
        "I'll take it with my highest spade.",
        TRICK_S,
        card("play", "Ks"),
    ),
    (
        "Play the lowest diamond.",
        TRICK_D,
        card("play", "3d"),
    ),
    (
        "The black lady has to go.",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "Pass my highest heart.",
        HPASS,
        card("pass", "Ah"),
    ),
    (
        "Discard the lonely queen.",
        DISCARD,
        card("discard", "Qs"),
    ),
    (
        "Follow suit with my smaller spade.",
        TRICK_S,
        None,
    ),
    (
        "Play the high heart.",
        TRICK,
        card("play", "Qh"),
    ),
    (
        "Get rid of the black nine.",
        DISCARD,
        card("discard", "9c"),
    ),
    (
        (
            "Looking at the board, K-8-3 with two hearts, and my pocket nines, the key question is "
            "whether villain's bet represents a king or"
        ),
        HOLDEM,
        None,
    ),
    (
        ("Let me think about the pot odds here. The pot is 45 and I need to put in 15, so I need 25% equity. My draw"),
        HOLDEM,
        None,
    ),
    (
        "Counting tricks: ace of spades is one, the king of hearts might be",
        BID,
        None,
    ),
    (
        "Partner is dealer. The up card is the ten of diamonds and my hand has the left bower and",
        BID1,
        None,
    ),
    (
        "The lead is the queen of spades, and I need to decide whether to cover with the king or",
        TRICK_S,
        None,
    ),
    (
        "**Decision:** ",
        HOLDEM,
        None,
    ),
    (
        "In Kuhn, holding the queen facing a bet, the equilibrium mix is to call with probability",
        KUHN_FACE,
        None,
    ),
    (
        "I'll bet. The sizing: ",
        OPEN,
        None,
    ),
    (
        "Check it.",
        HOLDEM,
        None,
    ),
    (
        "I check my option.",
        SHORT,
        None,
    ),
    (
        "Call here.",
        OPEN,
        None,
    ),
    (
        "Raise to 500, all my chips.",
        HOLDEM,
        raise_to(200),
    ),
    (
        "Raise to 2.",
        HOLDEM,
        raise_to(4),
    ),
    (
        "Bet 100.",
        OPEN,
        bet(70),
    ),
    (
        "Play the king of hearts.",
        TRICK,
        None,
    ),
    (
        "Play 7c",
        TRICK2,
        None,
    ),
    (
        "Bid 14.",
        BID,
        None,
    ),
    (
        "Bid 1.",
        OHHELL_DEALER,
        None,
    ),
    (
        "Hearts.",
        SUITS,
        None,
    ),
    (
        "Pass again.",
        STICK,
        None,
    ),
    (
        "Discard the 10 of hearts.",
        DISCARD,
        None,
    ),
    (
        "Pass the 5c.",
        HPASS,
        None,
    ),
    (
        "Fold this one.",
        OPEN,
        None,
    ),
    (
        "Raise it.",
        KUHN_FACE,
        None,
    ),
    (
        "I bet.",
        LEDUC_FACE,
        None,
    ),
    (
        "I bid 2.",
        OHHELL_DEALER,
        bid(2),
    ),
    (
        "Bid 12 — every trick.",
        BID,
        bid(12),
    ),
    (
        "Raise to 30,000.",
        BIG,
        raise_to(20000),
    ),
    (
        "Raise to 300.",
        BIG,
        raise_to(400),
    ),
    (
        "Folding would be a mistake. Calling would be a mistake. So: raise to 50.",
        HOLDEM,
        raise_to(50),
    ),
    (
        "I won't call. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Don't fold here — call.",
        HOLDEM,
        CALL,
    ),
    (
        "No need to raise; a call suffices.",
        HOLDEM,
        CALL,
    ),
    (
        "Not a fold. Not a raise. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "I never bet the queen first in Kuhn. Check.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "I'm not going alone. Partner.",
        ALONE,
        act("partner"),
    ),
    (
        "I don't want to order. Pass.",
        BID1,
        PASS,
    ),
    (
        "Not the queen of hearts — the two of clubs.",
        TRICK,
        card("play", "2c"),
    ),
    (
        "A call is fine, but I prefer to raise to 20.",
        HOLDEM,
        raise_to(20),
    ),
    (
        "He might be bluffing, and a call catches that, but I'd rather fold and wait.",
        HOLDEM,
        FOLD,
    ),
    (
        "Betting would only fold out worse. I'll check it back.",
        OPEN,
        CHECK,
    ),
    (
        "If I had a flush I'd raise; I don't, so I fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "If he were tighter I'd fold, but he isn't. Call.",
        HOLDEM,
        CALL,
    ),
    (
        (
            "He could have a set, in which case raising is a disaster; he could have a draw, in which "
            "case calling lets him realize equity. I'll raise to 28 anyway."
        ),
        HOLDEM,
        raise_to(28),
    ),
    (
        "Raise to 12 (that's 3x his bet of 4).",
        HOLDEM,
        raise_to(12),
    ),
    (
        "Pot is 20, he bet 10, I raise to 35.",
        HOLDEM,
        raise_to(35),
    ),
    (
        "He bets 8 into 20. I'll call the 8.",
        HOLDEM,
        CALL,
    ),
    (
        "The pot has 60 after his bet of 20; a call of 20 is what I'll do.",
        HOLDEM,
        CALL,
    ),
    (
        "Raise by 10.",
        HOLDEM,
        None,
    ),
    (
        "I'll put in 3x: raise.",
        HOLDEM,
        None,
    ),
    (
        "Bet half the pot.",
        OPEN,
        None,
    ),
    (
        (
            "**Call** (the pot odds are 3:1, I need 25%, and I have about 30%; raising would fold out "
            "worse and folding gives up equity)."
        ),
        HOLDEM,
        CALL,
    ),
    (
        ("Final decision:\n\n- Action: **raise**\n- Amount: **36**"),
        HOLDEM,
        raise_to(36),
    ),
    (
        ("Action: bet\nAmount: 22"),
        OPEN,
        bet(22),
    ),
    (
        ("```\nraise 44\n```"),
        HOLDEM,
        raise_to(44),
    ),
    (
        (
            "```json\n"
            '{"action": "raise", "amount": 18}\n'
            "```\n"
            "This 3-bet is for value; a call would also be okay but less profitable."
        ),
        HOLDEM,
        raise_to(18),
    ),
    (
        ('{"action": "call"}\n\nCalling here: folding is too weak and raising is too loose.'),
        HOLDEM,
        CALL,
    ),
    (
        "I choose to fold, since calling loses money and raising is a bluff without equity.",
        HOLDEM,
        FOLD,
    ),
    (
        ("## Analysis\nThe opponent's bet is polarized.\n## Decision\nCall"),
        HOLDEM,
        CALL,
    ),
    (
        "Trump is clubs, led suit is hearts. I have the ace of hearts and must follow suit. Ace.",
        TRICK_C,
        card("play", "Ah"),
    ),
    (
        ("Clubs trump, diamonds led. I'm void in diamonds, so I can trump in with the nine of clubs, cheapest trump."),
        TRICK_C,
        card("play", "9c"),
    ),
    (
        ("The queen of hearts would win, but giving partner the lead is more useful. Play the two of clubs."),
        TRICK,
        card("play", "2c"),
    ),
    (
        "Our team needs one more trick for the bid. The A♠ takes it.",
        TRICK2,
        card("play", "As"),
    ),
    (
        "I lead the 10♠, not the A♠, to keep the ace as an entry.",
        TRICK2,
        card("play", "Ts"),
    ),
    (
        "Hearts are broken now, so I can lead the Q♥. But a club lead is safer. 2♣.",
        TRICK,
        card("play", "2c"),
    ),
    (
        "Pass the A♠, K♠ and Q♠ — all three high spades.",
        HPASS,
        None,
    ),
    (
        "First card to pass: the queen of spades.",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "My three passes will be the spades; this one is the K♠.",
        HPASS,
        card("pass", "Ks"),
    ),
    (
        "Nil is too risky with the A♠ — I'll bid 1 instead of 0.",
        BID,
        bid(1),
    ),
    (
        "Not nil. Bid 3.",
        BID,
        bid(3),
    ),
    (
        "I'd like to bid 1 but the dealer rule forbids it, so I bid 2.",
        OHHELL_DEALER,
        bid(2),
    ),
    (
        "Bidding 0 keeps the hook rule satisfied and my hand is junk: zero.",
        OHHELL_DEALER,
        bid(0),
    ),
    (
        "Call spades? No, pass; my spades are just the nine and ten.",
        SUITS,
        PASS,
    ),
    (
        "Name diamonds, not spades.",
        SUITS,
        card("trump", "d"),
    ),
    (
        "Clubs would be my choice if it weren't turned down — it wasn't, hearts was. So clubs.",
        SUITS,
        card("trump", "c"),
    ),
    (
        "Stuck as dealer: clubs, not spades, because I hold the right bower of clubs.",
        STICK,
        card("trump", "c"),
    ),
    (
        "In Leduc with a jack and a king on board, facing a raise: fold, not call.",
        LEDUC_FACE,
        FOLD,
    ),
    (
        "In Leduc with the pair, re-raising is the only sensible move; calling leaves money behind.",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        "I won't raise with the queen in Leduc; a call is enough.",
        LEDUC_FACE,
        CALL,
    ),
    (
        "The jack facing a bet: a fold, clearly. Calling loses every showdown.",
        KUHN_FACE,
        FOLD,
    ),
    (
        "Bet the king? Checking to trap the jack's bluff is equal EV. I'll check.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "Re-raise all in.",
        HOLDEM,
        raise_to(200),
    ),
    (
        "Shove!",
        BIG,
        raise_to(20000),
    ),
    (
        "I'm going to go all-in for 70.",
        OPEN,
        bet(70),
    ),
    (
        "Jam it.",
        HOLDEM,
        raise_to(200),
    ),
    (
        "Limp? Not possible now. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Let's get it in: raise all in.",
        HB,
        raise_to(200),
    ),
    (
        "Check my option in the big blind.",
        HB,
        CHECK,
    ),
    (
        "Raise to 10, the standard 2.5x open.",
        HB,
        raise_to(10),
    ),
    (
        "Calling the shove with AK. It's a flip at worst.",
        SHORT,
        CALL,
    ),
    (
        "I'll fold rather than call the all-in.",
        SHORT,
        FOLD,
    ),
    (
        "Bet 15 for value. If raised, fold.",
        OPEN,
        bet(15),
    ),
    (
        "I would call here normally. Today, fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Calling a bet of 3,000 into 6,000 with my draw would need 25%; I have 36%. Call it.",
        BIG,
        CALL,
    ),
    (
        "Raise to 4,000? Maybe 5,000. I'll go 5,000.",
        BIG,
        raise_to(5000),
    ),
    (
        "He bets 900. I raise to 2,700.",
        BIG,
        raise_to(2700),
    ),
    (
        "I can call or raise; raise to 1,800 is what I choose.",
        BIG,
        raise_to(1800),
    ),
    (
        "Go alone with both bowers? Partner is sitting out then. Yes, alone.",
        ALONE,
        act("alone"),
    ),
    (
        "My partner is strong too, so going alone wastes her cards. Partner.",
        ALONE,
        act("partner"),
    ),
    (
        "Partner, you take it from here — I'm going alone.",
        ALONE,
        act("alone"),
    ),
]

# Answers read as something other than what they meant, text -> what they are read as.
MISREAD_LEFT = {
    # a hedge between two cards, the second named without its suit, is read as the one card named
    "Probably the ten of hearts, but the queen could work too if the king has been played.": card("play", "Th"),
    # `call` where only check and bet are legal is read as the check
    "Call here.": CHECK,
    # `bet` where fold, call and raise are legal is read as the raise
    "I bet.": act("raise"),
    # a size given as a multiple is not an amount: the raise is read at the minimum
    "I'll put in 3x: raise.": raise_to(4),
    # three cards named for one pass: the first is read
    "Pass the A♠, K♠ and Q♠ — all three high spades.": card("pass", "As"),
}

# Clear answers the reader refuses.
REFUSED_THOUGH_CLEAR = {
    "I can call or raise; raise to 1,800 is what I choose.",
    # misread as the first bid until session 36's rule on corrections with words between: now refused
    "Bid 5. Actually, recounting, it's 4.",
    (
        "I hold 7♠2♦ under the gun and there's a raise and a 3-bet in front of me. This is the "
        "weakest starting hand in the game; there is nothing to think about. So I'll fold."
    ),
    (
        "Two pair, aces and nines, on A-9-5-2. The only hands that beat me are sets, and many worse "
        "aces will call a raise. So I'll raise to 70."
    ),
    (
        "Ace-high on a missed draw board, opponent fires a big river bet. I can't beat even a bluff "
        "that holds a king.\n"
        "\n"
        "**Fold**"
    ),
    ("KQo facing an under-the-gun raise and a 3-bet from the hijack. This is a trap hand. Folding is correct. fold"),
    (
        "I have the nuts on the river and the opponent has called twice. A large bet gets paid by "
        "his two pair and sets.\n"
        "**Bet 50**"
    ),
    (
        "Clubs are trump and this trick is lost anyway; I'll discard my small club? No, I should "
        "save it. Actually the 2c is my only trump and the trick is already won by partner, so I "
        "keep it and play a heart. The ten goes.\n"
        '{"action": "play", "card": "Th"}'
    ),
    ("The only card that wins this spade trick is the ace.\n\nDecision: **play as**"),
    "Forced to pick a suit; my three diamonds give the most trump. **Make diamonds trump**",
    "Bet 2/3 pot: 14 chips.",
    "Pick it up.",
    (
        "Options: fold, call, or raise. Folding gives up the 30% equity I have; raising bloats a pot "
        "out of position. Calling is the middle path.\n"
        "\n"
        "Call."
    ),
    (
        "Let me compare: calling costs 12 and wins about 35% of a 60 pot, raising to 40 folds out "
        "his weaker hands, and folding is -EV. I prefer raising to 40."
    ),
    ("I could call, I could raise, but this hand is just not good enough to continue against this line. I'm folding."),
    ("Raise, call, fold — each has merit here. Against a maniac, calling down is best, so that's what I do: call."),
    "A check would be too passive. A bet of 20 is too big. I'll bet 12.",
    "Folding is wrong with this equity and raising isn't justified — the answer is to call.",
    "Neither calling nor folding makes sense with the nuts. Raise to 150.",
    ("In Kuhn the king never checks in this spot? Actually checking to trap is also equilibrium, but I'll bet."),
    "Call or raise in Leduc with the queen pair? Raise — it's the nuts.",
    ("I could order it up, but with only two trumps I'd rather pass and see if partner can name a suit."),
    "Spades or clubs? Spades gives me the right bower and ace; clubs only the left. Spades.",
    (
        "Should I lead the ace or the ten of spades? The ace cashes a sure trick; the ten is a "
        "finesse. I'll cash the ace."
    ),
    ("The queen or the ten of hearts? The king is still out, so the queen would just get eaten. Ten."),
    ("Bid 3 or 4? The fourth trick is a coin flip; underbidding costs less than getting set. Three."),
    ("I was going to call, but the pot odds with a redraw to the nut flush make raising to 48 far better."),
    "My first instinct was to raise. But his tight image says he has it. I'll just call.",
    "Initially I wanted to bet 30, but a smaller size gets more calls from worse hands. Bet 18.",
    "I was going to lead the queen of hearts. On second thought, the deuce of clubs is safer.",
    "My plan was to bid 5, but the spades are too thin. Bid 4.",
    ("I intended to pass the ace of hearts, but the queen of spades is the bigger danger.\n\nPass: Qs"),
    (
        "I'd normally fold the jack, but this opponent bets the jack constantly. Still, the jack "
        "cannot win at showdown. Fold."
    ),
    "Raise to 24? That's 3x his bet. Too small against a loose caller — raise to 30.",
    "Call? Fold? The math says call: 25% needed, 32% held.",
    "Should I bet? Yes. How much? Half pot, 10.",
    ("Raise to 60? Raise to 90? With only 200 behind, I'll make it 60 and keep a shove for the river."),
    "Should I play the king? Partner's ace is winning, so no — the four.",
    "Lead trump? Yes: the right bower.",
    "It's close between calling and folding, probably a slight edge to calling. Call.",
    "Calling here, planning to fold to a big bet on the river unless I hit.",
    "Flat call preflop. Post-flop I'll raise any flop with a club in it.",
    "Just call this bet; the raise comes on the river when he can't fold.",
    "Bet 12 — sorry, 14: a bit more than half the pot.",
    "Pass the K♠. Hmm, the A♠ is worse to hold; pass the A♠ instead.",
    "Raise to 2,000, I mean 2,400.",
    "Go alone. Hmm — no off ace. With partner.",
    (
        "Partner called hearts, so I won't be choosing trump — but since I'm asked now, alone or "
        "partner: my hand has two trumps. I'll play with partner."
    ),
    (
        "Partner passed in the first round which suggests she's weak. I hold both black jacks and "
        "the ace of clubs. I'm going alone."
    ),
    ("I trust my partner to cover diamonds. Going alone would abandon that. I'll play with a partner."),
    "Lead the boss spade.",
    "Play the left bower.",
    "Lead the right bower to pull trump.",
    "I'll take it with my highest spade.",
    "The black lady has to go.",
    "Pass my highest heart.",
    "Discard the lonely queen.",
    "Get rid of the black nine.",
    "He might be bluffing, and a call catches that, but I'd rather fold and wait.",
    (
        "He could have a set, in which case raising is a disaster; he could have a draw, in which "
        "case calling lets him realize equity. I'll raise to 28 anyway."
    ),
    (
        "**Call** (the pot odds are 3:1, I need 25%, and I have about 30%; raising would fold out "
        "worse and folding gives up equity)."
    ),
    "I choose to fold, since calling loses money and raising is a bluff without equity.",
    "Hearts are broken now, so I can lead the Q♥. But a club lead is safer. 2♣.",
    "I'd like to bid 1 but the dealer rule forbids it, so I bid 2.",
    "Clubs would be my choice if it weren't turned down — it wasn't, hearts was. So clubs.",
    "In Leduc with the pair, re-raising is the only sensible move; calling leaves money behind.",
    "The jack facing a bet: a fold, clearly. Calling loses every showdown.",
    "I would call here normally. Today, fold.",
    "Calling a bet of 3,000 into 6,000 with my draw would need 25%; I have 36%. Call it.",
    "Raise to 4,000? Maybe 5,000. I'll go 5,000.",
    "Go alone with both bowers? Partner is sitting out then. Yes, alone.",
    "Partner, you take it from here — I'm going alone.",
}


(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT, least=450)
