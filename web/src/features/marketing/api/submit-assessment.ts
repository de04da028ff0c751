import { useMutation } from '@tanstack/react-query';
import type { AnswerField } from '@domain/marketing/domain/assessment-questions.schema';
import { submitAssessmentMutation } from '@/api/@tanstack/react-query.gen';
import type { SubmitAssessmentData } from '@/api/types.gen';

/** The 15 answers as the contract takes them: one option each, multi-choice ones as a JSON-encoded list of options. */
export type AssessmentAnswers = Pick<SubmitAssessmentData['body'], AnswerField>;

/** POST /api/assessment: stores the answers and returns the server's strategy. */
export const useSubmitAssessment = () => useMutation(submitAssessmentMutation());
