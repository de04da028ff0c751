import { describe, expect, it } from 'bun:test';
import { filterValueLabel, withChosen } from './filter-choices';

describe('filter choices', () => {
  it('reads the contact statuses as Verified / Not verified and other values as they are', () => {
    expect(filterValueLabel('emailVerified', 'true')).toBe('Verified');
    expect(filterValueLabel('whatsappVerified', 'false')).toBe('Not verified');
    expect(filterValueLabel('passingYear', '2025')).toBe('2025');
  });

  it('puts the chosen value first when the options lack it, and leaves them alone otherwise', () => {
    expect(withChosen([], 'Kerala')).toEqual(['Kerala']);
    expect(withChosen(['Goa'], 'Kerala')).toEqual(['Kerala', 'Goa']);
    expect(withChosen(['Goa', 'Kerala'], 'Kerala')).toEqual(['Goa', 'Kerala']);
    expect(withChosen(['Goa'], 'all')).toEqual(['Goa']);
    expect(withChosen(['Goa'], undefined)).toEqual(['Goa']);
  });
});
