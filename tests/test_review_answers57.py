"""A blind, out-of-sample corpus of free-text answers to the game decisions, written against commit da31271 without
reading the reader, its docs or the earlier corpora: only the shared legal lists and the seat protocol. The styles
differ from the earlier corpora, which leaned on weighed options and corrections: plain one-liners and JSON (fenced,
with extra keys, YAML-ish ``action: raise`` lines); answers whose last lines plan a later street, round or trick;
answers that first report what the other players did or said; sizes written in words, with thousands separators,
``k`` suffixes, chips beside big blinds and totals beside increments; long chains of thought with markdown headings,
bullets and tables; and honest answers that look adversarial (quoted prompts, restated legal lists, several cards
named before one is chosen, other languages, emoji, smart quotes, non-breaking spaces, full-width characters, mixed
case). About one answer in six is genuinely unclear: hedges, two conflicting final answers, illegal actions, sizes only
in big blinds, pots or multiples."""

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

CORPUS = [
    # --- plain one-liners, JSON, fenced JSON, JSON with extra keys, YAML-ish lines ---
    ("call", HOLDEM, CALL),
    ("Fold.", HOLDEM, FOLD),
    ("Raise to 12.", HOLDEM, raise_to(12)),
    ("raise 20", HOLDEM, raise_to(20)),
    ('{"action": "call"}', HOLDEM, CALL),
    ('{"action": "raise", "amount": 30}', HOLDEM, raise_to(30)),
    ('{"action":"fold"}', HOLDEM, FOLD),
    ('```json\n{"action": "raise", "amount": 16}\n```', HOLDEM, raise_to(16)),
    ('```\n{"action": "call", "say": "let\'s see it"}\n```', HOLDEM, CALL),
    ('{"action": "raise", "amount": 40, "confidence": 0.7, "reasoning": "top pair good kicker"}', HOLDEM, raise_to(40)),
    ('{"thought": "too weak to continue", "action": "fold"}', HOLDEM, FOLD),
    ("action: raise\namount: 24", HOLDEM, raise_to(24)),
    ("action: call", HOLDEM, CALL),
    ("action: fold\nsay: nice hand", HOLDEM, FOLD),
    ("Decision: call", HOLDEM, CALL),
    ("I call.", HOLDEM, CALL),
    ("Raise.", HOLDEM, raise_to(4)),
    ("min raise", HOLDEM, raise_to(4)),
    ("All in.", HOLDEM, raise_to(200)),
    ("shove", HOLDEM, raise_to(200)),
    ('{"action": "raise", "amount": null}', HOLDEM, raise_to(4)),
    ('{"action": "raise", "amount": "18"}', HOLDEM, raise_to(18)),
    ('{"action": "CALL"}', HOLDEM, CALL),
    ("fold pls", HOLDEM, FOLD),
    ("```yaml\naction: raise\namount: 10\n```", HOLDEM, raise_to(10)),
    ("- action: call", HOLDEM, CALL),
    ('{"action": "check"}', HOLDEM, None),
    ('{"action": "bet", "amount": 10}', HOLDEM, None),
    ("raise to 1200", BIG, raise_to(1200)),
    ('{"action":"raise","amount":5000}', BIG, raise_to(5000)),
    ("Calling.", BIG, CALL),
    ('{"action": "fold", "note": "stack too short"}', BIG, FOLD),
    ("check", OPEN, CHECK),
    ("bet 10", OPEN, bet(10)),
    ('{"action": "bet", "amount": 35}', OPEN, bet(35)),
    ('{"action": "check", "say": "your move"}', OPEN, CHECK),
    ("action: bet\namount: 6", OPEN, bet(6)),
    ("Bet.", OPEN, bet(2)),
    ("Check it.", OPEN, CHECK),
    ('{"action": "fold", "amount": 0}', OPEN, None),
    ("I call", OPEN, None),
    ("bet", KUHN_OPEN, act("bet")),
    ("Check.", KUHN_OPEN, CHECK),
    ('{"action": "bet", "amount": 1}', KUHN_OPEN, act("bet")),
    ("action: check", KUHN_OPEN, CHECK),
    ("Call!", KUHN_FACE, CALL),
    ('{"action": "fold", "say": "gg"}', KUHN_FACE, FOLD),
    ("raise", KUHN_FACE, None),
    ("Raise!", LEDUC_FACE, act("raise")),
    ('{"action": "raise", "amount": 4}', LEDUC_FACE, act("raise")),
    ("fold.", LEDUC_FACE, FOLD),
    ("action: call\nreason: pot odds", LEDUC_FACE, CALL),
    ("Qh", TRICK, card("play", "Qh")),
    ("play 2c", TRICK, card("play", "2c")),
    ('{"action": "play", "card": "Th"}', TRICK, card("play", "Th")),
    ('{"action":"play","card":"2c","why":"duck"}', TRICK, card("play", "2c")),
    ("action: play\ncard: Qh", TRICK, card("play", "Qh")),
    ('```json\n{"action": "play", "card": "Qh"}\n```', TRICK, card("play", "Qh")),
    ('{"action": "play", "card": "Ah"}', TRICK, None),
    ("Play Th.", TRICK, card("play", "Th")),
    ("As", TRICK2, card("play", "As")),
    ("play 9d", TRICK2, card("play", "9d")),
    ('{"action": "play", "card": "Ts"}', TRICK2, card("play", "Ts")),
    ("card: 2c", TRICK2, card("play", "2c")),
    ('{"play": "Qh"}', TRICK2, card("play", "Qh")),
    ('```json\n{"action": "play", "card": "9d", "comment": "dump the loser"}\n```', TRICK2, card("play", "9d")),
    ("4", BID, bid(4)),
    ("bid 3", BID, bid(3)),
    ('{"action": "bid", "amount": 5}', BID, bid(5)),
    ("Nil.", BID, bid(0)),
    ('{"action": "bid", "amount": 0}', BID, bid(0)),
    ("action: bid\namount: 2", BID, bid(2)),
    ("bid 14", BID, None),
    ('{"bid": 6}', BID, bid(6)),
    ("bid 2", OHHELL_DEALER, bid(2)),
    ('{"action": "bid", "amount": 3}', OHHELL_DEALER, bid(3)),
    ("bid 1", OHHELL_DEALER, None),
    ("Zero.", OHHELL_DEALER, bid(0)),
    ("pass", SUITS, PASS),
    ("spades", SUITS, card("trump", "s")),
    ('{"action": "trump", "card": "d"}', SUITS, card("trump", "d")),
    ('{"action": "trump", "card": "h"}', SUITS, None),
    ("action: trump\ncard: c", SUITS, card("trump", "c")),
    ("Call clubs.", SUITS, card("trump", "c")),
    ('{"action": "pass"}', SUITS, PASS),
    ("Diamonds.", STICK, card("trump", "d")),
    ('{"action": "trump", "suit": "s"}', STICK, card("trump", "s")),
    ("pass.", STICK, None),
    ("alone", ALONE, act("alone")),
    ("partner", ALONE, act("partner")),
    ('{"action": "alone"}', ALONE, act("alone")),
    ("Going alone.", ALONE, act("alone")),
    ("Play with partner.", ALONE, act("partner")),
    ("discard 9c", DISCARD, card("discard", "9c")),
    ('{"action": "discard", "card": "Qs"}', DISCARD, card("discard", "Qs")),
    ("Jd", DISCARD, card("discard", "Jd")),
    ("action: discard\ncard: 9c", DISCARD, card("discard", "9c")),
    ("order", BID1, act("order")),
    ("Pass.", BID1, PASS),
    ('{"action": "order"}', BID1, act("order")),
    ("Order it up.", BID1, act("order")),
    ("pass Qs", HPASS, card("pass", "Qs")),
    ('{"action": "pass", "card": "As"}', HPASS, card("pass", "As")),
    ("Pass the Ah.", HPASS, card("pass", "Ah")),
    ("I pass.", HPASS, None),
    ("action: pass\ncard: Kd", HPASS, card("pass", "Kd")),
    ("Fold, too weak.", HOLDEM, FOLD),
    ("Calling here.", HOLDEM, CALL),
    ("Raising to 8", HOLDEM, raise_to(8)),
    ('{"action": "raise", "amount": 250}', HOLDEM, raise_to(200)),
    ('{"action": "raise", "amount": 3}', HOLDEM, raise_to(4)),
    ('{"action": "bet", "amount": 100}', OPEN, bet(70)),
    ('[{"action": "call"}]', HOLDEM, CALL),
    ('{"response": {"action": "fold"}}', HOLDEM, FOLD),
    ('{"action": "raise", "amount": 12.0}', HOLDEM, raise_to(12)),
    ('{"action": "raise", "raise_to": 14}', HOLDEM, raise_to(14)),
    ('{"decision": "call"}', HOLDEM, CALL),
    ('{"move": "check"}', OPEN, CHECK),
    ("ACTION: FOLD", HOLDEM, FOLD),
    ("Action = call", HOLDEM, CALL),
    ("**Call**", HOLDEM, CALL),
    ("`fold`", HOLDEM, FOLD),
    ("> raise to 22", HOLDEM, raise_to(22)),
    ("Bet 70.", OPEN, bet(70)),
    ("bet 2", OPEN, bet(2)),
    ("Call 4", HOLDEM, CALL),
    ("raise to 4", HOLDEM, raise_to(4)),
    ("call or fold", HOLDEM, None),
    ('{"action": "fold|call"}', HOLDEM, None),
    ('{"action": "raise", "amount": 12}\n{"action": "call"}', HOLDEM, None),
    ("action: check\naction: bet", OPEN, None),
    ('{"action": "bid", "amount": 7, "partner_bid": 3, "team_total": 10}', BID, bid(7)),
    ('{"action": "play", "card": "Qh", "trick": 4, "led": "h"}', TRICK, card("play", "Qh")),
    ('{"action": "trump", "card": "s", "confidence": "high"}', STICK, card("trump", "s")),
    ("action: partner", ALONE, act("partner")),
    ("action: order\nsay: pick it up, dealer", BID1, act("order")),
    # --- the decision, then a plan for a later street, round or trick ---
    ("Call. If the turn is a heart I'll bet.", HOLDEM, CALL),
    ("Call now. If a spade hits the turn I'll raise his next bet.", HOLDEM, CALL),
    ("I'll call this one and fold the turn if he fires again.", HOLDEM, CALL),
    ("Fold. Next hand I'll open wider from the button.", HOLDEM, FOLD),
    ("Raise to 14. If he calls, I'll check the turn behind.", HOLDEM, raise_to(14)),
    ("Raise to 10 now; on the river I plan to shove.", HOLDEM, raise_to(10)),
    ("Call here; on the turn I'll check-raise all in.", HOLDEM, CALL),
    ("Flat call. Plan: fold to a turn barrel unless I hit the flush.", HOLDEM, CALL),
    ("call\n\nturn plan: bet 2/3 pot on a blank, check on a diamond.", HOLDEM, CALL),
    ("Call. I will raise to 60 on the turn if he bets small.", HOLDEM, CALL),
    ("Fold for now; if I see this spot again I will call.", HOLDEM, FOLD),
    ("Raise to 30.\nNext street: if he check-calls, I shove any ace.", HOLDEM, raise_to(30)),
    ("Call.\nIf the river pairs the board I fold to a bet, otherwise I call again.", HOLDEM, CALL),
    ("Just call. Raising is for the turn when the draw comes in.", HOLDEM, CALL),
    ("I'll call and then raise the turn.", HOLDEM, CALL),
    ("Call now, fold later if needed.", HOLDEM, CALL),
    ("Fold. (If I had position I'd call.)", HOLDEM, FOLD),
    ("Raise to 8. I'll fold to a 3-bet.", HOLDEM, raise_to(8)),
    ("Raise to 20 and call off if he shoves.", HOLDEM, raise_to(20)),
    ("Call; planning to bet 50 on the turn if he checks to me.", HOLDEM, CALL),
    ("Call. On the turn: bet 40. On the river: check.", HOLDEM, CALL),
    ('{"action": "call"}\nPlan for the turn: bet if a club comes.', HOLDEM, CALL),
    ('{"action": "raise", "amount": 12}\nIf re-raised, I fold.', HOLDEM, raise_to(12)),
    ("I call this bet. Going forward, I'll fold the turn to any bet over 50.", HOLDEM, CALL),
    ("Raise to 36. Turn: shove on any card. River: n/a.", HOLDEM, raise_to(36)),
    ("Call the flop, raise the turn, shove the river. Right now that means: call.", HOLDEM, CALL),
    ("Fold this hand; I'll start 3-betting him light next orbit.", HOLDEM, FOLD),
    ("If the turn is a heart I'll raise, otherwise call.", HOLDEM, None),
    ("Call or raise depending on the turn.", HOLDEM, None),
    ("I'll decide on the turn.", HOLDEM, None),
    ("Raise the turn.", HOLDEM, None),
    ("On the river I will fold to any bet.", HOLDEM, None),
    ("Call 1,200. If the turn bricks, I'll lead for 3,000.", BIG, CALL),
    ("Raise to 2,400. Turn plan: jam.", BIG, raise_to(2400)),
    ("Fold. Too much of my stack; I'll wait for a better spot next orbit.", BIG, FOLD),
    ("Call. Next street I'll bet 5,000 if checked to.", BIG, CALL),
    ("Check. If he bets I'll raise.", OPEN, CHECK),
    ("Check; plan to call one bet on the turn.", OPEN, CHECK),
    ("Bet 20. If raised I'll fold.", OPEN, bet(20)),
    ("Bet 12 now, then check the turn.", OPEN, bet(12)),
    ("Check this flop and bet the turn when he checks back.", OPEN, CHECK),
    ("Check. Next street I bet 40 if the board doesn't pair.", OPEN, CHECK),
    ("Bet 30; if called, give up on the river.", OPEN, bet(30)),
    ("Check now and lead the river.", OPEN, CHECK),
    ("Bet. Then shove the turn.", OPEN, bet(2)),
    ("check\n(turn: bet 25 if a king falls; fold to a raise)", OPEN, CHECK),
    ("Bet 18.\n\nLater streets: check-call the turn, check-fold the river.", OPEN, bet(18)),
    ("Bet the turn.", OPEN, None),
    ("If he looks weak next street I bet, else I check.", OPEN, None),
    ("Check. If he bets, I call with my king.", KUHN_OPEN, CHECK),
    ("Bet. If he calls, we go to showdown.", KUHN_OPEN, act("bet")),
    ("Check, and fold if he bets since I hold the jack.", KUHN_OPEN, CHECK),
    ("Call. Showdown next.", KUHN_FACE, CALL),
    ("Fold. Next hand I will bet my kings.", KUHN_FACE, FOLD),
    ("Raise. Round two: bet if the board card pairs me.", LEDUC_FACE, act("raise")),
    ("Call. If the public card is a queen I'll raise.", LEDUC_FACE, CALL),
    ("Call now, raise next round.", LEDUC_FACE, CALL),
    ("Fold. I'd only continue next round with a pair anyway.", LEDUC_FACE, FOLD),
    ("Raise if the board card is a king.", LEDUC_FACE, None),
    ("Play 2c. Next trick I'll lead the Qh.", TRICK, card("play", "2c")),
    ("Qh now; I'll save the Th for later.", TRICK, card("play", "Qh")),
    ("Play Th to win this trick, then lead the 2c next.", TRICK, card("play", "Th")),
    ("Duck with the 2c and take the next heart trick with the queen.", TRICK, card("play", "2c")),
    ("I play the Qh. On the next trick, Th.", TRICK, card("play", "Qh")),
    ("Next trick I lead the Qh. This trick: 2c.", TRICK, card("play", "2c")),
    ("I'll play the Qh on the next trick.", TRICK, None),
    ("Play As, then lead Ts next trick.", TRICK2, card("play", "As")),
    ("9d now. Later I'll ruff with a spade.", TRICK2, card("play", "9d")),
    ("Lead the 2c to find partner's entry, then Qh back.", TRICK2, card("play", "2c")),
    ("Play the Qh; save both spades for trumping.", TRICK2, card("play", "Qh")),
    ("Play Ts. I will cash the As when I'm back in.", TRICK2, card("play", "Ts")),
    ("This trick: 9d. Next trick: As. The one after: Ts.", TRICK2, card("play", "9d")),
    ("After this trick I'll lead the As.", TRICK2, None),
    ("Bid 3. I'll try to take the first trick with my As.", BID, bid(3)),
    ("Bid 4; I plan to lead spades early.", BID, bid(4)),
    ("Nil. I'll dump my high cards on the first tricks.", BID, bid(0)),
    ("Bid 2, and I'll set partner up to cover.", BID, bid(2)),
    ("bid 5\n\nPlan: pull trump after the first round.", BID, bid(5)),
    ("Bid 1. If partner bids nil, I'll cover.", BID, bid(1)),
    ("Bid 3 or 4, I'll see how the lead goes.", BID, None),
    ("Bid 2. I'll win with the ace and the trump king.", OHHELL_DEALER, bid(2)),
    ("Zero. I'll duck every trick with low cards.", OHHELL_DEALER, bid(0)),
    ("3 - then I'll lead trumps right away.", OHHELL_DEALER, bid(3)),
    ("Call spades. I'll lead the right bower first.", SUITS, card("trump", "s")),
    ("Pass. If it comes back to me I'll name diamonds.", SUITS, PASS),
    ("Diamonds. Then lead the left.", SUITS, card("trump", "d")),
    ("Pass, and lead my ace of clubs on the first trick.", SUITS, PASS),
    ("Clubs. I'll lead the jack of clubs first.", STICK, card("trump", "c")),
    ("Alone. I'll lead the right bower, then the left.", ALONE, act("alone")),
    ("With partner. We need three tricks; I lead trump.", ALONE, act("partner")),
    ("Discard the 9c to void clubs, then I can trump clubs.", DISCARD, card("discard", "9c")),
    ("Throw Qs. Later I'll trump spades.", DISCARD, card("discard", "Qs")),
    ("Order it up. Then lead trump.", BID1, act("order")),
    ("Pass. Next round I'll call clubs.", BID1, PASS),
    ("Pass the Qs. Next I'll pass the As and Ks.", HPASS, card("pass", "Qs")),
    ("Pass As now; the Ks goes next.", HPASS, card("pass", "As")),
    ("Pass Kd. After the pass I'll dump hearts early.", HPASS, card("pass", "Kd")),
    ("Pass the queen of spades, and then play to avoid hearts.", HPASS, card("pass", "Qs")),
    ("Pass my high spades.", HPASS, None),
    ("call\n\nnext: if he checks the turn, I bet 30; if he bets, I fold", HOLDEM, CALL),
    ("Raise to 6.\nPostflop: c-bet any flop.", HOLDEM, raise_to(6)),
    ("Fold.\nNote to self: he raises too light, call him down next time.", HOLDEM, FOLD),
    ("Check.\nTurn: check-fold. River: whatever.", OPEN, CHECK),
    ("Play the 2c.\nNext: Th, then Qh last.", TRICK, card("play", "2c")),
    ("Bid 4.\nThen: lead the As, draw trumps.", BID, bid(4)),
    ("Spades, and next I'll decide whether to go alone.", SUITS, card("trump", "s")),
    ("Order up. If partner leads trump I'll follow with the left.", BID1, act("order")),
    ("Partner. Next hand, maybe alone.", ALONE, act("partner")),
    # --- first what the others did or said, then the decision ---
    ("Villain bet 20 and the button folded. I call.", HOLDEM, CALL),
    ("Sprocket raised to 12, Gizmo called. I fold.", HOLDEM, FOLD),
    ("Gizmo raised to 8 and Ratchet re-raised to 24. I'll just fold.", HOLDEM, FOLD),
    ("Sprocket said 'I have the nuts'. I don't believe him. Call.", HOLDEM, CALL),
    ("The cutoff raised to 6. Three-bet to 18.", HOLDEM, raise_to(18)),
    ("Ratchet checked, Gizmo bet 10. Raise to 30.", HOLDEM, raise_to(30)),
    ("Opponent: 'fold, you have nothing'. Me: call.", HOLDEM, CALL),
    ("Everyone folded to the big blind, who raised. I fold.", HOLDEM, FOLD),
    ("He raised, I will call.", HOLDEM, CALL),
    ("The player before me went all in for 200. I call.", HOLDEM, CALL),
    ("Gizmo said 'I'll call anything'. So I raise to 100.", HOLDEM, raise_to(100)),
    ("Villain folded last time; villain raised now. My move: fold.", HOLDEM, FOLD),
    ("Sprocket called, Ratchet folded, Gizmo raised to 10. I call.", HOLDEM, CALL),
    ("Button said 'raise' in chat but only called. I raise to 16.", HOLDEM, raise_to(16)),
    ('Sprocket: "call me if you dare". I fold.', HOLDEM, FOLD),
    ("The small blind folded and the big blind raised to 4. I call.", HOLDEM, CALL),
    ("Opponent raised to 50 after checking. A check-raise means strength. Fold.", HOLDEM, FOLD),
    ("Three players called before me. I raise to 40.", HOLDEM, raise_to(40)),
    ("Gizmo bet 6, Sprocket raised to 18 and Ratchet folded. I shove.", HOLDEM, raise_to(200)),
    ("Villain min-raised and said 'just a feeler'. I re-raise to 28.", HOLDEM, raise_to(28)),
    ("Sprocket asked 'you folding?' - no. I call.", HOLDEM, CALL),
    ("Both opponents called his raise. Pot odds are great, so I call too.", HOLDEM, CALL),
    ("Villain bet 20 and the button folded.", HOLDEM, None),
    ("Gizmo raised, Sprocket called, Ratchet folded.", HOLDEM, None),
    ("Opponent says fold. I'm still thinking.", HOLDEM, None),
    ("Villain opened to 1,200 and the cutoff called. I squeeze to 4,800.", BIG, raise_to(4800)),
    ("Gizmo shoved 20,000. I fold.", BIG, FOLD),
    ("Sprocket bet 600. I call.", BIG, CALL),
    ("Ratchet raised to 2,000, Gizmo folded. I three-bet to 6,000.", BIG, raise_to(6000)),
    ("Gizmo checked to me. I bet 14.", OPEN, bet(14)),
    ("Both players checked. Check behind.", OPEN, CHECK),
    ("Villain checked the last two streets. Bet 40.", OPEN, bet(40)),
    ("Sprocket said 'bet if you have it'. I check.", OPEN, CHECK),
    ("Ratchet checked. Gizmo checked. I'm last: check.", OPEN, CHECK),
    ("He checked and said 'nothing here'. I'll bet 8.", OPEN, bet(8)),
    ("The preflop raiser checked the flop. I take a stab: bet 9.", OPEN, bet(9)),
    ("He checked and I checked last street.", OPEN, None),
    ("Opponent checked first. I bet.", KUHN_OPEN, act("bet")),
    ("Opponent checked. I check too.", KUHN_OPEN, CHECK),
    ("Opponent bet. I hold the queen. Call.", KUHN_FACE, CALL),
    ("He bet after I checked. I fold my jack.", KUHN_FACE, FOLD),
    ("Opponent bet and said 'I have the king'. I hold the king myself, so he lies. Call.", KUHN_FACE, CALL),
    ("Opponent raised. I re-raise.", LEDUC_FACE, act("raise")),
    ("Opponent bet 2. I call.", LEDUC_FACE, CALL),
    ("Opponent raised and said 'pair'. I fold.", LEDUC_FACE, FOLD),
    ("Opponent bet. I call.", LEDUC_FACE, CALL),
    ("North led the Kh, East played the 5h. I play Qh.", TRICK, card("play", "Qh")),
    ("Partner led 2h and East played the Ah. I play Th.", TRICK, card("play", "Th")),
    ("Opponent led the Ac; I follow with the 2c.", TRICK, card("play", "2c")),
    ("West led the 3h, North played the Jh. I play the Qh.", TRICK, card("play", "Qh")),
    ("Gizmo led the 9h and said 'take it if you can'. I take it with the Th.", TRICK, card("play", "Th")),
    ("North led the Kh, East played the 5h.", TRICK, None),
    ("Partner led the Kd, I follow with the 9d.", TRICK2, card("play", "9d")),
    ("East led a club, West trumped with the Js. I play the 2c.", TRICK2, card("play", "2c")),
    ("Spades are broken; North led the Ks. I take it with the As.", TRICK2, card("play", "As")),
    ("South led the Qs and said 'your turn'. I play Ts.", TRICK2, card("play", "Ts")),
    ("West led the Ah, partner played the Kh. I follow with the Qh.", TRICK2, card("play", "Qh")),
    ("Partner led the Kd; East played the Ad; now it's my play.", TRICK2, None),
    ("North bid 4, East bid nil. I bid 3.", BID, bid(3)),
    ("Partner bid 5, opponents bid 3 and 2. I bid 2.", BID, bid(2)),
    ("Everyone bid 3. I bid 4.", BID, bid(4)),
    ("West went nil. I'll bid 1.", BID, bid(1)),
    ("Partner said 'I can cover a nil'. I bid nil.", BID, bid(0)),
    ("Opponents bid 6 between them and partner bid 4. I bid 3.", BID, bid(3)),
    ("North bid 4, East bid nil, partner bid 3.", BID, None),
    ("Others bid 2, 3 and 3. As dealer I bid 0.", OHHELL_DEALER, bid(0)),
    ("The bids total 4 of 5 tricks, so I can't bid 1. I bid 2.", OHHELL_DEALER, bid(2)),
    ("Bids so far: 1, 0, 1. I bid 3.", OHHELL_DEALER, bid(3)),
    ("Everyone passed the turned heart. I call spades.", SUITS, card("trump", "s")),
    ("Partner passed, right opponent passed. I name diamonds.", SUITS, card("trump", "d")),
    ("Both opponents passed. I pass too.", SUITS, PASS),
    ("The dealer turned down the heart. I'll make it clubs.", SUITS, card("trump", "c")),
    ("Everyone passed; hearts were turned down.", SUITS, None),
    ("Everyone passed twice. Stuck with it: spades.", STICK, card("trump", "s")),
    ("All three passed; screw the dealer. Diamonds.", STICK, card("trump", "d")),
    ("Partner said 'I have nothing'. I go alone.", ALONE, act("alone")),
    ("Opponents are at 9 points. I'll play with my partner.", ALONE, act("partner")),
    ("Partner ordered me up. I discard the 9c.", DISCARD, card("discard", "9c")),
    ("I picked up the Kh. Discard Qs.", DISCARD, card("discard", "Qs")),
    ("Partner passed, the opponent passed. I order it up.", BID1, act("order")),
    ("The dealer turned the Jd. Left of dealer passed. I pass.", BID1, PASS),
    ("Opponent ordered up last hand and got euchred. I pass.", BID1, PASS),
    ("Pass direction is left; Gizmo is void in spades. Pass Qs.", HPASS, card("pass", "Qs")),
    ("Last hand Sprocket shot the moon. I pass the Ah.", HPASS, card("pass", "Ah")),
    ("Left player passed me junk last time. I pass the As.", HPASS, card("pass", "As")),
    ("Ratchet said he'll pass me the queen. I pass him my Ks.", HPASS, card("pass", "Ks")),
    # --- sizes written in various ways ---
    ("raise to 3bb (6 chips)", HOLDEM, raise_to(6)),
    ("raise by 8 making it 12 total", HOLDEM, raise_to(12)),
    ("Raise to twelve.", HOLDEM, raise_to(12)),
    ("make it 3x", HOLDEM, None),
    ("raise to 3x", HOLDEM, None),
    ("Raise to 2.5bb", HOLDEM, None),
    ("raise to 24 (12bb)", HOLDEM, raise_to(24)),
    ("raise 12 chips", HOLDEM, raise_to(12)),
    ("Raise to $30", HOLDEM, raise_to(30)),
    ("raise to 30 chips, which is 15 big blinds", HOLDEM, raise_to(30)),
    ("3-bet to 18", HOLDEM, raise_to(18)),
    ("raise to fifty", HOLDEM, raise_to(50)),
    ("Raise to twenty-four.", HOLDEM, raise_to(24)),
    ("raise to one hundred", HOLDEM, raise_to(100)),
    ("raise pot", HOLDEM, None),
    ("raise to 2x pot", HOLDEM, None),
    ("Raise to 40 (about 2/3 pot).", HOLDEM, raise_to(40)),
    ("Raise to 3x his bet, which is 30.", HOLDEM, raise_to(30)),
    ("raise, amount 16", HOLDEM, raise_to(16)),
    ("raise - total 22", HOLDEM, raise_to(22)),
    ("Raise by 6, to 10.", HOLDEM, raise_to(10)),
    ("Raise to 12 (that's 8 more than his bet).", HOLDEM, raise_to(12)),
    ("raise to 10 bb", HOLDEM, None),
    ("Raise 4x.", HOLDEM, None),
    ("raise to 1000", HOLDEM, raise_to(200)),
    ("Raise to 400 chips (all in).", HOLDEM, raise_to(200)),
    ("raise to 1", HOLDEM, raise_to(4)),
    ("Raise to 8 chips = 4 big blinds.", HOLDEM, raise_to(8)),
    ("raise to 6 (3x the big blind)", HOLDEM, raise_to(6)),
    ("Raise: 14 total.", HOLDEM, raise_to(14)),
    ("raise to 2.5x", HOLDEM, None),
    ("Raise to 15bb.", HOLDEM, None),
    ("raise to 12k", BIG, raise_to(12000)),
    ("raise to 1,200", BIG, raise_to(1200)),
    ("Raise to 2.5k.", BIG, raise_to(2500)),
    ("raise to 1 200", BIG, raise_to(1200)),
    ("raise to 4,000 chips (10bb)", BIG, raise_to(4000)),
    ("Raise to 1.2k", BIG, raise_to(1200)),
    ("raise to twelve hundred", BIG, raise_to(1200)),
    ("raise to 3bb", BIG, None),
    ("raise to 25k", BIG, raise_to(20000)),
    ("Raise to 800 (2x).", BIG, raise_to(800)),
    ("Raise to 5000", BIG, raise_to(5000)),
    ("jam 20k", BIG, raise_to(20000)),
    ("raise to 10K", BIG, raise_to(10000)),
    ("Raise to 1,000 chips.", BIG, raise_to(1000)),
    ("raise to three thousand", BIG, raise_to(3000)),
    ("min-raise", BIG, raise_to(400)),
    ("Raise by 1,600, to 2,800 in total.", BIG, raise_to(2800)),
    ("raise to 7.5k (about 19bb)", BIG, raise_to(7500)),
    ("Raise to 9bb.", BIG, None),
    ("raise to 300", BIG, raise_to(400)),
    ("bet 3bb (6 chips)", OPEN, bet(6)),
    ("bet half pot", OPEN, None),
    ("Bet 10 (half pot).", OPEN, bet(10)),
    ("bet twenty", OPEN, bet(20)),
    ("bet 2/3 pot", OPEN, None),
    ("bet 5bb", OPEN, None),
    ("Bet 15 chips.", OPEN, bet(15)),
    ("bet $8", OPEN, bet(8)),
    ("bet 100", OPEN, bet(70)),
    ("bet 1", OPEN, bet(2)),
    ("overbet 90", OPEN, bet(70)),
    ("bet: 25", OPEN, bet(25)),
    ("Bet thirty-five.", OPEN, bet(35)),
    ("bet pot (40)", OPEN, bet(40)),
    ("Bet 3x the big blind = 6.", OPEN, bet(6)),
    ("bet 7.0", OPEN, bet(7)),
    ("Bet 75% pot.", OPEN, None),
    ("bet 4x", OPEN, None),
    ("bid three", BID, bid(3)),
    ("Bid: four tricks.", BID, bid(4)),
    ("I bid 2 tricks.", BID, bid(2)),
    ("bid zero", BID, bid(0)),
    ("bid thirteen", BID, bid(13)),
    ("bid 3.5", BID, None),
    ("bid -1", BID, None),
    ("Bid eleven, I have every spade.", BID, bid(11)),
    ("bid two", OHHELL_DEALER, bid(2)),
    ("bid one", OHHELL_DEALER, None),
    ("bid three tricks", OHHELL_DEALER, bid(3)),
    ("Raise (4 chips).", LEDUC_FACE, act("raise")),
    ("Raise by 2.", LEDUC_FACE, act("raise")),
    ("Bet 1 chip.", KUHN_OPEN, act("bet")),
    ("Call the 1 chip.", KUHN_FACE, CALL),
    # --- long chains of thought with headings, bullets and a final answer ---
    (
        "## Situation\n- I hold Ah Qd on a board of Qs 8c 3d.\n- Villain bet 20 into 30.\n\n## Options\n"
        "- **Fold**: gives up top pair, top kicker. Too tight.\n- **Call**: keeps his bluffs in and controls the pot.\n"
        "- **Raise to 60**: only worse queens fold, better hands continue.\n\n## Decision\n"
        "Top pair is strong but raising folds out worse. I'll call.\n\n**Final answer: call**",
        HOLDEM,
        CALL,
    ),
    (
        "### Reading the spot\nThe pot is 36 and I face a bet of 12. My hand is 9h 9s on 9d 5c 2h - a set.\n"
        "The villain is a regular who bets this size with top pair and with overcards alike.\n\n"
        "### Thinking\n1. Calling is fine but lets overcards see the turn cheaply.\n"
        "2. Folding is out of the question.\n3. A raise to about 48 builds the pot while he still has a hand.\n\n"
        "### Answer\nRaise to 48.",
        HOLDEM,
        raise_to(48),
    ),
    (
        "# Flop decision\n\n**Hand:** Kc Jc\n**Board:** Ah 7d 2s\n\n"
        "- Betting: a c-bet here folds out nothing better and gets called by any ace.\n"
        "- Checking: keeps the pot small, and I have backdoor draws.\n\n"
        "Pros of bet 10: fold equity against small pairs. Cons: bloats the pot against aces.\n\n---\n"
        "**Decision:** check",
        OPEN,
        CHECK,
    ),
    (
        "## Kuhn poker, first to act\n\nI hold the **King**, the best card.\n\n"
        "- If I check, the opponent may check behind with the Jack or the Queen and I win only the antes.\n"
        "- If I bet, the Jack folds, and the Queen sometimes calls.\n\n"
        "The equilibrium bets the King three times as often as it bluffs the Jack. I take the value line.\n\n"
        "Final: **bet**",
        KUHN_OPEN,
        act("bet"),
    ),
    (
        "### Facing a bet\nCard: Jack. The opponent bet after my check.\n\n"
        "A bet after my check is the King for value or a bluff with the Queen; either way my Jack loses "
        "the showdown, and it blocks nothing useful.\n\n"
        "* The Jack beats nothing at showdown.\n* Calling costs 1 to win 2, but my equity is zero.\n"
        "* There is no bluff-catching value with the lowest card.\n\n### Answer\nFold.",
        KUHN_FACE,
        FOLD,
    ),
    (
        "## Leduc, round two\nPublic card: Q. My card: Q. I hold a pair of queens.\n\n"
        "The deck has two queens, and both are accounted for, so my opponent cannot have a pair: "
        "I have the best hand.\n\n- Fold: absurd.\n- Call: leaves value on the table.\n"
        "- Raise: the nuts want to grow the pot.\n\n**Action: raise**",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        "## Trick 5\nLed suit: clubs (West led the 9c).\nMy hand: Qh, 2c, Th.\nScore: we need two more tricks.\n"
        "Hearts are trump this hand, so my two hearts are winners later.\n\n### Constraints\n"
        "- I must follow suit, and my only club is the 2c.\n- The hearts stay in my hand for later.\n\n"
        "### Choice\nFollow with the only club.\n\n```\nplay 2c\n```",
        TRICK,
        card("play", "2c"),
    ),
    (
        "# Spades, trick 3\n\n**My cards:** Ts, Qh, 9d, As, 2c\n**Trick so far:** North Ks, East 4s.\n\n"
        "## Options\n| card | result |\n|---|---|\n| As | wins the trick |\n| Ts | loses to the Ks |\n\n"
        "I need tricks for my bid of 3, so I take it. Partner has already played, so there is no risk of "
        "overtaking a partner's winner, and the Ts stays as a possible second spade trick.\n\n**Play: As**",
        TRICK2,
        card("play", "As"),
    ),
    (
        "## Counting tricks\n- As: 1 sure trick\n- Kh with Qh: maybe 1\n- Spade length (four spades): 1 more likely\n"
        "- Nothing in diamonds\n- Clubs: the 2c is a loser, but a void may appear after one round\n\nTotal about 3. "
        "Partner bid 4, so the team is at 7, which is safe.\n\n### Bid\n**3**",
        BID,
        bid(3),
    ),
    (
        "### Round two of euchre bidding\nThe turned card was the 9h; everyone passed it. Hearts are off.\n\n"
        "My hand: Jd, Jh, Ad, Kd, 9s.\n\n"
        "- With diamonds trump I hold the right (Jd), the left (Jh), the ace and the king: four trumps.\n"
        "- Clubs or spades: almost nothing.\n- Passing wastes a monster.\n\n**Call diamonds.**",
        SUITS,
        card("trump", "d"),
    ),
    (
        "## Go alone?\nTrump: spades. I hold Js, Jc, As, Ks, Ah.\n\n"
        "That is the right and left bowers, the ace and king of trump, plus an off ace. Every trump higher "
        "than my king is in my hand. "
        "Five sure tricks barring a miracle.\n\n- Alone: 4 points if I take all five.\n- With partner: only 2.\n\n"
        "**Decision: alone**",
        ALONE,
        act("alone"),
    ),
    (
        "# Dealer discard\nI picked up the Kh; trump is hearts.\nHand: 9c, Jd, Qs, Ah, Kh.\n\n"
        "The opponents are at 8 points, so a euchre would hurt; I want the strongest five cards.\n\n"
        "- The Jd is the left bower: keep it.\n- Ah and Kh are trumps: keep.\n"
        "- Qs or 9c: the 9c is a lone low club; dropping it voids me in clubs so I can trump them.\n\n"
        "**Discard: 9c**",
        DISCARD,
        card("discard", "9c"),
    ),
    (
        "## Passing to the left\nMy spades: Qs, Ks, As, 9s. With the As and Ks above it, the Qs is likely to "
        "end up capturing itself. My hearts (Ah, 8h, 3h) are not too bad, and the minor suits are balanced.\n\n"
        "### Plan\n1. Pass the Qs first.\n2. The As and Ks go in the next passes.\n\n"
        "This decision: **pass Qs**",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "## First round\nThe dealer (my right-hand opponent) turned up the Jc.\n\nMy hand: Js, Ac, Kc, 9c, Ad.\n\n"
        "- Ordering the Jc gives the dealer the right bower, but I hold the left (Js), the ace, king and nine of "
        "clubs.\n- Passing risks the dealer picking it up himself.\n\n"
        "Four trumps and an off ace: **order it up**.",
        BID1,
        act("order"),
    ),
    (
        "## Preflop\n- Hand: 7h 2c\n- Position: under the gun\n- Facing: the big blind of 2.\n- Table: six-handed, two "
        "loose players behind me who raise often.\n\n### Evaluation\n"
        "- 72 offsuit is the worst hand in hold'em.\n- Calling or raising loses money in the long run.\n\n"
        '### Final answer\n`{"action": "fold"}`',
        HOLDEM,
        FOLD,
    ),
    (
        "## Hand review\nStacks: 20,000 effective. Blinds 200/400. Villain opened to 1,200.\n\n### My hand\n"
        "As Ks on the button. Villain is a tight regular opening 15% from the cutoff; the blinds are "
        "passive.\n\n### Options\n- Call 1,200: fine, but AK plays better as a 3-bet.\n"
        "- 3-bet to 3,600: the standard 3x.\n- Jam 20,000: too big.\n\n### Answer\nRaise to 3,600.",
        BIG,
        raise_to(3600),
    ),
    (
        "## River\nBoard: Kd 9d 4c 2s 7d. I hold Ad 5d, the nut flush.\nPot: 60. Villain checked.\n\n"
        "**Sizing**\n- 30 (half): gets called by more hands.\n- 45 (three quarters): good value.\n"
        "- 70 (my whole stack): the overbet may fold out everything.\n\nHe has shown he calls three quarters "
        "with any flush, so the middle size extracts the most from the hands that pay.\n\nI go with **bet 45**.",
        OPEN,
        bet(45),
    ),
    (
        "## Oh Hell, dealer's bid\nThe legal bids are 0, 2 or 3; 1 is barred by the hook rule.\n\n"
        "My hand: 2c, 3d, 5h, 7s, 4c - nothing at all. Trump is hearts, and my only heart is the five.\n"
        "The others bid aggressively, so there will be plenty of high cards to duck under.\n\n- Bid 2 or 3: "
        "impossible with this junk.\n"
        "- Bid 0: realistic, every card is low.\n\n**Bid: 0**",
        OHHELL_DEALER,
        bid(0),
    ),
    (
        "## Analysis\n- Pot odds: 25%\n- Equity: about 27%\n\n### Options\n- Call: slightly profitable on paper\n"
        "- Fold: safe\n\nIt is close. I genuinely cannot pick between calling and folding here; both are within the "
        "margin of error of my equity estimate.",
        HOLDEM,
        None,
    ),
    (
        "## River spot\nI have middle pair on a dry board.\n\n**Final answer: check**\n\n"
        "### Second look\nHe checked twice, which is weak, and thin value is available.\n\n**Final answer: bet 30**",
        OPEN,
        None,
    ),
    (
        "# Trick 7\n- Ts: could win if spades are unbroken.\n- As: wins for sure.\n- Qh: probably loses.\n\n"
        "## Verdict\nI will play one of my spades, the Ts or the As; either is fine here.",
        TRICK2,
        None,
    ),
    (
        "## Bidding\n- Aces: As (1)\n- Kings: none\n- Spades: five of them, so 2 or 3 tricks\n\n"
        "### Result\nSomewhere between 3 and 5 tricks, depending on partner.",
        BID,
        None,
    ),
    (
        "## Preflop\n- AJo on the button\n- Cutoff opened\n\n### Plan\nA 3-bet is standard here.\n\n"
        "**Final answer: raise to 3bb**",
        HOLDEM,
        None,
    ),
    (
        "## Turn decision\n\n**Board:** Jh Ts 4d 9c\n**Me:** Qd Kd (straight)\n**Villain:** bet 30 into 45\n\n"
        "### Why not call?\n- A flush can't exist yet, but a board pair next card kills me against sets.\n"
        "- He has lots of two pair and sets that will pay.\n\n### Sizing\n- Raise to 90: good, leaves room.\n"
        "- Shove 200: folds out two pair.\n\n---\n\n### Final answer\nRaise to 90",
        HOLDEM,
        raise_to(90),
    ),
    (
        "### Step 1: my hand\nTd 9d on a board of Ac Kh 3s.\n\n### Step 2: his range\nHe bet 25 into 30: "
        "strong aces, kings, some bluffs.\n\n### Step 3: my equity\nGutshot to a queen: about 8% on the turn.\n\n"
        "### Step 4: price\nI need about 30%. Far short.\n\n### Step 5: bluff-raise?\nRaising to 70 as a "
        "bluff would need him to fold top pair, which he never does.\n\n### Final\n**fold**",
        HOLDEM,
        FOLD,
    ),
    (
        "**Thinking out loud**\n\n- He raised preflop from early position.\n- I have 88 in the big blind.\n"
        "- Set-mining odds are fine at 6 to call with 200 behind.\n- Three-betting 88 turns it into a bluff.\n- "
        "Folding gives up a good price: 4 more to win 10.\n"
        "- The stacks are deep, 200 each, which is what set-mining needs.\n\n"
        "> Bottom line: flat and try to hit a set.\n\n**CALL**",
        HOLDEM,
        CALL,
    ),
    (
        "# Decision log\n\n## Inputs\n- pot: 12\n- to call: 4\n- hand: Ks Qs\n- board: Js 8s 2d\n\n"
        "## Equity\nFlush draw plus two overcards: about 50% by the river.\n\n## Fold equity\nHe c-bets "
        "this board with his whole range, so he folds a lot to a raise.\n\n## Choice\n"
        "Semi-bluff raise: it wins the pot now or builds it for my draw.\n\n## Output\n"
        '```json\n{"action": "raise", "amount": 16}\n```',
        HOLDEM,
        raise_to(16),
    ),
    (
        "## Situation\nI'm heads-up on the river with a busted draw (7c 6c on As Kd 9h 2s Jd). "
        "Villain checked.\n\n## Options\n- Check: I lose at showdown for sure.\n"
        "- Bet 40: he folds his pairs of nines and twos often enough?\n\n"
        "He called two streets, so he has something. A bluff won't work against a calling station.\n\n"
        "**Final decision: check**",
        OPEN,
        CHECK,
    ),
    (
        "### Kuhn - second to act\nMy card: Queen. Opponent checked.\n\n"
        "- Betting with the Queen: the King calls, the Jack folds. I only get called by better. Bad.\n"
        "- This is the classic spot where the Queen takes the free showdown.\n"
        "- Checking: showdown for the ante; I beat the Jack.\n\n### Answer\ncheck",
        KUHN_OPEN,
        CHECK,
    ),
    (
        "### Kuhn - facing a bet with the Queen\n- Against the King: I lose 2.\n"
        "- Against a Jack bluff: I win 3.\n\nEquilibrium calls with the Queen a third of the time... "
        "and this opponent bluffs a lot, so I lean towards the call.\n\n**Decision: call**",
        KUHN_FACE,
        CALL,
    ),
    (
        "## Leduc, first round\nMy card: J. The opponent raised.\n\n"
        "* J is the weakest card.\n* A raise from him usually means K or Q.\n* He has not bluff-raised once in forty "
        "hands.\n"
        "* The board card could still pair my J, but paying 4 more to see it is too much.\n\n**fold**",
        LEDUC_FACE,
        FOLD,
    ),
    (
        "## Leduc\nMy card: K, no public card yet. Opponent bet.\n\n### Options\n"
        "- Fold: never with the king.\n- Raise: fine for value, but it folds out the jacks.\n"
        "- Call: keeps his bluffs in and lets the board come.\n\nI prefer to trap.\n\n### Final answer: call",
        LEDUC_FACE,
        CALL,
    ),
    (
        "## Trick 2 (hearts game)\nLed: 5h by the player on my right.\nMy cards: Qh, 2c, Th.\n\n"
        "- I must follow hearts: Qh or Th.\n- Both are high; I want to lose the trick if possible.\n"
        "- The 9h, 8h and 7h are still out, so the Th is more likely to get beaten than the Qh.\n"
        "- The Ah and Kh are still out too; the player on my left is likely to hold one of them.\n\n"
        "**Play the Th.**",
        TRICK,
        card("play", "Th"),
    ),
    (
        "## Trick 9\nOpponents need one more trick to make their bid; I want to set them.\n\n"
        "Cards left: Ts, Qh, 9d, As, 2c.\nLed: 4d. My 9d is the only diamond and I must follow.\n\n"
        "### Final answer\n9d",
        TRICK2,
        card("play", "9d"),
    ),
    (
        "# Spades bid\n\n## Hand\nSpades: As Ks Qs 7s 3s\nHearts: Ah Kh\nDiamonds: 9d 5d\nClubs: Jc 8c 4c 2c\n\n"
        "## Count\n- Top spades: 3 tricks\n- Ah Kh: 2 tricks\n- Spade length: maybe 1\n- Clubs: four small, a loser "
        "suit\n\nPartner bid 3; a total of 8 is "
        "reasonable for the team.\n\n## Bid\n"
        "Bid **5**, keeping the sixth as a cushion.",
        BID,
        bid(5),
    ),
    (
        "## Nil or not?\n- Highest card: Jh\n- Spades: 2s, 4s (low)\n- No aces or kings\n\n"
        "Every suit has low cards to duck with. Partner bid 5 and can cover.\n\nThe risk is the Jh if "
        "hearts are led late, but I can throw it on a spade lead when I run out of spades.\n\n### Decision\nBid nil.",
        BID,
        bid(0),
    ),
    (
        "## Euchre - round two\nTurned: 10h, passed by everyone.\nMy hand: As, Ks, Js, 9c, Qd.\n\n"
        "### Candidates\n- Spades: right bower, ace, king. Three trumps.\n- Clubs: only the nine, plus the Js as the "
        "left bower: two trumps. Weak.\n"
        "- Diamonds: just the queen.\n\n**Name spades as trump.**",
        SUITS,
        card("trump", "s"),
    ),
    (
        "## Euchre - round two\nMy hand: 9c, Td, Qs, Ah, Kh.\n\n- Clubs: one low card.\n- Diamonds: one low card.\n"
        "- Spades: one queen.\n- Hearts would be my suit, but hearts were turned down.\n\n"
        "Nothing worth naming. **Pass.**",
        SUITS,
        PASS,
    ),
    (
        "## Stuck as dealer\nEveryone passed twice, so I must name a suit other than hearts.\n\n"
        "- Clubs: Jc, 9c\n- Diamonds: Ad\n- Spades: nothing\n\nClubs gives me the right bower and a second trump.\n\n"
        "**Trump: clubs**",
        STICK,
        card("trump", "c"),
    ),
    (
        "## Alone decision\nI ordered spades with Js, As, Qs, Kd, 9h.\n\n- Three trumps but no left bower.\n"
        "- Off-suit: a king and a nine - losers.\n- The left bower (Jc) is out against me.\n\nGoing alone would "
        "likely fail; partner's help is needed.\n\n"
        "**partner**",
        ALONE,
        act("partner"),
    ),
    (
        "## Discard analysis\nTrump: diamonds (I picked up the Td).\nHand: 9c, Jd, Qs, Ah, Kh.\n\n"
        "- Jd: right bower, keep.\n- Ah, Kh: a strong off-suit, keep.\n- 9c and Qs: both singletons.\n"
        "- The Qs is a bit more likely to win a trick than the 9c... but voiding spades lets me trump them.\n\n"
        "**Discard the Qs.**",
        DISCARD,
        card("discard", "Qs"),
    ),
    (
        "## Order or pass?\nUpcard: 9s. Dealer is my partner.\n\nHand: Jc, Ks, Ts, Ah, Ad.\n\n"
        "- Ordering gives partner the 9s and me the left, king and ten: decent.\n"
        "- Two off aces on top.\n\n**Order.**",
        BID1,
        act("order"),
    ),
    (
        "## Order or pass?\nUpcard: Ad, the dealer is an opponent.\nHand: 9h, Th, Qc, Kc, 9s.\n\n"
        "- Not one diamond.\n- No bowers: the Jd and Jh are both elsewhere.\n- My hearts (9h, Th) and clubs "
        "(Qc, Kc) are weak.\n- Ordering hands the dealer the ace of trump.\n\n**pass**",
        BID1,
        PASS,
    ),
    (
        "## Hearts pass\nHand: 2c Qs Ks As Ah Kd Td 3h 7c Jc 9s 4d 8h\n\n### Dangerous cards\n"
        "- Qs: only with enough low spades, and my 9s is the only low one.\n- As, Ks: they catch the Qs.\n"
        "- Ah: high heart, takes tricks.\n\n### This pass\nThe biggest danger is the queen herself. "
        "**Pass the Qs.**",
        HPASS,
        card("pass", "Qs"),
    ),
    (
        "## Hearts pass\nI want to keep the Qs (I have four spades for cover), so I shed the high spades above "
        "her.\n\n1. As - passing now\n2. Ks - next\n3. Ah - last\n\nCurrent pass: **As**",
        HPASS,
        card("pass", "As"),
    ),
    (
        "## Dealer in Oh Hell, 3 tricks available to me\nHand: As, Ah, Ks, 2d, 3c (spades trump).\n\n"
        "- As: a sure trick.\n- Ks: very likely a trick.\n- Ah: a trick if hearts are led early.\n\n"
        "1 is not allowed anyway.\n\n### Answer\nBid 3",
        OHHELL_DEALER,
        bid(3),
    ),
    (
        "## Big stack spot\nBlinds 200/400; villain limped.\n\n### My hand\nQQ in the small blind.\n\n"
        "### Sizing\n- 1,600: about 4x his limp.\n- 2,000: more fold equity.\n\n"
        "Go bigger out of position: limpers call anything small, and QQ hates a multiway flop with overcards."
        "\n\n**Raise to 2,000.**",
        BIG,
        raise_to(2000),
    ),
    (
        "## Preflop\nHand: Ad 5d, button, effective 100bb.\n\n- Fold: too tight for the button.\n"
        "- Call: fine.\n- Raise: fine.\n\nBoth calling and raising are reasonable, and mixing is correct "
        "at equilibrium, so I'll leave it at that.",
        HOLDEM,
        None,
    ),
    (
        "### Check or bet?\nI hold Qc Qd on Kh 8s 3c.\n\n- Bet 20: folds out worse, gets called by better.\n"
        "- Check: pot control, induces bluffs.\n\nI'm leaning one way and then the other. Either is fine.",
        OPEN,
        None,
    ),
    # --- longer chains of thought (several hundred characters) ---
    (
        "# Hand analysis\n\n## 1. Setting\n- Effective stack: 200 chips (100 big blinds).\n"
        "- Preflop: I opened to 6 from the cutoff, the big blind called.\n"
        "- Flop: Ks 7h 7d. He checked, I bet 8, he check-raised to 20.\n\n## 2. My hand\n"
        "I hold Kd Qd: top pair with a good kicker and a backdoor flush draw.\n\n## 3. His check-raising range\n"
        "- Trip sevens: A7s, 87s, 76s, only a few combos.\n- Kings with a weaker kicker: K9, KT, KJ.\n"
        "- Bluffs: gutshots like 65 and 98, and floats turned into bluffs.\n\n## 4. Options\n"
        "| option | comment |\n|---|---|\n| fold | far too weak, I beat most of his range |\n"
        "| call | fine, keeps the pot moderate |\n| raise to 60 | value from worse kings, denies equity |\n\n"
        "## 5. Conclusion\nAgainst this aggressive player, who check-raises light, I want the money in now.\n\n"
        "**Final answer: raise to 60**",
        HOLDEM,
        raise_to(60),
    ),
    (
        "## Spot\nRiver. Board: Ah Jh 8c 4h 2h, four hearts. Pot: 90. Villain bets 80.\n\n"
        "I hold As Jc: top two pair, but no heart.\n\n## What beats me\n"
        "- Any heart: flushes everywhere. He called the flop and the turn with something, and the Kh, Qh and Th "
        "all fit.\n- Sets of eights or fours.\n\n## What I beat\n"
        "- Aces without a heart, which would rarely bet this big into four hearts.\n"
        "- Pure bluffs: possible, but this villain has not bluffed a river all session.\n\n## Price\n"
        "Calling 80 to win 170 needs about 32% equity. Against a value-heavy range I have maybe 15%.\n\n"
        "## Decision\nA call here would be a hero call I can't justify. I fold.",
        HOLDEM,
        FOLD,
    ),
    (
        "## Flop, first to act\n\n### Facts\n- Pot: 32 after preflop.\n- My hand: Jh Js, an overpair? No: the "
        "board is Th 6c 3s, so yes, jacks are an overpair.\n- Opponent: a loose caller who sees every turn.\n\n"
        "### Betting vs checking\n- Checking risks a free card for his overcards (any ace, king or queen) and his "
        "gutshots.\n- Betting small (8) lets too many hands in cheaply.\n- Betting 24 (three quarters) charges the "
        "draws and gets called by tens, sixes and worse pairs, which a calling station has plenty of.\n\n"
        "### Sizing\n24 out of 32 is a normal value size, and it leaves 46 behind for the turn.\n\n"
        "### Answer\nbet 24",
        OPEN,
        bet(24),
    ),
    (
        "# Turn, first to act\n\n**Board:** 9s 8s 2d 5s\n**Me:** Ac 9c (top pair, top kicker, no spade)\n"
        "**Pot:** 50\n\n## If I bet\n- A bet of 30 gets called by flushes and straights, which crush me.\n"
        "- Worse nines fold, and so do pairs below nine.\n- If raised, I must fold, which wastes my showdown "
        "value.\n\n## If I check\n- I keep the pot small with a medium-strength hand.\n"
        "- He may bluff with busted hands, and I can call one bet.\n- I lose a little value against worse pairs "
        "that would have called.\n\n## Verdict\nThe third spade turns my top pair into a bluff-catcher. "
        "Betting only folds out worse and gets called by better.\n\n**check**",
        OPEN,
        CHECK,
    ),
    (
        "## Kuhn poker - first to act with the Jack\n\nI hold the **Jack**, the worst card.\n\n"
        "### Theory\nIn the Nash equilibrium, player one bluffs the Jack with probability alpha, between 0 "
        "and 1/3, and bets the King with probability 3*alpha. The Queen always checks.\n\n"
        "### This opponent\nOver the last twenty hands he folded the Queen to a bet almost every time, and he "
        "never check-raises (he can't in Kuhn, but he also never calls light).\n\n"
        "### Expected value\n- Check: I lose the ante whenever he checks back, since the Jack never wins a showdown.\n"
        "- Bet: he folds the Queen, and only the King calls.\n\nAgainst an over-folder the bluff is profitable.\n\n"
        "Final action: **bet**",
        KUHN_OPEN,
        act("bet"),
    ),
    (
        "## Kuhn poker - facing a bet\n\nMy card: **King**.\n\n"
        "- The King beats both other cards; there is no hand that beats me.\n"
        "- Folding would be a mistake of the full pot.\n"
        "- There is no raise option in this version, so the only two choices are fold and call.\n\n"
        "I considered whether a fold could ever be right here (for instance to disguise my play in later hands) "
        "but folding the best hand has no value at all.\n\n### Final answer\ncall",
        KUHN_FACE,
        CALL,
    ),
    (
        "## Leduc hold'em - round one\n\nMy private card: **K** (the best rank). The opponent bet 2.\n\n"
        "### Options\n1. **Fold**: never with the king.\n2. **Call**: hides my strength, but lets his jacks and "
        "queens see the public card for free.\n3. **Raise**: builds the pot while I am ahead of both lower "
        "ranks.\n\n### Risk\nIf the public card pairs his queen or jack I lose a bigger pot, but that happens "
        "only 2 times in 5, and I am still ahead the rest of the time.\n\n### Decision\nRaise.",
        LEDUC_FACE,
        act("raise"),
    ),
    (
        "## Trick 6 of a hearts hand\n\n**Led:** Kh (by the player on my left).\n**My cards:** Qh, 2c, Th.\n\n"
        "### Constraint\nI must follow hearts: the Qh or the Th.\n\n### Reasoning\n"
        "- The king is already on the table, so both my hearts lose the trick.\n"
        "- Whichever I play, I take no points here.\n- Keeping the Th for later is better than keeping the Qh: "
        "the queen is more likely to be forced to win a trick later, when the ace and king are gone.\n\n"
        "So I get rid of the higher heart now, under the king.\n\n**Play: Qh**",
        TRICK,
        card("play", "Qh"),
    ),
    (
        "## Spades - trick 4\n\n**My hand:** Ts, Qh, 9d, As, 2c\n**Bid:** I bid 2, I have 1 trick so far.\n"
        "**Led:** 6s by the opponent on my right; partner has not played yet.\n\n### Options\n"
        "- As: wins the trick for sure, but wastes my best card.\n- Ts: probably wins unless partner's "
        "opponent holds the J, Q or K of spades.\n- I have to follow spades anyway, so Qh, 9d and 2c are out.\n\n"
        "### Plan\nTry the ten first and keep the ace as a sure trick for later.\n\n### Final answer\nTs",
        TRICK2,
        card("play", "Ts"),
    ),
    (
        "# Spades bid\n\n## My hand\n- Spades: Ks, Js, 8s, 4s\n- Hearts: Ah, Qh, 5h\n- Diamonds: Ad, 7d, 3d\n"
        "- Clubs: Kc, 9c, 2c\n\n## Counting\n- Ah and Ad: 2 tricks.\n- Ks: likely a trick with four spades "
        "behind it.\n- Kc: half a trick.\n- Js with length: half a trick.\n\n## Nil?\nNo way: two aces and two "
        "kings.\n\n## Partner\nPartner bid 3; together 7 is a comfortable team contract.\n\n## Bid\n"
        "I bid **4**.",
        BID,
        bid(4),
    ),
    (
        "## Should I bid nil?\n\n### Hand\n2s 3s, 4h 6h 8h 9h, 3d 5d 7d, 2c 4c 6c 8c\n\n### Dangers\n"
        "- Spades: only the 2 and the 3, both low.\n- Hearts: the 9h is the highest card I hold.\n"
        "- No card above a nine anywhere.\n\n### Alternatives\n- Bid 1: I might take one trick by accident, "
        "but a 1-bid gains little.\n- Bid 2: unrealistic.\n\n### Partner\nPartner bid 6 and can protect me by "
        "covering leads.\n\n### Decision\nNil.",
        BID,
        bid(0),
    ),
    (
        "## Oh Hell - I'm the dealer\n\n**Tricks this round:** 5\n**Trump:** diamonds\n"
        "**Other bids:** 2, 1, 1 (total 4, so I cannot bid 1)\n\n### My cards\nAd, Kd, 7s, 4c, 2h\n\n"
        "### Count\n- Ad: certain trick.\n- Kd: almost certain, only the ace is higher and I hold it.\n"
        "- The rest: losers.\n\n### Choice among the legal bids 0, 2, 3\n- 0: impossible with two top trumps.\n"
        "- 3: needs a miracle.\n- 2: exactly my count.\n\n**Bid 2.**",
        OHHELL_DEALER,
        bid(2),
    ),
    (
        "## Euchre, second round of bidding\n\nThe 9h was turned down, so hearts can't be named; clubs, diamonds "
        "and spades are open.\n\n### My hand\nJc, Js, Ac, Qc, Kh\n\n### With clubs trump\n"
        "- Right bower: Jc\n- Left bower: Js\n- Ac and Qc\n\nThat's four trumps including both bowers. Nothing "
        "else comes close.\n\n**Trump: clubs.**",
        SUITS,
        card("trump", "c"),
    ),
    (
        "## Screw the dealer\n\nEveryone passed in both rounds, so as the dealer I have to name a trump suit. "
        "Hearts were turned down and can't be named.\n\n### Hand\n9s, Ts, Qs, Ad, 9c\n\n"
        "### Suits\n- Spades: three trumps, no bowers.\n- Diamonds: the ace alone.\n- Clubs: the nine alone.\n\n"
        "Three spades is the best I can do; with luck partner holds a bower.\n\n**spades**",
        STICK,
        card("trump", "s"),
    ),
    (
        "## Alone or with partner?\n\nTrump is clubs; I called it.\n\n**Hand:** Jc, Js, Ac, Ah, 9d\n\n"
        "### Count\n- Jc (right) and Js (left): two sure tricks.\n- Ac: a third trump trick.\n"
        "- Ah: likely, unless someone is void and trumps it.\n- 9d: a loser.\n\n### Going alone\nI'd need all "
        "five tricks for 4 points; the 9d almost surely loses a trick, so alone I'd score only 1.\n\n"
        "### With partner\nPartner may cover the diamond; we can make a march for 2.\n\n**Play with partner.**",
        ALONE,
        act("partner"),
    ),
    (
        "# Dealer discard\n\nI picked up the Ac, so clubs are trump.\n\n## Hand\n9c, Jd, Qs, Ah, Kh\n\n"
        "## Evaluation\n- 9c: a trump (small), keep it: trumps are gold.\n"
        "- Ah, Kh: strong off-suit pair, keep.\n- Jd: a plain jack of diamonds (it is not a bower with clubs "
        "trump; the left would be the Js).\n- Qs: a plain queen.\n\n## Which singleton?\nThe Qs is higher than "
        "the Jd, so the jack goes. Voiding diamonds also lets me trump a diamond lead.\n\n**Discard the Jd.**",
        DISCARD,
        card("discard", "Jd"),
    ),
    (
        "## Order up or pass (first round)?\n\n**Upcard:** Qh, **dealer:** opponent on my right.\n"
        "**My hand:** Jh, 9h, Ac, Kc, Td\n\n### With hearts trump\n- Jh (right bower) and 9h: two trumps.\n"
        "- Ac, Kc: one or two club tricks.\n\n### Risks\nOrdering gives the dealer the Qh, a third trump for "
        "him. Two trumps with one bower is borderline from this seat; most players pass and hope to call "
        "clubs in round two.\n\n**Pass.**",
        BID1,
        PASS,
    ),
    (
        "## Hearts - choosing a card to pass\n\nHand: 2c Qs Ks As Ah Kd Td 3h 7c Jc 9s 4d 8h\n\n"
        "### Spades\nQs Ks As 9s: four spades, so the queen is guarded. I keep the spades.\n\n"
        "### Hearts\nAh, 8h, 3h: the ace takes a trick whenever hearts are led, and that trick will be full of "
        "points.\n\n### Diamonds and clubs\nKd, Td, 4d and 2c, 7c, Jc are safe enough.\n\n### Decision\n"
        "The most dangerous card is the Ah. Pass Ah.",
        HPASS,
        card("pass", "Ah"),
    ),
    (
        "## Deep-stack preflop\n\nBlinds 200/400. The cutoff opened to 1,000; the button called.\n\n"
        "### My hand: 7d 7c in the big blind\n\n### Options\n- Fold: too tight, I close the action.\n"
        "- Squeeze to 4,500: 77 doesn't like getting 4-bet.\n- Call 600 more: set-mining with deep stacks and "
        "two opponents is ideal. Implied odds are huge, 20,000 behind.\n\n**Call.**",
        BIG,
        CALL,
    ),
    (
        "## Facing a shove\n\nThe opponent jammed 20,000 over my 1,200 open.\n\n### My hand\nAs Jd\n\n"
        "### His range\nThis player shoves only premium pairs and AK from early position.\n\n"
        "### Equity\nAJ offsuit against QQ+, AK: about 25%.\n\n### Price\nI need about 47% to call 18,800 to "
        "win 40,000.\n\n### Decision\nClear fold.",
        BIG,
        FOLD,
    ),
    (
        "## Thinking it through\n\nVillain bet 12 into 20 on Td 7d 2c. I have 8d 9d: an open-ended straight "
        "flush draw.\n\nIf I raise, the answer would look like this:\n\n"
        '    {"action": "raise", "amount": 40}\n\n'
        "But he 3-bets often, and getting shoved on would force me to play my draw for 200. With implied odds "
        "and position, flatting is better: I keep him in with his overpairs and get paid when I hit.\n\n"
        "### What I actually do\nI call.",
        HOLDEM,
        CALL,
    ),
    (
        "# All in?\n\n## Facts\n- Preflop, 100 big blinds deep (200 chips).\n- UTG opened to 6, the cutoff "
        "3-bet to 18, it's on me in the small blind.\n- My hand: As Ad.\n\n## Options\n"
        "- Call: hides my hand, but invites the opener in with position on me.\n"
        "- 4-bet to 45: standard, but leaves an awkward 155 behind.\n"
        "- Shove 200: with aces, getting it all in preflop is perfect; the cutoff's 3-bet range contains "
        "KK, QQ and AK that will call.\n\n## Final answer\nAll in for 200.",
        HOLDEM,
        raise_to(200),
    ),
    (
        "## River, I'm first to act\n\nBoard: 6h 6d 6c Ks 2h. I hold 6s Kd: quads.\n"
        "Pot: 80. My remaining stack: 70.\n\n### Who pays me?\n- Any king: full house, calls any size.\n"
        "- Any pocket pair: full house, likely calls.\n- Aces: calls a reasonable bet.\n\n### Size\n"
        "A small bet leaves money behind; the pot is bigger than my stack, so the best value is to put "
        "everything in.\n\n**bet 70** (all in)",
        OPEN,
        bet(70),
    ),
    (
        "## Trick 1 - following a club lead\n\nThe opener led the 2c? No, that's my card. The opener led the "
        "Ac.\n\n**My cards:** Qh, 2c, Th\n\n### Options\n- I must follow suit if I can: my one club is the 2c.\n"
        "- The hearts would be discards only if I were void in clubs, which I am not.\n\n"
        "### Result\nThe ace wins; my deuce goes under it and costs nothing.\n\n**2c**",
        TRICK,
        card("play", "2c"),
    ),
    (
        "## Spades, trick 8 - I lead\n\n**Hand:** Ts, Qh, 9d, As, 2c\n\n### Who holds what\n"
        "- The Kh and Ah are already played, so my Qh is the highest heart left.\n"
        "- Spades: the Ks is still out, held by an opponent probably.\n"
        "- Diamonds: the 9d is low and would lose to anything.\n\n### Lead choice\n"
        "Cashing the Qh gets a sure trick before anyone can ruff hearts; my As stays as a second sure trick.\n\n"
        "**Lead the Qh.**",
        TRICK2,
        card("play", "Qh"),
    ),
    (
        "## Preflop raise size\n\n### Inputs\n- Hand: Kh Qh in the hijack.\n- Folds to me; the big blind is a "
        "loose defender.\n\n### Sizing theory\n- Small opens keep the pot small out of position.\n"
        "- Larger opens punish a loose big blind.\n\n### Choice\nRaise, and make it 3x.",
        HOLDEM,
        None,
    ),
    (
        "## Flop c-bet\n\n### Board\nQc 8h 3d, rainbow.\n\n### Me\nAs Qs: top pair, top kicker.\n\n"
        "### Plan\n- Bet for value and protection.\n- Size: the dry board allows a small bet, but I want value "
        "from eights and queens.\n\n### Final answer\nBet half the pot.",
        OPEN,
        None,
    ),
    (
        "## Spades bid\n\n### Count\n- As: 1\n- Ah: 1\n- Kd: maybe\n- Spade length (five): maybe 1 or 2\n\n"
        "### Partner\nPartner bid 4.\n\n### Bid\nSomething like 3, or 4 if I'm feeling brave. Both work with "
        "partner's 4.",
        BID,
        None,
    ),
    (
        "## Turn decision\n\nI hold Qd Jd on Kd 9s 4d 2c. Villain bet 20 into 40.\n\n"
        "### Draws\n- Flush draw: 9 outs.\n- Gutshot to the ten: 3 more (the Td is already counted).\n"
        "- About 12 outs in total, some 26% for the river.\n\n### Price\nI need 25% to call, so it's very "
        "close. Implied odds help; reverse implied odds hurt if he has a bigger flush draw.\n\n"
        "Let me think more about what he holds before deciding.",
        HOLDEM,
        None,
    ),
    (
        "## Round two of euchre\n\n### Hand\nJh, Jd, Ah, Kh, Qh\n\n### Analysis\nWith hearts trump I'd hold "
        "both bowers and the ace, king and queen: a perfect hand, five trumps.\n\nHearts were the suit turned "
        "down, but I don't care.\n\n**Trump: hearts.**",
        SUITS,
        None,
    ),
    (
        "## Which card?\n\n### Hand\nQh, 2c, Th\n\n### Led\n8h\n\n### Option A\nPlay under with... both are "
        "above the 8h. Duck is impossible.\n\n**Final answer: Qh**\n\n### Option B\nThe Th wins too but keeps "
        "the queen.\n\n**Final answer: Th**",
        TRICK,
        None,
    ),
    # --- honest answers that look adversarial: quoted prompts, restated legal lists, several cards, other
    # languages, emoji, unusual unicode, mixed case ---
    ('You asked: "Choose one of fold, call, raise." I choose call.', HOLDEM, CALL),
    ("Legal actions: fold, call, raise (4-200). My action: fold.", HOLDEM, FOLD),
    ("The options are check or bet 2-70. I check.", OPEN, CHECK),
    ("My hand: Qh, 2c, Th. The Qh is too high, the Th is risky. Play 2c.", TRICK, card("play", "2c")),
    ("Je me couche.", HOLDEM, FOLD),
    ("Ich gehe mit.", HOLDEM, CALL),
    ("Subo a 12.", HOLDEM, raise_to(12)),
    ("Me retiro.", HOLDEM, FOLD),
    ("Paso.", OPEN, CHECK),
    ("call 👍", HOLDEM, CALL),
    ("🃏 fold 🃏", HOLDEM, FOLD),
    ("🚀🚀 ALL IN 🚀🚀", HOLDEM, raise_to(200)),
    ("{“action”: “call”}", HOLDEM, CALL),
    ("{‘action’: ‘fold’}", HOLDEM, FOLD),
    ("raise\u00a0to\u00a012", HOLDEM, raise_to(12)),
    ("raise to １２", HOLDEM, raise_to(12)),
    ("bid ４", BID, bid(4)),
    ("RaIsE tO 16", HOLDEM, raise_to(16)),
    ("CALL", HOLDEM, CALL),
    ("FoLd", HOLDEM, FOLD),
    ("“Call.”", HOLDEM, CALL),
    ("Play the Q♥.", TRICK, card("play", "Qh")),
    ("Play 10♥", TRICK, card("play", "Th")),
    ("2♣", TRICK, card("play", "2c")),
    ("A♠", TRICK2, card("play", "As")),
    ('Quoting the prompt: "legal: play Qh, 2c, Th". I play Th.', TRICK, card("play", "Th")),
    ("I hold Ts, Qh, 9d, As, 2c. The As is my best card, the 9d my worst. I play the 9d.", TRICK2, card("play", "9d")),
    (
        'Options: [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]. I pick call.',
        HOLDEM,
        CALL,
    ),
    ('legal = ["check", "bet"]\nchoice = "bet"', KUHN_OPEN, act("bet")),
    ('> Respond with {"action": ..., "amount": ...}\n\n{"action": "raise", "amount": 20}', HOLDEM, raise_to(20)),
    ("Not folding, not raising: calling.", HOLDEM, CALL),
    ("I won't fold. Call.", HOLDEM, CALL),
    ("Don't raise here. Call.", HOLDEM, CALL),
    ("No bet. Check.", OPEN, CHECK),
    ("Not nil - bid 2.", BID, bid(2)),
    ("Hearts were turned down, so spades.", SUITS, card("trump", "s")),
    ("ＣＡＬＬ", HOLDEM, CALL),
    ("c\u200ba\u200bl\u200bl", HOLDEM, CALL),
    ("Ｆｏｌｄ．", HOLDEM, FOLD),
    ("raise to 12 ✔️ (not 20 ❌)", HOLDEM, raise_to(12)),
    ("Qh 2c Th - I'll play the deuce.", TRICK, card("play", "2c")),
    ("Trump: ♠", SUITS, card("trump", "s")),
    ("♦", STICK, card("trump", "d")),
    ("Discard: 9♣", DISCARD, card("discard", "9c")),
    ("Pass the Q♠", HPASS, card("pass", "Qs")),
    ("Nil 🙏", BID, bid(0)),
    ("bid → 3", BID, bid(3)),
    ("Bid «4»", BID, bid(4)),
    ("call!!!11", HOLDEM, CALL),
    ("i fold lol", HOLDEM, FOLD),
    ("Final Answer: **RAISE TO 40**", HOLDEM, raise_to(40)),
    ("The prompt says 'do not fold with a pair'. I have a pair. Call.", HOLDEM, CALL),
    ("Your options: check / bet. Mine: bet 12.", OPEN, bet(12)),
    ("I have 2c, Qs, Ks, As, Ah, Kd, Td, 3h, 7c, Jc, 9s, 4d, 8h. Passing the Qs.", HPASS, card("pass", "Qs")),
    ("Hand: 9c Jd Qs Ah Kh. Keep the Jd, Ah and Kh; of the Qs and 9c, drop the 9c.", DISCARD, card("discard", "9c")),
    ("Legal: pass or order. I say: order.", BID1, act("order")),
    ("legal: alone | partner\nme: alone", ALONE, act("alone")),
    ("Choices c, d, s (h is gone). → d", SUITS, card("trump", "d")),
    ("The bids allowed are 0, 2 and 3. Mine is 2.", OHHELL_DEALER, bid(2)),
    ("allowed bids 0-13; I bid 6", BID, bid(6)),
    ("Kuhn options: fold / call. → fold", KUHN_FACE, FOLD),
    ("Options were fold, call, raise. Raise.", LEDUC_FACE, act("raise")),
    ("Jeg caller.", HOLDEM, CALL),
    ("Mitgehen: nein. Aussteigen: ja. Fold.", HOLDEM, FOLD),
    ("Je joue la dame de cœur (Qh).", TRICK, card("play", "Qh")),
    ("Ich spiele die Herz-Zehn: Th.", TRICK, card("play", "Th")),
    ("Pique ! (spades)", STICK, card("trump", "s")),
    ("Yo paso.", BID1, PASS),
    ("Solo. Going alone.", ALONE, act("alone")),
    ("ベット", KUHN_OPEN, act("bet")),
    ("フォールド", KUHN_FACE, FOLD),
    ("Raise ➜ 30", HOLDEM, raise_to(30)),
    ("check ✅", OPEN, CHECK),
    ("💯 bet 50 💯", OPEN, bet(50)),
    ("♠️ As ♠️", TRICK2, card("play", "As")),
    ("bet\u00a015", OPEN, bet(15)),
    ("bet ２０", OPEN, bet(20)),
    ("BiD 5", BID, bid(5)),
    ("PLAY qh", TRICK, card("play", "Qh")),
    ("pLaY 9D", TRICK2, card("play", "9d")),
    ("DISCARD jd", DISCARD, card("discard", "Jd")),
    ("ORDER IT UP!!!", BID1, act("order")),
    ("¿call o fold?", HOLDEM, None),
    ("🤔", HOLDEM, None),
    ("Options: fold, call, raise.", HOLDEM, None),
    ("fold call raise", HOLDEM, None),
    ("Play the ♥.", TRICK, None),
    ("Play a spade.", TRICK2, None),
    ("Pass a heart.", HPASS, None),
    ("Final answer: call\nFinal answer: raise to 20", HOLDEM, None),
    ('{"action": "call"}\n{"action": "fold"}', HOLDEM, None),
    ("Answer: fold. Answer: call.", HOLDEM, None),
    ("Play Qh. Play 2c.", TRICK, None),
    ("bid 3\nbid 4", BID, None),
    ("Legal: check, bet (2-70). I'm not sure which.", OPEN, None),
    ("I have Ts, Qh, 9d, As and 2c and no idea what to play.", TRICK2, None),
    ("Passing the Qs and the As.", HPASS, None),
    ("Hearts!", SUITS, None),
    ("¡Paso! No, espera… ¡no sé!", BID1, None),
    ("ＢＥＴ ５bb", OPEN, None),
    ("discard a heart", DISCARD, None),
    ("Trump: ♥", STICK, None),
    ("Alone or with partner, both fine.", ALONE, None),
    ("bid 1 (I know it's not allowed)", OHHELL_DEALER, None),
    ("Call, then again maybe fold.", KUHN_FACE, None),
    ("Raise or call - coin flip: heads.", LEDUC_FACE, None),
]

