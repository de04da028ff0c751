/**
 * An expected failure with a stable code. Only the HTTP error plugin turns `kind` into a status,
 * so use cases never know about HTTP.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payment_required'
  | 'rate_limited'
  | 'too_large'
  | 'unprocessable'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
