import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { billingReady } from '../billing/billing-helpers';
import { freshEmail, type Seated, teamApi } from './team-helpers';

/**
 * ADR 0021: who may do what to a team, each operation called by each kind of caller on team A's objects: its owner,
 * a manager and a member; `other`, the owner of institution B (which has a second seat, so B's owner is not alone);
 * `removed`, a seat removed from A (its session ended); an admin; and nobody signed in. Objects are made fresh per
 * call, so no answer depends on an earlier call.
 */
const CALLERS = ['owner', 'manager', 'member', 'other', 'removed', 'admin', 'anonymous'] as const;
type CallerName = (typeof CALLERS)[number];
type Call = { path: string; json?: unknown; body?: FormData };
type Row = { expect: Record<CallerName, number>; call: (who: CallerName) => Promise<Call> };

const t = useTestApp({ env: { TRUST_PROXY: 'true', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' } });
const api = teamApi(t);
let a: { owner: Seated; manager: Seated; member: Seated };
let tokens: Record<CallerName, string>;
let emails: Partial<Record<CallerName, string>>;
let packId: string;

beforeAll(async () => {
  a = await api.team();
  const b = await api.team();
  const leaving = await api.join(a.owner.token, 'member');
  expect((await api.del(`/api/website/team/seats/${leaving.id}`, a.owner.token)).status).toBe(200);
  const admin = await createAdmin(t.db.orm);
  packId = await billingReady(t, admin.token);
  tokens = {
    owner: a.owner.token,
    manager: a.manager.token,
    member: a.member.token,
    other: b.owner.token,
    removed: leaving.token,
    admin: admin.token,
    anonymous: '',
  };
  emails = { owner: a.owner.email, manager: a.manager.email, member: a.member.email, other: b.owner.email, removed: leaving.email };
}, 60_000);

/** A signed-in member's route: everyone signed in as a member passes the guard, a removed seat's session is over. */
const seats = (owner: number, manager: number, member: number, other: number) => ({ owner, manager, member, other, removed: 401, admin: 403, anonymous: 401 });
const inviteOfA = async (role: 'manager' | 'member' = 'member', email = freshEmail('access')) => api.invite(a.owner.token, email, role);
const freshSeatOfA = async () => (await api.join(a.owner.token, 'member')).id;
const keyOfAsManager = async () =>
  (await api.post('/api/website/api-keys', a.manager.token, { name: `Key ${freshEmail('k')}`, scopes: ['read'], password: 'Member@12345' })).body.apiKey
    .id as string;
const webhookOfA = async () =>
  (await api.post('/api/website/webhooks', a.manager.token, { url: 'http://127.0.0.1:9/hook', events: ['student.unlocked'] })).body.webhook.id as string;
/** One invoice of A's, requested by its owner (reading it changes nothing). */
let invoiceA: Promise<string> | undefined;
const invoiceOfA = () => {
  invoiceA ??= api.post('/api/website/billing/invoices', a.owner.token, { packId, placeOfSupply: '29' }).then((answer) => answer.body.invoice.id as string);
  return invoiceA;
};

/** ADR 0024: an exclusion list's upload. */
const exclusionForm = () => {
  const form = new FormData();
  form.append('csvFile', new File([`email\r\n${freshEmail('listed')}\r\n`], 'crm.csv', { type: 'text/csv' }));
  return form;
};

const MATRIX: Record<string, Row> = {
  'GET /api/website/team': { expect: seats(200, 200, 200, 200), call: async () => ({ path: '/api/website/team' }) },
  'POST /api/website/team/invites (member)': {
    // each into their own institution: a member runs no seats
    expect: seats(201, 201, 403, 201),
    call: async () => ({ path: '/api/website/team/invites', json: { email: freshEmail('new'), role: 'member' } }),
  },
  'POST /api/website/team/invites (manager)': {
    expect: seats(201, 403, 403, 201),
    call: async () => ({ path: '/api/website/team/invites', json: { email: freshEmail('new'), role: 'manager' } }),
  },
  'DELETE /api/website/team/invites/{id} (for a member)': {
    expect: seats(200, 200, 403, 404),
    call: async () => ({ path: `/api/website/team/invites/${(await inviteOfA()).invite.id}` }),
  },
  'DELETE /api/website/team/invites/{id} (for a manager)': {
    expect: seats(200, 403, 403, 404),
    call: async () => ({ path: `/api/website/team/invites/${(await inviteOfA('manager')).invite.id}` }),
  },
  'GET /api/website/team/invites/lookup': {
    expect: { owner: 200, manager: 200, member: 200, other: 200, removed: 200, admin: 200, anonymous: 200 },
    call: async () => ({ path: `/api/website/team/invites/lookup?token=${encodeURIComponent((await inviteOfA()).token)}` }),
  },
  'POST /api/website/team/invites/accept': {
    // A's seats are in A already (their own addresses cannot be invited there); B's owner, invited by address, shares B
    expect: seats(409, 409, 409, 409),
    call: async (who) => {
      const email = who === 'other' || who === 'removed' ? emails[who] : undefined;
      return { path: '/api/website/team/invites/accept', json: { token: (await inviteOfA('member', email ?? freshEmail(who))).token } };
    },
  },
  'PATCH /api/website/team/seats/{memberId}': {
    expect: seats(200, 403, 403, 404),
    call: async () => ({ path: `/api/website/team/seats/${await freshSeatOfA()}`, json: { role: 'manager' } }),
  },
  'DELETE /api/website/team/seats/{memberId} (a member)': {
    expect: seats(200, 200, 403, 404),
    call: async () => ({ path: `/api/website/team/seats/${await freshSeatOfA()}` }),
  },
  'DELETE /api/website/team/seats/{memberId} (the owner)': {
    expect: seats(403, 403, 403, 404),
    call: async () => ({ path: `/api/website/team/seats/${a.owner.id}` }),
  },
  'PUT /api/website/team/seats/{memberId}/limit (a member)': {
    expect: seats(200, 200, 403, 404),
    call: async () => ({ path: `/api/website/team/seats/${await freshSeatOfA()}/limit`, json: { monthlyLimit: 5 } }),
  },
  'PUT /api/website/team/seats/{memberId}/limit (a manager)': {
    // a manager's limit is the owner's to set (ADR 0021, limits)
    expect: seats(200, 403, 403, 404),
    call: async () => ({ path: `/api/website/team/seats/${a.manager.id}/limit`, json: { monthlyLimit: null } }),
  },
  // a member reads their own seat's usage only (tests/integration/credits/usage.test.ts)
  'GET /api/website/team/usage': { expect: seats(200, 200, 200, 200), call: async () => ({ path: '/api/website/team/usage?month=2027-01' }) },
  'GET /api/website/team/usage/export': { expect: seats(200, 200, 200, 200), call: async () => ({ path: '/api/website/team/usage/export' }) },
  // API keys and webhooks are the institution's: its owner and managers make and change them (ADR 0021)
  'POST /api/website/api-keys': {
    expect: seats(201, 201, 403, 201),
    call: async () => ({ path: '/api/website/api-keys', json: { name: `Key ${freshEmail('k')}`, scopes: ['read'], password: 'Member@12345' } }),
  },
  "DELETE /api/website/api-keys/{id} (a manager's key)": {
    // a member reaches only its own keys: another seat's is not found for it, as for another institution
    expect: seats(200, 200, 404, 404),
    call: async () => ({ path: `/api/website/api-keys/${await keyOfAsManager()}` }),
  },
  'POST /api/website/webhooks': {
    expect: seats(201, 201, 403, 201),
    call: async () => ({ path: '/api/website/webhooks', json: { url: 'http://127.0.0.1:9/hook', events: ['student.unlocked'] } }),
  },
  "DELETE /api/website/webhooks/{id} (the institution's)": {
    expect: seats(200, 200, 403, 404),
    call: async () => ({ path: `/api/website/webhooks/${await webhookOfA()}` }),
  },
  // ADR 0024: the exclusion list is the institution's: every seat reads it, the owner or a manager replaces or deletes it
  'GET /api/website/exclusion-list': { expect: seats(200, 200, 200, 200), call: async () => ({ path: '/api/website/exclusion-list' }) },
  'PUT /api/website/exclusion-list': {
    expect: seats(200, 200, 403, 200),
    call: async () => ({ path: '/api/website/exclusion-list', body: exclusionForm() }),
  },
  'DELETE /api/website/exclusion-list': {
    // A's list made afresh by its owner before each call; B's owner deletes their own (made here too)
    expect: seats(200, 200, 403, 200),
    call: async (who) => {
      await t.handle('/api/website/exclusion-list', { method: 'PUT', token: who === 'other' ? tokens.other : a.owner.token, body: exclusionForm() });
      return { path: '/api/website/exclusion-list' };
    },
  },
  // ADR 0021: the owner buys credits for the institution; the owner and the managers read its invoices
  'POST /api/website/billing/invoices': {
    expect: seats(201, 403, 403, 201),
    call: async () => ({ path: '/api/website/billing/invoices', json: { packId, placeOfSupply: '29' } }),
  },
  'GET /api/website/billing/invoices': { expect: seats(200, 200, 403, 200), call: async () => ({ path: '/api/website/billing/invoices' }) },
  'GET /api/website/billing/invoices/{id}/pdf': {
    expect: seats(200, 200, 403, 404),
    call: async () => ({ path: `/api/website/billing/invoices/${await invoiceOfA()}/pdf` }),
  },
  'POST /api/website/team/owner': {
    // last: the owner hands A to a fresh seat (then the others meet a manager's refusal, or B's owner a seat not theirs)
    expect: seats(200, 403, 403, 404),
    call: async () => ({ path: '/api/website/team/owner', json: { memberId: await freshSeatOfA() } }),
  },
};

describe('who may do what to a team', () => {
  for (const [operation, row] of Object.entries(MATRIX)) {
    it(operation, async () => {
      const method = operation.split(' ')[0]!;
      const answered = {} as Record<CallerName, number>;
      for (const who of CALLERS) {
        const call = await row.call(who);
        const response = await t.handle(call.path, {
          method,
          token: tokens[who] || undefined,
          ...(call.json === undefined ? {} : { json: call.json }),
          ...(call.body ? { body: call.body } : {}),
        });
        answered[who] = response.status;
      }
      expect(answered).toEqual(row.expect);
    });
  }
});
