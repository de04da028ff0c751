import { Migration } from '@mikro-orm/migrations';

/** The whole schema of spec 001 §3, plus collections and sessions. Raw SQL, reviewed by hand. */
export class Migration20261121000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table contact_submissions (
        id uuid primary key default gen_random_uuid(),
        institution_name text not null,
        contact_name text not null,
        email text not null,
        phone text not null,
        service_interest text not null,
        message text not null,
        created_at timestamptz not null default now()
      );
      -- admin enquiries list: newest first
      create index contact_submissions_created_at_idx on contact_submissions (created_at desc);

      create table assessment_contact_submissions (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        institute_name text not null,
        email text not null,
        phone text not null,
        created_at timestamptz not null default now()
      );

      create table assessment_submissions (
        id uuid primary key default gen_random_uuid(),
        institution_type text not null,
        role text not null,
        challenge text not null,
        marketing_methods text not null,
        digital_platforms text not null,
        data_collection text not null,
        outreach_methods text not null,
        lead_requirement text not null,
        conversion_expectation text not null,
        selling_process text not null,
        budget text not null,
        geographic text not null,
        unique_advantages text not null,
        desired_solutions text not null,
        timeline text not null,
        contact_email text,
        contact_phone text,
        contact_name text,
        institution_name text,
        created_at timestamptz not null default now()
      );
      -- admin enquiries list and 7-day counts
      create index assessment_submissions_created_at_idx on assessment_submissions (created_at desc);

      create table users (
        id uuid primary key default gen_random_uuid(),
        username text not null unique,
        email text not null unique,
        password text not null,
        role text not null default 'admin',
        is_active integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      create table otp_tokens (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        token text not null,
        expires_at timestamptz not null,
        is_used boolean not null default false,
        failed_attempts integer not null default 0,
        created_at timestamptz not null default now()
      );
      create index otp_tokens_user_id_index on otp_tokens (user_id);

      create table import_batches (
        id uuid primary key default gen_random_uuid(),
        file_name text not null,
        uploaded_by uuid references users (id) on delete set null,
        uploaded_at timestamptz not null default now(),
        total_records integer not null default 0,
        imported_records integer not null default 0,
        error_records integer not null default 0,
        status text not null default 'completed',
        notes text,
        error_details text,
        file_size integer not null default 0
      );

      create table students (
        id uuid primary key default gen_random_uuid(),
        student_name text not null,
        mobile_number text not null unique,
        mobile_verified boolean not null default false,
        whatsapp_verified boolean not null default false,
        institutions_contacted integer not null default 0,
        email_id text,
        email_verified boolean not null default false,
        father_name text,
        mother_name text,
        date_of_birth date,
        age integer,
        gender text,
        course text,
        entrance_exam text,
        stream text,
        board text,
        passing_year integer,
        college_name text,
        address text,
        city text,
        district text,
        state text,
        pincode text,
        other_info text,
        data_source text not null default 'Admin Entry',
        import_batch_id uuid references import_batches (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      -- default portal and admin order (createdAt desc), with id as the tie-breaker for keyset paging
      create index students_created_at_id_idx on students (created_at desc, id desc);
      -- undo of an import deletes by batch
      create index students_import_batch_id_idx on students (import_batch_id);

      create table website_users (
        id uuid primary key default gen_random_uuid(),
        email text not null unique,
        password text not null,
        first_name text not null,
        last_name text not null,
        phone text,
        institution_name text,
        designation text,
        membership_type text not null default 'free',
        membership_expires_at timestamptz,
        credits integer not null default 100,
        is_email_verified boolean not null default false,
        is_verified boolean not null default false,
        is_active boolean not null default true,
        last_login timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint website_users_credits_not_negative check (credits >= 0)
      );

      create table password_reset_tokens (
        id uuid primary key default gen_random_uuid(),
        email text not null,
        token text not null unique,
        expires_at timestamptz not null,
        used boolean not null default false,
        created_at timestamptz not null default now()
      );
      create index password_reset_tokens_email_index on password_reset_tokens (email);

      create table auth_sessions (
        id uuid primary key default gen_random_uuid(),
        subject_type text not null,
        subject_id uuid not null,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        revoked_reason text,
        created_at timestamptz not null default now()
      );
      -- "end every other session of this member/admin"
      create index auth_sessions_subject_idx on auth_sessions (subject_type, subject_id) where revoked_at is null;

      create table collections (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references website_users (id) on delete cascade,
        name text not null,
        description text,
        color text not null default '#3b82f6',
        tags text,
        is_archived boolean not null default false,
        is_default boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint collections_user_id_name_unique unique (user_id, name)
      );
      -- exactly one default collection per member
      create unique index collections_one_default_per_user on collections (user_id) where is_default;

      create table saved_students (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references website_users (id) on delete cascade,
        student_id uuid not null references students (id) on delete cascade,
        collection_id uuid references collections (id) on delete set null,
        notes text,
        saved_at timestamptz not null default now(),
        constraint saved_students_user_id_student_id_unique unique (user_id, student_id)
      );
      create index saved_students_collection_id_index on saved_students (collection_id);
      create index saved_students_student_id_idx on saved_students (student_id);

      create table column_settings (
        id uuid primary key default gen_random_uuid(),
        column_name text not null unique,
        display_name text not null,
        is_visible_free boolean not null default true,
        is_visible_premium boolean not null default true,
        is_masked_free boolean not null default false,
        display_order integer not null default 0,
        is_active boolean not null default true,
        created_at timestamptz not null default now()
      );

      create table unlocked_students (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references website_users (id) on delete cascade,
        student_id uuid not null references students (id) on delete cascade,
        unlocked_at timestamptz not null default now(),
        constraint unlocked_students_user_id_student_id_unique unique (user_id, student_id)
      );
      create index unlocked_students_student_id_idx on unlocked_students (student_id);

      create table credit_transactions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references website_users (id) on delete cascade,
        student_id uuid,
        transaction_type text not null,
        credits_consumed integer not null,
        credits_remaining integer not null,
        description text,
        actor_id uuid,
        idempotency_key text,
        created_at timestamptz not null default now()
      );
      create index credit_transactions_user_id_index on credit_transactions (user_id);
      -- a retried request with the same Idempotency-Key is charged once
      create unique index credit_transactions_idempotency_idx on credit_transactions (user_id, idempotency_key, transaction_type, student_id)
        where idempotency_key is not null;

      -- local e-mail delivery (see src/platform/mail)
      create table mail_outbox (
        id uuid primary key default gen_random_uuid(),
        to_address text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        created_at timestamptz not null default now()
      );

      create table import_history (
        id uuid primary key default gen_random_uuid(),
        file_name text not null,
        file_size integer not null default 0,
        total_records integer not null default 0,
        imported_records integer not null default 0,
        error_records integer not null default 0,
        import_type text not null default 'CSV',
        import_status text not null default 'completed',
        imported_by uuid,
        error_details text,
        created_at timestamptz not null default now()
      );
    `);

    // Contact fields and the address are masked for free members; everything is visible to both tiers.
    this.addSql(`
      insert into column_settings (column_name, display_name, is_visible_free, is_visible_premium, is_masked_free, display_order) values
        ('studentName', 'Student Name', true, true, false, 1),
        ('gender', 'Gender', true, true, false, 2),
        ('age', 'Age', true, true, false, 3),
        ('fatherName', 'Father Name', true, true, false, 4),
        ('motherName', 'Mother Name', true, true, false, 5),
        ('dateOfBirth', 'Date of Birth', true, true, false, 6),
        ('emailId', 'Email', true, true, true, 7),
        ('mobileNumber', 'Mobile Number', true, true, true, 8),
        ('course', 'Course', true, true, false, 9),
        ('board', 'Board', true, true, false, 10),
        ('passingYear', 'Passing Year', true, true, false, 11),
        ('stream', 'Stream', true, true, false, 12),
        ('entranceExam', 'Entrance Exam', true, true, false, 13),
        ('address', 'Address', true, true, true, 14),
        ('city', 'City', true, true, false, 15),
        ('district', 'District', true, true, false, 16),
        ('state', 'State', true, true, false, 17),
        ('pincode', 'Pincode', true, true, false, 18),
        ('collegeName', 'College Name', true, true, false, 19),
        ('otherInfo', 'Other Info', true, true, false, 20),
        ('dataSource', 'Data Source', true, true, false, 21);
    `);
  }
}
