import { useMutation } from '@tanstack/react-query';
import { adminLoginMutation } from '@/api/@tanstack/react-query.gen';

export const useAdminLogin = () => useMutation({ ...adminLoginMutation() });
