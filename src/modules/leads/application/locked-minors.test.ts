import { describe, expect, it } from 'bun:test';
import type { StudentRecord } from '../domain/student-lead';
import type { Transaction } from '@platform/kernel/transaction';
import { lockedMinorsAmong, readUnlockFacts, refusalsOf, unlockRefusal } from './locked-minors';
import type { RecordConsent } from '../domain/record-privacy';

const record = (id: string, dateOfBirth: string | null) => ({ id, dateOfBirth }) as StudentRecord;
const students = [record('adult', '2000-01-01'), record('minor', '2010-01-01'), record('guarded', '2010-01-01'), record('undated', null)];
const guardian: RecordConsent = { status: 'recorded', consentedBy: 'guardian', consentDate: '2026-06-01', sourceLabel: null, guardianConsent: true };

const deps = (visible = students) => ({
  catalogue: { findByIds: async (ids: readonly string[]) => visible.filter((s) => ids.includes(s.id)) },
  consents: { among: async (ids: readonly string[]) => new Map(ids.includes('guarded') ? [['guarded', guardian]] : []), today: () => '2026-12-01' },
});

describe('which students cannot be unlocked (issue 16)', () => {
  it('names the minors without a guardian consent only', async () => {
    expect(await lockedMinorsAmong(['adult', 'minor', 'guarded', 'undated'], deps())).toEqual(['minor']);
  });

  it('refuses a locked minor with 409 and a record the member may not see as not found, before any charge', async () => {
    expect((await unlockRefusal(['adult', 'minor'], deps()))?.code).toBe('STUDENTS.PARENTAL_CONSENT_REQUIRED');
    expect((await unlockRefusal(['adult', 'hidden'], deps()))?.code).toBe('STUDENTS.NOT_FOUND');
    expect(await unlockRefusal(['adult', 'guarded', 'undated', 'adult'], deps())).toBeNull();
  });
});

describe('refusals judged on one read', () => {
  it('asks the unlocks from before only for the withdrawn or "Do not contact" students, and lets those through', async () => {
    const withdrawn: RecordConsent = { ...guardian, status: 'withdrawn', guardianConsent: false };
    const asked: string[][] = [];
    const facts = {
      records: [record('adult', '2000-01-01'), record('gone', '2000-01-01'), record('kept', '2000-01-01')],
      consents: new Map([
        ['gone', withdrawn],
        ['kept', withdrawn],
      ]),
    };
    const { refused } = await refusalsOf(['adult', 'gone', 'kept'], facts, '2026-12-01', async (ids) => (asked.push([...ids]), new Set(['kept'])));
    expect(asked).toEqual([['gone', 'kept']]);
    expect([...refused.keys()]).toEqual(['gone']);
  });

  it('reads the consent facts only when every student is visible, inside the transaction given', async () => {
    const seen: unknown[] = [];
    const tx = { id: 'tx' } as unknown as Transaction;
    const reading = {
      ...deps(),
      consents: { among: async (_ids: readonly string[], given?: Transaction) => (seen.push(given), new Map()), today: () => '2026-12-01' },
    };
    expect((await readUnlockFacts(['adult', 'hidden'], reading, tx)).records).toHaveLength(1);
    expect(seen).toEqual([]);
    await readUnlockFacts(['adult'], reading, tx);
    expect(seen).toEqual([tx]);
  });
});
