"""Misreads of model answers, round two: amounts that read two ways, the names poker gives its raises, and a new
corpus of answers written the way models write them (markdown, a marker, reasoning that names other actions and
numbers first, pot odds, stacks, positions, card lists, bids, euchre and hearts). Each corpus answer carries
what its writer meant; it must be read as that or refused, and a refusal of a clear answer is listed as one."""

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
from support.cpu import assert_within_cpu

from cosino.seats.answers import parse_answer

_raise, _bet, _bid, _card = raise_to, bet, bid, card  # short names for the long corpus below

# (answer, legal options, what its writer meant; None where the answer is really ambiguous).
CORPUS = [
    # Poker's names for raises: the ordinal is a name, not an amount; as a verb each is a raise.
    ("raise 3-bet to 12", HOLDEM, _raise(12)),
    ("I 3-bet to 12.", HOLDEM, _raise(12)),
    ("3-bet to 12", HOLDEM, _raise(12)),
    ("Three-bet to 12", HOLDEM, _raise(12)),
    ("I'll 4-bet to 40 with AA.", HOLDEM, _raise(40)),
    ("4bet to 40", HOLDEM, _raise(40)),
    ("I'll 3bet to 12", HOLDEM, _raise(12)),
    ("5-bet shove", HOLDEM, _raise(200)),
    ("Re-raise to 60", HOLDEM, _raise(60)),
    ("reraise to 60", HOLDEM, _raise(60)),
    ("With KK I'd re-raise to 30.", HOLDEM, _raise(30)),
    ("min-raise", HOLDEM, _raise(4)),
    ("Min-raise.", HOLDEM, _raise(4)),
    ("I'll minraise here.", HOLDEM, _raise(4)),
    ("Min-raise to 8.", HOLDEM, _raise(8)),
    ("Decision: 3-bet to 15", HOLDEM, _raise(15)),
    ("UTG opened to 8, I 3-bet to 24 from the BB.", HOLDEM, _raise(24)),
    ("AKs in the CO: 3-bet to 12", HOLDEM, _raise(12)),
    ("Facing a 3-bet, I fold.", HOLDEM, FOLD),
    ("Fold to the 3-bet.", HOLDEM, FOLD),
    ("I'll call the 3-bet.", HOLDEM, CALL),
    ("Call the 4-bet of 40.", HOLDEM, CALL),
    ("Fold. (I considered a 3-bet to 12.)", HOLDEM, FOLD),
    ("Villain 3-bets to 24. I call.", HOLDEM, CALL),
    ("He 4-bet to 60; I fold.", HOLDEM, FOLD),
    ("Re-raising is too loose here, so fold.", HOLDEM, FOLD),
    ("raise, 2nd barrel, to 30", HOLDEM, _raise(30)),
    ("As the 3rd barrel, raise to 45", HOLDEM, _raise(45)),
    ("Raise to 45 as a 3rd barrel.", HOLDEM, _raise(45)),
    ("raise (3rd barrel) to 45", HOLDEM, _raise(45)),
    ("3-bet to 1,200", BIG, _raise(1200)),
    ("4-bet to 3,000 from the SB", BIG, _raise(3000)),
    ("Raise to 2,400 (a 3-bet of 3x).", BIG, _raise(2400)),
    ('{"action": "3-bet", "amount": 12}', HOLDEM, _raise(12)),
    ('{"action": "min-raise"}', HOLDEM, _raise(4)),
    ("Re-raise!", LEDUC_FACE, act("raise")),
    ("I'll 3-bet.", HOLDEM, _raise(4)),
    ("I 3-bet.", LEDUC_FACE, act("raise")),
    ("C-bet 10", OPEN, _bet(10)),
    ("I'll c-bet 1/3 pot.", OPEN, None),
    # Two numbers after one action word: one of them is not the amount, and which is unknown.
    ("raise to 1 1 1", HOLDEM, None),
    ("raise to 20 30", HOLDEM, None),
    ("raise 20 30", HOLDEM, None),
    ("Raise to 40 20", HOLDEM, None),
    ("Raise to 12 (15)", HOLDEM, None),
    ("Raise to 40 (40)", HOLDEM, _raise(40)),
    ("Bet 10 20", OPEN, None),
    ("bet 15 55", OPEN, None),
    ("bid 3 3", BID, None),
    ("I bid 1 1", BID, None),
    ("raise to 1 2 0 0", BIG, None),
    ("raise to 1200 1500", BIG, None),
    ("Raise to 1 200 chips", BIG, None),
    ("Raise to 40\n2. The board is dry.", HOLDEM, _raise(40)),
    ("Bet 10, 1/3 pot.", OPEN, _bet(10)),
    # Self-corrections: the last amount is the one meant.
    ("raise to 30, no wait, 40", HOLDEM, _raise(40)),
    ("Raise to 40 - actually make it 50.", HOLDEM, _raise(50)),
    ("bid 3... actually 4", BID, _bid(4)),
    # Multiples, scales and units written around digits.
    ("raise x3", HOLDEM, None),
    ("Raise 3×", HOLDEM, None),
    ("raise to 12 hundred", BIG, None),
    ("raise to 2 thousand", BIG, None),
    ("raise to 3 BB", HOLDEM, None),
    ("Raise 4 BB", HOLDEM, None),
    ("raise to 2.5 big blinds", HOLDEM, None),
    ("Raise to 12 (that's 3 BB)", HOLDEM, _raise(12)),
    ("raise to 12 chips (4 BB)", HOLDEM, _raise(12)),
    ("raise to 1200 (3x)", BIG, _raise(1200)),
    ("Raise to 2,000 (40 BB)", BIG, _raise(2000)),
    ("Final answer: raise 3x", HOLDEM, None),
    ("Action: raise\nAmount: 2.5x", HOLDEM, None),
    # Markdown, headings and markers, reasoning before the decision.
    (
        "**Analysis**\n\nThe pot is 30 and I need to call 10, so pot odds are 25%. My equity is about 35%.\n\n"
        "**Final answer:** call",
        HOLDEM,
        CALL,
    ),
    (
        "Pot odds: call 20 to win 60 = 25%. With a flush draw (~35%), calling is +EV.\n\nFinal answer: call",
        HOLDEM,
        CALL,
    ),
    ("Pot odds: call 20 to win 60. That's fine, so I call.", HOLDEM, CALL),
    ("Position: BTN. Stack: 200 BB. Action: raise to 12", HOLDEM, _raise(12)),
    ("I'm on the button with 100 BB; raise to 10.", HOLDEM, _raise(10)),
    ("## Decision\n\n**Call**", HOLDEM, CALL),
    ("### Final Answer\n**Raise to 36**", HOLDEM, _raise(36)),
    ("Final answer: **RAISE** to **36**", HOLDEM, _raise(36)),
    ("I'll raise to 36 — that's 3x the 12 open.", HOLDEM, _raise(36)),
    ("Stack: 200. Pot: 30. To call: 10. Decision: call.", HOLDEM, CALL),
    ("Equity ~40% vs needing 25%: call.", HOLDEM, CALL),
    ("The SPR is 2, so I'm committed: all-in.", HOLDEM, _raise(200)),
    ("Raising to 40 is too much; I'll raise to 25.", HOLDEM, _raise(25)),
    ("call 10 more", HOLDEM, CALL),
    ("Raise to 30 with 3 players behind", HOLDEM, _raise(30)),
    ("raise to 30 from 200", HOLDEM, _raise(30)),
    ("Raise 20 to 40", HOLDEM, None),
    ("Raise: 40 (pot 60, 200 behind)", HOLDEM, _raise(40)),
    ("**Action**: Raise\n**Amount**: 40", HOLDEM, _raise(40)),
    ("**Action:** Raise\n**Size:** 40 chips", HOLDEM, _raise(40)),
    ("Raise to 40 — 2nd best option is call", HOLDEM, None),
    ("call (pot odds 3:1)", HOLDEM, CALL),
    ("Call 20 to win 60.", HOLDEM, CALL),
    ("I have A♠K♠ on a board of Q♠J♠2♦. Raise to 30.", HOLDEM, _raise(30)),
    ("Hole cards 7♣2♦ — fold.", HOLDEM, FOLD),
    ("With 9♥9♦ I call.", HOLDEM, CALL),
    ("2-7 offsuit: fold", HOLDEM, FOLD),
    ("Board: 2♠ 7♦ 9♣. I raise to 25.", HOLDEM, _raise(25)),
    ("Raise to 25 on the 2♠ 7♦ 9♣ board.", HOLDEM, _raise(25)),
    ("Raise to 12.\n\n**Final answer: raise to 12**", HOLDEM, _raise(12)),
    ("Final answer: **call**\n\n(Folding is too tight; raising to 30 is an option.)", HOLDEM, CALL),
    ("I'm calling 20 to win 60: 25% needed, I have ~33%.", HOLDEM, CALL),
    ("I raise to 40 — villain's range is wide and 2nd pair is good.", HOLDEM, _raise(40)),
    ("Raise to 40 (not 30).", HOLDEM, _raise(40)),
    ("Calling 20 to win 60 needs 25% equity; I have 40%, so I raise to 80.", HOLDEM, _raise(80)),
    ("The pot is 60 and it costs 20 to call. I fold.", HOLDEM, FOLD),
    ('```json\n{"action": "raise", "amount": 12}\n```\nI 3-bet to 12.', HOLDEM, _raise(12)),
    ('{"action": "raise", "amount": "20 30"}', HOLDEM, None),
    ("Raise to 1,000", HOLDEM, _raise(200)),
    ("Go all in with 200 chips", HOLDEM, _raise(200)),
    ("all-in (200)", HOLDEM, _raise(200)),
    ("Shove.", HOLDEM, _raise(200)),
    ("I'll jam.", HOLDEM, _raise(200)),
    ("Jam it in.", HOLDEM, _raise(200)),
    ("Shove all-in for 200", HOLDEM, _raise(200)),
    ("I'm jamming 200.", HOLDEM, _raise(200)),
    ("raise to twelve (12) chips", HOLDEM, _raise(12)),
    ("Raise to 30, which is 2.5x the 12 open", HOLDEM, _raise(30)),
    ("BB defend: call.", HOLDEM, CALL),
    ("From the SB, 3-bet to 14 or fold? 3-bet to 14.", HOLDEM, _raise(14)),
    # Big stacks: digits grouped, scales.
    ("Raise to 1,200 — a 3x open.", BIG, _raise(1200)),
    ("Raise to 1200 (30 BB deep).", BIG, _raise(1200)),
    ("raise to 1.5k", BIG, None),
    ("raise to 1 500", BIG, None),
    # Leduc and Kuhn: no amounts.
    ("Raise.", LEDUC_FACE, act("raise")),
    ("With a pair of kings on board, raise.", LEDUC_FACE, act("raise")),
    ("I have the K and the board is Q. Call.", LEDUC_FACE, CALL),
    ("**Fold** — J is the worst card.", LEDUC_FACE, FOLD),
    ("Raise to 4", LEDUC_FACE, act("raise")),
    ("Final answer: raise (2nd raise of the round)", LEDUC_FACE, act("raise")),
    ("Bet (with the King).", KUHN_OPEN, act("bet")),
    ("I hold the Q: check.", KUHN_OPEN, CHECK),
    ("Check; betting with a Jack only bluffs.", KUHN_OPEN, CHECK),
    ("bet 1", KUHN_OPEN, act("bet")),
    ("**Action:** bet", KUHN_OPEN, act("bet")),
    ("Call with the King.", KUHN_FACE, CALL),
    ("I fold the Jack.", KUHN_FACE, FOLD),
    ("call 1", KUHN_FACE, CALL),
    ("Fold — facing a bet with J.", KUHN_FACE, FOLD),
    # An open pot: bets and checks.
    ("Bet 10 into 30.", OPEN, _bet(10)),
    ("bet 10 (1/3 pot)", OPEN, _bet(10)),
    ("check (pot control, SPR 3)", OPEN, CHECK),
    ("Check. Betting 10 only gets called by better.", OPEN, CHECK),
    ("Bet 2nd barrel: 25", OPEN, _bet(25)),
    ("Fire a 2nd barrel of 25", OPEN, _bet(25)),
    ("Bet 25 as a 2nd barrel", OPEN, _bet(25)),
    ("I'll bet 3/4 pot (about 22).", OPEN, None),
    ("Bet 22 (3/4 pot).", OPEN, _bet(22)),
    ("Bet: 15\nReason: 2 overcards + gutshot", OPEN, _bet(15)),
    ("Bet 15 chips, leaving 55.", OPEN, _bet(15)),
    ("Check — I'm OOP with 2nd pair.", OPEN, CHECK),
    ("**Check**\n\nBetting 2nd pair for thin value is risky.", OPEN, CHECK),
    ("Donk bet 12", OPEN, _bet(12)),
    ("bet 12 with 2nd pair", OPEN, _bet(12)),
    ("Bet 3rd pair? No. Check.", OPEN, CHECK),
    ("bet twelve", OPEN, _bet(12)),
    ("I bet 2nd-nuts for value: 30", OPEN, _bet(30)),
    # Trick games: cards.
    ("**Play:** 2♣", TRICK, _card("play", "2c")),
    ("I'll play the 2c — 2nd hand low.", TRICK, _card("play", "2c")),
    ("2nd hand low: 2c", TRICK, _card("play", "2c")),
    ("Play the 10♥.", TRICK, _card("play", "Th")),
    ("play T♥", TRICK, _card("play", "Th")),
    ("Final answer: Q♥\n\nReasoning: partner led the 9♥ and the K♥ is out.", TRICK, _card("play", "Qh")),
    ("Cards in hand: Qh, 2c, Th. Partner is winning, so I play the 2c.", TRICK, _card("play", "2c")),
    ("I play the queen of hearts (Q♥).", TRICK, _card("play", "Qh")),
    ("Play 2c. (The 3rd trick is lost anyway.)", TRICK, _card("play", "2c")),
    ("Dump the 2 of clubs", TRICK, _card("play", "2c")),
    ("Play: 10h", TRICK, _card("play", "Th")),
    ("play the ten of hearts, then the queen", TRICK, _card("play", "Th")),
    ("I'd play Th or Qh", TRICK, None),
    ("Play Qh or 2c?", TRICK, None),
    ("Lead the A♠ to pull trump.", TRICK2, _card("play", "As")),
    ("**Play** A♠", TRICK2, _card("play", "As")),
    ("play the ace", TRICK2, None),
    ("Play 9♦ (3rd hand high isn't needed).", TRICK2, _card("play", "9d")),
    ("Play 10♠", TRICK2, _card("play", "Ts")),
    ("### Card\nT♠", TRICK2, _card("play", "Ts")),
    ("Trick 3: I play the 2♣.", TRICK2, _card("play", "2c")),
    # Bids.
    ("**Bid:** 3\n\nReasoning: A♠, K♥ and a void in clubs.", BID, _bid(3)),
    ("I count 2 sure tricks + 1 likely = 3. Bid 3.", BID, _bid(3)),
    ("Bid 3 (2 spades + 1 ace)", BID, _bid(3)),
    ("Bid: 4 tricks", BID, _bid(4)),
    ("Bidding from the 2nd seat: 3", BID, _bid(3)),
    ("As 3rd to bid, I bid 4.", BID, _bid(4)),
    ("Bid 4 (partner bid 3, total 7)", BID, _bid(4)),
    ("Final answer: 3", BID, _bid(3)),
    ("## Bid\n\n3", BID, _bid(3)),
    ("Nil.", BID, _bid(0)),
    ("I'll bid two.", BID, _bid(2)),
    ("Bid: two (2)", BID, _bid(2)),
    ("bid 2 tricks with 3 spades", BID, _bid(2)),
    ("Spades: I hold A♠ K♠ 5♠ 2♠. Bid 3.", BID, _bid(3)),
    ("I have 13 cards; bid 3", BID, _bid(3)),
    ("Bid 1st-round safe: 2", BID, _bid(2)),
    ("bid 3, no wait, 4", BID, _bid(4)),
    ("bid 4 4", BID, None),
    ("Bid 2 or 3? I'll say 3.", BID, None),
    ("As dealer I can't bid 1 (hook rule), so bid 2.", OHHELL_DEALER, _bid(2)),
    ("Bid 2 — the hook stops me from bidding 1.", OHHELL_DEALER, _bid(2)),
    ("bid 3", OHHELL_DEALER, _bid(3)),
    ("Bid nil.", OHHELL_DEALER, _bid(0)),
    # Hearts passes: one card at a time, the first named.
    ("Pass: Q♠, K♠, A♠", HPASS, _card("pass", "Qs")),
    ("Pass A♠ first (then K♠ and Q♠).", HPASS, _card("pass", "As")),
    ("**Pass:** A♥", HPASS, _card("pass", "Ah")),
    ("Pass the 8♥ — keep the 3♥ low.", HPASS, _card("pass", "8h")),
    ("Pass J♣ (to void clubs)", HPASS, _card("pass", "Jc")),
    ("Passing 3 cards: As, Ks, Qs. First: As", HPASS, _card("pass", "As")),
    ("Pass the T♦", HPASS, _card("pass", "Td")),
    ("pass the 3 of hearts", HPASS, _card("pass", "3h")),
    ("Pass the 2nd-highest spade, K♠", HPASS, _card("pass", "Ks")),
    # Euchre: order up, pass, name trump, go alone, discard.
    ("Call clubs trump.", SUITS, _card("trump", "c")),
    ("I'll name diamonds.", SUITS, _card("trump", "d")),
    ("Pass — 2nd round, nothing good.", SUITS, PASS),
    ("Trump: ♠", SUITS, _card("trump", "s")),
    ("**Call trump:** Spades", SUITS, _card("trump", "s")),
    ("Make spades trump; I have both bowers.", SUITS, _card("trump", "s")),
    ("pass (only 1 spade)", SUITS, PASS),
    ("Go with hearts", SUITS, None),
    ("Stuck as dealer: clubs.", STICK, _card("trump", "c")),
    ("Screw the dealer: I must call - diamonds.", STICK, _card("trump", "d")),
    ("Order it up — I have the right bower.", BID1, act("order")),
    ("**Order up**", BID1, act("order")),
    ("Pass (only 2 trumps).", BID1, PASS),
    ("I'd order up with 3 trump.", BID1, act("order")),
    ("Pass. Ordering up with 1 trump is reckless.", BID1, PASS),
    ("Order up! (2nd seat, 3 trump)", BID1, act("order")),
    ("Go alone — both bowers and the ace.", ALONE, act("alone")),
    ("I'll play with my partner.", ALONE, act("partner")),
    ("Alone!", ALONE, act("alone")),
    ("Discard the 9♣ (keep trump).", DISCARD, _card("discard", "9c")),
    ("Discard: 9c", DISCARD, _card("discard", "9c")),
    ("Throw the 9 of clubs", DISCARD, _card("discard", "9c")),
    ("Discard 9♣ — 3rd-best card after the bowers is the A♥.", DISCARD, _card("discard", "9c")),
    # Round-two hunt, second pass: names as nouns, lists of amounts, markdown tables.
    ("Let's 3-bet to 12", HOLDEM, _raise(12)),
    ("Villain's 3-bet is light; 4-bet to 40", HOLDEM, _raise(40)),
    ("3-bet pot: call", HOLDEM, CALL),
    ("In a 4-bet pot with 2nd pair, fold.", HOLDEM, FOLD),
    ("raise to 12 (3-bet)", HOLDEM, _raise(12)),
    ("Raise to 12 — my 3-bet.", HOLDEM, _raise(12)),
    ("4-bet jam", HOLDEM, _raise(200)),
    ("Re-raise all-in", HOLDEM, _raise(200)),
    ("call 3-bet", HOLDEM, CALL),
    ("Facing the 4-bet with QQ: call.", HOLDEM, CALL),
    ("vs a 3-bet, fold", HOLDEM, FOLD),
    ("Cold 4-bet to 50", HOLDEM, _raise(50)),
    ("I'd go with a 3-bet to 12.", HOLDEM, _raise(12)),
    ("raise to 14 (3.5x)", HOLDEM, _raise(14)),
    ("raise to 3.5x (14)", HOLDEM, None),
    ("**Raise to 40** (2.5x)", HOLDEM, _raise(40)),
    ("raise to 40 (20 more)", HOLDEM, _raise(40)),
    ("Raise to 40 (i.e. 20 more)", HOLDEM, _raise(40)),
    ("Call 20 (20 to call)", HOLDEM, CALL),
    ("Final answer: raise to 40 BB", HOLDEM, None),
    ("| Action | Amount |\n|---|---|\n| raise | 40 |", HOLDEM, _raise(40)),
    ("**Action:** 3-bet\n**Size:** 12", HOLDEM, _raise(12)),
    ("**Action:** Raise\n**To:** 12 chips (3-bet)", HOLDEM, _raise(12)),
    ("Raise to 12 (3rd raise)", BIG, _raise(400)),
    ("raise to 20, 30 is too much", HOLDEM, _raise(20)),
    ("Raise 20, 30 or 40? I'll go 30.", HOLDEM, None),
    ("bid 2, 3 or 4", BID, None),
    ("Answer: 3-bet to 12 ✅", HOLDEM, _raise(12)),
    ("Raise to $1 200", BIG, None),
    ("raise to 12 15", HOLDEM, None),
    ("Bet 10 (10 chips)", OPEN, _bet(10)),
    ("Bet 6 (of 70 behind)", OPEN, _bet(6)),
    ("Bet: 6 chips\n\n2nd option: check", OPEN, _bet(6)),
    ("Final decision: bet 6", OPEN, _bet(6)),
    ("I call; re-raising is too thin.", HOLDEM, CALL),
    ("Re-raise (2nd raise allowed).", LEDUC_FACE, act("raise")),
    ("I bet (1 chip).", KUHN_OPEN, act("bet")),
    ("Play 2♣ (3 cards left)", TRICK, _card("play", "2c")),
    ("Trick 5 of 13: play Th", TRICK, _card("play", "Th")),
    ("play the 10 of hearts (T♥)", TRICK, _card("play", "Th")),
    ("Play the Q♥ or T♥ — I'll go Q♥.", TRICK, _card("play", "Qh")),
    ("Lead trump: A♠", TRICK2, _card("play", "As")),
    ("Partner has it, so I sluff 2♣", TRICK2, _card("play", "2c")),
    ("Call clubs or diamonds as trump", SUITS, None),
    ("trump: clubs (or diamonds)", SUITS, None),
    ("I call hearts — wait, hearts was turned down. Spades.", SUITS, _card("trump", "s")),
    ("I'll order it up (3 trump incl. both bowers).", BID1, act("order")),
    ("**Decision:** Pass", BID1, PASS),
    ("Alone? No — with partner.", ALONE, act("partner")),
    ("Bid 4. (Team total: 4 + 3 = 7.)", BID, _bid(4)),
    ("Nil? No, bid 2.", BID, _bid(2)),
    ("Bid two (2) tricks", BID, _bid(2)),
    ("Bid 3 (3 1/2 tricks)", BID, _bid(3)),
    ("I bid 2 (can't bid 1 as dealer)", OHHELL_DEALER, _bid(2)),
    ("2nd seat.", BID, None),
    ("I'm 2nd; three", BID, _bid(3)),
    ("Seat 2nd: 3", BID, _bid(3)),
    # The amount is the number next to the action's word, or one a label or "to" introduces: not the first in prose.
    ("raise, with 2 pair, to 40", HOLDEM, _raise(40)),
    ("Raise (I have 2 pair) to 40", HOLDEM, _raise(40)),
    ("I'll raise here because 3 players limped; to 40.", HOLDEM, _raise(40)),
    ("Raise. With 150 behind I can take 2 more streets.", HOLDEM, None),
    ("I raise. Pot is 30 so 40 total.", HOLDEM, _raise(40)),
    ("Raise\nAmount: 40", HOLDEM, _raise(40)),
    ("raise, I have 2 pair; pot odds are 3 to 1", HOLDEM, _raise(4)),  # no size named: the minimum
    ("I raise since my 2 pair is strong.", HOLDEM, _raise(4)),
    ("Bet, since the 3 of clubs helps me, 12", OPEN, None),
    ("I'll bet because villain has 3 outs: 20 chips", OPEN, _bet(20)),
    ("bid, with 2 aces, 3", BID, None),
    ("Bid — my 2 aces are sure tricks — 3", BID, None),
    ("Raise — 3 outs isn't enough to call, so size to 40", HOLDEM, _raise(40)),
    ("Raise my bet to 40", HOLDEM, _raise(40)),
    ("raise it up to 40", HOLDEM, _raise(40)),
    ("Raise to a total of 40", HOLDEM, _raise(40)),
    ("raise → 40", HOLDEM, _raise(40)),
    ("Raise 40 of my 200", HOLDEM, _raise(40)),
    ("I'll raise, making it 40.", HOLDEM, _raise(40)),
    ("Raise, 40 total", HOLDEM, _raise(40)),
    ("Raise; 40 chips", HOLDEM, _raise(40)),
    ("Raise: I'd go 40", HOLDEM, _raise(40)),
    ("I'll raise — let's make it 40.", HOLDEM, _raise(40)),
    ("Raise! 40.", HOLDEM, _raise(40)),
    ("Raise — 40", HOLDEM, _raise(40)),
    ("Raise, 2 pair is strong", HOLDEM, _raise(4)),
    ("Bid — 3", BID, _bid(3)),
    ("I'd bid, say, 3", BID, _bid(3)),
    ("Bid. 3 tricks.", BID, _bid(3)),
    ("I bid exactly 3.", BID, _bid(3)),
    ("I'll go with a bid of 3", BID, _bid(3)),
    ("Raise with 40", HOLDEM, _raise(40)),
    ("Raise (reason: 2 pair)", HOLDEM, _raise(4)),
    ("Raise (size: 40)", HOLDEM, _raise(40)),
    ("Villain c-bets 10; I raise to 30", HOLDEM, _raise(30)),
    ("He 3-bets; I 4-bet to 40", HOLDEM, _raise(40)),
    ("I won't 3-bet; call.", HOLDEM, CALL),
    ("Don't min-raise; fold.", HOLDEM, FOLD),
    ("The 3-bettor is tight: fold", HOLDEM, FOLD),
    ("3-betting light: raise to 12", HOLDEM, _raise(12)),
    ("I'll bid 2 + 1 = 3", BID, _bid(3)),
    ("Bid = 2 + 1 = 3", BID, _bid(3)),
    ("Bid 4 — maybe 5", BID, None),
    ("Bid 4, perhaps 5", BID, None),
    ("bid 3 (2+1)", BID, _bid(3)),
    ("Bid 3 of 13", BID, _bid(3)),
    ("bid 3. 2 would be too few.", BID, _bid(3)),
    ("I bid 3, 1 more than partner", BID, _bid(3)),
    ("Bet 15 (½ pot)", OPEN, _bet(15)),
    ("bet 10 (33%)", OPEN, _bet(10)),
    ("Bet 33% pot = 10", OPEN, None),
    ("bet 10.\n\n1. Value\n2. Protection", OPEN, _bet(10)),
    ("Check back (SPR 1.5)", OPEN, CHECK),
]

