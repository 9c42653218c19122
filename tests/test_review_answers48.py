"""Misreads of model answers, round twenty-one: the final, out-of-sample measure of the answer reader as it stands on
branch corpus48 (21f2850), after the round that reads more object shapes, refuses an object followed by "or" or a bare
"no", sets aside another player's or an earlier hand's object, refuses an answer cut off inside an object and negative
amounts, and reads no action word at the end of an identifier. The corpus was written blind, from docs/seats.md
("Reading answers") and from how models answer, before the reader's code or output was looked at. It is the ordinary
mass of every game in proportion to how often each decision comes up (most of it Hold'em and trick plays), in the
styles of many models (long reasoning then a last line, headings, bold, bullets, tables, code fences, JSON with extra
fields or comments, YAML-like labels, other languages, emoji), weighted toward where that round's rules reach: prose
after an object opening with "No", "Nope", "Or", "Otherwise", "Originally", "Only", "Note", "Now", "Normally";
snake_case labels and keys (raise_to, to_call, call_amount, can_check, pot_odds, go_alone, order_up); logs with other
players' objects before the seat's own answer; answers cut off mid-sentence or mid-object; negative numbers that are no
amount (EV, win rates) beside a real size; and objects whose unit, currency, suit or second card agrees or disagrees.
About a third are traps. Each answer carries what a careful reader takes as the writer's decision (None where one could
not tell), judged before the reader was run. Earlier corpora: tests/test_review_answers27.py to 47.py."""

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

# Decisions the shared lists lack: Leduc's first action of a round; euchre with clubs trump (J♠ is the left bower): a
# lead, and a follow in diamonds; oh-hell with five cards; hearts: a hand with spades, hearts and a club, and a follow
# in diamonds; spades: a hand that can trump or follow.
LEDUC_OPEN = [{"action": "check"}, {"action": "bet"}]
EU_PLAY = [{"action": "play", "cards": ["Jc", "Js", "Ac", "Kd", "9h"]}]
EU_FOLLOW2 = [{"action": "play", "cards": ["Qd", "Kd"]}]
OH5 = [{"action": "bid", "min": 0, "max": 5}]
H_PLAY = [{"action": "play", "cards": ["Qs", "Kh", "4h", "9c"]}]
H_FOLLOW2 = [{"action": "play", "cards": ["3d", "Jd", "Kd"]}]
SP_PLAY = [{"action": "play", "cards": ["As", "Ks", "4s", "Jd"]}]
BET, RAISE, ORDER, ALONE_, PARTNER = act("bet"), act("raise"), act("order"), act("alone"), act("partner")
ALLIN = raise_to(200)  # HOLDEM's most: every all-in word of the seat's own raises to it


def _play(c):
    return card("play", c)


def _trump(s):
    return card("trump", s)


def _discard(c):
    return card("discard", c)


def _pass(c):
    return card("pass", c)


_raise, _bet, _bid = raise_to, bet, bid  # short names for the long corpus below

