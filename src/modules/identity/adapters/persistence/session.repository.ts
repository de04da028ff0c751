import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { SessionRepository, StoredSession } from '@modules/identity/application/ports/session.repository.port';
import type { SubjectKind } from '@modules/identity/domain/session';
import { STANDING_COLUMNS, type StandingRow, toMemberStanding } from './website-user.rows';

/** An `auth_sessions` row as the driver answers it. */
type SessionRow = {
  id: string;
  subject_type: SubjectKind;
  subject_id: string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  revoked_reason: string | null;
};

const SESSION_COLUMNS = raw('s.id, s.subject_type, s.subject_id, s.expires_at, s.revoked_at, s.revoked_reason');

const toSession = (row: SessionRow): StoredSession => ({
  id: row.id,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  expiresAt: new Date(row.expires_at),
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  revokedReason: row.revoked_reason,
});

type AdminStandingRow = { found: boolean; is_active: boolean; role: string; username: string; email: string };

export function createSessionRepository(orm: Orm): SessionRepository {
  return {
    async create(session) {
      const row = await sql`insert into auth_sessions (subject_type, subject_id, expires_at)
        values (${session.subjectType}, ${session.subjectId}, ${session.expiresAt}) returning id`.first<{ id: string }>(sessionOf(orm));
      return row!.id;
    },
    async find(sessionId) {
      const row = await sql`select ${SESSION_COLUMNS} from auth_sessions s where s.id = ${sessionId}`.first<SessionRow>(sessionOf(orm));
      return row ? toSession(row) : null;
    },
    async revokeAll(subjectType, subjectId, reason, keep, tx) {
      await sql`update auth_sessions set revoked_at = ${new Date()}, revoked_reason = ${reason}
        where subject_type = ${subjectType} and subject_id = ${subjectId} and revoked_at is null ${keep ? sql`and id <> ${keep}` : empty}`.run(
        tx ? entityManagerOf(tx) : sessionOf(orm),
      );
    },
    async revoke(sessionId, reason) {
      await sql`update auth_sessions set revoked_at = ${new Date()}, revoked_reason = ${reason} where id = ${sessionId} and revoked_at is null`.run(
        sessionOf(orm),
      );
    },
    async findWithStanding(sessionId, kind) {
      if (kind === 'admin') {
        const row = await sql`select ${SESSION_COLUMNS}, a.id is not null as found, a.is_active = 1 as is_active, a.role, a.username, a.email
          from auth_sessions s left join users a on a.id = s.subject_id where s.id = ${sessionId} and s.subject_type = ${kind}`.first<
          SessionRow & AdminStandingRow
        >(sessionOf(orm));
        if (!row) return null;
        const standing = row.found ? { isActive: Boolean(row.is_active), role: row.role, username: row.username, email: row.email } : null;
        return { session: toSession(row), standing };
      }
      // one statement still (ADR 0021): the seat and its institution's membership
      const row = await sql`select ${SESSION_COLUMNS}, ${STANDING_COLUMNS}
        from auth_sessions s left join website_users m on m.id = s.subject_id left join institutions i on i.id = m.institution_id
        where s.id = ${sessionId} and s.subject_type = ${kind}`.first<SessionRow & StandingRow>(sessionOf(orm));
      if (!row) return null;
      return { session: toSession(row), standing: toMemberStanding(row) };
    },
  };
}
