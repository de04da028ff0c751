import { Migration } from '@mikro-orm/migrations';

/** Issue 25 §5: a student's "Do not contact me" tells every member holding a copy, as a withdrawal does. */
export class Migration20261229000000_do_not_contact_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table withdrawal_notices drop constraint withdrawal_notices_reason_check;
      alter table withdrawal_notices add constraint withdrawal_notices_reason_check check (reason in ('withdrawn', 'erased', 'do_not_contact'));
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      delete from withdrawal_notices where reason = 'do_not_contact';
      alter table withdrawal_notices drop constraint withdrawal_notices_reason_check;
      alter table withdrawal_notices add constraint withdrawal_notices_reason_check check (reason in ('withdrawn', 'erased'));
    `);
  }
}
