import { beforeAll, describe, expect, it } from 'bun:test';
import contract from '../../openapi/openapi.json';
import { useTestApp } from '../support/test-app';
import { bodies, CALLERS, createCaller, createCallers, lastCode, lastResetToken, next, objects, send, type Caller, type CallerName } from './fixtures';
import { createAdmin, createMember } from '../support/auth';
import { API_KEY_SCOPES, scopeFor } from '@platform/http/api-key-scopes';
import { COMPANY_SETTINGS } from '../integration/billing/billing-helpers';
import { DEVELOPMENT_INBOUND_BOUNCE_SECRET } from '@platform/config';
import { bounceSignatureOf } from '@modules/leads/adapters/http/bounce-signature';

/**
 * The access matrix: every operation of openapi/openapi.json, called by each kind of caller with real ids and
 * valid bodies, so the status says who may do what (not whether the request was well formed).
 *
 * Callers: anonymous (no token) · unverified member · free = verified free member who OWNS the objects named in
 * paths and bodies · premium member · otherFree = a second verified free member · deactivated = a member whose
 * account was switched off while a session of theirs is still on record · admin · replacedAdmin = the same admin's
 * older token after a newer sign-in (401 SESSION_EXPIRED_OTHER_DEVICE wherever a token is read).
 *
 * Choices where the spec is silent (kept as the server does them):
 * - Another member's collection or saved student answers 404, never 403: its existence is not revealed
 *   (premium members own nothing of `free`'s either, so they get the same 404).
 * - Collections and saved-list routes ask for a signed-in member, not a verified one (an unverified member can
 *   organise nothing yet, but may look); unlock, save, export and the catalogue ask for a verified member (403).
 * - A deactivated member's live session answers 403 AUTH.DEACTIVATED wherever a token is read.
 * - Public operations never read the token: a replaced, deactivated or admin token changes nothing there.
 *   The one exception is admin registration, which reads it to tell a signed-in admin from the first-run set-up.
 * - PATCH /api/website/auth/profile refuses every member with 403 (profile changes go through an admin, spec 001 §6).
 */

type Expectation = Record<CallerName, number>;

/** A DND scrub file of one number (numbers no student of the fixtures has). */
const dndScrubFile = () => {
  const form = new FormData();
  form.append('csvFile', new File(['9999900001\r\n'], 'scrub.csv', { type: 'text/csv' }));
  return form;
};
type Call = { params?: Record<string, string>; query?: string; json?: unknown; form?: FormData; headers?: Record<string, string> };
type Row = {
  expect: Expectation;
  /** What to send; may build fresh objects so that no call depends on what an earlier one changed. */
  call?: (who: Caller) => Call | Promise<Call>;
  /** The call ends the caller's session (logout): each caller is a fresh one of the same kind. */
  endsSession?: true;
};

// ── route classes ────────────────────────────────────────────────────────────────────────────────────────
const everyone = (status: number) => Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Expectation;
/** Public: nobody is refused. */
const open = (ok = 200) => everyone(ok);
/** `{ member: true }`: any signed-in member. */
const member = (ok = 200): Expectation => ({
  anonymous: 401,
  unverified: ok,
  free: ok,
  premium: ok,
  otherFree: ok,
  deactivated: 403,
  admin: 403,
  replacedAdmin: 401,
});
/** `{ verifiedMember: true }`: the unverified member is refused with 403 AUTH.NOT_VERIFIED. */
const verifiedMember = (ok = 200): Expectation => ({ ...member(ok), unverified: 403 });
/** A member route on objects `free` owns: every other member gets 404. */
const ownerOnly = (ok = 200): Expectation => ({ ...member(404), free: ok });
/** The same behind the verified-member guard. */
const verifiedOwnerOnly = (ok = 200): Expectation => ({ ...ownerOnly(ok), unverified: 403 });
/** `{ admin: true }`: members 403, no or replaced token 401. */
const admin = (ok = 200): Expectation => ({
  anonymous: 401,
  unverified: 403,
  free: 403,
  premium: 403,
  otherFree: 403,
  deactivated: 403,
  admin: ok,
  replacedAdmin: 401,
});

let callers: Record<CallerName, Caller>;
let build: ReturnType<typeof objects>;
const owner = () => callers.free.memberId!;

/** Students a member may save: unlocked for that member (premium members need no unlock). */
async function studentsSavableBy(who: Caller, count: number) {
  const ids = await build.students(count);
  if (who.memberId) await build.unlock(who.memberId, ids);
  return ids;
}

/** A pending report of wrong data by a fresh member who unlocked the student (for the admins' review rows). */
async function pendingReport(): Promise<string> {
  const reporter = await createMember(t.db.orm);
  const [studentId] = await studentsSavableBy({ memberId: reporter.id } as Caller, 1);
  const answer = await send(t, 'POST', `/api/website/students/${studentId}/report`, { token: reporter.token, json: { reason: 'wrong_number' } });
  return answer.json.report.id;
}

/** A key of `free`'s (created through the API, as a member does), with these scopes. */
async function keyOfFree(scopes: readonly string[]): Promise<{ id: string; key: string }> {
  const answer = await send(t, 'POST', '/api/website/api-keys', {
    token: callers.free.token,
    json: { name: `Matrix ${next()}`, scopes, password: 'Member@12345' },
  });
  return { id: answer.json.apiKey.id, key: answer.json.key };
}

