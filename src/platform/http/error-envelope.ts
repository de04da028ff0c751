import type { DomainErrorKind } from '../kernel/domain-error';

/** The one shape every failed request answers with. `error` and `message` carry the same human text. */
export type ErrorEnvelope = {
  error: string;
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
};

export const envelope = (message: string, code?: string, extra?: Partial<ErrorEnvelope>): ErrorEnvelope => ({
  error: message,
  message,
  ...(code ? { code } : {}),
  ...extra,
});

/** What a request meets while the database is away (503, with Retry-After). */
export const databaseUnavailable = () => envelope('The database is unavailable. Try again shortly.', 'DATABASE_UNAVAILABLE');

export const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_required: 402,
  rate_limited: 429,
  too_large: 413,
  unprocessable: 422,
  unavailable: 503,
};