# Answers whose meaning is clear that the reader refuses: a lesser defect than a misread, kept in view.
REFUSED_THOUGH_CLEAR = {
    # refused again once the closing-command rule was withdrawn (session 30: a blind corpus found it misread)
    "The pot is 60 and it costs 20 to call. I fold.",
    "Raising to 40 is too much; I'll raise to 25.",  # the action is named twice with different amounts
    "Final answer: **call**\n\n(Folding is too tight; raising to 30 is an option.)",
    "Check; betting with a Jack only bluffs.",
    "Check. Betting 10 only gets called by better.",
    "**Check**\n\nBetting 2nd pair for thin value is risky.",
    "Fire a 2nd barrel of 25",  # no action word
    "Pass. Ordering up with 1 trump is reckless.",
    "Bid 2 — the hook stops me from bidding 1.",
    "From the SB, 3-bet to 14 or fold? 3-bet to 14.",
    "I'd go with a 3-bet to 12.",  # a 3-bet after an article is the noun, and no action word is left
    "I call; re-raising is too thin.",
    "Bet: 6 chips\n\n2nd option: check",
    "I'm 2nd; three",
    "raise, I have 2 pair; pot odds are 3 to 1",  # numbers in the prose and none next to the word
    "I raise since my 2 pair is strong.",
    "Raise, 2 pair is strong",
    "Raise with 40",
    "Raise (reason: 2 pair)",
    "I'll bid 2 + 1 = 3",  # a sum: refused, no longer read as its first term
    "Bid = 2 + 1 = 3",
    "I raise. Pot is 30 so 40 total.",  # the 40 is introduced by no label: refused, no longer read as 30
}


