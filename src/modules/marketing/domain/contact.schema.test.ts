import { describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { ContactFormSchema } from './contact.schema';

const valid = {
  institutionName: 'St. Xavier College',
  contactName: 'Anita Rao',
  email: 'anita@stxaviers.edu.in',
  phone: '9876543210',
  serviceInterest: 'Digital Marketing',
  message: 'We need 500 engineering leads for 2027.',
};

const messagesFor = (input: unknown) => (v.safeParse(ContactFormSchema, input).issues ?? []).map((issue) => issue.message);

describe('contact form schema', () => {
  it('accepts a complete form', () => {
    expect(v.safeParse(ContactFormSchema, valid).success).toBe(true);
  });

  it.each([
    ['institutionName', '', 'Institution name is required'],
    ['contactName', '   ', 'Contact name is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['phone', '98765', 'Phone number must be at least 10 digits'],
    ['serviceInterest', '', 'Please select a service'],
    ['message', 'too short', 'Message must be at least 10 characters'],
  ])('says what is wrong with %s', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })).toEqual([message]);
  });
});
