import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0021, "An unlock by any seat unlocks the student for the whole institution": unlocked_students names the
 * institution that paid (backfilled from the unlocking seat's institution: every institution has one seat so far, so
 * no two rows collide) and is unique per (institution, student); user_id stays as the seat who unlocked.
 *
 * A row inserted without an institution (fixtures, an older writer during a deploy) takes its seat's institution, so
 * the unique pair always holds; leads itself always names it (from the principal).
 */
export class Migration20270102100000_shared_unlocks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table unlocked_students add column institution_id uuid references institutions (id) on delete cascade;
      update unlocked_students u set institution_id = w.institution_id from website_users w where w.id = u.user_id;
      alter table unlocked_students alter column institution_id set not null;
      alter table unlocked_students drop constraint unlocked_students_user_id_student_id_unique;
      alter table unlocked_students add constraint unlocked_students_institution_id_student_id_unique unique (institution_id, student_id);
      create index unlocked_students_user_id_idx on unlocked_students (user_id);

      create function unlocked_students_institution() returns trigger language plpgsql as $fn$
      begin
        select institution_id into new.institution_id from website_users where id = new.user_id;
        return new;
      end
      $fn$;
      create trigger unlocked_students_institution before insert on unlocked_students
        for each row when (new.institution_id is null) execute function unlocked_students_institution();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger if exists unlocked_students_institution on unlocked_students;
      drop function if exists unlocked_students_institution();
      drop index if exists unlocked_students_user_id_idx;
      alter table unlocked_students drop constraint if exists unlocked_students_institution_id_student_id_unique;
      alter table unlocked_students add constraint unlocked_students_user_id_student_id_unique unique (user_id, student_id);
      alter table unlocked_students drop column if exists institution_id;
    `);
  }
}
