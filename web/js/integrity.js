// The league integrity page: reads the published report (cosino.league.integrity.league_integrity,
// public/integrity.json) and shows the pair matrix, each flag with its evidence and links to the
// hands that weigh most, and every agent's own field rates.

import { el, fill, num, showFirst } from "./dom.js";
import { announceUnpublished, isDefault, notPublished, refuseAddress, shownPath, sitePath } from "./source.js";

const $ = (id) => document.getElementById(id);
// Each pair's tests are keyed by the flag they can raise.
const WHAT = {
  dump: "folds to the other's bets more than to its other opponents, giving up equity",
  feed: "puts chips in with the worst of it when the other is in the hand (calls its bets, or bets first, with cards that do not pay), more than against its other opponents in the same spot",
  "soft-play": "both play passively and fold to each other when alone together",
  "trick-soft-play": "both let the other's winning card stand",
};

export function handLink(episode, hand, replays) {
  const q = new URLSearchParams({ replay: `${replays}${episode}.jsonl`, hand: String(hand) });
  return `./?${q}`;
}

function flagBlock(flag, replays) {
  const who = flag.mutual ? `${flag.agents[0]} \u2194 ${flag.agents[1]}` : `${flag.agents[0]} \u2192 ${flag.agents[1]}`;
  return el("article", { className: "flag", dataset: { flag: flag.flag } },
    el("h3", { text: `${flag.flag}: ${who}` }),
    el("p", { text: `${WHAT[flag.flag] || flag.signal}. p = ${num(flag.p)} (Holm-adjusted ${num(flag.pHolm)}), ` +
      `from ${flag.units.join(" and ")} ${flag.signal} units over ${flag.episodes.length} episodes.` }),
    el("p", { text: `Excess per unit over the agent's other opponents: ${flag.excess.map((x) => num(x)).join(", ")}` }),
    el("p", { text: "Hands that weigh most:" }),
    el("ul", { className: "weigh" }, flag.weigh.map((w) => el("li", {},
      el("a", { href: handLink(w.episode, w.hand, replays), text: `${w.episode} hand ${w.hand}` }),
      ` (residual ${num(w.residual)})`))));
}

function cell(pair) {
  const tests = pair ? pair.tests || {} : {};
  const ps = Object.entries(tests).map(([k, t]) => `${k} p=${num(t.p)}`);
  const low = Object.values(tests).reduce((m, t) => Math.min(m, Number(t.p)), 1);
  return el("td", { dataset: { p: String(low) }, className: low <= 0.01 ? "strong" : "", title: ps.join("; ") || "not tested",
    text: pair ? num(low) : "\u2013" });
}

function matrix(report) {
  const agents = Object.keys(report.agents || {});
  const byPair = new Map((report.pairs || []).map((p) => [`${p.agent}\u0000${p.other}`, p]));
  return el("table", { className: "matrix", id: "matrix" },
    el("caption", { text: "Smallest p-value of any test, row agent towards column agent (before the Holm correction)" }),
    el("thead", {}, el("tr", {}, el("th", { text: "" }), agents.map((a) => el("th", { scope: "col", text: a })))),
    el("tbody", {}, agents.map((a) => el("tr", {}, el("th", { scope: "row", text: a }),
      agents.map((b) => (a === b ? el("td", { text: "" }) : cell(byPair.get(`${a}\u0000${b}`))))))));
}

function context(report) {
  const agents = Object.entries(report.agents || {});
  const kinds = [...new Set(agents.flatMap(([, v]) => Object.keys(v)))];
  return el("table", { className: "context", id: "context" },
    el("caption", { text: "Each agent's own rates against the whole field (per unit): weak play shows here, not as a flag" }),
    el("thead", {}, el("tr", {}, el("th", { text: "agent" }), kinds.map((k) => el("th", { scope: "col", text: k })))),
    el("tbody", {}, agents.map(([a, v]) => el("tr", {}, el("th", { scope: "row", text: a }),
      kinds.map((k) => el("td", { text: v[k] ? `${num(v[k].rate)} (${v[k].units})` : "\u2013" }))))));
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
    el("tbody", {}, agents.map(([a, v]) => el("tr", {}, el("th", { scope: "row", text: a }),
      el("td", { text: (v.testedUnits || v.units || []).join(", ") }),
      el("td", { text: v.tested ? (v.correct || []).join(", ") : "not tested" }),
      el("td", { text: v.tested ? num(v.excess) : "\u2013" }),
      el("td", { text: v.tested ? num(v.p) : "\u2013" }),
      el("td", { text: v.tested ? num(v.pHolm) : "\u2013" })))));
  const list = flags.length
    ? el("div", { id: "mirror-flags" }, flags.map((f) => el("article", { className: "flag", dataset: { flag: f.flag } },
      el("h3", { text: `${f.flag}: ${f.agent}` }),
      el("p", { text: `Answers wagers like a clairvoyant more often in second hands: ${f.correct.join(" and ")} right of ` +
        `${f.units.join(" and ")} (first, second); p = ${num(f.p)} (Holm-adjusted ${num(f.pHolm)}).` }),
      el("ul", { className: "weigh" }, f.weigh.map((w) => el("li", {},
        el("a", { href: handLink(w.episode, w.hand, replays), text: `${w.episode} hand ${w.hand}` }),
        ` (residual ${num(w.residual)})`))))))
    : el("p", { id: "mirror-flags", text: "No agent is flagged for mirror memory." });
  return [list, table, mirrorMethod(section.method || {})];
}

// How the mirror test was made, as the report states it (Kuhn and Leduc units have their own clairvoyant).
const MIRROR_METHOD = [["label", "label"], ["value", "unit"], ["strata", "strata"], ["null", "null"],
  ["pValue", "p-value"], ["correction", "correction"], ["alpha", "alpha"], ["minUnits", "fewest units tested"],
  ["kuhnLeduc", "Kuhn and Leduc"]];

function mirrorMethod(method) {
  const rows = MIRROR_METHOD.filter(([key]) => method[key] !== undefined && method[key] !== null);
  return el("dl", { className: "muted", id: "mirror-method" }, rows.flatMap(([key, label]) =>
    [el("dt", { text: label }), el("dd", { dataset: { key }, text: String(method[key]) })]));
}

export function render(report, root, replays = "replays/") {
  fill(root);
  const flags = report.flags || [];
  if (report.pinned) {
    root.append(el("p", { className: "muted pinned", text: `Computed from ${report.pinned.episodes} episodes; manifest SHA-256 ${report.pinned.manifest}` }));
  }
  root.append(el("h2", { text: `Flags (${flags.length})` }));
  root.append(flags.length ? el("div", { id: "flags" }, flags.map((f) => flagBlock(f, replays)))
    : el("p", { id: "flags", text: "No pair of agents is flagged." }));
  root.append(el("h2", { text: "Pair matrix" }), matrix(report));
  root.append(el("h2", { text: "Per-agent context" }), context(report));
  if (report.mirror) root.append(el("h2", { text: "Mirror memory" }), ...mirror(report, replays));
  const m = report.method || {};
  root.append(el("p", { className: "muted", text: `Method: ${m.null || "?"}; correction ${m.correction || "?"} at ${num(m.alpha)}.` }));
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
  return { sources: src ? [given] : PUBLISHED, replays };
}

async function main() {
  let address;
  try {
    address = addressed(new URLSearchParams(location.search));
  } catch (err) {
    return refuseAddress(err, "integrity report");
  }
  await showFirst(address.sources, (data) => render(data, $("report"), address.replays), "integrity report");
}

main();
