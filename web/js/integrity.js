// The league integrity page: reads the published report (cosino.league.integrity.league_integrity,
// public/integrity.json) and shows the pair matrix, each flag with its evidence and links to the
// hands that weigh most (or, where the viewer would not open one, why it is not linked), and every
// agent's own field rates.

import { episodeLink, loadIndex } from "./browse.js";
import { clipped, el, fill, num, showFirst } from "./dom.js";
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

const text = (value) => clipped(value, TEXT_SHOWN);

// A p-value as the report can tell it. The report writes numbers to 12 decimals (the core's canonical writer),
// so its 0 is a p below 5e-13; and num()'s four places drew every p under 0.00005 as "0", where the docs and
// the calibration tools write 3.8e-08. Until 2026-12-07 the page said "p = 0 (Holm-adjusted 0)" for those.
export function pValue(p) {
  if (typeof p !== "number" || !Number.isFinite(p) || p >= 0.0001) return num(p);
  if (p === 0) return "< 5e-13";
  return p > 0 ? p.toExponential(1) : num(p);
}

/** "= 0.0123", "= 3.8e-8" or "< 5e-13": what follows "p" in a sentence. */
const pIs = (p) => (p === 0 ? pValue(p) : `= ${pValue(p)}`);
const joined = (list, sep) => text((Array.isArray(list) ? list.slice(0, TEXT_SHOWN) : []).join(sep));

/** A line saying how many `what` the page does not draw (`tag` p or li); null when none. */
function more(left, what, tag = "p") {
  return left > 0 ? el(tag, { className: "more muted", text: `\u2026 ${left} more ${what} not shown` }) : null;
}

/** The hands that weigh most, as links into the replays, the first WEIGH_SHOWN of them. */
function weighList(weigh, replays) {
  const all = Array.isArray(weigh) ? weigh : [];
  return el("ul", { className: "weigh" }, all.slice(0, WEIGH_SHOWN).map((w) => el("li", {},
    handAnchor(linkOf(replays, w.episode, w.hand), text(`${w.episode} hand ${shownHand(w.hand)}`)),
    ` (residual ${text(num(w.residual))})`)), more(all.length - WEIGH_SHOWN, "hands", "li"));
}

/** A report counts hands from 0 (the replay's records); the viewer, its links and its readers from 1. */
function shownHand(hand) {
  return Number.isSafeInteger(hand) && hand >= 0 ? hand + 1 : hand;
}

