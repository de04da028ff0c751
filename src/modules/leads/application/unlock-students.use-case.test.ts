import { describe, expect, it } from 'bun:test';
import { doNotContact } from '../domain/leads.errors';
import type { AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import { costOf, insufficientCredits } from '@modules/credits/contracts';
import { unlockStudents, type UnlockDeps } from './unlock-students.use-case';

/** Fakes of the unlock's ports: the catalogue's ids, unlocked_students, credits' charged transaction, the audit trail. */
function world(balance: number, catalogue = ['a', 'b', 'c'], full: string[] = []) {
  const state = { balance, unlocked: [] as string[], charged: 0, audit: [] as AuditEntry[] };
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(state);
  const deps: UnlockDeps = {
    catalogue: { existingIds: async (ids) => ids.filter((id) => catalogue.includes(id)) },
    unlocked: {
      async addNew(tx, _memberId, ids) {
        assertOpen(tx);
        if (ids.some((id) => !catalogue.includes(id))) return null;
        // ADR 0023: `full` students' seasons have no place left for an institution new to them
        const newcomers = ids.filter((id) => !state.unlocked.includes(id));
        const fresh = newcomers.filter((id) => !full.includes(id));
        state.unlocked.push(...fresh);
        return { fresh, capped: newcomers.filter((id) => full.includes(id)) };
      },
      seasonPlaces: async () => new Map(),
      seasonCap: 10,
      among: async (_memberId, ids) => new Set(ids.filter((id) => state.unlocked.includes(id))),
      list: async () => [],
      page: async () => ({ rows: [], total: 0 }),
      forgetStudent: async () => 0,
      membersOf: async () => [],
    },
    credits: {
      balanceOf: async () => state.balance,
      chargedTransaction: (_operation, work) =>
        unitOfWork((tx) =>
          work({
            tx,
            async charge(order) {
              const credits = costOf(order.kind, order.studentIds?.length ?? 0, order.isPremium);
              if (state.balance < credits) throw insufficientCredits();
              state.balance -= credits;
              state.charged += credits;
              return { charged: credits, remainingCredits: state.balance };
            },
          }),
        ),
    },
    audit: inMemoryAuditTrail(state, assertOpen),
  };
  return { state, deps };
}

const free = { id: 'm', institutionId: 'm', email: 'm@example.in', isPremium: false, isVerified: true, isActive: true };
const unlock = (ids: string[]) => ({ operation: 'bulk-unlock' as const, studentIds: ids });

describe('unlocking students', () => {
  it('charges a free member 1 credit per student never unlocked before; unlocking again is free', async () => {
    const { state, deps } = world(10);
    expect(await unlockStudents(free, unlock(['a', 'b']), deps)).toEqual({
      unlocked: 2,
      creditsConsumed: 2,
      remainingCredits: 8,
      studentIds: ['a', 'b'],
      skipped: [],
    });
    expect(await unlockStudents(free, unlock(['a', 'b', 'c']), deps)).toEqual({
      unlocked: 1,
      creditsConsumed: 1,
      remainingCredits: 7,
      studentIds: ['a', 'b', 'c'],
      skipped: [],
    });
    expect(state.audit.map((entry) => entry.detail)).toEqual([
      { newlyUnlocked: 2, creditsConsumed: 2, premium: false },
      { newlyUnlocked: 1, creditsConsumed: 1, premium: false },
    ]);
  });

  it('unlocks nothing and charges nothing when credits are short (all or nothing)', async () => {
    const { state, deps } = world(2);
    await expect(unlockStudents(free, unlock(['a', 'b', 'c']), deps)).rejects.toMatchObject({ code: 'CREDITS.INSUFFICIENT' });
    expect(state).toMatchObject({ balance: 2, unlocked: [], audit: [] });
  });

  it('refuses an unverified or deactivated member (403) before anything else', async () => {
    const { state, deps } = world(10);
    for (const member of [
      { ...free, isVerified: false },
      { ...free, isActive: false },
    ]) {
      await expect(unlockStudents(member, unlock(['a']), deps)).rejects.toMatchObject({ kind: 'forbidden', code: 'CREDITS.NOT_ALLOWED' });
    }
    expect(state.unlocked).toEqual([]);
  });

  it('answers 404 for a student not in the catalogue, and charges nothing', async () => {
    const { state, deps } = world(10);
    await expect(unlockStudents(free, unlock(['a', 'ghost']), deps)).rejects.toMatchObject({ kind: 'not_found', code: 'STUDENTS.NOT_FOUND' });
    expect(state).toMatchObject({ balance: 10, unlocked: [] });
  });

  it('charges a premium member nothing, but records the unlock (ADR 0023: it takes a place) and audits the call', async () => {
    const { state, deps } = world(4);
    expect(await unlockStudents({ ...free, isPremium: true }, unlock(['a']), deps)).toEqual({
      unlocked: 0,
      creditsConsumed: 0,
      remainingCredits: 4,
      studentIds: ['a'],
      skipped: [],
    });
    expect(state.unlocked).toEqual(['a']);
    expect(state.audit).toMatchObject([{ action: 'student.bulk_unlock', detail: { newlyUnlocked: 0, premium: true } }]);
    await expect(unlockStudents({ ...free, isPremium: true }, unlock(['ghost']), deps)).rejects.toMatchObject({ code: 'STUDENTS.NOT_FOUND' });
  });

  it('leaves out, in a bulk unlock, the students who cannot be unlocked, names them, and charges only the rest (issue 25 §4)', async () => {
    const { state, deps } = world(10);
    const refusals = async (ids: readonly string[]) => ({
      notFound: false,
      refused: new Map(ids.filter((id) => id === 'b').map((id) => [id, doNotContact()] as const)),
    });
    const result = await unlockStudents(free, unlock(['a', 'b', 'c']), { ...deps, refusals });
    expect(result).toMatchObject({ unlocked: 2, creditsConsumed: 2, remainingCredits: 8, studentIds: ['a', 'c'] });
    expect(result.skipped).toEqual([{ studentId: 'b', code: 'STUDENTS.DO_NOT_CONTACT', message: doNotContact().message }]);
    expect([...state.unlocked].sort()).toEqual(['a', 'c']);
    // nothing left to unlock: nothing charged, nothing audited, the reason given
    expect(await unlockStudents(free, unlock(['b']), { ...deps, refusals })).toMatchObject({
      unlocked: 0,
      creditsConsumed: 0,
      remainingCredits: 8,
      studentIds: [],
    });
    expect(state.audit).toHaveLength(1);
  });

  it('refuses a single unlock of a student whose season is full (409 STUDENTS.SEASON_CAP), charging nothing (ADR 0023)', async () => {
    for (const isPremium of [false, true]) {
      const { state, deps } = world(10, ['a', 'b'], ['a']);
      const refused = unlockStudents({ ...free, isPremium }, { operation: 'unlock', studentIds: ['a'] }, deps);
      await expect(refused).rejects.toMatchObject({ kind: 'conflict', code: 'STUDENTS.SEASON_CAP' });
      await expect(refused).rejects.toMatchObject({ message: expect.stringContaining('by 10 institutions this admission season (1 August–31 July)') });
      expect(state).toMatchObject({ balance: 10, charged: 0, unlocked: [], audit: [] });
    }
  });

  it('skips, in a bulk unlock, the students whose season is full, names them, and charges only the rest (ADR 0023)', async () => {
    const { state, deps } = world(10, ['a', 'b', 'c'], ['b']);
    const result = await unlockStudents(free, unlock(['a', 'b', 'c']), deps);
    expect(result).toMatchObject({ unlocked: 2, creditsConsumed: 2, remainingCredits: 8, studentIds: ['a', 'c'] });
    expect(result.skipped).toMatchObject([{ studentId: 'b', code: 'STUDENTS.SEASON_CAP' }]);
    expect(state).toMatchObject({ charged: 2, unlocked: ['a', 'c'] });
  });

  it('refuses a single unlock of a student who cannot be unlocked, charging nothing', async () => {
    const { state, deps } = world(10);
    const refusals = async () => ({ notFound: false, refused: new Map([['a', doNotContact()]]) });
    await expect(unlockStudents(free, { operation: 'unlock', studentIds: ['a'] }, { ...deps, refusals })).rejects.toMatchObject({
      code: 'STUDENTS.DO_NOT_CONTACT',
    });
    expect(state).toMatchObject({ balance: 10, unlocked: [] });
  });
});
