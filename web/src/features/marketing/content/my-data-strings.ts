import { MY_DATA_EN, type MyDataKey } from './my-data-en';
import { MY_DATA_HI } from './my-data-hi';

export type { MyDataKey };
export type MyDataLanguage = 'en' | 'hi';

export const MY_DATA_STRINGS: Record<MyDataLanguage, Record<MyDataKey, string>> = { en: MY_DATA_EN, hi: MY_DATA_HI };

/** A string of the screen in the chosen language, `{name}` placeholders filled in. */
export function translate(language: MyDataLanguage, key: MyDataKey, values: Record<string, string | number> = {}): string {
  return MY_DATA_STRINGS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
