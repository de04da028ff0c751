import { useMutation } from '@tanstack/react-query';
import { verifyAdminOtpMutation } from '@/api/@tanstack/react-query.gen';

export const useVerifyAdminOtp = () => useMutation({ ...verifyAdminOtpMutation() });
