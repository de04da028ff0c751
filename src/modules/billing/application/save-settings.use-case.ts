import type { AuditActor } from '@platform/audit/audit-trail';
import { gstinInvalid, gstinStateMismatch } from '../domain/billing.errors';
import { checkGstin } from '../domain/gstin';
import type { BillingSettings } from '../domain/settings';
import type { BillingDeps } from './billing-deps';

export type SettingsInput = Omit<BillingSettings, 'updatedAt'>;

/**
 * An admin sets the company's billing settings. The GSTIN must be a valid one of the company's state (its first two
 * digits); it is stored as GSTN writes it (upper case, no spaces). Issued invoices keep the settings they were issued with.
 */
export async function saveSettings(
  input: SettingsInput,
  admin: { id: string; actor: AuditActor },
  deps: Pick<BillingDeps, 'transaction' | 'settings' | 'audit'>,
): Promise<BillingSettings> {
  let gstin: string | null = null;
  if (input.gstin) {
    const check = checkGstin(input.gstin);
    if (!check.ok) throw gstinInvalid('The company', check.reason);
    if (check.stateCode !== input.stateCode) throw gstinStateMismatch("the company's state");
    gstin = check.gstin;
  }
  return deps.transaction(async (tx) => {
    const saved = await deps.settings.save(tx, { ...input, gstin }, admin.id);
    await deps.audit.recordWithin(tx, {
      actor: admin.actor,
      action: 'billing_settings.save',
      subject: { kind: 'billing' },
      detail: { gstinSet: gstin !== null, stateCode: saved.stateCode, sacCode: saved.sacCode, invoicePrefix: saved.invoicePrefix },
    });
    return saved;
  });
}
