import { Download } from 'lucide-react';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { flex, hint, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { downloadCreditLedger, useCreditLedger } from '../api/credit-ledger';
import { formatDayTime } from '@/lib/dates';

const KIND_LABELS: Record<string, string> = {
  unlock: 'Unlock',
  save: 'Save',
  export: 'Export',
  admin_grant: 'Credits added',
  refund: 'Refund',
  purchase: 'Credits bought',
};
const when = formatDayTime;
const cell = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default', fontSize: 'sm', verticalAlign: 'top' });

/** Profile › Credits: every charge, grant and refund, newest first, and the whole of it as CSV (issue 17 §4). */
export function CreditsLedgerTab() {
  const ledger = useCreditLedger();
  const [downloading, setDownloading] = useState(false);
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  // the balance a member's account opened with (or held before the ledger began) is no ledger row: shown under the oldest one
  const oldest = entries[entries.length - 1];
  const opening = oldest && !ledger.hasNextPage ? oldest.balanceAfter - oldest.change : null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCreditLedger();
    } catch (error) {
      notify({ title: 'Download failed', description: failureMessage(error), variant: 'destructive' });
    }
    setDownloading(false);
  };

  if (ledger.isPending) return <LoadingState label="Loading your credit history…" />;
  if (ledger.isError) {
    return (
      <div role="alert" className={flex({ gap: '3', align: 'center', wrap: 'wrap' })}>
        <span>{failureMessage(ledger.error, 'Failed to load your credit history')}</span>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => void ledger.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className={flex({ direction: 'column', gap: '4' })}>
      <div className={flex({ justify: 'space-between', align: 'center', gap: '3', wrap: 'wrap' })}>
        <p className={hint()}>Every credit spent, added or refunded, newest first.</p>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => void download()} disabled={downloading}>
          <Download size={16} aria-hidden /> Download CSV
        </button>
      </div>
      {entries.length === 0 ? (
        <EmptyState title="No credit activity yet" description="Unlocks, saves, exports and credits added to your account appear here." />
      ) : (
        <div className={css({ overflowX: 'auto' })}>
          <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '560px' })}>
            <caption className={visuallyHidden()}>Credit history</caption>
            <thead>
              <tr>
                {['Date', 'Activity', 'Credits', 'Balance'].map((header) => (
                  <th key={header} scope="col" className={cx(cell, header === 'Credits' || header === 'Balance' ? css({ textAlign: 'right' }) : '')}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="ledger-row">
                  <td className={cx(cell, css({ whiteSpace: 'nowrap' }))}>{when(entry.occurredAt)}</td>
                  <td className={cell}>
                    <Badge tone={entry.change > 0 ? 'success' : 'neutral'}>{KIND_LABELS[entry.kind] ?? entry.kind}</Badge> {entry.description}
                  </td>
                  <td className={cx(cell, css({ textAlign: 'right', fontWeight: 'semibold', color: entry.change > 0 ? 'ok.default' : 'fg.default' }))}>
                    {entry.change > 0 ? `+${entry.change}` : entry.change}
                  </td>
                  <td className={cx(cell, css({ textAlign: 'right' }))}>{entry.balanceAfter}</td>
                </tr>
              ))}
              {opening !== null ? (
                <tr>
                  <td className={cell} />
                  <td className={cx(cell, hint({ size: 'inherit' }))}>Opening balance</td>
                  <td className={cell} />
                  <td className={cx(cell, hint({ size: 'inherit', textAlign: 'right' }))} data-testid="opening-balance">
                    {opening}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      {ledger.hasNextPage ? (
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), css({ alignSelf: 'center' }))}
          onClick={() => void ledger.fetchNextPage()}
          disabled={ledger.isFetchingNextPage}
        >
          {ledger.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
        </button>
      ) : null}
    </div>
  );
}
