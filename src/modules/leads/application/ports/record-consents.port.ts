import type { Transaction } from '@platform/kernel/transaction';
import type { RecordConsent } from '../../domain/record-privacy';

/**
 * The consent of each record, as the privacy module keeps it (ADR 0013). Leads asks it for every page it presents, so
 * that the minor rule and the provenance are part of the one masking decision.
 */
export type RecordConsents = {
  /** the consent facts of those of `ids` that have a consent row; the others are "not recorded". Inside `tx` when given. */
  among(ids: readonly string[], tx?: Transaction): Promise<Map<string, RecordConsent>>;
  /** the day of the request (YYYY-MM-DD) by the server's clock: ages and expiries are counted on it */
  today(): string;
};
