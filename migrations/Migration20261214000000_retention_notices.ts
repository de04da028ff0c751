import { Migration } from '@mikro-orm/migrations';

/**
 * Retention (issue 16 §5, ADR 0019), owned by the privacy module: the notice a student past retention was sent before
 * the erasure (48 hours later). The row goes with the student (the erasure deletes both); it holds no contact detail.
 * The retention date itself is not stored: the job computes it from passing_year (or created_at) in its query.
 */
export class Migration20261214000000_retention_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table retention_notices (
        student_id uuid primary key references students (id) on delete cascade,
        channel text not null check (channel in ('email', 'sms')),
        retention_date date not null,
        sent_at timestamptz not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists retention_notices;');
  }
}
