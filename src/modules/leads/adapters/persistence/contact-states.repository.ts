import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { ContactStates } from '@modules/leads/application/ports/contact-states.port';
import { type ContactField, type InvalidContact, type InvalidReason, mobileForms } from '@modules/leads/domain/contact-validity';

type Row = { student_id: string; field: ContactField; invalid_since: Date | string; reason: InvalidReason };

/** contact_field_states (ADR 0025), on the primary: a field just marked is read back at once. */
export function createContactStatesRepository(orm: Orm): ContactStates {
  return {
    async markInvalid(tx, studentId, field, reason) {
      const row = await sql`insert into contact_field_states (student_id, field, reason) values (${studentId}, ${field}, ${reason})
        on conflict (student_id, field) do nothing returning student_id`.first<{ student_id: string }>(entityManagerOf(tx));
      return Boolean(row);
    },

    async clear(tx, studentId, fields) {
      if (fields.length === 0) return;
      await sql`delete from contact_field_states where student_id = ${studentId} and field = any(${[...fields]}::text[])`.run(entityManagerOf(tx));
    },

    async among(studentIds, tx) {
      const found = new Map<string, InvalidContact[]>();
      if (studentIds.length === 0) return found;
      const rows = await sql`select student_id, field, invalid_since, reason from contact_field_states
        where student_id = any(${[...studentIds]}::uuid[]) order by field`.rows<Row>(tx ? entityManagerOf(tx) : sessionOf(orm));
      for (const row of rows) {
        const list = found.get(row.student_id) ?? [];
        list.push({ field: row.field, since: new Date(row.invalid_since).toISOString(), reason: row.reason });
        found.set(row.student_id, list);
      }
      return found;
    },

    async holding(channel, address) {
      const where = channel === 'email' ? sql`lower(email_id) = ${address.trim().toLowerCase()}` : sql`mobile_number = any(${mobileForms(address)}::text[])`;
      return (
        await sql`select id, email_id, mobile_number from students where ${where} limit 100`.rows<{
          id: string;
          email_id: string | null;
          mobile_number: string | null;
        }>(sessionOf(orm))
      ).map((row) => ({ id: row.id, emailId: row.email_id, mobileNumber: row.mobile_number }));
    },
  };
}
