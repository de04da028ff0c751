import type { Transaction } from '../kernel/transaction';
import type { AuditEntry, AuditTrail } from './audit-trail';

/**
 * The audit trail of use-case tests on hand-written fakes: entries land in `world.audit`, which the fakes' unit of
 * work rolls back with the rest of the world (platform/kernel/in-memory-unit-of-work.ts). `assertOpen` refuses a
 * recordWithin outside an open transaction.
 */
export function inMemoryAuditTrail(world: { audit: AuditEntry[] }, assertOpen: (tx: Transaction) => void): AuditTrail {
  return {
    async recordWithin(tx, entry) {
      assertOpen(tx as Transaction);
      world.audit.push(structuredClone(entry));
    },
    async record(entry) {
      world.audit.push(structuredClone(entry));
    },
    async search() {
      throw new Error('the fake audit trail records; it does not search');
    },
  };
}
