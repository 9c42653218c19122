// The leaderboard page: reads the published leaderboard JSON (cosino.league.table.leaderboard: rows
// under "table", each with "agent", a Bradley-Terry block "bt" {rating, lo, hi}, "elo" ...)
// and shows ratings with their intervals. Other shapes are read loosely: a list of rows, or an
// object holding one under rows / entries / leaderboard / table / ratings.

import { clipped, el, fill, num, showFirst } from "./dom.js";
import { largest, smallest } from "./extent.js";
import { announceUnpublished, isDefault, notPublished, refuseAddress, sitePath } from "./source.js";

const $ = (id) => document.getElementById(id);
const NAME_KEYS = ["agent", "name", "seat", "id"];
const RATING_KEYS = ["rating", "elo", "strength", "score", "meanScore"];
const INTERVAL_KEYS = ["interval", "ci", "ci95", "interval95", "btInterval"];

export function rowsOf(data) {
  if (Array.isArray(data)) return data;
  if (data && typeof data === "object") {
    for (const key of ["rows", "entries", "leaderboard", "table", "ratings", "agents"]) {
      if (Array.isArray(data[key])) return data[key];
    }
  }
  return null;
}

function pick(row, keys) {
  for (const k of keys) if (row[k] !== undefined && row[k] !== null) return [k, row[k]];
  return [null, undefined];
}

function interval(row) {
  // A nested rating block such as {"bt": {"rating", "lo", "hi"}}: the interval belongs to its rating.
  for (const [key, v] of Object.entries(row)) {
    if (v && typeof v === "object" && !Array.isArray(v) && typeof v.lo === "number" && typeof v.hi === "number") {
      return { key, lo: v.lo, hi: v.hi, rating: typeof v.rating === "number" ? v.rating : undefined, label: key };
    }
    // Null bounds beside a rating: no bootstrap draws, too few, or an agent never compared, so no interval to show.
    if (v && typeof v === "object" && !Array.isArray(v) && typeof v.rating === "number" && v.lo === null && v.hi === null) {
      return { key, lo: null, hi: null, rating: v.rating, label: key, none: true };
    }
  }
  const [key, v] = pick(row, INTERVAL_KEYS);
  if (Array.isArray(v) && v.length === 2) return { key, lo: Number(v[0]), hi: Number(v[1]) };
  if (v && typeof v === "object") {
    const lo = v.lo ?? v.low ?? v.lower;
    const hi = v.hi ?? v.high ?? v.upper;
    if (lo !== undefined && hi !== undefined) return { key, lo: Number(lo), hi: Number(hi) };
  }
  for (const [a, b] of [["lo", "hi"], ["low", "high"], ["lower", "upper"], ["ratingLo", "ratingHi"]]) {
    if (typeof row[a] === "number" && typeof row[b] === "number") return { key: null, used: [a, b], lo: row[a], hi: row[b] };
  }
  return null;
}

// The columns of the published schema (docs/viewer.md, "Leaderboard"), in this order; byVariant
// becomes one column per variant, and any other scalar field follows as its own column.
const COLUMNS = [
  ["elo", "Elo", "Elo after every episode in order (ranks follow it)"],
  ["meanScore", "mean score", "mean of the agent's per-seat scores (0 to 1; 1/2 is even)"],
  ["episodes", "episodes", "episodes played"],
  ["seats", "seats", "seats played (an agent may hold several seats of one episode)"],
  ["wins", "wins", "seats with the top net of their episode (ties all win)"],
  ["swapWithNext", "swap with next", "fewest episodes that, taken out, would level this row with the next or put it below (linearised Elo: each one's recorded change, shrunk by the agent's later episodes)"],
];

// One level of nesting flattened into "outer.inner" scalars (reliability's latency block ...).
function flat(obj, prefix = "") {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) return [];
  return Object.entries(obj).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object" && !Array.isArray(v)) return prefix ? [] : flat(v, key);
    return [[key, Array.isArray(v) ? v.join(", ") : v]];
  });
}

