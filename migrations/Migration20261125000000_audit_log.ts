import { Migration } from '@mikro-orm/migrations';

/**
 * India's DPDP Act 2023: an audit trail of who (admin, member or an ops command) unlocked, exported, imported,
 * edited, deleted or erased which students, and what admins did to members; and erasure stubs.
 *
 * - audit_log: one row per action (a bulk action is one row with the id array). It holds ids and counts, never a
 *   student's name or contact. actor_label is a snapshot of the actor's username/e-mail at the time.
 * - unlocked_students.student_id becomes nullable: erasing a student keeps the member's unlock as an anonymous stub
 *   (student_id null) instead of deleting it. An ordinary delete still cascades as before.
 */
export class Migration20261125000000_audit_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table audit_log (
        id uuid primary key default gen_random_uuid(),
        occurred_at timestamptz not null default now(),
        actor_kind text not null check (actor_kind in ('admin', 'member', 'system')),
        actor_id uuid,
        actor_label text not null,
        action text not null,
        subject_kind text not null,
        subject_student_ids uuid[] not null default '{}',
        subject_member_id uuid,
        subject_batch_id uuid,
        detail jsonb not null default '{}'::jsonb
      );
      -- the admin screen: newest first, with the id as the keyset tie-breaker
      create index audit_log_occurred_at_idx on audit_log (occurred_at desc, id desc);
      -- filtered by actor or by action, still newest first
      create index audit_log_actor_idx on audit_log (actor_kind, actor_id, occurred_at desc);
      create index audit_log_action_idx on audit_log (action, occurred_at desc);
      -- "everything that happened to this student": array containment
      create index audit_log_student_ids_idx on audit_log using gin (subject_student_ids);
      create index audit_log_member_idx on audit_log (subject_member_id, occurred_at desc) where subject_member_id is not null;

      alter table unlocked_students alter column student_id drop not null;
    `);
  }
}
