// The league integrity page: reads the published report (cosino.league.integrity.league_integrity,
// public/integrity.json) and shows the pair matrix, each flag with its evidence and links to the
// hands that weigh most (or, where the viewer would not open one, why it is not linked), and every
// agent's own field rates.

import { LEAGUE_MANIFEST, episodeLink, loadIndex } from "./browse.js";
import { clipped, el, fill, num, showFirst } from "./dom.js";
import { deeperThan } from "./replay.js";
import { announceUnpublished, isDefault, notPublished, refuseAddress, shownPath, sitePath } from "./source.js";

const $ = (id) => document.getElementById(id);
// Each pair's tests are keyed by the flag they can raise.
const WHAT = {
  dump: "folds to the other's bets more than to its other opponents, giving up equity",
  feed: "puts chips in with the worst of it when the other is in the hand (calls its bets, or bets first, with cards that do not pay), more than against its other opponents in the same spot",
  "feed-open": "opens before the flop with a raise and cards that do not pay when the other is in the hand, more than against its other opponents in the same spot",
  "soft-play": "both play passively and fold to each other when alone together",
  "trick-soft-play": "both let the other's winning card stand",
  "trick-yield": "lets the other's winning card stand more often than its other opponents', and more often than they let it stand",
  "trick-rescue": "both take the points off the other's tricks when they could duck (hearts)",
  "trick-spare": "takes the lead from the other once it has made its bid, more often than from its other opponents and more often than they do (oh hell)",
  "trick-shelter": "discards clean cards on the other's tricks when it could have given it points, more often than on its other opponents' and more often than they do (hearts)",
  "trick-let": "lets the other's winning card stand when it is an opponent's and a card would take the lead, more often than its other opponents' and more often than they do (spades, euchre)",
};

// What the page draws of a report far larger than a league makes (a forged one: 316 agents' 99,540
// pairs and as many flags took minutes): the first of each list, each cut followed by how many it left out.
const FLAGS_SHOWN = 100;
const WEIGH_SHOWN = 20; // hands that weigh most, per flag
const MATRIX_AGENTS = 40; // rows and columns of the pair matrix
const ROWS_SHOWN = 200;
const COLUMNS_SHOWN = 16;
const TEXT_SHOWN = 200; // characters of a name or a list drawn as text
const METHOD_SHOWN = 2000; // characters of a sentence of the method (an honest one is a few hundred)

// Levels of lists and objects the page reads; an honest report nests a handful. Deeper, drawing a value
// (String() of a nested list recurses) overflowed the stack: a 60,000-deep name stopped the page.
const DEPTH = 64;

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const listOf = (value) => (Array.isArray(value) ? value : []);

/** A report's value as text, bounded: a text clipped, a list or an object named by what it is (never
 * String() of it: "[object Object]"), a number as num() writes it. */
function text(value) {
  if (typeof value === "string") return clipped(value, TEXT_SHOWN);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (isObject(value)) return "an object";
  return num(value);
}

/** What a value the report gives in place of a number is, in a few printable words. */
function described(value) {
  if (typeof value === "string") return `the text "${clipped(value, 40)}"`;
  if (value === undefined) return "nothing";
  if (value === null || typeof value !== "object") return String(value);
  return text(value);
}

const isP = (p) => typeof p === "number" && p >= 0 && p <= 1;

// A p-value as the report can tell it. The report writes numbers to 12 decimals (the core's canonical writer),
// so its 0 is a p below 5e-13; and num()'s four places drew every p under 0.00005 as "0", where the docs and
// the calibration tools write 3.8e-08. Until 2026-12-07 the page said "p = 0 (Holm-adjusted 0)" for those.
// Anything else a damaged report gives ("NaN", 1e999, -0.5) is drawn as what it is and said to be no p-value.
export function pValue(p) {
  if (p === null || p === undefined) return num(p);
  if (!isP(p)) return `${typeof p === "string" ? `"${clipped(p, 40)}"` : described(p)} (not a p-value)`;
  if (p >= 0.0001) return num(p);
  return p === 0 ? "< 5e-13" : p.toExponential(1);
}

