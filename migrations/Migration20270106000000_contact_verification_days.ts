import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0026, issue 29: "verified within N days" sorted oldest first. Recent verifications sit on recent rows, so walking
 * the catalogue from its oldest row passes millions of rows before the first match (422 at 10M). This table keeps, for
 * each day on which a contact was verified, the oldest `created_at` among the students verified that day: a lower
 * bound where that walk may start. It only ever lowers (a statement-level trigger on every insert and update of
 * students), so a deleted or re-verified student leaves it lower than needed, never higher: still a valid bound.
 */
export class Migration20270106000000_contact_verification_days extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table contact_verification_days (
        day date primary key,
        first_created_at timestamptz not null
      );
      insert into contact_verification_days (day, first_created_at)
        select (contact_verified_at at time zone 'UTC')::date, min(created_at) from students
        where contact_verified_at > '-infinity' group by 1;
      create function contact_verification_days_lower() returns trigger language plpgsql as $$
      begin
        insert into contact_verification_days as days (day, first_created_at)
          select (contact_verified_at at time zone 'UTC')::date, min(created_at) from changed_students
          where contact_verified_at > '-infinity' group by 1
          on conflict (day) do update set first_created_at = excluded.first_created_at
          where excluded.first_created_at < days.first_created_at;
        return null;
      end $$;
      create trigger contact_verification_days_on_insert after insert on students
        referencing new table as changed_students for each statement execute function contact_verification_days_lower();
      create trigger contact_verification_days_on_update after update on students
        referencing new table as changed_students for each statement execute function contact_verification_days_lower();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger if exists contact_verification_days_on_update on students;
      drop trigger if exists contact_verification_days_on_insert on students;
      drop function if exists contact_verification_days_lower();
      drop table if exists contact_verification_days;
    `);
  }
}
