/** A failed call. Its message is "status: response text", as the spec's error rules read it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; code?: string } | undefined,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The server's own words for the user, when it sent some. */
  get serverMessage(): string | undefined {
    return this.body?.error ?? this.body?.message;
  }
}

export const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
