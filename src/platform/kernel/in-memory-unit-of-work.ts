import type { Transaction, UnitOfWork } from './transaction';

/**
 * The UnitOfWork for use-case tests on hand-written fakes: `state` is the fakes' whole "database" (plain data, Maps and
 * Sets). A transaction sees it as it is; when the work throws, every field of `state` is put back as it was before, as
 * a rolled-back transaction would leave the tables. Fakes must read `state.x` on each call, not keep `x` aside.
 * `assertOpen(tx)` lets a fake refuse a write outside the transaction it was given.
 */
export function inMemoryUnitOfWork<S extends object>(state: S): { unitOfWork: UnitOfWork; assertOpen(tx: Transaction): void } {
  const open = new Set<Transaction>();
  const unitOfWork: UnitOfWork = async (work) => {
    const before = structuredClone(state);
    const tx = { id: Symbol('tx') } as unknown as Transaction;
    open.add(tx);
    try {
      return await work(tx);
    } catch (error) {
      Object.assign(state, before);
      throw error;
    } finally {
      open.delete(tx);
    }
  };
  return {
    unitOfWork,
    assertOpen(tx) {
      if (!open.has(tx)) throw new Error('written outside the transaction it was given');
    },
  };
}