/** "= 0.0123", "= 3.8e-8" or "< 5e-13": what follows "p" in a sentence; a value that is no p-value as pValue says. */
const pIs = (p) => (p === 0 || !isP(p) ? pValue(p) : `= ${pValue(p)}`);
const joined = (list, sep) => text(listOf(list).slice(0, TEXT_SHOWN).map(text).join(sep));

/** A line saying how many `what` the page does not draw (`tag` p or li); null when none. */
function more(left, what, tag = "p") {
  return left > 0 ? el(tag, { className: "more muted", text: `\u2026 ${left} more ${what} not shown` }) : null;
}

/** A line naming the fields of `what` that are not of the kind the report format writes; null when none. */
function damaged(problems, id) {
  return problems.length
    ? el("p", { className: "damaged", id, text: `Not as the report format writes it: ${problems.join("; ")}.` })
    : null;
}

/** The hands that weigh most, as links into the replays, the first WEIGH_SHOWN of them. */
function weighList(weigh, places) {
  const all = listOf(weigh);
  return el("ul", { className: "weigh" }, all.slice(0, WEIGH_SHOWN).map((w) => (isObject(w)
    ? el("li", {}, handAnchor(linkOf(places, w.episode, w.hand), handName(w.episode, w.hand)),
      ` (residual ${text(num(w.residual))})`)
    : el("li", { className: "damaged", text: `not a weighing hand: ${described(w)}` }))),
  more(all.length - WEIGH_SHOWN, "hands", "li"));
}

const wholeHand = (hand) => Number.isSafeInteger(hand) && hand >= 0;

/** A report counts hands from 0 (the replay's records); the viewer, its links and its readers from 1. A hand that
 * is no such number is drawn as what it is: until review 51d the text "3" read "hand 3", the replay's hand 4. */
function handName(episode, hand) {
  if (wholeHand(hand)) return text(`${text(episode)} hand ${hand + 1}`);
  return `${text(episode)}, not a hand number: ${described(hand)}`;
}

export function handLink(episode, hand, replays) {
  const q = new URLSearchParams({ replay: `${replays}${episode}.jsonl`, hand: String(hand + 1) });
  return `./?${q}`;
}

// An episode id that two entries of the index share: which replay is the report's is not known. Until review 50b
// the link opened the last entry's replay, which may be another episode's.
const TWICE = Symbol("named twice in the episode index");

/** Whether `url` (an index entry's replay or results, as browse.js reads it) is a path on this site: the viewer
 * reads no other (js/source.js), so a link naming one would open on its refusal. */
function onSite(url) {
  try {
    sitePath(url, "replay");
    return true;
  } catch {
    return false;
  }
}

// The episode ids a league writes its files under (cosino_runtime.engine.flow.EPISODE_ID).
const LEAGUE_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** A hand's link, `{href}`, or `{why}` there is none. `places` says where replays are: `folder`, a folder the
 * reader named (?replays=), holding `<episode id>.jsonl`; else `index`, the published episode index (a Map of id
 * to entry, null when none is published), then `league`, the league folder whose report this is (its
 * `episodes/<id>.replay.jsonl`). An entry's replay that is no path on this site (a scheme, another host, over
 * 2,048 characters) is not linked: until review 50b a 10 MB one was copied into each of its hands' links (100
 * links: 24 s to draw the page), and the viewer refused each on arrival. Until review 51d a hand found nowhere
 * was linked to replays/<episode id>.jsonl, which no publisher writes: the viewer answered "could not fetch". */