export function handLink(episode, hand, replays) {
  const q = new URLSearchParams({ replay: `${replays}${episode}.jsonl`, hand: String(shownHand(hand)) });
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

/** A hand's link, `{href}`: into the published episode index's replay (with its results and manifest) when the
 * page has the index (`replays` a Map of episode id to entry), else into the folder `replays` names; or `{why}`
 * there is none. An entry's replay that is no path on this site (a scheme, another host, over 2,048 characters)
 * is not linked: until review 50b a 10 MB one was copied into each of its hands' links (100 links: 24 s to draw
 * the page), and the viewer refused each on arrival. */
function linkOf(replays, episode, hand) {
  // A hand the report does not give as its 0-based number (the text "3", -1): until review 50b "3" was linked as
  // the viewer's hand 3, one before the replay's hand 3, and -1 as "?hand=-1".
  if (!(Number.isSafeInteger(hand) && hand >= 0)) return { why: "the report gives no hand number (0-based) for it" };
  const entry = replays instanceof Map ? replays.get(String(episode)) : undefined;
  if (entry === TWICE) return { why: "two entries of the episode index name this episode; its replay is not linked" };
  if (entry && entry.replayUrl) {
    if (!onSite(entry.replayUrl) || (entry.resultsUrl && !onSite(entry.resultsUrl))) {
      return { why: "the episode index names its replay or results by no path on this site; not linked" };
    }
    return { href: `./${episodeLink(entry, `&hand=${encodeURIComponent(String(shownHand(hand)))}`)}` };
  }
  return { href: handLink(episode, hand, replays instanceof Map ? REPLAYS : replays) };
}

/** The hand's name, a link when it has one, else the name with why it is not (its tooltip and its text). */
function handAnchor(link, name) {
  if (link.href) return el("a", { href: link.href, text: name });
  return el("span", { className: "unlinked", title: link.why, text: `${name} (not linked: ${link.why})` });
}

/** The published episodes by id (js/browse.js reads the index the viewer lists), or the folder REPLAYS when
 * there is no index. The runtime publishes replays by their SHA-256 (api/blobs/replays/<sha>.jsonl), never by
 * episode id: until 2026-12-07 every hand link under cosino serve opened replays/<episode>.jsonl, which no
 * publisher writes, and the viewer answered "could not fetch". */
async function publishedReplays() {
  const index = await loadIndex();
  if (!index) return REPLAYS;
  const byId = new Map();
  for (const e of index.episodes) {
    if (typeof e.episode === "string") byId.set(e.episode, byId.has(e.episode) ? TWICE : e);
  }
  return byId;
}

function flagBlock(flag, replays) {
  const [a, b] = [text(flag.agents[0]), text(flag.agents[1])];
  const who = flag.mutual ? `${a} \u2194 ${b}` : `${a} \u2192 ${b}`;
  return el("article", { className: "flag", dataset: { flag: text(flag.flag) } },
    el("h3", { text: `${text(flag.flag)}: ${who}` }),
    el("p", { text: `${WHAT[flag.flag] || text(flag.signal)}. p ${text(pIs(flag.p))} (Holm-adjusted ${text(pValue(flag.pHolm))}), ` +
      `from ${joined(flag.units, " and ")} ${text(flag.signal)} units over ${flag.episodes.length} episodes.` }),
    el("p", { text: `Excess per unit over the agent's other opponents: ${joined(flag.excess.map((x) => num(x)), ", ")}` }),
    el("p", { text: "Hands that weigh most:" }),
    weighList(flag.weigh, replays));
}

function cell(pair) {
  const tests = pair ? pair.tests || {} : {};
  const ps = Object.entries(tests).map(([k, t]) => `${k} p=${pValue(t.p)}`);
  const low = Object.values(tests).reduce((m, t) => Math.min(m, Number(t.p)), 1);
  return el("td", { dataset: { p: String(low) }, className: low <= 0.01 ? "strong" : "", title: ps.join("; ") || "not tested",
    text: pair ? pValue(low) : "\u2013" });
}

/** The agents the matrix draws: all of them, or the flagged ones first, up to MATRIX_AGENTS, in the report's order. */
function matrixAgents(report) {
  const agents = Object.keys(report.agents || {});
  if (agents.length <= MATRIX_AGENTS) return agents;
  const flagged = new Set((report.flags || []).flatMap((f) => (Array.isArray(f.agents) ? f.agents : [])));
  const chosen = new Set([...agents.filter((a) => flagged.has(a)), ...agents].slice(0, MATRIX_AGENTS));
  return agents.filter((a) => chosen.has(a));
}

function matrix(report) {
  const everyone = Object.keys(report.agents || {}).length;
  const agents = matrixAgents(report);
  const byPair = new Map((report.pairs || []).map((p) => [`${p.agent}\u0000${p.other}`, p]));
  return [el("table", { className: "matrix", id: "matrix" },
    el("caption", { text: "Smallest p-value of any test, row agent towards column agent (before the Holm correction)" }),
    el("thead", {}, el("tr", {}, el("th", { text: "" }), agents.map((a) => el("th", { scope: "col", text: text(a) })))),
    el("tbody", {}, agents.map((a) => el("tr", {}, el("th", { scope: "row", text: text(a) }),
      agents.map((b) => (a === b ? el("td", { text: "" }) : cell(byPair.get(`${a}\u0000${b}`)))))))),
  more(everyone - agents.length, "agents in the matrix (flagged agents are drawn first)")];
}

function context(report) {
  const agents = Object.entries(report.agents || {});
  const every = [...new Set(agents.flatMap(([, v]) => Object.keys(v)))];
  const kinds = every.slice(0, COLUMNS_SHOWN);
  return [el("table", { className: "context", id: "context" },
    el("caption", { text: "Each agent's own rates against the whole field (per unit): weak play shows here, not as a flag" }),
    el("thead", {}, el("tr", {}, el("th", { text: "agent" }), kinds.map((k) => el("th", { scope: "col", text: text(k) })))),
    el("tbody", {}, agents.slice(0, ROWS_SHOWN).map(([a, v]) => el("tr", {}, el("th", { scope: "row", text: text(a) }),
      kinds.map((k) => el("td", { text: v[k] ? text(`${num(v[k].rate)} (${v[k].units})`) : "\u2013" })))))),
  more(agents.length - ROWS_SHOWN, "agents"), more(every.length - kinds.length, "columns")];
}

// The per-agent mirror-memory test (cosino.league.mirror): better answers in the second hand of a duplicate pair.
function mirror(report, replays) {
  const section = report.mirror || {};
  const agents = Object.entries(section.agents || {});
  const flags = section.flags || [];
  const table = el("table", { className: "context", id: "mirror" },
    el("caption", { text: "Right answers to wagers (as a clairvoyant would answer) in first and second hands of duplicate pairs" }),
    el("thead", {}, el("tr", {}, ["agent", "units (first, second)", "right (first, second)", "excess", "p", "Holm"]
      .map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, agents.slice(0, ROWS_SHOWN).map(([a, v]) => el("tr", {}, el("th", { scope: "row", text: text(a) }),
      el("td", { text: joined(v.testedUnits || v.units || [], ", ") }),
      el("td", { text: v.tested ? joined(v.correct || [], ", ") : "not tested" }),
      el("td", { text: v.tested ? text(num(v.excess)) : "\u2013" }),
      el("td", { text: v.tested ? text(pValue(v.p)) : "\u2013" }),
      el("td", { text: v.tested ? text(pValue(v.pHolm)) : "\u2013" })))));
  const list = flags.length
    ? el("div", { id: "mirror-flags" }, flags.slice(0, FLAGS_SHOWN).map((f) => el("article", { className: "flag", dataset: { flag: text(f.flag) } },
      el("h3", { text: `${text(f.flag)}: ${text(f.agent)}` }),
      el("p", { text: `Answers wagers like a clairvoyant more often in second hands: ${joined(f.correct, " and ")} right of ` +
        `${joined(f.units, " and ")} (first, second); p ${text(pIs(f.p))} (Holm-adjusted ${text(pValue(f.pHolm))}).` }),
      weighList(f.weigh, replays))), more(flags.length - FLAGS_SHOWN, "flags"))
    : el("p", { id: "mirror-flags", text: "No agent is flagged for mirror memory." });
  return [list, table, more(agents.length - ROWS_SHOWN, "agents"), mirrorMethod(section.method || {})];
}

// How the mirror test was made, as the report states it (Kuhn and Leduc units have their own clairvoyant).
const MIRROR_METHOD = [["label", "label"], ["value", "unit"], ["strata", "strata"], ["null", "null"],
  ["pValue", "p-value"], ["correction", "correction"], ["alpha", "alpha"], ["minUnits", "fewest units tested"],
  ["kuhnLeduc", "Kuhn and Leduc"]];

function mirrorMethod(method) {
  const rows = MIRROR_METHOD.filter(([key]) => method[key] !== undefined && method[key] !== null);
  return el("dl", { className: "muted", id: "mirror-method" }, rows.flatMap(([key, label]) =>
    [el("dt", { text: label }), el("dd", { dataset: { key }, text: clipped(method[key], METHOD_SHOWN) })]));
}

export function render(report, root, replays = "replays/") {
  const flags = report.flags || [];
  const m = report.method || {};
  fill(root,
    report.pinned ? el("p", { className: "muted pinned", text: text(`Computed from ${report.pinned.episodes} episodes; manifest SHA-256 ${report.pinned.manifest}`) }) : null,
    el("h2", { text: `Flags (${flags.length})` }),
    flags.length ? el("div", { id: "flags" }, flags.slice(0, FLAGS_SHOWN).map((f) => flagBlock(f, replays)), more(flags.length - FLAGS_SHOWN, "flags"))
      : el("p", { id: "flags", text: "No pair of agents is flagged." }),
    el("h2", { text: "Pair matrix" }), matrix(report),
    el("h2", { text: "Per-agent context" }), context(report),
    report.mirror ? [el("h2", { text: "Mirror memory" }), mirror(report, replays)] : null,
    el("p", { className: "muted", text: clipped(`Method: ${m.null || "?"}; correction ${m.correction || "?"} at ${num(m.alpha)}.`, METHOD_SHOWN) }));
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

async function main() {
  let address;
  try {
    address = addressed(new URLSearchParams(location.search));
  } catch (err) {
    return refuseAddress(err, "integrity report");
  }
  // A ?replays= folder is the reader's own choice; without one, the links follow the published index.
  const replays = address.folderGiven ? address.replays : await publishedReplays();
  await showFirst(address.sources, (data) => render(data, $("report"), replays), "integrity report");
}

main();
