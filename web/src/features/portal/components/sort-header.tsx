import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { css } from 'styled-system/css';
import type { SortField } from '@domain/leads/domain/student-query.schema';

export type Sort = { sortBy: SortField; sortOrder: 'asc' | 'desc' };

export function SortHeader({ field, label, sort, onSort }: { field: SortField; label: string; sort: Sort; onSort: (field: SortField) => void }) {
  const active = sort.sortBy === field;
  const Icon = !active ? ArrowUpDown : sort.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(field)}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        cursor: 'pointer',
        textTransform: 'inherit',
        fontWeight: 'inherit',
        letterSpacing: 'inherit',
        color: active ? 'primary.default' : 'inherit',
        _hover: { color: 'fg.default' },
        _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring' },
      })}
    >
      {label} <Icon size={12} aria-hidden />
    </button>
  );
}

export const ariaSort = (sort: Sort, field: SortField) => (sort.sortBy === field ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined);
