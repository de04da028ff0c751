import type { ContactEnquiry } from '@modules/marketing/domain/contact.schema';

export type StoredContactSubmission = ContactEnquiry & { id: string; createdAt: Date };
export type PageQuery = { page: number; limit: number; search?: string };

export interface ContactSubmissionRepository {
  add(form: ContactEnquiry): Promise<StoredContactSubmission>;
  list(query: PageQuery): Promise<{ items: StoredContactSubmission[]; total: number }>;
  /** Every submission, newest first, a batch at a time (for the CSV export). */
  batches(size: number): AsyncIterable<StoredContactSubmission[]>;
}
