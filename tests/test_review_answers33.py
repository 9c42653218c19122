"""Misreads of model answers, round six: a corpus written blind to the reader and aimed at the rules that can make it
read what it used to refuse (docs/seats.md, "Reading answers"): "no" right before an action word, a bracket opening
with "if", "when", "unless" or "had", an action word after another player, markers and JSON objects after another
player, an earlier street or an example, a bare command after a JSON object, a nil beside a bid and two short cards
listed with a comma. Most answers put those words where they do not mean what the rule assumes: "his", "her",
"their" or "dealer" naming whose range or seat it is while the action is the seat's own, the seat speaking of itself
in the third person, "no" in idioms and question tags, a bracket that holds the real decision, "previous" or "last"
for the seat's own answer, a format example that is the answer, plans, counterfactual headings and the opponent's
expected reply under a marker; in Hold'em, Kuhn, Leduc, euchre, spades, hearts and oh-hell. Each answer carries
what a careful reader takes as the writer's decision (None where one could not tell), judged before the reader was
run; it must be read as that or refused, and a refusal of a clear answer is listed in REFUSED_THOUGH_CLEAR. Earlier
corpora: tests/test_review_answers27.py, 28.py, 30.py, 31.py and 32.py."""

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

_raise, _bet, _bid, _card = raise_to, bet, bid, card  # short names for the long corpus below

