import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { plural } from '@/lib/plural';
import { pageWindow, parseGoToPage } from './page-window';

/**
 * The one pagination bar (issue 25 §12): the portal, the saved students and every admin list page the same way —
 * "Showing 21–40 of 1,234 students", rows per page where the list lets you choose, first/previous/numbers/next/last and
 * a go-to-page box that says how many pages there are when asked for one that does not exist.
 */
type Props = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** every row the filters match, and how many a page holds */
  total: number;
  limit: number;
  /** what the rows are, singular and plural: ['student'], ['enquiry', 'enquiries'] */
  noun: [string, string?];
  totalIsEstimate?: boolean;
  /** said before the count, e.g. "3 selected" */
  lead?: string;
  /** a second line under the count (the result window's note) */
  note?: string | null;
  /** the rows-per-page choices; without them there is no choice */
  pageSizes?: readonly number[];
  onLimit?: (limit: number) => void;
};

const control = css({
  minW: '9',
  h: '9',
  px: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  fontSize: 'sm',
  cursor: 'pointer',
  display: 'inline-grid',
  placeItems: 'center',
  _hover: { bg: 'bg.muted' },
  _disabled: { opacity: 0.45, cursor: 'not-allowed' },
  '&[aria-current=page]': { bg: 'primary.default', color: 'fg.inverted', borderColor: 'primary.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring' },
});
const muted = hint({ display: 'flex', alignItems: 'center', gap: '2' });

function GoToPage({ page, totalPages, onPage }: Pick<Props, 'page' | 'totalPages' | 'onPage'>) {
  const [text, setText] = useState(String(page));
  // issue 25 §6: a page that does not exist reverts (spec 001), and says why instead of reverting silently
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => setText(String(page)), [page]);
  const commit = () => {
    const target = parseGoToPage(text, totalPages);
    setRefused(
      target === null && text.trim() !== String(page) ? `There ${totalPages === 1 ? 'is 1 page' : `are ${totalPages.toLocaleString('en-IN')} pages`}` : null,
    );
    if (target === null) setText(String(page));
    else if (target !== page) onPage(target);
  };
  return (
    <>
      <label className={`${muted} ${css({ ml: '3' })}`}>
        Go to page
        <input
          className={`${control} ${css({ w: '16', textAlign: 'center', cursor: 'text' })}`}
          inputMode="numeric"
          value={text}
          aria-describedby={refused ? 'go-to-page-refused' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setRefused(null);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') setText(String(page));
          }}
        />
      </label>
      <span id="go-to-page-refused" role="status" className={css({ fontSize: 'sm', color: 'error.default' })}>
        {refused}
      </span>
    </>
  );
}

export function Pagination(props: Props) {
  const { page, totalPages, onPage, total, limit, noun, totalIsEstimate, lead, note, pageSizes, onLimit } = props;
  const last = Math.max(1, totalPages);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  const count = `${totalIsEstimate ? 'about ' : ''}${plural(total, noun[0], noun[1])}`;
  return (
    <nav aria-label="Pagination" className={flex({ align: 'center', gap: '4', wrap: 'wrap', py: '3' })}>
      <div className={hint()}>
        <p>
          {lead ? `${lead} · ` : ''}
          {total > 0 ? `Showing ${from.toLocaleString('en-IN')}–${to.toLocaleString('en-IN')} of ${count}` : count}
        </p>
        {note ? <p data-testid="result-window-note">{note}</p> : null}
      </div>
      {pageSizes && onLimit ? (
        <label className={muted}>
          Rows per page
          <select className={control} value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className={flex({ gap: '1', ml: 'auto', align: 'center', wrap: 'wrap' })}>
        <button type="button" className={control} aria-label="First page" disabled={page <= 1} onClick={() => onPage(1)}>
          <ChevronsLeft size={16} aria-hidden />
        </button>
        <button type="button" className={control} aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft size={16} aria-hidden />
        </button>
        {pageWindow(page, last).map((item) =>
          typeof item === 'number' ? (
            <button
              key={item}
              type="button"
              className={control}
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
        <button type="button" className={control} aria-label="Next page" disabled={page >= last} onClick={() => onPage(page + 1)}>
          <ChevronRight size={16} aria-hidden />
        </button>
        <button type="button" className={control} aria-label="Last page" disabled={page >= last} onClick={() => onPage(last)}>
          <ChevronsRight size={16} aria-hidden />
        </button>
        {last > 1 ? <GoToPage page={page} totalPages={last} onPage={onPage} /> : null}
      </div>
    </nav>
  );
}
