import type { EntityManager } from '@platform/db/orm';
import { empty, join, raw, type Sql, sql } from '@platform/db/sql';
import type { NameWordSearch, NameWordSort } from '@modules/leads/domain/name-words';
import type { PlannerSetting } from './catalogue-reads';
import { type Conditions, whereOf } from './student-sql';

/**
 * ADR 0029: a searched page, and its count, read from student_name_words (Migration20270108000000), whose entries
 * carry the sort keys. The page is `offset + limit` entries of the matching words' index ranges, merged in order; the
 * catalogue is read only for those students, and only when something is left to check on them (filters, who may be
 * seen, a term of several words). Used only when every word holding the term's longest word is a name's word, so the
 * search answers the same students as the catalogue's own text would.
 */

/** More words than this hold a term's word (a short term: "kum"): too many ranges to merge; the catalogue answers. */
const MAX_WORDS = 32;

/** The names' words holding the term's longest word, and for each of its words before it the names' words holding it. */
export type NameWordMatch = { words: string[]; alongside: string[][] };

type VocabularyEntry = { word: string; in_name: boolean; elsewhere: boolean };
const holding = (em: EntityManager, word: string) =>
  // a term's words are letters and digits only (domain/name-words.ts): nothing in them is special to LIKE
  sql`select word, in_name, elsewhere from search_vocabulary where word like ${`%${word}%`} limit ${MAX_WORDS + 1}`.rows<VocabularyEntry>(em);

/**
 * The vocabulary's answer for `search`, or null when the index cannot answer it: a word outside the names holds the
 * longest word too (a city's, a college's), or too many words do. A word before it held by too many words is only not
 * used to narrow the candidates (the rows are checked against the whole term anyway).
 */
export async function nameWordMatch(em: EntityManager, search: NameWordSearch): Promise<NameWordMatch | null> {
  const found = await holding(em, search.word);
  if (found.length > MAX_WORDS || found.some((entry) => entry.elsewhere)) return null;
  const alongside: string[][] = [];
  for (const other of search.before) {
    const entries = await holding(em, other);
    if (entries.length <= MAX_WORDS) alongside.push(entries.filter((entry) => entry.in_name).map((entry) => entry.word));
  }
  return { words: found.filter((entry) => entry.in_name).map((entry) => entry.word), alongside };
}

/** An order's key in the index entries (`column`), and the page's ORDER BY both ways (orderClause's order, student-sql.ts). */
type Key = { column: Sql; distinct: Sql; asc: Sql; desc: Sql };
/** A key with ties broken newest first ascending, the exact reverse descending (as its B-tree is read either way). */
const keyWithTies = (column: Sql): Key => ({
  column,
  distinct: raw('p_key, p_created, p_id'),
  asc: raw('order by p_key asc, p_created desc, p_id desc'),
  desc: raw('order by p_key desc, p_created asc, p_id asc'),
});
const KEY: Record<NameWordSort, Key> = {
  createdAt: { column: raw('created_at'), distinct: raw('p_key, p_id'), asc: raw('order by p_key asc, p_id asc'), desc: raw('order by p_key desc, p_id desc') },
  studentName: keyWithTies(raw('student_name')),
  age: keyWithTies(raw('age')),
};

/** One index range per word, as rows (p_id, p_key, p_created), a state filter read from the entries themselves. */
function ranges(words: readonly string[], state: string | undefined, column: Sql): Sql {
  // no word holds the term: nothing matches (an empty range keeps the statement's shape)
  const chosen = words.length > 0 ? words : [''];
  return join(
    chosen.map(
      (word) =>
        sql`select student_id as p_id, ${column} as p_key, created_at as p_created from student_name_words where word = ${word}${state === undefined ? sql`` : sql` and state = ${state}`}`,
    ),
    ' union all ',
  );
}

/**
 * The candidates must also hold a name word of each of the term's words before its longest. Each word's range is read
 * on its own (`word = any(…)` would come unordered): in the date order the two sides then merge as they stream.
 */
