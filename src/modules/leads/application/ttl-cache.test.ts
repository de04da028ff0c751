import { describe, expect, it } from 'bun:test';
import { ttlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('answers from memory until the entry is older than the ttl', async () => {
    let time = 0;
    let loads = 0;
    const cache = ttlCache<number>(1000, () => time);
    const load = async () => ++loads;
    expect(await cache('k', load)).toBe(1);
    time = 999;
    expect(await cache('k', load)).toBe(1);
    time = 1000;
    expect(await cache('k', load)).toBe(2);
  });
  it('forgets a failed load', async () => {
    const cache = ttlCache<number>(1000, () => 0);
    await expect(cache('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('k', async () => 7)).toBe(7);
  });
  it('loads again after clear, before the ttl ends', async () => {
    let loads = 0;
    const cache = ttlCache<number>(1000, () => 0);
    expect(await cache('k', async () => ++loads)).toBe(1);
    cache.clear();
    expect(await cache('k', async () => ++loads)).toBe(2);
  });
});
