import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { billingReady } from '../billing/billing-helpers';
import { freshEmail, teamApi } from './team-helpers';

/**
 * ADR 0021, the admin portal's institutions: the list and its figures (credits' pool and this month's charges,
 * billing's unpaid invoices), credits given to a pool, verification, moving a member in by the rules of accepting
 * an invitation, and the owner's acts on seats done by an admin. Every change is audited as the admin's.
 */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const api = teamApi(t);
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
});

const auditOf = async (action: string, memberId: string) =>
  (await api.get(`/api/admin/audit-log?action=${action}&memberId=${memberId}`, admin.token)).body.entries as any[];

describe('the institutions list', () => {
  it('answers each institution with its seats, owner, pool, premium, use this month and unpaid invoices', async () => {
    const { owner, manager } = await api.team({ credits: 100, premium: true });
    const packId = await billingReady(t, admin.token);
    // only the owner buys for the institution (ADR 0021)
    const issued = await api.post('/api/website/billing/invoices', owner.token, { packId, placeOfSupply: '29' });
    expect(issued.status).toBe(201);
    // a charge this month: 3 credits for an export, written as the ledger writes it
    await api.sql(
      "insert into credit_transactions (user_id, institution_id, transaction_type, credits_consumed, credits_remaining, description) values (?, ?, 'export', 3, 97, 'Export')",
      [owner.id, owner.institutionId],
    );
    const list = await api.get(`/api/admin/institutions?search=${encodeURIComponent(owner.email)}`, admin.token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, totalPages: 1, page: 1 });
    expect(list.body.institutions[0]).toMatchObject({
      id: owner.institutionId,
      name: 'Test Institute',
      isVerified: true,
      membershipType: 'premium',
      seats: 3,
      owner: { id: owner.id, email: owner.email },
      pool: 100,
      usedThisMonth: 3,
      unpaidInvoices: 1,
    });
    // a seat's e-mail finds its institution too; nothing found is an empty page
    expect((await api.get(`/api/admin/institutions?search=${encodeURIComponent(manager.email)}`, admin.token)).body.institutions[0].id).toBe(
      owner.institutionId,
    );
    expect((await api.get('/api/admin/institutions?search=no-such-institution-anywhere', admin.token)).body).toMatchObject({ institutions: [], total: 0 });
    expect((await api.get('/api/admin/institutions?limit=7', admin.token)).status).toBe(400);

    const detail = await api.get(`/api/admin/institutions/${owner.institutionId}`, admin.token);
    expect(detail.status).toBe(200);
    expect(detail.body.institution).toMatchObject({ id: owner.institutionId, pool: 100, usedThisMonth: 3, unpaidInvoices: 1, membershipType: 'premium' });
    expect(detail.body.seats.map((seat: any) => [seat.role, seat.isVerified, seat.isActive])).toEqual([
      ['owner', true, true],
      ['manager', true, true],
      ['member', true, true],
    ]);
    expect((await api.get('/api/admin/institutions/00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(404);
  });
});

describe('an admin acting on an institution', () => {
  it("gives credits to the pool (a ledger row naming the admin, the owner's seat and the reason)", async () => {
    const owner = await createMember(t.db.orm, { credits: 10 });
    const given = await api.post(`/api/admin/institutions/${owner.institutionId}/credits`, admin.token, { credits: 50, reason: 'Pilot' });
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ message: '50 credits given', credits: 60 });
    expect(
      await api.sql(
        "select user_id, institution_id, credits_consumed, description from credit_transactions where institution_id = ? and transaction_type = 'admin_grant'",
        [owner.institutionId],
      ),
    ).toEqual([
      { user_id: owner.id, institution_id: owner.institutionId, credits_consumed: -50, description: '50 credits granted by an administrator: Pilot' },
    ]);
    expect((await auditOf('member.credits_assign', owner.id))[0]).toMatchObject({ actor: { kind: 'admin', id: admin.id } });
    const bad = await api.post(`/api/admin/institutions/${owner.institutionId}/credits`, admin.token, { credits: 0, reason: '' });
    expect(bad.status).toBe(400);
  });

  it('verifies the institution and every seat, and takes it back', async () => {
    const { owner, member } = await api.team({ verified: false });
    const verified = await api.post(`/api/admin/institutions/${owner.institutionId}/verify`, admin.token, { verified: true });
    expect([verified.status, verified.body.message]).toEqual([200, 'Institution verified']);
    const flags = () => api.sql<{ v: boolean }>('select is_verified as v from website_users where institution_id = ? order by id', [owner.institutionId]);
    expect((await flags()).every((row) => row.v)).toBe(true);
    expect((await api.get('/api/website/auth/me', member.token)).body.user.isVerified).toBe(true);
    await api.post(`/api/admin/institutions/${owner.institutionId}/verify`, admin.token, { verified: false });
    expect((await flags()).some((row) => row.v)).toBe(false);
    expect((await api.sql('select is_verified from institutions where id = ?', [owner.institutionId]))[0]).toEqual({ is_verified: false });
    expect((await auditOf('member.verify', owner.id))[0]).toMatchObject({
      actor: { kind: 'admin' },
      detail: { institutionId: owner.institutionId, isVerified: false },
    });
  });

  it('moves a solo member in with their credits, and refuses a seat of a team of two or more (409)', async () => {
    const owner = await createMember(t.db.orm, { credits: 100 });
    const solo = await createMember(t.db.orm, { credits: 40, verified: false, email: freshEmail('solo') });
    const moved = await api.post(`/api/admin/institutions/${owner.institutionId}/seats`, admin.token, { memberId: solo.id, role: 'member' });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ message: 'Moved into Test Institute', role: 'member', creditsMoved: 40 });
    expect(await api.balanceOf(owner.id)).toBe(140);
    expect(
      await api.sql(
        "select transaction_type, institution_id, credits_consumed from credit_transactions where user_id = ? and transaction_type like 'transfer%' order by transaction_type desc",
        [solo.id],
      ),
    ).toEqual([
      { transaction_type: 'transfer_out', institution_id: solo.institutionId, credits_consumed: 40 },
      { transaction_type: 'transfer_in', institution_id: owner.institutionId, credits_consumed: -40 },
    ]);
    // the seat takes the institution's verification, as joining by an invitation does
    expect((await api.get('/api/website/auth/me', solo.token)).body.user).toMatchObject({ isVerified: true, credits: 140 });
    expect((await auditOf('team.join', solo.id))[0]).toMatchObject({ actor: { kind: 'admin', id: admin.id }, detail: { institutionId: owner.institutionId } });

    const again = await api.post(`/api/admin/institutions/${owner.institutionId}/seats`, admin.token, { memberId: solo.id, role: 'member' });
    expect([again.status, again.body.code]).toEqual([409, 'TEAM.ALREADY_JOINED']);
    const elsewhere = await createMember(t.db.orm);
    const notAlone = await api.post(`/api/admin/institutions/${elsewhere.institutionId}/seats`, admin.token, { memberId: solo.id, role: 'member' });
    expect([notAlone.status, notAlone.body.code]).toEqual([409, 'TEAM.NOT_ALONE']);
    expect(notAlone.body.message).toContain('shares their institution with other seats');
    expect(await api.balanceOf(owner.id)).toBe(140);
    const nobody = await api.post(`/api/admin/institutions/${owner.institutionId}/seats`, admin.token, {
      memberId: '00000000-0000-4000-8000-000000000000',
      role: 'member',
    });
    expect(nobody.status).toBe(404);
  });

  it('changes a role, transfers the ownership and removes a seat as the owner would, never the owner', async () => {
    const { owner, manager, member } = await api.team();
    const base = `/api/admin/institutions/${owner.institutionId}`;
    const promoted = await api.patch(`${base}/seats/${member.id}`, admin.token, { role: 'manager' });
    expect([promoted.status, promoted.body.seat.role]).toEqual([200, 'manager']);
    expect((await auditOf('team.role_change', member.id))[0]).toMatchObject({ actor: { kind: 'admin', id: admin.id } });

    const ownerRole = await api.patch(`${base}/seats/${owner.id}`, admin.token, { role: 'member' });
    expect([ownerRole.status, ownerRole.body.code]).toEqual([403, 'TEAM.NOT_ALLOWED']);
    const removeOwner = await api.del(`${base}/seats/${owner.id}`, admin.token);
    expect([removeOwner.status, removeOwner.body.code]).toEqual([403, 'TEAM.NOT_ALLOWED']);

    const transferred = await api.post(`${base}/owner`, admin.token, { memberId: manager.id });
    expect(transferred.status).toBe(200);
    const roles = await api.sql('select id, seat_role from website_users where institution_id = ? order by seat_role, id', [owner.institutionId]);
    expect(roles).toContainEqual({ id: manager.id, seat_role: 'owner' });
    expect(roles).toContainEqual({ id: owner.id, seat_role: 'manager' });

    // the new owner acts now: the old owner, a manager, may be removed
    const removed = await api.del(`${base}/seats/${owner.id}`, admin.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: 'Seat removed', memberId: owner.id });
    expect((await api.get('/api/website/auth/me', owner.token)).status).toBe(401);
    expect((await api.get(`${base}`, admin.token)).body.seats).toHaveLength(2);
    const elsewhere = await createMember(t.db.orm);
    const notHere = await api.del(`${base}/seats/${elsewhere.id}`, admin.token);
    expect([notHere.status, notHere.body.code]).toEqual([404, 'TEAM.SEAT_NOT_FOUND']);
  });
});
