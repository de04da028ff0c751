/**
 * ADR 0029: the name-word index (student_name_words) and the search vocabulary are kept in step with the catalogue by
 * its triggers, and a free member's name-like search in the date, name or age order is read from the index: the same
 * students as the catalogue's own text would find (tests/contract/search-index.contract.ts holds the answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { createPostgresSearchIndex } from '@modules/leads/adapters/search/postgres-search-index';
import type { SearchIndex } from '@modules/leads/application/ports/search-index.port';
import type { CatalogueQuery } from '@modules/leads/application/ports/student-catalogue.port';
import { tracedStatements } from '@support/sql-trace';
import { createTestDatabase, type TestDatabase } from '@support/test-database';
import { addStudents } from './student-mother';

let db: TestDatabase;
let index: SearchIndex;
const sql = <T = any>(query: string, params: unknown[] = []) => db.orm.em.fork().execute(query, params) as Promise<T[]>;
const wordsOf = async (id: string) =>
  (await sql<{ word: string }>('select word from student_name_words where student_id = ? order by word', [id])).map((row) => row.word);
const vocabulary = async (word: string) =>
  (await sql<{ in_name: boolean; elsewhere: boolean }>('select in_name, elsewhere from search_vocabulary where word = ?', [word]))[0];
const page = (q: Partial<CatalogueQuery>) =>
  index.pageIds({ filters: {}, sortBy: 'studentName', sortOrder: 'asc', page: 1, limit: 20, ...q, search: q.search ?? { term: 'ashanti', contacts: false } });

beforeAll(async () => {
  db = await createTestDatabase();
  index = createPostgresSearchIndex(db.orm);
}, 120_000);
afterAll(() => db?.close());

describe('the name-word index', () => {
  it("holds each word of each student's name once, with the sort keys, and marks where the vocabulary saw each word", async () => {
    const [id] = await addStudents(db.orm, [{ studentName: "Asha Ashanti-D'Souza asha", city: 'Ashanti Nagar', state: 'Goa', age: 19 }]);
    expect(await wordsOf(id!)).toEqual(['asha', 'ashanti', 'd', 'souza']);
    const [entry] = await sql('select created_at, student_name, age, state from student_name_words where student_id = ? limit 1', [id]);
    expect(entry).toMatchObject({ student_name: "Asha Ashanti-D'Souza asha", age: 19, state: 'Goa' });
    expect(await vocabulary('souza')).toEqual({ in_name: true, elsewhere: false });
    expect(await vocabulary('ashanti')).toEqual({ in_name: true, elsewhere: true });
    expect(await vocabulary('nagar')).toEqual({ in_name: false, elsewhere: true });
  });

  it('follows a change of name or sort keys, leaves the entries alone on any other change, and drops them with the student', async () => {
    const [id] = await addStudents(db.orm, [{ studentName: 'Rohit Tiwari', age: 17 }]);
    const entries = () => sql('select word, age, ctid::text from student_name_words where student_id = ? order by word', [id]);
    const before = await entries();
    await sql('update students set email_verified = not email_verified where id = ?', [id]);
    expect(await entries()).toEqual(before);
    await sql("update students set student_name = 'Rohit Kumar Tiwari', age = 18 where id = ?", [id]);
    expect((await entries()).map((row) => [row.word, row.age])).toEqual([
      ['kumar', 18],
      ['rohit', 18],
      ['tiwari', 18],
    ]);
    await sql('delete from students where id = ?', [id]);
    expect(await wordsOf(id!)).toEqual([]);
  });

  it("reads a free member's name-like search from the index, each student once, and leaves a term held outside the names to the catalogue", async () => {
    const [twice, once] = await addStudents(db.orm, [
      { studentName: 'Priyanka Priyankaa', state: 'Bihar' },
      { studentName: 'Priyanka Rao', state: 'Goa' },
    ]);
    const statements = await tracedStatements(db.orm, () => page({ search: { term: 'Priyanka', contacts: false } }));
    expect(statements.some((statement) => statement.includes('from student_name_words'))).toBe(true);
    expect(await page({ search: { term: 'Priyanka', contacts: false } })).toEqual([twice, once]);
    expect(await page({ search: { term: 'priyanka', contacts: false }, filters: { state: 'Goa' }, sortBy: 'age' })).toEqual([once]);
    expect(await index.count({}, { term: 'Priyanka', contacts: false })).toEqual({ total: 2, isEstimate: false });
    // a term of two words: the candidates hold a name word of each, and are checked against the whole term
    expect(await page({ search: { term: 'priyanka rao', contacts: false } })).toEqual([once]);
    expect(await page({ search: { term: 'priyankaa priyanka', contacts: false } })).toEqual([]);
    expect(await index.count({}, { term: 'Priyanka Rao', contacts: false })).toEqual({ total: 1, isEstimate: false });
    // the longest word held by two name words ('priyanka', 'priyankaa'), narrowed by the word before it
    const [ravi] = await addStudents(db.orm, [{ studentName: 'Ravi Priyanka Menon' }]);
    expect(await page({ search: { term: 'ravi priyanka', contacts: false } })).toEqual([ravi]);
    expect(await index.count({}, { term: 'Ravi Priyanka', contacts: false })).toEqual({ total: 1, isEstimate: false });
    // "ashanti" is also a city's word: the catalogue's own text answers, the index is not read
    const held = await tracedStatements(db.orm, () => page({ search: { term: 'ashanti', contacts: false } }));
    expect(held.some((statement) => statement.includes('from student_name_words'))).toBe(false);
    // a premium member's search may match contacts, which the index does not hold
    const premium = await tracedStatements(db.orm, () => page({ search: { term: 'Priyanka', contacts: true } }));
    expect(premium.some((statement) => statement.includes('from student_name_words'))).toBe(false);
  });
});
