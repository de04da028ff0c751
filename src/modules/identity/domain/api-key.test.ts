import { describe, expect, it } from 'bun:test';
import { expiryFrom, isUsable, looksLikeKey, needsTouch, prefixOf } from './api-key';

const now = new Date('2026-12-01T10:00:00Z');

describe('member API keys', () => {
  it('are honoured until revoked or expired', () => {
    expect(isUsable({ expiresAt: new Date('2026-12-02T00:00:00Z'), revokedAt: null }, now)).toBe(true);
    expect(isUsable({ expiresAt: now, revokedAt: null }, now)).toBe(false);
    expect(isUsable({ expiresAt: new Date('2027-01-01T00:00:00Z'), revokedAt: new Date('2026-11-30T00:00:00Z') }, now)).toBe(false);
  });

  it('expire 90 days after they are made or renewed, unless the member chose fewer or more days', () => {
    expect(expiryFrom(now).toISOString()).toBe('2027-03-01T10:00:00.000Z');
    expect(expiryFrom(now, 1).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(expiryFrom(now, 365).toISOString()).toBe('2027-12-01T10:00:00.000Z');
  });

  it('show a prefix and are recognised by their shape', () => {
    const key = `erk_${'a'.repeat(43)}`;
    expect(looksLikeKey(key)).toBe(true);
    expect(looksLikeKey(`erk_${'a'.repeat(42)}`)).toBe(false);
    expect(prefixOf(key)).toBe('erk_aaaaaaaa');
  });

  it('note their last use at most once a minute', () => {
    expect(needsTouch(null, now)).toBe(true);
    expect(needsTouch(new Date(now.getTime() - 30_000), now)).toBe(false);
    expect(needsTouch(new Date(now.getTime() - 60_000), now)).toBe(true);
  });
});