def misreads(corpus):
    """The answers read as something other than their writer meant (refusals are not misreads)."""
    return [
        (text, read_as(text, legal), meant)
        for text, legal, meant in corpus
        if read_as(text, legal) not in (None, meant)
    ]


def test_the_corpus_has_no_misread():
    assert misreads(CORPUS) == []


@pytest.mark.parametrize("text, legal, meant", CORPUS)
def test_each_answer_is_read_as_meant_or_refused_where_listed(text, legal, meant):
    expected = None if text in REFUSED_THOUGH_CLEAR else meant
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("raise 3-bet to 12", HOLDEM, _raise(12)),  # raised to 3, snapped to 4
        ("raise, 2nd barrel, to 30", HOLDEM, _raise(30)),  # raised to 2
        ("Bet 2nd barrel: 25", OPEN, _bet(25)),
        ("Bidding from the 2nd seat: 3", BID, _bid(3)),  # bid 2
        ("Bid 1st-round safe: 2", BID, _bid(2)),
        ("2nd seat.", BID, None),  # bid 2: no number is left, so no bid
        ("Three-bet to twelve", HOLDEM, _raise(12)),
    ],
)
def test_a_number_in_a_poker_name_is_no_amount(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("I 3-bet to 12.", HOLDEM, _raise(12)),  # refused: no action word
        ("4bet to 40", HOLDEM, _raise(40)),
        ("re-raise to 60", HOLDEM, _raise(60)),
        ("Reraise to 60", HOLDEM, _raise(60)),
        ("c-bet 10", OPEN, _bet(10)),
        ("3-bet to 12", OPEN, _bet(12)),  # a raise where only a bet is legal is the bet, as "raise" is
        ("5-bet shove", HOLDEM, _raise(200)),
        ('{"action": "re-raise", "amount": 30}', HOLDEM, _raise(30)),
    ],
)
def test_pokers_names_of_a_raise_name_the_raise(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize("text", ["min-raise", "Min-raise.", "I'll minraise here."])
def test_a_min_raise_is_the_minimum_asked_for_not_snapped_to(text):
    answer = parse_answer(text, HOLDEM)
    assert answer.response == _raise(4) and not answer.snapped and answer.reason is None
    assert parse_answer("raise", HOLDEM).snapped  # no size named: the minimum is a snap


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Facing a 3-bet, I fold.", FOLD),  # refused as two actions if the noun were a raise
        ("I'll call the 3-bet.", CALL),
        ("call 3-bet", CALL),
        ("Villain's 3-bet is light; 4-bet to 40", _raise(40)),
        ("3-bet pot: call", CALL),
        ("Let's 3-bet to 12", _raise(12)),  # "let's" owns nothing
    ],
)
def test_a_raise_name_after_an_article_an_owner_or_a_call_is_a_noun(text, expected):
    assert read_as(text, HOLDEM) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("raise to 1 1 1", HOLDEM),  # read as 1, snapped to 4
        ("raise to 20 30", HOLDEM),  # read as 20
        ("Raise to 12 (15)", HOLDEM),
        ("bid 3 3", BID),
        ("raise to 1200 1500", BIG),
        ("Raise 20, 30 or 40? I'll go 30.", HOLDEM),
        ("bid 2, 3 or 4", BID),
        ("I'll bid 2 + 1 = 3", BID),  # bid 2
        ("Bid 4 — maybe 5", BID),  # bid 4
    ],
)
def test_two_numbers_after_one_action_word_are_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and answer.reason.endswith("gives two numbers: give one total")


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Raise to 40 (40)", HOLDEM, _raise(40)),  # one amount written twice
        ("Bet 10 (10 chips)", OPEN, _bet(10)),
        ("Bet 10, 1/3 pot.", OPEN, _bet(10)),
        ("raise to 20, 30 is too much", HOLDEM, _raise(20)),
        ("Raise to 40\n2. The board is dry.", HOLDEM, _raise(40)),  # a numbered list starts on the next line
        ("Raise to 40 (i.e. 20 more)", HOLDEM, _raise(40)),
        ("Raise to 40 - actually 40 is right", HOLDEM, _raise(40)),  # taken back for itself
        ("Raise to 40, no 3-bet here", HOLDEM, _raise(40)),
    ],
)
def test_a_number_that_is_no_second_amount_leaves_the_amount_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("raise to 30, no wait, 40", HOLDEM, _raise(40)),
        ("Raise to 40 - actually make it 50.", HOLDEM, _raise(50)),
        ("bid 3... actually 4", BID, _bid(4)),
    ],
)
def test_an_amount_taken_back_for_another_reads_the_correction(text, legal, expected):
    # each read its first amount, then was refused; since session 37 the correction is read
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [("raise x3", HOLDEM), ("Raise 3\u00d7", HOLDEM), ("raise to 12 hundred", BIG), ("raise to 2 thousand", BIG)],
)
def test_a_multiple_or_a_scale_around_digits_is_refused(text, legal):
    answer = parse_answer(text, legal)  # each was snapped to the minimum
    assert not answer.accepted and answer.reason.startswith("amount '")


