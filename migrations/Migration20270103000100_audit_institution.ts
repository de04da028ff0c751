import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0021, issue 28 §5: "the audit log names seat and institution". A member's row keeps the institution the seat
 * was in when it acted, by id and by name (a snapshot, as actor_label is), filled by the database from the seat on
 * insert: every writer of the audit log (each module, through the platform's audit trail) gets it without knowing
 * identity's tables, and it costs no statement. Rows before this migration are filled from the seat's institution
 * now: every institution had one seat until teams, so it is the one it was then.
 */
export class Migration20270103000100_audit_institution extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table audit_log add column actor_institution_id uuid, add column actor_institution text;
      update audit_log a set actor_institution_id = w.institution_id, actor_institution = i.name
        from website_users w join institutions i on i.id = w.institution_id
        where a.actor_kind = 'member' and w.id = a.actor_id;
      create index audit_log_actor_institution_idx on audit_log (actor_institution_id, occurred_at desc) where actor_institution_id is not null;

      create function audit_log_actor_institution() returns trigger language plpgsql as $fn$
      begin
        select w.institution_id, i.name into new.actor_institution_id, new.actor_institution
          from website_users w join institutions i on i.id = w.institution_id where w.id = new.actor_id;
        return new;
      end
      $fn$;
      create trigger audit_log_actor_institution before insert on audit_log
        for each row when (new.actor_kind = 'member' and new.actor_id is not null and new.actor_institution_id is null)
        execute function audit_log_actor_institution();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger if exists audit_log_actor_institution on audit_log;
      drop function if exists audit_log_actor_institution();
      drop index if exists audit_log_actor_institution_idx;
      alter table audit_log drop column if exists actor_institution, drop column if exists actor_institution_id;
    `);
  }
}
