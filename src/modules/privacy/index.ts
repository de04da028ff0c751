import { createUnitOfWork } from '@platform/db/unit-of-work';
import { pieceOf } from '@platform/db/sql';
import type { Orm } from '@platform/db/orm';
import { DEVELOPMENT_CONTACT_HASH_SECRET } from '@platform/config';
import type { ModuleDeps, WebDeps } from '@platform/module';
import { type AnyElysia, Elysia } from 'elysia';
import { contactRulesRoutes } from './adapters/http/contact-rules.routes';
import { privacyRoutes as consentRoutes } from './adapters/http/privacy.routes';
import { createConsentsRepository } from './adapters/persistence/consents.repository';
import { withdrawConsent } from './application/consent.use-cases';
import { createContactRulesRepository } from './adapters/persistence/contact-rules.repository';
import { createCopyNoticesRepository } from './adapters/persistence/copy-notices.repository';
import { provenanceColumns } from './adapters/persistence/provenance.sql';
import { consentFactColumns } from './adapters/persistence/consent-facts.sql';
import { createDndRegisterRepository } from './adapters/persistence/dnd-register.repository';
import type { DndRegisterStore } from './application/ports/dnd-register.port';
import { DND_REGISTER_PATH, dndRegisterRoutes, MAX_DND_FILE_BYTES } from './adapters/http/dnd-register.routes';
import { createContactHasher } from './application/contact-hasher';
import { retireWithin, setDoNotContact, suppressedAmong, tellHolders, type ContactRulesDeps, type StudentLinks } from './application/contact-rules.use-cases';
import { refuseSuppressed } from './application/contact-rules.use-cases';
import { type ConsentRecord, consentFacts, isoDay, SHARING_PURPOSE } from './domain/consent';
import { SOURCE_LABELS } from './domain/consent.schema';
import { demoConsents, type DemoStudent } from './domain/demo-consents';
import type { PrivacyApi, RecordConsentFacts } from './contracts';
import { createRetentionNoticesRepository } from './adapters/persistence/retention-notices.repository';
import { advisoryRunLock, inProcessRunLock } from './adapters/persistence/run-lock';
import type { RetentionCandidates, RetentionEraser } from './application/ports/retention.port';
import { retentionNotices } from './application/retention-notice';
import type { SmsSender } from '@platform/sms/sms-sender.port';
import { type RetentionReport, runRetention } from './application/retention-run.use-case';
import { retentionDate } from './domain/retention';

export type { RetentionReport } from './application/retention-run.use-case';

/** ADR 0022: the DND scrub file may be far bigger than a form (a few million numbers). */
export const privacyBodyLimits: Readonly<Record<string, number>> = { [DND_REGISTER_PATH]: MAX_DND_FILE_BYTES };

/** Registered with the ORM by the composition root: the module reads and writes its table with SQL only. */
export const privacyEntities = [];

const NOT_RECORDED: RecordConsentFacts = {
  status: 'not_recorded',
  consentedBy: null,
  consentDate: null,
  sourceLabel: null,
  guardianConsent: false,
  doNotContact: false,
};

/** One record's facts as other modules see them (undefined: neither a consent row nor the flag, "not recorded"). */
function factsOf(record: ConsentRecord | undefined, doNotContact: boolean, day: string): RecordConsentFacts | undefined {
  if (!record) return doNotContact ? { ...NOT_RECORDED, doNotContact } : undefined;
  const fact = consentFacts(record, day);
  return { ...fact, sourceLabel: fact.source ? SOURCE_LABELS[fact.source] : null, doNotContact };
}

type PrivacyInternals = { consents: ReturnType<typeof createConsentsRepository>; rules: ContactRulesDeps; dndRegister: DndRegisterStore };
export type PrivacyModuleApi = PrivacyApi & { internal: PrivacyInternals };

/**
 * The trust layer (ADR 0013): provenance and consent of every student record, the do-not-contact flag, the suppression
 * list and the members' delete-your-copy notices. It depends on no module: what an act must know of a student and of
 * who holds a copy (StudentLinks: leads, collections and identity, src/student-links.ts) is handed to that act.
 */
