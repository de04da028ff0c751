import { describe, expect, it } from 'bun:test';
import { nestsDeeperThan, valueNestsDeeperThan } from './json-depth';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('nesting depth of raw JSON', () => {
  it('counts arrays and objects opened inside each other', () => {
    expect(nestsDeeperThan(bytes('[[[]]]'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('[[[[]]]]'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes('{"a":{"b":[1]}}'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('[[],[],[],[],[]]'), 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes(`["${'['.repeat(100)}"]`), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(`["a\\"${'['.repeat(100)}"]`), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(`["a\\\\"${'['.repeat(3)}`), 1)).toBe(true);
  });

  it('reads multi-byte text without mistaking its bytes for brackets', () => {
    expect(nestsDeeperThan(bytes(`{"n":"${'नमस्ते 😀 ['.repeat(50)}"}`), 1)).toBe(false);
  });
});

describe('nesting depth of a parsed value', () => {
  it('walks without recursion and treats files as leaves', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(valueNestsDeeperThan(deep, 32)).toBe(true);
    expect(valueNestsDeeperThan({ a: { b: [1, { c: 2 }] } }, 4)).toBe(false);
    expect(valueNestsDeeperThan({ a: { b: [1, { c: {} }] } }, 4)).toBe(true);
    expect(valueNestsDeeperThan({ file: new File(['x'], 'a.csv') }, 1)).toBe(false);
    expect(valueNestsDeeperThan('text', 0)).toBe(false);
  });
});
