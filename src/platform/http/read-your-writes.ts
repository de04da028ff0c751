import { Elysia } from 'elysia';
import type { ReadRouting } from '../db/read-replica';
import type { AuthPlugin } from './auth';

/** Methods that never write (the member's own GETs are reads; the writes GETs make, e.g. the daily ceiling, are not theirs to read back). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read your writes across server copies: after every successful request that may have written (any method but
 * GET/HEAD/OPTIONS) by a signed-in member or admin, records where the primary's WAL stands, before the answer leaves.
 * That caller's next reads, on whichever copy, stay on the primary until the replica has replayed that far
 * (platform/db/read-replica.ts). Mounted only when DATABASE_READ_URL is set.
 */
export const readYourWrites = (reads: ReadRouting, auth: AuthPlugin) =>
  new Elysia({ name: 'platform.read-your-writes' }).use(auth).onAfterHandle({ as: 'global' }, async ({ request, principal }) => {
    if (READ_METHODS.has(request.method)) return;
    // the route has already resolved its caller (memoised); a route without a guard may meet a bad token: no caller
    const caller = await principal().catch(() => undefined);
    if (caller) await reads.wrote(caller);
  });
