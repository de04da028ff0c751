import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { listCreditLedgerOptions } from '@/api/@tanstack/react-query.gen';
import { formatDay } from '@/lib/dates';

const SEEN_KEY = 'edureach.refunds-seen';
const RECENT_MS = 30 * 86_400_000;

const readSeen = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};

/**
 * Issue 25 §2: credits given back (an undone import, an approved report of wrong data) are said where the member
 * works, not only in the credit history, until dismissed on this browser. Read from the newest ledger rows.
 */
export function RefundNotice({ enabled }: { enabled: boolean }) {
  const ledger = useQuery({ ...listCreditLedgerOptions({ query: { limit: 10 } }), enabled, staleTime: 60_000 });
  const [seen, setSeen] = useState(readSeen);
  const fresh = (ledger.data?.entries ?? []).filter(
    (entry) => entry.kind === 'refund' && !seen.includes(entry.id) && Date.now() - Date.parse(entry.occurredAt) < RECENT_MS,
  );
  if (fresh.length === 0) return null;
  const dismiss = () => {
    const next = [...seen, ...fresh.map((entry) => entry.id)].slice(-50);
    localStorage.setItem(SEEN_KEY, JSON.stringify(next));
    setSeen(next);
  };
  return (
    <section
      role="status"
      aria-label="Credits refunded"
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', bg: 'ok.subtle', color: 'ok.default', borderRadius: 'md', p: '4' })}
    >
      <Undo2 size={20} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
      <ul className={css({ flex: '1', minW: '0', fontSize: 'sm', display: 'grid', gap: '1' })}>
        {fresh.map((entry) => (
          <li key={entry.id}>
            <strong>
              {entry.change} {entry.change === 1 ? 'credit' : 'credits'} refunded on {formatDay(entry.occurredAt)}:
            </strong>{' '}
            {entry.description.replace(/^Refund: /, '')}. They are back in your balance.
          </li>
        ))}
      </ul>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={dismiss}>
        Dismiss
      </button>
    </section>
  );
}
