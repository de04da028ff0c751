import type { AnyElysia } from 'elysia';
import { type CreditBackPorts, createCreditBack } from './credit-back.wiring';
import { createCatalogue } from './catalogue.wiring';
import type { ModuleDeps, WebDeps } from '@platform/module';
import { leadsRoutes as catalogueRoutes } from './adapters/http/leads.routes';
import { unlockRoutes } from './adapters/http/unlock.routes';
import { studentAdminRoutes } from './adapters/http/student-admin.routes';
import { createColumnSettingsRepository } from './adapters/persistence/column-settings.repository';
import { createCatalogueViewsRepository } from './adapters/persistence/catalogue-views.repository';
import { createRedisCatalogueViews } from './adapters/persistence/redis-catalogue-views';
import { StudentEntity } from './adapters/persistence/student.entity';
import { createUnlockedStudentsRepository } from './adapters/persistence/unlocked-students.repository';
import { createUnlockFactsReader } from './adapters/persistence/unlock-facts.sql';
import { createPageFactsReader } from './adapters/persistence/page-facts.sql';
import { createNewMatchesReader } from './adapters/persistence/catalogue-new-matches';
import { checkSavedQuery, newMatches } from './application/new-matches.use-case';
import type { CreditsPort } from './application/ports/credits.port';
import type { CatalogueStats, FacetValues, StudentCatalogue } from './application/ports/student-catalogue.port';
import type { UnlockedStudents } from './application/ports/unlocked-students.port';
import { memberUnlockRefusals, unlockRefusals } from './application/locked-minors';
import { listedStudentsForMember, studentsForMember, unlocksInForceAmong } from './application/students-for-member';
import type { ConsentFilter } from './application/ports/consent-filter.port';
import type { RecordConsents } from './application/ports/record-consents.port';
import type { StudentAdminPrivacy } from './application/ports/student-admin-privacy.port';
import type { UnlockEvents } from './application/ports/unlock-events.port';
import type { UnlockFactsReader } from './application/ports/unlock-facts.port';
import { presentStudents, type PresentDeps } from './application/present-students.use-case';
import { forgettingAfterChanges } from './application/shared-pages';
import { ttlCache } from './application/ttl-cache';
import { seasonPlacesOf } from './application/season-places';
import type { CatalogueFacets, LeadsApi } from './contracts';
import { CATALOGUE_CHANGES, COLUMN_SETTINGS_TTL_MS, withCachedColumnSettings, withCachedFacets } from './catalogue-caches';
import { createStudentAdmin, type StudentAdmin } from './student-admin.facade';
import type { ColumnSettings } from './application/ports/column-settings.port';
import type { ContactHasher } from './application/exclusion-list.use-cases';
import type { ExclusionLists } from './application/ports/exclusion-lists.port';
import { createExclusionLists } from './exclusion-list.module';

/** Registered with the ORM by the composition root; not for other modules. */
export const leadsEntities = [StudentEntity];

/** The student answer schema, for other modules' routes that return a student (e.g. the saved list). */
export { StudentLeadSchema } from './adapters/http/leads.schemas';

type LeadsPorts = {
  credits: CreditsPort;
  consents: RecordConsents;
  consentFilter: ConsentFilter;
  unlockEvents?: UnlockEvents;
  /** the suppression check and retention dates of the admin's student records (privacy's, ADR 0017, ADR 0019) */
  adminPrivacy: StudentAdminPrivacy;
  /** ADR 0025: a contact found invalid or corrected gives back the unlocks of the last 30 days, and tells the seats */
  creditBack: CreditBackPorts;
  /** ADR 0024: privacy's keyed hash of a contact (the suppression list's), for the exclusion lists; without it, none are taken */
  contactHasher?: ContactHasher;
};

