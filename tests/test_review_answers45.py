"""Misreads of model answers, round eighteen: a new, independent out-of-sample measure of the answer reader as it
stands on main. The corpus was written blind, from docs/seats.md ("Reading answers") and from how models answer when
asked to think before they act, before the reader's code (core/cosino/seats/answers.py, now split into it and the
modules it reads with, and amounts.py) or its output was looked at.
Every answer is LONG: 300 to 1,900 characters of reasoning (pot odds, outs, ranges, stack sizes, trump
counts, partner's hand, bids so far, trick counts, ranks) that ends in, or holds somewhere, the decision: a closing
"**Decision:**" line, a final JSON object (with extra keys or comments), the answer first and the reasons after,
markdown sections, bullet lists, tables of options with EVs, code fences, YAML-like labels, other languages, emoji,
self-corrections near the end, the legal options restated, asides on other spots. The games come in proportion to how
often each decision comes up (most are Hold'em and trick plays). About a third are traps: a last line that is not the
decision, a decision taken back, two decisions, only other players' actions, a plan for later, a card not held. Each
answer carries what a careful reader takes as the writer's decision (None where one could not tell), judged before
the reader was run. On main (ea8a017), of 263 answers (14 left undecided) the reader misreads 15 (two of them
undecided answers it read as a decision) and refuses 166 of the 249 clear ones. Earlier corpora:
tests/test_review_answers27.py to 44.py; none of their texts is reused here."""

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

# Decisions the shared lists lack, each fitting the hands told below: Leduc's first action of a round; a deep open
# spot; euchre plays with spades trump (J♣ is the left bower) and a follow in hearts; oh-hell with six cards; hearts
# plays on lead and following clubs; spades plays on lead and following diamonds.
LEDUC_OPEN = [{"action": "check"}, {"action": "bet"}]
OPEN_DEEP = [{"action": "check"}, {"action": "bet", "min": 2, "max": 190}]
EU_SPADES = [{"action": "play", "cards": ["Js", "Jc", "As", "Kh", "9d"]}]
EU_HEARTS_FOLLOW = [{"action": "play", "cards": ["Th", "Ah"]}]
EU_ANY = [{"action": "play", "cards": ["Qd", "Tc", "9c", "Ks"]}]
OH6 = [{"action": "bid", "min": 0, "max": 6}]
H_LEAD = [{"action": "play", "cards": ["3c", "8c", "Jd", "5s", "Qh", "2h"]}]
H_CLUBS = [{"action": "play", "cards": ["4c", "9c", "Kc"]}]
H_VOID = [{"action": "play", "cards": ["Qs", "As", "7h", "Td"]}]
SP_LEAD = [{"action": "play", "cards": ["Ks", "7s", "Ad", "9h", "3c"]}]
SP_DIAMONDS = [{"action": "play", "cards": ["5d", "Qd"]}]
SP_VOID = [{"action": "play", "cards": ["2s", "Js", "Kh", "6c"]}]
BET, RAISE, ORDER, ALONE_, PARTNER = act("bet"), act("raise"), act("order"), act("alone"), act("partner")
ALLIN = raise_to(200)  # HOLDEM's most: every all-in word of the seat's own raises to it

