import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, join, type Sql, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { InvoiceQuery, Invoices } from '@modules/billing/application/ports/invoices.port';
import { expiryCutoff } from '@modules/billing/domain/invoice';
import { COLUMNS, type InvoiceRow, insertInvoice, toInvoice } from './invoice-rows';

/** The filter of a list: the institution's, and a status as answers say it (expiry derived from `now`, ADR 0021). */
function whereOf(query: InvoiceQuery): Sql {
  const conditions: Sql[] = [];
  if (query.institutionId) conditions.push(sql`institution_id = ${query.institutionId}`);
  if (query.status === 'paid') conditions.push(sql`status = 'paid'`);
  if (query.status === 'issued') conditions.push(sql`status = 'issued' and issued_at >= ${expiryCutoff(query.now)}`);
  if (query.status === 'expired') conditions.push(sql`status = 'issued' and issued_at < ${expiryCutoff(query.now)}`);
  return conditions.length > 0 ? sql`where ${join(conditions, ' and ')}` : empty;
}

export function createInvoicesRepository(orm: Orm): Invoices {
  return {
    async takeNumber(tx, financialYear) {
      const row = await sql`insert into invoice_counters (financial_year, last_number) values (${financialYear}, 1)
        on conflict (financial_year) do update set last_number = invoice_counters.last_number + 1
        returning last_number`.first<{ last_number: number }>(entityManagerOf(tx));
      return row!.last_number;
    },

    async openCount(tx, institutionId, now) {
      const row = await sql`select count(*)::int as n from invoices
        where institution_id = ${institutionId} and status = 'issued' and issued_at >= ${expiryCutoff(now)}`.first<{ n: number }>(entityManagerOf(tx));
      return row?.n ?? 0;
    },

    async openCounts(institutionIds, now) {
      const counts = new Map(institutionIds.map((id) => [id, 0]));
      if (institutionIds.length === 0) return counts;
      const rows = await sql`select institution_id, count(*)::int as n from invoices
        where institution_id = any(${institutionIds}::uuid[]) and status = 'issued' and issued_at >= ${expiryCutoff(now)}
        group by institution_id`.rows<{ institution_id: string; n: number }>(sessionOf(orm));
      for (const row of rows) counts.set(row.institution_id, row.n);
      return counts;
    },

    async add(tx, invoice) {
      return toInvoice((await insertInvoice(invoice).first<InvoiceRow>(entityManagerOf(tx)))!);
    },

    async find(id) {
      const row = await sql`select ${COLUMNS} from invoices where id = ${id}`.first<InvoiceRow>(sessionOf(orm));
      return row ? toInvoice(row) : null;
    },

    async lock(tx, id) {
      const row = await sql`select ${COLUMNS} from invoices where id = ${id} for update`.first<InvoiceRow>(entityManagerOf(tx));
      return row ? toInvoice(row) : null;
    },

    async markPaid(tx, id, payment) {
      const row = await sql`update invoices set status = 'paid', paid_at = ${payment.paidAt}, paid_reference = ${payment.reference},
        paid_by = ${payment.paidBy} where id = ${id} returning ${COLUMNS}`.first<InvoiceRow>(entityManagerOf(tx));
      return toInvoice(row!);
    },

    async list(query) {
      const em = sessionOf(orm);
      const where = whereOf(query);
      const rows = await sql`select ${COLUMNS} from invoices ${where} order by issued_at desc, id desc
        limit ${query.limit} offset ${query.offset}`.rows<InvoiceRow>(em);
      const counted = await sql`select count(*)::int as n from invoices ${where}`.first<{ n: number }>(em);
      return { invoices: rows.map(toInvoice), total: counted?.n ?? 0 };
    },
  };
}
