import type { Orm } from '@platform/db/orm';

type Row = Record<string, any>;
type Execute = <T extends Row[] = Row[]>(sql: string, params?: unknown[]) => Promise<T>;

/** One anchor every this many students (see Migration20261124000000_catalogue_counts_and_anchors). */
export const ANCHOR_EVERY = 1_000;

/**
 * Rebuilds the page anchors from the default order. Holding the `students_deleted` counter row locks out deletes
 * meanwhile, so the anchors are valid for exactly the deletions counted. A few seconds at 10M rows.
 */
export async function refreshPageAnchors(orm: Orm): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const [marker] = await em.execute<Row[]>("select value from catalogue_counters where name = 'students_deleted' for update");
    await em.execute('delete from student_page_anchors');
    await em.execute(
      `insert into student_page_anchors (position, created_at, id)
       select rank, created_at, id from (
         select created_at, id, row_number() over (order by created_at, id) - 1 as rank from students
       ) ranked where rank % ${ANCHOR_EVERY} = 0`,
    );
    await em.execute("update catalogue_counters set value = ? where name = 'anchors_deleted_mark'", [marker?.value ?? 0]);
  });
}

/** Rebuilds when a delete has invalidated the anchors; returns whether it did. */
export async function refreshPageAnchorsIfStale(orm: Orm): Promise<boolean> {
  const [state] = await orm.em.fork().execute<Row[]>(
    `select (select value from catalogue_counters where name = 'students_deleted')
          = (select value from catalogue_counters where name = 'anchors_deleted_mark') as fresh`,
  );
  if (state?.fresh) return false;
  await refreshPageAnchors(orm);
  return true;
}

/** The exact number of students, maintained by triggers. */
export async function exactStudentTotal(execute: Execute): Promise<number> {
  const [row] = await execute("select value from catalogue_counters where name = 'students'");
  return Number(row?.value ?? 0);
}

/**
 * The keyset start for a page of the default order (created_at, id), or undefined when the anchors are stale or the
 * page lies among the newest rows above the last anchor (OFFSET is cheap there).
 */
export async function anchoredStart(execute: Execute, page: number, limit: number, order: 'asc' | 'desc') {
  const [state] = await execute(
    `select (select value from catalogue_counters where name = 'students') as total,
            (select value from catalogue_counters where name = 'students_deleted')
              = (select value from catalogue_counters where name = 'anchors_deleted_mark') as fresh`,
  );
  if (!state?.fresh) return undefined;
  const total = Number(state.total);
  const first = (page - 1) * limit;
  if (first >= total) return { empty: true as const };
  // ranks count from the oldest student
  const rank = order === 'asc' ? first : total - 1 - first;
  const [anchor] = await execute(
    order === 'asc'
      ? 'select position, created_at::text as created_at, id from student_page_anchors where position <= ? order by position desc limit 1'
      : 'select position, created_at::text as created_at, id from student_page_anchors where position >= ? order by position limit 1',
    [rank],
  );
  if (!anchor) return undefined;
  return {
    empty: false as const, // as text: a JS Date would drop the microseconds and miss the anchor row
    createdAt: anchor.created_at as string,
    id: anchor.id as string,
    skip: Math.abs(Number(anchor.position) - rank),
  };
}
