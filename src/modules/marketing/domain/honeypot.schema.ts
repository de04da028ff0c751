import * as v from 'valibot';

/**
 * The honeypot: a form field the screens render hidden from people (off-screen, `tabindex="-1"`,
 * `autocomplete="off"`, `aria-hidden`) and always send empty. Form-filling robots fill every field; a submission
 * with something in it is answered exactly as an accepted one, and nothing is stored or e-mailed.
 */
export const HONEYPOT_FIELD = 'website';

export const honeypot = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(500),
    v.description('Leave empty. A hidden field people never see; anything in it marks the submission as a robot’s (answered as accepted, stored nowhere).'),
  ),
);

export const caughtByHoneypot = (form: { website?: string }) => (form.website ?? '').trim().length > 0;
