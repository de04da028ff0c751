import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { OneTimeCodeRepository } from '@modules/identity/application/ports/one-time-code.repository.port';

export function createOneTimeCodeRepository(orm: Orm): OneTimeCodeRepository {
  return {
    async issue(userId, codeHash, expiresAt) {
      await sessionOf(orm).transactional(async (tx) => {
        await sql`update otp_tokens set is_used = true where user_id = ${userId} and is_used = false`.run(tx);
        await sql`insert into otp_tokens (user_id, token, expires_at) values (${userId}, ${codeHash}, ${expiresAt})`.run(tx);
      });
    },
    async takeTry(userId, now, maxTries) {
      // `failed_attempts` counts tries (the right one included). The outer conditions are re-checked on the row's
      // newest version when parallel tries queue for its lock, so the count never passes maxTries.
      const row = await sql`update otp_tokens set failed_attempts = failed_attempts + 1
         where id = (select id from otp_tokens where user_id = ${userId} and is_used = false and expires_at > ${now} order by created_at desc limit 1)
           and is_used = false and failed_attempts < ${maxTries}
         returning id, token, failed_attempts`.first<{ id: string; token: string; failed_attempts: number }>(sessionOf(orm));
      return row ? { id: row.id, codeHash: row.token, tries: row.failed_attempts } : null;
    },
    async consume(id) {
      return (await sql`update otp_tokens set is_used = true where id = ${id} and is_used = false`.run(sessionOf(orm))) === 1;
    },
  };
}
