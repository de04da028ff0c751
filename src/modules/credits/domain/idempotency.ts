/**
 * Idempotency-Key rules for charged requests. A key names one request of one member: a retry with the same key
 * and the same request answers the first success again and is not charged; the same key with a different
 * request is refused. Keys are remembered this long, then may be reused.
 */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** JSON with object keys sorted at every level, so equal requests read the same whatever order their fields came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What a key's fingerprint covers: the operation (unlock, save, …) and its validated request. */
export const requestFingerprintSource = (operation: string, request: unknown) => canonicalJson({ operation, request });
