// A running episode opened by id (?episode=ID): its public events, polled until it is final, then
// the final replay and results. While it runs the API answers {"view": "public"}: no private card.

import { el, fill } from "./dom.js";

const $ = (id) => document.getElementById(id);
const POLL_MS = 1500;

function jsonlBytes(records) {
  return new TextEncoder().encode(records.map((r) => JSON.stringify(r) + "\n").join(""));
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
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
      state = await getJson(base);
      if (state.status === "final" && state.replay) {
        banner.hidden = true;
        await hooks.openFromUrl(`api/blobs/${state.replay}`, state.results ? `api/blobs/${state.results}` : null);
        return;
      }
      events = await getJson(`${base}/events`);
    } catch (err) {
      fill(banner, el("strong", { text: "Cannot follow this episode: " }), err.message);
      banner.hidden = false;
      return;
    }
    if (events.events.length !== shown) {
      shown = events.events.length;
      if (shown && hooks.openReplay(jsonlBytes(events.events), null, `${id} (live)`, true)) hooks.follow();
    }
    banner.dataset.view = events.view;
    fill(banner, el("strong", { text: "live" }), ` \u00b7 ${state.status} \u00b7 ${shown} events \u00b7 public information only: private cards stay face down until the episode is final.`);
    banner.hidden = false;
    setTimeout(tick, POLL_MS);
  };
  await tick();
}
