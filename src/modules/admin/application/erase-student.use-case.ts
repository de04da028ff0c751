import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { CollectionsApi } from '@modules/collections/contracts';
import type { CreditsApi } from '@modules/credits/contracts';
import type { ImportsApi } from '@modules/imports/contracts';
import type { LeadsApi, StudentAdminApi } from '@modules/leads/contracts';

/** What erasing a student needs: each module forgets it in its own tables, inside one shared transaction. */
export type ErasureDeps = {
  unitOfWork: UnitOfWork;
  students: Pick<StudentAdminApi, 'findForErasure' | 'eraseWithin'>;
  credits: Pick<CreditsApi, 'forgetStudentWithin'>;
  unlocks: Pick<LeadsApi, 'forgetUnlocksWithin'>;
  collections: Pick<CollectionsApi, 'forgetStudentWithin'>;
  imports: Pick<ImportsApi, 'scrubWithin'>;
  audit: AuditTrail;
};

export type ErasureReceipt = {
  studentId: string;
  unlocksAnonymised: number;
  ledgerRowsAnonymised: number;
  savedRemoved: number;
  importLogsScrubbed: number;
};

/**
 * DPDP Act 2023, right to erasure: the student leaves the catalogue and every member's collections (notes too);
 * unlocks and ledger rows stay as anonymous stubs so balances and ledger sums do not move; the upload history stops
 * quoting the contact details; and a 'student.erase' audit row (ids and counts only) records who erased. All of it
 * in one transaction. `identifier` is the student's id, mobile number or e-mail.
 */
export async function eraseStudent(identifier: string, actor: AuditActor, deps: ErasureDeps): Promise<ErasureReceipt> {
  const { id } = await deps.students.findForErasure(identifier);
  return deps.unitOfWork(async (tx) => {
    // the stubs first: deleting the student row would cascade the unlocks away
    const unlocksAnonymised = await deps.unlocks.forgetUnlocksWithin(tx, id);
    const { ledgerRows } = await deps.credits.forgetStudentWithin(tx, id);
    const savedRemoved = await deps.collections.forgetStudentWithin(tx, id);
    const contact = await deps.students.eraseWithin(tx, id);
    const importLogsScrubbed = await deps.imports.scrubWithin(tx, [contact.mobileNumber, contact.emailId ?? '']);
    const receipt: ErasureReceipt = {
      studentId: id,
      unlocksAnonymised,
      ledgerRowsAnonymised: ledgerRows,
      savedRemoved,
      importLogsScrubbed,
    };
    const { studentId: _, ...counts } = receipt;
    await deps.audit.recordWithin(tx, { actor, action: 'student.erase', subject: { kind: 'student', studentIds: [id] }, detail: counts });
    return receipt;
  });
}
