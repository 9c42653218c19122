// A running episode opened by id (?episode=ID): its public events, polled until it is final, then
// the final replay and results. While it runs the API answers {"view": "public"}: no private card.

import { LIMITS, fetchJsonBounded, tooLarge } from "./bounded.js";
import { clipped, el, fill } from "./dom.js";
import { LINE_DEPTH, deeperThan } from "./replay.js";

const $ = (id) => document.getElementById(id);
const POLL_MS = 1500;
// Levels an answer may nest: a replay line's (what the viewer reads of a record) and the answer's object and list
// around it. Deeper, writing the events back as lines (JSON.stringify) overflowed the stack past the page.
const ANSWER_DEPTH = LINE_DEPTH + 2;

const ENCODER = new TextEncoder();

function jsonlBytes(records) {
  return ENCODER.encode(records.map((r) => JSON.stringify(r) + "\n").join(""));
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// Read within the replay's bound, as the log becomes the replay: until review 51i an answer of any size was read.
async function getJson(url) {
  const data = await fetchJsonBounded(url, "live");
  if (deeperThan(data, ANSWER_DEPTH)) throw new Error(`${url}: the answer is nested deeper than ${ANSWER_DEPTH} levels`);
  return data;
}

/** The episode's state from the API, checked: a status text, and the final replay's and results' keys as texts.
 * Until review 51d a state of another kind (null, a status that is an object) stopped the page on a TypeError. */
async function stateAt(url) {
  const state = await getJson(url);
  const keys = isObject(state) ? [state.replay, state.results].filter((k) => k !== undefined && k !== null) : [];
  if (!isObject(state) || typeof state.status !== "string" || keys.some((k) => typeof k !== "string")) {
    throw new Error(`${url}: not an episode's state (a status and the final files' keys, each a text)`);
  }
  return state;
}

/** The episode's public events from the API, checked to be a list. */
async function eventsAt(url) {
  const answer = await getJson(url);
  if (!isObject(answer) || !Array.isArray(answer.events)) throw new Error(`${url}: not a list of events`);
  return answer;
}

const isCount = (value) => Number.isInteger(value) && value >= 0;
const isToken = (value) => value === null || typeof value === "string";

/** Where an answer's events go: after the first `from` records, with `stable` of them kept for good and
 * `stablePrefix` their token. An API that reads no `from` (its answer has none) lists the whole log. */
function placeOf(answer, url) {
  if (answer.from === undefined) return { from: 0, stable: 0, token: null, whole: true };
  const { from, count, stable, prefix, stablePrefix } = answer;
  const fits = isCount(from) && isCount(count) && isCount(stable) && stable <= count && isToken(prefix) && isToken(stablePrefix);
  const adds = from <= count ? from + answer.events.length === count : answer.events.length === 0;
  if (!fits || !adds) {
    throw new Error(`${url}: the answer's counts do not add up (from, count, stable and its events)`);
  }
  return { from, stable, token: stablePrefix };
}

// The held buffer's least capacity; outgrown, it takes half as much again as it needs, up to the live bound.
const FIRST_CAPACITY = 1 << 16;

/** The running log the page holds: its public records as replay lines, where each ends, and how many of them lead
 * the log for good (asked from at each poll, and checked by their token). Until review 52d each poll fetched and
 * parsed the whole log: 1.6 to 5.3 s a poll at 10^6 events. The lines sit in a buffer grown by half when outgrown:
 * until review 53b each poll with news copied every byte held into a new one (60 MB at 10^6 events). */
export class HeldLog {
  constructor() {
    this.allocations = 0; // buffers allocated since the page opened: a few as the log grows, not one a poll
    this.encoded = 0; // records the last take wrote out as lines: its news, not a whole log's every record
    this.clear();
  }

  clear() {
    this.ends = []; // where each record's line ends in `bytes`: one a record
    this.buffer = new Uint8Array(0);
    this.length = 0;
    this.written = 0; // the furthest byte written into this buffer: the viewer may show more than is held now
    this.stable = 0;
    this.token = null;
    this.view = null;
    this.undo = null;
    this.rewritten = null; // the first record shown that the last answer rewrote, if it rewrote one
  }

  /** The lines held: a view of the buffer (no copy), valid until the next take writes over it. */
  get bytes() {
    return this.buffer.subarray(0, this.length);
  }

  /** Whether `answer` (to `from=this.stable`) continues the records held: the same view, and the records before
   * `from` the ones held (their token). */
  continues(answer, place) {
    if (answer.view !== this.view || place.from !== this.stable) return false;
    return this.stable === 0 || answer.prefix === this.token;
  }

  /** `lines` written at byte `at`, the buffer grown (by half, within `limit`) when they do not fit. */
  write(at, lines, limit) {
    const need = at + lines.length;
    if (need > this.buffer.length) {
      const grown = new Uint8Array(Math.max(need, Math.min(limit, Math.max(FIRST_CAPACITY, need + (need >> 1)))));
      grown.set(this.buffer.subarray(0, at));
      this.buffer = grown;
      this.allocations++;
      this.written = 0;
      this.undo = null;
    } else {
      // The bytes the viewer shows (a view of this buffer, longer than the log held if that shrank) are put back
      // if it refuses the new ones.
      this.undo = { at, bytes: this.buffer.slice(at, this.written) };
    }
    this.buffer.set(lines, at);
    this.length = need;
    this.written = Math.max(this.written, need);
  }

  /** Put back the bytes the last take wrote over, then hold nothing: the viewer refused them and shows the old. */
  refused() {
    if (this.undo) this.buffer.set(this.undo.bytes, this.undo.at);
    this.clear(); // the viewer keeps the old buffer; the next poll reads the log into a new one
  }

  /** How many of the records held from record `from` (its line at byte `at`) `lines` repeats byte for byte. */
  unchangedRecords(from, at, lines) {
    const most = Math.min(lines.length, this.length - at);
    let same = 0;
    while (same < most && lines[same] === this.buffer[at + same]) same++;
    let records = from;
    while (records < this.ends.length && this.ends[records] <= at + same) records++;
    return records - from;
  }

  /** Whether record `k` held is `text` (a record written by JSON.stringify) and a newline, byte for byte. */
  holdsLine(k, text) {
    const start = k ? this.ends[k - 1] : 0;
    const end = this.ends[k];
    if (end - start < text.length + 1) return false; // a text takes at least a byte a character in UTF-8
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c > 127) {
        const line = ENCODER.encode(text + "\n");
        return line.length === end - start && line.every((b, j) => b === this.buffer[start + j]);
      }
      if (c !== this.buffer[start + i]) return false;
    }
    return end - start === text.length + 1; // the line's last byte is its only newline
  }

  /** How many of the records held lead `events` unchanged, compared a record at a time: a whole log's answer is
   * encoded from its first change only. Until review 55c it was encoded whole at each poll (3 s and 180 MB of
   * passing text and bytes at 10^6 records). */
  leadingRecords(events) {
    const most = Math.min(events.length, this.ends.length);
    let k = 0;
    while (k < most && this.holdsLine(k, JSON.stringify(events[k]))) k++;
    return k;
  }

  /** Whether record `k` held is a duplicate pair's withheld hand: the one record a running log's view replaces. */
  withheldAt(k) {
    const line = this.buffer.subarray(k ? this.ends[k - 1] : 0, this.ends[k]);
    try {
      return JSON.parse(new TextDecoder().decode(line)).type === "withheld";
    } catch {
      return false;
    }
  }

  /** Take the answer's events after the first `place.from` records. What was kept (the records, and their bytes,
   * the viewer keeps as it shows them), or false when nothing changed. A record the page showed that the answer
   * changes, where only open records may (past the stable ones, or a withheld hand released), is a rewritten
   * history: `rewritten` says from which record. Until review 54c a log read whole took a new buffer at each poll
   * with news, and one whose count stayed was no news, whatever its bytes. */
  take(answer, place, url) {
    const before = this.ends.length;
    const skipped = place.whole ? this.leadingRecords(answer.events) : 0; // a whole log's place.from is 0
    const from = Math.min(place.from + skipped, before);
    const at = from ? this.ends[from - 1] : 0;
    const lines = jsonlBytes(skipped ? answer.events.slice(skipped) : answer.events);
    this.encoded = answer.events.length - skipped;
    // Bounded as the whole log was: what the page holds stays within one answer's limit.
    if (at + lines.length > LIMITS.live) throw tooLarge(url, "live", at + lines.length);
    // A duplicate pair's open records come again at every poll, a whole log all of them: only other bytes are news.
    const keep = from + this.unchangedRecords(from, at, lines);
    const bytes = keep ? this.ends[keep - 1] : 0;
    const same = keep === before && at + lines.length === this.length;
    const opened = place.whole ? keep < before && !this.withheldAt(keep) : keep < this.stable;
    this.rewritten = !same && opened ? keep : null;
    if (!same) this.write(bytes, lines.subarray(bytes - at), LIMITS.live);
    this.ends.length = keep;
    // A line's only newline is its last (JSON.stringify escapes those in strings).
    for (let i = bytes - at; i < lines.length; i++) if (lines[i] === 10) this.ends.push(at + i + 1);
    Object.assign(this, { stable: Math.min(place.stable, this.ends.length), token: place.token, view: answer.view });
    return !same && { records: keep, bytes };
  }
}

