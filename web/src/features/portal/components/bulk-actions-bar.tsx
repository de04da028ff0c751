import { Bookmark, Unlock, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';

type Props = {
  count: number;
  lockedCount: number;
  /** selected students who cannot be unlocked or saved (under 18 without consent, do not contact, withdrawn) */
  leftOut: number;
  credits: number;
  isPremium: boolean;
  onUnlock: () => void;
  onSave: () => void;
  onClear: () => void;
  /** issue 25 §6: "Select all N matching", when the page is all ticked */
  matching?: ReactNode;
};

/** Bulk actions on the selected rows; the bulk unlock button is disabled when credits are fewer than the locked students selected. */
export function BulkActionsBar({ count, lockedCount, leftOut, credits, isPremium, onUnlock, onSave, onClear, matching }: Props) {
  if (count === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        px: '4',
        py: '2.5',
        bg: 'primary.subtle',
        borderBottomWidth: '1px',
        borderColor: 'primary.emphasized',
      })}
    >
      <span className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.default', whiteSpace: 'nowrap' })}>{count} selected</span>
      {matching}
      {!isPremium ? (
        <button type="button" className={button({ size: 'sm' })} onClick={onUnlock} disabled={lockedCount === 0 || credits < lockedCount}>
          <Unlock size={14} aria-hidden /> Unlock Selected ({lockedCount})
        </button>
      ) : null}
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onSave} disabled={leftOut === count}>
        <Bookmark size={14} aria-hidden /> Save Selected
      </button>
      {leftOut > 0 ? (
        <span data-testid="bulk-left-out" className={hint()}>
          {leftOut === 1 ? '1 selected student cannot be contacted' : `${leftOut} selected students cannot be contacted`} (under 18 without consent, or asked
          not to be contacted): left out
        </span>
      ) : null}
      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onClear}>
        <X size={14} aria-hidden /> Clear Selection
      </button>
    </section>
  );
}
