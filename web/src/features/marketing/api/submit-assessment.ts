import { useMutation } from '@tanstack/react-query';
import { submitAssessmentMutation } from '@/api/@tanstack/react-query.gen';

/** POST /api/assessment: stores the answers and returns the server's strategy. */
export const useSubmitAssessment = () => useMutation(submitAssessmentMutation());
