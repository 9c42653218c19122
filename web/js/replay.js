// Reading replay bytes and replaying a hand's events into a table state. No DOM here.
//
// parseReplay() applies the same line-level rules as cosino.arena.replay.read_replay (UTF-8, one
// JSON object per newline-terminated line, the episode header first) so a broken file is
// refused before anything is drawn; the full check is the Python one run by "verify".

import { clipped, visibleText } from "./dom.js";
import { largest } from "./extent.js";

export class ReplayError extends Error {}

const INT_FIELDS = ["hand", "pos", "slot", "amount"];
// Levels of arrays and objects in one line: the core's parser gives up near 1,000 ("nested too
// deeply"), and drawing a far deeper value (String() of a nested array recurses) stopped the page.
export const LINE_DEPTH = 1000;

/** Whether a parsed JSON value has arrays or objects nested more than ``limit`` levels (no recursion). */
export function deeperThan(value, limit) {
  const stack = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop();
    if (!v || typeof v !== "object") continue;
    if (depth > limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Whether the JSON `text` (already parsed, so well formed) nests more than `limit` arrays and objects,
 * read off its brackets outside strings in one pass: walking every value of a line of 100,000 keys
 * took half a second, and only a line this finds deep is walked. */
function bracketsDeeperThan(text, limit) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // an escape: the next character is never the string's end
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

// A line that may hold a character that ends a line, reorders or hides text: any but printable ASCII,
// or a backslash (a JSON escape such as \u202e writes the character too). Other lines are drawn as read.
const MAY_HIDE = /[^\x20-\x7e]|\\/;

/** A reviver giving every string of a record, value or key, as the page may draw it (dom.visibleText).
 * Records are drawn before any verdict, from whatever file was opened: an alias, an action or a field
 * name of an edited line reached the seats, the log and the table raw (a bidi override, a U+2028). */
function shownStrings(key, value) {
  if (typeof value === "string") return visibleText(value);
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [visibleText(k), v])); // own keys, "__proto__" too
}

/** JSON `text` (a results file given beside a replay: anyone's until verified) parsed, with every string
 * as the page may draw it, as a replay's records are; a value nested past LINE_DEPTH is returned as
 * parsed, for the caller's own depth check to refuse (a reviver recurses once per level). */
export function parseShown(text) {
  const value = JSON.parse(text);
  return MAY_HIDE.test(text) && !bracketsDeeperThan(text, LINE_DEPTH) ? JSON.parse(text, shownStrings) : value;
}

/** The record of `line` (parsed as `raw`, and not deep: a reviver recurses once per level) as drawn. A
 * refused answer is drawn as JSON text, which visibleText escapes whole: its own "\n" stays as sent. */
function shown(line, raw) {
  const record = JSON.parse(line, shownStrings);
  if (Object.hasOwn(raw, "received")) record.received = raw.received;
  return record;
}

/** The text of replay bytes, split into its lines (the newline ending the last one dropped). */
function linesOf(bytes, name) {
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ReplayError(`${name}: not valid UTF-8`);
  }
  if (text.length === 0) throw new ReplayError(`${name}: empty file`);
  const lines = text.split("\n");
  if (lines[lines.length - 1] !== "") {
    throw new ReplayError(`${name}: line ${lines.length}: truncated: the last line has no newline`);
  }
  lines.pop();
  return lines;
}

/** Parse and check each of `lines`, the file's line `first` onwards (0-based), onto `records`; `header` is the
 * file's first record when `records` starts past it. */