/** What leads' own routes use besides the contract (other modules see `LeadsApi` only). */
type LeadsInternals = {
  catalogue: StudentCatalogue;
  columnSettings: ColumnSettings;
  unlocked: UnlockedStudents;
  facts?: UnlockFactsReader;
  present: PresentDeps;
  stats: ReturnType<typeof ttlCache<CatalogueStats>>;
  /** the admin portal's student records, with what only leads' own routes use (list, create, edit, delete) */
  studentAdmin: StudentAdmin;
  ports: LeadsPorts;
  /** ADR 0024: the institutions' exclusion lists */
  exclusions: ExclusionLists;
};
export type LeadsModuleApi = LeadsApi & { internal: LeadsInternals };

/**
 * The catalogue and what each member may see of it: listing, masking and unlocks. Unlocks are bought through the
 * credits module's charged transaction (leads → credits; credits knows nothing of students); consent facts come from
 * privacy and unlock events go to webhooks' outbox, inside the unlock's transaction.
 */
export function createLeadsApi(deps: ModuleDeps, others: LeadsPorts): LeadsModuleApi {
  const consents = others.consents;
  const now = () => deps.clock.now().getTime();
  const visibility = others.consentFilter.memberVisibility('students.id') ?? undefined;
  const { repository, catalogue } = createCatalogue(deps, visibility);
  const { hashes, exclusions } = createExclusionLists(deps);
  const unlocked = createUnlockedStudentsRepository(deps.orm, { seasonCap: deps.config.studentSeasonCap, now: () => deps.clock.now() });
  // a student and its consent facts in one statement, through the columns privacy writes over its own tables
  const factColumns = others.consentFilter.consentFactColumns('students.id', 'students.mobile_number');
  const facts = createUnlockFactsReader(deps.orm, { consents: factColumns, visibility, hashes });
  const newMatchesReader = createNewMatchesReader(deps.orm, { visibility, reads: deps.reads });
  const columnSettings = withCachedColumnSettings(createColumnSettingsRepository(deps.orm), ttlCache(COLUMN_SETTINGS_TTL_MS, now, 1));
  const contactValidity = createCreditBack(deps, others.creditBack);
  const seasonCap = deps.config.studentSeasonCap;
  const present: PresentDeps = {
    columnSettings,
    facts: createPageFactsReader(deps.orm, { consents: factColumns, hashes, season: { seasonCap, now: () => deps.clock.now() } }),
    today: () => consents.today(),
    seasonCap,
  };
  const forMember = { ...present, catalogue };
  const stats = ttlCache<CatalogueStats>(300_000, now, 1);
  // the portal's totals follow this copy's own changes at once (an undone import: docs/product.md, "Undo of an
  // import"), others' within 5 min
  const forgetCatalogue = () => {
    catalogue.forget();
    stats.clear();
  };
  const studentAdmin = withCachedFacets(
    forgettingAfterChanges(createStudentAdmin(deps, others.adminPrivacy, others.consentFilter, contactValidity.creditBack), CATALOGUE_CHANGES, forgetCatalogue),
    ttlCache<CatalogueFacets>(60_000, now, 10),
  );
  return {
    findStudentsByIds: (ids) => catalogue.findByIds(ids),
    existingIds: (ids) => catalogue.existingIds(ids),
    presentForMember: (viewer, records) => presentStudents(viewer, records, present),
    studentsForMember: (viewer, ids) => studentsForMember(viewer, ids, forMember),
    checkSavedQuery,
    newMatches: (viewer, query, request) =>
      newMatches(viewer, query, request, {
        reader: newMatchesReader,
        findByIds: (ids) => repository.findByIds(ids),
        present: (who, records) => presentStudents(who, records, present),
        hashPending: async () => void (await exclusions.hashPending()),
      }),
    unlocksInForceAmong: (institutionId, ids) => unlocksInForceAmong(institutionId, ids, { unlocked, catalogue, consents }),
    // no "unlocked before" exception here: a save or an export of such a student buys nothing anyone may use
    // ADR 0024: with the institution, its exclusion list too (nothing is bought of a contact it holds)
    uncontactableAmong: async (ids, institutionId) => (await unlockRefusals(ids, { catalogue, consents, facts, institutionId })).refused,
    exclusionListedAmong: (institutionId, ids) => exclusions.listedAmong(institutionId, ids),
    forgetUnlocksWithin: (tx, studentId) => unlocked.forgetStudent(tx, studentId),
    unlockersOf: (studentId) => unlocked.membersOf(studentId),
    seasonPlacesOf: (studentIds) => seasonPlacesOf(studentIds, unlocked),
    admin: studentAdmin,
    ...contactValidity.api,
    internal: { catalogue, columnSettings, unlocked, facts, present, stats, studentAdmin, ports: others, exclusions },
  };
}

