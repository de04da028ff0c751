import { describe, expect, it } from 'bun:test';
import { migrate } from '@platform/db/orm';
import { useTestApp } from '@support/test-app';

/**
 * ADR 0021, the migration: members registered before institutions existed each become the owner of a one-seat
 * institution named after their institution name, with their verification, premium membership and balance, and
 * their ledger rows name that institution. The migration is rolled back on a fresh database, members written the old
 * way, and the migration applied again (its down() and up() both run, on PostgreSQL and on PGlite).
 */
const t = useTestApp();
const INSTITUTIONS = 'Migration20270101000000_institutions';
/** the migrations built on it, rolled back first (newest first) and applied again after it */
const LATER = [
  'Migration20270102100000_shared_unlocks',
  'Migration20270102100100_shared_collections',
  'Migration20270103000000_institution_webhooks',
  'Migration20270103000100_audit_institution',
  'Migration20270105000000_exclusion_lists',
];
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;

const oldMember = async (email: string, fields: { institution: string | null; premiumUntil?: string; verified: boolean; credits: number }) => {
  const [row] = await sql<{ id: string }>(
    `insert into website_users (email, password, first_name, last_name, institution_name, membership_type, membership_expires_at, is_verified)
     values (?, 'x', 'Asha', 'Rao', ?, ?, ?, ?) returning id`,
    [email, fields.institution, fields.premiumUntil ? 'premium' : 'free', fields.premiumUntil ?? null, fields.verified],
  );
  await sql('update member_credits set credits = ? where member_id = ?', [fields.credits, row!.id]);
  return row!.id;
};

describe('the institutions migration', () => {
  it('gives each member a one-seat institution with their name, verification, premium and balance', async () => {
    for (const later of [...LATER].reverse()) await t.db.orm.migrator.down(later);
    await t.db.orm.migrator.down(INSTITUTIONS);
    const lotus = await oldMember('lotus@example.in', { institution: 'Lotus College', premiumUntil: '2030-01-01T00:00:00Z', verified: true, credits: 42 });
    const solo = await oldMember('solo@example.in', { institution: '  ', verified: false, credits: 100 });
    await sql(
      "insert into credit_transactions (user_id, transaction_type, credits_consumed, credits_remaining, description) values (?, 'export', 3, 42, 'Old')",
      [lotus],
    );
    expect(await migrate(t.db.orm)).toEqual([INSTITUTIONS, ...LATER]);

    const rows = await sql(
      `select w.id, w.seat_role, w.is_verified as seat_verified, i.name, i.is_verified, i.membership_type, i.membership_expires_at::date::text as premium_until, c.credits,
              w.joined_at = w.created_at as joined_when_registered
       from website_users w join institutions i on i.id = w.institution_id join institution_credits c on c.institution_id = i.id order by w.email`,
    );
    expect(rows).toEqual([
      {
        id: lotus,
        seat_role: 'owner',
        seat_verified: true,
        name: 'Lotus College',
        is_verified: true,
        membership_type: 'premium',
        premium_until: '2030-01-01',
        credits: 42,
        joined_when_registered: true,
      },
      {
        id: solo,
        seat_role: 'owner',
        seat_verified: false,
        name: 'Asha Rao',
        is_verified: false,
        membership_type: 'free',
        premium_until: null,
        credits: 100,
        joined_when_registered: true,
      },
    ]);
    expect(await sql('select count(*)::int as n from institutions')).toEqual([{ n: 2 }]);
    expect(await sql('select c.institution_id = w.institution_id as same from credit_transactions c join website_users w on w.id = c.user_id')).toEqual([
      { same: true },
    ]);
  });

  it('opens 100 credits for each new institution, and none for a seat joining one', async () => {
    const [institution] = await sql<{ id: string }>("insert into institutions (name) values ('Indus Academy') returning id");
    expect(await sql('select credits from institution_credits where institution_id = ?', [institution!.id])).toEqual([{ credits: 100 }]);
    const before = (await sql('select count(*)::int as n from institution_credits'))[0].n;
    await sql(
      "insert into website_users (email, password, first_name, last_name, institution_id, seat_role) values ('seat@example.in', 'x', 'Ravi', 'K', ?, 'member')",
      [institution!.id],
    );
    expect((await sql('select count(*)::int as n from institution_credits'))[0].n).toBe(before);
  });

  it('holds one owner per institution', async () => {
    const [institution] = await sql<{ id: string }>("insert into institutions (name) values ('Two Owners') returning id");
    const owner = (email: string) =>
      sql("insert into website_users (email, password, first_name, last_name, institution_id, seat_role) values (?, 'x', 'A', 'B', ?, 'owner')", [
        email,
        institution!.id,
      ]);
    await owner('first.owner@example.in');
    await expect(owner('second.owner@example.in')).rejects.toThrow();
  });
});
