import { randomUUID } from 'node:crypto';
import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { DndRegisterStore } from './ports/dnd-register.port';
import { registerNumber } from '../domain/dnd-register';
import { dndFileEmpty } from '../domain/privacy.errors';

export type DndRegisterDeps = { register: DndRegisterStore; unitOfWork: UnitOfWork; audit: AuditTrail; clock: Clock };

/** Numbers written a statement at a time: two text arrays of 20,000 ten-digit numbers are a few hundred KB. */
const BATCH = 20_000;

/** numbers: distinct numbers on the register after the upload (added + kept); skipped: records that held no mobile number */
export type DndUploadResult = { numbers: number; added: number; kept: number; removed: number; skipped: number };

/**
 * ADR 0022: a scrub file replaces the register in one transaction (a failed or refused upload leaves the previous
 * one whole). The first cell of each record that is an Indian mobile number counts; others (a header, blanks,
 * landlines) are skipped. The file is streamed: a few million lines hold no more than one batch in memory.
 */
export async function uploadDndRegister(
  file: { name: string; records: AsyncIterable<string[]> },
  actor: AuditActor,
  deps: DndRegisterDeps,
): Promise<DndUploadResult> {
  const uploadId = randomUUID();
  const today = deps.clock.now().toISOString().slice(0, 10);
  const result = await deps.unitOfWork(async (tx) => {
    let skipped = 0;
    let batch = new Set<string>();
    const flush = async () => {
      await deps.register.stageWithin(tx, [...batch]);
      batch = new Set();
    };
    for await (const record of file.records) {
      const number = registerNumber(record[0]);
      if (number === null) {
        skipped += 1;
        continue;
      }
      batch.add(number);
      if (batch.size >= BATCH) await flush();
    }
    await flush();
    const replaced = await deps.register.replaceWithin(tx, uploadId, today);
    if (replaced.numbers === 0) throw dndFileEmpty();
    const totals = { numbers: replaced.numbers, added: replaced.added, kept: replaced.numbers - replaced.added, removed: replaced.removed, skipped };
    await deps.register.recordUploadWithin(tx, { id: uploadId, fileName: file.name, actorId: actor.id, actorLabel: actor.label, ...totals });
    await deps.audit.recordWithin(tx, {
      actor,
      action: 'dnd_register.upload',
      subject: { kind: 'dnd_register' },
      detail: { numbers: totals.numbers, added: totals.added, kept: totals.kept, removed: totals.removed, skipped: totals.skipped },
    });
    return totals;
  });
  return result;
}
