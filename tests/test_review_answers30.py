"""Misreads of model answers, round three: a corpus written the way language models answer and unlike the two
before it (tests/test_review_answers27.py, tests/test_review_answers28.py): long reasoning with pot odds, outs and
equity before the decision, markdown tables and lists, JSON with extra keys, nested or fenced after prose, final
decision headings, hedged then settled answers, other spellings, cards in words, euchre, hearts passes, bids,
Kuhn and Leduc, the opponent's action quoted first and the legal options restated. Each answer carries what its
writer meant (None where it is really unclear); it must be read as that or refused, and a refusal of a clear
answer is listed in REFUSED_THOUGH_CLEAR."""

from __future__ import annotations

import pytest
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
    raise_to,
    read_as,
)

from cosino.seats.answers import parse_answer

_raise, _bet, _bid, _card = raise_to, bet, bid, card  # short names for the long corpus below

# (answer, legal options, what its writer meant; None where the answer is really unclear).
CORPUS = [
    # Long reasoning with numbers first (pot odds, stacks, outs, equity) and the decision at the end.
    (
        "Pot is 40, villain bets 20, so I need to call 20 to win 60: 25% equity needed. With a flush draw I have"
        " 9 outs, roughly 35% by the river. That's enough.\n\nI call.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me think step by step.\n1. Effective stack: 180.\n2. Pot: 30.\n3. My hand: top pair, good kicker.\n"
        "4. SPR is 6, so I want to build the pot.\n\nDecision: raise to 45.",
        HOLDEM,
        _raise(45),
    ),
    (
        "Villain has shown aggression all session. I have 8 outs to the straight (~32% with two cards to come)."
        " The price is 15 into 45, i.e. 25%. Calling is +EV.\n\nAction: call",
        HOLDEM,
        CALL,
    ),
    (
        "Equity vs a tight range: about 22%. Required: 33%. Not profitable to continue.\n\nFinal answer: fold",
        HOLDEM,
        FOLD,
    ),
    (
        "I hold 7♣2♦ out of position against a 3x open. This is the worst hand in poker; 0% of solvers defend it"
        " here. I fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Stacks: me 200, villain 150. Pot 12. I have AA. I want to get it in over the streets, so size"
        " to 36 now.\n\nRaise to 36.",
        HOLDEM,
        _raise(36),
    ),
    (
        "With 12 outs (flush + overcards) I'm about 45% on the flop. Against a bet of 10 into 20, a raise"
        " gets folds and builds a pot when called. I'll raise to 35.",
        HOLDEM,
        _raise(35),
    ),
    (
        "The board is A-K-7 rainbow. My 5-5 has 2 outs, about 4%. The pot odds are 3 to 1. Clear fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Thinking it through: villain's range is wide (about 40% of hands), my equity is 58%, so I'm ahead."
        " Raising to 20 folds out the worst of it.\nSo: raise to 20.",
        HOLDEM,
        _raise(20),
    ),
    (
        "Outs: 4 (gutshot). Equity ≈ 8.7% on the turn. Call costs 30 to win 90 -> need 25%. Result: fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Pot 1200, to call 600, stacks 15000. Implied odds are huge with a set draw (2 outs, ~4%, but 25x implied)."
        " I call.",
        BIG,
        CALL,
    ),
    (
        "I'm in the big blind with 900 in the pot. A standard 3-bet here is around 3x, so I raise to 2700.",
        BIG,
        _raise(2700),
    ),
    (
        "Stack to pot ratio is under 1. Any bet commits me, so I shove all in.",
        HOLDEM,
        _raise(200),
    ),
    (
        "Checked to me on the river. The pot is 24; I have the nuts. A bet of 18 (75%) gets called by worse.\n\nBet 18",
        OPEN,
        _bet(18),
    ),
    (
        "Pot: 10. I have nothing; my equity is near 0%. A bluff would need to work 40% of the time at a"
        " 2/3 size and this opponent never folds. I check.",
        OPEN,
        CHECK,
    ),
    (
        "The flop came Q-J-T. I have A-K for the nut straight. Pot is 16, stacks 70. I'll bet 12.",
        OPEN,
        _bet(12),
    ),
    (
        "Reasoning:\n- Pot = 20\n- My stack = 70\n- Hand = middle set\n- Board = wet\n\nI should bet big: bet 15.",
        OPEN,
        _bet(15),
    ),
    (
        "My hand is marginal (about 48% equity). With 70 behind and 8 in the pot, I check to control the pot.",
        OPEN,
        CHECK,
    ),
    (
        "Equity 70%, pot 30, villain stack 50. Bet 50 puts him all in. I'll bet 50.",
        OPEN,
        _bet(50),
    ),
    (
        "I considered every line. Folding gives up 30 chips of equity; calling wins 55% of the time; raising"
        " isolates. Weighing them, I raise to 60.",
        HOLDEM,
        _raise(60),
    ),
    (
        "Pot odds: 20 / (60 + 20) = 25%. My equity: 31%. Since 31 > 25, I call.",
        HOLDEM,
        CALL,
    ),
    (
        "Hand: K♠K♦. Position: button. Action to me: raise to 8 from the cutoff. A 3-bet to 24 is standard."
        "\n\nMy action: raise to 24",
        HOLDEM,
        _raise(24),
    ),
    (
        "I have 2 pair on a board of 9-8-4-2. The pot is 50. Villain has 40 left. I'll put him all-in.",
        HOLDEM,
        _raise(200),
    ),
    (
        "Step 1: count outs (9). Step 2: rule of 4 gives 36%. Step 3: price is 25%. Step 4: call.",
        HOLDEM,
        CALL,
    ),
    (
        "My stack is 120 big blinds and the pot is 3.5 big blinds. Standard open is 2.5bb, but I'm in the"
        " blind facing a limp, so I raise to 10.",
        HOLDEM,
        _raise(10),
    ),
    (
        "After analysing the ranges, the best line is a small raise. I raise to 12 total.",
        HOLDEM,
        _raise(12),
    ),
    (
        "The opponent has 3 chips left, I have 150. Calling the rest is trivial: I call.",
        HOLDEM,
        CALL,
    ),
    (
        "Given 15 outs on the flop (54% over two streets), semi-bluff jam.",
        HOLDEM,
        _raise(200),
    ),
    (
        "Blockers: I hold the A♠, so he can't have the nut flush. Pot 60. I will bet 45 on the river.",
        OPEN,
        _bet(45),
    ),
    (
        "Ugh, a 4-flush board and I have no spade. Pot 30, he bets 30. I need 33% and have maybe 10%. I fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "With 30 in the pot and 170 behind, I'll raise to 70 to set up a shove on the turn.",
        HOLDEM,
        _raise(70),
    ),
    (
        "1) Villain: loose, 45 VPIP\n2) Me: AQo\n3) Position: BTN\n\n=> raise to 10",
        HOLDEM,
        _raise(10),
    ),
    (
        "My read: he's weak. My hand: air. The plan: bluff. The size: 20. So bet 20.",
        OPEN,
        _bet(20),
    ),
    (
        "EV(call) = 0.35 × 80 − 0.65 × 20 = 15 > 0, so I call.",
        HOLDEM,
        CALL,
    ),
    (
        "EV(fold) = 0. EV(call) = 0.2 * 60 - 0.8 * 30 = -12. Folding is better. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "The pot is 8, I'm first to act with 70 behind and hold 9♠9♣. Checking lets overcards come free; I bet 6.",
        OPEN,
        _bet(6),
    ),
    (
        "There are 2 players left and 40 chips in the middle. I have the worst of it. I'll just check.",
        OPEN,
        CHECK,
    ),
    (
        "I'd normally raise here, but the stack depth (12 bb) means any raise is a commitment. I call.",
        HOLDEM,
        CALL,
    ),
    (
        "Considering that the pot is 100 and I have 20 left, I'm all in.",
        HOLDEM,
        _raise(200),
    ),
    (
        "It costs me 4 to see a flop with 22. Set mining needs 15:1 implied; stacks are 200 deep (50:1). Call.",
        HOLDEM,
        CALL,
    ),
    # Markdown tables and bullet lists.
    (
        "| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | +4 |\n| Raise | +9 |\n\n**Choice: Raise to 20**",
        HOLDEM,
        _raise(20),
    ),
    ("| Action | Amount |\n|--------|--------|\n| raise  | 30     |", HOLDEM, _raise(30)),
    ("| Action | Amount |\n|---|---|\n| bet | 14 |", OPEN, _bet(14)),
    ("| Decision |\n|---|\n| fold |", HOLDEM, FOLD),
    ("| Field | Value |\n|---|---|\n| action | call |\n| reason | price is right |", HOLDEM, CALL),
    ("| Line | Equity | Verdict |\n|---|---|---|\n| Call | 30% | ok |\n| Fold | 0% | bad |", HOLDEM, None),
    ("- Hand: A♣K♣\n- Position: BTN\n- Pot: 7\n- **Action: raise to 16**", HOLDEM, _raise(16)),
    ("* Pot odds: 25%\n* Equity: 18%\n* Decision: **fold**", HOLDEM, FOLD),
    ("- Equity: 40%\n- Price: 30%\n- Verdict: call", HOLDEM, CALL),
    ("• Stack: 70\n• Pot: 12\n• Action: check", OPEN, CHECK),
    ("- Pros of betting: value, protection\n- Cons of betting: get raised\n\n**Bet 8**", OPEN, _bet(8)),
    ("Options considered:\n- fold (too weak)\n- call (fine)\n- raise (overplays it)\n\nI pick **call**.", HOLDEM, CALL),
    (
        "Summary table:\n\n| Street | Plan |\n|---|---|\n| Flop | bet |\n| Turn | check |\n\nNow (flop): bet 10",
        OPEN,
        _bet(10),
    ),
    ("### Analysis\n- 9 outs\n- 35% equity\n\n### Action\nCall", HOLDEM, CALL),
    ("### Analysis\n- Behind the range\n\n### Action\n**Fold**", HOLDEM, FOLD),
    ("## Decision\n\nRaise — 25", HOLDEM, _raise(25)),
    ("**Action**: `raise`\n**Amount**: `40`", HOLDEM, _raise(40)),
    ("**Action:** bet\n**Size:** 9", OPEN, _bet(9)),
    ("Action: raise\nAmount: 18\nConfidence: 70%", HOLDEM, _raise(18)),
    ("action: call\nconfidence: 0.8", HOLDEM, CALL),
    ("1. Fold — 0 EV\n2. Call — +2 EV\n3. Raise — −1 EV\n\nBest: call", HOLDEM, CALL),
    ("1. Check\n2. Bet 10\n\nI prefer option 2: bet 10.", OPEN, _bet(10)),
    ("- [ ] fold\n- [x] call\n- [ ] raise", HOLDEM, CALL),
    ("> Villain bets 20.\n\nMy move: **call**", HOLDEM, CALL),
    ("> The opponent raised to 12.\n\nI fold.", HOLDEM, FOLD),
    ("| Card | Keep? |\n|---|---|\n| Q♥ | no |\n| 2♣ | yes |\n\nPlay Q♥", TRICK, _card("play", "Qh")),
    ("- Lead: 2♣\n- Why: safe", TRICK, _card("play", "2c")),
    ("* Bid: 4\n* Reason: two aces and a king-queen of spades", BID, _bid(4)),
    ("| Bid |\n|---|\n| 3 |", BID, _bid(3)),
    ("- Trump: hearts? no, not in the list\n- Trump: **spades**", STICK, _card("trump", "s")),
    # JSON with extra keys, nested objects, fenced after prose, two objects.
    ('{"action": "call", "reasoning": "pot odds are 3 to 1", "confidence": 0.7}', HOLDEM, CALL),
    ('{"action": "raise", "amount": 30, "reasoning": "value", "alternatives": ["call", "fold"]}', HOLDEM, _raise(30)),
    ('{"thought": "I should fold, he has it", "action": "fold"}', HOLDEM, FOLD),
    ('{"analysis": {"equity": 0.42, "pot_odds": 0.25}, "action": "call"}', HOLDEM, CALL),
    ('{"decision": {"action": "raise", "amount": 24}}', HOLDEM, _raise(24)),
    ('{"response": {"action": "bet", "amount": 10}, "note": "thin value"}', OPEN, _bet(10)),
    ('{"action": "bet", "amount": 10, "backup_plan": {"action": "check"}}', OPEN, _bet(10)),
    ('I\'ll raise.\n\n```json\n{"action": "raise", "amount": 16}\n```', HOLDEM, _raise(16)),
    ('My reasoning: the pot is 20 and villain is weak.\n```json\n{"action": "bet", "amount": 15}\n```', OPEN, _bet(15)),
    ('Here is my answer:\n```\n{"action": "fold"}\n```', HOLDEM, FOLD),
    ('After thinking, calling is best.\n\n```json\n{\n  "action": "call"\n}\n```', HOLDEM, CALL),
    ('First draft: {"action": "call"}\nRevised: {"action": "raise", "amount": 20}', HOLDEM, _raise(20)),
    ('{"action": "fold"} {"action": "call"}', HOLDEM, None),
    ('{"action": "raise", "amount": "40"}', HOLDEM, _raise(40)),
    ('{"action": "raise", "amount": 40.0}', HOLDEM, _raise(40)),
    ('{"action": "RAISE", "amount": 40}', HOLDEM, _raise(40)),
    ('{"Action": "call"}', HOLDEM, CALL),
    ('{"action": "raise", "amount": 40, "say": "let\'s go"}', HOLDEM, _raise(40)),
    ('{"action": "play", "card": "Q♥"}', TRICK, _card("play", "Qh")),
    ('{"action": "play", "card": "queen of hearts"}', TRICK, _card("play", "Qh")),
    ('{"action": "play", "card": "10h"}', TRICK, _card("play", "Th")),
    ('{"action": "bid", "amount": 3, "reasoning": "2 aces + king"}', BID, _bid(3)),
    ('{"action": "bid", "amount": "nil"}', BID, _bid(0)),
    ('{"action": "trump", "card": "hearts"}', SUITS, None),  # hearts is not a legal trump
    ('{"action": "trump", "card": "spades"}', SUITS, _card("trump", "s")),
    ('{"action": "trump", "suit": "s"}', SUITS, _card("trump", "s")),
    ('{"action": "order"}', BID1, act("order")),
    ('{"action": "order up"}', BID1, act("order")),
    ('{"action": "go alone"}', ALONE, act("alone")),
    ('{"action": "discard", "card": "9c"}', DISCARD, _card("discard", "9c")),
    ('{"action": "pass", "cards": ["Qs", "Ks", "As"]}', HPASS, _card("pass", "Qs")),
    ('{"action": "pass", "card": "As"}', HPASS, _card("pass", "As")),
    ('Thinking...\n{"action": "check"}\nThat\'s my final answer.', OPEN, CHECK),
    ('```json\n{"action": "raise", "amount": 20, "meta": {"street": "flop", "pot": 30}}\n```', HOLDEM, _raise(20)),
    ('Output: {"action":"call","amount":null}', HOLDEM, CALL),
    ('{"action": "fold", "amount": 0}', HOLDEM, FOLD),
    ('{"action": "call", "amount": 20}', HOLDEM, CALL),
    ('{"move": "raise", "amount": 30}', HOLDEM, _raise(30)),
    ('[{"action": "call"}]', HOLDEM, CALL),
    ('{"actions": [{"action": "raise", "amount": 30}]}', HOLDEM, _raise(30)),
    # "Final decision" headings and markers in their many spellings.
    ("## Final Decision\n\n**RAISE to 50**", HOLDEM, _raise(50)),
    ("# Final decision\nCall.", HOLDEM, CALL),
    ("**Final Decision:** Fold", HOLDEM, FOLD),
    ("Final decision — check.", OPEN, CHECK),
    ("FINAL DECISION: BET 20", OPEN, _bet(20)),
    ("Final move: raise 40", HOLDEM, _raise(40)),
    ("My final action is to call.", HOLDEM, CALL),
    ("Final verdict: fold", HOLDEM, FOLD),
    ("Conclusion: raise to 12", HOLDEM, _raise(12)),
    ("**Decision**\n\nI will check.", OPEN, CHECK),
    ("Answer: call", HOLDEM, CALL),
    ("### Final answer\n`fold`", HOLDEM, FOLD),
    ("Final answer: **raise to 25**\n\nReasoning: we have the nut flush draw.", HOLDEM, _raise(25)),
    ("Final answer:\n\nPlay the 2♣.", TRICK, _card("play", "2c")),
    ("**Final bid: 5**", BID, _bid(5)),
    ("TL;DR: fold.", HOLDEM, FOLD),
    ("Bottom line: call.", HOLDEM, CALL),
    ("So my decision: bet 12.", OPEN, _bet(12)),
    ("Verdict → call", HOLDEM, CALL),
    ("Recommendation: raise to 14", HOLDEM, _raise(14)),
    # Hedged, then settled.
    ("Maybe a call? No — with this kicker I fold.", HOLDEM, FOLD),
    ("I was leaning toward a call, but on reflection I'll fold.", HOLDEM, FOLD),
    ("Could raise, could call. I'll call.", HOLDEM, CALL),
    ("Hmm. Tough spot. I think I'll just call.", HOLDEM, CALL),
    ("Part of me wants to bluff, but I'll check.", OPEN, CHECK),
    ("A bet is tempting; still, checking is better. Check.", OPEN, CHECK),
    ("I'm torn between folding and calling... I'll call.", HOLDEM, CALL),
    ("Raise? Call? Let's go with raise to 20.", HOLDEM, _raise(20)),
    ("I'd consider folding, but the price is too good. Call.", HOLDEM, CALL),
    ("It's close, but fold.", HOLDEM, FOLD),
    ("Probably fold... yes, fold.", HOLDEM, FOLD),
    ("Either call or fold is fine here; I'll take the call.", HOLDEM, CALL),
    ("fold or call, not sure", HOLDEM, None),
    ("I could bet 10 or check. I'll check.", OPEN, CHECK),
    ("On second thought, call.", HOLDEM, CALL),
    ("Initially I wanted to raise to 30, but a call keeps his bluffs in. Call.", HOLDEM, CALL),
    ("Not sure whether to bet 10 or 20. Let's say bet 20.", OPEN, _bet(20)),
    ("I don't love it, but I call.", HOLDEM, CALL),
    ("It pains me, but I have to fold.", HOLDEM, FOLD),
    ("Either play 2♣ or Q♥... 2♣.", TRICK, _card("play", "2c")),
    # British and other spellings.
    ("After analysing the board, I favour a raise to 30.", HOLDEM, _raise(30)),
    ("I realise I'm behind; fold.", HOLDEM, FOLD),
    ("Whilst the pot is large, my hand's behaviour on this board is poor. Fold.", HOLDEM, FOLD),
    ("I'll check-call whilst out of position. Check.", OPEN, CHECK),
    ("Colour of the flop favours me. Bet 10.", OPEN, _bet(10)),
    ("Defence matters here; I call.", HOLDEM, CALL),
    ("I'll go all-in, mate.", HOLDEM, _raise(200)),
    ("Rather cheeky, but raise to 22.", HOLDEM, _raise(22)),
    ("Je me couche. Fold.", HOLDEM, FOLD),
    ("Ich gehe mit: call.", HOLDEM, CALL),
    ("Cheque.", OPEN, None),
    ("Favouring trumps: order it up.", BID1, act("order")),
    ("I'm optimising for tricks: bid 4.", BID, _bid(4)),
    ("Cheers, I'll pass this round.", BID1, PASS),
    ("Honour cards are thin. Pass.", BID1, PASS),
    # Cards in words, symbols and short forms.
    ("I'll play the queen of hearts.", TRICK, _card("play", "Qh")),
    ("Play the Queen of Hearts", TRICK, _card("play", "Qh")),
    ("queen hearts", TRICK, _card("play", "Qh")),
    ("Queen ♥", TRICK, _card("play", "Qh")),
    ("Q♥", TRICK, _card("play", "Qh")),
    ("Q of hearts", TRICK, _card("play", "Qh")),
    ("the ten of hearts", TRICK, _card("play", "Th")),
    ("10♥", TRICK, _card("play", "Th")),
    ("10 of hearts", TRICK, _card("play", "Th")),
    ("Ten of Hearts — dump it now.", TRICK, _card("play", "Th")),
    ("Two of clubs", TRICK, _card("play", "2c")),
    ("the deuce of clubs", TRICK, _card("play", "2c")),
    ("2 of clubs", TRICK, _card("play", "2c")),
    ("I lead the two of clubs, as required.", TRICK, _card("play", "2c")),
    ("Play: 2♣", TRICK, _card("play", "2c")),
    ("Card: Th", TRICK, _card("play", "Th")),
    ("Playing T♥ to keep the queen.", TRICK, _card("play", "Th")),
    ("I play the ten of spades.", TRICK2, _card("play", "Ts")),
    ("ten of spades", TRICK2, _card("play", "Ts")),
    ("Ace of spades — cash it.", TRICK2, _card("play", "As")),
    ("I'll cash the ace of spades.", TRICK2, _card("play", "As")),
    ("the nine of diamonds", TRICK2, _card("play", "9d")),
    ("9♦ (nothing better to throw)", TRICK2, _card("play", "9d")),
    ("Throw off the 9 of diamonds.", TRICK2, _card("play", "9d")),
    ("Lead the A♠, then the T♠ next trick.", TRICK2, _card("play", "As")),
    ("The opponent led the K♠. I'll cover with the A♠.", TRICK2, _card("play", "As")),
    ("West played the J♠. I play 2♣ (void in spades? no). Actually I must follow: T♠.", TRICK2, _card("play", "Ts")),
    ("Partner led the ace of hearts; I'll play the queen of hearts.", TRICK2, _card("play", "Qh")),
    ("I'll sluff the deuce of clubs.", TRICK2, _card("play", "2c")),
    ("Q♥ is the card.", TRICK2, _card("play", "Qh")),
    ("My card: **Q♥**", TRICK2, _card("play", "Qh")),
    ("queen of hearts (Q♥)", TRICK2, _card("play", "Qh")),
    ("Qh — the queen of hearts", TRICK2, _card("play", "Qh")),
    ("Legal cards: T♠, Q♥, 9♦, A♠, 2♣. I'll play the 9♦.", TRICK2, _card("play", "9d")),
    ("From T♠ Q♥ 9♦ A♠ 2♣ I choose A♠.", TRICK2, _card("play", "As")),
    ("Hearts are broken, so I play the queen.", TRICK2, _card("play", "Qh")),
    ("play the Q", TRICK2, _card("play", "Qh")),
    ("I play the ace.", TRICK2, _card("play", "As")),
    ("ACE OF SPADES", TRICK2, _card("play", "As")),
    ("Q ♥", TRICK2, _card("play", "Qh")),
    ("♥Q", TRICK2, _card("play", "Qh")),
    ("Card to play: 10♠", TRICK2, _card("play", "Ts")),
    ("The 10 of spades it is.", TRICK2, _card("play", "Ts")),
    ("I'll follow suit with the ten.", TRICK2, _card("play", "Ts")),
    ("I'll go with the ♠A.", TRICK2, _card("play", "As")),
    # Euchre: ordering up, passing, going alone, naming trump, discarding.
    ("I have the right and left bower plus the ace. Order it up.", BID1, act("order")),
    ("With only one trump, I pass.", BID1, PASS),
    ("Pass — too weak to order.", BID1, PASS),
    ("I'll order up the dealer.", BID1, act("order")),
    ("Order up!", BID1, act("order")),
    ("Tell the dealer to pick it up.", BID1, act("order")),
    ("Pick it up.", BID1, act("order")),
    ("I'll pass and see what partner does.", BID1, PASS),
    ("Three trumps including the right bower: order.", BID1, act("order")),
    ("Decision: pass (1 trump, no off-suit aces)", BID1, PASS),
    ("I'm going to order it up — 3 trump and an ace.", BID1, act("order")),
    ("Partner ordered last time and got euchred. I pass.", BID1, PASS),
    ("Go alone!", ALONE, act("alone")),
    ("I'll go alone with both bowers and the ace.", ALONE, act("alone")),
    ("Play with my partner.", ALONE, act("partner")),
    ("No, I won't go alone; I'll play with partner.", ALONE, act("partner")),
    ("Not alone — partner helps.", ALONE, act("partner")),
    ("Going alone is too risky. With partner.", ALONE, act("partner")),
    ("Alone.", ALONE, act("alone")),
    ("Loner!", ALONE, act("alone")),
    ("I name spades as trump.", SUITS, _card("trump", "s")),
    ("Trump: spades", SUITS, _card("trump", "s")),
    ("Call diamonds.", SUITS, _card("trump", "d")),
    ("I'll make it clubs.", SUITS, _card("trump", "c")),
    ("Clubs ♣", SUITS, _card("trump", "c")),
    ("♦", SUITS, _card("trump", "d")),
    ("Nothing worth calling; pass.", SUITS, PASS),
    ("Hearts was turned down, so I name spades.", SUITS, _card("trump", "s")),
    ("I'd call hearts but it's turned down. Diamonds then.", SUITS, _card("trump", "d")),
    ("Pass (no suit has 3 trumps).", SUITS, PASS),
    ("Spades, since I hold the jack of spades and the jack of clubs.", SUITS, _card("trump", "s")),
    ("I choose trump = clubs", STICK, _card("trump", "c")),
    ("Stuck as dealer: I'll name diamonds.", STICK, _card("trump", "d")),
    ("Screw the dealer — spades.", STICK, _card("trump", "s")),
    ("Discard the 9♣ to void clubs.", DISCARD, _card("discard", "9c")),
    ("I discard the nine of clubs.", DISCARD, _card("discard", "9c")),
    ("Throw away 9c.", DISCARD, _card("discard", "9c")),
    ("Bury the 9 of clubs.", DISCARD, _card("discard", "9c")),
    ("Discard: Q♠ (keep the trump)", DISCARD, _card("discard", "Qs")),
    ("Keep the J♦, A♥ and K♥; discard the 9♣.", DISCARD, _card("discard", "9c")),
    ("I'll drop the queen of spades.", DISCARD, _card("discard", "Qs")),
    ("Discard 9c or Qs? 9c.", DISCARD, _card("discard", "9c")),
    # Hearts passes of three cards (the first card written is this decision's).
    ("I'll pass the queen, king and ace of spades.", HPASS, _card("pass", "Qs")),
    ("Pass Q♠, K♠, A♠ to avoid getting stuck with the queen.", HPASS, _card("pass", "Qs")),
    ("Passing: A♥, K♦, Q♠", HPASS, _card("pass", "Ah")),
    ("Pass the A♠.", HPASS, _card("pass", "As")),
    ("Pass the queen of spades.", HPASS, _card("pass", "Qs")),
    ("Pass:\n1. Q♠\n2. A♠\n3. K♠", HPASS, _card("pass", "Qs")),
    ("I want to dump the Q♠ — pass it.", HPASS, _card("pass", "Qs")),
    ("Cards to pass: ace of hearts, king of diamonds, jack of clubs", HPASS, _card("pass", "Ah")),
    ("pass 2c", HPASS, _card("pass", "2c")),
    ("Pass the 2♣ (I don't want to lead).", HPASS, _card("pass", "2c")),
    ("Keep the 2♣; pass the K♠.", HPASS, _card("pass", "Ks")),
    ("Pass the high spades: A♠ first.", HPASS, _card("pass", "As")),
    ("Pass the 8 of hearts.", HPASS, _card("pass", "8h")),
    ('{"action": "pass", "card": "queen of spades"}', HPASS, _card("pass", "Qs")),
    ("Passing left: Q♠", HPASS, _card("pass", "Qs")),
    # Spades and oh-hell bids, nil and blind nil in words.
    ("I count 2 sure tricks in spades, 1 with the ace of hearts, maybe 1 with the king of clubs. Bid 4.", BID, _bid(4)),
    ("Sure tricks: A♠, K♠, A♥. Possible: K♣. I'll bid 3.", BID, _bid(3)),
    ("My bid: 3", BID, _bid(3)),
    ("Bid: three", BID, _bid(3)),
    ("I bid three tricks.", BID, _bid(3)),
    ("I'll go nil — no spade above the 5 and low cards elsewhere.", BID, _bid(0)),
    ("Nil.", BID, _bid(0)),
    ("Bid nil", BID, _bid(0)),
    ("I'm bidding nil this hand.", BID, _bid(0)),
    ("Blind nil!", BID, _bid(0)),
    ("I'll bid zero.", BID, _bid(0)),
    ("Zero tricks.", BID, _bid(0)),
    ("bid 0", BID, _bid(0)),
    ("Partner bid 4, so I bid 2.", BID, _bid(2)),
    ("The opponents bid 5 and 3. I'll bid 4.", BID, _bid(4)),
    ("With 13 cards and 4 spades including the ace and king, I expect 3 tricks. Final bid: 3", BID, _bid(3)),
    ("Count: 1 (A♠) + 1 (K♠) + 1 (A♦) + 0.5 (K♥) ≈ 3.5. Bid 3.", BID, _bid(3)),
    ("Two tricks, maybe three. I'll bid 2.", BID, _bid(2)),
    ("**Bid:** 6", BID, _bid(6)),
    ("I bid 1. (Not nil: I hold the ace of spades.)", BID, _bid(1)),
    ("Not nil, since I have the A♠. Bid 1.", BID, _bid(1)),
    ("Not going nil. Bid 2.", BID, _bid(2)),
    ("One trick.", BID, _bid(1)),
    ("I'll bid four", BID, _bid(4)),
    ("Bid: 4 tricks (2 spades, 2 aces)", BID, _bid(4)),
    ("Total bids so far: 9. There are 13 tricks. I bid 3, leaving room.", BID, _bid(3)),
    ("The hook means I can't make it add to 13. I'll bid 2.", BID, _bid(2)),
    ("As dealer I can't bid 1. Bid 0.", OHHELL_DEALER, _bid(0)),
    ("Dealer: the total would be exact with 1, so I bid 2.", OHHELL_DEALER, _bid(2)),
    ("I'd like to bid 1 but it's forbidden; bid nil.", OHHELL_DEALER, _bid(0)),
    ("Options are 0, 2 or 3. I take 2.", OHHELL_DEALER, _bid(2)),
    ("Bid 3 (the others bid 4 and 6)", OHHELL_DEALER, _bid(3)),
    ("I bid 1", OHHELL_DEALER, None),  # an illegal bid
    ('{"action": "bid", "amount": 2, "expected_tricks": 2.4}', OHHELL_DEALER, _bid(2)),
    ("I'll take 2 tricks.", BID, _bid(2)),
    ("Five.", BID, _bid(5)),
    ("bid → 5", BID, _bid(5)),
    ("I'll bid 3 (or 4 if partner goes nil).", BID, None),
    ("Bid 2-3", BID, None),
    ("A bid of 3 feels right.", BID, _bid(3)),
    # Kuhn and Leduc.
    ("I hold the King, the best card. Bet.", KUHN_OPEN, act("bet")),
    ("With the Jack, I check and fold to a bet.", KUHN_OPEN, CHECK),
    ("Queen: check.", KUHN_OPEN, CHECK),
    ("I have J — bluff: bet.", KUHN_OPEN, act("bet")),
    ("Card: K. Action: bet.", KUHN_OPEN, act("bet")),
    (
        "Opponent bet. I have the Queen: call or fold? Against a balanced range, call 1/3 of the time. I call.",
        KUHN_FACE,
        CALL,
    ),
    ("Opponent bet and I hold the Jack. Fold.", KUHN_FACE, FOLD),
    ("He bets; I have the King so I call.", KUHN_FACE, CALL),
    ('{"action": "call", "card_held": "K"}', KUHN_FACE, CALL),
    ("Pass.", KUHN_OPEN, CHECK),
    ("I pass (check).", KUHN_OPEN, CHECK),
    ("In Kuhn poker the Queen should never bet first. Check.", KUHN_OPEN, CHECK),
    ("Leduc: I have the Q and the board is Q — trips. Raise!", LEDUC_FACE, act("raise")),
    ("My J doesn't pair the K on board. Fold.", LEDUC_FACE, FOLD),
    ("Pair on the board, opponent raised. I re-raise.", LEDUC_FACE, act("raise")),
    ("With the K and a Q on board, I just call.", LEDUC_FACE, CALL),
    ("Round 2, I hold K, public card K. Raise.", LEDUC_FACE, act("raise")),
    ('{"action": "raise", "amount": 4}', LEDUC_FACE, act("raise")),
    ("Call (the raise cap is reached next anyway).", LEDUC_FACE, CALL),
    ("Raise — the public card paired me.", LEDUC_FACE, act("raise")),
    # The opponent's action quoted before one's own.
    ("Opponent raised to 12. I call.", HOLDEM, CALL),
    ("Villain bets 30 into 40. I fold.", HOLDEM, FOLD),
    ("The player before me called. I raise to 16.", HOLDEM, _raise(16)),
    ("P2: raise to 10. Me: call.", HOLDEM, CALL),
    ("Seat 3 folded, seat 4 called 4. I raise to 14.", HOLDEM, _raise(14)),
    ("He checked. I bet 10.", OPEN, _bet(10)),
    ("After his check, I check back.", OPEN, CHECK),
    ("The opponent checks to me. I'll bet 8.", OPEN, _bet(8)),
    ('Opponent: "raise". Me: "fold".', HOLDEM, FOLD),
    ("Opponent: bet. Me: call.", KUHN_FACE, CALL),
    ("They raised, I re-raise to 40.", HOLDEM, _raise(40)),
    ("Villain shoved all-in. I call.", HOLDEM, CALL),
    ("The button jammed for 200. Fold.", HOLDEM, FOLD),
    ("Big blind called, small blind folded. I check.", OPEN, CHECK),
    ("North led the K♠; East played the T♠... wait, I'm East. I play the A♠.", TRICK2, _card("play", "As")),
    ("Opponent led Q♥. I must follow suit: T♥.", TRICK, _card("play", "Th")),
    ("Left opponent passed, partner passed. I order it up.", BID1, act("order")),
    ("Dealer's partner ordered up last round; this time I pass.", BID1, PASS),
    ("Everyone passed the first round. I call spades.", SUITS, _card("trump", "s")),
    ("West bid 3, North bid 2, East bid 4. My bid: 3.", BID, _bid(3)),
    ("The opponent raised all-in. Calling costs 180; I have 25% equity and need 47%. Fold.", HOLDEM, FOLD),
    ("He raised to 30, and I call.", HOLDEM, CALL),
    ("Opponent 3-bet to 24. I fold.", HOLDEM, FOLD),
    ("Opponent called my bet last street and now checks. I bet 20.", OPEN, _bet(20)),
    # The legal options restated before the choice.
    ("Legal actions: fold, call, raise (4-200). I choose call.", HOLDEM, CALL),
    ("Available: fold / call / raise. I'll raise to 30.", HOLDEM, _raise(30)),
    ("My options are to fold, call or raise. Raising to 12.", HOLDEM, _raise(12)),
    ("Options: check or bet (2-70). Bet 35.", OPEN, _bet(35)),
    ("I can check or bet. I check.", OPEN, CHECK),
    ("Choices: [fold, call, raise]. Choice: fold.", HOLDEM, FOLD),
    ("The legal moves are pass and order. Order.", BID1, act("order")),
    ("You can go alone or play with partner. I go alone.", ALONE, act("alone")),
    ("Legal trumps: clubs, diamonds, spades (or pass). Spades.", SUITS, _card("trump", "s")),
    ("Legal bids: 0 to 13. I bid 4.", BID, _bid(4)),
    ("Valid bids are 0, 2 and 3. I'll bid 3.", OHHELL_DEALER, _bid(3)),
    ("Legal cards: Qh, 2c, Th. Qh.", TRICK, _card("play", "Qh")),
    ("Playable: Q♥, 2♣, T♥ → 2♣", TRICK, _card("play", "2c")),
    ("Raise range is 4 to 200; I go 50.", HOLDEM, _raise(50)),
    ("Min raise is 4, max is 200. Raise to 100.", HOLDEM, _raise(100)),
    ("I may raise between 400 and 20000. Raise to 1200.", BIG, _raise(1200)),
    ("Actions: fold, call, raise. Fold.", HOLDEM, FOLD),
    ("Fold, call, or raise? Call.", HOLDEM, CALL),
    ("I could fold, call, or raise; the answer is raise 20.", HOLDEM, _raise(20)),
    ("Options: check / bet. Decision: bet — 12 chips.", OPEN, _bet(12)),
    # Found probing past the first draft: all-in sizes, questions answered no, the whole stack in words, more forms.
    ("Play the 2♣ instead of the queen of hearts.", TRICK, _card("play", "2c")),
    ("I don't want to waste the Q♥, so 2♣.", TRICK, _card("play", "2c")),
    ("The king of spades is still out, so I duck with the ten of hearts.", TRICK, _card("play", "Th")),
    ("Partner bid nil, so I'll bid 4 to cover.", BID, _bid(4)),
    ("If I had the right bower I'd order up. Pass.", BID1, PASS),
    ("I'll raise to 40 (2x pot).", HOLDEM, _raise(40)),
    ("Bet 10 (1/3 pot).", OPEN, _bet(10)),
    ("Raise to 3x, i.e. 12 chips.", HOLDEM, _raise(12)),
    ("Raise to 12 (3x the big blind).", HOLDEM, _raise(12)),
    ("Bet 2/3 pot = 20.", OPEN, _bet(20)),
    ("I'll call. If he shoves the turn I fold.", HOLDEM, CALL),
    ("Call now, and shove the river if checked to.", HOLDEM, CALL),
    ("Fold. If I had AK I'd go all in.", HOLDEM, FOLD),
    ("Shoving 200 is the play.", HOLDEM, _raise(200)),
    ("Jam for 70.", OPEN, _bet(70)),
    ("I go all-in for 150 (my whole stack).", HOLDEM, _raise(150)),
    ("Put him all in: raise to 160.", HOLDEM, _raise(160)),
    ("Bet 15 chips into the 20 pot.", OPEN, _bet(15)),
    ("Bet: 15 (pot is 20)", OPEN, _bet(15)),
    ("I'll lead the ace of spades since the king of spades fell.", TRICK2, _card("play", "As")),
    ("Queen of hearts? Too risky. Two of clubs.", TRICK, _card("play", "2c")),
    ("Not the queen of hearts — the two of clubs.", TRICK, _card("play", "2c")),
    ("I won't lead the Q♥. Play 2♣.", TRICK, _card("play", "2c")),
    ("Since hearts are not broken, I can't lead the 10♥; I play the 2♣.", TRICK, _card("play", "2c")),
    ("Bid: 3 (partner said 4, opponents 2 and 3)", BID, _bid(3)),
    ("I expect 2.5 tricks, so bid 3.", BID, _bid(3)),
    ("Bid three, not four.", BID, _bid(3)),
    ("Nil is tempting with no spades, but I hold two aces. Bid 2.", BID, _bid(2)),
    ("No nil: bid 1", BID, _bid(1)),
    ("Diamonds were turned down; I'll name clubs, not spades.", SUITS, _card("trump", "c")),
    ("Spades would be my call if I had the jack of spades. Instead: pass.", SUITS, PASS),
    ("I'll name hearts — wait, hearts were turned. Spades.", SUITS, _card("trump", "s")),
    ("Order up? Yes.", BID1, act("order")),
    ("Go alone? No.", ALONE, act("partner")),
    ("Alone: no. Partner: yes.", ALONE, act("partner")),
    ("Discard the 9♣; the K♥ stays.", DISCARD, _card("discard", "9c")),
    ("Keep the 9♣? No, discard it.", DISCARD, _card("discard", "9c")),
    ("I'll keep Q♠ and discard 9♣.", DISCARD, _card("discard", "9c")),
    ("Pass the Q♠ to the left, keeping the A♥.", HPASS, _card("pass", "Qs")),
    ("Pass: the three spades (Q♠ K♠ A♠)", HPASS, _card("pass", "Qs")),
    ("Check. (I'd bet 20 with a stronger hand.)", OPEN, CHECK),
    ("Bet — well, actually check.", OPEN, CHECK),
    ("Raise to 20? Nah, call.", HOLDEM, CALL),
    ("Call 10 more to see the river.", HOLDEM, CALL),
    ("Call the 10.", HOLDEM, CALL),
    ("I'll raise it to 24, which is 3 times his bet of 8.", HOLDEM, _raise(24)),
    ("raise: 4 more than the min, 8", HOLDEM, None),
    ("Raise to 1,000", BIG, _raise(1000)),
    ("Raise to 1.2k", BIG, None),
    ("Raise to $40", HOLDEM, _raise(40)),
    ("Raise to 40 chips (20% of my stack).", HOLDEM, _raise(40)),
    ("Raise to 40; that's 20% of my stack.", HOLDEM, _raise(40)),
    ("Raise to 40, about 2/3 of the pot.", HOLDEM, _raise(40)),
    ("My bid is four.", BID, _bid(4)),
    ("Bid 4 — two spades, the ace of hearts and the king of diamonds.", BID, _bid(4)),
    ("I'll play the K... no, I don't have it. The Q♥.", TRICK, _card("play", "Qh")),
    ("2♣, since the Q♥ would win and I don't want hearts.", TRICK, _card("play", "2c")),
    ("The Q♥ is safer than the 2♣ here. Play Q♥.", TRICK, _card("play", "Qh")),
    ("Play Q♥ rather than 2♣.", TRICK, _card("play", "Qh")),
    ("I'll play 2♣ over the Q♥.", TRICK, _card("play", "2c")),
    ("Q♥ > 2♣ here", TRICK, None),
    ("I'll check rather than bet 10.", OPEN, CHECK),
    ("Fold rather than call 30.", HOLDEM, FOLD),
    ("Call instead of raising to 30.", HOLDEM, CALL),
    ("Instead of calling, raise to 30.", HOLDEM, _raise(30)),
    ("Raise to 30 instead of calling.", HOLDEM, _raise(30)),
    ("Check-raise later; for now, check.", OPEN, CHECK),
    ("I bet 5, the minimum is 2.", OPEN, _bet(5)),
    ("Bet the minimum (2).", OPEN, _bet(2)),
    ("Raise the minimum.", HOLDEM, _raise(4)),
    ("Raise the max.", HOLDEM, None),
    ("Raise to the max of 200.", HOLDEM, _raise(200)),
    ("Raise all of it.", HOLDEM, _raise(200)),
    ("Bet everything.", OPEN, _bet(70)),
    ("I raise with everything I have.", HOLDEM, _raise(200)),
    ("Let's see: pot 40, to call 10. Calling is clearly right.", HOLDEM, CALL),
    ("**Reasoning:** The opponent raised to 12, which suggests strength.\n**Action:** fold", HOLDEM, FOLD),
    ('{"reasoning": "raise for value", "action": "call"}', HOLDEM, CALL),
    ('{"action": "raise", "amount": 30, "comment": "I considered folding"}', HOLDEM, _raise(30)),
    ("```\nAction: raise\nAmount: 25\n```", HOLDEM, _raise(25)),
    ("```python\nprint('raise 30')\n```\nJust kidding: call.", HOLDEM, CALL),
    ("raise (to 30)", HOLDEM, _raise(30)),
    ("Raise [30]", HOLDEM, _raise(30)),
    ("RAISE_TO: 30", HOLDEM, _raise(30)),
    ("action=raise amount=30", HOLDEM, _raise(30)),
    ("action: raise, amount: 30", HOLDEM, _raise(30)),
    ("Action → Raise, Size → 30", HOLDEM, _raise(30)),
    ("I'll make it 30.", HOLDEM, _raise(30)),
    ("Make it 30 to go.", HOLDEM, _raise(30)),
    ("Raise to 30 to go.", HOLDEM, _raise(30)),
    ("Raise to 30, leaving 170 behind.", HOLDEM, _raise(30)),
    ("Raise to 30 (170 behind).", HOLDEM, _raise(30)),
    ("Raise to 30 — 15 to call for him.", HOLDEM, _raise(30)),
    ("Raise to 30: he needs 25% to call.", HOLDEM, _raise(30)),
    ("Bet 12 into 16.", OPEN, _bet(12)),
    ("Bet 12/16.", OPEN, None),
    ("Bet 12 of 70.", OPEN, _bet(12)),
    ("Bet: 75% pot (12)", OPEN, _bet(12)),
    ("Bet 12 (75% pot)", OPEN, _bet(12)),
    ("bet ≈ 12", OPEN, _bet(12)),
    ("bet ~12", OPEN, _bet(12)),
    ("bet 12ish", OPEN, _bet(12)),
    ("Bid: 3½", BID, None),
    ("Bid 3.5", BID, None),
    ("I'll bid 3 or 4; let's say 3.", BID, _bid(3)),
    ("Bid 4 (3 sure tricks + 1 ruff)", BID, _bid(4)),
    ("Bid 4 = 3 sure + 1 ruff", BID, _bid(4)),
    ("Bid 3 + partner's 4 = 7 total", BID, _bid(3)),
    ("Nil? No. Bid 2.", BID, _bid(2)),
    ("Bid nil? No way — bid 3.", BID, _bid(3)),
    ("bid 3 nil", BID, None),
    ("I bid 0 (nil).", BID, _bid(0)),
    ("My bid: zero (nil)", BID, _bid(0)),
    ("No bid", BID, None),
    ("Play the Q♥, not the 2♣.", TRICK, _card("play", "Qh")),
    ("Play Q♥ (not 2♣).", TRICK, _card("play", "Qh")),
    ("Play 2♣. Not the Q♥.", TRICK, _card("play", "2c")),
    ("Play: 2♣ — the Q♥ stays.", TRICK, _card("play", "2c")),
    ("The card: 2 of clubs (2♣).", TRICK, _card("play", "2c")),
    ("Two of clubs — the 2♣.", TRICK, _card("play", "2c")),
    ("I'm going low: two.", TRICK, _card("play", "2c")),
    ("10", TRICK, _card("play", "Th")),
    ("T", TRICK, None),
    ("Ten.", TRICK, _card("play", "Th")),
    ("Play the heart.", TRICK, None),
    ("Play the club.", TRICK, _card("play", "2c")),
    ("Discard: nine of clubs.", DISCARD, _card("discard", "9c")),
    ("I'm discarding the 9 of clubs, keeping the Jack of diamonds.", DISCARD, _card("discard", "9c")),
    ("Order it up, then discard the 9♣.", BID1, act("order")),
    ("Pass. If it comes back around, I'll call spades.", BID1, PASS),
    ("Pick up the jack (order up).", BID1, act("order")),
    ("Go alone — both bowers!", ALONE, act("alone")),
    ("I'll go it alone.", ALONE, act("alone")),
    ("Alone? Yes!", ALONE, act("alone")),
    ("No loner; play with partner.", ALONE, act("partner")),
    ("Trump: ♠", SUITS, _card("trump", "s")),
    ("Name ♦ trump.", SUITS, _card("trump", "d")),
    ("Make diamonds trump (J♦ + A♦).", SUITS, _card("trump", "d")),
    ("I'll make it spades; clubs are too thin.", SUITS, _card("trump", "s")),
    ("Clubs are too thin; spades.", SUITS, _card("trump", "s")),
    ("Pass the Q♠ — never keep the queen of spades.", HPASS, _card("pass", "Qs")),
    ("Pass the queen of spades, then the ace and king.", HPASS, _card("pass", "Qs")),
    ("Pass the 2♣? No, pass the A♠.", HPASS, _card("pass", "As")),
    ("Kuhn: King. Bet!", KUHN_OPEN, act("bet")),
    ("Check (J).", KUHN_OPEN, CHECK),
    ("check/fold", KUHN_OPEN, CHECK),
    ("Call. (K beats anything he bets with.)", KUHN_FACE, CALL),
    ("Fold (J can't win a showdown).", KUHN_FACE, FOLD),
    ("I'll call, as the queen beats a bluffing jack.", KUHN_FACE, CALL),
    ("Raise (Leduc allows 2 raises per round).", LEDUC_FACE, act("raise")),
    ("Call. Raising with a J is a bluff.", LEDUC_FACE, CALL),
    # Amounts and objects in more forms: sums, arrows, fields beside the amount, words after the object, lists.
    ("I'll raise. Amount: 3 times the pot.", HOLDEM, None),
    ("Raise to 4 times 10 = 40", HOLDEM, None),
    ("Raise to (2 × 15) + 10 = 40", HOLDEM, None),
    ("raise to 40.\n\nNote: 60 would be too much.", HOLDEM, _raise(40)),
    ("Raise to 40. If re-raised to 100, fold.", HOLDEM, _raise(40)),
    ("Raise to 40 (pot 30 + 10)", HOLDEM, _raise(40)),
    ("I'd raise to 40 but 30 is fine. Raise to 30.", HOLDEM, None),
    ("I'll raise to 40—no, 35.", HOLDEM, None),
    ("Raise to 40 chips, I mean 35.", HOLDEM, None),
    ("Raise to forty-five", HOLDEM, _raise(45)),
    ("Raise to forty five", HOLDEM, _raise(45)),
    ("Raise to four-five", HOLDEM, None),
    ("Raise to 4-5 big blinds", HOLDEM, None),
    ("Bet 1/2", OPEN, None),
    ("Bet 1 / 2 pot", OPEN, None),
    ("Bet 10 - half pot", OPEN, _bet(10)),
    ("bet: 10 (≈ half pot)", OPEN, _bet(10)),
    ("Bet 10.5", OPEN, None),
    ("Bet 10.", OPEN, _bet(10)),
    ("Bet 10!", OPEN, _bet(10)),
    ("Bet 10…", OPEN, _bet(10)),
    ("Bet 10 (ten)", OPEN, _bet(10)),
    ("Bet ten (10)", OPEN, _bet(10)),
    ("Bet ten (12)", OPEN, None),
    ("Bet #10", OPEN, _bet(10)),
    ("Bet 1O", OPEN, None),
    ("Bet l0", OPEN, None),
    ("Bet 10 chips; total pot becomes 30.", OPEN, _bet(10)),
    ("bet 10 → pot 30", OPEN, _bet(10)),
    ("Raise to 30 → villain must call 20", HOLDEM, _raise(30)),
    ("Raise 30 -> 60 pot", HOLDEM, _raise(30)),
    ('{"action": "raise", "amount": 30} (or 40 if deep)', HOLDEM, None),
    ('{"action": "raise", "amount": 30}\n\nActually, make it 40.', HOLDEM, None),
    ('{"action": "raise", "amount": 30}\nEdit: call instead.', HOLDEM, None),
    ('{"action": "call"} — wait, fold.', HOLDEM, None),
    ('Play the Q♥\n\n{"action": "play", "card": "2c"}', TRICK, None),
    ('{"action": "play", "card": "Q"}', TRICK, _card("play", "Qh")),
    ('{"action": "play", "card": "QH"}', TRICK, _card("play", "Qh")),
    ('{"action": "play", "card": "hQ"}', TRICK, _card("play", "Qh")),
    ('{"action": "play", "card": "Q♥", "alternative": "2♣"}', TRICK, _card("play", "Qh")),
    ('{"card": "2c"}', TRICK, _card("play", "2c")),
    ('{"play": "2c"}', TRICK, _card("play", "2c")),
    ('{"bid": 3}', BID, _bid(3)),
    ('{"action": "bid", "value": 3}', BID, None),
    ('{"action": "bid", "tricks": 3}', BID, None),
    ('{"action": "bid", "amount": 3, "nil": false}', BID, _bid(3)),
    ('{"action": "bid", "amount": 0, "blind": true}', BID, _bid(0)),
    ('{"action": "raise", "amount": 30, "total": 40}', HOLDEM, None),
    ('{"action": "raise", "raise_by": 20, "amount": 30}', HOLDEM, _raise(30)),
    ('{"action": "raise", "amount": "30 chips"}', HOLDEM, _raise(30)),
    ('{"action": "raise", "amount": "3x"}', HOLDEM, None),
    ('{"action": "raise", "amount": "all"}', HOLDEM, None),
    ('{"action": "all-in"}', HOLDEM, _raise(200)),
    ('{"action": "raise", "amount": "max"}', HOLDEM, None),
    ('{"action": "raise", "amount": -5}', HOLDEM, None),
    ("Play the lowest: 2♣", TRICK, _card("play", "2c")),
    ("Play the highest heart (Q♥).", TRICK, _card("play", "Qh")),
    ("Lead low with the deuce (2♣).", TRICK, _card("play", "2c")),
    ("Play 2 of ♣", TRICK, _card("play", "2c")),
    ("Play two clubs", TRICK, None),
    ("play: Qh Th", TRICK, None),
    ("play Qh,Th", TRICK, None),
    ("Play Qh and Th", TRICK, None),
    ("Play Qh & then Th next.", TRICK, _card("play", "Qh")),
    ("Discard both black nines? Only 9♣ is here: discard 9♣.", DISCARD, _card("discard", "9c")),
    ("Trump: clubs/spades", SUITS, None),
    ("Trump: clubs & spades", SUITS, None),
    ("Clubs or spades — clubs.", SUITS, _card("trump", "c")),
    ("Bid: 3/13", BID, _bid(3)),
    ("Bid: 3 of 13 tricks", BID, _bid(3)),
    ("Bid 3 (13 total, 4 each on average)", BID, _bid(3)),
    ("I'll bid 3 — partner has 4 and we need 7.", BID, _bid(3)),
    ("Bid 3 or 4? 3.", BID, _bid(3)),
    ("Bid: 2 + nil for partner", BID, None),
    # Tags, labelled lines, a plan beside the action, and an action with a backup.
    ("<answer>raise 30</answer>", HOLDEM, _raise(30)),
    ("<action>call</action>", HOLDEM, CALL),
    ("<thinking>fold is weak</thinking>\n<answer>call</answer>", HOLDEM, CALL),
    ("<think>\nI could raise to 60, but villain is tight.\n</think>\n\nCall.", HOLDEM, CALL),
    ("<think>raise to 60?</think> fold", HOLDEM, FOLD),
    ("Action: Raise\nAmount: 30 chips (15% of stack)", HOLDEM, _raise(30)),
    ("Action: Raise\nAmount: 15% of stack (30 chips)", HOLDEM, None),
    ("Action: Bet\nAmount: half pot", OPEN, None),
    ("Action: Bet\nAmount: 10\nReasoning: half pot", OPEN, _bet(10)),
    ("Action: Call\nAmount: 20", HOLDEM, CALL),
    ("Action: Fold\nReason: villain raised to 60", HOLDEM, FOLD),
    ("Action: Check\nNext street: bet 20 if checked to", OPEN, CHECK),
    ("ACTION: RAISE TO 30\nREASON: VALUE", HOLDEM, _raise(30)),
    ("Raise to 30.\nReasoning: 3-bet pots are ...", HOLDEM, _raise(30)),
    ("Raise to 30.\n\nAlternatively, call.", HOLDEM, None),
    ("Raise to 30. Alternatively, a call is fine.", HOLDEM, None),
    ("Raise to 30 (a call is also OK).", HOLDEM, None),
    ("Call (raising to 30 is also OK).", HOLDEM, None),
    ("Primary: raise to 30. Backup: call.", HOLDEM, None),
    ("Best action: raise to 30. Second best: call.", HOLDEM, _raise(30)),
    ("Raise to 30 — or call if you prefer.", HOLDEM, None),
    ("I'll raise to 30; worst case, I fold to a shove.", HOLDEM, _raise(30)),
    ("Raise to 30, fold to a 3-bet.", HOLDEM, _raise(30)),
    ("Bet 10, call a raise.", OPEN, _bet(10)),
    ("Check-fold.", OPEN, CHECK),
    ("Check/call.", OPEN, CHECK),
    ("Check, and call a bet.", OPEN, CHECK),
    ("Bet 10 and fold to a raise.", OPEN, _bet(10)),
    ("Play the 2♣; next trick lead the Q♥.", TRICK, _card("play", "2c")),
    ("Lead Q♥ now, then 2♣ later.", TRICK, _card("play", "Qh")),
    ("Bid 3, expecting partner to bid 4.", BID, _bid(3)),
    ("Bid 3 (partner: 4).", BID, _bid(3)),
    ("Order up, and I'll go alone.", BID1, act("order")),
    ("Pass now; call clubs next round.", BID1, PASS),
    ("I pass. (Next round: clubs.)", BID1, PASS),
    ("Fold. 0 chips lost beyond the blind.", HOLDEM, FOLD),
    ("Call: 20 more to win 80.", HOLDEM, CALL),
    ("Raise: to 30 total, 26 more.", HOLDEM, _raise(30)),
    ("Raise 26 more to 30 total.", HOLDEM, None),
    ("Raise to 30 total (26 more).", HOLDEM, _raise(30)),
    ("Raise by 26 to 30.", HOLDEM, None),
    ("Raise 30 (total).", HOLDEM, _raise(30)),
    ("Raise +26", HOLDEM, None),
]

