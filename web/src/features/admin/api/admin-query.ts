/** Admin lists retry up to 3 times, except when the failure is a 401 or 403 (spec 001 §7). */
export const adminRetry = (failureCount: number, error: unknown) => failureCount < 3 && !/401|403/.test(error instanceof Error ? error.message : String(error));

/** 'Request failed with status {code}' unless the server said something (spec 001 §8). */
export function listErrorMessage(error: unknown): string {
  const e = error as { status?: number; body?: { error?: string; message?: string } };
  return e?.body?.error ?? e?.body?.message ?? `Request failed with status ${e?.status ?? 0}`;
}
