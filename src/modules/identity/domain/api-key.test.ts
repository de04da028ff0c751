import { describe, expect, it } from 'bun:test';
import { isUsable, looksLikeKey, needsTouch, prefixOf } from './api-key';

const now = new Date('2026-12-01T10:00:00Z');

describe('member API keys', () => {
  it('are honoured until revoked or expired', () => {
    expect(isUsable({ expiresAt: null, revokedAt: null }, now)).toBe(true);
    expect(isUsable({ expiresAt: new Date('2026-12-02T00:00:00Z'), revokedAt: null }, now)).toBe(true);
    expect(isUsable({ expiresAt: now, revokedAt: null }, now)).toBe(false);
    expect(isUsable({ expiresAt: null, revokedAt: new Date('2026-11-30T00:00:00Z') }, now)).toBe(false);
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
