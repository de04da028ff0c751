import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { freshEmail, registration, teamApi } from './team-helpers';

/** ADR 0021: an institution's seats share one pool; invitations are single-use, for one address, 7 days. */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const api = teamApi(t);

describe('a member alone in their institution', () => {
  it('owns a one-seat institution named after their institution name', async () => {
    const member = await createMember(t.db.orm, { premium: true });
    const team = await api.get('/api/website/team', member.token);
    expect(team.status).toBe(200);
    expect(team.body).toEqual({
      institution: { id: member.institutionId, name: 'Test Institute', isVerified: true, membershipType: 'premium', membershipExpiresAt: expect.any(String) },
      role: 'owner',
      seats: [
        {
          id: member.id,
          name: expect.stringMatching(/^Test Member\d+$/),
          email: member.email,
          role: 'owner',
          joinedAt: expect.any(String),
          monthlyLimit: null,
          spentThisMonth: 0,
        },
      ],
      invites: [],
    });
  });

  it('registering, founds an institution of their own with the 100 welcome credits', async () => {
    const email = freshEmail('founder');
    const registered = await api.register(registration(email));
    expect([registered.status, registered.body.user.credits]).toEqual([201, 100]);
    const team = await api.get('/api/website/team', registered.body.token);
    expect(team.body).toMatchObject({ institution: { name: 'Somewhere Else', isVerified: false, membershipType: 'free' }, role: 'owner' });
  });
});

describe('an invitation', () => {
  it('is e-mailed as a /join link whose token is stored only as its SHA-256, and listed to the owner as open', async () => {
    const owner = await createMember(t.db.orm);
    const email = freshEmail('invitee');
    const { invite, token } = await api.invite(owner.token, email, 'manager');
    expect(invite).toEqual({ id: expect.any(String), email, role: 'manager', createdAt: expect.any(String), expiresAt: expect.any(String) });
    expect(new Date(invite.expiresAt).getTime() - new Date(invite.createdAt).getTime()).toBeWithin(7 * 86_400_000 - 5_000, 7 * 86_400_000 + 5_000);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await api.sql('select token_hash from institution_invites where id = ?', [invite.id]);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    const [mail] = await t.outbox(email);
    expect(mail!.textBody).toContain(`${t.config.publicUrl}/join?token=`);
    expect((await api.get('/api/website/team', owner.token)).body.invites).toEqual([invite]);
    const lookup = await api.get(`/api/website/team/invites/lookup?token=${encodeURIComponent(token)}`, '');
    expect(lookup.body).toEqual({ institutionName: 'Test Institute', email, role: 'manager', expiresAt: invite.expiresAt, status: 'open' });
  });

  it('registers a new account straight into the institution: same pool, no welcome credits, verified as the institution is', async () => {
    const owner = await createMember(t.db.orm, { credits: 30 });
    const [student] = await addStudents(t.db.orm, [{}]);
    const institutions = (await api.sql('select count(*)::int as n from institutions'))[0].n;
    const email = freshEmail('colleague');
    const { token } = await api.invite(owner.token, email, 'member');
    const registered = await api.register(registration(email, token));
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ email, credits: 30, isVerified: true });
    expect((await api.sql('select count(*)::int as n from institutions'))[0].n).toBe(institutions);
    // one pool: the seat's unlock is paid from it, and the owner sees the same balance
    const unlocked = await api.post('/api/website/students/unlock', registered.body.token, { studentId: student });
    expect([unlocked.status, unlocked.body.remainingCredits]).toEqual([200, 29]);
    expect((await api.get('/api/website/credits', owner.token)).body).toEqual({ credits: 29 });
    expect(await api.sql('select user_id, institution_id from credit_transactions where student_id = ?', [student])).toEqual([
      { user_id: registered.body.user.id, institution_id: owner.institutionId },
    ]);
    const team = await api.get('/api/website/team', owner.token);
    expect(team.body.seats.map((seat: { email: string; role: string }) => [seat.email, seat.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'member'],
    ]);
    expect(team.body.invites).toEqual([]);
  });

  it('leaves the new seat unverified in an unverified institution', async () => {
    const owner = await createMember(t.db.orm, { verified: false });
    const seat = await api.join(owner.token, 'member');
    expect((await api.get('/api/website/auth/me', seat.token)).body.user.isVerified).toBe(false);
    expect((await api.get('/api/public/students', seat.token)).body.code).toBe('AUTH.NOT_VERIFIED');
  });

  it('works once: a second registration or acceptance with the link is refused, and the lookup says it was used', async () => {
    const owner = await createMember(t.db.orm);
    const email = freshEmail('once');
    const { token } = await api.invite(owner.token, email, 'member');
    expect((await api.register(registration(email, token))).status).toBe(201);
    const again = await api.register(registration(freshEmail('again'), token));
    expect([again.status, again.body.code]).toEqual([400, 'TEAM.INVITE_INVALID']);
    const solo = await createMember(t.db.orm, { email: freshEmail('solo') });
    expect((await api.post('/api/website/team/invites/accept', solo.token, { token })).body.code).toBe('TEAM.INVITE_INVALID');
    expect((await api.get(`/api/website/team/invites/lookup?token=${encodeURIComponent(token)}`, '')).body.status).toBe('used');
  });

  it('is for its e-mail address only, and a token never issued is unknown', async () => {
    const owner = await createMember(t.db.orm);
    const { token } = await api.invite(owner.token, freshEmail('intended'), 'member');
    const other = await api.register(registration(freshEmail('other'), token));
    expect([other.status, other.body.code]).toEqual([403, 'TEAM.INVITE_OTHER_EMAIL']);
    const unknown = await api.register(registration(freshEmail('unknown'), 'not-a-real-token'));
    expect([unknown.status, unknown.body.code]).toEqual([400, 'TEAM.INVITE_INVALID']);
    expect((await api.get('/api/website/team/invites/lookup?token=not-a-real-token', '')).status).toBe(404);
  });

  it('is refused for an address with a seat here (409) or an open invitation (409), and withdrawn by the owner', async () => {
    const { owner, manager } = await api.team();
    const seated = await api.post('/api/website/team/invites', owner.token, { email: manager.email.toUpperCase(), role: 'member' });
    expect([seated.status, seated.body.code]).toEqual([409, 'TEAM.ALREADY_SEATED']);
    const email = freshEmail('pending');
    const { invite, token } = await api.invite(owner.token, email, 'member');
    const twice = await api.post('/api/website/team/invites', manager.token, { email, role: 'member' });
    expect([twice.status, twice.body.code]).toEqual([409, 'TEAM.ALREADY_INVITED']);
    expect((await api.del(`/api/website/team/invites/${invite.id}`, owner.token)).status).toBe(200);
    expect((await api.del(`/api/website/team/invites/${invite.id}`, owner.token)).status).toBe(404);
    expect((await api.get(`/api/website/team/invites/lookup?token=${encodeURIComponent(token)}`, '')).body.status).toBe('revoked');
    expect((await api.register(registration(email, token))).body.code).toBe('TEAM.INVITE_INVALID');
    // withdrawn, the address may be invited again
    expect((await api.post('/api/website/team/invites', manager.token, { email, role: 'member' })).status).toBe(201);
  });
});
