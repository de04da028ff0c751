import { Migration } from '@mikro-orm/migrations';

/** A text's words: its runs of ASCII letters and digits, lowercased (domain/name-words.ts splits a term the same way). */
const wordsOf = (text: string) => `regexp_split_to_table(lower(${text}), '[^a-z0-9]+')`;
/** The searchable columns other than the name (student-sql.ts's SEARCH_EXPRESSION_WITHOUT_CONTACTS, the name left out). */
const ELSEWHERE = "concat_ws(' ', s.city, s.state, s.stream, s.course, s.college_name)";

/** The updated students whose name, sort keys, state or other searchable text changed (old and new transition tables). */
const CHANGED = `changed as (
  select n.*, o.student_name as old_name, o.created_at as old_created from new_students n join old_students o on o.id = n.id
  where (n.student_name, n.created_at, n.age, n.state, n.city, n.stream, n.course, n.college_name)
    is distinct from (o.student_name, o.created_at, o.age, o.state, o.city, o.stream, o.course, o.college_name))`;

/** One row per word of each student's name, with the student's sort keys and state. */
const postingsOf = (rows: string) => `
  insert into student_name_words (word, student_id, created_at, student_name, age, state)
    select distinct w, s.id, s.created_at, s.student_name, s.age, s.state from ${rows} s, ${wordsOf('s.student_name')} w where w <> ''`;

/**
 * Deletes the entries of `rows`, found by their key in the date index (word, created_at, id): the name and moment
 * they were written with are `name` and `created` (an index on the student's id alone would cost every import a
 * fourth B-tree).
 */
const removeEntriesOf = (rows: string, name: string, created: string) =>
  `delete from student_name_words e using ${rows} s, ${wordsOf(`s.${name}`)} w where w <> '' and e.word = w and e.created_at = s.${created} and e.student_id = s.id`;

/**
 * Every word of the searchable columns of `rows`, marked where it was seen: the name, or elsewhere. Marks are never
 * taken back. Each distinct text is split once (an import's 10,000 rows hold a few hundred places and colleges).
 */
const vocabularyOf = (rows: string) => `
  insert into search_vocabulary as v (word, in_name, elsewhere)
    select w, bool_or(f.field = 1), bool_or(f.field = 2)
    from (select distinct 1 as field, s.student_name as text from ${rows} s union all select distinct 2, ${ELSEWHERE} from ${rows} s) f,
      ${wordsOf('f.text')} w
    where w <> '' group by w order by w
    on conflict (word) do update set in_name = v.in_name or excluded.in_name, elsewhere = v.elsewhere or excluded.elsewhere
    where (excluded.in_name and not v.in_name) or (excluded.elsewhere and not v.elsewhere)`;

/**
 * Issue 30, targets 1–2 (ADR 0029): a searched list sorted by date added, name or age, read from an index whose entries
 * carry the sort keys. "Sharma" at 10M matches 176,216 students; its 10,000th by name was either all of them read and
 * sorted or ~570,000 entries of the name index walked and each checked on the table. Here the word's entries are
 * already in that order: the page is `offset + limit` entries of one index range, and the table is read for them only.
 *
 * - `student_name_words`: each word of each student's name with their created_at, name, age and state (a search
 *   with a state filters in the index). Three B-trees, one per sort order, each read in both directions; the date
 *   order's, (word, created_at, id), also finds a student's entries to delete.
 * - `search_vocabulary`: every word of the searchable columns but the contacts, marked where it was seen (the name,
 *   elsewhere). A term is looked up here first: a word path is taken only when every word holding the term is a
 *   name's word, so what the search matches (a substring of name, city, state, stream, course or college) is
 *   unchanged. A word no row holds any more stays, at worst sending a search the old way.
 *
 * Statement-level triggers keep both in step with every insert, update, delete and truncate of students, in the
 * same transaction (an import's 10,000 rows are one statement: one insert of their words).
 */
export class Migration20270108000000_student_name_words extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table student_name_words (
        word text not null,
        student_id uuid not null,
        created_at timestamptz not null,
        student_name text not null,
        age integer,
        state text
      );
      create table search_vocabulary (
        word text primary key,
        in_name boolean not null,
        elsewhere boolean not null
      );
      ${postingsOf('students')};
      ${vocabularyOf('students')};
      create index student_name_words_created_idx on student_name_words (word, created_at, student_id) include (state);
      create index student_name_words_name_idx on student_name_words (word, student_name, created_at desc, student_id desc) include (state);
      create index student_name_words_age_idx on student_name_words (word, age, created_at desc, student_id desc) include (state);
      analyze student_name_words;
      analyze search_vocabulary;

      -- jit off: the planner takes each name for 1,000 words (a set-returning function's default), and JIT-compiling
      -- an import's statements cost more than running them
      create function student_name_words_inserted() returns trigger language plpgsql set jit = off as $$
      begin ${postingsOf('new_students')}; ${vocabularyOf('new_students')}; return null; end $$;
      create function student_name_words_deleted() returns trigger language plpgsql set jit = off as $$
      begin ${removeEntriesOf('old_students', 'student_name', 'created_at')}; return null; end $$;
      -- only the students whose searchable text or sort keys changed: most updates (verification, season places)
      -- touch neither, and cost a join of the statement's rows
      create function student_name_words_updated() returns trigger language plpgsql set jit = off as $$
      begin
        with ${CHANGED}, gone as (${removeEntriesOf('changed', 'old_name', 'old_created')})
        ${postingsOf('changed')};
        with ${CHANGED} ${vocabularyOf('changed')};
        return null;
      end $$;
      create trigger student_name_words_on_insert after insert on students
        referencing new table as new_students for each statement execute function student_name_words_inserted();
      create trigger student_name_words_on_delete after delete on students
        referencing old table as old_students for each statement execute function student_name_words_deleted();
      create trigger student_name_words_on_update after update on students
        referencing old table as old_students new table as new_students for each statement execute function student_name_words_updated();
      create function student_name_words_emptied() returns trigger language plpgsql as $$
      begin truncate student_name_words; return null; end $$;
      create trigger student_name_words_on_truncate after truncate on students
        for each statement execute function student_name_words_emptied();
    `);
    // The term is looked up as a substring of the vocabulary's words: a trigram index where pg_trgm is installed (as
    // for the catalogue's own search text), a scan of the vocabulary elsewhere (it holds each word once).
    this.addSql(`
      do $$
      begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          execute 'create index search_vocabulary_trgm_idx on search_vocabulary using gin (word gin_trgm_ops)';
        end if;
      end
      $$;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger if exists student_name_words_on_truncate on students;
      drop trigger if exists student_name_words_on_update on students;
      drop trigger if exists student_name_words_on_delete on students;
      drop trigger if exists student_name_words_on_insert on students;
      drop function if exists student_name_words_emptied();
      drop function if exists student_name_words_updated();
      drop function if exists student_name_words_deleted();
      drop function if exists student_name_words_inserted();
      drop table if exists search_vocabulary;
      drop table if exists student_name_words;
    `);
  }
}
