import { describe, expect, it } from 'bun:test';
import { costOf, unlockAndSaveCost } from './prices';

describe('credit prices', () => {
  it('charges 1 credit per student to unlock, save or export', () => {
    expect(costOf('unlock', 3, false)).toBe(3);
    expect(costOf('save', 1, false)).toBe(1);
    expect(costOf('export', 25, false)).toBe(25);
  });
  it('charges premium members nothing', () => {
    expect(costOf('export', 25, true)).toBe(0);
    expect(unlockAndSaveCost(2, 3, true)).toBe(0);
  });
  it('prices a mixed bulk unlock-and-save as unlocked + 2 × locked', () => {
    expect(unlockAndSaveCost(2, 3, false)).toBe(2 + 2 * 3);
  });
});
