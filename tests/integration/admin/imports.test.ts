import { beforeAll, describe, expect, it } from 'bun:test';
import { parse } from 'csv-parse/sync';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { CSV_HEADER, csvFile, csvRow, studentForm, upload } from './admin-builders';

let admin: { id: string; token: string };
const t = useTestApp();
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
}, 120_000);

const call = (path: string, init: { method?: string; json?: unknown; body?: BodyInit } = {}) => t.handle(path, { ...init, token: admin.token });
const rows = (sql: string, params: unknown[] = []) => t.db.orm.em.fork().execute(sql, params) as Promise<Record<string, unknown>[]>;
const importFile = (file: File) => call('/api/students/import', { method: 'POST', body: upload(file) });
const mobiles = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(7_000_000_000 + from + i));

describe('template and auth check', () => {
  it('serves the 21-column template with 2 sample rows', async () => {
    const response = await call('/api/students/import-template');
    expect(response.headers.get('content-type')).toContain('text/csv');
    const [header, ...samples] = parse(await response.text()) as string[][];
    expect(header).toHaveLength(21);
    expect(header!.slice(0, 3)).toEqual(['student_name', 'email_id', 'mobile_number']);
    expect(samples).toHaveLength(2);
  });

  it('answers test-auth for an admin and refuses a member', async () => {
    expect(await (await call('/api/students/test-auth', { method: 'POST' })).json()).toEqual({ success: true, message: 'Authenticated' });
    const member = await createMember(t.db.orm);
    expect((await t.handle('/api/students/test-auth', { method: 'POST', token: member.token })).status).toBe(403);
  });
});