/** A webhook of `free`'s (written straight to the table: the per-member limit must not end the matrix early). */
async function webhookOfFree(): Promise<string> {
  const [row] = await t.db.orm.em
    .fork()
    .execute<{ id: string }[]>(
      "insert into webhooks (member_id, url, events, secret) values (?, 'http://127.0.0.1:9/hook', 'student.unlocked', 'whsec_matrix') returning id",
      [owner()],
    );
  return row!.id;
}

/** A failed delivery of a webhook of `free`'s, for redelivery. */
async function deliveryOfFree(): Promise<{ id: string; deliveryId: string }> {
  const id = await webhookOfFree();
  const [row] = await t.db.orm.em.fork().execute<{ id: string }[]>(
    `insert into webhook_deliveries (webhook_id, member_id, event_type, event_id, event_data, status, next_attempt_at, give_up_at, created_at)
     values (?, ?, 'student.unlocked', gen_random_uuid(), '{"studentIds":[],"isPremium":false}', 'failed', now(), now(), now()) returning id`,
    [id, owner()],
  );
  return { id, deliveryId: row!.id };
}

/** A saved search of `free`'s, straight in the database (a member holds at most 20 through the API). */
async function savedSearchOfFree(): Promise<string> {
  const [row] = await build.sql<{ id: string }>(
    `insert into saved_searches (member_id, name, query, cadence, last_digest_at) values (?, ?, '{"state":"Kerala"}', 'daily', now()) returning id`,
    [owner(), `Matrix ${next()}`],
  );
  return row!.id;
}

/** ADR 0021: the company's billing settings set and a pack on sale (once), through the admin's routes. */
let packOnSale: Promise<string> | undefined;
const billingPack = () => {
  packOnSale ??= (async () => {
    await send(t, 'PUT', '/api/admin/billing/settings', { token: callers.admin.token, json: COMPANY_SETTINGS });
    return (await send(t, 'POST', '/api/admin/billing/packs', { token: callers.admin.token, json: packBody() })).json.pack.id as string;
  })();
  return packOnSale;
};
const packBody = () => ({ name: `Matrix ${next()}`, credits: 100, price: 999, validityDays: 90 });

/** An invoice of this member's, issued through the API (a member holds at most 5 unpaid ones). */
async function invoiceOf(token: string): Promise<string> {
  const issued = await send(t, 'POST', '/api/website/billing/invoices', { token, json: { packId: await billingPack(), placeOfSupply: '29' } });
  return issued.json.invoice.id;
}
/** One invoice of `free`'s, read by every caller (reading changes nothing). */
let invoiceOfFree: Promise<string> | undefined;
const freeInvoice = () => {
  invoiceOfFree ??= invoiceOf(callers.free.token!);
  return invoiceOfFree;
};

