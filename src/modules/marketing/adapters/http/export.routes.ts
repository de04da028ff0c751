import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { CsvFile, ErrorResponse } from '@platform/http/schemas';
import type { AssessmentRepository, AssessmentWithContact } from '@modules/marketing/application/ports/assessment.repository.port';
import type { ContactSubmissionRepository, StoredContactSubmission } from '@modules/marketing/application/ports/contact-submission.repository.port';
import { QUESTIONS } from '@modules/marketing/domain/assessment-questions.schema';
import { csvDownload as csvResponse, type CsvColumn } from '@platform/http/csv-download';

const BATCH = 1000;
const stamp = (date: Date) => date.toISOString();
const today = () => new Date().toISOString().slice(0, 10);

const contactColumns: CsvColumn<StoredContactSubmission>[] = [
  { header: 'Submitted at', value: (row) => stamp(row.createdAt) },
  { header: 'Institution', value: (row) => row.institutionName },
  { header: 'Contact name', value: (row) => row.contactName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Service interest', value: (row) => row.serviceInterest },
  { header: 'Message', value: (row) => row.message },
];

/** Multi-choice answers are stored as JSON lists; a spreadsheet reads them better as "a; b". */
const readable = (stored: string, multi: boolean) => {
  if (!multi) return stored;
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.join('; ') : stored;
  } catch {
    return stored; // older rows may hold plain text
  }
};

const assessmentColumns: CsvColumn<AssessmentWithContact>[] = [
  { header: 'Submitted at', value: (row) => stamp(row.createdAt) },
  { header: 'Contact name', value: (row) => row.contact?.name ?? row.contactName },
  { header: 'Institution', value: (row) => row.contact?.instituteName ?? row.institutionName },
  { header: 'Email', value: (row) => row.contact?.email ?? row.contactEmail },
  { header: 'Phone', value: (row) => row.contact?.phone ?? row.contactPhone },
  ...QUESTIONS.map((question) => ({ header: question.title, value: (row: AssessmentWithContact) => readable(row[question.field], question.multi) })),
];

const csvDoc = (operationId: string, summary: string) => ({ operationId, tags: ['Admin: enquiries'], summary });

export const exportRoutes = (deps: { auth: AuthPlugin; submissions: ContactSubmissionRepository; assessments: AssessmentRepository }) =>
  new Elysia({ name: 'marketing.export.routes' })
    .use(deps.auth)
    .get('/contact-submissions/export', () => csvResponse(`contact-submissions-${today()}.csv`, contactColumns, deps.submissions.batches(BATCH)), {
      admin: true,
      response: { 200: CsvFile, 401: ErrorResponse, 403: ErrorResponse },
      detail: csvDoc('exportContactSubmissions', 'Every contact-form enquiry as CSV, newest first (admins only)'),
    })
    .get('/assessment-submissions/export', () => csvResponse(`assessments-${today()}.csv`, assessmentColumns, deps.assessments.batches(BATCH)), {
      admin: true,
      response: { 200: CsvFile, 401: ErrorResponse, 403: ErrorResponse },
      detail: csvDoc('exportAssessmentSubmissions', 'Every assessment with its contact as CSV, newest first (admins only)'),
    });
