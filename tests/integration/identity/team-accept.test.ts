import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { freshEmail, registration, teamApi } from './team-helpers';

/**
 * ADR 0021: a signed-in member accepts an invitation when alone in their own institution; their remaining credits
 * move into the new pool in the same transaction (a ledger row on each side). Links expire after 7 days (the app's
 * clock, moved forward here).
 */
let offset = 0;
const t = useTestApp({ env: { TRUST_PROXY: 'true' }, clock: { now: () => new Date(Date.now() + offset) } });
const api = teamApi(t);

describe('accepting an invitation', () => {
  it('moves a solo member and their remaining credits into the inviting institution, with the invitation’s role', async () => {
    const owner = await createMember(t.db.orm, { credits: 100, premium: true });
    const solo = await createMember(t.db.orm, { credits: 40, verified: false, email: freshEmail('solo') });
    const { token } = await api.invite(owner.token, solo.email, 'manager');
    const accepted = await api.post('/api/website/team/invites/accept', solo.token, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      message: 'You joined Test Institute',
      institution: { id: owner.institutionId, name: 'Test Institute' },
      role: 'manager',
      creditsMoved: 40,
    });
    // the pool holds both; the seat now reads it, is premium and verified as the institution is
    expect((await api.get('/api/website/credits', owner.token)).body.credits).toBe(140);
    expect((await api.get('/api/website/auth/me', solo.token)).body.user).toMatchObject({ credits: 140, isPremium: true, isVerified: true });
    expect(await api.sql('select credits from institution_credits where institution_id = ?', [solo.institutionId])).toEqual([{ credits: 0 }]);
    expect(
      await api.sql(
        "select transaction_type, institution_id, credits_consumed, credits_remaining from credit_transactions where user_id = ? and transaction_type like 'transfer%' order by transaction_type desc",
        [solo.id],
      ),
    ).toEqual([
      { transaction_type: 'transfer_out', institution_id: solo.institutionId, credits_consumed: 40, credits_remaining: 0 },
      { transaction_type: 'transfer_in', institution_id: owner.institutionId, credits_consumed: -40, credits_remaining: 140 },
    ]);
    const team = await api.get('/api/website/team', solo.token);
    expect([team.body.role, team.body.seats.length, team.body.invites.length]).toEqual(['manager', 2, 0]);
  });

  it('is refused to a seat of a team of two or more (409), to the wrong address (403), and into one’s own institution (409)', async () => {
    const { owner, member } = await api.team();
    const elsewhere = await createMember(t.db.orm);
    const { token } = await api.invite(elsewhere.token, member.email, 'member');
    const notAlone = await api.post('/api/website/team/invites/accept', member.token, { token });
    expect([notAlone.status, notAlone.body.code]).toEqual([409, 'TEAM.NOT_ALONE']);
    const ownerToo = await api.post('/api/website/team/invites/accept', owner.token, { token });
    expect([ownerToo.status, ownerToo.body.code]).toEqual([403, 'TEAM.INVITE_OTHER_EMAIL']);
    // nothing moved, and the link still works for its address once that seat is free
    expect((await api.get(`/api/website/team/invites/lookup?token=${encodeURIComponent(token)}`, '')).body.status).toBe('open');
    const self = await createMember(t.db.orm, { email: freshEmail('self') });
    const ownInvite = await api.invite(self.token, freshEmail('x'), 'member');
    const own = await api.post('/api/website/team/invites/accept', self.token, { token: ownInvite.token });
    expect(own.body.code).toBe('TEAM.ALREADY_JOINED');
  });

  it('moves nothing when the solo member has no credits left, and writes no transfer rows', async () => {
    const owner = await createMember(t.db.orm, { credits: 7 });
    const solo = await createMember(t.db.orm, { credits: 0, email: freshEmail('empty') });
    const { token } = await api.invite(owner.token, solo.email, 'member');
    expect((await api.post('/api/website/team/invites/accept', solo.token, { token })).body.creditsMoved).toBe(0);
    expect(await api.balanceOf(solo.id)).toBe(7);
    expect(await api.sql("select 1 from credit_transactions where user_id = ? and transaction_type like 'transfer%'", [solo.id])).toEqual([]);
  });
});

describe('an invitation’s 7 days', () => {
  it('end: past them the link is expired for the lookup, registration and acceptance alike', async () => {
    const owner = await createMember(t.db.orm);
    const email = freshEmail('late');
    const { token } = await api.invite(owner.token, email, 'member');
    offset = 7 * 86_400_000 - 60_000;
    expect((await api.get(`/api/website/team/invites/lookup?token=${encodeURIComponent(token)}`, '')).body.status).toBe('open');
    offset = 7 * 86_400_000 + 60_000;
    try {
      expect((await api.get(`/api/website/team/invites/lookup?token=${encodeURIComponent(token)}`, '')).body.status).toBe('expired');
      const late = await api.register(registration(email, token));
      expect([late.status, late.body.code, late.body.message]).toEqual([400, 'TEAM.INVITE_INVALID', 'This invitation has expired: ask for a new one']);
      // signed in now (a builder's session would have ended with the 7 days)
      await createMember(t.db.orm, { email });
      const session = (await api.post('/api/website/auth/login', '', { email, password: 'Member@12345' })).body.token;
      expect((await api.post('/api/website/team/invites/accept', session, { token })).body.code).toBe('TEAM.INVITE_INVALID');
      // expired, it is no longer listed as open
      const ownerNow = (await api.post('/api/website/auth/login', '', { email: owner.email, password: 'Member@12345' })).body.token;
      expect((await api.get('/api/website/team', ownerNow)).body.invites).toEqual([]);
    } finally {
      offset = 0;
    }
  });
});