# Clear answers the reader refuses: each costs the seat the hand's fallback, never chips it did not mean to put in.
REFUSED_THOUGH_CLEAR = {
    "I could fold, call, or raise; the answer is raise 20.",
    # refused since session 33: the card or suit stands apart from the action's word
    # refused since a "Me:" line beside another player's label is a transcript (session 30, corpus 36)
    "P2: raise to 10. Me: call.",
    # refused again once the condition and suit-before-trump readings were withdrawn (session 30, corpus 35)
    "Fold. If I had AK I'd go all in.",
    # refused again once the closing-command rule was withdrawn (session 30: a blind corpus found it misread)
    (
        "With 12 outs (flush + overcards) I'm about 45% on the flop. Against a bet of 10 into 20, a raise gets folds"
        " and builds a pot when called. I'll raise to 35."
    ),
    "EV(fold) = 0. EV(call) = 0.2 * 60 - 0.8 * 30 = -12. Folding is better. Fold.",
    "I'd normally raise here, but the stack depth (12 bb) means any raise is a commitment. I call.",
    "I'm torn between folding and calling... I'll call.",
    "I'd consider folding, but the price is too good. Call.",
    "Initially I wanted to raise to 30, but a call keeps his bluffs in. Call.",
    "The opponent raised all-in. Calling costs 180; I have 25% equity and need 47%. Fold.",
    "Opponent called my bet last street and now checks. I bet 20.",
    "Legal trumps: clubs, diamonds, spades (or pass). Spades.",
    "I raise with everything I have.",  # a size in words, as "Bet everything." is (docs/seats.md)
    "Outs: 4 (gutshot). Equity ≈ 8.7% on the turn. Call costs 30 to win 90 -> need 25%. Result: fold.",
    "Equity 70%, pot 30, villain stack 50. Bet 50 puts him all in. I'll bet 50.",
    "With 30 in the pot and 170 behind, I'll raise to 70 to set up a shove on the turn.",
    "Summary table:\n\n| Street | Plan |\n|---|---|\n| Flop | bet |\n| Turn | check |\n\nNow (flop): bet 10",
    "**Action**: `raise`\n**Amount**: `40`",
    "- [ ] fold\n- [x] call\n- [ ] raise",
    '{"action": "bid", "amount": "nil"}',
    '{"action": "order up"}',
    '{"action": "go alone"}',
    '{"action": "pass", "cards": ["Qs", "Ks", "As"]}',
    '{"actions": [{"action": "raise", "amount": 30}]}',
    "I was leaning toward a call, but on reflection I'll fold.",
    "Raise? Call? Let's go with raise to 20.",
    "Either call or fold is fine here; I'll take the call.",
    "From T♠ Q♥ 9♦ A♠ 2♣ I choose A♠.",
    "Hearts are broken, so I play the queen.",
    "I play the ace.",
    "I'll follow suit with the ten.",
    "I'll go with the ♠A.",
    "Pass — too weak to order.",
    "Tell the dealer to pick it up.",
    "Pick it up.",
    "Going alone is too risky. With partner.",
    "Loner!",
    "Spades, since I hold the jack of spades and the jack of clubs.",
    "I'd like to bid 1 but it's forbidden; bid nil.",
    "With the Jack, I check and fold to a bet.",
    "Pass.",
    "Call (the raise cap is reached next anyway).",
    "Playable: Q♥, 2♣, T♥ → 2♣",
    "Min raise is 4, max is 200. Raise to 100.",
    "I may raise between 400 and 20000. Raise to 1200.",
    "I don't want to waste the Q♥, so 2♣.",
    "Raise to 3x, i.e. 12 chips.",
    "Bet 2/3 pot = 20.",
    "Call now, and shove the river if checked to.",
    "I go all-in for 150 (my whole stack).",
    "Put him all in: raise to 160.",
    "Queen of hearts? Too risky. Two of clubs.",
    "Diamonds were turned down; I'll name clubs, not spades.",
    "Go alone? No.",
    "Check. (I'd bet 20 with a stronger hand.)",
    "2♣, since the Q♥ would win and I don't want hearts.",
    "Bet the minimum (2).",
    "Raise to the max of 200.",
    "Raise all of it.",
    "Bet everything.",
    "```python\nprint('raise 30')\n```\nJust kidding: call.",
    "Raise [30]",
    "Make it 30 to go.",
    "Raise to 30 — 15 to call for him.",
    "Raise to 30: he needs 25% to call.",
    "Bet: 75% pot (12)",
    "bet ≈ 12",
    "I'll bid 3 or 4; let's say 3.",
    "Bid 4 = 3 sure + 1 ruff",
    "I'm going low: two.",
    "I'll make it spades; clubs are too thin.",
    "Clubs are too thin; spades.",
    "Call. Raising with a J is a bluff.",
    "Raise 30 -> 60 pot",
    '{"action": "play", "card": "Q"}',
    '{"action": "play", "card": "hQ"}',
    "Bid: 3/13",
    "Best action: raise to 30. Second best: call.",
    "Bet 10, call a raise.",
    "Check, and call a bet.",
}


