import type { AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import type { ImportedStudent } from '@modules/leads/contracts';
import type { ImportDeps } from '../import-students.use-case';
import type { BatchOutcome, ImportBatchRepository } from '../ports/import-batch.repository.port';

export type ImportsWorld = {
  /** each batch's recorded outcome (null while it is being imported) */
  batches: Map<string, BatchOutcome | null>;
  /** the catalogue's students, by mobile number, with the batch that brought them (null: added by hand) */
  catalogue: Map<string, { batchId: string | null; row?: number }>;
  audit: AuditEntry[];
};

/** The imports use cases' ports over plain data; `inCatalogue` are mobile numbers already there. */
export function inMemoryImports(inCatalogue: string[] = [], batchIds: string[] = []) {
  const world: ImportsWorld = {
    batches: new Map(batchIds.map((id) => [id, null])),
    catalogue: new Map(inCatalogue.map((mobile) => [mobile, { batchId: null }])),
    audit: [],
  };
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(world);
  const batches = {
    async start() {
      const id = `batch-${world.batches.size + 1}`;
      world.batches.set(id, null);
      return id;
    },
    async finish(tx, id, outcome) {
      assertOpen(tx);
      world.batches.set(id, outcome);
    },
    async delete(tx, id) {
      assertOpen(tx);
      return world.batches.delete(id);
    },
    async list() {
      throw new Error('the upload history is read by the route, not by a use case');
    },
    async scrubWithin() {
      throw new Error('erasure scrubs through the contract, not a use case of this module');
    },
  } satisfies ImportBatchRepository;
  const students = {
    async insertImported(rows: readonly ImportedStudent[], batchId: string) {
      const inserted = new Set<string>();
      for (const row of rows) {
        if (world.catalogue.has(row.mobileNumber)) continue;
        world.catalogue.set(row.mobileNumber, { batchId, row: row.row });
        inserted.add(row.mobileNumber);
      }
      return inserted;
    },
    async deleteByBatch(batchId: string, tx: Parameters<typeof assertOpen>[0]) {
      assertOpen(tx);
      const theirs = [...world.catalogue].filter(([, student]) => student.batchId === batchId);
      for (const [mobile] of theirs) world.catalogue.delete(mobile);
      return theirs.length;
    },
  };
  const deps = { students, batches, unitOfWork, audit: inMemoryAuditTrail(world, assertOpen) } satisfies ImportDeps;
  return { world, deps };
}
