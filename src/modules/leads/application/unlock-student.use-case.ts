import type { Transaction } from '@platform/kernel/transaction';
import { studentNotFound } from '../domain/leads.errors';
import type { MemberViewer, StudentLead } from '../domain/student-lead';
import { readUnlockFacts, refusalsOf, type UnlockFacts } from './locked-minors';
import { presentKnown, type PresentDeps } from './present-students.use-case';
import type { RecordConsents } from './ports/record-consents.port';
import type { StudentCatalogue } from './ports/student-catalogue.port';
import type { UnlockFactsReader } from './ports/unlock-facts.port';
import { studentsForMember } from './students-for-member';
import { buyUnlocks, payerOf, type UnlockDeps, type Unlocker, unlockStudents } from './unlock-students.use-case';

export type SingleUnlock = { remainingCredits: number; creditsConsumed: number; alreadyUnlocked: boolean; student: StudentLead };

export type SingleUnlockDeps = UnlockDeps & {
  catalogue: Pick<StudentCatalogue, 'existingIds' | 'findByIds'>;
  consents: RecordConsents;
  /** the student row and its consent facts in one statement (without it: two) */
  facts?: UnlockFactsReader;
  present: PresentDeps;
};

/** Refuses what `facts` show cannot be unlocked (throws the first refusal); a barred student unlocked before is let through. */
async function refuseFrom(studentId: string, facts: UnlockFacts, member: Unlocker, deps: SingleUnlockDeps, tx?: Transaction) {
  const { notFound, refused } = await refusalsOf([studentId], facts, deps.consents.today(), (barred) => deps.unlocked.among(member.institutionId, barred, tx));
  const [refusal] = refused.values();
  if (notFound) throw studentNotFound();
  if (refusal) throw refusal;
}

/**
 * One student: the unlock, then the student as this member may now see it (in full), so the screen needs no refetch.
 * A free member's unlock runs straight through one transaction (docs/architecture/unlock-walkthrough.md): the student
 * and its consent facts are read once (one statement through `facts`), after the balance is locked; the refusal, the
 * charge, the ledger, the audit row and the webhook event follow on them; the answer is presented from the same read
 * (the student is unlocked now, and the column settings are cached), so nothing is read again. A retry answered from the stored result (ADR 0003) ran no
 * work: the student is read then, and refused as a first attempt would be. A premium member buys nothing:
 * unlockStudents' path, then the answer as every student answer is made.
 */
export async function unlockStudent(member: Unlocker, request: { studentId: string; idempotencyKey?: string }, deps: SingleUnlockDeps): Promise<SingleUnlock> {
  const { studentId, idempotencyKey } = request;
  const viewer: MemberViewer = { memberId: member.id, institutionId: member.institutionId, isPremium: member.isPremium };
  if (member.isPremium || !member.isVerified || !member.isActive) {
    const result = await unlockStudents(member, { operation: 'unlock', studentIds: [studentId], idempotencyKey }, deps);
    const [student] = await studentsForMember(viewer, [studentId], { catalogue: deps.catalogue, ...deps.present });
    return { remainingCredits: result.remainingCredits, creditsConsumed: result.creditsConsumed, alreadyUnlocked: result.unlocked === 0, student: student! };
  }
  // read before the charge, so that nothing read after the commit can fail a paid unlock's answer (a busy pool's 503)
  const settings = await deps.present.columnSettings.all();
  let facts: UnlockFacts | undefined;
  const operation = { ...payerOf(member), operation: 'unlock', idempotencyKey, request: { studentIds: [studentId] } };
  const result = await deps.credits.chargedTransaction(operation, async (scope) => {
    facts = await readUnlockFacts([studentId], deps, scope.tx, member.institutionId);
    await refuseFrom(studentId, facts, member, deps, scope.tx);
    return buyUnlocks(scope, member, 'unlock', [studentId], [], deps);
  });
  if (!facts) {
    facts = await readUnlockFacts([studentId], deps, undefined, member.institutionId);
    await refuseFrom(studentId, facts, member, deps);
  }
  const known = { consents: facts.consents, unlocked: new Set([studentId]), today: deps.consents.today(), invalid: facts.invalid };
  const [student] = await presentKnown(viewer, facts.records, known, { columnSettings: { all: async () => settings } });
  return { remainingCredits: result.remainingCredits, creditsConsumed: result.creditsConsumed, alreadyUnlocked: result.unlocked === 0, student: student! };
}
