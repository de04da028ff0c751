import { describe, expect, it } from 'bun:test';
import { savedSearchName } from './saved-search-name';

describe('the default name of a saved search', () => {
  it('reads as words: place, stream, year, then the contact statuses', () => {
    expect(savedSearchName({ mobileVerified: 'true', passingYear: '2025', stream: 'Engineering', state: 'Maharashtra' }, undefined)).toBe(
      'Maharashtra · Engineering · 2025 · mobile verified',
    );
  });
  it('puts the search first, in quotes, and says "not verified"', () => {
    expect(savedSearchName({ emailVerified: 'false', city: 'Pune' }, 'coep')).toBe('“coep” · Pune · e-mail not verified');
  });
  it('names the whole catalogue, and stays within 80 characters', () => {
    expect(savedSearchName({}, undefined)).toBe('All students');
    expect(savedSearchName({ state: 'A'.repeat(100) }, undefined)).toHaveLength(80);
  });
});
