import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { SORT_FIELDS, type SortField } from '@domain/leads/domain/student-query.schema';
import type { Sort } from './students-table';

/** Spec 001 §9: the ten sort fields, and ADR 0026's freshness, as a member reads them. */
export const SORT_LABELS: Record<SortField, string> = {
  createdAt: 'Date added',
  studentName: 'Student name',
  gender: 'Gender',
  age: 'Age',
  stream: 'Academic stream',
  course: 'Course',
  entranceExam: 'Entrance exam',
  passingYear: 'Passing year',
  city: 'City',
  state: 'State',
  freshness: 'Freshness (last verified)',
};

const ORDER: SortField[] = ['createdAt', 'studentName', 'gender', 'age', 'stream', 'course', 'entranceExam', 'passingYear', 'city', 'state', 'freshness'];

type Props = { sort: Sort; onChange: (sort: Sort) => void };

/** Every sort field of the catalogue, and the order: the compact table's headers cannot hold all ten. */
export function SortControl({ sort, onChange }: Props) {
  const ascending = sort.sortOrder === 'asc';
  return (
    <div className={flex({ align: 'center', gap: '2' })}>
      <label htmlFor="portal-sort-by" className={hint({ whiteSpace: 'nowrap' })}>
        Sort by
      </label>
      {/* the label stands apart, so that its name is "Sort by" and not the text of every option */}
      <select
        id="portal-sort-by"
        className={css({
          h: '8',
          px: '2',
          borderRadius: 'md',
          borderWidth: '1px',
          borderColor: 'border.strong',
          bg: 'bg.canvas',
          fontSize: 'sm',
          color: 'fg.default',
          cursor: 'pointer',
          _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring' },
        })}
        value={sort.sortBy}
        // a new field starts ascending, as a click on a new column does; freshness starts with the freshest (ADR 0026)
        onChange={(event) => {
          const sortBy = event.target.value as SortField;
          onChange({ sortBy, sortOrder: sortBy === 'freshness' ? 'desc' : 'asc' });
        }}
      >
        {ORDER.filter((field) => SORT_FIELDS.includes(field)).map((field) => (
          <option key={field} value={field}>
            {SORT_LABELS[field]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'sm' })}
        aria-label={`Sort order: ${ascending ? 'ascending' : 'descending'}. Switch to ${ascending ? 'descending' : 'ascending'}`}
        onClick={() => onChange({ sortBy: sort.sortBy, sortOrder: ascending ? 'desc' : 'asc' })}
      >
        {ascending ? <ArrowUpNarrowWide size={16} aria-hidden /> : <ArrowDownWideNarrow size={16} aria-hidden />}
        {ascending ? 'Ascending' : 'Descending'}
      </button>
    </div>
  );
}
