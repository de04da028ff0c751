import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveStudentReportMutation, listStudentReportsOptions, rejectStudentReportMutation } from '@/api/@tanstack/react-query.gen';
import type { ListStudentReportsData } from '@/api/types.gen';
import { adminRetry } from './admin-query';

export type ReportStatus = NonNullable<NonNullable<ListStudentReportsData['query']>['status']>;

export const STUDENT_REPORT_PAGE_SIZE = 25;

/** The admins' queue of reports of wrong data, oldest first. */
export const useStudentReports = (query: { status: ReportStatus; page: number }) =>
  useQuery({ ...listStudentReportsOptions({ query: { ...query, limit: STUDENT_REPORT_PAGE_SIZE } }), placeholderData: keepPreviousData, retry: adminRetry });

/** Approve (refund and flag) or reject; the queue reloads either way. */
export function useReviewReport() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries();
  return { approve: useMutation({ ...approveStudentReportMutation(), onSuccess }), reject: useMutation({ ...rejectStudentReportMutation(), onSuccess }) };
}