# (answer, legal options, what its writer meant; None where a careful reader could not tell).
CORPUS = [
    # ---- Hold'em facing a bet (fold, call, raise 4 to 200): long reasoning, plain endings ----
    (
        "Alright, let me work through this.\n\nI'm on the button with K♠Q♦. The cutoff opened to 5 and it folded "
        "to me. Blinds 1/2, so the pot is 5 + 1 + 2 = 8. Stacks are 200 effective.\n\nKQ offsuit is strong against "
        "a cutoff range that includes hands like A2s-A9s, K9s, QTs, 65s and 22+. Calling is fine, but 3-betting "
        "gets folds from the bottom of his range and isolates him, and I keep position for the rest of the hand. "
        "A size of about 3x his open is standard in position: 15. The blinds are tight, so a squeeze behind me is "
        "unlikely.\n\nIf he 4-bets I'll let it go; KQo does badly against a 4-betting range.\n\n"
        "**Decision:** Raise to 15",
        HOLDEM,
        _raise(15),
    ),
    (
        "Let me count outs carefully.\n\nBoard: J♥ 8♥ 3♣ 2♠. I have A♥5♥: nut flush draw plus a gutshot to the "
        "wheel (a 4 gives A-2-3-4-5). Outs: 9 hearts + 3 non-heart fours = 12. With one card to come, that's "
        "about 12 × 2 = 24% (more precisely 12/44 ≈ 27%).\n\nPot is 48, villain bet 24, so I'm calling 24 to win "
        "72: I need 25%. I'm right at the edge, and the ace overcard gives me a few more outs against one pair "
        "(maybe 2 more, but some of those are dirty). Implied odds on a heart river are good: he'll pay off with "
        "a set or two pair.\n\nRaising as a semi-bluff would fold out little; his turn bet after a flop check-call "
        "looks like a made hand.\n\nI'll call.",
        HOLDEM,
        CALL,
    ),
    (
        "The villain shoves 200 into a pot of 60 on the river. Board: Q♠ Q♦ 9♣ 5♥ 2♠. I hold A♣9♦, so two pair, "
        "queens and nines with an ace kicker.\n\nHis range for an overbet shove: Qx (trips), 99 or 55 (full houses), "
        "and busted... well, what busted draws? The only draws were backdoor ones. So value-heavy, and the bluffs "
        "are few. I'm calling 200 to win 260: need 43%. Against trips and boats I have 0%, and I'd need him to be "
        "bluffing nearly half the time.\n\nThat's not happening from a player who hasn't bluffed once in 80 hands."
        "\n\nFold — painful, but right.",
        HOLDEM,
        FOLD,
    ),
    (
        '{"thinking": "Pocket jacks, facing a 3-bet to 20 from the small blind after my open to 6 on the button. '
        "His 3-bet range from the SB vs BTN is wide, maybe 12%: TT+, AJs+, KQs, A5s-A2s, some suited connectors. "
        "JJ is well ahead of that. 4-betting to 50 gets called by QQ+/AK and folds the bluffs; calling in "
        'position keeps his bluffs in and plays well.", "action": "call", "confidence": 0.7}',
        HOLDEM,
        CALL,
    ),
    (
        "Situation: turn, board T♣ 7♦ 6♦ K♠, pot 70, villain bet 50. My hand: 9♦8♦ — I flopped the nut straight "
        "(6-7-8-9-T) and I still have it, plus a flush draw to the second-nut flush.\n\nThe king is a good card "
        "for him to continue with, since KT and K7 just made two pair. Raising now gets more money in while he "
        "has a hand. Stacks: I have 165 left, he has 170. If I raise to 160, I'm essentially all in; might as well "
        "move the lot to make the river decision easy for both of us.\n\nAll in.",
        HOLDEM,
        ALLIN,
    ),
    (
        "Reasoning:\n1. Hand: 4♣4♠. Position: big blind. Action: UTG raised to 6, two callers, small blind folded.\n"
        "2. Pot: 6 × 3 + 1 + 2 = 21. To call: 4. I'm getting better than 5:1.\n"
        "3. Set mining: I flop a set 11.8% of the time. With three opponents each holding 194 behind, implied odds "
        "are huge.\n"
        "4. Raising is pointless: I'd be squeezing against an early-position range with the worst pair.\n"
        "5. Folding gives up a profitable call.\n\nConclusion: call 4 more.",
        HOLDEM,
        CALL,
    ),
    (
        "Hmm, this is a spot I'd like to get right.\n\nRiver: A♦ J♣ 7♠ 4♦ 4♣. I have J♥T♥ (second pair). Villain "
        "checked the turn and now bets 15 into 40 — a small, almost blocking size. Pot odds: call 15 to win 55, "
        "21%. Hands he'd bet small: weak aces for thin value, 7x, missed draws trying a cheap bluff, and jacks "
        "with worse kickers. I beat missed draws and sevens and some jacks. I lose to every ace.\n\nAt 21% I only "
        "need to be good about one time in five, and I'm comfortably above that.\n\nCall.\n\n(If he'd bet the pot "
        "here I would fold; the small size makes this easy.)",
        HOLDEM,
        CALL,
    ),
    (
        "Answer: fold.\n\nWhy: he's 4-bet to 60 from under the gun after my 3-bet to 20 with A♠J♠ in the hijack. An "
        "under-the-gun 4-bet from a tight player is QQ+, AK, maybe AQs once in a while. My AJs is dominated by "
        "every ace in that range and way behind the pairs. Calling 40 more to see a flop with 140 behind, out of "
        "his range's favour, is a losing play, and a 5-bet shove gets called only by better.\n\nNext time I'd "
        "think twice about 3-betting AJs against this player.",
        HOLDEM,
        FOLD,
    ),
    (
        "### Spot\nFlop 9♠ 9♥ 4♦, pot 16, heads-up. Villain (big blind) leads into me for 8. I have A♣A♥ on the "
        "button.\n\n### Options\n- **Fold** — no.\n- **Call** — keeps his bluffs and weak fours in; lets him "
        "keep betting the turn.\n- **Raise** — charges draws, but there are no draws on this board, and he folds "
        "everything I beat.\n\n### Choice\nThere's nothing to protect against here. I'll flat and let him keep "
        "leading. **Call.**",
        HOLDEM,
        CALL,
    ),
    (
        "Okay, so what do I actually have? Q♣Q♦ on a board of K♦ 8♥ 5♣. The pre-flop raiser bet 12 into 20 and "
        "I'm in position.\n\nAgainst a c-bet, queens are a bluff catcher below a king. He c-bets this board with "
        "his whole range: AK, KQ, KJ, but also AQ, AJ, small pairs and air. Raising turns my hand into a bluff; "
        "folding is far too tight with the second-best pair on a dry board.\n\nSo calling is the obvious play "
        "now, and I'll reassess on the turn: if a scare card like an ace comes and he fires big, I'll release.\n\n"
        "Call 12.",
        HOLDEM,
        CALL,
    ),
    (
        "I have 7♠6♠ in the big blind. Button raised to 5, small blind called. Pot is 5 + 5 + 2 = 12, and I "
        "need 3 more. I'm getting 15:3 = 5:1, so I need 17% equity, and suited connectors have about 35% "
        "three-way. Calling is clearly profitable.\n\nA squeeze to 22 is possible: the button opens wide and the "
        "small blind's flat caps his range. But 76s has good playability and squeezing it turns it into a "
        "bluff against two players.\n\nSo my action: flat call. Pot will be 15 three-way.",
        HOLDEM,
        CALL,
    ),
    (
        "Numbers first:\n- Pot before his bet: 90\n- His bet: 90 (pot-sized)\n- My stack: 140\n- My hand: "
        "A♠K♠ on Q♠ 8♠ 3♦ 2♥ — nut flush draw + two overcards\n\nOuts: 9 spades, plus maybe 3 aces and 3 kings if "
        "he has a pair smaller than queens: 15 in the best case, 9 in the worst. Equity with one card: 20%-33%.\n"
        "To call I need 90 / 270 = 33%. A shove for 140 total puts 50 more on top. Does he fold a queen? "
        "Probably not; he bet pot.\n\nMoney is tight, so I'll jam rather than call and face a river decision. "
        "Shove.",
        HOLDEM,
        ALLIN,
    ),
    (
        "Let me be careful here because my first instinct was wrong.\n\nHand: 5♥5♦. Board: K♥ Q♥ 5♠ 9♥. I have "
        "bottom set, but three hearts are now on board. Villain check-raised the flop and now bets 70 into 100 on "
        "the turn.\n\nFirst instinct: shove, I have a set. But the heart turn is bad: any heart in his hand made "
        "a flush. His range for check-raise then barrel: sets above mine (KK, QQ, 99), two pair, AhXh, and some "
        "flush draws that just got there. I still have 10 outs to a full house (about 22%).\n\nSo: I'm not "
        "shoving. I'll call 70 and see the river; if it pairs the board, I'm getting it in.",
        HOLDEM,
        CALL,
    ),
    (
        "Thinking step by step:\n\nThe big blind has 3-bet me 5 times in the last 20 hands. I opened A♦4♦ from "
        "the button to 5, and he 3-bet to 18. Pot: 18 + 5 + 1 = 24, and I need 13 more.\n\nA4s blocks AA and AK, "
        "and it plays poorly as a call out of... no wait, I'm in position. Calling in position is fine. But "
        "4-betting as a light bluff against a hyper-aggressive 3-bettor is better: he can't continue with "
        "enough. Size: about 2.2x in position, 40.\n\nMove: 4-bet to 40.",
        HOLDEM,
        _raise(40),
    ),
    (
        "Hero: T♥9♥, button. Villain: small blind, 3-bets to 16 after hero opens to 5.\n\nThe tournament is near "
        "the bubble. I have 200, he has 180. If I call, I'm out of position? No: on the button I'm in position "
        "for the whole hand. Calling keeps a wide range, and T9s flops well. But I'd be investing 8% of my stack "
        "near the bubble with a hand that flops little.\n\nTo be honest, folding is the disciplined choice here "
        "— ICM pressure is real, and the small blind's 3-bet range from a short-handed tight player is strong."
        "\n\nFinal: fold. (A cash game with deep stacks would be a call.)",
        HOLDEM,
        FOLD,
    ),
    (
        "Let's evaluate. Pot: 55. Villain bets 40 on the flop, board 8♣ 7♣ 2♥. I have J♣T♣: flush draw and a "
        "gutshot... no, an open-ended straight draw? 7-8 on board, J-T in hand: 7-8-9-T-J needs a 9. Only a nine. "
        "So a gutshot: 4 nines, one of them a club. Flush: 9 clubs. Total: 12 outs, about 45% with two cards.\n\n"
        "That's close to a coinflip against an overpair, so raising is strong: fold equity plus equity. Raise "
        "to 120 leaves 75 behind, which commits me, so I'd rather just jam: 200 total.\n\n"
        '```json\n{"action": "raise", "amount": 200}\n```',
        HOLDEM,
        ALLIN,
    ),
    (
        "🃏 Hand: A♥A♠\n📍 Position: UTG+1\n💰 Pot: 3 (blinds) + 6 (UTG open) = 9\n\nUTG opened to 6. I have "
        "aces. 3-betting is obvious: I want to build the pot and isolate. A good size out of position versus one "
        "player is 3x: 18. Slightly bigger since there are players behind who may cold-call: 20.\n\n✅ Decision: "
        "Raise to 20",
        HOLDEM,
        _raise(20),
    ),
    (
        "Let me think. The villain's river bet is 120 into 150. I hold K♣K♦ on A♠ 6♥ 6♣ 3♦ T♠. He called my "
        "preflop raise, checked and called the flop, checked and called the turn, and now leads big on the "
        "river. A 'check-call, check-call, lead' line is almost always value: trips, or an ace that got scared? "
        "No — an ace isn't scared by a ten. It's a strong ace or trip sixes. My kings are a bluff-catcher against "
        "a range with very few bluffs (what did he miss? the board had no draws).\n\nCalling 120 to win 270: "
        "need 31%. He's bluffing maybe 10%.\n\nI fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Okay.\n\nFacing a min-raise preflop: UTG min-raised to 4, everyone folded to me in the big blind. I hold "
        "Q♣9♣. Pot: 4 + 1 + 2 = 7, and I need 2 to call. That's 9:2, 18% equity needed, and Q9s has about 38% "
        "against an early-position range. Easy call.\n\nShould I 3-bet? No; out of position with a hand that's "
        "dominated by KQ, AQ, QJ, I'd rather see a cheap flop.\n\n> I call.",
        HOLDEM,
        CALL,
    ),
    (
        "Here's my reasoning as a table:\n\n| Action | Pot after | Equity | Comment |\n|---|---|---|---|\n"
        "| Fold | — | 0% | gives up 12 already in |\n| Call 30 | 120 | 38% | need 25%: fine |\n| Raise to 90 | "
        "180+ | 38% + folds | folds out worse, keeps better |\n\nThe raise fails: it turns my pair plus draw "
        "into a bluff against his strong range, and calling has a positive EV on its own. So: **call**.",
        HOLDEM,
        CALL,
    ),
    (
        "Preflop. Blinds 1/2. The UTG player, a loose passive guy, limped; the hijack raised to 8; the cutoff "
        "folded; I'm on the button with A♣Q♣.\n\nPot: 2 + 8 + 1 + 2 = 13. AQs is well ahead of a hijack opening "
        "range when he raises over a limper (that's usually a wider, isolating range). I'd like to play a heads-up "
        "pot in position, and a 3-bet to 26 does that while the limper almost always folds.\n\nAnswer: 3-bet to 26.",
        HOLDEM,
        _raise(26),
    ),
    (
        "Looking at this spot: stacks are short. I have 24 behind after posting the big blind. The button shoves "
        "for 30, which covers me. I hold K♥J♦.\n\nPot: 30 + 1 + 2 = 33, and I need 22 more to call off my last "
        "chips. That's 55 to win, 22 to call: I need 40% equity. Against a button shoving range of around 35% "
        "(22+, A2+, K9+, QT+, JT, suited connectors) KJo has about 52%. Clear call.\n\nI'm calling, all in.",
        HOLDEM,
        CALL,
    ),
    (
        "**Board**: 3♥ 4♥ 5♣ 6♠\n**Me**: 7♥7♣ (a straight, 3-4-5-6-7)\n**Pot**: 36, villain bet 24\n\nAny 2, any 7, "
        "any 8 in his hand... an 8 doesn't help him unless he has 7-8. A 2 gives him a lower straight. 7-8 makes "
        "a higher straight (4 through 8). The heart flush draw is live.\n\nI'm ahead of almost everything: two "
        "pair, sets, the lower straight. Raising charges the flush draw and gets value from sets. Raise to 80.",
        HOLDEM,
        _raise(80),
    ),
    (
        "Mi razonamiento: tengo A♠T♠ en la ciega grande. El cutoff subió a 6, el botón pagó, la ciega pequeña "
        "se retiró. El bote es 6 + 6 + 1 + 2 = 15, y me cuesta 4 más. Con un as suited y posición mala, pagar es "
        "razonable; hacer squeeze a 28 también es posible, pero el botón paga a menudo.\n\nCreo que lo mejor es "
        "simplemente igualar y jugar el flop.\n\nDecisión: call",
        HOLDEM,
        CALL,
    ),
    (
        "I hold J♦J♠. UTG opened to 6, UTG+1 3-bet to 20, and now the action is on me in the lojack.\n\nThat's an "
        "under-the-gun open followed by a 3-bet from the next seat: two strong ranges. JJ is behind QQ+ and flips "
        "with AK. A 4-bet would be called or 5-bet only by hands that crush me, and calling 20 with UTG left to "
        "act behind me risks a squeeze by the original raiser... actually UTG would be the one squeezing back. "
        "Either way, calling puts 10% of my stack in with a hand that likes to play heads-up against wide ranges, "
        "and this is neither.\n\nDecision: fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "First, I note: the river is the 2♦, a blank. The board reads K♠ J♥ 8♦ 8♣ 2♦. I hold K♦Q♦, top pair, "
        "good kicker, and the board's pair of eights.\n\nVillain bet 30 on the flop, checked the turn, and now "
        "bets 45 into 100. The delayed river bet at less than half pot looks like thin value or a bluff with a "
        "missed QT or T9 straight draw. I beat all of that except K-A, K-8, and J-8.\n\nCalling 45 to win 145 "
        "requires 31%. Raising for value only gets called by the hands that beat me.\n\nDecision: **Call** 45.",
        HOLDEM,
        CALL,
    ),
    (
        "Pre-flop action: two limpers, then a raise to 12 from the cutoff, and the small blind called. I'm in the "
        "big blind with 8♥8♣. Pot: 2 + 2 + 12 + 12 + 2 = 30. To call: 10 more. Set odds: about 7.5:1 against "
        "flopping a set, and the stacks are 190+ behind for everyone: implied odds are huge with four players.\n\n"
        "If I 3-bet here I'm bloating a pot with a medium pair against four players; no.\n\nI take the call.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me consider the stacks. I have 52 left; the villain covers me. Pot is 80 on the turn, board A♣ 9♣ 4♥ "
        "2♠. He bets 40. I hold 9♥9♦ — middle set.\n\nA set is way ahead of his range (aces, flush draws, "
        "wheel draws). The pot is big relative to my stack: 52 behind against 120 after his bet. If I just call "
        "40 I have 12 left, which is silly. Getting it in now denies equity to the club draw.\n\nPutting in the "
        "rest: raise to 52. (That's all of it.)",
        HOLDEM,
        _raise(52),
    ),
    # ---- Hold'em facing a bet: traps (last line not the decision, take-backs, two decisions, plans, others) ----
    (
        "Villain bets 18 into 24 on the flop. Board: Q♦ T♦ 4♠. I have A♦J♣: gutshot to broadway (a king), "
        "backdoor nut flush draw, and an overcard.\n\nI'm going to raise to 55 as a semi-bluff. Hmm, wait. He's "
        "a calling station who never folds a pair; semi-bluffing a player who doesn't fold is burning money. "
        "Against him I should just take the cheap card with my 4 clean outs plus backdoors and the ace.\n\nSo no "
        "raise. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Decision: call.\n\nThe reasoning, since it's close: pot 60, bet 30, so 25% needed. I have 8♠8♥ on J♣ "
        "7♦ 3♠ 2♣. He's a positional bettor who stabs at every checked turn. Eights beat his air, and he has a "
        "lot of air.\n\nRiver plan: if he bets big again on a blank, I'll fold; if he checks, I'll check back. "
        "Villain's likely river action: bet 60 with his jacks.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me weigh this. I have A♥K♣, the flop is K♠ 7♥ 2♦ and the villain donk-bets 10 into 14.\n\n"
        "Option one: raise to 32. It builds the pot against his weaker kings and 7x that will call.\n"
        "Option two: just call. It keeps his bluffs in and disguises my hand.\n\nBoth are fine. Honestly I can't "
        "pick between them: the raise is better against a station, the call against an aggressive player, and I "
        "don't know which he is.",
        HOLDEM,
        None,
    ),
    (
        "The cutoff opened to 6, the button 3-bet to 20, and the small blind called. I'm in the big blind with "
        "A♣A♦. What a spot.\n\nPot: 6 + 20 + 20 + 2 = 48. A 4-bet (cold 5-bet, really) to about 80 gets the money "
        "in with the best hand. Squeezing with aces here is obvious: calling lets three players see a flop where "
        "my aces are maybe 50%.\n\nMy move: raise to 80. If the button shoves, I call, of course.",
        HOLDEM,
        _raise(80),
    ),
    (
        "Flop: A♠ 8♣ 5♣. I'm out of position with 8♥7♥ (middle pair). The preflop raiser bets 10 into 15.\n\n"
        "Calling keeps me in with a weak pair that beats his c-bet bluffs. Folding is the safe route given he'll "
        "barrel many turns. Raising is out.\n\nTough. I'd call against a frequent c-bettor, fold against a nit. "
        "This player's stats: 70% c-bet, so a frequent c-bettor.",
        HOLDEM,
        CALL,
    ),
    (
        "Villain is all in for 200. Pot before his shove was 60 (flop), board J♠ J♦ 6♣. I hold A♠J♣: trips with "
        "top kicker.\n\nHe can have a full house with 66 or J6, but those are 4 combos. Overpairs, flush... no "
        "flush possible. I'm crushing his range.\n\n**I call.**\n\nHe will probably show QQ, and if the river "
        "brings a queen I'll be unlucky. Opponent's action after this: nothing, he's all in.",
        HOLDEM,
        CALL,
    ),
    (
        "Raise to 45 here? Let me see. I'm in the big blind with K♠K♥, and the button raised to 6, the small blind "
        "3-bet to 20. Pot: 6 + 20 + 2 = 28. A 4-bet to 45 is about 2.25x the 3-bet, which is fine, but against "
        "this small blind, who 3-bets only QQ+ and AK, kings are in a flip against AK and behind aces. Stacks are "
        "200.\n\nStill, folding kings preflop at 100bb is never right, and calling out of position lets the "
        "button in cheaply. So yes: 4-bet to 45. Hmm, or 50 to price out the button? No, 45 is fine.",
        HOLDEM,
        _raise(45),
    ),
    (
        "He bets 25 into 30 on the river. Board: 7♠ 7♥ K♣ 3♦ 9♠. I hold K♥T♥ (top pair, ten kicker).\n\n"
        "Key question: what does he value bet? K-Q, K-J, A-K (which beat me), 7x, 99, 33. What does he bluff? "
        "QJ, JT, 86 (missed gutshots), and random hands. The ratio seems roughly 60/40 value/bluff at this size.\n"
        "I need 25 / 80 = 31%.\n\nIt's close, and my ten kicker is relevant only against KT-K8. I'm calling. Well, "
        "maybe fold, since the river nine improved a lot of his calls. Hmm. Really, it's close to a coin toss "
        "between the two.",
        HOLDEM,
        None,
    ),
    (
        "Given the player's history (he's shown down 3 river bluffs tonight), I'll call. No raise: raising a "
        "bluff-catcher is a mistake.\n\nMy cards: Q♥Q♣. Board: A♦ 5♠ 5♥ 8♣ 2♦. Pot: 90. His bet: 70. I need 70 / "
        "230 = 30%. He's bluffing more than 30% of the time given the history.\n\nIf he were a nit, folding would "
        "be clear. Fold is what I'd do against a nit.",
        HOLDEM,
        CALL,
    ),
    (
        "What did everyone do? Let me re-read the hand.\n- UTG: raise to 6\n- UTG+1: fold\n- Lojack: call\n- "
        "Hijack (the maniac): 3-bet to 24\n- Cutoff: fold\n\nNow it's on me on the button with T♣T♠. Pot: 6 + 6 + "
        "24 + 3 = 39.\n\nTens are strong against the maniac but the UTG opener and the lojack are still to act "
        "behind... no, they act after me, and either could 4-bet. If UTG 4-bets, I'm folding. If the lojack "
        "folds and UTG calls, it's a three-way pot.",
        HOLDEM,
        None,
    ),
    (
        "I'll call.\n\nReasoning: I have 6♥5♥ on 4♠ 3♦ K♣, an open-ended straight draw (2 or 7) with 8 outs, "
        "facing a c-bet of 8 into 14. With two cards to come, that's about 32% equity, and I need 8 / 30 = 27%. "
        "Implied odds are great.\n\nRaise for fold equity? Tempting. Scrap that plan: he c-bets 90% and folds to "
        "raises 50%... Actually that makes raising pretty good. Let me raise to 26 instead.",
        HOLDEM,
        _raise(26),
    ),
    (
        "Turn: A♥ Q♠ 6♦ 4♥. I have Q♦Q♥ — middle set. Villain bets 40 into 60.\n\nHe's a tight-aggressive reg. "
        "His bet means: AK, AJ, AT (top pair), A6/A4 (two pair), and heart draws, possibly a set of aces or "
        "fours. I beat everything except AA. Raise for value: 110 (leaving 80 behind), or jam.\n\nJamming looks "
        "strong since any heart on the river will freeze the action. I'll raise to 110? No, I'll shove it in. "
        "Final: all in.",
        HOLDEM,
        ALLIN,
    ),
    (
        "So, the spot: I'm in the small blind with 9♠9♦, the cutoff opened to 5 and the button called. The big "
        "blind is still to act after me.\n\nA squeeze to 24 out of position is reasonable: the button's flat "
        "caps him, the cutoff opens 30% of hands. But nines are not a great squeeze hand since they don't want "
        "to face a 4-bet; they'd rather set-mine. Calling with the big blind behind me risks a squeeze.\n\n"
        "What would a solver do here? Probably mix raising and calling. I'll do the same: half the time call, "
        "half the time 3-bet.",
        HOLDEM,
        None,
    ),
    (
        "He's over-betting the river: 180 into 120, putting me to a decision for nearly all my stack (I have 190). "
        "Board: 8♥ 6♥ 2♣ J♦ 5♥ (third heart on the river). I hold J♠J♣, top set. Any heart beats me, and 4-7 "
        "for the straight (7-4? no: 4-5-6-7-8 needs 7-4, yes).\n\nHe checked the turn, which makes a flush from "
        "a heart draw that checked... plausible. An overbet polarizes him: the nuts or air. Missed draws? "
        "The hearts got there, so the bluffs are the few non-heart, non-straight hands: very few.\n\n"
        "Verdict: I'm folding top set. Ugh.\n\nIf he shows a bluff, I'll tilt.",
        HOLDEM,
        FOLD,
    ),
    (
        "Call or fold? Call.\n\nThe river card paired nothing and the flush I was chasing never came, so "
        "what's left is pure showdown value against his range.\n\nI'm on the river with A♠3♠ (ace high) after "
        "I missed my flush draw. Board: K♣ 9♠ 4♠ 7♥ 2♦. He bets 6 into 40 — a tiny bet. Pot odds: 6 to win "
        "46, 13%. Ace high beats his missed straight draws (QJ, JT, T8, 86, 65) and some bluffs. With 13% "
        "needed, a call is clearly right.",
        HOLDEM,
        CALL,
    ),
    (
        "Okay — here's what the other players are doing:\n- The button raised to 5.\n- The small blind called.\n"
        "- The big blind (me) has 2 in already.\n\nAnd what I hold: 3♣2♦, offsuit. The worst hand in hold'em. "
        "Closing the action at 5:1 might tempt some, but 32o has 30% equity three-way at best and plays badly "
        "post-flop. There's no raise to consider.\n\nThe only sensible choice is to let it go. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Thinking out loud: the opponent shoves 200 on the flop (pot 20). My hand is 7♣7♦ on K♠ Q♠ 7♥ — bottom "
        "set. He's overshoving 10x the pot, which screams a draw that wants fold equity or a hand like KQ that "
        "fears draws. I'm ahead of everything except KK and QQ.\n\nObviously I'm calling. \n\nIf I were "
        "shallow-stacked I'd do the same; if I had 77 with a spade in a multiway pot, same thing. In fact, "
        "the only hand I'd fold here is a weak pair. I'd fold a hand like 8♥8♣.",
        HOLDEM,
        CALL,
    ),
    (
        "Pot: 30. Villain bet 15 on the flop. Board: 9♣ 8♦ 7♣. I hold T♠6♠ — a straight (6-7-8-9-T). Draws "
        "everywhere: clubs, J-T makes a higher straight on a jack/six, and many two pairs.\n\nI want to raise big "
        "to charge draws: 50. Not a min-raise, which gives a flush draw a good price. \n\nResponse:\n- "
        "action: raise\n- amount: 50\n- reason: protect the straight",
        HOLDEM,
        _raise(50),
    ),
    (
        "Let me review: the villain's river bet of 40 into 50, board A♥ K♥ T♣ 8♥ 4♦. My hand: Q♥J♦ — broadway "
        "straight (A-K-Q-J-T) but there's a three-heart board. Any two hearts beat me.\n\nHe raised preflop from "
        "UTG and barreled. Hearts in his range: AhXh suited (AhQh, AhJh no, I have the J♦... AhJh is possible), "
        "KhQh, QhJh, JhTh... I hold the Q♥, which blocks the nut flush with K♥Q♥... wait, the K♥ is on the "
        "board. It blocks Q♥X♥ flushes.\n\nSo I'm calling 40 for a pot of 130.",
        HOLDEM,
        CALL,
    ),
    (
        "I was going to call, but he has exactly the kind of range that crushes me here. Let me recount: UTG "
        "raise, 3-bet, then a check-raise on an A-K-4 flop. That's AK, AA, KK, 44. My QQ (Q♠Q♦) is drawing "
        "to two outs.\n\nFold.\n\nIf he'd raised to 40 instead of 70, calling would have been close. Call would "
        "be fine against a loose player.",
        HOLDEM,
        FOLD,
    ),
    (
        "Preflop in a 6-max game. Hero on the big blind with A♥5♥. Opener: the hijack, 2.5x (5 chips). "
        "Pot: 5 + 1 + 2 = 8.\n\nA5s is a standard 3-bet bluff candidate from the big blind: it blocks AA/AK, "
        "flops wheel draws and nut flush draws. Sizing out of position: 4x, so 20.\n\nConsidering everything, "
        "I'll 3bet to 20 chips.",
        HOLDEM,
        _raise(20),
    ),
    (
        "Hand: T♥T♦. Board: 9♣ 5♦ 2♠ 5♣ J♥. The pot is 44 and villain checked to me, I bet 20, and he check-"
        "raised to 60. Now I must decide.\n\nA river check-raise from a passive player: full houses (95, 55, 22... "
        "not 22, one 2 is out, still possible), trip fives, J-x rarely (JJ, J5). Bluffs: almost none for this "
        "player. My pair of tens is a bluff-catcher against a nearly pure value range.\n\nCall? Yes if he "
        "bluffs 25%+. He doesn't. No call.\n\nFolding.",
        HOLDEM,
        FOLD,
    ),
    (
        "The small blind limps; I'm in the big blind with K♣T♣ and it's 2 to me... well, I've already posted the "
        "big blind, he completed, so he's put in 2 and the legal options are fold, call, raise? Odd — normally "
        "I could check. Calling costs nothing extra, presumably.\n\nI'd like to raise: KTs is well ahead of a "
        "small-blind limping range. A size of 8 (4x) gets folds from junk and plays a pot in position.\n\n"
        "→ Raise 8",
        HOLDEM,
        _raise(8),
    ),
    (
        "My hand: A♦Q♠. Board: Q♥ J♣ T♥ 4♦. Villain bets 35 into 50.\n\nTop pair, top kicker, but the board is "
        "scary: K-9, A-K, K-x makes a straight... AK has broadway. A king on the river gives me broadway too. "
        "He also has heart draws.\n\nCalling keeps the pot moderate. Raising folds out the draws I want to "
        "charge... no, raising charges them. I'll call this street.\n\nPlan: check-call the river unless a heart "
        "or nine comes; then check-fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Raise, call or fold — which one? Let me list what I know. Effective stacks 200. The villain's line: "
        "limp-call preflop, check-raise the flop to 30 on 6♠ 6♦ 3♥ (pot was 12 after my c-bet of 8... so my bet "
        "was 8, he raised to 30).\n\nI hold A♥K♦: two overcards, no pair. Six outs (3 aces + 3 kings) if he has "
        "a pair, none if he has a six. I need 22 / (12 + 8 + 30 + 22) = 31%. Two overs have 24% with two cards.\n\n"
        "I can't continue.",
        HOLDEM,
        FOLD,
    ),
    (
        "The player to my right shoved for 45 (he's short). The big blind folded. I'm in the small blind with "
        "A♠9♦ and 200 behind.\n\nPot: 45 + 1 + 2 = 48, to call: 44. I need 44/92 = 48%. Against a short stack's "
        "shoving range (he shoves any ace, any pair, K9+), A9o has about 52%.\n\nCall. Opponent's cards: probably "
        "A-x. Raise isn't needed: he's all in and nobody is behind me.",
        HOLDEM,
        CALL,
    ),
    (
        "Hmm, 3-bet or flat? A♣J♣ on the button vs a cutoff open to 6.\n\nAJs is a strong button hand, good for "
        "either. The blinds: the small blind squeezes often. Flatting invites a squeeze, which I'd have to fold "
        "to... so a 3-bet to 18 is better: it takes the initiative and makes the blinds' squeeze moot.\n\n3-bet it "
        "is. To 18.",
        HOLDEM,
        _raise(18),
    ),
    (
        "I check-raised the flop to 36 with 8♦8♠ on 8♥ 4♣ 2♣ and he 3-bet me to 90. Now the pot is 12 + 36 + 90 "
        "= 138 and I have 164 behind, so I can call 54 or shove.\n\nHe has overpairs, club draws, maybe 44 or 22 "
        "(I'm ahead of those). Against a flush draw, getting it in now is best; against an overpair, any line "
        "wins. Jamming denies the draw its equity on the turn.\n\nShove. Rationale: top set, wet board.",
        HOLDEM,
        ALLIN,
    ),
    # ---- Hold'em with nothing to call (check, bet 2 to 70; deep: bet 2 to 190) ----
    (
        "Flop: K♦ 7♣ 2♥. Pot: 13. I raised preflop from the cutoff with A♠A♣ and the big blind checked to me.\n\n"
        "This is the driest flop there is. My overpair is way ahead, and he has few hands that call a big bet: "
        "K-x, 7-x, pocket pairs. A small c-bet of about a third of the pot keeps all of those in and gets value "
        "from them. 13 / 3 ≈ 4, let's make it 5.\n\n**Decision: bet 5**",
        OPEN,
        _bet(5),
    ),
    (
        "Let me see — river, pot 46, I'm first to act out of position with 6♣6♠ on J♠ 9♥ 4♦ 2♣ Q♥. I check-called "
        "the flop and the turn checked through.\n\nMy sixes have showdown value against missed draws (T8, 87) and "
        "nothing else. Betting gets called by jacks and queens and folds out everything I beat. Check is "
        "obvious.\n\n**Check.**",
        OPEN,
        CHECK,
    ),
    (
        "Turn. Board: A♣ 8♣ 5♦ 3♠. I have 7♦6♦: an open-ended... 4-5-6-7-8 needs a 4, or 5-6-7-8-9 needs a "
        "9? I hold 7-6 with 8 and 5 on board, so 5-6-7-8 + 4 or 9: yes, open-ended, 8 outs. Plus the 4 also "
        "makes 3-4-5-6-7. Pot: 22, I'm in position and he checked.\n\nSemi-bluffing is good: he checks a lot of "
        "weak aces and pocket pairs here, and two-thirds of the pot (15) folds many of them. If called, I have "
        "8 outs on the river.\n\nBet 15.",
        OPEN,
        _bet(15),
    ),
    (
        "I'm first to act on the flop as the preflop raiser. Q♣ J♣ 9♦. I hold A♥K♠: a gutshot? A-K-Q-J needs a "
        "ten — yes, any ten gives me broadway. Two overcards, gutshot. Pot 16.\n\nThis board smashes the big "
        "blind's calling range (KT, T8, QJ, J9, Q9, suited connectors). Continuation betting into it is "
        "dangerous. Checking controls the pot and I can take a free card. I'll check back... well, I'm first, so "
        "I'm checking to him.\n\nCheck. If he bets, I call with 10 outs.",
        OPEN,
        CHECK,
    ),
    (
        "River spot. The board paired the deuce on the river, which turns my set of nines into a full house; "
        'he has called twice and seems to like his hand. Here is my structured answer:\n\n{"street": "river", '
        '"pot": 60, "hand": "9h9s", "board": "9c 6d 2h Ks 2s", "made": "full house, nines full of twos", '
        '"plan": "value", "action": "bet", "amount": 45, "note": "villain calls with kings; a check-raise '
        'would let me get it in"}',
        OPEN,
        _bet(45),
    ),
    (
        "## River analysis\n\nPot: 38. Stacks: 160 behind. I hold K♥Q♥ on T♥ 6♥ 3♣ 7♦ 2♠: I missed the flush, "
        "and I have king high.\n\nHe checked to me. Can king high win at showdown? Against his checks: almost "
        "never; he has pairs or better, or a missed draw like 98 or 54, which I beat. So there's some value in "
        "checking. But bluffing works too: my hand blocks the K-high flushes... which didn't come.\n\n### "
        "Decision\nI'll bluff: bet 28 (roughly 3/4 pot).",
        OPEN,
        _bet(28),
    ),
    (
        "Okay, let's see. Heads up, I'm on the button, the big blind checked. Flop 5♠ 5♣ 5♥ and I hold 8♦8♣.\n\n"
        "A full house. He has basically nothing on this board unless he holds the last five or an overpair. "
        "Betting gets folds from everything. Slowplay: check behind, let him catch up or bluff.\n\nI check back. "
        "Turn plan: bet 6 if he checks again.",
        OPEN,
        CHECK,
    ),
    (
        "Small bet or big bet? Turn, board K♠ 8♥ 4♠ Q♦, pot 30, I'm in position and he checked. I hold A♠K♦: "
        "top pair, top kicker, and the nut flush backdoor... no backdoors on the turn, just the A♠ blocker.\n\n"
        "Value from worse kings and Q-x is what I want. A half-pot bet of 15 keeps K-J, K-T, Q-J in. A 24 bet "
        "gets more from K-Q? K-Q is ahead.\n\nDecision: bet 15.",
        OPEN,
        _bet(15),
    ),
    (
        "Pot: 8 (a limped pot with blinds 1/2 and three players). I'm in the big blind and checked my option "
        "preflop with 9♥4♦. Flop: 9♣ 9♦ 4♠ — nines full of fours. Everyone checks to me? No, I'm first to act "
        "after the small blind checked.\n\nI'd like to build a pot: someone with a 9 or a 4 would call. A lead "
        "of 4 to 6 is plausible. But a check lets the aggressive button stab, and I can check-raise.\n\nCheck, "
        "planning to check-raise to 20 if the button bets.",
        OPEN,
        CHECK,
    ),
    (
        "I'll bet 40.\n\nWhy: river, pot 60, board A♠ T♣ 7♦ 4♥ 4♣. I have A♦T♦, two pair (aces and tens). The "
        "villain check-called the flop and turn: he has an ace or a ten, or a 7. Against his calling range, I'm "
        "ahead of everything except A-4, T-4, 7-4, 44 and A-7... no, A-7 is two pair below mine. A bet of 40 "
        "(two-thirds) gets called by worse aces.\n\nNot checking; that wastes value.",
        OPEN,
        _bet(40),
    ),
    (
        "The key facts:\n• Flop, 3-way, pot 18\n• I'm the preflop raiser, first to act\n• Hand: J♠J♦\n"
        "• Board: A♥ K♣ 6♠\n\nTwo overcards to my jacks, multiway. Betting into two players on an A-K board gets "
        "called only by aces and kings, both ahead. Jacks have showdown value, so check is best and fold to a "
        "big bet.\n\n• Action: check",
        OPEN,
        CHECK,
    ),
    (
        "I'm going to think about this spot from the opponent's perspective. He called my preflop 3-bet from "
        "the big blind and check-called the flop (7♦ 5♣ 2♣). The turn is the A♣: flush completed for his "
        "suited clubs.\n\nI hold Q♥Q♠. He checks to me again. If I bet 30 into 48, what calls? Flushes (beat "
        "me), aces (beat me), 7x sometimes (I beat). What folds? 66, 44, 88 (I beat these anyway).\n\nBetting "
        "is value-owning myself. Check behind.",
        OPEN,
        CHECK,
    ),
    (
        "Let me structure this:\n\n**Hand**: 4♦4♥ on the button, 3-way limped pot\n**Flop**: 4♠ J♣ J♥\n"
        "**Pot**: 6\n\nFull house, fours full of jacks. Both blinds checked. Anyone with a jack will call; "
        "I'd like to build the pot. A pot-sized bet (6) looks like a steal and invites a check-raise from a jack.\n\n"
        "**Bet**: 6",
        OPEN,
        _bet(6),
    ),
    (
        "Hmm. I'm on the river with nothing: 5♣4♣ on A♦ K♠ 9♥ 8♦ 2♠. He checked. Pot 28.\n\nBluffing here works "
        "only if he folds often. He checked the turn and river, so his range is weak-ish: 9x, 8x, small pairs. "
        "A bet of 20 needs him to fold 42%. He'll fold a lot of 8x and some 9x.\n\nAnd yet, bluffing into a "
        "calling station is just lighting money. He's called three barrels with bottom pair before.\n\nSo I "
        "give up. Check.",
        OPEN,
        CHECK,
    ),
    (
        "Preflop raiser, flop: T♠ 9♠ 8♥, pot 14, heads up, out of position. I have A♣A♠ — overpair with the "
        "nut flush draw.\n\nThis board connects with the caller's range: J-T, J-Q, 7-6, T-9, sets. I have "
        "great equity though: an overpair plus nut flush draw. Betting and getting raised is fine; I can "
        "get it in.\n\nBet 10 (about 70% pot). If raised, shove.",
        OPEN,
        _bet(10),
    ),
    (
        "Turn, pot 40, I'm in position. The villain checked. My hand: 3♥3♣ on K♠ J♦ 8♣ 2♥.\n\nI have the "
        "smallest pair with no improvement possible except a 3 (2 outs). My options:\n- Check: free showdown "
        "with a hand that beats air.\n- Bet: turns 33 into a bluff; he calls with any pair.\n\nI'd bet if I "
        "thought he folds 8x and weaker... I don't think he does. Check it is.\n\nOn the river, if he bets, "
        "I'll probably fold.",
        OPEN,
        CHECK,
    ),
    (
        "Dry board: 2♣ 2♦ 7♠. I have K♠Q♠, no pair. Pot: 14. I raised preflop and he checked.\n\nPlan: c-bet "
        "small. My range has all the overpairs; his has few 2s or 7s because he'd 3-bet 77... not necessarily. "
        "A third-pot bet (5) wins often.\n\nBut — another thought: he check-raises this board a lot. If he does, "
        "I'll fold. That's fine; the bet needs to work only 26% of the time.\n\nBet 5.",
        OPEN,
        _bet(5),
    ),
    (
        "River, stacks 150 behind, pot 95. Board: K♦ Q♦ 8♣ 3♥ 6♦. I hold A♦5♦ — the nut flush.\n\nHe checked to "
        "me. I want max value. An overbet of 140? He'd call only with a smaller flush or a set. A pot-sized "
        "bet of 95 gets called by flushes and sets, maybe two pair. A shove of 150 is the same as an overbet.\n\n"
        "Going with the pot size, 95.\n\nIf he shoves over it, that's a snap-call.",
        OPEN_DEEP,
        _bet(95),
    ),
    (
        "I was going to check, but I'll lead.\n\nMy hand: 7♥7♣. Flop: 7♠ 6♦ 5♣ — top set on a very connected "
        "board. Pot: 20. The preflop raiser is behind me and c-bets 80% of flops. Check-raising is the "
        "standard way to build the pot... but on this board he might check back with overpairs afraid of the "
        "straight, and hands like 98 and 84 are already straights.\n\nLeading 14 charges the draws. Lead out.\n\n"
        "Bet 14.",
        OPEN_DEEP,
        _bet(14),
    ),
    (
        "Heads-up, deep stacks: 190 each. Turn: J♥ 9♣ 4♦ 9♥. Pot: 36. I'm first.\n\nI hold J♠9♠ — a full house "
        "(nines full of jacks). He has jacks, a flush draw with hearts, or a 9 at best. I lead to get value "
        "from his jacks and draws. Size: 26 (about 3/4).\n\nAnd, if he calls and the river is a blank, I'll "
        "shove the rest.",
        OPEN_DEEP,
        _bet(26),
    ),
    # ---- Hold'em, open spots: traps ----
    (
        "First instinct: bet 20. But let me reconsider.\n\nRiver. Pot: 40. Board: Q♣ T♠ 4♥ 3♦ 8♠. I hold "
        "Q♥9♥: top pair, a weak kicker. He checked. A bet of 20 gets called by better queens (QK, QA, QJ) and "
        "by tens sometimes. He folds everything worse except Q-8 and some tens. Value-betting thin is fine "
        "against stations, but this player checks strong hands to trap.\n\nFinal decision: check.",
        OPEN,
        CHECK,
    ),
    (
        "Flop: A♥ 6♦ 6♣. I hold A♣K♣ — top pair top kicker. Pot: 12. I'm out of position.\n\nIf I check, he "
        "bets his air and pairs; if I bet, he folds his air and calls with... well, worse aces. Either line "
        "works. Betting 4 keeps his worse aces in. Checking gets his bluffs.\n\nI'll check or bet 4 — both "
        "lines are roughly equal in EV, I'd say.",
        OPEN,
        None,
    ),
    (
        "Let's see, what did the other players do? The small blind checked, the big blind checked, and the "
        "button (the aggressive one) bets 60% of the time here. I'm in the cutoff with 9♦8♦ on T♦ 7♣ 2♥ — open-"
        "ended, backdoor flush.\n\nThey both checked to me, the preflop raiser. Pot: 18.\n\nA c-bet of 10 folds "
        "both blinds' weak hands and I have equity when called. The button already folded preflop, I forgot. "
        "So two players, both checked.\n\nBet 10.",
        OPEN,
        _bet(10),
    ),
    (
        "I'd like to check-raise, but I'm the last to act — nobody can bet after me. The turn is K♣, board "
        "K♣ J♦ 5♥ 5♠... no wait, 5♠ is the river. Let me reread: board K♦ J♦ 5♥ with the K♣ on the turn. I hold "
        "J♣J♠: a full house, jacks full of kings? J-J-J-K-K: yes.\n\nBoth opponents checked. Pot 24. Betting "
        "gets value from kings. Bet 16.",
        OPEN,
        _bet(16),
    ),
    (
        "Option A: bet 30 for value.\nOption B: check and call a bet.\nOption C: check and raise.\n\nI'm "
        "first to act, OOP, on the turn with top two pair (A♣Q♥ on A♥ Q♦ 3♣ 8♠). Pot 48. He bet the flop "
        "and I called. He's aggressive and he'll bet when checked to.\n\nOption C looks best against him: a "
        "check-raise gets in more money and his bluffs fire into me.",
        OPEN,
        CHECK,
    ),
    (
        "Villain's last action: check. My decision on the river: check back or bet.\n\nI hold A♣J♠ on J♥ 8♦ "
        "5♣ 5♦ 2♠: top pair, top kicker, pot 50. His range after check-call flop, check-call turn, check river: "
        "J-x, 8-x, 5-x sometimes, pocket pairs. A bet of 25 gets called by J-x worse and 8-x sometimes.\n\n"
        "Value bet: 25. Villain's next move: call with J-T, fold 8x. Last note: check is fine too.",
        OPEN,
        _bet(25),
    ),
    (
        "I'll check this flop. Reason: I have 2♥2♦ on Q♣ J♠ 9♣, I'm multiway, and betting folds nothing that "
        "I beat.\n\nThree players saw the flop, and the two behind me both have plenty of straight and flush "
        "draws in their ranges on this board; my pair of deuces is the weakest holding at the table right "
        "now.\n\nOn the turn, though, I plan to bet 20 if it's a 2 and he checks. On the river, bet 40 if I "
        "improve. Turn: bet. River: bet.",
        OPEN,
        CHECK,
    ),
    (
        "Spot: river, pot 70, board 6♠ 5♠ 4♦ K♣ A♦. I hold 7♠3♠ — a straight (3-4-5-6-7). The ace brought in "
        "A-2 for a wheel? A-2-3-4-5 needs A-2-3, I have the 3, board has A-4-5, he'd need 2-3... I hold a 3, so "
        "a wheel needs his 2-3. Possible. Also 8-7 makes a higher straight (4 through 8).\n\nI want value from "
        "two pair and sets. A bet of 45 is about 2/3.\n\nHmm, overbet? No. 45.\n\nCheck? No!",
        OPEN,
        _bet(45),
    ),
    (
        "Here's the thing: if he were a loose player, I'd bet 30 here for value. If he were a nit, I'd check "
        "back. I've seen him for 15 hands and he's folded 12 times preflop, which looks like a nit.\n\nSample "
        "sizes this small are noisy, of course, but 12 folds in 15 hands is about 80%, and loose players "
        "don't do that. His only voluntary hand was this one, a flat preflop from the big blind.\n\nRiver, pot "
        "44, my K♠J♥ on K♦ 9♣ 7♥ 4♠ 3♣. Top pair, jack kicker.",
        OPEN,
        CHECK,
    ),
    # ---- Hold'em, deep tournament stacks (fold, call, raise 400 to 20,000): amounts with commas, k, bb ----
    (
        "Blinds are 200/400. I have 18,500 and the chip leader covers me. He opened to 900 from the hijack; I'm "
        "on the button with A♠Q♦.\n\nAQo is well ahead of a hijack range. A 3-bet to about 2,400 (2.7x) in "
        "position builds a pot with the best hand and folds out the blinds. Calling is fine too, but I want "
        "to take the initiative.\n\nFinal answer: raise to 2,400",
        BIG,
        _raise(2400),
    ),
    (
        "Tournament, 45 big blinds deep (18,000 with the big blind at 400). The UTG player raised to 1,000, "
        "and the player after him shoved for 9,600. I'm in the cutoff with J♥J♣.\n\nPot: 600 (blinds + antes?) "
        "no antes, so 200 + 400 + 1,000 + 9,600 = 11,200. I need 9,600 to call. UTG can still act behind me. "
        "A short stack's shove range includes 22+, A-x suited, broadways. JJ is a favourite against that.\n\n"
        "But the risk is UTG waking up with QQ+ behind me. Even so, I'll call: jacks are too strong to fold "
        "to a 24bb shove.\n\nCall 9,600.",
        BIG,
        CALL,
    ),
    (
        "Let me put this in big blinds (bb = 400).\n- My stack: 50bb (20,000)\n- Pot: 7.5bb (3,000)\n- Villain "
        "bet: 5bb (2,000) on the turn\n- Board: 8♣ 8♠ 3♦ Q♥, hand: A♥8♥ (trips, top kicker)\n\nRemaining "
        "players: 31, paid places: 27, so we're close to the money but my stack is healthy and his is the "
        "short one at the table (about 28bb).\n\nI want to raise for value: about 2.5x his bet, so 12.5bb. In "
        "chips that's 5,000.\n\nRaise to 5,000.",
        BIG,
        _raise(5000),
    ),
    (
        "Pot: 14k. Villain shoves: 20k total (he covers me; I have exactly 20k). I hold K♠K♣ on 9♦ 6♠ 2♥ 4♦. "
        "Only AA, 99, 66, 22, 44 and 53/87 (straight: 5-6-7-8-9 needs 8-7; 2-3-4-5-6 needs 5-3) beat me.\n\n"
        "He's a loose player who has shoved over my bets twice before with draws, and the board carries a "
        "diamond draw (9♦ 4♦) now.\n\nGetting it in with kings on this board is routine. \n\n**Decision:** call "
        "(20k).",
        BIG,
        CALL,
    ),
    (
        "Facing 3,600 from the cutoff; I'm the big blind with 7♦6♦ and 16,000 behind. Preflop pot: 3,600 + "
        "200 + 400 = 4,200. To call: 3,200. That's a 9x open — a massive size, likely a strong hand or a "
        "tilting player. I need 3,200 / 7,400 = 43%. 76s has ~35% against a tight range.\n\nHe's been at the "
        "table for three orbits and opened only twice, both times to 2.5x, so this sizing stands out even "
        "more. Players who suddenly change size usually hold a premium pair.\n\nFold. Not close.",
        BIG,
        FOLD,
    ),
    (
        "Blinds are 200/400 and the button has been opening about 45% of hands this level. I'll give my "
        "answer in YAML as requested.\n\n```yaml\nhand: QsQh\nposition: small blind\nfacing: raise to 1,100 from "
        "the button\nstack: 20,000\nanalysis: >\n  Queens are way ahead of a button opening range. A 3-bet out "
        "of position to about 4x\n  builds the pot and takes the lead.\naction: raise\namount: 4400\n```",
        BIG,
        _raise(4400),
    ),
    (
        "Turn. Pot: 9,000. Villain bet 6,000. Board: K♥ 9♥ 5♣ 2♥. I hold A♥T♣: the nut flush draw with one heart "
        "(I need one more heart... no, I have one heart and there are three on board: A♥ gives me the nut "
        "FLUSH already). Wait: K♥ 9♥ 2♥ on board plus my A♥ = five hearts? That's four. A flush needs five of "
        "the suit: board three + mine one = four. So no flush, a draw.\n\nHmm, no: a flush uses five cards from "
        "seven; I have three on board + one = four hearts. Right, a draw. 9 outs, ~20%. Need 6,000/21,000 = "
        "29%. Fold.",
        BIG,
        FOLD,
    ),
    (
        "The big blind is 400. He min-raised to 800 from UTG. I'm in the hijack with A♦K♦, and I have "
        "15,000.\n\nThe players behind me in the cutoff and on the button are both short (12bb and 15bb) and "
        "are likely to shove over a 3-bet only with premium hands, which AKs handles fine.\n\nA min-raise from "
        "UTG is usually strong or a trap. AKs wants to 3-bet for value: to around 2,500 (3x + a bit). If he "
        "4-bets, I'm happy to get it in.\n\nRe-raise to 2.5k.",
        BIG,
        _raise(2500),
    ),
    (
        "Let me think about all three options.\n\n| Option | Chips | Result |\n|---|---|---|\n| Fold | 0 | "
        "keeps 14,200 |\n| Call | 4,800 | 34% to win 12,000 |\n| Shove | 14,200 | 55% fold equity |\n\nWith 7♠7♦ "
        "against a late-position 3-bet, the shove is best: he folds his light 3-bets and I flip against big "
        "cards. Jam it all.",
        BIG,
        _raise(20000),
    ),
    (
        "River: pot 22,000, villain bets 8,000. Board: J♠ T♠ 6♥ 6♦ 3♣. I hold Q♠J♦ (top pair, queen "
        "kicker).\n\nNeed 8,000/38,000 = 21%. He's value betting J-x worse? Probably A-J, K-J... those beat me. "
        "Bluffs: missed spade draws (A♠x♠, K♠Q♠... I hold Q♠). I'm good about 40%.\n\nCall, but I won't raise: "
        "raising 8k to 24k only gets called by 6-x.\n\nSo: call 8k.",
        BIG,
        CALL,
    ),
    (
        "Stack: 19,000. He opened to 1,200 from the cutoff; I'm in the small blind with A♣5♣. I'd like to "
        "3-bet to 4,800, about 4x out of position. A5s is a good 3-bet bluff.\n\nEdit: the big blind behind me "
        "is a maniac who 4-bets a lot. Against him, a 3-bet bluff loses value. Better to just fold A5s out of "
        "position than call and play multiway.\n\nFold it.",
        BIG,
        FOLD,
    ),
    (
        "Short version: call.\n\nLong version: I'm the big blind with K♦Q♣. The button opened 2.2x (880). "
        "The small blind folded. I need 480 more to win 1,480 + 480. KQo has excellent equity against a button "
        "range, and 3-betting out of position is fine, but calling keeps his dominated hands in.\n\nSo my "
        "move is to call 480.",
        BIG,
        CALL,
    ),
    (
        "I raise to 12bb.\n\nThe button is a regular who opens 50% and folds to 3-bets about 60% of the time, "
        "so aces want a size he can still continue against with his broadways and pairs.\n\nContext: blinds "
        "200/400, I hold A♠A♦ in the big blind, the button opened to 1,000 (2.5bb). A 3-bet to 12bb (4,800) "
        "out of position... or maybe smaller? 10bb (4,000) looks like a normal 3-bet and gets called more "
        "often.\n\nStick with 12bb.",
        BIG,
        _raise(4800),
    ),
    # ---- Kuhn poker (three cards J, Q, K; ante 1) ----
    (
        "Kuhn poker. I'm first to act and I hold the Jack, the lowest card.\n\nThe opponent holds either the "
        "Queen or the King. If I bet, he calls with the King and folds the Queen (usually). If I check, he bets "
        "his King and sometimes bluffs... he has nothing to bluff with if I hold the jack? He can hold the "
        "Queen, and a Queen facing a check should check back since it only beats the Jack.\n\nGame theory says "
        "the Jack bluffs with probability α, between 0 and 1/3. I'll bluff a third of the time and check "
        "otherwise; this time, check.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "Kuhn poker — I hold the King, the best card. Opponent checked to me.\n\nWith the King, betting is "
        "obviously right: he calls with a Queen sometimes, and a Jack may fold. Checking behind gains nothing, "
        "since showdown with a check would only win the ante.\n\nPot is 2 (the two antes). I bet 1.\n\n"
        '{"action": "bet"}',
        KUHN_OPEN,
        BET,
    ),
    (
        "I hold Q in Kuhn poker. The opponent bet after I checked.\n\nHis range for betting after a check: Kings "
        "(value) and Jacks (bluffs). With a Queen I beat his bluffs and lose to his value. Pot: 2 antes + his 1 "
        "= 3, I call 1 to win 3: need 25%. In equilibrium, his bluff ratio makes me indifferent, and calling "
        "with the Queen a third of the time... actually, the equilibrium call frequency for the Q facing a bet "
        "is 1/3 + α.\n\nI'm not going to overthink: his style is bluffy. Call.",
        KUHN_FACE,
        CALL,
    ),
    (
        "Kuhn: my card is the Jack. The opponent bet. I can't beat anything: the J loses to the Q and the K. "
        "Calling wins only if he has... nothing lower exists. So calling is strictly losing.\n\nIn Kuhn poker "
        "there are only three cards, so with the jack in my hand he holds the queen or the king, and both "
        "beat me at showdown. The pot is 3 chips now and calling would cost 1 more.\n\nDecision: fold. Calling "
        "with a J never wins a showdown.",
        KUHN_FACE,
        FOLD,
    ),
    (
        "Kuhn poker, second to act. My card: Queen. The opponent has checked.\n\nOptions: check (showdown: I win "
        "vs Jack, lose vs King) or bet (J folds, K calls: betting wins nothing extra from the J and loses 1 more "
        "to the K). Betting with the Queen here is dominated.\n\nCheck. The opponent's next step would have "
        "been a bet, if I'd bet... no, he'd call or fold.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "I have the King. In Kuhn poker the opponent has bet into me. Folding a King is never right; it's "
        "the nuts. Calling wins the pot of 4 every time.\n\nHe holds the jack or the queen. With the jack his "
        "bet is a bluff; with the queen it's a thin value attempt or a bluff too. Either way my king wins "
        "every showdown, and the pot will be 4 after my chip goes in.\n\nCall it. (There's no raise in Kuhn.)",
        KUHN_FACE,
        CALL,
    ),
    (
        "Kuhn. Holding: J. I checked, he bet, now I'm facing his bet. Hmm, at equilibrium the Jack always "
        "folds facing a bet. But wait — this opponent has bet 9 of the last 10 hands after my check, so he's "
        "bluffing with Jacks... he can't have a Jack, I have it. He has the Q or K. With a Q he'd bet only as "
        "a bluff; my J loses to the Q anyway.\n\nSo any showdown loses. No call possible that wins. I think "
        "calling is right anyway to keep him honest.",
        KUHN_FACE,
        CALL,
    ),
    (
        "Kuhn poker, I'm first to act, holding the Queen. The textbook line: check the Queen. If he bets, call "
        "sometimes. Betting a Queen is bad: Jacks fold and Kings call.\n\nWhat if I bet to represent the King? "
        "He would call with the K and fold the J: the bet is never good.\n\nCheck or bet? Bet!\n\nHmm, no — "
        "I just showed bet is bad. Check.",
        KUHN_OPEN,
        CHECK,
    ),
    # ---- Leduc hold'em (J, Q, K in two suits; one private card, one public card) ----
    (
        "Leduc hold'em, round one. My card: K♠. I'm first to act.\n\nThe deck is six cards: two jacks, two "
        "queens and two kings. Since I hold one king, he has the other king with probability 1/5, a queen "
        "2/5, a jack 2/5. Round-one bets are 2 chips.\n\nThe King is the best private card. Betting gets value "
        "from Queens and Jacks that call, and Jacks fold. Checking risks a free card that pairs his Jack or "
        "Queen on the board. Raise frequency after a check... I'd rather lead.\n\nBet.",
        LEDUC_OPEN,
        BET,
    ),
    (
        "Leduc, round 2. Board: Q♥. My card: Q♠ — I made a pair of queens, the second-best hand possible "
        "(only a pair of kings... no, a pair beats any unpaired card; the only hands that beat me are none: "
        "the pair on board is Q, and there's only one other Q, which I hold... wait, Leduc has two of each "
        "rank, so Q♥ on board and Q♠ in hand: no other queen exists). I have the nuts.\n\nHe bet 4. I raise to "
        "get more in.\n\nDecision: raise.",
        LEDUC_FACE,
        RAISE,
    ),
    (
        "Leduc poker. My private card is J♦, the public card is K♣, and the opponent bet.\n\nI have jack high. "
        "He bets with K-x (a pair), and Q-x as a semi-bluff sometimes. Pot after his bet: antes 2 + round one "
        "4 + his 4 = 10... let me not get lost in chips. I beat only a bluff with Q? No — a Q beats my J. I beat "
        "nothing at showdown unless he has the other J.\n\nFolding.",
        LEDUC_FACE,
        FOLD,
    ),
    (
        "Leduc round one: I hold Q♥. The opponent opened with a bet, I... no, the opponent bet first and I'm "
        "facing it.\n\nQueen is middling. Against a bet, his range: K (value), Q (sometimes), J (bluff). A "
        "raise with a Queen is too thin; folding gives up too much when the board can still pair me (2 of 4 "
        "remaining unseen... a Q on board with 1/5 chance).\n\nCalling is the standard play. Call.",
        LEDUC_FACE,
        CALL,
    ),
    (
        "Round two of Leduc. Public card: J♠. My card: K♥. Nobody has acted; I'm first.\n\nK high on a J board: "
        "I beat Q-high and lose to J (pair). He'd call a bet with the J (and raise), and fold a Q. Betting "
        "folds out worse and gets called by better: a textbook check.\n\nI check. If he bets, I'll call once: "
        "his bets include Q bluffs.",
        LEDUC_OPEN,
        CHECK,
    ),
    (
        "Leduc: my card K♣, board K♦ — trips? No, a pair of kings, the nuts here. The opponent raised my "
        "bet. Options: fold, call or raise.\n\nThere's a cap on raises per round; if a re-raise is legal, I "
        "take it. Re-raise!\n\nHe'll call with a Q or J? Not a chance... he'll fold, probably. Still, re-raising "
        "the nuts is correct when he may have the other pair... no other pair is possible. I raise.",
        LEDUC_FACE,
        RAISE,
    ),
    (
        "Leduc, round one. I have the J♥. The opponent checked.\n\nThe J is the weakest card. Should I bluff "
        "bet? If he holds a Q, he might fold to a bet with a check-raise never... His check range includes "
        "Q and J, maybe K as a trap. A bet as a bluff wins the pot when he folds his Q, which happens often.\n\n"
        "Honestly a 50/50 mix of check and bet is right. I'll flip a coin in my head: heads, bet.",
        LEDUC_OPEN,
        BET,
    ),
    (
        "Leduc, round 2, facing his bet. Board: Q♣. Mine: J♠. His betting in round one was a raise, so he "
        "has a King (strong) or a Queen.\n\nWith a jack high I beat no King and no Queen. There's another J in "
        "the deck; if he had J he'd have a... tie. Fold.\n\nIf the board were a J, I'd raise. On a K board, "
        "I'd call. On this Q board: fold.",
        LEDUC_FACE,
        FOLD,
    ),
    (
        "Leduc, round 1, my card K♦, opponent bet.\n\nThe opponent holds one of the five remaining cards: the "
        "other king once in five, a queen or a jack otherwise. My king is ahead 80% of the time before the "
        "public card.\n\nRaise or call? Raising with the best card builds the pot. But raising reveals "
        "strength; calling lets him bluff more in round 2. Leduc equilibrium strategies raise the King here "
        "most of the time.\n\nI raise. Well — calling is close. I'll raise.",
        LEDUC_FACE,
        RAISE,
    ),
    (
        "Leduc, first round. My card: Q♠. The opponent checked to me.\n\nMy queen is ahead of the two jacks "
        "and behind the two kings; the other queen ties. With the public card still to come, the pair chance "
        "for each card is the same.\n\nThe standard line: bet with K, check with Q and J mostly. But a bet "
        "with Q folds out J and is called by K... Let me not bluff.\n\nCheck.\n\nNote: in round two, if the Q♥ "
        "comes, I'll bet and raise.",
        LEDUC_OPEN,
        CHECK,
    ),
    # ---- Euchre: ordering up (pass, order) ----
    (
        "Euchre, first round of bidding. The upcard is the J♦ and the dealer is an opponent (on my left). My "
        "hand: A♦, K♦, J♥, 9♣, 10♠.\n\nIf diamonds are trump, the J♦ is the right bower and the J♥ is the left "
        "bower. Ordering the J♦ gives the dealer the right bower, which is a big gift: he'd hold the top trump. "
        "I'd have the left, the ace and the king of diamonds: three trumps, one of which is beaten.\n\nStill, "
        "three trumps with the left is usually enough to order... not when I hand the right to the dealer. "
        "Pass, and hope to call diamonds next round? If he picks it up... no, it's my decision only.\n\n"
        "Decision: pass.",
        BID1,
        PASS,
    ),
    (
        "Upcard: 10♣. Dealer: my partner. Hand: J♣, J♠, A♣, K♥, Q♦.\n\nOff-suit, the K♥ and the Q♦ are not "
        "likely winners, but with five trumps between us and partner I expect to take three tricks at least, "
        "probably four.\n\nClubs: J♣ is the right bower, J♠ the left bower, A♣ the ace — the three top trumps. "
        "My partner gets the 10♣, a fourth trump for our team. This is a loner hand almost, and at least an "
        "easy order.\n\nI order it up! 💪",
        BID1,
        ORDER,
    ),
    (
        "Let me count. Upcard 9♠, the dealer is on my right (an opponent), I'm second seat? No, I'm the seat "
        "after the dealer's partner... I'm third to bid. Partner passed, the first opponent passed.\n\nMy "
        "spades: Q♠, K♠. Left bower? The J♣ would be, and I don't have it. Off-suit: A♥, A♦, 10♣. Two small "
        "trumps plus two aces. Ordering the 9♠ into the dealer's hand gives him a trump.\n\nTwo trumps is "
        "thin. I'll pass and see whether hearts or diamonds come round two, where my aces shine.",
        BID1,
        PASS,
    ),
    (
        "Score: we have 9, they have 6. One point wins. The upcard is the A♥, dealer is the opponent on my "
        "left, I'm first to bid.\n\nMy hand: J♦ (left bower if hearts), 10♥, 9♥, K♣, K♠. Three trumps in "
        "hearts: the left, the ten and the nine. The dealer gets the ace.\n\nAt 9 points, being euchred gives "
        "them 2 (8 total, not a win). Making it wins the game. I think ordering is right with three trumps "
        "including a bower.\n\n**Order up.**",
        BID1,
        ORDER,
    ),
    (
        "The upcard is K♦ and my partner is dealing. My hand: 9♦, Q♦, A♠, A♣, 10♥.\n\nTwo trumps (9, Q of "
        "diamonds), two off-suit aces. With the K♦ going to my partner, our team has at least three trumps, "
        'plus whatever he holds. "Ordering up" partner is a classic call with two trumps and two aces.\n\n'
        "Final: order",
        BID1,
        ORDER,
    ),
    (
        "First round. Upcard: 9♣. I'm first seat, the dealer (an opponent) is across... no, the dealer is on my "
        "right. My hand is junk for clubs: A♦, K♦, Q♦, 9♥, 10♠. Zero clubs. No bowers.\n\nPass. Round two, I "
        "plan to call diamonds with the A-K-Q: that's strong in diamonds if hearts... if the J♦ or J♥ is out "
        "it's still good.\n\nMy partner might order; we'll see.",
        BID1,
        PASS,
    ),
    (
        "Bidding, round one. The upcard: Q♠. Dealer: me. My hand: J♠, J♣, 9♠, A♥, 10♦.\n\nIf I pick up the Q♠: "
        "right bower, left bower, queen, nine of trump, with the ace of hearts. That's four trumps. Easy.\n\n"
        "Hmm, wait, I'm the dealer, so the others bid first... all three passed, and now it's mine: I pick it "
        "up. In the option list this is 'order'.\n\nAction: order.",
        BID1,
        ORDER,
    ),
    (
        "Round 1. Upcard 10♦. Opponent dealing. My hand: J♥ (the left bower in diamonds), A♦, 9♠, 9♣, K♠.\n\n"
        "Two trumps, one a bower, plus the A♦. Ordering gives the dealer the 10♦. Meh. If partner has a trump "
        "or two, we're fine. But the standard is 3 trumps to order into the dealer.\n\nI'm on the fence. Order "
        "or pass? I'd say pass... or order. I really can't decide.",
        BID1,
        None,
    ),
    # ---- Euchre: naming trump in round two (pass; trump clubs, diamonds, spades — hearts was turned down) ----
    (
        "Second round of bidding. Hearts (the upcard's suit, the 9♥) were turned down, so I can name clubs, "
        "diamonds or spades, or pass. My hand: J♠, A♠, K♠, Q♣, 10♦.\n\nThe J♣ would be the left bower in "
        "spades and it's not in my hand, but the three top spades I do hold, J-A-K, are enough to make the "
        "point with partner's help.\n\nSpades: J♠ right bower, A♠, K♠ — three top trumps. Clubs: the Q♣ and "
        "the J♠ as left bower... spades is much better.\n\nI name spades.",
        SUITS,
        card("trump", "s"),
    ),
    (
        "Round two. Hearts turned down. My hand: J♦, 9♦, A♣, K♣, 10♣.\n\nClubs: A, K, 10 — three clubs, no "
        "bower. Diamonds: J♦ (right), 9♦, plus the J♥? I don't have it. Two diamonds with the right.\n\nClubs has "
        "more trumps; diamonds has the bower. I'd rather have three trumps including the ace and king than two "
        "with the right... Clubs gives me A-K-10 of trump plus J♦ off... Hmm. Diamonds gives J♦ and 9♦ of trump "
        "plus A♣ K♣ off.\n\nGoing with clubs.",
        SUITS,
        card("trump", "c"),
    ),
    (
        "Second round, hearts are out (the K♥ was turned). I'm the dealer, everyone passed, so I'm stuck: I must "
        "name a suit. My hand: Q♦, 9♦, 10♣, A♠, 9♠.\n\nDiamonds: two (Q, 9). Spades: two (A, 9). Clubs: one.\n"
        "The J♥ would be the left bower in diamonds... and in hearts—no, hearts are out. Spades has the ace; "
        "diamonds has the queen. A♠ as a trump is strong, and it's the third-best trump.\n\nI'm picking spades.",
        STICK,
        card("trump", "s"),
    ),
    (
        "Round 2, hearts turned down (10♥). My hand: J♥, J♦, A♦, 9♣, Q♠.\n\nWith the Q♠ and 9♣ as off-suit "
        "losers, I expect three trump tricks and partner only needs to take one trick to make our point; "
        "five tricks would need a loner.\n\nWith diamonds as trump: J♦ right bower, J♥ left bower, A♦ — the "
        "three top trumps! This is a great hand. I might even go alone later.\n\nThe call: diamonds.",
        SUITS,
        card("trump", "d"),
    ),
    (
        "Round two. The turned-down card was the A♥. My hand is weak: 10♣, 9♦, Q♠, K♥, 9♥. \n\nCalling with a "
        "single trump is how you get euchred; the opponents would take two points. Our score is 4 to 5, so "
        "losing two here would be costly.\n\nNo suit has more than one card besides hearts, and hearts is out. "
        "Calling anything would likely get us euchred. Pass. Partner or the dealer can name it.\n\nThe "
        "opponents' likely call: spades or clubs.",
        SUITS,
        PASS,
    ),
    (
        "Bidding round 2. Hearts were turned down. My cards: J♣, A♣, 10♣, K♦, Q♦.\n\nThe K♦ and Q♦ are side "
        "cards; they might win a trick if the A♦ is gone. I count three trump tricks with partner's help on "
        "the fourth.\n\nClubs: J♣ (right), A♣, 10♣ — three trumps, plus the J♠ could be the left... I don't "
        "hold it. Diamonds: K, Q only.\n\nI call clubs. Not diamonds, not spades. Clubs.",
        SUITS,
        card("trump", "c"),
    ),
    (
        "Second round. Hearts turned down. Hand: 9♠, 10♠, K♠, A♦, Q♣.\n\nSpades would be my suit: three "
        "spades, no bowers. Too thin? Three low trumps with an ace on the side — the dealer's team passed, so "
        "they're weak in... we don't know. The first opponent passed too. Spades is possible.\n\nI'll say "
        "spades. On second thought, with no bower I'll get euchred. No — pass.",
        SUITS,
        PASS,
    ),
    (
        "Hearts got turned down. My partner passed, the left opponent passed. Now me: J♠, J♣, 9♣, A♥, K♥.\n\n"
        "The A♥ and K♥ are off-suit now and likely winners too, since hearts were just turned down and the "
        "dealer kept none of them.\n\nClubs: J♣ right, J♠ left, 9♣ — three trumps, top two bowers. Spades: J♠ "
        "right, J♣ left — two. Clubs is clearly better.\n\nMake it clubs. Partner will be happy; the opponents "
        "will be cursing their pass.",
        SUITS,
        card("trump", "c"),
    ),
    # ---- Euchre: going alone ----
    (
        "I ordered up the 10♠ and the dealer picked it up. Now: alone or with partner?\n\nMy hand: J♠ (right), "
        "J♣ (left), A♠, K♠, A♥. Four trumps including both bowers and the ace, plus an off ace. A loner wins "
        "4 points if I take all five tricks. Risks: the Q♠ and 10♠ (with the dealer) and maybe the 9♠. I lead "
        "the bowers and pull trumps: J♠, J♣, A♠ take three trumps out; the dealer's 10♠ falls... his Q♠ may "
        "survive? He has two trumps at most against my four... After three rounds he's out.\n\nI'm going alone.",
        ALONE,
        ALONE_,
    ),
    (
        "Alone? Let me count. Trump: diamonds. My hand: J♦, A♦, K♦, 9♣, 10♥.\n\nThe score is 6 to 5 for us. A "
        "loner is worth four points if all five tricks come in, but only one point otherwise.\n\nI have the "
        "right, the ace and the king — but the left bower (J♥) is out there, and my two off-suit cards are "
        "losers. A loner would need partner's... there's no partner in a loner. Two losers = no loner.\n\nI'll "
        "play with my partner.",
        ALONE,
        PARTNER,
    ),
    (
        "Should I go alone? Trump: clubs. Hand: J♣, J♠, A♣, Q♣, A♦.\n\nThat's the right bower, the left bower, "
        "the ace and queen of clubs, and the off ace of diamonds. The only trumps that beat... none beat my "
        "bowers. The K♣ outranks my Q♣, and it's somewhere. Lead J♣, J♠, A♣: if the K♣ hasn't fallen, lead A♦ "
        "then Q♣... risky only if one opponent held K♣ plus two more clubs.\n\nYes, alone. 🚀",
        ALONE,
        ALONE_,
    ),
    (
        "Going alone is tempting here: J♥, J♦, A♥ in hearts, plus the A♠ and K♠.\n\nHearts are trump, so the "
        "J♥ is the right bower and the J♦ the left; with the A♥ I hold the three top trumps, and the A♠ and "
        "K♠ are decent side cards.\n\nBut the score is 9 to 6 for us: we need one point to win. Going alone "
        "risks a euchre for nothing, since one point wins the game anyway. A loner would be showing off.\n\nNo "
        "loner. Partner plays.",
        ALONE,
        PARTNER,
    ),
    (
        "Trump is spades; I called it. Hand: J♠, A♠, 9♠, A♣, K♣.\n\nAlone or not? The left bower (J♣) is out, "
        "along with the K♠, Q♠, 10♠. If I lead J♠ and A♠, two rounds of trump take out most of them, but "
        "three are left against one... my 9♠ is low. I'd say 50% to take all five.\n\nAlone: no. But maybe? "
        "Partner gives us a chance at the trick I'd lose.",
        ALONE,
        None,
    ),
    # ---- Euchre: the dealer's discard (hand 9c Jd Qs Ah Kh after picking up) ----
    (
        "I'm the dealer and I picked up the upcard. Trump: hearts. My hand is now 9♣, J♦, Q♠, A♥, K♥ plus the "
        "card I took... it's already in this list.\n\nTrumps: J♦ (left bower), A♥, K♥. Off-suit: 9♣ and Q♠. "
        "Discarding one off-suit card to create a void is standard: if I drop the 9♣, I'm void in clubs and can "
        "trump a club lead. The Q♠ might win a trick? Unlikely, but it's a higher card than the 9♣.\n\n"
        "Discard: 9♣.",
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "Dealer discard. Trump: hearts (I picked up the K♥). Hand: 9c, Jd, Qs, Ah, Kh.\n\nSo I hold the left "
        "bower, the ace and king of trump. The two non-trumps: a nine of clubs and a queen of spades. Which to "
        "keep? A queen of spades wins a spade trick only if both the A♠ and K♠ are gone or buried in the "
        "kitty. The nine of clubs never wins.\n\nBut voiding matters more than rank: both are singletons, so "
        "either discard creates a void. Keep the queen.\n\n```\ndiscard: 9c\n```",
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "I picked up, trump is hearts, so now I throw one card. My hand: 9♣, J♦, Q♠, A♥, K♥.\n\nI could throw "
        "the Q♠ to be void in spades — spades are the likeliest lead from the opponents since the J♠ and A♠ are "
        "somewhere. Or the 9♣. Hmm. Let me discard the queen of spades. Wait, the queen is more likely to win a "
        "trick; the nine never will. Discard the 9♣ instead.",
        DISCARD,
        card("discard", "9c"),
    ),
    # ---- Euchre: playing a card ----
    (
        "Trick one, I'm on lead. Trump is spades. My hand: J♠ (right bower), J♣ (left bower), A♠, K♥, 9♦.\n\n"
        "The opponents passed both rounds, so they're probably light in spades. The K♥ and 9♦ are my "
        "off-suit cards, and the K♥ could win a trick later if the A♥ is gone.\n\nI'm the maker's partner? No "
        "— I made it. Leading trump is standard for the maker with strength: the right bower pulls two "
        "opponents' trumps. Then the left bower, then the ace.\n\nLead the J♠.",
        EU_SPADES,
        card("play", "Js"),
    ),
    (
        "Euchre, trick 2. Trump: spades. I'm on lead again after winning trick one with... never mind. My "
        "remaining hand: J♠, J♣, A♠, K♥, 9♦.\n\nWait, that's my full hand; I haven't played. Let me restart. "
        "Trick 1, the opponent on my left led the K♥. I need to follow hearts if I can: I hold the K♥? No, he "
        "led... I hold K♥ myself, so he can't have led it. I'll assume the lead was the A♦ and I must follow "
        "with the 9♦, my only diamond.\n\nPlay 9♦.",
        EU_SPADES,
        card("play", "9d"),
    ),
    (
        "Hearts led (the Q♥ from the left opponent). Trump is clubs. I have two hearts: 10♥ and A♥. I must "
        "follow suit.\n\nThe A♥ wins unless someone trumps. My partner hasn't played yet; the right opponent "
        "will play last. If I play the A♥, it likely wins the trick. If I play the 10♥, the Q♥ wins unless "
        "partner beats it.\n\nTake it with the ace: A♥.",
        EU_HEARTS_FOLLOW,
        card("play", "Ah"),
    ),
    (
        "Trick 4 of 5. Trump: hearts. Tricks: we have 2, they have 1. The left opponent led the A♥... no, "
        "the lead was the K♠. I hold Q♦, 10♣, 9♣, K♠? The options show Q♦, T♣, 9♣, K♠. If spades were led "
        "I'd need to follow with the K♠.\n\nWe need one more trick for the point and two more for a march; the "
        "opponents need two to euchre us, which can't happen now.\n\nSo: I follow with the K♠. It might even "
        "win the trick if the A♠ is gone.",
        EU_ANY,
        card("play", "Ks"),
    ),
    (
        "Trick three. Trump: spades. Partner led the A♥ and the right opponent played the 9♥.\n\nWe have taken "
        "one trick each so far; partner's ace of hearts should win this one since the left opponent showed "
        "out of hearts... no, he hasn't played yet, and he's still got to play after me.\n\nI hold the J♠, J♣, "
        "A♠, K♥ and 9♦. I should follow hearts: K♥. Partner's ace is winning; don't waste a bower on "
        "partner's ace. The K♥ under partner's A♥ is forced anyway since I must follow suit.\n\nK♥.",
        EU_SPADES,
        card("play", "Kh"),
    ),
    (
        "Trick 1, I'm second to play. The left opponent led the Q♣. Trump: hearts.\n\nMy hand: Q♦, 10♣, 9♣, K♠. "
        "I must follow clubs: 10♣ or 9♣. Neither beats the queen. Play the lower one, keeping the ten in case "
        "clubs come back.\n\n9♣. Hmm, actually the ten is no more useful than the nine in a five-trick game; "
        "either one loses. Play the 10♣ — no. The nine.",
        EU_ANY,
        card("play", "9c"),
    ),
    (
        "Trump: spades. I'm leading trick 5, the last trick. We have 2 tricks, they have 2. My last card... "
        "the options list five cards, so I haven't played any? The list: J♠, J♣, A♠, K♥, 9♦.\n\nWhatever: "
        "if I were on the last trick with one card, I'd play it. With all five, lead the right bower, which "
        "wins for sure. Playing the K♥ first would be the partner-friendly play when partner holds the A♥ "
        "— he doesn't, I think.\n\nThe right bower it is.",
        EU_SPADES,
        card("play", "Js"),
    ),
    # ---- Spades bids (0 to 13; 0 is nil) ----
    (
        "Spades, bidding. My hand:\n- ♠: A, K, 7, 3\n- ♥: A, Q, 5\n- ♦: K, 9, 4\n- ♣: J, 8, 2\n\nCounting "
        "sure tricks: A♠ (1), K♠ (almost 1: it needs the A♠... I have it, so K♠ is good too), A♥ (1), K♦ "
        "(maybe half: the A♦ is out). Q♥ behind the king? Half. Small spades can trump clubs once I'm "
        "void... I have three clubs, no void.\n\nTotal: 1 + 1 + 1 + 0.5 + 0.5 = 4. Partner bid 3, the "
        "opponents 2 and 3. Total would be 12, fine.\n\nMy bid: 4",
        BID,
        _bid(4),
    ),
    (
        "Let me count my tricks for the bid.\n\nHand: ♠ Q, 9, 5 | ♥ 8, 6, 4, 2 | ♦ 7, 3 | ♣ K, 10, 6, 5.\n\n"
        "Spades: the Q♠ may win one if the A and K fall early. The K♣ is a likely trick. Nothing else. "
        "That's 1 to 2 tricks. Nil? I have the Q♠, which can be forced to win, and the K♣... no nil with "
        "those. Conservative: 1.\n\n"
        '{"action": "bid", "amount": 1, "reasoning": "K♣ likely, Q♠ doubtful"}',
        BID,
        _bid(1),
    ),
    (
        "Nil check. My hand: ♠ 2, 4 | ♥ 3, 5, 9, J | ♦ 2, 6, 8 | ♣ 3, 4, 7, 10.\n\nHighest cards: J♥, 10♣, "
        "9♥. Spades: only the 2 and 4, both safe under anyone's spade. Hearts: the J♥ is risky if hearts run "
        "and I'm last... but with 3, 5, 9 I can duck. Clubs: 10♣ could be forced late. Partner bid 5, which "
        "covers me.\n\nThis is a good nil hand. I bid nil.",
        BID,
        _bid(0),
    ),
    (
        "Bids so far: left opponent 4, partner nil, right opponent 3. I'm last.\n\nMy hand is strong: A♠ K♠ "
        "Q♠ J♠ 5♠, A♥ K♥, A♦, and small clubs (9, 7, 4, 3, 2). Tricks: spades A-K-Q-J = 4, the 5♠ likely 1 "
        "more, A♥ K♥ = 2, A♦ = 1. That's 8. I also have to protect partner's nil, which means I'll win tricks "
        "I'd otherwise duck. So 8, maybe 9.\n\nTotal bids: 4 + 0 + 3 + 8 = 15 > 13, so someone goes set... "
        "that's fine.\n\nBid: 8.",
        BID,
        _bid(8),
    ),
    (
        "Bidding in spades. Partner: 2. Left: 3. Right: 4.\n\nMy cards: A♠ 10♠ 8♠ 6♠ | K♥ 7♥ | A♦ Q♦ J♦ 5♦ | "
        "9♣ 4♣ 2♣. The ace of spades is 1, the A♦ is 1, and the K♥ maybe 1. 10♠ and 8♠ are long trumps that may "
        "win a trick by ruffing clubs... I have three clubs, so later. Say 3 or 4.\n\nSo, 3 or 4? With partner "
        "at 2, a team total of 5 or 6. Going with 3.",
        BID,
        _bid(3),
    ),
    (
        "Spades, score 380 to 410 and we have 7 bags. One more bag costs... at 10 bags we lose 100.\n\nMy hand "
        "gives me about 3 tricks: A♦, K♠ (with the A♠ held by an opponent, maybe), A♣. Overbidding to avoid bags "
        "makes sense: bid 4 instead of 3? That risks a set. Underbidding gives bags.\n\nI'll bid the honest 3."
        "\n\nPartner will know to avoid extra tricks.",
        BID,
        _bid(3),
    ),
    (
        "The opponents bid 5 and 4, and partner bid nil. What do I bid?\n\nMy hand: K♠ 7♠ 2♠, A♥ J♥ 9♥, K♦ Q♦ "
        "10♦ 3♦, A♣ 6♣ 4♣. Tricks: A♥, A♣ = 2, K♦ maybe 1 (if the A♦ goes early), K♠ maybe 1. 3 to 4.\n\nThe "
        "opponents' 9 plus my 4 = 13. Tight. I'll bid 4 — no, partner's nil means I need to cover his high cards "
        "and will lose control; bid 3.\n\nBid three.",
        BID,
        _bid(3),
    ),
    (
        "I'm first to bid in spades. Hand: A♠ K♠ Q♠ 8♠ 7♠ 3♠, A♥ K♥, A♦, 8♣ 6♣ 5♣ 2♣.\n\nSix spades with the top "
        "three: A, K, Q win 3; the 8, 7, 3 become winners once trumps are drawn: another 2 at least. A♥, K♥, A♦: "
        "3. Clubs: I'll ruff... I have 4 clubs, so no ruffing.\n\nCount: 3 + 2 + 3 = 8. Could be 9.\n\n"
        "**Bid: 8** (not 9 — I don't want a set on a lucky guess).",
        BID,
        _bid(8),
    ),
    (
        "Opponent on my left bid 6. Partner bid 4. Right opponent bid 2.\n\nMy hand is garbage: 9♠ 3♠, Q♥ 8♥ 7♥ "
        "4♥, J♦ 6♦ 2♦, 10♣ 8♣ 5♣ 3♣. No ace, no king. I'd bid nil, but the 9♠ is a risk and the Q♥ too. Total "
        "bids: 12 + mine. A 1 would make 13 — the hand's full.\n\nNil is too risky. Partner bid 4, and I'll "
        "bid 1 to add... Hmm, what wins my one? The Q♥ maybe. Bid 1.",
        BID,
        _bid(1),
    ),
    (
        "Spades bid. I have: A♠ 4♠, A♥ K♥ Q♥ 10♥ 3♥, 9♦ 5♦, K♣ J♣ 8♣ 7♣.\n\nHearts: A, K likely 2 (Q maybe if "
        "hearts go round three times — someone will ruff). A♠ 1. K♣ maybe. About 4.\n\nPartner bid 3, the "
        "opponents 3 and 2. 3 + 3 + 2 + 4 = 12. OK.\n\nAnswer:\n```\nbid 4\n```\nIf the opponents had bid "
        "higher I'd consider 3.",
        BID,
        _bid(4),
    ),
    # ---- Spades bids: traps ----
    (
        "Bids so far: left opponent 3, partner 4, right opponent 5. That's 12. I'm the dealer and bid last.\n\n"
        "The score is 280 to 310 and neither side has many bags, so overbidding or underbidding by one trick "
        "costs little either way.\n\nMy hand: A♣ and not much else: 6♠ 2♠, 10♥ 7♥ 3♥, 9♦ 8♦ 4♦ 2♦, A♣ 7♣ 5♣ "
        "4♣. One sure trick with the A♣. \n\nPartner bid 4 — so the team has 5 with my 1.\n\nThe right "
        "opponent's 5 is aggressive.",
        BID,
        _bid(1),
    ),
    (
        "I'd bid 2 if partner were bidding 5; since partner bid 2, I'll bid 3 to get the team to 5. Let me "
        "recount my hand: A♠ J♠ 8♠, K♥ 4♥, A♦ 10♦ 7♦ 2♦, Q♣ 9♣ 6♣ 3♣. A♠ (1), A♦ (1), K♥ (0.5), J♠ (0.5). 3 "
        "in total.\n\nThe opponents bid 4 and 3, so the table total with my three would be 12, leaving one "
        "trick spare: bags are possible but not likely.\n\nSo: 3.",
        BID,
        _bid(3),
    ),
    (
        "Hmm, let me think about nil. My hand: Q♠ 5♠ 3♠, 9♥ 6♥ 4♥ 2♥, 8♦ 5♦, J♣ 7♣ 4♣ 2♣. Partner bid 4; the "
        "opponents 3 and 4.\n\nThe Q♠ is the danger card: if the A♠ and K♠ are played on the first two spade "
        "leads, my Q♠ wins the third. Three spades with the queen is risky for nil.\n\nNil or 1? I think 1 is "
        "safer: the Q♠ probably takes a trick. But a nil is worth 100... \n\nI'll go nil. No, that's greedy. "
        "One.",
        BID,
        _bid(1),
    ),
    (
        "The left opponent bid nil. Partner bid 3. The right opponent bid 4.\n\nSetting a nil is worth 100 "
        "points to us, so I'll spend my middle cards on forcing him to take a trick instead of chasing my "
        "own count.\n\nHand: K♠ Q♠ 6♠, A♥ 5♥, K♦ 8♦ 4♦, 10♣ 9♣ 8♣ 7♣ 3♣. Tricks: A♥ 1, K♠ or Q♠ 1, K♦ 0.5. "
        "I'll bid 2 and try to set the nil: lead low clubs to force the nil bidder to take tricks.\n\nPlanned "
        "bid: 2. Their bid: nil, and his partner 4.",
        BID,
        _bid(2),
    ),
    # ---- Oh hell bids ----
    (
        "Oh Hell, six cards each. Trump: hearts (the upcard, 9♥). My hand: A♥, 7♥, K♣, 4♣, 10♦, 2♠.\n\nThe "
        "player after me is the dealer and will have to avoid making the total six; bids so far total 3, so "
        "any bid I make leaves him options.\n\nTricks: A♥ is sure (the top trump). 7♥ might ruff something. K♣ "
        "is good if the A♣ isn't led through. So about 2. The bids so far: 1, 2, 0. I'm fourth of five.\n\nBid "
        "2.",
        OH6,
        _bid(2),
    ),
    (
        "Round of six, spades trump. I have: K♠, Q♠, A♦, 8♦, 5♥, 3♣.\n\nThe A♦ is a side ace: it wins the "
        "first diamond trick unless someone is void and trumps, which is unlikely this early in a six-card "
        "round. Diamonds: only the 8♦ behind it. The red 5 and the 3♣ are losers.\n\nThe K♠ and Q♠ are strong "
        "trumps (only the A♠ beats them). A♦ is one trick. That's 3 with some risk. Others bid: 2, 1, 1.\n\nI "
        "bid three.",
        OH6,
        _bid(3),
    ),
    (
        "Oh Hell, I'm the dealer; the hook rule says my bid can't make the total equal the number of tricks. "
        "Legal: 0, 2 or 3 (1 is banned).\n\nMy hand: A♣ (trump), Q♥, 9♦, ... Five cards are in play? The bids "
        "so far total 4... whatever. I expect 1 trick (the A♣). Since 1 is forbidden, I choose between 0 and 2. "
        "Zero: the A♣ will win a trick for sure, so 0 fails. Two needs the Q♥ to win too: maybe 30%.\n\nBid 2.",
        OHHELL_DEALER,
        _bid(2),
    ),
    (
        "Dealer, oh-hell. Options: 0, 2, 3. My hand: 4♠, 7♥, 8♦ (all low; trump is clubs and I have none).\n\n"
        "I hold three cards in a three-card round, the bids before mine total 1, so a bid of 2 would be a "
        "total of 3, the banned total... the list already takes care of that by leaving 1 out, it seems. My "
        "hand is weak anyway: no clubs, no picture cards.\n\nZero is obvious: no trump, all low cards, I "
        "should lose every trick.\n\nBid 0.",
        OHHELL_DEALER,
        _bid(0),
    ),
    (
        "Oh hell, six cards, trump: diamonds. Hand: A♦, K♦, Q♦, A♠, K♠, 2♣. The bids: 1, 0, 1, 2.\n\nThe "
        "scoring gives 10 points plus the bid when the bid is made exactly, so a big bid I can make is worth "
        "a lot here. The player after me has to bid around it.\n\nThis hand is a monster: A-K-Q of trump = 3 "
        "sure tricks, A♠ = 1, K♠ probably 1. That's 5. The 2♣ loses.\n\nBid 5. Is 6 possible? The 2♣ could "
        "ruff... no, it's a club not a trump. 5 it is.",
        OH6,
        _bid(5),
    ),
    (
        "Oh Hell (six-card round). Bids before me: 2, 2, 1. Trump: spades. My hand: 10♠, 4♥, 9♥, J♦, 6♣, 8♣. "
        "\n\nZero looks right: the 10♠ is a middling trump, which might win if someone leads... if I keep "
        "it to ruff, it wins a trick I don't want. I can play it under a higher spade.\n\nBid 0? Or 1 in case "
        "the 10♠ is forced? I'll go 0.",
        OH6,
        _bid(0),
    ),
    (
        "I'm dealer in oh-hell. Allowed bids: 0, 2, 3. Hand: K♥ (trump), A♠, 5♣.\n\nThe K♥ wins unless the A♥ "
        "is out, about... 2 of the other 3 players have 3 cards each: 9 cards out of 49 unseen. The A♥ is out "
        "there 18% of the time. A♠ wins ~75%.\n\nI'd naturally bid 2, and 2 is legal. But wait: if the others "
        "bid 1, 0, 0... the total would be 1 + 2 = 3 = cards: that's banned, and it isn't in the list... the "
        "list says 2 is fine.\n\nI bid 2.",
        OHHELL_DEALER,
        _bid(2),
    ),
    (
        "Oh hell, six cards. Trump: clubs. Hand: A♣ Q♣ 3♣, K♥ 5♥, 7♦.\n\nA♣ = 1. Q♣ = likely 1 (the K♣ is "
        "out). 3♣ can ruff a diamond after I play the 7♦... K♥ maybe.\n\nThe player before me bid 3, and the "
        "one before him 2. They'll compete for tricks; my K♥ might get trumped.\n\nSo, my count: 2 or 3. "
        "Going for the middle is impossible. Let me think... the bids are high, so tricks will be contested. 2.",
        OH6,
        _bid(2),
    ),
    # ---- Hearts: passing three cards (hand 2c Qs Ks As Ah Kd Td 3h 7c Jc 9s 4d 8h); the first written is read ----
    (
        "Hearts, passing left. My hand: 2♣, 7♣, J♣ | Q♠, K♠, A♠, 9♠ | A♥, 8♥, 3♥ | K♦, 10♦, 4♦.\n\nThe big "
        "danger is the Q♠ with only four spades. With A♠ and K♠ too, I'm likely to get stuck taking the queen "
        "or eating it... Actually having A-K-Q-9 of spades: if spades are led, I can play the 9 first, but "
        "eventually I'll have to play high. The safest is to pass the Q♠ and one of the big spades.\n\nI'll "
        "pass the Q♠, the A♠ and the A♥.",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "Let me plan my pass (to the right). Goal: avoid points and keep control.\n\n1. Spades: A, K, Q, 9. "
        "Keeping the Q♠ with A and K is risky; but passing it to the right means the player on my right, who "
        "plays before me, gets it.\n2. Hearts: A, 8, 3. The A♥ will take a trick with hearts in it.\n3. "
        "Diamonds: K, 10, 4. Clubs: J, 7, 2.\n\nPass: A♠, K♠, A♥. I keep the Q♠ protected by the 9♠.",
        HPASS,
        card("pass", "As"),
    ),
    (
        "Hearts, passing across. My hand: 2♣, 7♣, J♣ | Q♠, K♠, A♠, 9♠ | A♥, 8♥, 3♥ | K♦, 10♦, 4♦. The queen "
        "of spades is the biggest risk, and the red high cards win point tricks. Here is my choice:\n\n"
        '{"pass": ["Kd", "Ah", "Qs"], "strategy": "dump the queen of spades and the two high red cards", '
        '"void": "none", "note": "passing across, partner-less game"}',
        HPASS,
        card("pass", "Kd"),
    ),
    (
        "Hearts, pass across. I'll try to void a suit. Diamonds: K♦, 10♦, 4♦ — three cards. Clubs: 2♣, 7♣, "
        "J♣. Passing all three diamonds makes me void in diamonds, so I can discard the Q♠ on a diamond "
        "lead.\n\nSpades: A, K, Q, 9 — four cards, enough to keep the queen protected if I play carefully, "
        "since I can duck spade leads with the 9♠ and A♠ K♠ cover the queen.\n\nPassing: K♦, 10♦, 4♦. (I keep "
        "the 2♣ since it leads trick one.)",
        HPASS,
        card("pass", "Kd"),
    ),
    (
        "Passing decision. I hold A♠ K♠ Q♠ 9♠. The standard advice: with the queen and enough low spades, "
        "keep it. Four spades with three of them the top ones isn't that. The A♠ and K♠ are liabilities: they "
        "might catch the queen from someone else... but I hold the queen.\n\nSo the queen of spades goes, and "
        "the ace of hearts, and the king of diamonds.",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "Hearts, passing left. Let me list the options I considered:\n- Option 1: Q♠, A♠, K♠ (dump spades)\n- "
        "Option 2: A♥, K♦, 10♦ (high reds)\n- Option 3: J♣, 7♣, 2♣ (void clubs)\n\nMy hand: 2♣ 7♣ J♣, Q♠ K♠ A♠ "
        "9♠, A♥ 8♥ 3♥, K♦ 10♦ 4♦. The player on my left is at 70 points, so he won't be shooting the moon.\n\n"
        "Option 1 leaves me 9♠ alone, fine. Option 3 gives up the 2♣ lead. Option 2 keeps the queen "
        "problem.\n\nI'll go with option 1.",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "My pass, hearts, to the left:\n\nHand: 2♣, 7♣, J♣, 9♠, Q♠, K♠, A♠, 3♥, 8♥, A♥, 4♦, 10♦, K♦. Thirteen "
        "cards, four spades with the three top ones, so the queen is exposed.\n\n| Card | Keep? | Why |\n"
        "|---|---|---|\n| Q♠ | pass | the 13 points |\n| A♠ | keep | — no, pass: it can catch the queen |\n| A♥ "
        "| pass | wins heart tricks |\n| K♦ | keep | only 3 diamonds |\n\nPassing the Q♠, A♠, A♥.",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "Hearts pass. My hand has the 2♣, so I lead the first trick. The queen, ace and king of spades are a "
        "burden; hearts A-8-3 are fine except the ace.\n\nI'm thinking K♠, A♠, and A♥... or keep the A♥ and pass "
        "the Q♠? I'll decide: pass K♠, A♠, Q♠. No wait, that leaves the 9♠ alone and I'm short in spades, "
        "which is good: I'll dump... fine, that's the pass.",
        HPASS,
        card("pass", "Ks"),
    ),
    (
        "Hearts. Pass to the right. The player on my right is the shooter type; he loves to take every "
        "point. Giving him the A♥ helps him shoot the moon. I'd rather pass him low hearts? I have 3♥ and 8♥.\n\n"
        "Let me keep it simple: pass the queen of spades, the ace of spades, and the king of diamonds... "
        "hmm, the queen to a moon-shooter helps him. But it's 13 points out of my hand.\n\nFine. Queen of "
        "spades, ace of spades, king of diamonds.",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "Hearts passing round. Either I pass the three spades (A♠, K♠, Q♠) or I keep them and pass the high "
        "hearts and diamonds (A♥, K♦, 10♦). The first gets rid of the queen; the second keeps control. "
        "Honestly both are standard. I'll leave the choice open.\n\nMy hand: 2♣ 7♣ J♣, 9♠ Q♠ K♠ A♠, 3♥ 8♥ A♥, "
        "4♦ 10♦ K♦. Score: me 34, the others 41, 22 and 57. Nobody is close to 100, so the game has a while "
        "to go.",
        HPASS,
        None,
    ),
    # ---- Hearts: trick plays ----
    (
        "Hearts, trick 5. Hearts are broken (someone sloughed the 9♥ on trick 3). I'm on lead. My cards: 3♣, "
        "8♣, J♦, 5♠, Q♥, 2♥.\n\nLeading low is safest. The 2♥ will almost never win a trick: any heart beats it. "
        "The 3♣ is also very low, but clubs have been led twice so someone may be void and dump the Q♠ on it... "
        "that wouldn't matter, since the lowest club loses the trick anyway.\n\nLead the 2♥: it forces the "
        "others to play hearts, and I keep the 3♣ for later.",
        H_LEAD,
        card("play", "2h"),
    ),
    (
        "Clubs were led: the left player played the 6♣, then the across player the Q♣. I'm third with 4♣, 9♣, "
        "K♣.\n\nIf I play the K♣, I win the trick — no points in it yet, but the last player could dump the Q♠ "
        "or hearts. If I play the 4♣ or 9♣, I'm under the Q♣, safe.\n\nThe 9♣ under the queen: keeps my 4♣ as a "
        "safe exit later. Play 9♣.",
        H_CLUBS,
        card("play", "9c"),
    ),
    (
        "Trick 2, diamonds led by the right player (the 6♦). Wait, it's clubs... let me re-read. The lead is "
        "the J♣, second hand the 10♣. I hold 4♣, 9♣, K♣. I'm last to play.\n\nNo hearts or Q♠ on the trick. "
        "If I win with the K♣ I take zero points and get the lead. If I duck with the 9♣ or 4♣, the J♣ wins.\n\n"
        "Taking a clean trick with the king gets rid of a dangerous high card. K♣.",
        H_CLUBS,
        card("play", "Kc"),
    ),
    (
        "Hearts, trick 7. A club was led; I'm void in clubs. My options: Q♠, A♠, 7♥, 10♦.\n\nThis is the moment "
        "to dump the queen of spades! The trick will go to whoever played the highest club, and it won't be "
        "me.\n\nThe player who'll take it is at 22 points, and the leader is at 40... giving him 13 more is "
        "fine.\n\n**Play: Q♠**",
        H_VOID,
        card("play", "Qs"),
    ),
    (
        "I'm void in clubs and the lead is a club. I can discard anything. The Q♠ is the obvious dump, but wait: "
        "the player who'll win this trick is the one who's shooting the moon. He has all the hearts so far. If "
        "I give him the Q♠, he gets closer to 26. Better to stop the moon by keeping my 7♥ to win a heart "
        "trick later... \n\nSo dump the A♠ (safe, useless) instead. The A♠.",
        H_VOID,
        card("play", "As"),
    ),
    (
        "Trick 10. I'm on lead, hearts are broken. My cards: 3♣, 8♣, J♦, 5♠, Q♥, 2♥.\n\nWho has the Q♠? Not "
        "played yet. If I lead a spade (the 5♠), the holder of the Q♠ might be forced to play it if they have "
        "only spades left... or duck. Leading the 5♠ is 'smoking out' the queen: my 5 is low, so I won't win it "
        "unless everyone's void.\n\nLead 5♠.",
        H_LEAD,
        card("play", "5s"),
    ),
    (
        "Opening of trick 1? No, I don't have the 2♣. Trick 4. I'm on lead, hearts not broken. Cards: 3♣, "
        "8♣, J♦, 5♠, Q♥, 2♥. I can't lead a heart (not broken) unless I only have hearts.\n\nThe Q♠ hasn't "
        "appeared, and two players have shown out of diamonds already, so a diamond lead invites a dump of "
        "the queen onto my trick.\n\nOptions: 3♣, 8♣, J♦, 5♠. The 3♣ is the safest low lead. The J♦ risks "
        "winning a trick with the Q♠ on it.\n\nThree of clubs.",
        H_LEAD,
        card("play", "3c"),
    ),
    (
        "Hearts trick, last player to act. The trick so far: 5♣ (lead), 10♣, 2♣. It has no points. I hold 4♣, "
        "9♣, K♣.\n\nWinning it with the K♣ costs nothing; it gets my king out safely. If I play the 9♣ I "
        "don't beat the 10♣... the 9♣ loses and the 10♣ takes it.\n\nK♣ — or rather the 9♣? Taking the lead "
        "means I must lead next, and my hand has the Q♥ and the J♦... I'd rather not lead. 9♣ then.",
        H_CLUBS,
        card("play", "9c"),
    ),
    (
        "Trick 8, diamonds led (the A♦ by the left). I'm void in diamonds? No — I hold the 10♦. I must "
        "follow. My only diamond is the 10♦, so it's forced.\n\nThe Q♠ is still out, and the player on my "
        "right is void in diamonds; he could dump it here, but the A♦ takes the trick, not me.\n\nThe A♦ wins "
        "the trick; nothing to consider. Follow with the ten of diamonds.",
        H_VOID,
        card("play", "Td"),
    ),
    (
        "Hearts, trick 3. Clubs led. The lead was the 8♣ (left player), then the 3♣ (across), and now me, then "
        "the right player. My clubs: 4♣, 9♣, K♣.\n\nThe 4♣ loses to the 8♣. The 9♣ and K♣ win for now. The "
        "right player may dump points. Duck with the 4♣: the safest.\n\nHmm, but the right player often leads "
        "back... Irrelevant. 4 of clubs.",
        H_CLUBS,
        card("play", "4c"),
    ),
    (
        "I'm void in clubs; a club is led. What to discard?\n- Q♠: 13 points; dumping it on someone else is "
        "ideal.\n- A♠: the ace can win spade tricks and catch the queen — I hold it, so no worry.\n- 7♥: one "
        "point.\n- 10♦: neutral.\n\nThe trick is going to the player with 60 points, close to 100 — if he "
        "reaches 100, the game ends, and I'm currently leading with 35. Giving him the queen ends the game with "
        "me as winner!\n\nDump the queen.",
        H_VOID,
        card("play", "Qs"),
    ),
    (
        "Trick 12. Two cards left? No, the list shows four: Q♠, A♠, 7♥, 10♦. Whatever the trick count, the "
        "lead was a club and I'm void.\n\nThe 7♥ is a point card; the Q♠ is 13 points. I'd like to dump the "
        "Q♠ but the winner of this trick is my... there are no partners in hearts. So dump it. Wait — is the "
        "leader's club high? He led the A♣. He'll win it. He's at 95 points: giving him 13 ends the game, "
        "and I'm in last place with 80. That's bad for me? The game ends with me not winning. Keep the queen. "
        "Drop the A♠ instead.",
        H_VOID,
        card("play", "As"),
    ),
    (
        "Hearts. I lead. Cards: 3c 8c Jd 5s Qh 2h. Hearts broken.\n\nCounting: hearts played so far: A, K, J, "
        "10, 9, 7, 6, 4. Remaining: Q (mine), 8, 5, 3, 2 (mine). So others hold 8, 5, 3 of hearts. If I lead "
        "the Q♥ I win the trick (all remaining hearts are lower) and take up to 4 points. Bad.\n\nLead the 2♥? "
        "Someone plays the 8♥, wins it. That's fine.\n\nGo: 2h",
        H_LEAD,
        card("play", "2h"),
    ),
    # ---- Spades (the game): trick plays ----
    (
        "Spades, trick 1. I'm on lead. Hand: K♠, 7♠, A♦, 9♥, 3♣. Spades aren't broken yet, so I can't lead "
        "the K♠ or 7♠ unless forced... rules vary; let's assume spades must be broken.\n\nPartner bid 3 and I "
        "bid 2, so we need 5 as a team; the A♦ is my surest trick, the K♠ is likely another, and the 9♥ and "
        "3♣ are losers.\n\nLead the A♦: it wins the trick (nobody's void on trick one, probably) and counts "
        "toward our bid of 5.\n\nA♦.",
        SP_LEAD,
        card("play", "Ad"),
    ),
    (
        "Spades. Partner bid nil. The right opponent led the J♦, partner played the 3♦ (safe, under the "
        "jack), and now it's me; the left opponent plays last. I have 5♦ and Q♦.\n\nPartner already played "
        "under, so his nil is safe on this trick whatever happens. I want to win tricks for my bid of 4: the "
        "Q♦ beats the J♦, and the last opponent may have the K♦ or A♦.\n\nPlay Q♦.",
        SP_DIAMONDS,
        card("play", "Qd"),
    ),
    (
        "Partner is nil. Diamonds led by the left opponent: the 10♦. I'm second... no, partner is second and "
        "plays after me? Order: left opponent (lead), me, right... partner across plays third. I play second "
        "with 5♦ or Q♦.\n\nTo protect partner's nil I should play high, so partner can safely play under my "
        "card: the Q♦ beats the 10♦. Then partner drops anything. Q♦.",
        SP_DIAMONDS,
        card("play", "Qd"),
    ),
    (
        "Trick 6. I'm void in diamonds; the A♦ was led by partner. I hold 2♠, J♠, K♥, 6♣.\n\nBids: us 6, them "
        "5. We have 3 tricks and need 3 more from the last eight. Partner's ace does the work for us here.\n\n"
        "Partner's ace is winning. Don't trump partner's ace! Dump a loser: the 6♣ or the K♥. The K♥ may win "
        "a heart trick later; the 6♣ is a likely loser. Dump the 6♣.",
        SP_VOID,
        card("play", "6c"),
    ),
    (
        "Diamonds led; I'm out of diamonds. The opponent led the K♦, the next player the 4♦. My partner "
        "hasn't played yet. We need 2 more tricks for our bid of 6.\n\nScore: us 210, them 240; the bags are 4 "
        "each. Winning this trick is worth the trump spent.\n\nTrump it! With the 2♠ — the smallest trump wins "
        "if the player after me is not also void. The J♠ is overkill.\n\n```\nplay 2s\n```",
        SP_VOID,
        card("play", "2s"),
    ),
    (
        "Spades hand, trick 9. Bids: us 5, them 6. We have 4 tricks. I'm on lead with K♠, 7♠, A♦, 9♥, 3♣... "
        "the list still shows 5 cards, fine.\n\nSpades have been broken since trick 4, so the lead is allowed, "
        "and the K♦ and Q♦... are both gone, the A♦ in my hand is high too.\n\nThe A♠ has been played (trick "
        "4). So my K♠ is the highest spade left. Leading it wins for sure: trick 5 for us, bid made.\n\nLead "
        "K♠. Then the A♦ next trick.",
        SP_LEAD,
        card("play", "Ks"),
    ),
    (
        "I'm void in diamonds. Lead: the A♦ (left opponent). My options: 2♠, J♠, K♥, 6♣.\n\nWe need tricks: our "
        "bid is 7 and we have 4 with 5 to go. Trumping the ace is clearly correct: it wins a trick the "
        "opponents counted on. Which trump? If the right opponent and partner follow with diamonds, the 2♠ "
        "wins. If the right opponent is also void, he'd over-trump the 2 with anything. The J♠ is safer.\n\n"
        "J♠.",
        SP_VOID,
        card("play", "Js"),
    ),
    (
        "Trick 3, spades. Hearts led by the right opponent: the A♥. I hold K♠, 7♠, A♦, 9♥, 3♣ — I have a "
        "heart (9♥), so I must follow. The 9♥ loses to the ace anyway.\n\nThe opponents bid 4 and 2, partner "
        "bid 3; our team needs two more tricks and there's no hurry on this one.\n\nPlay the nine of hearts. "
        "(If I were void I'd trump with the 7♠; I'm not.)",
        SP_LEAD,
        card("play", "9h"),
    ),
    (
        "Spades, the opponents bid nil on my left. Trick 4: I lead. How do I set the nil? Lead a low card the "
        "nil bidder has to beat: he's shown out... no, he has followed every time. My lowest card: the 3♣. "
        "Leading a low club forces him to play under it, which he might not be able to do if he holds only high "
        "clubs.\n\nLead 3♣.",
        SP_LEAD,
        card("play", "3c"),
    ),
    # ---- Trick plays with shared lists (Qh 2c Th; Ts Qh 9d As 2c) ----
    (
        "Hearts, trick 6: the lead is a heart, the 9♥ from the left player. The across player played the J♥. "
        "I hold Q♥, 2♣, 10♥ — I must follow hearts: Q♥ or 10♥.\n\nPoints so far: me 3, left 0, across 8, right "
        "5. The Q♠ has not been played and I hold no spades, so I'm safe from it except when void.\n\nThe 10♥ "
        "is under the J♥: I lose the trick, which is what I want (two hearts already in it). The Q♥ would "
        "win it.\n\nPlay 10♥.",
        TRICK,
        card("play", "Th"),
    ),
    (
        "Spades, trick 11. Partner led the K♥ and the next player followed with the 5♥. I have Q♥, 2♣ and 10♥ "
        "left. I must follow hearts.\n\nPartner's king is winning unless the ace is behind me. Playing the Q♥ "
        "under partner's king wastes it... the Q♥ is not needed to win. Play the 10♥ and keep the queen for a "
        "later heart lead.\n\nMy card: ten of hearts.",
        TRICK,
        card("play", "Th"),
    ),
    (
        "Oh hell, I bid 1 and I have 1. Trump is diamonds. Trick 3 of 5. The lead: the 3♣. I hold 10♠, Q♥, "
        "9♦, A♠, 2♣ — I must follow clubs with the 2♣, my only club.\n\nScores: me 22, the others 30, 18, 25. "
        "Making my bid exactly is worth 11 this round, and an extra trick would cost all of it.\n\nGood: the "
        "2♣ loses, and I stay on 1 trick.\n\n2♣",
        TRICK2,
        card("play", "2c"),
    ),
    (
        "Spades trump. I'm on lead, trick 2. Hand: 10♠, Q♥, 9♦, A♠, 2♣.\n\nTrick one went to the left opponent "
        "with the K♦; my 9♦ followed under it. The bids: me 2, partner 4, opponents 3 and 3.\n\nOur team bid "
        "6. My sure trick: A♠. Leading it pulls two of the opponents' spades. Or lead the Q♥ to test "
        "hearts... the K♥ and A♥ are out. \n\nThe A♠ wins. Lead it: ace of spades.",
        TRICK2,
        card("play", "As"),
    ),
    # ---- Very long answers (1,000 to 1,900 characters), every game, about a third traps ----
    (
        "# Hand review and decision\n\n## The situation\nWe're playing 6-max, blinds 1/2, 200 effective. The "
        "lojack (a solid regular, 22/18 over 400 hands) opened to 5. The hijack folded. I'm in the cutoff with "
        "A♥J♥. The button and both blinds are still to act behind me.\n\n## What I know about the players behind\n"
        "- Button: loose-passive, cold-calls a lot, rarely 3-bets.\n- Small blind: tight, squeezes only with "
        "premiums.\n- Big blind: aggressive, defends wide and 3-bets about 12%.\n\n## Options\n1. **Fold** — too "
        "tight. AJs is a top-12% hand and plays well in position against a lojack range.\n2. **Flat** — keeps "
        "the lojack's weaker hands in, but invites the button to overcall and the big blind to squeeze. A "
        "squeeze would put me in a tough spot: AJs can't call a squeeze from the big blind profitably.\n3. "
        "**3-bet** — to about 16 (3.2x). It isolates the opener, folds out the button's cold-calling range, and "
        "takes the initiative. Against a 4-bet (the lojack 4-bets roughly 3%: QQ+, AK) I fold.\n\n## Numbers\n"
        "Flatting: ~EV +1.1bb by my rough estimate, lower if the big blind squeezes often. 3-betting: the "
        "lojack folds about 55% of his range to a 3-bet, so the bet wins the 8 in the middle right away more "
        "than half the time, and when called I'm in position with a hand that dominates his AT, KJ, QJ.\n\n"
        "## Decision\n3-bet to 16.",
        HOLDEM,
        _raise(16),
    ),
    (
        "Alright, here's a tricky one, so I'll go slowly.\n\nPreflop: I opened the button to 5 with 9♠8♠ and "
        "the big blind called. Pot: 11.\nFlop: 7♠ 6♥ 2♠ (pot 11). He checked, I bet 6, he called. Pot 23.\n"
        "Turn: K♦ (pot 23). He checked, I bet 15 with my open-ender plus flush draw, he check-raised to 50.\n\n"
        "Now I'm facing 35 more to call into a pot of 23 + 15 + 50 = 88. Stacks: I have 174 left before this "
        "decision, he has the same.\n\nMy outs: 9 spades for the flush (the K♠... is not on board; all nine "
        "are live), 3 non-spade fives and 3 non-spade tens for the straight: 15 outs. One card to come: "
        "15/44 = 34%.\n\nPot odds for calling: 35 / (88 + 35) = 28%. So calling is fine on direct odds alone, "
        "and implied odds are great when I hit.\n\nShoving: 174 total, 124 more than his 50. Does he fold a "
        "check-raise on the turn? He's check-raising with sets, two pair (K7, 76), and perhaps some draws. "
        "Sets and two pair won't fold. So shoving gets called by the hands that beat me and folds only the "
        "draws I'm ahead of. Bad.\n\nSo the call is right. Wait — what about reverse implied odds? If a spade "
        "comes and he has a bigger spade draw... A♠X♠ beats my flush. He check-raised the turn, which draws "
        "rarely do at this size. I'll accept that risk.\n\nI'm calling 35. On the river I'll bet about 80 if "
        "I hit and give up if I miss.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me approach this like a solver would, then adjust for the player.\n\n**Spot:** river, single-"
        "raised pot, I'm the preflop raiser out of position. Board: A♦ 9♣ 6♦ 3♠ Q♥. Pot: 44. Stacks: 170.\n\n"
        "**My hand:** A♣T♣ (top pair, ten kicker).\n\n**Line so far:** I c-bet 14 on the flop and he called; "
        "I checked the turn and he checked back.\n\n**His range now:** he called the flop with Ax, 9x, 6x, "
        "diamond draws and some gutshots (87, 75, 54). Checking back the turn usually means he didn't have a "
        "strong ace, or he's pot-controlling with AJ-A2. Diamond draws missed (the Q♥ isn't a diamond). The "
        "Q♥ helps QJ, QT (which I beat: they have one pair of queens? no, they have nothing on the flop... "
        "they'd have folded).\n\n**Options:**\n| Action | Who calls | Who folds | Verdict |\n|---|---|---|---|\n"
        "| Bet 30 | A2-A9, some 9x | draws, 6x | thin value |\n| Check | — | — | he bluffs missed draws |\n\n"
        "A check lets his missed diamond draws bluff, and I call those. A bet gets called by worse aces. "
        "Both lines have value; the bet is slightly better since his missed draws rarely bluff after "
        "checking back the turn.\n\n**Decision:** bet 30.",
        OPEN,
        _bet(30),
    ),
    (
        "Thinking about this in detail.\n\nGame: no-limit hold'em, heads-up. Blinds 1/2. Stacks: me 200, "
        "villain 200. I'm in the big blind with K♣K♦.\n\nHe opened the button to 5 and I 3-bet to 16. He "
        "4-bet to 38. Pot: 16 + 38 = 54. To call: 22.\n\nWhat does a heads-up button 4-bet range look like? "
        "Against my 3-bet range (wide, because heads-up), his 4-bet range is maybe 6-8% of hands: QQ+, AK, "
        "AQs, and some bluffs like A5s, K9s, 76s. Kings are crushing that range except aces.\n\nOptions:\n"
        "- Call 22 and play a pot of 76 out of position with 162 behind: SPR ~2. Workable but I'll be getting "
        "it in on most flops anyway.\n- 5-bet shove for 200: he calls with QQ+, AK; folds his bluffs. Against "
        "QQ+/AK, kings have around 65%. Folding bluffs gives me 54 right away.\n\nEV of the shove beats the "
        "call. Any flop with an ace makes the call awkward, which is another reason to get it in now.\n\n"
        "Let me double-check I'm not missing a smaller 5-bet: 5-betting to 90 leaves 110 behind, that's "
        "just a commitment with extra steps.\n\nThe plan: all in, 200. If he shows aces, so be it.",
        HOLDEM,
        ALLIN,
    ),
    (
        "Okay. This is a spot where I keep going back and forth, so let me write everything down.\n\nStakes: "
        "blinds 1/2. Effective: 200. I'm in the small blind with Q♥Q♠. UTG opened to 6, the cutoff 3-bet to "
        "20, the button cold-called 20. Pot: 6 + 20 + 20 + 1 + 2 = 49. The big blind is behind me.\n\nThe "
        "ranges:\n- UTG: tight, opens 12%.\n- Cutoff: 3-bets UTG opens only with QQ+, AK, a few bluffs like "
        "A5s.\n- Button: cold-calls 3-bets with TT-QQ, AQs, AK sometimes (so I'm flipping or behind).\n\nMy "
        "queens are behind the cutoff's value range and ahead of his bluffs. A 4-bet to 70 from the small blind "
        "into two players who've shown strength... gets called by KK+ and AK, and folded by everything I beat."
        "\n\nCalling 19 more: a four-way pot out of position with queens, where any ace or king on the flop "
        "freezes me.\n\nFolding queens: too weak? At 100bb, facing a 3-bet and a cold call, folding QQ from the "
        "small blind is something strong players do against tight ranges.\n\nMy estimates: call ≈ 0, 4-bet ≈ "
        "-2, fold = 0 (I lose only the 1 small blind already in).\n\nCall and fold are nearly equal, and I "
        "can't separate them with what I know. It's a coin flip between those two.",
        HOLDEM,
        None,
    ),
    (
        "Let me compute pot odds, equity, and make the best decision.\n\n1) Pot before the villain's bet: "
        "120. Villain bet: 80. Pot now: 200. Call: 80. Pot odds: 80/280 = 28.6%.\n\n2) My hand: 8♣8♦. Board: "
        "J♠ 8♠ 4♥ 5♠ (turn). I have a set of eights, but three spades are on board.\n\n3) Villain's range "
        "for betting 80 into 120 on this turn after calling my flop bet: made flushes (A♠x, K♠Q♠, spade "
        "combos he called the flop with), two pair J-5? unlikely, sets (JJ, 44 — 55 is possible too), J-x "
        "that's nervous and betting for protection, and bare A♠ as a semi-bluff.\n\n4) My equity against "
        "that: vs flushes I have 10 outs (the board pairs: 3 eights? I have two eights; one eight left, plus "
        "three jacks, three fours, three fives = 10 outs): 10/44 ≈ 23%. vs the rest I'm ahead. Overall, "
        "about 55%.\n\n5) Raising: if I raise to 200 (all in), flushes call and everything else folds. Bad "
        "for me.\n\n6) Calling: I keep his bluffs and J-x in, and I'm drawing to a boat when behind.\n\n"
        "Final answer: call\n\nAfter the river, if the board pairs, I'll bet big; if it's a fourth spade, "
        "I'll check and fold to a bet.",
        HOLDEM,
        CALL,
    ),
    (
        "River decision. Let me reconstruct the whole hand first.\n\n• Preflop: I raised to 6 from the hijack "
        "with T♦T♣; the big blind (a tricky regular) called. Pot 13.\n• Flop: 9♥ 7♥ 3♣. He checked, I bet 8, "
        "he called. Pot 29.\n• Turn: 2♦. Checked through.\n• River: K♥. Pot 29. He leads for 25.\n\nThe "
        "river completes the heart flush and puts an overcard on board. His lead after checking twice: a "
        "flush that got there (he had a draw on the flop: A♥x♥, 8♥6♥, etc.), a king that just paired (but he "
        "would have folded K-x on the flop? Kx with a heart, maybe), or a bluff with a busted straight draw "
        "(86, 65, T8... I hold two tens, so fewer T8).\n\nPot odds: 25 / (29 + 25 + 25) = 31.6%.\n\nMy tens beat "
        "only pure bluffs. How often does a tricky regular turn his missed 86/65 into a lead on a flush-"
        "completing king? Sometimes, but the hearts got there, which cuts his bluffs: many of his draws were "
        "heart draws that now have a flush.\n\nSo: I have to let it go. I fold the tens.\n\nThe last thing I "
        "note for later: when he checks the turn and leads the river on a completed draw, it's usually "
        "value. Calling down would have been the play against a maniac.",
        HOLDEM,
        FOLD,
    ),
    (
        "Let me think about what the opponent is doing rather than my own cards for a moment.\n\nThe villain "
        "(seat 4, a loose-aggressive player, 38/30) has raised his last six buttons. He opened to 6 here, the "
        "small blind folded, and I'm in the big blind. He calls 3-bets about 45% of the time and 4-bets only "
        "with premium hands. When he's called, he c-bets 80% of flops.\n\nMy hand: A♣7♣. Against his very "
        "wide button range (roughly 55% of hands), A7s is well ahead: about 60% equity.\n\nMy options are to "
        "fold (silly), call (fine, but out of position against a c-bettor), or 3-bet to around 20. The 3-bet "
        "folds out half his range right away and gets called by worse aces and suited broadways, which I "
        "dominate or flip with; calling keeps his whole range in and costs less. Both have merit.\n\nSeat 4 "
        "will probably call, then bet the flop. Seat 4's c-bet will be about half pot. Seat 4: call, then "
        "bet.",
        HOLDEM,
        None,
    ),
    (
        "Let me compare lines before choosing.\n\n**Board:** K♠ T♠ 4♦ 3♣ 8♥, river. **Pot:** 64. **Me:** "
        "K♦J♦ (top pair, jack kicker), in position. **Villain:** checked to me.\n\nHis line: called preflop "
        "from the big blind, check-called a 20 flop bet, check-called a 40 turn... wait, no: the pot would be "
        "much bigger. Let me redo it: preflop pot 13, flop c-bet 8 (called: 29), turn bet 18 (called: 65). "
        "Pot 65, close enough.\n\nHis range now: Kx worse than mine (K9, K8 now two pair! K8 just got two "
        "pair), KQ, KA (better), T-x, spade draws that missed (Q♠J♠, 9♠8♠... the 8 pairs that one), 8x.\n\n"
        "If I bet 35, I get called by K9, K7s, KT? (two pair, beats me), K8 (beats me), tens sometimes. I get "
        "folded out by missed draws.\n\nIf I check, I win at showdown against draws and tens and lose to the "
        "better kings.\n\nThe bet's value: maybe +4 chips. The check: about +0.\n\nHmm. Another angle: he "
        "check-raises rivers sometimes with two pair, which would put me to a tough call.\n\nGoing with the "
        "thin value bet anyway: 35.",
        OPEN,
        _bet(35),
    ),
    (
        'Let me be honest about a mistake I almost made.\n\nI was about to type "raise to 60" because I '
        "have K♣K♥ and the villain bet 20 into 30 on a 9♣ 5♦ 2♠ flop. Overpair, dry board, raise for value, "
        "right?\n\nBut this villain has check-called the last ten flops he's played and never raised with "
        "less than two pair. His donk bet into me, the preflop raiser, is unusual: he does it with sets "
        "(99, 55, 22) and two pair (95s, 52s) in this pool. A raise gets me 3-bet by the hands that beat me and "
        "folds out his occasional 6-x stab.\n\nOn the other hand, most players donk small with weak pairs "
        "and draws. He's not most players, though.\n\nDecision: I'll call the 20, not raise. I keep my "
        "kings as a bluff-catcher and re-evaluate on the turn: on a blank, if he bets 40+ again, I'll call "
        "once more; if he shoves, I'm folding.",
        HOLDEM,
        CALL,
    ),
    (
        "Spades, the last five tricks. Let me count everything carefully.\n\nBids: me 4, partner 3 (team 7); "
        "left opponent 2, right opponent 3 (team 5). Tricks so far: us 5, them 4. Tricks left: 4 including "
        "this one. So we need 2 more for our contract.\n\nSpades played: A♠, Q♠, 10♠, 9♠, 8♠, 6♠, 5♠, 3♠, 4♠. "
        "Remaining spades: K♠ (mine), J♠, 7♠ (mine), 2♠. So the J♠ and 2♠ are out there, in the opponents' "
        "or partner's hands.\n\nMy hand: K♠, 7♠, A♦, 9♥, 3♣. Hmm, that's five cards with four tricks left — "
        "let me assume the list is right and I have five.\n\nI'm on lead. The K♠ is the top spade left: "
        "leading it wins for sure, and it pulls the J♠ or 2♠ from someone. Then the A♦: if nobody is void in "
        "diamonds... the left opponent showed out of diamonds on trick 6, so he can trump my A♦ with a spade "
        "if he still has one. Pulling trumps first with the K♠ and 7♠ protects my A♦.\n\nSo the order: K♠, "
        "then 7♠, then A♦.\n\nFirst card: K♠.",
        SP_LEAD,
        card("play", "Ks"),
    ),
    (
        "Euchre. Let me think about the first round with the score and the seating in mind.\n\nSeating: the "
        "dealer is my partner (across). I'm in the third seat? No: the player on the dealer's left bids "
        "first, then the dealer's partner (me? no)... Seats in order: left of dealer (opponent A), then me? "
        "I'm across from the dealer, so the order is opponent A, me, opponent B, dealer. So I'm second to "
        "bid; opponent A passed.\n\nUpcard: A♠. If ordered, my partner (the dealer) picks up the ace of "
        "spades — a big plus for our team.\n\nMy hand: J♣ (left bower if spades), K♠, 9♠, A♦, Q♥. That's "
        "three trumps with the left bower and the king, plus the A♦ on the side. Partner adds the A♠.\n\n"
        "Score: 6 to 7. A euchre would give them 9, close to the win. But with the left, the king and the 9 "
        "of trump, plus the ace partner picks up, we have four trumps as a team at least, and that's strong.\n"
        "\nRisks: the J♠ (right bower) is with one of the opponents maybe. Even then, we should take three "
        "tricks.\n\nI'm ordering partner up.",
        BID1,
        ORDER,
    ),
    (
        "Hearts, trick 9. I'll lay out everything I know before I play.\n\nScores: me 41, left 58, across 22, "
        "right 79. This hand so far: left has 4 points, across 0, right 2, me 0. The Q♠ is still out.\n\n"
        "Cards played, by suit:\n- Clubs: 2, 5, 6, 7, 10, J, Q, A (and my... no, I have 4♣, 9♣, K♣ still).\n"
        "- Spades: 2, 3, 6, 7, 8, 9, 10, J, K — so the Q♠, A♠, 4♠, 5♠ are out; not with me.\n- Hearts: 2, 3, "
        "5, 8, 9, J.\n- Diamonds: all but three.\n\nThe current trick: clubs led by the across player with the "
        "8♣, then the right player played the 3♣. I'm third, then the left player.\n\nMy clubs: 4♣, 9♣, K♣. "
        "Remaining clubs unseen: none besides mine? 13 clubs: 2, 3, 5, 6, 7, 8, 10, J, Q, A played or on the "
        "table = 10, plus my 4, 9, K = 13. So the left player has no clubs and can dump anything — including "
        "the Q♠ — on this trick.\n\nWhoever wins this takes whatever the left player dumps. If I play the K♣ "
        "or 9♣ I win it (beating the 8♣). If I play the 4♣, the across player's 8♣ wins, and he eats the "
        "queen.\n\nThe across player has 22 points overall; giving him 13 is fine for me. So: the 4♣.",
        H_CLUBS,
        card("play", "4c"),
    ),
    (
        "Oh hell bidding, and I want to get this right because the scores are close.\n\nRound: six cards. "
        "Trump: the turned card is the 7♣, so clubs are trump.\nMy hand: A♣, J♣, 10♥, 10♦, 4♠, 3♠.\n"
        "Bids so far (I'm third of four): 2, 1.\n\nTrick estimate:\n- A♣: a sure trick, 1.\n- J♣: probably a "
        "trick; it loses only to the K♣ and Q♣, and I can use it to ruff... I have no void, but after the "
        "first spade trick I might discard.\n- 10♥, 10♦: rarely win in a six-card round with four players; "
        "there are 24 cards out and the honours will take most tricks.\n- 4♠, 3♠: losers. Once I'm void in "
        "spades (after two spade leads), my J♣ can ruff.\n\nEstimate: 2 tricks, maybe 1.5.\n\nThe dealer will "
        "have to avoid making the total 6: 2 + 1 + my bid + his bid ≠ 6. If I bid 2, he can't bid 1.\n\n"
        "Decision: I bid 2 — wait, I said maybe 1.5. Rounding down is safer when my second trick depends "
        "on a ruff. Hmm, no: with the J♣ as the second-best... third-best trump, 2 is the honest estimate. "
        "Keep 2.",
        OH6,
        _bid(2),
    ),
    # ---- Styles: other languages, emoji, multipliers, pot words, card words, bowers ----
    (
        "Analyse (en français, désolé) : j'ai A♣K♣ au bouton. Le joueur en cutoff a relancé à 6, les blindes "
        "sont encore à parler. Le pot fait 6 + 1 + 2 = 9.\n\nAK assorti est une main premium. Je veux "
        "sur-relancer pour prendre l'initiative et isoler le relanceur. Taille standard en position : environ "
        "trois fois la relance, donc 18. Si le cutoff fait un 4-bet, je paie ou je fais tapis selon la taille."
        "\n\nDécision : relance à 18 (raise to 18).",
        HOLDEM,
        _raise(18),
    ),
    (
        "Kurz zusammengefasst: Ich halte 5♦5♣ im Big Blind. Der Button erhöht auf 6, der Small Blind "
        "foldet. Im Pot sind 6 + 1 + 2 = 9, ich muss 4 nachzahlen. Das sind Pot Odds von etwa 9:4, also brauche "
        "ich rund 31 % Equity, und kleine Paare haben gegen eine breite Button-Range etwa 50 %.\n\nEin 3-Bet "
        "ist mit 55 nicht nötig; das Set-Mining mit guten impliziten Odds (beide 200 tief) reicht.\n\n"
        "Entscheidung: mitgehen — also **call**.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me think in my own language first, then give the action in English.\n\nContext: six-handed cash "
        "game, blinds 1/2, everyone has about 200 chips, and this is the first hand of a new orbit; the "
        "table has been fairly passive, with lots of limps and few 3-bets.\n\n我的分析：我拿着 "
        "K♥K♠，在枪口位置（UTG）。前面没有人行动，轮到我。这是第二好的起手牌。标准的做法是加注到大约三倍大盲，也就是6个筹码。后面有五个玩家，任何人都可能再加注。如果有人3-bet，我会4-bet。盲注是1/2，有效筹码200。\n\n"
        "跛入（limp）太被动了，会让太多人便宜地看翻牌。因此我的决定是加注。\n\nAction: raise to 6",
        HOLDEM,
        _raise(6),
    ),
    (
        "🔥 Big spot! 🔥\n\n🂡 My hand: A♦A♥\n🎯 Board: A♠ 7♣ 7♦ (flop)\n💰 Pot: 30, villain bet 20\n\nI flopped "
        "a full house: aces full of sevens 😎. The only hand that beats me is 77 (quads), and there's one combo "
        "of it. Slowplaying by calling lets him keep betting with his 7x and bluffs. Raising scares him off "
        "unless he has trips.\n\n🤔 Raise or call? Call is better here: he'll fire again on the turn.\n\n✅ "
        "**Call**",
        HOLDEM,
        CALL,
    ),
    (
        "Preflop, 3x open spot. Blinds 1/2. Folded to me on the button. I have Q♦J♦.\n\nOpening is clearly "
        "right: QJs is in the top 20% of hands. Wait, but the legal actions here are fold, call, raise: so "
        "someone must have limped? Yes — the hijack limped for 2. An isolation raise over one limper: 3x plus "
        "1 per limper = 8... my 3x means 3 big blinds plus one for the limper, which is 8 chips.\n\nRaise to 8.",
        HOLDEM,
        _raise(8),
    ),
    (
        "He bets half pot on the turn: 25 into 50. I hold A♠Q♣ on Q♦ 8♣ 6♠ 2♥. Top pair, top kicker.\n\nHis "
        "half-pot bet range: Qx worse (QJ, QT), 8x, draws (like 97, 75, clubs? no flush draw on the turn: "
        "only one club... 8♣ alone: no), sets (66, 88, 22).\n\nI want to raise for value: but against a "
        "half-pot bettor, a raise to about 75 (3x) folds the 8x and calls only with sets and... I'd rather "
        "call and let him barrel the river.\n\nCall 25.",
        HOLDEM,
        CALL,
    ),
    (
        "Pot-sized raise? Let me calculate. Pot before villain's bet: 20. He bet 10. Pot now: 30. A pot-sized "
        "raise means I call 10 (pot becomes 40) and raise 40 more: total 50.\n\nMy hand: T♣T♥ on T♠ 6♣ 2♦ — "
        "top set. He's a frequent c-bettor, and his range has overpairs (JJ-AA) that call a raise.\n\nSo, a "
        "pot-size raise: raise to 50.",
        HOLDEM,
        _raise(50),
    ),
    (
        "Facing a 3x raise from the cutoff (6 chips). I'm on the button with 2♣2♠. Pot: 6 + 1 + 2 = 9.\n\n"
        "Twos are the weakest pair. Set-mining needs implied odds around 15:1: calling 6 to win stacks of 194 "
        "behind... 32:1. Fine on paper. But the blinds behind me can squeeze, and if they do I must fold.\n\n"
        "I'll take a flop in position: call 6.",
        HOLDEM,
        CALL,
    ),
    (
        "Euchre: trump is spades, I'm on lead. My hand: the jack of spades (right bower), the jack of clubs "
        "(left bower), the ace of spades, the king of hearts and the nine of diamonds.\n\nLeading trump pulls "
        "the others' trumps. The right bower is the highest card in the game, so it wins for sure. After it "
        "goes, the left bower is the boss. Then the ace.\n\nI lead the right bower.",
        EU_SPADES,
        card("play", "Js"),
    ),
    (
        "Euchre, trump is spades. Trick 2. Partner led the A♦; the next opponent played the K♦; my turn. My "
        "cards: J♠, J♣, A♠, K♥, 9♦.\n\nI have a diamond (the 9♦), so I must follow suit — I can't trump in. "
        "Partner's ace is winning anyway. So the nine of diamonds.\n\nNext trick I'll lead the left bower, the "
        "jack of trumps that isn't the right one.",
        EU_SPADES,
        card("play", "9d"),
    ),
    (
        "Hearts (the game), trick 4. Clubs led: 10h? No, I mean the 10♣ was led by the left player. Then 2 "
        "players followed: Q♣ and 5♣. I'm last with 4c, 9c, Kc.\n\nThe Q♣ is winning. No points on the trick "
        "so far. If I win with Kc, I take a clean trick and lose my king. If I play 9c or 4c, the Q♣ wins.\n\n"
        "The king is dangerous later: it could win a trick with the Q♠ on it. Get rid of it now while the "
        "trick is clean: Kc.",
        H_CLUBS,
        card("play", "Kc"),
    ),
    (
        "Spades, partner is on lead and played the T♦... no, wait. The lead was the left opponent's 9♦, "
        "partner played the T♦? He can't; he's across from me and plays third. Let me restate: left opponent "
        "led the 9♦, I play second, then partner, then the right opponent.\n\nMy diamonds: 5♦ and Q♦. "
        "Second-hand low is a classic: partner can cover. I play the 5♦.",
        SP_DIAMONDS,
        card("play", "5d"),
    ),
    (
        "Kuhn poker, I'm second to act and the opponent bet 1 into the pot of 2. I hold the Queen. "
        "Hmm.\n\nIf he's bluffing with the Jack, my Queen wins. If he's value-betting a King, I lose. Equilibrium: "
        "the first player bets Kings always and Jacks with probability α (from 0 to 1/3). With α = 1/3, his bet "
        "is a bluff 1/4 of the time — hmm, that's roughly (1/3)/(1 + 1/3) = 25%. And I need 25% to call (1 to "
        "win 3).\n\nIndifferent. I'll go with calling a third of the time; this time... Call.",
        KUHN_FACE,
        CALL,
    ),
    (
        "Oh hell — 6 cards, hearts trump. My hand: K♥, 2♥, A♣, Q♣, 9♠, 5♦.\n\nCount: K♥ (likely 1; only the A♥ "
        "beats it), A♣ (1). Q♣ maybe (the K♣ is out). 2♥ can ruff if I go void in diamonds after one diamond "
        "trick: maybe.\n\nSum: 2 sure + 1 maybe. The bids: 1, 2, 1 so far. Total 4, plus mine: 2 gives 6 = "
        "cards, which the dealer then can't match... that's the dealer's problem.\n\n"
        '```json\n{"bid": 2}\n```',
        OH6,
        _bid(2),
    ),
    # ---- More traps in every game ----
    (
        "Let me run through the hand history so far, since the decision depends on it.\n\nPreflop: UTG "
        "raised to 6; I called on the button with J♠T♠; the big blind called. Flop: Q♠ 9♦ 3♠. The big blind "
        "checked, UTG bet 12, I called, the big blind folded. Turn: 2♣. UTG bets 30 into 45.\n\nI have an "
        "open-ended straight draw (K or 8) and a flush draw: 15 outs, about 32% with one card to go. Pot odds: "
        "30 / 105 = 29%. Calling is right; raising turns a good draw into a bluff against his overpairs.\n\n"
        "Previous street action: call 12. This street: call 30 too.",
        HOLDEM,
        CALL,
    ),
    (
        "I raise to 30. No wait, that's the wrong sizing for this pot; the pot is only 14. Let me redo it: "
        "flop 8♦ 5♣ 5♥, villain bet 7 into 14, I hold 8♠8♣ — a full house, eights full of fives. Raising "
        "to 30 is way too big and folds everything; a small raise to 20 looks like a probe and keeps his "
        "overpairs in. Or just call and let him bet the turn.\n\nSince he's aggressive, flatting is best. "
        "Flat.",
        HOLDEM,
        CALL,
    ),
    (
        "Opponent: checks. Me: ?\n\nTurn, pot 30. I have A♥A♣ on J♦ T♦ 7♠ 9♣ — the turn made a straight for "
        "any 8 or K-Q. My overpair is now well behind a lot of his range (QK, 8x, J-T two pair? no, that's "
        "under a straight).\n\nBetting folds worse and gets called by better. Checking lets me see a river "
        "for free. I check; on the river, I'll bet small if a blank comes.\n\nPlan for the river: bet 10.",
        OPEN,
        CHECK,
    ),
    (
        "The opponents did this: left bid 3, right bid nil. My partner bid 4. The table total: 7 plus mine."
        "\n\nMy hand: A♠ Q♠ 10♠ 3♠, K♥ J♥, A♦ 9♦ 6♦, 8♣ 7♣ 4♣ 2♣. I count: A♠ 1, Q♠ 0.5, 10♠ 0.5 (long "
        "spade), A♦ 1, K♥ 0.5. That's 3.5. With the right opponent's nil to set, I'll be leading low clubs.\n\n"
        "Three or four? Four with partner's help on the nil set... three if I stay conservative. Both are "
        "fine. I'll let my partner's count decide: he bid 4, which is plenty, so I can be conservative — or "
        "aggressive to push for the set. Undecided, honestly.",
        BID,
        None,
    ),
    (
        "Trick 2 in hearts. The lead is the K♦ by the right player. Diamonds: I hold the 10♦. I must follow "
        "suit, so the 10♦ is forced — any other card would be a revoke.\n\nPoints so far this hand: nobody has "
        "any; hearts aren't broken and the Q♠ is in my hand, which makes every trick I could lose a chance "
        "to get rid of it.\n\nI'd love to dump the Q♠ here, since the king will take the trick, but that's "
        "illegal while I hold a diamond. Q♠ — no. 10♦.",
        H_VOID,
        card("play", "Td"),
    ),
    (
        "I'm thinking about playing the A♣ here. Hearts, clubs led by the left player (the 7♣). But I don't "
        "have the A♣ — my clubs are 4♣, 9♣, K♣. Fine: the question is whether to win the trick.\n\nThe trick "
        "is clean so far. The player after me is void in clubs (he sloughed a diamond on the last club lead). "
        "If I win it with the K♣ or 9♣, he may dump the Q♠ on me. So duck with the 4♣.",
        H_CLUBS,
        card("play", "4c"),
    ),
    (
        "Spades, trick 10. I'm on lead. Hand: K♠, 7♠, A♦, 9♥, 3♣. Let me see — a spade lead drags out the "
        "last trumps. The A♦ is good if no one's void. The 9♥ and 3♣ are losers.\n\nLead the K♠ or the A♦? "
        "If I lead the A♦ first, someone might trump it. If I lead the K♠, it might fall to the A♠ — has it "
        "been played? I don't remember.\n\nI'll go with the A♦ or the K♠... can't recall the ace of spades, "
        "so it's a guess either way.",
        SP_LEAD,
        None,
    ),
    (
        "In euchre, the right bower is the jack of the trump suit, and the left bower is the other jack of the "
        "same colour. Here trump is spades: right bower J♠, left bower J♣.\n\nI'm following to a diamond lead "
        "— the left opponent led the Q♦. I hold J♠, J♣, A♠, K♥, 9♦. I must follow with the 9♦.\n\nIf I "
        "were void in diamonds I'd trump with the left bower. I'm not. Nine of diamonds. Would the right "
        "bower be a waste here? Yes, but it's illegal anyway.",
        EU_SPADES,
        card("play", "9d"),
    ),
    (
        "Leduc, round 2. Board card: K♥. My card: Q♣. He bet, I'm facing it.\n\nQueen high on a king board. "
        "He bets kings for value and queens/jacks as bluffs sometimes. I beat his J bluffs only. With pot odds "
        "of about 25%, and his bluff rate near 30%, calling is barely +EV.\n\nBut raising as a bluff? He "
        "won't fold a K. So it's call or fold, and they're close. Call? Fold? I'd say call... or fold. Ugh. "
        "Let's not pretend — it's a toss-up.",
        LEDUC_FACE,
        None,
    ),
    (
        "Kuhn poker. I hold the King and I'm first to act.\n\nStandard equilibrium: with the King, bet "
        "with probability 3α (where α is my Jack-bluff frequency). If I never bluff the Jack, I'd check the "
        "King always and check-raise... there's no raise in Kuhn; check-call then. My α this game is 1/3, so "
        "3α = 1: bet the King always.\n\nThe opponent's possible response: call with the Queen? He folds the "
        "Jack, calls with... only the Queen left — he calls Q at 1/3.\n\nI bet.",
        KUHN_OPEN,
        BET,
    ),
    (
        "Euchre, round one, upcard the K♣. The dealer is on my right — an opponent. Score 2-2.\n\nHand: J♣, "
        "A♣, 10♣, A♥, 9♦. Three clubs with the right bower and the ace. The dealer picks up the K♣ if ordered, "
        "giving him one trump — but I've got the J and A, so the K is only the third-highest... fourth after "
        "the left bower.\n\nOrdering is clearly right. My partner won't be happy if I pass a hand like this. "
        "Pass? No! Order it up.",
        BID1,
        ORDER,
    ),
    (
        "I'll order... hmm. Round 1, upcard 9♥, dealer is my partner. Hand: J♦ (left bower in hearts), Q♥, "
        "A♣, K♣, 10♠.\n\nTwo trumps (the left and the queen) plus the 9♥ going to partner. That's three for "
        "the team, with an ace and king of clubs on the side. Ordering partner up is standard with two trumps "
        "and an off ace.\n\nI order.",
        BID1,
        ORDER,
    ),
    (
        "Round 2, hearts turned down. My hand: J♣, 9♣, A♦, K♦, Q♦.\n\nDiamonds: A, K, Q — three high trumps "
        "but no bower; both bowers (J♦ and J♥) are out there. Clubs: J♣ (right) and 9♣ — two trumps with the "
        "right.\n\nDiamonds with A-K-Q is strong: only the two bowers beat my ace. I'd say diamonds. Clubs "
        "gives me the right bower though, and J♠ is the left... I don't have it.\n\nMaking it diamonds. Or "
        "clubs. Both work, I think diamonds has a slight edge, but clubs is safer against the bowers. I'll "
        "leave it.",
        SUITS,
        None,
    ),
    (
        "The player to my left went alone. I'm the defender... wait, the decision is mine: alone or with "
        "partner? That means I'm the maker. Let me recount: I called hearts in round two. My hand: J♥, J♦, "
        "K♥, A♠, A♣.\n\nRight and left bower, king of hearts, two off aces. Missing: the A♥, Q♥, 10♥, 9♥. "
        "After I lead J♥ and J♦, two rounds of trump pull up to two from each opponent. The A♥ might still be "
        "out. Risky but a classic loner.\n\nGoing alone.",
        ALONE,
        ALONE_,
    ),
    (
        "Discard after picking up. Trump: hearts. Hand: 9♣, J♦, Q♠, A♥, K♥.\n\nI keep the trumps: J♦ (left), "
        "A♥, K♥. The Q♠ and 9♣ are off. I'll throw the 9♣ — or the Q♠? Both singletons. The Q♠ can win a "
        "trick if the A♠ and K♠ are out... unlikely. The 9♣ never wins. Wait, the 9♣ can be useful if clubs "
        "are led... no, a nine never wins in euchre unless it's trump.\n\nThe queen. Discard the Q♠.",
        DISCARD,
        card("discard", "Qs"),
    ),
    (
        "Heads up, river, pot 40. He bet 40 (pot). I hold 9♥9♠ on K♥ K♦ 4♣ 4♠ 2♥. Two pair, kings and... no, "
        "the board has two pair already; my nines play: K-K-9-9-4? Kings and nines with a four kicker. His K-x "
        "or 4-x beat me. His A-high, Q-high, J-high don't.\n\nHe's bet pot three times. That's a lot of "
        "strength. But he's the type who bets pot with air.\n\nTotal folds from him today: 2. Total calls: "
        "17. He's a station, not a bluffer... that means his pot bets are value. OK: fold. That's it — no "
        "call.",
        HOLDEM,
        FOLD,
    ),
    (
        "Okay here's what I'm thinking: the UTG raise to 6 is from a tight player, the MP call is from a loose "
        "one, and the cutoff 3-bet to 24 is from a maniac. I'm on the button with A♦K♠.\n\nThree players, "
        "each with a different range. The maniac's 3-bet range is wide; AK crushes it. A 4-bet to 60 isolates "
        "the maniac, and UTG folds most hands. If UTG 5-bet shoves, I'm folding AK? Probably calling.\n\n"
        "4-bet to 60.\n\nUTG's likely action: fold. MP's: fold. Cutoff's: shove 200, and I call.",
        HOLDEM,
        _raise(60),
    ),
    (
        "Flop decision. Hero: 6♠6♦. Board: 6♥ 6♣ A♠ — quads! Pot: 14. Villain checked.\n\nNo hurry: nothing "
        "beats me, and he folds everything except an ace to a bet. Slowplay: check. Let him bluff or make a "
        "pair on the turn.\n\nNo bet here. No way.\n\nTurn plan: bet small if he checks again, check-raise if "
        "he leads.",
        OPEN,
        CHECK,
    ),
    (
        "Turn, pot 50. I'm first to act with 7♣7♦ on 7♠ K♠ 4♦ Q♠. Middle set with a three-spade board.\n\n"
        "Betting protects against the flush draws... the flush is already there for any spade. My set has "
        "10 outs to a full house if he has the flush. Checking gives him a free card when he has a single "
        "spade draw to the nut flush... he only needs one spade now.\n\nBet 35 or check? I'll go with a check: "
        "if he bets, I'll call. Thinking again, no, a bet is better. Bet 35, then.",
        OPEN,
        _bet(35),
    ),
    (
        "Oh Hell, six-card round. Trump: spades. Hand: A♠, 9♠, A♥, K♥, 8♦, 4♣. Bids so far: 1, 1, 2.\n\nA♠ "
        "sure. A♥ nearly sure. K♥ 50%. 9♠ maybe as a ruff. That's 2.5 to 3.\n\nThe player before me bid 2 "
        "and the dealer after me has to avoid 6 total; with my 3 the total is 7, so he's free.\n\nI'll bid 3. "
        "The dealer likely bids 0.",
        OH6,
        _bid(3),
    ),
    (
        "Spades: bids are left 3, partner 5, right 2. I'm last. My hand has A♥ and K♥ and the A♣; spades: "
        "J♠ 8♠ 6♠. I count 3 tricks.\n\nThe total with my 3 is 13: exactly. Fine — no bags expected.\n\n"
        "Partner's bid of 5 is big: he must have A♠ K♠. My J♠ might win a late trick. That makes 4?\n\nI'll "
        "stay at 3: overbidding with partner at 5 risks a set.\n\nFinal bid: three (3).",
        BID,
        _bid(3),
    ),
    (
        "Hearts pass. Direction: hold (no pass this round)? No — the legal action is pass, so it's a passing "
        "round. My hand: 2♣ 7♣ J♣ | 9♠ Q♠ K♠ A♠ | 3♥ 8♥ A♥ | 4♦ 10♦ K♦.\n\nLast time I passed the Q♠, the "
        "receiver shot the moon. This time I'll keep the queen, guarded by the 9♠, and pass the A♠, K♠ to "
        "avoid catching it... wait, I hold it. The danger is being forced to play it under my own A♠.\n\n"
        "Pass: A♠, K♠, A♥.",
        HPASS,
        card("pass", "As"),
    ),
    # ---- Long answers again: the decision in the middle, tables, restated options, asides ----
    (
        "Decision first, then the explanation: I'm folding this river.\n\nHere's the full picture. We're "
        "three-handed going to the flop: the cutoff opened to 6, I called on the button with 7♥7♠, and the big "
        "blind called. Flop: J♣ 8♦ 4♣ (pot 19). Checked to the cutoff, he bet 10, I called, the big blind "
        "folded. Turn: 2♥ (pot 39). He bet 25, I called. River: A♣ (pot 89). He bets 70.\n\nThe river "
        "completes the club draw and brings an ace. His range after bet-bet-bet with a big river: AJ, A8s "
        "now two pair, sets, club flushes (A♣x♣ made the nut flush), overpairs like QQ that would now be "
        "scared... those would check. Bluffs: missed straight draws like T9, 96 (he has T9 with no club, "
        "maybe).\n\nI need 70 / 229 = 31%. My sevens beat only his missed straight draws, and most of those "
        "include a club or a bit of showdown value. I'd estimate I'm good 15% of the time.\n\nIf he bet 30 "
        "instead, I'd call. If he'd checked, I'd check behind. At 70, it's a fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Legal options: fold, call (2 more), or raise (4 to 200).\n\nThe spot: I'm in the big blind with "
        "J♥4♥. The small blind limped... no, the small blind completed, that's the same thing. Oh wait, then "
        "the call would be free. Let me re-read: the button min-raised to 4, the small blind folded. So I call "
        "2 more to see the flop, with 4 + 2 + 1 = 7 in the pot: 7:2 odds, 22%.\n\nJ4 suited has about 35% "
        "against a button min-raising range (which is wide, 60% of hands). Calling is clearly fine. A 3-bet "
        "bluff is possible but J4s doesn't block anything.\n\nFold, call, or raise? Call.\n\nFor the record: "
        "with K4s I'd consider a 3-bet; with J4o I'd fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll structure this as the three candidate lines with rough EVs.\n\n**Game state:** turn, heads-up, "
        "pot 60, effective behind 170. Board: 9♠ 8♠ 2♦ 4♣. I'm out of position with 9♦9♣ (top set). Villain "
        "bet 20 on the flop, I check-raised to 60, he called. Now I'm first on the turn.\n\n| Line | What "
        "happens | Est. EV |\n|---|---|---|\n| Bet 45 | called by draws and overpairs, folds air | +38 |\n| "
        "Check, plan to raise | he checks back draws often, bets overpairs | +30 |\n| Bet 60 (pot) | fewer "
        "calls from draws | +35 |\n\nThe first line wins: a bet of about three-quarters keeps his spade draws "
        "and straight draws (T7, 76, J-T) in at a price they shouldn't pay, and overpairs feel obliged to "
        "call. Checking risks a free card for the draws.\n\nThe river plan: shove any blank.\n\nSo, bet 45.",
        OPEN_DEEP,
        _bet(45),
    ),
    (
        "A quick note on something I'd do differently in other spots, then my answer.\n\nIf I were deeper "
        "(400 chips), I'd raise this turn for value with two pair. If I were shorter (50 chips), I'd just get "
        "it in. With 200 effective and a pot of 70, both are close.\n\nThe actual spot: board K♥ 7♦ 3♠ 7♣, I "
        "hold K♣3♣ (kings and sevens with a three... the sevens on board mean my two pair is kings and "
        "sevens, and the board pair counterfeits my threes). Villain bet 45 into 70.\n\nHe has K-x (better "
        "kicker than my three: nearly every K-x), 7-x (trips, beats me), and some bluffs. My hand is really "
        "one pair of kings with a terrible kicker.\n\nI'm not raising. Calling keeps his bluffs in... but "
        "most of his range beats me. Given that his bluff frequency on a paired turn is low, I'll fold this "
        "one.\n\nTo sum up: fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Let me think about the whole euchre hand, since this discard shapes everything.\n\nI'm the dealer. "
        "The upcard was the K♥ and the left opponent ordered me up... no wait. If an opponent orders, I still "
        "pick up the card as dealer. Hmm, the legal action is discard, so either way I picked up and hearts "
        "are trump.\n\nMy hand after the pick-up: 9♣, J♦, Q♠, A♥, K♥.\n\nTrumps: J♦ (the left bower: jack of "
        "the same colour as hearts), A♥, K♥. That's three of the top five trumps; only the J♥ (right bower) "
        "and... that's it, the right bower is the only trump above my left.\n\nOff-suit: 9♣ (worthless), "
        "Q♠ (worth a trick only if A♠ and K♠ are gone).\n\nIf an opponent ordered me up, they have trumps, "
        "probably the right bower. I'm defending... no, I'm on the making team only if my partner or I "
        "ordered. Either way, the same logic: keep trumps, shed the worst off-suit card.\n\nDiscarding the "
        "9♣ leaves me void in clubs, able to ruff the first club lead.\n\nThe card I throw: nine of clubs.",
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "Spades, and I'm thinking about going nil, so let me be thorough.\n\nMy hand:\n- ♠: 8, 3\n- ♥: "
        "Q, 9, 6, 2\n- ♦: K, 5, 4\n- ♣: 10, 7, 5, 3\n\nDangers for a nil:\n1. The K♦ with only two small "
        "diamonds to protect it. If diamonds are led three times, I might be forced to play it; but the A♦ "
        "will usually be played by then, and the K♦ only wins if the ace has fallen and nobody plays higher.\n"
        "2. The Q♥ with 9, 6, 2 as guards: fine, I can duck hearts three times.\n3. The 8♠: medium spade. If "
        "spades are led and I'm last with only the 8♠ and 3♠, I play under.\n\nBids: left 4, partner 4, "
        "right 3. That's 11. Partner with 4 is strong enough to cover me.\n\nThe K♦ is the main risk. "
        "Against that, nil pays 100, and a set costs 100.\n\nMy estimate of success: 60%. EV of nil: 0.6 × "
        "100 − 0.4 × 100 = +20. EV of bidding 1: the K♦ wins about half the time... plus 10 for making it.\n\n"
        "Going nil.",
        BID,
        _bid(0),
    ),
    (
        "Hearts, trick 6, and there's a lot going on, so here's my reasoning in order.\n\n1. The lead: the "
        "left player led the 6♣. The across player played the A♣. The right player hasn't played; I'm third.\n"
        "Hmm, wait: order is left, across, right, me? I'm last then. Whatever: two cards are on the table, "
        "6♣ and A♣.\n2. My clubs: none. I'm void in clubs (my hand is Q♠, A♠, 7♥, T♦).\n3. The A♣ wins this "
        "trick unless someone trumps... there's no trump in hearts. The across player takes it.\n4. The "
        "across player's score: 88. Mine: 54. Others: 61 and 70. If he reaches 100, the game ends and the "
        "lowest score wins — that's me!\n5. So I want to give him points: the Q♠ gives 13, putting him at "
        "101 after this hand (if he takes nothing else... he'll have at least 13 + whatever).\n\nThe Q♠ it "
        "is. Dump it.",
        H_VOID,
        card("play", "Qs"),
    ),
    (
        "I hold the 9♦ and the 8♦... hmm, no. My hand shows 5♦ and Q♦. Spades, trick 8. The left opponent "
        "led the K♦ and I'm second to play.\n\nThe K♦ beats my queen, and the A♦ is still out: if partner "
        "has it, he'll take the trick. My Q♦ can't win the trick now (the king is higher), so I keep it for "
        "when the king and ace are gone and play the small one.\n\nBids: us 4, them 5; tricks: us 3, them 3.\n"
        "\nThe 5♦. And next trick I expect to lead from partner's winning card... he'll decide that.",
        SP_DIAMONDS,
        card("play", "5d"),
    ),
]


