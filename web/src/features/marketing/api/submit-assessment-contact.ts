import { useMutation } from '@tanstack/react-query';
import { submitAssessmentContactMutation } from '@/api/@tanstack/react-query.gen';

/** POST /api/assessment-contact when the visitor leaves step 0. */
export const useSubmitAssessmentContact = () => useMutation(submitAssessmentContactMutation());
