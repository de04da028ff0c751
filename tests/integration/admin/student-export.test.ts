import { beforeAll, describe, expect, it } from 'bun:test';
import { parse } from 'csv-parse/sync';
import { neutraliseCell } from '@platform/kernel/csv-cell';
import { createAdmin } from '@support/auth';
import { useTestApp } from '@support/test-app';

/**
 * The admin's students.csv on both paths: PostgreSQL's own COPY (TEST_DATABASE_URL set: the SQL writes and neutralises
 * every cell) and the paged path of the embedded database (unset). Either way the file must hold what the admin's
 * list holds, each cell as neutraliseCell writes it.
 */
let admin: { id: string; token: string };
const t = useTestApp();

const HOSTILE = ['=1+1', '+91 98', '-2+3', '@SUM(A1)', '\tTabbed', '\rReturned', 'plain, with "quotes"', 'two\nlines', "'already"];

beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
  const em = t.db.orm.em.fork();
  for (const [i, value] of HOSTILE.entries()) {
    await em.execute(
      `insert into students (student_name, mobile_number, email_id, father_name, course, city, other_info, date_of_birth, age, passing_year, email_verified, institutions_contacted)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [value, `81000000${String(i).padStart(2, '0')}`, `-${i}@example.in`, value, value, value, value, '2004-02-29', 20 + i, 2022, i % 2 === 0, i],
    );
  }
  // a student with every optional field empty or null
  await em.execute(`insert into students (student_name, mobile_number, father_name, other_info) values ('Plain Student', '8100000099', '', null)`);
}, 120_000);

const exported = async () => {
  const response = await t.handle('/api/students/export/csv', { token: admin.token });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = parse(Buffer.from(bytes), { bom: true }) as string[][];
  return { header: header!, records };
};

describe(`students.csv (${process.env.TEST_DATABASE_URL ? 'COPY on PostgreSQL' : 'pages on the embedded database'})`, () => {
  it('neutralises every cell a spreadsheet would read as a formula, and keeps the rest as stored', async () => {
    const { header, records } = await exported();
    const at = (name: string) => header.indexOf(name);
    for (const [i, value] of HOSTILE.entries()) {
      const record = records.find((cells) => cells[at('mobile_number')] === `81000000${String(i).padStart(2, '0')}`)!;
      const expected = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
      for (const column of ['student_name', 'father_name', 'course', 'city', 'other_info']) expect(record[at(column)]).toBe(expected);
      expect(record[at('email_id')]).toBe(`'-${i}@example.in`);
    }
    for (const cells of records) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('holds every student exactly as the admin list shows them, through neutraliseCell', async () => {
    const { header, records } = await exported();
    expect(header.slice(0, 3)).toEqual(['student_name', 'email_id', 'mobile_number']);
    expect(header.slice(-12)).toEqual([
      'email_verified',
      'mobile_verified',
      'whatsapp_verified',
      'institutions_contacted',
      'created_at',
      'id',
      // issue 16's provenance, on both paths
      'provenance_source',
      'consent_status',
      'consent_given_by',
      'consent_date',
      'do_not_contact',
      // ADR 0022: the DND register's day
      'on_dnd_register_since',
    ]);
    const list = await t.handle('/api/students?page=1&limit=100', { token: admin.token });
    const students = ((await list.json()) as { students: Record<string, unknown>[] }).students;
    expect(records).toHaveLength(students.length);
    const fieldOf = (column: string) =>
      ({ email_id: 'emailId', mobile_number: 'mobileNumber', student_name: 'studentName', provenance_source: 'dataSource', consent_status: 'consentStatus' })[
        column
      ] ?? column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const student of students) {
      const record = records.find((cells) => cells[header.indexOf('id')] === student.id)!;
      expect(record).toBeDefined();
      // no consent recorded for these: the source is the record's data source, nobody consented on no date
      const expected = (column: string) =>
        column === 'do_not_contact'
          ? 'false'
          : ['consent_given_by', 'consent_date', 'on_dnd_register_since'].includes(column)
            ? ''
            : neutraliseCell(student[fieldOf(column)]);
      expect(Object.fromEntries(header.map((column, i) => [column, record[i]]))).toEqual(
        Object.fromEntries(header.map((column) => [column, expected(column)])),
      );
    }
    const plain = records.find((cells) => cells[header.indexOf('mobile_number')] === '8100000099')!;
    expect([plain[header.indexOf('father_name')], plain[header.indexOf('other_info')], plain[header.indexOf('age')]]).toEqual(['', '', '']);
    expect(plain[header.indexOf('email_verified')]).toBe('false');
  });

  it('writes the consent recorded for a record, none once it is withdrawn, the do-not-contact flag and the DND register day', async () => {
    const ids = Object.fromEntries(
      (
        await t.db.orm.em
          .fork()
          .execute<{ id: string; mobile_number: string }[]>("select id, mobile_number from students where mobile_number in ('8100000000', '8100000001')")
      ).map((row) => [row.mobile_number, row.id]),
    );
    for (const id of Object.values(ids)) {
      const put = await t.handle(`/api/privacy/students/${id}/consent`, {
        method: 'PUT',
        json: { consentedBy: 'guardian', consentDate: '2026-05-01' },
        token: admin.token,
      });
      expect(put.status).toBe(200);
    }
    expect((await t.handle(`/api/privacy/students/${ids['8100000001']}/consent/withdraw`, { method: 'POST', token: admin.token })).status).toBe(200);
    const flag = await t.handle(`/api/privacy/students/${ids['8100000000']}/do-not-contact`, {
      method: 'PUT',
      json: { reason: 'dnd_registry' },
      token: admin.token,
    });
    expect(flag.status).toBe(200);
    // ADR 0022: on the DND register since 5 Jan 2026 (an upload's row, written as the upload writes it)
    await t.db.orm.em
      .fork()
      .execute("insert into dnd_numbers (mobile, listed_since, added_upload_id) values ('8100000001', '2026-01-05', gen_random_uuid()) on conflict do nothing");
    const { header, records } = await exported();
    const provenance = (mobile: string) =>
      records.find((cells) => cells[header.indexOf('mobile_number')] === mobile)!.slice(header.indexOf('provenance_source'));
    expect(provenance('8100000000')).toEqual(['Admin entry', 'recorded', 'guardian', '2026-05-01', 'true', '']);
    expect(provenance('8100000001')).toEqual(['Admin entry', 'withdrawn', '', '', 'false', '2026-01-05']);
  });
});
