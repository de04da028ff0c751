import { Migration } from '@mikro-orm/migrations';

/**
 * The rights portal's "Do not contact me" (issue 16 §3–4): a privacy request of kind `objection`, carried out at once.
 * The check constraint is named by PostgreSQL (`privacy_requests_kind_check`) from the table's creation.
 */
export class Migration20261215000000_objection_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table privacy_requests drop constraint privacy_requests_kind_check;
      alter table privacy_requests add constraint privacy_requests_kind_check
        check (kind in ('correction', 'withdrawal', 'erasure', 'grievance', 'objection'));
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      delete from privacy_requests where kind = 'objection';
      alter table privacy_requests drop constraint privacy_requests_kind_check;
      alter table privacy_requests add constraint privacy_requests_kind_check
        check (kind in ('correction', 'withdrawal', 'erasure', 'grievance'));
    `);
  }
}