/** The log's records past those `held` keeps for good, read whole when the API says they no longer lead it. */
async function poll(base, held) {
  let url = `${base}/events?from=${held.stable}`;
  let answer = await eventsAt(url);
  let place = placeOf(answer, url);
  if (!held.continues(answer, place)) {
    // The records held stay, for take to find which of them the log read from 0 still has.
    if (place.from !== 0) {
      url = `${base}/events?from=0`;
      answer = await eventsAt(url);
      place = placeOf(answer, url);
    }
  }
  return { answer, kept: held.take(answer, place, url) };
}

/** Show episode `id` from the API and keep following it; resolves after the first view is drawn. */
export async function watchLive(id, hooks) {
  const base = `api/episodes/${encodeURIComponent(id)}`;
  const banner = $("live");
  const held = new HeldLog();
  let shown = 0; // the events the page shows: until review 55c a refused answer's were counted
  let rewritten = null; // said from the poll that found records shown rewritten on: a reader may look away
  const tick = async () => {
    let state;
    let events;
    let kept;
    try {
      state = await stateAt(base);
      if (state.status === "final" && state.replay) {
        banner.hidden = true;
        await hooks.openFromUrl(`api/blobs/${state.replay}`, state.results ? `api/blobs/${state.results}` : null);
        return;
      }
      ({ answer: events, kept } = await poll(base, held));
    } catch (err) {
      fill(banner, el("strong", { text: "Cannot follow this episode: " }), clipped(err.message, 400));
      banner.hidden = false;
      return;
    }
    if (kept !== false) {
      const count = held.ends.length;
      if (count && hooks.openReplay(held.bytes, null, `${id} (live)`, true, kept)) {
        hooks.follow();
        shown = count;
        if (held.rewritten !== null) rewritten = held.rewritten;
      } else if (count) held.refused(); // the page shows none of it, so the next poll reads the log whole
      else shown = 0;
    }
    banner.dataset.allocations = String(held.allocations);
    if (rewritten !== null) banner.dataset.rewritten = String(rewritten);
    banner.dataset.view = typeof events.view === "string" ? clipped(events.view, 40) : "";
    const status = clipped(state.status, 40);
    const changed = rewritten === null ? null : el("span", { className: "rewritten", text: ` \u00b7 records already shown were rewritten from step ${rewritten} on (a restore, or an API changing its history): shown as the API has them now.` });
    fill(banner, el("strong", { text: "live" }), ` \u00b7 ${status} \u00b7 ${shown} events`, changed, " \u00b7 public information only: private cards stay face down until the episode is final.");
    banner.hidden = false;
    setTimeout(tick, POLL_MS);
  };
  await tick();
}
