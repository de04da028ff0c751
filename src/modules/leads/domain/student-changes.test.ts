import { describe, expect, it } from 'bun:test';
import { changedFields } from './student-changes';

describe("the audit trail's record of an edit", () => {
  it('names the fields given a value, never the values', () => {
    expect(changedFields({ city: 'Pune', state: undefined, mobileVerified: false, passingYear: null })).toEqual(['city', 'mobileVerified', 'passingYear']);
  });
});
