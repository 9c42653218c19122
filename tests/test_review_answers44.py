"""Misreads of model answers, round seventeen: a new, independent out-of-sample measure of the answer reader as it
stands on main (c343e5c; 22032c7 reads it the same way). The corpus was written blind, from docs/seats.md ("Reading
answers") and from how models answer when asked to think before they act, before the reader's code or output was
looked at. Every answer is LONG: 300 to 1,900 characters of reasoning (pot odds, outs, ranges, stack sizes, trump
counts, what partner holds, bids so far, trick counts, card ranks) that ends in, or holds somewhere, the decision, in
every style: a closing "**Decision:**" line, a final JSON object, the answer first and the reasons after, markdown
sections, bullet lists, tables of options with EVs, code fences, YAML-like labels, other languages, self-corrections
near the end, the legal options restated before the choice, and asides on what the writer would do in other spots.
The games come in proportion to how often each decision comes up (most are Hold'em and trick plays). About a third
are traps: a last line that is not the decision, a decision taken back, two decisions, only other players' actions, a
plan for later, a card named that is not held. Each answer carries what a careful reader takes as the writer's
decision (None where one could not tell), judged before the reader was run. Of 297 answers (26 left undecided), the
reader misreads 10 and refuses 180 clear ones. Earlier corpora: tests/test_review_answers27.py to 43.py."""

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

_raise, _bet, _bid = raise_to, bet, bid  # short names for the long corpus below

# Decisions the shared lists lack: Leduc's first action of a round; euchre with clubs trump (J♠ is the left bower)
# and a follow in diamonds; euchre with hearts trump (J♦ is the left bower); oh-hell with five cards; hearts: a play
# with spades and hearts and a follow in diamonds; spades: a hand that can trump or follow.
LEDUC_OPEN = [{"action": "check"}, {"action": "bet"}]
EU_PLAY = [{"action": "play", "cards": ["Jc", "Js", "Ac", "Kd", "9h"]}]
EU_FOLLOW2 = [{"action": "play", "cards": ["Qd", "Kd"]}]
EU_HAND = [{"action": "play", "cards": ["Jd", "Ah", "Ts", "9s", "Qc"]}]
OH5 = [{"action": "bid", "min": 0, "max": 5}]
H_PLAY = [{"action": "play", "cards": ["Qs", "Kh", "4h", "9c"]}]
H_FOLLOW2 = [{"action": "play", "cards": ["3d", "Jd", "Kd"]}]
SP_PLAY = [{"action": "play", "cards": ["As", "Ks", "4s", "Jd"]}]
BET, RAISE, ORDER, ALONE_, PARTNER = act("bet"), act("raise"), act("order"), act("alone"), act("partner")
ALLIN = raise_to(200)  # HOLDEM's most: every all-in word of the seat's own raises to it

