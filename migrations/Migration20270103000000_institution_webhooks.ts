import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0021, "API keys, webhooks: institution". webhooks.institution_id, backfilled from the creating seat's
 * institution (one seat each until now: nothing changes for anyone); the webhooks module sets it from the session
 * when it creates one. A row inserted without it takes its seat's, as collections and unlocks do. API keys need no
 * column: identity owns both the keys and the seats, so a key's institution is its seat's.
 */
export class Migration20270103000000_institution_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table webhooks add column institution_id uuid references institutions (id) on delete cascade;
      update webhooks h set institution_id = w.institution_id from website_users w where w.id = h.member_id;
      alter table webhooks alter column institution_id set not null;
      create index webhooks_institution_idx on webhooks (institution_id);

      create function webhooks_institution() returns trigger language plpgsql as $fn$
      begin
        select institution_id into new.institution_id from website_users where id = new.member_id;
        return new;
      end
      $fn$;
      create trigger webhooks_institution before insert on webhooks
        for each row when (new.institution_id is null) execute function webhooks_institution();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger if exists webhooks_institution on webhooks;
      drop function if exists webhooks_institution();
      drop index if exists webhooks_institution_idx;
      alter table webhooks drop column if exists institution_id;
    `);
  }
}
