"""Misreads of model answers, round five: a corpus written blind to the reader and aimed at its newest rules
(docs/seats.md, "Reading answers"), above all the closing bare command. Most answers end with a short command that
follows a finished sentence but is not the seat's decision: a plan for a later street or trick, a line about what
the opponent or the other seats will do, a counterfactual with no "if" ("With deeper stacks, I'd prefer something
else. Raise to 60."), a runner-up option, a format example, a quoted word, a translation or a role-play line. The
rest try "no" before an action word where it negates nothing of the seat's, markers of other players or of the
history, a JSON object followed by more text, two short cards listed with a comma and a nil beside a bid; in
Hold'em, Kuhn, Leduc, euchre, spades, hearts and oh-hell. Each answer carries what a careful reader takes as the
writer's decision (None where one could not tell), judged before the reader was run; it must be read as that or
refused, and a refusal of a clear answer is listed in REFUSED_THOUGH_CLEAR. Earlier corpora:
tests/test_review_answers27.py, 28.py, 30.py and 31.py."""

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
    # The closing bare command is the decision, after reasoning that names other actions.
    (
        "Villain has been 3-betting light all night and the board is wet. I considered a raise to 40 "
        "for protection, but my hand plays badly against his calling range. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Okay so here's the thing: the pot lays me 3 to 1 and I only need 25%. Raising would just fold "
        "out worse hands. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "He bet 150 into 200, a polarised sizing. My bluff-catcher sits at the very bottom of my range "
        "and his value combos outnumber his bluffs. Fold.",
        BIG,
        FOLD,
    ),
    (
        "Honestly? I'd love to bet here, but the river bricked my draw and there is nothing left to protect. Check.",
        OPEN,
        CHECK,
    ),
    (
        "The hijack jammed for 200 and I'm holding QQ. Against his shoving range, full of AK and small "
        "pairs, I'm well ahead. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Passing is safe, but I hold the right bower and the ace of trump, so I can carry this with "
        "any help at all. Order.",
        BID1,
        act("order"),
    ),
    (
        "Partner bid 4 and the opponents bid 5. I have two small spades and no aces, so one trick is "
        "my honest count. Bid 1.",
        BID,
        _bid(1),
    ),
    (
        "This is a tough spot. The math favours a call, although a fold is not crazy against a nit. "
        "I'm trusting the math. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "There's 90 in the pot and he has checked twice. A check here would be far too passive! Bet 45.",
        OPEN,
        _bet(45),
    ),
    (
        "Look, folding would be criminal. Calling is fine too, but we have the nuts!!! Raise to 200.",
        HOLDEM,
        _raise(200),
    ),
    (
        "**Analysis**\nHis 3-bet range is tight. I could call and set-mine, but the implied odds are "
        "not there at 30 deep.\n\n**Decision**\nFold",
        HOLDEM,
        FOLD,
    ),
    (
        "Raising is an option, and folding is too weak with this much equity.\n\n## Final answer\nCall",
        HOLDEM,
        CALL,
    ),
    (
        "I bet the flop and got raised. I could fold, call or re-raise. After all that thought, I'll call.",
        HOLDEM,
        CALL,
    ),
    (
        "With the Queen, betting is a pure bluff and checking gets to showdown. Against a balanced "
        "opponent both are fine. I check.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "He raised, and the board card paired my Jack. Folding is wrong and calling is OK, but raising "
        "gets more value. Raise.",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        "I thought about going alone. My partner probably holds the left bower, though, and we need "
        "every trick. Partner.",
        ALONE,
        act("partner"),
    ),
    (
        "Trump options are clubs, diamonds or spades. I hold three clubs with both bowers! Clubs.",
        STICK,
        _card("trump", "c"),
    ),
    (
        "UTG limped, the cutoff made it 12 and the button called. I have 55 and set-mining is fine "
        "with these stacks. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "I am think the raise is too much risk and fold is too weak for this hand. So i call.",
        HOLDEM,
        CALL,
    ),
    (
        "We have king high and he has bet three streets. Fold. We'd be lighting money on fire otherwise.",
        HOLDEM,
        FOLD,
    ),
    (
        "Three options. Fold loses the blinds, call keeps him in, raise takes it down often. Raise to 16.",
        HOLDEM,
        _raise(16),
    ),
    (
        "Gut says call, math says fold. Math wins today. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "I can't lead the Qh, that gives their side the trick, and the Th is my only entry later. Play 2c.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "Bidding 4 would overreach and bidding nil with the ace of spades is silly. Bid 2.",
        BID,
        _bid(2),
    ),
    (
        "Spades were broken two tricks ago. I could dump the Th or save it. I'll play Th.",
        TRICK,
        _card("play", "Th"),
    ),
    (
        "Villain is a calling station, so bluffing is pointless, and checking back wins at showdown "
        "often enough. I check.",
        OPEN,
        CHECK,
    ),
    (
        "Checking would be fine against a maniac. This player is a nit who never bluffs into two opponents. Bet 30.",
        OPEN,
        _bet(30),
    ),
    (
        "He limped, I raised, he called. Flop is K72 rainbow and he checked. C-bet or check back? "
        "Standard c-bet here. Bet 8.",
        OPEN,
        _bet(8),
    ),
    (
        "I've been folding too much, and he knows it. This time I'm not giving in. Raise to 48.",
        HOLDEM,
        _raise(48),
    ),
    (
        "With 9 outs and two cards to come, calling 20 into 60 is profitable, raising less so. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Pass would be the cautious choice. I hold Q and K of spades with the ace of diamonds. Spades.",
        SUITS,
        _card("trump", "s"),
    ),
    (
        "The dealer turned up the jack of hearts. Ordering it up would give the dealer the right bower. Pass.",
        BID1,
        PASS,
    ),
    (
        "Betting is possible but my hand is pure showdown value. I'm checking it back. Check.",
        OPEN,
        CHECK,
    ),
    (
        "Let me weigh this carefully. Folding gives up 30% equity; calling is a small loss; raising "
        "gets stacks in as a favourite. I raise to 200.",
        HOLDEM,
        _raise(200),
    ),
    (
        "Decision time. I have analysed fold, call and raise at length above. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Kuhn poker, I have the King. Checking lets him bluff, betting gets called by nothing. I check.",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "Leduc: he bet, I hold the Queen and the public card is a King. Calling is a loss and raising is worse. Fold.",
        LEDUC_FACE,
        FOLD,
    ),
    (
        "The cutoff opened to 10 and the button folded. I'm in the small blind with AJs. A call is "
        "fine but a 3-bet is stronger. Raise to 34.",
        HOLDEM,
        _raise(34),
    ),
    (
        "hmm. check? bet? he's weak. bet 20.",
        OPEN,
        _bet(20),
    ),
    (
        "Ok, final. I have gone back and forth between call and fold for too long! Call.",
        HOLDEM,
        CALL,
    ),
    # A closing line that is a plan for a later street, after a finished sentence.
    (
        "I'll call the flop bet to see what the turn brings. If a heart comes I can raise. Otherwise "
        "the plan is simple. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Calling now is correct given the odds. On the turn I'll reassess. Any ace and I'm out. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Call this bet, I'm getting 4 to 1. Next street, if he bets big again, I'll have seen enough. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "My plan is to call now and bet the turn if he checks. On the river he'll lead big. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm calling now. Any spade on the turn and I'm done. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll take the cheap card and call here. The turn decides everything. Blank turn, bet. Scare card. Check.",
        HOLDEM,
        CALL,
    ),
    (
        "Calling is the play this street. Then I want to see the turn. A brick there. Check.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll flat the raise. The river is where I'll make my stand. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Flatting is best now, with a raise saved for the turn. Turn plan is clear. Raise to 120.",
        HOLDEM,
        CALL,
    ),
    (
        "I call this one. I will be facing a shove on the turn most of the time. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm calling, it keeps his bluffs in. When the turn comes I expect him to check. Bet 40.",
        HOLDEM,
        CALL,
    ),
    (
        "Preflop I just complete the call. Post-flop I'm playing fit or fold. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm going to float this flop with a call. The turn is where I take it away. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Right now I call and keep the pot small. Later, on a bad river, the answer will be easy. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Betting 20 is my choice on this flop. The turn will be a different story. Check.",
        OPEN,
        _bet(20),
    ),
    (
        "I bet 15 now as a small probe. On most turns I give up. Check.",
        OPEN,
        _bet(15),
    ),
    (
        "A small bet of 10 is right on this board. Next street I intend to slow down. Check.",
        OPEN,
        _bet(10),
    ),
    (
        "I'm checking this flop to trap. Turn: he bets, I raise. River. Bet 70.",
        OPEN,
        CHECK,
    ),
    (
        "Going with a check here. I plan to lead the turn. Bet 30.",
        OPEN,
        CHECK,
    ),
    (
        "This trick I'm ducking with the low club. The Qh is saved for the third trick. Play Qh.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "I'll throw the 2c on this trick. Next trick, when I get the lead, I cash my winner. Play Qh.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "I bid 3 this round. Next round, with a weaker hand, I'll go low. Bid 1.",
        BID,
        _bid(3),
    ),
    (
        "Bidding 4 feels right. If partner sets the opponents next hand, we can afford to go nil. Nil.",
        BID,
        _bid(4),
    ),
    (
        "I'm sticking the dealer with clubs. If we get euchred, next hand I'll play safer. Pass.",
        STICK,
        _card("trump", "c"),
    ),
    (
        "Calling now. Then on the turn, when he checks, I take a stab with a bet.\n\nBet 30.",
        HOLDEM,
        None,
    ),
    (
        "Call preflop. Flop comes, I'll see. Fold.",
        HOLDEM,
        CALL,
    ),
    # A closing line about the opponent or what he will do.
    (
        "I think a raise to 40 is best here. A weak player in his spot only has one response to that. Fold.",
        HOLDEM,
        _raise(40),
    ),
    (
        "Raising to 60 puts him in a tough spot. Think about it from his side: a marginal pair facing pressure. Fold.",
        HOLDEM,
        _raise(60),
    ),
    (
        "Calling is right. What would a regular do with his hand if I raised? Nothing good. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm going to call. His range here is mostly draws, and when they miss he has only one option. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "My decision is a raise to 50. His decision after that is easy. Fold.",
        HOLDEM,
        _raise(50),
    ),
    (
        "I'll put in a raise to 36. The big blind, holding a weak ace, thinks it over. Fold.",
        HOLDEM,
        _raise(36),
    ),
    (
        "Betting 40 into him makes sense. He is a station and his reply is always the same. Call.",
        OPEN,
        _bet(40),
    ),
    (
        "I'm betting 25. Villain's thought process: he has top pair and won't fold. Call.",
        OPEN,
        _bet(25),
    ),
    (
        "A bet of 30 it is. I can already hear the villain's reaction. Raise.",
        OPEN,
        _bet(30),
    ),
    (
        "I'm raising to 44. If I were him, with that pair and this board? Fold.",
        HOLDEM,
        _raise(44),
    ),
    (
        "I raise, he has 22% equity. For him the math says one thing. Fold.",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        "Bidding 3 is right. Partner, with the hand he showed, would say the same. Bid 3.",
        BID,
        _bid(3),
    ),
    (
        "I'll take the raise line to 30. The other seats will all do what they always do. Fold.",
        HOLDEM,
        _raise(30),
    ),
    (
        "I flat. He's a maniac, so here's his next move. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm three-betting to 30 to isolate the limper. The button is tight. Fold. The blinds are passive. Call.",
        HOLDEM,
        _raise(30),
    ),
    (
        "Calling keeps him in with air. What he does next is predictable. Bet.",
        HOLDEM,
        None,
    ),
    (
        "I play the 2c under partner's ace. Opponent on my left is out of hearts. Play Th.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "Dropping the Th is best since partner is winning this trick. Then LHO, who is void, ruffs. Play Qh.",
        TRICK,
        _card("play", "Th"),
    ),
    (
        "Ordering up is right with three trumps. The dealer, holding just one, would do the opposite. Pass.",
        BID1,
        act("order"),
    ),
    (
        "I'll take it alone. My partner, if asked, would have answered something else. Partner.",
        ALONE,
        act("alone"),
    ),
    # A conditional without 'if', a restated option or a hedge before the closing command.
    (
        "Calling is fine here. Should he 3-bet, though, my hand is dead. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll raise to 30. Were he to shove, I'd have an easy decision. Fold.",
        HOLDEM,
        _raise(30),
    ),
    (
        "Calling is standard. Unless he's a maniac, in which case I'd raise.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm calling. In case of a check-raise on the turn, my answer is ready. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Raise to 24 for value. Facing a 4-bet from this nit, it's an easy one. Fold.",
        HOLDEM,
        _raise(24),
    ),
    (
        "My answer is to call. Given a shove behind me, I'd reconsider. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I call the 20. Assuming he pots the turn, I'm not continuing. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Call here. Otherwise, with a worse kicker, it'd be a clear fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Betting 20 is good here. Against a check-raise, I have a clear answer. Fold.",
        HOLDEM,
        _raise(20),
    ),
    (
        "Raise to 40. Had he limped instead, I'd have done something else. Call.",
        HOLDEM,
        _raise(40),
    ),
    (
        "Calling seems right. In a tournament, near the bubble, the answer would differ. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "A call is best. With deeper stacks, I'd prefer something else. Raise to 60.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm inclined to call. On the other hand, the stack sizes argue otherwise. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "It is close between call and fold. Close enough that I'll go with the safer option. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Raise to 40 or call? Both are fine. Call. Or raise. Honestly, whichever.",
        HOLDEM,
        None,
    ),
    (
        "Fold. Or maybe call. Call?",
        HOLDEM,
        None,
    ),
    (
        "It depends on his image. Against a nit: fold. Against a maniac: call.",
        HOLDEM,
        None,
    ),
    (
        "Against a nit I fold. Against a maniac I call. This guy is a maniac.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm torn. Call. No, wait. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Call. Or fold. I really don't know.",
        HOLDEM,
        None,
    ),
    (
        "Call is the safer choice. Raise is the higher-EV choice. Raise.",
        HOLDEM,
        _raise(4),
    ),
    (
        "The two candidate lines are call and raise to 40. The second one. Raise to 40.",
        HOLDEM,
        _raise(40),
    ),
    (
        "Bet 30 is my preference. Check is the alternative. Check.",
        OPEN,
        None,
    ),
    (
        "Option A: fold. Option B: call. I can't decide. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Most players would fold here. Some would call. Call.",
        HOLDEM,
        CALL,
    ),
    # A quoted command, an example or a format echo at the end.
    (
        'The solver shows two lines: "Call" at 60% and "Fold" at 40%. I\'ll go with the majority. Call.',
        HOLDEM,
        CALL,
    ),
    (
        'I think a raise to 50 is right. Someone more cautious would just type "Fold."',
        HOLDEM,
        _raise(50),
    ),
    (
        'Calling is the play. The chat is spamming "FOLD. FOLD. FOLD."',
        HOLDEM,
        CALL,
    ),
    (
        "I'm raising to 30 here. Just to show the format I was asked for, a fold would be written like this. Fold.",
        HOLDEM,
        _raise(30),
    ),
    (
        "You asked for one word. For example: Call.\nMy answer: raise to 24.",
        HOLDEM,
        _raise(24),
    ),
    (
        'My decision is to call. As my old coach used to say before every hand: "Fold."',
        HOLDEM,
        CALL,
    ),
    (
        "Raising to 40 is my answer. The instructions said to reply with a single word, like this. Fold.",
        HOLDEM,
        _raise(40),
    ),
    (
        "I'd raise to 40 here. A beginner would see the scary board and think one word. Fold.",
        HOLDEM,
        _raise(40),
    ),
    (
        "I call. 'Fold' was what my first instinct said.",
        HOLDEM,
        CALL,
    ),
    (
        'My answer is call. The word "fold" never crossed my mind.',
        HOLDEM,
        CALL,
    ),
    (
        'Decision: raise to 36.\n\nValid answers look like "Call." or "Fold."',
        HOLDEM,
        _raise(36),
    ),
    (
        'I\'ll call. He typed "raise" in the chat but then just clicked. Raise.',
        HOLDEM,
        CALL,
    ),
    (
        "Raise to 30. The hint says: when in doubt, fold. I'm not in doubt.",
        HOLDEM,
        _raise(30),
    ),
    (
        "Going with a call. My friend texted me his advice. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "A bet of 20 it is. The textbook answer for this spot, in most books, is different. Check.",
        OPEN,
        _bet(20),
    ),
    (
        "The answer key from the previous puzzle said: Fold.\n\nFor this one I call.",
        HOLDEM,
        CALL,
    ),
    (
        "Example answer: fold.\nMy answer: raise to 30.",
        HOLDEM,
        _raise(30),
    ),
    (
        'Sample output: {"action": "fold"}\n\nMine: call.',
        HOLDEM,
        CALL,
    ),
    (
        "Expected format is one action. Mine is a call. An example of a different action would be: Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I play the Th. (Reminder to self from the rules: a card is written like this. Qh.)",
        TRICK,
        _card("play", "Th"),
    ),
    # A summary whose last sentence or row is bare, and lists without bullets.
    (
        "Ranking my options from best to worst:\nRaise to 40\nCall\nFold",
        HOLDEM,
        _raise(40),
    ),
    (
        "From worst to best:\nFold\nCall\nRaise to 40",
        HOLDEM,
        _raise(40),
    ),
    (
        "Summary of the hand so far. Preflop I raised. Flop he check-raised. Turn he bet. Now the river. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Recap: villain opened, I 3-bet, he 4-bet to 60. Decision for now. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "What I'd do on each street, starting with this flop:\nFlop. Call.\nTurn. Call.\nRiver. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Street by street. Flop: call. Turn: bet. River: check. We are on the flop.",
        HOLDEM,
        CALL,
    ),
    (
        "Hand history:\nSB posts 1\nBB posts 2\nUTG raises to 6\nHero\nFold",
        HOLDEM,
        FOLD,
    ),
    (
        "Action so far:\nUTG raise\nMP call\nCO fold\nBTN (me)\nCall",
        HOLDEM,
        CALL,
    ),
    (
        "Action so far:\nUTG raise to 6\nMP call\nCO fold\nBTN (me) to act.",
        HOLDEM,
        None,
    ),
    (
        "Pros of calling: price. Cons: domination. Pros of folding: safety. Cons: none. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "EV table\nfold 0\ncall -2\nraise +4\nSo raise to 30.",
        HOLDEM,
        _raise(30),
    ),
    (
        "EV table\nfold 0\ncall +2\nraise -4",
        HOLDEM,
        CALL,
    ),
    (
        "Options\nfold\ncall\nraise to 40\n\nI choose the middle one.",
        HOLDEM,
        CALL,
    ),
    (
        "TL;DR: his range crushes mine. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "In short. Raising is spew, calling is a leak. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Summary: the ace on the turn is terrible for me. He bet 3 streets. My read is he has it. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Key points\n1. Top pair.\n2. He's aggressive.\n3. Price is good.\nCall.",
        HOLDEM,
        CALL,
    ),
    (
        "Key points\n1. He bet big.\n2. I have air.\n3. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Lines I considered\nraise to 30, too thin\ncall, fine\nfold",
        HOLDEM,
        None,
    ),
    (
        "Checklist before the river:\nPot odds ok\nBlockers ok\nRead ok\nCall",
        HOLDEM,
        CALL,
    ),
    # Sign-offs, jokes and role-play after the decision.
    (
        "I'll call here. Thanks for the fun hand! Good luck at the tables, and remember: know when to fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Decision: call.\n\nP.S. In a live game I'd probably just fold.",
        HOLDEM,
        CALL,
    ),
    (
        "My choice is a call. That's all from me. Peace out, and fold your weak hands, kids.",
        HOLDEM,
        CALL,
    ),
    (
        "Calling. Anyway, that's my two cents. gg wp. Fold.",
        HOLDEM,
        None,
    ),
    (
        "I'm going to raise to 50. Fingers crossed! Fold, please, villain.",
        HOLDEM,
        _raise(50),
    ),
    (
        "I raise to 50. Let's go! Call me, baby.",
        HOLDEM,
        _raise(50),
    ),
    (
        '*slides chips forward* "I call." *The villain stares back.* "Fold," he mutters to himself, but doesn\'t.',
        HOLDEM,
        CALL,
    ),
    (
        "*I glance at my cards, then at the pot.* Raise to 40. *The table goes quiet. Someone whispers:* Fold.",
        HOLDEM,
        _raise(40),
    ),
    (
        'Narrator: the hero thinks for a long time.\nHero: "I raise to 50."\nVillain: "Fold."',
        HOLDEM,
        _raise(50),
    ),
    (
        "Hero: I call.\nVillain: Raise.\nHero: Hmm.",
        HOLDEM,
        CALL,
    ),
    (
        "*puts on sunglasses* I'm calling. *the villain sighs.* Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "As Doyle would, I call. He'd say something snarky to the table. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Raise to 40! Just kidding. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Fold. Just kidding! Raise to 40.",
        HOLDEM,
        _raise(40),
    ),
    (
        "Oh sure, let me call off my whole stack with third pair. Brilliant idea. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Call? With this garbage? Yeah right. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Yeah, because calling a 4-bet with J5o is SO smart. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "I call. Mic drop. Raise the roof!",
        HOLDEM,
        CALL,
    ),
    (
        "I'm calling. Over and out. Fold the laundry later.",
        HOLDEM,
        CALL,
    ),
    (
        "The call is in. Signing off. Bet on me next time.",
        HOLDEM,
        CALL,
    ),
    # Translations and non-native English.
    (
        "Je suis. (In English: I call.)",
        HOLDEM,
        CALL,
    ),
    (
        "Decisión: igualar. In English: Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Ich erhöhe auf 40. That means: raise to 40.",
        HOLDEM,
        _raise(40),
    ),
    (
        "In Spanish 'fold' is 'retirarse'. I'm calling, though. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Mi decisión es pagar (call). For the log, the other option was: fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Я сбрасываю карты. Translation: I fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Je relance à 40. Translation for the table: raise to 40. Not call.",
        HOLDEM,
        _raise(40),
    ),
    (
        "I call. Auf Deutsch heißt das: ich gehe mit. Fold heißt aussteigen.",
        HOLDEM,
        CALL,
    ),
    (
        "My answer is call. The French word for fold is 'se coucher'. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Decision (in English): call. Décision (en français): suivre. Decisión (en español): igualar.",
        HOLDEM,
        CALL,
    ),
    (
        "I want say the raise is good but my hand not so strong. Better i am fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "he bet too much for me. i not call this. fold",
        HOLDEM,
        FOLD,
    ),
    (
        "Is good hand, top pair. He is bet small. I make the raise to 30 yes.",
        HOLDEM,
        _raise(30),
    ),
    (
        "My english is not good sorry. I think call. Raise maybe is too much.",
        HOLDEM,
        CALL,
    ),
    (
        "The villain, he raise. Me, I call. Is simple.",
        HOLDEM,
        CALL,
    ),
    (
        "for this hand i go check, bet is no good on this board",
        OPEN,
        CHECK,
    ),
    (
        "I am thinking fold but pot odds is good so finally call it.",
        HOLDEM,
        CALL,
    ),
    (
        "Raise is what I do. He fold maybe.",
        HOLDEM,
        _raise(4),
    ),
    (
        "Bid is 3 for me. Partner he bid nil.",
        BID,
        _bid(3),
    ),
    (
        "I play the queen of heart because partner he play the ace. No, wait, 2c is better. Play 2c.",
        TRICK,
        _card("play", "2c"),
    ),
    # 'no' right before an action word, and 'no' that negates nothing of the seat's.
    (
        "Is calling correct? No. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "No raise from the villain, no bet from the cutoff; I check.",
        OPEN,
        CHECK,
    ),
    (
        "Villain has no fold in his range on this board. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "There is no 'raise' button in my head for this spot. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "No way I call this. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "No! Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Raise? No. Call? No. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "No bet is too small for this fish. Bet 2.",
        OPEN,
        _bet(2),
    ),
    (
        "Absolutely no doubt here: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Spades: no bid from partner yet. I bid 3.",
        BID,
        _bid(3),
    ),
    (
        "Nil? No, not with the AK. Bid 2.",
        BID,
        _bid(2),
    ),
    (
        "No nil this hand. 3.",
        BID,
        _bid(3),
    ),
    (
        "No trump call from me. Pass.",
        SUITS,
        PASS,
    ),
    (
        "No, pass.",
        SUITS,
        PASS,
    ),
    (
        "No-brainer call.",
        HOLDEM,
        CALL,
    ),
    (
        "No-brainer here: fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "No limit to how much I like this hand: raise to 200.",
        HOLDEM,
        _raise(200),
    ),
    (
        "I have no call to make since he checked. Bet 10.",
        OPEN,
        _bet(10),
    ),
    (
        "Should I fold? No, call.",
        HOLDEM,
        CALL,
    ),
    (
        "No call. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "No fold here.",
        HOLDEM,
        None,
    ),
    (
        "No fold, no raise. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "no raise just call",
        HOLDEM,
        CALL,
    ),
    (
        "No. No raise. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "No raise from me; call.",
        HOLDEM,
        CALL,
    ),
    (
        "Raise: no. Call: yes.",
        HOLDEM,
        CALL,
    ),
    (
        "Call: no. Fold: yes.",
        HOLDEM,
        FOLD,
    ),
    (
        "Fold - no. Call - no. Raise to 40 - yes.",
        HOLDEM,
        _raise(40),
    ),
    (
        "Call? no. Raise? YES. Raise to 60.",
        HOLDEM,
        _raise(60),
    ),
    (
        "He made no bet. I check.",
        OPEN,
        CHECK,
    ),
    (
        "Nobody bet on the flop, so I bet 10.",
        OPEN,
        _bet(10),
    ),
    (
        "No one raised. I call.",
        HOLDEM,
        CALL,
    ),
    (
        "None of the players folded. I fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "I have no pair and no draw. No bet. Check.",
        OPEN,
        CHECK,
    ),
    (
        "No bet from me. Check.",
        OPEN,
        CHECK,
    ),
    (
        "no check here, bet 30",
        OPEN,
        _bet(30),
    ),
    (
        "Not a check, no. Bet 30.",
        OPEN,
        _bet(30),
    ),
    (
        "I say no to the call and yes to the fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Is there any reason to raise? No raise makes sense here. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "No raise would ever be called by worse. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "No: call.",
        HOLDEM,
        CALL,
    ),
    (
        "No call is possible without a pair. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "No-bet line: check.",
        OPEN,
        CHECK,
    ),
    (
        "Nope. Check.",
        OPEN,
        CHECK,
    ),
    (
        "I said no bid last hand. This hand: bid 4.",
        BID,
        _bid(4),
    ),
    (
        "No bid of 5 makes sense with this. Bid 2.",
        BID,
        _bid(2),
    ),
    (
        "No partner this time: alone.",
        ALONE,
        act("alone"),
    ),
    (
        "No going alone. Partner.",
        ALONE,
        act("partner"),
    ),
    (
        "No order. Pass.",
        BID1,
        PASS,
    ),
    (
        "no pass, order it",
        BID1,
        act("order"),
    ),
    (
        "No spades, no diamonds. Clubs.",
        STICK,
        _card("trump", "c"),
    ),
    (
        "No trump in my hand worth calling. Pass.",
        SUITS,
        PASS,
    ),
    (
        "No, not hearts. Clubs.",
        STICK,
        _card("trump", "c"),
    ),
    (
        "Play the Qh? No. Play 2c.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "No Qh this trick. 2c.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "No, Th.",
        TRICK,
        _card("play", "Th"),
    ),
    (
        "No nil. Bid 0 tricks would be silly too. Bid 1.",
        BID,
        _bid(1),
    ),
    (
        "The answer to 'should I fold' is no. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Would I call 200 with this? Hell no. Fold.",
        BIG,
        FOLD,
    ),
    (
        "Fold? Nah. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Checking? no. betting 20.",
        OPEN,
        _bet(20),
    ),
    (
        "No raise needed, a call does the job.",
        HOLDEM,
        CALL,
    ),
    (
        "No bet, he'll call anything. Actually yes, bet 40 for value then.",
        OPEN,
        _bet(40),
    ),
    (
        "Raise, no? Yes. Raise to 30.",
        HOLDEM,
        _raise(30),
    ),
    (
        "Raise to 30, no questions asked.",
        HOLDEM,
        _raise(30),
    ),
    (
        "Call, no doubt.",
        HOLDEM,
        CALL,
    ),
    (
        "Call. No more, no less.",
        HOLDEM,
        CALL,
    ),
    (
        "Fold. No regrets.",
        HOLDEM,
        FOLD,
    ),
    (
        "Bet 20. No more thinking.",
        OPEN,
        _bet(20),
    ),
    # A JSON object, then more text.
    (
        '{"action": "call"}\nCall.',
        HOLDEM,
        CALL,
    ),
    (
        '{"action": "raise", "amount": 30}\n\nReasoning: villain is weak. He will likely fold.',
        HOLDEM,
        _raise(30),
    ),
    (
        '{"action": "raise", "amount": 30}\n\nNote: facing a shove next street. Fold.',
        HOLDEM,
        _raise(30),
    ),
    (
        '```json\n{"action": "call"}\n```\nIf this format is not accepted: Call.',
        HOLDEM,
        CALL,
    ),
    (
        '{"action": "call", "reason": "price is right"}\n\nAlternatives considered: fold, raise.',
        HOLDEM,
        CALL,
    ),
    (
        '{"action": "bet", "amount": 20}\n\nHe checks a lot. Check-raise is his favourite move.',
        OPEN,
        _bet(20),
    ),
    (
        '{"action": "fold"}\n\nCall.',
        HOLDEM,
        None,
    ),
    (
        'Here is my answer:\n{"action": "call"}\nI hope he doesn\'t raise. Fold would have been wrong.',
        HOLDEM,
        CALL,
    ),
    (
        '{"action": "raise", "amount": 40}\n\nWhy not call? Too passive. Why not fold? Too weak.',
        HOLDEM,
        _raise(40),
    ),
    (
        '{"action": "call"}\n\nThe other model would say: Fold.',
        HOLDEM,
        CALL,
    ),
    (
        '{"action": "play", "card": "2c"}\n\nPartner has the Qh covered.',
        TRICK,
        _card("play", "2c"),
    ),
    (
        '{"action": "bid", "amount": 3}\n\nPartner bid nil.',
        BID,
        _bid(3),
    ),
    (
        '{"action": "bid", "amount": 3}\n\nNil.',
        BID,
        None,
    ),
    (
        '{"action": "check"}\n\nP.S. Bet next street.',
        OPEN,
        CHECK,
    ),
    (
        '{"action":"call"}\n\nTranslation: I call.',
        HOLDEM,
        CALL,
    ),
    (
        '{"action": "raise", "amount": 60}\n\n(He will probably shove. Fold then.)',
        HOLDEM,
        _raise(60),
    ),
    (
        'My previous answer was {"action": "fold"}. Corrected: {"action": "call"}',
        HOLDEM,
        CALL,
    ),
    (
        '{"action": "call"}\n\nThat is, unless you want me to fold.',
        HOLDEM,
        CALL,
    ),
    # Markers of another player, of the history or of an example, beside the seat's own.
    (
        "Villain action: raise to 40.\nHero action: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Player 2 action: bet 10\nPlayer 1 (me) action: raise to 30",
        HOLDEM,
        _raise(30),
    ),
    (
        "BTN Action: Raise 12\nSB Action: Fold\nBB (Hero) Action: Call",
        HOLDEM,
        CALL,
    ),
    (
        "Previous action: fold. Now: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Last hand's action: raise. This hand: fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "Action is on me. Action: call.",
        HOLDEM,
        CALL,
    ),
    (
        "The action: villain raises to 60. My response: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Answer from a weaker model would be: fold.\nMy answer: raise to 40.",
        HOLDEM,
        _raise(40),
    ),
    (
        "Typical answer: call.\nBetter answer: raise to 40.",
        HOLDEM,
        _raise(40),
    ),
    (
        "GTO action: call 70%, fold 30%. Chosen action: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Opponent's decision: raise. Partner's decision: fold. My decision: call.",
        HOLDEM,
        CALL,
    ),
    (
        "My decision: call.\nVillain's likely decision: fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Final answer: call.\n\nHis final answer, probably: raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Action (villain): raise to 40. Action (me): call.",
        HOLDEM,
        CALL,
    ),
    (
        "Action (me): call. Action (villain): raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Solver's action: fold. My action: call, because he's a maniac.",
        HOLDEM,
        CALL,
    ),
    (
        "Their action: call. Our action: raise to 60.",
        HOLDEM,
        _raise(60),
    ),
    (
        "Answer (for partner): 3\nAnswer (mine): 2",
        BID,
        _bid(2),
    ),
    (
        "Partner's bid: 3. My bid: 2.",
        BID,
        _bid(2),
    ),
    (
        "LHO bid: nil. My bid: 4.",
        BID,
        _bid(4),
    ),
    (
        "RHO played: Qs. I play: 2c.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "Dealer's action: pass. My action: order.",
        BID1,
        act("order"),
    ),
    (
        'Answer format example: {"action": "fold"}. Actual answer: call.',
        HOLDEM,
        CALL,
    ),
    (
        "For example, Action: fold would mean giving up. Action: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Action: call\n\n(Previous street action: bet 20.)",
        HOLDEM,
        CALL,
    ),
    (
        "Suggested action by the HUD: fold\nAction: raise to 30",
        HOLDEM,
        _raise(30),
    ),
    (
        "Decision for villain: call. Decision for me: check.",
        OPEN,
        CHECK,
    ),
    (
        "What he'd answer: Fold. What I answer: Call.",
        HOLDEM,
        CALL,
    ),
    (
        "If I were villain, my answer would be: fold. As me, my answer: raise to 40.",
        HOLDEM,
        _raise(40),
    ),
    (
        "His action: bet 20.",
        OPEN,
        None,
    ),
    (
        "Villain's answer: call.",
        HOLDEM,
        None,
    ),
    (
        "Expected answer from the table: fold.",
        HOLDEM,
        None,
    ),
    # Two short cards with a comma, and cards in other shapes.
    (
        "Play Qh, 2c",
        TRICK,
        None,
    ),
    (
        "Play Th, Qh is too risky.",
        TRICK,
        _card("play", "Th"),
    ),
    (
        "Lead 2c, Th later.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "Cards left: Qh, 2c, Th. Duck with the 2c.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "I'll follow with the 2c, since Qh, Th are worth keeping.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "Discard Jd, 9c",
        DISCARD,
        None,
    ),
    (
        "Discard 9c, I keep the Jd.",
        DISCARD,
        _card("discard", "9c"),
    ),
    (
        "Pass these: Qs, Ks, As",
        HPASS,
        _card("pass", "Qs"),
    ),
    (
        "Pass As, Ks, Qs",
        HPASS,
        _card("pass", "As"),
    ),
    (
        "My plays in order: 2c, Th.",
        TRICK,
        None,
    ),
    (
        "2c, then Th next trick.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "Qh, 2c, Th: the 2c is the right one.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "I play Qh, 2c would waste the lead.",
        TRICK,
        _card("play", "Qh"),
    ),
    (
        "Play Th. Qh, 2c stay in hand.",
        TRICK,
        _card("play", "Th"),
    ),
    (
        "Th, because Qh, 2c are my exits.",
        TRICK,
        _card("play", "Th"),
    ),
    (
        "Card: 2c, Qh",
        TRICK,
        None,
    ),
    (
        "Partner led Kd, RHO Jd. I play 9d.",
        TRICK2,
        _card("play", "9d"),
    ),
    (
        "Played so far on this trick: Kd, Jd. My card: 9d.",
        TRICK2,
        _card("play", "9d"),
    ),
    (
        "Discard: 9c (the Jd is a trump).",
        DISCARD,
        _card("discard", "9c"),
    ),
    (
        "Discarding the 9c. Jd, Qs, Ah, Kh stay.",
        DISCARD,
        _card("discard", "9c"),
    ),
    (
        "9c, Jd are both junk. Discard 9c.",
        DISCARD,
        _card("discard", "9c"),
    ),
    (
        "The As. Ts is too low.",
        TRICK2,
        _card("play", "As"),
    ),
    (
        "As, Ts.",
        TRICK2,
        None,
    ),
    (
        "Play As, Ts later",
        TRICK2,
        _card("play", "As"),
    ),
    (
        "Play 9d, As stays for the last trick.",
        TRICK2,
        _card("play", "9d"),
    ),
    # A nil of its own beside a number, and other bids.
    (
        "Bid 2.\nNil.",
        BID,
        None,
    ),
    (
        "I'll bid 2. Partner is going nil.",
        BID,
        _bid(2),
    ),
    (
        "Bid 3. Nil is for the brave.",
        BID,
        _bid(3),
    ),
    (
        "Nil. Final.",
        BID,
        _bid(0),
    ),
    (
        "nil\n\n(I had considered 1.)",
        BID,
        _bid(0),
    ),
    (
        "Nil. I have no spades above the 5 and no aces.",
        BID,
        _bid(0),
    ),
    (
        "My bid: nil. Team total with partner's 4 is 4.",
        BID,
        _bid(0),
    ),
    (
        "Bid 4. Team bid: 4 plus partner's nil.",
        BID,
        _bid(4),
    ),
    (
        "I can't bid 1 because of the hook rule. Bid 2.",
        OHHELL_DEALER,
        _bid(2),
    ),
    (
        "Zero would be nice but my ace of trump wins. Bid 2. Not 3.",
        OHHELL_DEALER,
        _bid(2),
    ),
    (
        "Sum is 11, dealer can't make it 12. I bid 0.",
        OHHELL_DEALER,
        _bid(0),
    ),
    (
        "Nil is off the table. Bid 3.",
        BID,
        _bid(3),
    ),
    (
        "3. Nil next hand maybe.",
        BID,
        _bid(3),
    ),
    (
        "Nil? 2? Nil.",
        BID,
        _bid(0),
    ),
    (
        "Partner said nil last round. I bid 5.",
        BID,
        _bid(5),
    ),
    (
        "Blind nil is not allowed here. Regular bid: 2.",
        BID,
        _bid(2),
    ),
    (
        "Two tricks from the AK of hearts. Maybe a third with the spade king. I bid 2. Nil? No.",
        BID,
        _bid(2),
    ),
    (
        "Bid: 2\nPlan: if partner goes nil, cover him.",
        BID,
        _bid(2),
    ),
    (
        "Nil\n2",
        BID,
        None,
    ),
    (
        "Bid nil. Bags from last hand: 2.",
        BID,
        _bid(0),
    ),
    # Long answers in the style of chat models, closing with something other than the decision.
    (
        "## Situation\nHero in the big blind with A♠T♠, villain opened the button to 6 and c-bet 8 "
        "into 13 on K♠7♠2♦.\n\n## Options\n- **Fold**: gives up a nut flush draw. No.\n- **Call**: "
        "keeps his bluffs in and realises our equity.\n- **Raise**: builds a pot we often win.\n\n## "
        "Recommendation\nI recommend calling. Raising is also fine at a lower frequency.\n\n## If he "
        "barrels the turn\nBlank turn: call again. Spade turn: shove. Board pairs. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Let me think through this step by step.\n\n1. Pot odds: 20 to win 70, about 29%.\n2. My "
        "equity vs his value range: around 35%.\n3. So calling is profitable.\n\nTherefore, my action "
        "is to call. Against a 3-bet on the next street, things change. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "**Thinking:** The villain's sizing is small, which suggests a thin value bet or a blocker "
        "bet. My hand beats his bluffs and some thin value.\n\n**Choice:** call\n\n**What I expect him "
        "to do next:** check the river. Bet.",
        HOLDEM,
        CALL,
    ),
    (
        "Alright. I've been going back and forth. A raise to 40 gets value from worse pairs; a call "
        "keeps his bluffs in. I'll go with the raise to 40. For the record, a nit in my seat would do "
        "the other thing. Call.",
        HOLDEM,
        _raise(40),
    ),
    (
        "I'm going to go with a raise to 30 here.\n\nHere's what I'd tell a student in the same spot: "
        "don't get attached to one pair. Fold.",
        HOLDEM,
        _raise(30),
    ),
    (
        "This hand is a good example of why position matters. Out of position, with a marginal hand, "
        "many players overplay it. The correct play for me is a call. The lesson, though, for most "
        "hands like this one? Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I choose to call.\n\nQuick note for the hand review later: this is a spot where the "
        "population overfolds. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Final decision: raise to 45.\n\nAlternative line I rejected. Call.",
        HOLDEM,
        _raise(45),
    ),
    (
        "After weighing everything, I'm calling. What I'd do with a weaker kicker is a different matter. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "My read is that he's polarised here. I'll call with my bluff-catcher. If I had the nut flush "
        "blocker, the answer would be different. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Hand: 8♥8♦. Board: A♣K♣Q♥. Villain bet 30 into 40.\n\nThis board smashes his range. My pair "
        "of eights is a bluff-catcher at best, and he rarely bluffs this texture. I'm letting it go.\n"
        "\nFold.",
        HOLDEM,
        FOLD,
    ),
    (
        "I think the best play is a call, to keep the pot controlled. The main alternative is worth a "
        "mention. Raise to 60.",
        HOLDEM,
        CALL,
    ),
    (
        "We call. The turn will often be a check from him, and then our plan is straightforward. Bet 40.",
        HOLDEM,
        CALL,
    ),
    (
        "Verdict: call. Reasoning in one line: price and blockers. Runner-up. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Action: call\n\nReason: the price is right and villain bluffs too much.\n\nTurn plan: "
        "check-call. River plan. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "The right play here is to raise to 36. The wrong play, which I see a lot at these stakes. Call.",
        HOLDEM,
        _raise(36),
    ),
    (
        "I'd play this as a call. That's my decision. The option I like least. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "He's bet 20 into 30. Good players don't bluff here. I'll fold. Any other line? Call is "
        "possible but loses long term. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "My hand is strong enough to continue. Raising turns it into a bluff. Calling it is. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "There are three possible actions. Two of them are bad. The best is the passive one. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Everything points to a fold. Except one thing. His history of bluffing. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "I would raise here in most games. This game is different. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "The textbook says raise. The textbook hasn't played against this guy. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll check it back. I'd bet if I had a better kicker. Mine is weak. Check.",
        OPEN,
        CHECK,
    ),
    (
        "Check. He bets, and I call. He checks, and I bet.",
        OPEN,
        CHECK,
    ),
    (
        "I check. He bets into me on the turn. Call.",
        OPEN,
        CHECK,
    ),
    (
        "I'll check this one. His turn now. Bet.",
        OPEN,
        CHECK,
    ),
    (
        "Checking. He'll bet the turn; I'll be ready to raise. That's a trap. Bet.",
        OPEN,
        CHECK,
    ),
    # Euchre, spades, hearts and oh-hell answers with narratives and plans.
    (
        "The dealer turned up the 9 of spades. I hold the left bower and the ace of spades, but "
        "nothing else. Partner is across from the dealer. Ordering it up is too thin. I pass. If it "
        "comes back around, clubs. Clubs.",
        BID1,
        PASS,
    ),
    (
        "First round: I pass. Second round, if it comes to me, I'll name clubs.",
        SUITS,
        PASS,
    ),
    (
        "I'm calling spades trump. Diamonds would be my second choice. Diamonds.",
        SUITS,
        _card("trump", "s"),
    ),
    (
        "Clubs is my pick. My partner, I suspect, would have picked diamonds. Diamonds.",
        SUITS,
        _card("trump", "c"),
    ),
    (
        "Trump: spades. Second thought on the table would have been clubs. Clubs.",
        STICK,
        _card("trump", "s"),
    ),
    (
        "I'll go alone. Partner's hand wouldn't add much. If we only get three tricks, so be it. Partner.",
        ALONE,
        act("alone"),
    ),
    (
        "With partner. Alone is too risky without the right bower.",
        ALONE,
        act("partner"),
    ),
    (
        "Going alone is tempting. I'll play with partner. Alone next time.",
        ALONE,
        act("partner"),
    ),
    (
        "I order it up. The dealer will pick up and discard. Pass.",
        BID1,
        act("order"),
    ),
    (
        "Pass this round. Next round I name spades. Order.",
        BID1,
        None,
    ),
    (
        "Hearts are broken, the Qs is out. I'll duck with the 2c. Next trick I lead my Th. Qh.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "Lead the Th now. The Qh is my exit card for later. 2c.",
        TRICK,
        None,
    ),
    (
        "I play the 2c. Partner will win with the ace. Then he leads back. Qh.",
        TRICK,
        _card("play", "2c"),
    ),
    (
        "Partner needs me to unblock. I'll drop the Qh. The 2c is my last resort. Th.",
        TRICK,
        None,
    ),
    (
        "Passing the queen of spades is standard. Then the ace and king go too. Pass: Qs.",
        HPASS,
        _card("pass", "Qs"),
    ),
    (
        "I pass the As first. Next, the Ks. Finally the Qs.",
        HPASS,
        _card("pass", "As"),
    ),
    (
        "I bid 3. Partner should bid around 4. Opponents, maybe nil. Nil.",
        BID,
        _bid(3),
    ),
    (
        "I'm bidding 2. If the opponents go nil, I'll try to set them. Bid 5.",
        BID,
        None,
    ),
    (
        "Two trump honours, so 2 tricks. Hook rules forbid 1. Partner bid 3. Bid 2.",
        OHHELL_DEALER,
        _bid(2),
    ),
    (
        "I bid 0. With a stronger hand I'd have said 3. Bid 3.",
        OHHELL_DEALER,
        _bid(0),
    ),
    (
        "Bid 3. The others bid 4, 2 and 3 before me.",
        OHHELL_DEALER,
        _bid(3),
    ),
    (
        "Discard 9c. Partner will lead trump. Kh.",
        DISCARD,
        _card("discard", "9c"),
    ),
    (
        "Discarding the 9c. I keep the Kh for later. Kh.",
        DISCARD,
        _card("discard", "9c"),
    ),
    # Kuhn and Leduc with several actions named and a closing line.
    (
        "I have the Jack. Betting is a bluff; checking gives up. I'll bluff at a third of the "
        "frequency. This time: bet.",
        KUHN_OPEN,
        act("bet"),
    ),
    (
        "Jack, facing a bet. Folding is right. He's never bluffing here with the Queen. Call.",
        KUHN_FACE,
        None,
    ),
    (
        "I hold the King. Calling is automatic. He bet with the Jack, I assume. Fold.",
        KUHN_FACE,
        None,
    ),
    (
        "With the Queen I call. Villain, holding the Jack, will have bluffed. Raise.",
        LEDUC_FACE,
        CALL,
    ),
    (
        "I fold. Round two would have cost more. Raise.",
        LEDUC_FACE,
        FOLD,
    ),
    (
        "The public card is a King and I hold a King. Raise. Villain reraises. Call.",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        "I raise. Then he calls. Then the next round. Check.",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        "Check with the King to induce a bluff. He bets. Call.",
        KUHN_OPEN,
        CHECK,
    ),
    # Closing commands that are the decision, in shapes the guards should not stop.
    (
        "I called the flop, and he bet the turn. I could fold or call again. I'll call.",
        HOLDEM,
        CALL,
    ),
    (
        "Last hand I folded in this spot and he showed a bluff. This time I'm not making the same mistake. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "He raised. He always raises with draws. He's got a draw. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "The villain bet, the cutoff called, and the button raised to 40. I have a weak ace. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "I bet 20, he raised to 60. Calling gives him the odds to draw. Raise to 200.",
        HOLDEM,
        _raise(200),
    ),
    (
        "Option 1 is fold. Option 2 is call. Option 3 is raise. I like option 2. Call.",
        HOLDEM,
        CALL,
    ),
    (
        '"Should I raise?" I asked myself. The answer was no. Call.',
        HOLDEM,
        CALL,
    ),
    (
        "It's a fold. No doubt. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "What a spot! Raise, fold, call... so many options! Call.",
        HOLDEM,
        CALL,
    ),
    (
        "Folding is cowardly. Raising is reckless. I'm neither. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "She raised, he called, they both look strong. I'm out. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "I'd normally check here. Not against this player. Bet 35.",
        OPEN,
        _bet(35),
    ),
    (
        "The pot is 40. I want to bet half. Bet 20.",
        OPEN,
        _bet(20),
    ),
    (
        "His check means weakness. I bet. 25.",
        OPEN,
        _bet(25),
    ),
    (
        "His check means weakness! I'll bet 25.",
        OPEN,
        _bet(25),
    ),
    # More closing lines after a finished sentence that are not the seat's decision.
    (
        "I call. That's what a solid reg does. What a fish does here? Easy. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "My move is the call. The exploitative move against this exact player would be different. Raise to 80.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm calling. Imagine I had aces instead. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Calling it is. With one more heart on the board, the story changes completely. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll just call. Versus a tighter player, different story. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I make the call. The line I'd take in a cash game is another matter. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "My play is a call. Worst case scenario: he has the nuts. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Answering as the seat: I call. Answering as a coach. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll call 20. The last time this happened, I made the wrong move. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Going to call. Last orbit, same spot, I did something else. Raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Calling, obviously. What the other two players at the table did. Fold. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I call here. Everyone else already acted. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "My action is to bet 25. Then it's his turn. Check.",
        OPEN,
        _bet(25),
    ),
    (
        "I'm betting 25. My opponent's likely response. Call.",
        OPEN,
        _bet(25),
    ),
    (
        "I'm betting 25 here. Next up for him: raise or call. Call.",
        OPEN,
        _bet(25),
    ),
    (
        "I go with a bet of 20. He has two options. Fold or call. Call.",
        OPEN,
        _bet(20),
    ),
    (
        "Raise to 60 is my play. Everybody else at the table. Fold.",
        HOLDEM,
        _raise(60),
    ),
    (
        "I raise to 30 to get heads-up. The blinds behind me. Fold.",
        HOLDEM,
        _raise(30),
    ),
    (
        "The three-bet to 30 is my play. His most likely reply. Call.",
        HOLDEM,
        _raise(30),
    ),
    (
        "My choice is raise to 25. The other player's choice then: fold.",
        HOLDEM,
        _raise(25),
    ),
    (
        "My choice is raise to 25. The other player's choice then. Fold.",
        HOLDEM,
        _raise(25),
    ),
    (
        "The raise to 25 is mine. His next step, most likely. Fold.",
        HOLDEM,
        _raise(25),
    ),
    (
        "I'll raise to 25.\nHe folds.\nI win the pot.",
        HOLDEM,
        _raise(25),
    ),
    (
        "I'll raise to 25.\nVillain:\nFold.",
        HOLDEM,
        _raise(25),
    ),
    (
        "Raising to 25 now.\n\nOpponent\n\nFold.",
        HOLDEM,
        _raise(25),
    ),
    (
        "I'm calling with the flush draw. Hit, and I'll raise. Miss. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm calling with the flush draw. Hit: raise. Miss. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Call, for now. River, no flush. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm calling for now. River with no flush. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I call the turn. River bricks. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm going to call. He shoves the river. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "Calling. Scenario two: he shoves. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "A call now. Worst case. Fold on the river.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm calling, with a note to myself for the river. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'll call now, and I already know my river decision. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'm calling this bet. I'll write my plan for the turn here too. Check.",
        HOLDEM,
        CALL,
    ),
    (
        "Calling this one. Same spot with the other hand I mentioned. Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "I'd call with KQ here. With my actual hand, 72o. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "I would call with a pair. I have no pair. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "With a flush draw I'd call. I have the flush draw. Call.",
        HOLDEM,
        CALL,
    ),
    (
        "I raise to 40 with sets. I have a set. Raise to 40.",
        HOLDEM,
        _raise(40),
    ),
    (
        "I'd fold a hand like 85 here. Mine is much better. Call.",
        HOLDEM,
        CALL,
    ),
    # Markdown, code and headings around the closing line.
    (
        "**Decision**\nCall\n\n**Next street**\nFold",
        HOLDEM,
        CALL,
    ),
    (
        "### Decision\nRaise to 40\n\n### If he shoves\nFold",
        HOLDEM,
        _raise(40),
    ),
    (
        "## Answer\nCall.\n\n## Villain's best response\nFold.",
        HOLDEM,
        CALL,
    ),
    (
        "**My decision:** call.\n\n**His best response:** raise.",
        HOLDEM,
        CALL,
    ),
    (
        "Analysis done.\n\n---\n\nFold",
        HOLDEM,
        FOLD,
    ),
    (
        "I considered raising and calling.\n\n> Fold\n\nThat's the quote from my notes. I call.",
        HOLDEM,
        CALL,
    ),
    (
        "I call.\n\n> Fold\n\n(quoting the last answer I gave in a similar spot)",
        HOLDEM,
        CALL,
    ),
    (
        "```\nFold\n```\nThat was my first draft. Final: call.",
        HOLDEM,
        CALL,
    ),
    (
        "Raising or calling, both fine.\n\n```\nCall\n```",
        HOLDEM,
        CALL,
    ),
    (
        "Calling is my answer.\n\n`Fold` would be too tight.",
        HOLDEM,
        CALL,
    ),
    (
        "| Action | EV |\n|---|---|\n| Fold | 0 |\n| Call | +2 |\n| Raise | +1 |\n\nCall.",
        HOLDEM,
        CALL,
    ),
    (
        "| Action | EV |\n|---|---|\n| Raise | +3 |\n| Call | +2 |\n| Fold | 0 |",
        HOLDEM,
        None,
    ),
    (
        "I call.\n\n| Street | Plan |\n|---|---|\n| Turn | Check |\n| River | Fold |",
        HOLDEM,
        CALL,
    ),
    (
        "Call\n\n---\nNext-street cheat sheet. Fold",
        HOLDEM,
        CALL,
    ),
    (
        "Decision: 🟢 Call. Not 🔴 Fold.",
        HOLDEM,
        CALL,
    ),
    (
        "✅ Call ❌ Fold ❌ Raise",
        HOLDEM,
        CALL,
    ),
    (
        "Raise ❌. Fold ❌. Call ✅.",
        HOLDEM,
        CALL,
    ),
    (
        "Call 👍. Fold 👎.",
        HOLDEM,
        CALL,
    ),
]

