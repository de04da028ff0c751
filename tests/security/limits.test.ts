import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { csvFile, csvRow, studentForm, upload } from '../integration/admin/admin-builders';

/** The server's limits (docs/limits.md): each refused on the server, clearly, in the error envelope. */

let member: { id: string; token: string };
let admin: { id: string; token: string };
let root: string;

const t = useTestApp(() => {
  root = mkdtempSync(join(tmpdir(), 'limits-'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>EduReach</title>');
  // a folder whose name merely starts with the web app's: it must stay out of reach
  mkdirSync(join(root, 'dist-private'));
  writeFileSync(join(root, 'dist-private', 'secret.txt'), 'TOP-SECRET-CONTENT');
  return { env: { WEB_DIST: join(root, 'dist') } };
});
beforeAll(async () => {
  member = await createMember(t.db.orm);
  admin = await createAdmin(t.db.orm);
}, 120_000);

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
}, 60_000);

const rows = (sql: string, params: unknown[] = []) => t.db.orm.em.fork().execute(sql, params) as Promise<Record<string, unknown>[]>;

async function answer(response: Response) {
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the assertion on the body says so
  }
  return { status: response.status, body, text };
}

const contactForm = (overrides: Record<string, unknown> = {}) => ({
  institutionName: 'Sunrise Public School',
  contactName: 'Meera Iyer',
  email: 'meera@sunrise.example.in',
  phone: '9876543210',
  serviceInterest: 'Student Recruitment',
  message: 'We would like to discuss admissions for next year.',
  ...overrides,
});

