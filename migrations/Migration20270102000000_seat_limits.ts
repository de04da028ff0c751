import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0021, limits: the owner or a manager sets a seat's monthly limit (null: none). Credits owns the table; a charge
 * reads it after the institution's pool row is locked. A seat without a row has no limit. institution_id is not a
 * foreign key: a row is read only together with the seat's institution of the moment (a seat that moved leaves a stale
 * row that counts for nothing), and the institutions migration stays revertible on its own (its test reverts it).
 */
export class Migration20270102000000_seat_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table seat_credit_limits (
        member_id uuid primary key references website_users (id) on delete cascade,
        institution_id uuid not null,
        monthly_limit integer check (monthly_limit >= 0),
        updated_at timestamptz not null default now(),
        updated_by uuid
      );
      create index seat_credit_limits_institution_idx on seat_credit_limits (institution_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists seat_credit_limits;');
  }
}
