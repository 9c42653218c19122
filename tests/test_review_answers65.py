"""A blind, out-of-sample corpus of model-seat answers, written against commit 59cc1c7 without reading the answer
reader, its documentation or any other answer corpus: only the legal option lists of tests/support/answer_cases.py and
the seat protocol as README.md describes it.

Nine imitated model personalities answer every kind of decision (Hold'em heads-up and with big stacks, open betting,
Kuhn, Leduc, euchre order/pass/trump/alone/discard, spades and oh-hell bids including the dealer's restricted bids,
hearts passes and trick plays): (1) a terse model; (2) a verbose helpful assistant ending on a recommendation;
(3) a chain-of-thought model with numbered steps and a final line; (4) a markdown model of tables, pros and cons and
bold choices; (5) a cautious model that hedges and sometimes never commits; (6) a playful model of jokes, emoji and
slang; (7) a model writing French, Spanish, German or Portuguese, sometimes with the action word in English; (8) a
model narrating what the other seats did and said before its own action; (9) a model answering in JSON or something
near it (comments, single quotes, trailing commas, other key names, YAML-ish lines), sometimes with prose after.

Each answer carries what a careful human reads, or None where such a reader could not be sure. The conventions judged
by: a Hold'em amount outside the legal range is read at the nearest end; a raise or bet with no size is the minimum;
"all in" or "shove" is the largest legal raise or bet; "raise by N" with no total is unclear unless the total is also
given; a plain "raise N" or "make it N" is the total; a bid that is not a legal number is unclear; Kuhn and Leduc
actions take no amount, so a size beside them is ignored; a hearts-pass decision passes one card, so naming two or
three is unclear; table talk in a JSON "say" is not an action; a card must be one of the legal cards."""

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
    # (1) a terse model: one to five words, sometimes just a card or a number
    ("Call.", HOLDEM, CALL),
    ("fold", HOLDEM, FOLD),
    ("Raise to 12", HOLDEM, raise_to(12)),
    ("raise", HOLDEM, raise_to(4)),
    ("All in.", HOLDEM, raise_to(200)),
    ("Shove", HOLDEM, raise_to(200)),
    ("3-bet to 18", HOLDEM, raise_to(18)),
    ("raise 500", HOLDEM, raise_to(200)),
    ("Raise by 10", HOLDEM, None),
    ("Min raise.", HOLDEM, raise_to(4)),
    ("call or fold", HOLDEM, None),
    ("Raise 2", HOLDEM, raise_to(4)),
    ("Muck.", HOLDEM, FOLD),
    ("Raise to 1200", BIG, raise_to(1200)),
    ("jam", BIG, raise_to(20000)),
    ("Just call", BIG, CALL),
    ("raise 2.5k", BIG, raise_to(2500)),
    ("Folding.", BIG, FOLD),
    ("Check.", OPEN, CHECK),
    ("bet 10", OPEN, bet(10)),
    ("Bet.", OPEN, bet(2)),
    ("Bet pot", OPEN, None),
    ("Checking", OPEN, CHECK),
    ("bet 100", OPEN, bet(70)),
    ("All-in", OPEN, bet(70)),
    ("bet 1", KUHN_OPEN, BET),
    ("check it", KUHN_OPEN, CHECK),
    ("Betting.", KUHN_OPEN, BET),
    ("Call 1", KUHN_FACE, CALL),
    ("fold.", KUHN_FACE, FOLD),
    ("Calling.", KUHN_FACE, CALL),
    ("Raise.", LEDUC_FACE, RAISE),
    ("Raise 4", LEDUC_FACE, RAISE),
    ("call", LEDUC_FACE, CALL),
    ("Fold", LEDUC_FACE, FOLD),
    ("Order up.", BID1, ORDER),
    ("pass.", BID1, PASS),
    ("Pick it up", BID1, ORDER),
    ("Spades.", SUITS, trump("s")),
    ("Clubs", SUITS, trump("c")),
    ("pass", SUITS, PASS),
    ("Hearts", SUITS, None),
    ("Diamonds", STICK, trump("d")),
    ("Pass", STICK, None),
    ("Alone.", ALONE, GO_ALONE),
    ("With partner", ALONE, PARTNER),
    ("9c", DISCARD, discard("9c")),
    ("Discard Jd", DISCARD, discard("Jd")),
    ("Kh", DISCARD, discard("Kh")),
    ("4", BID, bid(4)),
    ("Nil.", BID, bid(0)),
    ("14", BID, None),
    ("bid 3", BID, bid(3)),
    ("2", OHHELL_DEALER, bid(2)),
    ("1", OHHELL_DEALER, None),
    ("zero", OHHELL_DEALER, bid(0)),
    ("Qs", HPASS, hpass("Qs")),
    ("As, Ks, Qs", HPASS, None),
    ("pass Ah", HPASS, hpass("Ah")),
    ("Pass the 2c", HPASS, hpass("2c")),
    ("Qh", TRICK, play("Qh")),
    ("Th.", TRICK, play("Th")),
    ("Queen", TRICK, play("Qh")),
    ("play the deuce", TRICK, play("2c")),
    ("As", TRICK2, play("As")),
    ("9d", TRICK2, play("9d")),
    ("Play Ts", TRICK2, play("Ts")),
    ("Jh", TRICK2, None),
    # (2) a verbose "helpful assistant" that restates the spot, works the odds and ends on a recommendation
    (
        "You are facing a raise to 6 in a heads-up hand with 200-chip stacks, holding Ah Kd on the button. With a "
        "premium hand like this, the strongest line is to build the pot while you are likely ahead. Calling keeps the "
        "opponent's range wide, but raising puts pressure on them. I recommend raising to 18.",
        HOLDEM,
        raise_to(18),
    ),
    (
        "Let's look at the pot odds. The pot is 14 chips and you need to call 4 more, so you are getting 3.5 to 1, "
        "which means you need roughly 22% equity. With a flush draw and two overcards you have around 45% equity "
        "against a typical range. Folding would be a mistake here, and raising turns your draw into a semi-bluff that "
        "could fold out better hands, but calling is the more controlled option. My recommendation: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Thanks for the details. You hold 7c 2d out of position against a raise, which is the weakest starting hand "
        "in Hold'em. The pot odds (about 2 to 1) are not enough to justify continuing with under 30% equity. "
        "I recommend folding.",
        HOLDEM,
        FOLD,
    ),
    (
        "Here is the situation: the board is Kh 9h 4c, the opponent has bet 20 into 30, and you have top pair with a "
        "good kicker. Your hand is strong, but raising only gets called by better hands. Calling is the best way to "
        "keep their bluffs in. Recommendation: call the bet of 20.",
        HOLDEM,
        CALL,
    ),
    (
        "With pocket kings preflop and 200 chips behind, there is no reason to get fancy. The opponent's 3-bet range "
        "includes plenty of hands you dominate, and your equity is well above what you need. I recommend going all in.",
        HOLDEM,
        raise_to(200),
    ),
    (
        "Considering the stack depth and the fact that you have position, a raise is appropriate. A standard sizing "
        "would be about three times the previous bet, which here means a raise by 12 chips. I recommend raising by 12.",
        HOLDEM,
        None,
    ),
    (
        "The opponent has raised to 8. You hold Qs Js, a hand that plays well after the flop. A 3-bet to around 24 is "
        "reasonable, and so is a flat call; both are close in expected value. I'd lean towards whichever you are more "
        "comfortable with.",
        HOLDEM,
        None,
    ),
    (
        "Pot odds check: you must call 30 to win a pot of 90, so you need 25% equity. Your gutshot has about 8% on one "
        "card, which is nowhere near enough. Even accounting for implied odds, this is a clear fold. "
        "My recommendation: fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Since you have the nut flush on the river and the opponent has bet small, you should raise for value. A raise "
        "to 60 should get called by worse flushes and sets. I recommend raising to 60.",
        HOLDEM,
        raise_to(60),
    ),
    (
        "You are in the big blind facing a min-raise. Your hand, 9s 8s, is suited and connected, and the price is very "
        "good. Re-raising is not necessary. I recommend calling.",
        HOLDEM,
        CALL,
    ),
    (
        "Given the opponent's aggression and your strong holding, I would suggest a minimum raise to keep them in the "
        "pot while still building it. My recommendation is a min-raise.",
        HOLDEM,
        raise_to(4),
    ),
    (
        "The opponent has bet 40 into a pot of 50 on a wet board, and you have a set of sixes. Raising protects your "
        "hand against the many draws. I recommend raising to 250, which effectively puts you all in.",
        HOLDEM,
        raise_to(200),
    ),
    (
        "You have 200 chips and face a raise to 10 holding Tc Th. Pocket tens play well against a wide range, and a "
        "3-bet isolates the opener. I recommend re-raising to 30.",
        HOLDEM,
        raise_to(30),
    ),
    (
        "This is a tough spot. The opponent has been aggressive, and your hand is marginal. In summary, I recommend "
        "calling, although folding is also fine if you want to avoid variance.",
        HOLDEM,
        CALL,
    ),
    (
        "Given odds of 4 to 1 and about 30% equity, calling is clearly profitable here. I recommend calling the 20.",
        HOLDEM,
        CALL,
    ),
    (
        "With stacks of 20,000 and the blinds at 100/200, the opponent has opened to 600. You hold Ac Qc. A 3-bet to "
        "1,800 is a standard sizing that keeps their weaker hands in. I recommend raising to 1,800.",
        BIG,
        raise_to(1800),
    ),
    (
        "You are facing a large 3-bet with a marginal hand and deep stacks. Calling out of position creates difficult "
        "spots later in the hand, and the pot odds do not compensate. I recommend folding this hand.",
        BIG,
        FOLD,
    ),
    (
        "The pot odds are excellent: you need to put in 400 more to win a pot of 2,400, so you need only about 14% "
        "equity. Almost any two cards have that against this range. My recommendation: call.",
        BIG,
        CALL,
    ),
    (
        "Facing a 4-bet, your pocket aces are the best possible hand. Getting the money in now is clearly correct. "
        "I recommend moving all in for 20,000.",
        BIG,
        raise_to(20000),
    ),
    (
        "You have a strong hand but the opponent's bet is small. A raise to 300 would be too small to be legal, so the "
        "minimum will have to do. I recommend the minimum raise.",
        BIG,
        raise_to(400),
    ),
    (
        "No one has bet yet, so you can check for free. Your hand is a weak pair on a coordinated board, and betting "
        "would mostly fold out worse hands and get called by better ones. I recommend checking.",
        OPEN,
        CHECK,
    ),
    (
        "The board is dry and you have top pair. Betting for value and protection is correct; a bet of around half the "
        "pot, 12 chips, is ideal. I recommend betting 12.",
        OPEN,
        bet(12),
    ),
    (
        "You have the effective nuts on the river and the pot is 40. An overbet would maximise value against a capped "
        "range. I recommend betting the maximum, 70.",
        OPEN,
        bet(70),
    ),
    (
        "On the turn you picked up a draw. Checking to see the river for free is reasonable, and a semi-bluff bet of "
        "10 is also an option. I recommend checking behind.",
        OPEN,
        CHECK,
    ),
    (
        "The pot is 24. A pot-sized bet would be 24 chips, which charges the draws the maximum sensible price. "
        "I recommend a pot-sized bet.",
        OPEN,
        bet(24),
    ),
    (
        "You could bet small, around a third of the pot, or check to control the pot size. Both lines have merit "
        "depending on your read of the opponent.",
        OPEN,
        None,
    ),
    (
        "Since the opponent has shown weakness by checking, I recommend making a small bet of 5 chips.",
        OPEN,
        bet(5),
    ),
    (
        "In Kuhn poker, holding the Jack as first to act, the equilibrium strategy bets as a bluff some of the time, "
        "but checking is the default. I recommend checking.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "You hold the King, the best card in Kuhn poker. Betting extracts value when the opponent calls with the "
        "Queen. I recommend betting.",
        KUHN_OPEN,
        BET,
    ),
    (
        "You hold the Queen and your opponent has bet. The Queen beats only the Jack, and the opponent bets with the "
        "King and sometimes bluffs with the Jack. The pot odds of 3 to 1 require 25% equity, and the equilibrium calls "
        "with the Queen a third of the time. I recommend calling.",
        KUHN_FACE,
        CALL,
    ),
    (
        "Holding the Jack against a bet, you cannot beat any hand that bets for value, and calling only wins against "
        "a bluff, which the opponent cannot make with a lower card than yours. I recommend folding.",
        KUHN_FACE,
        FOLD,
    ),
    (
        "In Leduc, your Queen paired the board card, giving you a very strong hand. The opponent has bet 4. "
        "Re-raising is the value-maximising choice. I recommend raising.",
        LEDUC_FACE,
        RAISE,
    ),
    (
        "You hold a Jack, the board shows a King, and the opponent has bet into you on the second round. No more "
        "cards are to come, so your Jack-high is unlikely to be best. I recommend folding.",
        LEDUC_FACE,
        FOLD,
    ),
    (
        "Preflop in Leduc with a King, facing a bet of 2, you have the strongest private card. Calling keeps the "
        "opponent's Jacks and Queens in, while raising charges them. Both are fine, but I recommend calling to "
        "disguise your hand strength.",
        LEDUC_FACE,
        CALL,
    ),
    (
        "You have a Queen facing a bet. Calling is marginal and folding may be too tight. I'd say it's close to a "
        "coin flip and could go either way.",
        LEDUC_FACE,
        None,
    ),
    (
        "The turned-up card is the Jack of spades, and you hold the left bower and the Ace of spades. Ordering the "
        "dealer up gives your team a strong trump suit. I recommend ordering it up.",
        BID1,
        ORDER,
    ),
    (
        "Your hand has only one trump of the turned suit and no off-suit aces. Ordering up would put your team at "
        "risk of being euchred. I recommend passing.",
        BID1,
        PASS,
    ),
    (
        "Hearts were turned down, so you may name clubs, diamonds or spades. With the right bower (the Jack of "
        "spades), the Ace of spades and the King of spades, spades is by far your best suit. I recommend naming "
        "spades as trump.",
        SUITS,
        trump("s"),
    ),
    (
        "Your hand is weak in every remaining suit. Naming trump with no bowers is likely to get your team euchred. "
        "I recommend passing this round.",
        SUITS,
        PASS,
    ),
    (
        "You hold the Jack of diamonds and the Jack of hearts, which are the right and left bowers if diamonds is "
        "trump. I recommend calling diamonds.",
        SUITS,
        trump("d"),
    ),
    (
        "Clubs would give you three trumps, while spades would give you the right bower and two aces. Both are "
        "reasonable choices.",
        SUITS,
        None,
    ),
    (
        "As the dealer you are stuck and must name a suit. Your strongest remaining suit is clubs, with the Ace and "
        "King. I recommend naming clubs.",
        STICK,
        trump("c"),
    ),
    (
        "You are the dealer and everyone has passed, so under stick-the-dealer you must choose trump. Passing is not "
        "allowed. My recommendation: diamonds.",
        STICK,
        trump("d"),
    ),
    (
        "Your hand contains both bowers, the Ace and King of trump, and an off-suit Ace. That is a near-certain "
        "march, and going alone doubles the points. I recommend going alone.",
        ALONE,
        GO_ALONE,
    ),
    (
        "Although your hand is strong, you lack the right bower, so your partner's help is valuable. I recommend "
        "playing with your partner.",
        ALONE,
        PARTNER,
    ),
    (
        "After picking up the trump, you need to discard one card. The 9 of clubs is your only club, so discarding "
        "it creates a void that lets you trump clubs later. I recommend discarding the 9c.",
        DISCARD,
        discard("9c"),
    ),
    (
        "The Queen of spades is a lone off-suit card that is unlikely to win a trick. I recommend discarding the Qs.",
        DISCARD,
        discard("Qs"),
    ),
    (
        "You should discard either the 9 of clubs or the Queen of spades; both are losers.",
        DISCARD,
        None,
    ),
    (
        "Counting your sure tricks: the Ace and King of spades, the Ace of hearts, and a likely trick from your Queen "
        "of spades. That comes to about four tricks. I recommend bidding 4.",
        BID,
        bid(4),
    ),
    (
        "Your hand has no high cards and a short spade suit, which makes it a good candidate for nil. I recommend "
        "bidding nil.",
        BID,
        bid(0),
    ),
    (
        "With six spades including the Ace, King and Queen, plus two side Aces, you can expect around eight tricks. "
        "I recommend a bid of 8.",
        BID,
        bid(8),
    ),
    (
        "Your hand is worth three or four tricks; to be safe against being set, I recommend bidding three.",
        BID,
        bid(3),
    ),
    (
        "As the dealer, you cannot make the bids sum to the number of tricks, so a bid of 1 is forbidden. Your hand "
        "probably takes one trick, so the closest legal bid is 2, or 0 if you want to play safe. I recommend "
        "bidding 0.",
        OHHELL_DEALER,
        bid(0),
    ),
    (
        "You hold two trumps and an Ace. Two tricks look likely, and 2 is a legal bid for the dealer. I recommend "
        "bidding 2.",
        OHHELL_DEALER,
        bid(2),
    ),
    (
        "I'd recommend bidding 1, since your hand will probably win exactly one trick.",
        OHHELL_DEALER,
        None,
    ),
    (
        "When passing in Hearts, getting rid of dangerous high spades is a priority, because the Queen of spades "
        "costs 13 points. You hold the Ace, King and Queen of spades. Since you pass one card at this decision, "
        "I recommend passing the Queen of spades.",
        HPASS,
        hpass("Qs"),
    ),
    ("Your Ace of hearts is likely to win a trick full of hearts. I recommend passing the Ah.", HPASS, hpass("Ah")),
    ("The three cards I recommend passing are the As, Ks and Ah.", HPASS, None),
    (
        "Voiding a suit is a strong passing strategy. Your only diamonds are the Kd, Td and 4d; passing the King of "
        "diamonds first starts that process. I recommend passing the Kd.",
        HPASS,
        hpass("Kd"),
    ),
    (
        "Hearts were led and you must follow suit. You hold the Queen and Ten of hearts. Since your partner is "
        "already winning the trick with the Ace, you should play your lowest heart. I recommend playing the Ten of "
        "hearts.",
        TRICK,
        play("Th"),
    ),
    (
        "You are leading. The 2 of clubs is a safe lead that gives nothing away. I recommend leading the 2c.",
        TRICK,
        play("2c"),
    ),
    (
        "To win the trick, you need to play your highest heart, the Queen. I recommend playing the Qh.",
        TRICK,
        play("Qh"),
    ),
    (
        "Both of your hearts beat the card led. Keeping the Queen for a later trick is more flexible, so I recommend "
        "the ten.",
        TRICK,
        play("Th"),
    ),
    (
        "Spades are trump and the opponent led a high diamond. Your 9 of diamonds cannot win, so the better play is "
        "to trump in with the Ten of spades. I recommend playing the Ts.",
        TRICK2,
        play("Ts"),
    ),
    (
        "Leading your Ace of spades draws out trumps and is a strong opening. I recommend leading the As.",
        TRICK2,
        play("As"),
    ),
    (
        "You cannot follow suit, so you should discard your lowest card. I recommend playing the 2 of clubs.",
        TRICK2,
        play("2c"),
    ),
    ("I recommend playing the King of spades to win the trick.", TRICK2, None),
    # (3) a chain-of-thought model: numbered steps, then a final line in varied forms
    (
        "1. Opponent raised to 6.\n2. I hold AKs in position.\n3. 3-betting is standard with AKs.\n"
        "4. Size: about 3x, so 18.\nAnswer: raise to 18",
        HOLDEM,
        raise_to(18),
    ),
    (
        "1. Pot is 20, I need to call 10.\n2. Required equity: 10/30 = 33%.\n"
        "3. My estimated equity with the open-ender is 32%, plus implied odds.\n=> call",
        HOLDEM,
        CALL,
    ),
    (
        "Step 1: my hand is 8-3 offsuit.\nStep 2: opponent's range is strong.\nStep 3: no pot odds justify "
        "continuing.\n**Decision:** fold",
        HOLDEM,
        FOLD,
    ),
    (
        "1) Board: As Kd 7c. 2) I have AK, top two pair. 3) Opponent bet 30. 4) Raise for value.\n"
        "So the move is raise to 90.",
        HOLDEM,
        raise_to(90),
    ),
    (
        "1. Stack 200, pot 80 after the bet.\n2. My hand is the nut flush draw plus a pair.\n"
        "3. Getting it in is +EV.\nAnswer: all-in",
        HOLDEM,
        raise_to(200),
    ),
    (
        "1. Facing a 3-bet.\n2. Options: fold, call, 4-bet.\n3. Folding is too weak; calling out of position is "
        "tricky.\n4. 4-bet small.\n=> raise to 3",
        HOLDEM,
        raise_to(4),
    ),
    ("1. Villain opened.\n2. I'll raise by 15 more.\nAnswer: raise by 15", HOLDEM, None),
    (
        "1. Villain opened to 6.\n2. I raise by 14, making the total 20.\nAnswer: raise by 14 (to 20)",
        HOLDEM,
        raise_to(20),
    ),
    (
        "Step 1: the price is 4 chips to win 10.\nStep 2: I need 29%.\nStep 3: I have about 35%.\n"
        "Step 4: Raising would fold out worse hands, so no.\nSo the move is to call.",
        HOLDEM,
        CALL,
    ),
    ("1. Hand: KQo.\n2. Position: SB.\n3. Hmm, call or 3-bet?\n4. Both close.\nAnswer: call or raise", HOLDEM, None),
    (
        "1. We are at the river with a missed draw.\n2. The only way to win is to bluff.\n"
        "3. But the opponent rarely folds.\n4. Giving up.\n**Decision:** Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Thinking:\n1. Pair of jacks, opponent min-raised.\n2. Raise to 16 for value.\n"
        "3. Actually a flat call keeps their bluffs in.\nFinal answer: call",
        HOLDEM,
        CALL,
    ),
    ("1. Opponent raised to 12.\n2. I hold JJ.\n3. Call to see a flop.\nAnswer -> call", HOLDEM, CALL),
    ("1. Premium hand.\n2. 3-bet to 400.\nAnswer: raise to 400", HOLDEM, raise_to(200)),
    (
        "1. Blinds 100/200, opener to 500.\n2. My hand: QQ.\n3. 3-bet to 1500.\n=> raise 1500",
        BIG,
        raise_to(1500),
    ),
    (
        "1. Effective stack 20,000.\n2. Facing a 4-bet to 6,000 with AKo.\n3. Jam.\nAnswer: shove",
        BIG,
        raise_to(20000),
    ),
    ("1. Facing a 3-bet to 1,800.\n2. 76s is too weak deep out of position.\n=> fold", BIG, FOLD),
    ("1. Pot 3,000, call 1,000.\n2. Need 25%.\n3. Have 40%.\n**Decision:** call", BIG, CALL),
    ("1. Want to raise.\n2. Size: 350 seems right.\nAnswer: raise to 350", BIG, raise_to(400)),
    (
        "1. Checked to me on the river.\n2. My hand is a bluff-catcher.\n3. Betting gets called only by better.\n"
        "Answer: check",
        OPEN,
        CHECK,
    ),
    (
        "1. Top set on a wet board.\n2. Bet for protection.\n3. Sizing 2/3 pot ≈ 20.\n=> bet 20",
        OPEN,
        bet(20),
    ),
    ("1. Air on a dry board, opponent capped.\n2. Small bluff works.\n**Decision:** bet 8", OPEN, bet(8)),
    ("1. I have the nuts.\n2. Max value.\nSo the move is to bet everything: all in.", OPEN, bet(70)),
    (
        "1. Medium strength.\n2. Check to control the pot.\n3. Or bet small for thin value?\n"
        "4. Let me weigh... it's close.\nAnswer: check or bet 5",
        OPEN,
        None,
    ),
    ("1. Opponent checked.\n2. I'll take a stab.\nAnswer: bet", OPEN, bet(2)),
    ("1. Pot 30.\n2. Bet 90 to polarise.\n=> bet 90", OPEN, bet(70)),
    ("1. I have the Queen.\n2. Equilibrium: check with Q as first player.\nAnswer: check", KUHN_OPEN, CHECK),
    ("1. I hold K.\n2. Bet for value.\n=> bet 1", KUHN_OPEN, BET),
    ("1. Opponent bet, I hold K.\n2. K always wins.\n**Decision:** call", KUHN_FACE, CALL),
    ("1. I hold J.\n2. J loses to everything that bets for value.\n=> fold", KUHN_FACE, FOLD),
    ("1. Private card K, board K: trips.\n2. Maximum value.\nAnswer: raise 8", LEDUC_FACE, RAISE),
    ("1. Q with board J.\n2. Opponent bet.\n3. Q-high may be good vs bluffs.\nSo the move is call.", LEDUC_FACE, CALL),
    ("1. J with board K.\n2. Opponent bet big.\n3. I'm beaten.\nAnswer: fold", LEDUC_FACE, FOLD),
    ("1. K preflop.\n2. Raise or call?\n3. I'll decide next street.\nAnswer: ?", LEDUC_FACE, None),
    (
        "1. Upcard: Jack of hearts (right bower).\n2. I hold the left bower and the Ace of hearts.\n"
        "3. Three trumps if ordered.\n=> order up",
        BID1,
        ORDER,
    ),
    ("1. Only one trump.\n2. No aces.\nAnswer: pass", BID1, PASS),
    (
        "1. Dealer is my partner.\n2. Partner gets the upcard.\n3. I hold two trumps.\n"
        "**Decision:** assist (order it up)",
        BID1,
        ORDER,
    ),
    ("1. Diamonds turned down.\n2. Clubs: J, A, K.\n3. Spades: Q only.\nAnswer: clubs", SUITS, trump("c")),
    ("1. No suit with 3+ cards.\n2. Pass.\n=> pass", SUITS, PASS),
    (
        "1. Spades strongest.\n2. Hearts second but turned down.\nSo the move is: name spades trump.",
        SUITS,
        trump("s"),
    ),
    ("1. Hearts: A K Q J.\n2. Name hearts.\nAnswer: hearts", SUITS, None),
    ("1. Stuck as dealer.\n2. Diamonds: A, 10.\n3. Best available.\nAnswer: diamonds", STICK, trump("d")),
    ("1. Must name a suit.\n2. Spades gives two trumps.\n**Decision:** trump = spades", STICK, trump("s")),
    ("1. Both bowers + A of trump.\n2. Alone = 4 points.\n=> alone", ALONE, GO_ALONE),
    ("1. Only 3 trumps, no off aces.\n2. Need partner.\nAnswer: partner", ALONE, PARTNER),
    ("1. Void clubs by dropping 9c.\n2. Keep Ah, Kh.\nAnswer: 9c", DISCARD, discard("9c")),
    ("1. Jd is my only diamond and won't take a trick.\nAnswer: discard Jd", DISCARD, discard("Jd")),
    ("1. Which is weakest? Qs or 9c.\n2. Equal.\nAnswer: Qs or 9c", DISCARD, None),
    ("1. Spades: A, K, 5.\n2. Side: A hearts.\n3. Estimate 3 tricks.\nAnswer: 3", BID, bid(3)),
    ("1. No aces, no kings.\n2. Nil is viable.\n=> bid nil", BID, bid(0)),
    ("1. Count: 5 sure, 1 maybe.\n**Decision:** bid 6", BID, bid(6)),
    ("1. Count tricks: 10? 15?\nAnswer: 15", BID, None),
    (
        "1. The others bid a total one short of the tricks.\n2. 1 is forbidden.\n3. I likely take 2.\nAnswer: 2",
        OHHELL_DEALER,
        bid(2),
    ),
    ("1. Weak hand.\n2. Bid 0.\n=> 0", OHHELL_DEALER, bid(0)),
    ("1. I think I take exactly one trick.\nAnswer: 1", OHHELL_DEALER, None),
    ("1. Queen of spades is dangerous.\n2. Pass it.\nAnswer: Qs", HPASS, hpass("Qs")),
    ("1. Dump high spades: As, Ks.\nAnswer: pass As and Ks", HPASS, None),
    ("1. The Ah will win a heart trick.\n2. Pass it.\n**Decision:** pass Ah", HPASS, hpass("Ah")),
    ("1. Clubs: 2c, 7c, Jc.\n2. Pass the highest club to start voiding.\n=> Jc", HPASS, hpass("Jc")),
    ("1. Hearts led, Ace already played.\n2. Qh is now the highest.\nAnswer: Qh", TRICK, play("Qh")),
    ("1. Partner winning.\n2. Play low heart.\n=> Th", TRICK, play("Th")),
    ("1. Lead a club.\nAnswer: 2c", TRICK, play("2c")),
    ("1. Follow suit.\n2. Lowest heart.\nAnswer: the ten", TRICK, play("Th")),
    ("1. Diamonds led.\n2. Follow with 9d.\nAnswer: 9d", TRICK2, play("9d")),
    ("1. Cash the Ace of trump.\n**Decision:** As", TRICK2, play("As")),
    (
        "1. Void in diamonds? No, I have the 9d, so I must follow.\n2. Spades can't be played.\nSo the move is 9d.",
        TRICK2,
        play("9d"),
    ),
    ("1. Play Qh or Ts.\n2. Ts is trump, save it.\nAnswer: Qh", TRICK2, play("Qh")),
    # (4) a markdown model: tables, pros and cons, bold choices
    (
        "| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | +1.2 |\n| Raise to 20 | +0.8 |\n\n**Call**",
        HOLDEM,
        CALL,
    ),
    (
        "**Pros of raising**\n- Builds the pot\n- Folds out draws\n\n**Cons**\n- Bloats the pot out of position\n\n"
        "**Choice: raise to 24**",
        HOLDEM,
        raise_to(24),
    ),
    (
        "### Analysis\n- Hand: 9-4 offsuit\n- Position: out of position\n- Pot odds: 2:1\n\n**Decision: Fold**",
        HOLDEM,
        FOLD,
    ),
    (
        "| Action | Pros | Cons |\n|---|---|---|\n| Call | cheap | passive |\n| Raise | initiative | risky |\n\n"
        "I'll go with **raise** (min).",
        HOLDEM,
        raise_to(4),
    ),
    (
        "- **Fold**: safe but gives up equity\n- **Call**: fine\n- **All-in**: maximises fold equity\n\n"
        "Final: **All-in**",
        HOLDEM,
        raise_to(200),
    ),
    ("| Option | Verdict |\n|---|---|\n| Fold | ❌ |\n| Call | ✅ |\n| Raise | ❌ |", HOLDEM, CALL),
    (
        "**Pros of calling:** keeps bluffs in\n**Pros of folding:** avoids a cooler\n\nBoth are **reasonable**.",
        HOLDEM,
        None,
    ),
    ("## Decision\n**Raise** to **36**", HOLDEM, raise_to(36)),
    (
        "| | Fold | Call | Raise |\n|---|---|---|---|\n| EV | 0 | +0.4 | +0.4 |\n\nTie between **Call** and **Raise**.",
        HOLDEM,
        None,
    ),
    (
        "- Equity: 55%\n- Pot odds needed: 25%\n- Verdict: **call**, raising by 20 is too much",
        HOLDEM,
        CALL,
    ),
    ("**Action:** raise\n**Amount:** 1000", HOLDEM, raise_to(200)),
    ("Pros/cons:\n- ✅ Strong kicker\n- ❌ Dangerous board\n\n**I fold.**", HOLDEM, FOLD),
    (
        "### Summary\n| Metric | Value |\n|---|---|\n| Equity | 62% |\n| Needed | 30% |\n\n**➡️ Raise to 50**",
        HOLDEM,
        raise_to(50),
    ),
    ("**Fold** ~~call~~", HOLDEM, FOLD),
    ("- Equity vs range: 38%\n- Price: 33%\n- **Call** (thin, but profitable)", HOLDEM, CALL),
    (
        "| Sizing | Fold equity |\n|---|---|\n| 1,200 | 40% |\n| 2,000 | 55% |\n\n**Raise to 2,000**",
        BIG,
        raise_to(2000),
    ),
    ("- Stack: 20k\n- Hand: AA\n- Plan: **shove**", BIG, raise_to(20000)),
    ("**Call**: the price (800 into 3,200) is too good to fold.", BIG, CALL),
    ("| Option | Score |\n|---|---|\n| Fold | 7/10 |\n| Call | 5/10 |\n\n**Fold**", BIG, FOLD),
    ("**Decision:** raise **by** 1,000", BIG, None),
    ("| Option | EV |\n|---|---|\n| Check | +2.1 |\n| Bet 15 | +1.4 |\n\n**Check**", OPEN, CHECK),
    ("- Value hand ✅\n- Opponent calls light ✅\n\n**Bet 25**", OPEN, bet(25)),
    (
        "**Pros of betting:** protection\n**Cons:** folds out worse\n\n➡️ **Bet** the minimum",
        OPEN,
        bet(2),
    ),
    ("### Choice\n**Bet 70** (all in)", OPEN, bet(70)),
    (
        "| Line | Notes |\n|---|---|\n| Check | pot control |\n| Bet | thin value |\n\nI'm undecided between the two.",
        OPEN,
        None,
    ),
    ("- **Check** is safer\n- but **bet 10** is more profitable\n\n**Final: bet 10**", OPEN, bet(10)),
    ("**Decision: check back.**", OPEN, CHECK),
    ("| Card | Action |\n|---|---|\n| K | **Bet** |\n\nI have the K, so: **bet**", KUHN_OPEN, BET),
    ("- J: bluff rarely\n- Decision: **check**", KUHN_OPEN, CHECK),
    ("**Pros of calling:** beats a bluff\n**Cons:** loses to K\n\n**Call**", KUHN_FACE, CALL),
    (
        "| Hand | Vs bet |\n|---|---|\n| J | fold |\n| Q | call 1/3 |\n| K | call |\n\nI hold the **J** → **fold**",
        KUHN_FACE,
        FOLD,
    ),
    ("- Pair with the board ✅\n- Raise for value ✅\n\n**Raise**", LEDUC_FACE, RAISE),
    ("**Call** (raising to 8 is too aggressive with a Q)", LEDUC_FACE, CALL),
    (
        "| Option | EV |\n|---|---|\n| Fold | -1 |\n| Call | -2 |\n| Raise | -3 |\n\n**Fold**, cut losses",
        LEDUC_FACE,
        FOLD,
    ),
    ("**Raise** over **call**: the pair beats their range.", LEDUC_FACE, RAISE),
    (
        "**Pros of ordering up:** 3 trumps\n**Cons:** gives the dealer the upcard\n\n**Order up** ✅",
        BID1,
        ORDER,
    ),
    ("| Trumps | Aces | Verdict |\n|---|---|---|\n| 1 | 0 | **Pass** |", BID1, PASS),
    (
        "| Suit | Trumps held |\n|---|---|\n| Clubs | 1 |\n| Diamonds | 4 |\n| Spades | 2 |\n\n**Diamonds**",
        SUITS,
        trump("d"),
    ),
    ("- Clubs: weak\n- Spades: weak\n- Diamonds: weak\n\n**Pass**", SUITS, PASS),
    ("**Trump: ♠ spades**", SUITS, trump("s")),
    (
        "| Suit | Strength |\n|---|---|\n| ♣ | strong |\n| ♠ | strong |\n\nEither **clubs** or **spades**.",
        SUITS,
        None,
    ),
    ("**Forced to choose** → **clubs** (A, K, 10)", STICK, trump("c")),
    ("- Hearts best, but turned down ❌\n- Next best: **spades**", STICK, trump("s")),
    (
        "| Factor | Alone? |\n|---|---|\n| Both bowers | ✅ |\n| Trump ace | ✅ |\n\n**Go alone**",
        ALONE,
        GO_ALONE,
    ),
    ("**With partner**: I lack the right bower.", ALONE, PARTNER),
    (
        "| Card | Keep? |\n|---|---|\n| 9c | ❌ |\n| Jd | ✅ |\n| Qs | ✅ |\n| Ah | ✅ |\n| Kh | ✅ |",
        DISCARD,
        discard("9c"),
    ),
    ("**Discard: Q♠**", DISCARD, discard("Qs")),
    ("- 9c: weak\n- Qs: weak\n\n**Discard one of them**", DISCARD, None),
    (
        "| Source | Tricks |\n|---|---|\n| Spades | 3 |\n| Side aces | 2 |\n| **Total** | **5** |\n\n**Bid 5**",
        BID,
        bid(5),
    ),
    ("**Nil** ✅ (no card above a 9)", BID, bid(0)),
    ("- Sure tricks: 2\n- Possible: 1\n- **Bid: 3**", BID, bid(3)),
    ("**Bid 2 or 3**", BID, None),
    ("| Legal bids | 0, 2, 3 |\n|---|---|\n\nMy pick: **3**", OHHELL_DEALER, bid(3)),
    ("- 1 is forbidden for the dealer\n- So: **0**", OHHELL_DEALER, bid(0)),
    ("**Bid: 4**", OHHELL_DEALER, None),
    (
        "| Card | Danger |\n|---|---|\n| Qs | high |\n| As | high |\n| Ks | high |\n\nPass: **Q♠**",
        HPASS,
        hpass("Qs"),
    ),
    ("**Pass:** Ah, Kd, As", HPASS, None),
    ("- Pass the **K♦** to start a void", HPASS, hpass("Kd")),
    ("**Pass the A♠**", HPASS, hpass("As")),
    (
        "| Card | Wins trick? |\n|---|---|\n| Qh | ✅ |\n| Th | ❌ |\n| 2c | ❌ |\n\n**Play Qh**",
        TRICK,
        play("Qh"),
    ),
    ("**Play: 2♣**", TRICK, play("2c")),
    ("- Partner has it won\n- **Play T♥**", TRICK, play("Th")),
    ("**Play: K♥**", TRICK, None),
    ("| Card | Role |\n|---|---|\n| As | winner |\n| Ts | trump |\n\n**Lead A♠**", TRICK2, play("As")),
    ("**Play the 9♦** (following suit)", TRICK2, play("9d")),
    ("- **Q♥** wins the heart trick → **play it**", TRICK2, play("Qh")),
    ("**Play 10♠**", TRICK2, play("Ts")),
    # (5) a cautious model that hedges, asks itself questions, and sometimes never commits
    (
        "Hmm, should I call here? The pot odds are decent... but is my hand good enough? I think it probably is. "
        "I'll call.",
        HOLDEM,
        CALL,
    ),
    (
        "Is raising too aggressive? Maybe. Is folding too weak? Also maybe. I'm genuinely not sure what's best here.",
        HOLDEM,
        None,
    ),
    (
        "I'm a bit worried about the board, but I think folding is the prudent choice. I'll fold, cautiously.",
        HOLDEM,
        FOLD,
    ),
    (
        "Could they be bluffing? Possibly. Could they have it? Also possible. Perhaps a small raise to 10 to find out "
        "where I stand? Yes, I'll raise to 10.",
        HOLDEM,
        raise_to(10),
    ),
    ("I might call, or I might raise to 20. Let me think more...", HOLDEM, None),
    (
        "Honestly I'm torn. Calling seems safest, so I suppose I'll call, though I'm not confident.",
        HOLDEM,
        CALL,
    ),
    ("Perhaps folding is right? Or calling? I don't want to make a mistake.", HOLDEM, None),
    (
        "If they're bluffing I should call; if not, I should fold. They do bluff a lot, though. All right: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me be careful. Going all in risks my whole stack... but my hand is the nuts. Yes, all in.",
        HOLDEM,
        raise_to(200),
    ),
    (
        "Should I raise? Maybe to 12? Or 15? I'm not certain of the sizing, but raising seems right; let's say raise "
        "to 15.",
        HOLDEM,
        raise_to(15),
    ),
    ("I'm hesitant to commit chips, so just a minimum raise, I think. Raise.", HOLDEM, raise_to(4)),
    ("Would a raise by 8 be enough? I'm not sure.", HOLDEM, None),
    ("What if I just call? That seems least risky. Call it is.", HOLDEM, CALL),
    ("Raise to 30? 40? Let me go with 30... no, 40. Final: 40.", HOLDEM, raise_to(40)),
    ("Is 1,500 a good size? I believe so, though I can't be sure. I'll raise to 1,500.", BIG, raise_to(1500)),
    ("The stakes are high. Should I risk it? I don't think so. Fold.", BIG, FOLD),
    ("Calling 2,000 is a lot... or is it? Relative to the pot it's fine, I guess. Call.", BIG, CALL),
    ("Maybe raise to 3,000, maybe call. It's close and I'd rather not choose.", BIG, None),
    ("I could shove... or not. Probably not. I'll call instead.", BIG, CALL),
    ("Should I bet? The opponent checked, which may be a trap. I'll just check to be safe.", OPEN, CHECK),
    ("A small bet could work... or it could get raised. Hmm. I'll risk a bet of 6.", OPEN, bet(6)),
    ("Check? Bet? I keep going back and forth.", OPEN, None),
    ("I'm not sure betting is wise, but not betting seems worse. Bet 15, I suppose.", OPEN, bet(15)),
    (
        "Maybe bet 10, maybe check. What would a solid player do? Probably check. I'll go with the check.",
        OPEN,
        CHECK,
    ),
    ("Should I bet 20 or 30? 20 feels safer. Bet 20.", OPEN, bet(20)),
    ("Is betting even necessary? I suppose a bet of 4 does no harm.", OPEN, bet(4)),
    ("With the Jack, betting is a bluff... is that wise? Probably not. Check.", KUHN_OPEN, CHECK),
    ("I could bet, I could check. Either is defensible with the Queen.", KUHN_OPEN, None),
    ("They bet. Could they have the King? No, I'm holding it. Call, obviously.", KUHN_FACE, CALL),
    ("Calling with the Jack seems hopeless. Is there any case where it wins? No. Fold.", KUHN_FACE, FOLD),
    (
        "Should I call with the Queen? It's roughly a third of the time in equilibrium... I can't randomise here. "
        "I'm unsure.",
        KUHN_FACE,
        None,
    ),
    ("Folding the King would be absurd. Call.", KUHN_FACE, CALL),
    (
        "Raise? It seems strong with a pair... but what if they have trips? Impossible, there are only two of each "
        "rank. OK, raise.",
        LEDUC_FACE,
        RAISE,
    ),
    ("I think calling is fine, though I could be wrong.", LEDUC_FACE, CALL),
    ("Fold might be wise. Or call. Hmm.", LEDUC_FACE, None),
    ("I'm nervous, but I'll fold rather than risk more chips.", LEDUC_FACE, FOLD),
    (
        "Order it up? My trumps are thin... but I have the left bower. I suppose I'll order it up.",
        BID1,
        ORDER,
    ),
    ("Should I pass? Perhaps. Or order? Hard to know without seeing more.", BID1, None),
    (
        "Which suit? Clubs seems okay, spades maybe better? Let me count again... spades has three. Spades.",
        SUITS,
        trump("s"),
    ),
    ("I don't feel confident naming anything, so I'll pass.", SUITS, PASS),
    ("Clubs or diamonds... I really can't decide.", SUITS, None),
    ("I have to pick something, don't I? Diamonds, I suppose.", STICK, trump("d")),
    ("Must I choose? I'd rather pass if allowed.", STICK, None),
    ("Going alone feels risky... but the hand is very strong. Alone, then.", ALONE, GO_ALONE),
    ("Alone? Partner? I'm not comfortable deciding.", ALONE, None),
    ("Which to discard... the 9c, I think? Yes, the 9c.", DISCARD, discard("9c")),
    ("Maybe the Jd? Or the Qs? I'm not sure which is less useful.", DISCARD, None),
    ("Discarding a heart seems wrong... so the Qs, probably. Yes, Qs.", DISCARD, discard("Qs")),
    ("Four tricks? Maybe five? I'll be conservative: 4.", BID, bid(4)),
    ("Nil seems risky, but my hand is so weak... yes, nil.", BID, bid(0)),
    ("Somewhere between 2 and 4, I'd guess.", BID, None),
    ("Is 7 too ambitious? Perhaps, but I'll bid 7.", BID, bid(7)),
    ("Three, maybe? I really don't know.", BID, None),
    ("I'd like to bid 1, but I can't. So 0 or 2? I'll take 0.", OHHELL_DEALER, bid(0)),
    ("Two? Three? Probably two. Yes, bid 2.", OHHELL_DEALER, bid(2)),
    ("Maybe 2, maybe 3. Hard to say.", OHHELL_DEALER, None),
    ("The Qs is dangerous... should I keep it to control the suit? No, pass it. Qs.", HPASS, hpass("Qs")),
    ("Pass the As or the Ks? Both seem reasonable.", HPASS, None),
    ("I'm not sure, but the Ah is probably the card to pass. Passing the Ah.", HPASS, hpass("Ah")),
    ("Which card? Kd, Td, 3h... the Kd is the most dangerous, so the Kd.", HPASS, hpass("Kd")),
    (
        "Should I play high or low? Low seems safer. The 2c? No wait, I must follow hearts. The Th then.",
        TRICK,
        play("Th"),
    ),
    ("The Qh might win... or might get overtaken. Should I risk it? I'm honestly unsure.", TRICK, None),
    ("Qh, I think. Yes.", TRICK, play("Qh")),
    ("I guess the 2c is safe to lead? Let me lead it.", TRICK, play("2c")),
    ("Leading the As seems natural, but is it too early? No, it's fine. As.", TRICK2, play("As")),
    ("Maybe the 9d, or maybe the 2c... which is safer?", TRICK2, None),
    ("I'll trump with the Ts, though I worry about an overtrump.", TRICK2, play("Ts")),
    # (6) a playful model: jokes, emoji, slang and interjections
    ("Snap call 😎", HOLDEM, CALL),
    ("Ship it! 🚀💰", HOLDEM, raise_to(200)),
    ("Nah fam, I'm out ✌️", HOLDEM, FOLD),
    ("Let's gamble! Raise to 40 🎲", HOLDEM, raise_to(40)),
    ("LOL these cards are trash 🗑️ fold city, population: me", HOLDEM, FOLD),
    ("Yeehaw 🤠 raise it up, make it 25!", HOLDEM, raise_to(25)),
    ("Let's gamble!! 🎰🎰", HOLDEM, None),
    ("Bro I'm calling, you're bluffing and we both know it 😏", HOLDEM, CALL),
    ("Time to put on my big boy pants 👖 jam it!", HOLDEM, raise_to(200)),
    ("Ooh spicy 🌶️ min-raise, just to annoy you", HOLDEM, raise_to(4)),
    ("Raise by 20 because YOLO 🤪", HOLDEM, None),
    ("Is this a bluff? Who knows! 🤷 Calling anyway", HOLDEM, CALL),
    ("Pfff... fold 😤 next hand is mine", HOLDEM, FOLD),
    ("Call me maybe 🎵 ...call!", HOLDEM, CALL),
    ("Big stacks, big dreams 💭 raise to 5k baby!", BIG, raise_to(5000)),
    ("All the chips 🍟 into the middle! All in!!", BIG, raise_to(20000)),
    ("Calling, because why not 🙃", BIG, CALL),
    ("Peace out ✌️ I fold", BIG, FOLD),
    ("Let's gamble! 3-bet to 1.5k 🎲", BIG, raise_to(1500)),
    ("Check-a-roo 🦘", OPEN, CHECK),
    ("Bet 30 and pray 🙏", OPEN, bet(30)),
    ("Imma just tap the table 👊 (check)", OPEN, CHECK),
    ("Ship it! Bet the whole stack 💥", OPEN, bet(70)),
    ("Fire a little one 🔥 bet 3", OPEN, bet(3)),
    ("Hmmmm 🤔🤔🤔 decisions decisions", OPEN, None),
    ("Bet? Bet. 💯", OPEN, bet(2)),
    ("Chips go brrr 🪙 bet 12", OPEN, bet(12)),
    ("King in hand 👑, bet it!", KUHN_OPEN, BET),
    ("Jack? More like Jack-squat 😂 check", KUHN_OPEN, CHECK),
    ("You really think you can bluff me? CALL 😤", KUHN_FACE, CALL),
    ("Jack high... I'm out 🏃💨", KUHN_FACE, FOLD),
    ("Paired the board 🎉 RAISE RAISE RAISE", LEDUC_FACE, RAISE),
    ("I'll tag along 🐕 call", LEDUC_FACE, CALL),
    ("Nope nope nope 🙅 fold", LEDUC_FACE, FOLD),
    ("Raise or call, flip a coin 🪙", LEDUC_FACE, None),
    ("Order it up, dealer! 🍽️", BID1, ORDER),
    ("Pass-a-rooni 🍝", BID1, PASS),
    ("Spades, baby! ♠️♠️♠️", SUITS, trump("s")),
    ("I name... drumroll 🥁... CLUBS!", SUITS, trump("c")),
    ("Pass, my hand is a dumpster fire 🔥🗑️", SUITS, PASS),
    ("Hearts all day ❤️❤️", SUITS, None),
    ("Stuck with it, huh? 😩 Fine, diamonds 💎", STICK, trump("d")),
    ("Screw the dealer, eh? Spades it is 🗡️", STICK, trump("s")),
    ("Lone wolf mode 🐺 going alone!", ALONE, GO_ALONE),
    ("Team player 🤝 with partner", ALONE, PARTNER),
    ("Bye bye 9c 👋", DISCARD, discard("9c")),
    ("Yeet the Jd 🚮", DISCARD, discard("Jd")),
    ("Tossing... ugh, all of them are good 😭", DISCARD, None),
    ("Feeling lucky 🍀 bid 5!", BID, bid(5)),
    ("Nil and chill 😎", BID, bid(0)),
    ("Bid a dozen 🥚", BID, bid(12)),
    ("Bid 20 lol 😂", BID, None),
    ("Dealer's choice 🃏 3!", OHHELL_DEALER, bid(3)),
    ("Goose egg 🥚 0 tricks for me", OHHELL_DEALER, bid(0)),
    ("One! Just one! ☝️", OHHELL_DEALER, None),
    ("Here, have the Queen of spades 🎁😈", HPASS, hpass("Qs")),
    ("Passing you the As, Ks AND Qs, good luck 😈", HPASS, None),
    ("Take this Ah, it's a gift 🎁", HPASS, hpass("Ah")),
    ("Yeet the 9s your way 🚀", HPASS, hpass("9s")),
    ("Queen of hearts, off with their heads! 👑❤️", TRICK, play("Qh")),
    ("Ducking with the Th 🦆", TRICK, play("Th")),
    ("Deuce of clubs, baby 🍀", TRICK, play("2c")),
    ("Playing the joker 🃏 lol jk, Qh", TRICK, play("Qh")),
    ("Ace of spades, the card of DOOM ☠️", TRICK2, play("As")),
    ("Slide the 9d in 🛝", TRICK2, play("9d")),
    ("Trump it with the 10 of spades 💪", TRICK2, play("Ts")),
    ("2c because I'm a troll 🧌", TRICK2, play("2c")),
    # (7) a model writing French, Spanish, German or Portuguese, sometimes with the action word in English
    ("Je me couche.", HOLDEM, FOLD),
    ("Je suis, je paie les 6.", HOLDEM, CALL),
    ("Relance à 20.", HOLDEM, raise_to(20)),
    ("Tapis !", HOLDEM, raise_to(200)),
    ("Igualo la apuesta.", HOLDEM, CALL),
    ("Me retiro, mi mano es muy débil.", HOLDEM, FOLD),
    ("Subo a 30.", HOLDEM, raise_to(30)),
    ("Ich gehe mit.", HOLDEM, CALL),
    ("Ich erhöhe auf 50.", HOLDEM, raise_to(50)),
    ("Eu desisto desta mão.", HOLDEM, FOLD),
    ("Aumento para 16.", HOLDEM, raise_to(16)),
    ("Je vais raise à 12, c'est une bonne main.", HOLDEM, raise_to(12)),
    ("Voy all-in con todo.", HOLDEM, raise_to(200)),
    ("Ich erhöhe um 10.", HOLDEM, None),
    ("Je ne sais pas, suivre ou se coucher...", HOLDEM, None),
    ("Relance à 2 000.", BIG, raise_to(2000)),
    ("Pago los 800.", BIG, CALL),
    ("Ich folde.", BIG, FOLD),
    ("Subo a 1.500.", BIG, raise_to(1500)),
    ("Je checke.", OPEN, CHECK),
    ("Paso.", OPEN, CHECK),
    ("Apuesto 10.", OPEN, bet(10)),
    ("Ich setze 20.", OPEN, bet(20)),
    ("Mesa, passo a vez.", OPEN, CHECK),
    ("Aposto 25 fichas.", OPEN, bet(25)),
    ("Je mise le maximum.", OPEN, bet(70)),
    ("J'ai le roi, je mise.", KUHN_OPEN, BET),
    ("Ich checke.", KUHN_OPEN, CHECK),
    ("Pago.", KUHN_FACE, CALL),
    ("Je me couche avec le valet.", KUHN_FACE, FOLD),
    ("Ich erhöhe.", LEDUC_FACE, RAISE),
    ("Yo igualo, call.", LEDUC_FACE, CALL),
    ("Desisto.", LEDUC_FACE, FOLD),
    ("Raise ou call? Não sei.", LEDUC_FACE, None),
    ("Je passe.", BID1, PASS),
    ("Que la levante el repartidor: order up.", BID1, ORDER),
    ("Atout pique.", SUITS, trump("s")),
    ("Triunfo: tréboles.", SUITS, trump("c")),
    ("Trumpf ist Karo.", SUITS, trump("d")),
    ("Atout cœur.", SUITS, None),
    ("Je dois choisir : carreau.", STICK, trump("d")),
    ("Espadas.", STICK, trump("s")),
    ("Je joue seul.", ALONE, GO_ALONE),
    ("Juego con mi compañero.", ALONE, PARTNER),
    ("Je défausse le 9 de trèfle.", DISCARD, discard("9c")),
    ("Descarto la dama de picas.", DISCARD, discard("Qs")),
    ("Ich werfe den Herz-König ab.", DISCARD, discard("Kh")),
    ("J'annonce quatre plis.", BID, bid(4)),
    ("Apuesto a cero bazas, nil.", BID, bid(0)),
    ("Ich sage sechs Stiche an.", BID, bid(6)),
    ("Quatorze.", BID, None),
    ("Deux.", OHHELL_DEALER, bid(2)),
    ("Ich bin der Geber, also drei.", OHHELL_DEALER, bid(3)),
    ("Uno.", OHHELL_DEALER, None),
    ("Je passe la dame de pique.", HPASS, hpass("Qs")),
    ("Paso el as de corazones.", HPASS, hpass("Ah")),
    ("Passo o rei de espadas e o ás de espadas.", HPASS, None),
    ("Ich gebe die Kreuz-Zwei weiter.", HPASS, hpass("2c")),
    ("Je joue la dame de cœur.", TRICK, play("Qh")),
    ("Juego el dos de tréboles.", TRICK, play("2c")),
    ("Ich spiele die Herz-Zehn.", TRICK, play("Th")),
    ("Jogo o valete de copas.", TRICK, None),
    ("Je joue l'as de pique.", TRICK2, play("As")),
    ("Juego el nueve de diamantes.", TRICK2, play("9d")),
    ("Spiele Pik-Zehn.", TRICK2, play("Ts")),
    ("Jogo a dama de copas.", TRICK2, play("Qh")),
    # (8) a model narrating what the other seats did and said before its own action
    ("Sprocket opened to 6 from the button and Gizmo folded the small blind. I'm calling.", HOLDEM, CALL),
    ("The button raised to 8, the small blind called. I'll squeeze to 30.", HOLDEM, raise_to(30)),
    (
        "Ratchet has been raising every hand; he just made it 10. I'm not playing into that with 9-2. Fold.",
        HOLDEM,
        FOLD,
    ),
    ("Gizmo said 'I have aces' and raised to 12. I don't believe him. I re-raise to 40.", HOLDEM, raise_to(40)),
    (
        "Flywheel called, Cog called, and Sprocket raised all in. Hmm, I need to decide... I call.",
        HOLDEM,
        CALL,
    ),
    ("LHO min-raised to 4, which is weird. I'll just call.", HOLDEM, CALL),
    ("Sprocket raised to 20. Gizmo re-raised to 60. Ratchet folded. I fold too.", HOLDEM, FOLD),
    (
        "The small blind limped, the big blind checked, Cog raised to 10. Me: raise to 35.",
        HOLDEM,
        raise_to(35),
    ),
    ("Gizmo shoved. Flywheel called. I'm out.", HOLDEM, FOLD),
    ("Sprocket bet 50 into 60 and said 'you can't call this.' Watch me: call.", HOLDEM, CALL),
    ("Ratchet raised by 10 and I'll raise by 10 as well.", HOLDEM, None),
    ("Cog folded, Flywheel raised to 14... what should I do?", HOLDEM, None),
    ("Gizmo is all in for 80, Sprocket called. I'm going all in over the top.", HOLDEM, raise_to(200)),
    ("Sprocket folded. Gizmo said 'min-raise incoming' and raised to 4. I raise to 12.", HOLDEM, raise_to(12)),
    ("Cog raised, Flywheel called, Sprocket re-raised to 24. I'm raising to 70.", HOLDEM, raise_to(70)),
    (
        "Sprocket opened to 500, Gizmo 3-bet to 1,500. I'm cold 4-betting to 4,000.",
        BIG,
        raise_to(4000),
    ),
    ("Button raised to 600, small blind folded. I defend: call.", BIG, CALL),
    ("Ratchet moved all in for 20,000 and Cog called. I fold.", BIG, FOLD),
    ("Flywheel raised to 800 and Cog said 'snap call'. I'm also calling.", BIG, CALL),
    ("The button shoved 20,000 and the small blind folded. I call.", BIG, CALL),
    ("Sprocket checked, Gizmo checked. I check too.", OPEN, CHECK),
    ("Everyone checked to me. I bet 15.", OPEN, bet(15)),
    ("Ratchet checked and said 'go ahead and bet.' Fine, I'll bet 40.", OPEN, bet(40)),
    ("The button checked, the small blind checked. I'll check behind and see the river.", OPEN, CHECK),
    ("Cog checked. Flywheel checked. Gizmo bet... no wait, Gizmo checked too. Now me: bet 9.", OPEN, bet(9)),
    ("My partner checked and so did LHO. I'm betting the max.", OPEN, bet(70)),
    ("Ratchet checked and said 'I'll call anything.' Then I bet 5.", OPEN, bet(5)),
    ("Sprocket anted and is waiting on me. I check.", KUHN_OPEN, CHECK),
    ("Gizmo looks nervous. I bet.", KUHN_OPEN, BET),
    ("Ratchet bet 1 and said he has the King. I call with my Queen.", KUHN_FACE, CALL),
    ("Cog bet. I have the Jack. I fold.", KUHN_FACE, FOLD),
    ("Flywheel bet 4 on the second round and said 'I paired.' I raise.", LEDUC_FACE, RAISE),
    ("Sprocket bet 2. I call.", LEDUC_FACE, CALL),
    ("Gizmo bet and showed a confident grin. I fold my Jack.", LEDUC_FACE, FOLD),
    ("Ratchet bet 4 and said 'raise me, I dare you.' Hmm.", LEDUC_FACE, None),
    (
        "The dealer turned up the Jack of clubs. Sprocket (LHO) passed. My partner passed. I order it up.",
        BID1,
        ORDER,
    ),
    ("Gizmo passed, Cog passed, my partner passed. I pass too.", BID1, PASS),
    ("LHO ordered... no, LHO passed. Partner passed. Me?", BID1, None),
    ("Hearts were turned down. Everyone passed the second round until me. I name spades.", SUITS, trump("s")),
    ("Sprocket passed, my partner passed, Gizmo passed. I'll call clubs.", SUITS, trump("c")),
    ("Ratchet passed and said 'I have nothing.' I pass as well.", SUITS, PASS),
    ("Cog said diamonds would be good for him. I'll name... hmm.", SUITS, None),
    ("Everyone passed twice, so I'm stuck as dealer. I pick diamonds.", STICK, trump("d")),
    ("Sprocket, Gizmo and my partner all passed; stick the dealer means I choose clubs.", STICK, trump("c")),
    ("I called trump and my partner nodded. I'm going alone.", ALONE, GO_ALONE),
    ("Gizmo warned he has two trumps. I'll play with my partner.", ALONE, PARTNER),
    ("I'm the dealer and picked up the Ah; Sprocket ordered me up. I discard the 9c.", DISCARD, discard("9c")),
    ("Gizmo ordered me up. I discard the Qs.", DISCARD, discard("Qs")),
    ("Sprocket bid 3, Gizmo bid 4, my partner bid 2. I bid 3.", BID, bid(3)),
    ("LHO bid nil, partner bid 5. I'll bid 4.", BID, bid(4)),
    ("Ratchet bid 6 and Cog bid 2. I'm going nil.", BID, bid(0)),
    ("Flywheel bid 3 and partner bid 4. I bid 3 or 4, whatever fits.", BID, None),
    ("Sprocket bid 1, Gizmo bid 0, Ratchet bid 0. As dealer I bid 2.", OHHELL_DEALER, bid(2)),
    ("Cog bid 1 and Flywheel bid 1. I'll match them: 1.", OHHELL_DEALER, None),
    ("Everyone bid zero. I bid 3.", OHHELL_DEALER, bid(3)),
    (
        "Sprocket is passing to me this round; he said he's giving me the Queen of spades. I pass the As.",
        HPASS,
        hpass("As"),
    ),
    ("Gizmo passed me hearts last time. This time I pass the Qs to Ratchet.", HPASS, hpass("Qs")),
    ("LHO hates spades. I'll pass him the Ks and the As.", HPASS, None),
    ("Cog asked for low clubs. I pass the 7c.", HPASS, hpass("7c")),
    ("Sprocket led the Ah, Gizmo played the 5h. I play the Th.", TRICK, play("Th")),
    ("Ratchet led the 3h and Cog followed with the 9h. I win it with the Qh.", TRICK, play("Qh")),
    ("LHO led the Kc. Partner played the Ac. I play the 2c.", TRICK, play("2c")),
    ("Flywheel led the Jh, and partner played the Kh. I'll play a heart.", TRICK, None),
    ("Sprocket led the 4d, Gizmo played the Kd. I play the 9d.", TRICK2, play("9d")),
    ("Partner led the Ks, LHO played the 3s. I play the As over partner.", TRICK2, play("As")),
    ("Ratchet led the Ah, Cog trumped with the 2s. I play the Qh.", TRICK2, play("Qh")),
    ("Gizmo led the 8c, Flywheel played the Jc. I follow with the 2c.", TRICK2, play("2c")),
    # (9) a model answering in JSON or something near it, sometimes with prose after
    ('{"action": "call"}', HOLDEM, CALL),
    ('{"action": "raise", "amount": 14}', HOLDEM, raise_to(14)),
    ('{"action":"fold","say":"nice hand"}', HOLDEM, FOLD),
    ("{'action': 'raise', 'amount': 30}", HOLDEM, raise_to(30)),
    ('{"move": "call", "reason": "good pot odds"}', HOLDEM, CALL),
    ('{"decision": "raise", "size": 22,}', HOLDEM, raise_to(22)),
    ("action: raise\namount: 36", HOLDEM, raise_to(36)),
    ('```json\n{\n  "action": "raise", // value raise\n  "amount": 60\n}\n```', HOLDEM, raise_to(60)),
    ('{"action": "raise"}', HOLDEM, raise_to(4)),
    ('{"action": "raise", "amount": 999}', HOLDEM, raise_to(200)),
    ('{"action": "call", "say": "I\'m going all in next hand"}', HOLDEM, CALL),
    ('{"action": "raise", "raise_by": 10}', HOLDEM, None),
    ('{"action": "raise", "by": 8, "to": 14}', HOLDEM, raise_to(14)),
    ('{"action": "call"}\n\nActually, on second thought, folding is better here.', HOLDEM, None),
    ('{"action": "all-in"}', HOLDEM, raise_to(200)),
    ('{"action": "raise", "amount": "18"}', HOLDEM, raise_to(18)),
    (
        '{"action": "raise", "amount": 24}\n\nRaising for value; a call would be too passive here.',
        HOLDEM,
        raise_to(24),
    ),
    ('{"action": "raise", "amount": 2400}', BIG, raise_to(2400)),
    ("decision: call\nreason: priced in", BIG, CALL),
    ('{"action": "raise", "amount": 100}', BIG, raise_to(400)),
    ('{"action": "fold", "confidence": 0.8}', BIG, FOLD),
    ('{"action": "raise", "amount": "all"}', BIG, raise_to(20000)),
    ('{"action": "check"}', OPEN, CHECK),
    ('{"action": "bet", "amount": 12}', OPEN, bet(12)),
    ("{'move': 'bet', 'amount': 5, }", OPEN, bet(5)),
    ('{"action": "bet"}  // min bet', OPEN, bet(2)),
    ("action: check\nsay: your move", OPEN, CHECK),
    ('{"action": "bet", "amount": 200}', OPEN, bet(70)),
    ('{"action": "check", "say": "I bet you have nothing"}', OPEN, CHECK),
    ('{"action": "bet" or "check"}', OPEN, None),
    ('{"action": "bet", "amount": 1}', KUHN_OPEN, BET),
    ('{"action": "check", "say": "your turn"}', KUHN_OPEN, CHECK),
    ('{"decision": "call"}', KUHN_FACE, CALL),
    ("{'action': 'fold'}", KUHN_FACE, FOLD),
    ('{"action": "raise", "amount": 4}', LEDUC_FACE, RAISE),
    ('{"action": "call", "amount": 2}', LEDUC_FACE, CALL),
    ('{"move": "fold"}', LEDUC_FACE, FOLD),
    ('{"action": "raise", "say": "I will fold to a re-raise"}', LEDUC_FACE, RAISE),
    ('{"action": "order"}', BID1, ORDER),
    ('{"action": "pass", "say": "order it up if you dare"}', BID1, PASS),
    ('{"action": "trump", "card": "s"}', SUITS, trump("s")),
    ('{"action": "trump", "suit": "clubs"}', SUITS, trump("c")),
    ('{"action": "pass"}', SUITS, PASS),
    ('{"action": "trump", "card": "h"}', SUITS, None),
    ('{"action": "trump", "card": "d"}', STICK, trump("d")),
    ('{"action": "pass"}  # dealer', STICK, None),
    ('{"action": "alone"}', ALONE, GO_ALONE),
    ('{"action": "partner", "say": "going alone next time"}', ALONE, PARTNER),
    ('{"action": "discard", "card": "9c"}', DISCARD, discard("9c")),
    ("{'action': 'discard', 'card': 'Kh',}", DISCARD, discard("Kh")),
    ('{"action": "discard", "cards": ["9c", "Qs"]}', DISCARD, None),
    ('{"action": "bid", "amount": 4}', BID, bid(4)),
    ('{"action": "bid", "amount": 0, "say": "nil!"}', BID, bid(0)),
    ("bid: 5", BID, bid(5)),
    ('{"action": "bid", "amount": 14}', BID, None),
    ('{"action": "bid", "amount": 2}', OHHELL_DEALER, bid(2)),
    ('{"action": "bid", "amount": 1}', OHHELL_DEALER, None),
    ('{"bid": 3}', OHHELL_DEALER, bid(3)),
    ('{"action": "pass", "card": "Qs"}', HPASS, hpass("Qs")),
    ('{"action": "pass", "cards": ["As", "Ks", "Qs"]}', HPASS, None),
    ('{"action": "pass", "card": "kd"}', HPASS, hpass("Kd")),
    ('{"pass": "Ah"}', HPASS, hpass("Ah")),
    ('{"action": "play", "card": "Qh"}', TRICK, play("Qh")),
    ('{"action": "play", "card": "TH"}', TRICK, play("Th")),
    ('{"action": "play", "card": "10h"}', TRICK, play("Th")),
    ('{"action": "play", "card": "Ks"}', TRICK, None),
    ('{"action": "play", "card": "As"}\nLeading the ace to pull trumps.', TRICK2, play("As")),
    ('{"action": "play", "card": "9d"} // follow suit', TRICK2, play("9d")),
    ("card: 2c", TRICK2, play("2c")),
]

