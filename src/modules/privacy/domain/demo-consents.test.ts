import { describe, expect, it } from 'bun:test';
import { demoConsents, type DemoStudent } from './demo-consents';

const students: DemoStudent[] = Array.from({ length: 400 }, (_, i) => ({
  id: `s${i}`,
  dataSource: i % 2 ? 'Website Inquiry' : 'CSV Import',
  isMinor: i % 3 === 0,
}));

describe('the demo consents', () => {
  const { consents, withdrawn } = demoConsents(students, '2026-12-01');
  const byId = new Map(consents.map((c) => [c.studentId, c]));

  it('shows every state: guardian and student consents, none recorded, withdrawn, and locked minors past the first pages only', () => {
    const minors = students.filter((s) => s.isMinor);
    const lockedMinors = minors.filter((s) => !byId.has(s.id)).map((s) => Number(s.id.slice(1)));
    expect(lockedMinors.length).toBeGreaterThan(0);
    expect(Math.min(...lockedMinors)).toBeGreaterThanOrEqual(100);
    expect(minors.filter((s) => byId.get(s.id)?.consentedBy === 'guardian').length).toBeGreaterThan(0);
    expect(students.filter((s) => !s.isMinor && !byId.has(s.id)).length).toBeGreaterThan(0);
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(withdrawn.every((id) => byId.get(id)?.consentedBy === 'student')).toBe(true);
  });

  it('marks some adults "Do not contact", for the registry and for an objection, past the first pages', () => {
    const { doNotContact } = demoConsents(students, '2026-12-01');
    expect(doNotContact.some((d) => d.reason === 'dnd_registry')).toBe(true);
    expect(doNotContact.some((d) => d.reason === 'objection')).toBe(true);
    // past the first pages (100 rows), like withdrawals and locked minors: the first pages stay actionable
    expect(Math.min(...doNotContact.map((d) => Number(d.studentId.slice(1))))).toBeGreaterThanOrEqual(100);
    expect(doNotContact.every((d) => !students[Number(d.studentId.slice(1))]!.isMinor)).toBe(true);
  });

  it('names the source from the data source and never dates a consent after today', () => {
    expect(byId.get('s1')?.source).toBe('website_inquiry');
    expect(demoConsents(students, '2026-01-10').consents[0]?.consentDate).toBe('2026-01-10');
  });
});
