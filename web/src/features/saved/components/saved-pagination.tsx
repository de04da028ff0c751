import { ChevronLeft, ChevronRight } from 'lucide-react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { SAVED_PAGE_SIZES } from '../saved-search';
import { plural } from '@/lib/plural';

type Props = { page: number; limit: number; total: number; onPage: (page: number) => void; onLimit: (limit: number) => void };

export function SavedPagination({ page, limit, total, onPage, onLimit }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  return (
    <nav
      aria-label="Pagination"
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '4',
        px: '4',
        py: '3',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        fontSize: 'sm',
      })}
    >
      <p className={css({ color: 'fg.muted' })}>
        Showing {from}–{Math.min(page * limit, total)} of {plural(total, 'student')}
      </p>
      <label className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' })}>
        Rows per page
        <select
          className={css({ h: '8', px: '2', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', bg: 'white' })}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
        >
          {SAVED_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft size={16} aria-hidden /> Previous
        </button>
        <span className={css({ color: 'fg.muted' })}>
          Page {page} of {pages}
        </span>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next <ChevronRight size={16} aria-hidden />
        </button>
      </div>
    </nav>
  );
}