function linkOf(places, episode, hand) {
  // A hand the report does not give as its 0-based number (the text "3", -1): until review 50b "3" was linked as
  // the viewer's hand 3, one before the replay's hand 3, and -1 as "?hand=-1".
  if (!wholeHand(hand)) return { why: "the report gives no hand number (0-based) for it" };
  if (typeof episode !== "string") return { why: "the report gives no episode id (a text) for it" };
  if (places.folder !== null) return { href: handLink(episode, hand, places.folder) };
  const entry = places.index ? places.index.get(episode) : undefined;
  if (entry === TWICE) return { why: "two entries of the episode index name this episode; its replay is not linked" };
  if (entry) return entryLink(entry, hand);
  if (places.league !== null && LEAGUE_ID.test(episode)) {
    // With the league's own manifest: until review 51i Verify checked the replay against build.json's (the samples').
    const link = { replay: `${places.league}${episode}.replay.jsonl`, hand: String(hand + 1), manifest: LEAGUE_MANIFEST };
    return { href: `./?${new URLSearchParams(link)}` };
  }
  if (places.league !== null) return { why: "its episode id is none a league names its files by" };
  return { why: places.index ? "the episode index does not list this episode" : "no episode index is published here" };
}

/** The link to hand `hand` (0-based) of an index entry's replay, with its results and manifest. */
function entryLink(entry, hand) {
  if (!entry.replayUrl) return { why: "the episode index names no replay for this episode" };
  if (!onSite(entry.replayUrl) || (entry.resultsUrl && !onSite(entry.resultsUrl))) {
    return { why: "the episode index names its replay or results by no path on this site; not linked" };
  }
  return { href: `./${episodeLink(entry, `&hand=${hand + 1}`)}` };
}

/** The hand's name, a link when it has one, else the name with why it is not (its tooltip and its text). */
function handAnchor(link, name) {
  if (link.href) return el("a", { href: link.href, text: name });
  return el("span", { className: "unlinked", title: link.why, text: `${name} (not linked: ${link.why})` });
}

/** The published episodes by id (js/browse.js reads the index the viewer lists), or null when there is no index.
 * The runtime publishes replays by their SHA-256 (api/blobs/replays/<sha>.jsonl), never by episode id: until
 * 2026-12-07 every hand link under cosino serve opened replays/<episode>.jsonl, which no publisher writes, and
 * the viewer answered "could not fetch". */
async function publishedReplays() {
  const index = await loadIndex();
  if (!index || index.refused) return null; // an index too large or too slow to read is as good as none
  const byId = new Map();
  for (const e of index.episodes) {
    if (typeof e.episode === "string") byId.set(e.episode, byId.has(e.episode) ? TWICE : e);
  }
  return byId;
}

/** Two names, as a flag gives the pair; null when `agents` is not that. */
const twoNames = (agents) => (Array.isArray(agents) && agents.length === 2 && agents.every((a) => typeof a === "string") ? agents : null);

function flagProblems(flag) {
  const lists = ["units", "episodes", "excess", "weigh"].filter((key) => !Array.isArray(flag[key]));
  return [twoNames(flag.agents) ? null : "agents is not a list of two names", ...lists.map((key) => `${key} is not a list`)]
    .filter(Boolean);
}

function flagBlock(flag, places, k) {
  if (!isObject(flag)) return el("article", { className: "flag damaged", text: `flag ${k + 1} is not an object; it is not drawn.` });
  const [a, b] = (twoNames(flag.agents) || ["?", "?"]).map(text);
  const who = flag.mutual ? `${a} \u2194 ${b}` : `${a} \u2192 ${b}`;
  const meaning = typeof flag.flag === "string" && Object.hasOwn(WHAT, flag.flag) ? WHAT[flag.flag] : text(flag.signal);
  return el("article", { className: "flag", dataset: { flag: text(flag.flag) } },
    el("h3", { text: `${text(flag.flag)}: ${who}` }),
    damaged(flagProblems(flag)),
    el("p", { text: `${meaning}. p ${text(pIs(flag.p))} (Holm-adjusted ${text(pValue(flag.pHolm))}), ` +
      `from ${joined(flag.units, " and ")} ${text(flag.signal)} units over ${listOf(flag.episodes).length} episodes.` }),
    el("p", { text: `Excess per unit over the agent's other opponents: ${joined(flag.excess, ", ")}` }),
    el("p", { text: "Hands that weigh most:" }),
    weighList(flag.weigh, places));
}

