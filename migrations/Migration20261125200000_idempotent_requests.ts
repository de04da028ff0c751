import { Migration } from '@mikro-orm/migrations';

/**
 * The answers of charged requests sent with an Idempotency-Key (unlock, bulk unlock, save, bulk save, export,
 * consume), keyed per member. Written in the same transaction as the charge, so a retry finds either the committed
 * answer or nothing (the first attempt failed and was rolled back). `request_hash` is SHA-256 of the operation and
 * its validated body: the same key sent with a different request is refused. Only a small receipt is stored, never
 * student contact details.

 */
export class Migration20261125200000_idempotent_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table idempotent_requests (
        user_id uuid not null references website_users (id) on delete cascade,
        idempotency_key text not null,
        request_hash text not null,
        response jsonb not null,
        created_at timestamptz not null default now(),
        primary key (user_id, idempotency_key)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists idempotent_requests;');
  }
}
