import type { AuditActor } from '@platform/audit/audit-trail';
import type { Transaction } from '@platform/kernel/transaction';
import { packNotFound } from '../domain/billing.errors';
import type { CreditPack, PackInput } from '../domain/pack';
import type { BillingDeps } from './billing-deps';

type Deps = Pick<BillingDeps, 'transaction' | 'packs' | 'audit'>;

const audited = async (tx: Transaction, pack: CreditPack, actor: AuditActor, deps: Deps) =>
  deps.audit.recordWithin(tx, {
    actor,
    action: 'credit_pack.save',
    subject: { kind: 'billing' },
    detail: { packId: pack.id, name: pack.name, credits: pack.credits, pricePaise: pack.pricePaise, validityDays: pack.validityDays, active: pack.active },
  });

/** An admin adds a pack, or edits one (`id`); the audit row commits with it. Issued invoices keep their own copy. */
export async function savePack(id: string | null, input: PackInput, actor: AuditActor, deps: Deps): Promise<CreditPack> {
  return deps.transaction(async (tx) => {
    const pack = id ? await deps.packs.update(tx, id, input) : await deps.packs.create(tx, input);
    if (!pack) throw packNotFound();
    await audited(tx, pack, actor, deps);
    return pack;
  });
}

/** An admin takes a pack off sale: members no longer see or request it; its invoices stay payable. */
export async function deactivatePack(id: string, actor: AuditActor, deps: Deps): Promise<CreditPack> {
  return deps.transaction(async (tx) => {
    const pack = await deps.packs.find(id, tx);
    if (!pack) throw packNotFound();
    if (!pack.active) return pack;
    const off = (await deps.packs.update(tx, id, { ...pack, active: false }))!;
    await audited(tx, off, actor, deps);
    return off;
  });
}
