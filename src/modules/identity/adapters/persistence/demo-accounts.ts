import type { Orm } from '@platform/db/orm';
import { AdminUserEntity } from './admin-user.entity';
import { WebsiteUserEntity } from './website-user.entity';

export type DemoAccount = { role: string; login: string; password: string };

const DEMO = {
  admin: { username: 'admin', email: 'admin@edureach.local', password: 'Admin@12345' },
  free: { email: 'free.member@edureach.local', password: 'Member@12345', firstName: 'Priya', lastName: 'Sharma', institution: 'Sunrise Junior College' },
  premium: { email: 'premium.member@edureach.local', password: 'Member@12345', firstName: 'Rahul', lastName: 'Menon', institution: 'Apex Engineering Academy' },
};

/** Creates the demo admin and two verified members (free and premium) when no account exists yet. */
export async function ensureDemoAccounts(orm: Orm): Promise<DemoAccount[]> {
  const em = orm.em.fork();
  if ((await em.count(AdminUserEntity)) > 0 || (await em.count(WebsiteUserEntity)) > 0) return [];
  const hash = (password: string) => Bun.password.hash(password, { algorithm: 'argon2id' });
  em.create(AdminUserEntity, { username: DEMO.admin.username, email: DEMO.admin.email, password: await hash(DEMO.admin.password) });
  for (const [kind, member] of [
    ['free', DEMO.free],
    ['premium', DEMO.premium],
  ] as const) {
    em.create(WebsiteUserEntity, {
      email: member.email,
      password: await hash(member.password),
      firstName: member.firstName,
      lastName: member.lastName,
      phone: '9800000000',
      institutionName: member.institution,
      designation: 'Admissions Head',
      membershipType: kind,
      membershipExpiresAt: kind === 'premium' ? new Date(Date.now() + 365 * 24 * 3600 * 1000) : null,
      isVerified: true,
      isEmailVerified: true,
    });
  }
  await em.flush();
  return [
    { role: 'Admin (sign in at /system/access/secure-auth)', login: DEMO.admin.username, password: DEMO.admin.password },
    { role: 'Free member (sign in at /login)', login: DEMO.free.email, password: DEMO.free.password },
    { role: 'Premium member (sign in at /login)', login: DEMO.premium.email, password: DEMO.premium.password },
  ];
}