# Answers still misread, with what they are read as; each is a defect left to fix.
MISREAD_LEFT = {
    "Bet 10.5": _bet(10),  # a fraction moves to the nearest integer, as documented
    # Since session 39 a size taken back by a bare "no" reads the new size: the blind writers of corpora 33, 39, 43,
    # 55 and 59 judged "Bet 20 — no, 30." and its like clear; this writer judged it unclear.
    "I'll raise to 40—no, 35.": {"action": "raise", "amount": 35},
}


def misreads(corpus):
    """The answers read as something other than their writer meant (refusals are not misreads)."""
    return [
        (text, read_as(text, legal), meant)
        for text, legal, meant in corpus
        if read_as(text, legal) not in (None, meant)
    ]


def test_the_corpus_is_large_and_has_no_misread():
    assert len(CORPUS) >= 300
    assert {text for text, _, _ in misreads(CORPUS)} == set(MISREAD_LEFT)


@pytest.mark.parametrize("text, legal, meant", CORPUS)
def test_each_answer_is_read_as_meant_or_refused_where_listed(text, legal, meant):
    expected = MISREAD_LEFT.get(text, None if text in REFUSED_THOUGH_CLEAR else meant)
    assert read_as(text, legal) == expected


def test_every_listed_refusal_is_a_clear_answer_of_the_corpus():
    clear = {text for text, _, meant in CORPUS if meant is not None}
    assert REFUSED_THOUGH_CLEAR <= clear