function readLines(lines, first, records, name, games, header = null) {
  lines.forEach((line, k) => {
    const i = first + k;
    const at = `${name}: line ${i + 1}`;
    let record;
    try {
      record = JSON.parse(line);
    } catch (err) {
      throw new ReplayError(`${at}: not valid JSON`);
    }
    if (record === null || typeof record !== "object" || Array.isArray(record)) {
      throw new ReplayError(`${at}: expected a JSON object`);
    }
    if (line.length > LINE_DEPTH && bracketsDeeperThan(line, LINE_DEPTH) && deeperThan(record, LINE_DEPTH)) throw new ReplayError(`${at}: nested too deeply`);
    if (MAY_HIDE.test(line)) record = shown(line, record);
    if (typeof record.type !== "string") throw new ReplayError(`${at}: field 'type' is missing or not a string`);
    for (const key of INT_FIELDS) {
      if (key in record && !Number.isInteger(record[key])) throw new ReplayError(`${at}: field '${key}': expected an integer`);
    }
    if (i === 0) checkHeader(record, at, games);
    else if (record.type === "episode") throw new ReplayError(`${at}: a second episode header`);
    else if (record.type === "hand" && Array.isArray(record.slots) && record.slots.length > (header ?? records[0]).seats.length) {
      throw new ReplayError(`${at}: field 'slots': ${record.slots.length} slots for ${(header ?? records[0]).seats.length} seats`);
    }
    records.push(record);
  });
}

/**
 * Parse replay bytes (Uint8Array) into {header, records, hands, game, trick}; throw ReplayError
 * naming line and field. `games` is build.json's "games" (each variant's GameType as JSON).
 */
export function parseReplay(bytes, name = "replay", games = {}) {
  const lines = linesOf(bytes, name);
  const records = [];
  readLines(lines, 0, records, name, games);
  const header = records[0];
  const game = (games && games[header.variant]) || null;
  const seedText = exactSeed(lines[0], header, name);
  return withIndex({ header, records, hands: splitHands(records), game, trick: game ? game.family === "tricks" : false, seedText });
}

/** Whether the bytes `before` begin `after` (a live log that only grew since it was read). */
export function startsWith(after, before) {
  if (!before || before.length > after.length) return false;
  for (let i = 0; i < before.length; i++) if (after[i] !== before[i]) return false;
  return true;
}

/**
 * `parsed` cut to its first `keep` records (those a running episode's public view keeps for good), then
 * extended by `tail`, the bytes of the lines that follow them now: the view may have changed past `keep`
 * (a duplicate pair's withheld hand shown once its mirror is over). Only `tail` is parsed, with the checks
 * (and line numbers) of parseReplay; throws ReplayError as it does, `parsed` untouched. Otherwise `parsed`'s
 * records, hands and nets are revised in place and belong to the result: until review 53b each poll copied
 * them all (a million records at 10^6 events).
 */
export function reviseReplay(parsed, keep, tail, name = "replay", games = {}) {
  if (keep === 0) return parseReplay(tail, name, games);
  const added = [];
  readLines(tail.length ? linesOf(tail, name) : [], keep, added, name, games, parsed.records[0]);
  const { records, hands } = parsed;
  records.length = keep;
  for (const record of added) records.push(record); // not push(...added): one argument a record
  while (hands.length && hands[hands.length - 1].start >= keep) hands.pop();
  // The last hand kept may have been cut or may grow: its bounds are found again from its start.
  const from = hands.length ? hands.pop().start : 0;
  const endAt = parsed.endAt !== null && parsed.endAt < keep ? parsed.endAt : null;
  return withIndex({ ...parsed, records, hands: splitHands(records, hands, from, true), endAt }, keep);
}

/** `parsed` with what each step looks up kept once: where its `end` record is (`null`: none), looked
 * for from record `from` on when the records before it were looked through already, and the running nets
 * after each hand's end (cumulativeNets), those of records before `from` kept. */
function withIndex(parsed, from = 0) {
  let endAt = parsed.endAt ?? null;
  for (let i = from; endAt === null && i < parsed.records.length; i++) if (parsed.records[i].type === "end") endAt = i;
  const nets = netsFrom(parsed.records, parsed.header.seats.length, from && parsed.nets ? parsed.nets : [], from);
  return { ...parsed, endAt, nets };
}

