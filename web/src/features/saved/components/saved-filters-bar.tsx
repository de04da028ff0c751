import { Search, X } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, grid, hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { filterValueLabel, withChosen } from '@/lib/filter-choices';
import { FILTERS, type FilterKey, type SavedFilters } from './saved-filtering';

type Props = {
  search: string;
  filters: SavedFilters;
  options: Record<FilterKey, string[]>;
  onSearch: (value: string) => void;
  onFilter: (key: FilterKey | 'dnd', value: string) => void;
  onClearAll: () => void;
};

/** Search plus the eleven filters; options are the distinct values of the saved list. */
export function SavedFiltersBar({ search, filters, options, onSearch, onFilter, onClearAll }: Props) {
  const anyActive = Boolean(search.trim()) || Object.values(filters).some((value) => value && value !== 'all');
  return (
    <section
      aria-label="Search and filters"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderBottomWidth: '1px', borderColor: 'border.default' })}
    >
      <div className={flex({ gap: '3', align: 'center' })}>
        <div className={css({ position: 'relative', flex: '1' })}>
          <Search size={16} aria-hidden className={css({ position: 'absolute', left: '3', top: '50%', transform: 'translateY(-50%)', color: 'fg.subtle' })} />
          <input
            type="search"
            aria-label="Search saved students"
            placeholder="Search by name, stream, city, state, course, board or email"
            className={`${input()} ${css({ pl: '9' })}`}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
        <button type="button" className={button({ variant: 'ghost' })} onClick={onClearAll} disabled={!anyActive}>
          <X size={16} aria-hidden /> Clear All
        </button>
      </div>
      <div className={grid({ gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '3' })}>
        {FILTERS.map(({ key, label }) => (
          <label key={key} className={hint({ size: 'xs', display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })}>
            {label}
            <select className={`${input()} ${css({ h: '9' })}`} value={filters[key] ?? 'all'} onChange={(event) => onFilter(key, event.target.value)}>
              <option value="all">All</option>
              {withChosen(options[key], filters[key]).map((value) => (
                <option key={value} value={value}>
                  {filterValueLabel(key, value)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <label className={hint({ size: 'sm', display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', color: 'fg.default' })}>
        <input type="checkbox" checked={filters.dnd === 'exclude'} onChange={(event) => onFilter('dnd', event.target.checked ? 'exclude' : 'all')} />
        Hide DND numbers
        <span className={hint({ size: 'xs' })}>(on India's do-not-disturb register: no promotional calls or SMS)</span>
      </label>
    </section>
  );
}
