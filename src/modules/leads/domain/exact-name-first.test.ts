import { describe, expect, it } from 'bun:test';
import { exactNameKey, splitPage } from './exact-name-first';

describe('exactNameKey', () => {
  it('is the lowercased term in the date order, either way', () => {
    expect(exactNameKey('Rohit Sharma', 'createdAt')).toBe('rohit sharma');
    expect(exactNameKey('ESHA', 'createdAt')).toBe('esha');
  });

  it('ranks nothing in another order, without a term, or for a term with no letter', () => {
    expect(exactNameKey('Rohit Sharma', 'studentName')).toBeNull();
    expect(exactNameKey('Rohit', 'age')).toBeNull();
    expect(exactNameKey(undefined, 'createdAt')).toBeNull();
    expect(exactNameKey('+91 94189 71455', 'createdAt')).toBeNull();
    expect(exactNameKey('2026', 'createdAt')).toBeNull();
  });
});

describe('splitPage', () => {
  it('takes a page wholly from the exact names while they last', () => {
    expect(splitPage(50, 20, 20)).toEqual({ exact: { from: 20, to: 40 }, rest: { offset: 0, limit: 0 } });
  });

  it('fills the page where the exact names end with the first of the rest', () => {
    expect(splitPage(3, 0, 20)).toEqual({ exact: { from: 0, to: 3 }, rest: { offset: 0, limit: 17 } });
    expect(splitPage(25, 20, 20)).toEqual({ exact: { from: 20, to: 25 }, rest: { offset: 0, limit: 15 } });
  });

  it('past the exact names, moves the offset back by their number', () => {
    expect(splitPage(3, 40, 20)).toEqual({ exact: { from: 3, to: 3 }, rest: { offset: 37, limit: 20 } });
    expect(splitPage(20, 20, 20)).toEqual({ exact: { from: 20, to: 20 }, rest: { offset: 0, limit: 20 } });
  });

  it('leaves the list as it is when no name is exact', () => {
    expect(splitPage(0, 60, 20)).toEqual({ exact: { from: 0, to: 0 }, rest: { offset: 60, limit: 20 } });
  });
});
