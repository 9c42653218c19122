// The leaderboard page: reads the published leaderboard JSON and shows ratings with their
// intervals. The row format is read loosely (the league module owns it): a list of rows, or
// an object holding one under rows / entries / leaderboard / table / ratings.

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

function render(data) {
  const rows = rowsOf(data);
  if (!rows) throw new Error("no list of rows found (expected a list, or rows / entries / leaderboard in an object)");
  const parsed = rows.map((row) => ({ row, name: pick(row, NAME_KEYS), rating: pick(row, RATING_KEYS), ci: interval(row) }));
  const finite = parsed.flatMap((p) => (p.ci ? [p.ci.lo, p.ci.hi] : typeof p.rating[1] === "number" ? [p.rating[1]] : []));
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  const span = hi - lo || 1;
  const used = new Set(["rank", ...NAME_KEYS, ...RATING_KEYS, ...INTERVAL_KEYS]);
  parsed.forEach((p) => p.ci && p.ci.used && p.ci.used.forEach((k) => used.add(k)));
  const extra = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => !used.has(k) && rows.every((r) => r[k] === undefined || r[k] === null || typeof r[k] !== "object"));
  const meta = data && !Array.isArray(data) ? Object.entries(data).filter(([, v]) => v === null || typeof v !== "object") : [];
  fill(
    $("board"),
    meta.length ? el("p", { className: "muted", text: meta.map(([k, v]) => `${k}: ${v}`).join(" \u00b7 ") }) : null,
    el("table", { className: "leaderboard" },
      el("tr", {}, el("th", { text: "#" }), el("th", { text: "agent" }), el("th", { title: "rating", text: "rating" }),
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

async function main() {
  const src = new URLSearchParams(location.search).get("src") || "leaderboard.json";
  try {
    const response = await fetch(src);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    render(await response.json());
  } catch (err) {
    const box = $("error");
    fill(box, el("strong", { text: "No leaderboard to show. " }), `${src}: ${err.message}`);
    box.hidden = false;
  }
  document.body.dataset.ready = "1";
}

main();
