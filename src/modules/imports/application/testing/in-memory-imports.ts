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
  /** the undone batches, with who undid them and what was refunded */
  undone: Map<string, { by: string | null; refundedMembers: number; refundedCredits: number }>;
  /** credits each member paid for each student: `${memberId} ${mobile}` (the fake's students are named by mobile) */
  paid: Map<string, number>;
  /** refunds written: member and credits */
  refunds: { memberId: string; credits: number; reference: string }[];
};

/** The imports use cases' ports over plain data; `inCatalogue` are mobile numbers already there. */
export function inMemoryImports(inCatalogue: string[] = [], batchIds: string[] = []) {
  const world: ImportsWorld = {
    batches: new Map(batchIds.map((id) => [id, null])),
    catalogue: new Map(inCatalogue.map((mobile) => [mobile, { batchId: null }])),
    audit: [],
    undone: new Map(),
    paid: new Map(),
    refunds: [],
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
    async markUndone(tx, id, undo) {
      assertOpen(tx);
      if (!world.batches.has(id)) return 'not_found';
      if (world.undone.has(id)) return 'already_undone';
      world.undone.set(id, undo);
      return 'undone';
    },
    async undoState(id) {
      return !world.batches.has(id) ? 'not_found' : world.undone.has(id) ? 'already_undone' : 'open';
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
      return theirs.map(([mobile]) => mobile);
    },
    async existingMobiles(mobiles: readonly string[]) {
      return new Set(mobiles.filter((mobile) => world.catalogue.has(mobile)));
    },
    async idsOfBatch(batchId: string) {
      return [...world.catalogue].filter(([, student]) => student.batchId === batchId).map(([mobile]) => mobile);
    },
  };
  /** credits' paid-for and refund, over `world.paid`: what the contract promises, per member */
  const paidFor = (ids: readonly string[]) => {
    const perMember = new Map<string, { credits: number; students: number }>();
    for (const [key, credits] of world.paid) {
      const [memberId, mobile] = key.split(' ') as [string, string];
      if (!ids.includes(mobile) || credits <= 0) continue;
      const sum = perMember.get(memberId) ?? { credits: 0, students: 0 };
      perMember.set(memberId, { credits: sum.credits + credits, students: sum.students + 1 });
    }
    return [...perMember].map(([memberId, sum]) => ({ memberId, ...sum }));
  };
  const credits = {
    async paidForStudents(ids: readonly string[]) {
      return paidFor(ids);
    },
    async refundStudentsWithin(tx: Parameters<typeof assertOpen>[0], refund: { studentIds: readonly string[]; reference: string }) {
      assertOpen(tx);
      const due = paidFor(refund.studentIds).filter((member) => !world.refunds.some((r) => r.memberId === member.memberId && r.reference === refund.reference));
      world.refunds.push(...due.map((member) => ({ memberId: member.memberId, credits: member.credits, reference: refund.reference })));
      return due;
    },
  };
  const deps = { students, batches, credits, unitOfWork, audit: inMemoryAuditTrail(world, assertOpen) } satisfies ImportDeps & Record<string, unknown>;
  return { world, deps };
}
