import type { Orm } from '@platform/db/orm';
import type { ResetTokenRepository } from '@modules/identity/application/ports/reset-token.repository.port';

export function createResetTokenRepository(orm: Orm): ResetTokenRepository {
  return {
    async issue(email, tokenHash, expiresAt) {
      await orm.em.fork().transactional(async (tx) => {
        await tx.execute('update password_reset_tokens set used = true where email = ? and used = false', [email]);
        await tx.execute('insert into password_reset_tokens (email, token, expires_at) values (?, ?, ?)', [email, tokenHash, expiresAt]);
      });
    },
    async consume(tokenHash, now) {
      const rows = await orm.em
        .fork()
        .execute<{ email: string }[]>('update password_reset_tokens set used = true where token = ? and used = false and expires_at > ? returning email', [
          tokenHash,
          now,
        ]);
      return rows[0]?.email ?? null;
    },
  };
}
