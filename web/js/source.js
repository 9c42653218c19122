// Files a page's address may name (?src=, ?replays=, ?replay=, ?results=, ?manifest=): anyone can
// write a link, so a name is read only when it is a path on this site, under the page's own folder,
// and a page showing anything but its published file says so first, before what it shows.

import { el, fill, visibleText } from "./dom.js";

const PATH_SHOWN = 120; // characters of a path quoted on the page; a link can be kilobytes long
const PATH_LONGEST = 2048;

/** A name from the address that is not a path on this site; the message is one line naming it. */
export class NotOnSite extends Error {}

/** `text` as shown on the page: hidden characters escaped, clipped to PATH_SHOWN with "…". */
export function shownPath(text) {
  const visible = visibleText(text);
  return visible.length > PATH_SHOWN ? `${visible.slice(0, PATH_SHOWN)}\u2026` : visible;
}

// Why `given` is not a relative path, before it is resolved; null when it may be one.
function refusal(given) {
  if (given === "") return "empty";
  if (given.length > PATH_LONGEST) return `longer than ${PATH_LONGEST} characters`;
  // A URL parser drops tabs and line breaks anywhere and spaces at either end: " //host" is another host.
  if (/[\u0000-\u001f\u007f]|^ | $/.test(given)) return "a control character, or a space at either end";
  if (given.includes("\\")) return "a backslash (read as / by a URL parser)";
  if (/^[a-z][a-z0-9+.-]*:/i.test(given)) return "a scheme: only a path on this site is read";
  if (given.startsWith("//")) return "another host (starts with //)";
  return null;
}

// The folder of the page (its base URL), which every file it reads must be under once resolved.
function pageFolder() {
  const base = new URL(document.baseURI);
  return base.origin + base.pathname.slice(0, base.pathname.lastIndexOf("/") + 1);
}

/** `given` (the value of `?param=`) resolved on this page, when it is a path on this site under
 * the page's folder; else NotOnSite. Dot segments (also as %2e) are resolved before the check. */
export function sitePath(given, param) {
  let why = refusal(String(given));
  if (!why) {
    const url = new URL(given, document.baseURI);
    if (url.origin === location.origin && url.href.startsWith(pageFolder())) return url;
    why = url.origin === location.origin ? "outside this site's folder" : "another origin";
  }
  throw new NotOnSite(`?${param}=${shownPath(given)} is not read: ${why}.`);
}

/** Whether `url` (from sitePath) is one of the page's `defaults` (paths relative to the page). */
export function isDefault(url, defaults) {
  return defaults.some((path) => new URL(path, document.baseURI).href === url.href);
}

/** The headline of a page showing `given` (a path from its address) instead of its published `what`. */
export function notPublished(given, what) {
  return `Shown from ${shownPath(given)}: not the published ${what}.`;
}

/** Put up the page's banner, first on the page, with `headlines` (each a sentence) and a title to match. */
export function announceUnpublished(headlines) {
  const box = document.getElementById("unpublished");
  fill(box, el("strong", { text: headlines.join(" ") }),
    " Anyone can write a link naming a file on this site; this page's address without a query shows what is published.");
  box.hidden = false;
  document.title = `Not published: ${document.title}`;
}

/** A refused address: one line in #error, nothing fetched, the page done. */
export function refuseAddress(err, what) {
  const box = document.getElementById("error");
  fill(box, el("strong", { text: `No ${what} to show. ` }), err.message);
  box.hidden = false;
  document.body.dataset.ready = "1";
}
