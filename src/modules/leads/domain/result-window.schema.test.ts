import { describe, expect, it } from 'bun:test';
import { pageInsideWindow, RESULT_WINDOW, reachablePages, searchTermUsable, windowPages } from './result-window.schema';
import { PAGE_SIZES } from './student-query.schema';

describe('the result window', () => {
  it('ends on a page boundary for every portal and admin page size', () => {
    for (const size of [...PAGE_SIZES, 10, 25, 50, 100, 250, 500, 1000]) expect(RESULT_WINDOW % size).toBe(0);
  });

  it('lets the last page inside the window open, and not the one after it', () => {
    expect(windowPages(20)).toBe(500);
    expect(pageInsideWindow(500, 20)).toBe(true);
    expect(pageInsideWindow(501, 20)).toBe(false);
    expect(pageInsideWindow(10, 1000)).toBe(true);
    expect(pageInsideWindow(11, 1000)).toBe(false);
  });

  it('stops any other page size at its last whole page inside the window (issue 25 §10)', () => {
    expect(windowPages(7)).toBe(1428);
    expect(pageInsideWindow(1428, 7)).toBe(true);
    expect(pageInsideWindow(1429, 7)).toBe(false);
    expect(reachablePages(234_567, 7, true)).toBe(1428);
  });

  it('caps the pages a windowed list offers, and only a windowed one', () => {
    expect(reachablePages(234_567, 20, true)).toBe(500);
    expect(reachablePages(234_567, 20, false)).toBe(11_729);
    expect(reachablePages(45, 20, true)).toBe(3);
    expect(reachablePages(0, 20, true)).toBe(1);
  });

  it('accepts a term only with three letters or digits in a row', () => {
    expect(searchTermUsable('ab')).toBe(false);
    expect(searchTermUsable('a b c')).toBe(false);
    expect(searchTermUsable('ram')).toBe(true);
    expect(searchTermUsable('98 765')).toBe(true);
    expect(searchTermUsable('ज्ञान')).toBe(true);
  });
});
