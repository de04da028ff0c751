import type { EntityManager } from '@platform/db/orm';
import { join, raw, type Sql, sql } from '@platform/db/sql';
import type { NameWordSort } from '@modules/leads/domain/name-words';
import { escapeLike, type Conditions, whereOf } from './student-sql';

/**
 * ADR 0029: a searched page read from student_name_words (Migration20270108000000), whose entries carry the sort keys.
 * The page is `offset + limit` entries of the matching words' index ranges, merged in order, and the catalogue is read
 * for those students only, each checked against the whole list's conditions (the search itself, the filters, who may
 * be seen). Used only when every word holding the term is a name's word (`nameWordsHolding`), so the search answers
 * the same students as the catalogue's own text would.
 */

/** More words than this hold the term (a short term: "kum"): its ranges are too many to merge; the catalogue answers. */
const MAX_WORDS = 32;

/**
 * The names' words holding `word` (as a substring, as the search matches), or null when the index cannot answer the
 * term: a word outside the names holds it too (a city's, a college's), or too many words do.
 */
export async function nameWordsHolding(em: EntityManager, word: string): Promise<string[] | null> {
  const found = await sql`select word, in_name, elsewhere from search_vocabulary where word like ${`%${escapeLike(word)}%`} limit ${MAX_WORDS + 1}`.rows<{
    word: string;
    in_name: boolean;
    elsewhere: boolean;
  }>(em);
  if (found.length > MAX_WORDS || found.some((entry) => entry.elsewhere)) return null;
  return found.filter((entry) => entry.in_name).map((entry) => entry.word);
}

/** Each order's key in the index entries and in the page's ORDER BY (orderClause's order, student-sql.ts). */
const KEY = {
  createdAt: { column: raw('created_at'), distinct: raw('p_key, p_id'), asc: raw('order by p_key asc, p_id asc'), desc: raw('order by p_key desc, p_id desc') },
  studentName: {
    column: raw('student_name'),
    distinct: raw('p_key, p_created, p_id'),
    asc: raw('order by p_key asc, p_created desc, p_id desc'),
    desc: raw('order by p_key desc, p_created asc, p_id asc'),
  },
  age: {
    column: raw('age'),
    distinct: raw('p_key, p_created, p_id'),
    asc: raw('order by p_key asc, p_created desc, p_id desc'),
    desc: raw('order by p_key desc, p_created asc, p_id asc'),
  },
} as const satisfies Record<NameWordSort, { column: Sql; distinct: Sql; asc: Sql; desc: Sql }>;

/**
 * The statement selecting one page's ids. Each word's entries are one index range (a state filter is read from the
 * entries too); a UNION ALL of them is merged in order by PostgreSQL (Merge Append), duplicates (a student two of whose
 * name's words hold the term) dropped as they pass, and students' rows fetched by id for the conditions.
 */
export function nameWordPage(
  words: readonly string[],
  state: string | undefined,
  conditions: Conditions,
  sortBy: NameWordSort,
  sortOrder: 'asc' | 'desc',
  limit: number,
  offset: number,
): Sql {
  // no word holds the term: nothing matches (an empty range keeps the statement's shape)
  const chosen = words.length > 0 ? words : [''];
  const { column, distinct } = KEY[sortBy];
  const order = KEY[sortBy][sortOrder];
  const ranges = join(
    chosen.map(
      (word) =>
        sql`select student_id as p_id, ${column} as p_key, created_at as p_created from student_name_words where word = ${word}${state === undefined ? sql`` : sql` and state = ${state}`}`,
    ),
    ' union all ',
  );
  const merged = chosen.length === 1 ? ranges : sql`select distinct on (${distinct}) * from (${ranges}) ranges ${order}`;
  return sql`select students.id from (${merged}) p join students on students.id = p.p_id ${whereOf(conditions)} ${order} limit ${limit} offset ${offset}`;
}
