import { Migration } from '@mikro-orm/migrations';

/**
 * Signed webhooks (issue 17 §2), owned by the webhooks module. `webhooks`: a member's targets, the events each wants
 * and its signing secret (kept so the server can sign: an HMAC key must be readable, unlike an API key's hash; see
 * ADR 0015). `webhook_deliveries` is the outbox: one row per event and subscribed webhook, inserted in the event's own
 * transaction; `event_data` holds ids only (the payload is built, masked, when it is sent). A delivery is claimed by
 * one server copy at a time (`for update skip locked`, then a lease in `locked_until`).
 */
export class Migration20261210000000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhooks (
        id uuid primary key default gen_random_uuid(),
        member_id uuid not null references website_users (id) on delete cascade,
        url text not null,
        events text not null,
        secret text not null,
        deleted_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index webhooks_member_idx on webhooks (member_id, created_at desc) where deleted_at is null;
      create table webhook_deliveries (
        id uuid primary key default gen_random_uuid(),
        webhook_id uuid not null references webhooks (id) on delete cascade,
        member_id uuid not null,
        event_type text not null,
        event_id uuid not null,
        event_data jsonb not null,
        status text not null default 'pending' check (status in ('pending', 'sending', 'delivered', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        give_up_at timestamptz not null,
        locked_until timestamptz,
        last_status_code integer,
        last_error text,
        last_latency_ms integer,
        last_attempt_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz not null
      );
      create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status in ('pending', 'sending');
      create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, created_at desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists webhook_deliveries; drop table if exists webhooks;');
  }
}
