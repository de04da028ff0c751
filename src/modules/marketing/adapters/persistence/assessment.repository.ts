import type { EntityManager, Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, raw, sql } from '@platform/db/sql';
import type { AssessmentRepository, AssessmentWithContact, StoredAssessmentContact } from '@modules/marketing/application/ports/assessment.repository.port';
import { ASSESSMENT_COLUMNS, type AssessmentRow, toAssessment } from './assessment.rows';
import { after, likePattern, positionOf } from './keyset';

/** An `assessment_contact_submissions` row as the driver answers it. */
type ContactRow = { id: string; name: string; institute_name: string; email: string; phone: string; created_at: Date };

const CONTACT_COLUMNS = raw('id, name, institute_name, email, phone, created_at');

const toContact = (row: ContactRow): StoredAssessmentContact => ({
  id: row.id,
  name: row.name,
  instituteName: row.institute_name,
  email: row.email,
  phone: row.phone,
  createdAt: new Date(row.created_at),
});

/** Attaches each page's contacts with one lookup on their primary key. */
async function withContacts(em: EntityManager, rows: AssessmentRow[]): Promise<AssessmentWithContact[]> {
  const ids = [...new Set(rows.map((row) => row.assessment_contact_id).filter((id): id is string => typeof id === 'string'))];
  const contacts = ids.length
    ? await sql`select ${CONTACT_COLUMNS} from assessment_contact_submissions where id = any(${ids}::uuid[])`.rows<ContactRow>(em)
    : [];
  const byId = new Map(contacts.map((contact) => [contact.id, toContact(contact)]));
  return rows.map((row) => ({ ...toAssessment(row), contact: row.assessment_contact_id ? (byId.get(row.assessment_contact_id) ?? null) : null }));
}

export function createAssessmentRepository(orm: Orm): AssessmentRepository {
  return {
    async addContact(contact) {
      const row = await sql`insert into assessment_contact_submissions (name, institute_name, email, phone)
        values (${contact.name}, ${contact.instituteName}, ${contact.email}, ${contact.phone}) returning ${CONTACT_COLUMNS}`.first<ContactRow>(sessionOf(orm));
      return toContact(row!);
    },
    async contactExists(id) {
      return (await sql`select 1 from assessment_contact_submissions where id = ${id}`.first(sessionOf(orm))) !== undefined;
    },
    async add(s) {
      const row = await sql`insert into assessment_submissions (institution_type, role, challenge, marketing_methods, digital_platforms,
          data_collection, outreach_methods, lead_requirement, conversion_expectation, selling_process, budget, geographic, unique_advantages,
          desired_solutions, timeline, contact_email, contact_phone, contact_name, institution_name, assessment_contact_id)
        values (${s.institutionType}, ${s.role}, ${s.challenge}, ${s.marketingMethods}, ${s.digitalPlatforms}, ${s.dataCollection},
          ${s.outreachMethods}, ${s.leadRequirement}, ${s.conversionExpectation}, ${s.sellingProcess}, ${s.budget}, ${s.geographic},
          ${s.uniqueAdvantages}, ${s.desiredSolutions}, ${s.timeline}, ${s.contactEmail ?? null}, ${s.contactPhone ?? null},
          ${s.contactName ?? null}, ${s.institutionName ?? null}, ${s.assessmentContactId ?? null})
        returning ${ASSESSMENT_COLUMNS}`.first<AssessmentRow>(sessionOf(orm));
      return toAssessment(row!);
    },
    async list({ page, limit, search }) {
      const em = sessionOf(orm);
      const like = search ? likePattern(search) : undefined;
      const where = like
        ? sql`where institution_name ilike ${like} or contact_name ilike ${like} or contact_email ilike ${like} or institution_type ilike ${like}`
        : empty;
      const rows = await sql`select ${ASSESSMENT_COLUMNS} from assessment_submissions ${where} order by created_at desc, id desc
        limit ${limit} offset ${(page - 1) * limit}`.rows<AssessmentRow>(em);
      const counted = await sql`select count(*)::int as n from assessment_submissions ${where}`.first<{ n: number }>(em);
      return { items: await withContacts(em, rows), total: counted?.n ?? 0 };
    },
    async *batches(size) {
      let last: ReturnType<typeof positionOf> | undefined;
      for (;;) {
        const em = sessionOf(orm);
        const rows = await sql`select ${ASSESSMENT_COLUMNS} from assessment_submissions ${after(last)} order by created_at desc, id desc
          limit ${size}`.rows<AssessmentRow>(em);
        if (rows.length === 0) return;
        yield await withContacts(em, rows);
        last = positionOf(rows.at(-1)!);
        if (rows.length < size) return;
      }
    },
  };
}
