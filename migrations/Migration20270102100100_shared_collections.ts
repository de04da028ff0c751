import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0021, "collections: seat; `shared` makes one visible to every seat of the institution". collections.shared
 * (false for every collection there is: nothing changes for anyone) and collections.institution_id, backfilled from
 * the owning seat's institution. A row inserted without an institution takes its seat's (collections names only the
 * seat when it creates one), as unlocked_students does.
 */
export class Migration20270102100100_shared_collections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table collections add column shared boolean not null default false,
        add column institution_id uuid references institutions (id) on delete cascade;
      update collections c set institution_id = w.institution_id from website_users w where w.id = c.user_id;
      alter table collections alter column institution_id set not null;
      create index collections_shared_institution_idx on collections (institution_id) where shared;

      create function collections_institution() returns trigger language plpgsql as $fn$
      begin
        select institution_id into new.institution_id from website_users where id = new.user_id;
        return new;
      end
      $fn$;
      create trigger collections_institution before insert on collections
        for each row when (new.institution_id is null) execute function collections_institution();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger if exists collections_institution on collections;
      drop function if exists collections_institution();
      drop index if exists collections_shared_institution_idx;
      alter table collections drop column if exists institution_id, drop column if exists shared;
    `);
  }
}
