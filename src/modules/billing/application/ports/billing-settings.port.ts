import type { Transaction } from '@platform/kernel/transaction';
import type { BillingSettings } from '../../domain/settings';

/** billing_settings: the one row the migration inserts. */
export type BillingSettingsStore = {
  read(tx?: Transaction): Promise<BillingSettings>;
  save(tx: Transaction, settings: Omit<BillingSettings, 'updatedAt'>, adminId: string): Promise<BillingSettings>;
};
