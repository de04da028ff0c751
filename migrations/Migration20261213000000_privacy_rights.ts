import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 16 §4–5, the students' own rights portal (/my-data) and the admin's privacy-requests queue, owned by the
 * rights module; and the platform's local text-message outbox (SmsSender).
 * - privacy_access_codes: one-time codes sent to an e-mail or mobile on record. `contact_key` is the SHA-256 of the
 *   normalised contact, `code_hash` the SHA-256 of the code: neither is readable. A code is issued for every request,
 *   known contact or not (only a known one is sent), so the work done does not tell whether a record exists.
 * - privacy_access_tokens: the 30-minute pass a verified code buys, as its SHA-256, scoped to the student ids that
 *   held the contact when it was verified.
 * - privacy_requests: corrections, withdrawals, erasures and grievances, with the due date (received + 30 days).
 *   `student_id` has no foreign key: a request outlives the erasure it asked for.
 * - students_email_lower_idx: the portal finds a student by e-mail (any case) without reading the whole catalogue,
 *   so a known e-mail and an unknown one take the same short time.
 */
export class Migration20261213000000_privacy_rights extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table privacy_access_codes (
        id uuid primary key default gen_random_uuid(),
        contact_key text not null,
        code_hash text not null,
        expires_at timestamptz not null,
        tries integer not null default 0,
        is_used boolean not null default false,
        created_at timestamptz not null default now()
      );
      create index privacy_access_codes_contact_idx on privacy_access_codes (contact_key, created_at desc);

      create table privacy_access_tokens (
        token_hash text primary key,
        student_ids uuid[] not null,
        expires_at timestamptz not null,
        created_at timestamptz not null default now()
      );

      create table privacy_requests (
        id uuid primary key default gen_random_uuid(),
        kind text not null check (kind in ('correction', 'withdrawal', 'erasure', 'grievance')),
        student_id uuid not null,
        student_name text not null,
        detail jsonb not null default '{}'::jsonb,
        status text not null default 'open' check (status in ('open', 'handled', 'rejected')),
        received_at timestamptz not null default now(),
        due_at timestamptz not null,
        handled_at timestamptz,
        handled_by_id uuid,
        handled_by_label text,
        reply text
      );
      create index privacy_requests_queue_idx on privacy_requests (status, due_at);
      create index privacy_requests_student_idx on privacy_requests (student_id, received_at desc);

      create index if not exists students_email_lower_idx on students (lower(email_id));

      create table sms_outbox (
        id uuid primary key default gen_random_uuid(),
        to_number text not null,
        text_body text not null,
        created_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(
      'drop index if exists students_email_lower_idx; drop table if exists sms_outbox; drop table if exists privacy_requests; drop table if exists privacy_access_tokens; drop table if exists privacy_access_codes;',
    );
  }
}
