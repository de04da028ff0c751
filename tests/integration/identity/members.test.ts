import { describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });

const registration = (email: string) => ({
  firstName: 'Anita',
  lastName: 'Rao',
  email,
  phone: '9876543210',
  institutionName: 'Lakeview College',
  password: 'Secret#2026',
});

const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const noSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toContain('Secret#2026');
  expect(text).not.toContain('$argon2');
  expect(text).not.toMatch(/"password"/);
};

describe('member registration', () => {
  it('creates a free, unverified, active member with 100 credits and signs them in', async () => {
    const { status, body } = await json(await t.handle('/api/website/auth/register', { method: 'POST', json: registration('Anita.Rao@Lakeview.edu.in') }));
    expect(status).toBe(201);
    expect(body.user).toMatchObject({
      email: 'anita.rao@lakeview.edu.in',
      membershipType: 'free',
      isPremium: false,
      credits: 100,
      isVerified: false,
      isEmailVerified: false,
      isActive: true,
      designation: null,
      lastLogin: null,
    });
    noSecrets(body);
    const me = await json(await t.handle('/api/website/auth/me', { token: body.token }));
    expect(me.body.user.id).toBe(body.user.id);
    const [row] = await t.db.orm.em
      .fork()
      .execute('select w.password, c.credits from website_users w join institution_credits c on c.institution_id = w.institution_id where w.id = ?', [
        body.user.id,
      ]);
    expect(row.password).toStartWith('$argon2id$');
    expect(row.credits).toBe(100);
  });

  it('refuses a taken e-mail whatever its case, with 409', async () => {
    const { status, body } = await json(await t.handle('/api/website/auth/register', { method: 'POST', json: registration('ANITA.RAO@lakeview.edu.in') }));
    expect(status).toBe(409);
    expect(body.error).toBe('An account with this email already exists');
  });

  it('asks for at least 8 characters in the password, without echoing it', async () => {
    const { status, body } = await json(
      await t.handle('/api/website/auth/register', { method: 'POST', json: { ...registration('short@x.in'), password: 'abc1234' } }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Password must be at least 8 characters');
    expect(JSON.stringify(body)).not.toContain('abc1234');
  });
});

describe('member sign-in', () => {
  it('answers a token and the user, and records the login time', async () => {
    const member = await createMember(t.db.orm, { email: 'login.ok@example.in', password: 'Member@12345' });
    const { status, body } = await json(
      await t.handle('/api/website/auth/login', { method: 'POST', json: { email: 'Login.OK@example.in', password: 'Member@12345' } }),
    );
    expect(status).toBe(200);
    expect(body.user.id).toBe(member.id);
    expect(typeof body.token).toBe('string');
    noSecrets(body);
    const [row] = await t.db.orm.em.fork().execute('select last_login from website_users where id = ?', [member.id]);
    expect(row.last_login).not.toBeNull();
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    await createMember(t.db.orm, { email: 'login.wrong@example.in' });
    const wrong = await json(await t.handle('/api/website/auth/login', { method: 'POST', json: { email: 'login.wrong@example.in', password: 'nope-nope' } }));
    const unknown = await json(await t.handle('/api/website/auth/login', { method: 'POST', json: { email: 'nobody@example.in', password: 'nope-nope' } }));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid email or password');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a deactivated account with 403', async () => {
    await createMember(t.db.orm, { email: 'gone@example.in', active: false });
    const { status, body } = await json(
      await t.handle('/api/website/auth/login', { method: 'POST', json: { email: 'gone@example.in', password: 'Member@12345' } }),
    );
    expect(status).toBe(403);
    expect(body.error).toBe('Account is deactivated');
  });
});

describe('the signed-in member', () => {
  it('reads the profile with every field the screens use', async () => {
    const member = await createMember(t.db.orm, { credits: 42 });
    const { body } = await json(await t.handle('/api/website/auth/me', { token: member.token }));
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'createdAt',
        'credits',
        'designation',
        'email',
        'firstName',
        'id',
        'institutionName',
        'isActive',
        'isEmailVerified',
        'isPremium',
        'isVerified',
        'lastLogin',
        'lastName',
        'membershipExpiresAt',
        'membershipType',
        'phone',
      ].sort(),
    );
    expect(body.user.credits).toBe(42);
  });

  it('reads the credit balance from the database', async () => {
    const member = await createMember(t.db.orm, { credits: 7 });
    expect(await json(await t.handle('/api/website/credits', { token: member.token }))).toEqual({ status: 200, body: { credits: 7 } });
    expect((await t.handle('/api/website/credits')).status).toBe(401);
  });

  it('counts an expired premium membership as free', async () => {
    const member = await createMember(t.db.orm, { premium: true });
    await t.db.orm.em
      .fork()
      .execute(`update institutions set membership_expires_at = now() - interval '1 day' where id = (select institution_id from website_users where id = ?)`, [
        member.id,
      ]);
    const { body } = await json(await t.handle('/api/website/auth/me', { token: member.token }));
    expect(body.user.isPremium).toBe(false);
    expect(body.user.membershipType).toBe('free');
  });

  it('cannot change the profile: that goes through an admin', async () => {
    const member = await createMember(t.db.orm);
    const { status, body } = await json(await t.handle('/api/website/auth/profile', { method: 'PATCH', token: member.token, json: { firstName: 'New' } }));
    expect(status).toBe(403);
    expect(body.error).toBe('Profile changes go through an admin');
  });

  it('logs out: the token stops working at once', async () => {
    const member = await createMember(t.db.orm);
    expect((await t.handle('/api/website/auth/logout', { method: 'POST', token: member.token })).status).toBe(200);
    const after = await json(await t.handle('/api/website/auth/me', { token: member.token }));
    expect(after.status).toBe(401);
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password with 400', async () => {
    const member = await createMember(t.db.orm);
    const { status, body } = await json(
      await t.handle('/api/website/auth/change-password', {
        method: 'PATCH',
        token: member.token,
        json: { currentPassword: 'wrong-one', newPassword: 'Brand#New2026' },
      }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Current password is incorrect');
  });

  it('keeps this session, ends the others, and the new password signs in', async () => {
    const member = await createMember(t.db.orm, { email: 'changer@example.in' });
    const other = await json(await t.handle('/api/website/auth/login', { method: 'POST', json: { email: 'changer@example.in', password: 'Member@12345' } }));
    const changed = await t.handle('/api/website/auth/change-password', {
      method: 'PATCH',
      token: member.token,
      json: { currentPassword: 'Member@12345', newPassword: 'Brand#New2026' },
    });
    expect(changed.status).toBe(200);
    expect((await t.handle('/api/website/auth/me', { token: member.token })).status).toBe(200);
    expect((await t.handle('/api/website/auth/me', { token: other.body.token })).status).toBe(401);
    const again = await t.handle('/api/website/auth/login', { method: 'POST', json: { email: 'changer@example.in', password: 'Brand#New2026' } });
    expect(again.status).toBe(200);
  }, 20_000);
});

describe('admin routes', () => {
  it('answer 403 to a member token and 401 without one', async () => {
    const member = await createMember(t.db.orm);
    expect((await t.handle('/api/contact-submissions', { token: member.token })).status).toBe(403);
    expect((await t.handle('/api/auth/me', { token: member.token })).status).toBe(403);
    expect((await t.handle('/api/contact-submissions')).status).toBe(401);
  });

  it('member routes refuse an admin token with 403', async () => {
    const admin = await createAdmin(t.db.orm);
    expect((await t.handle('/api/website/auth/me', { token: admin.token })).status).toBe(403);
  });
});
