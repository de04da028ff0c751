import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25 §3: a member out of credits asks the admins for more. One open request per member (the partial unique
 * index); an admin marks it done once credits are assigned or the member was answered.
 */
export class Migration20261227000000_credit_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table credit_requests (
        id uuid primary key default gen_random_uuid(),
        member_id uuid not null references website_users (id) on delete cascade,
        credits_wanted integer check (credits_wanted between 1 and 100000),
        message text check (char_length(message) <= 500),
        created_at timestamptz not null default now(),
        resolved_at timestamptz,
        resolved_by uuid
      );
      create unique index credit_requests_one_open_per_member on credit_requests (member_id) where resolved_at is null;
      create index credit_requests_open_idx on credit_requests (created_at desc) where resolved_at is null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists credit_requests;');
  }
}
