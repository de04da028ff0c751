import { describe, expect, it } from 'bun:test';
import { sqlArray } from './sql-array';

describe('sqlArray', () => {
  it('quotes every element and writes null and undefined as NULL', () => {
    expect(sqlArray(['a', 1, true, null, undefined])).toBe('{"a","1","true",NULL,NULL}');
    expect(sqlArray([])).toBe('{}');
  });

  it('keeps commas, braces, quotes, backslashes and spaces inside their element', () => {
    expect(sqlArray(['x,y', '{z}', 'say "hi"', 'back\\slash', ' padded '])).toBe('{"x,y","{z}","say \\"hi\\"","back\\\\slash"," padded "}');
  });
});