function cell(pair) {
  const tests = Object.entries(isObject(pair) && isObject(pair.tests) ? pair.tests : {});
  const ps = tests.map(([k, t]) => [k, isObject(t) ? t.p : undefined]);
  const low = ps.reduce((m, [, p]) => (isP(p) ? Math.min(m, p) : m), 1);
  const title = ps.slice(0, COLUMNS_SHOWN).map(([k, p]) => `${text(k)} p=${pValue(p)}`).join("; ");
  return el("td", { dataset: { p: String(low) }, className: low <= 0.01 ? "strong" : "", title: title || "not tested",
    text: pair ? pValue(low) : "\u2013" });
}

/** The report's agents (an object of each agent's field rates), or none when it gives them otherwise. */
const agentsOf = (report) => (isObject(report.agents) ? report.agents : {});

/** The agents the matrix draws: all of them, or the flagged ones first, up to MATRIX_AGENTS, in the report's order. */
function matrixAgents(report) {
  const agents = Object.keys(agentsOf(report));
  if (agents.length <= MATRIX_AGENTS) return agents;
  const flagged = new Set(listOf(report.flags).flatMap((f) => (isObject(f) ? listOf(f.agents) : [])));
  const chosen = new Set([...agents.filter((a) => flagged.has(a)), ...agents].slice(0, MATRIX_AGENTS));
  return agents.filter((a) => chosen.has(a));
}

function matrix(report) {
  const everyone = Object.keys(agentsOf(report)).length;
  const agents = matrixAgents(report);
  const named = listOf(report.pairs).filter((p) => isObject(p) && typeof p.agent === "string" && typeof p.other === "string");
  const byPair = new Map(named.map((p) => [`${p.agent}\u0000${p.other}`, p]));
  return [el("table", { className: "matrix", id: "matrix" },
    el("caption", { text: "Smallest p-value of any test, row agent towards column agent (before the Holm correction)" }),
    el("thead", {}, el("tr", {}, el("th", { text: "" }), agents.map((a) => el("th", { scope: "col", text: text(a) })))),
    el("tbody", {}, agents.map((a) => el("tr", {}, el("th", { scope: "row", text: text(a) }),
      agents.map((b) => (a === b ? el("td", { text: "" }) : cell(byPair.get(`${a}\u0000${b}`)))))))),
  more(everyone - agents.length, "agents in the matrix (flagged agents are drawn first)")];
}

/** One agent's rate of one kind, "0.12 (40)" (per unit, over units), or a dash. */
function rateCell(rates, kind) {
  const r = isObject(rates) ? rates[kind] : undefined;
  return el("td", { text: isObject(r) ? text(`${text(r.rate)} (${text(r.units)})`) : "\u2013" });
}

function context(report) {
  const agents = Object.entries(agentsOf(report));
  const every = [...new Set(agents.flatMap(([, v]) => (isObject(v) ? Object.keys(v) : [])))];
  const kinds = every.slice(0, COLUMNS_SHOWN);
  return [el("table", { className: "context", id: "context" },
    el("caption", { text: "Each agent's own rates against the whole field (per unit): weak play shows here, not as a flag" }),
    el("thead", {}, el("tr", {}, el("th", { text: "agent" }), kinds.map((k) => el("th", { scope: "col", text: text(k) })))),
    el("tbody", {}, agents.slice(0, ROWS_SHOWN).map(([a, v]) => el("tr", {}, el("th", { scope: "row", text: text(a) }),
      kinds.map((k) => rateCell(v, k)))))),
  more(agents.length - ROWS_SHOWN, "agents"), more(every.length - kinds.length, "columns")];
}

