import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches with alerts (issue 17 §3), owned by the alerts module:
 * - saved_searches: a member's catalogue filters and search (`query`, the object the catalogue list accepts) under a
 *   name, with the digest's cadence. `last_viewed_at` and `last_notified_at` are the database's time, compared with
 *   students.created_at ("new since you last looked", "new since the last digest"); `last_digest_at` is the app's
 *   clock, from which the cadence counts. The rows go with the member.
 * - saved_search_job_leases: one row per job while a server copy runs it (the digest), so that one copy at a time
 *   does; a lease that outlives a dead copy expires.
 * No index on students: created_at has one, and every filter column one on (column, created_at desc, id desc).
 */
export class Migration20261211000000_saved_searches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table saved_searches (
        id uuid primary key default gen_random_uuid(),
        member_id uuid not null references website_users (id) on delete cascade,
        name text not null,
        query jsonb not null,
        cadence text not null default 'daily',
        last_viewed_at timestamptz not null default now(),
        last_notified_at timestamptz not null default now(),
        last_digest_at timestamptz not null,
        created_at timestamptz not null default now(),
        constraint saved_searches_cadence_check check (cadence in ('daily', 'weekly', 'off'))
      );
      create index saved_searches_member_idx on saved_searches (member_id, created_at desc);
      create index saved_searches_due_idx on saved_searches (last_digest_at, member_id) where cadence <> 'off';
      create table saved_search_job_leases (
        job text primary key,
        holder uuid not null,
        expires_at timestamptz not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists saved_search_job_leases; drop table if exists saved_searches;');
  }
}
