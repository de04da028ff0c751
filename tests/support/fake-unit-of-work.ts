import type { AuditEntry, AuditTrail } from '../../src/platform/audit/audit-trail';
import type { Transaction, UnitOfWork } from '../../src/platform/kernel/transaction';

/**
 * A hand-written UnitOfWork and AuditTrail for use-case tests without a database: audit rows written inside a
 * transaction count only once it commits, as in PostgreSQL. `transactions` says how each one ended.
 */
export function fakeTransactions() {
  const transactions: ('committed' | 'rolled back')[] = [];
  const audited: AuditEntry[] = [];
  const pending = new Map<Transaction, AuditEntry[]>();
  const unitOfWork: UnitOfWork = async (work) => {
    const tx = { id: transactions.length } as unknown as Transaction;
    pending.set(tx, []);
    try {
      const result = await work(tx);
      audited.push(...pending.get(tx)!);
      transactions.push('committed');
      return result;
    } catch (error) {
      transactions.push('rolled back');
      throw error;
    } finally {
      pending.delete(tx);
    }
  };
  const audit: AuditTrail = {
    async recordWithin(tx, entry) {
      const rows = pending.get(tx);
      if (!rows) throw new Error('recordWithin outside an open transaction');
      rows.push(entry);
    },
    async record(entry) {
      audited.push(entry);
    },
    async search() {
      throw new Error('not used by use cases');
    },
  };
  /** Whether `tx` is a transaction still open (a statement the use case runs must be inside one). */
  const isOpen = (tx: Transaction | undefined) => tx !== undefined && pending.has(tx);
  return { unitOfWork, audit, audited, transactions, isOpen };
}
