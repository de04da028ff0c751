import { AssessmentContactSchema } from '@domain/marketing/domain/assessment.schema';
import { ArrowRight } from 'lucide-react';
import * as v from 'valibot';
import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { flex, grid, heading, hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { useHydrated, useValuesTypedBeforeHydration } from '@/lib/use-hydrated';
import { HoneypotField } from '../shared/honeypot-field';

export type ContactDetails = { name: string; instituteName: string; email: string; phone: string; website?: string };
export const EMPTY_CONTACT: ContactDetails = { name: '', instituteName: '', email: '', phone: '' };

const FIELDS: { key: keyof ContactDetails; label: string; type: string; autoComplete: string }[] = [
  { key: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { key: 'instituteName', label: 'Institute name', type: 'text', autoComplete: 'organization' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/**
 * Step 0: all four fields non-blank after trimming, else red borders and the spec's one message; then the e-mail and
 * phone as the server checks them (the server's own schema), each message under its field.
 * The questions that follow need the page's scripts, so the form cannot be sent before they run (the prerendered
 * page is readable and fillable at once; what was typed is kept when the scripts take over).
 */
export function ContactStep({ initial, onContinue }: { initial: ContactDetails; onContinue: (contact: ContactDetails) => void }) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  useValuesTypedBeforeHydration(form, (typed) =>
    setValues((current) => ({ ...current, ...Object.fromEntries(FIELDS.filter(({ key }) => typed[key]).map(({ key }) => [key, typed[key]])) })),
  );
  const honeypot = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState<(keyof ContactDetails)[]>([]);
  const [malformed, setMalformed] = useState<Partial<Record<keyof ContactDetails, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = FIELDS.map((field) => field.key).filter((key) => (values[key] ?? '').trim() === '');
    setMissing(blank);
    if (blank.length) return setMalformed({});
    const checked = v.safeParse(AssessmentContactSchema, values);
    if (!checked.success) {
      return setMalformed(Object.fromEntries(checked.issues.map((issue) => [v.getDotPath(issue), issue.message])));
    }
    setMalformed({});
    onContinue({ ...checked.output, website: honeypot.current?.value ?? '' });
  };
  return (
    <form ref={form} method="post" noValidate onSubmit={submit} aria-labelledby="contact-step-title">
      <h2 id="contact-step-title" className={heading({ size: '2xl' })}>
        First, tell us who you are
      </h2>
      <p className={hint({ size: 'inherit', mt: '1', mb: '6' })}>We will send your personalised strategy report to these details.</p>
      <div className={grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '5' })}>
        {FIELDS.map((field) => (
          <div key={field.key} className={flex({ direction: 'column', gap: '1.5' })}>
            <label htmlFor={`assessment-${field.key}`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {field.label}
              <span aria-hidden className={css({ color: 'error.default' })}>
                {' '}
                *
              </span>
            </label>
            <input
              id={`assessment-${field.key}`}
              className={input()}
              type={field.type}
              name={field.key}
              autoComplete={field.autoComplete}
              value={values[field.key] ?? ''}
              aria-invalid={missing.includes(field.key) || Boolean(malformed[field.key]) || undefined}
              aria-describedby={malformed[field.key] ? `assessment-${field.key}-message` : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
            />
            {malformed[field.key] ? (
              <p id={`assessment-${field.key}-message`} role="alert" className={css({ fontSize: 'sm', color: 'error.default' })}>
                {malformed[field.key]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {missing.length ? (
        <p role="alert" className={css({ mt: '4', color: 'error.default', fontSize: 'sm', fontWeight: 'medium' })}>
          Please fill in all fields to continue with the assessment.
        </p>
      ) : null}
      <HoneypotField inputRef={honeypot} />
      <button type="submit" disabled={!hydrated} className={`${button({ size: 'lg' })} ${css({ w: 'full', mt: '6' })}`}>
        Start Assessment <ArrowRight size={18} aria-hidden />
      </button>
    </form>
  );
}
