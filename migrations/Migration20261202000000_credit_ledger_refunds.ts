import { Migration } from '@mikro-orm/migrations';

/**
 * The member's credit ledger (issue 17 §4):
 * - credit_transactions.reference: what a refund gives back ('unlock-refund:<student id>'), unique per member, so
 *   an unlock is refunded once however many reports about it are approved, and a retried approval refunds nothing.
 * - credit_transactions_member_history_idx: a member's ledger newest first, paged by (created_at, id).
 */
export class Migration20261202000000_credit_ledger_refunds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table credit_transactions add column reference text;
      create unique index credit_transactions_reference_idx on credit_transactions (user_id, reference) where reference is not null;
      create index credit_transactions_member_history_idx on credit_transactions (user_id, created_at desc, id desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists credit_transactions_member_history_idx;
      drop index if exists credit_transactions_reference_idx;
      alter table credit_transactions drop column if exists reference;
    `);
  }
}
