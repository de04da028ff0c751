import type { Orm } from '../../../../platform/db/orm';
import type { ContactSubmissionRepository } from '../../application/ports/contact-submission.repository.port';
import { ContactSubmissionEntity } from './contact-submission.entity';

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
      const like = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const where = like
        ? { $or: [{ institutionName: { $ilike: like } }, { contactName: { $ilike: like } }, { email: { $ilike: like } }] }
        : {};
      const [rows, total] = await em.findAndCount(ContactSubmissionEntity, where, {
        orderBy: { createdAt: 'desc' },
        limit,
        offset: (page - 1) * limit,
      });
      return { items: rows.map((row) => ({ ...row })), total };
    },
  };
}
