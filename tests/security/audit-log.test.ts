import { beforeAll, describe, expect, it } from 'bun:test';
import { AUDIT_ACTIONS } from '@platform/audit/audit-trail';
import { csvFile, csvRow, studentForm, upload } from '../integration/admin/admin-builders';
import { addStudents } from '../integration/leads/student-mother';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { lastCode } from './fixtures';
import { COMPANY_SETTINGS } from '../integration/billing/billing-helpers';
import { invitationToken, registration } from '../integration/identity/team-helpers';

type Entry = {
  id: string;
  occurredAt: string;
  actor: { kind: string; id: string | null; label: string; institutionId?: string; institution?: string };
  action: string;
  subject: { kind: string; studentIds: string[]; memberId: string | null; batchId: string | null };
  detail: Record<string, unknown>;
};
type Page = { entries: Entry[]; nextCursor: string | null };

let admin: { id: string; username: string; email: string; token: string };
let member: { id: string; email: string; token: string };
let managed: { id: string; email: string; token: string };
let students: string[];

const json = async (path: string, token: string, init: { method?: string; json?: unknown; body?: BodyInit } = {}) => {
  const response = await t.handle(path, { ...init, token });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
};
const asAdmin = (path: string, init: { method?: string; json?: unknown; body?: BodyInit } = {}) => json(path, admin.token, init);
const asMember = (path: string, init: { method?: string; json?: unknown } = {}) => json(path, member.token, init);
const auditLog = async (query = '') => {
  const { status, body } = await asAdmin(`/api/admin/audit-log${query}`);
  expect(status).toBe(200);
  return body as Page;
};
const rows = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.orm.em.fork().execute(sql, params) as Promise<T[]>;

