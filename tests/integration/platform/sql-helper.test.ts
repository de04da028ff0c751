import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { sessionOf, withSession } from '@platform/db/session';
import { join, raw, sql } from '@platform/db/sql';
import { createTestDatabase, type TestDatabase } from '@support/test-database';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('the sql helper on the real database (ADR 0005)', () => {
  it('reads back every value as it was bound, hostile text included', async () => {
    const text = 'O\'Brien \\ says "hi", {braces} ? and ??';
    const row = await sql`select ${text}::text as text, ${42}::int as n, ${null}::text as nothing, ${true} as yes`.first<{
      text: string;
      n: number;
      nothing: null;
      yes: boolean;
    }>(sessionOf(db.orm));
    expect(row).toEqual({ text, n: 42, nothing: null, yes: true });
  });

  it('binds a list as one array parameter that = any() and unnest() read element by element', async () => {
    const list = ['a,b', 'c"d', 'e\\f', ' g ', '?'];
    const rows = await sql`select value from unnest(${list}::text[]) with ordinality as t(value, n) order by n`.rows<{ value: string }>(sessionOf(db.orm));
    expect(rows.map((row) => row.value)).toEqual(list);
    const [hit] = await sql`select ${'c"d'} = any(${list}::text[]) as hit`.rows<{ hit: boolean }>(sessionOf(db.orm));
    expect(hit).toEqual({ hit: true });
  });

  it("keeps the text's own question marks (the jsonb ? operator) apart from the values", async () => {
    const row = await sql`select ${'{"key": 1}'}::jsonb ? 'key' as has_key, ${'x'} as x`.first(sessionOf(db.orm));
    expect(row).toEqual({ has_key: true, x: 'x' });
  });

  it('composes fixed pieces and counts the rows a statement changed', async () => {
    // one transaction: the temporary table lives on its connection
    await sessionOf(db.orm).transactional(async (em) => {
      await sql`create temporary table probe (n int, label text) on commit drop`.run(em);
      const inserted = await sql`insert into probe select n, ${'row'} || n from generate_series(1, ${5}) as n`.run(em);
      expect(inserted).toBe(5);
      const where = join([sql`n > ${1}`, sql`label <> ${'row3'}`], ' and ');
      const rows = await sql`select n from probe where ${where} order by ${raw('n desc')}`.rows<{ n: number }>(em);
      expect(rows.map((row) => row.n)).toEqual([5, 4, 2]);
    });
  });
});

describe('one session per request, command or job', () => {
  it('answers the same EntityManager inside one scope, another in the next, and a fresh fork outside any', async () => {
    const [first, again] = await withSession(async () => [sessionOf(db.orm), await Promise.resolve().then(() => sessionOf(db.orm))]);
    const next = await withSession(async () => sessionOf(db.orm));
    expect(first).toBe(again!);
    expect(next).not.toBe(first!);
    expect(sessionOf(db.orm)).not.toBe(sessionOf(db.orm));
  });
});
