// Diagnostics beside the scores: the collusion audit (3+ seat poker), the soft-play audit
// (hearts, oh-hell) and exploitability (Kuhn, Leduc). Whatever the results hold is drawn;
// a missing or null block says so. Every number carries a one-line tooltip.

import { clipped, el, num } from "./dom.js";
import { largest } from "./extent.js";

export const MEANING = {
  surrender: "Chips row seat gave up to column seat beyond its equity, pro rata over contested pots (negative: won more than its equity).",
  rate: "Surrender per contested hand from row seat to column seat.",
  bias: "Row seat's surrender rate to column seat minus its rate to the rest of the field; only positive bias can flag.",
  contested: "Hands in which both seats put chips into the same pot.",
  netFlow: "Directed chip flow from row seat to column seat minus the flow back (reported, never used for a flag).",
  flow: "Pro-rata chips that moved from row seat to column seat.",
  chance: "Tricks where column seat's card was winning and row seat could legally have beaten it.",
  yield: "Of those chances, how often row seat declined to beat column seat's card.",
  yieldRate: "Yield divided by chance: how readily row seat let column seat keep the trick.",
  field: "The same rate measured against every other seat together.",
  discards: "Tricks won by column seat on which row seat was void in the led suit.",
  gift: "Penalty points row seat threw into tricks won by column seat.",
  exploitability: "Chips per hand a best response wins against this seat's observed strategy, averaged over both positions (0 = unexploitable).",
  exploitabilityCoverage: "Share of reachable information sets this seat actually visited.",
  exploitabilityFill: "How unvisited information sets were filled before the best response was computed.",
  power: "How much evidence the audit rests on: read small counts as weak evidence.",
  thresholds: "The bars a bias must clear to raise a flag, and the fewest contested hands a pair needs.",
  flags: "Pairs whose bias cleared the documented bar (a diagnostic: never changes a score).",
};

// Entries of one key: value block drawn, and characters of a key or of one value: a results file is
// anyone's until verified, and a block of 100,000 keys or a value of megabytes was drawn whole.
const ENTRIES_SHOWN = 200;
const KEY_SHOWN = 200;

const ORDER = ["surrender", "bias", "contested", "netFlow", "rate", "flow", "chance", "yield", "yieldRate", "discards", "gift"];

function isMatrix(v, n) {
  return Array.isArray(v) && v.length === n && v.every((row) => Array.isArray(row) && row.length === n);
}

function isVector(v, n) {
  return Array.isArray(v) && v.length === n && v.every((x) => x === null || typeof x === "number");
}

/** Slot pairs named by a flag object, whatever its key names: [[a, b], ...]. */
export function flaggedPairs(flags) {
  const pairs = [];
  for (const f of Array.isArray(flags) ? flags : []) {
    if (!f || typeof f !== "object") continue;
    let pair = null;
    for (const [x, y] of [["a", "b"], ["from", "to"], ["giver", "receiver"], ["slotA", "slotB"], ["source", "target"]]) {
      if (Number.isInteger(f[x]) && Number.isInteger(f[y])) pair = [f[x], f[y]];
    }
    if (!pair && Array.isArray(f.pair) && f.pair.length === 2) pair = f.pair;
    if (!pair && Array.isArray(f.slots) && f.slots.length === 2) pair = f.slots;
    if (pair) {
      pairs.push({ a: pair[0], b: pair[1], kind: String(f.kind ?? f.flag ?? f.type ?? "flag"), directed: !/soft/i.test(String(f.kind ?? f.flag ?? "")) });
    }
  }
  return pairs;
}

