import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { DoNotContactList, SuppressionList } from '@modules/privacy/application/ports/contact-rules.port';
import type { DoNotContactReason } from '@modules/privacy/domain/do-not-contact';
import { sqlArray } from '@platform/db/sql-array';

type Row = Record<string, any>;
const list = (count: number, item: string) => Array.from({ length: count }, () => item).join(', ');

const isForeignKeyViolation = (error: unknown) => {
  for (let e: any = error; e; e = e.cause) if (e.code === '23503' || e.name === 'ForeignKeyConstraintViolationException') return true;
  return false;
};

export function createContactRulesRepository(orm: Orm): { doNotContact: DoNotContactList; suppression: SuppressionList } {
  const execute = <T extends Row[] = Row[]>(sql: string, params: unknown[] = [], tx?: Transaction) =>
    (tx ? entityManagerOf(tx) : orm.em.fork()).execute<T>(sql, params);
  const UPSERT = 'on conflict (student_id) do update set reason = excluded.reason, set_by = excluded.set_by, set_at = now()';
  return {
    doNotContact: {
      async set(studentId, reason, by, tx) {
        try {
          await execute(`insert into student_do_not_contact (student_id, reason, set_by) values (?, ?, ?) ${UPSERT}`, [studentId, reason, by], tx);
          return true;
        } catch (error) {
          if (isForeignKeyViolation(error)) return false;
          throw error;
        }
      },
      async setMany(rows, by) {
        let written = 0;
        for (let i = 0; i < rows.length; i += 500) {
          const chunk = rows.slice(i, i + 500);
          const result = await execute<{ n: number }[]>(
            `with written as (insert into student_do_not_contact (student_id, reason, set_by) values ${list(chunk.length, '(?, ?, ?)')} ${UPSERT} returning 1)
             select count(*)::int as n from written`,
            chunk.flatMap((row) => [row.studentId, row.reason, by]),
          );
          written += Number(result[0]?.n ?? 0);
        }
        return written;
      },
      async clear(studentId) {
        return (await execute('delete from student_do_not_contact where student_id = ? returning student_id', [studentId])).length > 0;
      },
      async among(ids) {
        if (ids.length === 0) return new Map();
        const rows = await execute(`select student_id, reason from student_do_not_contact where student_id in (${list(ids.length, '?')})`, [...ids]);
        return new Map(rows.map((row) => [row.student_id as string, row.reason as DoNotContactReason]));
      },
    },
    suppression: {
      async addWithin(tx, hashes, reason) {
        if (hashes.length === 0) return 0;
        const rows = await execute(
          `insert into suppressed_contacts (contact_hash, kind, reason) values ${list(hashes.length, '(?, ?, ?)')} on conflict (contact_hash) do nothing returning 1`,
          hashes.flatMap((h) => [h.hash, h.kind, reason]),
          tx,
        );
        return rows.length;
      },
      async among(hashes) {
        if (hashes.length === 0) return new Set();
        // one statement for a whole import (20,000 hashes took 20 round trips in chunks of 1,000)
        const rows = await execute('select contact_hash from suppressed_contacts where contact_hash = any(?::text[])', [sqlArray(hashes)]);
        return new Set(rows.map((row) => row.contact_hash as string));
      },
    },
  };
}
