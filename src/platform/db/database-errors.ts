/**
 * Whether an error means "the database cannot be reached right now" (refused or dropped connection, server
 * shutting down or starting up, connect timeout) rather than a bug. Such a request answers 503 and the
 * pool reconnects by itself once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up / shutting down), too_many_connections */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` and `pg-pool` say, without a code, when a connection dies or cannot be made in time. */
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/, /^Connection ended unexpectedly/];

/** SQLSTATE 40001 on a standby: "canceling statement due to conflict with recovery" (the primary has no such conflict). */
export function isRecoveryConflict(error: unknown): boolean {
  for (let current: any = error, depth = 0; current && depth < 5; depth++, current = current.cause) {
    if (current.code === '40001' || /conflict with recovery/i.test(String(current.message))) return true;
  }
  return false;
}

/** The first line of an error's message, short enough for a log line. */
export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
