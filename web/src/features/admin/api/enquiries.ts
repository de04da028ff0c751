import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAssessmentSubmissionsOptions, listContactSubmissionsOptions } from '@/api/@tanstack/react-query.gen';
import { adminRetry } from './admin-query';

export const ENQUIRY_PAGE_SIZE = 20;

type EnquiryQuery = { page: number; search?: string };

export const useContactSubmissions = (query: EnquiryQuery) =>
  useQuery({ ...listContactSubmissionsOptions({ query: { ...query, limit: ENQUIRY_PAGE_SIZE } }), retry: adminRetry, placeholderData: keepPreviousData });

export const useAssessmentSubmissions = (query: EnquiryQuery) =>
  useQuery({ ...listAssessmentSubmissionsOptions({ query: { ...query, limit: ENQUIRY_PAGE_SIZE } }), retry: adminRetry, placeholderData: keepPreviousData });
