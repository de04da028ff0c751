import { createHash } from 'node:crypto';
import type { ChargedOperation, ChargeScope } from '../contracts';
import { idempotencyKeyReused } from '../domain/credits.errors';
import { IDEMPOTENCY_WINDOW_HOURS, requestFingerprintSource } from '../domain/idempotency';
import { charge } from './charge.use-case';
import type { CreditsDeps } from './credits-deps';

type Deps = Pick<CreditsDeps, 'transaction' | 'ledger' | 'idempotent' | 'lowPool'>;

const fingerprintOf = (operation: string, request: unknown) => createHash('sha256').update(requestFingerprintSource(operation, request)).digest('hex');

/**
 * One transaction in which a member buys something: `work` writes what is bought and charges through `scope.charge`.
 *
 * The institution's pool row is locked first (ADR 0021), so one institution's charged requests run one after another:
 * they cannot
 * deadlock on each other's unlocked or saved rows (two bulk requests naming the same students in another order),
 * nor both create what one of them finds missing (a default collection), and a retry waits for its first attempt to
 * commit or roll back. With an Idempotency-Key the same statement then claims the key (ADR 0003): a retry finds it
 * taken and reads the stored answer in a statement of its own (only then), and `work` does not run again. The answer
 * is stored in the same transaction; a failed attempt stores nothing, so it can be retried with the same key.
 * A charge that took the pool below 10 credits for the first time since it was topped up tells `lowPool` after the
 * commit (ADR 0021, low pool: the owner and managers are e-mailed), never for a transaction rolled back.
 */
export async function chargedTransaction<T>(operation: ChargedOperation, work: (scope: ChargeScope) => Promise<T>, deps: Deps): Promise<T> {
  const { memberId, institutionId, apiKeyId, idempotencyKey } = operation;
  let low: number | undefined;
  const committed = await deps.transaction(async (tx) => {
    const fingerprint = idempotencyKey ? fingerprintOf(operation.operation, operation.request) : '';
    if (!idempotencyKey) await deps.ledger.lockBalance(tx, institutionId);
    else if (!(await deps.idempotent.lockAndClaim(tx, { institutionId, memberId }, idempotencyKey, fingerprint, IDEMPOTENCY_WINDOW_HOURS))) {
      // under the pool's lock nothing else claims or forgets this member's keys: the answer is there (null only if
      // it expired in between, and then this request takes the key over as a claim would have)
      const earlier = await deps.idempotent.find(tx, memberId, idempotencyKey, IDEMPOTENCY_WINDOW_HOURS);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) throw idempotencyKeyReused();
        return earlier.response as T;
      }
    }
    const result = await work({
      tx,
      charge: async (order) => {
        const { lowPoolCrossed, ...paid } = await charge(tx, { ...order, memberId, institutionId, apiKeyId, idempotencyKey }, deps);
        if (lowPoolCrossed) low = paid.remainingCredits;
        return paid;
      },
    });
    if (idempotencyKey) await deps.idempotent.remember(tx, memberId, idempotencyKey, { fingerprint, response: result }, IDEMPOTENCY_WINDOW_HOURS);
    return result;
  });
  if (low !== undefined) deps.lowPool?.(institutionId, low);
  return committed;
}
