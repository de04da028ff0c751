import type { Transaction } from '@platform/kernel/transaction';
import type { BounceChannel, ContactField, InvalidContact, InvalidReason } from '../../domain/contact-validity';

/** contact_field_states (ADR 0025): the contact fields found invalid, until a new value is written. */
export type ContactStates = {
  /** true when the field was not invalid before (the row is new), false when it already was */
  markInvalid(tx: Transaction, studentId: string, field: ContactField, reason: InvalidReason): Promise<boolean>;
  /** A new value was written: the field is no longer invalid. */
  clear(tx: Transaction, studentId: string, fields: readonly ContactField[]): Promise<void>;
  /** The invalid fields of these students (only the students with one). */
  among(studentIds: readonly string[], tx?: Transaction): Promise<Map<string, InvalidContact[]>>;
  /** The students holding this address on this channel (an e-mail case-insensitively, a mobile number in any of its written forms). */
  holding(channel: BounceChannel, address: string): Promise<{ id: string; emailId: string | null; mobileNumber: string | null }[]>;
};
