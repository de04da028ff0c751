import type { AssessmentContact } from '../domain/assessment.schema';
import type { AssessmentRepository, StoredAssessmentContact } from './ports/assessment.repository.port';

/** Step 0 is stored on its own, so sales can call a visitor who leaves half-way through. */
export const submitAssessmentContact = (contact: AssessmentContact, deps: { assessments: AssessmentRepository }): Promise<StoredAssessmentContact> =>
  deps.assessments.addContact(contact);
