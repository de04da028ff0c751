import { Migration } from '@mikro-orm/migrations';

/**
 * "Report wrong data" (issue 17 §4), owned by the reports module:
 * - student_reports: one row per member, student and reason. `field` is the contact field the reason is about
 *   (mobileNumber, emailId, or null for the whole record) and `fingerprint` a SHA-256 of the student id and that
 *   field's value when reported (never the value itself): a flag holds only while the student still has that value,
 *   so an admin's correction clears it. The rows go with the student (erasure) and with the member.
 */
export class Migration20261202000100_student_reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table student_reports (
        id uuid primary key default gen_random_uuid(),
        member_id uuid not null references website_users (id) on delete cascade,
        student_id uuid not null references students (id) on delete cascade,
        reason text not null,
        field text,
        fingerprint text not null,
        status text not null default 'pending',
        refunded_credits integer not null default 0,
        reviewed_by uuid,
        reviewed_at timestamptz,
        created_at timestamptz not null default now(),
        constraint student_reports_reason_check check (reason in ('wrong_number', 'bounced_email', 'not_a_student', 'duplicate')),
        constraint student_reports_status_check check (status in ('pending', 'approved', 'rejected'))
      );
      create unique index student_reports_once_idx on student_reports (member_id, student_id, reason);
      create index student_reports_queue_idx on student_reports (status, created_at, id);
      create index student_reports_student_idx on student_reports (student_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists student_reports;');
  }
}
