import Redis from 'ioredis';
import type { CatalogueViews } from '@modules/leads/application/ports/catalogue-views.port';

// One script, so that a page is counted, or refused and not counted, in one step however many copies call at once.
// KEYS: the day's set of student ids, the day's walk state. ARGV: ttl ms, ceiling, query, page, then the ids.
const RECORD = `
local fresh = 0
for i = 5, #ARGV do
  if redis.call('SISMEMBER', KEYS[1], ARGV[i]) == 0 then fresh = fresh + 1 end
end
local before = redis.call('SCARD', KEYS[1])
if fresh > 0 and before + fresh > tonumber(ARGV[2]) then return { 0, before, 0 } end
for i = 5, #ARGV do redis.call('SADD', KEYS[1], ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
local run = 1
if redis.call('HGET', KEYS[2], 'query') == ARGV[3] and tonumber(redis.call('HGET', KEYS[2], 'page') or '-1') + 1 == tonumber(ARGV[4]) then
  run = tonumber(redis.call('HGET', KEYS[2], 'run') or '0') + 1
end
redis.call('HSET', KEYS[2], 'query', ARGV[3], 'page', ARGV[4], 'run', run)
redis.call('PEXPIRE', KEYS[2], ARGV[1])
return { 1, before + fresh, run }
`;

const CLAIM = `
local won = redis.call('HSETNX', KEYS[1], 'alerted', '1')
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return won
`;

/** Kept two days: today's count, and yesterday's for a request that straddles midnight. */
const TTL_MS = 2 * 86_400_000;

export type RedisCatalogueViews = CatalogueViews & { close(): Promise<void> };

/** The distinct students of each member's day in Redis (REDIS_URL): a set per member and day. */
export function createRedisCatalogueViews(url: string, prefix = 'catalogue:'): RedisCatalogueViews {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  const keys = (memberId: string, day: string) => [`${prefix}${memberId}:${day}:students`, `${prefix}${memberId}:${day}:walk`];
  return {
    async record(listing) {
      const [allowed, distinct, walkRun] = (await redis.eval(
        RECORD,
        2,
        ...keys(listing.memberId, listing.day),
        String(TTL_MS),
        String(listing.ceiling),
        listing.query,
        String(listing.page),
        ...listing.studentIds,
      )) as [number, number, number];
      return { allowed: allowed === 1, distinct, walkRun };
    },
    async claimAlert(memberId, day) {
      return (await redis.eval(CLAIM, 1, keys(memberId, day)[1]!, String(TTL_MS))) === 1;
    },
    async close() {
      await redis.quit();
    },
  };
}
