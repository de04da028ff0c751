import { describe, expect, it } from 'bun:test';
import { createHash } from 'node:crypto';
import { createContactHasher } from './contact-hasher';

const secret = 'k'.repeat(40);

describe('the suppression hash (HMAC-SHA256 under CONTACT_HASH_SECRET)', () => {
  it('gives the same hash for the same contact however it is written', () => {
    const hash = createContactHasher(secret);
    expect(hash({ email: ' Asha.Rao@Example.IN', mobile: '+91 98765 43210' })).toEqual(hash({ email: 'asha.rao@example.in', mobile: '9876543210' }));
  });

  it('is keyed: another secret gives other hashes, and none is the plain SHA-256 a dictionary of numbers would find', () => {
    const [mobile] = createContactHasher(secret)({ mobile: '9876543210' });
    expect(mobile!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(createContactHasher('z'.repeat(40))({ mobile: '9876543210' })[0]!.hash).not.toBe(mobile!.hash);
    for (const plain of ['9876543210', 'mobile:9876543210']) expect(mobile!.hash).not.toBe(createHash('sha256').update(plain).digest('hex'));
  });

  it('hashes nothing for blank contacts', () => {
    expect(createContactHasher(secret)({ email: '', mobile: null })).toEqual([]);
  });
});