describe('request body size', () => {
  it('refuses a JSON body over 64 KB with 413 in the envelope, whether or not its length is declared', async () => {
    const huge = JSON.stringify(contactForm({ message: 'x'.repeat(64 * 1024) }));
    const streamed = await answer(await t.handle('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge }));
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual({
      error: 'The request body is larger than 64 KB, the most this server accepts here.',
      message: 'The request body is larger than 64 KB, the most this server accepts here.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const declared = await answer(
      await t.handle('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(huge.length) }, body: huge }),
    );
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rows('select id from contact_submissions')).toEqual([]);
  });

  it('reads a body just under the cap and lets validation answer', async () => {
    const response = await answer(await t.handle('/api/contact', { method: 'POST', json: contactForm({ message: 'x'.repeat(60 * 1000) }) }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'message', message: 'Message is too long' }] });
  });

  it('caps form-encoded and multipart bodies of JSON routes the same way', async () => {
    const form = new URLSearchParams(contactForm({ message: 'y'.repeat(70 * 1024) }) as Record<string, string>).toString();
    const urlencoded = await t.handle('/api/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(urlencoded.status).toBe(413);
    const multipart = new FormData();
    multipart.append('message', 'z'.repeat(70 * 1024));
    expect((await t.handle('/api/contact', { method: 'POST', body: multipart })).status).toBe(413);
  });
});

describe('CSV import size', () => {
  it('refuses a file over 10 MB with 413 and records nothing', async () => {
    const big = new File(['student_name\n', 'a'.repeat(10 * 1024 * 1024)], 'big.csv', { type: 'text/csv' });
    const response = await answer(await t.handle('/api/students/import', { method: 'POST', token: admin.token, body: upload(big) }));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'IMPORT.FILE_TOO_LARGE', message: 'The CSV file is larger than 10 MB. Split it into smaller files.' });
    expect(await rows("select id from import_batches where file_name = 'big.csv'")).toEqual([]);
  });

  it('refuses an upload request far over the cap before reading it, even anonymously', async () => {
    const huge = new File(['a'.repeat(12 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' });
    for (const token of [admin.token, undefined]) {
      const response = await answer(await t.handle('/api/students/import', { method: 'POST', token, body: upload(huge) }));
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is larger than 10.1 MB, the most this server accepts here.',
      });
    }
  });

  it('still accepts a file of a few MB on the import route (its cap is not the 64 KB JSON cap)', async () => {
    // 8,000 valid rows of ~2.4 MB with one long address column each
    const lines = Array.from({ length: 8_000 }, (_, i) => csvRow(String(6_000_000_000 + i), { name: `Long Row ${i}` }));
    const file = csvFile(lines, 'several-mb.csv');
    expect(file.size).toBeGreaterThan(1024 * 1024);
    const response = await answer(await t.handle('/api/students/import', { method: 'POST', token: admin.token, body: upload(file) }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ imported: 8_000, status: 'completed' });
  }, 120_000);
});

describe('CSV import rows and columns', () => {
  it('refuses more than 10,000 records as a whole, importing none', async () => {
    const lines = Array.from({ length: 10_001 }, (_, i) => csvRow(String(7_100_000_000 + i)));
    const response = await answer(await t.handle('/api/students/import', { method: 'POST', token: admin.token, body: upload(csvFile(lines, 'rows-cap.csv')) }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'IMPORT.TOO_MANY_RECORDS' });
    expect(response.body.message).toContain('at most 10,000 can be imported at once');
    expect(await rows("select count(*)::int as n from students where mobile_number like '71000%'")).toEqual([{ n: 0 }]);
  }, 120_000);

  it('refuses a header row of more than 50 columns, without quoting it all back', async () => {
    const header = Array.from({ length: 5_000 }, (_, i) => `col_${i}_${'w'.repeat(50)}`).join(',');
    const file = new File([`${header}\nA,B\n`], 'wide.csv', { type: 'text/csv' });
    const response = await answer(await t.handle('/api/students/import', { method: 'POST', token: admin.token, body: upload(file) }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('IMPORT.TOO_MANY_COLUMNS');
    expect(response.body.message).toBe(
      'The header row has 5,000 columns; the template has 21 and at most 50 are accepted. Download the template and keep its header row.',
    );
  });

  it('names at most ten unknown columns, each cut short', async () => {
    const header = `student_name,${Array.from({ length: 30 }, (_, i) => `extra_${i}_${'q'.repeat(100)}`).join(',')}`;
    const file = new File([`${header}\nA\n`], 'unknown.csv', { type: 'text/csv' });
    const response = await answer(await t.handle('/api/students/import', { method: 'POST', token: admin.token, body: upload(file) }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('IMPORT.BAD_HEADER');
    expect(response.body.message).toContain('and 20 more');
    expect(response.body.message.length).toBeLessThan(1_500);
  });

  it('reports a row with more cells than the header as a row error and imports the rest', async () => {
    const good = csvRow('7200000001');
    const wide = `${csvRow('7200000002')},surplus,cells`;
    const response = await answer(
      await t.handle('/api/students/import', { method: 'POST', token: admin.token, body: upload(csvFile([good, wide], 'wide-row.csv')) }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ imported: 1, status: 'partial' });
    expect(response.body.errors).toEqual([
      { row: 3, message: 'The row has 23 cells but the header has 21 columns. Put quotes around cells that contain commas.' },
    ]);
  });
});

describe('page sizes', () => {
  const lists: [string, 'member' | 'admin', string, string][] = [
    // any whole number from 1 to 500 (issue 25 §10)
    ['/api/public/students', 'member', '1000', 'limit must be at most 500'],
    ['/api/public/students/unlocked', 'member', '501', 'limit must be at most 500'],
    ['/api/students', 'admin', '5000', 'limit must be one of 10, 25, 50, 100, 250, 500, 1000'],
    ['/api/website-users', 'admin', '500', 'limit must be one of 10, 25, 50, 100'],
    ['/api/students/import-batches', 'admin', '101', 'limit must be at most 100'],
    ['/api/contact-submissions', 'admin', '101', 'limit must be at most 100'],
    ['/api/assessment-submissions', 'admin', '1000000', 'limit must be at most 100'],
    ['/api/website/saved-students', 'member', '1001', 'limit must be at most 1000'],
  ];
  for (const [path, who, limit, message] of lists) {
    it(`${path} refuses limit=${limit}`, async () => {
      const token = who === 'member' ? member.token : admin.token;
      const response = await answer(await t.handle(`${path}?limit=${limit}`, { token }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION', error: message, message: `Invalid query string: ${message}` });
      for (const odd of ['-1', '0', '1e3', 'abc', '99999999999']) {
        expect((await t.handle(`${path}?limit=${odd}`, { token })).status).toBe(400);
      }
    });
  }
});

describe('search terms', () => {
  const searchable: [string, 'member' | 'admin'][] = [
    ['/api/public/students', 'member'],
    ['/api/students', 'admin'],
    ['/api/website-users', 'admin'],
    ['/api/students/import-batches', 'admin'],
    ['/api/contact-submissions', 'admin'],
    ['/api/assessment-submissions', 'admin'],
  ];
  for (const [path, who] of searchable) {
    it(`${path} takes 100 characters and refuses 101`, async () => {
      const token = who === 'member' ? member.token : admin.token;
      expect((await t.handle(`${path}?search=${'ब'.repeat(100)}`, { token })).status).toBe(200);
      const response = await answer(await t.handle(`${path}?search=${encodeURIComponent('s'.repeat(101))}`, { token }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION',
        error: 'Search is limited to 100 characters',
        issues: [{ path: 'search', message: 'Search is limited to 100 characters' }],
      });
    });
  }

  it('refuses a search holding a NUL byte instead of passing it to the database', async () => {
    const response = await answer(await t.handle('/api/public/students?search=ab%00cd', { token: member.token }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Invalid query string: search contains control characters',
      message: 'Invalid query string: search contains control characters',
      code: 'VALIDATION',
    });
  });
});

describe('control characters and long Unicode in text', () => {
  it('refuses a contact form holding control characters, naming the field, storing nothing', async () => {
    for (const bad of ['Hello\u0000 there, a NUL byte', 'Bell \u0007 and escape \u001b[31m red', 'DEL \u007f character here']) {
      const response = await answer(await t.handle('/api/contact', { method: 'POST', json: contactForm({ message: bad }) }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION', message: 'Invalid request body: message contains control characters' });
    }
    expect(await rows('select id from contact_submissions')).toEqual([]);
  });

  it('stores long Unicode (Devanagari, emoji, right-to-left) exactly as sent', async () => {
    const message = `${'नमस्ते दुनिया '.repeat(200)}👩‍👩‍👧‍👦 مرحبا\ttabs and\nnew lines stay`.slice(0, 4_990);
    const contactName = 'अ'.repeat(120);
    const response = await answer(await t.handle('/api/contact', { method: 'POST', json: contactForm({ message, contactName }) }));
    expect(response.status).toBe(201);
    const [stored] = await rows('select contact_name, message from contact_submissions where id = ?', [response.body.id]);
    expect(stored).toEqual({ contact_name: contactName, message: message.trim() });
  });

  it('refuses a name one character too long, in any script', async () => {
    const response = await answer(await t.handle('/api/contact', { method: 'POST', json: contactForm({ contactName: 'अ'.repeat(121) }) }));
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: 'contactName', message: 'Contact name is too long' }]);
  });

  it('refuses control characters in collection names and saved notes; keeps emoji notes exactly', async () => {
    const bad = await answer(await t.handle('/api/website/collections', { method: 'POST', token: member.token, json: { name: 'Shortlist\u0000' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid request body: name contains control characters');
    const created = await answer(await t.handle('/api/website/collections', { method: 'POST', token: member.token, json: { name: '🎓 शॉर्टलिस्ट 2026' } }));
    expect(created.status).toBe(200);
    expect(created.body.collection.name).toBe('🎓 शॉर्टलिस्ट 2026');

    const student = await answer(await t.handle('/api/students', { method: 'POST', token: admin.token, json: studentForm() }));
    expect(student.status).toBe(201);
    const studentId = student.body.student?.id ?? student.body.id;
    // a premium member saves without unlocking first
    const premium = await createMember(t.db.orm, { premium: true });
    const collection = await answer(await t.handle('/api/website/collections', { method: 'POST', token: premium.token, json: { name: 'Notes' } }));
    const saved = await t.handle('/api/website/saved-students', {
      method: 'POST',
      token: premium.token,
      json: { studentId, collectionId: collection.body.collection.id },
    });
    expect(saved.status).toBeLessThan(300);
    const notes = '😀'.repeat(2_500);
    const withNul = await answer(
      await t.handle(`/api/website/saved-students/${studentId}/notes`, { method: 'PATCH', token: premium.token, json: { notes: 'call\u0000back' } }),
    );
    expect(withNul.status).toBe(400);
    expect(withNul.body.message).toBe('Invalid request body: notes contains control characters');
    expect((await t.handle(`/api/website/saved-students/${studentId}/notes`, { method: 'PATCH', token: premium.token, json: { notes } })).status).toBe(200);
    const [row] = await rows('select notes from saved_students where student_id = ?', [studentId]);
    expect(row).toEqual({ notes });
  });

  it('refuses control characters in a student an admin adds', async () => {
    const response = await answer(
      await t.handle('/api/students', { method: 'POST', token: admin.token, json: studentForm({ studentName: 'Ravi\u0008 Kumar' }) }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid request body: studentName contains control characters');
  });

  it('refuses a NUL in a path id with 400, not a database error', async () => {
    const response = await answer(await t.handle('/api/website/collections/%00', { method: 'DELETE', token: member.token }));
    expect(response.status).toBe(400);
  });

  it('never echoes the submitted password, even when refusing it', async () => {
    const password = 'Secret\u0000Canary-Pw-123';
    const response = await answer(
      await t.handle('/api/website/auth/register', {
        method: 'POST',
        json: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in', phone: '9876543210', institutionName: 'ABC', password },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.text).not.toContain('Canary-Pw');
  });
});

describe('paths that climb out of the web app', () => {
  it('serve nothing outside its folder, not even a sibling folder sharing its name prefix', async () => {
    const sibling = basename(join(root, 'dist-private'));
    for (const path of [`/..%2F${sibling}%2Fsecret.txt`, `/%2e%2e/${sibling}/secret.txt`, '/..%2F..%2F..%2Fetc%2Fpasswd', '/%E0%A4%A', '/%00']) {
      const response = await answer(await t.handle(path));
      expect(response.status).toBeLessThan(500);
      expect(response.text).not.toContain('TOP-SECRET-CONTENT');
      expect(response.text).not.toContain('root:');
    }
  });
});
