// Each seat's cumulative net over the hands, as an inline SVG line chart (no library).

import { el, svg } from "./dom.js";
import { aliasOf, cumulativeNets } from "./replay.js";
import { largest, smallest } from "./extent.js";

const W = 640;
const H = 200;
const PAD = 34;
const COLOURS = ["#2457a6", "#c0262d", "#1d7a3a", "#8a4fbf", "#b36b00", "#0f7f86"];

// Hands per line drawn at most, as the lowest and highest point of each of as many buckets: the chart
// is 640 units wide, and a point per hand of 500,000 made a megabyte of SVG on every open.
const BUCKETS = 1000;

/** The indices from `from` to `to` (not included) of the lowest and the highest of `at(k)`, the first of each. */
function extremes(at, from, to) {
  let lo = from;
  let hi = from;
  for (let k = from; k < to; k++) {
    if (at(k) < at(lo)) lo = k;
    if (at(k) > at(hi)) hi = k;
  }
  return lo === hi ? [lo] : [Math.min(lo, hi), Math.max(lo, hi)];
}

/** The indices of `count` values (`at(k)` the k-th) to draw: all of them, or each bucket's lowest and highest and
 * the last. `known` holds buckets found before, of the same size and values (it is extended). */
function bucketed(count, at, known = [], scanned = { values: 0 }) {
  if (count <= 2 * BUCKETS) return Array.from({ length: count }, (_, k) => k);
  const size = Math.ceil(count / BUCKETS);
  scanned.values += count - known.length * size; // the full buckets not known yet and the last one
  for (let from = known.length * size; from + size <= count; from += size) known.push(extremes(at, from, from + size));
  const kept = known.flat();
  if (count % size) kept.push(...extremes(at, count - (count % size), count));
  if (kept[kept.length - 1] !== count - 1) kept.push(count - 1);
  return kept;
}

/** The indices of `values` to draw: all of them, or each bucket's lowest and highest and the last. */
export function drawnIndices(values) {
  return bucketed(values.length, (k) => values[k]);
}

// What the chart found of each replay's running nets (replay.js netsFrom), which a running episode's polls cut
// and extend at their end only: each poll looks at the points that changed, not at every hand again (until
// review 54c, 17 ms a poll at 10^6 events).
const summaries = new WeakMap();

/** The lowest and highest net (0 among them) up to each of `points`, and each slot's full buckets of them. */
function summaryOf(points, n) {
  let summary = summaries.get(points);
  if (!summary || summary.n !== n) summaries.set(points, (summary = { n, seen: [], low: [], high: [], size: 0, buckets: [] }));
  const { seen, low, high } = summary;
  // Points are replaced, never changed: those still the ones seen lead the list.
  let same = Math.min(seen.length, points.length);
  while (same > 0 && seen[same - 1] !== points[same - 1]) same--;
  for (const list of [seen, low, high]) list.length = same;
  summary.read = points.length - same; // for tests: the points this chart read that the last one had not
  for (let k = same; k < points.length; k++) {
    seen.push(points[k]);
    low.push(smallest(points[k].nets, k ? low[k - 1] : 0));
    high.push(largest(points[k].nets, k ? high[k - 1] : 0));
  }
  const size = Math.ceil(points.length / BUCKETS);
  if (size !== summary.size) summary.buckets = Array.from({ length: n }, () => []);
  summary.size = size;
  for (const buckets of summary.buckets) buckets.length = Math.min(buckets.length, Math.floor(same / size));
  return summary;
}

/** An <svg> with one polyline per seat (by slot) and a legend; a note when no hand has ended. */
export function netChart(replay) {
  const points = cumulativeNets(replay);
  if (!points.length) return el("p", { className: "muted", text: "No hand has ended yet." });
  const n = replay.header.seats.length;
  const found = summaryOf(points, n);
  const lo = found.low[points.length - 1];
  const hi = found.high[points.length - 1];
  const span = hi - lo || 1;
  const x = (k) => PAD + (points.length === 1 ? 0 : (k * (W - 2 * PAD)) / (points.length - 1));
  const y = (v) => H - PAD - ((v - lo) * (H - 2 * PAD)) / span;
  const scanned = { values: 0 };
  const lines = Array.from({ length: n }, (_, slot) =>
    svg("polyline", {
      class: "net-line",
      "data-slot": slot,
      fill: "none",
      stroke: COLOURS[slot % COLOURS.length],
      "stroke-width": 2,
      points: bucketed(points.length, (k) => points[k].nets[slot], found.buckets[slot], scanned).map((k) => `${x(k).toFixed(1)},${y(points[k].nets[slot]).toFixed(1)}`).join(" "),
    }, svg("title", { text: `${aliasOf(replay.header, slot)}: ${points[points.length - 1].nets[slot]} after ${points.length} hands` })));
  const summary = Array.from({ length: n }, (_, slot) => `${aliasOf(replay.header, slot)} ${points[points.length - 1].nets[slot]}`).join(", ");
  return el("figure", { className: "net-chart", dataset: { read: String(found.read), scanned: String(scanned.values) } },
    svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": `cumulative net after each hand: ${summary}` },
      svg("line", { x1: PAD, x2: W - PAD, y1: y(0), y2: y(0), stroke: "#999", "stroke-dasharray": "4 3" }),
      svg("text", { x: 2, y: y(hi) + 4, "font-size": 11, text: String(hi) }),
      svg("text", { x: 2, y: y(lo) + 4, "font-size": 11, text: String(lo) }),
      svg("text", { x: W - PAD, y: H - 8, "font-size": 11, "text-anchor": "end", text: `hand ${points[points.length - 1].hand + 1}` }),
      lines),
    el("figcaption", { className: "legend" }, Array.from({ length: n }, (_, slot) =>
      el("span", { className: "key" }, el("span", { className: "swatch", style: { background: COLOURS[slot % COLOURS.length] } }), aliasOf(replay.header, slot)))));
}
