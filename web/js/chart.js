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

/** The indices of `values` to draw: all of them, or each bucket's lowest and highest and the last. */
export function drawnIndices(values) {
  if (values.length <= 2 * BUCKETS) return values.map((_, k) => k);
  const size = Math.ceil(values.length / BUCKETS);
  const kept = [];
  for (let from = 0; from < values.length; from += size) {
    let lo = from;
    let hi = from;
    for (let k = from; k < Math.min(values.length, from + size); k++) {
      if (values[k] < values[lo]) lo = k;
      if (values[k] > values[hi]) hi = k;
    }
    kept.push(...(lo === hi ? [lo] : [Math.min(lo, hi), Math.max(lo, hi)]));
  }
  if (kept[kept.length - 1] !== values.length - 1) kept.push(values.length - 1);
  return kept;
}

/** An <svg> with one polyline per seat (by slot) and a legend; a note when no hand has ended. */
export function netChart(replay) {
  const points = cumulativeNets(replay);
  if (!points.length) return el("p", { className: "muted", text: "No hand has ended yet." });
  const n = replay.header.seats.length;
  const values = points.flatMap((p) => p.nets).concat([0]);
  const lo = smallest(values);
  const hi = largest(values);
  const span = hi - lo || 1;
  const x = (k) => PAD + (points.length === 1 ? 0 : (k * (W - 2 * PAD)) / (points.length - 1));
  const y = (v) => H - PAD - ((v - lo) * (H - 2 * PAD)) / span;
  const lines = Array.from({ length: n }, (_, slot) =>
    svg("polyline", {
      class: "net-line",
      "data-slot": slot,
      fill: "none",
      stroke: COLOURS[slot % COLOURS.length],
      "stroke-width": 2,
      points: drawnIndices(points.map((p) => p.nets[slot])).map((k) => `${x(k).toFixed(1)},${y(points[k].nets[slot]).toFixed(1)}`).join(" "),
    }, svg("title", { text: `${aliasOf(replay.header, slot)}: ${points[points.length - 1].nets[slot]} after ${points.length} hands` })));
  const summary = Array.from({ length: n }, (_, slot) => `${aliasOf(replay.header, slot)} ${points[points.length - 1].nets[slot]}`).join(", ");
  return el("figure", { className: "net-chart" },
    svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": `cumulative net after each hand: ${summary}` },
      svg("line", { x1: PAD, x2: W - PAD, y1: y(0), y2: y(0), stroke: "#999", "stroke-dasharray": "4 3" }),
      svg("text", { x: 2, y: y(hi) + 4, "font-size": 11, text: String(hi) }),
      svg("text", { x: 2, y: y(lo) + 4, "font-size": 11, text: String(lo) }),
      svg("text", { x: W - PAD, y: H - 8, "font-size": 11, "text-anchor": "end", text: `hand ${points[points.length - 1].hand + 1}` }),
      lines),
    el("figcaption", { className: "legend" }, Array.from({ length: n }, (_, slot) =>
      el("span", { className: "key" }, el("span", { className: "swatch", style: { background: COLOURS[slot % COLOURS.length] } }), aliasOf(replay.header, slot)))));
}
