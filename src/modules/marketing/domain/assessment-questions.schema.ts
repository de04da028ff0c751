/**
 * The free assessment's 15 questions (spec 000 §5), written once: the browser shows them, the server
 * validates answers against them and the strategy reads them. The stored answer is the option's text.
 */
import type { Question } from './assessment-options.schema';
import { GOAL_QUESTIONS } from './assessment-questions-goals.schema';
import { TODAY_QUESTIONS } from './assessment-questions-today.schema';

export { type AnswerField, BUDGET, CHALLENGE, INSTITUTION, type Question } from './assessment-options.schema';

/** All 15 in the order the assessment asks them. */
export const QUESTIONS: readonly Question[] = [...TODAY_QUESTIONS, ...GOAL_QUESTIONS];
