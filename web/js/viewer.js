// The replay viewer page: open a replay, step through it, show results and diagnostics,
// and verify it in the browser. All replay text reaches the page through textContent.

import { card, cardBack, clipped, el, fill, num, suitSymbol, visibleText } from "./dom.js";
import { NAME_SHOWN, ReplayError, aliasOf, deeperThan, parseReplay, parseShown, reviseReplay, tableState } from "./replay.js";
import { renderAudit, renderExploitability } from "./diagnostics.js";
import { bootVerifier, equityInBrowser, startVerifier, verifyInBrowser } from "./verify.js";
import { LEAGUE_MANIFEST, loadIndex, showAgent, showIndex } from "./browse.js";
import { Refused, TooLarge, fetchBounded, fetchJsonBounded, readFileBounded } from "./bounded.js";
import { netChart } from "./chart.js";
import { watchLive } from "./live.js";
import { NotOnSite, shownPath, sitePath } from "./source.js";

const $ = (id) => document.getElementById(id);
// Milliseconds since the page opened at each stage, with the worker's, on #verdict's data-timeline.
const pageMarks = {};
const markPage = (name) => (pageMarks[name] = performance.now());

const view = {
  build: null, // build.json: the wheel's path and the samples
  replay: null, // parsed replay
  replayBytes: null,
  resultsBytes: null,
  results: null, // results object shown (from the file, else recomputed)
  resultsSource: null,
  cursor: 0,
  timer: null,
  name: "",
  live: false, // a running episode's public events: never any equity
  equity: new Map(), // hand number -> {result} from the worker, for the replay open
};

// ---------------------------------------------------------------------------------------------
// Loading

// A message may quote an address (a link's ?replay= or ?manifest=, fragment and query included) or a file's
// text: every line break, bidi control or hidden character in it is drawn as its escape.
function showError(message) {
  const box = $("error");
  delete box.dataset.standing; // replaced: nothing is left standing to keep
  fill(box, el("strong", { text: "Cannot open this replay. " }), visibleText(message));
  box.hidden = false;
}

/** Hide the error box; `live` (a running episode's poll) leaves an address notice said for it standing. */
function clearError(live = false) {
  if (live && $("error").dataset.standing) return;
  delete $("error").dataset.standing;
  $("error").hidden = true;
  fill($("error"));
}

// Levels of arrays and objects the core reads in results (cosino.primitives.jsonsafe.MAX_DEPTH). Deeper,
// drawing a value (String() of a nested array recurses) overflowed the stack and stopped the page.
const RESULTS_DEPTH = 64;

/** The replay parsed from `replayBytes`: a running episode's log that only grew since the last poll
 * has only its new lines parsed (re-parsing 50,000 events took 0.1 s of every 1.5 s poll). `kept`, from the
 * live poll, says its first `records` lines (`bytes` bytes) are the shown replay's: only the rest is parsed. */
function readReplay(replayBytes, resultsBytes, name, live, kept) {
  const games = view.build ? view.build.games : {};
  const same = live && view.live && view.replay && !resultsBytes && view.name === name;
  if (same && kept && kept.records <= view.replay.records.length) {
    return reviseReplay(view.replay, kept.records, replayBytes.subarray(kept.bytes), name, games);
  }
  return parseReplay(replayBytes, name, games);
}

