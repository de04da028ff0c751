import { Migration } from '@mikro-orm/migrations';

const CHANNELS = ['email', 'mobile', 'whatsapp'] as const;
/** The columns the covering indexes carry (Migration20261216000000_covering_sort_indexes' LISTED). */
const LISTED = [
  'state',
  'city',
  'stream',
  'entrance_exam',
  'course',
  'passing_year',
  'gender',
  'student_name',
  'age',
  'pincode',
  'email_verified',
  'mobile_verified',
  'whatsapp_verified',
];

/** The nine sort indexes' key columns (Migration20261216000000_covering_sort_indexes' KEYED). */
const KEYED = ['state', 'city', 'stream', 'entrance_exam', 'course', 'passing_year', 'gender', 'student_name', 'age'] as const;

/** One channel's part of the trigger: the spec's boolean follows verified_at, and a boolean set alone stamps it. */
const keepInStep = (c: (typeof CHANNELS)[number]) => `
  if tg_op = 'INSERT' then
    if new.${c}_verified_at is not null then new.${c}_verified := true;
    elsif new.${c}_verified then
      new.${c}_verified_at := coalesce(new.created_at, now());
      new.${c}_verified_by := coalesce(new.${c}_verified_by, 'source_claim');
    end if;
    if new.${c}_source is null then
      new.${c}_source := case when new.import_batch_id is not null then 'import' else 'admin' end;
      new.${c}_source_ref := coalesce(new.${c}_source_ref, new.import_batch_id);
    end if;
  elsif new.${c}_verified_at is distinct from old.${c}_verified_at then
    new.${c}_verified := new.${c}_verified_at is not null;
  elsif new.${c}_verified is distinct from old.${c}_verified then
    if new.${c}_verified then
      new.${c}_verified_at := now();
      new.${c}_verified_by := coalesce(new.${c}_verified_by, 'source_claim');
    else
      new.${c}_verified_at := null;
    end if;
  end if;
  if new.${c}_verified_at is null then new.${c}_verified_by := null;
  elsif new.${c}_verified_by is null then new.${c}_verified_by := 'source_claim';
  end if;`;

/**
 * Issue 29 §1, ADR 0026: each contact's freshness and provenance. For e-mail, mobile and WhatsApp: when it was last
 * verified (`_verified_at`), how (`_verified_by`: otp, email_link, whatsapp, call, source_claim) and where the value
 * came from (`_source`: import, admin, student; `_source_ref`: the import batch).
 *
 * The spec's booleans stay columns (the nine covering indexes carry them) and a trigger keeps them in step: a
 * verified_at set or cleared sets the boolean; a boolean set alone (every writer that predates this) stamps
 * verified_at (now, or the row's created_at on insert) with `source_claim`. `contact_verified_at` is the newest of the
 * e-mail's and the mobile's verification ('-infinity' when neither), the key of the freshness filter and sort, with
 * its own covering index so "verified within N days" sorted by any column is read from one index.
 *
 * Backfill: a verified flag becomes verified at the row's created_at, by `source_claim` (nobody knows how it was
 * checked); the source is the import when the row has its batch, else admin. One pass over the table (minutes at 10M).
 */
export class Migration20270105000200_contact_freshness extends Migration {
  override async up(): Promise<void> {
    const columns = CHANNELS.flatMap((c) => [
      `add column if not exists ${c}_verified_at timestamptz`,
      `add column if not exists ${c}_verified_by text check (${c}_verified_by in ('otp', 'email_link', 'whatsapp', 'call', 'source_claim'))`,
      `add column if not exists ${c}_source text check (${c}_source in ('import', 'admin', 'student'))`,
      `add column if not exists ${c}_source_ref uuid`,
    ]);
    this.addSql(`alter table students ${columns.join(', ')}, add column if not exists contact_verified_at timestamptz not null default '-infinity';`);
    const backfill = CHANNELS.flatMap((c) => [
      `${c}_verified_at = case when ${c}_verified then created_at end`,
      `${c}_verified_by = case when ${c}_verified then 'source_claim' end`,
      `${c}_source = case when import_batch_id is not null then 'import' else 'admin' end`,
      `${c}_source_ref = import_batch_id`,
    ]);
    this.addSql(
      `update students set ${backfill.join(', ')}, contact_verified_at = case when email_verified or mobile_verified then created_at else '-infinity' end;`,
    );
    this.addSql(`
      create or replace function students_contact_freshness() returns trigger language plpgsql as $$
      begin
        ${CHANNELS.map(keepInStep).join('\n')}
        new.contact_verified_at := coalesce(greatest(new.email_verified_at, new.mobile_verified_at), '-infinity');
        return new;
      end $$;
      drop trigger if exists students_contact_freshness on students;
      create trigger students_contact_freshness before insert or update on students
        for each row execute function students_contact_freshness();
    `);
    this.addSql(
      `create index if not exists students_contact_verified_covering_idx on students (contact_verified_at, created_at desc, id desc) include (${LISTED.join(', ')});`,
    );
    // ADR 0020's rule: the nine sort indexes carry every column the lists filter on, now contact_verified_at too, so a
    // walk in another column's order tests "verified within" on the index entry (built under a new name, then the old goes)
    for (const column of KEYED) {
      const covered = [...LISTED.filter((other) => other !== column), 'contact_verified_at'].join(', ');
      this.addSql(`create index if not exists students_${column}_covering_v2_idx on students (${column}, created_at desc, id desc) include (${covered});`);
      this.addSql(`drop index if exists students_${column}_covering_idx;`);
    }
  }

  override async down(): Promise<void> {
    for (const column of KEYED) {
      const covered = LISTED.filter((other) => other !== column).join(', ');
      this.addSql(`create index if not exists students_${column}_covering_idx on students (${column}, created_at desc, id desc) include (${covered});`);
      this.addSql(`drop index if exists students_${column}_covering_v2_idx;`);
    }
    this.addSql('drop trigger if exists students_contact_freshness on students; drop function if exists students_contact_freshness();');
    this.addSql('drop index if exists students_contact_verified_covering_idx;');
    const columns = CHANNELS.flatMap((c) => ['verified_at', 'verified_by', 'source', 'source_ref'].map((s) => `drop column if exists ${c}_${s}`));
    this.addSql(`alter table students ${columns.join(', ')}, drop column if exists contact_verified_at;`);
  }
}
