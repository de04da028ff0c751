import type { Transaction, UnitOfWork } from '@platform/kernel/transaction';
import type { CreditsApi, UnlockRefunded } from '@modules/credits/contracts';
import {
  type BounceChannel,
  type ContactField,
  type ContactSignal,
  CONTACT_FIELDS,
  creditBackDescription,
  fieldOfChannel,
  refundWindowStart,
} from '../domain/contact-validity';
import type { ContactStates } from './ports/contact-states.port';

/** Tells each refunded seat by e-mail, after the commit (a send that fails is logged; the refund stands). */
export type CreditBackNotices = (refunds: readonly (UnlockRefunded & { description: string })[]) => Promise<void>;

export type CreditBackDeps = {
  states: ContactStates;
  credits: Pick<CreditsApi, 'refundRecentUnlocksWithin'>;
  now: () => Date;
  unitOfWork: UnitOfWork;
  notices?: CreditBackNotices;
};

/**
 * ADR 0025: one signal on one field of one student, inside the caller's transaction. "Invalid" marks the field (a
 * field already invalid refunds nothing more); "corrected" clears it (a new value). Then every seat whose unlock of
 * the student was charged in the last 30 days gets its credit back, each with its ledger row in this transaction
 * (credits' refundRecentUnlocksWithin: once per seat and student); the ledger rows are the record (no audit action of
 * its own: the correction's own 'student.update' row names the field). Answers the refunds, for the notices after commit.
 */
export async function creditBackWithin(
  tx: Transaction,
  studentId: string,
  field: ContactField,
  signal: ContactSignal,
  deps: Pick<CreditBackDeps, 'states' | 'credits' | 'now'>,
): Promise<(UnlockRefunded & { description: string })[]> {
  if (signal.kind === 'invalid') {
    if (!(await deps.states.markInvalid(tx, studentId, field, signal.reason))) return [];
  } else await deps.states.clear(tx, studentId, [field]);
  const description = creditBackDescription(field, signal);
  const refunds = await deps.credits.refundRecentUnlocksWithin(tx, { studentId, since: refundWindowStart(deps.now()), description });
  return refunds.map((refund) => ({ ...refund, description }));
}

/** The contact fields a patch changes from a value held before to another (a correction). */
export function correctedFields(
  before: { emailId: string | null; mobileNumber: string | null },
  patch: Partial<Record<ContactField, string | null>>,
): ContactField[] {
  return CONTACT_FIELDS.filter((field) => patch[field] !== undefined && before[field] && (patch[field] ?? '') !== before[field]);
}

/**
 * An inbound delivery failure (POST /api/inbound/bounces): every student holding that address on that channel has the
 * field marked invalid and its payers of the last 30 days refunded, one transaction per student; notices after each.
 */
export async function recordBounce(
  bounce: { channel: BounceChannel; address: string },
  deps: CreditBackDeps,
): Promise<{ matchedStudents: number; refundedSeats: number }> {
  const field = fieldOfChannel(bounce.channel);
  let refundedSeats = 0;
  const students = await deps.states.holding(bounce.channel, bounce.address);
  for (const student of students) {
    const refunds = await deps.unitOfWork((tx) => creditBackWithin(tx, student.id, field, { kind: 'invalid', reason: 'bounce' }, deps));
    refundedSeats += refunds.length;
    if (refunds.length > 0) await deps.notices?.(refunds);
  }
  return { matchedStudents: students.length, refundedSeats };
}