/** The first of `hands` whose record lies past the first `records`: the hands before it are as they were. */
function handsBefore(hands, records) {
  let [lo, hi] = [0, hands.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hands[mid].start < records) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Open replay bytes (and optional results bytes); refuse an invalid replay and keep the page usable. `live`: a
 * running episode's poll, whose caller then puts the cursor and draws the table (follow). `kept`: see readReplay. */
export function openReplay(replayBytes, resultsBytes, name, live = false, kept = null) {
  name = visibleText(name); // a file's name is anyone's text: no bidi override or line break in the title
  let parsed;
  try {
    parsed = readReplay(replayBytes, resultsBytes, name, live, kept);
  } catch (err) {
    if (err instanceof ReplayError) {
      showError(err.message);
      return false;
    }
    throw err;
  }
  clearError(live);
  stopPlaying();
  // A running episode's replay revised in place keeps the hands "jump to" lists before the first it revised.
  const listed = parsed.hands === view.replay?.hands ? handsBefore(parsed.hands, kept.records) : 0;
  view.replay = parsed;
  view.replayBytes = replayBytes;
  view.resultsBytes = resultsBytes || null;
  view.manifestBytes = view.explicitManifest || null; // a file from disk: only a manifest named in the address
  view.manifestFrom = view.explicitManifest ? view.manifestUrl : null;
  view.name = name;
  view.live = live;
  view.equity = new Map();
  view.results = null;
  view.resultsSource = null;
  if (resultsBytes) {
    try {
      view.results = parseShown(new TextDecoder("utf-8", { fatal: true }).decode(resultsBytes)); // its keys and texts drawn escaped
      // Any file can be named beside a published replay: until verified, its numbers are only its own.
      view.resultsSource = "the results file, not yet checked against the replay (Verify recomputes them)";
    } catch {
      showError(`${name}: the results file given with it is not valid JSON; the replay is shown without it.`);
      view.resultsBytes = null;
    }
    if (deeperThan(view.results, RESULTS_DEPTH)) {
      showError(`${name}: the results file given with it is nested deeper than ${RESULTS_DEPTH} levels; the replay is shown without it.`);
      view.results = null; // its bytes stay, for the verifier to name the fault as the core does
      view.resultsSource = null;
    }
  }
  view.cursor = parsed.hands.length ? parsed.hands[0].start : 0;
  resetVerdict();
  $("viewer").hidden = false;
  buildJumpList(0, listed);
  buildViewpoints();
  renderAll(!live); // a live poll's caller puts the cursor where it follows, then draws the table once
  $("title").focus({ preventScroll: true }); // keyboard and screen-reader users start at the replay
  return true;
}

// A hand or step number as an address gives it: decimal digits only, at most 15 (a safe integer). Until review
// 50b Number() read them, so "?hand=0x3" opened hand 3, "?hand=1e1" hand 10 and " 3" or "3.0" hand 3.
const ADDRESS_NUMBER = /^[0-9]{1,15}$/;
const addressNumber = (text) => (ADDRESS_NUMBER.test(text ?? "") ? Number(text) : null);

/** Where the address's step (the record index) or hand (1-based, as shown) puts the cursor in `replay`:
 * `cursor` (null: where the replay opens), `reached` when it is the record named, and a `notice` when what is
 * shown is not what the address names. Until review 50b a hand past the last showed the last and "?hand=0",
 * "?hand=-1" or "?hand=٣" the first, with no word: the reader took hand 16 for the hand 17 a link named. A step
 * that is no number beside a hand is said too, and the hand read: until review 50h "?step=0x10&hand=3" showed
 * hand 3 with no word of the step (step 16 before review 50b). */
function addressedCursor(params, replay) {
  const last = replay.records.length - 1;
  if (!params.has("step")) return handCursor(params, replay);
  const step = addressNumber(params.get("step"));
  if (step !== null && step <= last) return { cursor: step, reached: true };
  if (step !== null) return { cursor: last, notice: `?step=${step} is past the last step (${last}): showing step ${last}.` };
  const notice = `?step=${shownPath(params.get("step"))} is not a step number (0 to ${last})`;
  if (!params.has("hand")) return { cursor: null, notice: `${notice}.` };
  const target = handCursor(params, replay);
  const stepNotice = `${notice}: the hand is read instead.`;
  return { ...target, stepNotice, notice: `${stepNotice}${target.notice ? ` ${target.notice}` : ""}` };
}

/** Where the address's hand (1-based, as shown) puts the cursor: as addressedCursor says. */
function handCursor(params, replay) {
  const hands = replay.hands;
  const given = (key) => shownPath(params.get(key));
  const hand = addressNumber(params.get("hand"));
  if (hand === null || hand < 1) {
    const count = hands.length ? ` to ${hands.length}` : "";
    return { cursor: null, notice: `?hand=${given("hand")} names no hand: hands are counted from 1${count}.` };
  }
  if (hand <= hands.length) return { cursor: hands[hand - 1].start, reached: true };
  if (!hands.length) return { cursor: null, waiting: true, notice: `?hand=${hand}: this replay has no hand.` };
  return { cursor: hands[hands.length - 1].start, notice: `?hand=${hand} is past the last hand (${hands.length}): showing hand ${hands.length}.` };
}

/** Say what the address names but the page does not show; `standing` keeps it through a running episode's polls. */
function showNotice(message, standing = false) {
  const box = $("error");
  fill(box, el("strong", { text: "Not what the address names. " }), visibleText(message));
  box.hidden = false;
  if (standing) box.dataset.standing = "1";
}

/** Deep link: hand N (1-based, as shown) or step K (the record index) from the address, or a word why not. */
function applyDeepLink(params) {
  if (!view.replay || !(params.has("step") || params.has("hand"))) return;
  const target = addressedCursor(params, view.replay);
  if (target.notice) showNotice(target.notice);
  if (target.cursor === null) return;
  view.cursor = target.cursor;
  renderTable();
}

/** How `?episode=ID` opens its replay: at the address's hand or step as `?replay=` does (until 2026-12-07
 * `&hand=N` was ignored there: a final episode opened at hand 1, a running one at its last event). While the
 * episode runs, each poll shows the addressed record once it is there and follows the last event until then;
 * an address that names no hand or step is said so, and the episode followed. */
function episodeHooks(params) {
  const addressed = params.has("hand") || params.has("step");
  let said = false; // the address's notice, said at the first poll that can say it and kept
  const say = (notice) => {
    if (said || !notice) return;
    said = true;
    showNotice(notice, true);
  };
  const follow = () => {
    const target = addressedCursor(params, view.replay);
    if (target.reached) {
      view.cursor = target.cursor;
      renderTable();
      say(target.notice); // a step that is no number beside the hand shown
      return;
    }
    toEnd();
    if (target.cursor === null && !target.waiting) say(target.notice); // no poll will reach it
    else say(target.stepNotice); // the hand may still be dealt; the step is no number whatever comes
  };
  const openFinal = async (replayUrl, resultsUrl) => {
    await openFromUrl(replayUrl, resultsUrl);
    if (addressed) applyDeepLink(params);
  };
  return { openReplay, openFromUrl: openFinal, follow: addressed ? follow : toEnd };
}

function buildViewpoints() {
  const h = view.replay.header;
  const keep = $("viewpoint").value;
  fill($("viewpoint"), el("option", { value: "", text: "everyone (all cards)" }),
    h.seats.map((_, slot) => el("option", { value: String(slot), text: `${aliasOf(h, slot)}'s side` })));
  $("viewpoint").value = keep && Number(keep) < h.seats.length ? keep : "";
}

async function loadManifest(url) {
  try {
    view.manifestTooLarge = null;
    return await fetchBounded(url, "manifest");
  } catch (err) {
    if (err instanceof Refused) view.manifestTooLarge = `${err.message} The replay is checked without it.`;
    showError(view.manifestTooLarge || `could not fetch the manifest ${url} (${err.message}).`);
    return null;
  }
}

// The name a replay opened by URL is shown under: its path's last part, never its query or fragment,
// which a crafted link fills with any text ("?x= OK, verified") while a static server still sends the file.
function urlName(url) {
  try {
    return new URL(url, document.baseURI).pathname.split("/").pop();
  } catch {
    return url;
  }
}

async function openFromUrl(replayUrl, resultsUrl) {
  // A replay opened by URL is checked against the published manifest: the one named in the
  // address, else the site's own.
  const manifestUrl = view.manifestUrl || (view.build && view.build.manifest) || null;
  view.urlManifestBytes = manifestUrl ? await loadManifest(manifestUrl) : null;
  let replayBytes;
  try {
    replayBytes = await fetchBounded(replayUrl, "replay");
  } catch (err) {
    showError(err instanceof Refused ? err.message : `could not fetch ${replayUrl} (${err.message}).`);
    return;
  }
  let resultsBytes = null;
  let resultsProblem = null;
  const guess = resultsUrl || (replayUrl.endsWith(".replay.jsonl") ? replayUrl.replace(/\.replay\.jsonl$/, ".results.json") : null);
  if (guess) {
    try {
      resultsBytes = await fetchBounded(guess, "results");
    } catch (err) {
      resultsBytes = null; // results are optional: the replay alone can still be verified
      if (err instanceof Refused) resultsProblem = `${err.message} The replay is shown without it.`;
    }
  }
  const problems = [manifestUrl && view.manifestTooLarge, resultsProblem].filter(Boolean);
  if (openReplay(replayBytes, resultsBytes, urlName(replayUrl)) && problems.length) showError(problems.join(" "));
  view.manifestBytes = view.urlManifestBytes;
  view.manifestFrom = view.urlManifestBytes ? manifestUrl : null;
  view.url = { replay: replayUrl, results: resultsUrl };
}

async function openFromFiles(fileList) {
  const files = Array.from(fileList || []);
  if (!files.length) return;
  const resultsFile = files.find((f) => /results?\.json$/i.test(f.name));
  const replayFile = files.find((f) => f !== resultsFile) || null;
  if (!replayFile) {
    showError("choose a replay (.replay.jsonl), optionally together with its results (.results.json).");
    return;
  }
  // Each file's size is checked before a byte of it is read.
  let replayBytes;
  let resultsBytes = null;
  try {
    replayBytes = await readFileBounded(replayFile, "replay");
  } catch (err) {
    if (!(err instanceof TooLarge)) throw err;
    showError(err.message);
    return;
  }
  let resultsProblem = null;
  if (resultsFile) {
    try {
      resultsBytes = await readFileBounded(resultsFile, "results");
    } catch (err) {
      if (!(err instanceof TooLarge)) throw err;
      resultsProblem = `${err.message} The replay is shown without it.`;
    }
  }
  if (openReplay(replayBytes, resultsBytes, replayFile.name) && resultsProblem) showError(resultsProblem);
}

// ---------------------------------------------------------------------------------------------
// Navigation

function lastIndex() {
  return view.replay.records.length - 1;
}

/** The last hand starting at or before the cursor (0 before the first), by bisection: hands are in record order. */
function handOfCursor() {
  const hands = view.replay.hands;
  let [lo, hi] = [0, hands.length - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (hands[mid].start <= view.cursor) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function step(delta) {
  if (!view.replay) return;
  view.cursor = Math.max(view.replay.hands.length ? view.replay.hands[0].start : 0, Math.min(lastIndex(), view.cursor + delta));
  renderTable();
}

function seek(index) {
  if (!view.replay) return;
  view.cursor = Math.max(0, Math.min(lastIndex(), index));
  renderTable();
}

function jumpHand(k) {
  if (!view.replay || !view.replay.hands.length) return;
  const hands = view.replay.hands;
  const target = Math.max(0, Math.min(hands.length - 1, k));
  view.cursor = hands[target].start;
  renderTable();
}

function toEnd() {
  if (!view.replay) return;
  view.cursor = lastIndex();
  renderTable();
}

function stopPlaying() {
  if (view.timer) clearInterval(view.timer);
  view.timer = null;
  const button = $("play");
  if (button) {
    button.textContent = "\u25b6 play";
    button.setAttribute("aria-pressed", "false");
  }
}

function togglePlay() {
  if (!view.replay) return;
  if (view.timer) return stopPlaying();
  if (view.cursor >= lastIndex()) view.cursor = view.replay.hands.length ? view.replay.hands[0].start : 0;
  $("play").textContent = "\u23f8 pause";
  $("play").setAttribute("aria-pressed", "true");
  view.timer = setInterval(() => {
    if (view.cursor >= lastIndex()) return stopPlaying();
    step(1);
  }, Number($("speed").value) || 700);
}

function setSpeed() {
  if (!view.timer) return;
  stopPlaying();
  togglePlay(); // restart at the new pace
}

// Hands listed in "jump to" at once, around the current one: an option for each of 500,000 hands took
// seconds to build; the rest are a marker away (the scrubber, Page Up and Down, Home and End reach them).
const JUMP_LISTED = 1000;

// The hands "jump to" lists ([first, last) of the replay's), the one selected, and those its options show: the
// options are drawn once the step is done, keeping those that still stand. A running episode's poll listed the
// first hands then the last ones, 2,000 options a poll, until review 54c; now it draws the hands that changed.
const jump = { first: 0, last: 0, value: null, drawnFirst: 0, drawnLast: 0, standing: 0, queued: false };

/** List the hands around hand `k`; the options drawn for hands from `standing` on (all: 0) are the replay's no more. */
function buildJumpList(k = 0, standing = Infinity) {
  const hands = view.replay.hands;
  jump.first = Math.max(0, Math.min(k - JUMP_LISTED / 2, hands.length - JUMP_LISTED));
  jump.last = Math.min(hands.length, jump.first + JUMP_LISTED);
  jump.standing = Math.min(jump.standing, standing);
  if (!standing) jump.value = null;
  if (!jump.queued) queueMicrotask(drawJumpList);
  jump.queued = true;
}

/** Draw "jump to" as listed: options no longer listed or standing are removed, the missing ones added. */
function drawJumpList() {
  jump.queued = false;
  const hands = view.replay.hands;
  const { first, last } = jump;
  const select = $("jump");
  const option = (i) => el("option", { value: String(i), text: `hand ${hands[i].hand + 1}` });
  const range = (from, to) => Array.from({ length: Math.max(0, to - from) }, (_, i) => option(from + i));
  for (const end of [select.firstElementChild, select.lastElementChild]) if (end && end.classList.contains("more")) end.remove();
  const from = Math.max(first, jump.drawnFirst);
  const to = Math.min(last, jump.drawnLast, jump.standing);
  if (from < to) {
    for (let i = jump.drawnFirst; i < from; i++) select.firstElementChild.remove();
    for (let i = to; i < jump.drawnLast; i++) select.lastElementChild.remove();
    select.prepend(...range(first, from));
    select.append(...range(to, last));
  } else select.replaceChildren(...range(first, last));
  select.dataset.drawn = String(from < to ? last - first - (to - from) : last - first); // for tests: options made
  const marker = (n, where) => el("option", { className: "more", disabled: true, text: `\u2026 ${n} ${where} hands not listed` });
  if (first > 0) select.prepend(marker(first, "earlier"));
  if (last < hands.length) select.append(marker(hands.length - last, "later"));
  select.dataset.first = String(first);
  select.dataset.last = String(last);
  if (jump.value !== null) select.value = jump.value;
  Object.assign(jump, { drawnFirst: first, drawnLast: last, standing: Infinity });
}

/** Select hand `k` in "jump to", listing the hands around it first when it is not listed. */
function selectJump(k) {
  if (k < jump.first || k >= jump.last) buildJumpList(k);
  jump.value = String(k);
  if (!jump.queued) $("jump").value = jump.value;
}

// ---------------------------------------------------------------------------------------------
// Rendering

function renderAll(table = true) {
  const h = view.replay.header;
  fill(
    $("title"),
    // A running episode's public header has no seed: every deal follows from it.
    `${clipped(h.variant, NAME_SHOWN)} \u00b7 ${h.seed === undefined ? "seed hidden until the end" : `seed ${view.replay.seedText}`} \u00b7 ` +
      `${h.hands} hand${h.hands === 1 ? "" : "s"} \u00b7 `,
    el("span", { className: "muted", text: view.name }),
  );
  if (table) renderTable();
  renderResults();
  fill($("chart"), netChart(view.replay));
}

function seatLayout(n) {
  // Positions around an ellipse, position 0 at the bottom, clockwise; kept inside the table box.
  return Array.from({ length: n }, (_, p) => {
    const angle = Math.PI / 2 + (2 * Math.PI * p) / n;
    return { left: 50 + 40 * Math.cos(angle), top: 50 + 36 * Math.sin(angle), chipLeft: 50 + 22 * Math.cos(angle), chipTop: 50 + 20 * Math.sin(angle) };
  });
}

// The most cards drawn in one row (a deck) and log entries drawn for one hand: an edited replay may
// hold any number, and drawing each took seconds on every step; the rest are counted, not drawn.
const CARDS_DRAWN = 52;
const LOG_DRAWN = 500;

/** Nodes for the first CARDS_DRAWN of `count` cards, `draw(k)` drawing card k, then how many more. */
function cardRow(count, draw) {
  const shown = Math.max(0, Math.min(count, CARDS_DRAWN));
  const nodes = Array.from({ length: shown }, (_, k) => draw(k));
  if (count > shown) nodes.push(el("span", { className: "muted more-cards", text: ` +${count - shown} more` }));
  return nodes;
}

/** The cards a seat shows from the chosen side: its own, or backs (showdowns are public). */
function holeCards(s, viewpoint) {
  if (s.shown) return cardRow(s.shown.length, (k) => card(s.shown[k]));
  const mine = viewpoint === null || viewpoint === s.slot;
  if (s.cards.length) return cardRow(s.cards.length, (k) => (mine ? card(s.cards[k]) : cardBack()));
  if (s.hidden) return cardRow(s.hidden, () => cardBack());
  return s.folded ? null : cardBack();
}

function viewpoint() {
  const v = $("viewpoint").value;
  return v === "" ? null : Number(v);
}

// Tables drawn since the page opened, on #table's data-draws for tests: a live poll with news draws one (two until
// review 55c: at the first hand on open, then at the end it follows).
let tablesDrawn = 0;

function renderTable() {
  $("table").dataset.draws = String(++tablesDrawn);
  const replay = view.replay;
  const records = replay.records;
  const k = handOfCursor();
  const range = replay.hands[k];
  const atEnd = !range || view.cursor > range.end;
  if (!range) {
    fill($("table"), el("p", { text: "This replay has no hands." }));
    return;
  }
  const state = tableState(replay, range, Math.min(view.cursor, range.end));
  selectJump(k);
  const total = lastIndex();
  // Steps count records from 0 (the header is step 0); the verifier and `cosino verify` name lines from 1.
  $("position").textContent = `hand ${range.hand + 1} of ${replay.hands.length} \u00b7 step ${view.cursor} of ${total} (line ${view.cursor + 1})`;
  $("position").dataset.cursor = String(view.cursor);
  $("position").dataset.end = String(total);

  const scrub = $("scrubber");
  scrub.min = String(replay.hands.length ? replay.hands[0].start : 0);
  scrub.max = String(total);
  scrub.value = String(view.cursor);
  scrub.setAttribute("aria-valuetext", `hand ${range.hand + 1}, step ${view.cursor} of ${total}`);
  updatePermalink(range.hand);
  renderEquity(range);
  const side = viewpoint();

  const layout = seatLayout(state.seats.length);
  const chips = [];
  const seats = state.seats.map((s, p) => {
    const classes = ["seat"];
    if (s.bet && !replay.trick) {
      chips.push(el("div", { className: "chips", style: { left: `${layout[p].chipLeft}%`, top: `${layout[p].chipTop}%` }, title: `${s.alias}: chips in front this street`, dataset: { pos: String(p) } },
        el("span", { className: "chip", "aria-hidden": "true" }), String(s.bet)));
    }
    if (s.folded) classes.push("folded");
    if (state.turn === p && !atEnd) classes.push("turn");
    if (s.won > 0 || (s.net !== null && s.net > 0)) classes.push("winner");
    return el(
      "div",
      { className: classes.join(" "), style: { left: `${layout[p].left}%`, top: `${layout[p].top}%` }, dataset: { pos: String(p), slot: String(s.slot) } },
      el("div", { className: "seat-name" },
        el("span", { className: "alias", text: s.alias }),
        p === state.button && !replay.trick ? el("span", { className: "button-marker", title: "button / dealer", text: "D" }) : null,
        replay.trick && p === 0 ? el("span", { className: "button-marker", title: "dealer", text: "D" }) : null),
      el("div", { className: "agent muted", text: visibleText(s.agent) }), // an input: re-derives whatever it is
      el("div", { className: "hole" + (replay.trick ? " many" : "") }, holeCards(s, side)),
      el("div", { className: "seat-numbers" },
        s.stack !== null && !replay.trick ? el("span", { title: "stack behind", text: `stack ${s.stack}` }) : null,
        s.bet && !replay.trick ? el("span", { className: "bet", title: "chips in front this street", text: `bet ${s.bet}` }) : null,
        s.bid !== null ? el("span", { title: "bid", text: `bid ${s.bid}` }) : null,
        replay.trick ? el("span", { title: "tricks taken this hand", text: `tricks ${s.tricks}` }) : null,
        s.points !== null ? el("span", { title: "points this hand", text: `points ${s.points}` }) : null,
        s.category ? el("span", { className: "category", text: s.category }) : null,
        s.net !== null && s.net !== undefined ? el("span", { className: "net", title: "net this hand", text: `net ${s.net > 0 ? "+" : ""}${s.net}` }) : null),
      s.lastAction ? el("div", { className: "last-action", text: clipped(s.lastAction) }) : null,
      s.say !== null ? el("q", { className: "bubble", title: "table talk (untrusted text)", text: clipped(visibleText(s.say)) }) : null,
      s.refused ? el("div", { className: "refused", title: "the seat's answer was refused; the fallback was applied", text: `refused: ${clipped(visibleText(s.refused))}` }) : null,
    );
  });

  const centre = el("div", { className: "centre" });
  if (state.board.length) centre.appendChild(el("div", { className: "board", title: "board" }, cardRow(state.board.length, (k) => card(state.board[k]))));
  if (!replay.trick) {
    centre.appendChild(el("div", { className: "pot", title: "chips in the middle", text: `pot ${state.pot}` }));
    if (state.pots.length) {
      centre.appendChild(
        el("ol", { className: "pots" },
          state.pots.map((pot, i) =>
            el("li", { text: `${i === 0 ? "main pot" : "side pot " + i} ${pot.amount} \u2192 ${pot.winners.map((w, j) => `${state.seats[w]?.alias ?? w} ${pot.shares[j] ?? ""}`).join(", ")}` }))),
      );
    }
  }
  if (state.trump) centre.appendChild(el("div", { className: "trump" }, "trump ", suitSymbol(state.trump)));
  const trickCards = state.trick.length ? state.trick : state.lastTrick ? state.lastTrick.cards.map((c, i) => ({ card: c, pos: null, i })) : [];
  if (trickCards.length) {
    centre.appendChild(
      el("div", { className: "trick" + (state.trick.length ? "" : " last"), title: state.trick.length ? "trick in progress" : "last trick" },
        el("span", { className: "muted", text: state.trick.length ? `trick ${state.tricks.length + 1}` : `trick ${state.tricks.length} to ${state.seats[state.lastTrick.winner]?.alias ?? ""}` }),
        trickCards.slice(-CARDS_DRAWN).map((t) => el("span", { className: "played" }, t.pos !== null && t.pos !== undefined ? el("small", { text: state.seats[t.pos]?.alias ?? "" }) : null, card(t.card)))),
    );
  }
  for (const line of state.info.slice(-4)) centre.appendChild(gameElement(line, side, state));
  if (state.voided) centre.appendChild(el("div", { className: "void", text: `hand void (${state.voided}): refunded, not scored` }));

  const tableNodes = [el("div", { className: "felt" }), centre, chips, seats];
  if (atEnd) tableNodes.push(endcard("endcard overlay"));
  fill($("table"), tableNodes);
  $("table").dataset.variant = replay.header.variant;

  // The log of this hand up to the cursor, newest last, the current step marked.
  const earlier = Math.max(0, state.log.length - LOG_DRAWN);
  const items = state.log.slice(earlier).map((entry) =>
    el(
      "li",
      { className: entry.index === view.cursor ? "current" : "", dataset: { index: String(entry.index) } },
      entry.pos !== undefined && state.seats[entry.pos] ? el("strong", { className: "who", text: state.seats[entry.pos].alias }) : null,
      " ",
      el("span", { className: "what", text: clipped(entry.text) }),
      entry.cards ? logCards(entry, side, state) : null,
      entry.suit ? suitSymbol(entry.suit) : null,
      entry.say !== null && entry.say !== undefined ? el("q", { className: "say", title: "table talk (untrusted text)", text: clipped(visibleText(entry.say)) }) : null,
      entry.error ? el("div", { className: "refused", title: "the seat's answer was refused; the fallback was applied" }, "refused: ", el("code", { text: clipped(visibleText(entry.received ?? "")) }), ` \u2014 ${clipped(visibleText(entry.error))}`) : null,
    ),
  );
  const skipped = earlier ? el("p", { className: "muted", text: `${earlier} earlier entries of this hand not shown` }) : null;
  fill($("log"), el("h3", { text: `Hand ${range.hand + 1}` }), skipped, el("ol", { start: String(earlier + 1) }, items));
  const current = $("log").querySelector("li.current");
  if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest" });
}

// Hold'em equities: a finished episode only (a running one shows public information only), each
// hand computed once by the worker's Python and its streets shown as the cursor reaches them.

function equityApplies() {
  const streets = view.replay.game && view.replay.game.boardPerStreet;
  const final = view.replay.endAt !== null; // found once when the replay is read, not on every step
  return !view.live && final && Boolean(view.build) && Array.isArray(streets) && streets[streets.length - 1] === 5;
}

function renderEquity(range) {
  const panel = $("equity-panel");
  if (!equityApplies()) {
    panel.hidden = true;
    fill($("equity"));
    return;
  }
  panel.hidden = false;
  let entry = view.equity.get(range.hand);
  if (!entry) {
    entry = { result: null };
    view.equity.set(range.hand, entry);
    const bytes = view.replayBytes;
    equityInBrowser(view.build.wheel, bytes, range.hand).then((result) => {
      entry.result = result;
      const now = view.replay.hands[handOfCursor()];
      if (bytes === view.replayBytes && now && now.hand === range.hand) renderEquity(now);
    });
  }
  const body = $("equity");
  body.dataset.hand = String(range.hand);
  if (!entry.result) {
    body.dataset.state = "computing";
    fill(body, el("p", { className: "muted", text: `Hand ${range.hand + 1}: computing in your browser…` }));
    return;
  }
  if (entry.result.error || entry.result.why) {
    body.dataset.state = "none";
    fill(body, el("p", { className: "muted", text: `Hand ${range.hand + 1}: no equity (${entry.result.error || entry.result.why}).` }));
    return;
  }
  body.dataset.state = "done";
  const slots = view.replay.records[range.start].slots || [];
  const dealt = new Set(entry.result.streets.flatMap((s) => s.seats.map((x) => x.pos)));
  const positions = slots.map((_, p) => p).filter((p) => dealt.has(p));
  const reached = entry.result.streets.filter((s) => s.at <= view.cursor);
  const boardAt = (s) => view.replay.records.slice(range.start, s.at + 1).filter((r) => r.type === "board").flatMap((r) => r.cards);
  // A focusable scroll box: six seats fit at 1400 px, and scroll inside it at 390 px.
  fill(body, el("p", { className: "muted small", text: "Each live seat's share of the pot were the rest of the board dealt at that street, ties split; computed in your browser from the replay." }),
    el("div", { className: "scroll-x", tabindex: "0", role: "region", "aria-label": `equity by street, hand ${range.hand + 1}` }, el("table", { className: "equity" },
    el("caption", { text: `Hand ${range.hand + 1}` }),
    el("thead", {}, el("tr", {},
      el("th", { scope: "col", className: "left", text: "street" }),
      el("th", { scope: "col", className: "left", text: "board" }),
      positions.map((p) => el("th", { scope: "col", dataset: { pos: String(p) }, text: aliasOf(view.replay.header, slots[p]) })))),
    el("tbody", {}, reached.map((s) => {
      const by = new Map(s.seats.map((x) => [x.pos, x]));
      return el("tr", { dataset: { street: s.street } },
        el("th", { scope: "row" }, s.street, el("span", { className: "muted small how", text: ` ${s.how}` })),
        el("td", { className: "board-cell" }, boardAt(s).map((c) => card(c, "small"))),
        positions.map((p) => {
          const x = by.get(p);
          return x
            ? el("td", { dataset: { pos: String(p), units: String(x.units), of: String(x.of) }, text: x.percent })
            : el("td", { className: "muted", dataset: { pos: String(p) }, text: "folded" });
        }));
    })))));
}

/** A log entry's cards: face down when they are another seat's private cards seen from one side. */
function logCards(entry, side, state) {
  const cards = entry.cards.filter(Boolean);
  const hide = entry.private && side !== null && state.seats[entry.pos]?.slot !== side;
  return cardRow(cards.length, (k) => (hide ? cardBack() : card(cards[k], "small")));
}

// Passes, upcards, trump and bids as table elements; an unknown event keeps its text.
function gameElement(line, side, state) {
  const hide = line.private && side !== null && state.seats[line.pos]?.slot !== side;
  const cards = line.cards ? cardRow(line.cards.length, (k) => (hide ? cardBack() : card(line.cards[k], "small"))) : null;
  const text = clipped(line.text ?? "");
  if (line.kind === "pass") return el("div", { className: "game-el pass", dataset: { kind: "pass" } }, el("span", { className: "arrow", "aria-hidden": "true", text: { left: "\u2190", right: "\u2192", across: "\u2195" }[line.values?.[0]] ?? "\u21c4" }), ` ${text}`);
  if (line.kind === "receive") return el("div", { className: "game-el receive", dataset: { kind: "receive" } }, el("strong", { text: line.who ?? "" }), ` ${text} `, cards);
  if (line.kind === "trump") return el("div", { className: "game-el trump-call", dataset: { kind: "trump" } }, el("strong", { text: line.who ?? "" }), ` ${text} `, suitSymbol(line.suit));
  if (line.kind === "upcard") return el("div", { className: "game-el upcard", dataset: { kind: "upcard" } }, `${text} `, cards);
  if (line.values) return el("div", { className: "game-el info", dataset: { kind: "score" } }, clipped(`${line.label}: ${line.values.join(" / ")}`));
  return el("div", { className: "info muted" }, line.who ? el("strong", { text: `${line.who} ` }) : null, text, cards);
}

function updatePermalink(hand) {
  const link = $("permalink");
  if (!view.url) {
    link.hidden = true;
    return;
  }
  const q = new URLSearchParams({ replay: view.url.replay });
  if (view.url.results) q.set("results", view.url.results);
  q.set("hand", String(hand + 1));
  q.set("step", String(view.cursor));
  link.hidden = false;
  link.href = `?${q.toString()}`;
}

// The results' seat names when they are one per seat of the replay, else the replay's own: a results
// file naming 400 seats drew 400 rows and a 400 x 400 heatmap of each matrix it held.
function seatNames(r) {
  const header = view.replay.header;
  return Array.isArray(r.seats) && r.seats.length === header.seats.length ? r.seats.map((name) => clipped(String(name), NAME_SHOWN)) : header.seats.map((_, i) => aliasOf(header, i));
}

// Raw numbers shown as columns of the endcard: a results file of 100,000 raw keys drew 300,000 cells
// (22 s to open); a game has a handful. The rest are counted, and all of them are still verified.
const RAW_SHOWN = 16;

function endcard(className) {
  const r = view.results;
  if (!r) {
    return el("div", { className, dataset: { endcard: "1" } },
      el("h3", { text: "End of episode" }),
      el("p", { className: "muted", text: "No results file was given: press \u201cVerify in your browser\u201d to compute them from the replay." }));
  }
  const aliases = seatNames(r);
  const allRaw = r.raw && typeof r.raw === "object" ? Object.keys(r.raw) : [];
  const rawKeys = allRaw.slice(0, RAW_SHOWN);
  return el(
    "div",
    { className, dataset: { endcard: "1" } },
    el("h3", { text: `Results (${r.reason ?? "?"}) \u00b7 ${r.scoredHands ?? "?"} scored of ${r.hands ?? "?"} hands` }),
    el("table", { className: "scores" },
      el("tr", {},
        el("th", { text: "seat" }), el("th", { text: "agent" }),
        el("th", { title: "sum of per-hand nets over scored hands", text: "net" }),
        el("th", { title: "1/2 + net / (2 \u00d7 sum of swing caps); chip-race tables: share of all chips", text: "score" }),
        el("th", { title: "top net (ties all win)", text: "win" }),
        rawKeys.map((key) => el("th", { title: "raw number, summed over scored hands", text: key }))),
      aliases.map((alias, i) =>
        el("tr", { className: r.win && r.win[i] ? "win" : "" },
          el("th", { text: alias }),
          el("td", { className: "muted", text: clipped(visibleText((r.agents || [])[i] ?? ""), NAME_SHOWN) }),
          el("td", { text: num((r.net || [])[i]) }),
          el("td", { text: num((r.scores || [])[i]) }),
          el("td", { text: r.win && r.win[i] ? "\u2713 win" : "" }),
          rawKeys.map((key) => el("td", { text: num((r.raw[key] || [])[i]) }))))),
    allRaw.length > RAW_SHOWN ? el("p", { className: "muted more-raw", text: `\u2026 ${allRaw.length - RAW_SHOWN} more raw numbers not shown` }) : null,
    el("p", { className: "muted", text: `shown from ${view.resultsSource}` + (r.voidHands && r.voidHands.length ? ` \u00b7 void hands: ${r.voidHands.map((h) => h + 1).join(", ")}` : "") }),
  );
}

function renderResults() {
  fill($("endcard"), endcard("endcard"));
  const r = view.results;
  const diag = $("diagnostics");
  if (!r) {
    fill(diag, el("h2", { text: "Diagnostics" }), el("p", { className: "muted", text: "No results yet: give the results file or verify the replay to compute them." }));
    return;
  }
  const aliases = seatNames(r);
  const trick = view.replay.trick;
  const label = trick ? "Soft-play audit" : "Collusion audit";
  fill(
    diag,
    el("h2", { text: "Diagnostics" }),
    el("p", { className: "muted", text: "Diagnostics never change a score. Hover a number for what it means." }),
    el("section", { id: "exploitability" }, el("h3", { text: "Exploitability" }), renderExploitability(r, aliases)),
    el("section", { id: "audit" }, renderAudit(r.audit, aliases, label)),
  );
}

// ---------------------------------------------------------------------------------------------
// Verification

function resetVerdict() {
  const v = $("verdict");
  v.dataset.status = "";
  fill(v);
  $("progress").value = 0;
  $("stage").textContent = "";
  $("verify").disabled = false;
}

// This site's manifests: the one build.json names, the one the served store publishes beside its index, and a
// league folder's own beside the page (no build writes one there).
function siteManifest(url) {
  const at = (path) => new URL(path, document.baseURI).href;
  const own = [view.build && view.build.manifest, "api/blobs/public/manifest.json", LEAGUE_MANIFEST];
  return own.some((path) => path && at(path) === at(url));
}

async function runVerify() {
  if (!view.replay || !view.build) {
    if (!view.build) showError("build.json is missing: this page must be served from a folder built by `make web`.");
    return;
  }
  const button = $("verify");
  button.disabled = true;
  const v = $("verdict");
  v.dataset.status = "running";
  fill(v, "verifying\u2026");
  const started = markPage("verifyPressed");
  const bytes = view.replayBytes;
  const verdict = await verifyInBrowser(view.build.wheel, view.replayBytes, view.resultsBytes, (p) => {
    $("progress").max = p.steps;
    $("progress").value = p.step;
    $("stage").textContent = p.stage;
  }, view.manifestBytes);
  if (bytes !== view.replayBytes) return; // another replay was opened meanwhile
  button.disabled = false;
  const seconds = (performance.now() - started) / 1000;
  v.dataset.status = verdict.status;
  v.dataset.seconds = seconds.toFixed(3);
  v.dataset.boot = verdict.boot ?? ""; // how Pyodide started: "full", or "snapshot" (this browser's)
  v.dataset.verifier = verdict.verifier ?? ""; // "shared" (one for every page of this build) or "dedicated"
  v.dataset.reused = verdict.reused ? "yes" : "no"; // booted for an earlier page: no boot in this timeline
  v.dataset.bootSeconds = verdict.bootSeconds === null || verdict.bootSeconds === undefined ? "" : verdict.bootSeconds.toFixed(3);
  markPage("verdictShown");
  const worker = Object.entries(verdict.marks || {}).map(([k, t]) => [k, t - performance.timeOrigin]);
  v.dataset.timeline = JSON.stringify(Object.fromEntries([...Object.entries(pageMarks), ...worker].sort((a, b) => a[1] - b[1]).map(([k, t]) => [k, Math.round(t)])));
  const digests = el("dl", { className: "digests" },
    el("dt", { text: "replay SHA-256" }), el("dd", {}, el("code", { text: verdict.replaySha256 ?? "\u2013" })),
    el("dt", { title: "SHA-256 of the results bytes recomputed here, in your browser", text: "results recomputed here" }), el("dd", {}, el("code", { className: "recomputed", text: verdict.recomputedSha256 ?? "\u2013" })),
    el("dt", { title: "SHA-256 of the results file that came with the replay", text: "results file given" }), el("dd", {}, el("code", { className: "given", text: verdict.resultsSha256 ?? "none given" })));
  // A manifest named in the address can be anyone's file: its listing is not this site's publication.
  const foreign = Boolean(verdict.episode && view.manifestFrom && !siteManifest(view.manifestFrom));
  v.dataset.published = verdict.manifestUsed ? (verdict.status === "unpublished" ? "no" : verdict.episode ? (foreign ? "address" : "yes") : "") : "";
  const published = foreign
    ? el("p", { className: "published foreign", text: `Not published here: listed as episode ${verdict.episode} only by ${shownPath(view.manifestFrom)}, a manifest named in the address, not this site's own.` })
    : verdict.episode
    ? el("p", { className: "published", text: `Published as episode ${verdict.episode}: these are the bytes the manifest lists.` })
    : verdict.manifestUsed ? "" : el("p", { className: "muted", text: "No manifest was checked: a replay whose inputs were edited also re-derives its own results." });
  if (verdict.status === "verified") {
    fill(v, el("strong", { className: "status", text: "verified" }), ` in ${seconds.toFixed(1)} s: the replay re-runs line for line` + (verdict.resultsSha256 ? " and the results file matches byte for byte." : " (no results file was given to compare)."), published, digests);
  } else if (verdict.status === "incomplete") {
    fill(v, el("strong", { className: "status", text: "incomplete" }), " ", el("code", { className: "first-difference", text: verdict.message }), lineButton(verdict.message), digests);
  } else if (verdict.status === "unpublished") {
    fill(v, el("strong", { className: "status", text: "not published" }), " ", el("code", { className: "first-difference", text: verdict.message }), digests);
  } else if (verdict.status === "mismatch") {
    fill(v, el("strong", { className: "status", text: "mismatch" }), " first difference: ", el("code", { className: "first-difference", text: verdict.message }), lineButton(verdict.message), digests);
  } else if (verdict.status === "invalid") {
    fill(v, el("strong", { className: "status", text: "invalid replay" }), " ", el("code", { text: verdict.message }));
  } else {
    fill(v, el("strong", { className: "status", text: "error" }), " ", el("code", { text: verdict.message }));
  }
  showVerifiedResults(verdict);
}

// The verifier names a record by its line, counted from 1 as `cosino verify` does ("replay: line 57: ..."),
// while the steps count records from 0, so line 57 is step 56: until 2026-12-07 a reader who went to step 57
// saw the record after the one named. A verdict naming a line of this replay gets a button that shows it.
const VERDICT_LINE = /^replay: (?:incomplete: it stops at )?line ([0-9]{1,12})(?=[:;, ]|$)/;

function lineButton(message) {
  const found = VERDICT_LINE.exec(String(message ?? ""));
  const line = found ? Number(found[1]) : 0;
  if (!view.replay || line < 1 || line > view.replay.records.length) return null;
  return el("button", { type: "button", className: "show-line", dataset: { step: String(line - 1) },
    onclick: () => { view.cursor = line - 1; renderTable(); }, text: `show line ${line} (step ${line - 1})` });
}

// A results file the replay does not reproduce is not the truth: show what the replay gives instead;
// one it reproduces byte for byte is said to be checked.
function showVerifiedResults(verdict) {
  const givenDiffers = Boolean(view.results && verdict.resultsSha256 && verdict.recomputedSha256 && verdict.resultsSha256 !== verdict.recomputedSha256);
  if (verdict.recomputed && (!view.results || givenDiffers)) {
    try {
      view.results = JSON.parse(verdict.recomputed);
      view.resultsSource = givenDiffers
        ? "the results recomputed in your browser (the results file given differs from them)"
        : "the results recomputed in your browser";
    } catch {
      return;
    }
  } else if (view.results && verdict.resultsSha256 && verdict.resultsSha256 === verdict.recomputedSha256) {
    view.resultsSource = "the results file, equal byte for byte to the results recomputed in your browser";
  } else return;
  renderResults();
  renderTable();
}

// ---------------------------------------------------------------------------------------------
// Start-up

async function loadBuild() {
  try {
    view.build = await fetchJsonBounded("build.json", "build"); // until review 51i read whole, however large or slow
  } catch (err) {
    const why = err instanceof Refused ? err.message : `no build.json here (${err.message.replace(/^build\.json: /, "")}): run \`make web\` and serve web/dist.`;
    fill($("samples"), el("li", { className: "muted", text: why }));
    return;
  }
  fill(
    $("samples"),
    (view.build.samples || []).map((s) =>
      el("li", {}, el("a", { href: `?replay=${encodeURIComponent(s.replay)}&results=${encodeURIComponent(s.results)}`, text: s.variant }), el("span", { className: "muted", text: ` ${s.seats} seats, ${s.hands} hands` }))),
  );
}

function bindControls() {
  $("file").addEventListener("change", (e) => openFromFiles(e.target.files));
  const drop = document.body;
  drop.addEventListener("dragover", (e) => {
    e.preventDefault();
    document.body.classList.add("dragging");
  });
  drop.addEventListener("dragleave", () => document.body.classList.remove("dragging"));
  drop.addEventListener("drop", (e) => {
    e.preventDefault();
    document.body.classList.remove("dragging");
    openFromFiles(e.dataTransfer.files);
  });
  $("prev-hand").addEventListener("click", () => jumpHand(handOfCursor() - 1));
  $("next-hand").addEventListener("click", () => jumpHand(handOfCursor() + 1));
  $("back").addEventListener("click", () => step(-1));
  $("forward").addEventListener("click", () => step(1));
  $("to-end").addEventListener("click", toEnd);
  $("play").addEventListener("click", togglePlay);
  $("jump").addEventListener("change", (e) => jumpHand(Number(e.target.value)));
  $("scrubber").addEventListener("input", (e) => seek(Number(e.target.value)));
  $("speed").addEventListener("change", setSpeed);
  $("viewpoint").addEventListener("change", () => view.replay && renderTable());
  $("verify").addEventListener("click", runVerify);
  document.addEventListener("keydown", (e) => {
    if (!view.replay || e.target.closest("input, select, textarea")) return;
    // A focused button or link keeps its own Space and Enter: they press it.
    if ((e.key === " " || e.key === "Enter") && e.target.closest("button, a, summary")) return;
    const keys = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      PageDown: () => jumpHand(handOfCursor() + 1),
      PageUp: () => jumpHand(handOfCursor() - 1),
      End: toEnd,
      Home: () => jumpHand(0),
      " ": togglePlay,
    };
    if (keys[e.key]) {
      e.preventDefault();
      keys[e.key]();
    }
  });
}

// The files the address names, each only when it is a path on this site (js/source.js): a link
// naming another host, a scheme or a backslash form is refused in #error and nothing is fetched.
function addressedFiles(params) {
  const files = {};
  try {
    for (const key of ["replay", "results", "manifest"]) {
      const given = params.get(key);
      if (given === null) continue;
      sitePath(given, key); // throws NotOnSite
      files[key] = given;
    }
    return files;
  } catch (err) {
    if (!(err instanceof NotOnSite)) throw err;
    showError(err.message);
    return {};
  }
}

async function main() {
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {}); // offline copy
  bindControls();
  if (window.Worker) pageMarks.workerCreated = startVerifier(); // js/verify-start.js may have made it earlier
  await loadBuild();
  markPage("buildRead");
  if (view.build) bootVerifier(view.build); // Pyodide boots while the person looks around
  const params = new URLSearchParams(location.search);
  const files = addressedFiles(params);
  const replayUrl = files.replay ?? null;
  view.manifestUrl = files.manifest ?? null;
  if (view.manifestUrl) view.explicitManifest = await loadManifest(view.manifestUrl);
  if (replayUrl) {
    await openFromUrl(replayUrl, files.results ?? null);
    markPage("replayShown");
    applyDeepLink(params);
  } else if (params.get("episode")) {
    await watchLive(params.get("episode"), episodeHooks(params));
  }
  const index = await loadIndex();
  showIndex(index);
  if (params.get("agent")) await showAgent(index, params.get("agent"));
  document.body.dataset.ready = "1";
}

main();
