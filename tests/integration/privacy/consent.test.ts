import { beforeAll, describe, expect, it } from 'bun:test';
import { parse } from 'csv-parse/sync';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { CSV_HEADER, csvFile, csvRow, studentForm, upload } from '../admin/admin-builders';

/** Issue 16 §1: provenance and consent on every student, through the admin's and the member's screens' API. */
const t = useTestApp();
let admin: { id: string; token: string };
let member: { id: string; token: string };
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
  member = await createMember(t.db.orm, { premium: true });
}, 120_000);

const call = (path: string, init: { method?: string; json?: unknown; body?: BodyInit } = {}) => t.handle(path, { ...init, token: admin.token });
const CONSENT_HEADER = `${CSV_HEADER},consent_given_by,consent_date,privacy_notice_version,consent_expires_on`;
const consentFile = (lines: string[]) => new File([`${CONSENT_HEADER}\r\n${lines.join('\r\n')}\r\n`], 'with-consent.csv', { type: 'text/csv' });
const importFile = async (file: File) => (await call('/api/students/import', { method: 'POST', body: upload(file) })).json();
const adminList = async (query: string) => (await call(`/api/students?limit=100&${query}`)).json();
const consentOf = (list: any, name: string) => list.students.find((s: any) => s.studentName === name)?.consentStatus;

describe('the consent template beside the 21-column one', () => {
  it('is offered with the four consent columns after the 21, and the do_not_contact column of issue 16 §3', async () => {
    const response = await call('/api/students/import-template-with-consent');
    const [header, ...samples] = parse(await response.text()) as string[][];
    // then ADR 0026's six optional verification columns
    expect(header).toHaveLength(32);
    expect(header!.slice(21, 26)).toEqual(['consent_given_by', 'consent_date', 'privacy_notice_version', 'consent_expires_on', 'do_not_contact']);
    expect(samples.map((row) => row[21])).toEqual(['student', 'guardian']);
  });

  it('imports the 21-column template unchanged, every row as "consent not recorded"', async () => {
    const result = await importFile(csvFile([csvRow('7100000001', { name: 'Plain Template' })]));
    expect(result).toMatchObject({ imported: 1, errors: [] });
    expect(consentOf(await adminList('search=Plain%20Template'), 'Plain Template')).toBe('not_recorded');
  });

  it('records the consents a file names, leaves blank ones "not recorded" and reports a consent named in part', async () => {
    const result = await importFile(
      consentFile([
        `${csvRow('7100000011', { name: 'Consent Student' })},student,2026-06-10,2026-12,`,
        `${csvRow('7100000012', { name: 'Consent Guardian' })},parent,2026-07-01,,2030-01-01`,
        `${csvRow('7100000013', { name: 'Consent Blank' })},,,,`,
        `${csvRow('7100000014', { name: 'Consent Partial' })},,2026-07-01,,`,
      ]),
    );
    expect(result).toMatchObject({ imported: 3, failed: 1, errors: [{ row: 5, message: 'consent_given_by must be student or guardian (or parent)' }] });
    const list = await adminList('search=Consent');
    expect(Object.fromEntries(list.students.map((s: any) => [s.studentName, s.consentStatus]))).toEqual({
      'Consent Student': 'recorded',
      'Consent Guardian': 'recorded',
      'Consent Blank': 'not_recorded',
    });
    const id = list.students.find((s: any) => s.studentName === 'Consent Guardian').id;
    const { consent } = await (await call(`/api/privacy/students/${id}/consent`)).json();
    expect(consent).toMatchObject({
      source: 'csv_import',
      importBatchId: result.batchId,
      lawfulBasis: 'consent',
      consentedBy: 'guardian',
      consentDate: '2026-07-01',
      noticeVersion: '2026-12',
      purpose: 'shared with member institutions for admission outreach',
      expiresOn: '2030-01-01',
      withdrawnAt: null,
    });
  });
});

