import { Download } from 'lucide-react';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button, toolbar } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { notify } from '@/components/ui/toaster';
import { ToolbarSelect } from '@/components/ui/toolbar-fields';
import { serverMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/dates';
import { listErrorMessage } from '../api/admin-query';
import { downloadInvoicesCsv, type Invoice, type InvoiceStatus, openInvoicePdf, useInvoices } from '../api/billing';
import { formatRupees } from '../api/rupees';
import { formatNumber } from './list-parts';
import { MarkPaidDialog } from './mark-paid-dialog';
import { useAdminView } from './use-admin-view';

const PAGE_SIZE = 25;
const COLUMNS = ['Number', 'Date', 'Buyer', 'Credits', 'Total', 'Status', 'Payment reference', 'Actions'];
const STATUSES = [
  ['all', 'All invoices'],
  ['issued', 'Issued (unpaid)'],
  ['paid', 'Paid'],
  ['expired', 'Expired'],
] as const;
const TONES = { issued: 'warning', paid: 'success', expired: 'neutral' } as const;
const LABELS = { issued: 'Issued', paid: 'Paid', expired: 'Expired' } as const;

/** Issue 28 §4: the tax invoices members requested; an admin records a payment, opens a PDF, exports for the accountant. */
export function InvoicesTab() {
  const { search: view, set } = useAdminView();
  const status = view.invoiceStatus;
  const invoices = useInvoices({ page: view.invoicePage, limit: PAGE_SIZE, ...(status ? { status } : {}) });
  const [paying, setPaying] = useState<Invoice | null>(null);
  const rows = invoices.data?.invoices ?? [];
  const failed = (what: string) => (error: unknown) => notify({ title: 'Error', description: serverMessage(error, what), variant: 'destructive' });
  const exportCsv = () => downloadInvoicesCsv(status).catch(failed('Failed to export the invoices. Please try again.'));
  const openPdf = (invoice: Invoice) => openInvoicePdf(invoice).catch(failed('Failed to open the invoice PDF'));

  return (
    <div>
      <div className={toolbar()}>
        <ToolbarSelect
          label="Invoice status"
          value={status ?? 'all'}
          onPick={(picked) => set({ invoiceStatus: picked === 'all' ? undefined : (picked as InvoiceStatus), invoicePage: 1 })}
          options={STATUSES}
        />
        <span className={hint()}>Unpaid invoices expire 15 days after issue.</span>
        <button type="button" className={cx(button({ variant: 'outline', size: 'sm' }), css({ ml: 'auto' }))} onClick={exportCsv}>
          <Download size={16} aria-hidden /> Download CSV for the accountant
        </button>
      </div>
      <DataTable
        query={invoices}
        rowCount={rows.length}
        loading="Loading invoices…"
        failed="Failed to load invoices"
        describeError={listErrorMessage}
        empty={{ title: 'No invoices yet', description: status ? 'No invoice has this status.' : 'Invoices appear when members request a credit pack.' }}
        columns={COLUMNS}
        footer={
          <Pagination
            page={view.invoicePage}
            totalPages={invoices.data?.totalPages ?? 1}
            total={invoices.data?.total ?? 0}
            limit={PAGE_SIZE}
            noun={['invoice']}
            onPage={(invoicePage) => set({ invoicePage })}
          />
        }
      >
        {rows.map((invoice) => (
          <tr key={invoice.id}>
            <td className={css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}>{invoice.number}</td>
            <td className={css({ whiteSpace: 'nowrap' })}>{formatDay(invoice.issuedAt)}</td>
            <td>
              <span className={css({ display: 'block', fontWeight: 'medium' })}>{invoice.buyer.name}</span>
              <span className={hint({ size: 'xs', display: 'block' })}>{invoice.buyer.gstin ?? invoice.pack.name}</span>
            </td>
            <td>{formatNumber(invoice.pack.credits)}</td>
            <td className={css({ whiteSpace: 'nowrap' })}>{formatRupees(invoice.amounts.total)}</td>
            <td>
              <Badge tone={TONES[invoice.status]}>{LABELS[invoice.status]}</Badge>
            </td>
            <td>
              {invoice.paidReference ?? '—'}
              {invoice.paidAt ? <span className={hint({ size: 'xs', display: 'block' })}>Paid {formatDay(invoice.paidAt)}</span> : null}
            </td>
            <td>
              <div className={flex({ gap: '1' })}>
                {invoice.status === 'issued' ? (
                  <button
                    type="button"
                    aria-label={`Mark ${invoice.number} paid`}
                    className={button({ variant: 'ghost', size: 'sm' })}
                    onClick={() => setPaying(invoice)}
                  >
                    Mark paid
                  </button>
                ) : null}
                <button
                  type="button"
                  aria-label={`PDF of ${invoice.number}`}
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={() => openPdf(invoice)}
                >
                  PDF
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {paying ? <MarkPaidDialog invoice={paying} onClose={() => setPaying(null)} /> : null}
    </div>
  );
}
