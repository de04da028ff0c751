import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0021, Invoices: credit packs the company sells, its billing settings (one row), GST invoices and their numbering.
 *
 * - invoices hold amounts in whole paise (bigint) and a copy of the pack, the seller (settings) and the buyer as they
 *   were at issue: a later edit never changes an issued invoice. `status` stores issued or paid; expiry (15 days
 *   unpaid) is derived when read. `buyer_id` is the buying member today, the institution later: no foreign key, and no
 *   cascade, as tax invoices are kept for the statutory period (CGST Act, section 36).
 * - invoice_counters: one row per financial year; an issue takes its number with
 *   `insert … on conflict do update set last_number = last_number + 1 returning last_number` inside the invoice's
 *   transaction, so numbers have no gap (a rolled-back issue gives its number back) and are never taken twice (the row
 *   lock queues parallel issues). (financial_year, sequence) and number are unique besides.
 */
export class Migration20261231000000_billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table credit_packs (
        id uuid primary key default gen_random_uuid(),
        name text not null check (char_length(name) between 1 and 80),
        credits integer not null check (credits between 1 and 1000000),
        price_paise bigint not null check (price_paise between 100 and 1000000000),
        validity_days integer not null check (validity_days between 1 and 3650),
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      create table billing_settings (
        id boolean primary key default true check (id),
        gstin text check (gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
        legal_name text,
        address text,
        state_code text not null default '29',
        sac_code text not null default '998361',
        invoice_prefix text not null default 'EDU',
        bank_details text,
        upi_id text,
        updated_at timestamptz,
        updated_by uuid
      );
      insert into billing_settings (id) values (true);

      create table invoice_counters (
        financial_year text primary key,
        last_number integer not null
      );

      create table invoices (
        id uuid primary key default gen_random_uuid(),
        number text not null unique,
        financial_year text not null,
        sequence integer not null,
        buyer_id uuid not null,
        pack_id uuid not null references credit_packs (id),
        pack_name text not null,
        credits integer not null,
        validity_days integer not null,
        seller_gstin text not null,
        seller_legal_name text not null,
        seller_address text not null,
        seller_state_code text not null,
        sac_code text not null,
        buyer_name text not null,
        buyer_address text,
        buyer_gstin text,
        buyer_email text,
        place_of_supply text not null,
        taxable_paise bigint not null check (taxable_paise >= 0),
        cgst_paise bigint not null check (cgst_paise >= 0),
        sgst_paise bigint not null check (sgst_paise >= 0),
        igst_paise bigint not null check (igst_paise >= 0),
        total_paise bigint not null check (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
        payment_instructions text not null,
        status text not null default 'issued' check (status in ('issued', 'paid')),
        issued_at timestamptz not null,
        paid_at timestamptz,
        paid_reference text,
        paid_by uuid,
        constraint invoices_sequence_unique unique (financial_year, sequence),
        constraint invoices_paid_complete check ((status = 'paid') = (paid_at is not null))
      );
      create index invoices_buyer_idx on invoices (buyer_id, issued_at desc, id desc);
      create index invoices_issued_at_idx on invoices (issued_at desc, id desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(
      'drop table if exists invoices; drop table if exists invoice_counters; drop table if exists billing_settings; drop table if exists credit_packs;',
    );
  }
}
