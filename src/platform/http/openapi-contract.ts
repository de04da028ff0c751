import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { ErrorResponse, OPENAPI_SCHEMA } from './schemas';
import { declareApiKeyScope } from './api-key-scopes';

/**
 * The published contract (`/openapi/json`, committed as openapi/openapi.json): an OpenAPI 3.1 document built from the
 * routes' valibot schemas, then completed here with what every route shares (error envelope, cross-cutting statuses).
 */

export const SPEC_PATH = '/openapi/json';
export const ERROR_ENVELOPE = 'ErrorEnvelope';
const ERROR_ENVELOPE_REF = `#/components/schemas/${ERROR_ENVELOPE}`;

/** Valibot schemas published once under components.schemas and referenced wherever a route uses them. */
const SHARED_SCHEMAS: Record<string, GenericSchema> = { [ERROR_ENVELOPE]: ErrorResponse };

type Json = Record<string, any>;

function stripDraftKeywords(schema: Json): JsonSchema {
  const { $schema: _draft, $defs: _definitions, ...rest } = schema;
  return foldNull(rest) as JsonSchema;
}

/**
 * `anyOf [x, {type: null}]` → x with `type: [x.type, "null"]` (and null among its enum values), the form OpenAPI 3.1
 * clients read best; anything else (a $ref, a union) keeps its anyOf.
 */
function foldNull(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(foldNull);
  if (typeof schema !== 'object' || schema === null) return schema;
  const folded: Json = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, foldNull(value)]));
  const variants = folded.anyOf as Json[] | undefined;
  if (!Array.isArray(variants) || variants.length !== 2) return folded;
  const nonNull = variants.filter((variant) => variant.type !== 'null');
  const inner = nonNull[0];
  if (nonNull.length !== 1 || typeof inner?.type !== 'string') return folded;
  const { anyOf: _anyOf, ...rest } = folded;
  const result: Json = { ...inner, ...rest, type: [inner.type, 'null'] };
  if (Array.isArray(inner.enum)) result.enum = [...inner.enum, null];
  return result;
}

/**
 * valibot → JSON Schema 2020-12, the dialect of OpenAPI 3.1: `nullable(x)` becomes `anyOf [x, null]`, which the
 * openapi plugin folds into `type: [x, "null"]`; never the 3.0 `nullable` keyword. A pipe may end with
 * `v.metadata({ [OPENAPI_SCHEMA]: … })` to publish what the server accepts on the wire (query strings carry
 * numbers as text), and the shared schemas become `$ref`s.
 */
export function valibotToOpenApi(schema: GenericSchema): JsonSchema {
  return stripDraftKeywords(
    toJsonSchema(schema, {
      target: 'draft-2020-12',
      errorMode: 'ignore',
      definitions: SHARED_SCHEMAS,
      overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
      overrideAction: ({ valibotAction }) =>
        valibotAction.type === 'metadata' ? ((valibotAction as unknown as { metadata: Json }).metadata[OPENAPI_SCHEMA] as JsonSchema | undefined) : undefined,
    }),
  );
}

const sharedComponents = () =>
  Object.fromEntries(
    Object.entries(SHARED_SCHEMAS).map(([name, schema]) => [name, stripDraftKeywords(toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }))]),
  );

