import type { Orm } from '../../../../platform/db/orm';
import type { SessionRepository, StoredSession } from '../../application/ports/session.repository.port';
import { AdminUserEntity } from './admin-user.entity';
import { AuthSessionEntity } from './auth-session.entity';
import { WebsiteUserEntity } from './website-user.entity';

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
    async revokeAll(subjectType, subjectId, reason, keep) {
      await orm.em.fork().nativeUpdate(
        AuthSessionEntity,
        { subjectType, subjectId, revokedAt: null, ...(keep ? { id: { $ne: keep } } : {}) },
        { revokedAt: new Date(), revokedReason: reason },
      );
    },
    async revoke(sessionId, reason) {
      await orm.em.fork().nativeUpdate(AuthSessionEntity, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
    },
    async memberStanding(memberId) {
      const member = await orm.em.fork().findOne(WebsiteUserEntity, { id: memberId }, {
        fields: ['isVerified', 'isActive', 'membershipType', 'membershipExpiresAt'],
      });
      return member
        ? { isVerified: member.isVerified, isActive: member.isActive, membershipType: member.membershipType, membershipExpiresAt: member.membershipExpiresAt ?? null }
        : null;
    },
    async adminStanding(adminId) {
      const admin = await orm.em.fork().findOne(AdminUserEntity, { id: adminId }, { fields: ['isActive', 'role'] });
      return admin ? { isActive: admin.isActive === 1, role: admin.role } : null;
    },
  };
}
