"""A blind, out-of-sample corpus of answers in the style of reasoning models that think at length, written against
commit 427dd11 without reading the reader (cosino.seats), its documentation or any other answer corpus; only the legal
option lists of tests/support/answer_cases.py and the seat protocol of the README were read, and the reader was never
run on these texts while they were written.

Nine families of about seventy answers each: (1) long analyses that weigh several actions ("Raising here puts
pressure...", "Calling keeps his bluffs in") before deciding in a last line, a bold line, "So:" or "=> call"; (2)
persona voices (pirate, cowboy, butler, commentator, nervous beginner); (3) sizes written many ways ("2.5k", a third
of a stated pot, "make it 1.2k", "raise by 8 to 16", min-raise, all in) beside pots and stacks; (4) EV tables,
pros and cons and rankings, the pick sometimes named by its row ("option B", "the second one"); (5) euchre, spades,
hearts and oh-hell plays, bids, trump calls, passes, discards and going alone in many card notations; (6) other
players' actions and table words before the seat's own; (7) self-corrections and wavering; (8) JSON and tool-call
shapes; (9) typos, capitals, whitespace, emoji, markdown, invisible and bidi characters, refusals and illegal
choices. About one answer in seven is meant unclear (None).

What a careful human reads, by the published protocol: a Hold'em amount outside the legal range is read at the
nearest end; a raise or bet with no size is the minimum; "all in" or "shove" is the largest legal raise or bet; a
plain "raise N" or "make it N" is the total, and "raise by N" is unclear unless the total is also given; a bid that
is not a legal number is unclear (OHHELL_DEALER forbids 1); Kuhn and Leduc actions take no amount, so a size beside
them is ignored; a hearts pass decision passes one card, so naming two is unclear; talk in a JSON "say" is not an
action; a card or action outside the legal list is unclear; a single clear correction is read at the correction,
while wavering or ending on an open question is unclear."""

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
    # (1) long analyses that weigh several actions, often with gerund subjects, and only then decide
    (
        (
            "Raising here puts pressure on his capped range, but it also isolates me against the hands "
            "that beat me. Folding is too tight: I'm getting 3 to 1 with two overcards and a gutshot. "
            "Calling keeps his bluffs in and lets me realize my equity cheaply. So: call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "## Situation\nA♠K♦ on the button; the cutoff opened to 6.\n\n"
            "## Options\n- Folding AK here is far too weak.\n- Calling is fine but lets the blinds in "
            "cheaply.\n- Raising to about 18 builds a pot with a hand that dominates his range.\n\n"
            "**Decision: raise to 18.**"
        ),
        HOLDEM,
        raise_to(18),
    ),
    (
        (
            "Checking back gives him a free card with all his flush draws. Betting small charges them "
            "and still gets called by worse pairs. Betting big folds out exactly the hands I want to "
            "keep in. Overbetting is out of the question. I'll go with the small one: bet 8."
        ),
        OPEN,
        bet(8),
    ),
    (
        (
            "Let me think this through. Calling 400 more into a pot of 2,200 needs only about 15% "
            "equity, and with a flush draw and two overcards I'm close to 45%. Raising as a semi-bluff "
            "is tempting, but his sizing looks strong and he rarely folds here. Folding would be a "
            "clear mistake. Calling is the disciplined play.\n\n=> call"
        ),
        BIG,
        CALL,
    ),
    (
        (
            "I hold the Jack, the lowest card. Betting as a bluff works only if the Queen folds often "
            "enough, and betting into the King is just burning a chip. Checking loses nothing when I'm "
            "behind and keeps the pot small. The equilibrium bluffs the Jack only sometimes, and this "
            "isn't one of those times. I check."
        ),
        KUHN_OPEN,
        CHECK,
    ),
    (
        (
            "My opponent bet and I hold the Queen. Calling beats only a bluff with the Jack, while "
            "folding gives up the ante for sure. At equilibrium the Queen calls a third of the time, "
            "but this player has bluffed in four of the last five hands. Against that frequency, "
            "calling is clearly profitable. Final answer: call."
        ),
        KUHN_FACE,
        CALL,
    ),
    (
        (
            "The board card is a King and I hold a Queen, so no pair. Raising with a bare Queen into a "
            "second-round bet is a pure bluff, and he rarely folds here. Calling 4 to win 10 needs "
            "about 29% equity, and against a King or any pair I have close to none. Folding is the "
            "honest answer. **Fold.**"
        ),
        LEDUC_FACE,
        FOLD,
    ),
    (
        (
            "Raising gets value from worse aces. Calling keeps his bluffs in and controls the pot. "
            "Folding protects my stack if he has the set. Honestly all three have merit here, and I "
            "keep going back and forth between raising and calling."
        ),
        HOLDEM,
        None,
    ),
    (
        (
            "Thinking it over:\n1. Folding: too weak with top pair, good kicker.\n2. Calling: "
            "reasonable, controls the size of the pot.\n3. Raising to 40: charges the draws but folds "
            "out worse hands.\nBalancing everything, I'll take the middle road and just call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "We are 100 big blinds deep, so shoving pocket jacks over a 1,200 open is overkill. "
            "Calling in position is fine but lets the blinds squeeze. Three-betting to about 3,600 "
            "folds out hands like KQ and builds a pot against worse pairs. Folding jacks would be "
            "absurd. Going with the three-bet, to 3,600."
        ),
        BIG,
        raise_to(3600),
    ),
    (
        (
            "Diamonds were led and I'm void, with no spades to trump in either. Throwing the Q♥ gives "
            "up a possible trick later, and the 10♥ might still win a heart lead. Throwing the 2♣ is "
            "the cheapest discard, since partner's ace of diamonds is already winning. So I'll sluff "
            "the two of clubs."
        ),
        TRICK,
        play("2c"),
    ),
    (
        (
            "Counting tricks: the ace of spades is one, the ace of diamonds another, and the "
            "king-queen of hearts may make one more. My long clubs might produce something late, but I "
            "won't count on it. Bidding 4 is optimistic; bidding 2 is too low, since partner usually "
            "carries their share. Bidding 3 balances it.\n\nBid: 3"
        ),
        BID,
        bid(3),
    ),
    (
        (
            "Hearts were turned down, so hearts are off the table. Calling clubs with only the left "
            "bower and one small club is thin. Calling spades, where I hold the right bower, the ace "
            "and the king, is strong. Passing would hand the dealer's side the chance to name a suit. "
            "Naming spades."
        ),
        SUITS,
        trump("s"),
    ),
    (
        (
            "The board is K-7-2 rainbow, about as dry as it gets. Betting gets value from any seven "
            "and some weak kings; checking induces bluffs from hands that would otherwise give up. On "
            "a board this static a small bet does both jobs. Betting 3 into a pot of 9 it is."
        ),
        OPEN,
        bet(3),
    ),
    (
        (
            "Folding is the safe line, but I might be folding the best hand. Calling is fine if he's "
            "bluffing. Raising only makes sense if he's weak. It really depends on reads I don't have, "
            "so I'll leave it there."
        ),
        HOLDEM,
        None,
    ),
    (
        (
            "### Read\nHe has been shoving light all session.\n### Options\n* Calling with 99 leaves "
            "me guessing on every later street.\n* Folding gives up a hand well ahead of his range.\n* "
            "Moving all in puts him to a decision with his worse pairs and overcards.\n\n"
            "I'm moving all in."
        ),
        HOLDEM,
        raise_to(200),
    ),
    (
        (
            "I have the King, the best card in the deck. Checking could induce a bluff from the Jack, "
            "but a sensible opponent with the Jack just checks behind. Betting gets called by the "
            "Queen some of the time, and that's where my profit comes from. Betting it is."
        ),
        KUHN_OPEN,
        BET,
    ),
    (
        (
            "My Queen pairs the Queen on the board, which is the best hand there is. Folding is "
            "unthinkable. Calling is safe but leaves money on the table, since he'll pay off with a "
            "King. Raising now builds the pot while he's still interested. Raising."
        ),
        LEDUC_FACE,
        RAISE,
    ),
    (
        (
            "I missed completely. Betting as a bluff into two opponents rarely works, since someone "
            "usually has a piece. Checking keeps my losses small and I can still give up cheaply. "
            "Bluffing the turn might be better if it's checked around. For now, checking."
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "Four players are in, and the under-the-gun player has now 4-bet to 9,000. Calling off "
            "with AJ offsuit is dominated by most of his range. Shoving over it is only good if he "
            "folds, which he won't at this price. Folding costs me the 1,200 I put in, but that money "
            "is already gone. I fold."
        ),
        BIG,
        FOLD,
    ),
    (
        (
            "I'm leading to the second trick. Leading the 2♣ gives up the lead cheaply; leading the "
            "10♥ tests for the jack; leading the Q♥ draws out whatever is left. The ace and king of "
            "hearts have both been played, so my queen is the highest heart left. Cashing it now: Q♥."
        ),
        TRICK,
        play("Qh"),
    ),
    (
        (
            "I hold both bowers, the ace of trump and the ace of clubs. Going alone scores 4 if I take "
            "all five. Playing with my partner is safer but caps the hand at 2. Losing a trick alone "
            "still scores 1. The odds of a march with this hand are excellent. Going alone."
        ),
        ALONE,
        GO_ALONE,
    ),
    (
        (
            "The turned-up card is the nine of diamonds. Ordering it up gives the dealer a trump, and "
            "I'd be relying on a single diamond, the king. Passing lets me see whether anyone wants to "
            "name something else; in the next round I can name spades, where I'm stronger. I'm passing."
        ),
        BID1,
        PASS,
    ),
    (
        (
            "Hearts are trump, so the jack of diamonds is my left bower and stays. Clubs are the short "
            "suit: just the nine. Discarding it voids me in clubs so I can trump the first club led. "
            "The hearts and the queen of spades are worth keeping too. Throwing away the 9♣."
        ),
        DISCARD,
        discard("9c"),
    ),
    (
        (
            "Passing left this time. The Q♠ is the most dangerous card in my hand: I hold the K♠ and "
            "A♠ as well but only one low spade, the nine, to protect them. Passing the A♥ would help "
            "my hearts, but the queen is the priority. Keeping it invites a 13-point trick. This pass: "
            "the Q♠."
        ),
        HPASS,
        hpass("Qs"),
    ),
    (
        (
            "I'm the dealer, so my bid can't make the total equal the number of tricks, and the list "
            "tells me one is off limits. Bidding zero with two aces is hopeless. Bidding three needs a "
            "lot to go right. Bidding two fits my two aces. I bid 2."
        ),
        OHHELL_DEALER,
        bid(2),
    ),
    (
        (
            "Stuck with it as the dealer, and hearts were turned down. Clubs: just the nine. Spades: "
            "the queen alone. Diamonds: the jack, the ace and the ten. Naming diamonds is the only "
            "sane call."
        ),
        STICK,
        trump("d"),
    ),
    (
        (
            "Limping behind is passive and rarely profitable. Folding suited connectors in position is "
            "too tight. Raising the minimum keeps the price low for me while taking the initiative. "
            "Overraising just isolates me against better hands. Min-raise."
        ),
        HOLDEM,
        raise_to(4),
    ),
    (
        (
            "Summary of the spot: he tripled my raise, the board is paired, and I have a weak flush "
            "draw. Calling requires 40% equity and I have maybe 20%. Raising as a bluff into a paired "
            "board against a tight player is lighting money on fire. Folding loses nothing further.\n\n"
            "**Action: fold**"
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "The pot is 40 and I have 70 behind. Checking lets him realize his equity with the draw. "
            "Betting half the pot leaves an awkward stack for the river. Shoving 70 gives him the "
            "wrong price to call with a draw. Jamming it."
        ),
        OPEN,
        bet(70),
    ),
    (
        (
            "I have the Jack and he bet. Calling can never win: the Jack loses to both the Queen and "
            "the King. Folding costs nothing more than the ante already in. Raising isn't even on the "
            "menu. Easy decision: fold."
        ),
        KUHN_FACE,
        FOLD,
    ),
    (
        (
            "First round, no board card yet, I hold a King and he bet. Raising with the best starting "
            "card is tempting, but it shows my hand and the board card can still pair his Queen or "
            "Jack. Folding a King is out of the question. Calling keeps the pot manageable until the "
            "board card arrives. Calling it is."
        ),
        LEDUC_FACE,
        CALL,
    ),
    (
        (
            "Blinds are 100/200 and I'm on the button with KQ suited. Limping invites everyone in. "
            "Opening to 400 gives the blinds too good a price. Opening to 600 is standard. Shoving 20k "
            "is absurd. I'll raise to 600."
        ),
        BIG,
        raise_to(600),
    ),
    (
        (
            "Calling is +EV if he bluffs more than a quarter of the time. Folding is right if he's the "
            "nit he looked like an hour ago. Raising is off the table.\n\n"
            "## Verdict\nIt's close between calling and folding, and I'd need more hands against this "
            "player to know which."
        ),
        HOLDEM,
        None,
    ),
    (
        (
            "Spades are trump and I need exactly one more trick. Leading the A♠ wins it for sure, but "
            "then I may be stuck taking another. Leading the T♠ might win too, or be overtaken by the "
            "king. Leading the Q♥, 9♦ or 2♣ risks little but wins nothing. Either the ace or the ten "
            "of spades could be right, depending on where the king sits; I can't call it."
        ),
        TRICK2,
        None,
    ),
    (
        (
            "Bidding nil: my highest card is the jack of hearts, and I hold just two small spades. "
            "Bidding one risks getting set with a trick I can't control. Partner has bid 5, so "
            "covering is their job. Nil."
        ),
        BID,
        bid(0),
    ),
    (
        (
            "Nothing here: the highest trump I could make is the queen of clubs. Calling diamonds with "
            "the ace alone and no bower is a loser. Calling spades with the nine and ten is worse. "
            "Passing is right."
        ),
        SUITS,
        PASS,
    ),
    (
        (
            "The upcard is the nine of spades. Ordering it up gives the dealer a small trump, but I "
            "hold the right and left bowers and the ace of spades. Passing risks someone naming a suit "
            "where I'm weak. I'm ordering it up."
        ),
        BID1,
        ORDER,
    ),
    (
        (
            "He bet 20 into 30 on a wet board. Calling lets the draws see a cheap turn. Folding top "
            "set would be insane. Raising to 60 charges them properly and builds a pot for the later "
            "streets. Raising all in is too much and folds out his one-pair hands. **Raise to 60.**"
        ),
        HOLDEM,
        raise_to(60),
    ),
    (
        (
            "Pros of betting: denies equity, builds the pot. Cons: my hand is medium strength and gets "
            "raised by better. Checking, on the other hand, controls the pot and keeps his bluffs in. "
            "Given my showdown value, I'll check."
        ),
        OPEN,
        CHECK,
    ),
    (
        (
            "With the Queen, checking and betting are close in equilibrium: betting gets called only "
            "by the King and folded by the Jack, checking lets the Jack bluff. Either works, really."
        ),
        KUHN_OPEN,
        None,
    ),
    (
        (
            "Facing a river bet of 30 into 60, I need to be good 25% of the time. Folding second pair "
            "to a polarized bet is often right, but this player's bluffs are frequent. Raising turns "
            "my hand into a bluff that no better hand folds to. Calling is the exploit. Conclusion: "
            "call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Three options. Folding 88 to a single raise is weak. Calling is fine but lets the big "
            "blind in behind me. Re-raising to 12 takes the initiative and usually wins it preflop. "
            "Shoving is a massive overbet.\n\nTL;DR: raise to 12."
        ),
        HOLDEM,
        raise_to(12),
    ),
    (
        (
            "It's the last hand of the session and I'm holding aces. Flatting gives a multiway pot "
            "where aces do worse. A standard 3x open looks like everything else I do. Shoving 20k "
            "looks like a bluff from me after my last two shoves, and that's exactly the image I want "
            "to use. Moving in with everything."
        ),
        BIG,
        raise_to(20000),
    ),
    (
        (
            "Leading the 2♣ keeps my hearts intact. Leading the Q♥ would flush out the king, but I'd "
            "rather let someone else break hearts. Leading the 10♥ gives up a trick I might need "
            "later. Since I'm trying to avoid points this hand, a low club is the safest exit. 2♣."
        ),
        TRICK,
        play("2c"),
    ),
    (
        (
            "Spades game, I'm on lead and spades haven't been broken. Leading the 10♥ sets up my queen "
            "if the jack falls. Leading the Q♥ first is a gamble against the king. Leading the 2♣ "
            "gives the opponents an easy trick. I'll lead the ten of hearts."
        ),
        TRICK,
        play("Th"),
    ),
    (
        (
            "Going alone is tempting with the right bower and the ace of trump. Still, I have a losing "
            "off-suit king, and one trick lost alone costs the bonus anyway. Playing with partner "
            "keeps the two points more certain. With partner."
        ),
        ALONE,
        PARTNER,
    ),
    (
        (
            "Spades are trump. The 9♣ and the J♦ are both singletons. Discarding the 9♣ voids clubs; "
            "discarding the J♦ voids diamonds. Diamonds are the suit my left-hand opponent bid on "
            "earlier, so they'll lead it, and I want to be void there. Out goes the jack of diamonds."
        ),
        DISCARD,
        discard("Jd"),
    ),
    (
        (
            "Passing right. My spades are awkward but manageable with the nine. Hearts are where I'm "
            "exposed: the A♥ high with the 8♥ and 3♥. Passing the ace of hearts removes a certain "
            "point-taker. The K♦ can wait for the next pass. First card: A♥."
        ),
        HPASS,
        hpass("Ah"),
    ),
    (
        (
            "Seven cards each; the others bid 3, 2 and 1, so bidding one is forbidden. My trumps are "
            "small and my side suits are all low. Bidding 2 or 3 is fantasy. Bidding 0 looks right: "
            "nothing in my hand takes a trick. Zero."
        ),
        OHHELL_DEALER,
        bid(0),
    ),
    (
        (
            "Stuck as dealer, hearts turned down. Diamonds: only the nine. Spades: the ten and the "
            "queen. Clubs: the jack, king and ace, which with clubs as trump is the right bower plus "
            "two more. Calling clubs."
        ),
        STICK,
        trump("c"),
    ),
    (
        (
            "Three-betting polarizes my range and folds out the hands I beat. Folding would be overly "
            "tight given the price. Flatting keeps his weaker opens in and lets me play in position. "
            "I'm flatting."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Calling off my stack with second pair against this line is the kind of mistake I promised "
            "not to make. Raising is nonsense. Folding stings, but: fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Bullets:\n- checking: keeps the pot small, invites a bluff\n- betting 20: value from "
            "worse flushes\n- shoving: only called by the nut flush\n\n"
            "Betting 20 is the sweet spot. Bet 20."
        ),
        OPEN,
        bet(20),
    ),
    (
        (
            "He's a maniac who opens 80% of hands. Three-betting gets called by a lot of junk, which "
            "is fine, but it bloats the pot out of position. Folding 77 against such a wide range is "
            "weak. Calling and set-mining with implied odds against his stack is the cleanest line. I "
            "call the 600."
        ),
        BIG,
        CALL,
    ),
    (
        (
            "Squeezing: the opener and one caller, both weak. Calling is too passive with AQ. Folding "
            "is silly. Raising to 25 isolates and often wins the pot right there. Going with the "
            "squeeze to 25."
        ),
        HOLDEM,
        raise_to(25),
    ),
    (
        (
            "King in hand, he bet. Calling wins against everything he can hold. Folding would be a "
            "blunder of the highest order. Call, obviously."
        ),
        KUHN_FACE,
        CALL,
    ),
    (
        (
            "Round one, I hold a King and he bet. Raising with the best card gets more money in while "
            "I'm ahead of both the Queen and the Jack. Calling is too timid, and folding is "
            "unthinkable. Raise."
        ),
        LEDUC_FACE,
        RAISE,
    ),
    (
        (
            "Let me count: the A♠ and K♠ are two, plus the Q♠ with length is probably a third. The A♥ "
            "is a fourth. The singleton diamond means I can ruff, so a fifth trick is likely. Bidding "
            "six stretches it; bidding four leaves a trick on the table. Bidding 5."
        ),
        BID,
        bid(5),
    ),
    (
        (
            "Diamonds were turned down. Clubs: right bower, left bower, ace. Spades: nothing. Calling "
            "clubs is a lock. Passing would be criminal. Clubs."
        ),
        SUITS,
        trump("c"),
    ),
    (
        (
            "Upcard K♠ on my partner's deal. Ordering it up gives partner the king, which helps us. I "
            "hold the left bower and the ace of spades. Passing wastes a good chance. Order it up."
        ),
        BID1,
        ORDER,
    ),
    (
        (
            "Raising to 30 and calling both look fine; folding is out. Between raising and calling "
            "there's very little in it, and I'll let the turn card decide how to continue."
        ),
        HOLDEM,
        None,
    ),
    (
        (
            "Betting 10 gets value from his weaker pairs; checking traps his bluffs. Both lines come "
            "out about break-even here, so pick whichever you like."
        ),
        OPEN,
        None,
    ),
    (
        (
            "Blinds 100/200. Limping is weak. Opening to 400 looks like weakness. Opening to 1,000 is "
            "5x, but with four limpers ahead a bigger size is needed to isolate. Shoving is overkill. "
            "Raise to 1,000."
        ),
        BIG,
        raise_to(1000),
    ),
    (
        (
            "I'm on lead with spades trump. Drawing trump with the A♠ first pulls two of theirs. "
            "Leading the Q♥ invites a ruff. The 9♦ is a loser either way. Leading the ace of spades."
        ),
        TRICK2,
        play("As"),
    ),
    (
        (
            "Bullet-proof logic:\n• Folding AK on a K-high board? No.\n• Raising folds out everything "
            "worse.\n• Calling keeps his bluffs and worse kings in.\n\n"
            "Smooth call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Let me weigh it. Calling 19,600 more for my whole stack with pocket fives against a tight "
            "player who 5-bet shoved: he has overpairs most of the time, so I'm a 4:1 dog. Reshoving "
            "makes no sense. Folding keeps me alive. Folding."
        ),
        BIG,
        FOLD,
    ),
    (
        (
            "Sizing thoughts: a third of the pot (pot 60, so 20) is too small with two flush draws out "
            "there. Two-thirds is 40. Full pot is 60. I'll split the difference and bet 35, which "
            "still leaves me 35 behind."
        ),
        OPEN,
        bet(35),
    ),
    (
        (
            "This opponent calls with the Jack almost every time. Betting the Queen gets called by the "
            "Jack (I win) and by the King (I lose), which nets out positive given his Jack calls. "
            "Checking gives up that value. So I bet."
        ),
        KUHN_OPEN,
        BET,
    ),
    (
        (
            "## Step 1: ranges\nHe's capped at one pair.\n## Step 2: options\nCalling is passive; "
            "folding is impossible with two pair; raising to 45 charges his draws.\n## Step 3: action\n"
            "Raise to 45."
        ),
        HOLDEM,
        raise_to(45),
    ),
    (
        (
            "Folding the nut flush draw is wrong at any price this good. Shoving works as a "
            "semi-bluff, but he has shown he calls light. Raising small just gives him a cheap "
            "re-raise. So the plan is to call and see the turn.\n\n"
            "**Call**"
        ),
        HOLDEM,
        CALL,
    ),
    (
        (
            "Considering the options one at a time: checking gives a free card; betting 5 is a cheap "
            "probe; betting 15 gets called by draws I don't mind charging. I like the bigger probe. "
            "Final: bet 15."
        ),
        OPEN,
        bet(15),
    ),
    # (2) persona and role-play voices that still give one action, or hedge
    (
        ("Arr, me hearty! Ye think ye can bluff ol' Redbeard? I'll be callin' yer wager, ye scurvy dog!"),
        HOLDEM,
        CALL,
    ),
    ("Well, partner, these cards ain't worth a hill o' beans. Reckon I'll fold 'em and mosey on.", HOLDEM, FOLD),
    (
        "Very good, sir. If I may be so bold, I shall raise to twelve. Will there be anything else?",
        HOLDEM,
        raise_to(12),
    ),
    (
        (
            "AND HE LOOKS DOWN AT HIS CARDS... THE CROWD IS ON ITS FEET... HE'S PUSHING EVERY LAST "
            "CHIP INTO THE MIDDLE! ALL IN, FOLKS, ALL IN!"
        ),
        HOLDEM,
        raise_to(200),
    ),
    ("Um, sorry, I'm new at this... is it okay if I just call? I'll call. Sorry if that's wrong!", HOLDEM, CALL),
    ("Oh no, oh no. Should I fold? Or call? I really have no idea, sorry!!", HOLDEM, None),
    (
        (
            "To call, or not to call: that is the question. Whether 'tis nobler in the mind to suffer "
            "the slings and arrows of outrageous bluffing... Aye, I shall call."
        ),
        HOLDEM,
        CALL,
    ),
    ("Fold, I will not. Call, I shall. Hmmmm.", HOLDEM, CALL),
    (
        (
            "The dame across the table had that look. The look that says flush. I'd seen it before, in "
            "a smoky room on 5th Street, and it cost me everything. Not this time. I slid my cards "
            "into the muck. Fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        ("BEEP BOOP. ANALYSIS COMPLETE. PROBABILITY OF VICTORY: 71.3%. EXECUTING ACTION: RAISE TO 40. END OF LINE."),
        HOLDEM,
        raise_to(40),
    ),
    ("Forsooth! Upon mine honour as a knight of the realm, I wager eight crowns upon this hand!", OPEN, bet(8)),
    (
        ("Duuude. The vibes are, like, super mellow right now. Totally just checking, bro. No stress."),
        OPEN,
        CHECK,
    ),
    ("Youse think I'm gonna fold? Fuhgeddaboudit. I'm raisin', twenty, capisce?", HOLDEM, raise_to(20)),
    (
        ("Oh sweetie, I'll just pop two little chips in the middle, that's a bet of two. There we go, dear."),
        OPEN,
        bet(2),
    ),
    ("A pinch of salt, a splash of wine, and now... the queen of hearts! Voilà, mes amis!", TRICK, play("Qh")),
    (
        ("Hoist the black flag, lads! Spades be trump, says I, and any who disagree can walk the plank!"),
        SUITS,
        trump("s"),
    ),
    (
        ("By the ancient runes and the light of the twin moons, I summon... a pass. The cards are not yet willing."),
        BID1,
        PASS,
    ),
    ("Shucks, I'm torn betwixt callin' and foldin'. Reckon I'll sleep on it, partner.", HOLDEM, None),
    (
        ("And she leads... THE TEN OF SPADES! What a bold move, folks, you don't see that every day at this level!"),
        TRICK2,
        play("Ts"),
    ),
    (
        (
            "If it pleases the table, I shall pass the queen of spades to the gentleman on my left. Do "
            "mind the points, sir."
        ),
        HPASS,
        hpass("Qs"),
    ),
    (
        ("LISTEN UP, RECRUITS! THIS UNIT IS BIDDING FOUR! NOT THREE! NOT FIVE! FOUR! DO I MAKE MYSELF CLEAR?"),
        BID,
        bid(4),
    ),
    ("Arr, one trick be what I'll take, no more, no less!", OHHELL_DEALER, None),
    (
        ("I... I think I'll go alone? No wait, that's way too scary. I'll play with my partner, please."),
        ALONE,
        PARTNER,
    ),
    (
        (
            "Elementary, my dear Watson. The tremor in his left hand, the speed of his bet: he holds "
            "nothing. I therefore raise to 16."
        ),
        HOLDEM,
        raise_to(16),
    ),
    ("Hark! I hold the King, mightiest of the three. I bet, and let the knave tremble!", KUHN_OPEN, BET),
    ("Alas, poor Jack, I knew him well. He cannot win this. I fold.", KUHN_FACE, FOLD),
    ("Ahoy! A bet, is it? Ol' Pegleg'll match it and not a doubloon more. Call!", LEDUC_FACE, CALL),
    (
        (
            "Ladies and gentlemen, the chip leader reaches for his stack... he's counting... FIVE "
            "THOUSAND! A raise to five thousand, folks!"
        ),
        BIG,
        raise_to(5000),
    ),
    ("Oh my gosh, that's a huge bet, I'm so scared, I'm folding, I'm folding!", BIG, FOLD),
    ("Well butter my biscuit. Reckon I'll call that there bet, sugar.", BIG, CALL),
    ("YOLO!!! Shoving everything, let's gooo 🚀🚀", OPEN, bet(70)),
    ("The humble two of clubs, m'lord. A modest offering, but it shall do.", TRICK, play("2c")),
    ("Yeehaw! Slap down that ten o' hearts, partner!", TRICK, play("Th")),
    ("In the grand tradition of my ancestors, I play the nine of diamonds. Behold!", TRICK2, play("9d")),
    ("Ooh, I love this game! Which card should I play? They're all so pretty!", TRICK2, None),
    ("I shall pass, thank you kindly. Perhaps the next gentleman has a suit in mind.", SUITS, PASS),
    ("Clubs, ya hear? CLUBS! Yer old pa didn't raise no coward!", SUITS, trump("c")),
    (
        ("The dealer is stuck, as the rules of the house require, and the dealer names diamonds, madam."),
        STICK,
        trump("d"),
    ),
    ("Tell the dealer to pick it up, matey! That card be mine... er, ours!", BID1, ORDER),
    ("Like a lone wolf under the moon, I ride alone. No partner needed tonight.", ALONE, GO_ALONE),
    ("Begone, foul nine of clubs! Back to the depths from whence ye came!", DISCARD, discard("9c")),
    (
        ("And with the first pick of the draft, the passer selects... the ace of hearts! Off it goes!"),
        HPASS,
        hpass("Ah"),
    ),
    ("Mmm, yes, two tricks, I believe. Two. Jolly good.", BID, bid(2)),
    ("As the dealer, milady, I must be careful with the count. I shall bid three.", OHHELL_DEALER, bid(3)),
    ("Zero, señor. Nada. Not one trick for this old bandito.", OHHELL_DEALER, bid(0)),
    ("Yo yo yo, check it, nah, can't check, so I'm raisin' it to sixty, no cap.", HOLDEM, raise_to(60)),
    ("I am but a humble monk. I shall call, and accept whatever the river brings.", HOLDEM, CALL),
    ("*adjusts monocle* Frightfully dreadful hand, what? I shall fold, old chap.", HOLDEM, FOLD),
    (
        ("*stares into the distance* The cards... they speak to me. But what do they say? I cannot hear them clearly."),
        HOLDEM,
        None,
    ),
    ("Hehe, I'm just a little gremlin, I'll do a tiny little min-raise! Teehee.", HOLDEM, raise_to(4)),
    ("I am the Ocean. I am the Storm. I am ALL IN.", BIG, raise_to(20000)),
    ("As your faithful steward, I recommend restraint, and so I check.", KUHN_OPEN, CHECK),
    ("Verily, thou art bluffing, knave! I call!", KUHN_FACE, CALL),
    (
        ("The bell rings for round two and the challenger comes out swinging! He RAISES! What a haymaker!"),
        LEDUC_FACE,
        RAISE,
    ),
    ("As the AI poker butler, I'm delighted to place a bet of 10 on your behalf.", OPEN, bet(10)),
    ("Hmm, me nervous. Me check. Me hope that okay.", OPEN, CHECK),
    ("Ah, the queen, or perhaps the ten? A lady or a commoner? The choice torments me.", TRICK, None),
    ("Her Majesty the Queen of Hearts graciously enters the trick.", TRICK2, play("Qh")),
    ("Arr, bid me fourteen tricks, for I be the greatest captain on the seven seas!", BID, None),
    ("Hearts, me lads, hearts! Nail 'em to the mast!", SUITS, None),
    ("The jack of diamonds has betrayed me for the last time. Guards, take him away!", DISCARD, discard("Jd")),
    (
        ("Eeny, meeny, miny, moe... I'll pass the king of diamonds, I suppose. Off you go, little king!"),
        HPASS,
        hpass("Kd"),
    ),
    ("Pardner, I've seen bigger bluffs at the Silver Spur. I'll call ya.", HOLDEM, CALL),
    ("Okay okay okay, deep breath. I'm raising to 2,400. Is that allowed? I hope so.", BIG, raise_to(2400)),
    ("Alone? Together? Ahh, my heart says one thing and my head says another!", ALONE, None),
    ("Dearly beloved, we are gathered here today to raise to thirty.", HOLDEM, raise_to(30)),
    (
        ("Ahem. *clears throat* The Honourable Member for the Button moves that the House bet twenty-five."),
        OPEN,
        bet(25),
    ),
    (
        (
            "Good evening, and welcome to the final table. Our player in seat four, visibly sweating, "
            "mucks his hand. That's a fold, Jim."
        ),
        HOLDEM,
        FOLD,
    ),
    ("Ach, lad, ye cannae fold a hand like this. Ah'm callin', and that's final.", HOLDEM, CALL),
    ("*cracks knuckles* Time to do crimes. Raise to 22.", HOLDEM, raise_to(22)),
    # (3) sizes written many ways, beside the pot and stacks
    ("Raising to 2.5k.", BIG, raise_to(2500)),
    ("Bet a third of the pot (pot is 36).", OPEN, bet(12)),
    ("Make it 1.2k.", BIG, raise_to(1200)),
    ("Raise, 12 chips total.", HOLDEM, raise_to(12)),
    ("Raise to 1,500.", BIG, raise_to(1500)),
    ("Raise by 8 to 16.", HOLDEM, raise_to(16)),
    ("Bet three chips.", OPEN, bet(3)),
    ("Min-raise.", HOLDEM, raise_to(4)),
    ("min raise please", BIG, raise_to(400)),
    ("All-in.", HOLDEM, raise_to(200)),
    ("I'm all in for my 20k.", BIG, raise_to(20000)),
    ("all in", OPEN, bet(70)),
    ("The pot is 30, so I'll bet pot: 30.", OPEN, bet(30)),
    ("Half pot. The pot is 24.", OPEN, bet(12)),
    ("Two-thirds of the pot; the pot is 54.", OPEN, bet(36)),
    ("Raise to 250.", HOLDEM, raise_to(200)),
    ("Raise to 3.", HOLDEM, raise_to(4)),
    ("Raise to twenty-four.", HOLDEM, raise_to(24)),
    ("raise to 1 500 (pot is 700, I have 19 800 behind)", BIG, raise_to(1500)),
    ("He opened to 6; I'll make it 3x, so 18 total.", HOLDEM, raise_to(18)),
    ("Raise to 6bb, that's 12 chips.", HOLDEM, raise_to(12)),
    ("My stack is 150 and the pot is 40. I'll raise to 45.", HOLDEM, raise_to(45)),
    ("Raise by 10.", HOLDEM, None),
    ("raise 10 more", HOLDEM, None),
    ("Raise by 10, making it 22 total.", HOLDEM, raise_to(22)),
    ("Call 8.", HOLDEM, CALL),
    ("Bet $15.", OPEN, bet(15)),
    ("Betting 15 chips into the 20-chip pot, which leaves me 55 behind.", OPEN, bet(15)),
    ("Pot-size raise. By my count that's to 32.", HOLDEM, raise_to(32)),
    ("Shove.", OPEN, bet(70)),
    ("Jam.", BIG, raise_to(20000)),
    ("Raise to 20K.", BIG, raise_to(20000)),
    ("raise to 25k", BIG, raise_to(20000)),
    ("raise to 300", BIG, raise_to(400)),
    ("Raise, 10k.", BIG, raise_to(10000)),
    ("I'll raise to twelve thousand.", BIG, raise_to(12000)),
    ("Raise to 4,000 (stack 20,000, pot 1,000).", BIG, raise_to(4000)),
    ("Bet one hundred.", OPEN, bet(70)),
    ("Bet 1.", OPEN, bet(2)),
    ("Bet a quarter of the pot; the pot is 40.", OPEN, bet(10)),
    ("Bet 1 chip.", KUHN_OPEN, BET),
    ("Raise to 8.", LEDUC_FACE, RAISE),
    ("raise 4", LEDUC_FACE, RAISE),
    ("Raise to 12 or 15, whichever.", HOLDEM, None),
    ("Raise to somewhere around 20, let's say 20.", HOLDEM, raise_to(20)),
    ("Raise to 20–25.", HOLDEM, None),
    ("Raise to 1.500 (fifteen hundred).", BIG, raise_to(1500)),
    ("Raise to nine, please (pot 7, my stack 196).", HOLDEM, raise_to(9)),
    ("Bet 5 into 12, a small blocker.", OPEN, bet(5)),
    ("Bet 48, leaving 22.", OPEN, bet(48)),
    ("3-bet to 3.3k.", BIG, raise_to(3300)),
    ("Open to 900, that's 4.5 big blinds.", BIG, raise_to(900)),
    ("Raise to 6,500. The pot after calling would be 4,000, with 18,400 behind.", BIG, raise_to(6500)),
    ("Raise to a hundred.", HOLDEM, raise_to(100)),
    ("Push.", HOLDEM, raise_to(200)),
    ("Raise to 200 (that's everything).", HOLDEM, raise_to(200)),
    ("Overbet: 90 into 60.", OPEN, bet(70)),
    ("Raise.", HOLDEM, raise_to(4)),
    ("Bet.", OPEN, bet(2)),
    ("I raise, smallest size allowed.", BIG, raise_to(400)),
    ("Triple his bet of 22: raise to 66.", HOLDEM, raise_to(66)),
    ("Make it 50.", HOLDEM, raise_to(50)),
    ("make it twelve hundred", BIG, raise_to(1200)),
    ("Bet somewhere between a third and half the pot.", OPEN, None),
    ("Bet 9 (pot 27, so a third).", OPEN, bet(9)),
    ("Raise 14.", HOLDEM, raise_to(14)),
    ("Raise by 2k.", BIG, None),
    ("Raise by 2k to 3k.", BIG, raise_to(3000)),
    ("I'm re-raising: he made it 12, I make it 36.", HOLDEM, raise_to(36)),
    ("Bet 40. The pot is 50 and he has 40 left, so that puts him all in.", OPEN, bet(40)),
    ("Call the 12; the pot will be 30.", HOLDEM, CALL),
    ("Just calling the 2k.", BIG, CALL),
    ("Pot is 18, I have 64 behind. Half pot: bet 9.", OPEN, bet(9)),
    ("Raise to 7.5k, which is three times his 2.5k open.", BIG, raise_to(7500)),
    # (4) scored options (EV tables, pros and cons, rankings), the pick sometimes named by its row
    (
        (
            "| Action | EV |\n|---|---|\n| Fold | 0 |\n| Call | +1.2 |\n| Raise to 20 | +0.8 |\n\n"
            "Call has the highest EV, so I call."
        ),
        HOLDEM,
        CALL,
    ),
    (
        ("Option A: fold (EV 0)\nOption B: call (EV +3)\nOption C: raise to 30 (EV +5)\n\nGoing with option C."),
        HOLDEM,
        raise_to(30),
    ),
    ("1. check\n2. bet 10\n3. bet 40\n\nI'll take the second one.", OPEN, bet(10)),
    (
        (
            "Pros of calling: sees a turn, might hit. Cons: 35% of my stack, often dominated.\nPros of "
            "raising: fold equity. Cons: he never folds.\nPros of folding: saves chips. Cons: none "
            "really.\n\nDecision: fold."
        ),
        HOLDEM,
        FOLD,
    ),
    ("EVs (bb): fold 0.0 | call -0.4 | raise to 25 +1.1\n\nHighest EV wins: raise to 25.", HOLDEM, raise_to(25)),
    (
        ("| Action | EV |\n|---|---|\n| Call | +0.5 |\n| Raise to 40 | +0.5 |\n\nThey tie; either is fine."),
        HOLDEM,
        None,
    ),
    (
        ("Scores out of 10:\n- check: 8\n- bet 6: 6\n- bet 30: 3\n\nTop score: check."),
        OPEN,
        CHECK,
    ),
    (
        (
            "Card | chance to win the trick | point risk\nQ♥ | 70% | high\n10♥ | 40% | medium\n2♣ | 0% "
            "| none\n\nI'd rather not win this one with the queen, and the club wastes my exit card; "
            "the middle option it is."
        ),
        TRICK,
        play("Th"),
    ),
    (
        ("A) A♠: wins for sure\nB) 10♠: might lose to the K♠\nC) Q♥: loses to the A♥\n\nA."),
        TRICK2,
        play("As"),
    ),
    (
        ("Option 1: call 200 (EV +150)\nOption 2: raise to 2,000 (EV +340)\nOption 3: fold (EV 0)\n\nOption 2."),
        BIG,
        raise_to(2000),
    ),
    (
        (
            "Weighing it:\n\n**Fold**: ✗ gives up 30% equity\n**Call**: ✓ right price, keeps bluffs "
            "in\n**Raise**: ✗ only called by better\n\nThe one with the check mark."
        ),
        HOLDEM,
        CALL,
    ),
    (
        ("| line | EV |\n|---|---|\n| check | 1.5 |\n| bet 20 | 2.8 |\n| bet 70 | 2.1 |\n\n**Pick: bet 20**"),
        OPEN,
        bet(20),
    ),
    ("Betting: EV +0.11. Checking: EV +0.06. Bet.", KUHN_OPEN, BET),
    (
        ("call → EV −1 (my Jack loses to everything)\nfold → EV 0 from here\n\nfold"),
        KUHN_FACE,
        FOLD,
    ),
    ("Fold 0 / Call +0.7 / Raise +0.4. I'll go with the best of those, the call.", LEDUC_FACE, CALL),
    (
        (
            "Bid | chance to make | chance of a bag\n3 | 90% | 60%\n4 | 70% | 30%\n5 | 35% | 10%\n\n"
            "The 4 row balances it best. Bid 4."
        ),
        BID,
        bid(4),
    ),
    (
        (
            "Clubs: 2 trump, weak. Diamonds: both bowers plus the ace, strong. Spades: 1 trump. Pass: "
            "gives away the initiative.\n\nBest by far: diamonds."
        ),
        SUITS,
        trump("d"),
    ),
    ("Alone: expected 2.6 points. With partner: expected 1.8 points. Alone wins.", ALONE, GO_ALONE),
    (
        (
            "Ranking my discards (1 = best to throw):\n1. Q♠: singleton, no value\n2. 9♣: singleton, "
            "but could ruff later\n3. J♦: left bower, keep!\n\nThrowing number 1."
        ),
        DISCARD,
        discard("Qs"),
    ),
    (
        ("Danger ranking for the pass:\n1. A♠ (catches the queen)\n2. K♠\n3. A♥\n\nPassing the top-ranked card."),
        HPASS,
        hpass("As"),
    ),
    (
        (
            "0 → almost impossible with two aces\n1 → not allowed for the dealer here\n2 → fits the "
            "two aces\n3 → needs a miracle\n\nSo 2."
        ),
        OHHELL_DEALER,
        bid(2),
    ),
    ("Order up: +1.1 expected points. Pass: +0.3. The first option.", BID1, ORDER),
    (
        ("Option A: call\nOption B: raise to 50\nOption C: fold\n\nI like option D."),
        HOLDEM,
        None,
    ),
    (
        ("Option A: call\nOption B: raise to 50\nOption C: fold\n\nB, definitely."),
        HOLDEM,
        raise_to(50),
    ),
    (
        (
            "pros/cons\n+ bet 30: protects, builds the pot / − gets raised off\n+ check: pot control / "
            "− free card\n\nProtection matters more here → bet 30."
        ),
        OPEN,
        bet(30),
    ),
    ("Score each line 1–5:\n- Fold: 4\n- Call: 2\n- Raise to 9,000: 1\nHighest score: fold.", BIG, FOLD),
    (
        (
            "Let me tabulate.\n\n| | Fold | Call | Raise to 60 |\n|---|---|---|---|\n| vs bluffs | -4 "
            "| +10 | +6 |\n| vs value | 0 | -10 | -30 |\n| weighted | -2 | +1 | -7 |\n\n"
            "The weighted row favors the middle column."
        ),
        HOLDEM,
        CALL,
    ),
    ("Bet 8: EV 1.9\nBet 16: EV 1.7\nCheck: EV 2.2\n\nThe last one.", OPEN, CHECK),
    (
        (
            "Option 1: Q♥ (wins the trick, takes 2 points)\nOption 2: 10♥ (likely wins, 2 points)\n"
            "Option 3: 2♣ (a safe exit, 0 points)\n\nOption 3."
        ),
        TRICK,
        play("2c"),
    ),
    ("1) T♠ 2) Q♥ 3) 9♦ 4) A♠ 5) 2♣. I'll go with #3.", TRICK2, play("9d")),
    ("Bid 3 → EV +31\nBid 4 → EV +22\nBid 2 → EV +18\n\nGoing with the top line.", BID, bid(3)),
    (
        (
            "Ranking the three suits I can name:\n• Spades: 3 trump including the right bower\n• "
            "Clubs: 2 trump\n• Diamonds: 1 trump\n\nTop of the list."
        ),
        STICK,
        trump("s"),
    ),
    (
        (
            "Raise sizes compared:\n- min (4): keeps his calls wide ✓\n- 3x (6): standard\n- 5x (10): "
            "too big\n\nThe first size."
        ),
        HOLDEM,
        raise_to(4),
    ),
    (
        ("Sizing options for the open:\n(a) 400\n(b) 600\n(c) 1,000\n\n(b)."),
        BIG,
        raise_to(600),
    ),
    (
        (
            "| size | fold equity | EV |\n|---|---|---|\n| 20 | 20% | +2 |\n| 45 | 40% | +4 |\n| "
            "all-in (70) | 60% | +6 |\n\nBottom row."
        ),
        OPEN,
        bet(70),
    ),
    (
        ("Bet: +0.00 (indifferent)\nCheck: +0.00 (indifferent)\nTie-break: I prefer lower variance, so check."),
        KUHN_OPEN,
        CHECK,
    ),
    ("Ranked from best to worst: raise, call, fold. Playing the best.", LEDUC_FACE, RAISE),
    (
        (
            "Pros of calling: pot odds (3:1). Cons: reverse implied odds, dominated kicker.\nVerdict "
            "after weighing: the cons win, so I let it go and fold."
        ),
        HOLDEM,
        FOLD,
    ),
    (
        (
            "Spades: 1 trump (score 2/10)\nClubs: 1 trump (2/10)\nDiamonds: 2 small trump (4/10)\n"
            "Passing: 7/10\n\nHighest: passing."
        ),
        SUITS,
        PASS,
    ),
    (
        ("Going alone: 40% to march, otherwise I'm likely euchred. With partner: 85% to make it. The second option."),
        ALONE,
        PARTNER,
    ),
    ("Candidates: Q♠ (danger 9), A♥ (danger 7), K♠ (danger 8). I'll pass the top two.", HPASS, None),
    ("Q♥: risky. 10♥: risky. 2♣: wasteful. Hmm, they all have problems.", TRICK, None),
    ("Raise to 5k: EV +120\nCall: EV +180\nFold: EV 0\n\nThe call is best by 60, taking it.", BIG, CALL),
    (
        (
            "Sizing table:\nsize | villain calls with\n6 | pairs, draws\n18 | good pairs\n40 | sets "
            "only\n\nI want pairs and draws to call, so the smallest."
        ),
        OPEN,
        bet(6),
    ),
    (
        ("Choices considered:\n1) call 20: meh\n2) raise to 80: best\n3) fold: no\n\n→ 2"),
        HOLDEM,
        raise_to(80),
    ),
    ("Clubs are trump. Least useful card first: K♥, Q♠, J♦. Discarding the first of those.", DISCARD, discard("Kh")),
    ("Order: 30% to make. Pass: fine either way. Pick the safer of the two, i.e. pass.", BID1, PASS),
    ("Expected tricks: about 2.7. Nearest legal bids: 2 or 3 (1 is barred). Rounding up: 3.", OHHELL_DEALER, bid(3)),
    ("call EV +0.33 vs fold EV 0 → call", KUHN_FACE, CALL),
    ("A: call\nB: shove\nC: fold\nB.", HOLDEM, raise_to(200)),
    ("A) check\nB) min bet\nC) pot\nB.", OPEN, bet(2)),
    ("Ranking:\n1st: Q♥\n2nd: 10♥\n3rd: 2♣\nPlaying my first choice.", TRICK, play("Qh")),
    ("Given the list (fold, call, raise), the answer is the second one.", HOLDEM, CALL),
    ("Given the list (fold, call, raise), the answer is the fourth one.", HOLDEM, None),
    (
        ("Compared: calling (EV +0.2bb), 3-betting to 2.4k (+0.5bb), shoving 20k (+1.1bb). Shoving wins."),
        BIG,
        raise_to(20000),
    ),
    ("nil: 75% to make, +100 / -100\n1: 90%, but bags\nGoing nil.", BID, bid(0)),
    ("Ratings: ♣ 9/10, ♦ 3/10, ♠ 5/10, pass 2/10. Top rated.", SUITS, trump("c")),
    ("♣ 5/10, ♦ 5/10, ♠ 5/10. Honestly a coin flip among the three.", STICK, None),
    (
        (
            "Which card? Looking at each:\n- 10♠: loses to the K♠\n- Q♥: the A♥ and K♥ are gone, so "
            "it's boss\n- 9♦: loses\n- A♠: boss, but it's trump and I want to keep it\n- 2♣: loses\n"
            "The boss heart."
        ),
        TRICK2,
        play("Qh"),
    ),
    ("Raise EV −1.8, call EV −0.9, fold EV 0. Least bad: fold.", LEDUC_FACE, FOLD),
    (
        (
            "Pros/cons summary:\n✅ call: good price\n❌ raise: bloats the pot out of position\n❌ fold: "
            "too nitty\n\n✅ it is."
        ),
        HOLDEM,
        CALL,
    ),
    ("bet 25 (EV 3.1) > check (EV 2.4) > bet 60 (EV 1.9). Top: bet 25.", OPEN, bet(25)),
    ("Option one, check. Option two, bet. I'm picking option two.", KUHN_OPEN, BET),
    ("Alone EV 2.1 vs partner EV 2.1: identical, dealer's choice.", ALONE, None),
    (
        ("| # | action |\n|---|---|\n| 1 | fold |\n| 2 | call |\n| 3 | raise to 12 |\n\nRow 3."),
        HOLDEM,
        raise_to(12),
    ),
    ("Option A (call 19,800, all in): EV −2,100\nOption B (fold): EV 0\nOption B.", BIG, FOLD),
    (
        ("Ranked by how much I want rid of them: K♦, then T♦, then 4♦. Passing the first of those now."),
        HPASS,
        hpass("Kd"),
    ),
    ("3 or 4: both around the same EV. Let the table decide.", BID, None),
    (
        (
            "discard | ruff chance | keep value\nQ♠ | void in ♠ | low\n9♣ | void in ♣ | low\nWith ♠ "
            "more likely to be led, the first row."
        ),
        DISCARD,
        discard("Qs"),
    ),
    ("Fold: 0. Call: +1.4. Raise: +1.4. I'll do one of the two good ones.", HOLDEM, None),
    (
        (
            "**Pros of folding**\n- no more risk\n**Pros of calling**\n- he bluffs a lot\n- I block "
            "the nuts\n\nTwo pros against one: calling."
        ),
        HOLDEM,
        CALL,
    ),
    (
        ("EV check: +0.4, EV bet 12: +0.9, EV bet 35: +0.6. Choosing the highest of those, the bet of 12."),
        OPEN,
        bet(12),
    ),
    # (5) trick games: plays, bids, trump calls, passes, discards, going alone, in many notations
    ("Play Q♥.", TRICK, play("Qh")),
    ("I'll lead the queen of hearts; the ace and king have both gone, so it should hold.", TRICK, play("Qh")),
    ("Diamonds led, I'm void and can't win it anyway. The ten.", TRICK, play("Th")),
    ("Partner's ace is winning this spade trick, so I'll throw off my lowest heart.", TRICK, play("Th")),
    ("On lead. My only heart, the queen, is boss now that the ace and king are out.", TRICK2, play("Qh")),
    ("Can't follow. Dumping my club.", TRICK, play("2c")),
    ("On lead with spades trump: the ace, to pull a round of trump.", TRICK2, play("As")),
    ("Leading the nine, hoping partner holds the diamond king.", TRICK2, play("9d")),
    ("The deuce, since I want partner to win this one.", TRICK2, play("2c")),
    ("Trump is spades. I'm on lead and want to draw trump: my highest spade.", TRICK2, play("As")),
    ("Leading my lowest spade to find out where the king is.", TRICK2, play("Ts")),
    ("Discard the nine; clubs are my weakest suit.", DISCARD, discard("9c")),
    ("Diamonds are trump. Discard my lower heart and keep the ace.", DISCARD, discard("Kh")),
    ("Spades are trump, so the jack of diamonds is just a plain card. Bury the jack.", DISCARD, discard("Jd")),
    ("Pass the king.", HPASS, None),
    ("Pass the queen; I'm not keeping that thing.", HPASS, hpass("Qs")),
    ("Pass the ace.", HPASS, None),
    ("I want to keep my high hearts to shoot the moon, so I'm passing my lowest heart.", HPASS, hpass("3h")),
    ("Diamonds are my longest suit, but the top one is a liability. Pass my highest diamond.", HPASS, hpass("Kd")),
    ("The ten goes, so I'm void-ready in diamonds sooner.", HPASS, hpass("Td")),
    ("Pass the J♣. Clubs get led early and it'll eat a trick.", HPASS, hpass("Jc")),
    ("Play the K♥.", TRICK, None),
    ("I call hearts as trump.", SUITS, None),
    ("Pass, I've got nothing.", STICK, None),
    ("Going alone. The right, the left and the ace of trump should march.", ALONE, GO_ALONE),
    ("I'll play it with partner; I'm not strong enough for a march.", ALONE, PARTNER),
    ("Order it up, dealer.", BID1, ORDER),
    ("I'll tell the dealer to pick it up; that card gives us three trumps between us.", BID1, ORDER),
    ("I bid one.", OHHELL_DEALER, None),
    ("Zero tricks for me; everything I hold is low.", OHHELL_DEALER, bid(0)),
    ("Nil. No spade above the six and no aces.", BID, bid(0)),
    ("Bid 14, I'm feeling lucky.", BID, None),
    ("Four.", BID, bid(4)),
    ("Pass the Q♠ and the A♠.", HPASS, None),
    ("Pass Q♠.", HPASS, hpass("Qs")),
    (
        (
            "West led the K♦, partner played the J♦, East the 4♦. I'm out of diamonds and have no "
            "spades to trump with, so I'll just throw my club."
        ),
        TRICK,
        play("2c"),
    ),
    (
        (
            "Spades were led and I'm void, so I can dump a heart. The queen of hearts is my biggest "
            "liability: dumping the Q♥."
        ),
        TRICK,
        play("Qh"),
    ),
    (
        (
            "Partner led the A♦ and it's winning. I'm void in diamonds; throwing the 10♥ costs nothing "
            "since partner takes the trick."
        ),
        TRICK,
        play("Th"),
    ),
    ("Leading a low trump to pull the opponents' trumps: 10♠.", TRICK2, play("Ts")),
    ("Leading my 2♣ toward partner, who signalled a strong club holding earlier.", TRICK2, play("2c")),
    ("Leading the 9♦ to get partner in with the K♦ they showed.", TRICK2, play("9d")),
    ("I'll name diamonds: the right bower, the ace and the queen.", SUITS, trump("d")),
    ("♣ trump.", SUITS, trump("c")),
    ("Pass, nothing worth naming.", SUITS, PASS),
    ("Spades, since I'm stuck with it.", STICK, trump("s")),
    ("Throwing away the Q♠ to void spades.", DISCARD, discard("Qs")),
    ("Discard A♥.", DISCARD, discard("Ah")),
    ("Partner bid 3, the opponents 2 and 2. I have six tricks in hand: bid 6.", BID, bid(6)),
    ("Thirteen! Every trick is mine.", BID, bid(13)),
    ("Dealer's bid: 3.", OHHELL_DEALER, bid(3)),
    ("The others bid a total of 3 in this 4-card hand, so one is forbidden. I'll take 2.", OHHELL_DEALER, bid(2)),
    ("Passing the 8♥ across.", HPASS, hpass("8h")),
    ("I'll pass the two of clubs so I don't have to lead the first trick.", HPASS, hpass("2c")),
    ("Playing T♥.", TRICK, play("Th")),
    ("qh", TRICK, play("Qh")),
    ("10s", TRICK2, play("Ts")),
    ("The spade.", TRICK2, None),
    ("Just my lowest card.", TRICK, play("2c")),
    ("A heart.", TRICK, None),
    ("I'll lead a heart.", TRICK2, play("Qh")),
    ("Discard a heart.", DISCARD, None),
    ("Pass. Nothing in trump.", BID1, PASS),
    ("Not alone: we play it together.", ALONE, PARTNER),
    ("Clubs it is, then (stuck dealer).", STICK, trump("c")),
    ("Diamonds led, I'm void: I'll sluff the 10♥ and keep the queen.", TRICK, play("Th")),
    ("Pass Q♥.", HPASS, None),
    ("Discard the 10♠.", DISCARD, None),
    ("9 of diamonds", TRICK2, play("9d")),
    (
        ("Partner is void in clubs and the opponents are out of trump. Leading the two of clubs for partner to ruff."),
        TRICK2,
        play("2c"),
    ),
    ("Hearts haven't been broken, so I can't lead them yet... I'll lead the ♣2.", TRICK, play("2c")),
    ("The seven of clubs goes left.", HPASS, hpass("7c")),
    ("Partner bid nil, so I have to cover. The A♠ first, to keep control.", TRICK2, play("As")),
    # (6) other players' actions and words before the seat's own
    ('Sprocket raised to 12 and Gizmo said "fold". I\'ll call.', HOLDEM, CALL),
    ("The button limped, the small blind completed. I raise to 10.", HOLDEM, raise_to(10)),
    ('Gizmo says "I\'m going all in next hand". Cute. Check.', OPEN, CHECK),
    ("Sprocket went all in for 200. I call.", HOLDEM, CALL),
    ("Everyone folded to me on the button. Raise to 6.", HOLDEM, raise_to(6)),
    ("Sprocket bid 4, partner bid 3. I'll bid 2.", BID, bid(2)),
    ("Others bid 3, 2 and 1, six of the seven tricks, so 1 is off limits for me. I bid 2.", OHHELL_DEALER, bid(2)),
    ('Gizmo said "call me if you dare". I don\'t dare. Fold.', HOLDEM, FOLD),
    ('Ratchet: "raise!"\nMe: call.', HOLDEM, CALL),
    ("Sprocket raised, Gizmo called, and I'm still thinking.", HOLDEM, None),
    ("Sprocket folded his hand a moment ago. I'll do what Sprocket did.", HOLDEM, FOLD),
    ("Gizmo raised to 12 last orbit and took it down. Same as Gizmo: raise to 12.", HOLDEM, raise_to(12)),
    ("Gizmo typed \"I'd fold if I were you\". I'm not Gizmo: raise to 30.", HOLDEM, raise_to(30)),
    ("Ratchet folded, Sprocket folded, Gizmo raised to 8. Calling.", HOLDEM, CALL),
    ("Both players checked to me. Bet 10.", OPEN, bet(10)),
    ("Sprocket bet 40 last hand with nothing, so I'm wary of this table. This time I check.", OPEN, CHECK),
    ("The cutoff three-bet to 2,400, the button folded, the small blind folded. I call.", BIG, CALL),
    ("UTG raised to 600, Sprocket re-raised to 2,000, and Gizmo shoved for 20k. I fold.", BIG, FOLD),
    ("Two limpers (Gizmo and Cog) and the button called. Isolating to 1,800.", BIG, raise_to(1800)),
    ('Gizmo bet and said "I have the King". He said the same last time with the Jack. Call.', KUHN_FACE, CALL),
    ("Sprocket folded to my bet last hand. I'll check this one.", KUHN_OPEN, CHECK),
    ("Gizmo raised last round and bet again now, with a King on the board. Fold.", LEDUC_FACE, FOLD),
    ("Sprocket bet; he's been betting every single hand. Raise.", LEDUC_FACE, RAISE),
    (
        ("Sprocket led the 5♦, Gizmo played the K♦, partner the 8♦. I have no diamonds, so I'll throw the 10♥."),
        TRICK,
        play("Th"),
    ),
    ("Gizmo said \"don't you dare play a heart\". I won't: 2♣.", TRICK, play("2c")),
    ("Partner asked me to lead trump. Leading the A♠.", TRICK2, play("As")),
    (
        ("Ratchet discarded the K♥ earlier and the A♥ is gone, so my Q♥ is the boss heart. Leading it."),
        TRICK2,
        play("Qh"),
    ),
    ("Sprocket passed, partner passed, Gizmo passed. I'll name clubs.", SUITS, trump("c")),
    ('Gizmo said "name spades, I dare you". No thanks: pass.', SUITS, PASS),
    ('Partner is the dealer and just said "I love this card". Order it up.', BID1, ORDER),
    ("Sprocket passed, and so do I.", BID1, PASS),
    ('Partner said "go for it". Alone.', ALONE, GO_ALONE),
    ("Gizmo keeps telling me to go alone. I'd rather play with partner.", ALONE, PARTNER),
    ("Gizmo led clubs twice last hand, so I expect clubs again. Voiding clubs: discard 9♣.", DISCARD, discard("9c")),
    ("Last hand Sprocket passed me the Q♠. Returning the favor: passing the queen of spades.", HPASS, hpass("Qs")),
    ('Gizmo said "pass me something nice". Sending the A♠.', HPASS, hpass("As")),
    ("Sprocket bid 3, Gizmo 2, Cog 1: six of seven tricks, so 1 is out. I bid 3.", OHHELL_DEALER, bid(3)),
    ("Everyone else bid zero. I bid one.", OHHELL_DEALER, None),
    ("Opponents bid 4 and 3, partner bid 3. I'll say 3.", BID, bid(3)),
    ("Sprocket: raise to 20. Gizmo: fold. Cog: fold. Me: call the 20.", HOLDEM, CALL),
    ('The big blind just said "I never bluff". I believe him. Folding.', HOLDEM, FOLD),
    ("Sprocket limped, Gizmo limped, Cog limped. All in.", HOLDEM, raise_to(200)),
    ("Gizmo went all in, Sprocket called. What would you do?", HOLDEM, None),
    ("Sprocket checked, Gizmo checked. Betting 20.", OPEN, bet(20)),
    ('"Fold," said Gizmo, staring me down. "You know you want to." I don\'t. Call.', HOLDEM, CALL),
    ("Cog said: raise. Gizmo said: fold. I say: raise to 40.", HOLDEM, raise_to(40)),
    ("Cog said: raise. Gizmo said: fold. I agree with both of them.", HOLDEM, None),
    ("Sprocket called, Gizmo called, the button called. I shove 20k.", BIG, raise_to(20000)),
    ("Gizmo played the 2♦ on the last trick. I'll play the same rank.", TRICK, play("2c")),
    ("Partner says lead a spade. OK, a spade.", TRICK2, None),
    (
        ("The button raised to 8, the small blind re-raised to 24, and the big blind called. Too much action. Fold."),
        HOLDEM,
        FOLD,
    ),
    ('Sprocket said "I\'ll raise if you call". Whatever. Call.', HOLDEM, CALL),
    ("Gizmo checked to me; I'll check behind.", OPEN, CHECK),
    ("Gizmo checked; Sprocket, who acts after me, is short. I bet 35.", OPEN, bet(35)),
    ("Gizmo said he'd call anything. Bet.", KUHN_OPEN, BET),
    ('Sprocket bet after saying "I have the king, fold". I have the Jack anyway. Fold.', KUHN_FACE, FOLD),
    ('Ratchet bet 2 and said "raise me". I won\'t raise. Call.', LEDUC_FACE, CALL),
    ("Everyone passed the upcard. Now it's my turn: spades.", SUITS, trump("s")),
    ('Everyone passed twice, so I\'m stuck. Partner whispered "clubs". Clubs.', STICK, trump("c")),
    ("Sprocket ordered me up, so I pick up the upcard and throw the J♦.", DISCARD, discard("Jd")),
    ("Gizmo passed me three spades last round. This time I pass the A♥.", HPASS, hpass("Ah")),
    ("Gizmo bid 5, Sprocket bid 4. Hmm.", BID, None),
    ("Sprocket opened to 6 and Gizmo flatted. Squeeze to 18.", HOLDEM, raise_to(18)),
    ("Gizmo opened to 500, Sprocket folded, Cog said \"it's a bluff\". I'll call.", BIG, CALL),
    ("Cog (button) raised to 7, Sprocket folded, Gizmo folded. Defending: call.", HOLDEM, CALL),
    ("Sprocket folded. Gizmo folded. Cog folded. Everyone folded.", HOLDEM, None),
    (
        ("Gizmo is void in spades (he discarded on the last spade lead). Leading the 10♠ anyway to pull trump."),
        TRICK2,
        play("Ts"),
    ),
    ('Sprocket said "you won\'t dare go alone". Watch me: going alone.', ALONE, GO_ALONE),
    ('The cutoff shoved 200. "Call," chants the rail. Nope, I fold.', HOLDEM, FOLD),
    ('Gizmo checked and said "I\'ll call whatever you bet". All in then.', OPEN, bet(70)),
    (
        ('Sprocket raised to 14 and Gizmo re-raised to 40, saying "fold, kid". I\'ll just call the 40.'),
        HOLDEM,
        CALL,
    ),
    ("Gizmo bet 2 into me; his bets here have been honest all night. I fold this time.", LEDUC_FACE, FOLD),
    # (7) self-corrections (read at the correction) and wavering or open questions (unclear)
    ("Bet 4 — no, bet 8.", OPEN, bet(8)),
    ("Call. Actually, fold.", HOLDEM, FOLD),
    ("Raise to 12... scratch that, raise to 20.", HOLDEM, raise_to(20)),
    ("Fold—wait, I have the nuts. All in.", HOLDEM, raise_to(200)),
    (
        ("I'll play the Q♥. Hmm, on second thought, the 2♣ saves the queen for later. Playing the 2♣."),
        TRICK,
        play("2c"),
    ),
    ("Call. No, fold. Hmm, actually call. Or fold?", HOLDEM, None),
    ("Raise? Call?", HOLDEM, None),
    ("I think I'll raise to 20, or should I just call?", HOLDEM, None),
    ("Bid 3. Wait, maybe 4. Or 3. Ugh.", BID, None),
    ("Raise to 15 (typo, I meant 50).", HOLDEM, raise_to(50)),
    ("fold\n\n*call, sorry", HOLDEM, CALL),
    ("~~raise~~ call", HOLDEM, CALL),
    ("I bid 5.\n\nEdit: 4.", BID, bid(4)),
    ("Bet 10. Hmm, no, check. He'll bluff into me.", OPEN, CHECK),
    ("Bet 10. Hmm, no, check. Or maybe bet after all?", OPEN, None),
    ("My first instinct is to raise, but on reflection the call is better. Call.", HOLDEM, CALL),
    ("Call— no wait, I should raise. Raise to 30.", HOLDEM, raise_to(30)),
    ("Raise to 2,000. Correction: 3,000.", BIG, raise_to(3000)),
    ("Raise to 2,000, or 3,000... or just call? I can't decide.", BIG, None),
    ("Check. No, bet. The King should bet.", KUHN_OPEN, BET),
    ("Call. Fold. Call. Fold. I'm flipping a coin in my head and it keeps landing on its edge.", KUHN_FACE, None),
    ("Raise! Hmm... too aggressive. Just call.", LEDUC_FACE, CALL),
    ("A♠... no wait, I'll save the ace. 10♠.", TRICK2, play("Ts")),
    ("Q♥. Or 10♥? Or should I just play the 2♣?", TRICK, None),
    ("Clubs. No, diamonds; I miscounted my clubs.", SUITS, trump("d")),
    ("Clubs. No, diamonds. No, clubs. Hmm, diamonds?", SUITS, None),
    ("Alone! ...Actually no, with partner. The off ace worries me.", ALONE, PARTNER),
    ("Order it up. Wait, that gives the dealer a bower. Pass.", BID1, PASS),
    ("Discard the 9♣. Hmm, no, I need it for a ruff later; the Q♠ goes instead.", DISCARD, discard("Qs")),
    ("Pass the Q♠. On second thought, keep the queen and pass the K♠.", HPASS, hpass("Ks")),
    ("Bid 1... oh right, 1 isn't allowed. Bid 2.", OHHELL_DEALER, bid(2)),
    ("Bid 0? Or 2? Zero feels risky, two feels greedy.", OHHELL_DEALER, None),
    ("Raise to 42. Oops, digits swapped: 24.", HOLDEM, raise_to(24)),
    ("I call. I mean, I fold. Sorry, long day.", HOLDEM, FOLD),
    ("I call. I mean, I fold. Or do I?", HOLDEM, None),
    ("Bet 30, er, 20.", OPEN, bet(20)),
    ("Min-raise to 4. Hmm, too small, it gives him odds. Raise to 10.", HOLDEM, raise_to(10)),
    ("Raise to 40.\n\nWait, rereading: he's already all in. Then I just call.", HOLDEM, CALL),
    ("Call 2,000. Hmm... no, AJo is too weak against this range. Fold.", BIG, FOLD),
    ("Shove! ...No, that's too much; a raise to 5k does the same job. 5k.", BIG, raise_to(5000)),
    ("Bet half the pot. Actually, screw it, all in.", OPEN, bet(70)),
    ("2♣. Wait, better to dump the 10♥ now while I still can. 10♥.", TRICK, play("Th")),
    ("Leading the A♠... no, let's not pull trump yet. Lead the 2♣.", TRICK2, play("2c")),
    ("Diamonds. Oops, I have only one diamond. Spades.", STICK, trump("s")),
    ("Bid 4. Hmm, with the void in clubs I should add one. Bid 5.", BID, bid(5)),
    ("Fold. Nope, the price is too good to fold: calling.", HOLDEM, CALL),
    ("raise to 61\ncorrection: raise to 16 (typo)", HOLDEM, raise_to(16)),
    ("raise to 61\nor 16, whichever reads better", HOLDEM, None),
    ("Bet. Hmm, the Jack shouldn't bluff here. Check.", KUHN_OPEN, CHECK),
    ("Fold... or call... or raise... I genuinely don't know.", LEDUC_FACE, None),
    ("Pass the Q♠. Or the A♥? Both?", HPASS, None),
    ("Spades! ...Wait, I only have two small spades. Pass.", SUITS, PASS),
    ("I'll call. Hmm, no, let's raise. Raise to 8.", HOLDEM, raise_to(8)),
    ("I'll call. Hmm, no, let's raise. Or not.", HOLDEM, None),
    ("Bet 12... actually no, checking is better with a medium hand. Check.", OPEN, CHECK),
    ("Raise to 12,000. Hmm, that's a typo; I meant 1,200.", BIG, raise_to(1200)),
    ("10♥, no, Q♥: it's the boss heart.", TRICK, play("Qh")),
    ("Calling... no. I've talked myself out of it. Fold.", HOLDEM, FOLD),
    ("Final answer: raise. Wait, he has 2 chips left behind, so raising is pointless. Call.", HOLDEM, CALL),
    ("Bet 51. Sorry, 15, my fingers slipped.", OPEN, bet(15)),
    ("Passing the 4♦... hmm, low diamonds are useful. Passing the K♦ instead.", HPASS, hpass("Kd")),
    ("Bid 2. Hmm, I have three trumps, that's three tricks. Bid 3.", OHHELL_DEALER, bid(3)),
    ("Nil! Wait, I have the ace of spades, no nil. Bid 3.", BID, bid(3)),
    ("Lead the 9♦? Or the Q♥? What do you think?", TRICK2, None),
    ("Raise to 60. Eh, on reflection he's pot-committed, so shove.", HOLDEM, raise_to(200)),
    ("Raise to 20, call, raise, call... ok, final answer: call.", HOLDEM, CALL),
    ("Bid 3. Wait, maybe 4. No, 3 is right. Final: 3.", BID, bid(3)),
    ("Check— no. Checking isn't even an option here. Call.", HOLDEM, CALL),
    ("I'll bet 6. Hmm, on second thought, make it 16 so the draws pay.", OPEN, bet(16)),
    # (8) JSON and tool-call shaped answers, with comments or contradictions around them
    ('```json\n{"action": "call"}\n```\nCalling keeps his range wide.', HOLDEM, CALL),
    (
        ('{"action": "raise", "amount": 12}\n\nWait, actually, I\'d rather fold. Ignore the JSON above: fold.'),
        HOLDEM,
        FOLD,
    ),
    ('{"action": "call"}\nI raise.', HOLDEM, None),
    (
        ('{"action": "fold"}\n\nFolding because his range crushes mine; raising would be suicide.'),
        HOLDEM,
        FOLD,
    ),
    ('{"action":"call"}\n(Raising was also considered, but the call keeps it simple.)', HOLDEM, CALL),
    (
        (
            '{"tool_calls": [{"id": "call_1", "type": "function", "function": {"name": '
            '"act", "arguments": "{\\"action\\": \\"raise\\", \\"amount\\": 30}"}}]}'
        ),
        HOLDEM,
        raise_to(30),
    ),
    ('{"name": "act", "arguments": {"action": "play", "card": "Qh"}}', TRICK, play("Qh")),
    ('{"name": "fold", "arguments": {}}', HOLDEM, FOLD),
    ('{"action": "raise", "amount": "twelve"}', HOLDEM, raise_to(12)),
    ('{"action": "raise", "amount": 500}', HOLDEM, raise_to(200)),
    ('{"action": "raise"}', HOLDEM, raise_to(4)),
    ('{"action": "bet", "amount": 10, "say": "I fold to any raise"}', OPEN, bet(10)),
    ('{"say": "all in, baby"}', OPEN, None),
    ('{"action": "check", "say": "free card please"}', HOLDEM, None),
    ('{"action": "play", "card": "Q♥"}', TRICK, play("Qh")),
    ('{"action": "play", "card": "queen of hearts"}', TRICK, play("Qh")),
    ('{"action": "trump", "card": "spades"}', SUITS, trump("s")),
    ('{"action": "trump", "suit": "s"}', SUITS, trump("s")),
    ('{"action": "bid", "amount": 1}', OHHELL_DEALER, None),
    ('{"action": "pass", "card": "Qs"}', HPASS, hpass("Qs")),
    ('{"action": "pass", "cards": ["Qs", "As"]}', HPASS, None),
    ('{"action": "call"}\n{"action": "fold"}', HOLDEM, None),
    ('{"action": "call"}\n\nCorrected:\n{"action": "fold"}', HOLDEM, FOLD),
    ('```json\n{\n  "action": "call" // the safest line\n}\n```', HOLDEM, CALL),
    ('{"action": "fold",}', HOLDEM, FOLD),
    ("{'action': 'raise', 'amount': 20}", HOLDEM, raise_to(20)),
    (
        ('{"action": "raise", "amount": 20, "reasoning": "Folding would be weak and calling too passive."}'),
        HOLDEM,
        raise_to(20),
    ),
    ('{"thought": "folding is too weak here", "action": "call"}', HOLDEM, CALL),
    ('<tool_call>\n{"name": "act", "arguments": {"action": "call"}}\n</tool_call>', HOLDEM, CALL),
    (
        ('{"type": "tool_use", "id": "toolu_01", "name": "act", "input": {"action": "raise", "amount": 16}}'),
        HOLDEM,
        raise_to(16),
    ),
    ('act(action="raise", amount=16)', HOLDEM, raise_to(16)),
    ('{"action": "RAISE", "amount": "16"}', HOLDEM, raise_to(16)),
    ('{"action": "alone"}', ALONE, GO_ALONE),
    ('{"action": "order"}', BID1, ORDER),
    ('{"action": "discard", "card": "9c"}', DISCARD, discard("9c")),
    (
        ('```json\n{"action": "raise", "amount": 2500}\n```\nA 2.5k open, since the blinds defend too wide.'),
        BIG,
        raise_to(2500),
    ),
    ('{"action": "call", "amount": 2000}', BIG, CALL),
    ('```\n{"action": "check"}\n```\nI\'d bet if I had any equity, but I don\'t.', OPEN, CHECK),
    (
        ('{"action": "bet", "amount": 20}\nActually, I\'ll check instead; no need to build the pot.'),
        OPEN,
        CHECK,
    ),
    ('{"action": "bet", "amount": 1}', KUHN_OPEN, BET),
    ('{"action": "raise", "amount": 4}', LEDUC_FACE, RAISE),
    ('```json\n{"action": "call", "say": "I know you have the jack"}\n```', KUHN_FACE, CALL),
    ('{"action": "play", "card": "10s"}', TRICK2, play("Ts")),
    ('{"action": "play", "card": "Ks"}', TRICK2, None),
    ('{"action": "bid", "amount": "4"}', BID, bid(4)),
    ('{"action": "bid", "amount": 15}', BID, None),
    ('{"action": "trump", "card": "c"}\nClubs, because I\'m stuck.', STICK, trump("c")),
    ('{"action": "pass"}', STICK, None),
    ('{"tool_calls": [{"function": {"name": "call", "arguments": "{}"}}]}', HOLDEM, CALL),
    (
        (
            '{"tool_calls": [{"function": {"name": "act", "arguments": "{\\"action\\": '
            '\\"call\\"}"}}, {"function": {"name": "act", "arguments": "{\\"action\\": '
            '\\"raise\\", \\"amount\\": 20}"}}]}'
        ),
        HOLDEM,
        None,
    ),
    (
        (
            'Here is my move:\n\n```json\n{"action": "raise", "amount": 50}\n```\n\n'
            "This puts pressure on his draws without committing my whole stack."
        ),
        HOLDEM,
        raise_to(50),
    ),
    (
        ('Final answer:\n{"action": "call"}\nFolding here would be too weak, and raising only gets called by better.'),
        HOLDEM,
        CALL,
    ),
    ('{\n  "action": "bet",\n  "amount": 25,\n  "say": "check it if you\'re scared"\n}', OPEN, bet(25)),
    ('{"action": "call or raise"}', HOLDEM, None),
    ('{"action": "raise", "amount": 1}', HOLDEM, raise_to(4)),
    ('{"action": "raise", "amount": 40.0}', HOLDEM, raise_to(40)),
    ('{"response": {"action": "call"}}', HOLDEM, CALL),
    ('```json\n{"action": "fold"}\n```\n```json\n{"action": "fold"}\n```', HOLDEM, FOLD),
    ('{"action": "play", "card": "T♥", "say": "saving my queen"}', TRICK, play("Th")),
    ('{"name": "pass", "arguments": {"card": "3h"}}', HPASS, hpass("3h")),
    ('{"action": "pass", "say": "order it up next time, partner"}', BID1, PASS),
    ('{"action": "partner", "say": "I\'d go alone if I had the left"}', ALONE, PARTNER),
    ('{"action": "pass"}\nNothing to name.', SUITS, PASS),
    ('{"action": "discard"}', DISCARD, None),
    ('{"action": "play"}', TRICK, None),
    ('{"action": "raise", "amount": "all-in"}', BIG, raise_to(20000)),
    ('{"action": "bet", "amount": "max"}', OPEN, bet(70)),
    (
        ('{"action": "fold"}\nI know raising is tempting with this many chips in the pot, but no.'),
        HOLDEM,
        FOLD,
    ),
    ('{"action": "bid", "amount": 0, "say": "one trick would be greedy"}', OHHELL_DEALER, bid(0)),
    (
        (
            '<function_calls>\n<invoke name="act">\n<parameter name="action">raise</parameter>\n'
            '<parameter name="amount">30</parameter>\n</invoke>\n</function_calls>'
        ),
        HOLDEM,
        raise_to(30),
    ),
    ('{"action": "bet"}\nNo wait. {"action": "check"}\nHmm, or bet.', KUHN_OPEN, None),
    (
        ('I considered {"action": "fold"} but the odds are too good.\n\n{"action": "call"}'),
        HOLDEM,
        CALL,
    ),
    ('```json\n{"action": "bid", "amount": 3}\n```\nThree: two aces and a long trump suit.', BID, bid(3)),
    # (9) edge cases: typos, capitals, emoji, markdown, invisible or bidi characters, refusals, illegal choices
    ("rasie to 12", HOLDEM, raise_to(12)),
    ("fodl", HOLDEM, FOLD),
    ("I'll cal.", HOLDEM, CALL),
    ("chekc", OPEN, CHECK),
    ("rase 20", HOLDEM, raise_to(20)),
    ("I FOLD", HOLDEM, FOLD),
    ("RAISE TO 40!!!", HOLDEM, raise_to(40)),
    ("CALL CALL CALL", HOLDEM, CALL),
    ("   call   \n\n\n", HOLDEM, CALL),
    ("r a i s e   t o   2 0", HOLDEM, raise_to(20)),
    ("🃏 call 👍", HOLDEM, CALL),
    ("🔥🔥 all in 🔥🔥", HOLDEM, raise_to(200)),
    ("play Q♥\ufe0f", TRICK, play("Qh")),
    ("♠\ufe0f spades ♠\ufe0f", SUITS, trump("s")),
    ("🚫 no call. Fold.", HOLDEM, FOLD),
    ("**call**", HOLDEM, CALL),
    ("`raise 12`", HOLDEM, raise_to(12)),
    ("> fold", HOLDEM, FOLD),
    ("ca\u200bll", HOLDEM, CALL),
    ("f\u200dold", HOLDEM, FOLD),
    ("\u200fraise to 12", HOLDEM, raise_to(12)),
    ("\u202bcall\u202c", HOLDEM, CALL),
    ("r\xadaise to 30", HOLDEM, raise_to(30)),
    ("ca\ufeffll", HOLDEM, CALL),
    ("ｃａｌｌ", HOLDEM, CALL),
    ("I'm sorry, but I can't help with gambling.", HOLDEM, None),
    ("As an AI, I don't gamble. Let's talk about something else!", HOLDEM, None),
    ("check", HOLDEM, None),
    ("fold", OPEN, None),
    ("raise", KUHN_OPEN, None),
    ("pass, nothing here", STICK, None),
    ("bid -1", BID, None),
    ("play Kh", TRICK, None),
    ("discard Ts", DISCARD, None),
    ("call", OPEN, None),
    (
        (),
        HOLDEM,
        None,
    ),
    ("\n\n\t\t   \n    fold", HOLDEM, FOLD),
    ("QH", TRICK, play("Qh")),
    ("10♥", TRICK, play("Th")),
    ("10h", TRICK, play("Th")),
    ("♥Q", TRICK, play("Qh")),
    ("Je me couche.", HOLDEM, FOLD),
    ("Ich gehe mit.", HOLDEM, CALL),
    ("Subo a 20.", HOLDEM, raise_to(20)),
    ("CaLl", HOLDEM, CALL),
    ("RAISE TO ONE HUNDRED", HOLDEM, raise_to(100)),
    ("Bet\t15", OPEN, bet(15)),
    ("call<|im_end|>", HOLDEM, CALL),
    ("<think>\nThe pot odds favor calling, but his range is strong, and", HOLDEM, None),
    (
        ("<think>\nRaising is tempting but he's strong. Folding is too weak.\n</think>\n\ncall"),
        HOLDEM,
        CALL,
    ),
    ("<think>Call or raise? Raising wins more.</think>Raise to 12.", HOLDEM, raise_to(12)),
    ("A♠\ufe0f", TRICK2, play("As")),
    ("SEVEN", BID, bid(7)),
    ("F O L D", HOLDEM, FOLD),
    ("call fold", HOLDEM, None),
    ("fold/call", HOLDEM, None),
    ("check ✔\ufe0f", OPEN, CHECK),
    ("I call.\u200b\u200b\u200b", HOLDEM, CALL),
    ("2\u200b♣", TRICK, play("2c")),
    ("RAISE to 12 😎😎😎", HOLDEM, raise_to(12)),
    ("ALL IN!!! 💰💰💰", OPEN, bet(70)),
    ("bet 💸", KUHN_OPEN, BET),
    ("ALONE.", ALONE, GO_ALONE),
    ("trump: ♥", SUITS, None),
    ("FoLd!!1", HOLDEM, FOLD),
    ("c a l l", HOLDEM, CALL),
    ("Raise to 1O", HOLDEM, raise_to(10)),
    ("pLaY tHe QuEeN oF hEaRtS", TRICK, play("Qh")),
    ("ｆｏｌｄ", HOLDEM, FOLD),
    ("bid ٤", BID, bid(4)),
    ("\u2066call\u2069", HOLDEM, CALL),
    ("order\xa0it\xa0up", BID1, ORDER),
    ("Pass the 8♥\ufe0f (the eight of hearts).", HPASS, hpass("8h")),
    ("trump ♦", STICK, trump("d")),
]

