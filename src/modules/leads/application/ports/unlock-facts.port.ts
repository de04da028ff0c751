import type { Transaction } from '@platform/kernel/transaction';
import type { RecordConsent } from '../../domain/record-privacy';
import type { StudentRecord } from '../../domain/student-lead';

/** What an unlock decision reads of the students: the records the member may see and their consent facts. */
export type UnlockFacts = { records: StudentRecord[]; consents: Map<string, RecordConsent> };

/**
 * The records of `ids` the member may see (in that order, as StudentCatalogue.findByIds) and, when all are visible,
 * their consent facts (as RecordConsents.among), read by one statement; inside `tx` when given, else on the primary.
 */
export type UnlockFactsReader = { read(ids: readonly string[], tx?: Transaction): Promise<UnlockFacts> };