const MATRIX: Record<string, Row> = {
  // ── system and marketing ──
  'GET /api/health': { expect: open() },
  'POST /api/contact': { expect: open(201), call: () => ({ json: bodies.contact() }) },
  'POST /api/assessment-contact': { expect: open(201), call: () => ({ json: bodies.assessmentContact() }) },
  'POST /api/assessment': { expect: open(201), call: () => ({ json: bodies.assessment() }) },
  'GET /api/contact-submissions': { expect: admin() },
  'GET /api/assessment-submissions': { expect: admin() },
  'GET /api/contact-submissions/export': { expect: admin() },
  'GET /api/assessment-submissions/export': { expect: admin() },

  // ── members: account ──
  'POST /api/website/auth/register': { expect: open(201), call: () => ({ json: bodies.memberRegistration() }) },
  'POST /api/website/auth/login': {
    expect: open(),
    call: async () => {
      const account = await createMember(t.db.orm);
      return { json: { email: account.email, password: 'Member@12345' } };
    },
  },
  'POST /api/website/auth/forgot-password': {
    expect: open(),
    call: async () => ({ json: { email: (await createMember(t.db.orm)).email } }),
  },
  'POST /api/website/auth/reset-password': {
    expect: open(),
    call: async () => {
      const account = await createMember(t.db.orm);
      await send(t, 'POST', '/api/website/auth/forgot-password', { json: { email: account.email } });
      return { json: { token: await lastResetToken(t, account.email), newPassword: 'Fresh#Start26' } };
    },
  },
  'GET /api/website/auth/me': { expect: member() },
  'GET /api/website/credits': { expect: member() },
  'GET /api/website/credits/requests': { expect: member() },
  // each caller's first request (one open request per member)
  'POST /api/website/credits/requests': { expect: member(201), call: () => ({ json: { creditsWanted: 50, message: 'For the autumn drive' } }) },
  'PATCH /api/website/auth/change-password': {
    expect: member(),
    // the caller's own session survives a password change (only the other sessions end); the password stays the same,
    // and the caller's API keys are kept, so that the rows below can still confirm key operations with it
    call: () => ({ json: { currentPassword: 'Member@12345', newPassword: 'Member@12345', revokeApiKeys: false } }),
  },
  'PATCH /api/website/auth/profile': { expect: member(403), call: () => ({ json: { firstName: 'Renamed' } }) },
  'POST /api/website/auth/logout': { expect: member(), endsSession: true },

  // ── admin sign-in ──
  'GET /api/auth/setup-status': { expect: open() },
  'POST /api/auth/register': {
    // an admin exists, so only a signed-in admin may add one; everyone else meets the closed set-up (403)
    expect: { ...admin(201), anonymous: 403 },
    call: () => {
      const n = next();
      return { json: { username: `colleague${n}`, email: `colleague${n}@edureach.in`, password: 'Colleague#2026' } };
    },
  },
  'POST /api/auth/admin-login': {
    expect: open(),
    call: async () => ({ json: { username: (await createAdmin(t.db.orm)).username, password: 'Admin@12345' } }),
  },
  'POST /api/auth/verify-otp': {
    expect: open(),
    call: async () => {
      const account = await createAdmin(t.db.orm);
      const login = await send(t, 'POST', '/api/auth/admin-login', { json: { username: account.username, password: 'Admin@12345' } });
      return { json: { userId: login.json.userId, otp: await lastCode(t, account.email) } };
    },
  },
  'GET /api/auth/me': { expect: admin() },
  'POST /api/auth/logout': { expect: admin(), endsSession: true },

  // ── leads portal ──
  'GET /api/public/students': { expect: verifiedMember() },
  'GET /api/public/students/unlocked': { expect: verifiedMember() },
  'GET /api/public/students/{id}': { expect: verifiedMember(), call: async () => ({ params: { id: (await build.students(1))[0]! } }) },
  'GET /api/public/filter-options': { expect: verifiedMember() },
  'GET /api/public/portal-stats': { expect: member() },

  // ── credits and unlocks ──
  'GET /api/website/credits/prices': { expect: open() },
  'GET /api/website/students/unlocked': { expect: member() },
  'POST /api/website/students/unlock': { expect: verifiedMember(), call: async () => ({ json: { studentId: (await build.students(1))[0] } }) },
  'POST /api/website/students/bulk-unlock': { expect: verifiedMember(), call: async () => ({ json: { studentIds: await build.students(2) } }) },
  'GET /api/website/credits/ledger': { expect: member() },
  'GET /api/website/api-keys': { expect: verifiedMember() },
  'POST /api/website/api-keys': {
    expect: verifiedMember(201),
    call: () => ({ json: { name: `Matrix ${next()}`, scopes: ['read'], password: 'Member@12345' } }),
  },
  'DELETE /api/website/api-keys/{id}': { expect: verifiedOwnerOnly(), call: async () => ({ params: { id: (await keyOfFree(['read'])).id } }) },
  'POST /api/website/api-keys/{id}/renew': {
    // every member's password is Member@12345: the key is `free`'s, so the others meet 404
    expect: verifiedOwnerOnly(),
    call: async () => ({ params: { id: (await keyOfFree(['read'])).id }, json: { password: 'Member@12345' } }),
  },
  'GET /api/website/credits/ledger/export': { expect: member() },
  'GET /api/website/webhooks': { expect: verifiedMember() },
  // a public literal: the SSRF guard is on here as in production (no name to resolve; nothing is ever sent to it)
  'POST /api/website/webhooks': {
    expect: verifiedMember(201),
    call: () => ({ json: { url: 'https://[2606:4700:4700::1111]/hook', events: ['student.unlocked'] } }),
  },
  'DELETE /api/website/webhooks/{id}': { expect: verifiedOwnerOnly(), call: async () => ({ params: { id: await webhookOfFree() } }) },
  'GET /api/website/webhooks/{id}/deliveries': { expect: verifiedOwnerOnly(), call: async () => ({ params: { id: await webhookOfFree() } }) },
  'POST /api/website/webhooks/{id}/test': { expect: verifiedOwnerOnly(), call: async () => ({ params: { id: await webhookOfFree() } }) },
  'POST /api/website/webhooks/{id}/deliveries/{deliveryId}/redeliver': { expect: verifiedOwnerOnly(), call: async () => ({ params: await deliveryOfFree() }) },
  // ADR 0025: the signature over the raw body is the authentication, whoever's token comes along (unsigned: 401,
  // tests/integration/leads/credit-back.test.ts)
  'POST /api/inbound/bounces': {
    expect: open(202),
    call: () => {
      const json = { channel: 'email', address: `nobody.${next()}@example.in`, reason: '550 user unknown', occurredAt: new Date().toISOString() };
      const signature = bounceSignatureOf(DEVELOPMENT_INBOUND_BOUNCE_SECRET, Math.floor(Date.now() / 1000), JSON.stringify(json));
      return { json, headers: { 'x-edureach-signature': signature } };
    },
  },
  'GET /api/website/students/flags': { expect: verifiedMember(), call: async () => ({ query: `?ids=${(await build.students(2)).join(',')}` }) },
  'POST /api/website/students/{id}/report': {
    // on a student the caller unlocked (premium members see every contact, so they may report any student)
    expect: verifiedMember(201),
    call: async (who) => ({ params: { id: (await studentsSavableBy(who, 1))[0]! }, json: { reason: 'wrong_number' } }),
  },
  'POST /api/website/credits/consume': {
    expect: verifiedMember(),
    call: () => ({ json: { transactionType: 'export', creditsToConsume: 1, description: 'Access matrix export' } }),
  },

  // ── saved searches (path ids are saved searches of `free`) ──
  'GET /api/website/saved-searches': { expect: verifiedMember() },
  'POST /api/website/saved-searches': {
    // one save per caller: well under the 20 a member may keep
    expect: verifiedMember(201),
    call: () => ({ json: { name: `Matrix ${next()}`, cadence: 'weekly', query: { state: 'Kerala' } } }),
  },
  'DELETE /api/website/saved-searches/{id}': { expect: verifiedOwnerOnly(), call: async () => ({ params: { id: await savedSearchOfFree() } }) },
  'GET /api/website/saved-searches/{id}/new-matches': { expect: verifiedOwnerOnly(), call: async () => ({ params: { id: await savedSearchOfFree() } }) },
  'POST /api/website/saved-searches/{id}/viewed': { expect: verifiedOwnerOnly(), call: async () => ({ params: { id: await savedSearchOfFree() } }) },

  // ── collections (path ids are collections of `free`) ──
  'GET /api/website/collections': { expect: member() },
  'POST /api/website/collections': { expect: member(), call: () => ({ json: { name: `Matrix ${next()}`, color: '#10b981', tags: ['2026'] } }) },
  'PUT /api/website/collections/{id}': {
    expect: ownerOnly(),
    call: async () => ({ params: { id: await build.collection(owner()) }, json: { name: `Renamed ${next()}`, description: 'Shortlist' } }),
  },
  // ADR 0021: sharing; another institution's seat never sees the collection (404)
  'PATCH /api/website/collections/{id}': {
    expect: ownerOnly(),
    call: async () => ({ params: { id: await build.collection(owner()) }, json: { shared: true } }),
  },
  'DELETE /api/website/collections/{id}': { expect: ownerOnly(), call: async () => ({ params: { id: (await build.saved(owner())).collectionId } }) },
  'POST /api/website/collections/{id}/duplicate': { expect: ownerOnly(), call: async () => ({ params: { id: await build.collection(owner()) }, json: {} }) },
  'POST /api/website/collections/{id}/archive': { expect: ownerOnly(), call: async () => ({ params: { id: await build.collection(owner()) } }) },
  'POST /api/website/collections/{id}/unarchive': {
    expect: ownerOnly(),
    call: async () => ({ params: { id: await build.collection(owner(), { archived: true }) } }),
  },

  // ── saved students (path ids are students `free` saved; target collections are `free`'s) ──
  'GET /api/website/saved-students': { expect: verifiedMember() },
  'POST /api/website/saved-students': {
    // no collection named: each member's own default collection
    expect: verifiedMember(),
    call: async (who) => ({ json: { studentId: (await studentsSavableBy(who, 1))[0], notes: 'Interested in B.Tech' } }),
  },
  'POST /api/website/saved-students/bulk': {
    expect: verifiedOwnerOnly(),
    call: async (who) => ({ json: { studentIds: await studentsSavableBy(who, 2), collectionId: await build.collection(owner()) } }),
  },
  'POST /api/website/saved-students/bulk-check': {
    expect: member(),
    call: async () => ({ json: { studentIds: [(await build.saved(owner())).studentId] } }),
  },
  'POST /api/website/saved-students/quote': {
    // a price, charged to nobody: any signed-in member may ask, about any students
    expect: member(),
    call: async () => ({ json: { studentIds: await build.students(2) } }),
  },
  'POST /api/website/saved-students/bulk-move': {
    expect: ownerOnly(),
    call: async () => ({ json: { studentIds: [(await build.saved(owner())).studentId], collectionId: await build.collection(owner()) } }),
  },
  'POST /api/website/saved-students/export': {
    expect: verifiedOwnerOnly(),
    call: async () => ({ json: { collectionId: (await build.saved(owner())).collectionId } }),
  },
  'POST /api/website/saved-students/export/quote': {
    // a price, charged to nobody; another member's collection is not found
    expect: verifiedOwnerOnly(),
    call: async () => ({ json: { collectionId: (await build.saved(owner())).collectionId } }),
  },
  'GET /api/website/saved-students/check/{studentId}': {
    // every member may ask about any student; only the owner hears "saved" (object-access.test.ts)
    expect: member(),
    call: async () => ({ params: { studentId: (await build.saved(owner())).studentId } }),
  },
  'DELETE /api/website/saved-students/{studentId}': {
    expect: ownerOnly(),
    call: async () => ({ params: { studentId: (await build.saved(owner())).studentId } }),
  },
  'PATCH /api/website/saved-students/{studentId}/notes': {
    expect: ownerOnly(),
    call: async () => ({ params: { studentId: (await build.saved(owner())).studentId }, json: { notes: 'Follow up in June' } }),
  },
  'POST /api/website/saved-students/{studentId}/move': {
    expect: ownerOnly(),
    call: async () => ({ params: { studentId: (await build.saved(owner())).studentId }, json: { collectionId: await build.collection(owner()) } }),
  },

  // ── admin: imports and exports ──
  'GET /api/students/import-template': { expect: admin() },
  'POST /api/students/test-auth': { expect: admin() },
  'POST /api/students/import': { expect: admin(), call: () => ({ form: bodies.csvUpload() }) },
  'POST /api/students/import/preview': { expect: admin(), call: () => ({ form: bodies.csvUpload() }) },
  // issue 29 §4, ADR 0022: the DND register (a scrub file of mobile numbers)
  'GET /api/admin/dnd-register': { expect: admin() },
  'POST /api/admin/dnd-register': { expect: admin(), call: () => ({ form: dndScrubFile() }) },
  'GET /api/students/import-batches': { expect: admin() },
  'GET /api/students/import-batches/{id}/undo-preview': {
    expect: admin(),
    call: async () => {
      const imported = await send(t, 'POST', '/api/students/import', { token: callers.admin.token, form: bodies.csvUpload() });
      return { params: { id: imported.json.batchId } };
    },
  },
  'DELETE /api/students/import-batches/{id}': {
    expect: admin(),
    call: async () => {
      const imported = await send(t, 'POST', '/api/students/import', { token: callers.admin.token, form: bodies.csvUpload() });
      return { params: { id: imported.json.batchId } };
    },
  },
  'GET /api/students/export/csv': { expect: admin() },
  'GET /api/website-users/export/csv': { expect: admin() },

  // ── admin: students ──
  'GET /api/students': { expect: admin() },
  'POST /api/students': { expect: admin(201), call: () => ({ json: bodies.studentForm() }) },
  'GET /api/students/filter-options': { expect: admin() },
  'POST /api/students/bulk-delete': { expect: admin(), call: async () => ({ json: { studentIds: await build.students(2) } }) },
  'PATCH /api/students/bulk': { expect: admin(), call: async () => ({ json: { studentIds: await build.students(2), updates: { city: 'Nagpur' } } }) },
  'PATCH /api/students/{id}': { expect: admin(), call: async () => ({ params: { id: (await build.students(1))[0]! }, json: { city: 'Nagpur' } }) },
  'DELETE /api/students/{id}': { expect: admin(), call: async () => ({ params: { id: (await build.students(1))[0]! } }) },

  // ── admin: members (each call on a member who is not one of the callers) ──
  'GET /api/website-users': { expect: admin() },
  'POST /api/website-users/{id}/upgrade-membership': {
    expect: admin(),
    call: async () => ({ params: { id: (await createMember(t.db.orm)).id }, json: { membershipType: 'premium' } }),
  },
  'POST /api/website-users/{id}/activate': { expect: admin(), call: async () => ({ params: { id: (await createMember(t.db.orm, { active: false })).id } }) },
  'POST /api/website-users/{id}/deactivate': { expect: admin(), call: async () => ({ params: { id: (await createMember(t.db.orm)).id } }) },
  'POST /api/website-users/{id}/toggle-verification': { expect: admin(), call: async () => ({ params: { id: (await createMember(t.db.orm)).id } }) },
  'GET /api/admin/credit-requests': { expect: admin() },
  'POST /api/admin/credit-requests/{id}/resolve': {
    expect: admin(),
    call: async () => {
      const asker = await createMember(t.db.orm);
      const [row] = await build.sql<{ id: string }>('insert into credit_requests (member_id, credits_wanted) values (?, 20) returning id', [asker.id]);
      return { params: { id: row!.id } };
    },
  },
  'POST /api/website-users/{id}/assign-credits': {
    expect: admin(),
    call: async () => ({ params: { id: (await createMember(t.db.orm)).id }, json: { credits: 5 } }),
  },

  // ── admin: analytics ──
  'GET /api/analytics/dashboard': { expect: admin() },

  // ── admin: audit log and erasure (DPDP Act 2023) ──
  'GET /api/admin/audit-log': { expect: admin() },
  'POST /api/admin/students/{id}/erase': { expect: admin(), call: async () => ({ params: { id: (await build.students(1))[0]! } }) },

  // ── admin: reports of wrong data ──
  'GET /api/admin/student-reports': { expect: admin() },
  'POST /api/admin/student-reports/{id}/approve': { expect: admin(), call: async () => ({ params: { id: await pendingReport() } }) },
  'POST /api/admin/student-reports/{id}/reject': { expect: admin(), call: async () => ({ params: { id: await pendingReport() } }) },
  // ── privacy: provenance and consent (issue 16) ──
  'GET /api/students/import-template-with-consent': { expect: admin() },
  'GET /api/privacy/students/{id}/consent': { expect: admin(), call: async () => ({ params: { id: (await build.students(1))[0]! } }) },
  'PUT /api/privacy/students/{id}/consent': {
    expect: admin(),
    call: async () => ({ params: { id: (await build.students(1))[0]! }, json: { consentedBy: 'guardian', consentDate: '2026-06-01' } }),
  },
  'POST /api/privacy/students/{id}/consent/withdraw': {
    expect: admin(),
    // a consent in force to withdraw, recorded by the admin for each call
    call: async () => {
      const [id] = await build.students(1);
      await send(t, 'PUT', `/api/privacy/students/${id}/consent`, { token: callers.admin.token, json: { consentedBy: 'student', consentDate: '2026-06-01' } });
      return { params: { id: id! } };
    },
  },
  // ── the students' rights portal (issue 16 §4): public, no member account; a pass from a one-time code instead ──
  'POST /api/privacy/my-data/code': { expect: open(), call: () => ({ json: { contact: `rights${next()}@example.in` } }) },
  'POST /api/privacy/my-data/verify': {
    expect: open(),
    call: async () => {
      const contact = await studentContact();
      await send(t, 'POST', '/api/privacy/my-data/code', { json: { contact } });
      return { json: { contact, code: await lastCode(t, contact) } };
    },
  },
  'GET /api/privacy/my-data': { expect: open(), call: async () => ({ headers: (await studentPass()).headers }) },
  'POST /api/privacy/my-data/requests': {
    expect: open(201),
    call: async () => {
      const { headers, studentId } = await studentPass();
      return { headers, json: { kind: 'grievance', studentId, message: 'A college called me without asking.' } };
    },
  },
  'POST /api/privacy/my-data/do-not-contact': {
    expect: open(),
    call: async () => {
      const { headers, studentId } = await studentPass();
      return { headers, json: { studentId } };
    },
  },
  'POST /api/privacy/my-data/withdraw': {
    expect: open(),
    call: async () => {
      const { headers, studentId } = await studentPass();
      await send(t, 'PUT', `/api/privacy/students/${studentId}/consent`, {
        token: callers.admin.token,
        json: { consentedBy: 'student', consentDate: '2026-06-01' },
      });
      return { headers, json: { studentId } };
    },
  },
  // ── admin: the privacy-requests queue (issue 16 §5) ──
  'GET /api/admin/privacy-requests': { expect: admin() },
  'GET /api/admin/privacy-requests/{id}': { expect: admin(), call: async () => ({ params: { id: await openPrivacyRequest() } }) },
  'POST /api/admin/privacy-requests/{id}/resolve': {
    expect: admin(),
    call: async () => ({ params: { id: await openPrivacyRequest() }, json: { outcome: 'rejected', reply: 'Nothing to change.' } }),
  },
  // ── privacy: do-not-contact and delete-your-copy notices (issue 16 §3) ──
  'PUT /api/privacy/students/{id}/do-not-contact': {
    expect: admin(),
    call: async () => ({ params: { id: (await build.students(1))[0]! }, json: { reason: 'dnd_registry' } }),
  },
  'DELETE /api/privacy/students/{id}/do-not-contact': {
    expect: admin(),
    // a flag to clear, set by the admin for each call
    call: async () => {
      const [id] = await build.students(1);
      await send(t, 'PUT', `/api/privacy/students/${id}/do-not-contact`, { token: callers.admin.token, json: { reason: 'objection' } });
      return { params: { id: id! } };
    },
  },
  // ── billing (ADR 0021): packs and invoices; a path id is `free`'s invoice, or a fresh member's for mark-paid ──
  'GET /api/website/billing/packs': { expect: member() },
  'GET /api/website/billing/invoices': { expect: member() },
  // verified members only: credits are spent on unlocks, which need verification (AUTH.NOT_VERIFIED otherwise)
  'POST /api/website/billing/invoices': {
    expect: verifiedMember(201),
    call: async () => ({ json: { packId: await billingPack(), placeOfSupply: 'Karnataka' } }),
  },
  'GET /api/website/billing/invoices/{id}/pdf': { expect: ownerOnly(), call: async () => ({ params: { id: await freeInvoice() } }) },
  'GET /api/admin/billing/packs': { expect: admin() },
  'POST /api/admin/billing/packs': { expect: admin(201), call: () => ({ json: packBody() }) },
  'PUT /api/admin/billing/packs/{id}': { expect: admin(), call: async () => ({ params: { id: await billingPack() }, json: packBody() }) },
  'POST /api/admin/billing/packs/{id}/deactivate': {
    expect: admin(),
    call: async () => ({ params: { id: (await send(t, 'POST', '/api/admin/billing/packs', { token: callers.admin.token, json: packBody() })).json.pack.id } }),
  },
  'GET /api/admin/billing/settings': { expect: admin() },
  'PUT /api/admin/billing/settings': { expect: admin(), call: () => ({ json: COMPANY_SETTINGS }) },
  'GET /api/admin/billing/invoices': { expect: admin() },
  'GET /api/admin/billing/invoices/export': { expect: admin() },
  'GET /api/admin/billing/invoices/{id}/pdf': { expect: admin(), call: async () => ({ params: { id: await freeInvoice() } }) },
  'POST /api/admin/billing/invoices/{id}/mark-paid': {
    expect: admin(),
    call: async () => ({ params: { id: await invoiceOf((await createMember(t.db.orm)).token) }, json: { reference: `UTR ${next()}` } }),
  },
  'GET /api/website/privacy-notices': { expect: member() },
  'POST /api/website/privacy-notices/acknowledge': { expect: member() },
  // ── teams (ADR 0021): every member owns a one-seat institution; path ids are an invitation or a seat of `free`'s ──
  'GET /api/website/team': { expect: member() },
  'POST /api/website/team/invites': { expect: member(201), call: () => ({ json: { email: `invitee${next()}@example.in`, role: 'member' } }) },
  'DELETE /api/website/team/invites/{id}': { expect: ownerOnly(), call: async () => ({ params: { id: (await inviteOfFree()).id } }) },
  'GET /api/website/team/invites/lookup': { expect: open(), call: async () => ({ query: `?token=${(await inviteOfFree()).token}` }) },
  // addressed to someone else: every member but `free` (already in that institution, 409) meets 403, and nobody moves
  'POST /api/website/team/invites/accept': { expect: { ...member(403), free: 409 }, call: async () => ({ json: { token: (await inviteOfFree()).token } }) },
  'PATCH /api/website/team/seats/{memberId}': {
    expect: ownerOnly(),
    call: async () => ({ params: { memberId: await seatOfFree() }, json: { role: 'manager' } }),
  },
  'DELETE /api/website/team/seats/{memberId}': { expect: ownerOnly(), call: async () => ({ params: { memberId: await seatOfFree() } }) },
  // every seat reads its institution's usage (a member their own: tests/integration/credits/usage.test.ts)
  'GET /api/website/team/usage': { expect: member() },
  'GET /api/website/team/usage/export': { expect: member() },
  'PUT /api/website/team/seats/{memberId}/limit': {
    expect: ownerOnly(),
    call: async () => ({ params: { memberId: await seatOfFree() }, json: { monthlyLimit: 5 } }),
  },
  // to oneself, which changes nothing (tests/integration/identity/team-access.test.ts hands the ownership over for real)
  'POST /api/website/team/owner': { expect: member(), call: (who) => ({ json: { memberId: who.memberId ?? '00000000-0000-4000-8000-000000000000' } }) },

  // ── admin: institutions (ADR 0021); each call on an institution of its own, built fresh ──
  'GET /api/admin/institutions': { expect: admin() },
  'GET /api/admin/institutions/{id}': { expect: admin(), call: async () => ({ params: { id: (await matrixTeam()).institutionId } }) },
  'POST /api/admin/institutions/{id}/credits': {
    expect: admin(),
    call: async () => ({ params: { id: (await matrixTeam()).institutionId }, json: { credits: 5, reason: 'Matrix' } }),
  },
  'POST /api/admin/institutions/{id}/verify': {
    expect: admin(),
    call: async () => ({ params: { id: (await matrixTeam()).institutionId }, json: { verified: true } }),
  },
  'POST /api/admin/institutions/{id}/seats': {
    expect: admin(),
    call: async () => ({ params: { id: (await matrixTeam()).institutionId }, json: { memberId: (await createMember(t.db.orm)).id, role: 'member' } }),
  },
  'PATCH /api/admin/institutions/{id}/seats/{memberId}': {
    expect: admin(),
    call: async () => {
      const team = await matrixTeam();
      return { params: { id: team.institutionId, memberId: team.seatId }, json: { role: 'manager' } };
    },
  },
  'DELETE /api/admin/institutions/{id}/seats/{memberId}': {
    expect: admin(),
    call: async () => {
      const team = await matrixTeam();
      return { params: { id: team.institutionId, memberId: team.seatId } };
    },
  },
  'POST /api/admin/institutions/{id}/owner': {
    expect: admin(),
    call: async () => {
      const team = await matrixTeam();
      return { params: { id: team.institutionId }, json: { memberId: team.seatId } };
    },
  },
};