function exactSeed(line, header, name) {
  if (header.seed === undefined) return null;
  const seen = [];
  let text = null;
  try {
    JSON.parse(line, function (key, value, context) {
      if (key === "seed" && context && typeof context.source === "string") seen.push([this, context.source]);
      if (key === "") text = (seen.find(([holder]) => holder === value) || [null, null])[1]; // the top level's own
      return value;
    });
  } catch (err) {
    // A reviver recurses once per level: a header nested thousands deep overflows the stack (the core refuses it too).
    if (err instanceof RangeError) throw new ReplayError(`${name}: line 1: nested too deeply`);
    throw err;
  }
  // Without source text (older engines): canonical bytes sort the header's keys, so its own seed is the one before "type".
  const canonical = /"seed":(\d+),"type":"episode"/.exec(line);
  return text ?? (canonical && String(Number(canonical[1])) === String(header.seed) ? canonical[1] : String(header.seed));
}

// The most seats any variant of this build seats (build.json's games), 0 when none is known: a header
// with a hundred thousand seats drew as many on every step, seconds each.
function mostSeats(games) {
  return largest(Object.values(games || {}).map((g) => g && g.maxSeats).filter(Number.isInteger), 0);
}

function checkHeader(record, at, games) {
  if (record.type !== "episode") {
    throw new ReplayError(`${at}: field 'type': the first line must be the episode header, got '${record.type}'`);
  }
  if (typeof record.variant !== "string") throw new ReplayError(`${at}: field 'variant' is missing`);
  if (!Number.isInteger(record.hands)) throw new ReplayError(`${at}: field 'hands' is missing`);
  if (!Array.isArray(record.seats) || record.seats.length === 0) throw new ReplayError(`${at}: field 'seats': expected a list`);
  const most = mostSeats(games);
  if (most && record.seats.length > most) {
    throw new ReplayError(`${at}: field 'seats': ${record.seats.length} seats, more than any variant seats (${most})`);
  }
  record.seats.forEach((seat, k) => {
    if (!seat || typeof seat !== "object" || typeof seat.agent !== "string") {
      throw new ReplayError(`${at}: field 'seats[${k}]': each seat needs a string 'agent'`);
    }
  });
}

/** Each hand's first and last record index ([{hand, start, end}], records[start] the 'hand' record); `known`,
 * those of the first `from` records, is continued: a copy of it, or itself when `inPlace`. */
function splitHands(records, known = [], from = 0, inPlace = false) {
  const hands = inPlace ? known : known.slice();
  let current = hands.length ? (hands[hands.length - 1] = { ...hands[hands.length - 1] }) : null;
  for (let i = from; i < records.length; i++) {
    const r = records[i];
    if (r.type === "hand") {
      current = { hand: r.hand, start: i, end: i };
      hands.push(current);
    } else if (current && r.hand === current.hand) {
      current.end = i;
    }
  }
  return hands;
}

// Characters of an alias or agent name drawn: an edited header's name of 200,000 characters was drawn
// on every seat, log entry and chart label (2.8 s to open); a real one is a word.
export const NAME_SHOWN = 64;

/** Alias of a slot, as text (never markup), clipped to NAME_SHOWN. */
export function aliasOf(header, slot) {
  const seat = header.seats[slot];
  return seat && typeof seat.alias === "string" ? clipped(seat.alias, NAME_SHOWN) : `slot ${slot}`;
}

// Fixed-limit games (their actions carry no amounts) publish their bet sizes per street; the
function limitOf(game) {
  if (!game || !Array.isArray(game.betSizes) || !game.betSizes.length) return null;
  return { ante: Number.isInteger(game.ante) ? game.ante : 1, sizes: game.betSizes };
}

/**
 * The table after applying records[from..upto] (inclusive) of one hand.
 * Returns {seats (by position), board, pot, pots, log, trick, lastTrick, tricks, info, turn, done, ...}.
 */
