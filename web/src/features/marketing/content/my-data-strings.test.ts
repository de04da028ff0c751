import { describe, expect, it } from 'bun:test';
import { MY_DATA_EN } from './my-data-en';
import { MY_DATA_HI } from './my-data-hi';
import { translate } from './my-data-strings';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the /my-data dictionary', () => {
  it('has every English string in Hindi, none empty, none left in English', () => {
    expect(Object.keys(MY_DATA_HI).sort()).toEqual(Object.keys(MY_DATA_EN).sort());
    for (const [key, hindi] of Object.entries(MY_DATA_HI)) {
      expect(hindi.trim(), key).not.toBe('');
      expect(/[\u0900-\u097F]/.test(hindi), `${key} is written in Devanagari`).toBe(true);
    }
  });

  it('keeps the same placeholders in both languages', () => {
    for (const key of Object.keys(MY_DATA_EN) as (keyof typeof MY_DATA_EN)[]) expect(placeholders(MY_DATA_HI[key]), key).toEqual(placeholders(MY_DATA_EN[key]));
  });

  it('fills placeholders', () => {
    expect(translate('en', 'recordHeading', { n: 1, total: 2 })).toBe('Record 1 of 2');
    expect(translate('hi', 'recordHeading', { n: 1, total: 2 })).toBe('रिकॉर्ड 1 / 2');
  });
});
