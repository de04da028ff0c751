/**
 * A small in-process cache for answers that are the same for every member (facets, stats):
 * on a 10M-row catalogue they cost full scans, and the screens cache them for 60 s anyway.
 */
export function ttlCache<T>(ttlMs: number, now: () => number, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  const read = (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const value = load();
    entries.set(key, { at: now(), value });
    // a failed load is not remembered
    value.catch(() => entries.delete(key));
    return value;
  };
  /** Forgets every answer: the next read loads again (after a change this copy made to what was cached). */
  const clear = () => entries.clear();
  return Object.assign(read, { clear });
}
