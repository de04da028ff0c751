import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { CollectionsApi } from '@modules/collections/contracts';
import type { CreditsApi } from '@modules/credits/contracts';
import type { ImportsApi } from '@modules/imports/contracts';
import type { LeadsApi, StudentAdminApi } from '@modules/leads/contracts';
import type { PrivacyApi, StudentLinks } from '@modules/privacy/contracts';

/** What erasing a student needs: each module forgets it in its own tables, inside one shared transaction. */
export type ErasureDeps = {
  unitOfWork: UnitOfWork;
  students: Pick<StudentAdminApi, 'findForErasure' | 'eraseWithin'>;
  credits: Pick<CreditsApi, 'forgetStudentWithin'>;
  unlocks: Pick<LeadsApi, 'forgetUnlocksWithin'>;
  collections: Pick<CollectionsApi, 'forgetStudentWithin'>;
  imports: Pick<ImportsApi, 'scrubWithin'>;
  /** ADR 0017: the suppression list and the holders' delete-your-copy notices */
  privacy?: Pick<PrivacyApi, 'retireWithin' | 'tellHolders'>;
  /** who holds a copy (the members who unlocked or saved the student: src/student-links.ts) */
  links?: Pick<StudentLinks, 'copyHoldersOf'>;
  audit: AuditTrail;
};

export type ErasureReceipt = {
  studentId: string;
  unlocksAnonymised: number;
  ledgerRowsAnonymised: number;
  savedRemoved: number;
  importLogsScrubbed: number;
  contactsSuppressed: number;
  membersNotified: number;
};

/**
 * DPDP Act 2023, right to erasure: the student leaves the catalogue and every member's collections (notes too);
 * unlocks and ledger rows stay as anonymous stubs so balances and ledger sums do not move; the upload history stops
 * quoting the contact details; the contacts go on the suppression list as keyed hashes, so no later import brings the
 * student back, and every member who unlocked or saved them gets a notice to delete their copy (ADR 0017); and a
 * 'student.erase' audit row (ids and counts only) records who erased. All of it in one transaction, then the
 * holders' e-mails. `identifier` is the student's id, mobile number or e-mail.
 */
export async function eraseStudent(identifier: string, actor: AuditActor, deps: ErasureDeps): Promise<ErasureReceipt> {
  const { id } = await deps.students.findForErasure(identifier);
  // read before the transaction, which must not wait on the pool for a second connection
  const holders = deps.privacy && deps.links ? await deps.links.copyHoldersOf(id) : [];
  const receipt = await deps.unitOfWork(async (tx) => {
    // the stubs first: deleting the student row would cascade the unlocks away
    const unlocksAnonymised = await deps.unlocks.forgetUnlocksWithin(tx, id);
    const { ledgerRows } = await deps.credits.forgetStudentWithin(tx, id);
    const savedRemoved = await deps.collections.forgetStudentWithin(tx, id);
    const contact = await deps.students.eraseWithin(tx, id);
    const importLogsScrubbed = await deps.imports.scrubWithin(tx, [contact.mobileNumber, contact.emailId ?? '']);
    const retired = deps.privacy
      ? await deps.privacy.retireWithin(tx, { studentId: id, reason: 'erased', contact: { email: contact.emailId, mobile: contact.mobileNumber }, holders })
      : { suppressed: 0, notices: 0 };
    const receipt: ErasureReceipt = {
      studentId: id,
      unlocksAnonymised,
      ledgerRowsAnonymised: ledgerRows,
      savedRemoved,
      importLogsScrubbed,
      contactsSuppressed: retired.suppressed,
      membersNotified: retired.notices,
    };
    const { studentId: _, ...counts } = receipt;
    await deps.audit.recordWithin(tx, { actor, action: 'student.erase', subject: { kind: 'student', studentIds: [id] }, detail: counts });
    return receipt;
  });
  // the erased student is not named: the mail store must not keep what the erasure removed
  if (deps.privacy) await deps.privacy.tellHolders(holders, { id, name: null }, 'erased');
  return receipt;
}