function mirrorRow([a, v]) {
  const row = isObject(v) ? v : {};
  const tested = Boolean(row.tested);
  return el("tr", {}, el("th", { scope: "row", text: text(a) }),
    el("td", { text: joined(row.testedUnits || row.units, ", ") }),
    el("td", { text: tested ? joined(row.correct, ", ") : "not tested" }),
    el("td", { text: tested ? text(row.excess) : "\u2013" }),
    el("td", { text: tested ? text(pValue(row.p)) : "\u2013" }),
    el("td", { text: tested ? text(pValue(row.pHolm)) : "\u2013" }));
}

function mirrorFlag(f, places, k) {
  if (!isObject(f)) return el("article", { className: "flag damaged", text: `mirror flag ${k + 1} is not an object; it is not drawn.` });
  return el("article", { className: "flag", dataset: { flag: text(f.flag) } },
    el("h3", { text: `${text(f.flag)}: ${text(f.agent)}` }),
    el("p", { text: `Answers wagers like a clairvoyant more often in second hands: ${joined(f.correct, " and ")} right of ` +
      `${joined(f.units, " and ")} (first, second); p ${text(pIs(f.p))} (Holm-adjusted ${text(pValue(f.pHolm))}).` }),
    weighList(f.weigh, places));
}

// The per-agent mirror-memory test (cosino.league.mirror): better answers in the second hand of a duplicate pair.
function mirror(report, places) {
  const section = isObject(report.mirror) ? report.mirror : {};
  const agents = Object.entries(isObject(section.agents) ? section.agents : {});
  const flags = listOf(section.flags);
  const table = el("table", { className: "context", id: "mirror" },
    el("caption", { text: "Right answers to wagers (as a clairvoyant would answer) in first and second hands of duplicate pairs" }),
    el("thead", {}, el("tr", {}, ["agent", "units (first, second)", "right (first, second)", "excess", "p", "Holm"]
      .map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, agents.slice(0, ROWS_SHOWN).map(mirrorRow)));
  const list = flags.length
    ? el("div", { id: "mirror-flags" }, flags.slice(0, FLAGS_SHOWN).map((f, k) => mirrorFlag(f, places, k)), more(flags.length - FLAGS_SHOWN, "flags"))
    : el("p", { id: "mirror-flags", text: "No agent is flagged for mirror memory." });
  const problems = [["agents", isObject(section.agents)], ["flags", Array.isArray(section.flags)]]
    .filter(([key, fine]) => !fine && section[key] !== undefined).map(([key]) => `mirror ${key} is not ${key === "flags" ? "a list" : "an object"}`);
  return [damaged(problems, "mirror-damaged"), list, table, more(agents.length - ROWS_SHOWN, "agents"), mirrorMethod(section.method)];
}

// How the mirror test was made, as the report states it (Kuhn and Leduc units have their own clairvoyant).
const MIRROR_METHOD = [["label", "label"], ["value", "unit"], ["strata", "strata"], ["null", "null"],
  ["pValue", "p-value"], ["correction", "correction"], ["alpha", "alpha"], ["minUnits", "fewest units tested"],
  ["kuhnLeduc", "Kuhn and Leduc"]];

/** A sentence of a method, as the report states it: a text up to METHOD_SHOWN characters, anything else as text() draws it. */
const sentence = (value) => (typeof value === "string" ? clipped(value, METHOD_SHOWN) : text(value));

function mirrorMethod(given) {
  const method = isObject(given) ? given : {};
  const rows = MIRROR_METHOD.filter(([key]) => method[key] !== undefined && method[key] !== null);
  return el("dl", { className: "muted", id: "mirror-method" }, rows.flatMap(([key, label]) =>
    [el("dt", { text: label }), el("dd", { dataset: { key }, text: sentence(method[key]) })]));
}

/** What of the report's top level is not of the kind its format writes (each drawn as if absent). */
function reportProblems(report) {
  const kinds = [["flags", Array.isArray, "a list"], ["pairs", Array.isArray, "a list"], ["agents", isObject, "an object"],
    ["method", isObject, "an object"], ["pinned", isObject, "an object"], ["mirror", isObject, "an object"]];
  return kinds.filter(([key, fits]) => report[key] !== undefined && report[key] !== null && !fits(report[key]))
    .map(([key, , kind]) => `${key} is not ${kind}`);
}

/** Draw `report` into `root`, its hands linked as `places` says (linkOf); a report the page cannot read throws
 * one line saying why (showFirst shows it beside the file's name). */
export function render(report, root, places = { folder: "replays/", index: null, league: null }) {
  if (deeperThan(report, DEPTH)) throw new Error(`the report is nested deeper than ${DEPTH} levels; it is not drawn`);
  if (!isObject(report)) throw new Error(`the report is not a JSON object but ${described(report)}; it is not drawn`);
  const flags = listOf(report.flags);
  const m = isObject(report.method) ? report.method : {};
  const pinned = isObject(report.pinned) ? report.pinned : null;
  fill(root,
    damaged(reportProblems(report), "damaged"),
    pinned ? el("p", { className: "muted pinned", text: text(`Computed from ${text(pinned.episodes)} episodes; manifest SHA-256 ${text(pinned.manifest)}`) }) : null,
    el("h2", { text: `Flags (${flags.length})` }),
    flags.length ? el("div", { id: "flags" }, flags.slice(0, FLAGS_SHOWN).map((f, k) => flagBlock(f, places, k)), more(flags.length - FLAGS_SHOWN, "flags"))
      : el("p", { id: "flags", text: "No pair of agents is flagged." }),
    el("h2", { text: "Pair matrix" }), matrix(report),
    el("h2", { text: "Per-agent context" }), context(report),
    report.mirror ? [el("h2", { text: "Mirror memory" }), mirror(report, places)] : null,
    el("p", { className: "muted", text: `Method: ${sentence(m.null || "?")}; correction ${sentence(m.correction || "?")} at ${text(m.alpha)}.` }));
}

const PUBLISHED = ["integrity.json", "api/blobs/public/integrity.json"];
const REPLAYS = "replays/";

// The report's source and the replays' folder from the address, each a path on this site; a banner
// first when either is not the published one. Throws NotOnSite for a name that is not.
function addressed(params) {
  const given = params.get("src");
  const replays = params.get("replays") ?? REPLAYS;
  const src = given === null ? null : sitePath(given, "src");
  const folder = sitePath(replays || "./", "replays"); // empty: the replays beside the page
  const headlines = [
    src && !isDefault(src, PUBLISHED) ? notPublished(given, "integrity report") : null,
    isDefault(folder, [REPLAYS]) ? null : `Its hand links open replays under ${shownPath(replays || "./")}, not the published ones.`,
  ].filter(Boolean);
  if (headlines.length) announceUnpublished(headlines);
  return { sources: src ? [given] : PUBLISHED, replays, folderGiven: params.has("replays") };
}

// The league folder's own report (cosino league's integrity.json beside the page) and where that folder keeps its
// episodes' files (cosino_runtime.league.episodes.episode_paths).
const LEAGUE_REPORT = "integrity.json";
const LEAGUE_EPISODES = "episodes/";

async function main() {
  let address;
  try {
    address = addressed(new URLSearchParams(location.search));
  } catch (err) {
    return refuseAddress(err, "integrity report");
  }
  // A ?replays= folder is the reader's own choice; without one, the links follow the published index, then the
  // league folder when the report is its own.
  const index = address.folderGiven ? null : await publishedReplays();
  const places = (src) => (address.folderGiven ? { folder: address.replays, index: null, league: null }
    : { folder: null, index, league: src === LEAGUE_REPORT ? LEAGUE_EPISODES : null });
  await showFirst(address.sources, (data, src) => render(data, $("report"), places(src)), "integrity report");
}

main();
