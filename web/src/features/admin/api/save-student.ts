import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStudentMutation, updateStudentMutation } from '@/api/@tanstack/react-query.gen';

const useInvalidateStudents = () => {
  const queryClient = useQueryClient();
  // student lists, filter options, the dashboard counts and the upload history all change with the catalogue
  return () => queryClient.invalidateQueries({ predicate: (q) => /Student|Dashboard|ImportBatches/.test(JSON.stringify(q.queryKey)) });
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