describe('CSV import', () => {
  it('imports 10,000 rows in bulk and records the batch and its history', async () => {
    const file = csvFile(
      mobiles(0, 10_000).map((m, i) => csvRow(m, { name: `Bulk ${i}` })),
      'ten-thousand.csv',
    );
    const started = performance.now();
    const response = await importFile(file);
    const seconds = (performance.now() - started) / 1000;
    console.log(`10,000-row import (${(file.size / 1024 / 1024).toFixed(1)} MB, ${t.db.kind}): ${seconds.toFixed(2)} s`);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      imported: 10_000,
      errors: [],
      error: null,
      status: 'completed',
      totalRecords: 10_000,
      message: 'Successfully imported 10000 students',
    });
    const [stored] = await rows('select count(*)::int as n, min(data_source) as source from students where import_batch_id = ?', [body.batchId]);
    expect(stored).toEqual({ n: 10_000, source: 'CSV Import' });
    const [batch] = await rows('select status, total_records, imported_records, error_records, uploaded_by, file_size from import_batches where id = ?', [
      body.batchId,
    ]);
    expect(batch).toEqual({
      status: 'completed',
      total_records: 10_000,
      imported_records: 10_000,
      error_records: 0,
      uploaded_by: admin.id,
      file_size: file.size,
    });
    const [history] = await rows("select import_status, imported_records, imported_by from import_history where file_name = 'ten-thousand.csv'");
    expect(history).toEqual({ import_status: 'completed', imported_records: 10_000, imported_by: admin.id });
  }, 120_000);

  it('reports numbers already in the catalogue from every chunk of a file inserted two statements at a time', async () => {
    const numbers = mobiles(900_000_000, 4_100);
    // one number already held in each of the three 2,000-row chunks (data rows 11, 2,501 and 4,051)
    const held = [numbers[10]!, numbers[2_500]!, numbers[4_050]!];
    for (const mobileNumber of held) expect((await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber }) })).status).toBe(201);
    const body = await (
      await importFile(
        csvFile(
          numbers.map((m) => csvRow(m)),
          'three-chunks.csv',
        ),
      )
    ).json();
    expect(body).toMatchObject({ imported: 4_097, totalRecords: 4_100, status: 'partial' });
    expect(body.errors).toEqual([12, 2_502, 4_052].map((row, i) => ({ row, message: `Duplicate mobile number ${held[i]}: already in the catalogue` })));
    const [stored] = await rows('select count(*)::int as n from students where import_batch_id = ?', [body.batchId]);
    expect(stored).toEqual({ n: 4_097 });
  }, 120_000);

  it('refuses a file of 10,001 rows and imports none of it', async () => {
    const response = await importFile(
      csvFile(
        mobiles(20_000, 10_001).map((m) => csvRow(m)),
        'too-many.csv',
      ),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain('at most 10,000 can be imported at once');
    expect(await rows("select count(*)::int as n from students where mobile_number like '70000%' and mobile_number >= '7000020000'")).toEqual([{ n: 0 }]);
  }, 120_000);

  it('refuses a bad header and names the wrong columns', async () => {
    const text = 'student_name,Email,mobile_number\nAsha,asha@example.in,9811111111\n';
    const response = await importFile(new File([text], 'bad-header.csv'));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('IMPORT.BAD_HEADER');
    expect(body.error).toContain('missing columns: email_id, father_name');
    expect(body.error).toContain('unknown columns: email');
    expect(await rows("select count(*)::int as n from students where mobile_number = '9811111111'")).toEqual([{ n: 0 }]);
    expect(await rows("select status from import_batches where file_name = 'bad-header.csv'")).toEqual([{ status: 'failed' }]);
  });

  it('refuses a file that is not .csv', async () => {
    const response = await importFile(new File(['a,b'], 'students.xlsx'));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Only .csv files can be imported');
  });

  it('imports the good rows of a partial file and reports the bad ones by spreadsheet row', async () => {
    await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber: '9822200000' }) });
    const lines = [
      csvRow('98222 00001'), //             row 2: fine (normalised)
      csvRow('9822200002', { email: 'not-an-email' }), // row 3
      csvRow('+91 9822200000'), //          row 4: already in the catalogue
      csvRow('9822200003', { dob: '03/02/2007' }), //  row 5
      csvRow('09822200001'), //             row 6: same as row 2
      csvRow('9822200004', { state: '' }), // row 7
      csvRow('9822200005'), //              row 8: fine
    ];
    const body = await (await importFile(csvFile(lines, 'partial.csv'))).json();
    expect(body).toMatchObject({ imported: 2, status: 'partial', totalRecords: 7, failed: 5, error: '5 of 7 rows were not imported' });
    expect(body.errors).toEqual([
      { row: 3, message: 'Valid email required' },
      { row: 4, message: 'Duplicate mobile number 9822200000: already in the catalogue' },
      { row: 5, message: 'Date of birth must be in YYYY-MM-DD format' },
      { row: 6, message: 'Duplicate mobile number 9822200001: same as row 2' },
      { row: 7, message: 'State is required' },
    ]);
    const stored = await rows('select mobile_number, college_name, address from students where import_batch_id = ? order by mobile_number', [body.batchId]);
    expect(stored).toEqual([
      { mobile_number: '9822200001', college_name: 'Kendriya Vidyalaya, Pune', address: 'Flat 4, "Sai" Apts' },
      { mobile_number: '9822200005', college_name: 'Kendriya Vidyalaya, Pune', address: 'Flat 4, "Sai" Apts' },
    ]);
    const [batch] = await rows('select status, error_records, error_details from import_batches where id = ?', [body.batchId]);
    expect(batch!.status).toBe('partial');
    expect(JSON.parse(String(batch!.error_details))).toHaveLength(5);
  });

  it('previews a file without writing anything: valid, invalid and duplicate counts and the failed rows as CSV (issue 25 §8)', async () => {
    await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber: '9855500000' }) });
    const lines = [
      csvRow('9855500001'), //                          row 2: fine
      csvRow('9855500002', { email: 'not-an-email' }), // row 3: invalid
      csvRow('9855500000'), //                          row 4: already in the catalogue
      csvRow('9855500001', { name: '=cmd|calc' }), //   row 5: same as row 2, a formula in its name
      csvRow('9855500003'), //                          row 6: fine
    ];
    const count = async () =>
      (
        await rows(
          'select (select count(*) from students)::int as s, (select count(*) from import_batches)::int as b, (select count(*) from audit_log)::int as a',
        )
      )[0];
    const before = await count();
    const response = await call('/api/students/import/preview', { method: 'POST', body: upload(csvFile(lines, 'preview.csv')) });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ message: '2 of 5 rows can be imported', totalRecords: 5, valid: 2, invalid: 1, duplicate: 2 });
    expect(body.errors).toEqual([
      { row: 3, message: 'Valid email required' },
      { row: 4, message: 'Duplicate mobile number 9855500000: already in the catalogue' },
      { row: 5, message: 'Duplicate mobile number 9855500001: same as row 2' },
    ]);
    expect(await count()).toEqual(before!);
    const [header, ...failed] = parse(body.failedRowsCsv) as string[][];
    expect(header!.slice(0, 5)).toEqual(['row', 'error', 'student_name', 'email_id', 'mobile_number']);
    expect(failed.map((cells) => cells.slice(0, 5))).toEqual([
      ['3', 'Valid email required', 'Asha Rao', 'not-an-email', '9855500002'],
      ['4', 'Duplicate mobile number 9855500000: already in the catalogue', 'Asha Rao', 'asha@example.in', '9855500000'],
      ['5', 'Duplicate mobile number 9855500001: same as row 2', "'=cmd|calc", 'asha@example.in', '9855500001'],
    ]);
    expect(failed[0]![16]).toBe('Flat 4, "Sai" Apts');

    // the import that follows finds what the preview said, and answers the same failed rows
    const imported = await (await importFile(csvFile(lines, 'preview.csv'))).json();
    expect(imported).toMatchObject({ imported: 2, failed: 3, status: 'partial', message: 'Imported 2 of 5 students; 3 rows had errors' });
    expect(imported.failedRowsCsv).toBe(body.failedRowsCsv);
  });

  it('refuses to preview what the import refuses, and writes no batch for it', async () => {
    const [before] = await rows('select count(*)::int as n from import_batches');
    const badHeader = new File([`Name,${CSV_HEADER}\n`], 'bad.csv', { type: 'text/csv' });
    const response = await call('/api/students/import/preview', { method: 'POST', body: upload(badHeader) });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('IMPORT.BAD_HEADER');
    const notCsv = await call('/api/students/import/preview', { method: 'POST', body: upload(new File(['x'], 'students.xlsx')) });
    expect(notCsv.status).toBe(400);
    expect(await rows('select count(*)::int as n from import_batches')).toEqual([before!]);
    // a file larger than the app-wide body limit is checked like the import's (the same 10 MB)
    const large = csvFile(
      mobiles(50_000, 2_000).map((m) => csvRow(m)),
      'large.csv',
    );
    expect(large.size).toBeGreaterThan(64 * 1024);
    const checked = await call('/api/students/import/preview', { method: 'POST', body: upload(large) });
    expect(await checked.json()).toMatchObject({ totalRecords: 2_000, valid: 2_000, invalid: 0, duplicate: 0, errors: [] });
  });

  it('lists the upload history with studentsRemaining, searchable', async () => {
    const body = await (await call('/api/students/import-batches?search=partial')).json();
    expect(body.total).toBe(1);
    expect(body.batches[0]).toMatchObject({
      originalFileName: 'partial.csv',
      status: 'partial',
      totalRecords: 7,
      successfulImports: 2,
      failedImports: 5,
      studentsRemaining: 2,
    });
    const all = await (await call('/api/students/import-batches')).json();
    expect(all.batches.map((b: { originalFileName: string }) => b.originalFileName)).toContain('ten-thousand.csv');
    expect(all.page).toBe(1);
  });

  it("names each upload's admin by username, and a command-line import by no one", async () => {
    const colleague = await createAdmin(t.db.orm, { username: `priya.uploads${Date.now()}` });
    const uploaded = await t.handle('/api/students/import', {
      method: 'POST',
      body: upload(csvFile([csvRow('7100000001')], 'by-colleague.csv')),
      token: colleague.token,
    });
    expect(uploaded.status).toBe(200);
    await rows("insert into import_batches (file_name, file_size, status) values ('from-cli.csv', 10, 'completed')");
    const body = await (await call('/api/students/import-batches?limit=100')).json();
    const byName = (name: string) => body.batches.find((b: { originalFileName: string }) => b.originalFileName === name);
    expect(byName('by-colleague.csv')).toMatchObject({ uploadedBy: colleague.id, uploadedByUsername: colleague.username });
    expect(byName('partial.csv')).toMatchObject({
      uploadedBy: admin.id,
      uploadedByUsername: (await rows('select username from users where id = ?', [admin.id]))[0]!.username,
    });
    expect(byName('from-cli.csv')).toMatchObject({ uploadedBy: null, uploadedByUsername: null });
  });

  it("undo deletes the batch's students and keeps the batch listed as undone, by whom and when (issue 25 §2)", async () => {
    const [batch] = await rows("select id from import_batches where file_name = 'partial.csv'");
    const response = await call(`/api/students/import-batches/${batch!.id}`, { method: 'DELETE' });
    expect(await response.json()).toEqual({ message: 'Import undone: 2 students deleted', deletedStudents: 2, refundedMembers: 0, refundedCredits: 0 });
    expect(await rows('select count(*)::int as n from students where import_batch_id = ?', [batch!.id])).toEqual([{ n: 0 }]);
    expect(await rows("select mobile_number from students where mobile_number in ('9822200001', '9822200005')")).toEqual([]);
    const listed = (await (await call('/api/students/import-batches?limit=100')).json()).batches.find((b: { id: string }) => b.id === batch!.id);
    expect(listed.undone).toMatchObject({ byUsername: expect.any(String), refundedMembers: 0, refundedCredits: 0 });
    expect(Date.now() - Date.parse(listed.undone.at)).toBeLessThan(60_000);
    const again = await call(`/api/students/import-batches/${batch!.id}`, { method: 'DELETE' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('IMPORT.ALREADY_UNDONE');
    expect((await call('/api/students/import-batches/00000000-0000-4000-8000-000000000000', { method: 'DELETE' })).status).toBe(404);
  });

  it('says before the undo who paid for its students, and refunds them in the same transaction with a ledger row and an e-mail', async () => {
    const imported = await (
      await importFile(csvFile([csvRow('9844400001', { name: 'Refund One' }), csvRow('9844400002', { name: 'Refund Two' })], 'refunds.csv'))
    ).json();
    const [one, two] = (await rows("select id from students where mobile_number in ('9844400001', '9844400002') order by mobile_number")).map(
      (r) => r.id as string,
    );
    const member = await createMember(t.db.orm, { credits: 10, email: 'refund.member@example.in' });
    const as = (path: string, json: unknown) => t.handle(path, { method: 'POST', json, token: member.token });
    expect((await as('/api/website/students/unlock', { studentId: one })).status).toBe(200);
    expect((await as('/api/website/saved-students', { studentId: one })).status).toBe(200);
    expect((await as('/api/website/students/unlock', { studentId: two })).status).toBe(200);
    const balance = async () =>
      (await rows('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [member.id]))[0]!
        .credits;
    expect(await balance()).toBe(7);

    const totalSeen = async () => (await (await t.handle('/api/public/portal-stats', { token: member.token })).json()).totalStudents as number;
    const totalBefore = await totalSeen();
    const preview = await (await call(`/api/students/import-batches/${imported.batchId}/undo-preview`)).json();
    expect(preview).toEqual({ students: 2, membersToRefund: 1, creditsToRefund: 3 });
    const undone = await (await call(`/api/students/import-batches/${imported.batchId}`, { method: 'DELETE' })).json();
    expect(undone).toMatchObject({ deletedStudents: 2, refundedMembers: 1, refundedCredits: 3 });
    expect(await balance()).toBe(10);
    expect(await totalSeen()).toBe(totalBefore - 2);
    const [refund] = await rows(
      "select credits_consumed, credits_remaining, description from credit_transactions where user_id = ? and transaction_type = 'refund'",
      [member.id],
    );
    expect(refund).toEqual({
      credits_consumed: -3,
      credits_remaining: 10,
      description: 'Refund: 2 students you paid for removed from the catalogue (an import was undone)',
    });
    const [mail] = await rows("select subject, text_body from mail_outbox where to_address = 'refund.member@example.in' order by created_at desc limit 1");
    expect(mail!.subject).toBe('3 credits refunded: students removed from the catalogue');
    expect(mail!.text_body).toContain('2 students you had paid for were removed');
    expect(await rows('select count(*)::int as n from saved_students where user_id = ?', [member.id])).toEqual([{ n: 0 }]);
  });
});

describe('CSV exports', () => {
  it('streams every student, more than one page, with formulas neutralised', async () => {
    await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber: '9833300000', studentName: '=HYPERLINK("http://evil")' }) });
    const [{ n }] = (await rows('select count(*)::int as n from students')) as [{ n: number }];
    expect(n).toBeGreaterThan(1000);
    const response = await call('/api/students/export/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="students.csv"');
    const records = parse(await response.text(), { columns: true, bom: true }) as Record<string, string>[];
    expect(records).toHaveLength(n);
    expect(new Set(records.map((r) => r.id)).size).toBe(n);
    expect(records.find((r) => r.mobile_number === '9833300000')!.student_name).toBe('\'=HYPERLINK("http://evil")');
  }, 60_000);

  it('streams every member as website-users.csv without passwords', async () => {
    const member = await createMember(t.db.orm, { email: 'export.me@example.in' });
    const response = await call('/api/website-users/export/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="website-users.csv"');
    const text = await response.text();
    const records = parse(text, { columns: true, bom: true }) as Record<string, string>[];
    expect(records.find((r) => r.id === member.id)).toMatchObject({ email: 'export.me@example.in', membership_type: 'free', credits: '100' });
    expect(text).not.toContain('argon2');
    expect(Object.keys(records[0]!)).not.toContain('password');
  });
});