# An all-in word beside the action's word with a smaller amount: "raise to 70 to set up a shove" raised to 200.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Equity 70%, pot 30, villain stack 50. Bet 50 puts him all in. I'll bet 50.", OPEN),
        ("I go all-in for 150 (my whole stack).", HOLDEM),
        ("Shove 150", HOLDEM),
        ("jam for 40.", OPEN),
    ],
)
def test_an_all_in_word_beside_a_smaller_amount_is_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted
    assert "all-in" in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Raise all-in to 200", HOLDEM, _raise(200)),
        ("I'm all in: raise 200", HOLDEM, _raise(200)),
        ("Raise all in.", HOLDEM, _raise(200)),
        ("Shove! Raising it all.", HOLDEM, _raise(200)),
        ("bet all-in (70)", OPEN, _bet(70)),
        ("I shove all in", HOLDEM, _raise(200)),
        ("Jam for 70.", OPEN, _bet(70)),
        ("Shove - 200", HOLDEM, _raise(200)),
        ("All in with 2 pair.", HOLDEM, _raise(200)),
    ],
)
def test_an_all_in_word_with_the_whole_stack_or_no_amount_is_all_in(text, legal, expected):
    assert read_as(text, legal) == expected


# Ranks listed before a card in words share its suit: "the queen, king and ace of spades" passed the ace, the last.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("I'll pass the queen, king and ace of spades.", HPASS, _card("pass", "Qs")),
        ("Pass the king and queen of spades", HPASS, _card("pass", "Ks")),
        ("Pass the ace, king, queen of spades", HPASS, _card("pass", "As")),
        ("play the queen or ten of hearts", TRICK, None),  # a choice of two cards
        ("I'd play the queen, or the ten of hearts", TRICK, None),
        ("Keep the ace; play the ten of spades", TRICK2, _card("play", "Ts")),
        ("Play the ten, the ace of spades is too high.", TRICK2, _card("play", "Ts")),  # read the ace
        ("Play the ten, the ace of spades is gone", TRICK, None),  # the ten of spades is not legal
        ("I'd play the queen or the ten of hearts", TRICK, None),
    ],
)
def test_ranks_listed_before_a_card_in_words_share_its_suit(text, legal, expected):
    assert read_as(text, legal) == expected