# Clear answers the reader refuses, in corpus order: each costs the seat only the hand's fallback.
REFUSED_THOUGH_CLEAR = {
    # refused since session 39: three suits with "or" before the last are a choice ("c, d or s. d." named clubs)
    "Trump options are clubs, diamonds or spades. I hold three clubs with both bowers! Clubs.",
    # refused since session 33: the card or suit stands apart from the action's word
    "I'm calling spades trump. Diamonds would be my second choice. Diamonds.",
    # refused since session 33 (no longer misread)
    "I flat. He's a maniac, so here's his next move. Raise.",
    # refused since a "Me:" line beside another player's label is a transcript (session 30, corpus 36)
    "Decision for villain: call. Decision for me: check.",
    # refused again once the condition and suit-before-trump readings were withdrawn (session 30, corpus 35)
    "Calling is standard. Unless he's a maniac, in which case I'd raise.",
    # refused since the reader's rules on speaker labels, conditions and earlier hands (session 30, corpus 34)
    "I'm sticking the dealer with clubs. If we get euchred, next hand I'll play safer. Pass.",
    # refused again once the closing-command rule was withdrawn (session 30: a blind corpus found it misread)
    "Honestly? I'd love to bet here, but the river bricked my draw and there is nothing left to protect. Check.",
    (
        "Passing is safe, but I hold the right bower and the ace of trump, so I can carry this with any help at all."
        " Order."
    ),
    (
        "This is a tough spot. The math favours a call, although a fold is not crazy against a nit. I'm trusting the"
        " math. Call."
    ),
    (
        "With the Queen, betting is a pure bluff and checking gets to showdown. Against a balanced opponent both are"
        " fine. I check."
    ),
    "I thought about going alone. My partner probably holds the left bower, though, and we need every trick. Partner.",
    "Three options. Fold loses the blinds, call keeps him in, raise takes it down often. Raise to 16.",
    "Gut says call, math says fold. Math wins today. Fold.",
    "With 9 outs and two cards to come, calling 20 into 60 is profitable, raising less so. Call.",
    "The dealer turned up the jack of hearts. Ordering it up would give the dealer the right bower. Pass.",
    "Decision time. I have analysed fold, call and raise at length above. Fold.",
    "Leduc: he bet, I hold the Queen and the public card is a King. Calling is a loss and raising is worse. Fold.",
    "Ok, final. I have gone back and forth between call and fold for too long! Call.",
    "Calling now is correct given the odds. On the turn I'll reassess. Any ace and I'm out. Fold.",
    "My plan is to call now and bet the turn if he checks. On the river he'll lead big. Fold.",
    "I'm calling now. Any spade on the turn and I'm done. Fold.",
    "I'm calling, it keeps his bluffs in. When the turn comes I expect him to check. Bet 40.",
    "Preflop I just complete the call. Post-flop I'm playing fit or fold. Fold.",
    "Right now I call and keep the pot small. Later, on a bad river, the answer will be easy. Fold.",
    "I bet 15 now as a small probe. On most turns I give up. Check.",
    "A small bet of 10 is right on this board. Next street I intend to slow down. Check.",
    "I'm checking this flop to trap. Turn: he bets, I raise. River. Bet 70.",
    "Call preflop. Flop comes, I'll see. Fold.",
    "I think a raise to 40 is best here. A weak player in his spot only has one response to that. Fold.",
    "Raising to 60 puts him in a tough spot. Think about it from his side: a marginal pair facing pressure. Fold.",
    "Calling is right. What would a regular do with his hand if I raised? Nothing good. Fold.",
    "Betting 40 into him makes sense. He is a station and his reply is always the same. Call.",
    "I'm betting 25. Villain's thought process: he has top pair and won't fold. Call.",
    "I raise, he has 22% equity. For him the math says one thing. Fold.",
    "Ordering up is right with three trumps. The dealer, holding just one, would do the opposite. Pass.",
    "Calling is fine here. Should he 3-bet, though, my hand is dead. Fold.",
    "I'm calling. In case of a check-raise on the turn, my answer is ready. Fold.",
    "Raise to 24 for value. Facing a 4-bet from this nit, it's an easy one. Fold.",
    "My answer is to call. Given a shove behind me, I'd reconsider. Fold.",
    "I call the 20. Assuming he pots the turn, I'm not continuing. Fold.",
    "Betting 20 is good here. Against a check-raise, I have a clear answer. Fold.",
    "Calling seems right. In a tournament, near the bubble, the answer would differ. Fold.",
    "A call is best. With deeper stacks, I'd prefer something else. Raise to 60.",
    "I'm inclined to call. On the other hand, the stack sizes argue otherwise. Fold.",
    "It is close between call and fold. Close enough that I'll go with the safer option. Fold.",
    "The two candidate lines are call and raise to 40. The second one. Raise to 40.",
    "Option A: fold. Option B: call. I can't decide. Call.",
    'The solver shows two lines: "Call" at 60% and "Fold" at 40%. I\'ll go with the majority. Call.',
    "I'm raising to 30 here. Just to show the format I was asked for, a fold would be written like this. Fold.",
    "Raising to 40 is my answer. The instructions said to reply with a single word, like this. Fold.",
    "I'd raise to 40 here. A beginner would see the scary board and think one word. Fold.",
    "A bet of 20 it is. The textbook answer for this spot, in most books, is different. Check.",
    'Sample output: {"action": "fold"}\n\nMine: call.',
    "Recap: villain opened, I 3-bet, he 4-bet to 60. Decision for now. Call.",
    "Pros of calling: price. Cons: domination. Pros of folding: safety. Cons: none. Fold.",
    "*puts on sunglasses* I'm calling. *the villain sighs.* Fold.",
    "As Doyle would, I call. He'd say something snarky to the table. Raise.",
    "Oh sure, let me call off my whole stack with third pair. Brilliant idea. Fold.",
    "Yeah, because calling a 4-bet with J5o is SO smart. Fold.",
    "In Spanish 'fold' is 'retirarse'. I'm calling, though. Call.",
    "My answer is call. The French word for fold is 'se coucher'. Fold.",
    "There is no 'raise' button in my head for this spot. Call.",
    "No going alone. Partner.",
    "The answer to 'should I fold' is no. Call.",
    "Action: call\n\n(Previous street action: bet 20.)",
    "After weighing everything, I'm calling. What I'd do with a weaker kicker is a different matter. Fold.",
    (
        "I think the best play is a call, to keep the pot controlled. The main alternative is worth a mention. Raise"
        " to 60."
    ),
    "We call. The turn will often be a check from him, and then our plan is straightforward. Bet 40.",
    "Verdict: call. Reasoning in one line: price and blockers. Runner-up. Fold.",
    "The right play here is to raise to 36. The wrong play, which I see a lot at these stakes. Call.",
    "I'd play this as a call. That's my decision. The option I like least. Raise.",
    "My hand is strong enough to continue. Raising turns it into a bluff. Calling it is. Call.",
    "Everything points to a fold. Except one thing. His history of bluffing. Call.",
    "I would raise here in most games. This game is different. Call.",
    "The textbook says raise. The textbook hasn't played against this guy. Call.",
    "I order it up. The dealer will pick up and discard. Pass.",
    "With the Queen I call. Villain, holding the Jack, will have bluffed. Raise.",
    "I bet 20, he raised to 60. Calling gives him the odds to draw. Raise to 200.",
    "Option 1 is fold. Option 2 is call. Option 3 is raise. I like option 2. Call.",
    "What a spot! Raise, fold, call... so many options! Call.",
    "Folding is cowardly. Raising is reckless. I'm neither. Call.",
    "I'd normally check here. Not against this player. Bet 35.",
    "I'm calling. Imagine I had aces instead. Raise.",
    "Calling it is. With one more heart on the board, the story changes completely. Fold.",
    "I make the call. The line I'd take in a cash game is another matter. Raise.",
    "Answering as the seat: I call. Answering as a coach. Raise.",
    "Going to call. Last orbit, same spot, I did something else. Raise.",
    "Calling, obviously. What the other two players at the table did. Fold. Fold.",
    "I call here. Everyone else already acted. Fold.",
    "I'm betting 25. My opponent's likely response. Call.",
    "I'm betting 25 here. Next up for him: raise or call. Call.",
    "I raise to 30 to get heads-up. The blinds behind me. Fold.",
    "The raise to 25 is mine. His next step, most likely. Fold.",
    "I'm calling with the flush draw. Hit: raise. Miss. Fold.",
    "Call, for now. River, no flush. Fold.",
    "I'm calling for now. River with no flush. Fold.",
    "I call the turn. River bricks. Fold.",
    "I'm calling, with a note to myself for the river. Fold.",
    "Calling this one. Same spot with the other hand I mentioned. Fold.",
    "I'd fold a hand like 85 here. Mine is much better. Call.",
    "I bet the flop and got raised. I could fold, call or re-raise. After all that thought, I'll call.",
    "Bidding 4 would overreach and bidding nil with the ace of spades is silly. Bid 2.",
    "I'll call the flop bet to see what the turn brings. If a heart comes I can raise. Otherwise "
    "the plan is simple. Fold.",
    "Call this bet, I'm getting 4 to 1. Next street, if he bets big again, I'll have seen enough. Fold.",
    "I'll take the cheap card and call here. The turn decides everything. Blank turn, bet. Scare card. Check.",
    "I call this one. I will be facing a shove on the turn most of the time. Fold.",
    "I'm going to float this flop with a call. The turn is where I take it away. Raise.",
    "Betting 20 is my choice on this flop. The turn will be a different story. Check.",
    "Going with a check here. I plan to lead the turn. Bet 30.",
    "I bid 3 this round. Next round, with a weaker hand, I'll go low. Bid 1.",
    "I'm going to call. His range here is mostly draws, and when they miss he has only one option. Fold.",
    "My decision is a raise to 50. His decision after that is easy. Fold.",
    "I'll put in a raise to 36. The big blind, holding a weak ace, thinks it over. Fold.",
    "I'm raising to 44. If I were him, with that pair and this board? Fold.",
    "I'll take the raise line to 30. The other seats will all do what they always do. Fold.",
    "I'm three-betting to 30 to isolate the limper. The button is tight. Fold. The blinds are passive. Call.",
    "I play the 2c under partner's ace. Opponent on my left is out of hearts. Play Th.",
    "I'll take it alone. My partner, if asked, would have answered something else. Partner.",
    "I'll raise to 30. Were he to shove, I'd have an easy decision. Fold.",
    "Call here. Otherwise, with a worse kicker, it'd be a clear fold.",
    "Raise to 40. Had he limped instead, I'd have done something else. Call.",
    "Against a nit I fold. Against a maniac I call. This guy is a maniac.",
    "Call is the safer choice. Raise is the higher-EV choice. Raise.",
    'I think a raise to 50 is right. Someone more cautious would just type "Fold."',
    "I call. 'Fold' was what my first instinct said.",
    'My answer is call. The word "fold" never crossed my mind.',
    'Decision: raise to 36.\n\nValid answers look like "Call." or "Fold."',
    'I\'ll call. He typed "raise" in the chat but then just clicked. Raise.',
    "Raise to 30. The hint says: when in doubt, fold. I'm not in doubt.",
    "Going with a call. My friend texted me his advice. Fold.",
    "The answer key from the previous puzzle said: Fold.\n\nFor this one I call.",
    "Expected format is one action. Mine is a call. An example of a different action would be: Fold.",
    "Ranking my options from best to worst:\nRaise to 40\nCall\nFold",
    "From worst to best:\nFold\nCall\nRaise to 40",
    "What I'd do on each street, starting with this flop:\nFlop. Call.\nTurn. Call.\nRiver. Fold.",
    "Street by street. Flop: call. Turn: bet. River: check. We are on the flop.",
    "Hand history:\nSB posts 1\nBB posts 2\nUTG raises to 6\nHero\nFold",
    "Action so far:\nUTG raise\nMP call\nCO fold\nBTN (me)\nCall",
    "EV table\nfold 0\ncall -2\nraise +4\nSo raise to 30.",
    "EV table\nfold 0\ncall +2\nraise -4",
    "Options\nfold\ncall\nraise to 40\n\nI choose the middle one.",
    "I'll call here. Thanks for the fun hand! Good luck at the tables, and remember: know when to fold.",
    "Decision: call.\n\nP.S. In a live game I'd probably just fold.",
    "My choice is a call. That's all from me. Peace out, and fold your weak hands, kids.",
    "I'm going to raise to 50. Fingers crossed! Fold, please, villain.",
    "I raise to 50. Let's go! Call me, baby.",
    "*I glance at my cards, then at the pot.* Raise to 40. *The table goes quiet. Someone whispers:* Fold.",
    "Raise to 40! Just kidding. Fold.",
    "Fold. Just kidding! Raise to 40.",
    "I call. Mic drop. Raise the roof!",
    "Mi decisión es pagar (call). For the log, the other option was: fold.",
    "I call. Auf Deutsch heißt das: ich gehe mit. Fold heißt aussteigen.",
    "I want say the raise is good but my hand not so strong. Better i am fold.",
    "My english is not good sorry. I think call. Raise maybe is too much.",
    "for this hand i go check, bet is no good on this board",
    "I am thinking fold but pot odds is good so finally call it.",
    "No nil this hand. 3.",
    "I say no to the call and yes to the fold.",
    "No nil. Bid 0 tricks would be silly too. Bid 1.",
    '{"action": "raise", "amount": 30}\n\nNote: facing a shove next street. Fold.',
    "Previous action: fold. Now: call.",
    "Last hand's action: raise. This hand: fold.",
    "Final answer: call.\n\nHis final answer, probably: raise.",
    "Action (villain): raise to 40. Action (me): call.",
    "Action (me): call. Action (villain): raise.",
    "Answer (for partner): 3\nAnswer (mine): 2",
    "I'll follow with the 2c, since Qh, Th are worth keeping.",
    "Qh, 2c, Th: the 2c is the right one.",
    "Th, because Qh, 2c are my exits.",
    "Played so far on this trick: Kd, Jd. My card: 9d.",
    "The As. Ts is too low.",
    "nil\n\n(I had considered 1.)",
    "Nil. I have no spades above the 5 and no aces.",
    "3. Nil next hand maybe.",
    "Nil? 2? Nil.",
    "Two tricks from the AK of hearts. Maybe a third with the spade king. I bid 2. Nil? No.",
    "## Situation\nHero in the big blind with A♠T♠, villain opened the button to 6 and c-bet 8 "
    "into 13 on K♠7♠2♦.\n\n## Options\n- **Fold**: gives up a nut flush draw. No.\n- **Call**: "
    "keeps his bluffs in and realises our equity.\n- **Raise**: builds a pot we often win.\n\n## "
    "Recommendation\nI recommend calling. Raising is also fine at a lower frequency.\n\n## If he "
    "barrels the turn\nBlank turn: call again. Spade turn: shove. Board pairs. Fold.",
    "Let me think through this step by step.\n\n1. Pot odds: 20 to win 70, about 29%.\n2. My "
    "equity vs his value range: around 35%.\n3. So calling is profitable.\n\nTherefore, my action "
    "is to call. Against a 3-bet on the next street, things change. Fold.",
    "**Thinking:** The villain's sizing is small, which suggests a thin value bet or a blocker "
    "bet. My hand beats his bluffs and some thin value.\n\n**Choice:** call\n\n**What I expect him "
    "to do next:** check the river. Bet.",
    "Alright. I've been going back and forth. A raise to 40 gets value from worse pairs; a call "
    "keeps his bluffs in. I'll go with the raise to 40. For the record, a nit in my seat would do "
    "the other thing. Call.",
    "I'm going to go with a raise to 30 here.\n\nHere's what I'd tell a student in the same spot: "
    "don't get attached to one pair. Fold.",
    "This hand is a good example of why position matters. Out of position, with a marginal hand, "
    "many players overplay it. The correct play for me is a call. The lesson, though, for most "
    "hands like this one? Fold.",
    "I choose to call.\n\nQuick note for the hand review later: this is a spot where the population overfolds. Raise.",
    "Final decision: raise to 45.\n\nAlternative line I rejected. Call.",
    "My read is that he's polarised here. I'll call with my bluff-catcher. If I had the nut flush "
    "blocker, the answer would be different. Raise.",
    "Action: call\n\nReason: the price is right and villain bluffs too much.\n\nTurn plan: "
    "check-call. River plan. Fold.",
    "Check. He bets, and I call. He checks, and I bet.",
    "I'll check this one. His turn now. Bet.",
    "Checking. He'll bet the turn; I'll be ready to raise. That's a trap. Bet.",
    "Clubs is my pick. My partner, I suspect, would have picked diamonds. Diamonds.",
    "I'll go alone. Partner's hand wouldn't add much. If we only get three tricks, so be it. Partner.",
    "With partner. Alone is too risky without the right bower.",
    "Going alone is tempting. I'll play with partner. Alone next time.",
    "Hearts are broken, the Qs is out. I'll duck with the 2c. Next trick I lead my Th. Qh.",
    "I bid 3. Partner should bid around 4. Opponents, maybe nil. Nil.",
    "I bid 0. With a stronger hand I'd have said 3. Bid 3.",
    "I fold. Round two would have cost more. Raise.",
    "The public card is a King and I hold a King. Raise. Villain reraises. Call.",
    "I call. That's what a solid reg does. What a fish does here? Easy. Raise.",
    "My move is the call. The exploitative move against this exact player would be different. Raise to 80.",
    "I'll just call. Versus a tighter player, different story. Fold.",
    "My play is a call. Worst case scenario: he has the nuts. Fold.",
    "I'll call 20. The last time this happened, I made the wrong move. Fold.",
    "My action is to bet 25. Then it's his turn. Check.",
    "I go with a bet of 20. He has two options. Fold or call. Call.",
    "Raise to 60 is my play. Everybody else at the table. Fold.",
    "My choice is raise to 25. The other player's choice then: fold.",
    "My choice is raise to 25. The other player's choice then. Fold.",
    "Raising to 25 now.\n\nOpponent\n\nFold.",
    "I'm calling with the flush draw. Hit, and I'll raise. Miss. Fold.",
    "I'm going to call. He shoves the river. Fold.",
    "Calling. Scenario two: he shoves. Fold.",
    "A call now. Worst case. Fold on the river.",
    "I'll call now, and I already know my river decision. Fold.",
    "**Decision**\nCall\n\n**Next street**\nFold",
    "### Decision\nRaise to 40\n\n### If he shoves\nFold",
    "## Answer\nCall.\n\n## Villain's best response\nFold.",
    "**My decision:** call.\n\n**His best response:** raise.",
    "I considered raising and calling.\n\n> Fold\n\nThat's the quote from my notes. I call.",
    "I call.\n\n> Fold\n\n(quoting the last answer I gave in a similar spot)",
    "Raising or calling, both fine.\n\n```\nCall\n```",
    "Calling is my answer.\n\n`Fold` would be too tight.",
    "| Action | EV |\n|---|---|\n| Fold | 0 |\n| Call | +2 |\n| Raise | +1 |\n\nCall.",
    "I call.\n\n| Street | Plan |\n|---|---|\n| Turn | Check |\n| River | Fold |",
    "Call\n\n---\nNext-street cheat sheet. Fold",
    "✅ Call ❌ Fold ❌ Raise",
    "Raise ❌. Fold ❌. Call ✅.",
    "Call 👍. Fold 👎.",
    # refused since session 35 (were misread): a clause about this trick names another card
    "I'll throw the 2c on this trick. Next trick, when I get the lead, I cash my winner. Play Qh.",
    "Dropping the Th is best since partner is winning this trick. Then LHO, who is void, ruffs. Play Qh.",
    # refused since session 35 (were misread): "flat" as the seat's verb beside a raise; a pass weighed ("would be")
    "I'll flat the raise. The river is where I'll make my stand. Raise.",
    "Flatting is best now, with a raise saved for the turn. Turn plan is clear. Raise to 120.",
    "Pass would be the cautious choice. I hold Q and K of spades with the ace of diamonds. Spades.",
    # refused since session 35 (were misread): the card read is "saved for" later; a noun names the play
    "This trick I'm ducking with the low club. The Qh is saved for the third trick. Play Qh.",
    "The three-bet to 30 is my play. His most likely reply. Call.",
}

MISREAD_LEFT = {}


(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT, least=300)
