import { describe, expect, it } from 'bun:test';
import type { RecordConsent } from '../domain/record-privacy';
import type { StudentRecord } from '../domain/student-lead';
import { presentPage } from './present-students.use-case';
import { presenting } from './testing/page-facts';

const record = (id: string) => ({ id, dateOfBirth: '2000-01-01', studentName: id, mobileNumber: '9800000001', emailId: `${id}@example.in` }) as StudentRecord;
const page = [record('a'), record('b'), record('c')];
const free = { memberId: 'm', institutionId: 'i', isPremium: false };
const premium = { ...free, isPremium: true };
const doNotContact: RecordConsent = {
  status: 'recorded',
  consentedBy: 'student',
  consentDate: '2026-01-01',
  sourceLabel: null,
  guardianConsent: false,
  doNotContact: true,
};

describe("a page of students and its facts, read once (the portal's list, detail and unlocked page)", () => {
  it('asks the facts once for the whole page, for the viewer institution', async () => {
    const asked: [string, readonly string[]][] = [];
    await presentPage(
      free,
      page,
      presenting({}, (institutionId, ids) => asked.push([institutionId, ids])),
    );
    expect(asked).toEqual([['i', ['a', 'b', 'c']]]);
  });

  it('carries "n of cap institutions" this season, 0 when nobody took a place, and the exclusion mark only where listed', async () => {
    const shown = await presentPage(free, page, presenting({ seasonPlaces: new Map([['a', 3]]), listed: new Set(['b']) }));
    expect(shown.map((s) => [s.id, s.institutionsThisSeason, s.inYourList])).toEqual([
      ['a', { count: 3, cap: 10 }, undefined],
      ['b', { count: 0, cap: 10 }, true],
      ['c', { count: 0, cap: 10 }, undefined],
    ]);
    expect('inYourList' in shown[0]!).toBe(false);
  });

  it("opens a free member's paid unlocks and masks the rest", async () => {
    const shown = await presentPage(free, page, presenting({ unlocked: new Set(['a']) }));
    expect(shown.map((s) => [s.id, s.isUnlocked, s.mobileNumber === '9800000001'])).toEqual([
      ['a', true, true],
      ['b', false, false],
      ['c', false, false],
    ]);
  });

  it('masks for premium only a full student it holds no place of, and a do-not-contact record it never unlocked (ADR 0017, 0023)', async () => {
    const consents = new Map([
      ['b', doNotContact],
      ['c', doNotContact],
    ]);
    const shown = await presentPage(premium, page, presenting({ consents, unlocked: new Set(['c']), fullWithoutPlace: new Set(['a']) }));
    expect(shown.map((s) => [s.id, s.mobileNumber === '9800000001'])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
  });

  it('masks an invalid field for everyone, premium too (ADR 0025)', async () => {
    const [shown] = await presentPage(premium, [record('a')], presenting({ invalid: new Map([['a', ['mobileNumber'] as const]]) }));
    expect(shown!.mobileNumber).not.toBe('9800000001');
    expect(shown!.emailId).toBe('a@example.in');
  });
});