# Measured at da31271: 601 answers, 510 clear; 383 clear answers read as meant, 125 clear answers refused, 2 clear
# answers misread; 11 of the 91 unclear answers read as an action (misreads too).
# Measured on branch reader38 (session 38): 449 clear answers read as meant, 61 refused, 0 misread; 2 of the 91
# unclear answers read as an action (a bet facing a bet read as a raise, "call" with nothing to call read as a check:
# documented synonyms).
# Measured on branch reader38b (session 38b): 451 read as meant, 59 refused, 0 misread; 2 unclear read (the same).
MISREAD_LEFT = {
    '{"action": "bet", "amount": 10}': {"action": "raise", "amount": 10},
    "I call": {"action": "check"},
}

REFUSED_THOUGH_CLEAR = {
    # misread at da31271 (the example object shown under "If I raise," was read); refused since session 38
    (
        "## Thinking it through\n\nVillain bet 12 into 20 on Td 7d 2c. I have 8d 9d: an open-ended straight flush "
        'draw.\n\nIf I raise, the answer would look like this:\n\n    {"action": "raise", "amount": '
        "40}\n\nBut he 3-bets often, and getting shoved on would force me to play my draw for 200. With "
        "implied odds and position, flatting is better: I keep him in with his overpairs and get paid when "
        "I hit.\n\n### What I actually do\nI call."
    ),
    '{"action": "raise", "raise_to": 14}',
    '{"action": "bid", "amount": 7, "partner_bid": 3, "team_total": 10}',
    "Fold for now; if I see this spot again I will call.",
    "Raise to 20 and call off if he shoves.",
    "Call the flop, raise the turn, shove the river. Right now that means: call.",
    "Call. If the public card is a queen I'll raise.",
    "Lead the 2c to find partner's entry, then Qh back.",
    "Gizmo said 'I'll call anything'. So I raise to 100.",
    "The dealer turned down the heart. I'll make it clubs.",
    "Raise to 3x his bet, which is 30.",
    "raise to 12k",
    "Raise to 2.5k.",
    "raise to 1 200",
    "Raise to 1.2k",
    "raise to 25k",
    "raise to 10K",
    "raise to 7.5k (about 19bb)",
    (
        "### Round two of euchre bidding\nThe turned card was the 9h; everyone passed it. Hearts are "
        "off.\n\nMy hand: Jd, Jh, Ad, Kd, 9s.\n\n- With diamonds trump I hold the right (Jd), the left "
        "(Jh), the ace and the king: four trumps.\n- Clubs or spades: almost nothing.\n- Passing wastes a "
        "monster.\n\n**Call diamonds.**"
    ),
    (
        "## First round\nThe dealer (my right-hand opponent) turned up the Jc.\n\nMy hand: Js, Ac, Kc, 9c, "
        "Ad.\n\n- Ordering the Jc gives the dealer the right bower, but I hold the left (Js), the ace, king "
        "and nine of clubs.\n- Passing risks the dealer picking it up himself.\n\nFour trumps and an off "
        "ace: **order it up**."
    ),
    (
        "**Thinking out loud**\n\n- He raised preflop from early position.\n- I have 88 in the big "
        "blind.\n- Set-mining odds are fine at 6 to call with 200 behind.\n- Three-betting 88 turns it into "
        "a bluff.\n- Folding gives up a good price: 4 more to win 10.\n- The stacks are deep, 200 each, "
        "which is what set-mining needs.\n\n> Bottom line: flat and try to hit a set.\n\n**CALL**"
    ),
    (
        "## Leduc, first round\nMy card: J. The opponent raised.\n\n* J is the weakest card.\n* A raise "
        "from him usually means K or Q.\n* He has not bluff-raised once in forty hands.\n* The board card "
        "could still pair my J, but paying 4 more to see it is too much.\n\n**fold**"
    ),
    (
        "## Euchre - round two\nTurned: 10h, passed by everyone.\nMy hand: As, Ks, Js, 9c, Qd.\n\n### "
        "Candidates\n- Spades: right bower, ace, king. Three trumps.\n- Clubs: only the nine, plus the Js "
        "as the left bower: two trumps. Weak.\n- Diamonds: just the queen.\n\n**Name spades as trump.**"
    ),
    (
        "## Alone decision\nI ordered spades with Js, As, Qs, Kd, 9h.\n\n- Three trumps but no left "
        "bower.\n- Off-suit: a king and a nine - losers.\n- The left bower (Jc) is out against me.\n\nGoing "
        "alone would likely fail; partner's help is needed.\n\n**partner**"
    ),
    (
        "## Discard analysis\nTrump: diamonds (I picked up the Td).\nHand: 9c, Jd, Qs, Ah, Kh.\n\n- Jd: "
        "right bower, keep.\n- Ah, Kh: a strong off-suit, keep.\n- 9c and Qs: both singletons.\n- The Qs is "
        "a bit more likely to win a trick than the 9c... but voiding spades lets me trump "
        "them.\n\n**Discard the Qs.**"
    ),
    (
        "## Order or pass?\nUpcard: Ad, the dealer is an opponent.\nHand: 9h, Th, Qc, Kc, 9s.\n\n- Not one "
        "diamond.\n- No bowers: the Jd and Jh are both elsewhere.\n- My hearts (9h, Th) and clubs (Qc, Kc) "
        "are weak.\n- Ordering hands the dealer the ace of trump.\n\n**pass**"
    ),
    (
        "## Hearts pass\nHand: 2c Qs Ks As Ah Kd Td 3h 7c Jc 9s 4d 8h\n\n### Dangerous cards\n- Qs: only "
        "with enough low spades, and my 9s is the only low one.\n- As, Ks: they catch the Qs.\n- Ah: high "
        "heart, takes tricks.\n\n### This pass\nThe biggest danger is the queen herself. **Pass the Qs.**"
    ),
    (
        "## Hearts pass\nI want to keep the Qs (I have four spades for cover), so I shed the high spades "
        "above her.\n\n1. As - passing now\n2. Ks - next\n3. Ah - last\n\nCurrent pass: **As**"
    ),
    (
        "## Big stack spot\nBlinds 200/400; villain limped.\n\n### My hand\nQQ in the small blind.\n\n### "
        "Sizing\n- 1,600: about 4x his limp.\n- 2,000: more fold equity.\n\nGo bigger out of position: "
        "limpers call anything small, and QQ hates a multiway flop with overcards.\n\n**Raise to 2,000.**"
    ),
    (
        "## Spot\nRiver. Board: Ah Jh 8c 4h 2h, four hearts. Pot: 90. Villain bets 80.\n\nI hold As Jc: top "
        "two pair, but no heart.\n\n## What beats me\n- Any heart: flushes everywhere. He called the flop "
        "and the turn with something, and the Kh, Qh and Th all fit.\n- Sets of eights or fours.\n\n## What "
        "I beat\n- Aces without a heart, which would rarely bet this big into four hearts.\n- Pure bluffs: "
        "possible, but this villain has not bluffed a river all session.\n\n## Price\nCalling 80 to win 170 "
        "needs about 32% equity. Against a value-heavy range I have maybe 15%.\n\n## Decision\nA call here "
        "would be a hero call I can't justify. I fold."
    ),
    (
        "## Screw the dealer\n\nEveryone passed in both rounds, so as the dealer I have to name a trump "
        "suit. Hearts were turned down and can't be named.\n\n### Hand\n9s, Ts, Qs, Ad, 9c\n\n### Suits\n- "
        "Spades: three trumps, no bowers.\n- Diamonds: the ace alone.\n- Clubs: the nine alone.\n\nThree "
        "spades is the best I can do; with luck partner holds a bower.\n\n**spades**"
    ),
    (
        "## Alone or with partner?\n\nTrump is clubs; I called it.\n\n**Hand:** Jc, Js, Ac, Ah, 9d\n\n### "
        "Count\n- Jc (right) and Js (left): two sure tricks.\n- Ac: a third trump trick.\n- Ah: likely, "
        "unless someone is void and trumps it.\n- 9d: a loser.\n\n### Going alone\nI'd need all five tricks "
        "for 4 points; the 9d almost surely loses a trick, so alone I'd score only 1.\n\n### With "
        "partner\nPartner may cover the diamond; we can make a march for 2.\n\n**Play with partner.**"
    ),
    (
        "## Order up or pass (first round)?\n\n**Upcard:** Qh, **dealer:** opponent on my right.\n**My "
        "hand:** Jh, 9h, Ac, Kc, Td\n\n### With hearts trump\n- Jh (right bower) and 9h: two trumps.\n- Ac, "
        "Kc: one or two club tricks.\n\n### Risks\nOrdering gives the dealer the Qh, a third trump for him. "
        "Two trumps with one bower is borderline from this seat; most players pass and hope to call clubs "
        "in round two.\n\n**Pass.**"
    ),
    (
        "## Deep-stack preflop\n\nBlinds 200/400. The cutoff opened to 1,000; the button called.\n\n### My "
        "hand: 7d 7c in the big blind\n\n### Options\n- Fold: too tight, I close the action.\n- Squeeze to "
        "4,500: 77 doesn't like getting 4-bet.\n- Call 600 more: set-mining with deep stacks and two "
        "opponents is ideal. Implied odds are huge, 20,000 behind.\n\n**Call.**"
    ),
    (
        "## River, I'm first to act\n\nBoard: 6h 6d 6c Ks 2h. I hold 6s Kd: quads.\nPot: 80. My remaining "
        "stack: 70.\n\n### Who pays me?\n- Any king: full house, calls any size.\n- Any pocket pair: full "
        "house, likely calls.\n- Aces: calls a reasonable bet.\n\n### Size\nA small bet leaves money "
        "behind; the pot is bigger than my stack, so the best value is to put everything in.\n\n**bet 70** "
        "(all in)"
    ),
    (
        "## Trick 1 - following a club lead\n\nThe opener led the 2c? No, that's my card. The opener led "
        "the Ac.\n\n**My cards:** Qh, 2c, Th\n\n### Options\n- I must follow suit if I can: my one club is "
        "the 2c.\n- The hearts would be discards only if I were void in clubs, which I am not.\n\n### "
        "Result\nThe ace wins; my deuce goes under it and costs nothing.\n\n**2c**"
    ),
    'You asked: "Choose one of fold, call, raise." I choose call.',
    "Paso.",
    "raise to １２",
    "bid ４",
    'Quoting the prompt: "legal: play Qh, 2c, Th". I play Th.',
    ('Options: [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]. I pick call.'),
    "Qh 2c Th - I'll play the deuce.",
    "Hand: 9c Jd Qs Ah Kh. Keep the Jd, Ah and Kh; of the Qs and 9c, drop the 9c.",
    "Choices c, d, s (h is gone). → d",
    "Jeg caller.",
    "bet ２０",
}


(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT, least=450)
