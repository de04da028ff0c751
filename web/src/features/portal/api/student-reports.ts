import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listStudentFlagsOptions, listStudentFlagsQueryKey, reportStudentMutation } from '@/api/@tanstack/react-query.gen';
import type { ListStudentFlagsResponse, ReportStudentData } from '@/api/types.gen';

export type ReportReason = ReportStudentData['body']['reason'];

/** The reasons a member may give, as the screen words them (the contract's list). */
export const REPORT_REASONS: Record<ReportReason, string> = {
  wrong_number: 'Wrong number',
  bounced_email: 'Bounced e-mail',
  not_a_student: 'Not a student',
  duplicate: 'Duplicate',
};

/** The flagged fields of one student: reported invalid (approved, or by several members) and not corrected since. */
export const useStudentFlags = (studentId: string | undefined) =>
  useQuery({
    ...listStudentFlagsOptions({ query: { ids: studentId ?? '' } }),
    enabled: Boolean(studentId),
    select: (data) => new Set(data.flags.find((flag) => flag.studentId === studentId)?.fields ?? []),
    retry: false,
  });

/** ADR 0025: a contact field marked invalid (bounced, or reported by three institutions), since when and why. */
export type InvalidContact = NonNullable<ListStudentFlagsResponse['flags'][number]['invalid']>[number];

/** The invalid contact fields of one student, by field (the same request as useStudentFlags). */
export const useInvalidContacts = (studentId: string | undefined) =>
  useQuery({
    ...listStudentFlagsOptions({ query: { ids: studentId ?? '' } }),
    enabled: Boolean(studentId),
    select: (data) => new Map((data.flags.find((flag) => flag.studentId === studentId)?.invalid ?? []).map((entry) => [entry.field, entry])),
    retry: false,
  });

export function useReportStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reportStudentMutation(),
    onSuccess: (_, variables) => queryClient.invalidateQueries({ queryKey: listStudentFlagsQueryKey({ query: { ids: variables.path.id } }) }),
  });
}
