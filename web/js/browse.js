// The episode browser: reads the store's published episode index (public/episodes.json, under
// `cosino serve` at api/blobs/public/episodes.json), lists it with search and filters, and draws
// one page per agent (its episodes, its head-to-head record, its reliability when published). An agent is
// named as the leaderboard names it, read from each entry's `agentKeys` (else its seats as written).

import { Refused, fetchJsonBounded } from "./bounded.js";
import { clipped, el, fill, num, visibleText } from "./dom.js";

const $ = (id) => document.getElementById(id);
// Where the index lives, and how its store keys become URLs: the API serves keys under api/blobs/.
const SOURCES = [
  { url: "api/blobs/public/episodes.json", base: "api/blobs/" },
  { url: "public/episodes.json", base: "" },
];

// A league folder's manifest (cosino league writes it beside league.json), the one its report's hand links name.
export const LEAGUE_MANIFEST = "manifest.json";

/** The index entries with their replay and results as URLs; null when no index is published. An index over the
 * viewer's bound, or one that arrives too slowly, is `{source, episodes: [], refused}`, `refused` saying so in one
 * line (until review 51i it was read whole, however large or slow). */
export async function loadIndex() {
  for (const source of SOURCES) {
    try {
      const data = await fetchJsonBounded(source.url, "index");
      if (!data || !Array.isArray(data.episodes)) continue;
      const episodes = data.episodes.filter((e) => e && typeof e === "object").map((e) => ({
        ...e,
        replayUrl: typeof e.replay === "string" ? source.base + e.replay : null,
        resultsUrl: typeof e.results === "string" ? source.base + e.results : null,
        manifestUrl: `${source.base}public/manifest.json`, // the manifest published beside this index
      }));
      return { source: source.url, episodes };
    } catch (err) {
      if (err instanceof Refused) return { source: source.url, episodes: [], refused: err.message };
      // not served here: try the next place
    }
  }
  return null;
}

