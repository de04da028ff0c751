import { useMutation, useQuery } from '@tanstack/react-query';
import {
  clearStudentDoNotContactMutation,
  getStudentConsentOptions,
  recordStudentConsentMutation,
  setStudentDoNotContactMutation,
  withdrawStudentConsentMutation,
} from '@/api/@tanstack/react-query.gen';
import { useInvalidateStudents } from './save-student';

/** Issue 16: one student's provenance and consent, for the admin's consent dialog. */
export const useStudentConsent = (id: string | null) => useQuery({ ...getStudentConsentOptions({ path: { id: id ?? '' } }), enabled: id !== null });

/** Records or replaces the consent; the lists, their consent filter and the dashboard count change with it. */
export function useRecordConsent() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...recordStudentConsentMutation(), onSuccess: invalidate });
}

export function useWithdrawConsent() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...withdrawStudentConsentMutation(), onSuccess: invalidate });
}

/** Issue 16 §3: marks or clears "Do not contact"; the consent view and the lists are read again (their keys name Student). */
export function useSetDoNotContact() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...setStudentDoNotContactMutation(), onSuccess: invalidate });
}

export function useClearDoNotContact() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...clearStudentDoNotContactMutation(), onSuccess: invalidate });
}
