import type { AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import type { CreditsDeps } from '../credits-deps';
import type { CreditLedger } from '../ports/credit-ledger.port';
import type { IdempotentRequests, RememberedRequest } from '../ports/idempotent-requests.port';

/** A ledger row as the fakes keep it: what credit_transactions would hold. */
export type FakeLedgerRow = {
  memberId: string;
  kind: string;
  studentId: string | null;
  credits: number;
  remaining: number;
  description: string;
  idempotencyKey: string | null;
  actorId: string | null;
};

/** The fakes' "database": pools (by institution), the ledger, stored answers of keyed requests, audit rows, and the locks taken. */
export type CreditsWorld = {
  balances: Map<string, number>;
  ledger: FakeLedgerRow[];
  answers: Map<string, RememberedRequest>;
  audit: AuditEntry[];
  locked: string[];
  /** pools marked low (ADR 0021: institution_credits.low_pool_notified_at) */
  lowMarked: Set<string>;
};

/** Hand-written fakes of the credits ports over one in-memory world, with transactions that roll back on a throw. */
export function inMemoryCredits(balances: Record<string, number> = {}): { world: CreditsWorld; deps: CreditsDeps } {
  const world: CreditsWorld = { balances: new Map(Object.entries(balances)), ledger: [], answers: new Map(), audit: [], locked: [], lowMarked: new Set() };
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(world);

  const ledger: CreditLedger = {
    async lockBalance(tx, institutionId) {
      assertOpen(tx);
      world.locked.push(institutionId);
    },
    async spend(tx, { institutionId, memberId }, entries, idempotencyKey) {
      assertOpen(tx);
      const total = entries.reduce((sum, entry) => sum + entry.credits, 0);
      const balance = world.balances.get(institutionId);
      if (balance === undefined || balance < total) return { refused: 'pool' as const };
      let remaining = balance;
      for (const entry of entries) {
        remaining -= entry.credits;
        world.ledger.push({
          memberId,
          kind: entry.kind,
          studentId: entry.studentId,
          credits: entry.credits,
          remaining,
          description: entry.description,
          idempotencyKey: idempotencyKey ?? null,
          actorId: null,
        });
      }
      world.balances.set(institutionId, balance - total);
      const lowPoolCrossed = balance - total < 10 && !world.lowMarked.has(institutionId);
      if (lowPoolCrossed) world.lowMarked.add(institutionId);
      return { remaining: balance - total, lowPoolCrossed };
    },
    async grant(tx, { institutionId, memberId }, credits, row) {
      assertOpen(tx);
      const balance = world.balances.get(institutionId);
      if (balance === undefined) return null;
      world.balances.set(institutionId, balance + credits);
      world.ledger.push({
        memberId,
        kind: row.kind ?? 'admin_grant',
        studentId: null,
        credits: -credits,
        remaining: balance + credits,
        description: row.description,
        idempotencyKey: null,
        actorId: row.actorId,
      });
      return balance + credits;
    },
    async balances(institutionIds) {
      return new Map(institutionIds.map((id) => [id, world.balances.get(id) ?? 0]));
    },
    async forgetStudent(tx, studentId) {
      assertOpen(tx);
      const rows = world.ledger.filter((row) => row.studentId === studentId);
      for (const row of rows) row.studentId = null;
      return rows.length;
    },
    async transfer(tx, { from, to, memberId }) {
      assertOpen(tx);
      const moved = world.balances.get(from) ?? 0;
      if (moved === 0) return 0;
      const after = (world.balances.get(to) ?? 0) + moved;
      world.balances.set(from, 0);
      world.balances.set(to, after);
      const row = { memberId, studentId: null, description: 'transfer', idempotencyKey: null, actorId: null };
      world.ledger.push({ ...row, kind: 'transfer_out', credits: moved, remaining: 0 }, { ...row, kind: 'transfer_in', credits: -moved, remaining: after });
      return moved;
    },
    async empty(tx, institutionId) {
      assertOpen(tx);
      world.balances.set(institutionId, 0);
    },
  };

  /** Keys never expire here: the window is the adapter's SQL, not a rule of the use cases. */
  const idempotent: IdempotentRequests = {
    async lockAndClaim(tx, { institutionId, memberId }, key) {
      assertOpen(tx);
      world.locked.push(institutionId);
      // one call at a time here: a key with no answer is free, and the answer is stored before the "commit"
      return !world.answers.has(`${memberId} ${key}`);
    },
    async find(tx, memberId, key) {
      assertOpen(tx);
      return world.answers.get(`${memberId} ${key}`) ?? null;
    },
    async remember(tx, memberId, key, remembered) {
      assertOpen(tx);
      world.answers.set(`${memberId} ${key}`, remembered);
    },
  };

  return { world, deps: { transaction: unitOfWork, ledger, idempotent, audit: inMemoryAuditTrail(world, assertOpen) } };
}
