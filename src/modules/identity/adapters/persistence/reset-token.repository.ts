import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { ResetTokenRepository } from '@modules/identity/application/ports/reset-token.repository.port';

export function createResetTokenRepository(orm: Orm): ResetTokenRepository {
  return {
    async issue(email, tokenHash, expiresAt) {
      await sessionOf(orm).transactional(async (tx) => {
        await sql`update password_reset_tokens set used = true where email = ${email} and used = false`.run(tx);
        await sql`insert into password_reset_tokens (email, token, expires_at) values (${email}, ${tokenHash}, ${expiresAt})`.run(tx);
      });
    },
    async consume(tokenHash, now) {
      const row = await sql`update password_reset_tokens set used = true where token = ${tokenHash} and used = false and expires_at > ${now}
        returning email`.first<{ email: string }>(sessionOf(orm));
      return row?.email ?? null;
    },
  };
}