/** A matrix as a heatmap table; `marks` are flagged [a, b] cells. */
export function heatmap(name, matrix, aliases, marks = []) {
  name = clipped(name, KEY_SHOWN); // an audit's key: the results file's text, drawn in every cell's tip
  const values = matrix.flat().filter((v) => typeof v === "number");
  const scale = largest(values.map((v) => Math.abs(v)), 1e-12);
  const tip = MEANING[name] || `${name} by ordered pair of seats.`;
  const head = el("tr", {}, el("th", { className: "corner", text: "row \u2192 col" }), aliases.map((a) => el("th", { text: a, title: a })));
  const rows = matrix.map((row, a) =>
    el(
      "tr",
      {},
      el("th", { text: aliases[a], title: aliases[a] }),
      row.map((v, b) => {
        const flagged = marks.some((m) => (m.a === a && m.b === b) || (!m.directed && m.a === b && m.b === a));
        const t = typeof v === "number" ? v / scale : 0;
        const colour = t >= 0 ? `rgba(200, 60, 40, ${Math.abs(t) * 0.55})` : `rgba(40, 90, 200, ${Math.abs(t) * 0.55})`;
        const shown = clipped(num(v), KEY_SHOWN); // a cell of a matrix need not be a number
        return el("td", {
          className: (a === b ? "diag " : "") + (flagged ? "flagged" : ""),
          style: a === b ? null : { background: colour },
          title: `${name}[${aliases[a]} \u2192 ${aliases[b]}] = ${shown}. ${tip}${flagged ? " FLAGGED." : ""}`,
          text: a === b ? "" : shown,
        });
      }),
    ),
  );
  return el(
    "figure",
    { className: "heatmap", dataset: { metric: name } },
    el("figcaption", { title: tip }, el("strong", { text: name }), " ", el("span", { className: "tip", text: tip })),
    el("table", {}, el("thead", {}, head), el("tbody", {}, rows)),
  );
}

function vectorTable(name, vector, aliases) {
  name = clipped(name, KEY_SHOWN); // an audit's key: the results file's text, drawn in every cell's tip
  const tip = MEANING[name] || `${name} per seat.`;
  return el(
    "table",
    { className: "vector", dataset: { metric: name } },
    el("caption", { title: tip, text: name }),
    el("tr", {}, aliases.map((a) => el("th", { text: a }))),
    el("tr", {}, vector.map((v, i) => el("td", { title: `${name} of ${aliases[i]} = ${num(v)}. ${tip}`, text: num(v) }))),
  );
}

function keyValues(name, obj) {
  const tip = MEANING[name] || "";
  const entries = Object.entries(obj || {});
  return el(
    "dl",
    { className: "power", title: tip, dataset: { metric: clipped(name, KEY_SHOWN) } },
    el("dt", { className: "block-title", text: clipped(name, KEY_SHOWN) }),
    entries.slice(0, ENTRIES_SHOWN).map(([k, v]) => [el("dt", { text: clipped(k, KEY_SHOWN) }), el("dd", { text: clipped(typeof v === "object" ? JSON.stringify(v) : num(v)) })]),
    entries.length > ENTRIES_SHOWN ? el("dd", { className: "muted more", text: `\u2026 ${entries.length - ENTRIES_SHOWN} more entries not shown` }) : null,
  );
}

/** The audit block (collusion or soft-play), or a note that there is none. */
export function renderAudit(audit, aliases, kindLabel) {
  const n = aliases.length;
  if (!audit || typeof audit !== "object") {
    return el("p", { className: "muted", text: "No audit in these results (null): this variant has none, or it was not computed." });
  }
  const marks = flaggedPairs(audit.flags);
  const parts = [el("h3", { text: kindLabel })];
  if ("flags" in audit) {
    // A real audit flags at most every ordered pair of seats; a forged results file may list 30,000.
    const flags = Array.isArray(audit.flags) ? audit.flags : [];
    const flagList = flags.length
      ? el("ul", { className: "flags" }, flags.slice(0, ENTRIES_SHOWN).map((f) => el("li", { text: flagText(f, aliases) },
        el("span", { className: "strength", dataset: { strength: flagStrength(f, audit).level }, text: " " + flagStrength(f, audit).text }))),
        flags.length > ENTRIES_SHOWN ? el("li", { className: "muted more", text: `\u2026 ${flags.length - ENTRIES_SHOWN} more flags not shown` }) : null)
      : el("p", { className: "flags none", text: "No pair flagged." });
    parts.push(
      el("section", { className: "flag-block" },
        el("h4", { title: MEANING.flags, text: "Flags" }),
        flagList,
        audit.power ? keyValues("power", audit.power) : null),
    );
  } else if (audit.power) {
    parts.push(keyValues("power", audit.power));
  }
  const keys = Object.keys(audit).sort((x, y) => rank(x) - rank(y));
  const grid = el("div", { className: "heatmaps" });
  for (const key of keys) {
    const v = audit[key];
    if (isMatrix(v, n)) grid.appendChild(heatmap(key, v, aliases, marks));
  }
  parts.push(grid);
  for (const key of keys) {
    const v = audit[key];
    if (isVector(v, n)) parts.push(vectorTable(key, v, aliases));
    else if (!isMatrix(v, n) && !["flags", "power"].includes(key) && v !== null && typeof v === "object") parts.push(keyValues(key, v));
  }
  return el("div", { className: "audit" }, parts);
}

