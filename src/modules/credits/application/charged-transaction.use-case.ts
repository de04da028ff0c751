import { createHash } from 'node:crypto';
import type { ChargedOperation, ChargeScope } from '../contracts';
import { idempotencyKeyReused } from '../domain/credits.errors';
import { IDEMPOTENCY_WINDOW_HOURS, requestFingerprintSource } from '../domain/idempotency';
import { charge } from './charge.use-case';
import type { CreditsDeps } from './credits-deps';

type Deps = Pick<CreditsDeps, 'transaction' | 'ledger' | 'idempotent'>;

const fingerprintOf = (operation: string, request: unknown) => createHash('sha256').update(requestFingerprintSource(operation, request)).digest('hex');

/**
 * One transaction in which a member buys something: `work` writes what is bought and charges through `scope.charge`.
 *
 * The member's balance row is locked first, so one member's charged requests run one after another: they cannot
 * deadlock on each other's unlocked or saved rows (two bulk requests naming the same students in another order),
 * and a retry waits for its first attempt to commit or roll back before it looks for the key. With an
 * Idempotency-Key the answer is stored in the same transaction; a retry then gets that answer back and `work` does
 * not run again. A failed attempt stores nothing, so it can be retried with the same key.
 */
export async function chargedTransaction<T>(operation: ChargedOperation, work: (scope: ChargeScope) => Promise<T>, deps: Deps): Promise<T> {
  const { memberId, idempotencyKey } = operation;
  return deps.transaction(async (tx) => {
    await deps.ledger.lockBalance(tx, memberId);
    const fingerprint = idempotencyKey ? fingerprintOf(operation.operation, operation.request) : '';
    if (idempotencyKey) {
      const earlier = await deps.idempotent.find(tx, memberId, idempotencyKey, IDEMPOTENCY_WINDOW_HOURS);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) throw idempotencyKeyReused();
        return earlier.response as T;
      }
    }
    const result = await work({ tx, charge: (order) => charge(tx, { ...order, memberId, idempotencyKey }, deps) });
    if (idempotencyKey) await deps.idempotent.remember(tx, memberId, idempotencyKey, { fingerprint, response: result }, IDEMPOTENCY_WINDOW_HOURS);
    return result;
  });
}
