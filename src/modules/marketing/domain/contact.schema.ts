import * as v from 'valibot';
import { honeypot } from './honeypot.schema';

/** The contact form, with the spec's messages. Shared by the form in the browser and the server. */
export const ContactFormSchema = v.object({
  institutionName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Institution name is required'), v.maxLength(200, 'Institution name is too long')),
  contactName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Contact name is required'), v.maxLength(120, 'Contact name is too long')),
  email: v.pipe(v.string(), v.trim(), v.email('Invalid email address'), v.maxLength(254, 'Invalid email address')),
  phone: v.pipe(v.string(), v.trim(), v.minLength(10, 'Phone number must be at least 10 digits'), v.maxLength(20, 'Phone number is too long')),
  serviceInterest: v.pipe(v.string(), v.trim(), v.minLength(1, 'Please select a service'), v.maxLength(120, 'Service name is too long')),
  message: v.pipe(v.string(), v.trim(), v.minLength(10, 'Message must be at least 10 characters'), v.maxLength(5000, 'Message is too long')),
  website: honeypot,
});

/** What a person fills in (the honeypot is not theirs to fill); also what is stored and sent to sales. */
export type ContactForm = Omit<v.InferOutput<typeof ContactFormSchema>, 'website'>;
export type ContactEnquiry = ContactForm;
/** What arrives: the form and, from robots, the honeypot. */
export type ContactSubmission = v.InferOutput<typeof ContactFormSchema>;