# (answer, legal options, what its writer meant; None where a careful reader could not tell).
CORPUS = [
    # ---- Hold'em facing a bet (fold, call, raise 4 to 200): long reasoning, ordinary endings ----
    (
        "Let me think through this carefully.\n\nI'm in the big blind with 8♠7♠. The button opened to 6 and the small "
        "blind folded, so there is 6 + 2 + 1 = 9 in the pot and I need to put in 4 more. That's getting 13:4, a bit "
        "better than 3:1, so I need to win roughly 24% of the time. Suited connectors play well against a wide "
        "button range, and I close the action, so I get to see a flop cheaply.\n\nA 3-bet is possible, but out of "
        "position with a hand that mostly wants to flop draws, flatting keeps the button's range wide.\n\n"
        "**Decision:** Call",
        HOLDEM,
        CALL,
    ),
    (
        "## Situation\n- Hero: A♦K♦ in the cutoff, 200 behind\n- Villain (UTG) opened to 8\n- Pot: 11\n\n"
        "## Analysis\nAK suited is near the top of my range here. Against an early-position open, a 3-bet to around "
        "three times the open gets value from QQ-JJ, AQ and the odd KQs, and it denies the blinds a cheap squeeze. "
        "Calling is fine too but lets the blinds in with position on me post-flop, which I don't want.\n\n"
        "Sizing: 8 × 3 = 24, plus a little for being in position is not needed, so 24 it is.\n\n"
        "## Decision\nRaise to 24",
        HOLDEM,
        _raise(24),
    ),
    (
        "Okay, so the board is K♣ 9♦ 4♠ 2♥ and I hold Q♥J♥. The villain fired 30 into 45 on the turn after "
        "checking the flop. I have no pair and no draw: the 2♥ gives me only a backdoor... no, there's no river "
        "left to chase a backdoor, so I have 8 outs at most counting a ten, and a ten only makes a straight with "
        "8 — wait, K-Q-J-T needs the nine, which is on board, so a ten gives me K-Q-J-T-9. Yes, 4 tens. That's 4 "
        "outs, about 9%, against 30 to win 75: I'd need 29%. This is a clear fold.\n\nFold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Pot odds first: villain bets 20 into 40, so the pot is 60 and I call 20 to win 80 — I need 25%.\n\n"
        "My hand: 6♣6♦ on a board of J♠ 6♥ 3♠. That's middle set. Equity against his continuation range is well over "
        "80%. The question is only whether to raise or slowplay. The board has a flush draw, so if I flat, a third "
        "spade on the turn kills my action and may beat me. Raising to 65 builds the pot while he still has top "
        "pair or the draw, and both will continue.\n\nFinal answer: raise to 65",
        HOLDEM,
        _raise(65),
    ),
    (
        "I am holding Ace-Queen offsuit in the small blind. The hijack raised to 5 and the button called. "
        "Total in the middle: 5 + 5 + 1 + 2 = 13. Squeezing is attractive because the button's call caps his "
        "range (he'd 3-bet his premiums), and the opener has to worry about the button behind him. A good squeeze "
        "size out of position is around 4x the open plus one open per caller: 20 + 5 = 25, round to 26.\n\n"
        "If I just call, I'm playing a bloated three-way pot out of position with a hand that is dominated by AK.\n\n"
        "My action: raise to 26.",
        HOLDEM,
        _raise(26),
    ),
    (
        "Step 1 — what do I have? 9♥9♣, effective stack 200, facing an all-in... no, facing a 3-bet to 22 after I "
        "opened to 7 from the lojack.\n"
        "Step 2 — villain's range: the button 3-bets about 8% here: TT+, AJs+, AQo+, some suited wheel aces.\n"
        "Step 3 — my options:\n"
        "- Fold: lose 7.\n"
        "- Call: 15 more, in a pot of 32, out of position. Set-mining needs about 15:1 implied; I have 178 behind "
        "against 178: roughly 12:1. Marginal.\n"
        "- 4-bet: folds out the bluffs and gets called by better. Bad.\n\n"
        "Nines play badly OOP against this range, but folding 99 to one 3-bet is too tight at 100bb. I'll call "
        "and play carefully.\n\n**Call.**",
        HOLDEM,
        CALL,
    ),
    (
        "```\nHand: T♠T♦   Position: BTN   Stack: 200\nBoard: A♣ K♥ 7♦ 5♠ Q♣\nPot: 90   Facing: 60\n```\n\n"
        "The river completes broadway with J-x and puts a third overcard out. Villain has bet every street: 10 on "
        "the flop, 25 on the turn, and now 60 on the river. A line like that from a tight player is almost never a "
        "pair of tens or worse. My tens beat only pure bluffs, and missed draws were limited: the only draw was "
        "gutshots like QJ and J-T, and QJ just got there... no, QJ made a straight only with a ten, and JT made "
        "broadway. Either way, I'm beat by nearly everything.\n\nI need 60/210 = 29% and I don't have it.\n\n"
        "Action: fold",
        HOLDEM,
        FOLD,
    ),
    (
        "Let's go through the numbers.\n\n| Option | Cost | Est. equity / fold equity | Rough EV |\n|---|---|---|---|\n"
        "| Fold | 0 | — | 0 |\n| Call | 12 | 34% vs range | +3.1 |\n| Raise to 45 | 45 | 40% folds, 30% when called "
        "| +5.6 |\n\nI have the nut flush draw (A♥5♥ on K♥ 8♥ 2♣) and the button bet 12 into 20. Semi-bluffing "
        "adds fold equity to 9 clean outs, and being out of position makes realizing equity by calling harder. "
        "The raise has the best EV in my table.\n\nI'll raise to 45.",
        HOLDEM,
        _raise(45),
    ),
    (
        "Answer: **call**.\n\nReasoning: I have K♠J♠ on Q♠ T♦ 3♠, which is an open-ended straight draw plus the "
        "second-nut flush draw — 15 outs (9 spades, plus 3 non-spade aces and 3 non-spade nines), about 54% by "
        "the river. Villain's bet is 15 into 30, so I'm getting 3:1. Raising is also strong, but with so much "
        "equity and a villain who likes to bluff-jam over raises, I prefer to keep his bluffs in and see the turn "
        "in position.",
        HOLDEM,
        CALL,
    ),
    (
        "Thinking about it: the opponent is a very tight older player who has only raised twice in the last "
        "hour, both times with aces. Now he raises from under the gun to 8 and I'm holding A♣J♦ in middle "
        "position. AJo against a range of QQ+ and AK has about 25% equity and is dominated by every ace he holds. "
        "Calling to play for stacks with a dominated hand is how I lose my stack, and a 3-bet only gets called by "
        "better.\n\nThere's no shame in laying this down. I fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Alright, the river is the 2♦, a total brick. Board: J♥ 9♥ 4♣ 8♠ 2♦. I have J♣T♣ — top pair with an "
        "open-ender that missed. Villain checked the flop, called my 12 turn bet, and now leads 40 into 55 on the "
        "river. Donk-leads on bricks from this player have been polarised: two pair or a missed heart draw.\n\n"
        "- Pot after his bet: 95. I call 40 to win 95: I need 29.6%.\n"
        "- Missed hearts (A♥x♥, K♥Q♥, Q♥T♥...) make up maybe 40% of his range.\n\n"
        "That's enough. My hand is a bluff-catcher, and this is a spot to catch.\n\n"
        "Final: CALL",
        HOLDEM,
        CALL,
    ),
    (
        "Position: big blind vs small-blind limp... wait, no: the SB completed and then the button? Let me reread. "
        "The cutoff limped, the button raised to 10, the small blind folded and I'm in the big blind with 5♦5♠. "
        "The limper is still to act behind me.\n\n"
        "With a small pair, I want to set-mine cheaply. 8 more to see a flop with a possible multiway pot is fine: "
        "I hit a set 11.8% of the time and get paid off well when I do, with 190 behind. A 3-bet from the blinds "
        "with fives against a button iso range is just lighting chips on fire.\n\n"
        "So: call the 10.",
        HOLDEM,
        CALL,
    ),
    (
        "I hold 2♣7♦. The worst hand in poker, in the small blind, facing a raise to 6 from the button. There is "
        "literally no reason to continue here — 2-7 offsuit has about 32% against a random hand and much less "
        "against a raising range, and I'd be out of position for the whole hand.\n\nSome people like to 3-bet "
        'bluff with 72o as a joke (the "seven-deuce game"), but we aren\'t playing that game.\n\n'
        '```json\n{"action": "fold", "reason": "trash hand, out of position"}\n```',
        HOLDEM,
        FOLD,
    ),
    (
        '{"thinking": "Villain overbet 120 into 80 on a paired board (8-8-3-K-K). I have A8, trips beaten only by '
        "K8, 33, KK-full... K-x makes a full house. He check-called flop and turn, which fits K-x. My trips are now "
        'a bluff-catcher against a polarized overbet; risk 120 to win 200, need 37.5%.", "hand_strength": 0.55, '
        '"action": "call", "confidence": "medium"}',
        HOLDEM,
        CALL,
    ),
    (
        "Stacks are 200 each, blinds 1/2, and the button has opened 38% of hands this session. "
        "<think>\nOK so I have pocket queens, button opened 5, I'm in the small blind. 3-bet obviously. What size? "
        "Out of position I go bigger, like 4x: 20. Maybe 22. Let me go with 22 since the button calls a lot. "
        "Actually standard is 4-4.5x OOP, 22 is 4.4x, fine.\n</think>\n\nI'll 3-bet to 22 with my queens.",
        HOLDEM,
        _raise(22),
    ),
    (
        "Current state: pot 34 after villain's bet of 14 on the flop (A♠ 6♣ 6♦). I have K♥K♣.\n\n"
        "When a player bets small on an ace-high paired board, it's often a range bet: he can have any ace, "
        "any six, and plenty of air. My kings beat his air and lose to every ace. Raising turns my hand into a "
        "bluff — no worse hand calls, and aces just call or re-raise. Folding is too tight given how often he "
        "stabs here with nothing.\n\n"
        "I'll just call and re-evaluate on the turn. If he barrels big on the turn, I'll probably fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Ich habe A♥A♠ im Big Blind. Der Spieler am Button hat auf 6 erhöht, der Small Blind hat gefoldet. "
        "Der Pot ist jetzt 6 + 1 + 2 = 9. Mit Assen will ich so viel Geld wie möglich in den Pot bringen. "
        "Ein 3-Bet auf etwa 24 (4x) ist Standard aus dem Big Blind, weil ich außer Position bin. Nur callen "
        "wäre zu passiv und lässt ihn billig den Flop sehen.\n\n"
        "Entscheidung: raise to 24",
        HOLDEM,
        _raise(24),
    ),
    (
        "Let me think in Chinese first and then give the action in English.\n\n"
        "筹码：我有200，对手有230。盲注1/2。这个对手在中位加注的频率大约是15%，他的范围包括TT+、AJ+、KQ。我的KQ同花对抗这个范围的胜率大约是40%。\n\n"
        "手牌: K♦Q♦，位置: 庄家位 (button)。前面的玩家加注到 7，其他人都弃牌了。底池是 7 + 1 + 2 = 10。"
        "KQ同花在庄家位对抗中位加注范围表现不错，但被AK和AQ压制。我有位置优势，所以跟注比较合适，"
        "可以在翻牌后利用位置。3-bet也可以，但是会把范围变得太窄。\n\n我的决定：call（跟注）",
        HOLDEM,
        CALL,
    ),
    (
        "Honestly this is close. Let me lay out both sides.\n\n"
        "For calling: I have second pair (Q♣9♣ on A♦ 9♥ 5♠ 3♣), villain bets 18 into 36, I need 25%. He bets the "
        "turn with a lot of air after a flop check-through.\n\n"
        "For folding: he's a recreational player who rarely bluffs, and a turn bet after the flop checks through "
        "often means he picked up two pair or a straight (A-3? 4-2?).\n\n"
        "On balance I think recreational players under-bluff the turn, so folding is the exploitative play. "
        "But the price is so good...\n\nNo. Stick with the read. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Stack check: I have 200, villain has 350, so effective is 200. Pot is 60 on the turn and he bets 40. "
        "Board: T♠ 9♠ 2♦ 5♥. I have J♠8♠ — an open-ended straight-flush draw: 8 straight outs (4 queens, 4 "
        "sevens) + 7 more spades = 15 outs, about 33% with one card to come.\n\n"
        "Calling 40 to win 100 needs 28.6%: a call is profitable on its own. Raising all in puts 200 in: he folds "
        "one-pair hands often, and I still have a third of the pot when called. With 15 outs and fold equity, "
        "the shove is the higher-EV line.\n\n"
        "Going all-in.",
        HOLDEM,
        ALLIN,
    ),
    (
        "Action summary so far: UTG folds, MP raises to 6, CO calls, BTN calls, SB folds. I'm in the BB with "
        "J♥T♥. Pot: 6 × 3 + 1 + 2 = 21, and it costs me 4 to call. Odds of 21:4, better than 5:1 — I need "
        "about 16%. Suited broadway in a four-way pot closing the action is an easy continue. "
        "A squeeze with three players in and one of them the original raiser is too risky; I'd mostly fold out "
        "the hands I dominate.\n\nDecision: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me calculate the odds. Pot before the bet: 120. Villain shoves for 150 more on the river, "
        "so the pot is 270 and I'd call 150... my stack is only 180, so I can cover.\n\n"
        "Board: Q♠ J♠ 4♦ 4♣ 2♠. My hand: A♠3♦ — I have the nut flush.\n\n"
        "The only hands that beat me are quads (44) and full houses (QQ, JJ, Q4, J4, 22, 44). He's shoving river "
        "after check-calling two streets, which smells like a full house that was slowplayed... but he also could "
        "have K♠x♠ and overvalue it. A flush of my strength is too strong to fold getting 270:150.\n\n"
        "Call. 🃏",
        HOLDEM,
        CALL,
    ),
    (
        "* Hand: 4♠4♥ (under the gun+1)\n* Action: UTG raised to 6, I'm next to act with 7 players behind\n"
        "* Stack: 200 (100bb)\n\n"
        "Small pairs from early position are tricky. Calling invites squeezes from the five players left to act, "
        "and 3-betting turns a set-mining hand into a bluff. The standard GTO approach in a full-ring game folds "
        "44 against an early raise when there are so many players behind. I'll let it go.\n\n"
        "* Decision: FOLD",
        HOLDEM,
        FOLD,
    ),
    (
        "Alright, I think I'm ahead here but not by much. I raised pre with A♥Q♠, got one caller (the big "
        "blind), and the flop is Q♦ 8♣ 5♥. He checked, I bet 10, and he check-raised to 32. Check-raises on a dry "
        "Q-high flop are strong: sets of 8s or 5s, Q8, Q5s, and occasionally a bluff with 76 or 64.\n\n"
        "I beat Qx worse than mine and the bluffs, I lose to the sets and two pair. Three-betting gets me "
        "called only by better. Folding top pair top kicker is too tight.\n\n"
        "I'll call the 32 and see what the turn brings.",
        HOLDEM,
        CALL,
    ),
    (
        "My decision is to raise to 14.\n\n"
        "Why: two players limped (the lojack and the cutoff) and I'm on the button with A♣T♣. Limpers usually "
        "have weak hands that don't want to face a raise. The standard isolation raise is 3 big blinds plus one "
        "per limper: 6 + 2 + 2 = 10, and since these two players call a lot I go a little bigger, to 14. If both "
        "call, I'm in position with a strong hand in a 33-chip pot.",
        HOLDEM,
        _raise(14),
    ),
    (
        "Situation recap. Villain has been extremely aggressive: he 3-bet me four times in the last twenty hands. "
        "Now he 3-bets to 20 after my open to 6 from the cutoff. I have K♠J♠.\n\n"
        "Options:\n1. Fold — gives up 6.\n2. Call — 14 more into a 41 pot, in position. KJs plays well against a "
        "wide 3-bet range.\n3. 4-bet to 50 — folds out his junk, but KJs doesn't want to face a 5-bet shove.\n\n"
        "Against a wide range, in position, calling is the most comfortable. Option 2.",
        HOLDEM,
        CALL,
    ),
    (
        "Decision: **RAISE TO 60**\n\n"
        "Board: 7♥ 7♠ 2♣, villain bet 20 into 30. I have 7♦6♦, trips with a weak kicker. A raise gets value from "
        "overpairs and 2-x, and protects against overcards on the turn. 60 is three times his bet, standard for a "
        "flop raise. If he shoves, I'm not folding trips for 200."
        "\n\nFor reference: pot 30 plus his 20 makes 50, and my 60 leaves 140 behind, so a river "
        "shove is still comfortable.",
        HOLDEM,
        _raise(60),
    ),
    (
        "Reviewing the hand. Blinds 1/2. Preflop: I opened to 5 with 8♦8♣ from the hijack, the big blind called. "
        "Flop A♥ K♣ 3♦: he checked, I checked behind. Turn 9♠: he bets 8 into 11.\n\n"
        "Eights are now third pair below two overcards. His small bet looks like a blocker-type bet with A-x or "
        "K-x that doesn't want to face a big bet. Still, he also bets draws like Q-J, J-T with the 9 giving him a "
        "gutshot... The price is very good: 8 to win 19, 30%.\n\n"
        "I could see the river, but I can't call a river bet. I'll give up now instead.\n\nFOLD",
        HOLDEM,
        FOLD,
    ),
    (
        "The big blind has been folding to every steal (12 of 13 so far, per the HUD). I have Q♠8♣ in the small "
        "blind after everyone folded to me. Wait, that's an open decision, not facing a bet. Let me re-read "
        "the legal actions: fold, call (complete), raise. Since the small blind completing is weak with a hand "
        "like Q8o against a player who folds this much, I'll raise to 6 and take the blinds.",
        HOLDEM,
        _raise(6),
    ),
    (
        "I have Ace-King of hearts and the opponent just shoved all-in preflop from the small blind after I "
        "opened on the button. Effective stack is 200, so I'm calling 195 more to win 402.\n\n"
        "AKs against a wide shoving range (any pair, any ace, KQ) is about 60%. Even against a tight range of "
        "TT+ and AK it's 41%, above the 48.5% we need... no: 195/402 = 48.5% needed. Against the tight range "
        "I'd be short, against the wide one I'm well ahead. This player shoves wide (I've seen him do it with "
        "K9 suited), so the call is good.\n\nI call.",
        HOLDEM,
        CALL,
    ),
    # ---- Hold'em facing a bet: traps (last line not the decision, take-backs, two decisions, plans, others) ----
    (
        "I hold J♦J♣ in the hijack facing a raise to 6 from UTG.\n\n"
        "Jacks against an early open: 3-betting gets called by QQ+ and AK and folds out the worse hands, which "
        "turns jacks into a bluff. Calling keeps the worse pairs and AQ in. So I call.\n\n"
        "If the flop comes with an ace or king, I'll check-fold to any real pressure; on a low flop I'll call "
        "down a street and raise the turn to 45 if he slows down.",
        HOLDEM,
        CALL,
    ),
    (
        "The villain bet 25 into 50 on the flop. I've got a gutshot (9♣8♣ on J♠ T♦ 3♥, needing a queen... "
        "wait, Q makes Q-J-T-9-8, yes) and two overcards? No, 9 and 8 are both undercards to the jack and the "
        "ten. So 4 outs, about 8.5% on the turn, and I need 25/100... he bet 25 into 50, so I call 25 to win 75, "
        "25%. Clearly a fold on pure odds.\n\nBut he's a weak player who gives up on the turn a lot, so a float "
        "could work... I'll raise to 75 as a bluff.\n\nHmm, no. That's spewy against someone who never folds a "
        "jack. Let me just fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Options on the table: fold, call, or raise (4 to 200).\n\n"
        "With K♥K♦ preflop facing a 3-bet to 18, the natural play is to 4-bet. A 4-bet to about 45 builds the pot "
        "and charges AK, AQ and the lower pairs. If he 5-bets all-in I'm happy to get it in: only AA beats me.\n\n"
        "Calling to trap would also work against an aggressive 3-bettor...\n\n"
        "4-bet to 45 or flat? I'll go with the flat.",
        HOLDEM,
        CALL,
    ),
    (
        "Analyzing villain's likely holdings: he called preflop from the big blind and now leads 16 into 24 on "
        "Q♣ 7♣ 4♦. That lead is often a flush draw or a weak queen protecting itself. My hand: A♣Q♦ — top pair top "
        "kicker with the nut-flush blocker.\n\n"
        "Raising to 50 gets value from worse queens and makes draws pay. But calling keeps his bluffs in and lets "
        "him keep barrelling.\n\nBoth are reasonable; honestly it comes down to player type, and I don't know "
        "this one yet.",
        HOLDEM,
        None,
    ),
    (
        "Let me list what each player did this street:\n"
        "- Seat 2 (villain A): bet 12\n- Seat 4 (villain B): raise to 36\n- Seat 5: fold\n\n"
        "Now it's me in seat 6 with T♥T♠ on 8♣ 5♦ 2♥. Facing a bet and a raise, my overpair is in trouble against "
        "sets, and B's raise in front of A's bet is strong. Calling 36 with A still to act behind me risks a "
        "re-raise. I'll fold my tens here.\n\nSeat 4 raise to 36, Seat 2 likely calls.",
        HOLDEM,
        FOLD,
    ),
    (
        "Okay so I'm on the river with 6♥5♥ and I missed everything: board A♣ K♦ 9♠ 2♣ J♥. Villain bets 30 into 40. "
        "My hand has zero showdown value, and raising as a bluff makes no sense because he's representing a "
        "strong range on a board where my story (I called flop and turn) doesn't include many strong hands.\n\n"
        "If I had the Q-T, this would be an easy raise to 100 for value — I'd have the nuts. Too bad.",
        HOLDEM,
        FOLD,
    ),
    (
        "Hmm. Pocket sevens, facing a raise to 8 from the cutoff, I'm on the button. Stacks are 200 deep.\n\n"
        "A 3-bet to 26 would isolate the cutoff and take the initiative; I've seen him fold to 3-bets a lot (around "
        "65%). But the blinds behind me are sticky, and a flat lets them in with good odds.\n\n"
        "Final answer: raise to 26.\n\nActually wait — with sevens, I'd rather not bloat the pot and get 4-bet off "
        "my equity. I'll call instead.",
        HOLDEM,
        CALL,
    ),
    (
        "Here's my thinking for this hand.\n\nI have A♠A♣ and the board is 9♥ 8♥ 7♣. The villain bet 20 into 30. "
        "This is a dangerous board: JT, T6, 65 make straights, 99/88/77 make sets, and every two hearts is a flush "
        "draw.\n\nMy plan: raise to 70 now for protection and value, and if he shoves I'll have to call anyway "
        "given pot odds.\n\nAnswer in JSON as requested:\n"
        '{"action": "raise", "amount": 70}',
        HOLDEM,
        _raise(70),
    ),
    (
        "Summary of the hand so far:\n\n- Preflop: hero raised 6, villain 3-bet 20, hero called.\n"
        "- Flop (K♠ 8♦ 3♣): villain bet 15, hero called.\n- Turn (2♥): villain bet 40, hero raised to 110, "
        "villain called.\n- River (Q♦): villain shoves.\n\n"
        "That's the history. I don't actually know what I'm holding from the prompt, so I can't decide whether "
        "the river call is good. Possibly I should call with a set. Could you show me my hole cards?",
        HOLDEM,
        None,
    ),
    (
        "With 3♦3♣ on a board of A♥ T♠ 3♠ 9♠, I have a set but the turn brought the third spade. Villain bet 45 "
        "into 60. He has a flush often: any two spades that called the flop. He also bets top pair here.\n\n"
        "The options:\n- call: keeps the pot smaller, I have 10 outs to a full house or quads (3 nines, 3 tens, "
        "3 aces, 1 three) ~ 22%.\n- raise: folds out aces, gets called by flushes. Bad.\n- fold: too weak with a "
        "set and 10 outs.\n\nCalling 45 to win 150 needs 30%, and I have 22% against flushes, but I'm way ahead "
        "of top pair. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll just say up front that I'm not 100% sure. A♦J♦, button, facing a 3-bet from the small blind to 24 "
        "after my open to 6.\n\nCall, probably. Or 4-bet as a bluff given AJs has the ace blocker... "
        "I go back and forth. If it were a tournament I'd shove; in a cash game a call is fine.\n\n"
        "Decision: call or 4-bet — both defensible.",
        HOLDEM,
        None,
    ),
    (
        "His river bet of 80 into 100 is polarizing. I hold K♣Q♣ on A♣ 9♣ 5♦ 5♠ 2♥ — a missed flush draw with "
        "king-high. Calling makes no sense: I beat only the bluffs that also missed, and I lose to any ace, "
        "any five, any pair.\n\nThe only way to win is a raise all-in as a bluff: I block the nut-flush... no, "
        "I don't hold the ace of clubs, that's on board. I'd be representing a five. Not credible here.\n\n"
        "Folding is correct. No call, no raise.",
        HOLDEM,
        FOLD,
    ),
    (
        "Pot: 140. Villain jams 200 (effective). I hold Q♠Q♥ on J♦ 8♠ 4♣ 2♦. Call 200 to win 340: need 37%.\n\n"
        "His jamming range from an aggressive reg: sets (JJ, 88, 44), J8, overpairs like KK/AA that slowplayed "
        "pre, and draws like T9 or diamond combos. Queens beat the draws and JT-type hands. I estimate 45% equity.\n\n"
        "Calling is +EV by my estimate, so that's what I'd do.\n\n"
        "(Note: in a tournament with ICM pressure I'd fold.)",
        HOLDEM,
        CALL,
    ),
    (
        "**Preflop, facing a 4-bet.**\n\nI 3-bet to 22 with A♦5♦ as a bluff, and villain 4-bet to 55. Now: A5s "
        "has blockers to AA and AK, but against a value-heavy 4-bet range it has ~30% equity. Calling 33 to win 110 "
        "needs 30% raw, but out of position I won't realize it.\n\n"
        "A 5-bet shove? His 4-bet range is strong; he won't fold QQ+ or AK.\n\n"
        "❌ shove\n❌ call\n✅ fold",
        HOLDEM,
        FOLD,
    ),
    (
        "Flop, 2♥ on the side: board K♥ 8♥ 3♠, pot 24, villain led 12 from the big blind. Stacks "
        "200 and 188. He's been leading flops with both draws and made hands.\n\n"
        "Let me weigh this:\n\n"
        "Raise to 40 → gets value from 8x, protects vs the flush draw; but folds out air.\n"
        "Call → keeps air in; risky with two hearts on board.\n"
        "Fold → no, I have top two pair (K♠8♦ on K♥ 8♥ 3♠).\n\n"
        "Raise to 40.\n\nIf he re-raises to 120, I'll call and go with it.",
        HOLDEM,
        _raise(40),
    ),
    (
        "Alright: the turn makes a three-flush (4♠ on 9♠ 6♠ 2♦). Villain bets 30 into 60. My hand: 9♥9♦ — top set. "
        "I'm way ahead of everything except a made flush. Most of his range is one pair or a one-card flush draw. "
        "I want to charge the draws and get value from his 9-x and overpairs.\n\n"
        "Raise size: 30 × 3 = 90, which leaves about 100 behind, setting up a river shove.\n\n"
        "raise to 90\n\n"
        "Villain will probably call with an overpair and fold one-pair hands below.",
        HOLDEM,
        _raise(90),
    ),
    (
        "I was going to raise to 50 with my A♠K♥ on this K-T-4 flop. But then I realised that villain's 22 into "
        "30 bet here on a king-high board from out of position is almost always a strong king or better — he's "
        "never bet this flop without one. A raise only gets called by sets and two pair.\n\n"
        "So, not raising. Calling.",
        HOLDEM,
        CALL,
    ),
    (
        "Board 7♦ 4♠ 2♣, pot 22, villain bet 11. He is 180 deep, I am 200. "
        "Let me think about what the villain would do if I call. He's the type to barrel turns with air, so if I "
        "call now he fires again and I can raise the turn. If I raise now, he folds.\n\nWhat I won't do is fold: "
        "my 8♣8♦ on 7♦ 4♠ 2♣ beats his whole bluffing range.\n\nSo: call now, raise the turn.",
        HOLDEM,
        CALL,
    ),
    (
        "Thinking process:\n1. I have A♥Q♥ and the board is J♥ 9♥ 2♣ 6♠ — nut flush draw plus two overcards.\n"
        "2. Villain bets 50 into 70 on the turn.\n"
        "3. Outs: 9 hearts + 3 aces + 3 queens = 15, 33%. Needed: 50/170 = 29%.\n"
        "4. A call is +EV on pure odds. A raise all-in (200 effective) adds fold equity.\n\n"
        "My gut says the raise, my head says call. Going with my head on this one.\n\nsmall blinds: 1, big blind: 2",
        HOLDEM,
        CALL,
    ),
    (
        "The guy to my right has been shoving every hand — he's 0 for 3 at showdown. He just shoved 200 and I "
        "have A♣9♠. Against a random hand, A9o has about 60%; against his real range (any ace, any pair, any two "
        "broadway) maybe 52%. Call 198 more to win 401: need 49.4%.\n\nIt's thin but positive.\n\nVillain's "
        "previous hands: shove with J4s, shove with 72o, shove with Q5o. He calls a raise with anything. He "
        "folded once.",
        HOLDEM,
        CALL,
    ),
    (
        "Decision tree:\n\n"
        "```\nif villain_is_tight:\n    fold()\nelse:\n    call()\n```\n\n"
        "I have middle pair (T♦9♣ on K♣ T♥ 6♠ 3♣) facing a turn bet of 35 into 50. Honestly I don't know this "
        "villain: no history at all in this session. The tree above is what I'd do with a read."
        "\n\nStacks: 150 for him, 200 for me. Pot 85 after his bet. I'd need 35/120, about 29%, and "
        "my pair of tens has maybe 35% against a range I can't narrow down.",
        HOLDEM,
        None,
    ),
    (
        "I'm facing a bet of 12 into 16 with K♥J♥ on A♥ 7♥ 7♦. I have a flush draw (9 outs) and a gutshot? No, "
        "K-J with an A needs Q-T, so no straight draw. Just the flush draw with a king kicker, 9 outs, 19.6% per "
        "card, ~35% by the river.\n\nPrice: 12 to win 40 — 30%.\n\nThe villain's next move if I call is probably "
        "to bet again on the turn, and his bet on the turn will be around 30. Then I'd be priced out without "
        "the flush.\n\nI raise to 40 — wait, that's a bluff-raise on a board where he's got lots of aces. "
        "Just call.",
        HOLDEM,
        CALL,
    ),
    (
        "My answer: call 10, not fold.\n\n"
        "The math: pot 30 after his 10 bet, I need 10/40 = 25%. My hand, 5♠4♠ on 6♥ 3♦ K♣, is an open-ender: "
        "8 outs, ~17% per card, ~32% by the river. Implied odds are good because a 7 or a 2 is hard for him to "
        "see coming."
        "\n\nStacks are 190 and 200, so the implied odds are there too.",
        HOLDEM,
        CALL,
    ),
    (
        "**Scenario A** (he's value-heavy): fold my QJ.\n**Scenario B** (he's bluffing half the time): call.\n\n"
        "I estimate scenario B is more likely: he's bet three streets with a missed flush draw before, and the "
        "flush draw missed again on this river (board: Q♠ 8♠ 3♦ 5♣ 2♥). So the call wins more often than it "
        "loses at this price (40 into 60, need 28.6%).\n\nGoing with scenario B's action.",
        HOLDEM,
        CALL,
    ),
    (
        "The villain bet 20, then the next player raised to 60, then it folded to me. I have A♦A♥ with 200 "
        "behind, on K♦ 7♣ 2♠. I have an overpair to a dry board facing a bet and a raise.\n\n"
        "The raiser could easily have a set or K-7, but also AK or K-Q. The first bettor may have a king too.\n\n"
        "Calling keeps the pot smaller but lets the first bettor in cheaply; re-raising all-in charges both. "
        "All-in it is: 200.",
        HOLDEM,
        ALLIN,
    ),
    # ---- Hold'em with nothing to call (check, bet 2 to 70) ----
    (
        "I'm first to act on the flop after raising preflop. Board: A♠ 8♦ 3♣, a dry ace-high flop that strongly "
        "favours my range as the preflop raiser. I hold K♦Q♦: no pair, but two overcards to the 8 and backdoor "
        "diamonds... no backdoor flush with only one diamond on board — actually yes, one diamond plus my two "
        "makes three, so a backdoor flush draw.\n\n"
        "A small c-bet of about a third of the pot (pot is 14, so ~5) takes it down often and costs little.\n\n"
        "**Decision:** Bet 5",
        OPEN,
        _bet(5),
    ),
    (
        "Pot is 40 on the river, board is J♣ 7♥ 4♦ 2♠ 9♣. I hold 8♠6♠ — a missed double gutshot, eight-high. "
        "Villain checked to me. My hand can't win at showdown. Bluffing requires him to fold a pair of fours or "
        "better, and he has called two streets.\n\nA bluff of 30 risks 30 to win 40: needs 43% folds. I doubt "
        "he folds that often after calling twice.\n\nGive up: check.",
        OPEN,
        CHECK,
    ),
    (
        "## Hand\nT♥T♣ on the turn, board 6♣ 5♦ 2♥ K♠. Pot 30. Villain checked.\n\n"
        "## Thoughts\nThe king is a scare card, but it's also one that villain rarely has after calling a flop "
        "bet from the big blind (he'd have 3-bet KQ, KJ some of the time). My tens are still good most of the "
        "time. A bet for value and protection: 20 (two-thirds pot).\n\n"
        "## Action\n`bet 20`",
        OPEN,
        _bet(20),
    ),
    (
        "Pot 12, heads up against the big blind, 200 effective. "
        "The flop came Q♥ Q♣ 5♠, and I have 5♥5♦ — a full house. Villain checked. With a hand this strong on "
        "a board this dry, he will rarely have anything to call with. The best way to extract value is to "
        "check and let him bluff or catch up on the turn.\n\nSo: check now, and I'll bet the turn.",
        OPEN,
        CHECK,
    ),
    (
        "Turn spot. He has called 8 on the flop and checked again. Top pair top kicker wants thin "
        "value from Jx, 8x and the spade draws; two thirds of the pot (48 × 2/3 = 32) is the size.\n"
        "\n"
        '{\n  "street": "turn",\n  "pot": 48,\n  "hand": "A♣J♣",\n  "board": "J♦ 8♠ 3♣ 2♥",\n'
        '  "analysis": "top pair top kicker, villain calls light",\n  "action": "bet",\n  "amount": 32\n}',
        OPEN,
        _bet(32),
    ),
    (
        "Thinking about whether to bet. Pot: 12 (heads up, limped pot). Board: 9♠ 6♥ 3♦. I have 7♦5♦ — "
        "open-ended plus a backdoor flush draw. Both players checked preflop options... the big blind checked "
        "to me.\n\nA semi-bluff of 8 has fold equity (limped hands miss this board a lot) and 8 outs when called "
        "(fours and eights). I like it.\n\nbet 8",
        OPEN,
        _bet(8),
    ),
    (
        "Let me think about what's happening. It's the river; the board is A♦ K♦ 7♠ 6♣ 3♦. Pot: 90. "
        "I have Q♦J♦ for a flush — not the nut flush, but the nut flush needs both A♦... no, that's on board. "
        "The better flushes are T♦9♦... no, those are lower. Q♦J♦ is the nut flush right now, because the A♦ "
        "and K♦ are on the board. Only flushes with higher diamonds beat me, and there are none.\n\n"
        "I want max value. Villain has a lot of Ax and Kx. A bet of 70 (my whole remaining range) is an "
        "overbet... my max is 70. I'll bet the max.",
        OPEN,
        _bet(70),
    ),
    (
        "On this 8♠ 7♠ 6♦ board, I have A♥A♦ and I'm out of position against a player who floats a lot. "
        "Betting into him is dangerous: a raise puts me in a tough spot with a one-pair hand on a very "
        "connected board. Checking keeps the pot manageable and lets him bluff.\n\n"
        "I'll check and call a reasonable bet. 🂡",
        OPEN,
        CHECK,
    ),
    (
        "Position: button. Villain (big blind) checked the flop to me. Board 4♣ 4♥ 9♦, pot 11. My hand: K♠J♠ — "
        "king-high, no draw.\n\n"
        "Paired low boards favour the preflop raiser; the big blind has few 4x. A small bet of 4 should win "
        "it right away often enough: he needs to fold just 27% of the time.\n\n"
        "Result:\n- action: bet\n- amount: 4",
        OPEN,
        _bet(4),
    ),
    (
        "Flop recap: pot 14, heads up, I'm out of position in the big blind. The preflop raiser is "
        "a 24/20 regular with a 55% c-bet frequency.\n\n"
        "action: check\nreason: |\n  I have middle pair (9♣8♣ on K♥ 9♦ 4♠) out of position. Betting folds out "
        "worse and gets called by better. Checking gives the opponent a chance to bluff with his missed "
        "overcards, and I can call one bet.\nconfidence: 0.7",
        OPEN,
        CHECK,
    ),
    (
        "Pot: 26. River: 3♠ (board: A♥ T♥ 5♣ J♣ 3♠). I hold A♣K♠ — top pair, top kicker. Villain checked.\n\n"
        "Value bet? He check-called the flop and check-called the turn. That line is consistent with Ax with a "
        "weaker kicker, Tx, and missed draws (heart or club draws, KQ missed... no, KQ made broadway with the J "
        "and T? K-Q-J-T-A = broadway. Ugh, KQ is a straight.)\n\n"
        "So my top pair is beaten by KQ, Q9? No: Q9 gives Q-J-T-9... needs K or 8. Only KQ makes a straight. "
        "Still, I'm ahead of most of his range. Bet 18 for thin value.",
        OPEN,
        _bet(18),
    ),
    (
        "Decision: check.\n\n"
        "I'm in the big blind in a limped pot with 9♥2♦, and the flop is K♠ Q♠ 7♥. Nobody has bet, I have "
        "nothing, and with four players in the pot someone has hit this. No reason to bluff."
        " Four of us saw the flop for 2 each (pot 8), and two of them have shown they like to bet "
        "any king. There's no fold equity worth the chips.",
        OPEN,
        CHECK,
    ),
    (
        "Let's consider betting sizes:\n\n"
        "| Size | Pot % | Expected folds | Notes |\n|---|---|---|---|\n| 8 | 33% | 35% | cheap, thin |\n"
        "| 16 | 66% | 50% | standard |\n| 24 | 100% | 60% | polar |\n\n"
        "My hand: Q♣T♣ on J♣ 9♦ 2♥ — open-ended with a backdoor flush. A semi-bluff with a medium size puts "
        "pressure on his one-pair hands while keeping my risk moderate. The 16 row fits best.",
        OPEN,
        _bet(16),
    ),
    (
        "History: in 40 hands he has check-raised 6 of the 9 flops I c-bet. "
        "The opponent has been check-raising every time I bet the flop. I have A♠A♥ on a board of 8♣ 5♦ 2♠, "
        "pot 14. He checks to me.\n\n"
        "Since he check-raises so much, I'll bet small and let him raise, then 3-bet. Betting 6.\n\n"
        "If he check-raises to 20, I'll re-raise to 55.",
        OPEN,
        _bet(6),
    ),
    (
        "Kuhn-style thinking doesn't apply here — this is Hold'em. I'm on the turn with the nut straight "
        "(9♠8♠ on T♥ 7♦ 6♣ K♠), pot 36, opponent checked to me. He has ~ 64 behind... I have 70 behind in "
        "terms of the betting cap.\n\n"
        "Since he checks, a big bet gets called by two pair and sets, and it sets up a river shove. Bet 28.",
        OPEN,
        _bet(28),
    ),
    (
        "Bluff or not? Pot 50, river, board K♦ J♦ 4♠ 7♣ 2♦. The third diamond came. I hold A♥Q♣ — nothing but "
        "ace-high, though ace-high might win against missed straight draws like Q-T.\n\n"
        "If I bet 35 as a bluff, representing the flush, he folds most Kx... but my line doesn't include many "
        "flushes: I would have raised the flop with two diamonds.\n\n"
        "So I check and hope ace-high is good.",
        OPEN,
        CHECK,
    ),
    (
        "**Answer: bet 12**\n\n"
        "- Board: 2♣ 2♦ 8♥ (pot 18)\n- Hand: 8♦7♦ — top pair (of the unpaired cards) plus backdoor diamonds\n"
        "- Villain checked; he's a calling station, so value bet.\n"
        "- Size: two-thirds pot = 12."
        "\n- Stacks: 180 behind for him, 190 for me; the bet keeps a turn and river bet possible.\n- "
        "He folds only to big sizes, so small sizes get called by 6x and worse.",
        OPEN,
        _bet(12),
    ),
    (
        "Flop, heads up, I raised preflop from the cutoff with J♣J♠ and the big blind called. Pot "
        "30. "
        "I thought about a bet of 20 here to protect my pair of jacks on this wet flop (T♦ 9♦ 4♠), but a bet of "
        "20 when he's very likely on a draw... Actually yes, that's exactly when you bet: charge the draws. "
        "Let me go slightly bigger, though, because draws have so much equity here. Make it 24.",
        OPEN,
        _bet(24),
    ),
    (
        "Situazione: stack effettivo 190, avversario passivo, ha chiamato il mio rilancio preflop "
        "dal big blind. Ha controllato il flop.\n\n"
        "Il mio turno. Ho A♣K♣ sul flop 9♣ 6♣ 2♥, il piatto è 15. Ho il progetto di colore massimo e due carte "
        "alte: circa 15 outs. Voglio puntare per semi-bluff, circa due terzi del piatto: 10.\n\n"
        "Decisione finale: bet 10",
        OPEN,
        _bet(10),
    ),
    (
        "I have 6♦6♣ and the board is A♠ K♠ Q♥ J♦. Pot 44, I'm first to act on the turn. Any ten makes a straight "
        "for anyone holding it, and my sixes are crushed by every Ax and Kx. There's no reason to put chips in.\n\n"
        "Villain is likely to bet when I check; I'll fold to a real bet.\n\n"
        "For the record, if I had the T♠, I would bet 40 here for value.",
        OPEN,
        CHECK,
    ),
    (
        "Legal actions: check, or bet between 2 and 70.\n\n"
        "My hand: Q♥Q♦. Board: 7♣ 4♥ 2♠. Pot: 12.\n\n"
        "This is a great board for my overpair. I'll bet 8 for value: worse pairs (7x, 44-66, A-x) call, and "
        "overcards fold or call with equity they shouldn't."
        "\n\nIf he raises, I'll re-evaluate: he check-raises only with two pair or better on boards "
        "like this.",
        OPEN,
        _bet(8),
    ),
    (
        "Let me see what the others did. The UTG player checked, the middle player bet 10... no, wait, if "
        "someone had bet, I'd be facing a bet. The legal actions say check or bet, so everyone checked to me. "
        "Four-way pot, 24 in the middle, board J♥ 6♥ 6♠. I have K♥9♥: king-high flush draw.\n\n"
        "Four-way, betting into three people with a draw is loose. Check and take a free card.",
        OPEN,
        CHECK,
    ),
    (
        "Turn, heads up, I'm in position. "
        "I want to bet half pot. The pot is 30. That's 15.\n\nReasoning: I have top pair (K♣T♦ on K♦ 8♣ 5♥) and "
        "the villain will call with worse kings, eights, and draws. Half-pot keeps his range wide."
        "\n\nStacks are deep (190 each), so there's plenty of room for a turn and a river bet.",
        OPEN,
        _bet(15),
    ),
    (
        "Heads-up limped pot, river. Stacks 195 each. "
        "Probably a check-behind. River, 7♠ 7♦ 3♣ 3♥ Q♠, pot 20. I have A♦5♦: ace-high on a double-paired "
        "board — which plays as A-Q-7-7-3-3, so ace kicker. Bet or check?\n\n"
        "Bet 10 — thin value against K-high and Q-x? No, Q-x beats me. Worse hands rarely call. Checking is "
        "better.",
        OPEN,
        CHECK,
    ),
    (
        "First thoughts: I'll bet 30.\n\nSecond thoughts: the board is 5♠ 5♣ 5♦ T♥ and I have A♠A♦. He checked. "
        "Quads are possible but unlikely. A bet of 30 into 40 folds out everything worse than T-x and gets "
        "called only by tens and the lone five. A small bet of 10 gets called by pocket pairs and any ten; "
        "that's where my value is.\n\nFinal: bet 10.",
        OPEN,
        _bet(10),
    ),
    (
        "I'm in a three-way pot, out of position, with 2♠2♥ on A♥ K♦ Q♦. There's no chance my deuces are good "
        "against two callers on this board. I'm not betting. Any bet from the others and I'm done."
        "\n\nPot 18, stacks around 190. One opponent is a calling station, the other raises his "
        "strong hands, and my two deuces beat neither.",
        OPEN,
        CHECK,
    ),
    (
        "Turn card: 5♥. Board 8♥ 7♦ 3♥ 5♥. I have J♥T♥ — I just made a flush (J-high). Pot 50.\n\n"
        "Villain checked. Sizing: he'll call with sets, two pair, straights (6-4 made the straight), and one-card "
        "higher heart draws (A♥x, K♥x, Q♥x). Bet big for protection against the higher one-card draws: 40.\n\n"
        "The river plan: if a fifth heart comes, I check; if a blank, I shove the remaining 30.",
        OPEN,
        _bet(40),
    ),
    (
        "River, pot 24, I'm in position with A-high (A♦9♣ on K♠ 8♠ 5♥ 3♣ 2♦), and he checked. His "
        "range is mostly weak pairs and missed spades.\n\n"
        "Two choices. Check (EV ~ 0 + showdown equity of 40% × 24 = 9.6) or bet 12 (folds 45%, EV ~ 10.8 + "
        "something). The difference is tiny. Let me go with the lower-variance option since my read is weak: "
        "check.",
        OPEN,
        CHECK,
    ),
    (
        "Bet 25.\n\nNo wait — the pot is only 20 and I'm not sure an overbet is right with top pair and a weak "
        "kicker (Q♣4♣ on Q♠ 9♥ 2♦). A bet of 25 folds everything worse. I'll bet 7 instead, which keeps his "
        "nines and deuces calling."
        "\n\nSize check: 7 is 35% of 20. He calls that with 9x and 2x, and I keep 180 behind.",
        OPEN,
        _bet(7),
    ),
    # ---- Hold'em with large stacks (raise 400 to 20000) ----
    (
        "Cash game, 100bb deep. The UTG player is a 15/12 regular who folds to 3-bets 58% of the "
        "time. "
        "Blinds 100/200, I have 20,000 behind. UTG opened to 600, I'm on the button with A♥K♠. A 3-bet to "
        "1,800 is standard: three times the open, in position. It gets value from AQ, KQ and pairs, and I'm happy "
        "to get the rest in against a 4-bet.\n\nAction: raise to 1,800",
        BIG,
        _raise(1800),
    ),
    (
        "Stacks: 20,000 for me, 26,000 for him. "
        "High-stakes spot. Pot: 4,500. Villain bets 3,000 on the flop (K♣ 9♣ 4♦). I have 9♦9♠ — middle set. "
        "I want to raise for value against his big bet, which is likely a strong king or a flush draw. Standard "
        'raise: about 3x his bet — 9,000 total.\n\n{"action": "raise", "amount": 9000}',
        BIG,
        _raise(9000),
    ),
    (
        "Stack: 20k. Villain opened to 500 from the cutoff; I'm in the big blind with 7♣6♣. The price is good "
        "(300 more to see a flop in a pot of 800), and suited connectors defend well. A 3-bet to 2,200 is an "
        "option, but I'd rather see a flop with a playable hand.\n\nCall."
        "\n\nI'll check-raise flops with two pair or better and draws, and give up when I miss.",
        BIG,
        CALL,
    ),
    (
        "Big decision: villain's all-in for 19,800 more on the river. I hold K♥K♦ on A♣ J♠ 8♦ 3♣ 2♥. Pot before "
        "the shove: 12,000. I need 19,800 / 51,600 = 38%.\n\n"
        "He's representing an ace at least. Kings can only beat a bluff. This opponent has shoved rivers as a "
        "bluff before, but not for 100 big blinds. I'll fold.",
        BIG,
        FOLD,
    ),
    (
        "Maniac alert: in the last 30 hands he's opened 22 and 5-bet twice. Stacks 20,000 each, "
        "blinds 100/200. "
        "Against this maniac I've decided to re-raise as big as possible preflop with my A♠A♦. Villain opened "
        "to 1,000. A 3-bet to 3,500 would be normal; some would go 4,000 to charge him more.\n\n"
        "Raise to 3,500 or 4,000? I can't pick, both are fine.",
        BIG,
        None,
    ),
    # ---- Kuhn poker (three cards: J, Q, K) ----
    (
        "In Kuhn poker there are only three cards: Jack, Queen, King. I hold the King, the best card. I'm first "
        "to act with the option to check or bet.\n\n"
        "The equilibrium strategy with the King as first player is to bet with a frequency three times the bluffing "
        "frequency with the Jack. But simply: betting with the King wins 1 more when the Queen calls... the Queen "
        "rarely calls, and checking lets the Jack bluff. Either is fine in theory; I'll take the simple line and "
        "bet.\n\nAction: bet",
        KUHN_OPEN,
        BET,
    ),
    (
        "Kuhn poker: each player antes 1, one card each from J, Q, K, and a single bet of 1 is "
        "allowed. The opponent acted first.\n\n"
        "I have the Jack, the lowest card. The opponent bet. My Jack cannot beat anything: the opponent has the "
        "Queen or the King. Calling 1 to win 3 (ante 1 each plus bet 1) loses every time.\n\n"
        "Fold, obviously.",
        KUHN_FACE,
        FOLD,
    ),
    (
        "Card: Q. The opponent has bet into me.\n\n"
        "His range when betting: K (value) and J (bluff). In equilibrium, the first player bluffs with J one "
        "third as often as he bets K... so if he bets K always and J α of the time with α ≤ 1/3, the Queen "
        "should call 1/3 of the time to make him indifferent.\n\n"
        "I can't randomise, so I pick one. Against a human-like bot that over-bluffs, calling is better.\n\n"
        "Call.",
        KUHN_FACE,
        CALL,
    ),
    (
        "**Kuhn poker — my card: King**\n\nOpponent checked... no, I'm first to act. Options: check or bet.\n\n"
        "If I check with the King, the opponent may bet a bluff with the Jack and I win an extra chip by "
        "calling. If I bet, the Jack folds and the Queen mostly folds. Checking to induce is a known "
        "equilibrium option for the King.\n\nI'll check to trap.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "Kuhn poker, ante 1 each, pot 2. "
        "I hold the Queen and act first. Betting with the Queen is dominated: the King calls and the Jack folds, "
        "so I only ever win the ante when ahead and lose more when behind. Checking is correct.\n\n"
        "If he then bets, I'll face a call-or-fold decision with the Queen (call 1/3 of the time in equilibrium).",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "Kuhn poker, ante 1 each. Last 20 hands: he folded the Queen to a bet 9 of 10 times, "
        "called with the King every time.\n\n"
        "Jack. First to act. The equilibrium says bluff with the Jack about a third of the time (α = 1/3 of the "
        "King's frequency). This opponent folds the Queen too often, so bluffing is more profitable than the "
        "equilibrium rate.\n\nMy action: bet 🎲",
        KUHN_OPEN,
        BET,
    ),
    (
        "Kuhn poker, pot 3 after his bet (antes 1 + 1, bet 1). "
        "I have the King; the opponent bet. Nothing beats me: the King is the highest card in the three-card "
        "deck. I'll call — there's no raise in Kuhn poker, and folding the best hand is absurd.\n\n"
        '{"action": "call", "card": "K", "win_probability": 1.0}'
        " And the King can't be outdrawn: there are no more cards to come.",
        KUHN_FACE,
        CALL,
    ),
    (
        "The opponent checked, then I checked... no, this is the first decision. OK. I hold the Queen. "
        "In this spot some solvers check 100%. But my opponent never bets after a check, so if I check we "
        "just go to showdown, and that's fine with a Queen: I win against the Jack.\n\n"
        "Bet or check? Bet gets folds from the Jack (which I beat anyway) and calls from the King. So, no bet.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "Queen vs. a bet. Math: pot is 3 after his bet (2 antes + 1), I call 1 to win 3: I need 25%. He bets "
        "the King always and the Jack some fraction. If he bluffs the Jack more than 1/4 of the King-bet "
        "frequency... actually for me to break even, the Jack must be at least 25% of his betting range: "
        "J/(J+K) ≥ 1/4, so α ≥ 1/3.\n\nI don't know his bluff rate. The equilibrium makes me indifferent. "
        "Calling or folding are both equilibrium actions with the Queen.",
        KUHN_FACE,
        None,
    ),
    (
        "Póquer Kuhn: tres cartas (J, Q, K), cada jugador pone 1 de ante, solo se puede apostar 1. "
        "El bote es 2 y con la apuesta del rival ahora es 3. Si pago 1, gano 3 o pierdo 2 en "
        "total.\n\n"
        "Mi carta es el Rey (K). El oponente apostó. Con el Rey siempre gano en el showdown, así que pagar "
        "es obligatorio. No hay razón para retirarse.\n\nAcción: call",
        KUHN_FACE,
        CALL,
    ),
    # ---- Leduc hold'em (J, Q, K in two suits; one public card) ----
    (
        "Leduc hold'em, round 2. My private card: K♠. Public card: Q♥. The opponent raised in round 1 and bet "
        "this round. I have king-high; he could have a queen (pair), a king or an ace... no aces in Leduc. "
        "His range: Q (pair, strong), K (tie), J (bluff).\n\n"
        "With one queen left in the deck, the pair is less likely than K or J. Calling 4 to win... the round-2 "
        "bet is 4. Raising loses to the Queen and gets folds from the Jack. Calling is the middle path.\n\n"
        "Decision: call",
        LEDUC_FACE,
        CALL,
    ),
    (
        "I hold J♥ and the public card is J♣ — I've paired my Jack, the best possible hand in Leduc except... "
        "no, a pair beats every unpaired hand, and only one pair is possible per deal besides mine? The other "
        "player could pair only with a Jack, and both Jacks are used. So I have the nuts.\n\n"
        "The opponent bet. I want to get the maximum in: raise.",
        LEDUC_FACE,
        RAISE,
    ),
    (
        "Leduc hold'em: six cards (J, Q, K in two suits), ante 1 each, round one bets are 2. "
        "Round 1 of Leduc, first to act. My card is the Queen of spades. The Queen is the middle card: ahead of "
        "the Jacks, behind the Kings. Betting in round 1 with a middle card is OK but checking keeps the pot "
        "small until I see the board card.\n\nI check.",
        LEDUC_OPEN,
        CHECK,
    ),
    (
        "Leduc, round 2: my card K♥, board K♦. Trip... no, one pair of kings, the best hand. First to act.\n\n"
        "Check-raise or bet? If I check, he bets with anything he'd continue with, and I can raise. If I bet, a "
        "Jack or Queen folds. The check-raise gains more against an aggressive player, which he is.\n\n"
        "So I check, planning to raise when he bets.",
        LEDUC_OPEN,
        CHECK,
    ),
    (
        "Leduc, round 2, pot 8 (antes 2 and round-one bets 2 + 2), bets are 4 now. "
        "I have J♠, the public card is K♥, and the opponent bet 4. I have jack-high: I lose to any King (pair), "
        "any Queen (higher card). I only tie a Jack. Folding is obvious.\n\n"
        "(If he'd checked, I might bluff-bet here, since the King on board scares a Queen.)",
        LEDUC_FACE,
        FOLD,
    ),
    (
        "Pot: antes 2, his raise makes it 4. "
        "Leduc hold'em, first round, opponent raised. My card: K♣. Kings are the best private card. I can "
        "re-raise (the cap is two raises per round). A re-raise gets more money in while I'm ahead of most of his "
        "range (J, Q and the other K which splits).\n\nRe-raise."
        "\n\nIf the board pairs his card in round two I lose, but that's one card in five.",
        LEDUC_FACE,
        RAISE,
    ),
    (
        "My card: Q♦. Public: J♣. Opponent: bet.\n\n"
        "He bets both his Kings and his Jack (pair). He also bluffs with Queens sometimes. I beat only a "
        "bluffing Queen... no, a Queen ties me. I beat nothing that bets for value and tie his bluffs.\n\n"
        "I considered raising as a bluff to represent the Jack, but the maths says no. Fold.",
        LEDUC_FACE,
        FOLD,
    ),
    (
        "Pot so far: 6. "
        "Leduc round 2. My private card is the Q♥, the public card is the Q♠: I have the pair of queens, which "
        "beats everything except... nothing: a pair is the top hand and only one other Queen... there are only "
        "two Queens. So I have the nuts, and I'm first to act.\n\nBet. If he raises, I re-raise.",
        LEDUC_OPEN,
        BET,
    ),
    (
        "J♦ in Leduc, round 1, first to act.\n- Bet: folds out nothing that I beat (only the other J, which "
        "ties), and gets called by Q and K.\n- Check: gives a free look at the board card, which pairs me 1/5 "
        "of the time.\n\nBluffing frequency for Jacks in round 1 in equilibrium is low. I check, and if he bets "
        "I'll fold unless the board is a Jack.",
        LEDUC_OPEN,
        CHECK,
    ),
    (
        "Leduc, pot 16 after his raise (antes 2, round one 2 + 2, my bet 4, his raise 8 minus... "
        "I'll call it 16 give or take). "
        "Opponent raised after my bet in round 2. My card: K♠, board: Q♣. I have king-high, no pair. His raise "
        "range: Q (pair) almost always. A raise here almost always means the pair.\n\n"
        "Call, fold, or raise? Against this line, fold. He's not the type to re-bluff.",
        LEDUC_FACE,
        FOLD,
    ),
    # ---- Euchre: ordering up in round one (pass, order) ----
    (
        "The upcard is the J♥ and my partner is the dealer. If I order it up, my partner picks up the right "
        "bower, which is huge. My hand: A♥, 10♥, K♣, Q♣, 9♠. With the A♥ and 10♥ plus partner getting the "
        "right bower, we have three trumps between us at least. Ordering up to partner is low-risk here.\n\n"
        "**Decision: Order it up.**",
        BID1,
        ORDER,
    ),
    (
        "Round one, I'm first seat (left of the dealer). The upcard is the 9♠. My hand:\n"
        "- J♣ (left bower if spades are trump)\n- A♠\n- K♥\n- 10♦\n- 9♦\n\n"
        "Ordering puts the 9♠ in the dealer's hand — an opponent's. I'd hold the left and the ace of trumps: "
        "two trumps, one off-ace... no, K♥ isn't an ace. That's a weak order from first seat. I'll pass and "
        "see if something better comes in round two: I could call clubs? No, I only have the J♣ in clubs.\n\n"
        "Pass.",
        BID1,
        PASS,
    ),
    (
        "Euchre, round one. Score 6 to 5 for us. I'm first seat, left of the dealer, so the dealer "
        "(an opponent) would pick up the card.\n\n"
        "Count my trumps if diamonds (the upcard Q♦) become trump: J♦ (right), J♥ (left), A♦, 10♦ — four trumps "
        "including both bowers, plus the A♣. That's a monster. Ordering up is an easy decision; I might even "
        "consider going alone, but that comes after.\n\n"
        "Order up.",
        BID1,
        ORDER,
    ),
    (
        "Third seat, the dealer is on my right... no, the dealer is on my left as I'm third seat. Upcard: K♣. "
        "Partner (second seat) passed, first seat passed.\n\n"
        "My hand: Q♣ 9♣ A♦ A♥ 10♠. With clubs trump I have two small trumps and two off aces. Ordering gives the "
        "dealer — an opponent — the king. Risky: I need three tricks and I have two aces and maybe a trump "
        "trick.\n\nNot strong enough. I'm passing.",
        BID1,
        PASS,
    ),
    (
        "Score: 8-7 for them. I'm second seat. "
        "Quick summary: upcard 10♥; my hand J♥, J♦, K♥, A♠, Q♠. That's the right and left bowers plus the king "
        "of trumps — three of the top four trumps. With an off-suit ace as well, this is an order. I'm going to "
        "order it up.\n\nWould I pass if I had only the bowers? Maybe, with the 10 going to an opponent.",
        BID1,
        ORDER,
    ),
    (
        "I'm the dealer's partner... I'm seat 2, and the dealer is an opponent. Upcard: A♣. My clubs: J♠ (left) "
        "and 9♣. If I order it up, the dealer gets the ace of trumps. I'd have the left and the nine, and no aces "
        "outside. That's a fast way to get euchred.\n\n"
        "Decision: pass. Order it up only with three trumps.",
        BID1,
        PASS,
    ),
    (
        "Let me think about this round-one decision carefully.\n\n"
        "Upcard: J♠ (the right bower!). Dealer: my left opponent. If I order, he gets the best card in the game. "
        "My hand has A♠, K♠, J♣ (left), 9♥, 10♥. Even so: trumps would be J♠ (his), J♣, A♠, K♠ — I'd hold three of "
        "the top four, he'd hold the top one.\n\n"
        "Ordering to an opponent's right bower is usually bad, but my three trumps make it OK.\n\n"
        "Hmm, I'll pass and call spades... no, I can't call the turned suit in round two.\n\nOrder.",
        BID1,
        ORDER,
    ),
    (
        "Score 3 to 4. The two opponents have passed. "
        "Round 1. Upcard 9♦. Me: K♦, Q♦, A♣, K♣, 9♠.\n\n"
        "Order up? Two trumps (K, Q) and an off-ace. My partner is the dealer, so the 9 goes to our team. "
        "With partner picking up, a borderline hand like this often makes it.\n\n"
        "Order up? I don't know. Partner-dealer makes it close. Pass is safer.",
        BID1,
        PASS,
    ),
    # ---- Euchre: naming trump in round two (pass, or trump c/d/s; hearts was turned down) ----
    (
        "Score: 5-5. "
        "Round two. Hearts were turned down, so I can name clubs, diamonds or spades, or pass. My hand: J♣, "
        "J♠, A♣, K♦, Q♦.\n\nWith clubs trump, I'd hold the right bower (J♣) and the left bower (J♠) plus the "
        "ace of clubs — the top three trumps. That's a guaranteed three tricks on trump alone.\n\n"
        "Name clubs.",
        SUITS,
        card("trump", "c"),
    ),
    (
        "Second round of bidding, everyone passed the hearts. I hold A♠ 10♠ 9♠ K♦ Q♣. Spades would give me "
        "three trumps but no bowers: the J♠ and the J♣ are out there, maybe both with opponents. Diamonds and "
        "clubs: one card each.\n\n"
        "I'm in the first seat: if I pass, partner gets a chance. Three small trumps without a bower is risky.\n\n"
        "Decision: pass (partner may call something better).",
        SUITS,
        PASS,
    ),
    (
        "The turned-down card was the 10♥. My options: clubs, diamonds, spades, or pass.\n\n"
        "| Suit | My trumps | Off-aces |\n|---|---|---|\n| ♣ | J♠ (left), Q♣ | A♦ |\n| ♦ | J♦ (right), "
        "A♦ | — |\n| ♠ | J♠ (right), — | A♦ |\n\n"
        "Wait, I need to recheck: my hand is J♦, J♠, A♦, Q♣, 9♥. Diamonds: J♦ right, A♦... and the J♥ is the "
        "left but I don't have it. So two trumps: right and ace. Spades: J♠ right, and the J♣ left isn't mine. "
        "Diamonds is clearly best: right bower + ace, and the J♠ as an off-jack.\n\nCalling diamonds.",
        SUITS,
        card("trump", "d"),
    ),
    (
        "Round 2. The dealer turned down the K♥. Now I can name a suit. My cards: A♣, K♣, 9♣, J♦, 10♠.\n\n"
        "Clubs: A, K, 9 — three trumps, no bowers. Diamonds: J♦ is the right bower but nothing else in "
        "diamonds... J♥ would be the left but hearts went down and I don't hold it.\n\n"
        "Spades, no. Diamonds, only one. Clubs is the only candidate. Three trumps including ace and king "
        'is playable, especially since next... "next" after a red turn-down is the other red suit, diamonds, '
        "which I'm not calling.\n\nI'll go clubs.",
        SUITS,
        card("trump", "c"),
    ),
    (
        "Second round of bidding: the K♥ was turned down, and the first two players passed. Score "
        "2 to 6 against us, so I want to take a chance if there's any. My hand: J♦, A♦, Q♦, J♥, "
        "9♠.\n\n"
        "Not spades — I only have the 9♠. Not clubs — nothing there. Diamonds: J♦, A♦, Q♦ and the left bower "
        "J♥. That's four trumps. Diamonds it is.",
        SUITS,
        card("trump", "d"),
    ),
    (
        "Score 9 to 4 for us. "
        "Opponents on both sides passed. Partner passed. I'm the dealer in round two — wait, if I'm the dealer "
        "and 'stick the dealer' isn't on, I can pass. My hand: 10♣, 9♣, Q♠, K♦, 9♦.\n\n"
        "No suit has more than two cards, no bowers, no aces. Calling anything is a likely euchre. "
        "Throw it in.",
        SUITS,
        PASS,
    ),
    # ---- Euchre: the dealer stuck (must name clubs, diamonds or spades) ----
    (
        "Score 7-7, every other player passed twice. "
        "Stuck as the dealer: I have to name a suit, hearts were turned. My hand: K♠, Q♠, 10♦, 9♦, A♣.\n\n"
        "- Spades: K, Q (two trumps, no bowers)\n- Diamonds: 10, 9 (two low trumps)\n- Clubs: ace only\n\n"
        "Spades has the highest two trumps, and my A♣ is an off-ace if not clubs. Spades it is.",
        STICK,
        card("trump", "s"),
    ),
    (
        "Screw the dealer: everyone passed twice. I must choose clubs, diamonds or spades. "
        "My hand: J♣, 10♣, A♦, K♠, 9♥.\n\n"
        "Clubs: right bower J♣ + 10♣. Diamonds: A♦ only. Spades: K♠ only, and the J♣ would be the left "
        "bower for spades! So spades would give me J♣ (left) + K♠: two trumps. Clubs gives J♣ (right) + 10♣: "
        "also two but the right is the best card.\n\nClubs.",
        STICK,
        card("trump", "c"),
    ),
    (
        "Dealer, everyone passed twice. "
        "I'm stuck. Options: clubs, diamonds, spades. I think diamonds is best because of my J♥ (left) and "
        "A♦ — oh wait, no, I don't have the J♥, I have the J♠. Then spades? My spades: J♠ and... that's all. "
        "Clubs: J♠ as left plus A♣ and 10♣: three trumps.\n\nFinal: clubs — or spades if I'm miscounting.",
        STICK,
        None,
    ),
    # ---- Euchre: going alone ----
    (
        "I ordered up hearts. My hand after the order: J♥, J♦, A♥, K♥, A♠. That's the top three trumps (right, "
        "left, ace), the king of trumps, and an off-ace. Counting: the three top trumps take three tricks, "
        "pulling out the remaining trumps: there are 7 trumps in all and I hold 4, so the others hold 3 at most "
        "among them. After three rounds... the K♥ and A♠ should take the rest.\n\n"
        "Go alone for 4 points.",
        ALONE,
        ALONE_,
    ),
    (
        "Should I go alone? I have J♠, A♠, K♠ (trump spades) but not the left bower J♣, plus A♦ and 9♥.\n\n"
        "Without the left, the J♣ could take one of my trumps... no, the left beats my ace and king. If an "
        "opponent holds J♣ plus one small spade, I lose a trick. Then the 9♥ is a loser too. Two possible "
        "losers means a march is unlikely.\n\nPlay with my partner.",
        ALONE,
        PARTNER,
    ),
    (
        "Going alone requires a near-lock on all five tricks. Count: right bower J♦, left bower J♥, A♦, Q♦, "
        "and the A♣. With four trumps including the top two, I pull trumps in two or three leads, then the ace "
        "of clubs. The only risk is the K♦ sitting with three small diamonds... there are only 7 diamonds and "
        "I have 4.\n\nAlone? Yes.",
        ALONE,
        ALONE_,
    ),
    (
        "Tempting to go alone with J♣ J♠ A♣ K♣ and 9♦ — four trumps including both bowers. But the 9♦ is a "
        "sure loser unless partner... partner doesn't play if I go alone. So I'd take 4 tricks and lose the 9♦: "
        "that's only 2 points, same as with partner (who might win the diamond trick for us).\n\n"
        "Alone with a guaranteed loser gives no extra points. I'll play it with partner.",
        ALONE,
        PARTNER,
    ),
    (
        "Partner ordered me up... no, I ordered. My hand: J♠, J♣, A♠, 10♠, A♥. The right, the left, the ace, "
        "the ten of trumps, and an off-ace.\n\n"
        "If I go alone: trumps J♠, J♣, A♠ pull everything (the K♠, Q♠, 9♠ are out: three cards, in at most three "
        "hands); then 10♠ and A♥ win, unless hearts are ruffed... trumps are gone by then.\n\n"
        "A loner is nearly guaranteed. But my partner asked me last hand to stop going alone. I'll go alone anyway.",
        ALONE,
        ALONE_,
    ),
    # ---- Euchre: the dealer's discard (hand 9c, Jd, Qs, Ah, Kh; hearts trump, the J♦ is the left bower) ----
    (
        "I picked up the K♥ as dealer, so hearts are trump. My hand is now 9♣, J♦, Q♠, A♥, K♥. The J♦ is the "
        "left bower — a trump. The A♥ and K♥ are trumps too. Off-suit: 9♣ and Q♠.\n\n"
        "Discard options: the 9♣ (lowest club, would leave Q♠ as a lone off-card) or the Q♠. Keeping a queen "
        "gives a tiny chance of a trick; the 9 of clubs has none. Discard the 9♣.",
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "Discard decision. Trump: hearts. Hand: 9c Jd Qs Ah Kh.\n\n"
        "Standard advice: short-suit yourself — discard so that you're void in a suit, letting you trump "
        "it. Both the 9c and the Qs are singletons. Discarding either one voids that suit. The Qs is "
        "slightly more likely to win a trick than the 9c... but a void in spades vs. clubs doesn't matter much.\n\n"
        "I'll throw the queen of spades: the ace and king of spades are out, so it's almost never a winner "
        "anyway.",
        DISCARD,
        card("discard", "Qs"),
    ),
    (
        "Round one: the opponent ordered me up, so I picked up the K♥. My hand now: 9♣, J♦, Q♠, "
        "A♥, K♥ (five cards plus the one to throw). Score 4 to 3.\n\n"
        "As dealer with hearts trump, I keep J♦ (left), A♥, K♥ for sure. Then it's the 9♣ or the Q♠. "
        "I'm discarding the nine of clubs.\n\n"
        "Note that the Q♠ won't win a trick if spades are led with the A♠ or K♠ out, but it can win if spades "
        "are led late.",
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "Dealer's discard. I picked up the K♥, so hearts are trump. Hand: 9♣, J♦ (left bower), Q♠, "
        "A♥, K♥. Three trumps. The off-suit cards are the 9♣ and the Q♠. The queen might win a "
        "late spade trick; the nine of clubs never will, and discarding it leaves me void in "
        "clubs.\n\n"
        '{"discard": "9c", "keep": ["Jd", "Qs", "Ah", "Kh"], "reason": "void in clubs to ruff club leads"}',
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "I'm the dealer, I picked up the K♥. "
        "Which card to throw? My trumps (hearts): J♦ — the left bower —, A♥, K♥. My off-suits: 9♣, Q♠. "
        "I'd never discard a trump.\n\nThe 9♣ and the Q♠ are both losers. Throwing the Q♠ keeps... no. Throwing "
        "the 9♣ keeps... Honestly both leave me with one singleton. Flip a coin.",
        DISCARD,
        None,
    ),
    # ---- Euchre: playing the hand (clubs trump: J♣ right, J♠ left; hand J♣ J♠ A♣ K♦ 9♥) ----
    (
        "Score 8-9. "
        "I'm on lead, clubs are trump, and I made it (I called clubs). My hand: J♣ (right), J♠ (left), A♣, "
        "K♦, 9♥. The classic advice for the maker: lead trump to pull the opponents' trumps. With the top three "
        "trumps, I lead the right bower first; nobody can beat it. Then the left, then the ace.\n\n"
        "Play: J♣",
        EU_PLAY,
        card("play", "Jc"),
    ),
    (
        "Lead options, clubs trump:\n1. J♣ — right bower, certain winner.\n2. J♠ — left bower, loses only to "
        "the right (which I hold), so also a certain winner.\n3. A♣ — loses to both bowers, which I hold: "
        "certain winner too!\n4. K♦ — off-suit king, might lose to the A♦.\n5. 9♥ — loser.\n\n"
        "Lead the left bower first to keep the right as the last boss? Order doesn't matter among my sure "
        "winners, but leading the left first hides the right from the opponents. I play the J♠.",
        EU_PLAY,
        card("play", "Js"),
    ),
    (
        "Trick one. My hand: J♣, J♠, A♣, K♦, 9♥. Score 5-5, partner made it in round two. "
        "Partner called trump (clubs) and I'm leading. The convention: when partner calls, lead trump to help "
        "them. I have both bowers, so I'll lead the right bower, the jack of clubs. If partner has the ace, "
        "we'll pull all trumps in two rounds.",
        EU_PLAY,
        card("play", "Jc"),
    ),
    (
        "Trick 4. Trumps are out (both bowers and the ace played earlier... wait, I still have them? No — this "
        "trick, I have only J♣, J♠, A♣, K♦ and 9♥ left per the legal list, so it's trick one).\n\n"
        "OK, trick one, I lead. Let me lead the off-suit king of diamonds to see who has the ace, keeping my "
        "trumps to take control later. Actually that's backwards: as the maker with three top trumps, I should "
        "pull trump.\n\nRight bower it is: J♣.",
        EU_PLAY,
        card("play", "Jc"),
    ),
    (
        "Trick three. We've won one trick, they've won one. Trump: clubs. The opponent on my right "
        "led the A♦; partner plays after me. I have no trump left and two diamonds.\n\n"
        '{\n  "analysis": "Opponent led the A♦; I must follow suit if possible. Legal: Q♦, K♦. Partner has '
        'not played yet. The A♦ wins this trick unless someone trumps. I play my lowest diamond.",\n'
        '  "card": "Qd"\n}',
        EU_FOLLOW2,
        card("play", "Qd"),
    ),
    (
        "Trick two, clubs trump, we need two more tricks. "
        "Following diamonds. The 10♦ was led, and second seat played the A♦. My choices are the Q♦ and the K♦. "
        "Neither beats the ace, so throw the lower: the queen. Keep the king: it might be the top diamond "
        "later.\n\nPlay the Q♦."
        " We still have the right bower to come, so the trick count works out.",
        EU_FOLLOW2,
        card("play", "Qd"),
    ),
    (
        "Partner led the 9♦ and the next player played the 10♦. I have the K♦ and Q♦. The A♦ hasn't been seen; "
        "the last player might hold it. If I play the K♦, I win unless the last player has the ace. If I play "
        "the Q♦, I also beat the 10 — and save the K.\n\nQueen of diamonds beats the ten and wastes less. "
        "King or queen? Queen.",
        EU_FOLLOW2,
        card("play", "Qd"),
    ),
    (
        "Diamonds led: 9♦ from the left opponent. Partner is next and then the right opponent. I'm second. "
        "Second hand low is the usual rule, but if I duck with the Q♦ partner needs to win. Playing the "
        "K♦ forces out the A♦.\n\nI'll play low, Q♦... no: the K♦ is better here since partner is likely void "
        "in diamonds and will ruff anyway.\n\nHmm. Q♦ or K♦, I keep going back and forth.",
        EU_FOLLOW2,
        None,
    ),
    # ---- Euchre: hearts trump (J♥ right, J♦ left); hand J♦ A♥ T♠ 9♠ Q♣ ----
    (
        "Hearts are trump. My hand: J♦ (the left bower), A♥, 10♠, 9♠, Q♣. The opponents called hearts, so "
        "they likely hold the right bower. I'm leading.\n\n"
        "Against an opponent's call, don't lead trump: they want trump pulled. Lead an off-suit. My spades: "
        "10 and 9, neither a winner. My Q♣: maybe a winner if the A♣ and K♣ are gone, unlikely.\n\n"
        "The safest lead is the 9♠ to try to get partner in.\n\n**Play:** 9♠",
        EU_HAND,
        card("play", "9s"),
    ),
    (
        "Hearts trump, the right opponent made it in round one. I'm on lead for trick one with J♦, "
        "A♥, 10♠, 9♠, Q♣.\n\n"
        "Lead the left bower? The right bower (J♥) beats it, and the maker (an opponent) probably holds the right. "
        "Leading my left into their right gives away my best trump.\n\n"
        "So, no trump lead. I'll lead the queen of clubs instead.",
        EU_HAND,
        card("play", "Qc"),
    ),
    (
        "Trick one, I'm leading. Hand: J♦, A♥, 10♠, 9♠, Q♣. Score 7-6 for us. "
        "Partner ordered up hearts, so I'm leading trump for partner: the left bower first, then the ace. "
        "My J♦ is the second-best card. If the right bower is with partner, my left wins outright.\n\n"
        "Play jack of diamonds (the left bower)."
        "\n\nAfter that: the A♥, then the spades.",
        EU_HAND,
        card("play", "Jd"),
    ),
    (
        "Trick two, hearts trump. "
        "Spades led: the K♠ from my left opponent. I have the 10♠ and 9♠ and must follow suit. Neither "
        "beats the king. Play the 9♠? Or the 10♠? The ten could win a later spade trick if the A♠ and Q♠ are "
        "gone... I keep the 10 and play the 9.\n\nPartner might trump in if void, but I can't know.",
        EU_HAND,
        card("play", "9s"),
    ),
    (
        "Trick three, hearts trump, they have one trick and we have one. My hand: J♦, A♥, 10♠, 9♠, "
        "Q♣ minus what's played — the legal list shows all five, but I must follow clubs. "
        "Trick: left opponent led the A♣, partner played the 9♣, right opponent played the K♣. I must follow "
        "with my only club, the Q♣. No choice.\n\nQ♣.\n\nNext trick I'll lead the A♥ to pull trump, since "
        "partner ordered.",
        EU_HAND,
        card("play", "Qc"),
    ),
    (
        "The maker (right opponent) led the J♥, the right bower. I must follow hearts: I hold J♦ (which is a "
        "heart now, the left bower) and A♥. The right beats both. Play the lowest trump: the ace of hearts is "
        "below the left bower in rank, so the A♥ goes.\n\n"
        "Wait, do I want to keep the A♥ or the J♦? The J♦ beats everything left except the right, which just "
        "fell. So the J♦ is now the boss trump. Keep it, play the A♥.",
        EU_HAND,
        card("play", "Ah"),
    ),
    (
        "Partner led the 10♥ (trump). The next opponent played the K♥, so the K leads. I can win with either "
        "the left bower (J♦) or the ace of hearts (A♥). The right bower might be with the last opponent.\n\n"
        "Ace of hearts wins the trick unless he has the right or the left... I have the left. So only the right "
        "beats the ace. If he holds the right, he'll beat either of my cards anyway. I'll play the A♥ and keep "
        "the left.\n\nThe opponents will likely lead spades next, where I have the 10♠ and 9♠.",
        EU_HAND,
        card("play", "Ah"),
    ),
    (
        "I'm void in diamonds (the J♦ is a heart now). Diamonds led by the left opponent: A♦. I can trump "
        "with the J♦ (the left bower), the A♥, or throw off a spade or the Q♣.\n\n"
        "Partner hasn't played. If partner has the K♦... he doesn't beat the ace. I should trump. Smallest "
        "trump that wins: the A♥ (it's lower than the left). Trump with the A♥.\n\n"
        "Partner's next card will tell me whether they're void too.",
        EU_HAND,
        card("play", "Ah"),
    ),
    # ---- Hearts: passing three (hand 2c Qs Ks As Ah Kd Td 3h 7c Jc 9s 4d 8h) ----
    (
        "Let me sort my hand first.\n- ♠: A, K, Q, 9\n- ♥: A, 8, 3\n- ♦: K, 10, 4\n- ♣: J, 7, 2\n\n"
        "The Q♠ is dangerous only if I can't protect it: I hold A♠ K♠ 9♠ with it, four spades, so it's well "
        "guarded... but the A♠ and K♠ are liabilities: if someone leads spades, I'm forced to win with them and "
        "may get the queen dumped on me — no, I hold the queen. The A♠ and K♠ can catch the queen only if it's "
        "someone else's.\n\nStandard: pass high spades when holding the queen unguarded; here it's guarded. "
        "Pass the high cards in other suits instead: A♥, K♦, J♣.\n\n**Pass:** A♥, K♦, J♣",
        HPASS,
        card("pass", "Ah"),
    ),
    (
        "Passing left this round. My hand has the Q♠ with A♠, K♠, 9♠. The safest approach is to dump the queen "
        "of spades to my left-hand opponent — but passing the queen to the left means he can dump it on me "
        "later... he can only dump it when void in the led suit.\n\nI'll pass Q♠, A♠, K♠: all three dangerous "
        "spades, keeping the 9♠ as a lone low spade.\n\nFinal pass: Q♠ A♠ K♠",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "Hearts, passing to the right. My hand: 2♣ 7♣ J♣, K♦ 10♦ 4♦, A♥ 8♥ 3♥, A♠ K♠ Q♠ 9♠. "
        "Goal: void a suit. Clubs: 2♣, 7♣, J♣ — three cards. Passing all three clubs makes me void in clubs "
        "so I can dump hearts and high spades whenever clubs are led. But the 2♣ has to lead the first trick... "
        'if I pass it, I don\'t start. Fine.\n\n```\npass: ["Jc", "7c", "2c"]\n```',
        HPASS,
        card("pass", "Jc"),
    ),
    (
        "I'm thinking about shooting the moon with this hand: A♠ K♠ Q♠, A♥, K♦... no, three hearts only "
        "(A, 8, 3), too few hearts to control. Shooting is out.\n\n"
        "For a normal pass: the A♥ is a heart-taker, so out. The K♦ and 10♦ are winners in diamonds. The J♣ "
        "might win a club trick.\n\nI'll pass the ace of hearts, the king of diamonds and the ten of diamonds.",
        HPASS,
        card("pass", "Ah"),
    ),
    (
        "Hearts, pass left. The Q♠ sits with A♠ K♠ 9♠, the A♥ is a big heart-taker, and diamonds "
        "and clubs are three each. Getting rid of the two big spades avoids winning spade tricks "
        "that carry the queen, which someone else may hold... I hold it.\n\n"
        '{"pass": ["As", "Ks", "Ah"], "reasoning": "Keep the Q♠ with 9♠ guard... With A♠ K♠ gone, the '
        "queen still has the nine. Hmm, that's thin, but passing the queen right to a player who'll dump it "
        'back is worse."}',
        HPASS,
        card("pass", "As"),
    ),
    (
        "Rules reminder: I pass three cards to the left. Strategy: get rid of the queen of spades if it's "
        "unprotected, high hearts, and create a void.\n\n"
        "My queen has three other spades (A, K, 9), so keep her and the guards? The A♠ and K♠ are risky in "
        "their own right. Diamonds (K, 10, 4) and clubs (J, 7, 2) are three each.\n\n"
        "Option 1: pass A♠ K♠ A♥. Option 2: pass K♦ 10♦ 4♦ (void diamonds).\n\n"
        "Option 1 leaves me Q♠ 9♠ — a short queen. Option 2 keeps the spade guards and gives a void. Option 2.",
        HPASS,
        card("pass", "Kd"),
    ),
    (
        "Hearts, pass to the left, first hand of the game. Hand: A♠ K♠ Q♠ 9♠, A♥ 8♥ 3♥, K♦ 10♦ 4♦, "
        "J♣ 7♣ 2♣. Score 0 for all four players.\n\n"
        "My pass: the 8♥, the 3♥ and... actually low hearts are good to keep: they let me duck heart tricks. "
        "Let me redo it. Pass: A♥, A♠, K♠."
        "\n\nThat leaves A♠ K♠ Q♠ 9♠ with 8♥ 3♥.",
        HPASS,
        card("pass", "Ah"),
    ),
    (
        "Hearts, pass right. Hand: A♠ K♠ Q♠ 9♠, A♥ 8♥ 3♥, K♦ 10♦ 4♦, J♣ 7♣ 2♣. "
        "Which three? I'm between (a) Q♠, A♠, K♠ and (b) A♥, K♦, J♣. Both are standard. (a) removes the "
        "spade danger entirely; (b) keeps a controllable spade holding.\n\n"
        "I don't have enough information about the players to choose. Either works.",
        HPASS,
        None,
    ),
    (
        "Hearts pass, score 45 / 60 / 30 / 71. I'll reason in Japanese.\n\n"
        "ルール：3枚を左に渡す。危険なカードはスペードのA、K、Q、そしてハートのA。ダイヤとクラブはそれぞれ3枚ずつなので、ボイドは作りにくい。\n\n"
        "ハートのパス（左へ3枚）。手札：♠A K Q 9、♥A 8 3、♦K 10 4、♣J 7 2。\n"
        "スペードのクイーンは9があるので守れるが、AとKは危険。\n"
        "パスするカード：A♠、K♠、A♥"
        "\n\n(Translation: pass the ace and king of spades and the ace of hearts; the queen keeps "
        "the nine as her guard.)",
        HPASS,
        card("pass", "As"),
    ),
    (
        "Hand 7, score: me 40, across 88... no, across has 12 after two shoots. "
        "Passing across. The player across from me has been shooting the moon a lot; passing him the A♥ "
        "helps him shoot. So I'll keep the A♥ this time and pass the spades.\n\n"
        "Pass: K♠, A♠, 9♠. Keeping the Q♠ alone is risky... no wait, that leaves the queen naked. "
        "Change: pass K♠, A♠, K♦.",
        HPASS,
        card("pass", "Ks"),
    ),
    # ---- Hearts: plays (hand Qs Kh 4h 9c; follow in diamonds 3d Jd Kd) ----
    (
        "Hearts are broken and I'm on lead. My cards: Q♠, K♥, 4♥, 9♣. Leading the Q♠ gives away 13 points "
        "to myself if anyone plays under... no, leading the queen means whoever takes the trick takes her: "
        "the K♠ or A♠ holder. If nobody has a higher spade in play, I take my own queen.\n\n"
        "The A♠ and K♠ haven't been played yet. Leading the queen forces them out, and one of them gets 13 "
        "points. That's the 'smoking out' move.\n\nBut I might be void-risky... Lead the 4♥ instead: the "
        "safest low heart.\n\nPlay: 4♥",
        H_PLAY,
        card("play", "4h"),
    ),
    (
        "Hearts, trick 9. Hearts are broken, and I have 7 points so far. My cards: Q♠, K♥, 4♥, 9♣. "
        "Clubs were led (the 10♣ from the player on my right... no, the left, the lead goes clockwise). "
        "I have the 9♣ — my only club — and I must follow suit. The 9 is below the 10, so I don't take it.\n\n"
        "9♣."
        "\n\nAfter this trick: Q♠, K♥ and 4♥ left.",
        H_PLAY,
        card("play", "9c"),
    ),
    (
        "Trick 6. "
        "Situation: I'm void in diamonds and diamonds were led. Two cards played so far: 5♦, A♦. "
        "This is a sluff opportunity. The best card to dump is the Q♠ — 13 points to whoever wins, and the "
        "A♦ is winning right now, held by the player to my right who's leading the scores.\n\n"
        "Dump the queen of spades.",
        H_PLAY,
        card("play", "Qs"),
    ),
    (
        "Trick 8. "
        "The lead is a low heart (2♥). I have K♥ and 4♥. Play the 4♥ to stay under — the K♥ would win the "
        "trick, taking the hearts. Unless... the others play the 3♥, A♥... I can't control that. The 4♥ loses "
        "to any heart above 4. Safe play: 4♥.\n\nLast trick was won by the player across, who now has 8 points.",
        H_PLAY,
        card("play", "4h"),
    ),
    (
        "Trick 3, no hearts yet. "
        "Following in diamonds: 7♦ was led, then the 10♦, then the Q♦. I'm last. My diamonds: 3♦, J♦, K♦. "
        "The Q♦ is winning. If I play the K♦, I win the trick — no points in it (no hearts, no Q♠), so taking "
        "it is harmless, and it gets rid of my dangerous K♦.\n\nI'll take it with the K♦.",
        H_FOLLOW2,
        card("play", "Kd"),
    ),
    (
        "Trick 4. "
        "The diamond lead: the 9♦. Second and third seats played the 5♦ and the A♦. Since the ace wins, I "
        "can throw my highest diamond safely: the K♦. It can't win this trick and I'm unloading a card that could "
        "win a later trick full of hearts.\n\n"
        "K♦ it is. (If the ace hadn't been played, I'd play the 3♦.)",
        H_FOLLOW2,
        card("play", "Kd"),
    ),
    (
        "Hearts, trick 10. Points so far: me 4, left 13, across 2, right 7. The Q♠ went to the "
        "left player on trick 6. "
        "Let me count diamonds. 13 in the suit. Played so far: A♦, Q♦, 10♦, 8♦, 6♦, 5♦, 2♦. In my hand: "
        "3♦, J♦, K♦. Unseen: 9♦, 7♦, 4♦.\n\nThe 4♦ was led this trick. If I play the 3♦, I'm under it. "
        "Good: lowest card, can't win.\n\n3♦",
        H_FOLLOW2,
        card("play", "3d"),
    ),
    (
        "Diamond led, someone already dumped the Q♠ on this trick (a player void in diamonds). The trick has "
        "13 points now. Current high card: J♦... no, the 10♦. I hold 3♦, J♦, K♦.\n\n"
        "I must NOT take this trick: play the 3♦. The J♦ and K♦ would both win it and eat the queen.\n\n"
        "Playing the jack here would be a disaster.",
        H_FOLLOW2,
        card("play", "3d"),
    ),
    (
        "Trick 10 of 13. "
        "I'm going for the moon. I've taken every heart so far (9 of them) and the Q♠. To shoot, I need all "
        "the remaining tricks. Diamonds led with the 8♦; I have 3♦, J♦, K♦. Play the K♦ to win.\n\n"
        "If someone has the A♦, my moon fails. Still, the K♦ is the only card that can win."
        "\n\nCards seen in diamonds so far: 2, 4, 5, 6, 7.",
        H_FOLLOW2,
        card("play", "Kd"),
    ),
    (
        "On lead with the last four cards: Q♠, K♥, 4♥, 9♣. The player to my left is void in clubs. If I lead the "
        "9♣, he can dump hearts on it... only if someone else takes it. I'd take it, because the 9♣ is the last "
        "club? If all other clubs are out, my 9♣ wins the trick and the left player dumps a heart on me.\n\n"
        "Lead the K♥ and get it over with? It wins if the A♥ is gone, and collects hearts.\n\n"
        "I'll lead the Q♠... no! The K♠ and A♠ are both out already, so the Q♠ would win and I'd eat 13.\n\n"
        "Best: the 4♥, hoping someone has a higher heart.",
        H_PLAY,
        card("play", "4h"),
    ),
    (
        "Trick 10 of 13, I won the last trick and lead now. Cards: Q♠, K♥, 4♥, 9♣. "
        "What would happen if I led the K♥? The A♥ is still out (the player on my right has it: he passed "
        "it... no, I passed it to him). He'll take the trick, with the hearts in it. That's fine for me: "
        "I lose the K♥, no points for me.\n\nSo I lead the king of hearts.",
        H_PLAY,
        card("play", "Kh"),
    ),
    (
        "Trick 5, the queen of spades is still mine, 0 points taken by me so far. "
        "Spades led: the J♠, then the A♠ from partner... there are no partners in hearts. From the next "
        "player. I hold the Q♠ and I'm last. The A♠ is winning, so dump the Q♠ on it! The ace takes my "
        "queen and its holder gets 13 points.\n\nQ♠ — perfect timing.",
        H_PLAY,
        card("play", "Qs"),
    ),
    (
        "Hearts, 12 points for me so far. "
        "Trick 7. "
        "The 10♣ was led by the player on my left. I have the 9♣: must follow with it, since it's my only "
        "club. It's under the 10♣, so I won't take the trick.\n\nRemember for later: the left player has "
        "more clubs; the K♣ and A♣ are still out. If I get the lead again I'll play the K♥ to bleed hearts.",
        H_PLAY,
        card("play", "9c"),
    ),
    (
        "Trick 11. Cards left: Q♠, K♥, 4♥, 9♣ — wait, that's four cards and trick 11 would leave three. "
        "Whatever. Hearts led: the 6♥. I can play K♥ or 4♥ (must follow). 4♥ goes under the 6. The K♥ takes "
        "it and the hearts.\n\nThe 4♥ — or the K♥ if I'm trying to shoot. I'm not (I have 9 points and the "
        "others have some too).",
        H_PLAY,
        card("play", "4h"),
    ),
    (
        "Hearts. "
        "Trick 4. "
        "Thinking about the queen. The left player passed me the Q♠ — so he knows I have it. He'll lead spades "
        "to flush it out. I want to dump it on a trick I can't win.\n\nRight now, clubs are led: the A♣. I have "
        "the 9♣, so I must follow. No dumping this trick.\n\nPlay the 9♣; the Q♠ waits for a void.",
        H_PLAY,
        card("play", "9c"),
    ),
    # ---- Spades bids (0 to 13; 0 is nil) ----
    (
        "Let me count my tricks for spades.\n\n"
        "Spades: A♠, K♠, 9♠, 6♠, 3♠ — five spades. The A♠ and K♠ are near-certain tricks: 2. With five spades, "
        "the 9♠ and 6♠ may win via length or ruffs: maybe 1 more.\n"
        "Hearts: A♥, Q♥, 4♥ — the A♥ is a trick: 1. The Q♥ maybe half.\n"
        "Diamonds: K♦, 8♦ — the K♦ is half a trick.\n"
        "Clubs: J♣, 7♣, 5♣ — nothing.\n\n"
        "Total: 2 + 1 + 1 + 0.5 + 0.5 = 5. Partner bid 3, so our team would be at 8, reasonable.\n\n"
        "**Bid: 5**",
        BID,
        _bid(5),
    ),
    (
        "My hand is terrible: no spades above the 7 (7♠, 4♠, 2♠), no aces, no kings. Highest cards: Q♦ and "
        "J♥. This looks like a nil hand: every card is low or can be ducked. The risk: the 7♠ might be forced "
        "to win a spade trick late. With 2 other spades under it, I can duck spades twice.\n\n"
        "Partner bid 4, which shows a solid hand to cover me.\n\n"
        "I'll bid nil.",
        BID,
        _bid(0),
    ),
    (
        "Bids so far: left opponent 3, partner 2, right opponent 4. That's 9 bid. I'm last.\n\n"
        "My hand: A♠ Q♠ 10♠ 5♠, A♣ K♣, 9♥ 8♥ 2♥, J♦ 7♦ 4♦ 3♦. Tricks: A♠ 1, Q♠ 0.5 (with the A — maybe 1), "
        "A♣ 1, K♣ 1 (if the A♣ is mine, the K♣ is second-best; with 13 clubs and 2 in hand, likely a trick). "
        "That's 3.5 to 4.\n\n"
        "Total bids would be 13 with a 4. That makes it tight for everyone; someone gets set. Bid 4 anyway — "
        "it's what my hand is worth.",
        BID,
        _bid(4),
    ),
    (
        "Spades bid. Hand: A♠ 10♠ 6♠, A♥ J♥ 5♥ 2♥, K♦ 9♦ 3♦, Q♣ 8♣ 4♣. Partner bid 2 and the left "
        "opponent bid 4. The A♠ and A♥ are 2 sure tricks, and the K♦ or the 10♠ may make a third.\n\n"
        '{"analysis": {"spades": 3, "sure_tricks": 2, "maybe": 1}, "team_bid_so_far": 5, "bid": 3, '
        '"nil_considered": false}'
        "\n\n(Bags: 3. Score: 180 to 240.)",
        BID,
        _bid(3),
    ),
    (
        "Spades, score 220-190. "
        "Counting: A♠ (1), K♥ with A♥ out... 0.5, A♦ (1), and I'm void in clubs with four spades, so I can ruff "
        "clubs twice: +2 maybe. Total ~4.5.\n\n"
        "Bid 4 or 5? Bags count against us at 10, and we have 7 bags. Bidding 5 avoids bags but risks a set.\n\n"
        "I'll bid 4 — no, 5. The ruffs are reliable.",
        BID,
        _bid(5),
    ),
    (
        "Spades, score 150 to 210. Partner bid 4, the left opponent bid 3. My hand: K♠ 3♠, A♥ 9♥ "
        "6♥, A♣ K♣ 5♣, 10♦ 8♦ 7♦ 2♦.\n\n"
        "I'd bid nil if my spades were lower, but I hold the K♠ with only one other spade. The king is a "
        "likely trick. So nil is out.\n\n"
        "Realistic count: K♠ (0.7), A♥ (1), A♣ (1), K♣ (0.6). About 3.\n\n"
        "Bid 3.",
        BID,
        _bid(3),
    ),
    (
        "Partner bid nil. Now my job is to protect them: I need to cover their high cards. My hand: A♠ K♠ J♠ "
        "8♠ 4♠, A♥ K♥, A♦ Q♦ 5♦, K♣ 6♣ 2♣. That's a strong hand: A♠ K♠ (2), J♠ with length (1), A♥ K♥ (2), "
        "A♦ (1), K♣ (0.5). About 6.5.\n\n"
        "When covering a nil, bid a little high to account for the tricks I'll need to overtake. Bid 7.",
        BID,
        _bid(7),
    ),
    (
        "The left opponent bid nil. The right opponent bid 4. Partner bid 3. My count: 2 to 3.\n\n"
        "To set the nil, I want to lead low cards under him... that's strategy. The bid: 2 or 3? With our "
        "team at 3 already, bidding 3 gets us to 6.\n\n"
        "My final bid is 2, but I could easily see 3. Left opponent's nil is the key.",
        BID,
        _bid(2),
    ),
    (
        "Spades, end of the game. "
        "Blind nil? We're behind 320 to 450. A blind nil scores 200 if it makes. But I haven't looked at my "
        "cards... I have, the prompt shows them: A♠ K♥ 10♠... I can't bid blind after seeing.\n\n"
        "Regular bid: A♠ (1), K♥ (0.5), 10♠ (0.3) + others: maybe 2. Partner bid 5.\n\n"
        "Bid: two."
        "\n\nThe other team needs 50 to win.",
        BID,
        _bid(2),
    ),
    (
        "Bids: right opponent 2, partner 3, left opponent 1. "
        "Spades are trump. I have 6 spades including A♠ K♠ Q♠: that's 3 sure tricks, plus length tricks from the "
        "other three (J♠ 8♠ 5♠): at least 1, probably 2. Side: A♥ 1. Total 5-6.\n\n"
        "Bid 5 — wait, 6 is more accurate given the length. I'll say 6."
        " Total with mine would be 12.",
        BID,
        _bid(6),
    ),
    (
        "Spades bid, score 250 to 300. "
        "Tricks I expect: 3. Tricks my partner expects (they bid 4): 4. Together: 7.\n\n"
        "The opponents bid 2 and nil. That's a nil to set. Our combined 7 plus their 2 = 9, leaving 4 tricks "
        "for the nil bidder to avoid... \n\nLeft opponent's nil is risky with only 9 bid. Anyway: 3 is my "
        "number, and 4 is partner's.",
        BID,
        _bid(3),
    ),
    # ---- Oh-hell bids (five cards: 0 to 5; the dealer's list leaves out 1) ----
    (
        "Scores: me 24, others 31, 18, 20. Bids so far: 1 and 2. "
        "Oh Hell, 5 cards, hearts trump. My hand: A♥, 10♥, K♠, 4♣, 2♦. The A♥ is a sure trick (highest trump). "
        "The 10♥: maybe, if hearts are led late. The K♠: 50% with the A♠ out there.\n\n"
        "Expected: 1 + 0.3 + 0.5 = 1.8. I'll bid 2."
        "\n\nWith the bids at 3 before mine, 5 would be over.",
        OH5,
        _bid(2),
    ),
    (
        "Oh Hell, round of five. Scores 12, 30, 14 and me 22. The rule here: making your bid "
        "exactly scores 10 plus the bid; missing scores nothing. "
        "Bids so far: 1, 0, 2. I'm third of four. Five cards each, spades trump. My hand: 3♠, 7♦, 5♦, 9♣, 2♥. "
        "Nothing above a 9, a single low trump. Zero tricks is likely.\n\n"
        "Bid: 0",
        OH5,
        _bid(0),
    ),
    (
        "Oh Hell, five cards, I'm second to bid; the first player bid 1. "
        "Trump: diamonds. Hand: A♦ K♦ Q♦ A♣ 3♠. The three top diamonds should win three tricks (if the J♦ "
        "isn't a bower — this isn't euchre, so the A is the top). Plus the A♣: 4. The 3♠ loses.\n\n"
        "Bid 4? Or 5 if the 3♠ gets lucky? No — 4."
        "\n\nThe bids will then total 5, so someone must miss.",
        OH5,
        _bid(4),
    ),
    (
        "I'm the dealer. The others bid 2, 1, 1 = 4 total. Five cards in hand, so I can't bid 1 (that would "
        "make it 5 — the hook rule). My legal bids: 0, 2 or 3.\n\n"
        "My hand: K♥ (trump), Q♣, J♣, 8♦, 6♦. The K♥ is a likely trick, but 1 isn't allowed. 0 means ducking "
        "with the king of trumps — hard. 2 means finding a second trick from Q♣ or J♣.\n\n"
        "I'll go with 2 and hope the clubs come through.",
        OHHELL_DEALER,
        _bid(2),
    ),
    (
        "Oh Hell, five cards. Scores: 40, 35, 28 and me 33. Bids: 2, 1, 1. "
        "Dealer, the hook: total bid by others is 4; I can't say 1. My hand is weak: 9♠, 7♠, 4♥, 3♣, 2♦, "
        "spades trump. Zero is natural, and the 9♠ is my only worry.\n\nBid zero."
        "\n\nIf the 9♠ gets caught I'll take 1 trick and score nothing this round.",
        OHHELL_DEALER,
        _bid(0),
    ),
    (
        "As the dealer my options are 0, 2 and 3. I think I'm worth one and a half tricks: A♠ (trump ace, 1) and "
        "the K♦ (0.5). One isn't allowed.\n\n"
        "Bid 2 and try to make the K♦ good, or bid 0 and try to lose the ace of trumps (impossible: the ace "
        "always wins when played, and I can't discard it if trump is led).\n\n"
        "Given that, 2 is the only realistic bid... unless 3. No: 2.",
        OHHELL_DEALER,
        _bid(2),
    ),
    (
        "Oh Hell. Hand: A♣ K♥ 8♦ 6♠ 3♣, clubs trump. Scores 20-22-19-25. "
        "Round with 5 cards. I expect 1 trick for sure (A♣, clubs trump) and another possibly (K♥). The player "
        "before me bid 3, so it's crowded.\n\n"
        "1 or 2... I'm honestly undecided between the two."
        "\n\nThe dealer still has to bid, and with the hook rule on him.",
        OH5,
        None,
    ),
    # ---- Trick plays in spades and generic trick games ----
    (
        "Scores 310 to 280, our bags at 4. "
        "Spades, trick 9. Spades are broken. I'm on lead with A♠, K♠, 4♠, J♦. Our team bid 6 and has taken 5. "
        "I need one more trick for the contract: the A♠ is a sure winner. Leading it also draws out a spade from "
        "each opponent.\n\nPlay the A♠."
        "\n\nThen the K♠ next if we need a bag-free finish.",
        SP_PLAY,
        card("play", "As"),
    ),
    (
        "Spades, trick 6. Our team bid 5 and has 3. My hand: A♠, K♠, 4♠, J♦. "
        "Diamonds were led (the 9♦), and I have only the J♦ in diamonds: I must follow. The J♦ beats the 9♦ so "
        "far; the next two players may beat it.\n\n"
        "(If I were void I'd trump with the 4♠.)\n\nJ♦."
        "\n\nWe'll still need two more tricks after this one.",
        SP_PLAY,
        card("play", "Jd"),
    ),
    (
        "Spades, trick 4, and partner's nil still holds. "
        "Partner bid nil and led the 2♦... no, partner is nil and I'm covering. The right opponent led the Q♦ "
        "and partner played the 10♦ — under. Now if the left opponent plays low, partner is safe. I'm void "
        "in diamonds? No, I have the J♦. I must follow: J♦ is my only diamond.\n\nPlay J♦.",
        SP_PLAY,
        card("play", "Jd"),
    ),
    (
        "Spades, trick 8. My hand: A♠, K♠, 4♠, J♦. "
        "I'm void in hearts and hearts were led: the A♥ by the left opponent. I can trump with a spade to win "
        "the trick. Our team needs 2 more tricks. Trump low: the 4♠ is enough to win since no one else has "
        "trumped.\n\nCut with the four of spades."
        "\n\nPartner can save the A♠ for later.",
        SP_PLAY,
        card("play", "4s"),
    ),
    (
        "Oh Hell, I bid 2 and have 1 so far. "
        "I have Qh, 2c and Th. The trick: the opponent led the 5♥. If I play the Q♥ I win unless someone plays "
        "the K♥ or A♥. The 10♥ wins unless a J, Q, K or A follows.\n\n"
        "I want this trick (our bid isn't made). The queen is the stronger play.\n\n"
        "Answer: Qh"
        "\n\nHearts are not trump this round; spades are.",
        TRICK,
        card("play", "Qh"),
    ),
    (
        "Spades. "
        "Trick 3 of a spades hand. Our team bid 7 and has 2 so far; partner is the one carrying "
        "the bid. The left opponent led. My cards: Q♥, 2♣, 10♥. "
        "Clubs led, 7♣. I hold the 2♣ as my only club. Must follow: 2♣.\n\nThe Q♥ and 10♥ stay for later tricks "
        "where hearts are led."
        "\n\nPartner has the spade length.",
        TRICK,
        card("play", "2c"),
    ),
    (
        "Oh Hell, the last three tricks. Scores 30, 28, 25, me 32. My bid: 0, and I have taken no "
        "trick so far. The left player led. "
        "Hearts were led with the J♥. I have Q♥ and 10♥. If I go high with the Q♥, I take it; if low with the "
        "10♥, I lose it.\n\n"
        "In oh-hell I bid 0, so I want to lose: the ten of hearts."
        " If I take a trick, my zero fails and I score nothing.",
        TRICK,
        card("play", "Th"),
    ),
    (
        "Spades trump. Hand: 10♠, Q♥, 9♦, A♠, 2♣. I'm on lead, trick 1, bid 3 (team 6).\n\n"
        "Leading the A♠ pulls trump but spades may not be broken yet. In most rules you can't lead spades until "
        "broken, unless you only have spades. So the A♠ is out for now... the legal list includes it, so the "
        "table lets it.\n\n"
        "I'll lead the 9♦ to test the suit: low lead, partner may win.",
        TRICK2,
        card("play", "9d"),
    ),
    (
        "Score 120-150. "
        "Spades, trick 2. Bids: me 3, partner 3, left 4, right 2. "
        "Who has the K♠? Not me (I have A♠ and 10♠). The left opponent bid 4 and probably holds it.\n\n"
        "Clubs are led: the K♣ by the right opponent. I have the 2♣: follow with it.\n\n"
        "2♣, keeping the A♠ for later."
        "\n\nTricks so far: them 1, us 0.",
        TRICK2,
        card("play", "2c"),
    ),
    (
        "Spades, trick 5. Partner led the A♦, the next opponent followed with the 3♦. "
        "Partner is winning this trick with the A♦ and I'm last. I don't need to win. Follow with the lowest "
        "diamond: I only have the 9♦, so that's it.\n\nAlthough I'd play the 10♠ to trump if I were void, "
        "that would waste a trick partner already has.\n\n9d",
        TRICK2,
        card("play", "9d"),
    ),
    # ---- Hold'em again: sizes in big blinds, multiples and pot shares; more traps ----
    (
        "Blinds are 1/2, so the big blind is 2 chips. The lojack opened to 3bb (6 chips) and I'm on the button "
        "with A♠Q♠. A 3-bet in position of about 3x his open is standard: 9bb, which is 18 chips. AQs is "
        "ahead of his opening range and plays great in position.\n\n"
        "Decision: 3-bet to 9bb (18 chips)."
        "\n\nIf he 4-bets, I'll call in position.",
        HOLDEM,
        _raise(18),
    ),
    (
        "Cash game, blinds 1/2, 200 effective. The cutoff opens 30% of hands and folds to 3-bets "
        "55% of the time. Calling out of position with jacks invites the big blind to squeeze.\n\n"
        "The cutoff raised to 5. I'm in the small blind with J♠J♥. Out of position I'll 3-bet bigger: "
        "about 4.5x. So 4.5 × 5 = 22.5, round to 22.\n\nRaise 4.5x.",
        HOLDEM,
        _raise(22),
    ),
    (
        "River: pot 80, villain bet 20 — a quarter-pot blocker bet. I have a strong but not nutted hand "
        "(the second-nut flush, K♣ with a board of A♣ 9♣ 6♣ 2♦ 4♥). Raising for value: about 3x his bet, 60, "
        "gets called by smaller flushes and sets that called the blocker.\n\n"
        "I'm going to raise — a standard 3x, 60 total.",
        HOLDEM,
        _raise(60),
    ),
    (
        "Villain's a calling station, so value-bet thin and never bluff. He's led 10 into 16 on the turn (board "
        "K♠ 7♥ 5♦ 2♣). I have K♦9♦, top pair mediocre kicker. Against a station's donk bet, his range is "
        "wide: any 7, any 5, K-x weaker, draws.\n\n"
        "Raise to 32. He'll call with all of that.\n\n"
        "— Note to self: the villain calls 80% of raises on the turn.",
        HOLDEM,
        _raise(32),
    ),
    (
        "Full ring, blinds 1/2, 200 deep. UTG is a tight regular (12% VPIP). A 3-bet gets called "
        "by QQ, KK, AK and 4-bet by AA and KK; that's fine with aces.\n\n"
        "Position: UTG+1. UTG raised to 6. I have A♣A♥. Players behind: 6. 3-bet for value, to about 18-20. "
        "I'll pick 20: bigger pots with aces.\n\nraise to 20"
        "\n\nIf he 4-bets to 50, I'll shove.",
        HOLDEM,
        _raise(20),
    ),
    (
        "Preflop, blinds 1/2, 200 effective. The cutoff (a loose regular, 35% opens) raised to 6 "
        "and it folded to me on the button with K♠K♣. "
        "No, I'm not folding this — pocket kings against a single raise is a 3-bet every day. Raise it up to "
        "21 (3.5x of the 6 open)."
        "\n\nHe opened from the cutoff with 200 behind; 21 leaves me room to 5-bet shove over a "
        "4-bet.",
        HOLDEM,
        _raise(21),
    ),
    (
        "Cash game. "
        "Blinds 1/2, 200 deep. "
        "No limpers, the button opened to 5, the small blind called. I'm in the big blind with 9♦8♦. Pot: "
        "5 + 5 + 2 = 12, I call 3 more: great price. No need to squeeze with a hand that plays well multiway.\n\n"
        "Call."
        "\n\nPlan: check-call on most flops, lead out with two pair or better.",
        HOLDEM,
        CALL,
    ),
    (
        "Turn, pot 40, stacks 150 each. "
        'The small blind said "nice hand" last time and then shoved. Now he\'s betting 30 into 40 on a '
        "board of A♦ J♥ 8♣ 8♦. I have A♥T♠: top pair, ten kicker. He's capable of bluffing, but he's also "
        "the type who bets his trips big.\n\n"
        "Raise? No. Fold? No. Just call and see the river.",
        HOLDEM,
        CALL,
    ),
    (
        "Folding, calling, raising: all legal. My hand: Q♦Q♣. Flop: 2♠ 3♠ 4♠. Villain bets 8 into 12.\n\n"
        "Queens without a spade on a monotone low board: any two spades make a flush already, A-5 and 5-6 are "
        "straights. Still, his range includes a lot of overcards and pairs.\n\n"
        "Calling is the most balanced. I call.",
        HOLDEM,
        CALL,
    ),
    (
        "Flop, 200 effective. "
        "I'll call the bet.\n\nThen on the turn, if the villain checks, I bet 40; if he bets again, I raise "
        "to 120. That's the plan for later streets."
        "\n\nThe reason for the call now: pot 30 and his bet of 15 lay me 3 to 1, and my A♣J♣ on J♥ "
        "7♥ 4♠ is top pair good kicker. No raise: he folds his weaker hands.",
        HOLDEM,
        CALL,
    ),
    (
        "With 98% confidence: fold.\n\nThe reasoning: villain 4-bet to 60 preflop and I hold K♣Q♦. Against a "
        "4-betting range of QQ+, AK, KQ is crushed: about 30% against AK, 15% against KK, 30% against QQ "
        "(blocked), 28% against AA. Calling 40 more to win 130 needs 31%."
        " Out of position that's a clear loss."
        " His stack is 240 and mine 200.",
        HOLDEM,
        FOLD,
    ),
    (
        "He bets 60 into 60 on the river. I have the third-nut straight (J♣T♣ on K♦ Q♠ 9♥ 4♦ 3♣... no, "
        "K-Q-J-T-9 is broadway? No, broadway is A-K-Q-J-T. K-Q-J-T-9 is the king-high straight; only an A-J or "
        "A-T... A-J makes A-K-Q-J-T, so A-J beats me).\n\n"
        "Raise? Only A-J calls a raise and it beats me. Call. His value range is mostly two pair and sets.",
        HOLDEM,
        CALL,
    ),
    (
        "Two players: the button bets 15, the small blind calls. Me, the big blind, with K♥Q♥ on Q♣ 8♦ 4♠. "
        "The pot is 45 and I need 15 more. Top pair with a king kicker, facing a bet and a call. "
        "A raise to 55 protects against the caller's draws and gets value from Q-J, Q-T.\n\n"
        "The button re-raises? Then I reconsider. For now, raise to 55.",
        HOLDEM,
        _raise(55),
    ),
    (
        "Turn decision, 3-way. Players: Rivet (aggressive), Widget (passive), me. Rivet bets 25 into 40; "
        "Widget raises to 80. I have 7♠7♦ on 9♠ 7♥ 4♣ 9♦ — a full house, sevens full of nines.\n\n"
        "Widget raising is scary: 9-x makes trips that lose to me, 99 (quads) is impossible — only one 9 "
        "left... two nines on board, so 99 is possible as a pocket pair? Two nines are on board and there "
        "are four in the deck, so 9-9 as hole cards would be quads. Rare.\n\n"
        "I re-raise all in.",
        HOLDEM,
        ALLIN,
    ),
    (
        "We're 200 deep and he's bet 40 into 60 on the flop. My set of fours (4♦4♥ on K♠ 4♣ 9♥) wants a raise. "
        "Raising to 130 leaves 70 behind: an awkward size. Simpler to shove the whole 200.\n\n"
        "But a shove folds out his K-x... a min-raise would look weak and get K-x to call. Raise to 90.\n\n"
        "Final decision: 90.",
        HOLDEM,
        _raise(90),
    ),
    (
        "Here's a table of my three options:\n\n"
        "| action | EV (chips) |\n|---|---|\n| fold | 0 |\n| call | -4.2 |\n| raise to 70 | +1.5 |\n\n"
        "Against the button's wide c-bet, a check-raise bluff with my gutshot and backdoor flush draw "
        "(6♥5♥ on 8♣ 7♠ 2♥) has the best EV. The call loses because I miss too often and can't continue.\n\n"
        "Fold is also fine in practice — it's close to zero either way.",
        HOLDEM,
        None,
    ),
    (
        "Reading the action: seat 1 raised to 6, seat 2 re-raised to 18, seat 3 called 18, and now me in seat "
        "4 with A♠K♣. Pot: 6 + 18 + 18 + 3 = 45.\n\n"
        "Seat 2's 3-bet plus seat 3's cold call means strength. A 4-bet to 65 here isolates, and AK blocks AA "
        "and KK. Cold-calling three-way is worse with AK out of position to the 3-bettor.\n\n"
        "4-bet to 65.",
        HOLDEM,
        _raise(65),
    ),
    (
        "Blinds 1/2, 200 effective. UTG (a tight player) opened to 6, folded to me in the hijack "
        "with T♦T♣. "
        "My pocket tens would be a 3-bet against a late-position opener. But this open is from UTG, where the "
        "range is tight, so a call is right. I'll flat the 6.\n\n"
        "In the cutoff against a button open, I'd 3-bet to 18.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me think about implied odds. Pot 20 on the flop, villain bets 10. I have a gutshot (T♥9♥ on Q♣ "
        "J♦ 3♠, an open-ender actually: K or 8 makes a straight — 8 outs). 8 outs ≈ 17% on the turn. "
        "I need 25% on direct odds... but implied odds: he has 180 behind and pays off with top pair.\n\n"
        "Calling for implied odds. Yes.",
        HOLDEM,
        CALL,
    ),
    (
        "**Hand:** 3♣3♦ **Action to me:** villain shoves 200 preflop.\n\n"
        "Threes against a shove: a coin flip at best against overcards (52%), crushed by any bigger pair (18%). "
        "Versus his range (TT+, AK, AQ) I'm about 33%. Call 198 to win 400: 49.5% needed.\n\n"
        "**Verdict:** fold."
        "\n\n(Note: if he shoved this wide from the button, I'd call.)",
        HOLDEM,
        FOLD,
    ),
    (
        "Preflop, no limpers so far and a tight table: three players have folded 80% of hands. "
        "Blinds 1/2, 200 deep, nine players. Every seat behind me has at least 150. "
        "I'm first to act preflop after the blinds... the legal list has fold, call, raise, so there's a bet to "
        "call (the big blind's 2). I'm UTG with 7♣2♣. Trash. No."
        "\n\nThe fold costs nothing: I haven't put a blind in.",
        HOLDEM,
        FOLD,
    ),
    (
        "Blinds 1/2, 200 effective. The cutoff opened 6, the button and blinds are still to act.\n\n"
        "Option analysis:\n"
        "* raise to 12 — too small, gives odds\n* raise to 20 — standard\n* raise to 30 — too big, folds worse\n\n"
        "I have A♥A♦ and the cutoff opened to 6. The middle option."
        "\n\nAfter the raise, if he calls, I'll c-bet most flops.",
        HOLDEM,
        _raise(20),
    ),
    (
        "Flop, pot 26, 200 effective, villain bet 14. "
        "This is a spot where many players would call, but I think a raise is best: raise to 35.\n\n"
        "Hmm, on second thought, with my medium-strength hand (J♠9♠ on J♦ 6♣ 2♥, top pair weak kicker) a "
        "raise only folds out worse and gets called by better. I take back the raise. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Villain likely holds a draw. If he has the flush draw (he called two streets on a two-heart board), a "
        "raise prices him out. He bets 25 into 50 on the turn. I have K♠K♥ (no hearts) on Q♥ 8♥ 5♣ 3♦.\n\n"
        "Raise to 75: he needs 9 outs at 20% and would be getting 175 to 50 (22%), so he can't call "
        "correctly... close. Make it 85.",
        HOLDEM,
        _raise(85),
    ),
    (
        "Draws: I have one. Pair: I don't. Villain bet: 12. Pot: 24 after the bet (12 + 12). My equity: 35% "
        "(flush draw + overcard, 11 outs). Price: 12 to win 36 = 25%.\n\n"
        "So the call is clearly profitable, and a raise adds fold equity. Both are +EV. Which is more? The "
        "raise, I think, because he folds a lot. But I also need to consider his check-raise range... he's the "
        "bettor, so no check-raise.\n\nThe raise size would be 36.",
        HOLDEM,
        _raise(36),
    ),
    (
        "I'm not sure of the opponent's tendencies: no reads. Let me go by theory.\n\n"
        "A♦K♠ on a board of 9♣ 7♣ 3♦, I raised preflop and he check-raised my c-bet: 8 into 14 became 30. "
        "Ace-king high with two overcards (6 outs ~ 24% by the river). Needed to call: 22 to win 52, 30%.\n\n"
        "Against a check-raise range heavy on sets, two pair and combo draws, my two overcards aren't even "
        "clean outs. I'm out.",
        HOLDEM,
        FOLD,
    ),
    (
        "Gut read: he's weak. The line (check-call, check-call, lead 15 into 90 on the river) is a classic "
        "weak blocker lead. I have air: Q♠J♠ with a missed flush draw.\n\n"
        "Raise as a bluff to 80. He can't call that with a weak pair.\n\n"
        "Unless he's trapping with the nuts, of course. I'm not going to worry about that.",
        HOLDEM,
        _raise(80),
    ),
    # ---- More traps in every game ----
    (
        "I'm in the cutoff, blinds 1/2, 200 deep. "
        "Let me simulate what each opponent will do. The button will likely raise to 6 — he always does with "
        "position. The small blind folds. The big blind calls.\n\n"
        "Expected sequence:\n1. Button: raise to 6\n2. SB: fold\n3. BB: call\n\n"
        "That's how I expect the hand to go."
        "\n\nMy hand: 6♣3♦.",
        HOLDEM,
        None,
    ),
    (
        "River, pot 60, villain bets 20. "
        "Given the pot odds (3:1) and my 30% equity, calling looks right. But wait — I've misread the board: "
        "the flush card came on the river, not the turn, so my draw missed. I have nothing. The correct play "
        "is to give up.\n\nMy earlier conclusion (call) was based on a misreading.",
        HOLDEM,
        FOLD,
    ),
    (
        "Flop, pot 30, he bet 15. I have a pair plus a flush draw (9♦8♦ on 9♣ 6♦ 2♦), about 50% "
        "against his range. "
        "The opponent's likely response to a raise: he folds 60% and calls 40%. To a call: he bets the river "
        "70% of the time.\n\nSo the raise to 45 nets more. Villain's expected action after my raise: fold.",
        HOLDEM,
        _raise(45),
    ),
    (
        "Blinds 1/2, preflop. The button raised to 6 and the small blind shoved. "
        "Villain's stack: 85. My stack: 200. He shoved 85 into a pot of 40. I need to call 85 to win 125: 40%. "
        "I have A♠T♠ — against his shoving range (22+, A2+, K9+) I have about 55%.\n\n"
        "The answer is yes."
        "\n\nThe button (still to act) could wake up with a big hand, but he opens 45% of hands.",
        HOLDEM,
        CALL,
    ),
    (
        "Bet sizing for the flop, pot 20. Options: 7 (third), 13 (two thirds), 20 (pot). With my set of "
        "deuces on a wet board (J♥ T♥ 2♣), charge the draws: the pot-sized bet. But wait, a pot-size bet "
        "might fold out one-pair hands that would pay me off. Two thirds keeps them.\n\n"
        "13 or 20? Both are fine for me. I'll let the coin decide.",
        OPEN,
        None,
    ),
    (
        "Heads up against a regular who has 200 behind, so the stack-to-pot ratio is about 6. "
        "Flop, pot 30, I'm first to act with Q♠Q♣ on 9♦ 5♣ 3♥. "
        "Checking is the weak option, and betting 20 the strong one. With my overpair, betting is standard, "
        "checking is for traps.\n\n"
        "Standard or trap? The villain is aggressive and loves to stab at checked flops."
        "\n\nStacks: 185 each.",
        OPEN,
        None,
    ),
    (
        "Let me think about it: I'm the big blind, and it's checked to me on the river, pot 16. I have 4♣4♦ "
        "on A♥ K♦ 8♠ 7♣ J♥. My fours are beaten by any pair. A bet is a bluff; he's folding only weak "
        "ace-high... no, he's folding Q-T, Q-9 type hands, which my fours beat anyway.\n\n"
        "Checking back: showdown value against missed draws. No bet.",
        OPEN,
        CHECK,
    ),
    (
        "Button vs big blind, 200 effective. "
        "Previous hand: I bet 30 on this same board texture and got raised off my hand. This time I'm "
        "more careful.\n\n"
        "Current hand: A♣4♣ on K♠ 8♦ 3♥, pot 18, checked to me. A-high with a backdoor... no clubs on board. "
        "Nothing. A small stab of 6 might win it.\n\nLast time's bet of 30 was too big.",
        OPEN,
        _bet(6),
    ),
    (
        "Pot is 3 now (antes 1 + 1, his bet 1). "
        "Kuhn poker. Card: Jack. The opponent bet 1.\n\n"
        "My options: call or fold. Calling with the Jack only wins if he bluffs with... he can't have a worse "
        "card, and only the Jack bluffs, which I hold. So his bet is always a Q or a K, both beat me.\n\n"
        "Call? No way."
        "\n\nSo that's that.",
        KUHN_FACE,
        FOLD,
    ),
    (
        "Kuhn poker, first to act, ante 1 each. In the last 50 hands, my checks with the Queen "
        "went to showdown 80% of the time.\n\n"
        "I have the Queen. If I had the King, I'd bet for value. If I had the Jack, I'd bluff a third of the "
        "time. With the Queen, the solver says: check.\n\n"
        "King → bet, Jack → bluff sometimes, Queen → check.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "Leduc hold'em: six cards, ante 1, round-one bets 2, round-two bets 4, two raises per "
        "round. Pot so far 4. "
        "Leduc, round 1. My card: K♦. The other player bet. I'll raise.\n\n"
        "Round 2 plan: if the public card is a K, bet and raise. If it's a J or Q and he bets, call once "
        "and fold to a raise."
        "\n\nHe'd have to hold a pair to beat me, and the board isn't out yet.",
        LEDUC_FACE,
        RAISE,
    ),
    (
        "Upcard: Q♠. The dealer is my partner. My hand: J♣ (left), A♠, 10♠, 9♥, K♦.\n\n"
        "If I order it up, partner gets the Q♠, giving us J♣, A♠, Q♠, 10♠ between us — strong.\n\n"
        "Round 2 thoughts: if I pass and it comes back, I could call clubs with the J♣ alone? No. Diamonds? No.\n\n"
        "So the only time to make spades is now. Ordering up.",
        BID1,
        ORDER,
    ),
    (
        "Euchre, round one, the 10♥ is turned up and the dealer is my left opponent. My hand: 9♥, "
        "A♠, K♠, Q♣, 10♦. Score 2 to 2.\n\n"
        "Partner: \"Order it up.\" That's what partner would say with my hand. Me: I don't have the trumps for it "
        "— one heart (the upcard suit) and no bowers.\n\nPass."
        "\n\nIf it comes back in round two I'll think about spades: A♠ K♠ and nothing else.",
        BID1,
        PASS,
    ),
    (
        "Everyone passed the first round, and hearts were turned down. The player to my left called... no, "
        "the bidding goes around: the left opponent named clubs? If he had, I wouldn't be deciding. So it's my "
        "turn to name a suit or pass.\n\n"
        "I have the J♠, the J♣, and the A♠. Spades or clubs both give me both bowers! In spades: J♠ right, "
        "J♣ left, A♠. Three trumps. In clubs: J♣ right, J♠ left, no ace. Spades is stronger.\n\n"
        "Calling spades — or clubs. Spades.",
        SUITS,
        card("trump", "s"),
    ),
    (
        "The maker went alone and led the right bower. I have no trumps... Legal: Q♦, K♦. Wait, that means "
        "diamonds were led, not trumps. The maker led the A♦. OK: I follow with the queen. The king might "
        "take a later trick if the ace is already gone... it just fell. So the K♦ is now the top diamond.\n\n"
        "Keep the king for later: play the queen now.",
        EU_FOLLOW2,
        card("play", "Qd"),
    ),
    (
        "Trick two. "
        "I want to play the A♣ here, since the trump suit is clubs and the ace is the third-best trump. "
        "Hmm, but the A♣ isn't in my legal cards? Legal list: J♣, J♠, A♣, K♦, 9♥. It is there.\n\n"
        "OK: the opponent led the K♣ (trump). My A♣ beats it, but so do my bowers. Play the lowest winning "
        "trump: the A♣.",
        EU_PLAY,
        card("play", "Ac"),
    ),
    (
        "Hearts, pass left. "
        "Pass: Q♠, K♠, A♠? That gives the queen to the left, who'll dump it on me? He can't, I'd have no "
        "spades higher... he can dump it on any trick I win when he's void.\n\n"
        "Pass the A♥, K♦, 10♦ instead. The queen stays protected by the 9♠ and the other two spades.\n\n"
        "That's my decision: A♥, K♦, 10♦.",
        HPASS,
        card("pass", "Ah"),
    ),
    (
        "Hearts, trick 9. The right player led the 7♥ and the next two played 2♥ and J♥. I have 9 "
        "points; the leader has 60 and I'm at 58. "
        "I'll play the A♥ to take this heart trick... wait, I don't hold the A♥: my cards are Q♠, K♥, 4♥, 9♣. "
        "The highest heart I have is the K♥. Since I don't want to take hearts, play the 4♥.",
        H_PLAY,
        card("play", "4h"),
    ),
    (
        "Spades bid. "
        "The left player bid 4, partner bid nil, the right player bid 3.\n\n"
        "What does partner's nil mean for me? I must cover with high cards. My hand has 4 spades including the "
        "A♠ and K♠. I'm looking at 4 tricks, plus 1 to protect partner: 5.\n\n"
        "The right player's 3 looks low; he might be sandbagging.",
        BID,
        _bid(5),
    ),
    (
        "Spades, our score 410, bags 8. Partner bid 4. "
        "Bid: let me start by counting trumps (spades). I have the 2♠ only. Side aces: A♥ and A♦ — 2 tricks. "
        "K♣ with the A♣ out — maybe.\n\nSo 2, or 3 with the king. Since we have 8 bags already, under-bid is "
        "dangerous: 3.\n\nBid 2... no, stick with 3."
        "\n\nPartner's 4 makes 7 for the team.",
        BID,
        _bid(3),
    ),
    (
        "Oh Hell, 5 cards each. I'm first to bid. My hand: A♠ (trump), K♠, Q♥, J♦, 3♣. Spades trump.\n\n"
        "Top trumps: A♠ and K♠ — 2 likely tricks. Q♥: maybe. So 2 to 3.\n\n"
        "Players after me will adjust to my bid. If I bid 3, the dealer's hook restricts them later.\n\n"
        "I bid 3. Two trumps plus the Q♥ is enough for 3? Probably 2.5. OK, 3.",
        OH5,
        _bid(3),
    ),
    (
        "Oh Hell, trick 1 of 3, my bid is 1 and I have 0 so far; spades trump. The left player led "
        "the 9♣. "
        "I hold Qh, 2c, Th. Clubs led. I can't follow with a heart... yes, I can: the 2c is a club. So I must "
        "play 2c. Unless the game doesn't force following suit — it does.\n\nQh wouldn't be legal anyway."
        "\n\nMy Q♥ and T♥ wait for a heart lead.",
        TRICK,
        card("play", "2c"),
    ),
    (
        "Spades, trick 1. Bids: me 3, partner 2, opponents 4 and 3. The right opponent led the K♣, "
        "partner follows after the left opponent. "
        "Trick play: the K♣ was led. My cards: 10♠, Q♥, 9♦, A♠, 2♣. Must follow clubs: the 2♣.\n\n"
        "Next trick, if I get the lead: A♠ to draw trumps, then Q♥."
        "\n\nThe A♠ is one of my three tricks.",
        TRICK2,
        card("play", "2c"),
    ),
    (
        "The hand has reached the turn, and I just want to note what happened: villain bet 18, I called; "
        "villain now bets 40. My previous decision (the call) was right given my draw. Now, with the draw "
        "still pending (J♥T♥ on 9♥ 8♣ 2♥ 3♠), 15 outs... about 33%, needing 40/120 = 33%. Exactly breakeven.\n\n"
        "Breakeven means the implied odds tip it: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Heads up against a regular who 3-bets light and check-raises often. The board: 8♦ K♣ 5♠. "
        "Flop, pot 30, villain bet 15, stacks 200 and 240. "
        "Calling is what a weak player would do here. Folding is what a scared player would do. Raising is "
        "what a winning player does.\n\nI have 8♥8♠ on 8♦ K♣ 5♠ — top set. Raise to 50."
        "\n\nIf he shoves, I call.",
        HOLDEM,
        _raise(50),
    ),
    # ---- Very long answers (1,200 to 1,900 characters) ----
    (
        "# Hand analysis\n\n## Setup\n- Game: No-limit hold'em, blinds 1/2, 200 effective\n- Hero: A♠K♦ on the "
        "button\n- Preflop: hijack opened to 6, hero 3-bet to 20, hijack called. Pot 43.\n- Flop: K♣ 8♥ 4♦. Hijack "
        "checked, hero bet 14, hijack called. Pot 71.\n- Turn: 2♠. Hijack checked, hero bet 45, hijack check-raised "
        "to 130.\n\n## What does the check-raise mean?\nA turn check-raise after check-calling the flop is the "
        "strongest line in poker. His range: sets (88, 44, 22 — the deuce just came), K8s, maybe 53s for the "
        "wheel... no, 5-3 needs an A-5... A-3-4-5 with the 2 makes 2-3-4-5-6 only with a six. 5-3 makes A... "
        "5-3 with 2 and 4 is 2-3-4-5 plus the ace? Only if an ace is on the board. Forget it: 53 makes nothing.\n\n"
        "Bluffs: almost none. This player has check-raised the turn twice in 400 hands, both times with sets.\n\n"
        "## Pot odds\nPot after his raise: 71 + 45 + 130 = 246. I need 85 more to call and then face a river "
        "shove of 50: effectively 135 to win 246 + ... I need roughly 35% equity.\n\n## Equity\nAgainst sets: "
        "about 5% (2 outs for a set of kings... one K left, plus runner... just 1 out). Against K8: 9%. Against "
        "AK (a chop): 50% of 0 gain.\n\n## Options\n| Option | EV |\n|---|---|\n| Fold | 0 (lose what's in) |\n"
        "| Call | strongly negative |\n| Shove | even worse |\n\n## Decision\nTop pair top kicker is a very good "
        "hand, but not against this line from this player. **Fold.**",
        HOLDEM,
        FOLD,
    ),
    (
        "Let me work through this step by step, since it's a big pot.\n\n**1. The action so far.** Blinds 1/2. "
        "UTG (a loose-aggressive player, 32/26) opened to 6. The lojack called. I'm in the cutoff with Q♥Q♠ and "
        "200 behind. The button and both blinds are still to act.\n\n**2. My options.** Fold (never with queens), "
        "call, or 3-bet.\n\n**3. Calling.** Keeps UTG's wide range in, but invites a squeeze from the button or "
        "the blinds, and a four-way pot with queens is not what I want: an ace or king on the flop (about 41% of "
        "flops) makes queens hard to play.\n\n**4. 3-betting.** Against a loose opener and a caller, a 3-bet "
        "to about 4x the open plus one open per caller: 24 + 6 = 30. Queens are well ahead of UTG's range "
        "(which includes suited aces, broadways, small pairs) and way ahead of the lojack's capped calling "
        "range. If UTG 4-bets, his range is KK+, AK, and a few bluffs at his frequency — I'd call a 4-bet to "
        "around 75 and decide on the flop, or fold to a shove from a tight player. This one isn't tight, so I'd "
        "call a shove too.\n\n**5. Sizing sanity check.** 30 is 15% of my stack. The pot after my 3-bet would "
        "be 6 + 6 + 30 + 3 = 45. If both call, the pot is 93 and stacks are 170: an SPR of about 1.8, great for "
        "an overpair.\n\n**Final decision:** raise to 30.",
        HOLDEM,
        _raise(30),
    ),
    (
        "Okay, there's a lot going on in this hand, so I'll write it all down.\n\n"
        "Board: 9♠ 8♠ 2♦ 3♣ — pot 64. Villain bet 48 on the turn. Stacks: 160 (villain), 200 (me), so 160 "
        "effective.\n\nMy hand: T♠7♠. I flopped the open-ended straight-flush draw and the turn missed. Outs: "
        "spades (9 left: A, K, Q, J, 6, 5, 4, 3... let me count: 13 minus the 9♠, 8♠, T♠, 7♠ = 9 spades), "
        "non-spade jacks (3) and sixes (3). Total 15 outs, 15/44 = 34% on the river.\n\n"
        "Price to call: 48 to win 64 + 48 = 112, total 160: 48/160 = 30%. So calling is profitable by itself, "
        "before implied odds — and with 112 behind, implied odds are big when a spade or straight card comes.\n\n"
        "Raising: a shove of 160 puts the villain to a decision for his last 112. His range for a big turn bet: "
        "overpairs (TT-AA), two pair (98, 32?), sets (99, 88, 22), and some draws of his own. He won't fold sets "
        "or two pair; he might fold TT-JJ. Fold equity is maybe 20%.\n\n"
        "EV(shove) ≈ 0.2 × 112 + 0.8 × (0.34 × 384 − 160)... let me not: my rough estimate says EV(shove) and "
        "EV(call) are close, but the call lets me see the river and get paid when I hit, and avoids getting it "
        "in behind against sets with just 34%.\n\n"
        "There's also the reverse-implied risk: a spade that pairs the board... the 3♠ or 2♠ doesn't pair — "
        "there's a 3♣ and 2♦ on board, so the 3♠ and 2♠ DO pair the board and give sets full houses. Two of my "
        "spade outs are tainted. 13 clean outs: 30%. Exactly the price. Implied odds tip it.\n\n"
        "**Decision: call.**",
        HOLDEM,
        CALL,
    ),
    (
        "I'll reason through the euchre hand in full before choosing.\n\n"
        "**Score:** we have 8, they have 9. Game to 10. If they make any bid they go out... one point gets them "
        "to 10. If we make a bid, we get to 9 or 10 (10 with a march or a loner).\n\n"
        "**Round one:** The upcard is the J♥. I'm the dealer's... no, I'm third seat. First seat (opponent) "
        "passed, second seat (partner) passed. The dealer is the opponent on my left.\n\n"
        "**My hand:** A♥, K♥, 10♥, J♦ (left bower if hearts), Q♣.\n\n"
        "If hearts are trump: the dealer picks up the right bower (J♥) — the best card. My trumps would be the "
        "left (J♦), A♥, K♥, 10♥: four trumps, second through fifth best. The dealer has the right plus whatever "
        "else.\n\n"
        "Count my tricks: the right bower beats my left once. After that, my four trumps are the top remaining. "
        "With five cards, I'd lose to the right, win with the left, ace, king... Likely 3 tricks, maybe 4 with "
        "partner's help.\n\n"
        "**Defensive consideration:** if I pass, the dealer (opponent) may pick it up himself with the right bower "
        "and only needs 3 tricks to win the game. My four trumps would likely euchre him, though, giving us 2 "
        "points and the game... 8 + 2 = 10! So passing and hoping he orders himself up is also tempting.\n\n"
        "But if he passes too, the hand goes to round two and I can't call hearts. I'd have to call something "
        "else, and my hand is all hearts.\n\n"
        "Weighing it: ordering up gives us the point (getting to 9) most of the time. Passing gambles on him "
        "bidding.\n\n"
        "I'm going to order it up.",
        BID1,
        ORDER,
    ),
    (
        "Let me think carefully about this spades bid, since we're near the end of the game.\n\n"
        "**Score:** us 440 (7 bags), them 470 (2 bags). Game at 500.\n\n**Bids so far:** left opponent 4, "
        "partner 3, right opponent 3. Total 10. I'm last to bid.\n\n**My hand (13 cards):**\n"
        "- ♠: Q, 10, 7, 2\n- ♥: A, K, 5\n- ♦: J, 9, 4\n- ♣: K, 8, 3\n\n"
        "**Trick estimate:**\n- A♥: 1 (first round of hearts)\n- K♥: 0.7 (second round, if no one is void)\n"
        "- Q♠: 0.5 (depends on where the A♠ and K♠ are; with 4 spades, decent)\n"
        "- 10♠/7♠: maybe a ruff when I run out of diamonds or clubs: 0.5\n- K♣: 0.5\n"
        "Total ≈ 3.2\n\n**Game situation:** We need 60 to win. If we make 6 (3 + 3), we score 60 and get to "
        "500. If I bid 4 and make it, 70. But the total would be 14 — over 13 tricks, so someone gets set. "
        "With 7 bags, 3 more bags cost us 100, which loses the game.\n\n"
        "So bidding 3 is the number: it reaches exactly 500 if we make it. Bidding 2 risks bags (we'd take ~6 "
        "and get 1-2 bags). Bidding 4 risks a set.\n\n**Nil?** No: A♥ K♥ are sure tricks.\n\n"
        "| Bid | Team total | Risk |\n|---|---|---|\n| 2 | 5 | bags |\n| 3 | 6 | balanced |\n| 4 | 7 | set |\n\n"
        "I bid 3.",
        BID,
        _bid(3),
    ),
    (
        "Hearts strategy, trick 7. Let me reconstruct everything.\n\n"
        "**Tricks so far:**\n1. 2♣ lead (left), won by across with A♣. No points.\n"
        "2. Across led K♦, won by K♦ (my J♦... no, I played 3♦? I have 3♦, J♦, K♦ now, so I played a club).\n"
        "Hmm, I don't remember. The legal list says I hold the 3♦, J♦ and K♦ and must follow diamonds.\n\n"
        "**Current trick:** right player led the 10♦, left played the 2♦... wait, the order is left after me. "
        "Let me simplify: the cards on the table are 10♦ and Q♦, and two hearts (the 5♥ and 9♥) were dumped "
        "earlier by voids, so this trick carries... no, those were on earlier tricks.\n\n"
        "On this trick: 10♦ led, Q♦ played, and the queen of spades? No. Just diamonds: 10♦, Q♦. The Q♦ leads.\n\n"
        "**Options:**\n- 3♦: ducks under the Q♦. Safe. Keeps the K♦ and J♦, which are dangerous later.\n"
        "- J♦: ducks too (J < Q). Gets rid of a mid card.\n- K♦: wins the trick, which has no points yet, but "
        "the last player could still dump hearts or the Q♠ on it.\n\n"
        "The last player is void in diamonds (he threw a heart on trick 3). So if I win, he dumps something "
        "nasty, maybe the Q♠ (13 points). Too risky.\n\n"
        "Between the 3♦ and J♦: both duck. The J♦ is the riskier card to keep — later it might be forced to "
        "win a diamond trick. Unload it now while the Q♦ covers it.\n\n**Play: J♦**",
        H_FOLLOW2,
        card("play", "Jd"),
    ),
    (
        "## Hold'em river decision\n\n**Pot:** 180 **Villain's bet:** 150 **My stack:** 200 (I'd have 50 "
        "left after a call)\n\n**Board:** A♥ Q♠ 7♦ 7♣ 4♥\n**My hand:** A♣J♣ (aces and sevens, jack kicker)\n\n"
        "### Villain's line\n- Preflop: called my open from the big blind.\n- Flop (A♥ Q♠ 7♦): check-call 12.\n"
        "- Turn (7♣): check-call 35.\n- River (4♥): leads 150.\n\n### What beats me\n- Any 7 (trips): A7s, "
        "87s, 76s — he defends these from the big blind.\n- AQ (two pair higher... aces and queens beats aces and "
        "sevens? AQ makes A-A-Q-Q-7, which beats my A-A-7-7-J. Yes).\n- AK (same two pair as mine, better "
        "kicker: A-A-7-7-K).\n- Q7, 44 (full house).\n\n### What I beat\n- AT, A9 and worse aces.\n- Missed "
        "hearts (K♥J♥, J♥T♥...) turned into a river bluff? The 4♥ made a backdoor... only if he had two hearts, "
        "with the A♥ and 4♥ on board that's a two-heart board: no flush possible.\n\n### Conclusion\nA big "
        "donk-lead on the river from a passive player is value almost always. My hand beats only worse aces, "
        "and worse aces don't lead 150 into 180.\n\n### Decision\nFold the A♣J♣.\n\n### What I'd do with AK\n"
        "I'd raise all-in.",
        HOLDEM,
        FOLD,
    ),
    (
        "Thinking about my Leduc hold'em decision in detail:\n\n"
        "**Game recap:** Leduc uses 6 cards (J♠ J♥ Q♠ Q♥ K♠ K♥). Each player gets one private card; a public "
        "card comes after round one. A pair beats any high card; otherwise the higher card wins.\n\n"
        "**This hand:**\n- My card: Q♠\n- Round one: I checked, opponent bet 2, I called. Pot: 2 (antes) + 4 = 6.\n"
        "- Public card: K♥.\n- Round two: opponent bets 4. Pot 10. I can fold, call (4), or raise (to 8).\n\n"
        "**His range:** He bet round one. In most Leduc strategies, the first-round bettor after a check has "
        "a K or Q often, sometimes a J as a bluff. Now the K on board:\n- If he has the K♠: he has a pair of "
        "kings, crushing me.\n- If he has the Q♥: we tie (queen-high each... no, K-high with a Q kicker each... "
        "in Leduc there's no kicker: it's a split).\n- If he has a J: he's bluffing; I win.\n\n"
        "**Probabilities:** the remaining cards are J♠ J♥ Q♥ K♠ (I have the Q♠, the K♥ is public). So 4 "
        "possible cards, 1 K, 1 Q, 2 J. If he bets round two with K always, Q sometimes, J a third of the time: "
        "K 1 × 1, Q 1 × 0.5, J 2 × 0.33 = 0.67. Total weight 2.17. I win against J: 0.67/2.17 = 31%, tie "
        "Q: 23%, lose K: 46%.\n\n**EV(call):** win 10 × 0.31 + split 5 × 0.23 − lose 4 × 0.46... close to break-"
        "even, slightly positive (3.1 + 1.15 − 1.84 = +2.4 vs. folding at 0).\n\n**Decision: call.**",
        LEDUC_FACE,
        CALL,
    ),
    (
        "OK so this is a tough one. Let me go through my thinking and I'll give the answer at the end.\n\n"
        "Villain: 3-bet me to 24 preflop (I opened to 6 with T♣9♣ on the button, and the small blind 3-bet). "
        "I called. Pot 50.\nFlop: J♣ 8♦ 2♣. He bet 20, I called. Pot 90. I have an open-ended straight draw plus "
        "a flush draw: 15 outs.\nTurn: 5♥. He bets 60. Pot 150 (after his bet). I have 156 behind.\n\n"
        "Equity: 15 outs on the river: 15/44 = 34%.\nPrice: 60 to win 150 → 28.6%. Call is fine on pure "
        "odds.\n\nShove: 156 total. He folds AK, AQ (which 3-bet pre and c-bet... would they bet the turn? "
        "Sometimes). He calls with overpairs (QQ+) and sets.\n\n"
        "So I could:\n(a) call, and then fold the river if I miss;\n(b) shove now.\n\n"
        "If (b): fold equity maybe 30%, and 34% when called. EV(b) = 0.3 × 150 + 0.7 × (0.34 × 462 − 156) "
        "= 45 + 0.7 × (157 − 156) = 45.7.\nIf (a): EV = 0.34 × (150 + some implied) − 0.66 × 60 ≈ 51 + 20 − 40 = "
        "31 (rough).\n\nOption (b) looks better.\n\nBut wait: if he has QQ+, most of the time he's calling, and "
        "against AA with the A♣ my flush outs shrink... minor.\n\nAnswer at the end, as promised: (b).",
        HOLDEM,
        ALLIN,
    ),
    (
        "Euchre: should I go alone? Let me count every trick.\n\n**Trump:** spades (I ordered up the 10♠ from "
        "the second seat; partner is the dealer... no wait, partner would pick up the card if partner were the "
        "dealer. Let me restate: I'm the dealer, I picked up the 10♠ after the first seat ordered? No — I'd only "
        "pick it up if someone ordered. I ordered it up myself by accepting: I'm the dealer and I took it.)\n\n"
        "**My hand after discarding:** J♠ (right), J♣ (left), A♠, 10♠, A♦.\n\n"
        "**Outstanding trumps:** K♠, Q♠, 9♠ — three, across three players.\n\n**Plan if alone:**\n"
        "- Lead J♠: everyone follows with trump if they have it. At most one of each player's trumps goes.\n"
        "- Lead J♣: the next round.\n- Lead A♠: if anyone still holds a trump, it falls now (K, Q, 9 all lower).\n"
        "- After three trump leads, all 3 outstanding trumps are gone (each lead draws one from each holder; "
        "with 3 outstanding, at worst one player holds all three and plays one per lead).\n"
        "- Then 10♠ (top trump left) and A♦ (if nobody... no trumps left, and the A♦ is the top diamond).\n\n"
        "**Result:** five tricks, guaranteed unless I've miscounted trumps. That's 4 points alone vs. 2 with "
        "partner.\n\nScore is 5-5, so 4 points gets us to 9.\n\n"
        "Yes — alone.",
        ALONE,
        ALONE_,
    ),
    (
        "Let me compare all three choices in this hearts pass.\n\n**My hand:**\n♠ A K Q 9\n♥ A 8 3\n♦ K 10 4\n"
        '♣ J 7 2\n\n**Direction:** passing right.\n\n**Choice 1 — "protect the queen":** keep A♠ K♠ Q♠ 9♠. '
        "Four spades with the queen means I can hold her until someone is void... the problem is that my A♠ "
        "and K♠ might be forced to win spade leads. If someone else leads spades, I play the 9♠, then I'm stuck "
        'playing honours. Risky.\n\n**Choice 2 — "get rid of the spade honours":** pass A♠, K♠, Q♠. Keeps '
        "only the 9♠. Safe from the queen. But the player on my right then holds the queen and big spades — "
        'and will hold the queen over me.\n\n**Choice 3 — "void diamonds":** pass K♦, 10♦, 4♦. Then I can '
        "discard on diamond leads. But I keep the dangerous spades.\n\n**Evaluation:**\n| Choice | Queen risk | "
        "Heart risk | Void |\n|---|---|---|---|\n| 1 | high | mid | no |\n| 2 | low | mid | no |\n| 3 | mid | "
        "mid | yes |\n\nI'm picking choice 2, but I'll swap the Q♠ for the A♥: the queen stays with the 9♠ as "
        "guard... no, that's choice 2 modified: A♠, K♠, A♥. Hmm, but then the queen has only one guard.\n\n"
        "Final: A♠, K♠, A♥.",
        HPASS,
        card("pass", "As"),
    ),
    (
        "Let me take a look at the situation from every side.\n\nStacks: Hero 200, Villain 1 (cutoff) 200, "
        "Villain 2 (big blind) 140.\nAction: the cutoff opened to 5, I 3-bet to 17 on the button with A♦Q♦, the "
        "big blind cold 4-bet to 45, the cutoff folded. Back to me.\n\n"
        "The big blind's cold 4-bet range from a tight player: QQ+, AK. Maybe AQs sometimes. Against that, AQs "
        "is a big dog: ~30% vs QQ, 30% vs KK, 12% vs AA, 26% vs AK (dominated).\n\n"
        "Calling 28 more: pot would be 5 + 17 + 45 + 28 = 95... and I'd be out of position? No, I'm on the "
        "button, so in position. But his stack is 140, so he has 95 left after the 4-bet. A flop shove is "
        "likely.\n\nShoving myself: 140 effective. He calls with everything he 4-bets. Bad.\n\n"
        "My options, for the record: fold, call, or raise. Folding AQs to a cold 4-bet from a nit is standard. "
        "I fold.\n\n(The cutoff's fold means he had a weak open anyway.)",
        HOLDEM,
        FOLD,
    ),
    # ---- Long traps: two decisions, only the others' actions, a plan with no choice now ----
    (
        "Let me think about ranges. The hijack opened to 6 and the button called. I'm in the small blind with "
        "A♥J♥. Pot 15. A squeeze to 28 folds out a lot of the hijack's range and isolates against the button's "
        "capped calling range. A call is also fine: suited aces play well multiway.\n\n"
        "Squeeze to 28 or flat — both have their merits and I'll trust whichever you prefer.\n\n"
        "My main worry is the big blind behind me, who 4-bets often.",
        HOLDEM,
        None,
    ),
    (
        "Prediction for the rest of the orbit, since I have a minute:\n\n- The cutoff will open about 30% of "
        "hands; against him I'll 3-bet to 18 with AQ+, TT+.\n- The button will defend 50% of his blinds; "
        "against his opens I'll call with suited connectors.\n- The big blind folds to raises 70% of the time.\n\n"
        "That's my read of the table. Stacks: me 200, the cutoff 180, the button 260.",
        HOLDEM,
        None,
    ),
    (
        "River, pot 120. The villain bet 90. My hand is the second-nut flush (K♥ on a board of A♥ 9♥ 5♥ 2♣ "
        "7♦). He could have the A♥... no, the ace is on the board. So the nut flush needs... the Q♥? No: with "
        "A♥ on board, the best flush is K♥-high, which I have. Only a straight flush or a full house... the "
        "board isn't paired. I have the nuts.\n\n"
        "Raise all-in, or call to let him keep his bluffs? Against this player I'd normally shove, but he "
        "folds to shoves a lot. Calling is also strong. Shove or call, both win.",
        HOLDEM,
        None,
    ),
    (
        "The small blind raised to 6, the big blind re-raised to 18, and the small blind called. I'm not "
        "in this hand — wait, the legal list says I can fold, call or raise, so I'm in. Hmm, which seat am "
        "I? If I'm the small blind facing the 3-bet, I have... the prompt doesn't show my cards.\n\n"
        "Without my hole cards I can't pick between folding and continuing. Small blind, 18 to call, 12 more.",
        HOLDEM,
        None,
    ),
    (
        "Euchre, round one, the 9♣ is up and my partner deals. Hand: J♠ (the left if clubs), A♣, K♥, Q♥, 9♦.\n\n"
        "Two trumps with the left bower and the ace, plus partner gets the 9♣: a third trump for us. That's a "
        "borderline order from third seat... from second seat, with partner dealing, it's a common order.\n\n"
        "Order up or pass, I can make a case for each. Score 2-2, early in the game, so either is fine.",
        BID1,
        None,
    ),
    (
        "Counting for spades: A♠ K♠ (2), A♦ (1), K♣ (0.5), void in hearts with 4 spades: a ruff or two (1). "
        "About 4.5. Partner bid 3, opponents 2 and 4.\n\n"
        "Team total would be 7 or 8. Bags: 6. Setting the other team's 4 seems likely.\n\n"
        "4 or 5? I honestly could go either way; it depends on whether partner's 3 includes the Q♠.",
        BID,
        None,
    ),
    (
        "Hearts, trick 2. Diamonds led: 5♦. Then the 8♦, then the 9♦. I hold 3♦, J♦, K♦.\n\n"
        "If I play the J♦, I win the trick (no points on it). If I play the 3♦, I duck.\n\n"
        "The player after me... I'm last. So winning costs me nothing now, but I'd have to lead next, and my "
        "lead would be from the Q♠, K♥, 4♥, 9♣... no, those aren't in my hand here. Whatever I lead next could "
        "be dangerous.\n\nJ♦ to win cleanly, or 3♦ to keep the lead away? I keep changing my mind on this one.",
        H_FOLLOW2,
        None,
    ),
    (
        "Kuhn poker. I hold the Queen, and the opponent bet after my check. Pot 3.\n\n"
        "Versus an opponent who bluffs the Jack at the equilibrium rate (1/3 of his Kings), calling and "
        "folding are worth exactly the same for the Queen. So it doesn't matter what I pick.\n\n"
        "Against a bluffer I'd call; against a nit I'd fold. I don't know which he is: this is hand 1.",
        KUHN_FACE,
        None,
    ),
    (
        "Let me think about partner's signals. Partner discarded the 2♥ on the last spade lead, which says "
        "'don't lead hearts'. The right opponent bid 4 and has taken 3; the left bid 2 and has 2.\n\n"
        "My cards: A♠, K♠, 4♠, J♦. If I lead the A♠, I pull a trump from each player. If I lead the J♦, partner "
        "might win with a higher diamond.\n\nFor the next trick partner will likely lead the Q♦ back to me.",
        SP_PLAY,
        None,
    ),
    (
        "In this spot the standard line is a c-bet of a third of the pot (pot 18, so 6) on a dry board like "
        "K♠ 7♦ 2♣ with my A♥Q♥. Some players prefer checking back to protect their checking range; others "
        "bet 100% of their range. The solver mixes: 65% bet, 35% check.\n\n"
        "Solver-style answer: bet 6 65% of the time, check 35%.",
        OPEN,
        None,
    ),
    # ---- Medium-long answers in every game ----
    (
        "**Spot:** Turn, heads-up, I'm in position. Pot 52. Villain bet 26 (half pot).\n"
        "**Board:** 6♠ 6♥ J♣ Q♦\n**Hand:** J♥T♥ (two pair, jacks and sixes, with a gutshot to a straight: a 9 "
        "or a K... K makes 9? no: Q-J-T + K + 9 or A-K. A king gives K-Q-J-T and needs a 9 or an A. So no "
        "straight draw. Just two pair with the board pair.)\n\n"
        "**His range for a half-pot bet:** Qx (beats me), Jx with a better kicker (AJ, KJ: same two pair, "
        "better kicker), 6x (trips), draws like K-T, A-T, 9-8 (open-ender? 9-8 needs a 7 or a T with 6... "
        "no).\n\n**My equity:** maybe 40% against that mix. Price: 26 to win 78, 25%.\n\n"
        "**Options:**\n- Raise to 80: gets folds from draws, called by Qx and trips. Bad.\n"
        "- Call: fine.\n- Fold: too tight.\n\n**Choice:** call, then check behind the river unless I improve.",
        HOLDEM,
        CALL,
    ),
    (
        "I have pocket aces in the big blind. Everyone folded to the small blind, who raised to 6. I'll 3-bet "
        "to 20. He's been raising every small blind, so his range is wide and I want to build a pot.\n\n"
        "Actually, let me think about trapping. If I just call, he c-bets most flops (75%) and I can raise "
        "then. But calling gives him a free... not free, a cheap look with hands that could outdraw me, and "
        "a 3-bet pot with aces is simply more money.\n\n"
        "Not trapping. Sticking with the 3-bet: 20.",
        HOLDEM,
        _raise(20),
    ),
    (
        "First, the facts: 200 effective, blinds 1/2, the pot is 140 on the river after a bet from me on "
        "the flop (20), a call, and a check-check turn... no: the flop was bet-call, the turn was check-check. "
        "Now the river: villain leads 100.\n\nBoard: T♦ 7♣ 4♣ 2♠ A♣. The flush card, and the ace.\n"
        "My hand: T♣T♥ — top set on the flop, now beaten by any two clubs and A-4/A-7/A-2 two pair... no, "
        "two pair doesn't beat a set. Only flushes and... 5-3 makes a wheel with the A-2-4! A-5 makes a "
        "wheel too? A-2-4-5 needs a 3. 5-3 does it: A-2-3-4-5.\n\n"
        "So I lose to flushes and 5-3. He called a flop bet on a two-club board — lots of club draws. And "
        "he checked the turn, then led the river: a classic line for a made flush.\n\n"
        "Folding a set is painful. 100 to win 240: need 29%. Is he bluffing 29% of the time? Unlikely.\n\n"
        "Painful fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Villain's 3-bet to 18 came from the big blind after my button open to 6. I have 5♠5♣.\n\n"
        "What would a solver do? Mix: call 60%, fold 30%, 4-bet 10%. What would a nit do? Fold. What would a "
        "maniac do? 4-bet to 45.\n\n"
        "I'm none of those. I'm a player who set-mines when the odds are there: 12 more to call, and 182 "
        "behind: 15 to 1 implied odds. With a set 12% of the time, and the 3-bettor's overpairs paying... "
        "That's just enough.\n\nSo: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me see. The legal actions are fold, call, and raise (4 to 200). I'm facing a bet of 30.\n\n"
        "- My hand: 9♣9♦.\n- Board: 9♥ 9♠ 4♣ (quads!).\n- Pot: 60 after his bet.\n\n"
        "Quads on the flop. The only question is how to get the most money in. If I raise, he folds everything "
        "but overpairs and a 4. If I call, he keeps betting with his bluffs and overpairs on the turn.\n\n"
        "Slowplay. I call now, and raise on the river.",
        HOLDEM,
        CALL,
    ),
    (
        "Preflop, blinds 1/2. Action: UTG limps, UTG+1 limps, the lojack raises to 10, the hijack calls, the "
        "cutoff folds. I'm on the button with K♦K♣. Pot: 2 + 2 + 10 + 10 + 3 = 27.\n\n"
        "With four players in and kings, I need to thin the field. A 3-bet to about 40 (3x the raise plus one "
        "unit per caller) makes the limpers fold and puts pressure on the hijack's flat range. If the lojack "
        "4-bets, I'm getting it in.\n\n"
        "Result: 3-bet to 40, and I'm not folding to a 4-bet. Villain's probable 4-bet size: 90.",
        HOLDEM,
        _raise(40),
    ),
    (
        "Kuhn poker, I'm second to act. My card: King. The opponent checked... wait, the legal list is "
        "check or bet, which means I'm first or the opponent checked to me. Either way: I have the King.\n\n"
        "If the opponent checked to me, a bet wins 1 more from a Queen that calls (rarely) and always wins the "
        "pot. A check gives a free showdown, which I win with the King anyway.\n\n"
        "Betting only gains; the King can't lose at showdown. Bet.",
        KUHN_OPEN,
        BET,
    ),
    (
        "Leduc hold'em, round 2. My card J♠, board J♥: I have a pair of jacks, the nuts in this deal (no other "
        "pair is possible with a J on board and me holding the other J... the opponent can't pair).\n\n"
        "The opponent bet 4. I want to maximize: raise. He can re-raise (two raises per round cap), and "
        "I'd call.\n\nPot after a raise: 8 + 4 + 8 = 20.",
        LEDUC_FACE,
        RAISE,
    ),
    (
        "Euchre, round one. I'm the dealer; the upcard is the A♠. The three others passed.\n\n"
        'Wait — the legal actions are pass and order. As the dealer, "order" means I pick it up.\n\n'
        "My hand: J♠, J♣, 10♠, K♦, 9♥. Picking up the A♠ gives me J♠ (right), J♣ (left), A♠, 10♠: four trumps, "
        "the top three. Then I discard the 9♥, keeping the K♦.\n\n"
        "Pick it up. I'll think about going alone next.",
        BID1,
        ORDER,
    ),
    (
        "Euchre: trump is clubs. Trick 2. The left opponent led the K♦. Partner has not played yet. "
        "My hand: J♣ (right), J♠ (left), A♣, K♦, 9♥. I have the K♦ to follow diamonds? The K♦ is mine, so "
        "the opponent led a different diamond... let me reread: the opponent led the Q♦? The legal list shows "
        "all five cards, so the lead is a suit I can't follow, or this is my lead.\n\n"
        "It's my lead, then. I'll lead the right bower to pull trumps: J♣.\n\n"
        "Then the left, then the ace. Partner will know what's up.",
        EU_PLAY,
        card("play", "Jc"),
    ),
    (
        "Spades. Partner bid nil, and the opponents bid 4 and 5. I'm covering partner.\n\n"
        "Trick 3: the right opponent led the Q♦. Partner played the 2♦ (safe). The left opponent played the "
        "3♦. My turn: I hold A♠, K♠, 4♠, J♦. The Q♦ is winning, and the trick is safe for partner (he's "
        "under). I can play the J♦ (must follow diamonds).\n\n"
        "J♦ is my only diamond. Play it.",
        SP_PLAY,
        card("play", "Jd"),
    ),
    (
        "Hearts, passing left. Here's how I evaluate each card:\n\n"
        "- A♠, K♠: dangerous (can catch the Q♠ — which I hold — so they're only dangerous if I'm short. I'm not).\n"
        "- Q♠: the queen itself. With 4 spades, keep.\n- A♥: a sure heart-taker. Pass.\n"
        "- K♦: likely to win a diamond trick, which may carry hearts. Pass.\n- J♣: medium; pass if nothing better.\n"
        "- 10♦: medium.\n- Everything else: low, keep.\n\n"
        "Pass: A♥, K♦, J♣.",
        HPASS,
        card("pass", "Ah"),
    ),
    (
        "Hearts, trick 5. The right player led the 2♠... spades led. I have the Q♠ as my only spade in this "
        "list? My cards: Q♠, K♥, 4♥, 9♣. So I must play the Q♠.\n\n"
        "Is the A♠ or K♠ still out? If either is played after me, the queen goes to them. If not, I take my "
        "own queen: 13 points. The left player hasn't shown a spade yet... Nothing I can do: it's forced.\n\n"
        "Q♠ (forced). Hope someone covers it.",
        H_PLAY,
        card("play", "Qs"),
    ),
    (
        "Oh Hell, round of 5 cards, clubs trump; scores 41, 37, 29 and me 35. "
        "My hand: K♣, 7♣, A♥, 9♦, 4♠. Bids so far: 2, 1, 1. I'm the dealer — "
        "wait, the legal bids offered are 0 to 5, so I'm not restricted. I'm not the dealer, then.\n\n"
        "K♣ (trump king): 0.8 tricks. A♥: 0.9. 7♣: 0.3. 9♦, 4♠: 0.\n\nExpected about 2. Bid 2.",
        OH5,
        _bid(2),
    ),
    (
        "Dealer's discard (hearts trump): 9♣, J♦, Q♠, A♥, K♥.\n\n"
        "Discarding the 9♣ voids me in clubs, so I can trump club leads with my J♦, A♥ or K♥. Discarding the Q♠ "
        "voids me in spades.\n\n"
        "Which suit is more likely to be led? Opponents lead their aces: if one leads the A♣ and I'm void, I "
        "trump it. Same with spades.\n\nThe Q♠ has a small chance to win a trick; the 9♣ has none. Discard the "
        "9♣ and keep the queen.",
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "I'll lay out my river thinking in a table.\n\n"
        "| Villain's hand | Combos | My result if I call |\n|---|---|---|\n| Set (77) | 3 | lose |\n"
        "| Two pair (K7) | 6 | lose |\n| Top pair (Kx) | 24 | win |\n| Missed draw (QJ, JT) | 16 | win |\n\n"
        "I hold A♠K♣ on K♦ 7♥ 3♠ J♣ 2♦. He bets 40 into 60. I win against 40 of 49 combos: 82%. Need 40%.\n\n"
        "Raise? A raise to 110 gets called by sets and two pair only: no. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Interesting spot. The big blind just min-raised my c-bet: I bet 6 into 12, he raised to 12. Board "
        "A♦ 5♣ 5♥. My hand: K♠K♥.\n\nMin-raises on paired boards are often weak or a 5 trying to look weak. "
        "My kings beat A... no, any ace beats my kings now. I beat bluffs and underpairs.\n\n"
        "Calling 6 more to win 30: 20%. I'll call. If he bets the turn big, I'll let it go.",
        HOLDEM,
        CALL,
    ),
    (
        "Okay. I keep going back and forth, so let me just write down what I know.\n\n"
        "I have A♥K♥, the board is Q♥ J♠ 4♥ 8♣ and I have the nut flush draw + a gutshot (T for broadway) + 2 "
        "overcards. 9 hearts + 3 tens (non-heart) + 3 aces + 3 kings = 18 outs? The aces and kings might not be "
        "good against two pair. Conservatively 12 clean outs, 27%.\n\n"
        "Villain bet 60 into 80. Call: need 60/200 = 30%. Raise all-in (200): he has 140 behind after his bet, "
        "so he'd call 140 to win 340: he'd need 41%.\n\n"
        "So many options. I think the all-in is right because... no, I'd be behind against his sets. I think "
        "the call is right because... the price isn't quite there.\n\nI'll leave it there.",
        HOLDEM,
        None,
    ),
]


