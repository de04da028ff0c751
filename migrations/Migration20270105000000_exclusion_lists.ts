import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0024, exclusion lists: an institution's own contacts (its CRM's e-mails and mobiles), kept only as keyed hashes
 * (HMAC-SHA256 under CONTACT_HASH_SECRET, the suppression list's key and normalisation), so that nothing is charged
 * for a student it already holds.
 *
 * - exclusion_lists: one per institution (its summary: rows, students matched, when and by whom) naming its current
 *   `list_id`.
 * - exclusion_entries: the hashes of each list, (list_id, contact_hash) the primary key; never a contact. A new upload
 *   writes a new list_id and switches to it in one transaction; the old list's rows are deleted after the answer.
 * - students.email_hash / mobile_hash: the same keyed hash of each student's contacts ('' for none), indexed, so
 *   matching a list is an index join. The key is the server's, never the database's: the columns are filled by the
 *   server (leads' contact-hash upkeep, at start-up and before every match), and a change of e-mail or mobile number
 *   empties them here (trigger); until filled, reads hash the student's contacts in the statement itself.
 */
export class Migration20270105000000_exclusion_lists extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table exclusion_lists (
        institution_id uuid primary key references institutions (id) on delete cascade,
        list_id uuid not null unique,
        entries int not null,
        students_matched int not null,
        uploaded_at timestamptz not null default now(),
        uploaded_by uuid null,
        uploaded_by_label text not null
      );
      create table exclusion_entries (
        list_id uuid not null,
        contact_hash text not null,
        primary key (list_id, contact_hash)
      );
      alter table students add column email_hash text null, add column mobile_hash text null;
      create index students_email_hash_idx on students (email_hash) where email_hash <> '';
      create index students_mobile_hash_idx on students (mobile_hash) where mobile_hash <> '';
      create index students_contact_hash_pending_idx on students (id) where email_hash is null or mobile_hash is null;
      create function students_contact_hash_reset() returns trigger language plpgsql as $$
      begin
        if new.email_id is distinct from old.email_id then new.email_hash := null; end if;
        if new.mobile_number is distinct from old.mobile_number then new.mobile_hash := null; end if;
        return new;
      end $$;
      create trigger students_contact_hash_reset before update of email_id, mobile_number on students
        for each row execute function students_contact_hash_reset();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger if exists students_contact_hash_reset on students;
      drop function if exists students_contact_hash_reset();
      drop table if exists exclusion_entries;
      drop table if exists exclusion_lists;
      alter table students drop column if exists email_hash, drop column if exists mobile_hash;
    `);
  }
}