describe('admin add, edit, withdraw, filter and count', () => {
  it('records, replaces and withdraws a consent, and filters the list by it', async () => {
    const created = await (
      await call('/api/students', { method: 'POST', json: studentForm({ studentName: 'Filter Subject', mobileNumber: '7100000021' }) })
    ).json();
    const id = created.student.id;
    const before = (await (await call('/api/analytics/dashboard')).json()).consentStats;

    const put = await call(`/api/privacy/students/${id}/consent`, { method: 'PUT', json: { consentedBy: 'student', consentDate: '2026-05-01' } });
    expect(put.status).toBe(200);
    expect((await put.json()).status).toBe('recorded');
    expect((await adminList('consent=recorded&search=Filter%20Subject')).students.map((s: any) => s.id)).toEqual([id]);
    expect((await (await call('/api/analytics/dashboard')).json()).consentStats.withoutConsent).toBe(before.withoutConsent - 1);

    const future = await call(`/api/privacy/students/${id}/consent`, { method: 'PUT', json: { consentedBy: 'student', consentDate: '2999-01-01' } });
    expect([future.status, (await future.json()).code]).toEqual([400, 'PRIVACY.CONSENT_INVALID']);

    const withdrawn = await call(`/api/privacy/students/${id}/consent/withdraw`, { method: 'POST' });
    expect((await withdrawn.json()).status).toBe('withdrawn');
    expect((await adminList('consent=withdrawn&search=Filter%20Subject')).students.map((s: any) => s.id)).toEqual([id]);
    expect((await adminList('consent=recorded&search=Filter%20Subject')).students).toEqual([]);
    const again = await call(`/api/privacy/students/${id}/consent/withdraw`, { method: 'POST' });
    expect([again.status, (await again.json()).code]).toEqual([409, 'PRIVACY.NOTHING_TO_WITHDRAW']);
    expect((await (await call('/api/analytics/dashboard')).json()).consentStats).toEqual({
      withoutConsent: before.withoutConsent,
      withdrawn: before.withdrawn + 1,
    });

    const audit = await (await call(`/api/admin/audit-log?action=student.update&studentId=${id}`)).json();
    expect(audit.entries.map((entry: any) => entry.detail)).toEqual([
      // issue 16 §3: the withdrawal also put the e-mail and mobile number on the suppression list; nobody held a copy
      { fields: ['consent'], consent: 'withdrawn', contactsSuppressed: 2, membersNotified: 0 },
      { fields: ['consent'], consent: 'recorded', consentedBy: 'student', noticeVersion: '2026-12' },
    ]);
  });

  it('answers 404 for a consent recorded for no student', async () => {
    const response = await call('/api/privacy/students/00000000-0000-4000-8000-000000000000/consent', {
      method: 'PUT',
      json: { consentedBy: 'student', consentDate: '2026-05-01' },
    });
    expect([response.status, (await response.json()).code]).toEqual([404, 'PRIVACY.STUDENT_NOT_FOUND']);
  });
});

describe('what members see of the provenance', () => {
  it('shows source, consent date and who consented on every student, before any credit is spent', async () => {
    const answer = await (await t.handle('/api/public/students?search=Consent%20Guardian', { token: member.token })).json();
    expect(answer.students[0].provenance).toEqual({
      source: 'CSV import',
      consentStatus: 'recorded',
      consentDate: '2026-07-01',
      consentedBy: 'guardian',
      doNotContact: false,
    });
    const plain = await (await t.handle('/api/public/students?search=Plain%20Template', { token: member.token })).json();
    expect(plain.students[0].provenance).toEqual({
      source: 'CSV Import',
      consentStatus: 'not_recorded',
      consentDate: null,
      consentedBy: null,
      doNotContact: false,
    });
  });

  it('puts it in the admin export as columns', async () => {
    const records = parse((await (await call('/api/students/export/csv')).text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(records.find((r) => r.student_name === 'Consent Guardian')).toMatchObject({
      provenance_source: 'CSV import',
      consent_status: 'recorded',
      consent_given_by: 'guardian',
      consent_date: '2026-07-01',
    });
    expect(records.find((r) => r.student_name === 'Plain Template')).toMatchObject({ consent_status: 'not_recorded', consent_given_by: '' });
  });
});
