/**
 * One database transaction, as use cases and module contracts see it: a handle they pass along so that several
 * modules' writes commit or roll back together, without naming the ORM. Only `platform/db/unit-of-work.ts` opens
 * one or looks inside it (adapters call `entityManagerOf(tx)` there).
 */
export type Transaction = { readonly __transaction: unique symbol };

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export type UnitOfWork = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