export function tableState(replay, handRange, upto) {
  const { header, records } = replay;
  const variant = header.variant;
  const limit = limitOf(replay.game);
  const start = records[handRange.start];
  const slots = Array.isArray(start.slots) ? start.slots : header.seats.map((_, i) => i);
  const state = {
    hand: start.hand,
    button: start.button ?? 0,
    seats: slots.map((slot, pos) => ({
      pos,
      slot,
      alias: aliasOf(header, slot),
      agent: header.seats[slot] ? clipped(header.seats[slot].agent, NAME_SHOWN) : "",
      stack: Array.isArray(start.stacks) ? start.stacks[pos] : null,
      bet: 0,
      total: 0,
      cards: [],
      folded: false,
      shown: null,
      category: null,
      won: 0,
      bid: null,
      tricks: 0,
      points: null,
      net: null,
      lastAction: null,
      hidden: 0,
      say: null,
      refused: null,
    })),
    board: [],
    pot: 0,
    pots: [],
    round: 0,
    log: [],
    trick: [],
    lastTrick: null,
    tricks: [],
    info: [],
    trump: null,
    turn: null,
    ended: null,
    voided: null,
    audits: [],
  };
  if (limit) {
    for (const s of state.seats) {
      s.bet = limit.ante;
      s.total = limit.ante;
      if (s.stack !== null) s.stack -= limit.ante;
      state.pot += limit.ante;
    }
  }
  const last = Math.min(upto, records.length - 1);
  for (let i = handRange.start + 1; i <= last; i++) applyRecord(state, records[i], i, variant, limit);
  // Whose turn: the actor of the next action record of this hand.
  for (let i = last + 1; i <= handRange.end; i++) {
    if (records[i].type === "action") {
      state.turn = records[i].pos;
      break;
    }
  }
  return state;
}

function seatAt(state, pos) {
  return Number.isInteger(pos) && pos >= 0 && pos < state.seats.length ? state.seats[pos] : null;
}

function put(state, seat, amount) {
  if (!seat || !Number.isFinite(amount)) return;
  seat.bet += amount;
  seat.total += amount;
  if (seat.stack !== null) seat.stack -= amount;
  state.pot += amount;
}

