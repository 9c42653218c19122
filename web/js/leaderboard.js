// The leaderboard page: reads the published leaderboard JSON (cosino.league.ratings.leaderboard: rows
// under "table", each with "agent", a Bradley-Terry block "bt" {rating, lo, hi}, "elo" ...)
// and shows ratings with their intervals. Other shapes are read loosely: a list of rows, or an
// object holding one under rows / entries / leaderboard / table / ratings.

import { el, fill, num } from "./dom.js";

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

function render(data, target) {
  const rows = rowsOf(data);
  if (!rows) throw new Error("no list of rows found (expected a list, or rows / entries / leaderboard in an object)");
  const parsed = rows.map((row) => {
    const ci = interval(row);
    const rating = ci && ci.rating !== undefined ? [ci.label, ci.rating] : pick(row, RATING_KEYS);
    return { row, name: pick(row, NAME_KEYS), rating, ci };
  });
  const ratingLabel = parsed.find((p) => p.rating[0])?.rating[0] ?? "rating";
  const ratingTitle = ratingLabel === "bt" ? "Bradley-Terry rating (Elo scale)" : ratingLabel;
  const finite = parsed.flatMap((p) => (p.ci ? [p.ci.lo, p.ci.hi] : typeof p.rating[1] === "number" ? [p.rating[1]] : []));
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  const span = hi - lo || 1;
  const used = new Set(["rank", ...NAME_KEYS, ...RATING_KEYS, ...INTERVAL_KEYS]);
  parsed.forEach((p) => {
    if (p.ci && p.ci.used) p.ci.used.forEach((k) => used.add(k));
    if (p.ci && p.ci.key) used.add(p.ci.key);
    if (p.rating[0]) used.add(p.rating[0]);
  });
  const extra = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => !used.has(k) && rows.every((r) => r[k] === undefined || r[k] === null || typeof r[k] !== "object"));
  const scalars = (obj) => (obj && !Array.isArray(obj) ? Object.entries(obj).filter(([, v]) => v === null || typeof v !== "object") : []);
  const meta = [...scalars(data), ...scalars(data && data.league)];
  fill(
    target,
    meta.length ? el("p", { className: "muted", text: meta.map(([k, v]) => `${k}: ${v}`).join(" \u00b7 ") }) : null,
    el("table", { className: "leaderboard" },
      el("tr", {}, el("th", { text: "#" }), el("th", { text: "agent" }), el("th", { title: ratingTitle, text: ratingLabel === "bt" ? "rating (BT)" : ratingLabel }),
        el("th", { title: "95% interval", text: "interval" }), el("th", { className: "bar-col", text: "" }), extra.map((k) => el("th", { text: k }))),
      parsed.map((p, i) => {
        const ci = p.ci;
        const bar = ci && Number.isFinite(ci.lo) && Number.isFinite(ci.hi)
          ? el("div", { className: "ci-bar" },
            el("span", { className: "ci", style: `left:${((ci.lo - lo) / span) * 100}%;width:${Math.max(0.5, ((ci.hi - ci.lo) / span) * 100)}%` }),
            typeof p.rating[1] === "number" ? el("span", { className: "point", style: `left:${((p.rating[1] - lo) / span) * 100}%` }) : null)
          : null;
        return el("tr", {},
          el("td", { text: String(p.row.rank ?? i + 1) }),
          el("th", { text: p.name[1] ?? "?" }),
          el("td", { text: num(p.rating[1]) }),
          el("td", { text: ci ? `${num(ci.lo)} \u2013 ${num(ci.hi)}` : "\u2013" }),
          el("td", { className: "bar-col" }, bar),
          extra.map((k) => el("td", { text: num(p.row[k]) })));
      })),
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

async function main() {
  const given = new URLSearchParams(location.search).get("src");
  // A static host publishes leaderboard.json beside the page; `cosino serve` answers on its API.
  const sources = given ? [given] : ["leaderboard.json", "api/leaderboard"];
  const failures = [];
  for (const src of sources) {
    try {
      const response = await fetch(src);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      renderAll(await response.json());
      $("source").textContent = src;
      failures.length = 0;
      break;
    } catch (err) {
      failures.push(`${src}: ${err.message}`);
    }
  }
  if (failures.length) {
    const box = $("error");
    fill(box, el("strong", { text: "No leaderboard to show. " }), failures.join("; "));
    box.hidden = false;
  }
  document.body.dataset.ready = "1";
}

main();