# A card taken back for another: "I play 2♣ (void in spades? no). Actually I must follow: T♠." played the club; it was
# refused, and since session 37 a correction standing as an aside of its own is read.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("West played the J♠. I play 2♣. Actually I must follow: T♠.", TRICK2, _card("play", "Ts")),
        ("Play 2c... actually Th", TRICK, _card("play", "Th")),
        ("Play the queen of hearts, no wait, the ten of hearts", TRICK, _card("play", "Th")),
        ("Trump: spades — I mean clubs", SUITS, _card("trump", "c")),
        ("Pass the A♠. On second thought, the Q♠.", HPASS, _card("pass", "Qs")),
    ],
)
def test_a_card_taken_back_for_another_reads_the_correction(text, legal, expected):
    assert read_as(text, legal) == expected


def test_a_card_taken_back_with_or_rather_is_refused():
    answer = parse_answer("Discard the 9♣, or rather the Q♠.", DISCARD)
    assert not answer.accepted
    assert "back for another card" in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Play 2♣ — actually, 2♣ is right.", TRICK, _card("play", "2c")),
        ("Actually, I play the 2c.", TRICK, _card("play", "2c")),
        ("Play Th. Sorry for the long think.", TRICK, _card("play", "Th")),
        ("I choose spades; actually a strong suit for me.", SUITS, _card("trump", "s")),
    ],
)
def test_a_correction_word_with_no_other_card_leaves_the_card(text, legal, expected):
    assert read_as(text, legal) == expected


