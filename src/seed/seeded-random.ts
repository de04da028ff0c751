/** Mobile numbers are a bijection of the row index onto 6000000000..9999999999. */
export const MAX_ROW_INDEX = 4_000_000_000;

// ---------------------------------------------------------------------------
// Randomness: one tiny PRNG re-seeded per row, so any row index can be generated
// on its own and always comes out the same. Module-level state is safe because
// a row is produced synchronously between two yields.

let prngState = 0;

export function random(): number {
  prngState = (prngState + 0x6d2b79f5) | 0;
  let t = Math.imul(prngState ^ (prngState >>> 15), 1 | prngState);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function seedRow(seed: number, index: number): void {
  const high = Math.floor(index / 4294967296);
  prngState = fmix32(fmix32(seed ^ 0x9e3779b9) ^ fmix32((index >>> 0) + Math.imul(high, 0x27d4eb2f)));
}

export function pick<T>(items: readonly T[]): T {
  return items[(random() * items.length) | 0]!;
}

/** O(1) weighted choice through a 1024-slot lookup table (weights are quantised to ~0.1%). */
export function weighted<T>(entries: readonly (readonly [T, number])[]): () => T {
  const slots = 1024;
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const table: T[] = [];
  let cumulative = 0;
  for (const [item, weight] of entries) {
    cumulative += weight;
    const end = Math.round((cumulative / total) * slots);
    while (table.length < end) table.push(item);
  }
  return () => table[(random() * slots) | 0]!;
}

// ---------------------------------------------------------------------------
// Mobile numbers: a 4-round Feistel permutation of 32-bit values, cycle-walked
// into [0, 4e9). Bijective, so unique per index without any bookkeeping, and the
// numbers of consecutive rows look unrelated.

function feistel32(x: number, keys: Uint32Array): number {
  let left = x >>> 16;
  let right = x & 0xffff;
  for (let round = 0; round < 4; round++) {
    const f = fmix32(right ^ keys[round]!) & 0xffff;
    const next = left ^ f;
    left = right;
    right = next;
  }
  return ((left << 16) | right) >>> 0;
}

export function mobileKeys(seed: number): Uint32Array {
  const keys = new Uint32Array(4);
  for (let i = 0; i < 4; i++) keys[i] = fmix32(seed + Math.imul(i + 1, 0x9e3779b9));
  return keys;
}

export function mobileNumberFor(index: number, keys: Uint32Array): string {
  let x = feistel32(index, keys);
  while (x >= MAX_ROW_INDEX) x = feistel32(x, keys);
  return String(6_000_000_000 + x);
}
