import * as v from 'valibot';
import { queryInt, searchTerm } from '../../../../platform/http/schemas';

export const ContactAccepted = v.object({ success: v.literal(true), id: v.string(), message: v.string() });

export const ContactSubmissionView = v.object({
  id: v.string(),
  institutionName: v.string(),
  contactName: v.string(),
  email: v.string(),
  phone: v.string(),
  serviceInterest: v.string(),
  message: v.string(),
  createdAt: v.string(),
});

export const ContactSubmissionList = v.object({
  submissions: v.array(ContactSubmissionView),
  total: v.number(),
  page: v.number(),
  totalPages: v.number(),
});

export const ListQuery = v.object({
  page: queryInt(1, 1, 100_000, 'page'),
  limit: queryInt(20, 1, 100, 'limit'),
  search: searchTerm,
});
