import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { PAGE_SIZES } from '@domain/leads/domain/student-query.schema';
import { windowNote } from '@/lib/result-window';
import { pageWindow, parseGoToPage } from './page-window';

type Props = {
  page: number;
  totalPages: number;
  total: number;
  totalIsEstimate: boolean;
  /** ADR 0014: the rows that can be paged, or null when every page can be opened */
  resultWindow: number | null;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};

const pageButton = css({
  minW: '9',
  h: '9',
  px: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'white',
  fontSize: 'sm',
  cursor: 'pointer',
  display: 'inline-grid',
  placeItems: 'center',
  _hover: { bg: 'bg.muted' },
  _disabled: { opacity: 0.45, cursor: 'not-allowed' },
  '&[aria-current=page]': { bg: 'primary.default', color: 'white', borderColor: 'primary.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' },
});

export function Pagination({ page, totalPages, total, totalIsEstimate, resultWindow, limit, onPage, onLimit }: Props) {
  const [goTo, setGoTo] = useState(String(page));
  // issue 25 §6: a page that does not exist reverts (spec 001), and says why instead of reverting silently
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => setGoTo(String(page)), [page]);
  const commit = () => {
    const target = parseGoToPage(goTo, totalPages);
    setRefused(
      target === null && goTo.trim() !== String(page) ? `There ${totalPages === 1 ? 'is 1 page' : `are ${totalPages.toLocaleString('en-IN')} pages`}` : null,
    );
    if (target === null) setGoTo(String(page));
    else if (target !== page) onPage(target);
  };
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  const note = windowNote(total, resultWindow);
  return (
    <nav
      aria-label="Pagination"
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '4',
        flexWrap: 'wrap',
        px: '4',
        py: '3',
        borderTopWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <p>
          Showing {from.toLocaleString('en-IN')}–{to.toLocaleString('en-IN')} of {totalIsEstimate ? 'about ' : ''}
          {total.toLocaleString('en-IN')} students
        </p>
        {note ? <p data-testid="result-window-note">{note}</p> : null}
      </div>
      <label className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
        Rows per page
        <select className={pageButton} value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className={css({ display: 'flex', gap: '1', ml: 'auto', alignItems: 'center' })}>
        <button type="button" className={pageButton} aria-label="First page" disabled={page <= 1} onClick={() => onPage(1)}>
          <ChevronsLeft size={16} aria-hidden />
        </button>
        <button type="button" className={pageButton} aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft size={16} aria-hidden />
        </button>
        {pageWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <button
              key={item}
              type="button"
              className={pageButton}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onPage(item)}
            >
              {item}
            </button>
          ) : (
            <span key={item} aria-hidden className={css({ px: '1', color: 'fg.subtle' })}>
              …
            </span>
          ),
        )}
        <button type="button" className={pageButton} aria-label="Next page" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          <ChevronRight size={16} aria-hidden />
        </button>
        <button type="button" className={pageButton} aria-label="Last page" disabled={page >= totalPages} onClick={() => onPage(totalPages)}>
          <ChevronsRight size={16} aria-hidden />
        </button>
        <label className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted', ml: '3' })}>
          Go to page
          <input
            className={`${pageButton} ${css({ w: '16', textAlign: 'center', cursor: 'text' })}`}
            inputMode="numeric"
            value={goTo}
            aria-describedby={refused ? 'go-to-page-refused' : undefined}
            onChange={(event) => {
              setGoTo(event.target.value);
              setRefused(null);
            }}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
              if (event.key === 'Escape') setGoTo(String(page));
            }}
          />
        </label>
        <span id="go-to-page-refused" role="status" className={css({ fontSize: 'sm', color: 'error.default', minW: refused ? undefined : '0' })}>
          {refused}
        </span>
      </div>
    </nav>
  );
}