@pytest.mark.parametrize(
    "text, legal",
    [
        ("I'd play Th or Qh", TRICK),  # played the ten
        ("Play Qh or 2c?", TRICK),
        ("Call clubs or diamonds as trump", SUITS),
        ("trump: clubs (or diamonds)", SUITS),
    ],
)
def test_two_cards_given_as_a_choice_are_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and "as a choice" in answer.reason


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("raise, with 2 pair, to 40", HOLDEM, _raise(40)),  # raised to 2
        ("Raise (I have 2 pair) to 40", HOLDEM, _raise(40)),
        ("I'll raise here because 3 players limped; to 40.", HOLDEM, _raise(40)),  # raised to 3
        ("Raise\nAmount: 40", HOLDEM, _raise(40)),
        ("Bet. 12.", OPEN, _bet(12)),  # only marks between, and the number stands alone
        ("Raise — 40", HOLDEM, _raise(40)),
        ("Raise — 3 outs isn't enough to call, so size to 40", HOLDEM, _raise(40)),  # raised to 3
        ("My bid is 3.", BID, _bid(3)),
    ],
)
def test_the_amount_is_next_to_the_action_word_or_introduced_by_a_label(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal, why",
    [
        ("I raise. Pot is 30 so 40 total.", HOLDEM, "stands apart from the action's word"),  # raised to 30
        ("I raise since my 2 pair is strong.", HOLDEM, "stands apart from the action's word"),  # raised to 2
        ("raise, I have 2 pair; pot odds are 3 to 1", HOLDEM, "stands apart from the action's word"),  # odds
        ("bid, with 2 aces, 3", BID, "'2 aces' counts cards, not tricks"),  # bid 2 (session 41: counted cards)
    ],
)
def test_numbers_apart_from_the_action_word_and_no_amount_next_to_it_are_refused(text, legal, why):
    answer = parse_answer(text, legal)
    assert not answer.accepted and why in answer.reason


