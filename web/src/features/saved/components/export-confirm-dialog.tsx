import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { creditsText } from '@/components/credits/balance-after';
import { Dialog } from '@/components/ui/dialog';
import { useExportQuote } from '../api/export-quote';

export type ExportScope = { collectionId: string } | { studentIds: string[] };
export type ExportRequest = { scope: ExportScope; what: string; run: () => void };

/**
 * Issue 25 §7: an export is priced and confirmed before it runs. The spec charges every export of a student shown in
 * full, even one already unlocked and saved; the dialog says so, with the balance after, from the server's own quote.
 */
export function ExportConfirmDialog({
  request,
  balance,
  isPremium,
  pending,
  onClose,
}: {
  request: ExportRequest | null;
  balance: number;
  isPremium: boolean;
  pending: boolean;
  onClose: () => void;
}) {
  const quote = useExportQuote(request?.scope ?? { studentIds: [] });
  const cost = quote.data?.credits;
  const short = cost !== undefined && cost > balance;
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Export to CSV"
      description={`Export ${request?.what ?? ''} to a CSV file. Each exported student's notes get an "Exported on …" line.`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button()} disabled={pending || cost === undefined || short} onClick={() => request?.run()}>
            {cost === undefined ? 'Export' : cost === 0 ? 'Export (free)' : `Export (${creditsText(cost)})`}
          </button>
        </>
      }
    >
      <div className={css({ fontSize: 'sm', display: 'grid', gap: '2' })} data-testid="export-confirm">
        {quote.isPending ? <p>Working out the price…</p> : null}
        {quote.isError ? <p role="alert">Could not work out the price. Close this and try again.</p> : null}
        {quote.data ? (
          isPremium ? (
            <p>
              Exports are free for premium members: {quote.data.studentCount === 1 ? '1 student' : `${quote.data.studentCount} students`}, no credits charged.
            </p>
          ) : (
            <>
              <p>
                {quote.data.chargedStudents === 1 ? '1 student is' : `${quote.data.chargedStudents} students are`} shown in full and cost{' '}
                {creditsText(quote.data.chargedStudents === 0 ? 0 : quote.data.credits / quote.data.chargedStudents)} each, even if you unlocked and saved them
                before: every export is charged. Students shown masked cost nothing.
              </p>
              <p className={css({ fontWeight: 'semibold', color: short ? 'error.default' : 'fg.default' })}>
                {short
                  ? `Costs ${creditsText(quote.data.credits)}; you have ${creditsText(balance)}: not enough.`
                  : `Costs ${creditsText(quote.data.credits)}: you have ${balance}, ${balance - quote.data.credits} after the export.`}
              </p>
            </>
          )
        ) : null}
      </div>
    </Dialog>
  );
}
