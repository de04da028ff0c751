import { describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { teamApi } from './team-helpers';

/** ADR 0021: roles, removing a seat, handing over the ownership; the admin's acts on a seat act on its institution. */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const api = teamApi(t);
const roles = async (token: string) =>
  ((await api.get('/api/website/team', token)).body.seats as { email: string; role: string }[]).map((seat) => [seat.email, seat.role]);

describe('roles', () => {
  it('are changed by the owner only, between manager and member, never to or from owner', async () => {
    const { owner, manager, member } = await api.team();
    const promoted = await api.patch(`/api/website/team/seats/${member.id}`, owner.token, { role: 'manager' });
    expect(promoted.body).toMatchObject({ message: 'Role changed', seat: { id: member.id, email: member.email, role: 'manager' } });
    expect((await api.patch(`/api/website/team/seats/${member.id}`, manager.token, { role: 'member' })).body.code).toBe('TEAM.NOT_ALLOWED');
    expect((await api.patch(`/api/website/team/seats/${member.id}`, owner.token, { role: 'owner' })).status).toBe(400);
    expect((await api.patch(`/api/website/team/seats/${owner.id}`, owner.token, { role: 'member' })).status).toBe(403);
    const stranger = await createMember(t.db.orm);
    expect((await api.patch(`/api/website/team/seats/${stranger.id}`, owner.token, { role: 'member' })).status).toBe(404);
    expect(await roles(owner.token)).toEqual([
      [owner.email, 'owner'],
      [manager.email, 'manager'],
      [member.email, 'manager'],
    ]);
  });

  it('limit invitations: a manager invites members, not managers; a member invites nobody', async () => {
    const { manager, member } = await api.team();
    expect((await api.post('/api/website/team/invites', manager.token, { email: 'x.manager@example.in', role: 'manager' })).body.code).toBe('TEAM.NOT_ALLOWED');
    expect((await api.post('/api/website/team/invites', member.token, { email: 'x.member@example.in', role: 'member' })).status).toBe(403);
  });
});

describe('removing a seat', () => {
  it('ends its sessions and API keys at once, gives its collections to the remover, and leaves it an institution of its own with nothing', async () => {
    const { owner, manager, member } = await api.team({ premium: true, credits: 50 });
    // a member seat makes no keys (ADR 0021); one made while it was a manager is still its own and ends with the seat
    expect((await api.post('/api/website/api-keys', member.token, { name: 'CRM', scopes: ['read'], password: 'Member@12345' })).body.code).toBe(
      'TEAM.NOT_ALLOWED',
    );
    await api.patch(`/api/website/team/seats/${member.id}`, owner.token, { role: 'manager' });
    const key = await api.post('/api/website/api-keys', member.token, { name: 'CRM', scopes: ['read'], password: 'Member@12345' });
    expect(key.status).toBe(201);
    await api.patch(`/api/website/team/seats/${member.id}`, owner.token, { role: 'member' });
    const [student] = await addStudents(t.db.orm, [{}]);
    const shortlist = await api.post('/api/website/collections', member.token, { name: 'Shortlist' });
    expect((await api.post('/api/website/saved-students', member.token, { studentId: student, collectionId: shortlist.body.collection.id })).status).toBe(200);

    const removed = await api.del(`/api/website/team/seats/${member.id}`, manager.token);
    expect(removed.body).toEqual({ message: 'Seat removed', memberId: member.id, collectionsReassigned: 2, apiKeysRevoked: 1 });
    expect((await api.get('/api/website/auth/me', member.token)).status).toBe(401);
    expect((await api.get('/api/website/credits', key.body.key)).status).toBe(401);
    // what the seat saved stays with the institution, now the remover's
    const mine = await api.get('/api/website/collections', manager.token);
    expect(mine.body.collections.map((c: { name: string }) => c.name)).toContain('Shortlist');
    expect((await api.get('/api/website/saved-students', manager.token)).body.total).toBe(1);
    expect(await roles(owner.token)).toEqual([
      [owner.email, 'owner'],
      [manager.email, 'manager'],
    ]);

    // the person signs in again: the owner of a new institution, no credits, no premium, awaiting verification
    const again = await api.post('/api/website/auth/login', '', { email: member.email, password: 'Member@12345' });
    expect(again.body.user).toMatchObject({ credits: 0, isPremium: false, membershipType: 'free', isVerified: false });
    const own = await api.get('/api/website/team', again.body.token);
    expect(own.body).toMatchObject({ institution: { name: 'Somewhere Else', isVerified: false, membershipType: 'free' }, role: 'owner' });
    expect(own.body.seats).toHaveLength(1);
    expect(await api.balanceOf(owner.id)).toBe(49); // the seat's save was paid from the pool, which stays
  });

  it('is for the owner or a manager; only the owner removes a manager; nobody removes the owner', async () => {
    const { owner, manager, member } = await api.team();
    expect((await api.del(`/api/website/team/seats/${manager.id}`, member.token)).body.code).toBe('TEAM.NOT_ALLOWED');
    expect((await api.del(`/api/website/team/seats/${owner.id}`, manager.token)).status).toBe(403);
    expect((await api.del(`/api/website/team/seats/${owner.id}`, owner.token)).status).toBe(403);
    const secondManager = await api.join(owner.token, 'manager');
    expect((await api.del(`/api/website/team/seats/${secondManager.id}`, manager.token)).status).toBe(403);
    const stranger = await createMember(t.db.orm);
    expect((await api.del(`/api/website/team/seats/${stranger.id}`, owner.token)).status).toBe(404);
    expect((await api.del(`/api/website/team/seats/${secondManager.id}`, owner.token)).status).toBe(200);
  });
});

describe('the ownership', () => {
  it('moves by the owner’s transfer: the new owner may then remove the old one, now a manager', async () => {
    const { owner, manager, member } = await api.team();
    expect((await api.post('/api/website/team/owner', manager.token, { memberId: member.id })).status).toBe(403);
    const moved = await api.post('/api/website/team/owner', owner.token, { memberId: member.id });
    expect(moved.body).toEqual({ message: 'Ownership transferred: you are now a manager' });
    expect(await roles(member.token)).toEqual([
      [member.email, 'owner'],
      [owner.email, 'manager'],
      [manager.email, 'manager'],
    ]);
    expect((await api.get('/api/website/team', owner.token)).body.role).toBe('manager');
    expect((await api.del(`/api/website/team/seats/${owner.id}`, member.token)).status).toBe(200);
  });
});

describe("the admin's acts on a seat", () => {
  it('act on its institution: verification and premium for every seat, credits into the one pool', async () => {
    const admin = await createAdmin(t.db.orm);
    const { owner, manager, member } = await api.team({ verified: false, credits: 10 });
    const verified = await api.post(`/api/website-users/${member.id}/toggle-verification`, admin.token);
    expect(verified.body.user).toMatchObject({ id: member.id, isVerified: true, credits: 10 });
    for (const seat of [owner, manager, member]) expect((await api.get('/api/website/auth/me', seat.token)).body.user.isVerified).toBe(true);
    expect((await api.get('/api/website/team', owner.token)).body.institution.isVerified).toBe(true);

    await api.post(`/api/website-users/${manager.id}/upgrade-membership`, admin.token, { membershipType: 'premium' });
    for (const seat of [owner, manager, member]) expect((await api.get('/api/website/auth/me', seat.token)).body.user.isPremium).toBe(true);

    expect((await api.post(`/api/website-users/${member.id}/assign-credits`, admin.token, { credits: 25 })).body.credits).toBe(35);
    expect((await api.get('/api/website/credits', owner.token)).body.credits).toBe(35);
    const list = await api.get(`/api/website-users?search=${encodeURIComponent(member.email)}`, admin.token);
    expect(list.body.users[0]).toMatchObject({ id: member.id, credits: 35, membershipType: 'premium', isVerified: true });
  });
});