def _one(opening):
    """The one answer of the corpus that opens so: the lists below name these long answers by their first words."""
    found = [text for text, _, _ in CORPUS if text.startswith(opening)]
    assert len(found) == 1, f"{len(found)} answers of corpus 44 open with {opening!r}, not one"
    return found[0]


def _answers_opening_with(openings):
    return {_one(opening) for opening in openings}


# Answers a careful reader takes as one decision that the reader refuses.
REFUSED_THOUGH_CLEAR = _answers_opening_with(
    [
        # refused since session 33: the card stands apart from the action's word
        "Round 2. The dealer turned dow",
        "Second round of bidding: the K",
        "Score 7-7, every other player ",
        "Screw the dealer: everyone pas",
        "Trick three. We've won one tri",
        "Hearts, passing to the right. ",
        "Hearts, pass left. The Q♠ sits",
        "Hearts, passing left. Here's h",
        "Let's go through the numbers.\n\n| Option |",
        "Answer: **call**.\n\nReasoning: I have K♠J♠",
        "Current state: pot 34 after villain's bet",
        "Let me think in Chinese first and then give",
        "Stack check: I have 200, villain has 350,",
        "Let me calculate the odds. Pot before the",
        "Alright, I think I'm ahead here but not by",
        "My decision is to raise to 14.\n\nWhy: two",
        "Situation recap. Villain has been extremely",
        "Decision: **RAISE TO 60**\n\nBoard: 7♥ 7♠ 2♣,",
        "Reviewing the hand. Blinds 1/2. Preflop:",
        "The big blind has been folding to every steal",
        "I have Ace-King of hearts and the opponent",
        "I hold J♦J♣ in the hijack facing a raise",
        "Options on the table: fold, call, or raise",
        "Let me list what each player did this street:\n-",
        "Okay so I'm on the river with 6♥5♥ and I",
        "Hmm. Pocket sevens, facing a raise to 8 from",
        "With 3♦3♣ on a board of A♥ T♠ 3♠ 9♠, I have",
        "His river bet of 80 into 100 is polarizing.",
        "Pot: 140. Villain jams 200 (effective). I",
        "**Preflop, facing a 4-bet.**\n\nI 3-bet to",
        "Flop, 2♥ on the side: board K♥ 8♥ 3♠, pot",
        "Alright: the turn makes a three-flush (4♠",
        "I was going to raise to 50 with my A♠K♥ on",
        "Board 7♦ 4♠ 2♣, pot 22, villain bet 11. He",
        "Thinking process:\n1. I have A♥Q♥ and the",
        "The guy to my right has been shoving every",
        "My answer: call 10, not fold.\n\nThe math:",
        "**Scenario A** (he's value-heavy): fold my",
        "The villain bet 20, then the next player",
        "Thinking about whether to bet. Pot: 12 (heads",
        "On this 8♠ 7♠ 6♦ board, I have A♥A♦ and I'm",
        "Flop recap: pot 14, heads up, I'm out of",
        "Let's consider betting sizes:\n\n| Size | Pot",
        "Kuhn-style thinking doesn't apply here —",
        "**Answer: bet 12**\n\n- Board: 2♣ 2♦ 8♥ (pot",
        "Flop, heads up, I raised preflop from the",
        "I have 6♦6♣ and the board is A♠ K♠ Q♥ J♦.",
        "Legal actions: check, or bet between 2 and",
        "Let me see what the others did. The UTG player",
        "Turn, heads up, I'm in position. I want to",
        "I'm in a three-way pot, out of position,",
        "Turn card: 5♥. Board 8♥ 7♦ 3♥ 5♥. I have",
        "River, pot 24, I'm in position with A-high",
        "Bet 25.\n\nNo wait — the pot is only 20 and",
        "Big decision: villain's all-in for 19,800",
        "Kuhn poker: each player antes 1, one card",
        "Kuhn poker, ante 1 each, pot 2. I hold the",
        "The opponent checked, then I checked... no,",
        "Leduc hold'em: six cards (J, Q, K in two",
        "Leduc, round 2: my card K♥, board K♦. Trip...",
        "Leduc, round 2, pot 8 (antes 2 and round-one",
        "My card: Q♦. Public: J♣. Opponent: bet.\n\nHe",
        "J♦ in Leduc, round 1, first to act.\n- Bet:",
        "Leduc, pot 16 after his raise (antes 2, round",
        "Score: 8-7 for them. I'm second seat. Quick",
        "I'm the dealer's partner... I'm seat 2, and",
        "Score 3 to 4. The two opponents have passed.",
        "Score: 5-5. Round two. Hearts were turned",
        "The turned-down card was the 10♥. My options:",
        "Should I go alone? I have J♠, A♠, K♠ (trump",
        "Tempting to go alone with J♣ J♠ A♣ K♣ and",
        "Partner ordered me up... no, I ordered. My",
        "Discard decision. Trump: hearts. Hand: 9c",
        "Trick one. My hand: J♣, J♠, A♣, K♦, 9♥. Score",
        "Trick 4. Trumps are out (both bowers and",
        "Trick two, clubs trump, we need two more",
        "Partner led the 9♦ and the next player played",
        "Hearts trump, the right opponent made it",
        "Trick three, hearts trump, they have one",
        "Rules reminder: I pass three cards to the",
        "Hearts, pass to the left, first hand of the",
        "Hand 7, score: me 40, across 88... no, across",
        "Hearts, trick 9. Hearts are broken, and I",
        "Trick 6. Situation: I'm void in diamonds",
        "Trick 4. The diamond lead: the 9♦. Second",
        "On lead with the last four cards: Q♠, K♥,",
        "Hearts, 12 points for me so far. Trick 7.",
        "Trick 11. Cards left: Q♠, K♥, 4♥, 9♣ — wait,",
        "Bids so far: left opponent 3, partner 2,",
        "Spades, score 150 to 210. Partner bid 4,",
        "The left opponent bid nil. The right opponent",
        "Spades, end of the game. Blind nil? We're",
        "Bids: right opponent 2, partner 3, left opponent",
        "Spades bid, score 250 to 300. Tricks I expect:",
        "Scores: me 24, others 31, 18, 20. Bids so",
        "Oh Hell, five cards, I'm second to bid; the",
        "Oh Hell, five cards. Scores: 40, 35, 28 and",
        "Spades, trick 6. Our team bid 5 and has 3.",
        "Spades, trick 8. My hand: A♠, K♠, 4♠, J♦.",
        "Spades. Trick 3 of a spades hand. Our team",
        "Oh Hell, the last three tricks. Scores 30,",
        "Spades trump. Hand: 10♠, Q♥, 9♦, A♠, 2♣.",
        "Score 120-150. Spades, trick 2. Bids: me",
        "Cash game, blinds 1/2, 200 effective. The",
        "River: pot 80, villain bet 20 — a quarter-pot",
        "Full ring, blinds 1/2, 200 deep. UTG is a",
        "Preflop, blinds 1/2, 200 effective. The cutoff",
        "Turn, pot 40, stacks 150 each. The small",
        "Folding, calling, raising: all legal. My",
        "With 98% confidence: fold.\n\nThe reasoning:",
        "He bets 60 into 60 on the river. I have the",
        "We're 200 deep and he's bet 40 into 60 on",
        "Blinds 1/2, 200 effective. UTG (a tight player)",
        "Blinds 1/2, 200 effective. The cutoff opened",
        "Flop, pot 26, 200 effective, villain bet",
        "Draws: I have one. Pair: I don't. Villain",
        "I'm not sure of the opponent's tendencies:",
        "Flop, pot 30, he bet 15. I have a pair plus",
        "Button vs big blind, 200 effective. Previous",
        "Kuhn poker, first to act, ante 1 each. In",
        "Everyone passed the first round, and hearts",
        "The maker went alone and led the right bower.",
        "Hearts, pass left. Pass: Q♠, K♠, A♠? That",
        "Hearts, trick 9. The right player led the",
        "Spades bid. The left player bid 4, partner",
        "Spades, our score 410, bags 8. Partner bid",
        "Spades, trick 1. Bids: me 3, partner 2, opponents",
        "Heads up against a regular who 3-bets light",
        "I'll reason through the euchre hand in full",
        "Hearts strategy, trick 7. Let me reconstruct",
        "## Hold'em river decision\n\n**Pot:** 180 **Villain's",
        "OK so this is a tough one. Let me go through",
        "Euchre: should I go alone? Let me count every",
        "Let me compare all three choices in this",
        "Let me take a look at the situation from",
        "I have pocket aces in the big blind. Everyone",
        "First, the facts: 200 effective, blinds 1/2,",
        "Let me see. The legal actions are fold, call,",
        "Kuhn poker, I'm second to act. My card: King.",
        "Leduc hold'em, round 2. My card J♠, board",
        "Euchre: trump is clubs. Trick 2. The left",
        "Interesting spot. The big blind just min-raised",
        # refused since session 35 (was misread): "But wait" takes the call back; "(call)" names an earlier conclusion
        "River, pot 60, villain bets 20. Given the",
        # refused since session 35 (was misread as 75): a later "Make it 85" sets the raise otherwise
        "Villain likely holds a draw. If he has the",
        # refused since session 35 (was misread as the call): "Calling with the Jack only wins if ..." weighs it
        "Pot is 3 now (antes 1 + 1, his bet 1). Kuhn",
    ]
)

# Answers read as something other than their writer meant, with the rule that misfired (best guess).
MISREAD_LEFT = {}


(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT, least=200)
