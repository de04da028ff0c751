import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25 §2: an undone import stays in the upload history, saying who undid it and when, and what members were
 * refunded for the students it removed.
 */
export class Migration20261228000000_import_undo_kept extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table import_batches
        add column undone_at timestamptz,
        add column undone_by uuid,
        add column refunded_members integer not null default 0,
        add column refunded_credits integer not null default 0;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      delete from import_batches where undone_at is not null;
      alter table import_batches drop column undone_at, drop column undone_by, drop column refunded_members, drop column refunded_credits;
    `);
  }
}
