import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29 §4, ADR 0022: India's do-not-disturb register (TRAI TCCCPR 2018) as the admin uploads its scrub file,
 * owned by the privacy module. One row per registered mobile number (10 digits, as students' numbers are stored);
 * an upload replaces the set, keeping `listed_since` for the numbers that stay (`added_upload_id`: the upload that listed it). `on_dnd_register(mobile)` is the
 * module's published predicate: other modules' SQL asks it about a number without naming the table.
 */
export class Migration20270104000000_dnd_register extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table dnd_uploads (
        id uuid primary key,
        uploaded_at timestamptz not null default now(),
        actor_id uuid,
        actor_label text not null,
        file_name text not null,
        numbers integer not null,
        added integer not null,
        kept integer not null,
        removed integer not null,
        skipped integer not null
      );
      create table dnd_numbers (
        mobile text primary key,
        listed_since date not null,
        added_upload_id uuid not null
      );
      create function on_dnd_register(number text) returns boolean language sql stable
        as $fn$ select exists (select 1 from dnd_numbers d where d.mobile = number) $fn$;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop function if exists on_dnd_register(text);
      drop table if exists dnd_numbers;
      drop table if exists dnd_uploads;
    `);
  }
}
