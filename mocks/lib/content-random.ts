/**
 * mulberry32: a tiny seeded generator for the hot loops of the seed (the daily series) and for image
 * layouts, where faker's per-call overhead would make seeding slow. Seeded from faker or an id, so the
 * output is as deterministic as the rest of the seed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