# Answers of 20,000 characters (the scan limit) built on this round's patterns: names, digits, choices.
ADVERSARIAL = [
    ("3bet " * 4000, HOLDEM),
    ("3-bet " * 3334, OPEN),
    ("bid " + "3-bet " * 3332, HOLDEM),
    ("raise to " + "1 " * 9995, HOLDEM),
    ("play Th" + " (" * 9994 + "or Qh", TRICK),
    ("raise " + " x" * 9996 + "5", HOLDEM),
    ("raise to 30" + ", no wait" * 2221, HOLDEM),
    ("raise " + "2nd" * 6664, HOLDEM),
    ("a 3-bet " * 2500, HOLDEM),
    (("raise " + "q 1 " * 98) * 60, HOLDEM),
    ("raise. pot 1 " * 3000, HOLDEM),
]
ADVERSARIAL = [(text[:20_000], legal) for text, legal in ADVERSARIAL]


@pytest.mark.parametrize("text, legal", ADVERSARIAL)
def test_an_adversarial_answer_at_the_scan_limit_reads_in_bounded_time(text, legal):
    # CPU of this thread: no busy machine or other thread of the worker counts
    # 0.30 s measured at most (0.42 s before written_cards.attached stopped at its reach); quadratic: seconds
    assert_within_cpu(lambda: parse_answer(text, legal), 1.0)