// What one table draws of a file far larger than a league makes (a forged one: 100,000 rows took
// minutes): the first rows and columns in the file's order, each cut followed by how many it left out.
const ROWS_SHOWN = 200;
const COLUMNS_SHOWN = 16;
const ENTRIES_SHOWN = 200; // key: value pairs of a block (power, method)
const FAMILIES_SHOWN = 8;
const CELL_SHOWN = 200; // characters of one cell's text

const cellText = (value) => clipped(num(value), CELL_SHOWN);

/** A last row of a table of `span` columns saying how many `what` it does not draw; null when none. */
function moreRow(span, left, what) {
  if (left <= 0) return null;
  return el("tr", { className: "more" }, el("td", { colspan: String(span), className: "muted", text: `\u2026 ${left} more ${what} not shown` }));
}

/** A line under a table (or list) saying how many `what` it leaves out; null when none. */
function moreLine(left, what) {
  return left > 0 ? el("p", { className: "more muted", text: `\u2026 ${left} more ${what} not shown` }) : null;
}

/** Rows of [key, value] pairs as a table, one column per key; `total` counts the rows not given too. */
function keyTable(className, rows, total) {
  const every = [...new Set(rows.flatMap((r) => r.map(([k]) => k)))];
  const keys = every.slice(0, COLUMNS_SHOWN);
  return [el("table", { className },
    el("tr", {}, keys.map((k) => el("th", { scope: "col", text: clipped(k, CELL_SHOWN) }))),
    rows.slice(0, ROWS_SHOWN).map((r) => el("tr", {}, keys.map((k) => el("td", { text: cellText(new Map(r).get(k)) })))),
    moreRow(keys.length, total - Math.min(rows.length, ROWS_SHOWN), "rows")),
  moreLine(every.length - keys.length, "columns")];
}

/** A block's key: value pairs as a definition list, the first ENTRIES_SHOWN of them. */
function pairsList(entries) {
  return [el("dl", { className: "power" }, entries.slice(0, ENTRIES_SHOWN).map(([k, v]) => [el("dt", { text: clipped(k, CELL_SHOWN) }), el("dd", { text: cellText(v) })])),
    moreLine(entries.length - ENTRIES_SHOWN, "entries")];
}

/** The audit sums: each block (collusion, softPlay) with its pairs as a table and its power. */
function auditBlock(audit) {
  if (!audit || typeof audit !== "object") return null;
  const blocks = Object.entries(audit);
  return el("section", { className: "league-audit" }, el("h3", { text: "League audit" }),
    blocks.slice(0, FAMILIES_SHOWN).map(([name, block]) => el("div", { className: "audit-block", dataset: { block: clipped(name, CELL_SHOWN) } },
      el("h4", { text: clipped(name, CELL_SHOWN) }),
      !block ? el("p", { className: "muted", text: "none: no episode of this family carries it" }) : [
        Array.isArray(block.pairs) ? keyTable("audit-pairs", block.pairs.slice(0, ROWS_SHOWN).map((p) => flat(p)), block.pairs.length) : null,
        pairsList(flat(Object.fromEntries(Object.entries(block).filter(([k]) => k !== "pairs")))),
      ])),
    moreLine(blocks.length - FAMILIES_SHOWN, "audit blocks"));
}

/** Reliability per agent (harness facts, never a rating input): one row per agent. */
function reliabilityBlock(reliability) {
  if (!reliability || typeof reliability !== "object") return null;
  const agents = Object.keys(reliability);
  const shown = agents.slice(0, ROWS_SHOWN).map((a) => [["agent", a], ...flat(reliability[a])]);
  return el("section", { className: "league-reliability" }, el("h3", { text: "Reliability" }),
    agents.length
      ? keyTable("reliability", shown, agents.length)
      : el("p", { className: "muted", text: "no reliability published (house and random seats make no calls)" }));
}

