import { describe, expect, it } from 'bun:test';
import { correctionPatch, dueDateOf, duplicateOpenRequest, isOverdue } from './privacy-request';

describe('due dates', () => {
  it('falls 30 days after receipt (within the law’s 90)', () => {
    expect(dueDateOf(new Date('2026-12-01T10:00:00Z')).toISOString()).toBe('2026-12-31T10:00:00.000Z');
  });

  it('is overdue only while open and past its due date', () => {
    const dueAt = new Date('2026-12-31T10:00:00Z');
    const later = new Date('2026-12-31T10:00:01Z');
    expect(isOverdue({ status: 'open', dueAt }, later)).toBe(true);
    expect(isOverdue({ status: 'open', dueAt }, dueAt)).toBe(false);
    expect(isOverdue({ status: 'handled', dueAt }, later)).toBe(false);
    expect(isOverdue({ status: 'rejected', dueAt }, later)).toBe(false);
  });
});

describe('a correction as the admin edit takes it', () => {
  it('keeps text as text and the passing year as a number', () => {
    expect(correctionPatch('city', ' Thrissur ')).toEqual({ city: 'Thrissur' });
    expect(correctionPatch('passingYear', '2027')).toEqual({ passingYear: 2027 });
    expect(correctionPatch('passingYear', 'soon').passingYear).toBeNaN();
  });
});

describe('one open request of a kind per record (issue 26, item 13)', () => {
  const open = (kind: 'grievance' | 'correction' | 'erasure', detail: Record<string, string> = {}, status: 'open' | 'handled' = 'open') => ({
    studentId: 's1',
    kind,
    status,
    detail,
  });

  it('finds the open request of the same kind on the same record', () => {
    const grievance = open('grievance', { message: 'calls at night' });
    expect(duplicateOpenRequest([grievance], { studentId: 's1', kind: 'grievance' })).toBe(grievance);
    expect(duplicateOpenRequest([grievance], { studentId: 's2', kind: 'grievance' })).toBeUndefined();
    expect(duplicateOpenRequest([grievance], { studentId: 's1', kind: 'erasure' })).toBeUndefined();
  });

  it('lets another be filed once the first is answered', () => {
    expect(duplicateOpenRequest([open('grievance', {}, 'handled')], { studentId: 's1', kind: 'grievance' })).toBeUndefined();
  });

  it('counts corrections per field', () => {
    const city = open('correction', { field: 'city', value: 'Pune' });
    expect(duplicateOpenRequest([city], { studentId: 's1', kind: 'correction', field: 'city' })).toBe(city);
    expect(duplicateOpenRequest([city], { studentId: 's1', kind: 'correction', field: 'pincode' })).toBeUndefined();
  });
});
