import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { flex, heading, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { LoadingState } from '@/components/ui/states';
import { isExpiredPass, refusalKey, useMyData } from '../../api/my-data';
import type { MyDataLanguage } from '../../content/my-data-strings';
import { MarketingLayout } from '../layout/marketing-layout';
import { container } from '../shared/section-heading';
import { MyDataRecord } from './my-data-record';
import { MyDataRequests } from './my-data-requests';
import { MyDataSignIn, noteStyle } from './my-data-sign-in';
import { MyDataLanguageContext, useMyDataText } from './use-my-data-text';

const PASS_LIFETIME_MS = 30 * 60 * 1000;
const LANGUAGES: { value: MyDataLanguage; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
];

/** Issue 16 §4: /my-data, the students' and parents' own rights portal, in English and Hindi. */
export function MyDataPage() {
  const [language, setLanguage] = useState<MyDataLanguage>('en');
  return (
    <MarketingLayout>
      <MyDataLanguageContext.Provider value={language}>
        <div lang={language} className={`${container} ${css({ maxW: '3xl', pt: { base: '28', md: '36' }, pb: '20' })}`}>
          <LanguageToggle language={language} onChange={setLanguage} />
          <MyDataBody />
        </div>
      </MyDataLanguageContext.Provider>
    </MarketingLayout>
  );
}

function LanguageToggle({ language, onChange }: { language: MyDataLanguage; onChange: (language: MyDataLanguage) => void }) {
  const text = useMyDataText();
  return (
    <fieldset className={flex({ gap: '2', justify: 'flex-end', align: 'center', mb: '4' })}>
      <legend className={visuallyHidden()}>{text('language')}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          aria-pressed={language === option.value}
          className={button({ size: 'sm', variant: language === option.value ? 'solid' : 'outline' })}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

function MyDataBody() {
  const text = useMyDataText();
  const [pass, setPass] = useState<string | null>(null);
  const data = useMyData(pass);
  // the pass lapses after 30 minutes on the server; the screen forgets it then too
  useEffect(() => {
    if (!pass) return;
    const timer = setTimeout(() => setPass(null), PASS_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [pass]);
  const expired = data.isError && isExpiredPass(data.error);

  return (
    <>
      <h1 className={heading({ size: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>{text('pageTitle')}</h1>
      <p className={css({ mt: '3', mb: '8', fontSize: 'lg', color: 'fg.muted' })}>{text('intro')}</p>
      {!pass || expired ? (
        <>
          {expired ? (
            <p role="alert" className={css({ color: 'error.default', mb: '4' })}>
              {text('errorExpired')}
            </p>
          ) : null}
          <MyDataSignIn onPass={setPass} />
        </>
      ) : data.isPending ? (
        <LoadingState label={text('loading')} />
      ) : data.isError ? (
        <p role="alert" className={css({ color: 'error.default' })}>
          {text(refusalKey(data.error))}
        </p>
      ) : (
        <div className={flex({ direction: 'column', gap: '6' })}>
          <div className={flex({ justify: 'space-between', gap: '3', wrap: 'wrap', align: 'center' })}>
            <p className={noteStyle}>{text('sessionNote')}</p>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setPass(null)}>
              {text('signOut')}
            </button>
          </div>
          {data.data.records.map((record, index) => (
            <MyDataRecord key={record.id} record={record} index={index} total={data.data.records.length} pass={pass} />
          ))}
          <MyDataRequests requests={data.data.requests} />
        </div>
      )}
    </>
  );
}