/** ADR 0021: an institution of its own with an owner and a second seat, for the admin's institution routes. */
async function matrixTeam(): Promise<{ institutionId: string; seatId: string }> {
  const founder = await createMember(t.db.orm);
  const [row] = await build.sql<{ id: string }>(
    `insert into website_users (email, password, first_name, last_name, institution_id, seat_role, is_verified)
     select ?, 'x', 'Matrix', 'Seat', institution_id, 'member', true from website_users where id = ? returning id`,
    [`matrix.team${next()}@example.in`, founder.id],
  );
  return { institutionId: founder.institutionId, seatId: row!.id };
}

/** ADR 0021: an open invitation to `free`'s institution, straight in the table, with the token its link would carry. */
async function inviteOfFree(): Promise<{ id: string; token: string }> {
  const token = `matrix-invite-${next()}-${crypto.randomUUID()}`;
  const hash = new Bun.CryptoHasher('sha256').update(token).digest('hex');
  const [row] = await build.sql<{ id: string }>(
    `insert into institution_invites (institution_id, email, role, token_hash, expires_at)
     select institution_id, ?, 'member', ?, now() + interval '7 days' from website_users where id = ? returning id`,
    [`matrix.invitee${next()}@example.in`, hash, owner()],
  );
  return { id: row!.id, token };
}

