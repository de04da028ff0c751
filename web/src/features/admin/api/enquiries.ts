import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAssessmentSubmissionsOptions, listContactSubmissionsOptions } from '@/api/@tanstack/react-query.gen';
import { adminRetry } from './admin-query';

type EnquiryQuery = { page: number; search?: string };

export const useContactSubmissions = (query: EnquiryQuery) =>
  useQuery({ ...listContactSubmissionsOptions({ query: { ...query, limit: 20 } }), retry: adminRetry, placeholderData: keepPreviousData });

export const useAssessmentSubmissions = (query: EnquiryQuery) =>
  useQuery({ ...listAssessmentSubmissionsOptions({ query: { ...query, limit: 20 } }), retry: adminRetry, placeholderData: keepPreviousData });