# (answer, legal options, what its writer meant; None where a careful reader could not tell).
CORPUS = [
    # Another player's word before the seat's own action: "his", "her", "their", "dealer" naming whose range,
    # stack, hand or seat it is, while the action that follows is the seat's.
    ("Villain bet 20. Against his range I raise to 60, though calling is fine too.", HOLDEM, _raise(60)),
    ("Given her stack I call; folding would be weak with top pair.", HOLDEM, CALL),
    ("With their tendencies I'd bet 20. Checking is too passive on this wet board.", OPEN, _bet(20)),
    ("As the dealer I order it up; passing gives the other team the first call.", BID1, act("order")),
    ("I'm the dealer, so I order it up. Passing with two bowers would be silly.", BID1, act("order")),
    ("My hand crushes their whole range: raise to 100. Calling is too weak.", HOLDEM, _raise(100)),
    ("Versus his range I fold. Calling down with third pair is a leak.", HOLDEM, FOLD),
    ("Given his sizing, call. Raising only folds out his bluffs.", HOLDEM, CALL),
    ("Facing her jam I call — my set is way ahead; folding a set is never right.", HOLDEM, CALL),
    ("Against their calling station tendencies, bet 50 for value. Checking wastes my hand.", OPEN, _bet(50)),
    ("He is weak here and I bet 30. A check lets him realise his equity.", OPEN, _bet(30)),
    ("They are capped, I raise to 80. Just calling leaves money on the table.", HOLDEM, _raise(80)),
    ("Behind his bet, I call. Folding is too nitty and raising is too spewy.", HOLDEM, CALL),
    (
        "**Analysis**\n- His range: wide, lots of air\n- My hand: second pair\n\n**His range, I call.** Folding gives"
        " up too much.",
        HOLDEM,
        CALL,
    ),
    ("Against her I just call. A raise here only gets called by better.", HOLDEM, CALL),
    ("To his bet: call. Folding top pair would be a mistake.", HOLDEM, CALL),
    ("Their line makes no sense, so I raise to 50 as a bluff. Calling can't win at showdown.", HOLDEM, _raise(50)),
    ("villain is tilted. vs him and his stack i shove. folding is for cowards", HOLDEM, _raise(200)),
    ("Her story doesn't add up; call. Folding here is exactly what she wants.", HOLDEM, CALL),
    ("I play as dealer: I pass. Ordering it up with one trump is reckless.", BID1, PASS),
    ("My seat is dealer, I order. Passing gives the hand away.", BID1, act("order")),
    ("As LHO of the opener, I bid 3. Nil is not possible with the ace of spades.", BID, _bid(3)),
    (
        "Partner is strong, their bid was 5, so I bid 2. Going nil with the king of spades is too risky.",
        BID,
        _bid(2),
    ),
    ("South here (that's me). South bids 4. Nil is off the table.", BID, _bid(4)),
    ("I'm West. West passes: my hand has no trump.", BID1, PASS),
    ("I'm North. North orders it up, since I hold both bowers.", BID1, act("order")),
    ("He bet small so I raise to 40 — his bet is a blocker and calling is too passive.", HOLDEM, _raise(40)),
    ("She checked twice, and her check range is weak: bet 20.", OPEN, _bet(20)),
    ("They checked to me. Their weakness, my bet: 25.", OPEN, _bet(25)),
    ("Reading his hand as a draw, I raise to 60. A call gives him a free shot.", HOLDEM, _raise(60)),
    ("villain's range is polar. his bluffs beat nothing, his value beats me. fold", HOLDEM, FOLD),
    ("His 3-bet is light. His range, my hand: I 4-bet to 60. Flatting is weak.", HOLDEM, _raise(60)),
    ("The player to my right (RHO) bid 4. Given RHO, I bid 2.", BID, _bid(2)),
    ("Since he's tight, fold. Calling off is burning chips.", HOLDEM, FOLD),
    ("Her: all in. Me: call. Folding the nuts would be absurd.", HOLDEM, CALL),
    ("Opponent: bet 20. Me: raise to 60.", HOLDEM, _raise(60)),
    ("Opponent checked. My move: bet 15; checking back gives a free card.", OPEN, _bet(15)),
    (
        "| Player | Action |\n|---|---|\n| Villain | bet 20 |\n| Me | call |\n\nSo: call. Raising bloats the pot.",
        HOLDEM,
        CALL,
    ),
    ("Dealer: me. Dealer's call: pick it up. Order.", BID1, act("order")),
    ("The bot in seat 2 (this is me) will call. His decision is final: call.", HOLDEM, CALL),
    ("Speaking as the player in the big blind, she (I) will fold. Calling is too loose.", HOLDEM, FOLD),
    ("This agent's decision: the agent raises to 40. Calling is dominated.", HOLDEM, _raise(40)),
    ("My opponent over-folds. Given their stats I bet 30; a check throws away fold equity.", OPEN, _bet(30)),
    ("They bluff too much. Their bluffs, my calls: call. Folding is exploitable.", HOLDEM, CALL),
    ("Villain limped. His limp is weak: I raise to 16. Checking my option is too passive.", HOLDEM, _raise(16)),
    ("LHO opened 1 club... wait, wrong game. RHO bid 3, partner bid 4. I bid 3.", BID, _bid(3)),
    ("Partner's hand is unknown; partner bid nil. I bid 4 to cover.", BID, _bid(4)),
    ("Partner bid 2, opponents bid 5 and 3. I bid 3.", BID, _bid(3)),
    ("Their bids: 4 and 3. His nil. My bid: 2.", BID, _bid(2)),
    ("East has the lead and I'm West. I play Qh to win it.", TRICK, _card("play", "Qh")),
    ("Partner played the Th, dealer the 2c. I play Qh.", TRICK, _card("play", "Qh")),
    ("He led 2c. I'll follow with Th; the queen is too valuable.", TRICK, _card("play", "Th")),
    ("My partner ordered hearts. I'll go with partner. Alone is too risky.", ALONE, act("partner")),
    ("I'll go alone — their trumps are all in my hand. Playing with partner wastes a point.", ALONE, act("alone")),
    ("With their stacks this deep, call. Folding is too tight.", BIG, CALL),
    ("Against her I raise to 1200. A call invites the turn bluff.", BIG, _raise(1200)),
    ("He has nothing; I call to snap off his bluff. Folding is weak.", KUHN_FACE, CALL),
    ("His bet means a king or a jack. With the queen, I fold — calling loses to the king.", KUHN_FACE, FOLD),
    ("Their raise looks strong. I'll just call; re-raising with a jack is silly.", LEDUC_FACE, CALL),
    ("Holding the king, I bet. His range is all worse, and checking misses value.", KUHN_OPEN, act("bet")),
    ("her range is wide, i check. betting the queen only gets called by kings", KUHN_OPEN, CHECK),
    # "no" that is no negation of the seat's own action word (idioms, answers, question replies).
    ("Call? No doubt about it.", HOLDEM, CALL),
    ("Raise? No question — raise to 40.", HOLDEM, _raise(40)),
    ("Fold? No. Call.", HOLDEM, CALL),
    ("No, raise to 40. Calling is too passive.", HOLDEM, _raise(40)),
    ("No — call. Folding here is too weak.", HOLDEM, CALL),
    ("No risk, no reward. Raise to 30.", HOLDEM, _raise(30)),
    ("It's a no-brainer: call.", HOLDEM, CALL),
    ("No-brainer. Fold.", HOLDEM, FOLD),
    ("No fold equity, so just call.", HOLDEM, CALL),
    ("No fold equity against a station, so I bet 40 for value only.", OPEN, _bet(40)),
    ("No bet is too big for this hand. Bet 70.", OPEN, _bet(70)),
    ("No check-raise possible since I act last, so bet 10.", OPEN, _bet(10)),
    ("No call needed — check.", OPEN, CHECK),
    ("No bet from him, so I bet 20.", OPEN, _bet(20)),
    ("No raise from me. He'll call anyway.", HOLDEM, None),
    ("No raise from me; I call.", HOLDEM, CALL),
    ("There's no raise I'd fear, so call.", HOLDEM, CALL),
    ("No nil this time. Bid 3.", BID, _bid(3)),
    ("No trump call from me: pass.", SUITS, PASS),
    ("No, play the Qh.", TRICK, _card("play", "Qh")),
    ("Nope, not folding. No, call.", HOLDEM, CALL),
    ("No limp. Raise to 12.", HOLDEM, _raise(12)),
    ("Should I fold? No! Call, obviously.", HOLDEM, CALL),
    ("Should I fold? No! Raise to 50.", HOLDEM, _raise(50)),
    ("Is this a fold? No. Is this a raise? No. Call.", HOLDEM, CALL),
    ("no call. no raise. fold.", HOLDEM, FOLD),
    ("No call — raise to 50!", HOLDEM, _raise(50)),
    ("No, no, no. Fold.", HOLDEM, FOLD),
    ("Say no to fancy play syndrome: call.", HOLDEM, CALL),
    ("There is no bet that makes sense except a small one: bet 10.", OPEN, _bet(10)),
    ("No-limit hold'em rewards aggression. Raise to 60.", HOLDEM, _raise(60)),
    ("No. Raise.", HOLDEM, _raise(4)),
    ("No bid higher than 2 makes sense. Bid 2.", BID, _bid(2)),
    ("No nil. No 5. Bid 3.", BID, _bid(3)),
    ("No pass here — order it up.", BID1, act("order")),
    ("I say no pass: order.", BID1, act("order")),
    ("No call on the river means I lose the pot. Call.", HOLDEM, CALL),
    ("No reason at all to fold here; call it.", HOLDEM, CALL),
    ("no raise is needed, a call keeps him in. call", HOLDEM, CALL),
    ("Not a fold, no. Raise to 30.", HOLDEM, _raise(30)),
    ("Check? No, bet 20.", OPEN, _bet(20)),
    ("Bet? No, check.", OPEN, CHECK),
    ("Alone? No, with partner.", ALONE, act("partner")),
    ("Pass? No. Order it up.", BID1, act("order")),
    ("Bid nil? No chance. Bid 4.", BID, _bid(4)),
    ("Fold? No way in hell. No, raise to 100.", HOLDEM, _raise(100)),
    ("Call or fold? No-brainer, call.", HOLDEM, CALL),
    ("The pot has no bet in it yet, I bet 12.", OPEN, _bet(12)),
    ("He has no bet left behind, so call.", HOLDEM, CALL),
    ("No matter what he holds, call.", HOLDEM, CALL),
    ("No matter, fold.", HOLDEM, FOLD),
    ("No way I'm folding. No way I'm raising either. Call.", HOLDEM, CALL),
    ("No raise, no call. Fold.", HOLDEM, FOLD),
    ("There's no call here; fold.", HOLDEM, FOLD),
    ("A no-call situation: fold.", HOLDEM, FOLD),
    ("It's a no-raise board. Call.", HOLDEM, CALL),
    ("No bet — check it back.", OPEN, CHECK),
    ("Check here, no bet from me.", OPEN, CHECK),
    ("Bet 20, no check.", OPEN, _bet(20)),
    # Brackets opening with "if", "when", "unless" or "had": a case, or the real decision written as a rule.
    ("I think the standard line applies (when villain bets this small, I always raise to 60).", HOLDEM, _raise(60)),
    ("Call. (When he shows up with the nuts, so be it.)", HOLDEM, CALL),
    ("(When in doubt, fold.) I'm in doubt.", HOLDEM, FOLD),
    ("Raise to 40 (when he folds, great; when he calls, I'm still ahead).", HOLDEM, _raise(40)),
    ("Fold (unless I'm missing something, this is a clear fold).", HOLDEM, FOLD),
    ("(If I had to choose: call.)", HOLDEM, CALL),
    ("(Had to think about this one — call.)", HOLDEM, CALL),
    ("Tough spot. (If forced to pick, I raise to 60.) That's my answer.", HOLDEM, _raise(60)),
    ("(When the board pairs like this, I check.) Check.", OPEN, CHECK),
    ("Calling is right here (unless he is a total nit, in which case fold — but he isn't).", HOLDEM, CALL),
    ("Bet 20 (if checked to on the river, bet again).", OPEN, _bet(20)),
    ("Check (if he bets, I'll call; if he checks, we see a free river).", OPEN, CHECK),
    ("(Had he checked, I'd bet.) He bet 20, so I raise to 60.", HOLDEM, _raise(60)),
    ("(Had he bet big I would fold) He bet small, I call.", HOLDEM, CALL),
    ("My play (when all is said and done): raise to 80.", HOLDEM, _raise(80)),
    ("Final answer (when I weigh everything): fold.", HOLDEM, FOLD),
    ("Decision (if you want just one word): call.", HOLDEM, CALL),
    ("Play the 2c (unless partner is losing the trick — he isn't).", TRICK, _card("play", "2c")),
    ("(If partner wins this trick, I dump the 2c.) Partner is winning. Play 2c.", TRICK, _card("play", "2c")),
    ("(When void, ruff.) I'm not void in hearts, so I play Th.", TRICK, _card("play", "Th")),
    ("Bid 3 (if partner goes nil, I'd bid 4, but he bid 2).", BID, _bid(3)),
    ("Pass (unless the turned card is a bower — it's the nine).", BID1, PASS),
    ("Order it up (when holding both bowers you always do).", BID1, act("order")),
    ("I call. (Unless you'd rather I fold? No — call.)", HOLDEM, CALL),
    ("Raise to 30 (when villain is this passive, small raises print).", HOLDEM, _raise(30)),
    ("Check behind (when you check the nuts you lose value — but I don't have the nuts).", OPEN, CHECK),
    ("(when he bets, i fold) he bet. fold", HOLDEM, FOLD),
    ("(If I'm honest, calling is the play.)", HOLDEM, CALL),
    ("(When I'm deep like this I raise to 60, so:) raise to 60", HOLDEM, _raise(60)),
    ("Answer: (when facing a min-raise with AA) raise to 24.", HOLDEM, _raise(24)),
    ("Call (had I flopped the set, I'd raise; I flopped top pair).", HOLDEM, CALL),
    ("(If I'm reading this right, he's polarized and I have a bluff-catcher.) Call.", HOLDEM, CALL),
    ("Bet 15. (When he calls, the turn plan is another bet.)", OPEN, _bet(15)),
    ("Trump: clubs (when partner has the right bower we're in great shape).", STICK, _card("trump", "c")),
    ("Clubs. (If clubs fails, diamonds.)", STICK, _card("trump", "c")),
    # Markers after "their", "his", "previous", "last", "earlier", "example", "sample" or "format".
    ("Last answer: raise to 40.", HOLDEM, _raise(40)),
    ("I considered calling. Last decision: fold.", HOLDEM, FOLD),
    ("Previous action: villain bet 20.\nMy action: call.", HOLDEM, CALL),
    ("Same as my previous answer. Action: call.", HOLDEM, CALL),
    ("My previous decision stands.\nDecision: fold.", HOLDEM, FOLD),
    ("Previous decision: raise to 40 (I'm keeping it).", HOLDEM, _raise(40)),
    ("Earlier answer: call. Updated answer: fold.", HOLDEM, FOLD),
    ("Last street action: bet 20. This street action: check.", OPEN, CHECK),
    ("Their action: bet 20.\nAction: call.", HOLDEM, CALL),
    ("His action: check. My action: bet 15.", OPEN, _bet(15)),
    ("Villain's decision: jam. My decision: fold.", HOLDEM, FOLD),
    ("Example answer: call", HOLDEM, None),
    ("Here's an example answer for this spot, which is also mine: call.", HOLDEM, CALL),
    ("Answer format: action then amount.\nAnswer: raise 40", HOLDEM, _raise(40)),
    ("Format: Action: <action>\nAction: fold", HOLDEM, FOLD),
    ("Sample decision: fold. Actual decision: call.", HOLDEM, CALL),
    ("Last action in the hand was his check.\nAction: bet 25", OPEN, _bet(25)),
    ("Final. Last. Answer: call.", HOLDEM, CALL),
    ("Their previous bet was 20. Decision: call.", HOLDEM, CALL),
    ("My last decision: raise to 90.", HOLDEM, _raise(90)),
    ("In the last hand I folded.\nDecision: raise to 40.", HOLDEM, _raise(40)),
    ("Previous street: I bet 20, he called. Now: check.", OPEN, CHECK),
    ("Earlier I called. Now I fold.", HOLDEM, FOLD),
    ("His previous action: raise. Answer: call.", HOLDEM, CALL),
    ("Partner's bid: 4. Their bid: nil. My bid: 2.", BID, _bid(2)),
    ("Last trick: I played the As. This trick: Qh.", TRICK, _card("play", "Qh")),
    ("Previous trump: hearts (turned down). My call: clubs.", STICK, _card("trump", "c")),
    # JSON after "example", "sample", "format", "e.g." or "for instance" that is the answer itself.
    ('Here is my answer in the required format: {"action": "call"}', HOLDEM, CALL),
    ('Calling is weak here. Output format:\n{"action": "raise", "amount": 60}', HOLDEM, _raise(60)),
    ('Formatted answer:\n```json\n{"action": "fold"}\n```', HOLDEM, FOLD),
    ('For instance, my answer: {"action": "bet", "amount": 20}', OPEN, _bet(20)),
    ('I raise, e.g. {"action": "raise", "amount": 40}', HOLDEM, _raise(40)),
    ('Example: {"action": "call"}\nMy answer: {"action": "fold"}', HOLDEM, FOLD),
    ('Following the format, {"action": "bid", "amount": 3}', BID, _bid(3)),
    ('Sample output (my real answer): {"action": "play", "card": "2c"}', TRICK, _card("play", "2c")),
    ('In the JSON format you asked for: {"action": "check"}', OPEN, CHECK),
    ('I check back. Format:\n{"action": "check"}', OPEN, CHECK),
    ('Folding is too weak. Here is my answer, formatted as in the example:\n{"action": "call"}', HOLDEM, CALL),
    ('Respond in this format, e.g.: {"action": "fold"}\n\nOk: {"action": "call"}', HOLDEM, CALL),
    ('Format ok? {"action": "raise", "amount": 50}', HOLDEM, _raise(50)),
    (
        'I was asked to answer in the following format: {"action": "call"}. Calling is right; folding is weak.',
        HOLDEM,
        CALL,
    ),
    # A bare command after a JSON object.
    ('{"action": "raise", "amount": 40}\n\nRaise.', HOLDEM, _raise(40)),
    ('{"action": "call"}\n\nCall it.', HOLDEM, CALL),
    ('{"action": "call"}\n\nWhy not fold? Folding gives up 30% equity.', HOLDEM, CALL),
    ('{"action": "raise", "amount": 40}\nHe will probably call.', HOLDEM, _raise(40)),
    ('{"action": "raise", "amount": 40}\nHis best reply: fold.', HOLDEM, _raise(40)),
    ('{"action": "bet", "amount": 20}\nTurn plan: check.', OPEN, _bet(20)),
    ('{"action": "call"}\nFold.', HOLDEM, None),
    ('{"action": "bid", "amount": 3}\nPartner: nil.', BID, _bid(3)),
    ('{"action": "play", "card": "Qh"}\nNext trick: 2c.', TRICK, _card("play", "Qh")),
    ('{"action": "check"}\n\nIf he bets: call.', OPEN, CHECK),
    ('```json\n{"action": "fold"}\n```\nFold. Easy.', HOLDEM, FOLD),
    ('{"action": "call"}\n\n(Not raise.)', HOLDEM, CALL),
    ('{"action": "raise", "amount": 100}\nShove next street.', HOLDEM, _raise(100)),
    ('{"action": "order"}\nPass would be weak.', BID1, act("order")),
    ('{"action": "alone"}\nPartner.', ALONE, None),
    ('{"action": "trump", "card": "s"}\nHearts next time.', STICK, _card("trump", "s")),
    # A nil beside a numeric bid, and two short cards listed with a comma.
    ("I bid 2.\nPartner: nil.", BID, _bid(2)),
    ("Bid 3. Nil? Never with this hand.", BID, _bid(3)),
    ("Nil is tempting.\nBid: 1", BID, _bid(1)),
    ("Bid 4. Their nil will fail.", BID, _bid(4)),
    ("Bid: 2 (partner's nil covered).", BID, _bid(2)),
    ("I bid nil. Partner bid 4.", BID, _bid(0)),
    ("Nil. My partner will bid 5 to cover.", BID, _bid(0)),
    ("Bid 0 (nil).", BID, _bid(0)),
    ("Nil — zero tricks, bid 0.", BID, _bid(0)),
    ("My bid: 3. Nil is for hands without spades.", BID, _bid(3)),
    ("Bid 3.\nNil.", BID, None),
    ("Bid 2\nBlind nil: no.", BID, _bid(2)),
    ("Nil bid from LHO, 3 from partner, I bid 4.", BID, _bid(4)),
    ("Nil was my first thought. Bid 1.", BID, _bid(1)),
    ("Bid 2. Nil for the next hand maybe.", BID, _bid(2)),
    ("Dealer here. I bid 2; 1 is not allowed.", OHHELL_DEALER, _bid(2)),
    ("Being the dealer, 1 is barred for me. Bid 0.", OHHELL_DEALER, _bid(0)),
    ("Sum is 12, so as dealer I bid 3.", OHHELL_DEALER, _bid(3)),
    ("play Qh, 2c next trick", TRICK, _card("play", "Qh")),
    ("Lead Qh, then 2c.", TRICK, _card("play", "Qh")),
    ("Qh, 2c later.", TRICK, _card("play", "Qh")),
    ("Play 2c, Qh stays.", TRICK, _card("play", "2c")),
    ("Play 2c, Th.", TRICK, None),
    ("Playing the 2c, not the Qh.", TRICK, _card("play", "2c")),
    ("2c, obviously. Qh is my winner.", TRICK, _card("play", "2c")),
    ("Discard 9c, keep Jd.", DISCARD, _card("discard", "9c")),
    ("Discard: 9c, Jd.", DISCARD, None),
    ("Pass Qs, Ks, As.", HPASS, _card("pass", "Qs")),
    ("Play Th, partner has Qh covered... wait, I have the Qh. Play Th.", TRICK, _card("play", "Th")),
    ("Play Qh, 2c is a loser.", TRICK, _card("play", "Qh")),
    ("Play 9d, As.", TRICK2, None),
    ("Play As, then Ts, 9d.", TRICK2, _card("play", "As")),
    # Closing sentences that are not the decision: plans, the opponent's line, runner-up options, summaries.
    (
        "## Decision\nCall.\n\n## Plan for the turn\n- Blank: check, call one more bet\n- Flush card: fold",
        HOLDEM,
        CALL,
    ),
    (
        "I call the 20. On the turn, if a heart comes, he will bet and I will fold.",
        HOLDEM,
        CALL,
    ),
    (
        "**Action:** Call\n\n**Why not raise?** A raise folds out his bluffs and gets called by better.",
        HOLDEM,
        CALL,
    ),
    (
        "Options:\n1. Fold — too weak\n2. Call — fine\n3. Raise to 60 — best\n\nGoing with option 3.",
        HOLDEM,
        _raise(60),
    ),
    (
        "Options:\n1. Fold — too weak\n2. Raise to 60 — too loose\n3. Call — best\n\nCall",
        HOLDEM,
        CALL,
    ),
    (
        "| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | +3.2 |\n| Raise 60 | +1.1 |\n\nBest EV: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Summary:\n- Equity: 38%\n- Pot odds: 25%\n- Verdict: call\n- Villain's likely next move: shove",
        HOLDEM,
        CALL,
    ),
    (
        "I check. Villain will bet, I'll call.",
        OPEN,
        CHECK,
    ),
    (
        "Checking is the play. She bets, I call; she checks, I bet the river.",
        OPEN,
        CHECK,
    ),
    ("I fold. He would have called anyway.", HOLDEM, FOLD),
    ("I raise to 50. They'll fold.", HOLDEM, _raise(50)),
    ("Bet 20. Expect him to raise.", OPEN, _bet(20)),
    ("Bet 20. Expecting a raise.", OPEN, _bet(20)),
    ("Call here; raise next street.", HOLDEM, CALL),
    ("Call. Turn: raise.", HOLDEM, CALL),
    ("Call now. On the turn, bet.", HOLDEM, CALL),
    ("Fold. (Calling would need 40% equity; I have 22%.)", HOLDEM, FOLD),
    ("Check now, check-raise later.", OPEN, CHECK),
    ("Check. Planning a check-raise if he bets.", OPEN, CHECK),
    ("Check. With a stronger hand I'd bet 30.", OPEN, CHECK),
    ("Call. Had I the nut flush draw, raise to 60.", HOLDEM, CALL),
    ("Call. A real shark would raise to 60 here.", HOLDEM, CALL),
    ("Call. GTO Wizard says raise 10% of the time.", HOLDEM, CALL),
    ('Call. "Raise" would be the textbook answer, but not vs this guy.', HOLDEM, CALL),
    ("The book says 'fold'. I say call.", HOLDEM, CALL),
    ('My coach would say "fold". I\'m calling.', HOLDEM, CALL),
    ("Calling is my choice. 'Raise' is the word the solver likes.", HOLDEM, CALL),
    ("I'll fold, sarcastically speaking I'd 'call' with any two.", HOLDEM, FOLD),
    ("Oh sure, let me just call off my stack with ace-high. Fold.", HOLDEM, FOLD),
    ("Yeah, because calling a 4-bet with 72o is genius. Fold.", HOLDEM, FOLD),
    ("Great, another shove. Love that for me. Call.", HOLDEM, CALL),
    ("I am think raise is good, but call is more safe. I do call.", HOLDEM, CALL),
    ("My decision is for call. Raise maybe next round.", HOLDEM, CALL),
    ("Me fold. Too much danger, he make raise before.", HOLDEM, FOLD),
    ("I will to bet 20 because he check two time.", OPEN, _bet(20)),
    ("In my opinion the correct is check, no bet.", OPEN, CHECK),
    ("Is better to call, no raise, because the board is scary.", HOLDEM, CALL),
    ("I choose the passing, no order, because only one trump.", BID1, PASS),
    ("I play the queen of heart, no the ten.", TRICK, _card("play", "Qh")),
    ("I no fold, I call.", HOLDEM, CALL),
    ("I no call, I fold.", HOLDEM, FOLD),
    ("Call, no?", HOLDEM, None),
    ("Raise to 40, no?", HOLDEM, None),
    ("Call — no, fold.", HOLDEM, FOLD),
    ("Bet 20 — no, 30.", OPEN, _bet(30)),
    ("Raise to 40. No, wait. Call.", HOLDEM, CALL),
    ("Call. No wait, raise to 40.", HOLDEM, _raise(40)),
    # Long answers in the style of chat models, the rules above buried in reasoning.
    (
        "Let me break this down.\n\n**Board:** K♠ 8♦ 3♣ 2♥\n**Villain:** bet 30 into 60\n\nHis range here is"
        " mostly Kx and some floats. Against his range my AK is way ahead, so I raise to 90. Calling lets his"
        " floats see a river for cheap.",
        HOLDEM,
        _raise(90),
    ),
    (
        "Step 1: Pot odds. I need to call 25 to win 75, so 25%.\nStep 2: Equity. Against her range I call with"
        " about 31% equity.\nStep 3: Conclusion — the math says call; folding would be a clear mistake.",
        HOLDEM,
        CALL,
    ),
    (
        "Okay, so the opponent has shoved all-in for 200. Their range when they shove like this is mostly big"
        " pairs. With JJ I'm flipping at best. No fold is automatic here, but I think it's correct. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Thinking about it more carefully: villain checked the flop and turn, which caps his range. His"
        " checks, my bet: I bet 45 on the river. Checking back only wins when he has nothing, and he'll fold"
        " nothing anyway.",
        OPEN,
        _bet(45),
    ),
    (
        "The river is the 2♣, a complete brick. He bet 40 into 80. His bet size is half pot, which usually means"
        " a thin value bet or a bluff. I have a bluff-catcher. No raise makes sense. I'll call.",
        HOLDEM,
        CALL,
    ),
    (
        "Considering everything:\n- Position: I'm on the button\n- Stack: 150 effective\n- Villain: loose-passive"
        "\n\nWith their calling tendencies, raise to 40 for value. Villain's probable reply: call.",
        HOLDEM,
        _raise(40),
    ),
    (
        "I'm holding A♥ K♥ on a board of Q♥ 7♥ 2♠. Nut flush draw plus two overs: about 15 outs. He bet 20."
        " Against him a raise to 70 has plenty of fold equity, and when called I still have ~54%. Raise to 70.",
        HOLDEM,
        _raise(70),
    ),
    (
        "In this spot, many players would fold. However, his bet sizing is suspicious. When he bets 3x pot on"
        " the river it's usually a bluff (when he has it, he bets small). So I call.",
        HOLDEM,
        CALL,
    ),
    (
        "Previous street: I bet 20 and he called.\nPrevious decision: bet.\nCurrent street: the turn is the"
        " 9♠, which completes nothing.\n\nDecision: bet 35.",
        OPEN,
        _bet(35),
    ),
    (
        "Here's my thinking. Previous answer: bet 20 (I got an error). Let me re-answer.\n\nAnswer: check",
        OPEN,
        CHECK,
    ),
    (
        'As requested, my response follows the example format:\n\n```json\n{"action": "raise", "amount":'
        " 45}\n```\n\nReasoning: top two pair wants to build the pot; calling is too passive.",
        HOLDEM,
        _raise(45),
    ),
    (
        "Sample hands from the solver: AK raises, QQ calls, 76s folds.\nMy hand is QQ.\n\nAction: call",
        HOLDEM,
        CALL,
    ),
    (
        "Example: with AA you'd raise to 60.\nWith my 55 it's a set-mining call.\n\nCall.",
        HOLDEM,
        CALL,
    ),
    (
        "Spades, 4 players. My hand: A♠ K♠ 7♠ 2♠, A♥, K♦ 8♦ 4♦, Q♣ 9♣ 5♣ 3♣ 2♣.\nPartner bid 3, LHO bid 4,"
        " RHO bid nil.\n\nCounting: A♠ K♠ are sure, A♥ is likely, K♦ maybe. Their nil bidder will dump high"
        " cards, so I bid 4.",
        BID,
        _bid(4),
    ),
    (
        "Oh Hell, 3 cards, I'm the dealer. Bids so far: 1 and 0. Total 1, so I can't bid 2. My hand has the"
        " trump ace and a small heart. Dealer bids 3? No, too greedy. Bid 0 is impossible to make with the ace."
        " I bid 2... wait, that's the forbidden one? 1 + 0 + 2 = 3 = tricks. Yes forbidden. Bid 3.",
        OHHELL_DEALER,
        _bid(3),
    ),
    (
        "Euchre. Dealer turned up the J♥. I'm left of the dealer with the J♦ (left bower), A♥, and off-suit"
        " junk. Ordering the dealer up gives him the right bower. No order from me: pass.",
        BID1,
        PASS,
    ),
    (
        "Euchre, second round. Hearts turned down. My hand: J♣ J♠ A♣ K♣ 9d. Clubs are obvious. Their best"
        " suit was hearts, gone now. Trump: clubs.",
        STICK,
        _card("trump", "c"),
    ),
    (
        "Hearts, passing left. I pass my three spades danger cards: the queen of spades, the king and the ace."
        " Their hands will have to deal with the queen. Pass: Q♠.",
        HPASS,
        _card("pass", "Qs"),
    ),
    (
        "Trick 5. Partner led the 9♦, RHO played the 2♦ hmm wait, LHO. Anyway, I can't follow diamonds... I"
        " actually can: 9d is mine? No — partner's card was the 9♦, mine is different. I hold Ts, Qh, As, 2c"
        " and 9d is in my hand too. Follow suit with 9d.",
        TRICK2,
        _card("play", "9d"),
    ),
    (
        "Kuhn poker. I hold the Jack. Opponent bet. With the jack I can only beat a bluff, and their bluff"
        " range is... they don't have one below jack. Fold.",
        KUHN_FACE,
        FOLD,
    ),
    (
        "Kuhn poker, I have the Queen, first to act. His king bets, his jack checks or bluffs. Check is"
        " standard with the queen. Check.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "Leduc: I hold K, board is Q. Villain raised. His raise range includes Q (trips). No call is good"
        " against trips but folding a king is too tight. Call.",
        LEDUC_FACE,
        CALL,
    ),
    (
        "Leduc hold'em, round 2. Board: J. I hold J — trips! He bet, I raise. Calling only wins one bet.",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        "1. Pot: 100\n2. To call: 50\n3. Odds: 3:1\n4. Equity vs his range: 20%\n5. Verdict: fold\n\nHe'll probably"
        " show the bluff and tilt me, but fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Decision matrix:\n\n| If villain has | My best action |\n|---|---|\n| Set | fold |\n| Overpair | call |\n"
        "| Draw | raise |\n\nWeighted by his range, the middle row dominates.",
        HOLDEM,
        CALL,
    ),
    (
        "**TL;DR: call.**\n\nLonger version: her line (check-raise on a dry board) is often a bluff. Her"
        " stats: 18% check-raise. No fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I've thought about raising, but when the SPR is this low, raising is just calling with extra steps. I call.",
        HOLDEM,
        CALL,
    ),
    (
        "Folding here would be a disaster (when I hold the nut flush, folding is never right). So it's"
        " between call and raise. Raise to 200 (all in).",
        HOLDEM,
        _raise(200),
    ),
    (
        "Bet sizing: I want to bet 2/3 pot on the turn, but now on the flop a small bet is fine. Bet 15.",
        OPEN,
        _bet(15),
    ),
    (
        "My answer:\nAction: raise\nAmount: 40\n\nTheir expected response:\nAction: call",
        HOLDEM,
        _raise(40),
    ),
    (
        "Answer: call\n\nExplanation of his line:\nAction: bet 20 (flop), check (turn), bet 60 (river).",
        HOLDEM,
        CALL,
    ),
    (
        "Action: fold\n\nHad I been deeper:\nAction: call",
        HOLDEM,
        FOLD,
    ),
    (
        "Decision: check.\nWhen he bets:\nDecision: call.",
        OPEN,
        CHECK,
    ),
    (
        "I am an AI poker player in seat 3. The player in seat 3 decides to call. Their reasoning: pot odds.",
        HOLDEM,
        CALL,
    ),
    (
        "As the AI agent, its decision is to raise to 60. Its opponents are weak.",
        HOLDEM,
        _raise(60),
    ),
    (
        "Speaking for myself, the hero: hero calls. Villain's story is fishy; folding is weak.",
        HOLDEM,
        CALL,
    ),
    (
        "Hero folds. Villain's shove is always value at these stakes.",
        HOLDEM,
        FOLD,
    ),
    (
        "The dealer (me) orders it up. The other team will struggle. No pass.",
        BID1,
        act("order"),
    ),
    (
        "I hold the right bower and the ace of trump. Going alone? When partner has nothing, alone wins 4"
        " points. Alone.",
        ALONE,
        act("alone"),
    ),
    (
        "Partner called trump, so I could sit back and play with partner. Alone? No, my hand is only decent. Partner.",
        ALONE,
        act("partner"),
    ),
    (
        "He's bet 3 streets. His river bet is 80. I have the second nuts. Against his 3-street line I call;"
        " raising only gets called by the nuts. Call is the answer.",
        HOLDEM,
        CALL,
    ),
    (
        "The opponent min-raised. Their min-raise screams strength. I'll fold here, no call.",
        HOLDEM,
        FOLD,
    ),
    (
        "Villain bet. I don't think his bet is a bluff, but I've got a big draw. His bet, my raise to 80.",
        HOLDEM,
        _raise(80),
    ),
    (
        "They bet 1200. Their bet is 40% of my stack, so I jam. Calling leaves me 1800 behind with no fold"
        " equity later.",
        BIG,
        _raise(20000),
    ),
    (
        "Against his 3-bet: 4-bet to 1400. Calling out of position is worse.",
        BIG,
        _raise(1400),
    ),
    (
        "Her raise, my call: 1200 to win 3600 is fine. No 4-bet with this hand.",
        BIG,
        CALL,
    ),
    (
        "Dealer's choice of suit was hearts, turned down. Our team needs a call. The dealer has the left, and I"
        " hold clubs: trump clubs.",
        SUITS,
        _card("trump", "c"),
    ),
    (
        "He passed, she passed, they all passed. My turn: pass as well — no trump worth calling.",
        SUITS,
        PASS,
    ),
    (
        "Everyone passed. Their hands must be weak. I'll call spades: trump spades.",
        SUITS,
        _card("trump", "s"),
    ),
    (
        'Sarcastically: "fold", sure, with the nuts. Raise to 200.',
        HOLDEM,
        _raise(200),
    ),
    (
        'To be clear, "call" in my notes means the opponent\'s call. I raise to 40.',
        HOLDEM,
        _raise(40),
    ),
    (
        "his cards: unknown. her cards: unknown. my cards: AA. my action: raise 60",
        HOLDEM,
        _raise(60),
    ),
    (
        "previous decision was a fold in a similar spot. different now: call",
        HOLDEM,
        CALL,
    ),
    (
        "Answer (with their stack in mind): raise to 80.",
        HOLDEM,
        _raise(80),
    ),
    (
        "The last option, raise, is the one I choose.",
        HOLDEM,
        _raise(4),
    ),
    (
        "Options: fold / call / raise. The last one: raise to 50.",
        HOLDEM,
        _raise(50),
    ),
]


