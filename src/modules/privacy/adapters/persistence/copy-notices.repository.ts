import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { CopyNotices } from '@modules/privacy/application/ports/contact-rules.port';
import type { CopyNoticeReason } from '@modules/privacy/domain/copy-notice';

const list = (count: number, item: string) => Array.from({ length: count }, () => item).join(', ');

export function createCopyNoticesRepository(orm: Orm): CopyNotices {
  return {
    async addWithin(tx, studentId, reason, memberIds) {
      if (memberIds.length === 0) return 0;
      const rows = await entityManagerOf(tx).execute(
        `insert into withdrawal_notices (member_id, student_id, reason) values ${list(memberIds.length, '(?, ?, ?)')}
         on conflict (member_id, student_id, reason) do nothing returning 1`,
        memberIds.flatMap((memberId) => [memberId, studentId, reason]),
      );
      return rows.length;
    },
    async openFor(memberId) {
      const rows = await orm.em
        .fork()
        .execute<{ id: string; student_id: string; reason: CopyNoticeReason; created_at: string | Date }[]>(
          'select id, student_id, reason, created_at from withdrawal_notices where member_id = ? and acknowledged_at is null order by created_at desc, id limit 500',
          [memberId],
        );
      return rows.map((row) => ({ id: row.id, studentId: row.student_id, reason: row.reason, createdAt: new Date(row.created_at) }));
    },
    async acknowledge(memberId) {
      const rows = await orm.em
        .fork()
        .execute('update withdrawal_notices set acknowledged_at = now() where member_id = ? and acknowledged_at is null returning 1', [memberId]);
      return rows.length;
    },
  };
}
