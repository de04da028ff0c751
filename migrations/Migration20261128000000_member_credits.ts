import { Migration } from '@mikro-orm/migrations';

/**
 * One owner per table (issue 14): a member's credit balance moves from identity's website_users.credits to
 * member_credits, owned by the credits module, which alone reads and writes it (other modules ask its contract).
 *
 * - member_credits: one row per member, copied from the column (same numbers), which is then dropped.
 * - A new member's balance opens with 100 credits (the column's old default) in the same statement that inserts the
 *   member: a statement-level trigger on website_users, so registration, demo accounts and test builders alike get
 *   one, and no code path can forget it. The balance goes with the member (on delete cascade).
 */
export class Migration20261128000000_member_credits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member_credits (
        member_id uuid primary key references website_users (id) on delete cascade,
        credits integer not null default 100,
        updated_at timestamptz not null default now(),
        constraint member_credits_not_negative check (credits >= 0)
      );
      insert into member_credits (member_id, credits, updated_at) select id, credits, updated_at from website_users;
      alter table website_users drop column credits;

      create function member_credits_open() returns trigger language plpgsql as $fn$
      begin
        insert into member_credits (member_id) select id from new_members;
        return null;
      end
      $fn$;
      create trigger website_users_open_credits after insert on website_users referencing new table as new_members
        for each statement execute function member_credits_open();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger if exists website_users_open_credits on website_users;
      drop function if exists member_credits_open();
      alter table website_users add column credits integer not null default 100;
      alter table website_users add constraint website_users_credits_not_negative check (credits >= 0);
      update website_users w set credits = m.credits from member_credits m where m.member_id = w.id;
      drop table if exists member_credits;
    `);
  }
}
