import { Migration } from '@mikro-orm/migrations';

/**
 * Trust layer (issue 16): where each student record came from and who agreed to its sharing, owned by the privacy
 * module. One row per student whose consent was recorded (or withdrawn); a student without a row is "consent not
 * recorded". The row goes with the student (erasure deletes both).
 */
export class Migration20261201000000_student_consents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table student_consents (
        student_id uuid primary key references students (id) on delete cascade,
        source text not null check (source in ('csv_import', 'admin_entry', 'website_inquiry', 'self_confirmation')),
        import_batch_id uuid,
        lawful_basis text not null default 'consent' check (lawful_basis in ('consent')),
        consented_by text not null check (consented_by in ('student', 'guardian')),
        consent_date date not null,
        notice_version text not null,
        purpose text not null,
        expires_on date,
        withdrawn_at timestamptz,
        recorded_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index student_consents_withdrawn_idx on student_consents (withdrawn_at) where withdrawn_at is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists student_consents;');
  }
}
