import { Elysia } from 'elysia';
import { DomainError } from '../kernel/domain-error';

/** JSON and form bodies: the largest legitimate one (a 1,000-id bulk request) is about 40 KB. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export type BodyLimits = {
  defaultBytes: number;
  /** routes (exact paths) allowed a bigger body, e.g. a file upload */
  byPath?: Readonly<Record<string, number>>;
};

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const bodyTooLarge = (bytes: number) =>
  new DomainError('too_large', 'PAYLOAD_TOO_LARGE', `The request body is larger than ${megabytes(bytes)}, the most this server accepts here.`);

/** True once more than `limit` bytes came out of the stream; stops reading there. */
async function exceeds(stream: ReadableStream<Uint8Array>, limit: number): Promise<boolean> {
  const reader = stream.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return true;
    }
  }
}

/**
 * Refuses over-cap request bodies with 413 before routing or parsing. Bun.serve's `maxRequestBodySize` guards the
 * socket; this guards every way into the app (`app.handle` included) and gives each route its own cap.
 * A declared Content-Length is trusted to refuse early; a body without one (chunked) is counted on a copy,
 * so the parser still reads the original. (A request hook, not a parse hook: a parse hook would replace Elysia's
 * content-type parsers and hide the request bodies from the OpenAPI document.)
 */
export const bodyLimit = (limits: BodyLimits) =>
  new Elysia({ name: 'platform.body-limit' }).onRequest(async ({ request }) => {
    if (!request.body) return;
    const limit = limits.byPath?.[new URL(request.url).pathname] ?? limits.defaultBytes;
    const declared = request.headers.get('content-length');
    if (declared !== null && /^\d+$/.test(declared)) {
      if (Number(declared) > limit) throw bodyTooLarge(limit);
      return;
    }
    if (await exceeds(request.clone().body!, limit)) throw bodyTooLarge(limit);
  });
