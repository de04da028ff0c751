import { useMutation } from '@tanstack/react-query';
import { changeMemberPasswordMutation } from '@/api/@tanstack/react-query.gen';

export const useChangePassword = () => useMutation({ ...changeMemberPasswordMutation() });