# (answer, legal options, what its writer meant; None where a careful reader could not tell).
CORPUS = [
    # ---- Hold'em facing a bet (fold, call, raise 4 to 200): the plain mass ----
    ("I have top pair with a decent kicker and the price is right.\n\n**Decision: Call**", HOLDEM, CALL),
    ("## Analysis\n- Hand: A♠K♦\n- Position: BTN\n- Villain opened to 6\n\n## Action\nRaise to 18", HOLDEM, _raise(18)),
    ("**Action:** Raise\n**Amount:** 35\n**Confidence:** High", HOLDEM, _raise(35)),
    ("### Final decision\n\nCall — the price is too good to pass up.", HOLDEM, CALL),
    ("Villain has shown nothing but strength.\n\n> **Fold** (AQ is dominated by his 4-bet range)", HOLDEM, FOLD),
    ("```\naction: raise\namount: 28\n```", HOLDEM, _raise(28)),
    ("```python\n{'action': 'raise', 'amount': 26}\n```", HOLDEM, _raise(26)),
    ("Raise to $45 total.", HOLDEM, _raise(45)),
    ("🔥🔥 Raise to 30 🔥🔥 (monster hand)", HOLDEM, _raise(30)),
    ("Fold 🙃 not my day", HOLDEM, FOLD),
    ("✅ Call — keeps his bluffs in\n❌ Fold — too tight\n❌ Raise — folds out worse", HOLDEM, CALL),
    ("I am decide to make raise for 50 chips because my hand is very strong.", HOLDEM, _raise(50)),
    ("i will calling this bet, hand is good enough", HOLDEM, CALL),
    ("Je relance à 40. (raise to 40)", HOLDEM, _raise(40)),
    ("对手下注一半底池。我有顶对，跟注是正确的。\n最终决定：call", HOLDEM, CALL),
    ("Оппонент поставил весь стек. С валетом-десяткой — пас. Fold.", HOLDEM, FOLD),
    ("Decisión final: igualar — call.", HOLDEM, CALL),
    (
        "The pot is 60 and he bet 40, so calling costs 40 to win 100.\n\n40/140 = 28.6% needed; with the nut flush "
        "draw I have about 35%.\n\nCall",
        HOLDEM,
        CALL,
    ),
    (
        (
            "Let me think step by step.\n\n1. Villain is a loose-aggressive regular.\n2. He 3-bet me from the "
            "blinds.\n3. I hold QQ on the button.\n\nAgainst his wide range, 4-betting for value is "
            "best.\n\nFinal answer: raise to 64"
        ),
        HOLDEM,
        _raise(64),
    ),
    (
        "Board: K♥ 9♦ 4♣ 2♠ 7♥. I have A♦K♣. He bet 45 into 60 on the river. His line (check-call, check-call, "
        "lead big) looks like a busted draw or two pair. I'm ahead of the bluffs and behind the sets.\n\nCall.",
        HOLDEM,
        CALL,
    ),
    (
        "He shoves 200 into 30. That's a massive overbet. I have J♣J♦. Against a tight player this is AA/KK/QQ/AK, "
        "and I'm behind most of it.\n\nI fold.",
        HOLDEM,
        FOLD,
    ),
    ("Raise to 36 (3x his 12).", HOLDEM, _raise(36)),
    ("I raise 3x his bet.", HOLDEM, None),
    ("Raise to 3bb from the cutoff", HOLDEM, None),
    ("Raise to 20, maybe 25.", HOLDEM, None),
    ("Raise to 20 or 25 — let's say 25.", HOLDEM, _raise(25)),
    ("I'll call. Actually no — raise to 45.", HOLDEM, _raise(45)),
    ("Calling is -12 EV by my count; raising to 60 is +8 EV. Raise to 60.", HOLDEM, _raise(60)),
    ("My win rate against this player is -0.4bb/100 when I flat, so I raise to 18.", HOLDEM, _raise(18)),
    ("raise to -20 (villain's stack minus mine)", HOLDEM, None),
    ("EV(fold) = 0, EV(call) = -3.1, EV(raise to 50) = +4.2\n\nDecision: raise to 50", HOLDEM, _raise(50)),
    ("Down -150 on the session, but that doesn't matter. Call.", HOLDEM, CALL),
    ("Fold. Calling here is about -6 EV and raising is worse.", HOLDEM, FOLD),
    ("Raise to 70; the call is -2.5 EV against his range, the raise +1.", HOLDEM, _raise(70)),
    (
        "| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | +1.2 |\n| Raise to 60 | +0.8 |\n\nBest: **Call**",
        HOLDEM,
        CALL,
    ),
    ("| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | -0.3 |\n| Raise to 90 | -1.1 |", HOLDEM, None),
    (
        "| Option | EV (bb) |\n|---|---|\n| Fold | 0.0 |\n| Call | -0.7 |\n| Raise to 90 | -2.4 |\n\n"
        "Both continues lose, so **Fold**.",
        HOLDEM,
        FOLD,
    ),
    # Hold'em facing a bet: traps
    ("Raise to 30 or call? I prefer call here.", HOLDEM, CALL),
    ("Call now, raise the turn if a spade comes.", HOLDEM, CALL),
    ("Options:\n- fold\n- call\n- raise (4-200)\n\nI'll go with raise to 22.", HOLDEM, _raise(22)),
    ("No limpers, no raise before me... wait, the hijack made it 6. OK: call.", HOLDEM, CALL),
    ("No way I'm folding a set here. Call.", HOLDEM, CALL),
    ("No, I'm not folding. Raise to 40.", HOLDEM, _raise(40)),
    ("Should I fold the second pair? No. Call one more street.", HOLDEM, CALL),
    ("Fold? No. Raise? Also no. So I call.", HOLDEM, CALL),
    ("I'd fold to a shove, but there's no shove yet. For now: call.", HOLDEM, CALL),
    ("Villain's range here: raise 30%, call 50%, fold 20%. Against that I fold.", HOLDEM, FOLD),
    ("GTO says call 62%, raise 38%. I'll follow the majority: call.", HOLDEM, CALL),
    ("GTO mix: call 62%, raise 38%.", HOLDEM, None),
    ("Plan: call the flop, lead the turn, give up the river if he raises.", HOLDEM, CALL),
    ("Turn plan: bet 40. Now: call.", HOLDEM, CALL),
    ("He raised to 40, so my choice is between folding and calling. Folding.", HOLDEM, FOLD),
    ("A raise here would be a mistake.", HOLDEM, None),
    ("Raise is the standard play, but I'll call.", HOLDEM, CALL),
    ("Raising is what most players do. I'm not most players: fold.", HOLDEM, FOLD),
    ("He'll call any raise, so I won't bluff. Fold.", HOLDEM, FOLD),
    ("If he had the flush he'd have raised the turn. He didn't. Call.", HOLDEM, CALL),
    ("Against a maniac, call; against a nit, fold. He's a nit.", HOLDEM, FOLD),
    ("Against a maniac, call; against a nit, fold.", HOLDEM, None),
    ("Villain: raise to 12\nHero: ?\n\nI'll defend: call.", HOLDEM, CALL),
    ("The cutoff raised to 8 and the button called. I squeeze to 40 from the big blind.", HOLDEM, _raise(40)),
    ("Shove it all.", HOLDEM, ALLIN),
    ("All in — 200 chips, it's a flip I'm happy to take.", HOLDEM, ALLIN),
    ("I'll raise to 60 now and shove any turn.", HOLDEM, _raise(60)),
    ("Calling or raising are both fine; I pick raising, to 48.", HOLDEM, _raise(48)),
    ("Fold... no wait, I have the pot odds. Call.", HOLDEM, CALL),
    ("Call, although if I'm honest raise to 50 is close.", HOLDEM, CALL),
    ("Call. (If he shoves the turn, I fold.)", HOLDEM, CALL),
    ("Let me think. He bet 20 into 40. My equity is about", HOLDEM, None),
    ("I think the best play here is to raise to", HOLDEM, None),
    ("Raise to 60. The reason is that his range is capped and", HOLDEM, _raise(60)),
    ("Given the pot odds, calling is correct, so I will", HOLDEM, CALL),
    # Hold'em facing a bet: snake_case labels and keys
    ("raise_to: 40\nreason: value", HOLDEM, _raise(40)),
    ("action: raise\nraise_to: 42", HOLDEM, _raise(42)),
    ("action: raise\namount: 44\nstreet: turn", HOLDEM, _raise(44)),
    ("call_amount: 12\nDecision: fold", HOLDEM, FOLD),
    ("to_call: 20\npot: 55\npot_odds: 0.27\nequity: 0.34\naction: call", HOLDEM, CALL),
    ("can_check: false\ncan_raise: true\nmy move: call", HOLDEM, CALL),
    ("should_call: true", HOLDEM, CALL),
    ("should_fold: false\nshould_raise: true\nraise_amount: 46", HOLDEM, _raise(46)),
    ("is_all_in: false\naction: call", HOLDEM, CALL),
    ("to_call = 30, pot_odds = 0.3, my_equity = 0.22 → fold", HOLDEM, FOLD),
    ("min_raise: 8\nmax_raise: 200\nto_call: 4\n\nI'm calling.", HOLDEM, CALL),
    ("max_raise is 200, to_call is 40. I fold.", HOLDEM, FOLD),
    ("decision_raise_to: 55", HOLDEM, _raise(55)),
    ("fold_equity: 0.4, call_ev: -1.2 — so: raise to 66.", HOLDEM, _raise(66)),
    ("raise_amount = 30  # total, not on top", HOLDEM, _raise(30)),
    # Hold'em facing a bet: objects
    ('{"action": "raise", "amount": 45, "unit": "chips"}', HOLDEM, _raise(45)),
    ('{"action": "raise", "amount": 45, "unit": "bb"}', HOLDEM, None),
    ('{"action": "raise", "amount": 60, "currency": "chips", "street": "flop"}', HOLDEM, _raise(60)),
    ('{"action": "raise", "amount": "41 chips"}', HOLDEM, _raise(41)),
    ('{"action": "raise", "amount": "40bb", "why": "value"}', HOLDEM, None),
    ('{"action": "raise", "amount": 40, "raise_to": 40}', HOLDEM, _raise(40)),
    ('{"action": "raise", "amount": 40, "raise_to": 60}', HOLDEM, None),
    ('{"action": "raise", "raise_to": 38}', HOLDEM, _raise(38)),
    ('{"action": "call", "call_amount": 20}', HOLDEM, CALL),
    ('{"action": "call", "to_call": 20}', HOLDEM, CALL),
    ('{"action": "fold", "to_call": 120, "pot_odds": 0.38}', HOLDEM, FOLD),
    ('{"action": "raise", "amount": 40, "to_call": 20, "pot_odds": 0.25}', HOLDEM, _raise(40)),
    ('{"to_call": 20, "can_check": false, "decision": "fold"}', HOLDEM, FOLD),
    ('{"action": "call", "ev": -1.5}', HOLDEM, CALL),
    ('{"action": "raise", "amount": -30, "reason": "value"}', HOLDEM, None),
    ('{"action": "raise", "amount": 50, "ev": -0.8, "note": "bluff"}', HOLDEM, _raise(50)),
    ('{"action": "raise", "amount": 6', HOLDEM, None),
    ('{"action": "call", "reason": "pot odds are', HOLDEM, CALL),
    ('```json\n{\n  "action": "fold",\n  "reasoning": "Villain\'s line', HOLDEM, FOLD),
    ('```json\n{\n  "action": "raise",\n  "amount":', HOLDEM, None),
    ('{"action": "raise", "amount": 50}\nNo, that is too big against a short stack.', HOLDEM, None),
    ('{"action": "raise", "amount": 52}\nNote: he folds too often to 3-bets, so this prints.', HOLDEM, _raise(52)),
    ('{"action": "call"}\nNope — fold, he has it.', HOLDEM, FOLD),
    ('{"action": "call"}\nOr fold, if you think he never bluffs.', HOLDEM, None),
    ('{"action": "call"}\nOtherwise, against a tighter player, I would fold.', HOLDEM, CALL),
    (
        '{"action": "raise", "amount": 30}\nOriginally I planned to call, but the turn changed things.',
        HOLDEM,
        _raise(30),
    ),
    ('{"action": "fold"}\nNo.', HOLDEM, None),
    ('{"action": "fold"}\nNo regrets; AJ is dominated here.', HOLDEM, FOLD),
    ('{"action": "fold"}\nNot a fun spot, but KJ is behind.', HOLDEM, FOLD),
    ('{"action": "raise", "amount": 80}\nNow he has to decide for his whole stack.', HOLDEM, _raise(80)),
    ('{"action": "call"}\nNormally I would raise here, but the stacks are short.', HOLDEM, CALL),
    ('{"action": "raise", "amount": 36}  or maybe 40', HOLDEM, None),
    ('{"action": "call"}\nOnly the nuts beat me, and he rarely has them.', HOLDEM, CALL),
    ('{"action": "raise", "amount": 24}\nNobody at this table folds enough, so I size for value.', HOLDEM, _raise(24)),
    ('{"action": "call"}\nNo raise: it would fold out his bluffs.', HOLDEM, CALL),
    ('{"action": "call"}\nNo. On reflection, raise to 60.', HOLDEM, _raise(60)),
    ('{"action": "fold"}\nOnly if he had shown weakness would I call.', HOLDEM, FOLD),
    ('{"action": "call"}\nOr, put differently: I pay to see his hand.', HOLDEM, CALL),
    ('{\n  // villain is capped\n  "action": "raise",\n  "amount": 75, // about pot\n}', HOLDEM, _raise(75)),
    ('{"decision": {"action": "raise", "amount": 33}, "confidence": 0.8}', HOLDEM, _raise(33)),
    ('{"answer": "fold", "why": "dominated"}', HOLDEM, FOLD),
    ('{"raise": 48}', HOLDEM, _raise(48)),
    ('{"call": true, "raise": false}', HOLDEM, CALL),
    ('{"fold": 0.15, "call": 0.55, "raise": 0.3, "chosen": null}', HOLDEM, None),
    ("action: raise\namount: 40\nunit: bb\nstreet: preflop", HOLDEM, None),
    ("action: raise\namount: 40\nunit: chips", HOLDEM, _raise(40)),
    ("Action: RAISE\nSize: 40 (total)", HOLDEM, _raise(40)),
    # Hold'em: logs and hand histories with other players' objects
    ('Seat 2 (villain): {"action": "raise", "amount": 12}\nMy answer: call', HOLDEM, CALL),
    ('History:\n{"player": "villain", "action": "bet", "amount": 20}\n\nMy action: raise to 60', HOLDEM, _raise(60)),
    (
        '{"player": "BTN", "action": "raise", "amount": 6}\n{"player": "SB", "action": "fold"}\n'
        "I'm in the big blind with 9♠9♦. Call.",
        HOLDEM,
        CALL,
    ),
    ('Previous hand: {"action": "fold"}\nThis hand: {"action": "raise", "amount": 24}', HOLDEM, _raise(24)),
    ('{"opponent_action": "raise", "opponent_amount": 30, "my_action": "call"}', HOLDEM, CALL),
    ('{"villain": {"action": "raise", "amount": 40}, "hero": {"action": "call"}}', HOLDEM, CALL),
    ('{"villain": {"action": "raise", "amount": 40}}\nI fold.', HOLDEM, FOLD),
    ('{"villain": {"action": "raise", "amount": 40}}', HOLDEM, None),
    ("Log:\nP1 raises to 8\nP3 calls 8\nP5 (me) ?\n\nWith KQo out of position I'll just call.", HOLDEM, CALL),
    (
        '[{"seat": 1, "action": "bet", "amount": 10}, {"seat": 3, "action": "raise", "amount": 30}]\nI fold.',
        HOLDEM,
        FOLD,
    ),
    ('Opponent\'s last action: {"action": "raise", "amount": 90}\n\nMine: {"action": "call"}', HOLDEM, CALL),
    ('Last hand: {"action": "raise", "amount": 40}\nThis time I just fold.', HOLDEM, FOLD),
    ('Last hand: {"action": "raise", "amount": 40}', HOLDEM, None),
    (
        "Action so far:\n| Seat | Action |\n|---|---|\n| UTG | raise 6 |\n| HJ | call |\n| CO | raise 24 |\n\n"
        "I hold AA on the button. Raise to 70.",
        HOLDEM,
        _raise(70),
    ),
    ('{"street": "flop", "action": "bet", "amount": 10}\n{"street": "turn", "action": "call"}', HOLDEM, CALL),
    (
        'Flop (earlier): {"action": "call"}\nTurn (now): villain bets 40 into 80. I have the nut flush. '
        '{"action": "raise", "amount": 150}',
        HOLDEM,
        _raise(150),
    ),
    ("Hand #1182: I raised to 30 and he folded. Hand #1183, now: he opens to 12. I fold 72o.", HOLDEM, FOLD),
    # Hold'em deep stacks (fold, call, raise 400 to 20000)
    ("Make it 2,400.", BIG, _raise(2400)),
    ("Raise to 2 400 chips, 12 big blinds.", BIG, _raise(2400)),
    ("raise to 2400 chips", BIG, _raise(2400)),
    ("3-bet to 2.5k", BIG, None),
    ("raise to 1,650 — about 3x his open of 550", BIG, _raise(1650)),
    ('{"action": "raise", "amount": "3,300"}', BIG, _raise(3300)),
    ('{"action": "raise", "amount": 3300, "unit": "chips", "bb": 16.5}', BIG, _raise(3300)),
    ("raise_to: 4,000 (20bb)", BIG, _raise(4000)),
    ("Opponent stack: 12,400. Mine: 20,000. Pot: -, blinds 100/200. I fold.", BIG, FOLD),
    ("Raise to 5000. EV vs call: +320 vs -80.", BIG, _raise(5000)),
    ("Call 1,200. It's 1,200 more to see the river.", BIG, CALL),
    ("Jam 20k.", BIG, _raise(20000)),
    ("Raise to 900 or 1,100; both fine.", BIG, None),
    # Hold'em checked to (check, bet 2 to 70)
    ("The villain called. I'm going to check it back.", OPEN, CHECK),
    ("He'll probably raise if I bet, so check.", OPEN, CHECK),
    ("If I check, he bets his whole range. So I lead out for 10 myself.", OPEN, _bet(10)),
    ("Bet half pot here.", OPEN, None),
    ("Bet pot (30).", OPEN, _bet(30)),
    ("I'll bet 3/4 pot, that's 24 chips.", OPEN, _bet(24)),
    ("Bet 25. (A check is about -2 EV against his range.)", OPEN, _bet(25)),
    ("🃏 Decision → bet 12", OPEN, _bet(12)),
    ('{"action": "check"}\nOnly because the river bricked.', OPEN, CHECK),
    ('{"action": "bet", "amount": 20}\nNobody has shown strength so far.', OPEN, _bet(20)),
    ('{"action": "bet", "amount": 15}\nOr check back. Either is close.', OPEN, None),
    ('{"can_check": true, "action": "check"}', OPEN, CHECK),
    ('{"can_check": true, "can_bet": true}\nI check.', OPEN, CHECK),
    ('{"action": "bet", "amount": 12, "bet_size": "small"}', OPEN, _bet(12)),
    ('{"action": "bet", "amount": 12, "sizing": "1/3 pot"}', OPEN, _bet(12)),
    ("bet_size: 18\naction: bet", OPEN, _bet(18)),
    ("can_check: true\n\nCheck.", OPEN, CHECK),
    ("Check. Betting -EV here: -1.3 by my estimate.", OPEN, CHECK),
    ("Bet 22 — my check-back EV is -0.5 and a bet is +0.9.", OPEN, _bet(22)),
    ("Bet -10 (my stack after the blinds)", OPEN, None),
    ("Check-raise is my plan, so check now.", OPEN, CHECK),
    ("Check... actually, bet 14 for protection.", OPEN, _bet(14)),
    ("Bet 14. Or check; I don't know.", OPEN, None),
    ("Check/fold this street.", OPEN, CHECK),
    ("C-bet 11 on this dry A-7-2.", OPEN, _bet(11)),
    ("Check to the raiser.", OPEN, CHECK),
    (
        "Pot: 40. Board: Q♠ J♠ 3♦. I hold 10♠9♠ (open-ended straight flush draw).\n\n"
        "Options: check, or bet 2-70.\n\nSemi-bluff: **bet 28**.",
        OPEN,
        _bet(28),
    ),
    ('{"action": "bet", "amount": 30, "unit": "chips"}\nNo need to overthink it.', OPEN, _bet(30)),
    ('{"action": "bet", "amount": 30}\nOriginally a check, but he showed weakness.', OPEN, _bet(30)),
    ('{"action": "bet", "amount": 20, "currency": "bb"}', OPEN, None),
    ("I'll bet... let me reconsider. The", OPEN, None),
    ("Bet 18 into 36 — half pot — since he folds too much.", OPEN, _bet(18)),
    ("Checking. He bet 40 last time I checked, so I'll check-call.", OPEN, CHECK),
    ("Villain checked. I bet 9.", OPEN, _bet(9)),
    ("bet: 16", OPEN, _bet(16)),
    ("Decision: check\nReason: pot control", OPEN, CHECK),
    ("Ich checke.", OPEN, CHECK),
    ("Aposto 20 fichas (bet 20).", OPEN, _bet(20)),
    # ---- Kuhn ----
    ("I was dealt the King, the top card. I bet.", KUHN_OPEN, BET),
    ("Jack: I check and fold to a bet.", KUHN_OPEN, CHECK),
    (
        "With the Queen facing a bet, calling wins only against his Jack bluffs, a third of his bets. Call.",
        KUHN_FACE,
        CALL,
    ),
    ('{"action": "bet", "amount": 1, "card": "K"}', KUHN_OPEN, BET),
    ("Card: J. Opponent bet. Decision: fold.", KUHN_FACE, FOLD),
    ("I have Q. Check; if he bets, I call a third of the time.", KUHN_OPEN, CHECK),
    ("K♠ — bet for value", KUHN_OPEN, BET),
    ("As the Jack I bluff a third of the time; this time I bet.", KUHN_OPEN, BET),
    ("pass (check)", KUHN_OPEN, CHECK),
    ("I pass on this one.", KUHN_FACE, FOLD),
    ('{"action": "call"}\nNo bluff from him would surprise me.', KUHN_FACE, CALL),
    ('{"action": "fold"}\nOr call? No, fold.', KUHN_FACE, FOLD),
    ("opponent_action: bet\nmy_card: Q\naction: call", KUHN_FACE, CALL),
    ('{"opponent": {"action": "bet", "card": "?"}, "me": {"action": "call", "card": "Q"}}', KUHN_FACE, CALL),
    ("He bet with what could be the King. My Jack loses to everything. Fold.", KUHN_FACE, FOLD),
    ("King — always call.", KUHN_FACE, CALL),
    ("Check. (With the King I'd bet.)", KUHN_OPEN, CHECK),
    ('{"action": "check", "card": "Q"}', KUHN_OPEN, CHECK),
    ("My card: K\nBest response: call", KUHN_FACE, CALL),
    ("call_ev: -0.33, fold_ev: -1\nSo call.", KUHN_FACE, CALL),
    # ---- Leduc ----
    ("Round 2. Board: K. I hold K — a pair. Raise.", LEDUC_FACE, RAISE),
    ("I hold J and the public card is Q. He bet. Fold.", LEDUC_FACE, FOLD),
    ("Preflop in Leduc with a Queen: check.", LEDUC_OPEN, CHECK),
    ('{"action": "raise", "amount": 4, "street": "second", "have_pair": true}', LEDUC_FACE, RAISE),
    ("Bet (the fixed size this round).", LEDUC_OPEN, BET),
    ("He raised; do I re-raise? The cap is two raises and we've hit it. Call.", LEDUC_FACE, CALL),
    ("My pair of kings is the nuts in Leduc. Raise!", LEDUC_FACE, RAISE),
    ("Call or raise with the pair of jacks? Raise.", LEDUC_FACE, RAISE),
    ("Check — I'll raise if he bets.", LEDUC_OPEN, CHECK),
    ("MY CARD: K\nACTION: BET", LEDUC_OPEN, BET),
    ('{"action": "call"}\nNote: raising would only fold out jacks.', LEDUC_FACE, CALL),
    ('{"action": "raise"}\nOr call if the cap is reached.', LEDUC_FACE, None),
    ("Queen, board King: I have nothing but a queen-high. Opponent raised. I'll call once.", LEDUC_FACE, CALL),
    ("first round, K in hand, nobody has bet: bet", LEDUC_OPEN, BET),
    # ---- Euchre: ordering up (pass, order) ----
    ("I have the right and left bowers plus the ace of trump. Order it up.", BID1, ORDER),
    ("Only one trump in hand. Pass.", BID1, PASS),
    ('{"action": "order", "alone": false, "trumps": 3}', BID1, ORDER),
    ('{"action": "pass"}\nNote: I have two trumps, not enough.', BID1, PASS),
    ('{"action": "order"}\nNo, wait — partner is the dealer and I have nothing. Pass.', BID1, PASS),
    ("order_up: false\ntrumps_held: 1", BID1, PASS),
    ("order_up: true", BID1, ORDER),
    ("Tell the dealer to pick it up, I have three trumps.", BID1, ORDER),
    ("I'll pass; partner might call next round.", BID1, PASS),
    ("Pass for now. If it comes back round to me, I'd name spades.", BID1, PASS),
    ("Order it up? Three trumps and an off ace — yes.", BID1, ORDER),
    ("Order up? Not with this. Pass.", BID1, PASS),
    ("The dealer is an opponent; ordering gives him a trump. Still, I have four. Order.", BID1, ORDER),
    ("Pass (order_up would need at least three trumps).", BID1, PASS),
    # euchre: naming trump, second round (pass or a suit; hearts was turned down)
    ("Second round. I'll call spades as trump.", SUITS, _trump("s")),
    ("Clubs, please.", SUITS, _trump("c")),
    ("Make it diamonds this time.", SUITS, _trump("d")),
    ('{"action": "trump", "suit": "spades", "round": 2}', SUITS, _trump("s")),
    ('{"action": "trump", "suit": "hearts", "round": 2}', SUITS, None),
    ('{"action": "trump", "card": "d", "suit": "clubs"}', SUITS, None),
    ('{"action": "trump", "card": "c", "suit": "clubs"}', SUITS, _trump("c")),
    ("Hearts was turned, so diamonds is next. I'll call next: diamonds.", SUITS, _trump("d")),
    ("No trump worth calling. Pass.", SUITS, PASS),
    (
        "I have the J♠ and J♣: both bowers if spades or clubs is trump. Spades has the A♠ too, so: spades.",
        SUITS,
        _trump("s"),
    ),
    ('{"action": "pass"}\nOnly two clubs, no bower.', SUITS, PASS),
    ('{"action": "trump", "suit": "clubs"}\nOr spades, they are equal.', SUITS, None),
    ("trump_suit: diamonds", SUITS, _trump("d")),
    ("Call ♣.", SUITS, _trump("c")),
    ("Diamonds or clubs? Diamonds: the J♦ and J♥ are both mine.", SUITS, _trump("d")),
    ("Pass, hoping partner names clubs.", SUITS, PASS),
    # euchre: the dealer is stuck (a suit must be named)
    ("Stuck. I must name one: clubs, where the J♠ is the left.", STICK, _trump("c")),
    ("Screw the dealer — that's me. Diamonds, I guess.", STICK, _trump("d")),
    ('{"trump": "spades", "stuck": true}', STICK, _trump("s")),
    ('{"action": "trump", "suit": "♦", "reason": "stuck"}', STICK, _trump("d")),
    ("I can't pass. Spades — no, clubs is stronger.", STICK, _trump("c")),
    # euchre: going alone
    ("Going alone! I have both bowers, the ace and king of trump, and an off-suit ace.", ALONE, ALONE_),
    ("trumps: 5\ngo_alone: yes", ALONE, ALONE_),
    ("trumps: 3\ngo_alone: no", ALONE, PARTNER),
    ('{"go_alone": false, "trumps": 3}', ALONE, PARTNER),
    ('{"go_alone": true}', ALONE, ALONE_),
    ("Alone? With only three trumps, no. Play with partner.", ALONE, PARTNER),
    ("I'll play it with my partner.", ALONE, PARTNER),
    ("Loner! 🚀 Five trumps, can't lose a trick.", ALONE, ALONE_),
    ('{"action": "alone"}\nNo partner needed with this hand.', ALONE, ALONE_),
    ('{"action": "partner"}\nNot going alone.', ALONE, PARTNER),
    ('{"action": "alone"}\nNope, too risky. With partner.', ALONE, PARTNER),
    ("going_alone: false  # partner's ace helps", ALONE, PARTNER),
    # euchre: the dealer's discard (hearts trump; 9c Jd Qs Ah Kh)
    ("Discard the 9 of clubs — it's my only club, so I'll be void.", DISCARD, _discard("9c")),
    ("Throw away the Q♠.", DISCARD, _discard("Qs")),
    ('{"action": "discard", "card": "9c", "void": "clubs"}', DISCARD, _discard("9c")),
    ('{"discard": "Queen of spades"}', DISCARD, _discard("Qs")),
    ("I'll keep the J♦ (the left bower, hearts being trump) and dump the 9♣.", DISCARD, _discard("9c")),
    ("Discard the 10♣.", DISCARD, None),
    ("Bury the nine of clubs.", DISCARD, _discard("9c")),
    ('{"action": "discard", "card": "9c", "suit": "clubs"}', DISCARD, _discard("9c")),
    ('{"action": "discard", "card": "9c", "suit": "spades"}', DISCARD, None),
    ('{"action": "discard", "card": "Qs"}\nNo clubs then? Right, the 9♣ stays as a way out.', DISCARD, _discard("Qs")),
    ("discard_card: Qs", DISCARD, _discard("Qs")),
    # euchre: playing (clubs trump: Jc right, Js left)
    ("I lead the right bower to pull trump.", EU_PLAY, _play("Jc")),
    ("Lead the left now.", EU_PLAY, _play("Js")),
    ("Play the J♣ (right bower) to pull trumps.", EU_PLAY, _play("Jc")),
    ("Now lead the ace of trumps.", EU_PLAY, _play("Ac")),
    ("K♦? Partner may hold the ace of diamonds... no, I'll lead trump: A♣.", EU_PLAY, _play("Ac")),
    ("Play 9h, my off-suit loser.", EU_PLAY, _play("9h")),
    ("play_card: Kd", EU_PLAY, _play("Kd")),
    ('{"card": "Js", "note": "left bower"}', EU_PLAY, _play("Js")),
    ("The jack of trumps first.", EU_PLAY, _play("Jc")),
    ("Lead the Q♣.", EU_PLAY, None),
    ('{"action": "play", "card": "Jc", "suit": "clubs"}', EU_PLAY, _play("Jc")),
    ('{"action": "play", "card": "Js", "suit": "clubs"}', EU_PLAY, _play("Js")),
    ('{"action": "play", "card": "Kd"}\nOr the 9♥ to keep the king.', EU_PLAY, None),
    ("Follow suit with the king of diamonds.", EU_FOLLOW2, _play("Kd")),
    ("Partner's ace is winning, so I throw the low one: Q♦.", EU_FOLLOW2, _play("Qd")),
    ("Q♦. The K♦ would be wasted under partner's ace.", EU_FOLLOW2, _play("Qd")),
    ("Opponent led the A♦. I follow with the queen.", EU_FOLLOW2, _play("Qd")),
    ('{"action": "play", "card": "Qd"}\nNow the king is boss.', EU_FOLLOW2, _play("Qd")),
    # ---- Spades and oh-hell bids ----
    ("I count 3 tricks: A♠, K♥, A♦. Bid 3.", BID, _bid(3)),
    ("Nil. 🙈 Wish me luck.", BID, _bid(0)),
    ("I'm going nil — no spade above the 7 and short in hearts.", BID, _bid(0)),
    ('{"action": "bid", "amount": 4, "nil": false}', BID, _bid(4)),
    ('{"bid": 4, "nil": false}', BID, _bid(4)),
    ('{"bid": 0, "nil": true, "blind": false}', BID, _bid(0)),
    ("bid: 2\nconfidence: 0.7", BID, _bid(2)),
    ("Partner bid 4, the opponents bid 3 and 2. I'll bid 3.", BID, _bid(3)),
    ("Partner bid nil, so I must cover: bid 5.", BID, _bid(5)),
    ("My hand has 2 sure tricks, maybe 3. Bid 2.", BID, _bid(2)),
    ("Bid 3 or 4? Three. The K♠ may not win.", BID, _bid(3)),
    ("I'll say three books. Hang on — with the guarded king, four books.", BID, _bid(4)),
    ("Total bids so far: 9. I bid 2, making it 11.", BID, _bid(2)),
    ("Expected tricks: A♠ (1), K♠ (0.5), A♥ (1) = 2.5. Rounding down, I bid 2.", BID, _bid(2)),
    ("Bid: 2.5 (rounding is up to you)", BID, None),
    ("My bid: -1", BID, None),
    ('{"action": "bid", "amount": 3, "books": 3}', BID, _bid(3)),
    ('{"action": "bid", "amount": 3, "books": 4}', BID, None),
    ("Not nil — my spades are too high. Bid 4.", BID, _bid(4)),
    ("Nil is tempting but the A♠ makes it impossible. 1.", BID, _bid(1)),
    ('{"action": "bid", "amount": 2}\nNo nil: the A♠ would win a trick.', BID, _bid(2)),
    ('{"action": "bid", "amount": 2}\nOr 3 if partner is weak.', BID, None),
    ('{"action": "bid", "amount": 0}\nNote the risk: a nil failed costs 100.', BID, _bid(0)),
    ('{"bid": 3, "reason": "A♠ and', BID, _bid(3)),
    ("Team needs 4 more to reach the -100... no, we're at -40. Bid 4.", BID, _bid(4)),
    ("Our score is -120, so we need books. I bid 5.", BID, _bid(5)),
    ("Partner (North): bid 3\nEast: bid 2\nWest: nil\nMine: 4", BID, _bid(4)),
    ('{"player": "East", "bid": 2}\n{"player": "West", "bid": 0}\nI bid 3.', BID, _bid(3)),
    ('{"player": "East", "bid": 2}', BID, None),
    ("bid_amount: 3\nnil: false", BID, _bid(3)),
    ("Two tricks. Final bid: 2", BID, _bid(2)),
    ("I bid 3 — that's ", BID, _bid(3)),
    ("After careful thought, my bid is", BID, None),
    ("Five cards, hearts trump. I have A♥ and K♣. Bid 1.", OH5, _bid(1)),
    ("Zero. Nothing wins here.", OH5, _bid(0)),
    ("I bid two tricks.", OH5, _bid(2)),
    ("bid = 6 (all of them!)", OH5, None),
    ("Bid 2. Score: -10 if I miss, so be careful.", OH5, _bid(2)),
    ("I'm the dealer and the total can't be 4, so I can't bid 1. Bid 2.", OHHELL_DEALER, _bid(2)),
    ("Dealer: I'd bid 1 but it's forbidden. 0 then.", OHHELL_DEALER, _bid(0)),
    ("Dealer hook: bids total 3 so far, I can't say 1. I'll say 2.", OHHELL_DEALER, _bid(2)),
    ('{"action": "bid", "amount": 1}', OHHELL_DEALER, None),
    # ---- Hearts: passing three cards (the first written is this decision's) ----
    ("Pass the Q♠, K♠ and A♠ — too dangerous to keep with few low spades.", HPASS, _pass("Qs")),
    ("Pass: A♠, K♠, Q♠ — dump the spade danger.", HPASS, _pass("As")),
    ('{"action": "pass", "cards": ["Qs", "As", "Ks"], "direction": "across"}', HPASS, _pass("Qs")),
    ('{"pass": ["Ah", "Kd", "Qs"]}', HPASS, _pass("Ah")),
    ("I'll pass the ace of hearts, king of diamonds and queen of spades.", HPASS, _pass("Ah")),
    ("Pass left: Q♠ A♠ K♠", HPASS, _pass("Qs")),
    ("Keep the Q♠? No — pass it, along with A♠ and K♠.", HPASS, _pass("Qs")),
    ("Passing the 2♣ would lose the lead... I'll pass A♥, K♦, T♦ instead.", HPASS, _pass("Ah")),
    ("Cards to pass:\n1. Q♠\n2. K♠\n3. A♠", HPASS, _pass("Qs")),
    ("Pass the Jack of diamonds, King of diamonds, Ten of diamonds.", HPASS, None),
    ("Shooting the moon! Keep the high hearts; pass 2♣, 3♥, 4♦.", HPASS, _pass("2c")),
    ("pass_cards: [Qs, Ks, As]", HPASS, _pass("Qs")),
    ("Pass: 10♦ K♦ A♥ (voiding diamonds soon)", HPASS, _pass("Td")),
    (
        ('{"action": "pass", "cards": ["Qs", "Ks", "As"]}\nNote: this voids nothing, but the spades are the danger.'),
        HPASS,
        _pass("Qs"),
    ),
    ('{"action": "pass", "cards": ["Qs", "Ks", "As"]}\nOr the A♥ instead of the A♠.', HPASS, None),
    ('{"action": "pass", "cards": ["Qs", "Ks"', HPASS, None),
    ("Passing right this round. Q♠ K♠ A♠ go.", HPASS, _pass("Qs")),
    ("## Pass\n- K♦\n- 10♦\n- 4♦ (void in diamonds)", HPASS, _pass("Kd")),
    # ---- Hearts and spades: playing a card ----
    ("Lead 2♣.", TRICK, _play("2c")),
    ("Play: 10h (under the king)", TRICK, _play("Th")),
    ("T♥ 👍 under his king", TRICK, _play("Th")),
    ("I'll go with the ten of hearts this trick.", TRICK, _play("Th")),
    ("West played the K♥. I'll play under with the 10♥.", TRICK, _play("Th")),
    ("North: K♣\nEast: A♣\nMe: 2♣", TRICK, _play("2c")),
    ('{"action": "play", "card": "Qh"}\nNo point keeping it: the A♥ is out.', TRICK, _play("Qh")),
    ('{"action": "play", "card": "Qh"}\nNo.', TRICK, None),
    ('{"card": "2c", "suit": "clubs"}', TRICK, _play("2c")),
    ('{"card": "2c", "suit": "hearts"}', TRICK, None),
    ('{"card": "Th", "second_choice": "Qh"}', TRICK, _play("Th")),
    ('{"action": "play", "card": "Th"}\nOnly the ace beats it.', TRICK, _play("Th")),
    ("Someone led the K♦. I'm void in diamonds, so I dump the Q♠ on it.", H_PLAY, _play("Qs")),
    ("Play 4h; I'll hold the K♥ for later.", H_PLAY, _play("4h")),
    ("I'd like to play the Q♠, but the A♠ is still out. 9♣.", H_PLAY, _play("9c")),
    ("I lead the 9 of clubs.", H_PLAY, _play("9c")),
    ("Q♠ — sorry, I meant the 9♣.", H_PLAY, _play("9c")),
    ('{"action": "play", "card": "9c"}\nOriginally I wanted to lead the 4♥.', H_PLAY, _play("9c")),
    ('{"action": "play", "card": "4h"}\nOtherwise the K♥ gets caught later.', H_PLAY, _play("4h")),
    ('{"action": "play", "card": "Kh"}\nNope, 4h.', H_PLAY, _play("4h")),
    ("Hearts broken? Not yet. So I can't lead the 4♥... I can lead clubs: 9♣.", H_PLAY, _play("9c")),
    ("Play the queen of spades: South has the lead and it's his trick.", H_PLAY, _play("Qs")),
    ("Diamond led by West; I duck with the 3♦.", H_FOLLOW2, _play("3d")),
    ("The A♦ hasn't been played yet, so my K♦ could lose. Duck: 3♦.", H_FOLLOW2, _play("3d")),
    ("Play the jack of diamonds.", H_FOLLOW2, _play("Jd")),
    ('{"action": "play", "card": "Kd", "trick": 5}', H_FOLLOW2, _play("Kd")),
    ('{"card": "3♦"}', H_FOLLOW2, _play("3d")),
    ('{"card": "3d", "card2": "Jd"}', H_FOLLOW2, None),
    ("West: 9♦, North: Q♦, East: 5♦. I'm last: J♦ loses to the queen, so 3♦.", H_FOLLOW2, _play("3d")),
    ('{"player": "West", "card": "Ad"}\nI follow low: 3♦.', H_FOLLOW2, _play("3d")),
    ('{"player": "West", "card": "Ad"}', H_FOLLOW2, None),
    ("Play the K♦? No: the A♦ is out there. 3♦.", H_FOLLOW2, _play("3d")),
    ("Play the A♠.", TRICK2, _play("As")),
    ("The A♠ wins the spade trick. Play A♠.", TRICK2, _play("As")),
    ('{"action": "play", "card": "A♠", "suit": "spades"}', TRICK2, _play("As")),
    ('{"action": "play", "card": "As", "suit": "hearts"}', TRICK2, None),
    ("I'm leading the 9♦ to find partner's diamonds.", TRICK2, _play("9d")),
    ("Lead: 2c", TRICK2, _play("2c")),
    ("Ace of spades now, then the ten next trick.", TRICK2, _play("As")),
    ("Play the 10 of spades. (The ace of spades comes later.)", TRICK2, _play("Ts")),
    ("The Q♥ is my best heart, but I'm not leading hearts. Lead 2♣.", TRICK2, _play("2c")),
    ("K♠ wins if the A♠ is gone. It's in my hand! So lead the A♠.", SP_PLAY, _play("As")),
    ("Trump it with the 4♠.", SP_PLAY, _play("4s")),
    ("Cut with my lowest spade.", SP_PLAY, _play("4s")),
    ("Follow with the J♦.", SP_PLAY, _play("Jd")),
    ('{"action": "play", "card": "4s"}\nNote: East is winning, not partner, so I trump.', SP_PLAY, _play("4s")),
    ('{"action": "play", "card": "Jd"}\nNo diamonds left after this.', SP_PLAY, _play("Jd")),
    ('{"action": "play", "card": "Ks"}\nOr the A♠; either wins.', SP_PLAY, None),
    ('East: {"card": "Qd"}\nMe: {"card": "Jd"}', SP_PLAY, _play("Jd")),
    ("Play K♠... wait, the A♠ is safer. A♠.", SP_PLAY, _play("As")),
    ("Partner led the K♦, East played A♦. I'll follow: J♦.", SP_PLAY, _play("Jd")),
    ("card: A♠\nreason: cash the ace before it's trumped", SP_PLAY, _play("As")),
    ('```json\n{"action": "play", "card": "Jd", "reasoning": "must follow diamonds"}\n```', SP_PLAY, _play("Jd")),
    ('{"action": "play", "card": "Jd"', SP_PLAY, None),
    ("I'll play the", SP_PLAY, None),
    ("Play the 4♠ — the EV is -0.2 tricks versus -0.6 for the J♦.", SP_PLAY, _play("4s")),
]

