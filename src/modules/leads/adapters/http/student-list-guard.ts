import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { callerAddress } from '@platform/http/client-ip';
import { enforceRateLimits, type RateLimiter, type RateLimitRule } from '@platform/http/rate-limiter.port';

export type StudentListGuardDeps = {
  auth: AuthPlugin;
  rateLimiter: RateLimiter;
  /** the scraping guard: student list calls per minute per member; 0 = off (the benchmark) */
  studentListLimitPerMinute: number;
  trustedProxyHops: number;
};

/**
 * The scraping guard of every student read (the list, the unlocked list, a student by id). A person paging and
 * filtering makes a few calls a minute; a script walking the catalogue makes hundreds. Counted per member (whatever
 * their token or address), and per address for callers without a valid member token, before the sign-in check so
 * that those are counted too. `{ studentListGuard: true }` on a route.
 */
const studentListRule = (limit: number): RateLimitRule => ({ name: 'student-list', limit, windowMs: 60_000 });
const slowDown = (seconds: number) => `Too many student list requests. Please wait ${seconds} seconds and try again.`;

export const studentListGuard = (deps: StudentListGuardDeps) =>
  new Elysia({ name: 'leads.student-list-guard' }).use(deps.auth).macro({
    studentListGuard: {
      async resolve({ principal, request, server }) {
        if (deps.studentListLimitPerMinute === 0) return {};
        const caller = await principal().catch(() => undefined);
        const key = caller ? `${caller.kind}:${caller.id}` : `ip:${callerAddress(request, server, deps.trustedProxyHops)}`;
        await enforceRateLimits(deps.rateLimiter, [[studentListRule(deps.studentListLimitPerMinute), key]], slowDown);
        return {};
      },
    },
  });
