import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the portal's catalogue queries (GET /api/public/students, filter-options, portal-stats),
 * designed for a 10M-row students table. Each (column, created_at desc, id desc) index serves three
 * queries at once: "filter by column, newest first", "sort by column ascending" (forward scan) and
 * "sort by column descending" (backward scan): the ORDER BY in student-sql.ts matches that shape.
 */
export class Migration20261122000000_leads_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- filter state (and state + city), sort by state; facets' distinct state
      create index students_state_created_idx on students (state, created_at desc, id desc);
      -- filter city, sort by city; cities narrowed to a state use students_state_created_idx
      create index students_city_created_idx on students (city, created_at desc, id desc);
      -- filter stream, sort by stream
      create index students_stream_created_idx on students (stream, created_at desc, id desc);
      -- filter entrance exam, sort by entrance exam
      create index students_entrance_exam_created_idx on students (entrance_exam, created_at desc, id desc);
      -- filter education (course), sort by course
      create index students_course_created_idx on students (course, created_at desc, id desc);
      -- filter passing year, sort by passing year
      create index students_passing_year_created_idx on students (passing_year, created_at desc, id desc);
      -- filter gender, sort by gender (3 values: the ordered scan stops after one page)
      create index students_gender_created_idx on students (gender, created_at desc, id desc);
      -- filter pincode (selective, no sort)
      create index students_pincode_idx on students (pincode);
      -- sort by student name; sort by age
      create index students_name_created_idx on students (student_name, created_at desc, id desc);
      create index students_age_created_idx on students (age, created_at desc, id desc);
    `);
    // The search box matches name, e-mail, mobile, city, state, stream, course and college with
    // LIKE '%term%'; a trigram GIN index answers that without scanning the table. Where pg_trgm is not
    // available the search still works, by scanning.
    this.addSql(`
      do $$
      begin
        if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
          create extension if not exists pg_trgm;
          execute $idx$
            create index students_search_trgm_idx on students using gin (
              (lower(student_name || ' ' || coalesce(email_id, '') || ' ' || mobile_number || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(stream, '') || ' ' || coalesce(course, '') || ' ' || coalesce(college_name, ''))) gin_trgm_ops
            )
          $idx$;
        end if;
      end
      $$;
    `);
  }
}
