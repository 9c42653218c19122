// The leaderboard page: reads the published leaderboard JSON (cosino.league.table.leaderboard: rows
// under "table", each with "agent", a Bradley-Terry block "bt" {rating, lo, hi}, "elo" ...)
// and shows ratings with their intervals. Other shapes are read loosely: a list of rows, or an
// object holding one under rows / entries / leaderboard / table / ratings.

import { el, fill, num, showFirst } from "./dom.js";
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
    // Null bounds beside a rating: the league ran no bootstrap draws, so there is no interval to show.
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

function keyTable(className, rows) {
  const keys = [...new Set(rows.flatMap((r) => r.map(([k]) => k)))];
  return el("table", { className },
    el("tr", {}, keys.map((k) => el("th", { scope: "col", text: k }))),
    rows.map((r) => el("tr", {}, keys.map((k) => el("td", { text: num(new Map(r).get(k)) })))));
}

/** The audit sums: each block (collusion, softPlay) with its pairs as a table and its power. */
function auditBlock(audit) {
  if (!audit || typeof audit !== "object") return null;
  return el("section", { className: "league-audit" }, el("h3", { text: "League audit" }),
    Object.entries(audit).map(([name, block]) => el("div", { className: "audit-block", dataset: { block: name } },
      el("h4", { text: name }),
      !block ? el("p", { className: "muted", text: "none: no episode of this family carries it" }) : [
        Array.isArray(block.pairs) ? keyTable("audit-pairs", block.pairs.map((p) => flat(p))) : null,
        el("dl", { className: "power" }, flat(Object.fromEntries(Object.entries(block).filter(([k]) => k !== "pairs"))).map(([k, v]) => [el("dt", { text: k }), el("dd", { text: num(v) })])),
      ])));
}

/** Reliability per agent (harness facts, never a rating input): one row per agent. */
function reliabilityBlock(reliability) {
  if (!reliability || typeof reliability !== "object") return null;
  const agents = Object.keys(reliability);
  return el("section", { className: "league-reliability" }, el("h3", { text: "Reliability" }),
    agents.length
      ? keyTable("reliability", agents.map((a) => [["agent", a], ...flat(reliability[a])]))
      : el("p", { className: "muted", text: "no reliability published (house and random seats make no calls)" }));
}

function render(data, target) {
  const rows = rowsOf(data);
  if (!rows) throw new Error("no list of rows found (expected a list, or rows / entries / leaderboard in an object)");
  const parsed = rows.map((row) => {
    const ci = interval(row);
    const rating = ci && ci.rating !== undefined ? [ci.label, ci.rating] : pick(row, RATING_KEYS.filter((k) => k !== "elo" && k !== "meanScore"));
    return { row, name: pick(row, NAME_KEYS), rating, ci };
  });
  const ratingLabel = parsed.find((p) => p.rating[0])?.rating[0] ?? "rating";
  const ratingTitle = ratingLabel === "bt" ? "Bradley-Terry rating (Elo scale)" : ratingLabel;
  const finite = parsed.flatMap((p) => (p.ci && !p.ci.none ? [p.ci.lo, p.ci.hi] : typeof p.rating[1] === "number" ? [p.rating[1]] : []));
  const lo = smallest(finite);
  const hi = largest(finite);
  const span = hi - lo || 1;
  const used = new Set(["rank", "byVariant", ...NAME_KEYS, ...INTERVAL_KEYS, ...COLUMNS.map(([k]) => k)]);
  parsed.forEach((p) => {
    if (p.ci && p.ci.used) p.ci.used.forEach((k) => used.add(k));
    if (p.ci && p.ci.key) used.add(p.ci.key);
    if (p.rating[0]) used.add(p.rating[0]);
  });
  const columns = COLUMNS.filter(([k]) => rows.some((r) => r[k] !== undefined));
  const variants = [...new Set(rows.flatMap((r) => Object.keys(r.byVariant || {})))].sort();
  const extra = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => !used.has(k) && rows.every((r) => r[k] === undefined || r[k] === null || typeof r[k] !== "object"));
  const scalars = (obj) => (obj && !Array.isArray(obj) ? Object.entries(obj).filter(([, v]) => v === null || typeof v !== "object") : []);
  const meta = [...scalars(data), ...flat(data && data.league)];
  fill(
    target,
    meta.length ? el("p", { className: "muted league-meta", text: meta.map(([k, v]) => `${k}: ${v}`).join(" \u00b7 ") }) : null,
    el("div", { className: "scroll-x" }, el("table", { className: "leaderboard" },
      el("tr", {}, el("th", { scope: "col", text: "#" }), el("th", { scope: "col", text: "agent" }), el("th", { scope: "col", title: ratingTitle, text: ratingLabel === "bt" ? "rating (BT)" : ratingLabel }),
        el("th", { scope: "col", title: "95% interval", text: "interval" }), el("th", { scope: "col", className: "bar-col", text: "interval bar" }),
        columns.map(([k, label, tip]) => el("th", { scope: "col", title: tip, dataset: { field: k }, text: label })),
        variants.map((v) => el("th", { scope: "col", title: `mean score in ${v}`, dataset: { field: `byVariant.${v}` }, text: v })),
        extra.map((k) => el("th", { scope: "col", text: k }))),
      parsed.map((p, i) => {
        const ci = p.ci;
        const bar = ci && Number.isFinite(ci.lo) && Number.isFinite(ci.hi)
          ? el("div", { className: "ci-bar" },
            el("span", { className: "ci", style: { left: `${((ci.lo - lo) / span) * 100}%`, width: `${Math.max(0.5, ((ci.hi - ci.lo) / span) * 100)}%` } }),
            typeof p.rating[1] === "number" ? el("span", { className: "point", style: { left: `${((p.rating[1] - lo) / span) * 100}%` } }) : null)
          : null;
        return el("tr", { dataset: { agent: String(p.name[1] ?? "") } },
          el("td", { text: String(p.row.rank ?? i + 1) }),
          el("th", { scope: "row", text: p.name[1] ?? "?" }),
          el("td", { text: num(p.rating[1]) }),
          el("td", { title: ci && ci.none ? "bootstrap = 0: no resamples, so no interval" : null, text: ci && ci.none ? "not computed" : ci ? `${num(ci.lo)} \u2013 ${num(ci.hi)}` : "\u2013" }),
          el("td", { className: "bar-col" }, bar),
          columns.map(([k]) => el("td", { dataset: { field: k }, text: num(p.row[k]) })),
          variants.map((v) => el("td", { dataset: { field: `byVariant.${v}` }, text: num((p.row.byVariant || {})[v]) })),
          extra.map((k) => el("td", { text: num(p.row[k]) })));
      }))),
    auditBlock(data && data.audit),
    reliabilityBlock(data && data.reliability),
    data && data.method ? el("details", { className: "method" }, el("summary", { text: "method" }),
      el("dl", { className: "power" }, flat(data.method).map(([k, v]) => [el("dt", { text: k }), el("dd", { text: num(v) })]))) : null,
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
  for (const [family, table] of Object.entries(data.families)) {
    const section = el("section", { className: "family" });
    section.dataset.family = family;
    board.append(el("h2", { text: family }), section);
    render(table, section);
  }
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
