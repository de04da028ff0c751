import type { AuditActor, AuditTrail } from '../../../platform/audit/audit-trail';
import type { EntityManager } from '../../../platform/db/orm';
import { transactionOf } from '../../../platform/db/unit-of-work';
import type { CollectionsApi } from '../../collections/contracts';
import type { CreditsApi } from '../../credits/contracts';
import type { ImportsApi } from '../../imports/contracts';
import type { LeadsApi, StudentAdminApi } from '../../leads/contracts';

/** What erasing a student needs: each module forgets it in its own tables, inside one shared transaction. */
export type ErasureDeps = {
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
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
  return deps.transaction(async (em) => {
    // the stubs first: deleting the student row would cascade the unlocks away
    const unlocksAnonymised = await deps.unlocks.forgetUnlocksWithin(transactionOf(em), id);
    const { ledgerRows } = await deps.credits.forgetStudentWithin(transactionOf(em), id);
    const savedRemoved = await deps.collections.forgetStudentWithin(transactionOf(em), id);
    const contact = await deps.students.eraseWithin(em, id);
    const importLogsScrubbed = await deps.imports.scrubWithin(em, [contact.mobileNumber, contact.emailId ?? '']);
    const receipt: ErasureReceipt = {
      studentId: id,
      unlocksAnonymised,
      ledgerRowsAnonymised: ledgerRows,
      savedRemoved,
      importLogsScrubbed,
    };
    const { studentId: _, ...counts } = receipt;
    await deps.audit.recordWithin(em, { actor, action: 'student.erase', subject: { kind: 'student', studentIds: [id] }, detail: counts });
    return receipt;
  });
}
