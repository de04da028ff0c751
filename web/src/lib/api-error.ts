/** A failed call. Its message is "status: response text", as the spec's error rules read it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; code?: string } | undefined,
    text: string,
    /** the Retry-After header of a 429 or 503, in seconds */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The server's own words for the user, when it sent some. */
  get serverMessage(): string | undefined {
    return this.body?.error ?? this.body?.message;
  }
}

export const serverMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);

/**
 * Spec 001 §8: the server's words; 'Network error' when no answer came; otherwise the call's own fallback, or
 * 'Request failed: {status}' when it has none.
 */
export const failureMessage = (error: unknown, fallback?: string) =>
  error instanceof ApiError && error.status > 0 ? (error.serverMessage ?? fallback ?? `Request failed: ${error.status}`) : 'Network error';

/** A 429: the server asks to wait `retryAfterSeconds` before calling again. */
export const isRateLimited = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 429;
