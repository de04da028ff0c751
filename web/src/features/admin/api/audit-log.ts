import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { eraseStudentMutation, listAuditLogOptions } from '@/api/@tanstack/react-query.gen';
import type { ListAuditLogData, ListAuditLogResponse } from '@/api/types.gen';
import { adminRetry } from './admin-query';
import { useInvalidateStudents } from './save-student';

export type AuditQuery = NonNullable<ListAuditLogData['query']>;
export type AuditEntry = ListAuditLogResponse['entries'][number];

/** One page of the audit log; the newest rows change as admins act, so it is refetched on every visit. */
export const useAuditLog = (query: AuditQuery) =>
  useQuery({ ...listAuditLogOptions({ query }), retry: adminRetry, placeholderData: keepPreviousData, staleTime: 0 });

/** Erasure changes the catalogue (and writes an audit row): every student list and the audit log refetch. */
export function useEraseStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...eraseStudentMutation(), onSuccess: invalidate });
}
