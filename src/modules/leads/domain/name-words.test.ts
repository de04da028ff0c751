import { describe, expect, it } from 'bun:test';
import { isNameWordSort, nameWordSearch } from './name-words';

describe('nameWordSearch', () => {
  it('answers a name-like term lowercased, by its longest word', () => {
    expect(nameWordSearch('Sharma')).toEqual({ word: 'sharma', before: [], whole: true });
    expect(nameWordSearch('Rohit Tiwari')).toEqual({ word: 'tiwari', before: ['rohit'], whole: false });
    expect(nameWordSearch('harma')).toEqual({ word: 'harma', before: [], whole: true });
    expect(nameWordSearch('Ravi Kumar2')).toEqual({ word: 'kumar2', before: ['ravi'], whole: false });
    expect(nameWordSearch('Ram Asha Asha')).toEqual({ word: 'asha', before: ['ram'], whole: false });
  });
  it("does not take the words after the longest for a name's: they may run on into the city", () => {
    // "Amit Tiwari" of Rohitpur: the contact-free text "amit tiwari rohitpur …" holds "tiwari rohit"
    expect(nameWordSearch('Tiwari Rohit')).toEqual({ word: 'tiwari', before: [], whole: false });
  });
  it('keeps the first of two words as long as each other', () => {
    expect(nameWordSearch('Ravi Sood')?.word).toBe('ravi');
  });
  it('leaves every other term to the catalogue itself', () => {
    expect(nameWordSearch('asha@example.in')).toBeNull();
    expect(nameWordSearch("D'Souza")).toBeNull();
    expect(nameWordSearch('Renée')).toBeNull();
    expect(nameWordSearch('Rohit  Tiwari')).toBeNull();
    expect(nameWordSearch(' Sharma')).toBeNull();
    expect(nameWordSearch('98765')).toBeNull();
    expect(nameWordSearch('+91 94189 71455')).toBeNull();
  });
});

describe('isNameWordSort', () => {
  it('holds the three orders the index carries', () => {
    expect(['createdAt', 'studentName', 'age'].every((sort) => isNameWordSort(sort as never))).toBe(true);
    expect(isNameWordSort('state')).toBe(false);
    expect(isNameWordSort('freshness')).toBe(false);
  });
});