def _one(opening):
    """The one answer of the corpus that opens so: the lists below name these long answers by their first words."""
    found = [text for text, _, _ in CORPUS if text.startswith(opening)]
    assert len(found) == 1, f"{len(found)} answers of corpus 45 open with {opening!r}, not one"
    return found[0]


def _answers_opening_with(openings):
    return {_one(opening) for opening in openings}


# Answers a careful reader takes as one decision that the reader refuses.
REFUSED_THOUGH_CLEAR = _answers_opening_with(
    [
        # refused since session 33: the card stands apart from the action's word
        # refused since session 33: the card stands apart from the action's word
        "Round two. Hearts turned down.",
        "Second round, hearts are out (",
        "Round 2, hearts turned down (1",
        "Bidding round 2. Hearts were t",
        "Let me plan my pass (to the ri",
        "Hearts, pass across. I'll try ",
        "Passing decision. I hold A♠ K♠",
        "Hearts, passing left. Let me l",
        "My pass, hearts, to the left:\n",
        "Hearts. Pass to the right. The",
        "Spades hand, trick 9. Bids: us",
        "Spades, the opponents bid nil ",
        "Let me think about the whole e",
        "The villain shoves 200 into a pot of 60 o",
        "Hmm, this is a spot I'd like to get righ",
        "Answer: fold.\n\nWhy: he's 4-bet to 60 fro",
        "Okay, so what do I actually have? Q♣Q♦ o",
        "Numbers first:\n- Pot before his bet: 90\n",
        "Let me be careful here because my first i",
        "Hero: T♥9♥, button. Villain: small blind",
        "Let me think. The villain's river bet is",
        "Here's my reasoning as a table:\n\n| Actio",
        "Looking at this spot: stacks are short. I",
        "Mi razonamiento: tengo A♠T♠ en la ciega g",
        "Pre-flop action: two limpers, then a rai",
        "Let me consider the stacks. I have 52 le",
        "Villain bets 18 into 24 on the flop. Boa",
        "Decision: call.\n\nThe reasoning, since it",
        "The cutoff opened to 6, the button 3-bet",
        "Flop: A♠ 8♣ 5♣. I'm out of position with",
        "Raise to 45 here? Let me see. I'm in the",
        "Given the player's history (he's shown d",
        "Call or fold? Call.\n\nThe river card pair",
        "Thinking out loud: the opponent shoves 2",
        "I was going to call, but he has exactly t",
        "Hand: T♥T♦. Board: 9♣ 5♦ 2♠ 5♣ J♥. The p",
        "My hand: A♦Q♠. Board: Q♥ J♣ T♥ 4♦. Villa",
        "Raise, call or fold — which one? Let me l",
        "The player to my right shoved for 45 (he",
        "Hmm, 3-bet or flat? A♣J♣ on the button v",
        "I check-raised the flop to 36 with 8♦8♠ o",
        "I'm first to act on the flop as the pref",
        "Okay, let's see. Heads up, I'm on the bu",
        "I'll bet 40.\n\nWhy: river, pot 60, board A",
        "I'm going to think about this spot from t",
        "Let me structure this:\n\n**Hand**: 4♦4♥ o",
        "Hmm. I'm on the river with nothing: 5♣4♣",
        "Turn, pot 40, I'm in position. The villa",
        "River, stacks 150 behind, pot 95. Board:",
        "Let's see, what did the other players do",
        "Option A: bet 30 for value.\nOption B: ch",
        "Villain's last action: check. My decisio",
        "I'll check this flop. Reason: I have 2♥2",
        "Here's the thing: if he were a loose pla",
        "Facing 3,600 from the cutoff; I'm the bi",
        "Let me think about all three options.\n\n|",
        "Stack: 19,000. He opened to 1,200 from t",
        "Short version: call.\n\nLong version: I'm t",
        "I raise to 12bb.\n\nThe button is a regula",
        "Kuhn: my card is the Jack. The opponent b",
        "Kuhn poker, second to act. My card: Quee",
        "I have the King. In Kuhn poker the oppon",
        "Kuhn poker, I'm first to act, holding th",
        "Leduc hold'em, round one. My card: K♠. I",
        "Leduc round one: I hold Q♥. The opponent",
        "Round two of Leduc. Public card: J♠. My c",
        "Leduc, round one. I have the J♥. The opp",
        "Leduc, round 2, facing his bet. Board: Q",
        "Leduc, round 1, my card K♦, opponent bet",
        "Leduc, first round. My card: Q♠. The opp",
        "Let me count. Upcard 9♠, the dealer is o",
        "Second round of bidding. Hearts (the upc",
        "Round two. The turned-down card was the A",
        "I ordered up the 10♠ and the dealer pick",
        "Alone? Let me count. Trump: diamonds. My",
        "Trick one, I'm on lead. Trump is spades.",
        "Hearts led (the Q♥ from the left opponen",
        "Trick 4 of 5. Trump: hearts. Tricks: we h",
        "Trick three. Trump: spades. Partner led t",
        "Trick 1, I'm second to play. The left op",
        "Spades, bidding. My hand:\n- ♠: A, K, 7, 3",
        "Bidding in spades. Partner: 2. Left: 3. R",
        "Spades, score 380 to 410 and we have 7 b",
        "Opponent on my left bid 6. Partner bid 4",
        "Bids so far: left opponent 3, partner 4,",
        "Hmm, let me think about nil. My hand: Q♠",
        "Oh Hell, I'm the dealer; the hook rule s",
        "Oh hell, six cards, trump: diamonds. Han",
        "Oh Hell (six-card round). Bids before me",
        "Hearts pass. My hand has the 2♣, so I le",
        "Hearts, trick 5. Hearts are broken (some",
        "Clubs were led: the left player played t",
        "Trick 2, diamonds led by the right playe",
        "Opening of trick 1? No, I don't have the",
        "Hearts trick, last player to act. The tr",
        "I'm void in clubs; a club is led. What t",
        "Trick 12. Two cards left? No, the list s",
        "Partner is nil. Diamonds led by the left",
        "Trick 6. I'm void in diamonds; the A♦ wa",
        "I'm void in diamonds. Lead: the A♦ (left",
        "Spades, trick 11. Partner led the K♥ and",
        "Oh hell, I bid 1 and I have 1. Trump is d",
        "Spades trump. I'm on lead, trick 2. Hand",
        "Alright, here's a tricky one, so I'll go",
        "Thinking about this in detail.\n\nGame: no",
        "Let me compute pot odds, equity, and mak",
        "River decision. Let me reconstruct the w",
        "Let me compare lines before choosing.\n\n*",
        "Spades, the last five tricks. Let me cou",
        "Hearts, trick 9. I'll lay out everything",
        "Kurz zusammengefasst: Ich halte 5♦5♣ im B",
        "🔥 Big spot! 🔥\n\n🂡 My hand: A♦A♥\n🎯 Board: A",
        "Pot-sized raise? Let me calculate. Pot b",
        "Facing a 3x raise from the cutoff (6 chi",
        "Euchre: trump is spades, I'm on lead. My",
        "Euchre, trump is spades. Trick 2. Partne",
        "Hearts (the game), trick 4. Clubs led: 1",
        "Spades, partner is on lead and played th",
        "Oh hell — 6 cards, hearts trump. My hand",
        "Let me run through the hand history so f",
        "I raise to 30. No wait, that's the wrong",
        "Opponent: checks. Me: ?\n\nTurn, pot 30. I",
        "I'm thinking about playing the A♣ here. H",
        "In euchre, the right bower is the jack o",
        "The player to my left went alone. I'm th",
        "Discard after picking up. Trump: hearts.",
        "Heads up, river, pot 40. He bet 40 (pot)",
        "Okay here's what I'm thinking: the UTG r",
        "Flop decision. Hero: 6♠6♦. Board: 6♥ 6♣ A",
        "Turn, pot 50. I'm first to act with 7♣7♦",
        "Legal options: fold, call (2 more), or r",
        "I'll structure this as the three candida",
        "A quick note on something I'd do differe",
        "Spades, and I'm thinking about going nil",
        "Hearts, trick 6, and there's a lot going",
        "I hold the 9♦ and the 8♦... hmm, no. My h",
        # refused since session 35 (was misread as the K♥): "I'd play it" names by a pronoun a card other than the
        # one read
        "Trump: spades. I'm leading trick 5, the l",
        # refused since session 35 (was misread as 3): "The player before me bid 3" is another player's bid
        "Oh hell, six cards. Trump: clubs. Hand: A",
        # refused since session 35 (was misread as all in): "And, if he calls ..., I'll shove the rest" is a case
        "Heads-up, deep stacks: 190 each. Turn: J",
        # refused since session 35 (was misread as all in): "are likely to shove" is the short stacks' move
        "The big blind is 400. He min-raised to 8",
        # refused since session 40: "three trumps" is a count, a noun, and "Make it clubs" names no action word
        "Hearts got turned down. My partner passed",
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


def test_every_answer_is_long_as_the_theme_asks():
    assert min(len(text) for text, _, _ in CORPUS) >= 300  # the theme: 300 to 1,900 characters of reasoning
