import { describe, expect, it } from 'bun:test';
import { branchesOfPage } from './branch-page';

const cities = [
  { value: 'Thrissur', matches: 5 },
  { value: 'Kochi', matches: 3 },
  { value: 'Alappuzha', matches: 4 },
];

describe('the branches a page touches (ADR 0028)', () => {
  it('starts a page inside the branch that holds its first row', () => {
    expect(branchesOfPage(cities, 6, 2)).toEqual([{ value: 'Kochi', matches: 3, skip: 1, take: 2 }]);
  });

  it('spans two branches where the page crosses from one value to the next', () => {
    expect(branchesOfPage(cities, 4, 3)).toEqual([
      { value: 'Thrissur', matches: 5, skip: 4, take: 1 },
      { value: 'Kochi', matches: 3, skip: 0, take: 2 },
    ]);
  });

  it('stops at the last row, and touches nothing past it', () => {
    expect(branchesOfPage(cities, 10, 5)).toEqual([{ value: 'Alappuzha', matches: 4, skip: 2, take: 2 }]);
    expect(branchesOfPage(cities, 12, 5)).toEqual([]);
  });

  it('passes over the branches before the page whole', () => {
    expect(branchesOfPage(cities, 0, 20).map((slice) => [slice.skip, slice.take])).toEqual([
      [0, 5],
      [0, 3],
      [0, 4],
    ]);
  });
});
