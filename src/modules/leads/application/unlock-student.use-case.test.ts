import { describe, expect, it } from 'bun:test';
import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import type { AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import { costOf, insufficientCredits } from '@modules/credits/contracts';
import type { RecordConsent } from '../domain/record-privacy';
import type { StudentRecord } from '../domain/student-lead';
import { unlockStudent, type SingleUnlockDeps } from './unlock-student.use-case';
import { presenting } from './testing/page-facts';

const record = (id: string, dateOfBirth: string) =>
  ({ id, dateOfBirth, studentName: id, mobileNumber: '9800000001', emailId: `${id}@example.in` }) as StudentRecord;
const students = [record('adult', '2000-01-01'), record('minor', '2015-01-01')];
const withdrawn: RecordConsent = { status: 'withdrawn', consentedBy: 'student', consentDate: '2026-01-01', sourceLabel: null, guardianConsent: false };

/** Fakes that note every read and whether it ran inside the open transaction; `stored` replays a retry's answer. */
function world(options: { balance?: number; stored?: unknown; consents?: Map<string, RecordConsent> } = {}) {
  const state = { balance: options.balance ?? 10, unlocked: [] as string[], audit: [] as AuditEntry[], events: 0 };
  const reads: string[] = [];
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(state);
  const where = (tx?: Transaction) => (tx ? (assertOpen(tx), 'in tx') : 'outside');
  const deps: SingleUnlockDeps = {
    catalogue: {
      existingIds: async (ids) => ids.filter((id) => students.some((s) => s.id === id)),
      findByIds: async (ids, tx) => (reads.push(`students ${where(tx)}`), students.filter((s) => ids.includes(s.id))),
    },
    consents: { among: async (_ids, tx) => (reads.push(`consents ${where(tx)}`), options.consents ?? new Map()), today: () => '2026-12-01' },
    unlocked: {
      addNew: async (tx, _m, ids) => (assertOpen(tx), { fresh: ids.filter((id) => !state.unlocked.includes(id) && state.unlocked.push(id)), capped: [] }),
      seasonPlaces: async () => new Map(),
      seasonCap: 10,
      among: async (_m, ids) => new Set(ids.filter((id) => state.unlocked.includes(id))),
      list: async () => [],
      page: async () => ({ rows: [], total: 0 }),
      forgetStudent: async () => 0,
      membersOf: async () => [],
    },
    credits: {
      balanceOf: async () => state.balance,
      chargedTransaction: async (_operation, work) =>
        options.stored
          ? (options.stored as any)
          : unitOfWork((tx) =>
              work({
                tx,
                async charge(order) {
                  const credits = costOf(order.kind, order.studentIds?.length ?? 0, order.isPremium);
                  if (state.balance < credits) throw insufficientCredits();
                  state.balance -= credits;
                  return { charged: credits, remainingCredits: state.balance };
                },
              }),
            ),
    },
    audit: inMemoryAuditTrail(state, assertOpen),
    events: async (tx) => (tx && assertOpen(tx), (state.events += 1)),
    present: presenting({}, () => reads.push('page facts')),
  };
  return { state, reads, deps };
}

const free = { id: 'm', institutionId: 'm', email: 'm@example.in', isPremium: false, isVerified: true, isActive: true };

describe("a free member's single unlock, straight", () => {
  it('reads the student and its consent facts once, inside the charged transaction, and answers from that read', async () => {
    const { state, reads, deps } = world();
    const answer = await unlockStudent(free, { studentId: 'adult' }, deps);
    expect(answer).toMatchObject({ remainingCredits: 9, creditsConsumed: 1, alreadyUnlocked: false, student: { id: 'adult', isUnlocked: true } });
    expect(answer.student.mobileNumber).toBe('9800000001');
    expect(reads).toEqual(['students in tx', 'consents in tx']);
    expect(state).toMatchObject({ unlocked: ['adult'], events: 1 });
    expect(state.audit).toHaveLength(1);
  });

  it('reads the column settings before the charge: a database too busy to answer fails the unlock with nothing charged', async () => {
    const { state, deps } = world();
    const busy = new Error('timeout exceeded when trying to connect');
    deps.present = { ...deps.present, columnSettings: { all: async () => Promise.reject(busy) } };
    await expect(unlockStudent(free, { studentId: 'adult' }, deps)).rejects.toBe(busy);
    expect(state).toMatchObject({ balance: 10, unlocked: [], events: 0 });
  });

  it('refuses inside the transaction (a locked minor, a withdrawn student not unlocked before) and keeps nothing of it', async () => {
    const { state, deps } = world();
    await expect(unlockStudent(free, { studentId: 'minor' }, deps)).rejects.toMatchObject({ code: 'STUDENTS.PARENTAL_CONSENT_REQUIRED' });
    await expect(unlockStudent(free, { studentId: 'ghost' }, deps)).rejects.toMatchObject({ code: 'STUDENTS.NOT_FOUND' });
    const barred = world({ consents: new Map([['adult', withdrawn]]) });
    await expect(unlockStudent(free, { studentId: 'adult' }, barred.deps)).rejects.toMatchObject({ code: 'STUDENTS.DO_NOT_CONTACT' });
    expect(state).toMatchObject({ balance: 10, unlocked: [], audit: [], events: 0 });
  });

  it('reads the student and its consent facts through one read when given one (unlock-facts.sql.ts), inside the transaction', async () => {
    const { reads, deps } = world();
    const facts: SingleUnlockDeps['facts'] = {
      read: async (ids, tx) => {
        reads.push(`students and consents ${tx ? 'in tx' : 'outside'}`);
        return { records: students.filter((s) => ids.includes(s.id)), consents: new Map() };
      },
    };
    expect(await unlockStudent(free, { studentId: 'adult' }, { ...deps, facts })).toMatchObject({ creditsConsumed: 1, student: { isUnlocked: true } });
    expect(reads).toEqual(['students and consents in tx']);
  });

  it('answers a replayed retry with the stored result, reading the student once it is answered', async () => {
    const stored = { unlocked: 1, creditsConsumed: 1, remainingCredits: 9, studentIds: ['adult'], skipped: [] };
    const { reads, deps } = world({ stored });
    expect(await unlockStudent(free, { studentId: 'adult', idempotencyKey: 'k' }, deps)).toMatchObject({
      creditsConsumed: 1,
      alreadyUnlocked: false,
      student: { id: 'adult', isUnlocked: true },
    });
    expect(reads).toEqual(['students outside', 'consents outside']);
  });
});