# Clear answers the reader refuses, in corpus order: each costs the seat only the hand's fallback.
REFUSED_THOUGH_CLEAR = {
    # a numbered player or seat before an action word is another player (session 32)
    "I am an AI poker player in seat 3. The player in seat 3 decides to call. Their reasoning: pot odds.",
    # refused since a "Me:" line beside another player's label is a transcript (session 30, corpus 36)
    "Opponent: bet 20. Me: raise to 60.",
    # refused again once the condition and suit-before-trump readings were withdrawn (session 30, corpus 35)
    "Call. Had I the nut flush draw, raise to 60.",
    "Action: fold\n\nHad I been deeper:\nAction: call",
    # refused since the reader's rules on other players, examples and asked-back tags (session 30, corpus 33)
    "My hand crushes their whole range: raise to 100. Calling is too weak.",
    "To his bet: call. Folding top pair would be a mistake.",
    "My answer:\nAction: raise\nAmount: 40\n\nTheir expected response:\nAction: call",
    "Given her stack I call; folding would be weak with top pair.",
    "With their tendencies I'd bet 20. Checking is too passive on this wet board.",
    "As the dealer I order it up; passing gives the other team the first call.",
    "I'm the dealer, so I order it up. Passing with two bowers would be silly.",
    "Versus his range I fold. Calling down with third pair is a leak.",
    "Given his sizing, call. Raising only folds out his bluffs.",
    "Facing her jam I call — my set is way ahead; folding a set is never right.",
    "Against their calling station tendencies, bet 50 for value. Checking wastes my hand.",
    "He is weak here and I bet 30. A check lets him realise his equity.",
    "They are capped, I raise to 80. Just calling leaves money on the table.",
    "Behind his bet, I call. Folding is too nitty and raising is too spewy.",
    (
        "**Analysis**\n- His range: wide, lots of air\n- My hand: second pair\n\n**His range, I call.** Folding"
        " gives up too much."
    ),
    "Against her I just call. A raise here only gets called by better.",
    "Their line makes no sense, so I raise to 50 as a bluff. Calling can't win at showdown.",
    "villain is tilted. vs him and his stack i shove. folding is for cowards",
    "Her story doesn't add up; call. Folding here is exactly what she wants.",
    "I play as dealer: I pass. Ordering it up with one trump is reckless.",
    "My seat is dealer, I order. Passing gives the hand away.",
    "South here (that's me). South bids 4. Nil is off the table.",
    "I'm West. West passes: my hand has no trump.",
    "I'm North. North orders it up, since I hold both bowers.",
    "He bet small so I raise to 40 — his bet is a blocker and calling is too passive.",
    "Reading his hand as a draw, I raise to 60. A call gives him a free shot.",
    "The player to my right (RHO) bid 4. Given RHO, I bid 2.",
    "Since he's tight, fold. Calling off is burning chips.",
    "Her: all in. Me: call. Folding the nuts would be absurd.",
    "Opponent checked. My move: bet 15; checking back gives a free card.",
    "| Player | Action |\n|---|---|\n| Villain | bet 20 |\n| Me | call |\n\nSo: call. Raising bloats the pot.",
    "Speaking as the player in the big blind, she (I) will fold. Calling is too loose.",
    "This agent's decision: the agent raises to 40. Calling is dominated.",
    "My opponent over-folds. Given their stats I bet 30; a check throws away fold equity.",
    "They bluff too much. Their bluffs, my calls: call. Folding is exploitable.",
    "My partner ordered hearts. I'll go with partner. Alone is too risky.",
    "I'll go alone — their trumps are all in my hand. Playing with partner wastes a point.",
    "With their stacks this deep, call. Folding is too tight.",
    "He has nothing; I call to snap off his bluff. Folding is weak.",
    "His bet means a king or a jack. With the queen, I fold — calling loses to the king.",
    "Their raise looks strong. I'll just call; re-raising with a jack is silly.",
    "Holding the king, I bet. His range is all worse, and checking misses value.",
    "her range is wide, i check. betting the queen only gets called by kings",
    "Call? No doubt about it.",
    "No, raise to 40. Calling is too passive.",
    "No — call. Folding here is too weak.",
    "I think the standard line applies (when villain bets this small, I always raise to 60).",
    "(When in doubt, fold.) I'm in doubt.",
    "(If I had to choose: call.)",
    "(Had to think about this one — call.)",
    "Tough spot. (If forced to pick, I raise to 60.) That's my answer.",
    "(If I'm honest, calling is the play.)",
    "Clubs. (If clubs fails, diamonds.)",
    "Previous street: I bet 20, he called. Now: check.",
    "Last trick: I played the As. This trick: Qh.",
    "Previous trump: hearts (turned down). My call: clubs.",
    'For instance, my answer: {"action": "bet", "amount": 20}',
    'I raise, e.g. {"action": "raise", "amount": 40}',
    'Following the format, {"action": "bid", "amount": 3}',
    'Format ok? {"action": "raise", "amount": 50}',
    'I was asked to answer in the following format: {"action": "call"}. Calling is right; folding is weak.',
    '{"action": "raise", "amount": 40}\n\nRaise.',
    "Bid 3. Nil? Never with this hand.",
    "Nil. My partner will bid 5 to cover.",
    "Bid 2\nBlind nil: no.",
    "Nil bid from LHO, 3 from partner, I bid 4.",
    "Lead Qh, then 2c.",
    "2c, obviously. Qh is my winner.",
    "Play Th, partner has Qh covered... wait, I have the Qh. Play Th.",
    "## Decision\nCall.\n\n## Plan for the turn\n- Blank: check, call one more bet\n- Flush card: fold",
    "**Action:** Call\n\n**Why not raise?** A raise folds out his bluffs and gets called by better.",
    "| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | +3.2 |\n| Raise 60 | +1.1 |\n\nBest EV: call.",
    "Checking is the play. She bets, I call; she checks, I bet the river.",
    "Fold. (Calling would need 40% equity; I have 22%.)",
    "Check. With a stronger hand I'd bet 30.",
    "Call. A real shark would raise to 60 here.",
    "Call. GTO Wizard says raise 10% of the time.",
    'Call. "Raise" would be the textbook answer, but not vs this guy.',
    "Calling is my choice. 'Raise' is the word the solver likes.",
    "I'll fold, sarcastically speaking I'd 'call' with any two.",
    "Oh sure, let me just call off my stack with ace-high. Fold.",
    "Yeah, because calling a 4-bet with 72o is genius. Fold.",
    "Great, another shove. Love that for me. Call.",
    "I am think raise is good, but call is more safe. I do call.",
    (
        "Let me break this down.\n\n**Board:** K♠ 8♦ 3♣ 2♥\n**Villain:** bet 30 into 60\n\nHis range here is mostly"
        " Kx and some floats. Against his range my AK is way ahead, so I raise to 90. Calling lets his floats see a"
        " river for cheap."
    ),
    (
        "Step 1: Pot odds. I need to call 25 to win 75, so 25%.\nStep 2: Equity. Against her range I call with"
        " about 31% equity.\nStep 3: Conclusion — the math says call; folding would be a clear mistake."
    ),
    (
        "Thinking about it more carefully: villain checked the flop and turn, which caps his range. His checks, my"
        " bet: I bet 45 on the river. Checking back only wins when he has nothing, and he'll fold nothing anyway."
    ),
    (
        "The river is the 2♣, a complete brick. He bet 40 into 80. His bet size is half pot, which usually means a"
        " thin value bet or a bluff. I have a bluff-catcher. No raise makes sense. I'll call."
    ),
    (
        "I'm holding A♥ K♥ on a board of Q♥ 7♥ 2♠. Nut flush draw plus two overs: about 15 outs. He bet 20. Against"
        " him a raise to 70 has plenty of fold equity, and when called I still have ~54%. Raise to 70."
    ),
    (
        "Oh Hell, 3 cards, I'm the dealer. Bids so far: 1 and 0. Total 1, so I can't bid 2. My hand has the trump"
        " ace and a small heart. Dealer bids 3? No, too greedy. Bid 0 is impossible to make with the ace. I bid"
        " 2... wait, that's the forbidden one? 1 + 0 + 2 = 3 = tricks. Yes forbidden. Bid 3."
    ),
    (
        "Euchre. Dealer turned up the J♥. I'm left of the dealer with the J♦ (left bower), A♥, and off-suit junk."
        " Ordering the dealer up gives him the right bower. No order from me: pass."
    ),
    (
        "Leduc: I hold K, board is Q. Villain raised. His raise range includes Q (trips). No call is good against"
        " trips but folding a king is too tight. Call."
    ),
    "Leduc hold'em, round 2. Board: J. I hold J — trips! He bet, I raise. Calling only wins one bet.",
    (
        "Decision matrix:\n\n| If villain has | My best action |\n|---|---|\n| Set | fold |\n| Overpair | call |\n|"
        " Draw | raise |\n\nWeighted by his range, the middle row dominates."
    ),
    "I've thought about raising, but when the SPR is this low, raising is just calling with extra steps. I call.",
    (
        "Folding here would be a disaster (when I hold the nut flush, folding is never right). So it's between call"
        " and raise. Raise to 200 (all in)."
    ),
    "Answer: call\n\nExplanation of his line:\nAction: bet 20 (flop), check (turn), bet 60 (river).",
    "Speaking for myself, the hero: hero calls. Villain's story is fishy; folding is weak.",
    (
        "He's bet 3 streets. His river bet is 80. I have the second nuts. Against his 3-street line I call; raising"
        " only gets called by the nuts. Call is the answer."
    ),
    "Against his 3-bet: 4-bet to 1400. Calling out of position is worse.",
    'Sarcastically: "fold", sure, with the nuts. Raise to 200.',
    'To be clear, "call" in my notes means the opponent\'s call. I raise to 40.',
    "previous decision was a fold in a similar spot. different now: call",
}

# Answers read as something other than their writer meant, with the rule that misfired (best guess).
MISREAD_LEFT = {}


(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT)