# The round's last leftovers. A share of the pot is a size against the pot, not chips: each was read as chips or
# as no size ("Bet a 10th of the pot" bet the minimum, "Bet 3/4ths" bet 3, "Bet one-third pot" bet 1 and snapped).
@pytest.mark.parametrize(
    "text",
    [
        "Bet a 10th of the pot",
        "Bet a tenth of the pot",
        "bet a third of the pot",
        "Bet one-third pot",
        "bet two-thirds pot",
        "bet two thirds of the pot",
        "bet 1 third of the pot",
        "bet one-half pot",
        "bet a quarter pot",
        "bet a fifth pot",
        "Bet 3/4ths",
        "bet 1/3rd of the pot",
        "bet 1/10th pot",
        "bet 75% of pot",
    ],
)
def test_a_share_of_the_pot_is_refused_as_no_size_in_chips(text):
    answer = parse_answer(text, OPEN)
    assert not answer.accepted and "not" in answer.reason and "chips" in answer.reason


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Bet 3rd pair", _bet(2)),  # an ordinal before no pot names no size: no amount, the minimum
        ("Bet 20 (a 3rd of the pot)", _bet(20)),  # the share explains the chips given first
        ("bet 10, a third of the pot", _bet(10)),
        ("bid three, fourth seat", _bid(3)),  # an ordinal in words after a comma is prose, not a fraction
    ],
)
def test_an_ordinal_that_names_no_share_of_the_pot_leaves_the_amount(text, expected):
    legal = BID if expected["action"] == "bid" else OPEN
    assert read_as(text, legal) == expected


