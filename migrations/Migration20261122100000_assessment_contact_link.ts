import { Migration } from '@mikro-orm/migrations';

/** Links an assessment's answers to the step-0 contact, so admins see both together. */
export class Migration20261122100000_assessment_contact_link extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table assessment_submissions
        add column assessment_contact_id uuid references assessment_contact_submissions (id) on delete set null;
      -- export of assessment contacts walks newest first
      create index assessment_contact_submissions_created_at_idx on assessment_contact_submissions (created_at desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index assessment_contact_submissions_created_at_idx;
      alter table assessment_submissions drop column assessment_contact_id;
    `);
  }
}
