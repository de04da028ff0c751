import type { EntityManager, Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';

/** One anchor every this many students (see Migration20261124000000_catalogue_counts_and_anchors). */
export const ANCHOR_EVERY = 1_000;

/** catalogue_counters' values and the anchors' positions are bigints: the driver hands them over as text. */
type Bigint = string | number;

/** Whether the anchors were built after the last delete (a delete shifts every position after it). */
const FRESH = sql`(select value from catalogue_counters where name = 'students_deleted')
              = (select value from catalogue_counters where name = 'anchors_deleted_mark') as fresh`;

/**
 * Rebuilds the page anchors from the default order. Holding the `students_deleted` counter row locks out deletes
 * meanwhile, so the anchors are valid for exactly the deletions counted. A few seconds at 10M rows.
 */
export async function refreshPageAnchors(orm: Orm): Promise<void> {
  await sessionOf(orm).transactional(async (em) => {
    const marker = await sql`select value from catalogue_counters where name = 'students_deleted' for update`.first<{ value: Bigint }>(em);
    await sql`delete from student_page_anchors`.run(em);
    await sql`insert into student_page_anchors (position, created_at, id)
       select rank, created_at, id from (
         select created_at, id, row_number() over (order by created_at, id) - 1 as rank from students
       ) ranked where rank % ${ANCHOR_EVERY} = 0`.run(em);
    await sql`update catalogue_counters set value = ${marker?.value ?? 0} where name = 'anchors_deleted_mark'`.run(em);
  });
}

/** Rebuilds when a delete has invalidated the anchors; returns whether it did. */
export async function refreshPageAnchorsIfStale(orm: Orm): Promise<boolean> {
  const state = await sql`select ${FRESH}`.first<{ fresh: boolean }>(sessionOf(orm));
  if (state?.fresh) return false;
  await refreshPageAnchors(orm);
  return true;
}

/** The exact number of students, maintained by triggers. */
export async function exactStudentTotal(em: EntityManager): Promise<number> {
  const row = await sql`select value from catalogue_counters where name = 'students'`.first<{ value: Bigint }>(em);
  return Number(row?.value ?? 0);
}

/**
 * The keyset start for a page of the default order (created_at, id) beginning at row `first` (0: the first row), or
 * undefined when the anchors are stale or the page lies among the newest rows above the last anchor (OFFSET is cheap
 * there).
 */
export async function anchoredStart(em: EntityManager, first: number, order: 'asc' | 'desc') {
  const state = await sql`select (select value from catalogue_counters where name = 'students') as total,
            ${FRESH}`.first<{ total: Bigint; fresh: boolean }>(em);
  if (!state?.fresh) return undefined;
  const total = Number(state.total);
  if (first >= total) return { empty: true as const };
  // ranks count from the oldest student
  const rank = order === 'asc' ? first : total - 1 - first;
  // created_at as text: a JS Date would drop the microseconds and miss the anchor row
  const anchor = await (order === 'asc'
    ? sql`select position, created_at::text as created_at, id from student_page_anchors where position <= ${rank} order by position desc limit 1`
    : sql`select position, created_at::text as created_at, id from student_page_anchors where position >= ${rank} order by position limit 1`
  ).first<{ position: Bigint; created_at: string; id: string }>(em);
  if (!anchor) return undefined;
  return { empty: false as const, createdAt: anchor.created_at, id: anchor.id, skip: Math.abs(Number(anchor.position) - rank) };
}