MISREAD_LEFT = {
    "The three cards I recommend passing are the As, Ks and Ah.": {"action": "pass", "card": "As"},
    "**Pass:** Ah, Kd, As": {"action": "pass", "card": "Ah"},
    "Passing you the As, Ks AND Qs, good luck 😈": {"action": "pass", "card": "As"},
    "Cog said diamonds would be good for him. I'll name... hmm.": {"action": "trump", "card": "d"},
}

REFUSED_THOUGH_CLEAR = {
    "Ratchet bid 6 and Cog bid 2. I'm going nil.",  # "Cog" names no seat of the table (session 43)
    "raise 2.5k",
    "Pick it up",
    "You are facing a raise to 6 in a heads-up hand with 200-chip stacks, holding Ah Kd on the button. With a "
    "premium hand like this, the strongest line is to build the pot while you are likely ahead. Calling keeps the "
    "opponent's range wide, but raising puts pressure on them. I recommend raising to 18.",
    "Here is the situation: the board is Kh 9h 4c, the opponent has bet 20 into 30, and you have top pair with a "
    "good kicker. Your hand is strong, but raising only gets called by better hands. Calling is the best way to "
    "keep their bluffs in. Recommendation: call the bet of 20.",
    "Since you have the nut flush on the river and the opponent has bet small, you should raise for value. A raise "
    "to 60 should get called by worse flushes and sets. I recommend raising to 60.",
    "You are in the big blind facing a min-raise. Your hand, 9s 8s, is suited and connected, and the price is very "
    "good. Re-raising is not necessary. I recommend calling.",
    "You have 200 chips and face a raise to 10 holding Tc Th. Pocket tens play well against a wide range, and a "
    "3-bet isolates the opener. I recommend re-raising to 30.",
    "This is a tough spot. The opponent has been aggressive, and your hand is marginal. In summary, I recommend "
    "calling, although folding is also fine if you want to avoid variance.",
    "You are facing a large 3-bet with a marginal hand and deep stacks. Calling out of position creates difficult "
    "spots later in the hand, and the pot odds do not compensate. I recommend folding this hand.",
    "No one has bet yet, so you can check for free. Your hand is a weak pair on a coordinated board, and betting "
    "would mostly fold out worse hands and get called by better ones. I recommend checking.",
    "You have the effective nuts on the river and the pot is 40. An overbet would maximise value against a capped "
    "range. I recommend betting the maximum, 70.",
    "On the turn you picked up a draw. Checking to see the river for free is reasonable, and a semi-bluff bet of "
    "10 is also an option. I recommend checking behind.",
    "The pot is 24. A pot-sized bet would be 24 chips, which charges the draws the maximum sensible price. I "
    "recommend a pot-sized bet.",
    "Since the opponent has shown weakness by checking, I recommend making a small bet of 5 chips.",
    "Holding the Jack against a bet, you cannot beat any hand that bets for value, and calling only wins against a "
    "bluff, which the opponent cannot make with a lower card than yours. I recommend folding.",
    "Preflop in Leduc with a King, facing a bet of 2, you have the strongest private card. Calling keeps the "
    "opponent's Jacks and Queens in, while raising charges them. Both are fine, but I recommend calling to "
    "disguise your hand strength.",
    "Your hand has only one trump of the turned suit and no off-suit aces. Ordering up would put your team at risk "
    "of being euchred. I recommend passing.",
    "Hearts were turned down, so you may name clubs, diamonds or spades. With the right bower (the Jack of "
    "spades), the Ace of spades and the King of spades, spades is by far your best suit. I recommend naming spades "
    "as trump.",
    "Your hand is weak in every remaining suit. Naming trump with no bowers is likely to get your team euchred. I "
    "recommend passing this round.",
    "You hold the Jack of diamonds and the Jack of hearts, which are the right and left bowers if diamonds is "
    "trump. I recommend calling diamonds.",
    "As the dealer, you cannot make the bids sum to the number of tricks, so a bid of 1 is forbidden. Your hand "
    "probably takes one trick, so the closest legal bid is 2, or 0 if you want to play safe. I recommend bidding 0.",
    "Both of your hearts beat the card led. Keeping the Queen for a later trick is more flexible, so I recommend "
    "the ten.",
    "1. Facing a 3-bet.\n2. Options: fold, call, 4-bet.\n3. Folding is too weak; calling out of position is "
    "tricky.\n4. 4-bet small.\n=> raise to 3",
    "1. Top set on a wet board.\n2. Bet for protection.\n3. Sizing 2/3 pot ≈ 20.\n=> bet 20",
    "1. Clubs: 2c, 7c, Jc.\n2. Pass the highest club to start voiding.\n=> Jc",
    "1. Partner winning.\n2. Play low heart.\n=> Th",
    "1. Follow suit.\n2. Lowest heart.\nAnswer: the ten",
    "1. Void in diamonds? No, I have the 9d, so I must follow.\n2. Spades can't be played.\nSo the move is 9d.",
    "| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | +1.2 |\n| Raise to 20 | +0.8 |\n\n**Call**",
    "| Action | Pros | Cons |\n|---|---|---|\n| Call | cheap | passive |\n| Raise | initiative | risky |\n\nI'll "
    "go with **raise** (min).",
    "| Option | Verdict |\n|---|---|\n| Fold | ❌ |\n| Call | ✅ |\n| Raise | ❌ |",
    "- Equity: 55%\n- Pot odds needed: 25%\n- Verdict: **call**, raising by 20 is too much",
    "**Fold** ~~call~~",
    "| Sizing | Fold equity |\n|---|---|\n| 1,200 | 40% |\n| 2,000 | 55% |\n\n**Raise to 2,000**",
    "**Call**: the price (800 into 3,200) is too good to fold.",
    "| Option | Score |\n|---|---|\n| Fold | 7/10 |\n| Call | 5/10 |\n\n**Fold**",
    "| Option | EV |\n|---|---|\n| Check | +2.1 |\n| Bet 15 | +1.4 |\n\n**Check**",
    "| Hand | Vs bet |\n|---|---|\n| J | fold |\n| Q | call 1/3 |\n| K | call |\n\nI hold the **J** → **fold**",
    "**Call** (raising to 8 is too aggressive with a Q)",
    "| Option | EV |\n|---|---|\n| Fold | -1 |\n| Call | -2 |\n| Raise | -3 |\n\n**Fold**, cut losses",
    "**Raise** over **call**: the pair beats their range.",
    "| Suit | Trumps held |\n|---|---|\n| Clubs | 1 |\n| Diamonds | 4 |\n| Spades | 2 |\n\n**Diamonds**",
    "**Trump: ♠ spades**",
    "| Card | Keep? |\n|---|---|\n| 9c | ❌ |\n| Jd | ✅ |\n| Qs | ✅ |\n| Ah | ✅ |\n| Kh | ✅ |",
    "**Nil** ✅ (no card above a 9)",
    "| Legal bids | 0, 2, 3 |\n|---|---|\n\nMy pick: **3**",
    "- 1 is forbidden for the dealer\n- So: **0**",
    "Raise to 30? 40? Let me go with 30... no, 40. Final: 40.",
    "I could shove... or not. Probably not. I'll call instead.",
    "Maybe bet 10, maybe check. What would a solid player do? Probably check. I'll go with the check.",
    "Should I bet 20 or 30? 20 feels safer. Bet 20.",
    "Folding the King would be absurd. Call.",
    "Which suit? Clubs seems okay, spades maybe better? Let me count again... spades has three. Spades.",
    "Which to discard... the 9c, I think? Yes, the 9c.",
    "Discarding a heart seems wrong... so the Qs, probably. Yes, Qs.",
    "I'd like to bid 1, but I can't. So 0 or 2? I'll take 0.",
    "The Qs is dangerous... should I keep it to control the suit? No, pass it. Qs.",
    "Which card? Kd, Td, 3h... the Kd is the most dangerous, so the Kd.",
    "Should I play high or low? Low seems safer. The 2c? No wait, I must follow hearts. The Th then.",
    "Ship it! 🚀💰",
    "Nah fam, I'm out ✌️",
    "Pfff... fold 😤 next hand is mine",
    "Big stacks, big dreams 💭 raise to 5k baby!",
    "Let's gamble! 3-bet to 1.5k 🎲",
    "Check-a-roo 🦘",
    "Ship it! Bet the whole stack 💥",
    "Jack high... I'm out 🏃💨",
    "Pass-a-rooni 🍝",
    "Bid a dozen 🥚",
    "Deuce of clubs, baby 🍀",
    "Je suis, je paie les 6.",
    "Igualo la apuesta.",
    "Me retiro, mi mano es muy débil.",
    "Eu desisto desta mão.",
    "Je vais raise à 12, c'est une bonne main.",
    "Relance à 2 000.",
    "Pago los 800.",
    "Subo a 1.500.",
    "Paso.",
    "Ich setze 20.",
    "Mesa, passo a vez.",
    "Je mise le maximum.",
    "Je me couche avec le valet.",
    "Je dois choisir : carreau.",
    "J'annonce quatre plis.",
    "Ich bin der Geber, also drei.",
    "Gizmo shoved. Flywheel called. I'm out.",
    "Sprocket bet 50 into 60 and said 'you can't call this.' Watch me: call.",
    "Ratchet moved all in for 20,000 and Cog called. I fold.",
    "Cog checked. Flywheel checked. Gizmo bet... no wait, Gizmo checked too. Now me: bet 9.",
    "My partner checked and so did LHO. I'm betting the max.",
    "Ratchet checked and said 'I'll call anything.' Then I bet 5.",
    "I called trump and my partner nodded. I'm going alone.",
    "{'action': 'raise', 'amount': 30}",
    '```json\n{\n  "action": "raise", // value raise\n  "amount": 60\n}\n```',
    '{"action": "raise", "by": 8, "to": 14}',
    '{"action": "raise", "amount": "all"}',
}

(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT, least=450)
