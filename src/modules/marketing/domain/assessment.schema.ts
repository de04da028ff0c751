import * as v from 'valibot';
import { QUESTIONS, type AnswerField } from './assessment-questions.schema';

const CONTACT_MESSAGE = 'Please fill in all fields to continue with the assessment.';
const required = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, CONTACT_MESSAGE), v.maxLength(max, `At most ${max} characters`));

/** Step 0 of the assessment: four fields, non-blank after trimming (the spec asks nothing more of the e-mail). */
export const AssessmentContactSchema = v.object({
  name: required(120),
  instituteName: required(200),
  email: required(254),
  phone: required(20),
});
export type AssessmentContact = v.InferOutput<typeof AssessmentContactSchema>;

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
  contactEmail: optionalText(254),
  contactPhone: optionalText(20),
  contactName: optionalText(120),
  institutionName: optionalText(200),
  /** Links the answers to the step-0 contact stored a moment earlier. */
  assessmentContactId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Not a valid id')))),
});
export type AssessmentSubmission = v.InferOutput<typeof AssessmentSubmissionSchema>;
