import { useMutation } from '@tanstack/react-query';
import { requestPasswordResetMutation } from '@/api/@tanstack/react-query.gen';

export const useRequestPasswordReset = () => useMutation({ ...requestPasswordResetMutation() });
