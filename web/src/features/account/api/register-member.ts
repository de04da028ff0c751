import { useMutation } from '@tanstack/react-query';
import { registerMemberMutation } from '@/api/@tanstack/react-query.gen';

export const useRegisterMember = () => useMutation({ ...registerMemberMutation() });
