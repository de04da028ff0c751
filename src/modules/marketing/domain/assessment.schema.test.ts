import { describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { QUESTIONS } from './assessment-questions.schema';
import { AssessmentContactSchema, AssessmentSubmissionSchema } from './assessment.schema';

const answers = Object.fromEntries(QUESTIONS.map((q) => [q.field, q.multi ? JSON.stringify([q.options[0]]) : q.options[0]]));

describe('assessment schemas', () => {
  it('has 15 questions in the spec order', () => {
    expect(QUESTIONS).toHaveLength(15);
    expect(QUESTIONS.map((q) => q.options.length).slice(0, 4)).toEqual([8, 6, 7, 10]);
  });

  it('rejects a blank contact field with the spec message', () => {
    const result = v.safeParse(AssessmentContactSchema, { name: '  ', instituteName: 'X', email: 'a@b.in', phone: '1' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Please fill in all fields to continue with the assessment.');
  });

  it('accepts a complete set of answers', () => {
    expect(v.safeParse(AssessmentSubmissionSchema, answers).success).toBe(true);
  });

  it('rejects an unknown option and an empty multi-choice list', () => {
    expect(v.safeParse(AssessmentSubmissionSchema, { ...answers, budget: 'lots' }).success).toBe(false);
    expect(v.safeParse(AssessmentSubmissionSchema, { ...answers, marketingMethods: '[]' }).success).toBe(false);
    expect(v.safeParse(AssessmentSubmissionSchema, { ...answers, marketingMethods: 'Newspaper ads' }).success).toBe(false);
  });
});
