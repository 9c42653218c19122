// A running episode opened by id (?episode=ID): its public events, polled until it is final, then
// the final replay and results. While it runs the API answers {"view": "public"}: no private card.

import { fetchJsonBounded } from "./bounded.js";
import { clipped, el, fill } from "./dom.js";
import { LINE_DEPTH, deeperThan } from "./replay.js";

const $ = (id) => document.getElementById(id);
const POLL_MS = 1500;
// Levels an answer may nest: a replay line's (what the viewer reads of a record) and the answer's object and list
// around it. Deeper, writing the events back as lines (JSON.stringify) overflowed the stack past the page.
const ANSWER_DEPTH = LINE_DEPTH + 2;

function jsonlBytes(records) {
  return new TextEncoder().encode(records.map((r) => JSON.stringify(r) + "\n").join(""));
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// Read within the replay's bound, as the log becomes the replay: until review 51i an answer of any size was read.
async function getJson(url) {
  const data = await fetchJsonBounded(url, "live");
  if (deeperThan(data, ANSWER_DEPTH)) throw new Error(`${url}: the answer is nested deeper than ${ANSWER_DEPTH} levels`);
  return data;
}

/** The episode's state from the API, checked: a status text, and the final replay's and results' keys as texts.
 * Until review 51d a state of another kind (null, a status that is an object) stopped the page on a TypeError. */
async function stateAt(url) {
  const state = await getJson(url);
  const keys = isObject(state) ? [state.replay, state.results].filter((k) => k !== undefined && k !== null) : [];
  if (!isObject(state) || typeof state.status !== "string" || keys.some((k) => typeof k !== "string")) {
    throw new Error(`${url}: not an episode's state (a status and the final files' keys, each a text)`);
  }
  return state;
}

/** The episode's public events from the API, checked to be a list. */
async function eventsAt(url) {
  const answer = await getJson(url);
  if (!isObject(answer) || !Array.isArray(answer.events)) throw new Error(`${url}: not a list of events`);
  return answer;
}

/** Show episode `id` from the API and keep following it; resolves after the first view is drawn. */
export async function watchLive(id, hooks) {
  const base = `api/episodes/${encodeURIComponent(id)}`;
  const banner = $("live");
  let shown = -1;
  const tick = async () => {
    let state;
    let events;
    try {
      state = await stateAt(base);
      if (state.status === "final" && state.replay) {
        banner.hidden = true;
        await hooks.openFromUrl(`api/blobs/${state.replay}`, state.results ? `api/blobs/${state.results}` : null);
        return;
      }
      events = await eventsAt(`${base}/events`);
    } catch (err) {
      fill(banner, el("strong", { text: "Cannot follow this episode: " }), clipped(err.message, 400));
      banner.hidden = false;
      return;
    }
    if (events.events.length !== shown) {
      shown = events.events.length;
      if (shown && hooks.openReplay(jsonlBytes(events.events), null, `${id} (live)`, true)) hooks.follow();
    }
    banner.dataset.view = typeof events.view === "string" ? clipped(events.view, 40) : "";
    const status = clipped(state.status, 40);
    fill(banner, el("strong", { text: "live" }), ` \u00b7 ${status} \u00b7 ${shown} events \u00b7 public information only: private cards stay face down until the episode is final.`);
    banner.hidden = false;
    setTimeout(tick, POLL_MS);
  };
  await tick();
}