/** What each error status means, whatever the operation; an operation's own description may add detail. */
const STATUS_MEANING: Record<string, string> = {
  '400':
    'Invalid input: `code` VALIDATION with `issues` (path and message per field, values never echoed), BAD_REQUEST for an unreadable body, or a rule of the operation.',
  '401': 'No valid session: token missing, expired, signed out or replaced by a newer sign-in (`code` AUTH.* or SESSION_EXPIRED_OTHER_DEVICE).',
  '402': 'Not enough credits (`code` CREDITS.INSUFFICIENT).',
  '403': 'Signed in but not allowed: wrong kind of account, not verified yet, or deactivated (`code` AUTH.*).',
  '404': 'The object does not exist or is not yours.',
  '409': 'Conflicts with the current state (already exists, already done, or an Idempotency-Key reused for a different request).',
  '413': 'Request body too large (`code` PAYLOAD_TOO_LARGE): 1 MB for JSON and forms unless the operation says otherwise.',
  '422': 'Understood but not answerable as asked (e.g. `code` CATALOGUE.TOO_BROAD: a list too broad to sort within its time limit); narrow the request.',
  '429': 'Too many requests (`code` RATE_LIMITED); the Retry-After header says how many seconds to wait.',
  '503': 'The database is unavailable (`code` DATABASE_UNAVAILABLE); Retry-After says when to try again.',
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const BODY_METHODS = ['post', 'put', 'patch', 'delete'];

export type ContractOptions = {
  /** operations that answer without touching the database (no 503) */
  withoutDatabase: readonly string[];
  /** the top-level `webhooks` (OpenAPI 3.1): what the server POSTs to members' URLs, one entry per event */
  webhooks?: Json;
};

/**
 * Adds what every operation answers because of the shared plugins rather than its own code, so that the document
 * names every status a client can meet:
 * - 400: every operation: a query value, path id or body string holding a control character is refused before the
 *   route runs, whether the operation declares that input or not (and declared input is validated);
 * - 413: any operation taking a body, and any POST, PUT, PATCH or DELETE (the body limit);
 * - 401: any operation that reads a token;
 * - 503: any operation that reaches the database while it is away.
 * Every 4xx/5xx answer is then the shared envelope, described by its status, and a string answer that names its media
 * type (`contentMediaType`, e.g. CSV downloads) is published under that type.
 */
export function completeContract(document: Json, options: ContractOptions): Json {
  const envelope = { $ref: ERROR_ENVELOPE_REF };
  for (const [path, pathItem] of Object.entries(document.paths ?? {}) as [string, Json][]) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as Json | undefined;
      if (!operation) continue;
      operation.responses ??= {};
      const responses: Json = operation.responses;
      const statuses = new Set(Object.keys(responses));
      const readsToken = !Array.isArray(operation.security) || operation.security.length > 0;
      declareApiKeyScope(operation, method, path);
      const carriesBody = Boolean(operation.requestBody) || BODY_METHODS.includes(method);
      statuses.add('400');
      if (carriesBody) statuses.add('413');
      if (readsToken) statuses.add('401');
      if (!options.withoutDatabase.includes(operation.operationId)) statuses.add('503');
      for (const status of [...statuses].sort()) {
        if (Number(status) < 400) {
          responses[status] = servedAsItsMediaType(responses[status]);
          continue;
        }
        const own = responses[status] as Json | undefined;
        if (
          own?.content &&
          own.content['application/json']?.schema?.$ref !== ERROR_ENVELOPE_REF &&
          !composesEnvelope(own.content['application/json']?.schema)
        ) {
          throw new Error(`${operation.operationId}: the ${status} answer is not the error envelope`);
        }
        const description = own?.description && !/^Response for status/.test(own.description) ? own.description : (STATUS_MEANING[status] ?? `Error ${status}`);
        const schema = composesEnvelope(own?.content?.['application/json']?.schema) ? own!.content['application/json'].schema : envelope;
        responses[status] = { ...own, description, content: { 'application/json': { schema } } };
      }
      operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  document.components = { ...document.components, schemas: { ...sharedComponents(), ...document.components?.schemas } };
  if (options.webhooks) document.webhooks = options.webhooks;
  return document;
}

/** `allOf` with the envelope: an error answer that carries more fields (e.g. health's 503). */
const composesEnvelope = (schema: Json | undefined) => Array.isArray(schema?.allOf) && schema.allOf.some((part: Json) => part.$ref === ERROR_ENVELOPE_REF);

function servedAsItsMediaType(response: Json | undefined) {
  const plain = response?.content?.['text/plain'];
  const mediaType = plain?.schema?.contentMediaType;
  if (!mediaType) return response;
  const { contentMediaType: _type, ...schema } = plain.schema;
  return { ...response, content: { [mediaType]: { schema } } };
}
