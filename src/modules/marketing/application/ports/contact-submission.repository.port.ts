import type { ContactForm } from '../../domain/contact.schema';

export type StoredContactSubmission = ContactForm & { id: string; createdAt: Date };

export interface ContactSubmissionRepository {
  add(form: ContactForm): Promise<StoredContactSubmission>;
  list(query: { page: number; limit: number; search?: string }): Promise<{ items: StoredContactSubmission[]; total: number }>;
}
