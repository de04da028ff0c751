import type { Orm } from '@platform/db/orm';
import type { ContactSubmissionRepository } from '@modules/marketing/application/ports/contact-submission.repository.port';
import { ContactSubmissionEntity } from './contact-submission.entity';
import { after, likePattern, newestFirst } from './keyset';

export function createContactSubmissionRepository(orm: Orm): ContactSubmissionRepository {
  return {
    async add(form) {
      const em = orm.em.fork();
      const row = em.create(ContactSubmissionEntity, form);
      await em.flush();
      return { ...row };
    },
    async list({ page, limit, search }) {
      const em = orm.em.fork();
      const like = search ? likePattern(search) : undefined;
      const where = like ? { $or: [{ institutionName: { $ilike: like } }, { contactName: { $ilike: like } }, { email: { $ilike: like } }] } : {};
      // enquiries number in the thousands, not millions: the count is cheap next to the created_at index walk
      const [rows, total] = await em.findAndCount(ContactSubmissionEntity, where, {
        orderBy: newestFirst,
        limit,
        offset: (page - 1) * limit,
      });
      return { items: rows.map((row) => ({ ...row })), total };
    },
    async *batches(size) {
      let last: { createdAt: Date; id: string } | undefined;
      for (;;) {
        const rows = await orm.em.fork().find(ContactSubmissionEntity, after(last), { orderBy: newestFirst, limit: size });
        if (rows.length === 0) return;
        yield rows.map((row) => ({ ...row }));
        last = rows.at(-1);
        if (rows.length < size) return;
      }
    },
  };
}
