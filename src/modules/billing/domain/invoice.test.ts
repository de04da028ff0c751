import { describe, expect, it } from 'bun:test';
import { dueAt, statusAt } from './invoice';

describe("an invoice's status", () => {
  const issuedAt = new Date('2026-11-01T10:00:00Z');

  it('is issued for 15 days, then expired while unpaid', () => {
    expect(dueAt(issuedAt).toISOString()).toBe('2026-11-16T10:00:00.000Z');
    expect(statusAt('issued', issuedAt, new Date('2026-11-16T10:00:00Z'))).toBe('issued');
    expect(statusAt('issued', issuedAt, new Date('2026-11-16T10:00:01Z'))).toBe('expired');
  });

  it('stays paid whenever it was paid', () => {
    expect(statusAt('paid', issuedAt, new Date('2027-11-16T10:00:00Z'))).toBe('paid');
  });
});
