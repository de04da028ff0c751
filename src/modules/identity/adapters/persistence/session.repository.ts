import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { SessionRepository, StoredSession } from '@modules/identity/application/ports/session.repository.port';
import { AuthSessionEntity } from './auth-session.entity';

export function createSessionRepository(orm: Orm): SessionRepository {
  return {
    async create(session) {
      const em = orm.em.fork();
      const row = em.create(AuthSessionEntity, { ...session, revokedAt: null, revokedReason: null });
      await em.flush();
      return row.id;
    },
    async find(sessionId) {
      const row = await orm.em.fork().findOne(AuthSessionEntity, { id: sessionId });
      return row ? ({ ...row } as StoredSession) : null;
    },
    async revokeAll(subjectType, subjectId, reason, keep, tx) {
      await (tx ? entityManagerOf(tx) : orm.em.fork()).nativeUpdate(
        AuthSessionEntity,
        { subjectType, subjectId, revokedAt: null, ...(keep ? { id: { $ne: keep } } : {}) },
        { revokedAt: new Date(), revokedReason: reason },
      );
    },
    async revoke(sessionId, reason) {
      await orm.em.fork().nativeUpdate(AuthSessionEntity, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
    },
    async findWithStanding(sessionId, kind) {
      const subject = kind === 'admin' ? `left join users a on a.id = s.subject_id` : `left join website_users m on m.id = s.subject_id`;
      const standing =
        kind === 'admin'
          ? `a.id is not null as found, a.is_active = 1 as is_active, a.role, a.username, a.email`
          : `m.id is not null as found, m.email, m.is_active, m.is_verified, m.membership_type, m.membership_expires_at`;
      const [row] = await orm.em.fork().execute<Record<string, any>[]>(
        `select s.id, s.subject_type, s.subject_id, s.expires_at, s.revoked_at, s.revoked_reason, ${standing}
         from auth_sessions s ${subject} where s.id = ? and s.subject_type = ?`,
        [sessionId, kind],
      );
      if (!row) return null;
      const session: StoredSession = {
        id: row.id,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        expiresAt: new Date(row.expires_at),
        revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
        revokedReason: row.revoked_reason,
      };
      if (!row.found) return { session, standing: null };
      if (kind === 'admin') return { session, standing: { isActive: Boolean(row.is_active), role: row.role, username: row.username, email: row.email } };
      return {
        session,
        standing: {
          email: row.email,
          isVerified: row.is_verified,
          isActive: row.is_active,
          membershipType: row.membership_type,
          membershipExpiresAt: row.membership_expires_at ? new Date(row.membership_expires_at) : null,
        },
      };
    },
  };
}