# Two different objects with no word between them: '{"action": "fold"} {"action": "call"}' called.
@pytest.mark.parametrize(
    "text",
    [
        '{"action": "fold"} {"action": "call"}',
        '{"action": "raise", "amount": 20}\n{"action": "raise", "amount": 40}',
        '```json\n{"action": "fold"}\n```\n```json\n{"action": "call"}\n```',
        'My answer: {"action": "call"}, {"action": "fold"}',
    ],
)
def test_two_different_objects_back_to_back_are_refused(text):
    answer = parse_answer(text, HOLDEM)
    assert not answer.accepted
    assert "two different objects" in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, expected",
    [
        ('First draft: {"action": "call"}\nRevised: {"action": "raise", "amount": 20}', _raise(20)),
        ('{"action": "call"}\n{"action": "call", "say": "gl"}', CALL),  # one answer twice
        ('Not {"action": "fold"} but {"action": "call"}', CALL),
    ],
)
def test_objects_parted_by_words_or_alike_still_read_the_last(text, expected):
    assert read_as(text, HOLDEM) == expected


# An action asked about and answered "no" right after is not the seat's: "Go alone? No." went alone.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Go alone? No.", ALONE, None),  # no action left to take
        ("Alone? No — with partner.", ALONE, act("partner")),
        ("Raise to 20? Nah, call.", HOLDEM, CALL),
        ("Call? No, raise to 20.", HOLDEM, _raise(20)),
        ("Bet 3rd pair? No. Check.", OPEN, CHECK),
        ("Maybe a call? No — with this kicker I fold.", HOLDEM, FOLD),
        ("Order up? Yes.", BID1, act("order")),
        ("Fold? Never mind the price: fold.", HOLDEM, FOLD),
    ],
)
def test_an_action_asked_about_and_answered_no_is_not_taken(text, legal, expected):
    assert read_as(text, legal) == expected