// a daily ceiling of 5 different students, so that one page of the portal raises the catalogue-walk alert
const t = useTestApp({ env: { STUDENT_LIST_DAILY_LIMIT: '5' } });
beforeAll(async () => {
  admin = await createAdmin(t.db.orm, { username: 'priya_admin', email: 'priya.admin@edureach.test' });
  member = await createMember(t.db.orm, { email: 'college.buyer@example.in', credits: 100 });
  managed = await createMember(t.db.orm, { email: 'managed.member@example.in' });
  students = await addStudents(
    t.db.orm,
    Array.from({ length: 8 }, () => ({})),
  );

  // Every audited action, once, through the HTTP API the way the portals call it.
  const [a, b, c, d, e, f, g, h] = students as [string, string, string, string, string, string, string, string];
  expect((await asMember('/api/website/students/unlock', { method: 'POST', json: { studentId: a } })).status).toBe(200);
  expect((await asMember('/api/website/students/bulk-unlock', { method: 'POST', json: { studentIds: [b, c] } })).status).toBe(200);
  expect((await asMember('/api/website/saved-students', { method: 'POST', json: { studentId: a } })).status).toBe(200);
  expect((await asMember('/api/website/saved-students/export', { method: 'POST', json: { studentIds: [a] } })).status).toBe(200);
  expect((await asMember('/api/public/students?limit=5')).status).toBe(200);

  const imported = await asAdmin('/api/students/import', { method: 'POST', body: upload(csvFile([csvRow('6000000001'), csvRow('6000000002')])) });
  expect(imported.status).toBe(200);
  expect((await asAdmin(`/api/students/import-batches/${imported.body.batchId}`, { method: 'DELETE' })).status).toBe(200);
  const created = await asAdmin('/api/students', { method: 'POST', json: studentForm({ mobileNumber: '6100000001', emailId: 'new.student@example.in' }) });
  expect(created.status).toBe(201);
  expect((await asAdmin(`/api/students/${d}`, { method: 'PATCH', json: { city: 'Mumbai', pincode: '400001' } })).status).toBe(200);
  expect((await asAdmin('/api/students/bulk', { method: 'PATCH', json: { studentIds: [d, e], updates: { stream: 'Commerce' } } })).status).toBe(200);
  expect((await asAdmin(`/api/students/${f}`, { method: 'DELETE' })).status).toBe(200);
  expect((await asAdmin('/api/students/bulk-delete', { method: 'POST', json: { studentIds: [g, h] } })).status).toBe(200);
  expect((await asAdmin('/api/students/export/csv')).status).toBe(200);
  expect((await asAdmin('/api/website-users/export/csv')).status).toBe(200);
  expect((await asAdmin(`/api/admin/students/${created.body.student.id}/erase`, { method: 'POST' })).status).toBe(200);

  expect((await asAdmin(`/api/website-users/${managed.id}/upgrade-membership`, { method: 'POST', json: { membershipType: 'premium' } })).status).toBe(200);
  expect((await asAdmin(`/api/website-users/${managed.id}/deactivate`, { method: 'POST' })).status).toBe(200);
  expect((await asAdmin(`/api/website-users/${managed.id}/activate`, { method: 'POST' })).status).toBe(200);
  expect((await asAdmin(`/api/website-users/${managed.id}/toggle-verification`, { method: 'POST' })).status).toBe(200);
  expect((await asAdmin(`/api/website-users/${managed.id}/assign-credits`, { method: 'POST', json: { credits: 25 } })).status).toBe(200);

  // issue 17: reports of wrong data and their review, and member API keys
  const wrongNumber = await asMember(`/api/website/students/${a}/report`, { method: 'POST', json: { reason: 'wrong_number' } });
  // a second report to reject, written straight in the table: a second report call would add a second student.report row
  const [duplicate] = await rows<{ id: string }>(
    "insert into student_reports (member_id, student_id, reason, fingerprint) values (?, ?, 'duplicate', 'x') returning id",
    [member.id, a],
  );
  expect((await asAdmin(`/api/admin/student-reports/${wrongNumber.body.report.id}/approve`, { method: 'POST' })).status).toBe(200);
  expect((await asAdmin(`/api/admin/student-reports/${duplicate!.id}/reject`, { method: 'POST' })).status).toBe(200);
  const key = await asMember('/api/website/api-keys', { method: 'POST', json: { name: 'Audit', scopes: ['read'], password: 'Member@12345' } });
  expect((await asMember(`/api/website/api-keys/${key.body.apiKey.id}/renew`, { method: 'POST', json: { password: 'Member@12345' } })).status).toBe(200);
  expect((await asMember(`/api/website/api-keys/${key.body.apiKey.id}`, { method: 'DELETE' })).status).toBe(200);
  const hook = await asMember('/api/website/webhooks', { method: 'POST', json: { url: 'https://[2606:4700:4700::1111]/audit', events: ['student.unlocked'] } });
  expect((await asMember(`/api/website/webhooks/${hook.body.webhook.id}`, { method: 'DELETE' })).status).toBe(200);
  // ADR 0024: the institution's exclusion list, replaced and deleted
  const crm = new FormData();
  crm.append('csvFile', new File(['asha.crm@example.in\r\n'], 'crm.csv', { type: 'text/csv' }));
  expect((await t.handle('/api/website/exclusion-list', { method: 'PUT', token: member.token, body: crm })).status).toBe(200);
  expect((await asMember('/api/website/exclusion-list', { method: 'DELETE' })).status).toBe(200);

  // ADR 0021: the billing settings, a credit pack, its invoice and the payment
  expect((await asAdmin('/api/admin/billing/settings', { method: 'PUT', json: COMPANY_SETTINGS })).status).toBe(200);
  const scrub = new File(['+91 98450 12345\r\n9845012346\r\n'], 'dnd-scrub.csv', { type: 'text/csv' });
  expect((await asAdmin('/api/admin/dnd-register', { method: 'POST', body: upload(scrub) })).status).toBe(200);
  const pack = await asAdmin('/api/admin/billing/packs', { method: 'POST', json: { name: 'Audit pack', credits: 10, price: 99, validityDays: 30 } });
  const invoice = await asMember('/api/website/billing/invoices', { method: 'POST', json: { packId: pack.body.pack.id, placeOfSupply: '29' } });
  expect(invoice.status).toBe(201);
  expect((await asAdmin(`/api/admin/billing/invoices/${invoice.body.invoice.id}/mark-paid`, { method: 'POST', json: { reference: 'UTR 1' } })).status).toBe(
    200,
  );

  // ADR 0021: a team: an invitation withdrawn, another used to register, a role changed, the ownership handed over, a seat removed
  const teamOwner = await createMember(t.db.orm, { email: 'team.owner@example.in' });
  const ownerCall = (path: string, init: { method?: string; json?: unknown } = {}) => json(path, teamOwner.token, init);
  const [stale] = await rows<{ id: string }>(
    "insert into institution_invites (institution_id, email, role, token_hash, expires_at) values (?, 'stale@example.in', 'member', 'stale', now() + interval '1 day') returning id",
    [teamOwner.institutionId],
  );
  expect((await ownerCall(`/api/website/team/invites/${stale!.id}`, { method: 'DELETE' })).status).toBe(200);
  expect((await ownerCall('/api/website/team/invites', { method: 'POST', json: { email: 'team.joiner@example.in', role: 'manager' } })).status).toBe(201);
  const joinToken = await invitationToken(t, 'team.joiner@example.in');
  const registered = await json('/api/website/auth/register', '', {
    method: 'POST',
    json: { ...registration('team.joiner@example.in'), inviteToken: joinToken },
  });
  expect(registered.status).toBe(201);
  const joiner = registered.body as { token: string; user: { id: string } };
  expect((await ownerCall(`/api/website/team/seats/${joiner.user.id}`, { method: 'PATCH', json: { role: 'member' } })).status).toBe(200);
  expect((await ownerCall('/api/website/team/owner', { method: 'POST', json: { memberId: joiner.user.id } })).status).toBe(200);
  const [extraSeat] = await rows<{ id: string }>(
    "insert into website_users (email, password, first_name, last_name, institution_id, seat_role) values ('team.extra@example.in', 'x', 'E', 'S', ?, 'member') returning id",
    [teamOwner.institutionId],
  );
  expect((await json(`/api/website/team/seats/${extraSeat!.id}/limit`, joiner.token, { method: 'PUT', json: { monthlyLimit: 5 } })).status).toBe(200);
  expect((await json(`/api/website/team/seats/${extraSeat!.id}`, joiner.token, { method: 'DELETE' })).status).toBe(200);

  // issue 16 §4: a student's grievance through the rights portal, answered by an admin
  const contact = 'rights.audit@example.in';
  const [student] = await addStudents(t.db.orm, [{ emailId: contact }]);
  expect((await t.handle('/api/privacy/my-data/code', { method: 'POST', json: { contact } })).status).toBe(200);
  const verified = await t.handle('/api/privacy/my-data/verify', { method: 'POST', json: { contact, code: await lastCode(t, contact) } });
  const pass = ((await verified.json()) as { pass: string }).pass;
  const grievance = { kind: 'grievance', studentId: student, message: 'A college called me twice.' };
  const filed = await t.handle('/api/privacy/my-data/requests', { method: 'POST', json: grievance, headers: { 'x-privacy-pass': pass } });
  expect(filed.status).toBe(201);
  const request = ((await filed.json()) as { id: string }).id;
  const answer = { outcome: 'handled', reply: 'We asked the college to stop.' };
  expect((await asAdmin(`/api/admin/privacy-requests/${request}/resolve`, { method: 'POST', json: answer })).status).toBe(200);
}, 120_000);

