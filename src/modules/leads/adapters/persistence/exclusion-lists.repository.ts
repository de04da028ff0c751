import type { Orm } from '@platform/db/orm';
import { inParallel } from '@platform/db/parallel-statements';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { createUnitOfWork, entityManagerOf } from '@platform/db/unit-of-work';
import type { BackgroundTasks } from '@platform/kernel/background';
import type { Transaction } from '@platform/kernel/transaction';
import type { ExclusionLists, ExclusionSummary } from '@modules/leads/application/ports/exclusion-lists.port';
import type { ContactHashSql } from './contact-hash.sql';

/** Hashes per INSERT (one text[] parameter each): 1,000,000 rows in 20 statements. */
const INSERT_CHUNK = 50_000;
/** INSERT statements in flight at once (two cores: platform/db/parallel-statements.ts). */
const INSERT_PARALLEL_STATEMENTS = 2;
/** Students hashed per upkeep statement. */
const UPKEEP_CHUNK = 20_000;

type SummaryRow = { entries: number; students_matched: number; uploaded_at: Date | string; uploaded_by_label: string };

/**
 * ADR 0024: an institution's exclusion list, as keyed hashes only (exclusion_entries), its summary (exclusion_lists),
 * and the upkeep of the students' own contact hashes (students.email_hash / mobile_hash) the match joins on.
 */
export function createExclusionListsRepository(orm: Orm, hashes: ContactHashSql, background?: BackgroundTasks): ExclusionLists {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));
  const unitOfWork = createUnitOfWork(orm);
  const hashPendingOnce = () =>
    sql`update students set email_hash = ${hashes.email(raw('students.email_id'))}, mobile_hash = ${hashes.mobile(raw('students.mobile_number'))}
      where id in (select id from students where email_hash is null or mobile_hash is null limit ${UPKEEP_CHUNK})`.run(db());
  const hashPending = async () => {
    let total = 0;
    for (let done = await hashPendingOnce(); done > 0; done = await hashPendingOnce()) total += done;
    return total;
  };
  // a replaced or deleted list's rows: gone after the answer (nothing reads a list no exclusion_lists row names)
  const forget = (listId: string | undefined) => {
    if (!listId) return;
    const work = () => sql`delete from exclusion_entries where list_id = ${listId}`.run(db());
    if (background) background.run('Deleting an old exclusion list failed', work);
    else void work().catch((error) => console.error('Deleting an old exclusion list failed', error));
  };
  return {
    hashPending,

    async replace(institutionId, contactHashes, by, onProgress) {
      // the students' hashes first (outside the list's transaction: each chunk is its own work, kept if it fails later)
      await hashPending();
      const listId = crypto.randomUUID();
      // in order: each chunk appends to the right edge of the primary key's index instead of splitting pages all over
      // it (random hashes took about twice as long); the hashes are distinct and the list is new, so no conflict
      const sorted = [...new Set(contactHashes)].sort();
      const chunks = Array.from({ length: Math.ceil(sorted.length / INSERT_CHUNK) }, (_, k) => sorted.slice(k * INSERT_CHUNK, (k + 1) * INSERT_CHUNK));
      let written = 0;
      try {
        // the new list's rows before the switch, two statements at a time on two connections: nothing reads a list
        // no exclusion_lists row names, so they need not be in the switch's transaction (a failure forgets them)
        await inParallel(chunks, INSERT_PARALLEL_STATEMENTS, async (chunk) => {
          await sql`insert into exclusion_entries (list_id, contact_hash) select ${listId}::uuid, h from unnest(${chunk}::text[]) as t(h)`.run(db());
          written += chunk.length;
          onProgress?.(written);
        });
        const { studentsMatched, old } = await unitOfWork(async (tx) => {
          const em = entityManagerOf(tx);
          // an index join each way (students' e-mail hash, then mobile hash), counted once per student
          const matched = await sql`select count(*)::int as n from (
              select s.id from exclusion_entries e join students s on s.email_hash = e.contact_hash where e.list_id = ${listId} and s.email_hash <> ''
              union
              select s.id from exclusion_entries e join students s on s.mobile_hash = e.contact_hash where e.list_id = ${listId} and s.mobile_hash <> ''
            ) m`.first<{ n: number }>(em);
          // the switch: the new list becomes the institution's (the old one answered, to forget)
          const [previous] = await sql`select list_id from exclusion_lists where institution_id = ${institutionId} for update`.rows<{ list_id: string }>(em);
          await sql`insert into exclusion_lists (institution_id, list_id, entries, students_matched, uploaded_by, uploaded_by_label)
            values (${institutionId}, ${listId}, ${sorted.length}, ${matched?.n ?? 0}, ${by.id}, ${by.label})
            on conflict (institution_id) do update set list_id = excluded.list_id, entries = excluded.entries, students_matched = excluded.students_matched,
              uploaded_at = now(), uploaded_by = excluded.uploaded_by, uploaded_by_label = excluded.uploaded_by_label`.run(em);
          return { studentsMatched: matched?.n ?? 0, old: previous?.list_id };
        });
        forget(old);
        return studentsMatched;
      } catch (error) {
        forget(listId);
        throw error;
      }
    },

    async summary(institutionId) {
      const row =
        await sql`select entries, students_matched, uploaded_at, uploaded_by_label from exclusion_lists where institution_id = ${institutionId}`.first<SummaryRow>(
          db(),
        );
      if (!row) return null;
      return {
        entries: row.entries,
        studentsMatched: row.students_matched,
        uploadedAt: new Date(row.uploaded_at).toISOString(),
        uploadedBy: row.uploaded_by_label,
      } satisfies ExclusionSummary;
    },

    async remove(institutionId) {
      const [removed] = await sql`delete from exclusion_lists where institution_id = ${institutionId} returning list_id`.rows<{ list_id: string }>(db());
      forget(removed?.list_id);
      return removed !== undefined;
    },

    async listedAmong(institutionId, studentIds, tx) {
      if (studentIds.length === 0) return new Set();
      const rows = await sql`select id from students where id = any(${studentIds}::uuid[]) and ${listedCondition(hashes, institutionId)}`.rows<{ id: string }>(
        db(tx),
      );
      return new Set(rows.map((row) => row.id));
    },
  };
}

/** ADR 0024: `students` (the current row) is on this institution's exclusion list. */
export const listedCondition = (hashes: ContactHashSql, institutionId: string) =>
  sql`exists (select 1 from exclusion_lists l join exclusion_entries x on x.list_id = l.list_id
    where l.institution_id = ${institutionId} and x.contact_hash in (${hashes.studentEmail}, ${hashes.studentMobile}))`;
