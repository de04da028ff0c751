import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';

export type DemoAccount = { role: string; login: string; password: string };

const DEMO = {
  admin: { username: 'admin', email: 'admin@edureach.local', password: 'Admin@12345' },
  free: { email: 'free.member@edureach.local', password: 'Member@12345', firstName: 'Priya', lastName: 'Sharma', institution: 'Sunrise Junior College' },
  premium: { email: 'premium.member@edureach.local', password: 'Member@12345', firstName: 'Rahul', lastName: 'Menon', institution: 'Apex Engineering Academy' },
};

/** Creates the demo admin and two verified members (free and premium) when no account exists yet. */
export async function ensureDemoAccounts(orm: Orm): Promise<DemoAccount[]> {
  const em = sessionOf(orm);
  if (await sql`select 1 from users union all select 1 from website_users limit 1`.first(em)) return [];
  const hash = (password: string) => Bun.password.hash(password, { algorithm: 'argon2id' });
  await em.transactional(async (tx) => {
    await sql`insert into users (username, email, password) values (${DEMO.admin.username}, ${DEMO.admin.email}, ${await hash(DEMO.admin.password)})`.run(tx);
    for (const [kind, member] of [
      ['free', DEMO.free],
      ['premium', DEMO.premium],
    ] as const) {
      const expires = kind === 'premium' ? new Date(Date.now() + 365 * 24 * 3600 * 1000) : null;
      // ADR 0021: each the owner of a verified one-seat institution, which holds the membership
      await sql`with i as (insert into institutions (name, is_verified, membership_type, membership_expires_at)
            values (${member.institution}, true, ${kind}, ${expires}) returning id)
          insert into website_users (email, password, first_name, last_name, phone, institution_name, designation, is_verified, is_email_verified,
            institution_id, seat_role)
          select ${member.email}, ${await hash(member.password)}, ${member.firstName}, ${member.lastName}, ${'9800000000'}, ${member.institution},
            ${'Admissions Head'}, true, true, i.id, 'owner' from i`.run(tx);
    }
  });
  return [
    { role: 'Admin (sign in at /system/access/secure-auth)', login: DEMO.admin.username, password: DEMO.admin.password },
    { role: 'Free member (sign in at /login)', login: DEMO.free.email, password: DEMO.free.password },
    { role: 'Premium member (sign in at /login)', login: DEMO.premium.email, password: DEMO.premium.password },
  ];
}
