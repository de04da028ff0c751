import type { AssessmentContact, AssessmentSubmission } from '@modules/marketing/domain/assessment.schema';
import type { PageQuery } from './contact-submission.repository.port';

export type StoredAssessmentContact = AssessmentContact & { id: string; createdAt: Date };

type Answers = Omit<AssessmentSubmission, 'assessmentContactId' | 'contactEmail' | 'contactPhone' | 'contactName' | 'institutionName'>;

export type StoredAssessment = Answers & {
  id: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactName: string | null;
  institutionName: string | null;
  assessmentContactId: string | null;
  createdAt: Date;
};

/** An assessment with the step-0 contact it was linked to, when there is one. */
export type AssessmentWithContact = StoredAssessment & { contact: StoredAssessmentContact | null };

export interface AssessmentRepository {
  addContact(contact: AssessmentContact): Promise<StoredAssessmentContact>;
  contactExists(id: string): Promise<boolean>;
  add(submission: AssessmentSubmission): Promise<StoredAssessment>;
  list(query: PageQuery): Promise<{ items: AssessmentWithContact[]; total: number }>;
  batches(size: number): AsyncIterable<AssessmentWithContact[]>;
}
