import { describe, expect, it } from 'bun:test';
import { costOf, pricesFor, quoteUnlockAndSave, unitPrice } from './prices';

describe('credit prices', () => {
  it('charges a free member 1 credit per student to unlock, save or export', () => {
    expect(costOf('unlock', 3, false)).toBe(3);
    expect(costOf('save', 1, false)).toBe(1);
    expect(costOf('export', 25, false)).toBe(25);
  });

  it('charges premium members the save, and nothing to unlock or export (spec 001 §6, §9)', () => {
    expect(costOf('save', 4, true)).toBe(4);
    expect(costOf('export', 25, true)).toBe(0);
    expect(unitPrice('unlock', true)).toBe(0);
    expect(pricesFor(true)).toEqual({ unlock: 0, save: 1, export: 0 });
    expect(pricesFor(false)).toEqual({ unlock: 1, save: 1, export: 1 });
  });
});

describe('the unlock-and-save quote', () => {
  it('prices a mixed selection of new students as unlocked + 2 × locked', () => {
    // 2 unlocked + 3 locked, none saved yet
    expect(quoteUnlockAndSave({ locked: 3, unsaved: 5 }, false)).toEqual({ toUnlock: 3, toSave: 5, unlockCredits: 3, saveCredits: 5, totalCredits: 2 + 2 * 3 });
  });

  it('does not price the save of students already saved: 1 saved + 2 locked costs 4, not 5', () => {
    expect(quoteUnlockAndSave({ locked: 2, unsaved: 2 }, false).totalCredits).toBe(4);
  });

  it('charges premium members the save only', () => {
    expect(quoteUnlockAndSave({ locked: 3, unsaved: 2 }, true)).toEqual({ toUnlock: 0, toSave: 2, unlockCredits: 0, saveCredits: 2, totalCredits: 2 });
  });
});
