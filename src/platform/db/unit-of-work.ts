import type { Transaction, UnitOfWork } from '../kernel/transaction';
import type { EntityManager, Orm } from './orm';
import { sessionOf } from './session';

/** A transaction handle is the transaction's own EntityManager, seen from outside as an opaque `Transaction`. */
export const transactionOf = (em: EntityManager): Transaction => em as unknown as Transaction;

/** The EntityManager behind a transaction handle: for persistence adapters only. */
export const entityManagerOf = (tx: Transaction): EntityManager => tx as unknown as EntityManager;

/** The UnitOfWork port over MikroORM: a transaction on the session of the request, command or job (ADR 0005). */
export const createUnitOfWork =
  (orm: Orm): UnitOfWork =>
  (work) =>
    sessionOf(orm).transactional((em) => work(transactionOf(em)));
