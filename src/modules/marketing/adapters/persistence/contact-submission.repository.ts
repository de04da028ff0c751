import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, raw, sql } from '@platform/db/sql';
import type { ContactSubmissionRepository, StoredContactSubmission } from '@modules/marketing/application/ports/contact-submission.repository.port';
import { after, likePattern, positionOf } from './keyset';

/** A `contact_submissions` row as the driver answers it. */
type ContactSubmissionRow = {
  id: string;
  institution_name: string;
  contact_name: string;
  email: string;
  phone: string;
  service_interest: string;
  message: string;
  created_at: Date;
  cursor_at: string;
};

const COLUMNS = raw('id, institution_name, contact_name, email, phone, service_interest, message, created_at, created_at::text as cursor_at');

const toSubmission = (row: ContactSubmissionRow): StoredContactSubmission => ({
  id: row.id,
  institutionName: row.institution_name,
  contactName: row.contact_name,
  email: row.email,
  phone: row.phone,
  serviceInterest: row.service_interest,
  message: row.message,
  createdAt: new Date(row.created_at),
});

export function createContactSubmissionRepository(orm: Orm): ContactSubmissionRepository {
  return {
    async add(form) {
      const row = await sql`insert into contact_submissions (institution_name, contact_name, email, phone, service_interest, message)
        values (${form.institutionName}, ${form.contactName}, ${form.email}, ${form.phone}, ${form.serviceInterest}, ${form.message})
        returning ${COLUMNS}`.first<ContactSubmissionRow>(sessionOf(orm));
      return toSubmission(row!);
    },
    async list({ page, limit, search }) {
      const like = search ? likePattern(search) : undefined;
      const where = like ? sql`where institution_name ilike ${like} or contact_name ilike ${like} or email ilike ${like}` : empty;
      // enquiries number in the thousands, not millions: the count is cheap next to the created_at index walk
      const rows = await sql`select ${COLUMNS} from contact_submissions ${where} order by created_at desc, id desc
        limit ${limit} offset ${(page - 1) * limit}`.rows<ContactSubmissionRow>(sessionOf(orm));
      const counted = await sql`select count(*)::int as n from contact_submissions ${where}`.first<{ n: number }>(sessionOf(orm));
      return { items: rows.map(toSubmission), total: counted?.n ?? 0 };
    },
    async *batches(size) {
      let last: ReturnType<typeof positionOf> | undefined;
      for (;;) {
        const rows =
          await sql`select ${COLUMNS} from contact_submissions ${after(last)} order by created_at desc, id desc limit ${size}`.rows<ContactSubmissionRow>(
            sessionOf(orm),
          );
        if (rows.length === 0) return;
        yield rows.map(toSubmission);
        last = positionOf(rows.at(-1)!);
        if (rows.length < size) return;
      }
    },
  };
}
