import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 16 §3, owned by the privacy module: a student's do-not-contact flag (DND/NCPR registration or an explicit
 * objection), the suppression list of keyed hashes of the contacts of students who withdrew or were erased (so that
 * no later import or admin entry brings them back), and the notices telling each member who unlocked or saved such
 * a student to delete their copy. A notice keeps the student's id only (no foreign key: it outlives an erasure).
 */
export class Migration20261212000000_do_not_contact_and_suppression extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table student_do_not_contact (
        student_id uuid primary key references students (id) on delete cascade,
        reason text not null check (reason in ('dnd_registry', 'objection')),
        set_by text not null check (set_by in ('import', 'admin', 'student')),
        set_at timestamptz not null default now()
      );
      create table suppressed_contacts (
        contact_hash text primary key,
        kind text not null check (kind in ('email', 'mobile')),
        reason text not null check (reason in ('withdrawn', 'erased')),
        suppressed_at timestamptz not null default now()
      );
      create table withdrawal_notices (
        id uuid primary key default gen_random_uuid(),
        member_id uuid not null references website_users (id) on delete cascade,
        student_id uuid not null,
        reason text not null check (reason in ('withdrawn', 'erased')),
        created_at timestamptz not null default now(),
        acknowledged_at timestamptz,
        constraint withdrawal_notices_member_student_reason_unique unique (member_id, student_id, reason)
      );
      create index withdrawal_notices_open_idx on withdrawal_notices (member_id, created_at desc) where acknowledged_at is null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists withdrawal_notices; drop table if exists suppressed_contacts; drop table if exists student_do_not_contact;');
  }
}