function applyRecord(state, r, index, variant, limit) {
  const seat = seatAt(state, r.pos);
  switch (r.type) {
    case "deal":
      if (seat && Array.isArray(r.cards)) seat.cards = r.cards.slice();
      if (seat && Number.isInteger(r.hidden)) seat.hidden = r.hidden; // a public record: only the count
      state.log.push({ index, pos: r.pos, text: "dealt", private: true, cards: Array.isArray(r.cards) && r.cards.length <= 3 ? r.cards : null });
      break;
    case "blind":
      put(state, seat, r.amount);
      state.log.push({ index, pos: r.pos, text: `posts ${r.blind ?? ""} blind ${r.amount}`.replace("  ", " ") });
      break;
    case "action":
      applyAction(state, seat, r, index, limit);
      break;
    case "board":
      if (Array.isArray(r.cards)) state.board = state.board.concat(r.cards); // not push(...): one argument a card
      for (const s of state.seats) s.bet = 0;
      state.round += 1;
      state.log.push({ index, text: `board ${Array.isArray(r.cards) ? r.cards.join(" ") : ""}`, cards: r.cards });
      break;
    case "return":
      if (seat) {
        seat.bet -= r.amount;
        seat.total -= r.amount;
        if (seat.stack !== null) seat.stack += r.amount;
        state.pot -= r.amount;
      }
      state.log.push({ index, pos: r.pos, text: `takes back ${r.amount} uncalled` });
      break;
    case "showdown":
      if (seat) {
        seat.shown = Array.isArray(r.cards) ? r.cards : seat.cards;
        seat.category = r.category ?? null;
      }
      state.log.push({ index, pos: r.pos, text: `shows${r.category ? " " + r.category : ""}`, cards: r.cards });
      break;
    case "pot":
      state.pots.push({ amount: r.amount, eligible: r.eligible || [], winners: r.winners || [], shares: r.shares || [] });
      (r.winners || []).forEach((w, k) => {
        const ws = seatAt(state, w);
        if (ws) {
          const share = (r.shares || [])[k] ?? 0;
          ws.won += share;
          if (ws.stack !== null) ws.stack += share;
        }
      });
      state.log.push({
        index,
        text: `pot ${r.amount}: ${(r.winners || []).map((w, k) => `${seatAt(state, w)?.alias ?? w} +${(r.shares || [])[k] ?? ""}`).join(", ")}`,
      });
      break;
    case "award":
      if (seat) {
        seat.won += r.pot ?? 0;
        if (seat.stack !== null) seat.stack += r.pot ?? 0;
      }
      if (Array.isArray(r.showdown)) {
        r.showdown.forEach((c, p) => {
          const s = seatAt(state, p);
          if (s) s.shown = [c];
        });
      }
      state.log.push({ index, pos: r.pos, text: `wins ${r.pot ?? ""}` });
      break;
    case "trick": {
      const winner = seatAt(state, r.pos);
      if (winner) winner.tricks += 1;
      const done = { winner: r.pos, leader: r.leader, cards: r.cards || [], points: r.points ?? null };
      state.tricks.push(done);
      state.lastTrick = done;
      state.trick = [];
      state.log.push({ index, pos: r.pos, text: `wins trick ${state.tricks.length}${r.points ? ` (${r.points} points)` : ""}` });
      break;
    }
    case "bids":
      if (Array.isArray(r.bids)) r.bids.forEach((b, p) => seatAt(state, p) && (seatAt(state, p).bid = b));
      break;
    case "score":
      for (const key of ["points", "teamPoints", "bags", "tricks"]) {
        if (Array.isArray(r[key])) state.info.push({ label: key, values: r[key] });
      }
      if (Array.isArray(r.points)) r.points.forEach((v, p) => seatAt(state, p) && (seatAt(state, p).points = v));
      state.log.push({ index, text: "hand scored" });
      break;
    case "handEnd":
      state.ended = r;
      for (const s of state.seats) s.net = Array.isArray(r.nets) ? r.nets[s.slot] : null;
      state.log.push({ index, text: "hand over" });
      break;
    case "handVoid":
      state.voided = r.reason ?? "void";
      state.log.push({ index, text: `hand void (${r.reason}): refunded, not scored` });
      break;
    case "withheld":
      // A live view hides a duplicate pair's first hand: its deck deals the mirror hand too.
      state.log.push({ index, text: "withheld until the mirror hand, dealt from the same deck, is over" });
      break;
    case "audit":
      state.audits.push(r);
      state.log.push({ index, text: `audit: ${describe(r)}` });
      break;
    default:
      applyOther(state, r, index);
  }
}

function applyAction(state, seat, r, index, limit) {
  const kind = r.action;
  let amountText = "";
  if (kind === "fold") {
    if (seat) seat.folded = true;
  } else if (kind === "play") {
    if (seat) seat.cards = seat.cards.filter((c) => c !== r.card);
    if (state.trick.length === 0) state.lastTrick = null;
    state.trick.push({ pos: r.pos, card: r.card });
  } else if (kind === "pass" && r.card) {
    if (seat) seat.cards = seat.cards.filter((c) => c !== r.card);
  } else if (kind === "bid") {
    if (seat) seat.bid = r.amount;
  } else if (limit) {
    const size = limit.sizes[Math.min(state.round, limit.sizes.length - 1)];
    const top = largest(state.seats.map((s) => s.bet));
    if (seat && kind === "bet") put(state, seat, size);
    else if (seat && kind === "call") put(state, seat, top - seat.bet);
    else if (seat && kind === "raise") put(state, seat, top - seat.bet + size);
  } else if (seat && (kind === "bet" || kind === "raise")) {
    put(state, seat, r.amount - seat.bet);
    amountText = ` to ${r.amount}`;
  } else if (seat && kind === "call") {
    put(state, seat, r.amount);
  }
  if (!amountText && r.amount !== undefined) amountText = ` ${r.amount}`;
  if (r.card !== undefined && kind !== "play" && kind !== "pass") amountText += ` ${r.card}`;
  if (seat) {
    seat.lastAction = kind + amountText;
    seat.say = typeof r.say === "string" ? r.say : null;
    seat.refused = typeof r.error === "string" ? r.error : null;
  }
  state.log.push({
    index,
    pos: r.pos,
    text: kind + amountText,
    cards: kind === "play" || kind === "pass" ? [r.card] : null,
    private: kind === "pass",
    say: typeof r.say === "string" ? r.say : null,
    error: typeof r.error === "string" ? r.error : null,
    received: r.received === undefined ? null : JSON.stringify(r.received),
  });
}

