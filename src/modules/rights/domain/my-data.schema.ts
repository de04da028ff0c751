import * as v from 'valibot';
import { readContact } from './access-code';
import { MY_DATA_LANGUAGES } from './code-message';
import { CORRECTABLE_FIELDS } from './privacy-request';

/** The rights portal's forms (ADR 0018), checked alike by the /my-data screen and the API. */
const contactRule = v.pipe(
  v.string('Enter the e-mail or 10-digit mobile number on our records'),
  v.trim(),
  v.maxLength(254, 'Enter the e-mail or 10-digit mobile number on our records'),
  v.check((text) => readContact(text) !== null, 'Enter the e-mail or 10-digit mobile number on our records'),
);

export const CodeRequestSchema = v.object({
  contact: contactRule,
  language: v.optional(
    v.pipe(v.picklist(MY_DATA_LANGUAGES, 'language must be en or hi'), v.description('the language of the text message or e-mail: en (default) or hi')),
    'en',
  ),
});
export const CodeVerifySchema = v.object({
  contact: contactRule,
  code: v.pipe(v.string('Enter the 6-digit code'), v.trim(), v.regex(/^\d{6}$/, 'Enter the 6-digit code')),
});

const message = (min: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, 'Please tell us more (at least 10 characters)'), v.maxLength(2000, 'At most 2000 characters'));
const uuid = v.pipe(v.string(), v.uuid('Unknown record'));

export const StudentAskSchema = v.variant('kind', [
  v.object({
    kind: v.literal('correction'),
    studentId: uuid,
    field: v.picklist(CORRECTABLE_FIELDS, 'Choose the field to correct'),
    value: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter the correct value'), v.maxLength(500, 'At most 500 characters')),
    message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'At most 2000 characters'))),
  }),
  v.object({ kind: v.literal('erasure'), studentId: uuid, message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'At most 2000 characters'))) }),
  v.object({ kind: v.literal('grievance'), studentId: uuid, message: message(10) }),
]);

export const WithdrawSchema = v.object({ studentId: uuid });
