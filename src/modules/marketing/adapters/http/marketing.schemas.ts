import * as v from 'valibot';
import { queryInt, searchTerm } from '@platform/http/schemas';

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

export const AssessmentContactAccepted = v.object({ success: v.literal(true), id: v.string() });

export const StrategyView = v.object({
  success: v.literal(true),
  id: v.string(),
  strategy: v.array(v.string()),
  expectedResults: v.object({ moreLeads: v.string(), lowerCost: v.string(), conversion: v.string() }),
});

const text = v.string();
const optionalText = v.nullable(v.string());

export const AssessmentContactView = v.object({
  id: v.string(),
  name: text,
  instituteName: text,
  email: text,
  phone: text,
  createdAt: v.string(),
});

export const AssessmentSubmissionView = v.object({
  id: v.string(),
  institutionType: text,
  role: text,
  challenge: text,
  marketingMethods: text,
  digitalPlatforms: text,
  dataCollection: text,
  outreachMethods: text,
  leadRequirement: text,
  conversionExpectation: text,
  sellingProcess: text,
  budget: text,
  geographic: text,
  uniqueAdvantages: text,
  desiredSolutions: text,
  timeline: text,
  contactEmail: optionalText,
  contactPhone: optionalText,
  contactName: optionalText,
  institutionName: optionalText,
  createdAt: v.string(),
  contact: v.nullable(AssessmentContactView),
});

export const AssessmentSubmissionList = v.object({
  submissions: v.array(AssessmentSubmissionView),
  total: v.number(),
  page: v.number(),
  totalPages: v.number(),
});