MISREAD_LEFT = {
    "Candidates: Q♠ (danger 9), A♥ (danger 7), K♠ (danger 8). I'll pass the top two.": {"action": "pass", "card": "Qs"},
    "raise": {"action": "bet"},
    "call": {"action": "check"},
}

REFUSED_THOUGH_CLEAR = {
    "I hold the Jack, the lowest card. Betting as a bluff works only if the Queen folds often enough, and betting "
    "into the King is just burning a chip. Checking loses nothing when I'm behind and keeps the pot small. The "
    "equilibrium bluffs the Jack only sometimes, and this isn't one of those times. I check.",
    "The board card is a King and I hold a Queen, so no pair. Raising with a bare Queen into a second-round bet is "
    "a pure bluff, and he rarely folds here. Calling 4 to win 10 needs about 29% equity, and against a King or any "
    "pair I have close to none. Folding is the honest answer. **Fold.**",
    "We are 100 big blinds deep, so shoving pocket jacks over a 1,200 open is overkill. Calling in position is "
    "fine but lets the blinds squeeze. Three-betting to about 3,600 folds out hands like KQ and builds a pot "
    "against worse pairs. Folding jacks would be absurd. Going with the three-bet, to 3,600.",
    "Diamonds were led and I'm void, with no spades to trump in either. Throwing the Q♥ gives up a possible trick "
    "later, and the 10♥ might still win a heart lead. Throwing the 2♣ is the cheapest discard, since partner's ace "
    "of diamonds is already winning. So I'll sluff the two of clubs.",
    "Hearts were turned down, so hearts are off the table. Calling clubs with only the left bower and one small "
    "club is thin. Calling spades, where I hold the right bower, the ace and the king, is strong. Passing would "
    "hand the dealer's side the chance to name a suit. Naming spades.",
    "The board is K-7-2 rainbow, about as dry as it gets. Betting gets value from any seven and some weak kings; "
    "checking induces bluffs from hands that would otherwise give up. On a board this static a small bet does both "
    "jobs. Betting 3 into a pot of 9 it is.",
    "### Read\nHe has been shoving light all session.\n### Options\n* Calling with 99 leaves me guessing on every "
    "later street.\n* Folding gives up a hand well ahead of his range.\n* Moving all in puts him to a decision "
    "with his worse pairs and overcards.\n\nI'm moving all in.",
    "I have the King, the best card in the deck. Checking could induce a bluff from the Jack, but a sensible "
    "opponent with the Jack just checks behind. Betting gets called by the Queen some of the time, and that's "
    "where my profit comes from. Betting it is.",
    "My Queen pairs the Queen on the board, which is the best hand there is. Folding is unthinkable. Calling is "
    "safe but leaves money on the table, since he'll pay off with a King. Raising now builds the pot while he's "
    "still interested. Raising.",
    "Four players are in, and the under-the-gun player has now 4-bet to 9,000. Calling off with AJ offsuit is "
    "dominated by most of his range. Shoving over it is only good if he folds, which he won't at this price. "
    "Folding costs me the 1,200 I put in, but that money is already gone. I fold.",
    "I'm leading to the second trick. Leading the 2♣ gives up the lead cheaply; leading the 10♥ tests for the "
    "jack; leading the Q♥ draws out whatever is left. The ace and king of hearts have both been played, so my "
    "queen is the highest heart left. Cashing it now: Q♥.",
    "I hold both bowers, the ace of trump and the ace of clubs. Going alone scores 4 if I take all five. Playing "
    "with my partner is safer but caps the hand at 2. Losing a trick alone still scores 1. The odds of a march "
    "with this hand are excellent. Going alone.",
    "Hearts are trump, so the jack of diamonds is my left bower and stays. Clubs are the short suit: just the "
    "nine. Discarding it voids me in clubs so I can trump the first club led. The hearts and the queen of spades "
    "are worth keeping too. Throwing away the 9♣.",
    "Passing left this time. The Q♠ is the most dangerous card in my hand: I hold the K♠ and A♠ as well but only "
    "one low spade, the nine, to protect them. Passing the A♥ would help my hearts, but the queen is the priority. "
    "Keeping it invites a 13-point trick. This pass: the Q♠.",
    "I'm the dealer, so my bid can't make the total equal the number of tricks, and the list tells me one is off "
    "limits. Bidding zero with two aces is hopeless. Bidding three needs a lot to go right. Bidding two fits my "
    "two aces. I bid 2.",
    "Stuck with it as the dealer, and hearts were turned down. Clubs: just the nine. Spades: the queen alone. "
    "Diamonds: the jack, the ace and the ten. Naming diamonds is the only sane call.",
    "Limping behind is passive and rarely profitable. Folding suited connectors in position is too tight. Raising "
    "the minimum keeps the price low for me while taking the initiative. Overraising just isolates me against "
    "better hands. Min-raise.",
    "The pot is 40 and I have 70 behind. Checking lets him realize his equity with the draw. Betting half the pot "
    "leaves an awkward stack for the river. Shoving 70 gives him the wrong price to call with a draw. Jamming it.",
    "First round, no board card yet, I hold a King and he bet. Raising with the best starting card is tempting, "
    "but it shows my hand and the board card can still pair his Queen or Jack. Folding a King is out of the "
    "question. Calling keeps the pot manageable until the board card arrives. Calling it is.",
    "Blinds are 100/200 and I'm on the button with KQ suited. Limping invites everyone in. Opening to 400 gives "
    "the blinds too good a price. Opening to 600 is standard. Shoving 20k is absurd. I'll raise to 600.",
    "Bidding nil: my highest card is the jack of hearts, and I hold just two small spades. Bidding one risks "
    "getting set with a trick I can't control. Partner has bid 5, so covering is their job. Nil.",
    "Nothing here: the highest trump I could make is the queen of clubs. Calling diamonds with the ace alone and "
    "no bower is a loser. Calling spades with the nine and ten is worse. Passing is right.",
    "He bet 20 into 30 on a wet board. Calling lets the draws see a cheap turn. Folding top set would be insane. "
    "Raising to 60 charges them properly and builds a pot for the later streets. Raising all in is too much and "
    "folds out his one-pair hands. **Raise to 60.**",
    "Pros of betting: denies equity, builds the pot. Cons: my hand is medium strength and gets raised by better. "
    "Checking, on the other hand, controls the pot and keeps his bluffs in. Given my showdown value, I'll check.",
    "Three options. Folding 88 to a single raise is weak. Calling is fine but lets the big blind in behind me. "
    "Re-raising to 12 takes the initiative and usually wins it preflop. Shoving is a massive overbet.\n\nTL;DR: "
    "raise to 12.",
    "Leading the 2♣ keeps my hearts intact. Leading the Q♥ would flush out the king, but I'd rather let someone "
    "else break hearts. Leading the 10♥ gives up a trick I might need later. Since I'm trying to avoid points this "
    "hand, a low club is the safest exit. 2♣.",
    "Spades game, I'm on lead and spades haven't been broken. Leading the 10♥ sets up my queen if the jack falls. "
    "Leading the Q♥ first is a gamble against the king. Leading the 2♣ gives the opponents an easy trick. I'll "
    "lead the ten of hearts.",
    "Going alone is tempting with the right bower and the ace of trump. Still, I have a losing off-suit king, and "
    "one trick lost alone costs the bonus anyway. Playing with partner keeps the two points more certain. With "
    "partner.",
    "Spades are trump. The 9♣ and the J♦ are both singletons. Discarding the 9♣ voids clubs; discarding the J♦ "
    "voids diamonds. Diamonds are the suit my left-hand opponent bid on earlier, so they'll lead it, and I want to "
    "be void there. Out goes the jack of diamonds.",
    "Seven cards each; the others bid 3, 2 and 1, so bidding one is forbidden. My trumps are small and my side "
    "suits are all low. Bidding 2 or 3 is fantasy. Bidding 0 looks right: nothing in my hand takes a trick. Zero.",
    "Stuck as dealer, hearts turned down. Diamonds: only the nine. Spades: the ten and the queen. Clubs: the jack, "
    "king and ace, which with clubs as trump is the right bower plus two more. Calling clubs.",
    "Three-betting polarizes my range and folds out the hands I beat. Folding would be overly tight given the "
    "price. Flatting keeps his weaker opens in and lets me play in position. I'm flatting.",
    "Calling off my stack with second pair against this line is the kind of mistake I promised not to make. "
    "Raising is nonsense. Folding stings, but: fold.",
    "Bullets:\n- checking: keeps the pot small, invites a bluff\n- betting 20: value from worse flushes\n- "
    "shoving: only called by the nut flush\n\nBetting 20 is the sweet spot. Bet 20.",
    "Squeezing: the opener and one caller, both weak. Calling is too passive with AQ. Folding is silly. Raising to "
    "25 isolates and often wins the pot right there. Going with the squeeze to 25.",
    "Round one, I hold a King and he bet. Raising with the best card gets more money in while I'm ahead of both "
    "the Queen and the Jack. Calling is too timid, and folding is unthinkable. Raise.",
    "Let me count: the A♠ and K♠ are two, plus the Q♠ with length is probably a third. The A♥ is a fourth. The "
    "singleton diamond means I can ruff, so a fifth trick is likely. Bidding six stretches it; bidding four leaves "
    "a trick on the table. Bidding 5.",
    "Diamonds were turned down. Clubs: right bower, left bower, ace. Spades: nothing. Calling clubs is a lock. "
    "Passing would be criminal. Clubs.",
    "Blinds 100/200. Limping is weak. Opening to 400 looks like weakness. Opening to 1,000 is 5x, but with four "
    "limpers ahead a bigger size is needed to isolate. Shoving is overkill. Raise to 1,000.",
    "I'm on lead with spades trump. Drawing trump with the A♠ first pulls two of theirs. Leading the Q♥ invites a "
    "ruff. The 9♦ is a loser either way. Leading the ace of spades.",
    "Bullet-proof logic:\n• Folding AK on a K-high board? No.\n• Raising folds out everything worse.\n• Calling "
    "keeps his bluffs and worse kings in.\n\nSmooth call.",
    "Let me weigh it. Calling 19,600 more for my whole stack with pocket fives against a tight player who 5-bet "
    "shoved: he has overpairs most of the time, so I'm a 4:1 dog. Reshoving makes no sense. Folding keeps me "
    "alive. Folding.",
    "## Step 1: ranges\nHe's capped at one pair.\n## Step 2: options\nCalling is passive; folding is impossible "
    "with two pair; raising to 45 charges his draws.\n## Step 3: action\nRaise to 45.",
    "Folding the nut flush draw is wrong at any price this good. Shoving works as a semi-bluff, but he has shown "
    "he calls light. Raising small just gives him a cheap re-raise. So the plan is to call and see the "
    "turn.\n\n**Call**",
    "Very good, sir. If I may be so bold, I shall raise to twelve. Will there be anything else?",
    "Fold, I will not. Call, I shall. Hmmmm.",
    "Forsooth! Upon mine honour as a knight of the realm, I wager eight crowns upon this hand!",
    "Youse think I'm gonna fold? Fuhgeddaboudit. I'm raisin', twenty, capisce?",
    "If it pleases the table, I shall pass the queen of spades to the gentleman on my left. Do mind the points, sir.",
    "Oh my gosh, that's a huge bet, I'm so scared, I'm folding, I'm folding!",
    "Well butter my biscuit. Reckon I'll call that there bet, sugar.",
    "The dealer is stuck, as the rules of the house require, and the dealer names diamonds, madam.",
    "Tell the dealer to pick it up, matey! That card be mine... er, ours!",
    "Mmm, yes, two tricks, I believe. Two. Jolly good.",
    "The bell rings for round two and the challenger comes out swinging! He RAISES! What a haymaker!",
    "Her Majesty the Queen of Hearts graciously enters the trick.",
    "Raising to 2.5k.",
    "Bet a third of the pot (pot is 36).",
    "Make it 1.2k.",
    "Raise by 8 to 16.",
    "Half pot. The pot is 24.",
    "Two-thirds of the pot; the pot is 54.",
    "raise to 1 500 (pot is 700, I have 19 800 behind)",
    "He opened to 6; I'll make it 3x, so 18 total.",
    "Raise to 6bb, that's 12 chips.",
    "Pot-size raise. By my count that's to 32.",
    "Raise to 20K.",
    "raise to 25k",
    "Raise, 10k.",
    "Bet a quarter of the pot; the pot is 40.",
    "Raise to 1.500 (fifteen hundred).",
    "Raise to nine, please (pot 7, my stack 196).",
    "3-bet to 3.3k.",
    "Open to 900, that's 4.5 big blinds.",
    "Raise to 6,500. The pot after calling would be 4,000, with 18,400 behind.",
    "Raise to a hundred.",
    "Push.",
    "make it twelve hundred",
    "Raise by 2k to 3k.",
    "Bet 40. The pot is 50 and he has 40 left, so that puts him all in.",
    "Raise to 7.5k, which is three times his 2.5k open.",
    "| Action | EV |\n|---|---|\n| Fold | 0 |\n| Call | +1.2 |\n| Raise to 20 | +0.8 |\n\nCall has the highest EV, "
    "so I call.",
    "Option A: fold (EV 0)\nOption B: call (EV +3)\nOption C: raise to 30 (EV +5)\n\nGoing with option C.",
    "1. check\n2. bet 10\n3. bet 40\n\nI'll take the second one.",
    "Card | chance to win the trick | point risk\nQ♥ | 70% | high\n10♥ | 40% | medium\n2♣ | 0% | none\n\nI'd "
    "rather not win this one with the queen, and the club wastes my exit card; the middle option it is.",
    "A) A♠: wins for sure\nB) 10♠: might lose to the K♠\nC) Q♥: loses to the A♥\n\nA.",
    "Option 1: call 200 (EV +150)\nOption 2: raise to 2,000 (EV +340)\nOption 3: fold (EV 0)\n\nOption 2.",
    "Weighing it:\n\n**Fold**: ✗ gives up 30% equity\n**Call**: ✓ right price, keeps bluffs in\n**Raise**: ✗ only "
    "called by better\n\nThe one with the check mark.",
    "| line | EV |\n|---|---|\n| check | 1.5 |\n| bet 20 | 2.8 |\n| bet 70 | 2.1 |\n\n**Pick: bet 20**",
    "Betting: EV +0.11. Checking: EV +0.06. Bet.",
    "Clubs: 2 trump, weak. Diamonds: both bowers plus the ace, strong. Spades: 1 trump. Pass: gives away the "
    "initiative.\n\nBest by far: diamonds.",
    "Alone: expected 2.6 points. With partner: expected 1.8 points. Alone wins.",
    "0 → almost impossible with two aces\n1 → not allowed for the dealer here\n2 → fits the two aces\n3 → needs a "
    "miracle\n\nSo 2.",
    "Order up: +1.1 expected points. Pass: +0.3. The first option.",
    "Option A: call\nOption B: raise to 50\nOption C: fold\n\nB, definitely.",
    "pros/cons\n+ bet 30: protects, builds the pot / − gets raised off\n+ check: pot control / − free "
    "card\n\nProtection matters more here → bet 30.",
    "Let me tabulate.\n\n| | Fold | Call | Raise to 60 |\n|---|---|---|---|\n| vs bluffs | -4 | +10 | +6 |\n| vs "
    "value | 0 | -10 | -30 |\n| weighted | -2 | +1 | -7 |\n\nThe weighted row favors the middle column.",
    "Bet 8: EV 1.9\nBet 16: EV 1.7\nCheck: EV 2.2\n\nThe last one.",
    "Option 1: Q♥ (wins the trick, takes 2 points)\nOption 2: 10♥ (likely wins, 2 points)\nOption 3: 2♣ (a safe "
    "exit, 0 points)\n\nOption 3.",
    "1) T♠ 2) Q♥ 3) 9♦ 4) A♠ 5) 2♣. I'll go with #3.",
    "Bid 3 → EV +31\nBid 4 → EV +22\nBid 2 → EV +18\n\nGoing with the top line.",
    "Ranking the three suits I can name:\n• Spades: 3 trump including the right bower\n• Clubs: 2 trump\n• "
    "Diamonds: 1 trump\n\nTop of the list.",
    "Raise sizes compared:\n- min (4): keeps his calls wide ✓\n- 3x (6): standard\n- 5x (10): too big\n\nThe first "
    "size.",
    "Sizing options for the open:\n(a) 400\n(b) 600\n(c) 1,000\n\n(b).",
    "Ranked from best to worst: raise, call, fold. Playing the best.",
    "Pros of calling: pot odds (3:1). Cons: reverse implied odds, dominated kicker.\nVerdict after weighing: the "
    "cons win, so I let it go and fold.",
    "Going alone: 40% to march, otherwise I'm likely euchred. With partner: 85% to make it. The second option.",
    "Raise to 5k: EV +120\nCall: EV +180\nFold: EV 0\n\nThe call is best by 60, taking it.",
    "Sizing table:\nsize | villain calls with\n6 | pairs, draws\n18 | good pairs\n40 | sets only\n\nI want pairs "
    "and draws to call, so the smallest.",
    "Choices considered:\n1) call 20: meh\n2) raise to 80: best\n3) fold: no\n\n→ 2",
    "Clubs are trump. Least useful card first: K♥, Q♠, J♦. Discarding the first of those.",
    "Order: 30% to make. Pass: fine either way. Pick the safer of the two, i.e. pass.",
    "Expected tricks: about 2.7. Nearest legal bids: 2 or 3 (1 is barred). Rounding up: 3.",
    "A: call\nB: shove\nC: fold\nB.",
    "A) check\nB) min bet\nC) pot\nB.",
    "Given the list (fold, call, raise), the answer is the second one.",
    "Compared: calling (EV +0.2bb), 3-betting to 2.4k (+0.5bb), shoving 20k (+1.1bb). Shoving wins.",
    "Ratings: ♣ 9/10, ♦ 3/10, ♠ 5/10, pass 2/10. Top rated.",
    "Which card? Looking at each:\n- 10♠: loses to the K♠\n- Q♥: the A♥ and K♥ are gone, so it's boss\n- 9♦: "
    "loses\n- A♠: boss, but it's trump and I want to keep it\n- 2♣: loses\nThe boss heart.",
    "Raise EV −1.8, call EV −0.9, fold EV 0. Least bad: fold.",
    "Pros/cons summary:\n✅ call: good price\n❌ raise: bloats the pot out of position"
    "\n❌ fold: too nitty\n\n✅ it is.",
    "bet 25 (EV 3.1) > check (EV 2.4) > bet 60 (EV 1.9). Top: bet 25.",
    "Option one, check. Option two, bet. I'm picking option two.",
    "| # | action |\n|---|---|\n| 1 | fold |\n| 2 | call |\n| 3 | raise to 12 |\n\nRow 3.",
    "Option A (call 19,800, all in): EV −2,100\nOption B (fold): EV 0\nOption B.",
    "discard | ruff chance | keep value\nQ♠ | void in ♠ | low\n9♣ | void in ♣ | low\nWith ♠ more likely to be led, "
    "the first row.",
    "**Pros of folding**\n- no more risk\n**Pros of calling**\n- he bluffs a lot\n- I block the nuts\n\nTwo pros "
    "against one: calling.",
    "Diamonds led, I'm void and can't win it anyway. The ten.",
    "Partner's ace is winning this spade trick, so I'll throw off my lowest heart.",
    "On lead. My only heart, the queen, is boss now that the ace and king are out.",
    "Can't follow. Dumping my club.",
    "On lead with spades trump: the ace, to pull a round of trump.",
    "Leading the nine, hoping partner holds the diamond king.",
    "The deuce, since I want partner to win this one.",
    "Trump is spades. I'm on lead and want to draw trump: my highest spade.",
    "Leading my lowest spade to find out where the king is.",
    "Discard the nine; clubs are my weakest suit.",
    "Diamonds are trump. Discard my lower heart and keep the ace.",
    "Pass the queen; I'm not keeping that thing.",
    "I want to keep my high hearts to shoot the moon, so I'm passing my lowest heart.",
    "Diamonds are my longest suit, but the top one is a liability. Pass my highest diamond.",
    "The ten goes, so I'm void-ready in diamonds sooner.",
    "I'll tell the dealer to pick it up; that card gives us three trumps between us.",
    "West led the K♦, partner played the J♦, East the 4♦. I'm out of diamonds and have no spades to trump with, so "
    "I'll just throw my club.",
    "Dealer's bid: 3.",
    "The others bid a total of 3 in this 4-card hand, so one is forbidden. I'll take 2.",
    "Just my lowest card.",
    "I'll lead a heart.",
    "Not alone: we play it together.",
    "Hearts haven't been broken, so I can't lead them yet... I'll lead the ♣2.",
    "Sprocket folded his hand a moment ago. I'll do what Sprocket did.",
    "The cutoff three-bet to 2,400, the button folded, the small blind folded. I call.",
    "UTG raised to 600, Sprocket re-raised to 2,000, and Gizmo shoved for 20k. I fold.",
    "Two limpers (Gizmo and Cog) and the button called. Isolating to 1,800.",
    "Sprocket folded to my bet last hand. I'll check this one.",
    "Gizmo raised last round and bet again now, with a King on the board. Fold.",
    "Sprocket passed, and so do I.",
    "Gizmo keeps telling me to go alone. I'd rather play with partner.",
    "Opponents bid 4 and 3, partner bid 3. I'll say 3.",
    "Sprocket: raise to 20. Gizmo: fold. Cog: fold. Me: call the 20.",
    "Cog said: raise. Gizmo said: fold. I say: raise to 40.",
    "Gizmo played the 2♦ on the last trick. I'll play the same rank.",
    "Fold—wait, I have the nuts. All in.",
    "I'll play the Q♥. Hmm, on second thought, the 2♣ saves the queen for later. Playing the 2♣.",
    "Raise to 15 (typo, I meant 50).",
    "fold\n\n*call, sorry",
    "~~raise~~ call",
    "My first instinct is to raise, but on reflection the call is better. Call.",
    "Call— no wait, I should raise. Raise to 30.",
    "Raise to 2,000. Correction: 3,000.",
    "Check. No, bet. The King should bet.",
    "Raise! Hmm... too aggressive. Just call.",
    "Clubs. No, diamonds; I miscounted my clubs.",
    "Alone! ...Actually no, with partner. The off ace worries me.",
    "Discard the 9♣. Hmm, no, I need it for a ruff later; the Q♠ goes instead.",
    "Pass the Q♠. On second thought, keep the queen and pass the K♠.",
    "Bid 1... oh right, 1 isn't allowed. Bid 2.",
    "Raise to 42. Oops, digits swapped: 24.",
    "I call. I mean, I fold. Sorry, long day.",
    "Bet 30, er, 20.",
    "Min-raise to 4. Hmm, too small, it gives him odds. Raise to 10.",
    "Raise to 40.\n\nWait, rereading: he's already all in. Then I just call.",
    "Shove! ...No, that's too much; a raise to 5k does the same job. 5k.",
    "Diamonds. Oops, I have only one diamond. Spades.",
    "Bid 4. Hmm, with the void in clubs I should add one. Bid 5.",
    "Fold. Nope, the price is too good to fold: calling.",
    "Bet. Hmm, the Jack shouldn't bluff here. Check.",
    "Raise to 12,000. Hmm, that's a typo; I meant 1,200.",
    "Final answer: raise. Wait, he has 2 chips left behind, so raising is pointless. Call.",
    "Bet 51. Sorry, 15, my fingers slipped.",
    "Passing the 4♦... hmm, low diamonds are useful. Passing the K♦ instead.",
    "Bid 2. Hmm, I have three trumps, that's three tricks. Bid 3.",
    "I'll bet 6. Hmm, on second thought, make it 16 so the draws pay.",
    '{"action": "raise", "amount": 12}\n\nWait, actually, I\'d rather fold. Ignore the JSON above: fold.',
    '{"action": "raise", "amount": "twelve"}',
    "{'action': 'raise', 'amount': 20}",
    '{"action": "bet", "amount": 20}\nActually, I\'ll check instead; no need to build the pot.',
    '{"action": "bet", "amount": "max"}',
    '<function_calls>\n<invoke name="act">\n<parameter name="action">raise</parameter>\n<parameter '
    'name="amount">30</parameter>\n</invoke>\n</function_calls>',
    "I'll cal.",
    "r a i s e   t o   2 0",
    "F O L D",
    "c a l l",
    "Raise to 1O",
    "bid ٤",
}

(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT, least=450)
