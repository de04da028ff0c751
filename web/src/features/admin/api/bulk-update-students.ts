import { useMutation } from '@tanstack/react-query';
import { bulkUpdateStudentsMutation } from '@/api/@tanstack/react-query.gen';
import { useInvalidateStudents } from './save-student';

export function useBulkUpdateStudents() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...bulkUpdateStudentsMutation(), onSuccess: invalidate });
}
