import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { InvoiceQuery, Invoices } from '@modules/billing/application/ports/invoices.port';
import { expiryCutoff } from '@modules/billing/domain/invoice';
import { COLUMNS, INSERT_COLUMNS, type InvoiceRow, insertValues, invoiceOf } from './invoice-rows';

/** The filter of a list: the buyer's, and a status as answers say it (expiry derived from `now`, ADR 0021). */
function whereOf(query: InvoiceQuery): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.buyerId) {
    conditions.push('buyer_id = ?');
    params.push(query.buyerId);
  }
  if (query.status === 'paid') conditions.push("status = 'paid'");
  if (query.status === 'issued' || query.status === 'expired') {
    conditions.push(`status = 'issued' and issued_at ${query.status === 'issued' ? '>=' : '<'} ?`);
    params.push(expiryCutoff(query.now));
  }
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

export function createInvoicesRepository(orm: Orm): Invoices {
  return {
    async takeNumber(tx, financialYear) {
      const [row] = await entityManagerOf(tx).execute<{ last_number: number }[]>(
        `insert into invoice_counters (financial_year, last_number) values (?, 1)
         on conflict (financial_year) do update set last_number = invoice_counters.last_number + 1
         returning last_number`,
        [financialYear],
      );
      return Number(row!.last_number);
    },

    async openCount(tx, buyerId, now) {
      const [row] = await entityManagerOf(tx).execute<{ n: number }[]>(
        "select count(*)::int as n from invoices where buyer_id = ? and status = 'issued' and issued_at >= ?",
        [buyerId, expiryCutoff(now)],
      );
      return Number(row?.n ?? 0);
    },

    async add(tx, invoice) {
      const [row] = await entityManagerOf(tx).execute<InvoiceRow[]>(
        `insert into invoices (${INSERT_COLUMNS.join(', ')}) values (${INSERT_COLUMNS.map(() => '?').join(', ')}) returning ${COLUMNS}`,
        insertValues(invoice),
      );
      return invoiceOf(row!);
    },

    async find(id) {
      const [row] = await orm.em.fork().execute<InvoiceRow[]>(`select ${COLUMNS} from invoices where id = ?`, [id]);
      return row ? invoiceOf(row) : null;
    },

    async lock(tx, id) {
      const [row] = await entityManagerOf(tx).execute<InvoiceRow[]>(`select ${COLUMNS} from invoices where id = ? for update`, [id]);
      return row ? invoiceOf(row) : null;
    },

    async markPaid(tx, id, payment) {
      const [row] = await entityManagerOf(tx).execute<InvoiceRow[]>(
        `update invoices set status = 'paid', paid_at = ?, paid_reference = ?, paid_by = ? where id = ? returning ${COLUMNS}`,
        [payment.paidAt, payment.reference, payment.paidBy, id],
      );
      return invoiceOf(row!);
    },

    async list(query) {
      const em = orm.em.fork();
      const where = whereOf(query);
      const rows = await em.execute<InvoiceRow[]>(`select ${COLUMNS} from invoices ${where.sql} order by issued_at desc, id desc limit ? offset ?`, [
        ...where.params,
        query.limit,
        query.offset,
      ]);
      const [counted] = await em.execute<{ n: number }[]>(`select count(*)::int as n from invoices ${where.sql}`, where.params);
      return { invoices: rows.map(invoiceOf), total: Number(counted?.n ?? 0) };
    },
  };
}
