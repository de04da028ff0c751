import type { EntityManager } from '@mikro-orm/core';
import type { Orm } from '@platform/db/orm';
import type { AssessmentRepository, AssessmentWithContact, StoredAssessmentContact } from '@modules/marketing/application/ports/assessment.repository.port';
import { AssessmentContactSubmissionEntity } from './assessment-contact-submission.entity';
import { AssessmentSubmissionEntity } from './assessment-submission.entity';
import { after, likePattern, newestFirst } from './keyset';

type Row = InstanceType<(typeof AssessmentSubmissionEntity)['class']> | Record<string, unknown>;

/** Attaches each page's contacts with one `id in (...)` lookup on their primary key. */
async function withContacts(em: EntityManager, rows: Row[]): Promise<AssessmentWithContact[]> {
  const ids = [...new Set(rows.map((row) => row.assessmentContactId).filter((id): id is string => typeof id === 'string'))];
  const contacts = ids.length ? await em.find(AssessmentContactSubmissionEntity, { id: { $in: ids } }) : [];
  const byId = new Map<string, StoredAssessmentContact>(contacts.map((contact) => [contact.id, { ...contact }]));
  return rows.map((row) => {
    const plain = { ...row } as unknown as AssessmentWithContact;
    return { ...plain, contact: plain.assessmentContactId ? (byId.get(plain.assessmentContactId) ?? null) : null };
  });
}

export function createAssessmentRepository(orm: Orm): AssessmentRepository {
  return {
    async addContact(contact) {
      const em = orm.em.fork();
      const row = em.create(AssessmentContactSubmissionEntity, contact);
      await em.flush();
      return { ...row };
    },
    async contactExists(id) {
      return (await orm.em.fork().count(AssessmentContactSubmissionEntity, { id })) > 0;
    },
    async add(submission) {
      const em = orm.em.fork();
      const row = em.create(AssessmentSubmissionEntity, {
        ...submission,
        contactEmail: submission.contactEmail ?? null,
        contactPhone: submission.contactPhone ?? null,
        contactName: submission.contactName ?? null,
        institutionName: submission.institutionName ?? null,
        assessmentContactId: submission.assessmentContactId ?? null,
      });
      await em.flush();
      return { ...row } as unknown as AssessmentWithContact;
    },
    async list({ page, limit, search }) {
      const em = orm.em.fork();
      const like = search ? likePattern(search) : undefined;
      const where = like
        ? {
            $or: [
              { institutionName: { $ilike: like } },
              { contactName: { $ilike: like } },
              { contactEmail: { $ilike: like } },
              { institutionType: { $ilike: like } },
            ],
          }
        : {};
      const [rows, total] = await em.findAndCount(AssessmentSubmissionEntity, where, { orderBy: newestFirst, limit, offset: (page - 1) * limit });
      return { items: await withContacts(em, rows), total };
    },
    async *batches(size) {
      let last: { createdAt: Date; id: string } | undefined;
      for (;;) {
        const em = orm.em.fork();
        const rows = await em.find(AssessmentSubmissionEntity, after(last), { orderBy: newestFirst, limit: size });
        if (rows.length === 0) return;
        yield await withContacts(em, rows);
        last = rows.at(-1);
        if (rows.length < size) return;
      }
    },
  };
}
