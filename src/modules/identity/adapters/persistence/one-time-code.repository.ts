import type { Orm } from '@platform/db/orm';
import type { OneTimeCodeRepository } from '@modules/identity/application/ports/one-time-code.repository.port';

export function createOneTimeCodeRepository(orm: Orm): OneTimeCodeRepository {
  return {
    async issue(userId, codeHash, expiresAt) {
      await orm.em.fork().transactional(async (tx) => {
        await tx.execute('update otp_tokens set is_used = true where user_id = ? and is_used = false', [userId]);
        await tx.execute('insert into otp_tokens (user_id, token, expires_at) values (?, ?, ?)', [userId, codeHash, expiresAt]);
      });
    },
    async takeTry(userId, now, maxTries) {
      // `failed_attempts` counts tries (the right one included). The outer conditions are re-checked on the row's
      // newest version when parallel tries queue for its lock, so the count never passes maxTries.
      const rows = await orm.em.fork().execute<{ id: string; token: string; failed_attempts: number }[]>(
        `update otp_tokens set failed_attempts = failed_attempts + 1
         where id = (select id from otp_tokens where user_id = ? and is_used = false and expires_at > ? order by created_at desc limit 1)
           and is_used = false and failed_attempts < ?
         returning id, token, failed_attempts`,
        [userId, now, maxTries],
      );
      const row = rows[0];
      return row ? { id: row.id, codeHash: row.token, tries: row.failed_attempts } : null;
    },
    async consume(id) {
      const rows = await orm.em.fork().execute('update otp_tokens set is_used = true where id = ? and is_used = false returning id', [id]);
      return rows.length === 1;
    },
  };
}
