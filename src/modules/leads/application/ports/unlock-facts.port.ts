import type { Transaction } from '@platform/kernel/transaction';
import type { ContactField } from '../../domain/contact-validity';
import type { RecordConsent } from '../../domain/record-privacy';
import type { StudentRecord } from '../../domain/student-lead';

/** What an unlock decision reads of the students: the records the member may see and their consent facts. */
export type UnlockFacts = {
  records: StudentRecord[];
  consents: Map<string, RecordConsent>;
  /** ADR 0025: the contact fields found invalid, per student (only those with one; absent when not read) */
  invalid?: Map<string, ContactField[]>;
};

/**
 * The records of `ids` the member may see (in that order, as StudentCatalogue.findByIds) and, when all are visible,
 * their consent facts (as RecordConsents.among), read by one statement; inside `tx` when given, else on the primary.
 */
export type UnlockFactsReader = { read(ids: readonly string[], tx?: Transaction): Promise<UnlockFacts> };
