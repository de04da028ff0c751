import { Migration } from '@mikro-orm/migrations';

/**
 * The daily listing ceiling (issue 18, item 7): which different students each member listed each India day, and a
 * counter per member and day that also follows consecutive pages of one query (catalogue walkers alert an admin).
 * Only today's and yesterday's rows are kept (the server sweeps older ones hourly). Holds ids only: no student data.
 */
export class Migration20261127000000_catalogue_views extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table catalogue_views (
        member_id uuid not null,
        day date not null,
        student_id uuid not null,
        primary key (member_id, day, student_id)
      );
      create index catalogue_views_day_idx on catalogue_views (day);
      create table catalogue_view_counts (
        member_id uuid not null,
        day date not null,
        distinct_students integer not null default 0,
        query_key text,
        last_page integer,
        run_length integer not null default 0,
        alerted boolean not null default false,
        primary key (member_id, day)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists catalogue_view_counts; drop table if exists catalogue_views;');
  }
}