# ---- Long answers in the styles of several models, with the same weighting: mass first, then traps ----
CORPUS += [
    (
        "Okay, let me work through this.\n\nI'm in the big blind with A♥Q♥. The button opened to 6 and the small blind "
        "folded. Pot is 9 + 6... so 10 after blinds. Calling costs 4.\n\nAQs is far ahead of a button opening range. A "
        "3-bet for value makes sense; standard sizing out of position is around 4x, so 24.\n\n**Raise to 24**",
        HOLDEM,
        _raise(24),
    ),
    (
        "<think>\nHe bet 60 into 80 on the river. I have second pair. His value range is wide here... to_call is 60, "
        "pot would be 200, I need 30%. He bluffs maybe 25%. That's -EV, about -5 chips.\n</think>\n\nFold.",
        HOLDEM,
        FOLD,
    ),
    (
        "<think>Raise to 60 looks good. No wait, his stack is only 50 behind, so a raise just puts him all in and he "
        'calls with everything. Better to call.</think>\n\n```json\n{"action": "call"}\n```',
        HOLDEM,
        CALL,
    ),
    (
        "Sure! Here's my analysis:\n\n* **Hand strength:** medium (second pair)\n* **Pot odds:** 25%\n* "
        '**Estimated equity:** 31%\n\nSince equity > pot odds, the answer is:\n\n```json\n{"action": "call", '
        '"amount": 20}\n```\n\nNote that if the turn brings a flush card I would reconsider.',
        HOLDEM,
        CALL,
    ),
    (
        "Decision summary:\n```yaml\naction: raise\namount: 90\nunit: chips\nconfidence: 0.72\n```\n"
        "Now the villain has a tough decision with his overpairs.",
        HOLDEM,
        _raise(90),
    ),
    (
        '```json\n{"action": "raise", "amount": 90}\n```\nOnly 40 would be too small: he calls anything.',
        HOLDEM,
        _raise(90),
    ),
    (
        '```json\n{"action": "raise", "amount": 90}\n```\nOr just call — it\'s close.',
        HOLDEM,
        None,
    ),
    (
        '```json\n{"action": "raise", "amount": 90}\n```\nNo — he\'s too tight for that. Fold.',
        HOLDEM,
        FOLD,
    ),
    (
        "Hand history so far:\n```\nPreflop: Hero raises to 6, Villain calls\nFlop (K♠ 8♦ 3♣): Hero bets 8, Villain "
        "raises to 24\n```\nI hold A♠K♦: top pair, top kicker. His raise is mostly draws and weaker kings.\n\n"
        "Decision: call",
        HOLDEM,
        CALL,
    ),
    (
        'Previous actions:\n- UTG: {"action": "raise", "amount": 6}\n- MP: {"action": "call"}\n\n'
        "I hold 5♦5♣ on the button. Set-mining with two players in is profitable: call.",
        HOLDEM,
        CALL,
    ),
    (
        'Previous actions:\n- UTG: {"action": "raise", "amount": 6}\n- MP: {"action": "call"}',
        HOLDEM,
        None,
    ),
    (
        'Villain\'s expected response: {"action": "fold"}\nMy action: {"action": "raise", "amount": 70}',
        HOLDEM,
        _raise(70),
    ),
    (
        "I'll raise here. The reasoning:\n1. He's capped after calling the flop.\n2. My hand blocks the nuts.\n3. "
        "A raise to",
        HOLDEM,
        None,
    ),
    (
        "I'll fold here. The reasoning:\n1. His river raise is almost never a bluff at these stakes.\n2. I only beat",
        HOLDEM,
        FOLD,
    ),
    (
        "Thinking about ranges... He opens 40% from the cutoff. With K♣J♣ I'm well ahead of that. to_call: 4, pot: 7."
        "\n\nraise_to: 18",
        HOLDEM,
        _raise(18),
    ),
    (
        "EV estimates (chips):\n- fold: 0\n- call: -4.2\n- raise to 55: -1.0\n\nEverything continuing is negative, "
        "so I let it go.",
        HOLDEM,
        FOLD,
    ),
    (
        "EV estimates:\n- fold: 0\n- call: +2.1\n- raise to 55: +3.4 (but -12 when he jams)\n\nI'll take the safer "
        "+EV line and call.",
        HOLDEM,
        CALL,
    ),
    (
        "He bet 30. My options: fold, call 30, or raise to between 60 and 200. A raise to 90 charges his draws. "
        "Going with that.",
        HOLDEM,
        _raise(90),
    ),
    (
        "I need to call 25 to win 75. That's 25%. My equity with the flush draw is 35%. Call is +EV.\n\n"
        "One more thing: if the villain",
        HOLDEM,
        CALL,
    ),
    (
        "**Reads:** villain is a nit (VPIP 12).\n**Line:** he 4-bet to 60.\n**Me:** T♠T♥.\n\nAgainst his range "
        "(QQ+, AK) tens have about 30%. Folding.",
        HOLDEM,
        FOLD,
    ),
    (
        "The math: pot 100, to_call 50 → 33% needed. Equity vs his range ≈ 28%. Just short.\n\nBut implied odds "
        "with a set draw... no, this is the river. Fold.",
        HOLDEM,
        FOLD,
    ),
    (
        'My reply:\n{\n  "action": "raise",\n  "amount": 120,\n  "unit": "chips",\n  "comment": '
        '"that\'s 60% of my stack"\n}',
        HOLDEM,
        _raise(120),
    ),
    (
        'Here is my move in the requested format.\n\n{"action": "call"}\n\nNo further comment.',
        HOLDEM,
        CALL,
    ),
    ('{"action": "call"}\n\nNote to self: villain overbets with air.', HOLDEM, CALL),
    ('{"action": "fold"}\n\nOr am I being too tight? Still, fold.', HOLDEM, FOLD),
    (
        "The pot is 40 and I'm first to act on the turn. I picked up a flush draw to go with my pair.\n\n"
        "Betting builds the pot for when I hit and may fold out better. 2/3 pot is about 26.\n\nAction: bet 26",
        OPEN,
        _bet(26),
    ),
    (
        "Position: OOP, river. Board: 9♠ 8♠ 2♦ K♣ 3♥. I missed my draw. Pot: 50.\n\nBluffing is +EV only if he "
        "folds more than 40%. With his checking range full of pairs, he won't.\n\nCheck.",
        OPEN,
        CHECK,
    ),
    (
        '```json\n{"action": "bet", "amount": 33, "sizing_rationale": "2/3 pot", "ev": 2.4}\n```',
        OPEN,
        _bet(33),
    ),
    ('{"action": "check", "plan": "call a bet up to 30"}', OPEN, CHECK),
    ('{"action": "check", "next": {"action": "raise", "amount": 60}}', OPEN, CHECK),
    ("I'll lead for 18.\n\nRaise_to and call_amount are not relevant here since nobody bet.", OPEN, _bet(18)),
    ("bet_amount: 24\nconfidence: medium", OPEN, _bet(24)),
    ("Betting is -0.8 EV, checking is +0.3 EV. Checking it is.", OPEN, CHECK),
    ("Last round I bet 20 and he called; now I check the river.", OPEN, CHECK),
    ('{"action": "bet", "amount": 25}\nOnly thing to watch: his check-raise.', OPEN, _bet(25)),
    ('{"action": "bet", "amount": 25}\nOr, if he\'s sticky, 35.', OPEN, None),
    ("Hero: bet 12\nVillain: ?", OPEN, _bet(12)),
    ("Villain checked to me.\n\nMy bet: 16 chips.", OPEN, _bet(16)),
    # trick games: long answers
    (
        "Current trick: West led the 8♥, North played the J♥, East played the 2♥. I must follow hearts. "
        "I hold Q♥ and 10♥ among others. The Q♥ would win the trick and take 4 hearts. The 10♥ ducks under the "
        "jack.\n\nPlay the 10♥.",
        TRICK,
        _play("Th"),
    ),
    (
        "Analysis:\n- Spades led by partner (K♠).\n- East played the 3♠.\n- Partner is winning.\n\nI should not "
        "overtake with the A♠. I'll play the 10♠... but then partner's king still wins. Yes: T♠.",
        TRICK2,
        _play("Ts"),
    ),
    (
        'Hearts, trick 1: the 2♣ must lead. I have it.\n\n```json\n{"action": "play", "card": "2c"}\n```',
        TRICK2,
        _play("2c"),
    ),
    (
        (
            "Spades trick. Partner led the 10♦, East played the K♦. I can't beat the king with the jack, and "
            "I'm not void so I can't trump. Follow with the J♦."
        ),
        SP_PLAY,
        _play("Jd"),
    ),
    (
        "Euchre, clubs trump. I'm on lead with the right bower, the left, the ace of clubs, the K♦ and the 9♥. "
        "Pull trump: lead the J♣.",
        EU_PLAY,
        _play("Jc"),
    ),
    (
        (
            'History:\n{"seat": "W", "card": "Kc"}\n{"seat": "N", "card": "Ac"}\n\nNorth\'s ace takes the '
            "trick, so I follow with my only club, which loses safely: play 9♣."
        ),
        H_PLAY,
        _play("9c"),
    ),
    (
        "Bids: North 3, East 4, South (partner) 2. Hand: A♠ K♠ Q♥ J♥ 10♦ 8♦ 7♣ 5♣ 4♣ 3♣ 2♣ 9♦ 6♥. "
        "Two sure spades, maybe a third trick with the Q♥.\n\nMy bid: 3",
        BID,
        _bid(3),
    ),
    (
        "I need to think about nil. Spades: 2♠, 5♠. Hearts: 3♥, 6♥, 9♥. No aces or kings. Nil looks safe.\n\n"
        '```json\n{"action": "bid", "amount": 0, "nil": true}\n```',
        BID,
        _bid(0),
    ),
    (
        "Pass decision (left). I hold the Q♠ with only the K♠ and A♠ as spades — the queen will get caught. Pass all "
        'three high spades:\n\n{"action": "pass", "cards": ["As", "Ks", "Qs"]}',
        HPASS,
        _pass("As"),
    ),
    (
        "Order up decision:\n- Turned card: J♦ (the right bower for the dealer)\n- My diamonds: A♦, 10♦\n- My "
        "hearts: J♥ (the left)\n\nThree trumps with the left. Order it up.",
        BID1,
        ORDER,
    ),
    (
        "Going alone requires near-certain control of trump. I have the right, the left, and the ace, plus A♠. "
        'That\'s four sure tricks; the fifth is likely.\n\n{"action": "alone"}',
        ALONE,
        ALONE_,
    ),
]