/** The portal's catalogue: lists, filters, one student, the member's unlocked students. */
export function leadsRoutes(api: LeadsModuleApi, web: WebDeps): AnyElysia {
  const { catalogue, unlocked, present, stats } = api.internal;
  return catalogueRoutes({
    ...present,
    auth: web.auth,
    catalogue,
    facets: ttlCache<FacetValues>(60_000, () => web.clock.now().getTime()),
    stats,
    rateLimiter: web.rateLimiter,
    studentListLimitPerMinute: web.config.studentListLimitPerMinute,
    trustedProxyHops: web.config.trustedProxyHops,
    // several server copies share the count: Redis when they share one, otherwise PostgreSQL
    views: web.config.redisUrl ? createRedisCatalogueViews(web.config.redisUrl) : createCatalogueViewsRepository(web.orm),
    ceiling: web.config.studentListDailyLimit,
    clock: web.clock,
    audit: web.audit,
    securityLog: (message: string) => console.warn(message),
    unlocked,
    present: (viewer, ids) => listedStudentsForMember(viewer, ids, { ...present, catalogue }),
    exclusions: api.internal.exclusions,
  });
}

/** The admin portal's student records (list, add, edit, bulk edit, delete), served under the admin guard. */
export function leadsStudentAdminRoutes(api: LeadsModuleApi, web: WebDeps): AnyElysia {
  const { studentAdmin, ports } = api.internal;
  return studentAdminRoutes({ auth: web.auth, students: studentAdmin, consents: ports.consents, privacy: ports.adminPrivacy });
}

/** Unlocks: mounted apart from `leadsRoutes` so that the contract keeps its order of paths (after the price list). */
export function leadsUnlockRoutes(api: LeadsModuleApi, web: WebDeps): AnyElysia {
  const { catalogue, unlocked, facts, present, ports } = api.internal;
  return unlockRoutes({
    auth: web.auth,
    credits: ports.credits,
    unlocked,
    catalogue,
    consents: ports.consents,
    facts,
    audit: web.audit,
    present,
    refusals: (ids, institutionId) => memberUnlockRefusals(ids, institutionId, { catalogue, consents: ports.consents, facts, unlocked }),
    events: ports.unlockEvents,
  });
}

export { exclusionListBodyLimits, hashStudentContacts, leadsExclusionListRoutes } from './exclusion-list.module';

/** The catalogue's bulk writers for the seed package (src/seed/), the benchmark and tests: they bring the rows. */
export { insertStudentsIfEmpty, seededStudents } from './adapters/persistence/seed-students';
export { type BulkStudent, insertStudentsBatched } from './adapters/persistence/bulk-insert-students';
export { copyStudents } from './adapters/persistence/copy-students';
/** Rebuilds the page anchors when stale (call at start-up, after migrations and seeding). */
export { refreshPageAnchorsIfStale as prepareCatalogue } from './adapters/persistence/page-anchors';
export { GENDERS, StudentBulkUpdatesSchema, StudentFormSchema } from './domain/student-form.schema';
export { StudentImportRowSchema, StudentPatchSchema, normaliseMobile } from './domain/student-form.schema';
/** The students past retention, for the privacy module's retention run (composed in src/retention-job.ts). */
export { createRetentionCandidates, type RetentionCandidateRow } from './adapters/persistence/retention-candidates.sql';
export { leadsBounceRoutes } from './credit-back.wiring';
