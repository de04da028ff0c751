import { describe, expect, it } from 'bun:test';
import { recipientLog, type Disclosure } from './recipients';

const me = 'student-1';
const rows: Disclosure[] = [
  { action: 'student.unlock', memberId: 'm1', at: '2026-12-01T09:00:00.000Z', studentIds: [me] },
  { action: 'student.unlock', memberId: 'm1', at: '2026-12-01T15:00:00.000Z', studentIds: [me] },
  { action: 'student.bulk_unlock', memberId: 'm2', at: '2026-12-03T09:00:00.000Z', studentIds: ['other', me] },
  { action: 'collection.export', memberId: 'm2', at: '2026-12-04T09:00:00.000Z', studentIds: [me] },
  { action: 'collection.export', memberId: 'm3', at: '2026-12-05T09:00:00.000Z', studentIds: ['other'] },
  { action: 'student.unlock', memberId: 'gone', at: '2026-12-02T09:00:00.000Z', studentIds: [me] },
];
const names = new Map([
  ['m1', 'Lotus College'],
  ['m2', 'Indus Academy'],
  ['m3', 'Never Told'],
]);

describe('the recipient log', () => {
  it('names each institution once per way and day, newest first, and only rows that include the student', () => {
    expect(recipientLog(me, rows, names)).toEqual([
      { institution: 'Indus Academy', how: 'export', at: '2026-12-04T09:00:00.000Z' },
      { institution: 'Indus Academy', how: 'unlock', at: '2026-12-03T09:00:00.000Z' },
      { institution: 'A former member', how: 'unlock', at: '2026-12-02T09:00:00.000Z' },
      { institution: 'Lotus College', how: 'unlock', at: '2026-12-01T15:00:00.000Z' },
    ]);
  });

  it('is empty for a student no one received', () => {
    expect(recipientLog('nobody', rows, names)).toEqual([]);
  });
});
