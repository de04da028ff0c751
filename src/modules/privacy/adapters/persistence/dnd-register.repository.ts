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
const day = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** ADR 0022: the DND register's numbers and its uploads (the privacy module's tables, SQL only). */
export function createDndRegisterRepository(orm: Orm): DndRegisterStore {
  return {
    /**
     * One batch of an upload (distinct numbers): a new number is listed since `today`; one already listed keeps its
     * date and is marked seen by this upload. A number seen twice in one file counts once (the second touch changes nothing).
     */
    async mergeWithin(tx: Transaction, uploadId: string, numbers: readonly string[], today: string): Promise<{ added: number; kept: number }> {
      if (numbers.length === 0) return { added: 0, kept: 0 };
      const rows = await sql`insert into dnd_numbers (mobile, listed_since, last_seen_upload_id)
          select mobile, ${today}::date, ${uploadId}::uuid from unnest(${numbers}::text[]) as t(mobile)
          on conflict (mobile) do update set last_seen_upload_id = excluded.last_seen_upload_id
            where dnd_numbers.last_seen_upload_id <> excluded.last_seen_upload_id
          returning (xmax = 0) as inserted`.rows<{ inserted: boolean }>(entityManagerOf(tx));
      const added = rows.filter((row) => row.inserted).length;
      return { added, kept: rows.length - added };
    },
    /** the numbers the upload did not carry leave the register; answers how many */
    async removeUnseenWithin(tx: Transaction, uploadId: string): Promise<number> {
      return sql`delete from dnd_numbers where last_seen_upload_id <> ${uploadId}::uuid`.run(entityManagerOf(tx));
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
      const rows = await sql`select mobile, listed_since from dnd_numbers where mobile = any(${mobiles}::text[])`.rows<{
        mobile: string;
        listed_since: Date | string;
      }>(sessionOf(orm));
      return new Map(rows.map((row) => [row.mobile, day(row.listed_since)]));
    },
  };
}
