import * as v from 'valibot';
import { queryInt } from '@platform/http/schemas';
import { pageSize, StudentLeadSchema } from './leads.schemas';

export const UnlockedLeadsQuery = v.object({
  page: v.pipe(queryInt(1, 1, 1_000_000, 'page'), v.description('A whole number from 1 (default 1); a page past the last answers an empty `students`.')),
  limit: pageSize(),
});

/** A student as the catalogue shows them to this member, and when the member unlocked them. */
export const UnlockedLeadSchema = v.object({
  ...StudentLeadSchema.entries,
  unlockedAt: v.pipe(v.string(), v.description('When this member unlocked the student (ISO 8601)')),
});

export const UnlockedLeadsResponse = v.object({
  students: v.array(UnlockedLeadSchema),
  total: v.pipe(v.number(), v.description('Students this member has unlocked, erased students left out')),
  totalPages: v.number(),
  page: v.number(),
  limit: v.number(),
});

export const StudentIdParams = v.object({ id: v.pipe(v.string(), v.uuid('Not a valid student id')) });
