import { useMutation } from '@tanstack/react-query';
import { loginMemberMutation } from '@/api/@tanstack/react-query.gen';

export const useLoginMember = () => useMutation({ ...loginMemberMutation() });
