import { useMutation } from '@tanstack/react-query';
import { bulkDeleteStudentsMutation, deleteStudentMutation } from '@/api/@tanstack/react-query.gen';
import { useInvalidateStudents } from './save-student';

export function useDeleteStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...deleteStudentMutation(), onSuccess: invalidate });
}

export function useBulkDeleteStudents() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...bulkDeleteStudentsMutation(), onSuccess: invalidate });
}
