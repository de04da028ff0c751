import * as v from 'valibot';

/**
 * Metadata key naming the JSON schema the OpenAPI document shows for a pipe instead of the converted one: a query
 * value arrives as text, but the contract tells integrators it is a whole number (see platform/http/openapi-contract.ts).
 */
export const OPENAPI_SCHEMA = 'x-openapi-schema';
const documentedAs = <TInput>(schema: Record<string, unknown>) => v.metadata<TInput, Record<string, unknown>>({ [OPENAPI_SCHEMA]: schema });

/** A whole number sent in the query string, within bounds. */
export const queryInt = (fallback: number, min: number, max: number, label = 'value') => {
  const description = `A whole number from ${min} to ${max} (default ${fallback}); others are refused with 400.`;
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,9}$/, `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
    v.description(description),
    documentedAs<number>({ type: 'integer', minimum: min, maximum: max, default: fallback, description }),
  );
};

/** One of a fixed set of whole numbers (page sizes), sent in the query string. */
export const queryIntOneOf = (allowed: readonly number[], fallback: number, label = 'limit') => {
  const description = `One of ${allowed.join(', ')} (default ${fallback}); others are refused with 400.`;
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    // digits only: Number() would also take '1e3', '0x3e8' or ' 1000'
    v.regex(/^\d{1,9}$/, `${label} must be one of ${allowed.join(', ')}`),
    v.transform(Number),
    v.check((n) => allowed.includes(n), `${label} must be one of ${allowed.join(', ')}`),
    v.description(description),
    documentedAs<number>({ type: 'integer', enum: [...allowed], default: fallback, description }),
  );
};

/** The longest search term any list accepts. */
export const SEARCH_MAX_LENGTH = 100;

export const searchTerm = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(SEARCH_MAX_LENGTH, `Search is limited to ${SEARCH_MAX_LENGTH} characters`),
    v.description(`Free text, at most ${SEARCH_MAX_LENGTH} characters (longer is refused with 400).`),
  ),
);

export const uuidParam = v.object({ id: v.pipe(v.string(), v.uuid('Not a valid id')) });

/** The one shape of every refusal (published once as components.schemas.ErrorEnvelope). */
export const ErrorResponse = v.pipe(
  v.object({
    error: v.pipe(v.string(), v.description('What went wrong, in words a person can read (the same text as message).')),
    message: v.pipe(v.string(), v.description('What went wrong, in words a person can read.')),
    code: v.optional(v.pipe(v.string(), v.description('A stable code to branch on, e.g. VALIDATION, AUTH.NOT_VERIFIED, CREDITS.INSUFFICIENT, RATE_LIMITED.'))),
    issues: v.optional(
      v.pipe(
        v.array(v.object({ path: v.string(), message: v.string() })),
        v.description('With code VALIDATION: each invalid field (dotted path) and why; the submitted values are never echoed.'),
      ),
    ),
  }),
  v.description('Every refusal: `{ error, message, code?, issues? }`.'),
);

/** A CSV download: published as `text/csv` (UTF-8 with a byte order mark, header row first). */
export const CsvFile = v.pipe(
  v.string(),
  v.description('A CSV file (UTF-8 with a byte order mark, header row first)'),
  v.metadata({ contentMediaType: 'text/csv' }),
);

export const MessageResponse = v.object({ message: v.string() });

export const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/**
 * The optional `Idempotency-Key` header of the charged calls (unlock, bulk unlock, save, bulk save, export, consume):
 * a retry with the same key and the same request answers the first success again and is charged once.
 */
export const IdempotencyHeaders = v.object({
  'idempotency-key': v.optional(
    v.pipe(
      v.string(),
      v.minLength(1, 'Idempotency-Key must not be empty'),
      v.maxLength(200, 'Idempotency-Key is too long'),
      v.description(
        'Any unique string per user action (a UUID, say), at most 200 characters. A retry with the same key and the same request answers the first success again and is charged once (keys are remembered 24 hours); the same key with a different request answers 409 IDEMPOTENCY.KEY_REUSED. A refused request (402, 404…) is not remembered.',
      ),
    ),
  ),
});
