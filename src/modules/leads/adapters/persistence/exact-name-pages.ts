import type { EntityManager } from '@platform/db/orm';
import { type Sql, sql } from '@platform/db/sql';
import { EXACT_NAME_CAP } from '@modules/leads/domain/exact-name-first';
import { type Conditions, orderClause, whereOf } from './student-sql';

/**
 * Issue 30 (domain/exact-name-first.ts): the students named exactly `key` (lowercased) that `conditions` admit, in the
 * date order, up to one past the cap, from their own index (Migration20270109000000).
 */
export async function exactNameIds(em: EntityManager, key: string, conditions: Conditions, sortOrder: 'asc' | 'desc'): Promise<string[]> {
  const rows = await sql`select id from students ${whereOf([...conditions, sql`lower(student_name) = ${key}`])} ${orderClause('createdAt', sortOrder)}
    limit ${EXACT_NAME_CAP + 1}`.rows<{ id: string }>(em);
  return rows.map((row) => row.id);
}

/** A page's ids: `first`, then those `rest` selects, in its own order (array(…) keeps it). */
export const exactNamesThen = (first: readonly string[], rest: Sql | undefined): Sql =>
  rest ? sql`select unnest(array_cat(${first}::uuid[], array(${rest}))) as id` : sql`select unnest(${first}::uuid[]) as id`;
