// The largest and smallest of arrays whose length a file decides. Math.max(...values) passes each
// value as an argument, and past about 100,000 of them the call overflows the stack: a replay,
// results or leaderboard file could stop the page that way. NaN is skipped, as no bound.

/** The largest number of `values`, else `floor` (-Infinity unless given). */
export function largest(values, floor = -Infinity) {
  let top = floor;
  for (const v of values) if (v > top) top = v;
  return top;
}

/** The smallest number of `values`, else `ceiling` (Infinity unless given). */
export function smallest(values, ceiling = Infinity) {
  let low = ceiling;
  for (const v of values) if (v < low) low = v;
  return low;
}
