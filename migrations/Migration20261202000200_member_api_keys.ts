import { Migration } from '@mikro-orm/migrations';

/**
 * Member API keys (issue 17 §1), owned by the identity module: a key is shown once and stored as its SHA-256
 * (`key_hash`, unique); `prefix` (its first 12 characters) is what screens show. `scopes` is a comma-separated list
 * of read, unlock, export. A revoked key keeps its row (revoked_at) so that the audit trail's attributions stay
 * readable; keys go with their member.
 */
export class Migration20261202000200_member_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member_api_keys (
        id uuid primary key default gen_random_uuid(),
        member_id uuid not null references website_users (id) on delete cascade,
        name text not null,
        prefix text not null,
        key_hash text not null,
        scopes text not null,
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz not null default now()
      );
      create unique index member_api_keys_hash_idx on member_api_keys (key_hash);
      create index member_api_keys_member_idx on member_api_keys (member_id, created_at desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists member_api_keys;');
  }
}
