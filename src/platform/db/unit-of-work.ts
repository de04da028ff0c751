import type { Transaction, UnitOfWork } from '../kernel/transaction';
import type { EntityManager, Orm } from './orm';

/** A transaction handle is the transaction's own EntityManager, seen from outside as an opaque `Transaction`. */
export const transactionOf = (em: EntityManager): Transaction => em as unknown as Transaction;

/** The EntityManager behind a transaction handle: for persistence adapters only. */
export const entityManagerOf = (tx: Transaction): EntityManager => tx as unknown as EntityManager;

/** The UnitOfWork port over MikroORM: a fresh fork per transaction, as each request has its own. */
export const createUnitOfWork =
  (orm: Orm): UnitOfWork =>
  (work) =>
    orm.em.fork().transactional((em) => work(transactionOf(em)));
