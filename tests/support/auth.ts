import { SignJWT } from 'jose';
import { AdminUserEntity } from '@modules/identity/adapters/persistence/admin-user.entity';
import { WebsiteUserEntity } from '@modules/identity/adapters/persistence/website-user.entity';
import { createCreditsApi } from '@modules/credits';
import { createIdentityApi } from '@modules/identity';
import { createAuditTrail } from '@platform/audit/sql-audit-trail';
import type { Orm } from '@platform/db/orm';
import { systemClock } from '@platform/kernel/clock';
import { TEST_JWT_SECRET } from './test-app';

/** A token exactly like the sign-in calls issue: a live session row plus a signed JWT. */
export async function tokenFor(orm: Orm, kind: 'member' | 'admin', subjectId: string): Promise<string> {
  const deps = { orm, clock: systemClock, audit: createAuditTrail(orm) };
  const sessionId = await createIdentityApi(deps, { balances: createCreditsApi(deps) }).startSession(kind, subjectId);
  return new SignJWT({ sid: sessionId, sub: subjectId, kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

let counter = 0;

export type MemberOptions = { verified?: boolean; premium?: boolean; credits?: number; active?: boolean; email?: string; password?: string };

/** A member straight in the database (builders for tests; the register call is tested on its own). */
export async function createMember(orm: Orm, options: MemberOptions = {}) {
  const em = orm.em.fork();
  counter += 1;
  const n = counter; // builders run side by side: this member's number, whatever the others take meanwhile
  // ADR 0021: the owner of a one-seat institution, which holds the membership and the verification
  const verified = options.verified ?? true;
  const [institution] = await em.execute<{ id: string }[]>(
    'insert into institutions (name, is_verified, membership_type, membership_expires_at) values (?, ?, ?, ?) returning id',
    ['Test Institute', verified, options.premium ? 'premium' : 'free', options.premium ? new Date(Date.now() + 365 * 86_400_000) : null],
  );
  const member = em.create(WebsiteUserEntity, {
    email: options.email ?? `member${n}.${Date.now()}@example.in`,
    password: await Bun.password.hash(options.password ?? 'Member@12345', { algorithm: 'argon2id', memoryCost: 4096, timeCost: 1 }),
    firstName: 'Test',
    lastName: `Member${n}`,
    institutionName: 'Test Institute',
    institutionId: institution!.id,
    seatRole: 'owner',
    isVerified: verified,
    isActive: options.active ?? true,
  });
  await em.flush();
  // the database opened the institution's pool with 100 credits (credits module's institution_credits)
  if (options.credits !== undefined) await setBalance(orm, member.id, options.credits);
  return { id: member.id, email: member.email, institutionId: institution!.id, token: await tokenFor(orm, 'member', member.id) };
}

/** SQL for the tests that read a member's balance: the pool of the member's institution (ADR 0021). */
export const MEMBER_BALANCE_SQL = 'select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?';

/** Sets the pool of the member's institution (ADR 0021). */
export async function setBalance(orm: Orm, memberId: string, credits: number): Promise<void> {
  await orm.em
    .fork()
    .execute('update institution_credits set credits = ? where institution_id = (select institution_id from website_users where id = ?)', [credits, memberId]);
}

export async function createAdmin(orm: Orm, options: { username?: string; email?: string; password?: string } = {}) {
  const em = orm.em.fork();
  counter += 1;
  const admin = em.create(AdminUserEntity, {
    username: options.username ?? `admin${counter}_${Date.now()}`,
    email: options.email ?? `admin${counter}.${Date.now()}@example.in`,
    password: await Bun.password.hash(options.password ?? 'Admin@12345', { algorithm: 'argon2id', memoryCost: 4096, timeCost: 1 }),
  });
  await em.flush();
  return { id: admin.id, username: admin.username, email: admin.email, token: await tokenFor(orm, 'admin', admin.id) };
}
