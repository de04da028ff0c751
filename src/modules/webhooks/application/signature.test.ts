import { describe, expect, it } from 'bun:test';
import { newSigningSecret, signatureOf, verifySignature } from './signature';

describe('webhook signatures', () => {
  const secret = newSigningSecret();
  const body = '{"type":"student.unlocked"}';

  it('verifies its own signature within five minutes', () => {
    const header = signatureOf(secret, 1_800_000_000, body);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, header, body, 1_800_000_100)).toBe(true);
  });

  it('refuses another body, another secret, an old timestamp and garbage', () => {
    const header = signatureOf(secret, 1_800_000_000, body);
    expect(verifySignature(secret, header, `${body} `, 1_800_000_000)).toBe(false);
    expect(verifySignature(newSigningSecret(), header, body, 1_800_000_000)).toBe(false);
    expect(verifySignature(secret, header, body, 1_800_000_301)).toBe(false);
    expect(verifySignature(secret, 'nonsense', body, 1_800_000_000)).toBe(false);
  });

  it('makes secrets that differ and start with whsec_', () => {
    expect(newSigningSecret()).not.toBe(secret);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  });
});
