import { describe, expect, it } from 'bun:test';
import { isNameWordSort, nameWordOf } from './name-words';

describe('nameWordOf', () => {
  it('answers a name-like term lowercased, by its longest word', () => {
    expect(nameWordOf('Sharma')).toBe('sharma');
    expect(nameWordOf('Rohit Tiwari')).toBe('tiwari');
    expect(nameWordOf('harma')).toBe('harma');
    expect(nameWordOf('Ravi Kumar2')).toBe('kumar2');
  });
  it('keeps the first of two words as long as each other', () => {
    expect(nameWordOf('Ravi Sood')).toBe('ravi');
  });
  it('leaves every other term to the catalogue itself', () => {
    expect(nameWordOf('asha@example.in')).toBeNull();
    expect(nameWordOf("D'Souza")).toBeNull();
    expect(nameWordOf('Renée')).toBeNull();
    expect(nameWordOf('Rohit  Tiwari')).toBeNull();
    expect(nameWordOf(' Sharma')).toBeNull();
    expect(nameWordOf('98765')).toBeNull();
    expect(nameWordOf('+91 94189 71455')).toBeNull();
  });
});

describe('isNameWordSort', () => {
  it('holds the three orders the index carries', () => {
    expect(['createdAt', 'studentName', 'age'].every((sort) => isNameWordSort(sort as never))).toBe(true);
    expect(isNameWordSort('state')).toBe(false);
    expect(isNameWordSort('freshness')).toBe(false);
  });
});