const holdingAlongside = (alongside: readonly string[][]): Sql[] =>
  alongside.map((words) => {
    const entries = join(
      (words.length > 0 ? words : ['']).map((word) => sql`select created_at, student_id from student_name_words where word = ${word}`),
      ' union all ',
    );
    return sql`exists (select 1 from (${entries}) o where o.created_at = p.p_created and o.student_id = p.p_id)`;
  });

/**
 * The statement's FROM and WHERE: the candidates, narrowed by the term's other words and without the `excluded`
 * students (those a page lists first: domain/exact-name-first.ts), joined to students if checked. Narrowed and put in
 * the page's `order` before any student is read (OFFSET 0 keeps it apart): else the planner, taking the candidates for a
 * few, checks all of them before sorting ("Rohit Tiwari" by name at 10M: 9,687 students read for a page of 20).
 */
function candidates(match: NameWordMatch, merged: Sql, conditions: Conditions, excluded: readonly string[], order: Sql): Sql {
  const narrowing = holdingAlongside(match.alongside);
  if (excluded.length > 0) narrowing.push(sql`p.p_id <> all(${excluded}::uuid[])`);
  if (conditions.length === 0) return sql`from (${merged}) p ${whereOf(narrowing)}`;
  const narrowed = narrowing.length === 0 ? merged : sql`select * from (${merged}) p ${whereOf(narrowing)} ${order} offset 0`;
  return sql`from (${narrowed}) p join students on students.id = p.p_id ${whereOf(conditions)}`;
}

/**
 * Planner settings for the page and the count: with the rows checked against the term itself, the planner takes its
 * LIKE for a few rows and would read every match through the trigram index instead (a bitmap); without bitmaps it
 * reads the words' ranges and fetches the rows by id. With the term's other words to hold, in the date order (and for
 * the count, in none), each word's range streams in that order and the two merge as they go, so a page reads only
 * the entries up to its end; a hash of every entry of the other word, in parallel, is what the planner picks instead
 * ("Rohit Tiwari" at 10M: 172 ms against 12 ms, page 44). By name or age the entries must be sorted anyway.
 */
export function nameWordSettings(match: NameWordMatch, whole: boolean, sortBy: NameWordSort = 'createdAt'): PlannerSetting[] {
  if (whole && match.alongside.length === 0) return [];
  if (match.alongside.length === 0 || sortBy !== 'createdAt') return ['enable_bitmapscan = off'];
  return ['enable_bitmapscan = off', 'enable_hashjoin = off', 'max_parallel_workers_per_gather = 0'];
}

/**
 * The statement selecting one page's ids: the ranges merged in order by PostgreSQL (Merge Append), duplicates (a
 * student two of whose name's words hold the term) dropped as they pass, the rows checked against `conditions`.
 */
export function nameWordPage(
  match: NameWordMatch,
  state: string | undefined,
  conditions: Conditions,
  sortBy: NameWordSort,
  sortOrder: 'asc' | 'desc',
  limit: number,
  offset: number,
  excluded: readonly string[] = [],
): Sql {
  const { column, distinct } = KEY[sortBy];
  const order = KEY[sortBy][sortOrder];
  const all = ranges(match.words, state, column);
  const merged = match.words.length > 1 ? sql`select distinct on (${distinct}) * from (${all}) ranges ${order}` : all;
  return sql`select p.p_id as id ${candidates(match, merged, conditions, excluded, order)} ${order} limit ${limit} offset ${offset}`;
}

/** How many students the search matches, counted up to `cap` + 1 (each once): the capped count's statement. */
export function nameWordCount(match: NameWordMatch, state: string | undefined, conditions: Conditions, cap: number): Sql {
  const all = ranges(match.words, state, raw('created_at'));
  const merged = match.words.length > 1 ? sql`select distinct * from (${all}) ranges` : all;
  return sql`select count(*)::int as n from (select 1 ${candidates(match, merged, conditions, [], empty)} limit ${cap + 1}) capped`;
}