# "Everything" and "all of it" ask for the whole stack, a size in words and no count of chips: "Bet everything." bet
# the minimum, 2, and "Raise all of it." raised to 4. Refused as "raise max" is.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Bet everything.", OPEN),
        ("Raise all of it.", HOLDEM),
        ("Bet all my chips", OPEN),
        ("Bet it all", OPEN),
        ("Raise everything in", HOLDEM),
    ],
)
def test_everything_or_all_of_it_is_refused_as_no_count_of_chips(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted
    assert "not in chips" in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Raise all in", HOLDEM, _raise(200)),
        ("Raise all the way to 40", HOLDEM, _raise(40)),
        ("Raise, all of us know he is weak", HOLDEM, _raise(4)),
        ("Call, everything else is worse", HOLDEM, CALL),
        ("Raise to 40, that is all", HOLDEM, _raise(40)),
    ],
)
def test_all_and_everything_in_prose_leave_the_answer(text, legal, expected):
    assert read_as(text, legal) == expected


# Every legal action restated as a list, after "options" or "legal" or asked as a question, is no choice: "Legal
# actions: fold, call, raise (4-200). I choose call." was refused as naming three actions.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Legal actions: fold, call, raise (4-200). I choose call.", HOLDEM, CALL),
        ("Fold, call, or raise? Call.", HOLDEM, CALL),
        ("My options are to fold, call or raise. Raising to 12.", HOLDEM, _raise(12)),
        ("Options: check / bet. Check.", OPEN, CHECK),
        ("The legal moves are pass and order. Order.", BID1, act("order")),
        ("Choices: [fold, call, raise]. Choice: fold.", HOLDEM, FOLD),
    ],
)
def test_the_legal_options_restated_are_no_choice(text, legal, expected):
    assert read_as(text, legal) == expected