/** Each row with its interval, rating and name read (any of the shapes rowsOf accepts). */
function parseRows(rows) {
  return rows.map((row) => {
    const ci = interval(row);
    const rating = ci && ci.rating !== undefined ? [ci.label, ci.rating] : pick(row, RATING_KEYS.filter((k) => k !== "elo" && k !== "meanScore"));
    return { row, name: pick(row, NAME_KEYS), rating, ci };
  });
}

/** The columns the rows fill: the schema's, one per variant, and any other scalar field. */
function columnsOf(rows, parsed) {
  const used = new Set(["rank", "byVariant", ...NAME_KEYS, ...INTERVAL_KEYS, ...COLUMNS.map(([k]) => k)]);
  parsed.forEach((p) => {
    if (p.ci && p.ci.used) p.ci.used.forEach((k) => used.add(k));
    if (p.ci && p.ci.key) used.add(p.ci.key);
    if (p.rating[0]) used.add(p.rating[0]);
  });
  const columns = COLUMNS.filter(([k]) => rows.some((r) => r[k] !== undefined));
  const variants = [...new Set(rows.flatMap((r) => Object.keys(r.byVariant || {})))].sort();
  const extra = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => !used.has(k) && rows.every((r) => r[k] === undefined || r[k] === null || typeof r[k] !== "object"));
  return { columns, variants: variants.slice(0, COLUMNS_SHOWN), extra: extra.slice(0, COLUMNS_SHOWN),
    left: variants.length + extra.length - Math.min(variants.length, COLUMNS_SHOWN) - Math.min(extra.length, COLUMNS_SHOWN) };
}

function headRow(cols, ratingLabel) {
  const ratingTitle = ratingLabel === "bt" ? "Bradley-Terry rating (Elo scale)" : ratingLabel;
  return el("tr", {}, el("th", { scope: "col", text: "#" }), el("th", { scope: "col", text: "agent" }), el("th", { scope: "col", title: ratingTitle, text: ratingLabel === "bt" ? "rating (BT)" : ratingLabel }),
    el("th", { scope: "col", title: "95% interval", text: "interval" }), el("th", { scope: "col", className: "bar-col", text: "interval bar" }),
    cols.columns.map(([k, label, tip]) => el("th", { scope: "col", title: tip, dataset: { field: k }, text: label })),
    cols.variants.map((v) => el("th", { scope: "col", title: `mean score in ${clipped(v, CELL_SHOWN)}`, dataset: { field: `byVariant.${clipped(v, CELL_SHOWN)}` }, text: clipped(v, CELL_SHOWN) })),
    cols.extra.map((k) => el("th", { scope: "col", text: clipped(k, CELL_SHOWN) })));
}

function bodyRow(p, i, cols, scale) {
  const { ci } = p;
  const { lo, span } = scale;
  const bar = ci && Number.isFinite(ci.lo) && Number.isFinite(ci.hi)
    ? el("div", { className: "ci-bar" },
      el("span", { className: "ci", style: { left: `${((ci.lo - lo) / span) * 100}%`, width: `${Math.max(0.5, ((ci.hi - ci.lo) / span) * 100)}%` } }),
      typeof p.rating[1] === "number" ? el("span", { className: "point", style: { left: `${((p.rating[1] - lo) / span) * 100}%` } }) : null)
    : null;
  return el("tr", { dataset: { agent: clipped(String(p.name[1] ?? ""), CELL_SHOWN) } },
    el("td", { text: cellText(p.row.rank ?? i + 1) }),
    el("th", { scope: "row", text: p.name[1] === undefined ? "?" : cellText(p.name[1]) }),
    el("td", { text: cellText(p.rating[1]) }),
    el("td", { title: ci && ci.none ? "no interval: no resamples were drawn, or this agent was never compared with another" : null, text: ci && ci.none ? "not computed" : ci ? `${cellText(ci.lo)} \u2013 ${cellText(ci.hi)}` : "\u2013" }),
    el("td", { className: "bar-col" }, bar),
    cols.columns.map(([k]) => el("td", { dataset: { field: k }, text: cellText(p.row[k]) })),
    cols.variants.map((v) => el("td", { dataset: { field: `byVariant.${clipped(v, CELL_SHOWN)}` }, text: cellText((p.row.byVariant || {})[v]) })),
    cols.extra.map((k) => el("td", { text: cellText(p.row[k]) })));
}

