import * as v from 'valibot';
import { BOUNCE_CHANNELS } from '@modules/leads/domain/contact-validity';

export const BounceBody = v.object({
  channel: v.pipe(
    v.picklist(BOUNCE_CHANNELS, `channel must be one of ${BOUNCE_CHANNELS.join(', ')}`),
    v.description('email: the e-mail address bounced; sms or whatsapp: the mobile number could not be reached'),
  ),
  address: v.pipe(
    v.string('address is required'),
    v.trim(),
    v.minLength(3, 'address is required'),
    v.maxLength(254, 'address is at most 254 characters'),
    v.description('The e-mail address, or the mobile number (10 digits, with or without +91, spaces or a leading 0)'),
  ),
  reason: v.pipe(
    v.string('reason is required'),
    v.maxLength(500, 'reason is at most 500 characters'),
    v.description('The provider\'s words, e.g. "550 5.1.1 user unknown"'),
  ),
  occurredAt: v.pipe(
    v.string('occurredAt is required'),
    v.isoTimestamp('occurredAt must be an ISO 8601 date and time'),
    v.description('When the delivery failed'),
  ),
});

export const BounceAccepted = v.object({
  matchedStudents: v.pipe(v.number(), v.description('Students holding that address on that channel (0: nothing to do)')),
  refundedSeats: v.pipe(v.number(), v.description('Seats given their unlock credit back now (paid in the last 30 days, not refunded before)')),
});
