import { describe, expect, it } from 'bun:test';
import type { SqlPiece } from '../kernel/sql-piece';
import { empty, integer, join, pieceOf, raw, sql, sqlOf } from './sql';

describe('sql', () => {
  it('binds every interpolated value as a parameter, never as SQL text', () => {
    const name = "Robert'); drop table students; --";
    expect(sql`select id from students where student_name = ${name} and passing_year = ${2024}`.compile()).toEqual({
      text: 'select id from students where student_name = ? and passing_year = ?',
      params: [name, 2024],
    });
  });

  it('binds a list as one array parameter, whatever its length', () => {
    const ids = ['a', 'b,c', 'd"e'];
    expect(sql`select 1 from t where id = any(${ids}::uuid[])`.compile()).toEqual({
      text: 'select 1 from t where id = any(?::uuid[])',
      params: ['{"a","b,c","d\\"e"}'],
    });
    expect(sql`select 1 from t where id = any(${[]}::uuid[])`.compile().params).toEqual(['{}']);
  });

  it('binds undefined as null, and keeps dates, booleans and null as they are', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(sql`values (${undefined}, ${null}, ${true}, ${at})`.compile().params).toEqual([null, null, true, at]);
  });

  it('composes pieces, keeping their text byte for byte and their values in order', () => {
    const expression = raw("lower(student_name || ' ' || coalesce(city, ''))");
    const filters = join([sql`state = ${'Kerala'}`, sql`${expression} like ${'%ram%'}`], ' and ');
    const query = sql`select id from students where ${filters} order by ${raw('created_at desc')} limit ${20}`;
    expect(query.compile()).toEqual({
      text: "select id from students where state = ? and lower(student_name || ' ' || coalesce(city, '')) like ? order by created_at desc limit ?",
      params: ['Kerala', '%ram%', 20],
    });
  });

  it('adds nothing for an empty piece or an empty join', () => {
    expect(sql`select 1${empty}${join([])}`.compile()).toEqual({ text: 'select 1', params: [] });
  });

  it("escapes the text's own question marks, so that only values are placeholders", () => {
    expect(sql`select data ? 'key' from t where id = ${1}`.compile().text).toBe("select data \\? 'key' from t where id = ?");
    expect(sql`select '?'`.compile()).toEqual({ text: "select '?'", params: [] });
  });

  it('refuses a value right after a backslash, which the driver would read as an escaped question mark', () => {
    expect(() => sql`select E'\\${'x'}`.compile()).toThrow(/backslash/);
  });

  it('takes only fixed text in raw (checked by the type checker)', () => {
    const fromRequest: string = 'id; drop table students';
    // @ts-expect-error a string that is not a literal is refused
    raw(fromRequest);
    const direction = 'asc' as 'asc' | 'desc';
    expect(raw(direction).compile().text).toBe('asc');
  });

  it('writes a whole number into the text, and nothing else', () => {
    expect(sql`set local statement_timeout = ${integer(700)}`.compile()).toEqual({ text: 'set local statement_timeout = 700', params: [] });
    expect(() => integer(1.5)).toThrow(/whole number/);
    expect(() => integer(Number.NaN)).toThrow(/whole number/);
  });

  it("hands a piece through another module's port and back, byte for byte, and refuses anything else", () => {
    const piece = pieceOf(sql`exists (select 1 from t where t.id = ${raw('students.id')} and t.kind = ${'a'})`);
    expect(sql`select 1 from students where ${sqlOf(piece)}`.compile()).toEqual({
      text: 'select 1 from students where exists (select 1 from t where t.id = students.id and t.kind = ?)',
      params: ['a'],
    });
    expect(() => sqlOf({ text: 'true' } as unknown as SqlPiece)).toThrow(/pieceOf/);
  });
});