/** ADR 0021: a member seat in `free`'s institution, straight in the table. */
async function seatOfFree(): Promise<string> {
  const [row] = await build.sql<{ id: string }>(
    `insert into website_users (email, password, first_name, last_name, institution_id, seat_role, is_verified)
     select ?, 'x', 'Matrix', 'Seat', institution_id, 'member', true from website_users where id = ? returning id`,
    [`matrix.seat${next()}@example.in`, owner()],
  );
  return row!.id;
}

/** A student with an e-mail of its own: the contact the rights portal's calls use. */
async function studentContact() {
  const contact = `rights.student${next()}@example.in`;
  await build.students(1, { emailId: contact });
  return contact;
}

/** A fresh student's pass to the rights portal (code asked, read from the outbox, verified). */
async function studentPass() {
  const contact = await studentContact();
  await send(t, 'POST', '/api/privacy/my-data/code', { json: { contact } });
  const verified = await send(t, 'POST', '/api/privacy/my-data/verify', { json: { contact, code: await lastCode(t, contact) } });
  const mine = await send(t, 'GET', '/api/privacy/my-data', { headers: { 'x-privacy-pass': verified.json.pass } });
  return { headers: { 'x-privacy-pass': verified.json.pass as string }, studentId: mine.json.records[0].id as string };
}

