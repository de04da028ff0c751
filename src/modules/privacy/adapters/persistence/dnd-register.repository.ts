import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { DndRegisterStore, DndUploadSummary } from '@modules/privacy/application/ports/dnd-register.port';

type UploadRow = {
  id: string;
  uploaded_at: Date | string;
  actor_label: string;
  file_name: string;
  numbers: number;
  added: number;
  kept: number;
  removed: number;
  skipped: number;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** ADR 0022: the DND register's numbers and its uploads (the privacy module's tables, SQL only). */
export function createDndRegisterRepository(orm: Orm): DndRegisterStore {
  return {
    /** one batch of an upload's numbers into the transaction's scratch table (a number repeated in the file counts once) */
    async stageWithin(tx: Transaction, numbers: readonly string[]): Promise<void> {
      const em = entityManagerOf(tx);
      await sql`create temp table if not exists dnd_incoming (mobile text primary key) on commit drop`.run(em);
      if (numbers.length === 0) return;
      await sql`insert into dnd_incoming (mobile) select unnest(${numbers}::text[]) on conflict do nothing`.run(em);
    },
    /**
     * The staged numbers become the register: new ones listed since `today`, those already on it keep their day (not
     * written at all), those the file no longer holds leave it. Three statements, whatever the file's size.
     */
    async replaceWithin(tx: Transaction, uploadId: string, today: string): Promise<{ numbers: number; added: number; removed: number }> {
      const em = entityManagerOf(tx);
      const added = await sql`insert into dnd_numbers (mobile, listed_since, added_upload_id)
          select mobile, ${today}::date, ${uploadId}::uuid from dnd_incoming on conflict (mobile) do nothing`.run(em);
      const removed = await sql`delete from dnd_numbers d where not exists (select 1 from dnd_incoming i where i.mobile = d.mobile)`.run(em);
      const [row] = await sql`select count(*)::int as n from dnd_incoming`.rows<{ n: number }>(em);
      return { numbers: Number(row?.n ?? 0), added, removed };
    },
    async recordUploadWithin(tx: Transaction, upload: Omit<DndUploadSummary, 'uploadedAt' | 'uploadedBy'> & { actorId: string | null; actorLabel: string }) {
      await sql`insert into dnd_uploads (id, actor_id, actor_label, file_name, numbers, added, kept, removed, skipped)
        values (${upload.id}, ${upload.actorId}, ${upload.actorLabel}, ${upload.fileName}, ${upload.numbers}, ${upload.added}, ${upload.kept}, ${upload.removed}, ${upload.skipped})`.run(
        entityManagerOf(tx),
      );
    },
    async lastUpload(): Promise<DndUploadSummary | null> {
      const [row] = await sql`select id, uploaded_at, actor_label, file_name, numbers, added, kept, removed, skipped from dnd_uploads
        order by uploaded_at desc limit 1`.rows<UploadRow>(sessionOf(orm));
      if (!row) return null;
      return {
        id: row.id,
        uploadedAt: iso(row.uploaded_at),
        uploadedBy: row.actor_label,
        fileName: row.file_name,
        numbers: Number(row.numbers),
        added: Number(row.added),
        kept: Number(row.kept),
        removed: Number(row.removed),
        skipped: Number(row.skipped),
      };
    },
    async count(): Promise<number> {
      const [row] = await sql`select count(*)::int as n from dnd_numbers`.rows<{ n: number }>(sessionOf(orm));
      return Number(row?.n ?? 0);
    },
    /** since when each of these 10-digit numbers is on the register (one statement on the primary key) */
    async among(mobiles: readonly string[]): Promise<Map<string, string>> {
      if (mobiles.length === 0) return new Map();
      const rows = await sql`select mobile, listed_since::text as since from dnd_numbers where mobile = any(${mobiles}::text[])`.rows<{
        mobile: string;
        since: string;
      }>(sessionOf(orm));
      return new Map(rows.map((row) => [row.mobile, row.since]));
    },
  };
}
