import { FileDown } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { hint, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/dates';
import { downloadInvoice, formatPaise, type MemberInvoice, type useInvoices } from '../api/billing';

const cell = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default', fontSize: 'sm', verticalAlign: 'top' });
const number = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const STATUS: Record<MemberInvoice['status'], { label: string; tone: 'warning' | 'success' | 'neutral' }> = {
  issued: { label: 'Issued', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
};
/** The institution's invoices, newest first, each with its PDF; how to pay the newest one still open. */
export function InvoiceList({ invoices }: { invoices: ReturnType<typeof useInvoices> }) {
  if (invoices.isPending) return <LoadingState label="Loading invoices…" />;
  if (invoices.isError)
    return <ErrorState title="Failed to load invoices" description={failureMessage(invoices.error)} onRetry={() => void invoices.refetch()} />;
  const list = invoices.data.invoices;
  if (list.length === 0) return <EmptyState title="No invoices yet" description="A pack you request appears here with its invoice." />;
  const open = list.find((invoice) => invoice.status === 'issued');

  const pdf = async (invoice: MemberInvoice) => {
    try {
      await downloadInvoice(invoice);
    } catch (error) {
      notify({ title: 'Download failed', description: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <>
      <div className={css({ overflowX: 'auto' })}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '640px' })}>
          <caption className={visuallyHidden()}>Invoices, newest first</caption>
          <thead>
            <tr>
              {['Number', 'Date', 'Pack', 'Credits', 'Total', 'Status', ''].map((header, i) => (
                <th key={header || i} scope="col" className={cx(cell, header === 'Credits' || header === 'Total' ? number : '')}>
                  {header || <span className={visuallyHidden()}>PDF</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((invoice) => (
              <tr key={invoice.id} data-testid="invoice-row">
                <td className={cx(cell, css({ fontFamily: 'mono', whiteSpace: 'nowrap' }))}>{invoice.number}</td>
                <td className={cx(cell, css({ whiteSpace: 'nowrap' }))}>{formatDay(invoice.issuedAt)}</td>
                <td className={cell}>{invoice.pack.name}</td>
                <td className={cx(cell, number)}>{invoice.pack.credits.toLocaleString('en-IN')}</td>
                <td className={cx(cell, number)}>{formatPaise(invoice.amounts.total)}</td>
                <td className={cell}>
                  <Badge tone={STATUS[invoice.status].tone}>{STATUS[invoice.status].label}</Badge>
                  {invoice.status === 'issued' ? <div className={hint({ size: 'xs' })}>Pay by {formatDay(invoice.dueAt)}</div> : null}
                </td>
                <td className={cell}>
                  <button
                    type="button"
                    className={button({ variant: 'outline', size: 'sm' })}
                    onClick={() => void pdf(invoice)}
                    aria-label={`Download invoice ${invoice.number} as PDF`}
                  >
                    <FileDown size={14} aria-hidden /> PDF
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open ? (
        <div className={css({ bg: 'bg.subtle', borderRadius: 'md', p: '4' })}>
          <h4 className={css({ fontWeight: 'semibold', mb: '2' })}>How to pay {open.number}</h4>
          <p className={css({ whiteSpace: 'pre-line', fontSize: 'sm' })} data-testid="payment-instructions">
            {open.paymentInstructions}
          </p>
        </div>
      ) : null}
    </>
  );
}
