import * as v from 'valibot';
import { QUESTIONS, type AnswerField } from './assessment-questions.schema';
import { honeypot } from './honeypot.schema';

const CONTACT_MESSAGE = 'Please fill in all fields to continue with the assessment.';
const required = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, CONTACT_MESSAGE), v.maxLength(max, `At most ${max} characters`));

/** What sales can call: digits with optional spaces, dashes, dots, brackets and a leading +; 10 to 15 digits. */
const PHONE = /^\+?[\d\s().-]+$/;
const digitsIn = (text: string) => text.replace(/\D/g, '').length;
export const INVALID_EMAIL = 'Invalid email address';
export const INVALID_PHONE = 'Invalid phone number';
const wellFormedPhone = v.check((value: string) => PHONE.test(value) && digitsIn(value) >= 10 && digitsIn(value) <= 15, INVALID_PHONE);

/**
 * Step 0 of the assessment: four fields, non-blank after trimming (the spec's message), and an e-mail and a phone
 * number that sales can actually use (checked here, since the step-0 call can be made without the screen).
 */
export const AssessmentContactSchema = v.object({
  name: required(120),
  instituteName: required(200),
  email: v.pipe(required(254), v.email(INVALID_EMAIL)),
  phone: v.pipe(required(20), wellFormedPhone),
  website: honeypot,
});
export type AssessmentContact = Omit<v.InferOutput<typeof AssessmentContactSchema>, 'website'>;

const parseList = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: rejected by the check below
  }
};

/**
 * A single answer is one of its options (an enum in the contract). A multiple answer is a JSON-encoded, non-empty
 * list of its options (spec 000 §3), e.g. `["Facebook","Instagram"]`: the contract publishes the list's schema as
 * the string's `contentSchema`, and each element is checked against the same option list.
 */
const answer = (field: AnswerField) => {
  const question = QUESTIONS.find((q) => q.field === field)!;
  if (!question.multi) return v.picklist(question.options, `Choose an answer for: ${question.title}`);
  const list = v.pipe(v.array(v.picklist(question.options)), v.minLength(1));
  return v.pipe(
    v.string(),
    v.maxLength(2000),
    v.check((value) => v.is(list, parseList(value)), `Choose at least one answer for: ${question.title}`),
    v.description(`A JSON-encoded list of one or more of these options, e.g. ${JSON.stringify(question.options.slice(0, 2))}.`),
    v.metadata({
      contentMediaType: 'application/json',
      contentSchema: { type: 'array', minItems: 1, items: { type: 'string', enum: [...question.options] } },
    }),
  );
};

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

export const AssessmentSubmissionSchema = v.object({
  institutionType: answer('institutionType'),
  role: answer('role'),
  challenge: answer('challenge'),
  marketingMethods: answer('marketingMethods'),
  digitalPlatforms: answer('digitalPlatforms'),
  dataCollection: answer('dataCollection'),
  outreachMethods: answer('outreachMethods'),
  leadRequirement: answer('leadRequirement'),
  conversionExpectation: answer('conversionExpectation'),
  sellingProcess: answer('sellingProcess'),
  budget: answer('budget'),
  geographic: answer('geographic'),
  uniqueAdvantages: answer('uniqueAdvantages'),
  desiredSolutions: answer('desiredSolutions'),
  timeline: answer('timeline'),
  contactEmail: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(254),
        v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), INVALID_EMAIL),
      ),
    ),
  ),
  contactPhone: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(20),
        v.check((value) => value === '' || v.is(v.pipe(v.string(), wellFormedPhone), value), INVALID_PHONE),
      ),
    ),
  ),
  contactName: optionalText(120),
  institutionName: optionalText(200),
  /** Links the answers to the step-0 contact stored a moment earlier. */
  assessmentContactId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Not a valid id')))),
  website: honeypot,
});
export type AssessmentSubmission = Omit<v.InferOutput<typeof AssessmentSubmissionSchema>, 'website'>;
