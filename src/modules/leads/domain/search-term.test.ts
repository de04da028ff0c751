import { describe, expect, it } from 'bun:test';
import { searchableTerm } from './search-term';

describe('searchableTerm', () => {
  it('turns a term written like a phone number into the stored 10 digits', () => {
    expect(searchableTerm('+91 94189 71455')).toBe('9418971455');
    expect(searchableTerm('094189-71455')).toBe('9418971455');
    expect(searchableTerm('94189 71455')).toBe('9418971455');
    expect(searchableTerm('(0) 94189.71455')).toBe('9418971455');
  });
  it('leaves every other term as typed', () => {
    expect(searchableTerm('Sharma')).toBe('Sharma');
    expect(searchableTerm('98765')).toBe('98765');
    expect(searchableTerm('Rohit 9841')).toBe('Rohit 9841');
    expect(searchableTerm('asha@example.in')).toBe('asha@example.in');
  });
});