# A list of some of the actions, or one with no word introducing it, is still a choice between them.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Calling or raising are fine. Fold is bad.", HOLDEM),
        ("I could check or bet; betting is too thin.", OPEN),
        ("fold or call, not sure", HOLDEM),
        ("Options: fold, call, raise", HOLDEM),  # nothing chosen
        ("Final answer: **call**\n\n(Folding is too tight; raising to 30 is an option.)", HOLDEM),
    ],
)
def test_a_list_that_is_no_restatement_of_every_option_is_still_refused(text, legal):
    assert read_as(text, legal) is None


# Words after an embedded object that take it back: '{"action": "call"} — wait, fold.' called.
@pytest.mark.parametrize(
    "text",
    [
        '{"action": "raise", "amount": 30}\n\nActually, make it 40.',
        '{"action": "raise", "amount": 30}\nEdit: call instead.',
        '{"action": "call"} — wait, fold.',
        '{"action": "raise", "amount": 30} (or 40 if deep)',
        '```json\n{"action": "raise", "amount": 30}\n```\nOn second thought, 40.',
    ],
)
def test_an_object_taken_back_by_the_words_after_it_is_refused(text):
    assert read_as(text, HOLDEM) is None


@pytest.mark.parametrize(
    "text, expected",
    [
        ('{"action": "raise", "amount": 30}\nWaiting for the flop.', _raise(30)),
        ('{"action": "call"}\nActually a close spot, but the price is right.', CALL),
        ('I considered folding.\n```json\n{"action": "call"}\n```', CALL),
        ('{"action": "raise", "amount": 30} or so I think.', _raise(30)),
    ],
)
def test_words_after_an_object_that_take_nothing_back_leave_it(text, expected):
    assert read_as(text, HOLDEM) == expected


# A second total beside the amount: '{"action": "raise", "amount": 30, "total": 40}' raised to 30.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ('{"action": "raise", "amount": 30, "total": 40}', HOLDEM, None),
        ('{"action": "raise", "amount": 30, "raise_to": 40}', HOLDEM, None),
        ('{"action": "bet", "amount": 10, "bet_size": 15}', OPEN, None),
        ('{"action": "raise", "amount": 30, "total": 30}', HOLDEM, _raise(30)),  # one total twice
        ('{"action": "raise", "amount": "30", "total": "30.0"}', HOLDEM, _raise(30)),
        ('{"action": "raise", "amount": 30, "raise_by": 20}', HOLDEM, _raise(30)),  # a step, not a total
        ('{"action": "raise", "amount": 30, "pot_total": 90, "to_call": 10}', HOLDEM, _raise(30)),
        ('{"action": "raise", "amount": 30, "total": "1e999999999"}', HOLDEM, _raise(30)),  # no number weighed
        ('{"action": "bid", "amount": 2, "expected_tricks": 2.4}', BID, _bid(2)),
    ],
)
def test_a_second_total_beside_the_amount_is_refused(text, legal, expected):
    assert read_as(text, legal) == expected


# Two cards or suits parted by a slash are a choice, as "or" is: "Trump: clubs/spades" named clubs.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Trump: clubs/spades", SUITS, None),
        ("Play Q♥/T♥", TRICK, None),
        ("play Qh / Th", TRICK, None),
        ("Discard 9c/Qs", DISCARD, None),
        ("Play 2c (Qh/Th are too high)", TRICK, _card("play", "2c")),
        ("Play Qh. 2c/Th next", TRICK, _card("play", "Qh")),
    ],
)
def test_two_cards_parted_by_a_slash_are_a_choice(text, legal, expected):
    assert read_as(text, legal) == expected


# Two cards named together where one is played: "play Qh,Th" played the queen. Only a pass moves several cards.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("play: Qh Th", TRICK, None),
        ("play Qh,Th", TRICK, None),
        ("Play Qh and Th", TRICK, None),
        ("play the queen and the ten of hearts", TRICK, None),
        ("Trump: clubs & spades", SUITS, None),
        ("Pass: Q♠, K♠, A♠", HPASS, _card("pass", "Qs")),  # a hearts pass moves three: the first is this one
        ("Play Qh, Th is too low", TRICK, _card("play", "Qh")),  # a comma and a space start a clause
        ("Play the Q♥ and keep T♥", TRICK, _card("play", "Qh")),
        ("Trump: spades, clubs are too thin", SUITS, _card("trump", "s")),
    ],
)
def test_two_cards_named_together_where_one_is_played_are_refused(text, legal, expected):
    assert read_as(text, legal) == expected


# A size in words under a label on a later line is no count of chips: "Action: Bet\nAmount: half pot" bet 2.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Action: Bet\nAmount: half pot", OPEN, None),
        ("Action: Raise\nSize: max", HOLDEM, None),
        ("Action: Raise\nAmount: the whole stack", HOLDEM, None),
        ("Action: Raise\nTotal: pot", HOLDEM, None),
        ("Action: Bet\nAmount: 10\nReasoning: half pot", OPEN, _bet(10)),
        ("Action: bet\nReason: pot control", OPEN, _bet(2)),  # no label on the size: prose, as before
    ],
)
def test_a_size_in_words_under_a_label_is_refused(text, legal, expected):
    assert read_as(text, legal) == expected


# A closed reasoning block is the model's thinking, not its answer: the text after it is read.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("<think>\nI could raise to 60, but villain is tight.\n</think>\n\nCall.", CALL),
        ("<think>raise to 60?</think> fold", FOLD),
        ("<thinking>fold is weak</thinking>\n<answer>call</answer>", CALL),
        ('<think>raise 60</think>\n{"action": "call"}', CALL),
        ("<think>I will call</think>", CALL),  # nothing after the block: the whole text is read, as before
        ("<think>call or fold</think>", None),
    ],
)
def test_the_text_after_a_closed_reasoning_block_is_read(text, expected):
    assert read_as(text, HOLDEM) == expected
