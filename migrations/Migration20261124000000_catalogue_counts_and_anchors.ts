import { Migration } from '@mikro-orm/migrations';

/**
 * Two aids that keep the portal's unfiltered list fast at 10M rows:
 * - catalogue_counters: the exact number of students, kept by statement-level triggers, so the default list's total
 *   is exact without COUNT(*) over the table;
 * - student_page_anchors: every 1,000th student in (created_at, id) order, counted from the oldest, so any page of the
 *   default order starts from an anchor (keyset) plus an offset below 1,000 instead of OFFSET n. New students are the
 *   newest and leave positions unchanged; a delete invalidates the anchors until they are rebuilt (students_deleted
 *   differs from anchors_deleted_mark), and the list falls back to OFFSET meanwhile.
 */
export class Migration20261124000000_catalogue_counts_and_anchors extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table catalogue_counters (name text primary key, value bigint not null default 0);
      insert into catalogue_counters (name, value)
        select 'students', count(*) from students
        union all select 'students_deleted', 0
        union all select 'anchors_deleted_mark', -1;

      create table student_page_anchors (
        position bigint primary key,
        created_at timestamptz not null,
        id uuid not null
      );

      create function students_counted_insert() returns trigger language plpgsql as $fn$
      begin
        update catalogue_counters set value = value + (select count(*) from inserted_rows) where name = 'students';
        return null;
      end
      $fn$;

      create function students_counted_delete() returns trigger language plpgsql as $fn$
      declare removed bigint;
      begin
        select count(*) into removed from deleted_rows;
        if removed > 0 then
          update catalogue_counters set value = value - removed where name = 'students';
          update catalogue_counters set value = value + 1 where name = 'students_deleted';
        end if;
        return null;
      end
      $fn$;

      create function students_counted_truncate() returns trigger language plpgsql as $fn$
      begin
        update catalogue_counters set value = 0 where name = 'students';
        update catalogue_counters set value = value + 1 where name = 'students_deleted';
        return null;
      end
      $fn$;

      create trigger students_count_insert after insert on students referencing new table as inserted_rows
        for each statement execute function students_counted_insert();
      create trigger students_count_delete after delete on students referencing old table as deleted_rows
        for each statement execute function students_counted_delete();
      create trigger students_count_truncate after truncate on students
        for each statement execute function students_counted_truncate();
    `);
  }
}
