import { ContactFormSchema, type ContactForm as ContactValues } from '@domain/marketing/domain/contact.schema';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { grid, heading, hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-into-view';
import { useHydrated, useValuesTypedBeforeHydration } from '@/lib/use-hydrated';
import { useSubmitContact } from '../../api/submit-contact';
import { HoneypotField } from '../shared/honeypot-field';

type Values = Record<keyof ContactValues, string>;
const EMPTY: Values = { institutionName: '', contactName: '', email: '', phone: '', serviceInterest: '', message: '' };
const SERVICE_OPTIONS = ['Data Enrichment', 'Digital Marketing', 'Direct Marketing', 'AI Automation', 'Performance Marketing', 'Not sure yet'];

const pick = (typed: Record<string, string>, keys: string[]) => Object.fromEntries(keys.filter((key) => key in typed).map((key) => [key, typed[key]]));

const errorsOf = (values: Values) => {
  const result = v.safeParse(ContactFormSchema, values);
  if (result.success) return {};
  const errors: Partial<Values> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof Values | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
};

/**
 * The contact form (spec 000 §4–§5, §8): checked with the server's own schema, messages under each field.
 * Before the page's scripts run it is a plain HTML form: the browser checks the fields itself and posts them to the
 * same endpoint, which answers with the thank-you page, so nothing typed reaches a URL or is lost.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  useValuesTypedBeforeHydration(form, (typed) => setValues((current) => ({ ...current, ...pick(typed, Object.keys(EMPTY)) })));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [attempt, setAttempt] = useState(0);
  // after each submit with errors, focus goes to the first field in error (spec 000 §5; issue 25 §11)
  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);
  const submit = useSubmitContact();
  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = errorsOf(values);
    setErrors(found);
    if (Object.keys(found).length) return setAttempt((count) => count + 1);
    submit.mutate(
      { body: { ...values, website: honeypot.current?.value ?? '' } },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notify({ title: 'Message Sent Successfully!', description: "Thank you, we'll contact you as soon as we can.", variant: 'success' });
        },
        onError: (error) =>
          notify({ title: 'Error Sending Message', description: serverMessage(error, 'Please try again or contact us directly.'), variant: 'destructive' }),
      },
    );
  };
  return (
    <form
      ref={form}
      method="post"
      action="/api/contact"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className={css({
        bg: 'bg.canvas',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        boxShadow: 'raised',
        p: { base: '6', md: '10' },
      })}
    >
      <h2 id="contact-form-title" className={heading({ size: '2xl', color: 'fg.default' })}>
        Get Started Today
      </h2>
      <p className={hint({ mt: '1', mb: '6' })}>Tell us about your institution and we will reply within 24 hours.</p>
      <div className={grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '5' })}>
        <Field label="Institution name" required error={errors.institutionName}>
          <input
            className={input()}
            name="institutionName"
            required
            autoComplete="organization"
            value={values.institutionName}
            onChange={set('institutionName')}
          />
        </Field>
        <Field label="Contact name" required error={errors.contactName}>
          <input className={input()} name="contactName" required autoComplete="name" value={values.contactName} onChange={set('contactName')} />
        </Field>
        <Field label="Email" required error={errors.email}>
          <input className={input()} type="email" name="email" required autoComplete="email" value={values.email} onChange={set('email')} />
        </Field>
        <Field label="Phone" required error={errors.phone}>
          <input
            className={input()}
            type="tel"
            name="phone"
            required
            minLength={10}
            autoComplete="tel"
            placeholder="+91 98450 12345"
            value={values.phone}
            onChange={set('phone')}
          />
        </Field>
      </div>
      <div className={grid({ gap: '5', mt: '5' })}>
        <Field label="Service interest" required error={errors.serviceInterest}>
          <select className={input()} name="serviceInterest" required value={values.serviceInterest} onChange={set('serviceInterest')}>
            <option value="">Select a service</option>
            {SERVICE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Message" required error={errors.message}>
          <textarea
            className={input({ multiline: true })}
            name="message"
            required
            minLength={10}
            rows={4}
            placeholder="Which courses, how many seats, and when does your admission cycle start?"
            value={values.message}
            onChange={set('message')}
          />
        </Field>
      </div>
      <HoneypotField inputRef={honeypot} />
      <button type="submit" disabled={submit.isPending} className={`${button({ size: 'lg' })} ${css({ w: 'full', mt: '6' })}`}>
        {submit.isPending ? 'Sending...' : 'Start Your Campaign'} {submit.isPending ? null : <Send size={18} aria-hidden />}
      </button>
    </form>
  );
}
