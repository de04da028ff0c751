import { DEVELOPMENT_CONTACT_HASH_SECRET } from '@platform/config';
import type { ModuleDeps, WebDeps } from '@platform/module';
import type { AnyElysia } from 'elysia';
import { exclusionListRoutes } from './adapters/http/exclusion-list.routes';
import { contactHashSql } from './adapters/persistence/contact-hash.sql';
import { createExclusionListsRepository } from './adapters/persistence/exclusion-lists.repository';
import type { ContactHasher } from './application/exclusion-list.use-cases';
import type { ExclusionLists } from './application/ports/exclusion-lists.port';

/** ADR 0024: the exclusion lists' repository and the SQL of the keyed contact hash (CONTACT_HASH_SECRET), for createLeadsApi. */
export function createExclusionLists(deps: Pick<ModuleDeps, 'orm' | 'config' | 'background'>) {
  const hashes = contactHashSql(deps.config.contactHashSecret ?? DEVELOPMENT_CONTACT_HASH_SECRET);
  return { hashes, exclusions: createExclusionListsRepository(deps.orm, hashes, deps.background) };
}

/**
 * ADR 0024: fills the students' contact hashes the migration (or a write since) left empty, 20,000 a statement; the
 * server runs it after start-up, off the requests, so that the first upload need not (answers how many).
 */
export const hashStudentContacts = (deps: Pick<ModuleDeps, 'orm' | 'config'>) =>
  createExclusionListsRepository(deps.orm, contactHashSql(deps.config.contactHashSecret ?? DEVELOPMENT_CONTACT_HASH_SECRET)).hashPending();

/** ADR 0024: the exclusion list's summary, upload and delete, under /api/website. */
export function leadsExclusionListRoutes(api: { internal: { exclusions: ExclusionLists; ports: { contactHasher?: ContactHasher } } }, web: WebDeps): AnyElysia {
  const { exclusions, ports } = api.internal;
  return exclusionListRoutes({ auth: web.auth, lists: exclusions, hash: ports.contactHasher ?? (() => []), audit: web.audit });
}

export { exclusionListBodyLimits } from './adapters/http/exclusion-list.routes';