/** An open grievance in the queue. */
async function openPrivacyRequest() {
  const { headers, studentId } = await studentPass();
  const filed = await send(t, 'POST', '/api/privacy/my-data/requests', { headers, json: { kind: 'grievance', studentId, message: 'Please look into this.' } });
  return filed.json.id as string;
}

/** A 16-year-old today, without a guardian's consent: no member may unlock them, and nothing is charged (issue 16 §2). */
const minorBirthDate = () => {
  const today = new Date();
  return `${today.getUTCFullYear() - 16}-01-15`;
};
const lockedMinor: Expectation = { ...verifiedMember(409) };
const MINOR_MATRIX: Record<string, Row> = {
  'POST /api/website/students/unlock': {
    expect: lockedMinor,
    call: async () => ({ json: { studentId: (await build.students(1, { dateOfBirth: minorBirthDate() }))[0] } }),
  },
  // issue 25 §4: a bulk unlock leaves the minor out (named in `skipped`, not charged) and unlocks the adult
  'POST /api/website/students/bulk-unlock': {
    expect: verifiedMember(),
    call: async () => ({ json: { studentIds: [...(await build.students(1)), ...(await build.students(1, { dateOfBirth: minorBirthDate() }))] } }),
  },
};

/** `METHOD /path` for every operation the contract documents. */
const contractOperations = Object.entries(contract.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

/** What the caller's token should make the server say, beyond the status. */
function codeProblem(who: CallerName, status: number, code: string | undefined): string | undefined {
  if (who === 'replacedAdmin' && status === 401 && code !== 'SESSION_EXPIRED_OTHER_DEVICE') return `code ${code}, not SESSION_EXPIRED_OTHER_DEVICE`;
  if (who === 'deactivated' && status === 403 && code !== 'AUTH.DEACTIVATED') return `code ${code}, not AUTH.DEACTIVATED`;
  if (who === 'anonymous' && status === 401 && code !== 'AUTH.NOT_AUTHENTICATED') return `code ${code}, not AUTH.NOT_AUTHENTICATED`;
  return undefined;
}

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
beforeAll(async () => {
  build = objects(t);
  callers = await createCallers(t);
}, 60_000);

describe('the matrix covers the contract', () => {
  it('has a row for every operation in openapi/openapi.json', () => {
    expect(contractOperations.filter((operation) => !(operation in MATRIX))).toEqual([]);
  });

  it('has no row for an operation the contract no longer documents', () => {
    expect(Object.keys(MATRIX).filter((operation) => !contractOperations.includes(operation))).toEqual([]);
  });
});

const rowsOf = (matrix: Record<string, Row>, title: string) =>
  describe(title, () => {
    for (const [operation, row] of Object.entries(matrix)) {
      it(operation, async () => {
        const [method, template] = operation.split(' ') as [string, string];
        const answered = {} as Expectation;
        const problems: string[] = [];
        for (const name of CALLERS) {
          const who = row.endsSession ? await createCaller(t, name) : callers[name];
          const call = (await row.call?.(who)) ?? {};
          const path = template.replace(/\{(\w+)\}/g, (_, param: string) => {
            const value = call.params?.[param];
            if (!value) throw new Error(`${operation}: no value for {${param}}`);
            return value;
          });
          const response = await send(t, method, `${path}${call.query ?? ''}`, { token: who.token, json: call.json, form: call.form, headers: call.headers });
          answered[name] = response.status;
          const problem = codeProblem(name, response.status, response.json?.code);
          if (problem) problems.push(`${name}: ${problem}`);
          if (response.status >= 500) problems.push(`${name}: ${response.text.slice(0, 200)}`);
        }
        expect(answered).toEqual(row.expect);
        expect(problems).toEqual([]);
      });
    }
  });

rowsOf(MATRIX, 'who may call what');
// the same callers on a minor without a guardian's consent: a single unlock answers 409 STUDENTS.PARENTAL_CONSENT_REQUIRED to every member
rowsOf(MINOR_MATRIX, "who may unlock a minor without a guardian's consent");

/**
 * Member API keys (issue 17 §1): on every member operation, a key of `free`'s WITHOUT the scope the operation needs
 * answers 403 API_KEYS.OUT_OF_SCOPE (operations no key may call: a key with every scope), and a key with exactly that
 * scope answers what `free`'s session does.
 */
describe('what an API key may call', () => {
  const memberOperations = Object.entries(MATRIX).filter(
    ([operation, row]) => /^\w+ \/api\/(website|public)\//.test(operation) && row.expect.anonymous === 401,
  );
  for (const [operation, row] of memberOperations) {
    it(operation, async () => {
      const [method, template] = operation.split(' ') as [string, string];
      const needed = scopeFor(method, template.replace(/\{(\w+)\}/g, ':$1'));
      const call = async (token: string) => {
        const built = (await row.call?.(callers.free)) ?? {};
        const path = template.replace(/\{(\w+)\}/g, (_, param: string) => built.params![param]!);
        return send(t, method, `${path}${built.query ?? ''}`, { token, json: built.json, form: built.form });
      };
      // each key is revoked after its call: a member holds at most 20 active keys
      const withKey = async (scopes: readonly string[]) => {
        const key = await keyOfFree(scopes);
        const answer = await call(key.key);
        await send(t, 'DELETE', `/api/website/api-keys/${key.id}`, { token: callers.free.token });
        return answer;
      };
      const outside = await withKey(API_KEY_SCOPES.filter((scope) => scope !== needed));
      expect({ status: outside.status, code: outside.json?.code }).toEqual({ status: 403, code: 'API_KEYS.OUT_OF_SCOPE' });
      if (needed) expect((await withKey([needed])).status).toBe(row.expect.free);
    });
  }
});