const only = (page: Page, action: string) => {
  const found = page.entries.filter((entry) => entry.action === action);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('what the audit log holds', () => {
  it('has one row for each kind of action, newest first', async () => {
    const page = await auditLog('?limit=200');
    expect(new Set(page.entries.map((entry) => entry.action))).toEqual(new Set(AUDIT_ACTIONS));
    // one action twice: student.update, by the admin's edit and by the student's own code in /my-data, which verifies
    // their contact afresh (ADR 0026)
    expect(page.entries).toHaveLength(AUDIT_ACTIONS.length + 1);
    expect(
      page.entries
        .filter((entry) => entry.action === 'student.update')
        .map((entry) => entry.actor.kind)
        .sort(),
    ).toEqual(['admin', 'system']);
    const times = page.entries.map((entry) => entry.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.nextCursor).toBeNull();
  });

  it('names the member who unlocked and exported, and which students', async () => {
    const page = await auditLog('?limit=200');
    const [a, b, c] = students;
    const memberActor = { kind: 'member', id: member.id, label: 'college.buyer@example.in' };
    expect(only(page, 'student.unlock')).toMatchObject({
      actor: memberActor,
      subject: { kind: 'students', studentIds: [a] },
      detail: { newlyUnlocked: 1, creditsConsumed: 1 },
    });
    expect(only(page, 'student.bulk_unlock')).toMatchObject({
      actor: memberActor,
      subject: { studentIds: [b, c] },
      detail: { newlyUnlocked: 2, creditsConsumed: 2 },
    });
    expect(only(page, 'collection.export')).toMatchObject({
      actor: memberActor,
      subject: { kind: 'saved_students', studentIds: [a] },
      detail: { exported: 1 },
    });
  });

  it("names the seat's institution on a member's row, and finds every row of one institution (ADR 0021)", async () => {
    const [institution] = await rows<{ institution_id: string }>('select institution_id from website_users where id = ?', [member.id]);
    const unlock = only(await auditLog('?limit=200'), 'student.unlock');
    expect(unlock.actor).toEqual({
      kind: 'member',
      id: member.id,
      label: 'college.buyer@example.in',
      institutionId: institution!.institution_id,
      institution: 'Test Institute',
    });
    const ofInstitution = await auditLog(`?institutionId=${institution!.institution_id}&limit=200`);
    expect(ofInstitution.entries.length).toBeGreaterThan(3);
    expect(new Set(ofInstitution.entries.map((entry) => entry.actor.id))).toEqual(new Set([member.id]));
    // an admin's row names no institution
    expect(only(await auditLog('?limit=200'), 'students.import').actor).not.toHaveProperty('institutionId');
  });

  it('names who bought a credit pack and the admin who marked its invoice paid, with ids and amounts only', async () => {
    const page = await auditLog('?limit=200');
    const issued = only(page, 'invoice.issue');
    expect(issued).toMatchObject({
      actor: { kind: 'member', id: member.id },
      subject: { kind: 'member', memberId: member.id },
      detail: { totalPaise: 11_682 },
    });
    expect(only(page, 'invoice.mark_paid')).toMatchObject({
      actor: { kind: 'admin', id: admin.id },
      subject: { kind: 'member', memberId: member.id },
      detail: { invoiceId: issued.detail.invoiceId, number: issued.detail.number, credits: 10 },
    });
    expect(only(page, 'credit_pack.save')).toMatchObject({
      actor: { kind: 'admin' },
      subject: { kind: 'billing' },
      detail: { name: 'Audit pack', pricePaise: 9_900 },
    });
    expect(only(page, 'billing_settings.save').detail).toMatchObject({ gstinSet: true, stateCode: '29' });
  });

  it('holds the alert for a member who reached the daily listing ceiling, with counts only', async () => {
    const page = await auditLog('?limit=200');
    expect(only(page, 'member.catalogue_walk')).toMatchObject({
      actor: { kind: 'member', id: member.id, label: 'college.buyer@example.in' },
      subject: { kind: 'member', memberId: member.id, studentIds: [] },
      detail: { reason: 'daily_ceiling', distinctStudents: 5, dailyCeiling: 5 },
    });
  });

  it('names the admin who imported, edited, deleted and erased, with ids and field names but no values', async () => {
    const page = await auditLog('?limit=200');
    const [, , , d, e, f, g, h] = students;
    const adminActor = { kind: 'admin', id: admin.id, label: 'priya_admin <priya.admin@edureach.test>' };
    const imported = only(page, 'students.import');
    expect(imported).toMatchObject({ actor: adminActor, subject: { kind: 'import_batch' }, detail: { imported: 2, totalRecords: 2, status: 'completed' } });
    expect(only(page, 'students.import_undo')).toMatchObject({
      actor: adminActor,
      subject: { batchId: imported.subject.batchId },
      detail: { deletedStudents: 2 },
    });
    const edits = page.entries.filter((entry) => entry.action === 'student.update' && entry.actor.kind === 'admin');
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ subject: { studentIds: [d] }, detail: { fields: ['city', 'pincode'] } });
    expect(only(page, 'student.bulk_update').subject.studentIds.sort()).toEqual([d!, e!].sort());
    expect(only(page, 'student.bulk_update').detail).toEqual({ fields: ['stream'], updated: 2 });
    expect(only(page, 'student.delete').subject.studentIds).toEqual([f!]);
    expect(only(page, 'student.bulk_delete').subject.studentIds.sort()).toEqual([g!, h!].sort());
    const created = only(page, 'student.create');
    expect(only(page, 'student.erase')).toMatchObject({ actor: adminActor, subject: { kind: 'student', studentIds: created.subject.studentIds } });
    expect(only(page, 'students.export')).toMatchObject({ actor: adminActor, subject: { kind: 'catalogue' } });
    expect(only(page, 'website_users.export')).toMatchObject({ actor: adminActor, subject: { kind: 'members' } });
    // the audit trail itself holds no personal data of the students
    const [text] = await rows<{ all: string }>("select coalesce(string_agg(audit_log::text, ' '), '') as all from audit_log");
    for (const secret of ['6100000001', 'new.student@example.in', 'Mumbai', '400001', 'Commerce', '6000000001']) expect(text!.all).not.toContain(secret);
  });

  it('records the admin actions on a member against that member', async () => {
    const page = await auditLog(`?memberId=${managed.id}&limit=200`);
    expect(page.entries.map((entry) => entry.action).sort()).toEqual(
      ['member.activate', 'member.credits_assign', 'member.deactivate', 'member.upgrade', 'member.verify'].sort(),
    );
    expect(only(page, 'member.upgrade').detail).toMatchObject({ membershipType: 'premium' });
    expect(only(page, 'member.verify').detail).toEqual({ isVerified: false });
    expect(only(page, 'member.credits_assign').detail).toEqual({ credits: 25, balance: 125 });
    for (const entry of page.entries) expect(entry.actor.id).toBe(admin.id);
  });
});