export function createPrivacyApi(deps: ModuleDeps): PrivacyModuleApi {
  const consents = createConsentsRepository(deps.orm);
  const today = () => isoDay(deps.clock.now());
  const dndRegister = createDndRegisterRepository(deps.orm);
  const rules: ContactRulesDeps = {
    ...createContactRulesRepository(deps.orm),
    notices: createCopyNoticesRepository(deps.orm),
    hash: createContactHasher(deps.config.contactHashSecret ?? DEVELOPMENT_CONTACT_HASH_SECRET),
    audit: deps.audit,
    clock: deps.clock,
    mailer: deps.mailer,
    unitOfWork: createUnitOfWork(deps.orm),
    savedUrl: `${deps.config.publicUrl}/saved-students`,
  };
  return {
    recordConsents: {
      async among(ids, tx) {
        const day = today();
        const { records, flagged } = await consents.amongWithDoNotContact(ids, tx);
        const facts = new Map<string, RecordConsentFacts>();
        for (const record of records) facts.set(record.studentId, factsOf(record, flagged.has(record.studentId), day)!);
        for (const id of flagged.keys()) if (!facts.has(id)) facts.set(id, factsOf(undefined, true, day)!);
        return facts;
      },
      today,
    },
    consentFactColumns: (idColumn, mobileColumn) => {
      const columns = consentFactColumns(idColumn, mobileColumn);
      return {
        sql: pieceOf(columns.sql),
        factsOf: (row) => {
          const { record, doNotContact, dndSince } = columns.read(row);
          const facts = factsOf(record, doNotContact, today());
          return dndSince ? { ...(facts ?? NOT_RECORDED), dndSince } : facts;
        },
      };
    },
    dndAmong: (mobiles) => dndRegister.among(mobiles),
    consentPredicate: (status, idColumn) => consents.predicate(status, idColumn),
    provenanceColumns,
    memberVisibility: (idColumn) => (deps.config.hideRecordsWithoutConsent ? consents.predicate('recorded', idColumn) : null),
    recordImported: (batchId, rows) =>
      consents.putMany(
        rows.map(({ studentId, consent }) => ({
          studentId,
          source: 'csv_import' as const,
          importBatchId: batchId,
          lawfulBasis: 'consent' as const,
          consentedBy: consent.consentedBy,
          consentDate: consent.consentDate,
          noticeVersion: consent.noticeVersion,
          purpose: SHARING_PURPOSE,
          expiresOn: consent.expiresOn,
        })),
      ),
    counts: () => consents.counts(),
    withdraw: (studentId, actor, links) => withdrawConsent(studentId, actor, { consents, ...rules, links }),
    setDoNotContact: (studentId, request, links) => setDoNotContact(studentId, request, { ...rules, links }),
    recordImportedDoNotContact: (rows) => rules.doNotContact.setMany(rows, 'import'),
    suppressedAmong: (rows) => suppressedAmong(rows, rules),
    refuseSuppressed: (contact) => refuseSuppressed(contact, rules),
    retentionDateOf: (passingYear, createdAt) => retentionDate(passingYear, createdAt, deps.config.retentionAdmissionCycles),
    retireWithin: (tx, student) => retireWithin(tx, student, rules),
    tellHolders: (holders, student, reason) => tellHolders(holders, student, reason, rules),
    internal: { consents, rules, dndRegister },
  };
}

/** Consents and do-not-contact flags (admin), and the members' delete-your-copy notices, which name the students. */
export function privacyRoutes(api: PrivacyModuleApi, web: WebDeps, others: { links: StudentLinks }): AnyElysia {
  const rules = { ...api.internal.rules, links: others.links };
  return new Elysia({ name: 'privacy.module' })
    .use(consentRoutes({ auth: web.auth, consents: api.internal.consents, ...rules }))
    .use(contactRulesRoutes({ ...rules, auth: web.auth }))
    .use(dndRegisterRoutes({ register: api.internal.dndRegister, unitOfWork: rules.unitOfWork, audit: rules.audit, clock: rules.clock, auth: web.auth }));
}

/** The development seed's consents and do-not-contact flags (domain/demo-consents.ts) for students just seeded; answers how many consents were recorded. */
export async function seedDemoConsents(orm: Orm, students: readonly DemoStudent[], today: string): Promise<number> {
  const repository = createConsentsRepository(orm);
  const { consents, withdrawn, doNotContact } = demoConsents(students, today);
  const written = await repository.putMany(consents);
  for (const id of withdrawn) await repository.withdraw(id, new Date(`${today}T09:00:00Z`));
  await createContactRulesRepository(orm).doNotContact.setMany(doNotContact, 'admin');
  return written;
}

/**
 * The retention run (ADR 0019): notices, then erasures of records past retention. `candidates` comes from
 * leads, `erase` from admin (composed in src/retention-job.ts). One run at a time: a PostgreSQL advisory lock with
 * DATABASE_URL (`lockUrl`), within the process on the embedded PGlite.
 */
export function createRetentionRun(
  deps: Pick<ModuleDeps, 'orm' | 'clock' | 'mailer' | 'config'>,
  others: { candidates: RetentionCandidates; erase: RetentionEraser; sms?: SmsSender; lockUrl?: string; batchSize?: number },
): { run(options?: { dryRun?: boolean }): Promise<RetentionReport> } {
  const retention = {
    candidates: others.candidates,
    notices: createRetentionNoticesRepository(deps.orm),
    sender: retentionNotices(deps.mailer, others.sms, { publicUrl: deps.config.publicUrl, replyTo: deps.config.salesEmail }),
    erase: others.erase,
    lock: others.lockUrl ? advisoryRunLock(others.lockUrl) : inProcessRunLock(),
    clock: deps.clock,
    cycles: deps.config.retentionAdmissionCycles,
    batchSize: others.batchSize,
  };
  return { run: (options) => runRetention(retention, options) };
}