# INT_RE takes a clause's comma into the number ("40,"), and the check that the number stands alone looked past it.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("Raise, 40, final.", _raise(40)),
        ("Raise, 40,", _raise(40)),
        ("Raise: 40, final", _raise(40)),
        ("Raise (size: 40, final)", _raise(40)),
        ("Bid — 3, as planned", _bid(3)),
    ],
)
def test_a_comma_after_a_lone_amount_ends_its_clause(text, expected):
    legal = BID if expected["action"] == "bid" else HOLDEM
    assert read_as(text, legal) == expected


# A second lone number after the comma is a list of two amounts: "raise 40, 50" read 40.
@pytest.mark.parametrize("text", ["raise 40, 50", "Raise: 40, 50.", "Raise, 40, 50", "Bid 3, $4!"])
def test_two_lone_amounts_joined_by_a_comma_are_refused(text):
    legal = BID if text.startswith("Bid") else HOLDEM
    assert read_as(text, legal) is None


# Plural names of a raiser are names too: "no 3-betters" read as "no" taking 40 back for 3.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("Raise to 40, no 3-betters here", _raise(40)),
        ("Raise to 40, no 3-bettors here", _raise(40)),
        ("Raise to 40, no 3-bettor here", _raise(40)),
        ("Raise to 40, no 50", None),  # a number with no name after it is still taken back
    ],
)
def test_a_plural_raisers_name_is_no_amount_taken_back(text, expected):
    assert read_as(text, HOLDEM) == expected