/** A day (YYYY-MM-DD, UTC) from an entry's `created` (milliseconds or ISO text), else null. */
function dayOf(entry) {
  const t = entry.created ?? entry.createdMs ?? entry.date;
  if (t === undefined || t === null) return null;
  const d = new Date(typeof t === "number" ? t : String(t));
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

const statusOf = (e) => String(e.status ?? e.reason ?? "");
const agentsOf = (e) => (Array.isArray(e.agents) ? e.agents.map(String) : []);
// Each entry's agents as the leaderboard names them: the runtime publishes them beside the seats as written
// (`agentKeys`, from registry.outside_agent, left out where every seat is written so), so the viewer never
// spells a URL itself. An entry without a usable list (an index published before 2026-12-07) is read as
// written: one agent spelt two ways then has two pages, and no spelling is ever joined to another agent.
function agentKeysOf(e) {
  const agents = agentsOf(e);
  const keys = e.agentKeys;
  const usable = Array.isArray(keys) && keys.length === agents.length && keys.every((k) => typeof k === "string");
  return usable ? keys : agents;
}

export function episodeLink(e, extra = "") {
  const q = new URLSearchParams();
  if (e.replayUrl) q.set("replay", e.replayUrl);
  if (e.resultsUrl) q.set("results", e.resultsUrl);
  if (e.manifestUrl) q.set("manifest", e.manifestUrl);
  return `?${q.toString()}${extra}`;
}

/** The agent an address's `name` means, as the leaderboard names it: a name the index publishes as an agent's
 * is that agent (the leaderboard's links, and the list's, give these); else a seat written so in the index
 * is the agent the runtime named for it (an address of the list before 2026-12-07); else the name itself. */
export function agentOf(episodes, name) {
  const text = String(name);
  let seat = null;
  for (const e of episodes) {
    const keys = agentKeysOf(e);
    if (keys.includes(text)) return text;
    if (seat === null) {
      const at = agentsOf(e).indexOf(text);
      if (at >= 0) seat = keys[at];
    }
  }
  return seat ?? text;
}

export function agentLink(name) {
  return `?agent=${encodeURIComponent(name)}`;
}

// Values a filter lists: an index of 100,000 agents drew as many options in each of three lists.
const OPTIONS_SHOWN = 200;
// Characters of a value drawn in a list or a cell (an honest name is at most 64).
// A value is drawn with visibleText, a tab or line feed too: the stylesheet collapsed them, so until 2026-12-07
// a seat "house\t" read as "house" in the list, the filter and a head-to-head row.
const VALUE_SHOWN = 200;

/** The values of `counts` (value -> entries holding it) a filter lists: the most held, alphabetically. */
function listedValues(counts) {
  const all = [...counts.keys()];
  if (all.length <= OPTIONS_SHOWN) return all.sort();
  return all.sort((a, b) => counts.get(b) - counts.get(a) || (a < b ? -1 : a > b ? 1 : 0)).slice(0, OPTIONS_SHOWN).sort();
}

/** Fill a filter with "any", its listed values, and a last disabled option counting the others. */
function options(select, counts, what) {
  const keep = select.value;
  const listed = listedValues(counts);
  const left = counts.size - listed.length;
  fill(select, el("option", { value: "", text: "any" }), listed.map((v) => el("option", { value: v, text: clipped(visibleText(v), VALUE_SHOWN) })),
    left > 0 ? el("option", { className: "more", disabled: true, text: `\u2026 ${left} more ${what} not listed: use the search` }) : null);
  select.value = listed.includes(keep) ? keep : "";
}

/** How many entries hold each value `valuesOf` gives (each value counted once per entry). */
function countsOf(entries, valuesOf) {
  const counts = new Map();
  for (const e of entries) for (const v of new Set(valuesOf(e))) counts.set(v, (counts.get(v) || 0) + 1);
  return counts;
}

function matches(e, f) {
  if (f.variant && e.variant !== f.variant) return false;
  if (f.agent && !agentKeysOf(e).includes(f.agent)) return false; // one option per agent, however each seat spelt it
  if (f.status && statusOf(e) !== f.status) return false;
  const day = dayOf(e);
  if ((f.from || f.to) && !day) return false;
  if (f.from && day < f.from) return false;
  if (f.to && day > f.to) return false;
  if (f.search) {
    const hay = [e.episode, e.variant, statusOf(e), ...agentsOf(e), ...agentKeysOf(e)].join(" ").toLowerCase();
    if (!hay.includes(f.search.toLowerCase())) return false;
  }
  return true;
}

// Agents linked in one row of the list (a table seats at most six); the rest are counted.
const AGENTS_SHOWN = 16;

function episodeRow(e) {
  const agents = agentsOf(e); // drawn as each seat was written, linked to its agent's page
  const keys = agentKeysOf(e);
  const left = agents.length - AGENTS_SHOWN;
  return el("tr", { dataset: { episode: clipped(String(e.episode ?? ""), VALUE_SHOWN) } },
    el("td", {}, el("a", { className: "open-episode", href: episodeLink(e), text: clipped(String(e.episode ?? "?"), VALUE_SHOWN) })),
    el("td", { text: clipped(String(e.variant ?? ""), VALUE_SHOWN) }),
    el("td", {}, agents.slice(0, AGENTS_SHOWN).map((a, i) => [i ? ", " : "", el("a", { href: agentLink(keys[i]), text: clipped(visibleText(a), VALUE_SHOWN) })]),
      left > 0 ? ` \u2026 ${left} more` : null),
    el("td", { text: Array.isArray(e.scores) ? clipped(e.scores.slice(0, AGENTS_SHOWN).map(num).join(" / "), VALUE_SHOWN) : "" }),
    el("td", { text: clipped(statusOf(e), VALUE_SHOWN) }),
    el("td", { text: String(e.hands ?? "") }),
    el("td", { text: dayOf(e) ?? "" }));
}

// The day is UTC's (dayOf), as the runtime writes `created` and the date filters read it: until 2026-12-07 the
// column said "date", and a reader east or west of Greenwich took an episode of their morning or evening for
// one of the day before or after, and filtered it out by their own date.
const HEAD = ["episode", "variant", "agents", "scores", "status", "hands", "date (UTC)"];
// Episodes drawn at once, in the index's order: an index of 100,000 drew 1.1 million elements (16.6 s
// to open the front page, 31 s a keystroke in the search); the rest are counted in a last row.
const LIST_SHOWN = 200;

/** A row (`tag` "tr") or an item ("li") saying how many of `count` matched entries are not drawn. */
function moreRow(tag, count) {
  if (count <= LIST_SHOWN) return null;
  const text = `\u2026 ${count - LIST_SHOWN} more episodes not listed: narrow the search or the filters`;
  return tag === "tr" ? el("tr", { className: "more" }, el("td", { colspan: String(HEAD.length), className: "muted", text }))
    : el("li", { className: "more muted", text });
}

function renderList(index) {
  const f = {
    search: $("f-search").value.trim(),
    variant: $("f-variant").value,
    agent: $("f-agent").value,
    status: $("f-status").value,
    from: $("f-from").value,
    to: $("f-to").value,
  };
  const shown = index.episodes.filter((e) => matches(e, f));
  fill($("episode-list"),
    el("caption", { className: "muted", text: `${shown.length} of ${index.episodes.length} episodes` }),
    el("tr", {}, HEAD.map((h) => el("th", { scope: "col", text: h }))),
    shown.slice(0, LIST_SHOWN).map(episodeRow),
    moreRow("tr", shown.length));
}

/** Fill the episode browser; the filters re-render on every change. */
export function showIndex(index) {
  if (!index) {
    $("episodes-source").textContent = "No published episode index here (public/episodes.json); the samples are above.";
    return;
  }
  if (index.refused) {
    $("episodes-source").textContent = index.refused;
    return;
  }
  $("episodes-source").textContent = `From ${index.source}: the league publishes it on every run.`;
  options($("f-variant"), countsOf(index.episodes, (e) => [String(e.variant ?? "")]), "variants");
  options($("f-agent"), countsOf(index.episodes, agentKeysOf), "agents");
  options($("f-status"), countsOf(index.episodes, (e) => [statusOf(e)]), "statuses");
  $("episode-filters").addEventListener("input", () => renderList(index));
  $("episode-filters").addEventListener("submit", (ev) => ev.preventDefault());
  renderList(index);
}

/** Wins, losses and ties of `agent` against each opponent, seat by seat, by score; an episode with no hand scored counts in none. */
export function headToHead(episodes, agent) {
  const table = new Map();
  const me = String(agent); // as the leaderboard names it (agentOf), as each entry's seats are (agentKeysOf)
  for (const e of episodes) {
    if (e.scoredHands === 0) continue; // no hand scored: the league compares no one in it, and neither does this
    const agents = agentKeysOf(e);
    const scores = Array.isArray(e.scores) ? e.scores.map(Number) : [];
    agents.forEach((a, i) => {
      if (a !== me) return;
      agents.forEach((b, j) => {
        if (b === me) return;
        const row = table.get(b) || { opponent: b, episodes: new Set(), wins: 0, losses: 0, ties: 0 };
        row.episodes.add(e.episode);
        if (scores[i] > scores[j]) row.wins += 1;
        else if (scores[i] < scores[j]) row.losses += 1;
        else row.ties += 1;
        table.set(b, row);
      });
    });
  }
  return [...table.values()].sort((x, y) => x.opponent.localeCompare(y.opponent));
}

/** The agent's row and reliability on the published leaderboard, null when none lists it, `{refused}` when the
 * leaderboard is over the viewer's bound or arrives too slowly. */
async function reliabilityOf(key) {
  for (const src of ["leaderboard.json", "api/leaderboard"]) {
    try {
      const data = await fetchJsonBounded(src, "report");
      const tables = data && data.families ? Object.entries(data.families) : [["", data]];
      for (const [family, table] of tables) {
        const row = (table && Array.isArray(table.table) ? table.table : []).find((r) => r.agent === key);
        const blocks = table.reliability && typeof table.reliability === "object" ? table.reliability : {};
        if (row) return { family, row, reliability: (Object.hasOwn(blocks, key) ? blocks[key] : null) ?? row.reliability ?? null };
      }
    } catch (err) {
      if (err instanceof Refused) return { refused: err.message };
      // no leaderboard here
    }
  }
  return null;
}

/** The record against each opponent, the first LIST_SHOWN of them and a row counting the rest. */
function h2hTable(h2h) {
  const left = h2h.length - LIST_SHOWN;
  return el("table", { className: "h2h" },
    el("tr", {}, ["opponent", "episodes", "wins", "losses", "ties"].map((h) => el("th", { scope: "col", text: h }))),
    h2h.slice(0, LIST_SHOWN).map((r) => el("tr", { dataset: { opponent: clipped(r.opponent, VALUE_SHOWN) } },
      el("th", {}, el("a", { href: agentLink(r.opponent), text: clipped(visibleText(r.opponent), VALUE_SHOWN) })),
      el("td", { text: String(r.episodes.size) }), el("td", { text: String(r.wins) }),
      el("td", { text: String(r.losses) }), el("td", { text: String(r.ties) }))),
    left > 0 ? el("tr", { className: "more" }, el("td", { colspan: "5", className: "muted", text: `\u2026 ${left} more opponents not listed` })) : null);
}

/** The agent's reliability block: its scalar fields, the first LIST_SHOWN of them. */
function reliabilityList(rel) {
  const fields = Object.entries(rel).filter(([, v]) => v === null || typeof v !== "object");
  return [el("dl", { className: "reliability" }, fields.slice(0, LIST_SHOWN).map(([k, v]) => [el("dt", { text: clipped(k, VALUE_SHOWN) }), el("dd", { text: clipped(num(v), VALUE_SHOWN) })])),
    fields.length > LIST_SHOWN ? el("p", { className: "more muted", text: `\u2026 ${fields.length - LIST_SHOWN} more fields not shown` }) : null];
}

/** The page of one agent: its episodes, its record against each opponent, its reliability. */
export async function showAgent(index, agent) {
  const page = $("agent-page");
  page.hidden = false;
  const episodes = index ? index.episodes : [];
  const key = agentOf(episodes, agent); // the leaderboard's name: its row, and every seat the runtime names so
  const mine = episodes.filter((e) => agentKeysOf(e).includes(key));
  const h2h = headToHead(mine, key);
  const rated = await reliabilityOf(key);
  const rel = rated && rated.reliability;
  fill(page,
    el("h2", { text: `Agent ${clipped(visibleText(agent), VALUE_SHOWN)}` }), // the address's text: anyone's
    key === String(agent) ? null : el("p", { className: "muted agent-name", text: `the league names this agent ${clipped(visibleText(key), VALUE_SHOWN)}` }),
    el("p", { className: "muted", text: `${mine.length} published episode${mine.length === 1 ? "" : "s"}` }),
    el("h3", { text: "Head to head" }),
    h2h.length ? h2hTable(h2h) : el("p", { className: "muted", text: "No opponents yet." }),
    el("h3", { text: "Reliability" }),
    rated && rated.refused ? el("p", { className: "muted refused", text: rated.refused })
      : rel && typeof rel === "object" ? reliabilityList(rel)
      : el("p", { className: "muted", text: rated ? `rated in ${rated.family || "the league"}; no reliability block published` : "not on the published leaderboard" }),
    el("h3", { text: "Episodes" }),
    el("ul", {}, mine.slice(0, LIST_SHOWN).map((e) => el("li", {}, el("a", { href: episodeLink(e), text: clipped(`${e.episode} (${e.variant})`, VALUE_SHOWN) }))),
      moreRow("li", mine.length)));
}