function render(data, target) {
  const rows = rowsOf(data);
  if (!rows) throw new Error("no list of rows found (expected a list, or rows / entries / leaderboard in an object)");
  const parsed = parseRows(rows);
  const ratingLabel = parsed.find((p) => p.rating[0])?.rating[0] ?? "rating";
  // The bars share one scale over every row, drawn or not.
  const finite = parsed.flatMap((p) => (p.ci && !p.ci.none ? [p.ci.lo, p.ci.hi] : typeof p.rating[1] === "number" ? [p.rating[1]] : []));
  const lo = smallest(finite);
  const scale = { lo, span: largest(finite) - lo || 1 };
  const cols = columnsOf(rows, parsed);
  const span = 5 + cols.columns.length + cols.variants.length + cols.extra.length;
  const scalars = (obj) => (obj && !Array.isArray(obj) ? Object.entries(obj).filter(([, v]) => v === null || typeof v !== "object") : []);
  const meta = [...scalars(data), ...flat(data && data.league)];
  fill(
    target,
    meta.length ? el("p", { className: "muted league-meta", text: clipped(meta.slice(0, ENTRIES_SHOWN).map(([k, v]) => `${k}: ${v}`).join(" \u00b7 "), CELL_SHOWN * 10) }) : null,
    el("div", { className: "scroll-x" }, el("table", { className: "leaderboard" }, headRow(cols, ratingLabel),
      parsed.slice(0, ROWS_SHOWN).map((p, i) => bodyRow(p, i, cols, scale)),
      moreRow(span, parsed.length - ROWS_SHOWN, "agents"))),
    moreLine(cols.left, "columns"),
    auditBlock(data && data.audit),
    reliabilityBlock(data && data.reliability),
    data && data.method ? el("details", { className: "method" }, el("summary", { text: "method" }), pairsList(flat(data.method))) : null,
  );
}

/** The published shape: one table per family ({"families": {"poker": table, ...}, "pinned": ...}). */
function renderAll(data) {
  const board = $("board");
  if (!(data && data.families && typeof data.families === "object" && !Array.isArray(data.families))) {
    render(data, board);
    return;
  }
  fill(board);
  board.append(el("p", { className: "integrity-link" }, el("a", { href: "integrity.html", text: "League integrity report" }),
    " (pooled collusion tests per pair of agents)"));
  if (data.pinned && typeof data.pinned === "object") {
    board.append(el("p", { className: "muted pinned", text: `Computed from ${data.pinned.episodes} episodes; manifest SHA-256 ${data.pinned.manifest}` }));
  }
  const families = Object.entries(data.families);
  for (const [family, table] of families.slice(0, FAMILIES_SHOWN)) {
    const section = el("section", { className: "family" });
    section.dataset.family = clipped(family, CELL_SHOWN);
    board.append(el("h2", { text: clipped(family, CELL_SHOWN) }), section);
    render(table, section);
  }
  const more = moreLine(families.length - FAMILIES_SHOWN, "families");
  if (more) board.append(more);
}

// A static host publishes leaderboard.json beside the page; `cosino serve` answers on its API.
const PUBLISHED = ["leaderboard.json", "api/leaderboard"];

async function main() {
  const given = new URLSearchParams(location.search).get("src");
  if (given !== null) {
    let url;
    try {
      url = sitePath(given, "src");
    } catch (err) {
      return refuseAddress(err, "leaderboard");
    }
    if (!isDefault(url, PUBLISHED)) announceUnpublished([notPublished(given, "leaderboard")]);
  }
  await showFirst(given !== null ? [given] : PUBLISHED, (data) => renderAll(data), "leaderboard");
}

main();
