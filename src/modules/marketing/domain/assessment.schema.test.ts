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

describe('the assessment contact sales will call', () => {
  const contact = { name: 'Ravi', instituteName: 'SVIT', email: 'ravi@svit.edu.in', phone: '+91 98765-43210' };
  const messages = (input: unknown) => (v.safeParse(AssessmentContactSchema, input).issues ?? []).map((issue) => issue.message);

  it('accepts an e-mail and a 10 to 15 digit phone number written the usual ways', () => {
    expect(messages(contact)).toEqual([]);
    expect(messages({ ...contact, phone: '(080) 2345 6789' })).toEqual([]);
  });

  it('refuses an e-mail or phone number that is not one', () => {
    expect(messages({ ...contact, email: 'ravi at svit' })).toEqual(['Invalid email address']);
    expect(messages({ ...contact, phone: 'call me maybe' })).toEqual(['Invalid phone number']);
    expect(messages({ ...contact, phone: '12345' })).toEqual(['Invalid phone number']);
    expect(messages({ ...contact, phone: '1234567890123456' })).toEqual(['Invalid phone number']);
  });

  it('checks the contact fields of the submission too, when given', () => {
    expect(v.safeParse(AssessmentSubmissionSchema, { ...answers, contactEmail: '', contactPhone: '' }).success).toBe(true);
    expect(v.safeParse(AssessmentSubmissionSchema, { ...answers, contactEmail: 'nope' }).success).toBe(false);
    expect(v.safeParse(AssessmentSubmissionSchema, { ...answers, contactPhone: 'nope' }).success).toBe(false);
  });
});
