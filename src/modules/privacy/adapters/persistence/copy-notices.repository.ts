import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { CopyNotices } from '@modules/privacy/application/ports/contact-rules.port';
import type { CopyNoticeReason } from '@modules/privacy/domain/copy-notice';

/** A `withdrawal_notices` row, as a member's list reads it. */
type NoticeRow = { id: string; student_id: string; reason: CopyNoticeReason; created_at: Date | string };

export function createCopyNoticesRepository(orm: Orm): CopyNotices {
  return {
    async addWithin(tx, studentId, reason, memberIds) {
      if (memberIds.length === 0) return 0;
      return sql`insert into withdrawal_notices (member_id, student_id, reason)
        select member_id, ${studentId}, ${reason} from unnest(${memberIds}::uuid[]) as t(member_id)
        on conflict (member_id, student_id, reason) do nothing`.run(entityManagerOf(tx));
    },
    async openFor(memberId) {
      const rows = await sql`select id, student_id, reason, created_at from withdrawal_notices where member_id = ${memberId} and acknowledged_at is null
        order by created_at desc, id limit 500`.rows<NoticeRow>(sessionOf(orm));
      return rows.map((row) => ({ id: row.id, studentId: row.student_id, reason: row.reason, createdAt: new Date(row.created_at) }));
    },
    acknowledge: (memberId) =>
      sql`update withdrawal_notices set acknowledged_at = now() where member_id = ${memberId} and acknowledged_at is null`.run(sessionOf(orm)),
  };
}
