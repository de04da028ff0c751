import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { BillingSettingsStore } from '@modules/billing/application/ports/billing-settings.port';
import type { BillingSettings } from '@modules/billing/domain/settings';
import type { StateCode } from '@modules/billing/domain/states';

type Row = {
  gstin: string | null;
  legal_name: string | null;
  address: string | null;
  state_code: string;
  sac_code: string;
  invoice_prefix: string;
  bank_details: string | null;
  upi_id: string | null;
  updated_at: Date | string | null;
};

const COLUMNS = 'gstin, legal_name, address, state_code, sac_code, invoice_prefix, bank_details, upi_id, updated_at';

const settingsOf = (row: Row): BillingSettings => ({
  gstin: row.gstin,
  legalName: row.legal_name,
  address: row.address,
  stateCode: row.state_code as StateCode,
  sacCode: row.sac_code,
  invoicePrefix: row.invoice_prefix,
  bankDetails: row.bank_details,
  upiId: row.upi_id,
  updatedAt: row.updated_at ? new Date(row.updated_at) : null,
});

/** The one row of billing_settings (inserted by the migration, never deleted). */
export function createBillingSettingsRepository(orm: Orm): BillingSettingsStore {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : orm.em.fork());
  return {
    async read(tx) {
      const [row] = await db(tx).execute<Row[]>(`select ${COLUMNS} from billing_settings where id`);
      return settingsOf(row!);
    },

    async save(tx, s, adminId) {
      const [row] = await entityManagerOf(tx).execute<Row[]>(
        `update billing_settings set gstin = ?, legal_name = ?, address = ?, state_code = ?, sac_code = ?, invoice_prefix = ?, bank_details = ?,
           upi_id = ?, updated_at = now(), updated_by = ?
         where id returning ${COLUMNS}`,
        [s.gstin, s.legalName, s.address, s.stateCode, s.sacCode, s.invoicePrefix, s.bankDetails, s.upiId, adminId],
      );
      return settingsOf(row!);
    },
  };
}