function rank(key) {
  const i = ORDER.indexOf(key);
  return i < 0 ? ORDER.length : i;
}

const frac = (v) => (v === null || v === undefined ? NaN : Number(v));

/**
 * How strong one per-episode flag is: its bias against the bar, the contested hands it rests on,
 * and the flagged seat's own field rate against the table's median (a seat that folds equity to
 * everyone, such as a random seat, clears the bar against whoever it happens to meet). One
 * episode is weak evidence by construction; the league integrity page pools every episode.
 */
// The table's median field rate, once per audit: sorted again for each flag, a results file of 30,000
// flags and as many field rates took minutes.
const MEDIANS = new WeakMap();

function fieldMedian(audit) {
  if (!MEDIANS.has(audit)) {
    const field = (Array.isArray(audit.field) ? audit.field : []).map(frac).filter((x) => !Number.isNaN(x)).sort((x, y) => x - y);
    MEDIANS.set(audit, field.length ? field[Math.floor((field.length - 1) / 2)] : NaN);
  }
  return MEDIANS.get(audit);
}

export function flagStrength(f, audit) {
  const pair = flaggedPairs([f])[0];
  if (!pair || !audit) return { level: "unknown", text: "" };
  const { a, b } = pair;
  const soft = !pair.directed;
  const bar = frac((audit.thresholds || {})[soft ? "softPlay" : "dump"]);
  const bias = soft ? Math.min(frac(audit.bias?.[a]?.[b]), frac(audit.bias?.[b]?.[a])) : frac(audit.bias?.[a]?.[b]);
  const contested = frac(audit.contested?.[a]?.[b]);
  const median = fieldMedian(audit);
  const own = frac(audit.field?.[a]);
  const ratio = bar > 0 ? bias / bar : NaN;
  const loose = own > 0 && own > 2 * Math.max(median, 0.01);
  const level = contested >= 12 && ratio >= 2 && !loose ? "moderate" : "weak";
  const parts = [`${level} evidence: bias ${num(Math.round(bias * 100) / 100)} is ${num(Math.round(ratio * 10) / 10)}x the bar over ${num(contested)} contested hands of one episode`];
  if (loose) parts.push(`this seat gives up ${num(Math.round(own * 100) / 100)} per contested hand to the whole field (table median ${num(Math.round(median * 100) / 100)}): loose play looks like this`);
  parts.push("not an accusation; see the league integrity page");
  return { level, text: `[${parts.join("; ")}]` };
}

function flagText(f, aliases) {
  const pair = flaggedPairs([f])[0];
  const name = (s) => (Number.isInteger(s) && aliases[s] !== undefined ? aliases[s] : String(s));
  const extra = Object.entries(f || {})
    .filter(([k]) => !["a", "b", "from", "to", "pair", "slots", "kind", "flag", "type"].includes(k))
    .map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : num(v)}`)
    .join(", ");
  if (!pair) return clipped(JSON.stringify(f));
  const arrow = pair.directed ? " \u2192 " : " \u2194 ";
  return clipped(`${pair.kind}: ${name(pair.a)}${arrow}${name(pair.b)}${extra ? " (" + extra + ")" : ""}`);
}

/** Exploitability per seat with its fill and coverage (Kuhn, Leduc); null entries say why. */
export function renderExploitability(results, aliases) {
  const values = results.exploitability;
  if (!Array.isArray(values)) {
    return el("p", { className: "muted", text: "No exploitability (null): it is measured exactly only for Kuhn and Leduc." });
  }
  const coverage = results.exploitabilityCoverage || [];
  return el(
    "table",
    { className: "exploitability" },
    el("caption", { title: MEANING.exploitability }, "Exploitability (chips per hand); unvisited information sets filled: ", el("code", { title: MEANING.exploitabilityFill, text: clipped(String(results.exploitabilityFill ?? "\u2013"), KEY_SHOWN) })),
    el("tr", {}, el("th", { text: "seat" }), el("th", { title: MEANING.exploitability, text: "exploitability" }), el("th", { title: MEANING.exploitabilityCoverage, text: "coverage" })),
    aliases.map((a, i) =>
      el("tr", {},
        el("th", { text: a }),
        el("td", { title: MEANING.exploitability, text: num(values[i]) }),
        el("td", { title: MEANING.exploitabilityCoverage, text: num(coverage[i]) })),
    ),
  );
}
