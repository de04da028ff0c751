import type { AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import type { MailMessage } from '@platform/mail/mailer.port';
import { expiryCutoff, type Invoice } from '../../domain/invoice';
import type { CreditPack } from '../../domain/pack';
import { type BillingSettings, DEFAULT_SETTINGS } from '../../domain/settings';
import type { BillingDeps } from '../billing-deps';

/** The billing use cases' world on hand-written fakes: a rolled-back transaction puts every field back. */
export type BillingWorld = {
  packs: CreditPack[];
  settings: BillingSettings;
  counters: Record<string, number>;
  invoices: Invoice[];
  balances: Record<string, number>;
  grants: { buyerId: string; credits: number; reference: string }[];
  audit: AuditEntry[];
  mails: MailMessage[];
};

export const STARTER: CreditPack = {
  id: 'pack-1',
  name: 'Starter 500',
  credits: 500,
  pricePaise: 499_900,
  validityDays: 365,
  active: true,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
};

export const READY_SETTINGS: BillingSettings = { ...DEFAULT_SETTINGS, gstin: '29AAGCB7383J1Z4', legalName: 'EduReach Pvt Ltd', address: 'Bengaluru' };

export function inMemoryBilling(now: Date, balances: Record<string, number> = { buyer: 10 }) {
  const world: BillingWorld = { packs: [STARTER], settings: READY_SETTINGS, counters: {}, invoices: [], balances, grants: [], audit: [], mails: [] };
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(world);
  const clock = { now: () => now };
  const find = (id: string) => world.invoices.find((invoice) => invoice.id === id) ?? null;
  const deps: BillingDeps = {
    transaction: unitOfWork,
    packs: {
      list: async (activeOnly) => world.packs.filter((pack) => pack.active || !activeOnly),
      find: async (id) => world.packs.find((pack) => pack.id === id) ?? null,
      create: async () => {
        throw new Error('not used here');
      },
      update: async () => {
        throw new Error('not used here');
      },
    },
    settings: {
      read: async () => world.settings,
      save: async () => {
        throw new Error('not used here');
      },
    },
    invoices: {
      async takeNumber(tx, year) {
        assertOpen(tx);
        world.counters[year] = (world.counters[year] ?? 0) + 1;
        return world.counters[year]!;
      },
      openCount: async (_tx, institutionId, at) =>
        world.invoices.filter((i) => i.buyer.institutionId === institutionId && i.status === 'issued' && i.issuedAt >= expiryCutoff(at)).length,
      openCounts: async (institutionIds, at) =>
        new Map(
          institutionIds.map((institutionId) => [
            institutionId,
            world.invoices.filter((i) => i.buyer.institutionId === institutionId && i.status === 'issued' && i.issuedAt >= expiryCutoff(at)).length,
          ]),
        ),
      async add(tx, invoice) {
        assertOpen(tx);
        const added: Invoice = { ...invoice, id: `invoice-${world.invoices.length + 1}`, status: 'issued', paidAt: null, paidReference: null, paidBy: null };
        world.invoices.push(added);
        return added;
      },
      find: async (id) => find(id),
      lock: async (tx, id) => {
        assertOpen(tx);
        return find(id);
      },
      async markPaid(tx, id, payment) {
        assertOpen(tx);
        const invoice = find(id)!;
        Object.assign(invoice, { status: 'paid', paidAt: payment.paidAt, paidReference: payment.reference, paidBy: payment.paidBy });
        return invoice;
      },
      list: async () => ({ invoices: world.invoices, total: world.invoices.length }),
    },
    grants: {
      async grantWithin(tx, grant) {
        assertOpen(tx);
        if (world.balances[grant.buyerId] === undefined) throw new Error('no such buyer');
        world.balances[grant.buyerId]! += grant.credits;
        world.grants.push({ buyerId: grant.buyerId, credits: grant.credits, reference: grant.reference });
        return { credits: world.balances[grant.buyerId]! };
      },
    },
    buyers: { contactOf: async (buyerId) => ({ email: `${buyerId}@example.in`, firstName: 'Asha', name: 'Sunrise Academy' }) },
    collector: { method: 'bank_transfer', instructionsFor: (invoice) => `Pay ${invoice.totalPaise} quoting ${invoice.number}` },
    renderer: { pdf: async () => new Uint8Array() },
    audit: inMemoryAuditTrail(world, assertOpen),
    mailer: { send: async (mail) => void world.mails.push(mail) },
    // after the answer in the server; at once here, so a test sees what would have been sent
    background: { run: (_failure, work) => void work(), drain: async () => true },
    clock,
    publicUrl: 'https://edureach.example',
  };
  return { world, deps };
}
