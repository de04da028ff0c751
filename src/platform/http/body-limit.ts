import { Elysia } from 'elysia';
import { DomainError } from '../kernel/domain-error';
import { MAX_BODY_DEPTH, nestsDeeperThan, valueNestsDeeperThan } from './json-depth';

/**
 * JSON and form bodies. The largest legitimate one is a bulk save of 1,000 ids with 5,000 characters of notes in a
 * three-byte script (about 55 KB; `tests/security/hostile-bodies.test.ts` sends it); 64 KB leaves a little room.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

export type BodyLimits = {
  defaultBytes: number;
  /** routes (exact paths) allowed a bigger body, e.g. a file upload */
  byPath?: Readonly<Record<string, number>>;
};

const KB = 1024;
const MB = 1024 * KB;
const sizeText = (bytes: number) => (bytes < MB ? `${Math.round(bytes / KB)} KB` : `${Math.round((bytes / MB) * 10) / 10} MB`);

export const bodyTooLarge = (bytes: number) =>
  new DomainError('too_large', 'PAYLOAD_TOO_LARGE', `The request body is larger than ${sizeText(bytes)}, the most this server accepts here.`);

export const bodyTooDeep = () => new DomainError('invalid', 'BODY_TOO_DEEP', `The request body nests more than ${MAX_BODY_DEPTH} levels deep.`);

/** The body's bytes, read as they stream in, or null as soon as there are more than `limit` (reading stops there). */
async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body was read here, so the parsers read this copy instead. Bun cannot clone a body that is still streaming
 * in (the copy never yields), which is why the original is read and its readers are answered from the bytes.
 */
function replayBody(request: Request, bytes: Uint8Array<ArrayBuffer>) {
  const copy = () => new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } });
  const readers = ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'] as const;
  Object.defineProperties(request, Object.fromEntries(readers.map((name) => [name, { value: () => (copy() as any)[name](), configurable: true }])));
}

/**
 * Refuses over-cap and over-deep request bodies before routing, parsing or any schema. Bun.serve's
 * `maxRequestBodySize` guards the socket; this guards every way into the app (`app.handle` included) and gives each
 * route its own cap. A declared Content-Length over the cap is refused without reading; any other body is counted as
 * it streams and cut at the cap (a chunked body without a length included), then its nesting is measured on the raw
 * bytes. Upload routes (their own cap) skip the raw measure, since file contents are free text; for them, and for
 * form fields that Elysia parses as JSON, the parsed value is measured again before validation.
 * (Request and transform hooks, not a parse hook: a parse hook would replace Elysia's content-type parsers and hide
 * the request bodies from the OpenAPI document.)
 */
export const bodyLimit = (limits: BodyLimits) =>
  new Elysia({ name: 'platform.body-limit' })
    .onRequest(async ({ request }) => {
      if (!request.body) return;
      const upload = limits.byPath?.[new URL(request.url).pathname];
      const limit = upload ?? limits.defaultBytes;
      const declared = request.headers.get('content-length');
      if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) throw bodyTooLarge(limit);
      const bytes = await readAtMost(request.body, limit);
      if (!bytes) throw bodyTooLarge(limit);
      if (upload === undefined && nestsDeeperThan(bytes, MAX_BODY_DEPTH)) throw bodyTooDeep();
      replayBody(request, bytes);
    })
    .onTransform({ as: 'global' }, ({ body }) => {
      if (valueNestsDeeperThan(body, MAX_BODY_DEPTH)) throw bodyTooDeep();
    });
