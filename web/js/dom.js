// DOM helpers. Every string from a replay (aliases, table talk, agent names, errors) goes
// through textContent: nothing here ever assigns innerHTML, so markup in a replay stays text.

import { Refused, fetchJsonBounded } from "./bounded.js";

/** Create an element; `props` may hold className, title, dataset, style and attributes; children are nodes or text.
 * `style` is an object of CSS properties, set through the CSSOM (node.style): the pages' CSP
 * (style-src 'self') refuses a style attribute written as markup or with setAttribute. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "className") node.className = value;
    else if (key === "text") node.textContent = drawn(value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "style") for (const [name, v] of Object.entries(value)) node.style.setProperty(name, String(v));
    else if (key === "title") tip(node, drawn(value));
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

// What ends a line, reorders text or hides it (the table of cosino.arena.talk), written as an escape
// wherever the viewer shows a seat's own words that the server did not normalise (a raw answer).
const HIDDEN = /[\u{0}-\u{1f}\u{7f}-\u{9f}\u{61c}\u{180e}\u{200b}-\u{200f}\u{2028}-\u{202e}\u{2060}-\u{2064}\u{2066}-\u{2069}\u{feff}\u{fff9}-\u{fffb}\u{d800}-\u{dfff}\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;

// What the server keeps in talk (changing it would change replay bytes) but a page would not show:
// soft hyphens, Hangul fillers, variation selectors and every other default-ignorable character,
// which could carry a message between seats unseen by whoever audits the replay. A presentation
// selector is drawn as it is only where it changes the glyph: U+FE0F after an emoji that draws as
// text by default (U+2764), or a keycap's U+FE0F between a digit, # or * and U+20E3. After 😀,
// which is an emoji already, or a plain digit it draws nothing, and U+FE0E (text style) is rare in
// talk and drawn alike by most emoji fonts, so each is escaped: otherwise it is an unseen bit.
// This decides only what is drawn, never bytes or verdicts, so the browser's Unicode version may.
const IGNORABLE = /(?<!(?!\p{Emoji_Presentation})(?=\p{Emoji})\p{Extended_Pictographic})(?<![#*0-9](?=\u{fe0f}\u{20e3}))\u{fe0f}|(?!\u{fe0f})\p{Default_Ignorable_Code_Point}/gu;
// One pass, so the lookbehind reads the seat's text, not the digits of an escape written for the character before.
const ESCAPED = new RegExp(`${HIDDEN.source}|${IGNORABLE.source}`, "gu");

function escaped(ch) {
  const code = ch.codePointAt(0);
  return code > 0xffff ? `\\U${code.toString(16).padStart(8, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** ``text`` with every line break, control, bidi, invisible or lone-surrogate character as ``\uXXXX``. */
export function visibleText(text) {
  return String(text).replace(ESCAPED, escaped);
}

// Every text a page draws (an element's text or tooltip, a text child, an SVG label) goes through this: a
// name, key or cell of any file the page reads (an index, a leaderboard, a results file), not only a replay's
// free text, may hold a bidi override or an invisible character. Line feeds and tabs are left to the
// stylesheet, which shows a refused answer's lines and collapses them elsewhere.
function drawn(text) {
  return String(text).replace(ESCAPED, (ch) => (ch === "\n" || ch === "\t" ? ch : escaped(ch)));
}

// Characters of one piece of a replay's free text drawn on the page (an event's fields, a received
// answer, talk): a line of an edited replay can be megabytes, and laying it out took a second a step.
const TEXT_SHOWN = 2000;

/** `text` cut to `most` characters, followed by how many more there are. */
export function clipped(text, most = TEXT_SHOWN) {
  const whole = String(text);
  return whole.length > most ? `${whole.slice(0, most)}\u2026 (${whole.length - most} more characters)` : whole;
}

const FOCUSABLE = new Set(["A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY"]);

// A tooltip shown on hover (title) and on keyboard focus (data-tip, drawn by the stylesheet).
function tip(node, text) {
  node.setAttribute("title", text);
  if (node.getAttribute("role") === "img") return; // a card: its name is its label, not a stop
  node.dataset.tip = text;
  if (!FOCUSABLE.has(node.tagName) && !node.hasAttribute("tabindex")) node.setAttribute("tabindex", "0");
}

/** An SVG element (charts); attributes are set as given, text only through textContent. */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null) continue;
    if (key === "text") node.textContent = drawn(value);
    else node.setAttribute(key, String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else if (child instanceof Node) node.appendChild(child);
    else node.appendChild(document.createTextNode(drawn(child)));
  }
}

/** Replace all children of `node` with `children`. */
export function fill(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

const SUIT_SYMBOL = { c: "\u2663", d: "\u2666", h: "\u2665", s: "\u2660" };
const SUIT_NAME = { c: "clubs", d: "diamonds", h: "hearts", s: "spades" };

/** A card as a small coloured face; an unknown string is shown as plain text. */
export function card(name, extraClass = "") {
  if (typeof name !== "string" || name.length !== 2 || !(name[1] in SUIT_SYMBOL)) {
    return el("span", { className: "card unknown " + extraClass, text: String(name) });
  }
  const rank = name[0] === "T" ? "10" : name[0];
  return el(
    "span",
    { className: `card suit-${name[1]} ${extraClass}`, role: "img", "aria-label": `${rank} of ${SUIT_NAME[name[1]]}`, title: `${rank} of ${SUIT_NAME[name[1]]}`, dataset: { card: name } },
    rank,
    SUIT_SYMBOL[name[1]],
  );
}

export function cardBack() {
  return el("span", { className: "card back", role: "img", "aria-label": "face down", title: "face down" }, "\u00a0\u00a0");
}

export function suitSymbol(suit) {
  return SUIT_SYMBOL[suit] ? el("span", { className: `suit suit-${suit}`, role: "img", "aria-label": SUIT_NAME[suit], text: SUIT_SYMBOL[suit] }) : String(suit ?? "");
}

/** A number from results JSON written compactly (decimals kept to 4 places for display). */
export function num(value) {
  if (value === null || value === undefined) return "\u2013";
  if (typeof value === "number") {
    if (Number.isInteger(value)) return String(value);
    return String(Math.round(value * 10000) / 10000);
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** Fetch the first of ``sources`` that answers with JSON and hand it to ``show`` (with its source); else explain in #error.
 * Each is read within the viewer's `kind` limit (js/bounded.js): until review 51i a report of any size was read whole. */
export async function showFirst(sources, show, what, kind = "report") {
  const failures = [];
  for (const src of sources) {
    try {
      show(await fetchJsonBounded(src, kind), src);
      document.getElementById("source").textContent = visibleText(src); // an address is anyone's text
      failures.length = 0;
      break;
    } catch (err) {
      // The bounded reader's words already name the file.
      const named = err instanceof Refused || err.message.startsWith(`${src}: `);
      failures.push(named ? err.message : `${src}: ${err.message}`);
    }
  }
  if (failures.length) {
    const box = document.getElementById("error");
    fill(box, el("strong", { text: `No ${what} to show. ` }), failures.join("; "));
    box.hidden = false;
  }
  document.body.dataset.ready = "1";
}
