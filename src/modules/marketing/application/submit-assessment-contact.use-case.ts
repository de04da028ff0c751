import type { AssessmentContactSchema } from '../domain/assessment.schema';
import { caughtByHoneypot } from '../domain/honeypot.schema';
import type * as v from 'valibot';
import type { AssessmentRepository } from './ports/assessment.repository.port';

/**
 * Step 0 is stored on its own, so sales can call a visitor who leaves half-way through. A robot (the honeypot field
 * filled) gets an id like anyone else's, and nothing is stored.
 */
export async function submitAssessmentContact(
  form: v.InferOutput<typeof AssessmentContactSchema>,
  deps: { assessments: AssessmentRepository },
): Promise<{ id: string }> {
  const { website: _honeypot, ...contact } = form;
  if (caughtByHoneypot(form)) return { id: crypto.randomUUID() };
  return deps.assessments.addContact(contact);
}
