import { describe, expect, it } from 'bun:test';
import type { RecordConsent } from '../domain/record-privacy';
import type { StudentRecord } from '../domain/student-lead';
import { studentsForMember, unlocksInForceAmong } from './students-for-member';
import { presenting } from './testing/page-facts';

const record = (id: string, dateOfBirth: string) => ({ id, dateOfBirth, studentName: id, mobileNumber: '9800000001' }) as StudentRecord;
const students = [record('adult', '2000-01-01'), record('minor', '2015-01-01'), record('gone', '2000-01-01')];
const withdrawn: RecordConsent = { status: 'withdrawn', consentedBy: 'student', consentDate: '2026-01-01', sourceLabel: null, guardianConsent: false };
const catalogue = { findByIds: async (ids: readonly string[]) => students.filter((s) => ids.includes(s.id)) };
const consents = { among: async () => new Map([['gone', withdrawn]]), today: () => '2026-12-01' };
const unlocked = { among: async (_m: string, ids: readonly string[]) => new Set(ids) };

describe('the two questions about unlocks, named for what they answer', () => {
  it('unlocksInForceAmong leaves out paid unlocks of locked minors and withdrawn students; the unlock rows keep them', async () => {
    const ids = ['adult', 'minor', 'gone'];
    expect([...(await unlocksInForceAmong('m', ids, { unlocked, catalogue, consents }))]).toEqual(['adult']);
    expect([...(await unlocked.among('m', ids))]).toEqual(ids);
  });

  it('studentsForMember shows an unlocked adult in full and masks the rest', async () => {
    const present = { ...presenting({ consents: new Map([['gone', withdrawn]]), unlocked: new Set(['adult']) }), catalogue };
    const shown = await studentsForMember({ memberId: 'm', institutionId: 'm', isPremium: false }, ['adult', 'gone'], present);
    expect(shown.map((s) => [s.id, s.isUnlocked, s.mobileNumber === '9800000001'])).toEqual([
      ['adult', true, true],
      ['gone', false, false],
    ]);
  });
});
