import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { DoNotContactList, SuppressionList } from '@modules/privacy/application/ports/contact-rules.port';
import type { DoNotContactReason } from '@modules/privacy/domain/do-not-contact';

const isForeignKeyViolation = (error: unknown) => {
  for (let e: any = error; e; e = e.cause) if (e.code === '23503' || e.name === 'ForeignKeyConstraintViolationException') return true;
  return false;
};

const UPSERT = raw('on conflict (student_id) do update set reason = excluded.reason, set_by = excluded.set_by, set_at = now()');

export function createContactRulesRepository(orm: Orm): { doNotContact: DoNotContactList; suppression: SuppressionList } {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));
  return {
    doNotContact: {
      async set(studentId, reason, by, tx) {
        try {
          await sql`insert into student_do_not_contact (student_id, reason, set_by) values (${studentId}, ${reason}, ${by}) ${UPSERT}`.run(db(tx));
          return true;
        } catch (error) {
          if (isForeignKeyViolation(error)) return false;
          throw error;
        }
      },
      async setMany(rows, by) {
        if (rows.length === 0) return 0;
        // one statement for a whole import, the pairs as two arrays of one parameter each (ADR 0005)
        return sql`insert into student_do_not_contact (student_id, reason, set_by)
          select student_id, reason, ${by} from unnest(${rows.map((row) => row.studentId)}::uuid[], ${rows.map((row) => row.reason)}::text[]) as t(student_id, reason)
          ${UPSERT}`.run(db());
      },
      async clear(studentId) {
        return (await sql`delete from student_do_not_contact where student_id = ${studentId}`.run(db())) > 0;
      },
      async among(ids) {
        if (ids.length === 0) return new Map();
        const rows = await sql`select student_id, reason from student_do_not_contact where student_id = any(${ids}::uuid[])`.rows<{
          student_id: string;
          reason: DoNotContactReason;
        }>(db());
        return new Map(rows.map((row) => [row.student_id, row.reason]));
      },
    },
    suppression: {
      async addWithin(tx, hashes, reason) {
        if (hashes.length === 0) return 0;
        return sql`insert into suppressed_contacts (contact_hash, kind, reason)
          select contact_hash, kind, ${reason} from unnest(${hashes.map((h) => h.hash)}::text[], ${hashes.map((h) => h.kind)}::text[]) as t(contact_hash, kind)
          on conflict (contact_hash) do nothing`.run(entityManagerOf(tx));
      },
      async among(hashes) {
        if (hashes.length === 0) return new Set();
        // one statement for a whole import (20,000 hashes took 20 round trips in chunks of 1,000)
        const rows = await sql`select contact_hash from suppressed_contacts where contact_hash = any(${hashes}::text[])`.rows<{ contact_hash: string }>(db());
        return new Set(rows.map((row) => row.contact_hash));
      },
    },
  };
}
