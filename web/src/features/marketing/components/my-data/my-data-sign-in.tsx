import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { refusalKey, useRequestCode, useVerifyCode } from '../../api/my-data';
import type { MyDataKey } from '../../content/my-data-strings';
import { useMyDataLanguage, useMyDataText } from './use-my-data-text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^(\+?91|0)?[6-9]\d{9}$/;
const looksLikeContact = (text: string) => EMAIL.test(text.trim()) || MOBILE.test(text.replace(/[\s\-().]/g, ''));

/** Issue 25 §11: the phone's keyboard fits the contact: digits for a mobile number, the @ keyboard for an e-mail. */
const KEYBOARD = {
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
} as const;

export const formStyle = flex({ direction: 'column', gap: '4', maxW: 'md' });
export const noteStyle = hint();

/** Step one and two: the contact on record, then the 6-digit code sent to it; answers the pass. */
export function MyDataSignIn({ onPass }: { onPass: (pass: string) => void }) {
  const text = useMyDataText();
  const language = useMyDataLanguage();
  const requestCode = useRequestCode();
  const [kind, setKind] = useState<keyof typeof KEYBOARD>('mobile');
  const [resent, setResent] = useState(false);
  const verify = useVerifyCode();
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<MyDataKey | null>(null);

  const ask = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!looksLikeContact(contact)) return setProblem('errorContact');
    setProblem(null);
    try {
      // the text message or e-mail comes in the language of the screen
      const answer = await requestCode.mutateAsync({ body: { contact, language } });
      setResent(sentTo !== null);
      setSentTo(answer.sentTo);
    } catch (error) {
      setProblem(refusalKey(error) === 'errorGeneric' ? 'errorContact' : refusalKey(error));
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setProblem('errorCode');
    setProblem(null);
    try {
      const answer = await verify.mutateAsync({ body: { contact, code: code.trim() } });
      onPass(answer.pass);
    } catch (error) {
      setProblem(refusalKey(error));
    }
  };

  if (sentTo === null)
    return (
      <form method="post" className={formStyle} onSubmit={ask} noValidate>
        <fieldset className={flex({ gap: '2' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>{text('contactBy')}</legend>
          {(['mobile', 'email'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={kind === option}
              className={button({ size: 'sm', variant: kind === option ? 'solid' : 'outline' })}
              onClick={() => setKind(option)}
            >
              {text(option === 'mobile' ? 'byMobile' : 'byEmail')}
            </button>
          ))}
        </fieldset>
        <Field label={text('contactLabel')} error={problem ? text(problem) : undefined} hint={text('contactHint')} required>
          <input className={input()} value={contact} onChange={(e) => setContact(e.target.value)} {...KEYBOARD[kind]} />
        </Field>
        <button type="submit" className={button()} disabled={requestCode.isPending}>
          {requestCode.isPending ? text('sending') : text('sendCode')}
        </button>
      </form>
    );

  return (
    <form method="post" className={formStyle} onSubmit={check} noValidate>
      <p role="status" className={noteStyle}>
        {text(resent ? 'codeResent' : 'codeSent', { to: sentTo })}
      </p>
      <Field label={text('codeLabel')} error={problem ? text(problem) : undefined} required>
        <input
          className={input()}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          // biome-ignore lint/a11y/noAutofocus: the code field is the one thing to do on this step
          autoFocus
        />
      </Field>
      <div className={flex({ gap: '3', wrap: 'wrap' })}>
        <button type="submit" className={button()} disabled={verify.isPending}>
          {verify.isPending ? text('checking') : text('showData')}
        </button>
        <button type="button" className={button({ variant: 'outline' })} disabled={requestCode.isPending} onClick={() => void ask()}>
          {text('resendCode')}
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => {
            setResent(false);
            setSentTo(null);
            setCode('');
            setProblem(null);
          }}
        >
          {text('otherContact')}
        </button>
      </div>
    </form>
  );
}
