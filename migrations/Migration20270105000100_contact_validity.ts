import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0025, automatic credit-back: a contact field (the e-mail or the mobile number) found invalid — bounced, reported
 * by a third institution — is recorded here (leads' table) until a new value is written. While a row is here the field
 * is shown as invalid to everyone and a student whose every contact is invalid cannot be unlocked.
 *
 * student_reports gains the reporter's institution (ADR 0021) so that the third report counts institutions, not seats;
 * backfilled from each reporter's seat.
 */
export class Migration20270105000100_contact_validity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table contact_field_states (
        student_id uuid not null references students (id) on delete cascade,
        field text not null check (field in ('emailId', 'mobileNumber')),
        invalid_since timestamptz not null default now(),
        reason text not null check (reason in ('bounce', 'reports')),
        primary key (student_id, field)
      );
      alter table student_reports add column institution_id uuid;
      update student_reports r set institution_id = u.institution_id from website_users u where u.id = r.member_id;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists contact_field_states; alter table student_reports drop column if exists institution_id;');
  }
}
