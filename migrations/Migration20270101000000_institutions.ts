import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0021: institutions as teams. The institution owns the premium membership, the verification an admin gives and
 * the credit pool; a member is a seat in one institution ('owner', exactly one; 'manager'; 'member').
 *
 * - institutions (identity): every existing member becomes the owner of a one-seat institution named after their
 *   institution name (their own name without one), with their verification and premium membership. The membership
 *   columns leave website_users; is_verified stays there as the seat's own (ADR 0021, "Verification"); joined_at says
 *   since when the seat is in its institution (its registration, for the members migrated).
 * - institution_invites (identity): single-use invitations, only the SHA-256 of the token stored.
 * - institution_credits (credits) replaces member_credits: each member's balance becomes their institution's pool.
 *   The statement-level trigger that opened 100 credits for each new member now opens them for each new
 *   institution: a member joining an institution opens nothing.
 * - credit_transactions names the pool (institution_id, backfilled from the seat) and the API key used (api_key_id).
 */
export class Migration20270101000000_institutions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table institutions (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        is_verified boolean not null default false,
        membership_type text not null default 'free',
        membership_expires_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      alter table website_users add column institution_id uuid, add column seat_role text not null default 'owner',
        add column joined_at timestamptz;
      update website_users set joined_at = created_at;
      alter table website_users alter column joined_at set not null, alter column joined_at set default now();
      update website_users set institution_id = gen_random_uuid();
      insert into institutions (id, name, is_verified, membership_type, membership_expires_at, created_at, updated_at)
        select institution_id, coalesce(nullif(trim(institution_name), ''), trim(first_name || ' ' || last_name)), is_verified,
          membership_type, membership_expires_at, created_at, updated_at
        from website_users;
      alter table website_users
        alter column institution_id set not null,
        alter column seat_role drop default,
        add constraint website_users_institution_fk foreign key (institution_id) references institutions (id),
        add constraint website_users_seat_role_check check (seat_role in ('owner', 'manager', 'member')),
        drop column membership_type,
        drop column membership_expires_at;
      create index website_users_institution_idx on website_users (institution_id);
      -- exactly one owner per institution (ADR 0021, "Ownership")
      create unique index website_users_one_owner_idx on website_users (institution_id) where seat_role = 'owner';

      create table institution_invites (
        id uuid primary key default gen_random_uuid(),
        institution_id uuid not null references institutions (id) on delete cascade,
        email text not null,
        role text not null,
        token_hash text not null unique,
        invited_by uuid references website_users (id) on delete set null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        accepted_at timestamptz,
        revoked_at timestamptz,
        constraint institution_invites_role_check check (role in ('manager', 'member'))
      );
      create index institution_invites_open_idx on institution_invites (institution_id, email) where accepted_at is null and revoked_at is null;

      create table institution_credits (
        institution_id uuid primary key references institutions (id) on delete cascade,
        credits integer not null default 100,
        low_pool_notified_at timestamptz,
        updated_at timestamptz not null default now(),
        constraint institution_credits_not_negative check (credits >= 0)
      );
      insert into institution_credits (institution_id, credits, updated_at)
        select w.institution_id, m.credits, m.updated_at from member_credits m join website_users w on w.id = m.member_id;
      -- a member without a balance row had none to spend: their pool opens empty
      insert into institution_credits (institution_id, credits) select id, 0 from institutions on conflict (institution_id) do nothing;

      drop trigger if exists website_users_open_credits on website_users;
      drop function if exists member_credits_open();
      drop table member_credits;
      create function institution_credits_open() returns trigger language plpgsql as $fn$
      begin
        insert into institution_credits (institution_id) select id from new_institutions;
        return null;
      end
      $fn$;
      create trigger institutions_open_credits after insert on institutions referencing new table as new_institutions
        for each statement execute function institution_credits_open();

      alter table credit_transactions add column institution_id uuid references institutions (id) on delete cascade,
        add column api_key_id uuid references member_api_keys (id) on delete set null;
      update credit_transactions c set institution_id = w.institution_id from website_users w where w.id = c.user_id;
      alter table credit_transactions alter column institution_id set not null;
      create index credit_transactions_institution_idx on credit_transactions (institution_id, created_at desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists credit_transactions_institution_idx;
      alter table credit_transactions drop column if exists api_key_id, drop column if exists institution_id;

      drop trigger if exists institutions_open_credits on institutions;
      drop function if exists institution_credits_open();
      create table member_credits (
        member_id uuid primary key references website_users (id) on delete cascade,
        credits integer not null default 100,
        updated_at timestamptz not null default now(),
        constraint member_credits_not_negative check (credits >= 0)
      );
      -- a pool goes back to its owner; the other seats start again with nothing
      insert into member_credits (member_id, credits, updated_at)
        select w.id, case when w.seat_role = 'owner' then c.credits else 0 end, c.updated_at
        from website_users w join institution_credits c on c.institution_id = w.institution_id;
      drop table institution_credits;
      create function member_credits_open() returns trigger language plpgsql as $fn$
      begin
        insert into member_credits (member_id) select id from new_members;
        return null;
      end
      $fn$;
      create trigger website_users_open_credits after insert on website_users referencing new table as new_members
        for each statement execute function member_credits_open();

      drop table institution_invites;
      alter table website_users add column membership_type text not null default 'free', add column membership_expires_at timestamptz;
      update website_users w set membership_type = i.membership_type, membership_expires_at = i.membership_expires_at
        from institutions i where i.id = w.institution_id;
      drop index if exists website_users_one_owner_idx;
      drop index if exists website_users_institution_idx;
      alter table website_users drop column joined_at, drop column seat_role, drop column institution_id;
      drop table institutions;
    `);
  }
}
