import { describe, expect, it } from 'bun:test';
import { pageWindow, parseGoToPage } from './page-window';

describe('page window', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });
  it('shows 5 pages around the current one with first, last and ellipses', () => {
    expect(pageWindow(10, 50)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 50]);
  });
  it('keeps 5 buttons near the edges', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 50]);
    expect(pageWindow(50, 50)).toEqual([1, 'ellipsis-start', 45, 46, 47, 48, 49, 50]);
  });
});

describe('go to page', () => {
  it('accepts a whole number from 1 to the last page', () => {
    expect(parseGoToPage('7', 10)).toBe(7);
  });
  it('rejects anything else', () => {
    for (const text of ['0', '11', '2.5', '-1', 'abc', '']) expect(parseGoToPage(text, 10)).toBeNull();
  });
});
