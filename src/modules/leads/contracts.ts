import type { BounceChannel, ContactField, InvalidContact, InvalidReason } from './domain/contact-validity';

export { CONTACT_FIELDS, INVALID_REASONS } from './domain/contact-validity';
export type { ContactField, InvalidContact, InvalidReason } from './domain/contact-validity';
import type { UnlockRefunded } from '@modules/credits/contracts';
import type { SeasonPlaces } from './domain/admission-season';
import type { DomainError } from '@platform/kernel/domain-error';
import type { Transaction } from '@platform/kernel/transaction';
import type { MemberViewer, StudentLead, StudentRecord } from './domain/student-lead';
import type { StudentAdminApi } from './student-admin.contracts';
import type { NewMatches, NewMatchesRequest } from './application/new-matches.use-case';
import type { SavedCatalogueQuery } from './domain/saved-catalogue-query';

export type { StudentLead, StudentRecord } from './domain/student-lead';
export type * from './student-admin.contracts';

/** The one list of the student's fields (names, CSV labels, contact fields), for other modules' lists of them. */
export { STUDENT_FIELDS, STUDENT_FIELD_NAMES, type StudentFieldName, type StudentFields } from './domain/student-fields';

/** The admin edit's rule for each field, for a correction the rights portal checks before an admin applies it. */
export { StudentPatchSchema } from './domain/student-form.schema';
/** ADR 0017: the saved list and its export say "Withdrawn — delete your copy" to the member who saved the student. */
export { heldCopyLabel } from './domain/privacy-labels.schema';

/** 404 STUDENTS.NOT_FOUND, for modules that act on student ids (collections' saves and quotes). */
export { doNotContact, studentNotFound } from './domain/leads.errors';
export { type Skipped, SkippedStudentsSchema, skippedFrom } from './domain/skipped-students.schema';

/** The result window of the catalogue lists (ADR 0014), for the admin list's page count and its contract. */
export { RESULT_WINDOW, reachablePages } from './domain/result-window.schema';

/**
 * What a saved search keeps (ADR 0016): the catalogue list's filters and search, validated by the catalogue's schema.
 */
/** ADR 0026: the import's optional verification columns and their rule. */
export { FRESHNESS_IMPORT_COLUMNS, freshnessProblem } from './domain/contact-freshness-import.schema';
export { SavedCatalogueQuerySchema, type SavedCatalogueQuery, compactQuery } from './domain/saved-catalogue-query';
export type { NewMatches, NewMatchesRequest } from './application/new-matches.use-case';

export type { MemberViewer } from './domain/student-lead';

/** What the leads module offers other modules. */
export type LeadsApi = {
  /** Full, UNMASKED records in the order of `ids` (missing ids are skipped). Server-side use only (e.g. CSV export of paid-for students). */
  findStudentsByIds(ids: readonly string[]): Promise<StudentRecord[]>;
  /** The subset of `ids` that exist in the catalogue. */
  existingIds(ids: readonly string[]): Promise<string[]>;
  /**
   * Records as this member may see them: column_settings applied, contact fields masked unless the
   * member is premium or unlocked the student. Use it for EVERY student a member receives (saved lists too).
   */
  presentForMember(viewer: MemberViewer, records: readonly StudentRecord[]): Promise<StudentLead[]>;
  /** findStudentsByIds + presentForMember. */
  studentsForMember(viewer: MemberViewer, ids: readonly string[]): Promise<StudentLead[]>;
  /**
   * The catalogue's own check of a query to save: 400 on a bad filter, 400 CATALOGUE.SEARCH_TOO_SHORT on a search the
   * index cannot use. Answers the query as the catalogue reads it.
   */
  checkSavedQuery(query: unknown): SavedCatalogueQuery;
  /**
   * Catalogue matches of `query` created after `request.after` (and at or before `request.upTo`), counted up to
   * `request.cap`, as the catalogue lists them for this member: same filters, search rule, visibility; the sample
   * presented (masked, minor rule) as every student answer is. 422 CATALOGUE.TOO_BROAD past its time box.
   */
  newMatches(viewer: MemberViewer, query: SavedCatalogueQuery, request: NewMatchesRequest): Promise<NewMatches>;
  /**
   * The subset of `studentIds` this member has unlocked and may still use: a paid unlock of a minor now locked for want
   * of a guardian's consent, or of a student who withdrew consent, does not count (nothing is charged to export them
   * masked). A premium member sees every student in full without unlocking.
   */
  unlocksInForceAmong(institutionId: string, studentIds: readonly string[]): Promise<Set<string>>;
  /**
   * Of `studentIds`, those no member may act on, each with the refusal (docs/product.md, "Bulk actions and students
   * nobody may contact"): a minor without a guardian's consent (STUDENTS.PARENTAL_CONSENT_REQUIRED), a student who
   * withdrew consent or asked not to be contacted (STUDENTS.DO_NOT_CONTACT). Saving one costs a credit for a contact
   * nobody may use, so saves leave them out.
   */
  uncontactableAmong(studentIds: readonly string[], institutionId?: string): Promise<Map<string, DomainError>>;
  /** ADR 0024: the students of `studentIds` on the institution's exclusion list (its own contacts), in one statement */
  exclusionListedAmong(institutionId: string, studentIds: readonly string[]): Promise<Set<string>>;
  /**
   * Erasure, inside the caller's transaction and BEFORE the student row goes (its delete would cascade them away):
   * every member's unlock of this student stays as an anonymous stub (student_id null). Answers how many.
   */
  forgetUnlocksWithin(tx: Transaction, studentId: string): Promise<number>;
  /**
   * The members who unlocked this student (ADR 0017: each is told to delete their copy when the student withdraws or
   * is erased).
   */
  unlockersOf(studentId: string): Promise<string[]>;
  /**
   * ADR 0023: for each student, how many institutions unlocked them in the admission season under way and how many may
   * (the rights portal shows it to the student); a student nobody unlocked this season counts 0.
   */
  seasonPlacesOf(studentIds: readonly string[]): Promise<Map<string, SeasonPlaces>>;
  /** ADR 0025: the contact fields found invalid of these students (only those with one), shown as invalid to everyone. */
  invalidContactsAmong(studentIds: readonly string[]): Promise<Map<string, InvalidContact[]>>;
  /**
   * ADR 0025: marks a field invalid inside the caller's transaction and refunds every seat that paid for the student's
   * unlock in the last 30 days (each with its ledger row, in that transaction); `notify` e-mails them, after commit.
   */
  contactInvalidWithin(
    tx: Transaction,
    studentId: string,
    field: ContactField,
    reason: InvalidReason,
  ): Promise<{ refunds: UnlockRefunded[]; notify: () => Promise<void> }>;
  /** ADR 0025: an inbound delivery failure; each student holding the address has the field marked invalid and its payers refunded. */
  recordBounce(bounce: { channel: BounceChannel; address: string }): Promise<{ matchedStudents: number; refundedSeats: number }>;
  /** Student administration for the admin and imports modules. */
  admin: StudentAdminApi;
};
