import { useMutation } from '@tanstack/react-query';
import { resetPasswordMutation } from '@/api/@tanstack/react-query.gen';

export const useResetPassword = () => useMutation({ ...resetPasswordMutation() });
