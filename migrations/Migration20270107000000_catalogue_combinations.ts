import { Migration } from '@mikro-orm/migrations';

/** The filter columns whose values are listed as filter options (catalogue-facets.ts), but the three flags. */
const KEYED = ['gender', 'stream', 'state', 'city', 'entrance_exam', 'course', 'passing_year', 'pincode'] as const;
const KEY = KEYED.join(', ');
/** f0 … f7: the students whose flags are N's bits (4 e-mail, 2 mobile, 1 WhatsApp verified). */
const SLOTS = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => `f${n}`);
const slotOf = '(email_verified::int * 4 + mobile_verified::int * 2 + whatsapp_verified::int)';

/** The rows of `source` counted by combination and flags, each count × `sign`. */
const counted = (source: string, sign: '' | '-') =>
  `select ${KEY}, ${SLOTS.map((slot, n) => `${sign}count(*) filter (where ${slotOf} = ${n}) as ${slot}`).join(', ')} from ${source} group by ${KEY}`;

/**
 * Adds the counts of `rows` to catalogue_combinations, in the order of the combinations, so that two transactions lock
 * the rows they share in the same order (no deadlock between them).
 */
const addUp = (rows: string) => `
  insert into catalogue_combinations as c (${KEY}, ${SLOTS.join(', ')})
    select ${KEY}, ${SLOTS.map((slot) => `sum(${slot})`).join(', ')} from (${rows}) changed group by ${KEY}
    having ${SLOTS.map((slot) => `sum(${slot}) <> 0`).join(' or ')} order by ${KEY}
    on conflict (${KEY}) do update set ${SLOTS.map((slot) => `${slot} = c.${slot} + excluded.${slot}`).join(', ')};`;

/**
 * Issue 30 target 3: the narrowed filter options under any combination of filters. Listing the cities of "Kerala +
 * Male + 2024" read every Kerala row (1.7 s at 10M). This table counts the students of each combination of the
 * filter columns' values, one count for each of the eight ways the three verified flags can stand (156,184
 * combinations at 10M; a row for each combination of flags too would make 803,610): a list's options are the values of
 * the combinations its other filters select, read from a table some sixty times smaller than the catalogue. Statement-level triggers keep every count in step with each insert,
 * update, delete and truncate of students, in their own transaction; a combination nobody holds any more stays at 0.
 */
export class Migration20270107000000_catalogue_combinations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table catalogue_combinations (
        gender text, stream text, state text, city text, entrance_exam text, course text, passing_year int, pincode text,
        ${SLOTS.map((slot) => `${slot} int not null`).join(', ')},
        constraint catalogue_combinations_key unique nulls not distinct (${KEY})
      ) with (fillfactor = 50);
      insert into catalogue_combinations (${KEY}, ${SLOTS.join(', ')}) ${counted('students', '')};
      ${KEYED.map((column) => `create index catalogue_combinations_${column}_idx on catalogue_combinations (${column});`).join('\n')}
      analyze catalogue_combinations;
      create function catalogue_combinations_inserted() returns trigger language plpgsql as $$
      begin ${addUp(counted('new_students', ''))} return null; end $$;
      create function catalogue_combinations_deleted() returns trigger language plpgsql as $$
      begin ${addUp(counted('old_students', '-'))} return null; end $$;
      create function catalogue_combinations_updated() returns trigger language plpgsql as $$
      begin ${addUp(`${counted('new_students', '')} union all ${counted('old_students', '-')}`)} return null; end $$;
      create trigger catalogue_combinations_on_insert after insert on students
        referencing new table as new_students for each statement execute function catalogue_combinations_inserted();
      create trigger catalogue_combinations_on_delete after delete on students
        referencing old table as old_students for each statement execute function catalogue_combinations_deleted();
      create trigger catalogue_combinations_on_update after update on students
        referencing old table as old_students new table as new_students for each statement execute function catalogue_combinations_updated();
      create function catalogue_combinations_emptied() returns trigger language plpgsql as $$
      begin truncate catalogue_combinations; return null; end $$;
      create trigger catalogue_combinations_on_truncate after truncate on students
        for each statement execute function catalogue_combinations_emptied();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger if exists catalogue_combinations_on_truncate on students;
      drop trigger if exists catalogue_combinations_on_update on students;
      drop trigger if exists catalogue_combinations_on_delete on students;
      drop trigger if exists catalogue_combinations_on_insert on students;
      drop function if exists catalogue_combinations_emptied();
      drop function if exists catalogue_combinations_updated();
      drop function if exists catalogue_combinations_deleted();
      drop function if exists catalogue_combinations_inserted();
      drop table if exists catalogue_combinations;
    `);
  }
}
