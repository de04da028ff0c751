import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { BillingSettingsStore } from '@modules/billing/application/ports/billing-settings.port';
import type { BillingSettings } from '@modules/billing/domain/settings';
import type { StateCode } from '@modules/billing/domain/states';

/** The `billing_settings` row as the driver answers it. */
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

const COLUMNS = raw('gstin, legal_name, address, state_code, sac_code, invoice_prefix, bank_details, upi_id, updated_at');

const toSettings = (row: Row): BillingSettings => ({
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
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));
  return {
    async read(tx) {
      return toSettings((await sql`select ${COLUMNS} from billing_settings where id`.first<Row>(db(tx)))!);
    },

    async save(tx, s, adminId) {
      const row = await sql`update billing_settings set gstin = ${s.gstin}, legal_name = ${s.legalName}, address = ${s.address},
          state_code = ${s.stateCode}, sac_code = ${s.sacCode}, invoice_prefix = ${s.invoicePrefix}, bank_details = ${s.bankDetails},
          upi_id = ${s.upiId}, updated_at = now(), updated_by = ${adminId}
        where id returning ${COLUMNS}`.first<Row>(entityManagerOf(tx));
      return toSettings(row!);
    },
  };
}
