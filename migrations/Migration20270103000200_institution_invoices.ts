import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0021, "credit packs, billing settings, invoices: the company / the buying institution". invoices.institution_id
 * is the institution the buying seat belonged to at issue, backfilled from the buyer's seat (an invoice of a buyer no
 * longer there keeps null). Its owner and managers list them all; the open-invoice cap counts per institution. No
 * foreign key, as for buyer_id: tax invoices are kept for the statutory period (CGST Act, section 36).
 */
export class Migration20270103000200_institution_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table invoices add column institution_id uuid;
      update invoices i set institution_id = w.institution_id from website_users w where w.id = i.buyer_id;
      create index invoices_institution_idx on invoices (institution_id, issued_at desc, id desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists invoices_institution_idx;
      alter table invoices drop column if exists institution_id;
    `);
  }
}
