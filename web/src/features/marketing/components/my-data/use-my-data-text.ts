import { createContext, useContext } from 'react';
import { type MyDataKey, type MyDataLanguage, translate } from '../../content/my-data-strings';

export const MyDataLanguageContext = createContext<MyDataLanguage>('en');

/** The language the visitor chose: the code's text message or e-mail is sent in it too. */
export const useMyDataLanguage = () => useContext(MyDataLanguageContext);

/** The screen's words in the language the visitor chose. */
export function useMyDataText() {
  const language = useContext(MyDataLanguageContext);
  return (key: MyDataKey, values?: Record<string, string | number>) => translate(language, key, values);
}

/** A date as the visitor's language writes it (Indian calendar conventions, IST). */
export function useDateText() {
  const language = useContext(MyDataLanguageContext);
  const format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return (iso: string) => format.format(new Date(iso.length === 10 ? `${iso}T00:00:00+05:30` : iso));
}
