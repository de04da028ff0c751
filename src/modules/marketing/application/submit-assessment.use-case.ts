import type { AssessmentSubmission } from '../domain/assessment.schema';
import { strategyFor, type Strategy } from '../domain/strategy.schema';
import type { AssessmentRepository } from './ports/assessment.repository.port';

/** Stores the answers and returns the personalised strategy the result screen shows. */
export async function submitAssessment(
  submission: AssessmentSubmission,
  deps: { assessments: AssessmentRepository },
): Promise<Strategy & { id: string }> {
  const contactId = submission.assessmentContactId;
  // an unknown contact id (a stale tab, a hand-made call) is dropped rather than failing the visitor's answers
  const linked = contactId && (await deps.assessments.contactExists(contactId)) ? contactId : null;
  const stored = await deps.assessments.add({ ...submission, assessmentContactId: linked });
  return { id: stored.id, ...strategyFor(submission) };
}