# Clear answers the reader refuses (a refusal costs only the hand's fallback).
REFUSED_THOUGH_CLEAR = {
    # refused since session 34 (no longer misread): a size on a labelled line, a label that holds false
    "bet_size: 18\naction: bet",
    "order_up: false\ntrumps_held: 1",
    "```python\n{'action': 'raise', 'amount': 26}\n```",
    "✅ Call — keeps his bluffs in\n❌ Fold — too tight\n❌ Raise — folds out worse",
    "My win rate against this player is -0.4bb/100 when I flat, so I raise to 18.",
    "Fold. Calling here is about -6 EV and raising is worse.",
    "Raise to 70; the call is -2.5 EV against his range, the raise +1.",
    "| Option | EV |\n|---|---|\n| Fold | 0 |\n| Call | +1.2 |\n| Raise to 60 | +0.8 |\n\nBest: **Call**",
    (
        "| Option | EV (bb) |\n|---|---|\n| Fold | 0.0 |\n| Call | -0.7 |\n| Raise to 90 | -2.4 |\n\nBoth "
        "continues lose, so **Fold**."
    ),
    "Villain's range here: raise 30%, call 50%, fold 20%. Against that I fold.",
    "GTO says call 62%, raise 38%. I'll follow the majority: call.",
    "He raised to 40, so my choice is between folding and calling. Folding.",
    "Raise is the standard play, but I'll call.",
    "Raising is what most players do. I'm not most players: fold.",
    "Against a maniac, call; against a nit, fold. He's a nit.",
    "I'll raise to 60 now and shove any turn.",
    "Calling or raising are both fine; I pick raising, to 48.",
    "Call, although if I'm honest raise to 50 is close.",
    "should_call: true",
    "decision_raise_to: 55",
    "fold_equity: 0.4, call_ev: -1.2 — so: raise to 66.",
    '{"action": "raise", "raise_to": 38}',
    '{"action": "call", "reason": "pot odds are',
    '```json\n{\n  "action": "fold",\n  "reasoning": "Villain\'s line',
    '{"action": "call"}\nNope — fold, he has it.',
    '{"action": "call"}\nNo. On reflection, raise to 60.',
    '{"action": "call"}\nOr, put differently: I pay to see his hand.',
    '{\n  // villain is capped\n  "action": "raise",\n  "amount": 75, // about pot\n}',
    '{"call": true, "raise": false}',
    '{"villain": {"action": "raise", "amount": 40}, "hero": {"action": "call"}}',
    (
        "Action so far:\n| Seat | Action |\n|---|---|\n| UTG | raise 6 |\n| HJ | call |\n| CO | raise 24 "
        "|\n\nI hold AA on the button. Raise to 70."
    ),
    '{"street": "flop", "action": "bet", "amount": 10}\n{"street": "turn", "action": "call"}',
    "Raise to 2 400 chips, 12 big blinds.",
    "He'll probably raise if I bet, so check.",
    "If I check, he bets his whole range. So I lead out for 10 myself.",
    "I'll bet 3/4 pot, that's 24 chips.",
    "Bet 25. (A check is about -2 EV against his range.)",
    "Check. Betting -EV here: -1.3 by my estimate.",
    "Bet 22 — my check-back EV is -0.5 and a bet is +0.9.",
    "Jack: I check and fold to a bet.",
    "I pass on this one.",
    '{"action": "fold"}\nOr call? No, fold.',
    '{"opponent": {"action": "bet", "card": "?"}, "me": {"action": "call", "card": "Q"}}',
    "Check. (With the King I'd bet.)",
    "Check — I'll raise if he bets.",
    '{"action": "order"}\nNo, wait — partner is the dealer and I have nothing. Pass.',
    "Tell the dealer to pick it up, I have three trumps.",
    "Pass (order_up would need at least three trumps).",
    "I have the J♠ and J♣: both bowers if spades or clubs is trump. Spades has the A♠ too, so: spades.",
    "Diamonds or clubs? Diamonds: the J♦ and J♥ are both mine.",
    "I can't pass. Spades — no, clubs is stronger.",
    "trumps: 5\ngo_alone: yes",
    "trumps: 3\ngo_alone: no",
    '{"go_alone": false, "trumps": 3}',
    '{"go_alone": true}',
    "Loner! 🚀 Five trumps, can't lose a trick.",
    '{"action": "alone"}\nNope, too risky. With partner.',
    "I'll keep the J♦ (the left bower, hearts being trump) and dump the 9♣.",
    "I lead the right bower to pull trump.",
    "Lead the left now.",
    "Now lead the ace of trumps.",
    "The jack of trumps first.",
    '{"action": "play", "card": "Js", "suit": "clubs"}',
    "Q♦. The K♦ would be wasted under partner's ace.",
    "Opponent led the A♦. I follow with the queen.",
    "Bid 3 or 4? Three. The K♠ may not win.",
    "I'll say three books. Hang on — with the guarded king, four books.",
    "Nil is tempting but the A♠ makes it impossible. 1.",
    '{"bid": 3, "reason": "A♠ and',
    "Partner (North): bid 3\nEast: bid 2\nWest: nil\nMine: 4",
    '{"player": "East", "bid": 2}\n{"player": "West", "bid": 0}\nI bid 3.',
    "Dealer: I'd bid 1 but it's forbidden. 0 then.",
    "Dealer hook: bids total 3 so far, I can't say 1. I'll say 2.",
    '{"action": "pass", "cards": ["Qs", "As", "Ks"], "direction": "across"}',
    '{"pass": ["Ah", "Kd", "Qs"]}',
    "Passing the 2♣ would lose the lead... I'll pass A♥, K♦, T♦ instead.",
    '{"action": "pass", "cards": ["Qs", "Ks", "As"]}\nNote: this voids nothing, but the spades are the danger.',
    "Passing right this round. Q♠ K♠ A♠ go.",
    "## Pass\n- K♦\n- 10♦\n- 4♦ (void in diamonds)",
    '{"card": "Th", "second_choice": "Qh"}',
    "I'd like to play the Q♠, but the A♠ is still out. 9♣.",
    "Q♠ — sorry, I meant the 9♣.",
    '{"action": "play", "card": "Kh"}\nNope, 4h.',
    "The A♦ hasn't been played yet, so my K♦ could lose. Duck: 3♦.",
    "West: 9♦, North: Q♦, East: 5♦. I'm last: J♦ loses to the queen, so 3♦.",
    "Cut with my lowest spade.",
    (
        "Okay, let me work through this.\n\nI'm in the big blind with A♥Q♥. The button opened to 6 and the "
        "small blind folded. Pot is 9 + 6... so 10 after blinds. Calling costs 4.\n\nAQs is far ahead of a "
        "button opening range. A 3-bet for value makes sense; standard sizing out of position is around 4x, so "
        "24.\n\n**Raise to 24**"
    ),
    '```json\n{"action": "raise", "amount": 90}\n```\nNo — he\'s too tight for that. Fold.',
    (
        "EV estimates (chips):\n- fold: 0\n- call: -4.2\n- raise to 55: -1.0\n\nEverything continuing is "
        "negative, so I let it go."
    ),
    (
        "He bet 30. My options: fold, call 30, or raise to between 60 and 200. A raise to 90 charges his "
        "draws. Going with that."
    ),
    '{"action": "fold"}\n\nOr am I being too tight? Still, fold.',
    "I'll lead for 18.\n\nRaise_to and call_amount are not relevant here since nobody bet.",
    "Betting is -0.8 EV, checking is +0.3 EV. Checking it is.",
    "Last round I bet 20 and he called; now I check the river.",
    (
        "Pass decision (left). I hold the Q♠ with only the K♠ and A♠ as spades — the queen will get caught. "
        'Pass all three high spades:\n\n{"action": "pass", "cards": ["As", "Ks", "Qs"]}'
    ),
    # refused since session 35 (was misread as the A♠): "pass it" names by a pronoun the Q♠ written before it
    "Keep the Q♠? No — pass it, along with A♠ and K♠.",
}

# Answers read as something other than their writer meant, with the rule that misfired (best guess).
MISREAD_LEFT = {}


(
    test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
    test_each_answer_is_read_as_meant_or_refused_where_listed,
    test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
    test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
) = corpus_tests(CORPUS, REFUSED_THOUGH_CLEAR, MISREAD_LEFT, least=250)
