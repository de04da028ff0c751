import { entityManagerOf } from '@platform/db/unit-of-work';
import type { IdempotentRequests } from '@modules/credits/application/ports/idempotent-requests.port';

export function createIdempotentRequestsRepository(): IdempotentRequests {
  return {
    async lockAndClaim(tx, { institutionId, memberId }, key, fingerprint, windowHours) {
      // The pool's lock first (its count(*) is read before the insert's one row exists), so one institution's charged
      // requests still run one at a time (ADR 0021) and a retry waits here for its first attempt. Then the claim: its conflict
      // check sees the committed row whatever the statement's snapshot. The claim's placeholder answer (JSON null)
      // is never seen by another transaction: the answer replaces it before the commit, a rollback removes it.
      const rows = await entityManagerOf(tx).execute<{ claimed: number }[]>(
        `with balance as (select 1 from institution_credits where institution_id = ? for update)
         insert into idempotent_requests (user_id, idempotency_key, request_hash, response)
         select ?, ?, ?, 'null'::jsonb from (select count(*) from balance) as locked
         on conflict (user_id, idempotency_key) do update
           set request_hash = excluded.request_hash, response = excluded.response, created_at = now()
           where idempotent_requests.created_at <= now() - make_interval(hours => ?)
         returning 1 as claimed`,
        [institutionId, memberId, key, fingerprint, windowHours],
      );
      return rows.length > 0;
    },

    async find(tx, memberId, key, windowHours) {
      const rows = await entityManagerOf(tx).execute<{ request_hash: string; response: unknown }[]>(
        `select request_hash, response from idempotent_requests
         where user_id = ? and idempotency_key = ? and created_at > now() - make_interval(hours => ?)`,
        [memberId, key, windowHours],
      );
      const row = rows[0];
      if (!row) return null;
      // pg parses jsonb; PGlite's driver may hand it over as text
      return { fingerprint: row.request_hash, response: typeof row.response === 'string' ? JSON.parse(row.response) : row.response };
    },

    async remember(tx, memberId, key, remembered, windowHours) {
      // one statement stores the answer and forgets this member's expired keys; this key's own row is left to the
      // upsert (one statement must not change a row twice)
      await entityManagerOf(tx).execute(
        `with forgotten as (
           delete from idempotent_requests where user_id = ? and idempotency_key <> ? and created_at <= now() - make_interval(hours => ?)
         )
         insert into idempotent_requests (user_id, idempotency_key, request_hash, response) values (?, ?, ?, cast(? as jsonb))
         on conflict (user_id, idempotency_key) do update
           set request_hash = excluded.request_hash, response = excluded.response, created_at = now()`,
        [memberId, key, windowHours, memberId, key, remembered.fingerprint, JSON.stringify(remembered.response)],
      );
    },
  };
}