describe('an action that fails or rolls back leaves no audit row', () => {
  it('a refused unlock (402), a duplicate mobile (409) and an unknown student (404) write nothing', async () => {
    const before = (await auditLog('?limit=200')).entries.length;
    const broke = await createMember(t.db.orm, { credits: 0 });
    const [fresh] = await addStudents(t.db.orm, [{}]);
    expect((await json('/api/website/students/unlock', broke.token, { method: 'POST', json: { studentId: fresh } })).status).toBe(402);
    const [taken] = await rows<{ mobile_number: string }>('select mobile_number from students where id = ?', [students[0]]);
    expect((await asAdmin('/api/students', { method: 'POST', json: studentForm({ mobileNumber: taken!.mobile_number }) })).status).toBe(409);
    expect((await asAdmin(`/api/students/${students[3]}`, { method: 'PATCH', json: { mobileNumber: taken!.mobile_number } })).status).toBe(409);
    expect((await asAdmin('/api/students/00000000-0000-4000-8000-000000000000', { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin('/api/admin/students/00000000-0000-4000-8000-000000000000/erase', { method: 'POST' })).status).toBe(404);
    expect((await auditLog('?limit=200')).entries).toHaveLength(before);
    // the refused unlock rolled back whole: no unlock row either
    expect(await rows('select 1 from unlocked_students where user_id = ?', [broke.id])).toEqual([]);
  });
});

describe('filters and paging', () => {
  it('filters by actor kind, actor e-mail text, actor id and action', async () => {
    const members = await auditLog('?actorKind=member&limit=200');
    expect(new Set(members.entries.map((entry) => entry.action))).toEqual(
      new Set([
        'student.unlock',
        'student.bulk_unlock',
        'collection.export',
        'member.catalogue_walk',
        'student.report',
        'api_key.create',
        'api_key.revoke',
        'api_key.renew',
        'webhook.create',
        'webhook.delete',
        'invoice.issue',
        'team.invite',
        'team.invite_revoke',
        'team.join',
        'team.role_change',
        'team.owner_transfer',
        'team.seat_remove',
        'team.seat_limit',
        'exclusion_list.replace',
        'exclusion_list.delete',
      ]),
    );
    expect((await auditLog('?actor=COLLEGE.BUYER&limit=200')).entries).toHaveLength(13);
    expect((await auditLog(`?actor=${member.id}&limit=200`)).entries).toHaveLength(13);
    expect((await auditLog('?actor=priya_admin&limit=200')).entries.every((entry) => entry.actor.id === admin.id)).toBe(true);
    expect((await auditLog('?actor=nobody-like-this')).entries).toEqual([]);
    const bulk = await auditLog('?action=student.bulk_unlock');
    expect(bulk.entries.map((entry) => entry.action)).toEqual(['student.bulk_unlock']);
  });

  it('finds everything that happened to one student', async () => {
    const d = students[3];
    const page = await auditLog(`?studentId=${d}`);
    expect(page.entries.map((entry) => entry.action).sort()).toEqual(['student.bulk_update', 'student.update']);
  });

  it('filters by dates: a bare date is the whole day, from inclusive and to exclusive for times', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = (await auditLog('?limit=200')).entries.length;
    expect((await auditLog(`?from=${today}&to=${today}&limit=200`)).entries).toHaveLength(all);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await auditLog(`?from=${tomorrow}`)).entries).toEqual([]);
    expect((await auditLog('?to=2020-01-01')).entries).toEqual([]);
    const newest = (await auditLog('?limit=1')).entries[0]!;
    expect((await auditLog(`?to=${encodeURIComponent(newest.occurredAt)}&limit=200`)).entries.map((entry) => entry.id)).not.toContain(newest.id);
  });

  it('walks every row once with the keyset cursor', async () => {
    const all = (await auditLog('?limit=200')).entries.map((entry) => entry.id);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await auditLog(`?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      walked.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all);
  });
});

describe('who may read it', () => {
  it('answers 401 without a token and 403 to a member', async () => {
    const anonymous = await t.handle('/api/admin/audit-log');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toBeDefined();
    expect((await json('/api/admin/audit-log', member.token)).status).toBe(403);
    expect((await json(`/api/admin/students/${students[1]}/erase`, member.token, { method: 'POST' })).status).toBe(403);
    expect((await t.handle(`/api/admin/students/${students[1]}/erase`, { method: 'POST' })).status).toBe(401);
  });

  it('refuses unknown filters with the error envelope', async () => {
    for (const query of ['?action=student.steal', '?actorKind=robot', '?studentId=42', '?from=yesterday', '?limit=0', '?limit=201']) {
      const { status, body } = await asAdmin(`/api/admin/audit-log${query}`);
      expect(status).toBe(400);
      expect(body.issues?.length).toBeGreaterThan(0);
    }
  });
});