# Marks alone between the word and its number (markdown bold, a colon, an arrow, a currency) hold no other number,
# so up to 12 of them lead to the amount; a multiple among them is still refused.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("**Raise:** --> $40", _raise(40)),
        ("**Raise:** --> $40 **", _raise(40)),
        ("**Raise**: ==> $40", _raise(40)),
        ("**Raise:** --> x3", None),
        ("**Raise:** --> $40 --> $50", None),
    ],
)
def test_a_run_of_marks_leads_to_the_amount(text, expected):
    assert read_as(text, HOLDEM) == expected


LEFTOVER_ADVERSARIAL = [
    ("Raise, 40," * 2000, HOLDEM),
    ("bet a " + "10th " * 3998 + "of the pot", OPEN),
    ("bet one" + "-third" * 3332, OPEN),
    ("raise 40" + ", 50" * 4997, HOLDEM),
    ("**Raise:**" + " -->" * 4997 + " $40", HOLDEM),
    ("Raise to 40" + ", no 3-betters" * 1428, HOLDEM),
    ("bet 1/" + "3rd" * 6664, OPEN),
]
LEFTOVER_ADVERSARIAL = [(text[:20_000], legal) for text, legal in LEFTOVER_ADVERSARIAL]


@pytest.mark.parametrize("text, legal", LEFTOVER_ADVERSARIAL)
def test_an_adversarial_leftover_answer_at_the_scan_limit_reads_in_bounded_time(text, legal):
    # CPU of this thread: no busy machine or other thread of the worker counts
    assert_within_cpu(lambda: parse_answer(text, legal), 0.5)  # under 100 ms measured


# An arrow of two marks or a currency after it hid the second amount: "raise 30 --> 40" and "30 -> $40" read 30.
@pytest.mark.parametrize(
    "text", ["raise 30 --> 40", "raise 30 -> $40", "raise 30 \u2192 $40", "raise 30 = $40", "Raise to 30 ==> 40"]
)
def test_an_arrow_to_a_second_amount_is_refused(text):
    answer = parse_answer(text, HOLDEM)
    assert not answer.accepted and "gives two numbers" in answer.reason


# Found while closing the leftovers: a fraction in one character ("Bet \u2153 pot" bet the minimum), a list after the
# comma closed by a bracket or "chips" ("raise 40, 50 chips" read 40), and a second "no" in reach ("Raise to 40, no
# 4-bettors, no 50" read 40: only the first correction was looked at).
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Bet \u2153 pot", OPEN),
        ("bet \u00be pot", OPEN),
        ("Bet 1\u00bd pot", OPEN),
        ("raise 40, 50 chips", HOLDEM),
        ("Raise (size: 40, 50)", HOLDEM),
        ("Raise to 40, no 4-bettors, no 50", HOLDEM),
    ],
)
def test_a_fraction_character_a_closed_list_and_a_later_correction_are_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Bet 15 (\u00bd pot)", OPEN, _bet(15)),
        ("Raise to 40, 160 chips behind", HOLDEM, _raise(40)),  # a second number that goes on is prose
        ("Raise to 40, no 3-bet, no 4-bet", HOLDEM, _raise(40)),
    ],
)
def test_a_share_or_a_number_that_explains_the_amount_leaves_it(text, legal, expected):
    assert read_as(text, legal) == expected


# Digits of another script are no number to the reader, so the size looked unwritten and took the minimum:
# "raise to ４０" raised to 4 and "bid ３" bid 0 (nil) on e4b853a.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("raise to \uff14\uff10", HOLDEM),
        ("Raise to \u0664\u0660", HOLDEM),
        ("raise \u096a\u0966", HOLDEM),
        ("bid \uff13", BID),
        ("bet \u2081\u2085", OPEN),
        ("bet \u00b9\u2075", OPEN),
    ],
)
def test_an_amount_in_digits_other_than_ascii_is_refused_not_taken_as_the_minimum(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and answer.reason.endswith("is written in digits other than 0-9: use 0-9")


def test_digits_of_another_script_beside_an_ascii_amount_or_far_in_prose_change_nothing():
    assert read_as("raise to 40 (\uff14\uff10)", HOLDEM) == act("raise", 40)
    assert read_as("I raise; " + "the board is dry and " * 3 + "\uff14", HOLDEM) == act("raise", 4)
