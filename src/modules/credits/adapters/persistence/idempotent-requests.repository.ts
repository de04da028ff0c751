import { sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { IdempotentRequests } from '@modules/credits/application/ports/idempotent-requests.port';

/** An `idempotent_requests` row as the driver answers it: jsonb parsed by pg, possibly text from PGlite's driver. */
type StoredRow = { request_hash: string; response: unknown };

const toRemembered = (row: StoredRow) => ({
  fingerprint: row.request_hash,
  response: typeof row.response === 'string' ? JSON.parse(row.response) : row.response,
});

export function createIdempotentRequestsRepository(): IdempotentRequests {
  return {
    async lockAndClaim(tx, { institutionId, memberId }, key, fingerprint, windowHours) {
      // The pool's lock first (its count(*) is read before the insert's one row exists), so one institution's charged
      // requests still run one at a time (ADR 0021) and a retry waits here for its first attempt. Then the claim: its conflict
      // check sees the committed row whatever the statement's snapshot. The claim's placeholder answer (JSON null)
      // is never seen by another transaction: the answer replaces it before the commit, a rollback removes it.
      const claimed = await sql`with balance as (select 1 from institution_credits where institution_id = ${institutionId} for update)
         insert into idempotent_requests (user_id, idempotency_key, request_hash, response)
         select ${memberId}, ${key}, ${fingerprint}, 'null'::jsonb from (select count(*) from balance) as locked
         on conflict (user_id, idempotency_key) do update
           set request_hash = excluded.request_hash, response = excluded.response, created_at = now()
           where idempotent_requests.created_at <= now() - make_interval(hours => ${windowHours})
         returning 1 as claimed`.first(entityManagerOf(tx));
      return claimed !== undefined;
    },

    async find(tx, memberId, key, windowHours) {
      const row = await sql`select request_hash, response from idempotent_requests
         where user_id = ${memberId} and idempotency_key = ${key} and created_at > now() - make_interval(hours => ${windowHours})`.first<StoredRow>(
        entityManagerOf(tx),
      );
      return row ? toRemembered(row) : null;
    },

    async remember(tx, memberId, key, remembered, windowHours) {
      // one statement stores the answer and forgets this member's expired keys; this key's own row is left to the
      // upsert (one statement must not change a row twice)
      await sql`with forgotten as (
           delete from idempotent_requests where user_id = ${memberId} and idempotency_key <> ${key} and created_at <= now() - make_interval(hours => ${windowHours})
         )
         insert into idempotent_requests (user_id, idempotency_key, request_hash, response) values (${memberId}, ${key}, ${remembered.fingerprint}, cast(${JSON.stringify(remembered.response)} as jsonb))
         on conflict (user_id, idempotency_key) do update
           set request_hash = excluded.request_hash, response = excluded.response, created_at = now()`.run(entityManagerOf(tx));
    },
  };
}