// Events particular to one game, drawn as game elements; an unknown one is listed as text.
const EVENTS = {
  passDirection: (r) => ({ kind: "pass", text: `pass ${r.direction}`, label: "pass", values: [String(r.direction)] }),
  receive: (r, st) => ({ kind: "receive", text: `receives from ${seatAt(st, r.from)?.alias ?? r.from}`, private: true }),
  upcard: (r) => ({ kind: "upcard", text: "upcard", cards: [r.card] }),
  turnDown: (r) => ({ kind: "upcard", text: "turned down", cards: [r.card] }),
  pickUp: () => ({ kind: "upcard", text: "dealer picks up" }),
  makers: (r) => ({ kind: "trump", text: `names trump${r.alone ? ", alone" : ""}`, suit: r.trump }),
  stackOff: () => ({ kind: "note", text: "out of chips: sits out" }),
  bust: () => ({ kind: "note", text: "busts" }),
};

function applyOther(state, r, index) {
  const seat = seatAt(state, r.pos);
  if (r.trump !== undefined) state.trump = r.trump;
  if (r.type === "receive" && seat && Array.isArray(r.cards)) seat.cards = seat.cards.concat(r.cards);
  const cards = Array.isArray(r.cards) ? r.cards : r.card ? [r.card] : null;
  const known = EVENTS[r.type] ? EVENTS[r.type](r, state) : null;
  const fields = Object.keys(r).filter((k) => !["type", "hand", "pos", "slot"].includes(k));
  const label = fields.map((k) => `${k} ${typeof r[k] === "object" ? JSON.stringify(r[k]) : r[k]}`).join(", ");
  const event = known ? { cards, ...known } : { kind: "other", text: `${r.type}${label ? ": " + label : ""}`, cards };
  const pos = Number.isInteger(r.pos) ? r.pos : undefined;
  state.info.push({ ...event, label: event.label ?? r.type, pos, who: seat ? seat.alias : null });
  state.log.push({ index, pos, text: event.text, cards: event.cards, suit: event.suit, private: event.private });
}

function describe(r) {
  const fields = Object.keys(r).filter((k) => k !== "type");
  return fields.map((k) => `${k} ${typeof r[k] === "object" ? JSON.stringify(r[k]) : r[k]}`).join(", ");
}

/** Each slot's cumulative net after each hand that ended: [{hand, at, nets: [by slot]}], from handEnd records
 * (`at` its index), kept on a parsed replay. */
export function cumulativeNets(replay) {
  return replay.nets ?? netsFrom(replay.records, replay.header.seats.length, [], 0);
}

/** `known` (the points of records before `from`, those at or past it dropped) continued in place from `from`. */
function netsFrom(records, n, known, from) {
  while (known.length && known[known.length - 1].at >= from) known.pop();
  const running = known.length ? known[known.length - 1].nets.slice() : new Array(n).fill(0);
  for (let i = from; i < records.length; i++) {
    const r = records[i];
    if (r.type !== "handEnd" || !Array.isArray(r.nets)) continue;
    r.nets.forEach((v, slot) => {
      if (slot < n && Number.isFinite(v)) running[slot] += v;
    });
    known.push({ hand: r.hand, at: i, nets: running.slice() });
  }
  return known;
}
