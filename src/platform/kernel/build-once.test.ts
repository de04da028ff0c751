import { describe, expect, it } from 'bun:test';
import { buildOnce } from './build-once';

describe('buildOnce', () => {
  it('builds a part once, however often it is asked for, dependencies first', () => {
    const once = buildOnce();
    let builds = 0;
    const base = () => once('base', () => ({ n: ++builds }));
    const top = () => once('top', () => ({ base: base(), again: base() }));
    expect(top().base).toBe(top().again);
    expect(builds).toBe(1);
    expect(once.built()).toEqual(['base', 'top']);
  });

  it('names the cycle when a part needs itself through others', () => {
    const once = buildOnce();
    const a = (): unknown => once('credits', () => b());
    const b = (): unknown => once('identity', () => a());
    expect(a).toThrow('The module graph has a cycle: credits → identity → credits');
    expect(once.built()).toEqual([]);
  });

  it('lets a failed build be tried again', () => {
    const once = buildOnce();
    let fail = true;
    const part = () =>
      once('part', () => {
        if (fail) throw new Error('no');
        return 1;
      });
    expect(part).toThrow('no');
    fail = false;
    expect(part()).toBe(1);
  });
});
