import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0023, a student is not deluged: at most STUDENT_SEASON_CAP institutions unlock one student per admission season
 * (1 August to 31 July, India time; `season` is the year it starts). One row per student and season counts the
 * institutions that took a place; the unlock's own statement takes a place with ON CONFLICT DO UPDATE … WHERE
 * institutions < cap, so the row is the lock parallel unlocks of one student queue on.
 *
 * A premium institution's unlock (free) is recorded too, `by_premium`, so it holds its place; it unlocks nothing once
 * the membership ends (the reads of what an institution unlocked leave it out).
 *
 * Backfilled for the season under way from the unlocks already made in it (one place per institution).
 */
export class Migration20270104000100_student_season_places extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table student_season_places (
        student_id uuid not null references students (id) on delete cascade,
        season int not null,
        institutions int not null check (institutions >= 0),
        primary key (student_id, season)
      );
      insert into student_season_places (student_id, season, institutions)
        select u.student_id, s.season, count(distinct u.institution_id)::int
        from unlocked_students u,
          (select extract(year from (now() at time zone 'Asia/Kolkata') - interval '7 months')::int as season) s
        where u.student_id is not null and u.unlocked_at >= make_timestamptz(s.season, 8, 1, 0, 0, 0, 'Asia/Kolkata')
        group by u.student_id, s.season;
      alter table unlocked_students add column by_premium boolean not null default false;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists student_season_places; alter table unlocked_students drop column if exists by_premium;');
  }
}
