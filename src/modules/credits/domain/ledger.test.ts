import { describe, expect, it } from 'bun:test';
import { decodeCursor, encodeCursor, unlockRefundReference, viewOf } from './ledger';

describe('the ledger as a member reads it', () => {
  it('signs a charge negative and a grant or refund positive', () => {
    const row = { id: 'a', occurredAt: new Date('2026-11-01T10:00:00Z'), kind: 'unlock', consumed: 1, balanceAfter: 9, description: 'x', studentId: 's' };
    expect(viewOf(row).change).toBe(-1);
    expect(viewOf({ ...row, kind: 'refund', consumed: -1, balanceAfter: 10 }).change).toBe(1);
    expect(viewOf({ ...row, consumed: 0 }).change).toBe(0);
  });

  it('reads back the cursor it wrote and refuses one it did not', () => {
    const cursor = { at: '2026-11-01 10:00:00.123456+00', id: '2b0e4c8e-3f7a-4b8e-9a51-0c1d2e3f4a5b' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(Buffer.from('2026-13-45|x').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('2026-13-01 10:00:00+00|2b0e4c8e-3f7a-4b8e-9a51-0c1d2e3f4a5b').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from("x' or 1=1|2b0e4c8e-3f7a-4b8e-9a51-0c1d2e3f4a5b").toString('base64url'))).toBeNull();
  });

  it('names one refund per student unlock', () => {
    expect(unlockRefundReference('s1')).toBe(unlockRefundReference('s1'));
    expect(unlockRefundReference('s1')).not.toBe(unlockRefundReference('s2'));
  });
});
