import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStudentMutation, updateStudentMutation } from '@/api/@tanstack/react-query.gen';

const useInvalidateStudents = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => JSON.stringify(q.queryKey).includes('/api/students') || JSON.stringify(q.queryKey).includes('Student') || JSON.stringify(q.queryKey).includes('Dashboard') });
};

export function useCreateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...createStudentMutation(), onSuccess: invalidate });
}

export function useUpdateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...updateStudentMutation(), onSuccess: invalidate });
}

export { useInvalidateStudents };
