"""A blind, out-of-sample corpus of answers to every decision kind, written against commit 755eee8 without reading
the reader, its documentation or any other corpus: only the legal lists of tests/support/answer_cases.py and the seat
protocol of the README. Nine imitated model families, about sixty answers each: a sloppy small open model (lowercase,
typos, no punctuation), a reasoning model (a think block, then a short answer), a JSON answerer (bare, fenced, wrapped
in prose, with trailing comments), a polite verbose chat model, a gambler persona in slang (shove, jam, muck, flat,
snap-call, tank-fold), a markdown table or numbered list with a verdict line, a model restating the observation
first, a model that second-guesses itself once (or hedges), and a trick-game specialist naming several cards. About a
seventh are meant to be unclear: hedges, two final answers, illegal kinds or cards, sizes in pots, big blinds or x,
answers about a later decision. Each meaning was judged as a careful human reads it before anything was measured."""

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
    corpus_tests,
    discard,
    hpass,
    play,
    raise_to,
    trump,
)

RAISE, BET, ORDER, GO_ALONE, PARTNER = act("raise"), act("bet"), act("order"), act("alone"), act("partner")


CORPUS = [
    # (1) a small, sloppy open model
    ("rasie to 12", HOLDEM, raise_to(12)),
    ("fodl", HOLDEM, FOLD),
    ("i call", HOLDEM, CALL),
    ("call i guess", HOLDEM, CALL),
    ("raise 20 my hand is good", HOLDEM, raise_to(20)),
    ("fold this hand is trash", HOLDEM, FOLD),
    ("caal", HOLDEM, CALL),
    ("ill raise to 50 cuz pocket kings", HOLDEM, raise_to(50)),
    ("action call", HOLDEM, CALL),
    ("{action: fold}", HOLDEM, FOLD),
    ("{'action':'raise','amount':30}", HOLDEM, raise_to(30)),
    ("raise too 16", HOLDEM, raise_to(16)),
    ("raise to 1000 all in", HOLDEM, raise_to(200)),
    ("i fold to ur raise", HOLDEM, FOLD),
    ("call cuz pot odds r good", HOLDEM, CALL),
    ("raise 3bb", HOLDEM, None),
    ("i wanna raise but ill just call", HOLDEM, CALL),
    ("raise to 8 pls", HOLDEM, raise_to(8)),
    ("foldd", HOLDEM, FOLD),
    ("calll the bet", HOLDEM, CALL),
    ("raise tp 40", HOLDEM, raise_to(40)),
    ("raise by 10", HOLDEM, None),
    ("next hand ill open wider", HOLDEM, None),
    ("i raise it to 6 chips", HOLDEM, raise_to(6)),
    ("chek", OPEN, CHECK),
    ("bet 10 i think we ahead", OPEN, bet(10)),
    ("bet 5", OPEN, bet(5)),
    ("check it down", OPEN, CHECK),
    ("bett 35", OPEN, bet(35)),
    ("i bet half pot", OPEN, None),
    ("check or bet idk", OPEN, None),
    ("bet 100 all my chips", OPEN, bet(70)),
    ("raise to 10", OPEN, None),
    ("play qh", TRICK, play("Qh")),
    ("2c", TRICK, play("2c")),
    ("play the th", TRICK, play("Th")),
    ("i play 2 of clubs", TRICK, play("2c")),
    ("paly Th", TRICK, play("Th")),
    ("play kh", TRICK, None),
    ("qh becuz it wins", TRICK, play("Qh")),
    ("play as (ace spades)", TRICK2, play("As")),
    ("9d", TRICK2, play("9d")),
    ("play ts becuase its high", TRICK2, play("Ts")),
    ("lead the 2c low", TRICK2, play("2c")),
    ("qh", TRICK2, play("Qh")),
    ("play 9d or 2c", TRICK2, None),
    ("i pley the ten of spades", TRICK2, play("Ts")),
    ("bid 3", BID, bid(3)),
    ("i bid 4 tricks", BID, bid(4)),
    ("bid: 2", BID, bid(2)),
    ("nil", BID, bid(0)),
    ("bid 15", BID, None),
    ("pass", SUITS, PASS),
    ("trump spade", SUITS, trump("s")),
    ("make diamonds trump", SUITS, trump("d")),
    ("clubs", STICK, trump("c")),
    ("go alone", ALONE, GO_ALONE),
    ("partner", ALONE, PARTNER),
    ("discard 9c", DISCARD, discard("9c")),
    ("throw the jd away", DISCARD, discard("Jd")),
    ("bet", KUHN_OPEN, BET),
    ("chekc", KUHN_OPEN, CHECK),
    ("call", KUHN_FACE, CALL),
    ("fold i have jack", KUHN_FACE, FOLD),
    ("rasie", LEDUC_FACE, RAISE),
    ("call it", LEDUC_FACE, CALL),
    ("order up", BID1, ORDER),
    ("pas", BID1, PASS),
    ("pass 2c", HPASS, hpass("2c")),
    ("pass the qs its dangerous", HPASS, hpass("Qs")),
    ("bid 0", OHHELL_DEALER, bid(0)),
    ("bid 1", OHHELL_DEALER, None),
    ("raise 400", BIG, raise_to(400)),
    ("call 800", BIG, CALL),
    ("fold lol", BIG, FOLD),
    ("raise to 2k", BIG, raise_to(2000)),
    # (2) a reasoning model: a long think block, then a short answer
    (
        (
            "<think>\nI hold 7-2 offsuit, the worst hand. Facing a raise to 12, calling costs 8 "
            "more. Raising would be a pure bluff. Folding is right.\n</think>\n\nfold"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "<think>We have AKs. Villain opened. A 3-bet to 36 seems standard; calling keeps his "
            'range wide but raising builds the pot. I\'ll raise to 36.</think>\n{"action": "raise", '
            '"amount": 36}'
        ),
        HOLDEM,
        raise_to(36),
    ),
    (
        (
            "<think>Pot odds: 10 to win 40, need 20%. My flush draw has about 35% with two cards. "
            "Call is profitable. Raising to 60 as a semi-bluff is also possible but "
            "risky.</think>\nCall."
        ),
        HOLDEM,
        CALL,
    ),
    (
        ("Thinking: The board is K-K-4. I have Q-J, no pair. Opponent bet. Folding saves chips.\n\nAnswer: fold"),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "<think>\nOpponent shoved. I have QQ. Call or fold? QQ is ahead of a shoving range "
            "here. Call.\n</think>\nAction: call"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "<think>Min raise is 4, max 200. I'll raise to 4 to keep it cheap... actually a bigger "
            "size, 10, gets more value.</think>\nraise to 10"
        ),
        HOLDEM,
        raise_to(10),
    ),
    ("<think>I am on the button with 98s. Raise to 8?</think>", HOLDEM, None),
    (
        (
            "<think>Let me weigh fold vs call vs raise. Fold: lose nothing more. Call: 6 to win 30. "
            "Raise: too loose unless"
        ),
        HOLDEM,
        None,
    ),
    ("<think>fold is tempting but call is fine</think>\n\nI'll go with a call.", HOLDEM, CALL),
    (
        (
            "<think>\n1. Hand: JJ\n2. Position: BB\n3. Villain raised to 10.\nDecision: 3-bet to "
            "30.\n</think>\n\nraise 30"
        ),
        HOLDEM,
        raise_to(30),
    ),
    ("<think>Raising to 40 is good here.</think>\nOn reflection: call.", HOLDEM, CALL),
    (
        (
            "<think>\nThe river completed the flush. Opponent bet 50 into 60. I have two pair. "
            "Calling loses to a flush; folding gives up against bluffs. Opponent is aggressive, so "
            "call.\n</think>\n**Final answer:** call"
        ),
        HOLDEM,
        CALL,
    ),
    ("<think>Premium hand, raise big. Max is 200. Raise to 120.</think>\n\nRaise to 120", HOLDEM, raise_to(120)),
    ("<think>Marginal. I'll decide later.</think>\nNeed more information.", HOLDEM, None),
    ("<think>AA preflop. Raise.</think>\nraise", HOLDEM, raise_to(4)),
    (
        ("Thinking: 88 in the small blind facing a min raise. Call to set-mine: 2 more to win 10.\nDecision: call"),
        HOLDEM,
        CALL,
    ),
    ("<think>Is 3bb enough? 3bb it is.</think>\nraise 3bb", HOLDEM, None),
    ("<think>He is all in for 200. I'm getting 2:1. My hand has 30% equity. Fold.</think> fold", HOLDEM, FOLD),
    ("<think>Fold the 93o.</think>", HOLDEM, FOLD),
    ("Thinking...\nThe opponent's line is strong.\n\nDone thinking.\n\nFold", HOLDEM, FOLD),
    (
        (
            "<think>\nStack-to-pot is low. If I call now, I'm committed anyway. Better to get it in "
            "first: raise to 200.\n</think>\nraise to 200"
        ),
        HOLDEM,
        raise_to(200),
    ),
    (
        (
            "<think>Top pair, weak kicker, facing a check-raise. Folding is too weak, raising is "
            "too strong.</think>\ncall it"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "<think>Checked to me on the river with the nut straight. Value bet about 2/3 pot: pot "
            "is 60, so bet 40.</think>\nbet 40"
        ),
        OPEN,
        bet(40),
    ),
    ("<think>Weak showdown value, no reason to bet; check behind.</think>\n\n**check**", OPEN, CHECK),
    ("<think>I'll bet a third of the pot.</think>\nBet one third pot.", OPEN, None),
    (
        (
            "<think>The pot is 30. A bet of 20 is fine. Or check to trap? Trapping is too "
            'cute.</think>\n{"action":"bet","amount":20}'
        ),
        OPEN,
        bet(20),
    ),
    ("<think>Flop 9-8-7 two tone, I have the overpair. Bet for protection. 12 chips.</think>\nBet 12", OPEN, bet(12)),
    ("Thinking: air, opponent checked. Bluff? The pot is only 8. Not worth it.\nAnswer: check", OPEN, CHECK),
    (
        (
            "<think>Should I bet or check? Betting folds out better hands? No. Checking is fine. "
            "But a bet gets value from worse... I can't tell.</think>"
        ),
        OPEN,
        None,
    ),
    (
        (
            "<think>I hold the King in Kuhn. Betting is best for value... although checking to "
            "induce a bluff also works. I'll bet.</think>\nbet"
        ),
        KUHN_OPEN,
        BET,
    ),
    ("<think>I have the Jack, facing a bet. The Jack never wins at showdown. Fold.</think>\n\nfold.", KUHN_FACE, FOLD),
    (
        ("<think>Queen facing a bet: call 1/3 of the time at equilibrium. I'll randomize... call.</think>call"),
        KUHN_FACE,
        CALL,
    ),
    ("<think>Jack in Kuhn, first to act. Check; bluff sometimes but not now.</think>\nCheck.", KUHN_OPEN, CHECK),
    ("<think>I paired the board with my King. Raise for value.</think>\nRAISE", LEDUC_FACE, RAISE),
    ("<think>Jack high, board is Q. Opponent raised. Fold or call? Unclear.</think>\nhmm", LEDUC_FACE, None),
    ("<think>Queen, no pair, one raise in. CFR says call mostly.</think>\nAnswer: call", LEDUC_FACE, CALL),
    (
        (
            "<think>Hearts were led with the Jh. My hearts are Qh and Th. Qh beats the Jh and wins "
            "the trick; Th would lose. I should win it with the Qh.</think>\nplay Qh"
        ),
        TRICK,
        play("Qh"),
    ),
    (
        ("<think>Opponent led the Ah. I can't beat it. Follow with the low heart, Th, keep the Qh.</think>\nTh"),
        TRICK,
        play("Th"),
    ),
    (
        "<think>Spades led; I'm void, so I can discard. The 2c is useless; throw it.</think>\n\nplay 2c",
        TRICK,
        play("2c"),
    ),
    (
        ("Thinking: Partner is winning the trick with the Ah. I should not overtake. Play Th under it.\nCard: Th"),
        TRICK,
        play("Th"),
    ),
    ("<think>I must follow hearts: Qh or Th. The Kh is out. Qh might be top.</think>", TRICK, None),
    (
        (
            "<think>I am leading. The As is the boss spade. Lead it to pull out a "
            'trick.</think>\n{"action": "play", "card": "As"}'
        ),
        TRICK2,
        play("As"),
    ),
    ("<think>Diamonds led, I have only 9d. Must follow suit.</think> 9d", TRICK2, play("9d")),
    (
        ("Thinking: Clubs led by the Kc. I hold 2c only in clubs, so I must follow with the 2c.\nFinal: 2c"),
        TRICK2,
        play("2c"),
    ),
    ("<think>Spades led with the Js. Ts loses, As wins. Take it with the As.</think>\nAs", TRICK2, play("As")),
    (
        ("<think>Leading: Qh might be captured by Kh or Ah. Ts is a safe middle card. Lead Ts.</think>\nLead: Ts"),
        TRICK2,
        play("Ts"),
    ),
    (
        (
            "<think>Hearts led, I have only Qh in hearts, so Qh it "
            'is.</think>\n\n```json\n{"action": "play", "card": "Qh"}\n```'
        ),
        TRICK2,
        play("Qh"),
    ),
    (("<think>Count tricks: As, Ks likely, Ah. Maybe 3. Add one for a long suit makes 4.</think>\nbid 4"), BID, bid(4)),
    ("<think>I have nothing. Nil is risky but... yes, nil.</think>\nBid: 0", BID, bid(0)),
    ("<think>Either 5 or 6. Hard to decide.</think>\n5 or 6", BID, None),
    ("Thinking: Two aces and a void in diamonds with four trumps. Estimate 5 tricks.\nBid 5", BID, bid(5)),
    ("<think>Dealer can't bid 1 (hook). Choice: 0, 2, 3. I have two aces so 2.</think>\nbid 2", OHHELL_DEALER, bid(2)),
    (
        "<think>I'd like to bid 1 but the hook forbids it. 1 is what my hand is worth.</think>\nbid 1",
        OHHELL_DEALER,
        None,
    ),
    (
        (
            "<think>Hearts was turned down. I have the right bower Js and Ks, As. Spades is "
            "strong.</think>\nTrump: spades"
        ),
        SUITS,
        trump("s"),
    ),
    ("<think>Weak everywhere. Pass.</think>\npass.", SUITS, PASS),
    ("<think>Stuck with the deal; I must name a suit. Diamonds: 3 cards.</think>\nd", STICK, trump("d")),
    ("<think>I have both bowers and the ace. Alone could score 4.</think>\nalone", ALONE, GO_ALONE),
    (
        "<think>Picked up the Kh. Discard the lone off-suit 9c to void clubs.</think>\ndiscard: 9c",
        DISCARD,
        discard("9c"),
    ),
    (
        (
            "<think>Turned card is the Jh. Ordering it up gives the dealer, my opponent, the right "
            "bower. I hold only one heart. Pass.</think>\npass"
        ),
        BID1,
        PASS,
    ),
    (
        (
            "<think>Pass dangerous spades: As, Ks, Qs. This decision asks for one card; start with "
            "the Qs.</think>\npass Qs"
        ),
        HPASS,
        hpass("Qs"),
    ),
    ('<think>High hearts are dangerous. Ah first.</think>\n{"action":"pass","card":"Ah"}', HPASS, hpass("Ah")),
    ("<think>Blinds 200/400. I have AA. Raise to 1200.</think>\nraise to 1200", BIG, raise_to(1200)),
    ("<think>Short stacked... jam.</think>\nAll-in.", BIG, raise_to(20000)),
    ("<think>Call 400 more with KQ? Yes.</think>\ncall", BIG, CALL),
    # (3) a JSON answerer that sometimes wraps its object
    ('{"action": "call"}', HOLDEM, CALL),
    ('{"action": "raise", "amount": 24}', HOLDEM, raise_to(24)),
    ('```json\n{"action": "fold"}\n```', HOLDEM, FOLD),
    ('Here is my move:\n```json\n{"action":"raise","amount":60}\n```', HOLDEM, raise_to(60)),
    ('{"action": "raise", "amount": "18"}', HOLDEM, raise_to(18)),
    ('{"action": "raise"}', HOLDEM, raise_to(4)),
    ('{"action": "raise", "amount": 250}', HOLDEM, raise_to(200)),
    ('{"action": "call", "say": "I think you are bluffing"}', HOLDEM, CALL),
    ('{"action": "fold", "say": "should have raised preflop"}', HOLDEM, FOLD),
    ('{"action": "raise", "amount": 12} // value raise', HOLDEM, raise_to(12)),
    ('{"action": "check"}', HOLDEM, None),
    ('{"action": "raise", "amount": 40,}', HOLDEM, raise_to(40)),
    ("{'action': 'call'}", HOLDEM, CALL),
    ('{"action": "Call"}', HOLDEM, CALL),
    ('{"decision": "fold"}', HOLDEM, FOLD),
    ('{"action": "call"}\n{"action": "fold"}', HOLDEM, None),
    ('{"action": "raise", "amount": "3bb"}', HOLDEM, None),
    ('My answer: {"action": "raise", "amount": 2}', HOLDEM, raise_to(4)),
    (
        (
            '{"action": "raise", "amount": 16}\n\nI raise because my range is strong here and a '
            "call would let the big blind in cheaply."
        ),
        HOLDEM,
        raise_to(16),
    ),
    ('{"action": "fold", "amount": 0}', HOLDEM, FOLD),
    ('{"action": "call", "amount": 10}', HOLDEM, CALL),
    ('{\n  "action": "raise",\n  "amount": 75,\n  "say": "let\'s dance"\n}', HOLDEM, raise_to(75)),
    ('{"action": "bet", "amount": 30}', HOLDEM, None),
    ('Sure.\n\n{"action": "fold"}\n\nFolding because the price is too high.', HOLDEM, FOLD),
    ('```\n{"action": "raise", "amount": 100}\n```\n(half my stack)', HOLDEM, raise_to(100)),
    ('{"action": "bet", "amount": 15}', OPEN, bet(15)),
    ('{"action":"check"}', OPEN, CHECK),
    ('{"action": "bet", "amount": 3.0}', OPEN, bet(3)),
    ('{"action": "check"} # nothing to bet with', OPEN, CHECK),
    ('```\n{"action": "bet", "amount": 70}\n```', OPEN, bet(70)),
    ('{"action": "bet"}', OPEN, bet(2)),
    ('{"action": "raise", "amount": 20}', OPEN, None),
    ('{"action": "bet", "amount": "half pot"}', OPEN, None),
    ('{"action": "play", "card": "Qh"}', TRICK, play("Qh")),
    ('{"action": "play", "card": "2c"} (lowest card, dumping)', TRICK, play("2c")),
    ('{"action": "play", "card": "Kh"}', TRICK, None),
    ('{"action": "play", "cards": ["Th"]}', TRICK, play("Th")),
    ('{"action": "play", "card": "10h"}', TRICK, play("Th")),
    ('{"action": "play", "card": "Q♥"}', TRICK, play("Qh")),
    ('{"card": "2c"}', TRICK, play("2c")),
    ('```json\n{"action": "play", "card": "Th"}\n```\nFollowing suit low.', TRICK, play("Th")),
    ('{"action":"play","card":"As"}', TRICK2, play("As")),
    ('{"action": "play", "card": "9d"}  // only diamond', TRICK2, play("9d")),
    ('I will play this:\n{"action": "play", "card": "Ts"}', TRICK2, play("Ts")),
    ('{"action": "play", "card": "qh"}', TRICK2, play("Qh")),
    ('{"action": "play", "card": "2c", "say": "your trick"}', TRICK2, play("2c")),
    ('{"action": "play", "card": ["As", "Ts"]}', TRICK2, None),
    ('{"action": "play", "card": "AS"}', TRICK2, play("As")),
    ('{"action": "bid", "amount": 3}', BID, bid(3)),
    ('{"action":"bid","amount":"nil"}', BID, bid(0)),
    ('{"action": "bid", "amount": 14}', BID, None),
    ('{"bid": 6}', BID, bid(6)),
    ('{"action": "trump", "card": "s"}', SUITS, trump("s")),
    ('{"action": "trump", "suit": "diamonds"}', SUITS, trump("d")),
    ('{"action": "pass"}', SUITS, PASS),
    ('{"action": "trump", "card": "h"}', SUITS, None),
    ('{"action":"trump","card":"c"}', STICK, trump("c")),
    ('{"action": "pass", "say": "no trump for me"}', STICK, None),
    ('{"action": "alone"}', ALONE, GO_ALONE),
    ('{"action": "partner"}\n```', ALONE, PARTNER),
    ('{"action": "discard", "card": "Qs"}', DISCARD, discard("Qs")),
    ('```json\n{"action": "discard", "card": "Kh"}\n```', DISCARD, discard("Kh")),
    ('{"action":"bet"}', KUHN_OPEN, BET),
    ('{"action": "check", "say": "your move"}', KUHN_OPEN, CHECK),
    ('{"action": "call"}\n\nReasoning: Queen beats a bluffing Jack.', KUHN_FACE, CALL),
    ('{"action":"fold"}', KUHN_FACE, FOLD),
    ('{ "action": "raise" }', LEDUC_FACE, RAISE),
    ('{"action": "call"} <- safest', LEDUC_FACE, CALL),
    ('{"action": "order"}', BID1, ORDER),
    ('{"action":"pass"}', BID1, PASS),
    ('{"action": "pass", "card": "As"}', HPASS, hpass("As")),
    ('{"action": "pass", "cards": ["Ks"]}', HPASS, hpass("Ks")),
    ('{"action":"bid","amount":3}', OHHELL_DEALER, bid(3)),
    ('{"action": "bid", "amount": 1}', OHHELL_DEALER, None),
    ('{"action": "raise", "amount": 1600}', BIG, raise_to(1600)),
    ('{"action": "raise", "amount": 50000}', BIG, raise_to(20000)),
    ('{"action": "call", "amount": 400}', BIG, CALL),
    # (4) a polite, verbose instruction-tuned chat model
    (
        (
            "Great question! Given the strength of your pocket aces, I would recommend that we "
            "raise to 15. This builds the pot while keeping weaker hands in."
        ),
        HOLDEM,
        raise_to(15),
    ),
    (
        ("Thank you for the details. Considering the pot odds, the most reasonable choice here is to call."),
        HOLDEM,
        CALL,
    ),
    (
        (
            "I appreciate the opportunity! After careful consideration, I believe folding is the "
            "wisest course of action, since our hand is weak."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Both calling and raising have merit here; it really depends on your risk tolerance. "
            "Ultimately, the choice is yours!"
        ),
        HOLDEM,
        None,
    ),
    ("I'd recommend either calling or folding, depending on how you read your opponent.", HOLDEM, None),
    (
        (
            "What a fun spot! While a raise could be tempting, I think the disciplined move is to "
            "fold and wait for a better opportunity."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        ("Great hand to play! I would like to raise to 22 chips, which represents strength without overcommitting."),
        HOLDEM,
        raise_to(22),
    ),
    (
        (
            "Thanks for sharing the game state! Since we're getting a good price, I'll call. Let me "
            "know if you'd like me to explain the math!"
        ),
        HOLDEM,
        CALL,
    ),
    ("Sure thing! My action will be: **raise**, to a total of 48.", HOLDEM, raise_to(48)),
    ("Of course! I recommend a raise. A size of around 3 big blinds would be standard.", HOLDEM, None),
    ("Certainly. I'll match the current bet and call.", HOLDEM, CALL),
    (
        (
            "That's a tough one! Honestly, I think the best option is to go all-in here, since our "
            "stack is short relative to the blinds."
        ),
        HOLDEM,
        raise_to(200),
    ),
    ("Great question! I'd advise against folding — calling is the most balanced choice.", HOLDEM, CALL),
    ("I'd recommend not calling here. Folding preserves our stack for better spots.", HOLDEM, FOLD),
    ("I hope this helps! My decision: raise to 9.", HOLDEM, raise_to(9)),
    ("Thank you! I'd love to raise, but given my hand I'll simply call.", HOLDEM, CALL),
    (
        ("Absolutely, happy to weigh in! With a hand this strong I'd like to raise. I'll make it 18 in total."),
        HOLDEM,
        raise_to(18),
    ),
    (
        (
            "Thanks so much for the clear summary. If the opponent re-raises later, we can "
            "reconsider, but for now I'll call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        ("Certainly! My decision is to check, as there's no need to put more chips in with a marginal hand."),
        OPEN,
        CHECK,
    ),
    ("Absolutely! I'd like to bet 25 chips here to protect my hand against draws.", OPEN, bet(25)),
    ("Good thinking on your part! I'd suggest a bet of 14 to get value from worse hands.", OPEN, bet(14)),
    ("I think a modest bet of around half the pot would be ideal here.", OPEN, None),
    ("Thank you for asking! Checking seems prudent; we can re-evaluate on the next street.", OPEN, CHECK),
    ("I'd recommend checking or betting small—either is reasonable.", OPEN, None),
    ("That's a great spot for a value bet! I'll bet 30.", OPEN, bet(30)),
    ("That's an interesting spot! I'll play the Queen of Hearts, which should win the trick.", TRICK, play("Qh")),
    (
        (
            "Of course! Since I need to follow suit with hearts, I'll play the ten of hearts (Th) "
            "and save my queen for later."
        ),
        TRICK,
        play("Th"),
    ),
    ("Happy to help! I'll discard the two of clubs, as it's my least valuable card.", TRICK, play("2c")),
    ("Thanks! I'd like to play the King of Hearts.", TRICK, None),
    ("Great question! I'd like to play the 10 of hearts here.", TRICK, play("Th")),
    ("Happy to help! I'll lead the ace of spades.", TRICK2, play("As")),
    ("Great question! I'd like to play the nine of diamonds, since I have to follow suit.", TRICK2, play("9d")),
    ("Thank you! I'll go with the ten of spades.", TRICK2, play("Ts")),
    ("I'd suggest playing the queen of hearts or the ten of spades; both seem reasonable.", TRICK2, None),
    ("Wonderful! I'll play the 2 of clubs to stay safe.", TRICK2, play("2c")),
    ("Great! I'd like to bid 3 tricks, as I have two aces and a king.", BID, bid(3)),
    ("Thanks! After evaluating my hand, I'd bid four.", BID, bid(4)),
    ("I'd bid somewhere between 2 and 4 tricks.", BID, None),
    ("I'll bid nil, as my hand is very weak. Thank you!", BID, bid(0)),
    ("I'll bid zero since I can't bid one as the dealer.", OHHELL_DEALER, bid(0)),
    ("As the dealer, I'll bid three tricks, thank you!", OHHELL_DEALER, bid(3)),
    ("I would recommend that we pass this round, as my trump holding is weak.", SUITS, PASS),
    ("Great question! I'd like to name spades as trump.", SUITS, trump("s")),
    ("Thank you! I'll choose clubs as trump.", STICK, trump("c")),
    ("I'd prefer to pass, since my hand is weak.", STICK, None),
    ("I'd prefer to play with my partner on this hand rather than going alone.", ALONE, PARTNER),
    ("With such a strong hand, I'd like to go alone! Thank you.", ALONE, GO_ALONE),
    ("Excellent! I'll discard the nine of clubs.", DISCARD, discard("9c")),
    ("Of course! I'd like to discard the Queen of Spades to create a void.", DISCARD, discard("Qs")),
    ("In this situation, betting with the King is the optimal play. I'll bet!", KUHN_OPEN, BET),
    ("Thanks! I'll check here and see what my opponent does.", KUHN_OPEN, CHECK),
    ("I'd recommend calling here, since the Queen beats a bluff.", KUHN_FACE, CALL),
    ("I'm afraid folding is best with the Jack. Thank you!", KUHN_FACE, FOLD),
    ("I think raising is best, given that I've made a pair.", LEDUC_FACE, RAISE),
    ("I would recommend that we fold here, as the opponent's raise indicates strength.", LEDUC_FACE, FOLD),
    ("Calling seems most balanced. I'll call!", LEDUC_FACE, CALL),
    ("I'd like to order up the dealer, please.", BID1, ORDER),
    ("I'll pass on this one, thank you.", BID1, PASS),
    ("Thanks! I'll pass the Ace of Hearts to my opponent.", HPASS, hpass("Ah")),
    ("Great question! I'd suggest passing the King of Spades, since it's a liability.", HPASS, hpass("Ks")),
    ("I would suggest raising to 3,000 chips.", BIG, raise_to(3000)),
    ("Thank you. Given the blinds of 200/400, I will call.", BIG, CALL),
    ("I'd be happy to help! I'll fold this marginal hand.", BIG, FOLD),
    ("Let's raise to 2.5x the big blind!", BIG, None),
    # (5) a gambler persona with slang
    ("Shove it all in, baby!", HOLDEM, raise_to(200)),
    ("Jam.", HOLDEM, raise_to(200)),
    ("Snap-call. You ain't got it, pal.", HOLDEM, CALL),
    ("Muck it.", HOLDEM, FOLD),
    ("I'll flat.", HOLDEM, CALL),
    ("Tank... tank... tank-fold.", HOLDEM, FOLD),
    ("Ship it! All-in.", HOLDEM, raise_to(200)),
    ("Three-bet to 36, let's gamble.", HOLDEM, raise_to(36)),
    ("Click it back.", HOLDEM, raise_to(4)),
    ("Min-raise.", HOLDEM, raise_to(4)),
    ("I'm gonna hero call.", HOLDEM, CALL),
    ("Let it go, fold 'em.", HOLDEM, FOLD),
    ("Raise it up 3x", HOLDEM, None),
    ("Pay him off. Call.", HOLDEM, CALL),
    ("Put in a raise to 25, see if the fish bites.", HOLDEM, raise_to(25)),
    ("Let's gamble — 4-bet to 90.", HOLDEM, raise_to(90)),
    ("I smell a bluff. Call it down.", HOLDEM, CALL),
    ("Nah, I'm out. Muck.", HOLDEM, FOLD),
    ("Flat call and trap 'im.", HOLDEM, CALL),
    ("Pot it!", HOLDEM, None),
    ("Bink! Shove 200.", HOLDEM, raise_to(200)),
    ("Rivered a boat, jam it all.", HOLDEM, raise_to(200)),
    ("Easy fold, dealer, pitch 'em in.", HOLDEM, FOLD),
    ("Fire a pot-sized bullet.", OPEN, None),
    ("Check to the raiser.", OPEN, CHECK),
    ("Fire a 30 chip barrel.", OPEN, bet(30)),
    ("Lead out for 12.", OPEN, bet(12)),
    ("Check it through, dealer.", OPEN, CHECK),
    ("Donk 8 into 'em.", OPEN, bet(8)),
    ("Jam it in, all 70.", OPEN, bet(70)),
    ("Overbet shove.", OPEN, bet(70)),
    ("Slam the Qh down on the felt.", TRICK, play("Qh")),
    ("Duck with the deuce of clubs.", TRICK, play("2c")),
    ("Toss the Th, pardner.", TRICK, play("Th")),
    ("Drop the King o' hearts on 'em.", TRICK, None),
    ("Ain't nobody beatin' my As — slap it down.", TRICK2, play("As")),
    ("Sneak the 9d under.", TRICK2, play("9d")),
    ("Lay down the Ts, let 'em sweat.", TRICK2, play("Ts")),
    ("Chuck the lady, Qh.", TRICK2, play("Qh")),
    ("Put me down for 5, partner.", BID, bid(5)),
    ("Nil, baby. I'm ridin' nil.", BID, bid(0)),
    ("Gimme seven.", BID, bid(7)),
    ("Bid a baker's dozen.", BID, bid(13)),
    ("Spades are trumps, deal me in.", SUITS, trump("s")),
    ("Nah, pass it on.", SUITS, PASS),
    ("Stuck with it? Diamonds, then.", STICK, trump("d")),
    ("Going alone, cowboy.", ALONE, GO_ALONE),
    ("Bring the partner along for the ride.", ALONE, PARTNER),
    ("Dump the Jd.", DISCARD, discard("Jd")),
    ("Bury the Ah.", DISCARD, discard("Ah")),
    ("Order 'em up!", BID1, ORDER),
    ("Pass, ain't touchin' that.", BID1, PASS),
    ("Chuck the Qs to the left.", HPASS, hpass("Qs")),
    ("Ship the Kd across.", HPASS, hpass("Kd")),
    ("Bet it, I got the King.", KUHN_OPEN, BET),
    ("Check, slow-play the King.", KUHN_OPEN, CHECK),
    ("Snap fold, got the Jack.", KUHN_FACE, FOLD),
    ("Crying call.", KUHN_FACE, CALL),
    ("Re-pop it!", LEDUC_FACE, RAISE),
    ("Just flat it.", LEDUC_FACE, CALL),
    ("Four-bet shove for 20k", BIG, raise_to(20000)),
    ("Flat the 800.", BIG, CALL),
    ("Make it 1200.", BIG, raise_to(1200)),
    ("Give up, muck the rags.", BIG, FOLD),
    ("Dealer's hook, so zero it is.", OHHELL_DEALER, bid(0)),
    # (6) analysis as a markdown table or numbered list, then a verdict line
    (
        ("| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | +2.1 |\n| Raise to 30 | +1.4 |\n\n**Verdict: Call**"),
        HOLDEM,
        CALL,
    ),
    ("1. Fold — loses the blind\n2. Call — 6 to win 24\n3. Raise — low fold equity\n\nVerdict: fold", HOLDEM, FOLD),
    ("1. Hand strength: strong (AQ)\n2. Position: late\n3. Opponent: tight\n\nBest: raise to 20", HOLDEM, raise_to(20)),
    (
        (
            "| Action | Pros | Cons |\n|---|---|---|\n| Call | cheap | passive |\n| Raise | "
            "initiative | bloats pot |\n\nVerdict: raise to 14"
        ),
        HOLDEM,
        raise_to(14),
    ),
    ("**Analysis**\n- Equity: 42%\n- Pot odds: 25%\n- Implied odds: good\n\n**Decision:** call", HOLDEM, CALL),
    ("1. Call\n2. Raise to 18\n3. Fold", HOLDEM, None),
    (
        (
            "| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | -1.2 |\n| Raise | -3.0 "
            "|\n\nVerdict: the highest EV option."
        ),
        HOLDEM,
        FOLD,
    ),
    ("Summary:\n* fold: too weak? no\n* call: fine\n* raise: maybe\n\nFinal: call", HOLDEM, CALL),
    (
        ("## Decision\n\n**Raise to 60**\n\n## Reasoning\n1. Villain's c-bet range is wide\n2. We block the nuts"),
        HOLDEM,
        raise_to(60),
    ),
    ("1. Pot: 40\n2. To call: 20\n3. Equity needed: 33%\n4. My equity: 20%\n\n=> fold", HOLDEM, FOLD),
    (
        ("| | Fold | Call | Raise |\n|---|---|---|---|\n| Score | 2 | 7 | 5 |\n\nVerdict: call (highest score)"),
        HOLDEM,
        CALL,
    ),
    ("Pros of raising:\n- fold equity\nCons:\n- stack depth\n\nVerdict: all-in", HOLDEM, raise_to(200)),
    ("- Call: OK\n- Raise to 24: better\n\n**Verdict:** raise to 24", HOLDEM, raise_to(24)),
    ("1. Fold\n2. Call\n\nVerdict: depends on villain", HOLDEM, None),
    ("| Option | Score |\n|---|---|\n| call | 6 |\n| raise to 40 | 6 |\n\nVerdict: tie", HOLDEM, None),
    ("1. Range advantage: ours\n2. Sizing: 3x the open\n\nVerdict: raise 3x", HOLDEM, None),
    ("| Factor | Value |\n|---|---|\n| Hand | KJo |\n| Facing | 3-bet to 30 |\n\n**Verdict:** fold", HOLDEM, FOLD),
    ("| Option | EV |\n|---|---|\n| Check | +1.0 |\n| Bet 20 | +2.3 |\n\nVerdict: bet 20", OPEN, bet(20)),
    ("1. Board is wet\n2. We have top pair\n3. Bet for protection\n\nVerdict: bet 18", OPEN, bet(18)),
    ("- Check: realise equity\n- Bet: folds out better? no\n\n**Verdict: check**", OPEN, CHECK),
    ("1. Value: thin\n2. Sizing: 1/2 pot\n\nVerdict: bet half pot", OPEN, None),
    ("| Line | Freq |\n|---|---|\n| Check | 70% |\n| Bet 10 | 30% |\n\nVerdict: check", OPEN, CHECK),
    ("1. Nut flush draw\n2. Fold equity high\n\nVerdict: semi-bluff, bet 25", OPEN, bet(25)),
    (
        "| Card | Wins trick? |\n|---|---|\n| Qh | yes |\n| Th | no |\n| 2c | no |\n\nVerdict: play Qh",
        TRICK,
        play("Qh"),
    ),
    ("1. Led: Kh\n2. Can I win? No\n3. Cheapest follow: Th\n\nVerdict: Th", TRICK, play("Th")),
    ("- Qh: wins, but wastes a high card\n- Th: also wins over the 9h\n\nVerdict: Th", TRICK, play("Th")),
    ("1. Am I void in the led suit? No.\n2. Must follow hearts.\n\nVerdict: Qh or Th", TRICK, None),
    ("**Options**\n1. Qh\n2. Th\n3. 2c\n\n**Verdict:** 2c (hearts are not led; dumping)", TRICK, play("2c")),
    ("| Card | Points risk |\n|---|---|\n| Qh | 1 |\n| Th | 1 |\n| 2c | 0 |\n\nVerdict: 2c", TRICK, play("2c")),
    ("1. Trick: 4h, 7h\n2. Winner needed: yes\n\nVerdict: Qh", TRICK, play("Qh")),
    ("| Card | Role |\n|---|---|\n| As | winner |\n| Ts | loser |\n| 9d | loser |\n\nVerdict: As", TRICK2, play("As")),
    ("1. Lead from strength\n2. Spades: As, Ts\n\nVerdict: lead As", TRICK2, play("As")),
    ("1. Diamonds led\n2. Only 9d\n\nVerdict: 9d (forced)", TRICK2, play("9d")),
    ("- Ts: loses to Js\n- As: wins\n- 2c: illegal (must follow)\n\nVerdict: As", TRICK2, play("As")),
    ("1. Clubs led\n2. Follow with 2c\n\n**Play: 2c**", TRICK2, play("2c")),
    ("| Card | Keep? |\n|---|---|\n| Qh | yes |\n| Ts | no |\n\nVerdict: Ts", TRICK2, play("Ts")),
    ("| Card | EV |\n|---|---|\n| As | 1.2 |\n| Qh | 0.9 |\n\nVerdict: Qh", TRICK2, play("Qh")),
    ("1. As: sure winner\n2. Ts: maybe\n\nVerdict: undecided", TRICK2, None),
    (
        ("| Card | Tricks |\n|---|---|\n| As | 1 |\n| Ah | 1 |\n| Ks | 0.5 |\n\nTotal ≈ 2.5\n\nVerdict: bid 3"),
        BID,
        bid(3),
    ),
    ("1. Aces: 2\n2. Trump length: 4\n\nBid: 4", BID, bid(4)),
    ("1. Count: 2-3 tricks\n\nVerdict: 2 or 3", BID, None),
    ("1. Zero winners\n2. Short in spades\n\nVerdict: nil (0)", BID, bid(0)),
    ("1. Allowed: 0, 2, 3\n2. Hand: two sure tricks\n\nVerdict: 2", OHHELL_DEALER, bid(2)),
    ("1. Can't bid 1 (hook)\n\nVerdict: bid 0", OHHELL_DEALER, bid(0)),
    ("| Suit | Count |\n|---|---|\n| c | 1 |\n| d | 2 |\n| s | 4 |\n\nVerdict: trump s", SUITS, trump("s")),
    ("1. Spades: 2\n2. Clubs: 3\n\nVerdict: pass", SUITS, PASS),
    ("1. Must choose\n2. Longest: clubs\n\nVerdict: clubs", STICK, trump("c")),
    ("1. Bowers: both\n2. Ace of trump: yes\n\nVerdict: alone", ALONE, GO_ALONE),
    ("| Option | Points |\n|---|---|\n| alone | 4 (risky) |\n| partner | 2 |\n\nVerdict: partner", ALONE, PARTNER),
    ("1. Void clubs by dumping the 9c\n\nVerdict: discard 9c", DISCARD, discard("9c")),
    ("| Card | Value |\n|---|---|\n| 9c | low |\n| Qs | low |\n\nVerdict: Qs", DISCARD, discard("Qs")),
    ("1. Card: K\n2. Best: bet\n\nVerdict: bet", KUHN_OPEN, BET),
    ("| Action | EV |\n|---|---|\n| check | 0.1 |\n| bet | 0.0 |\n\nVerdict: check", KUHN_OPEN, CHECK),
    ("1. Card: J\n2. Facing bet\n\nVerdict: fold", KUHN_FACE, FOLD),
    ("1. Card: Q\n\nVerdict: call", KUHN_FACE, CALL),
    ("| Action | Pros |\n|---|---|\n| raise | value |\n| call | pot control |\n\nVerdict: raise", LEDUC_FACE, RAISE),
    ("1. Pair? No\n2. Opponent raised\n\nVerdict: fold", LEDUC_FACE, FOLD),
    ("1. Trump count: 3\n2. Bower: yes\n\nVerdict: order it up", BID1, ORDER),
    ("1. Trump count: 1\n\nVerdict: pass", BID1, PASS),
    (
        ("| Card | Danger |\n|---|---|\n| Qs | high |\n| As | high |\n| Ah | medium |\n\nVerdict: pass Qs"),
        HPASS,
        hpass("Qs"),
    ),
    ("1. Short suit: diamonds (Kd, Td, 4d)\n\nVerdict: pass Kd", HPASS, hpass("Kd")),
    ("| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | +120 |\n\nVerdict: call", BIG, CALL),
    ("1. Stack: 25bb\n2. Hand: AKo\n\nVerdict: raise to 1000", BIG, raise_to(1000)),
    ("1. Open size: 2.5bb\n\nVerdict: raise 2.5bb", BIG, None),
    # (7) restates the observation before answering
    (
        (
            "Observation: hole cards Ah Kd, board empty, pot 6, to call 2. Legal: fold, call, raise "
            "4-200. Decision: raise to 12."
        ),
        HOLDEM,
        raise_to(12),
    ),
    ("You have: 7c 7d. Board: As Kd 2h. Pot 40, to call 20. Options are fold/call/raise. I'll fold.", HOLDEM, FOLD),
    ("Hand: Qs Qd. Pot: 10. Legal actions: fold, call, raise (min 4, max 200). I raise to 30.", HOLDEM, raise_to(30)),
    (
        ("My cards are 9h 8h, the flop is 7h 6c 2d, pot is 24 and I face a bet of 8. Legal: fold, call, raise. Call."),
        HOLDEM,
        CALL,
    ),
    ("Legal actions: fold, call, raise 4–200. Stack 200. Pot 3. I'll go with raise to 4.", HOLDEM, raise_to(4)),
    (
        (
            "State: preflop, I'm in the big blind with Jc 4d; the button raised to 6. Options: fold "
            "/ call / raise. Fold."
        ),
        HOLDEM,
        FOLD,
    ),
    ("Given: hole Ac Ad, pot 12, to call 8, min raise 4, max raise 200. Answer: raise to 200.", HOLDEM, raise_to(200)),
    (
        ("Recap — board Ks 9s 4h 2c Qd, pot 90, villain bet 45. I hold Kh Jh. Legal: fold, call, raise. Action: call"),
        HOLDEM,
        CALL,
    ),
    ("Observation summary: fold, call, raise allowed; min raise 4; pot 20; I hold 5s 5c.", HOLDEM, None),
    ("Cards: Td Tc. Legal: fold, call, raise 4 to 200. I would like to raise, amount 16.", HOLDEM, raise_to(16)),
    ("Pot is 30 and the to-call amount is 10. Hole: 6s 2h. Decision: fold.", HOLDEM, FOLD),
    ("Legal: fold; call; raise(min=4,max=200). Choice: raise(amount=50).", HOLDEM, raise_to(50)),
    ("Position: cutoff. Hand: Ah 5h. Facing: open to 5. Options: fold, call, raise. I'll call 5.", HOLDEM, CALL),
    ("To call: 6. Pot: 14. Hand: Kc Kh. I raise by 10, to 16.", HOLDEM, raise_to(16)),
    (
        ("Street: turn. Board 8c 8d 3s Jh. Me: As Qs. Pot 50, facing 25. Legal: fold, call, raise. Raise to 80."),
        HOLDEM,
        raise_to(80),
    ),
    ("Hole cards 2d 2s, facing all-in of 200; legal fold or call (raise 4-200 too). I call.", HOLDEM, CALL),
    ("Legal actions: check, bet (2–70). Pot: 14. I check.", OPEN, CHECK),
    ("Board: Jh Td 3c. Hand: Js Jd (set). Pot 20. Options: check or bet 2-70. Bet 15.", OPEN, bet(15)),
    ("I hold Ah Kh on 2s 7d 9c; pot 8; legal: check, bet min 2 max 70. I'll bet 6.", OPEN, bet(6)),
    ("Pot: 50. Stack: 70. Legal: check/bet. I go all in: bet 70.", OPEN, bet(70)),
    ("Current state: flop, pot 10, I am first to act with 4c 3c. Legal: check, bet. Decision: check.", OPEN, CHECK),
    ("Options: check, bet 2 to 70. Hand: weak. I'll check, and if he bets I'll fold.", OPEN, CHECK),
    ("Pot 16, legal check or bet. Bet 2/3 pot.", OPEN, None),
    ("River. Pot 40. Legal: check, bet 2-70. Hand: missed draw. Bet 30 as a bluff.", OPEN, bet(30)),
    ("My cards: Qh 2c Th. Trick: Jh led. Legal plays: Qh, 2c, Th. I play Qh.", TRICK, play("Qh")),
    ("Hand: Qh, 2c, Th. Led suit: hearts (9h). To follow, Qh or Th. Play Th.", TRICK, play("Th")),
    ("Legal cards: Qh, 2c, Th. Trick so far: As (spades). I can't follow; dump 2c.", TRICK, play("2c")),
    ("Cards in hand: Qh 2c Th. Trick: empty, I lead. Legal: Qh, 2c, Th.", TRICK, None),
    ("Observation: trump is hearts, led Kc. I have 2c. Legal: Qh 2c Th. Playing 2c.", TRICK, play("2c")),
    ("Trick: Ah, Kh played. Mine: Qh, Th, 2c. Play: Th", TRICK, play("Th")),
    ("Legal: Qh, 2c, Th. Trick: Jd led, trump hearts, I'm void in diamonds. Ruff with Qh.", TRICK, play("Qh")),
    ("Hand: Ts Qh 9d As 2c. Lead: mine. Choose: As.", TRICK2, play("As")),
    ("Legal plays are Ts, Qh, 9d, As and 2c. Led: 8d. I follow with 9d.", TRICK2, play("9d")),
    ("My hand Ts Qh 9d As 2c, trick: Ks led. I'll play Ts under it.", TRICK2, play("Ts")),
    ("Legal: Ts, Qh, 9d, As, 2c. Trick: 3c, Jc. I play 2c.", TRICK2, play("2c")),
    ("Cards: Ts Qh 9d As 2c. Nothing led. I lead the Qh.", TRICK2, play("Qh")),
    ("Legal: Ts Qh 9d As 2c. Answer: Ac", TRICK2, None),
    ("Trick so far: Kd, 3d. Legal: Ts, Qh, 9d, As, 2c (void in diamonds? no: 9d). Play 9d.", TRICK2, play("9d")),
    ("Hand: As Ks 7s Ah Kd 4c... Legal bids 0 to 13. I bid 4.", BID, bid(4)),
    ("Bids so far: 3, 4, 2. Legal: 0-13. My bid: 3.", BID, bid(3)),
    ("Legal range: 0 to 13. Bid 13?", BID, None),
    ("Legal bid 0..13. My hand is void of winners. Bid 0.", BID, bid(0)),
    ("Legal bids: 0, 2, 3 (1 is not allowed). I bid 3.", OHHELL_DEALER, bid(3)),
    ("Legal: bid 0, 2 or 3. Total so far: 5 of 6 tricks. I bid 0.", OHHELL_DEALER, bid(0)),
    ("Turned down: hearts. Legal: pass, or trump c/d/s. I name s.", SUITS, trump("s")),
    ("Legal: pass, trump (c, d, s). Hand weak. Pass.", SUITS, PASS),
    ("Options: pass; trump c, d or s. Diamonds.", SUITS, trump("d")),
    ("Legal: trump c, d, s (no pass, stick the dealer). I choose c.", STICK, trump("c")),
    ("Legal: alone, partner. Trump: spades, I hold both bowers. Alone.", ALONE, GO_ALONE),
    ("Options: alone or partner. Choice: partner.", ALONE, PARTNER),
    ("Hand after pickup: 9c Jd Qs Ah Kh. Legal discards: any. Discard 9c.", DISCARD, discard("9c")),
    ("Cards: 9c, Jd, Qs, Ah, Kh. I'll discard Jd.", DISCARD, discard("Jd")),
    ("Card: K. Legal: check, bet. Bet.", KUHN_OPEN, BET),
    ("Card: J. History: none. Legal: check, bet. Check.", KUHN_OPEN, CHECK),
    ("Card: Q. Opponent bet. Legal: fold, call. Call.", KUHN_FACE, CALL),
    ("Card: J. Opponent bet. Legal actions: fold, call. I fold.", KUHN_FACE, FOLD),
    ("Private: Ks. Public: Kh. Opponent raised. Legal: fold, call, raise. Raise.", LEDUC_FACE, RAISE),
    ("Private card J, public card Q, facing a bet. Legal: fold, call, raise. I'll call.", LEDUC_FACE, CALL),
    ("Private Q, no public card yet. Legal: fold, call, raise. Fold.", LEDUC_FACE, FOLD),
    ("Up card: Js. Legal: pass, order. I have the left bower and ace. Order.", BID1, ORDER),
    ("Up card: 9d. Legal: pass, order. Pass.", BID1, PASS),
    ("Hand: 2c Qs Ks As Ah Kd Td 3h 7c Jc 9s 4d 8h. Passing left. I pass As.", HPASS, hpass("As")),
    ("My 13 cards include Qs, Ks, As. Pass: Qs.", HPASS, hpass("Qs")),
    (
        "Blinds 200/400, to call 400, stack 20000. Legal: fold, call, raise 400–20000. Raise to 1200.",
        BIG,
        raise_to(1200),
    ),
    ("Pot 1000, to call 600. Legal: fold, call, raise 400-20000. Call.", BIG, CALL),
    ("Stack 20000, min raise 400. Raise to min.", BIG, raise_to(400)),
    # (8) second-guesses itself once and settles, or hedges without settling
    ("Raise... no, just call.", HOLDEM, CALL),
    ("Fold. Wait, the odds are good — call.", HOLDEM, CALL),
    ("Call. Actually, raise to 24.", HOLDEM, raise_to(24)),
    ("Raise or call, I can't decide.", HOLDEM, None),
    ("Maybe fold? Maybe call?", HOLDEM, None),
    ("I'll call — no, fold. Final: fold.", HOLDEM, FOLD),
    ("Raise to 40. Hmm, too big; raise to 20.", HOLDEM, raise_to(20)),
    ("My first instinct is to fold, but I'll call.", HOLDEM, CALL),
    ("Call or raise to 30... I'll go with raise to 30.", HOLDEM, raise_to(30)),
    ("Fold, or maybe call if he is bluffing often. Not sure.", HOLDEM, None),
    ("raise to 16? or 20? let's do 20", HOLDEM, raise_to(20)),
    ("Calling seems right. On second thought, folding is safer. Fold.", HOLDEM, FOLD),
    ("I lean call but I could see a fold.", HOLDEM, None),
    ("Fold.\nActually, raise to 60.\nNo — fold is right.", HOLDEM, FOLD),
    ("Raise to 12 or call. Either works.", HOLDEM, None),
    ("All in! ...Hmm, that's reckless. Just call.", HOLDEM, CALL),
    ("If he bets again on the turn, I'll raise.", HOLDEM, None),
    ("Call.\n\nActually no. Fold.", HOLDEM, FOLD),
    ("Raise to 10 — wait, make that 14.", HOLDEM, raise_to(14)),
    ("I was going to fold, but raise to 36 is a good bluff. Raise to 36.", HOLDEM, raise_to(36)),
    ("Fold? Call? I'll leave it to chance.", HOLDEM, None),
    ("Bet 20 — hmm, no, check.", OPEN, CHECK),
    ("Check. Actually, bet 10 for thin value.", OPEN, bet(10)),
    ("Bet or check? Check... or bet. I don't know.", OPEN, None),
    ("Check. No, bet 30. Yes, bet 30.", OPEN, bet(30)),
    ("I'll bet 15, or maybe 25.", OPEN, None),
    ("Let me check the numbers again. Bet 12.", OPEN, bet(12)),
    ("On the river I plan to bet 40.", OPEN, None),
    ("Play Qh. No wait, Th is safer. Th.", TRICK, play("Th")),
    ("Th... actually the Qh wins it. Qh.", TRICK, play("Qh")),
    ("Qh or Th, hard to say.", TRICK, None),
    ("Lead 2c. Hmm, or Th? Stick with 2c.", TRICK, play("2c")),
    ("I'd play Th, unless you want me to win it, then Qh.", TRICK, None),
    ("Qh — no, too valuable. 2c.", TRICK, play("2c")),
    ("As. No — save it. Ts.", TRICK2, play("Ts")),
    ("9d, I think. Yes, 9d.", TRICK2, play("9d")),
    ("Qh? Or As? As.", TRICK2, play("As")),
    ("Play 2c or 9d.", TRICK2, None),
    ("Lead the Ts... actually no, lead the As. Final: As.", TRICK2, play("As")),
    ("Ts — or Qh.", TRICK2, None),
    ("After this trick I'll lead the As.", TRICK2, None),
    ("2c. Hmm. Yes, 2c, nothing better.", TRICK2, play("2c")),
    ("Bid 4... or 3. Let's say 3.", BID, bid(3)),
    ("Bid 4 or 3.", BID, None),
    ("Bid 2. Hmm, maybe 3. No, 2.", BID, bid(2)),
    ("Nil? No, bid 1.", BID, bid(1)),
    ("5? 6? I'll say 6.", BID, bid(6)),
    ("Bid 1 — wait, dealer can't bid 1. Bid 2.", OHHELL_DEALER, bid(2)),
    ("Bid 0 or 2, can't decide.", OHHELL_DEALER, None),
    ("Trump spades. No wait, pass.", SUITS, PASS),
    ("Pass... actually, diamonds.", SUITS, trump("d")),
    ("Clubs or spades?", SUITS, None),
    ("Spades. Hmm, or clubs. Clubs.", STICK, trump("c")),
    ("Diamonds or spades, whichever.", STICK, None),
    ("Alone! No, too risky — partner.", ALONE, PARTNER),
    ("Alone or with partner, I'm torn.", ALONE, None),
    ("Discard Qs. Hmm, the 9c is worse. Discard 9c.", DISCARD, discard("9c")),
    ("Discard 9c or Jd.", DISCARD, None),
    ("Bet. Hmm, check is fine too. Check.", KUHN_OPEN, CHECK),
    ("Check? Bet? Bet.", KUHN_OPEN, BET),
    ("Call. No, fold.", KUHN_FACE, FOLD),
    ("Fold or call, 50/50.", KUHN_FACE, None),
    ("Raise — no, call.", LEDUC_FACE, CALL),
    ("Call... or raise. Raise.", LEDUC_FACE, RAISE),
    ("Fold? Call? Raise? Ugh.", LEDUC_FACE, None),
    ("Order up — no, pass.", BID1, PASS),
    ("Pass, or order... order.", BID1, ORDER),
    ("Pass As. No, pass Qs.", HPASS, hpass("Qs")),
    ("Pass Ah or Kd.", HPASS, None),
    ("Raise to 1200 — no, 1600.", BIG, raise_to(1600)),
    ("Call, or shove. Shove.", BIG, raise_to(20000)),
    # (9) a trick-game specialist who explains which card wins, naming several cards
    (
        (
            "The Kh was led. My Qh cannot beat it, and neither can the Th, so I'll follow with the "
            "cheaper Th and keep the Qh."
        ),
        TRICK,
        play("Th"),
    ),
    (
        (
            "Nothing has been played yet; I lead. Leading the 2c is a safe low lead that gives away "
            "nothing; the Qh would just draw out the Ah. Lead 2c."
        ),
        TRICK,
        play("2c"),
    ),
    (
        (
            "Jh led, 9h from the next player. My Qh beats both and takes the trick, while the Th "
            "would only lose to the Jh. Play the Qh."
        ),
        TRICK,
        play("Qh"),
    ),
    ("Partner's Ah is winning. No need to waste the Qh; I'll drop the Th under the ace.", TRICK, play("Th")),
    (
        (
            "Spades were led and I have none, so I may play anything. The 2c is my worst card; "
            "discard it and keep the Qh and Th for hearts."
        ),
        TRICK,
        play("2c"),
    ),
    (
        (
            "Diamonds led, trump is hearts, and I'm void in diamonds. Ruffing with the Th wins the "
            "trick cheaply; the Qh would be overkill. Trump in with Th."
        ),
        TRICK,
        play("Th"),
    ),
    ("The Ah and Kh are gone, so my Qh is the boss heart. Cash the Qh now.", TRICK, play("Qh")),
    (
        ("Clubs led with the 3c. My only club is the 2c, which loses to the 3c; I must follow with it anyway."),
        TRICK,
        play("2c"),
    ),
    (
        ("Hearts led with the 8h. Th beats the 8h and so does Qh; the Th wins it cheaper. Play Th, saving the Qh."),
        TRICK,
        play("Th"),
    ),
    (
        (
            "The Jc was led and clubs must be followed: my only club is the 2c. The Qh and Th are "
            "hearts and can't be played here."
        ),
        TRICK,
        play("2c"),
    ),
    (
        (
            "The trick holds Ah from the leader and Kh from second seat. Qh and Th both lose; which "
            "one to throw is up to you."
        ),
        TRICK,
        None,
    ),
    (
        ("With the 2c I'd lose; with the Qh I'd win; with the Th I'd also win. Hard to say which is better."),
        TRICK,
        None,
    ),
    ("Leading the Qh forces out the Ah, promoting my Th. Lead Qh.", TRICK, play("Qh")),
    (
        (
            "Hearts are trump. Opponents lead the As; I'm void in spades. Ruff with the Qh to be "
            "safe against an overruff by the Jh... Qh."
        ),
        TRICK,
        play("Qh"),
    ),
    ("Lead the Th to pull out the Jh, keeping the Qh as a later winner.", TRICK, play("Th")),
    (
        ("A 2c lead by me would be ducked; the Th would be covered by the Jh; the Qh by the Kh. I'll lead the 2c."),
        TRICK,
        play("2c"),
    ),
    (
        ("Hearts led with the 5h. I'd rather not take it, but both Th and Qh win over the 5h. Take it with the Th."),
        TRICK,
        play("Th"),
    ),
    ("The 10h is my lowest heart; I'll play the 10 of hearts beneath the Kh.", TRICK, play("Th")),
    ("Play the Q♥ to win the trick over the J♥.", TRICK, play("Qh")),
    ("Kh played, Qh beats nothing. Throw the 2c? Can't; must follow hearts. Th then.", TRICK, play("Th")),
    ("The led card is the 4h. Th wins, Qh wins; 2c is not allowed. Smallest winner: Th.", TRICK, play("Th")),
    ("If partner has the Ah, my Qh is good later; for now drop the 2c on his spade lead.", TRICK, play("2c")),
    ("The Qh is high, the Th is middling, the 2c is low. I'll play high.", TRICK, play("Qh")),
    ("Play low: the deuce.", TRICK, play("2c")),
    (
        (
            "Either the Qh or the Th takes this trick over the 6h; the 2c would be a renege. I pick "
            "the Qh to keep the Th as an entry later."
        ),
        TRICK,
        play("Qh"),
    ),
    ("Spades led with the Ks. My As captures it, while the Ts would lose. Take it with the As.", TRICK2, play("As")),
    ("I'm on lead. The As is the only sure winner; cash it before it gets trumped. Lead As.", TRICK2, play("As")),
    (
        ("Diamonds led (Kd then Ad). My 9d is the only diamond I hold and it loses, but I must follow. Play 9d."),
        TRICK2,
        play("9d"),
    ),
    (
        (
            "Clubs led with the 5c. My 2c is my only club, so I must follow with it even though the "
            "As and Qh are better cards."
        ),
        TRICK2,
        play("2c"),
    ),
    ("Hearts led with the Jh. My Qh beats the Jh; play the Qh.", TRICK2, play("Qh")),
    ("Spades led with the 4s. The Ts wins it cheaply; no need for the As. Ts.", TRICK2, play("Ts")),
    ("The Js and Qs are on the table. Ts loses, As wins. I'll win with the As.", TRICK2, play("As")),
    (
        (
            "Hearts led with the 2h and my only heart is the Qh, so I must follow with it, even "
            "though it takes the trick."
        ),
        TRICK2,
        play("Qh"),
    ),
    ("I'm leading. Lead low: the 2c is safest, the 9d next. 2c.", TRICK2, play("2c")),
    ("Spades led: Ts or As. The 3s led is low; the Ts should hold. Play Ts.", TRICK2, play("Ts")),
    (
        (
            "Diamonds are trump. Hearts led with the Ah; my only heart is the Qh, so I follow with "
            "the Qh rather than ruffing with the 9d."
        ),
        TRICK2,
        play("Qh"),
    ),
    (
        ("The trick: 7s, Js. I can win with As or lose with Ts. Partner still to play with the Ks likely. Play Ts."),
        TRICK2,
        play("Ts"),
    ),
    ("Either the As or the Ts would do here.", TRICK2, None),
    ("Lead the 9d to find partner's diamonds, holding the As back.", TRICK2, play("9d")),
    ("Spades led; I'll play the ace of spades to win.", TRICK2, play("As")),
    ("The Kc leads; follow with the 2 of clubs.", TRICK2, play("2c")),
    ("Hearts led with the Ah. Qh loses either way. Play it.", TRICK2, play("Qh")),
    ("On lead with Ts, Qh, 9d, As, 2c. Lead the ten of spades to drive out the king.", TRICK2, play("Ts")),
    ("Play 9d, then next trick As.", TRICK2, play("9d")),
    ("I'll play the Ac to win the club trick.", TRICK2, None),
    ("Spades led: Ts, As. Play the higher one.", TRICK2, play("As")),
    ("Spades led: Ts, As. Play the lower one.", TRICK2, play("Ts")),
    (
        ("The 8s is led; the Ts beats it, the As beats it too. I'll save the As and win with the 10 of spades."),
        TRICK2,
        play("Ts"),
    ),
    (
        ("Passing to the left: the Qs is the most dangerous card with only As, Ks and 9s as cover; pass the Qs."),
        HPASS,
        hpass("Qs"),
    ),
    ("Pass the Ah: high hearts catch points. Keep the 2c for the lead.", HPASS, hpass("Ah")),
    ("I want to void diamonds: Kd, Td, 4d. Start by passing the Kd.", HPASS, hpass("Kd")),
    ("Pass the As, the Ks and the Qs.", HPASS, None),
    ("Pass the 8h; I keep the 2c for leading.", HPASS, hpass("8h")),
    ("The Jc is a liability? No. The As can catch the Qs. Pass the As.", HPASS, hpass("As")),
    (
        (
            "After picking up, clubs are my weak side suit: only the 9c. Discarding it voids clubs "
            "so I can trump them. Discard 9c."
        ),
        DISCARD,
        discard("9c"),
    ),
    (
        ("Hearts are trump, so the Jd is the left bower; keep it. The Qs is my weakest off-suit card; discard Qs."),
        DISCARD,
        discard("Qs"),
    ),
    ("Discard the Kh? No, it's trump. Discard the 9c.", DISCARD, discard("9c")),
    ("The 9c and Qs are both weak; either could go.", DISCARD, None),
    (
        (
            "Trick count: As wins a trick, Ah wins, Ks probably wins after the ace goes. Kd is a "
            "maybe. That's 3 to 4; I'll bid 3."
        ),
        BID,
        bid(3),
    ),
    ("I have the As, Ah and long spades; I count 4 tricks: bid 4.", BID, bid(4)),
    ("No sure winners; the 2c, 3h and 4d are all losers. Bid nil.", BID, bid(0)),
    (
        ("Two sure tricks from the aces; as the dealer I can't make the total even, so 1 is off limits anyway. Bid 2."),
        OHHELL_DEALER,
        bid(2),
    ),
    ("My hand is worth exactly 1 trick but 1 is hooked. I'll bid 0 and try to dump.", OHHELL_DEALER, bid(0)),
]

# Measured at 755eee8: 610 answers, 520 clear; 410 clear answers read as meant, 108 clear answers refused,
# 2 clear answers misread; 8 of the 90 unclear answers read as an action (misreads too).
# Reader38b alone (a659271, written without this corpus): 416 read as meant, 102 refused, 2 misread; 8 unclear read.
# Main at the end of session 38, after its own rules drawn from this corpus's misreads and refusals (so in sample
# for them): 434 read as meant, 86 refused, 0 misread; 4 unclear read (the documented bet-as-raise and raise-as-bet
# readings, and a three-card pass read as its first card).
MISREAD_LEFT = {
    "raise to 10": bet(10),
    '{"action": "bet", "amount": 30}': raise_to(30),
    '{"action": "raise", "amount": 20}': bet(20),
    "Pass the As, the Ks and the Qs.": hpass("As"),
}
REFUSED_THOUGH_CLEAR = {
    "caal",
    "{'action':'raise','amount':30}",
    "raise too 16",
    "i fold to ur raise",
    "i wanna raise but ill just call",
    "raise tp 40",
    "play as (ace spades)",
    "raise to 2k",
    '{"action": "play", "cards": ["Th"]}',
    '{"action":"bid","amount":"nil"}',
    '{"action": "pass", "cards": ["Ks"]}',
    "What a fun spot! While a raise could be tempting, I think the disciplined move is to "
    "fold and wait for a better opportunity.",
    "Certainly. I'll match the current bet and call.",
    "Great question! I'd advise against folding — calling is the most balanced choice.",
    "Thank you! I'd love to raise, but given my hand I'll simply call.",
    "Absolutely, happy to weigh in! With a hand this strong I'd like to raise. I'll make it 18 in total.",
    "Thanks so much for the clear summary. If the opponent re-raises later, we can reconsider, but for now I'll call.",
    "I would recommend that we pass this round, as my trump holding is weak.",
    "Snap-call. You ain't got it, pal.",
    "Tank... tank... tank-fold.",
    "Click it back.",
    "Fire a 30 chip barrel.",
    "Lead out for 12.",
    "Donk 8 into 'em.",
    "Ain't nobody beatin' my As — slap it down.",
    "Chuck the lady, Qh.",
    "Bid a baker's dozen.",
    "Dealer's hook, so zero it is.",
    "| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | -1.2 |\n| Raise | -3.0 |\n\nVerdict: the highest EV option.",
    "1. Pot: 40\n2. To call: 20\n3. Equity needed: 33%\n4. My equity: 20%\n\n=> fold",
    "You have: 7c 7d. Board: As Kd 2h. Pot 40, to call 20. Options are fold/call/raise. I'll fold.",
    "My cards are 9h 8h, the flop is 7h 6c 2d, pot is 24 and I face a bet of 8. Legal: fold, call, raise. Call.",
    "To call: 6. Pot: 14. Hand: Kc Kh. I raise by 10, to 16.",
    "Hole cards 2d 2s, facing all-in of 200; legal fold or call (raise 4-200 too). I call.",
    "Hand: Ts Qh 9d As 2c. Lead: mine. Choose: As.",
    # refused since review 39b read "0..13" as a range, as "0 to 13" and "0-13" are: it read the 0 as the bid
    "Legal: bid 0, 2 or 3. Total so far: 5 of 6 tricks. I bid 0.",
    "Turned down: hearts. Legal: pass, or trump c/d/s. I name s.",
    "Options: pass; trump c, d or s. Diamonds.",
    "Blinds 200/400, to call 400, stack 20000. Legal: fold, call, raise 400–20000. Raise to 1200.",
    "Raise to 40. Hmm, too big; raise to 20.",
    "My first instinct is to fold, but I'll call.",
    "raise to 16? or 20? let's do 20",
    "Fold.\nActually, raise to 60.\nNo — fold is right.",
    "All in! ...Hmm, that's reckless. Just call.",
    "Let me check the numbers again. Bet 12.",
    "Qh? Or As? As.",
    "Bid 4... or 3. Let's say 3.",
    "5? 6? I'll say 6.",
    "Spades. Hmm, or clubs. Clubs.",
    "Discard Qs. Hmm, the 9c is worse. Discard 9c.",
    "Bet. Hmm, check is fine too. Check.",
    "Call, or shove. Shove.",
    "The Kh was led. My Qh cannot beat it, and neither can the Th, so I'll follow with the cheaper Th and keep the Qh.",
    "Nothing has been played yet; I lead. Leading the 2c is a safe low lead that gives away "
    "nothing; the Qh would just draw out the Ah. Lead 2c.",
    "Spades were led and I have none, so I may play anything. The 2c is my worst card; "
    "discard it and keep the Qh and Th for hearts.",
    "Diamonds led, trump is hearts, and I'm void in diamonds. Ruffing with the Th wins the "
    "trick cheaply; the Qh would be overkill. Trump in with Th.",
    "The Jc was led and clubs must be followed: my only club is the 2c. The Qh and Th are "
    "hearts and can't be played here.",
    "Leading the Qh forces out the Ah, promoting my Th. Lead Qh.",
    "The led card is the 4h. Th wins, Qh wins; 2c is not allowed. Smallest winner: Th.",
    "Play low: the deuce.",
    "Either the Qh or the Th takes this trick over the 6h; the 2c would be a renege. I pick "
    "the Qh to keep the Th as an entry later.",
    "Clubs led with the 5c. My 2c is my only club, so I must follow with it even though the "
    "As and Qh are better cards.",
    "Lead the 9d to find partner's diamonds, holding the As back.",
    "Hearts led with the Ah. Qh loses either way. Play it.",
    "Spades led: Ts, As. Play the higher one.",
    "Spades led: Ts, As. Play the lower one.",
    "The 8s is led; the Ts beats it, the As beats it too. I'll save the As and win with the 10 of spades.",
    "Kh played, Qh beats nothing. Throw the 2c? Can't; must follow hearts. Th then.",
}

(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT, least=450)
