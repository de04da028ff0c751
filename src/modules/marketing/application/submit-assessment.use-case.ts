import type * as v from 'valibot';
import type { AssessmentSubmissionSchema } from '../domain/assessment.schema';
import { caughtByHoneypot } from '../domain/honeypot.schema';
import { strategyFor, type Strategy } from '../domain/strategy.schema';
import type { AssessmentRepository } from './ports/assessment.repository.port';

/**
 * Stores the answers and returns the personalised strategy the result screen shows. A robot (the honeypot field
 * filled) gets a strategy like anyone else, and nothing is stored.
 */
export async function submitAssessment(
  form: v.InferOutput<typeof AssessmentSubmissionSchema>,
  deps: { assessments: AssessmentRepository },
): Promise<Strategy & { id: string }> {
  const { website: _honeypot, ...submission } = form;
  if (caughtByHoneypot(form)) return { id: crypto.randomUUID(), ...strategyFor(submission) };
  const contactId = submission.assessmentContactId;
  // an unknown contact id (a stale tab, a hand-made call) is dropped rather than failing the visitor's answers
  const linked = contactId && (await deps.assessments.contactExists(contactId)) ? contactId : null;
  const stored = await deps.assessments.add({ ...submission, assessmentContactId: linked });
  return { id: stored.id, ...strategyFor(submission) };
}
