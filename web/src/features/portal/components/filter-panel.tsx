import { Search, X } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, grid, hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import type { FilterKey } from '@domain/leads/domain/student-query.schema';
import { useFilterOptions, type FilterOptionsQuery } from '../api/filter-options';
import type { Filters, PortalFilterKey } from '../portal-search';
import { filterValueLabel, withChosen } from '@/lib/filter-choices';

/** A facet's values as the select's option values ('true'/'false' for the contact statuses). */
const values = (list: readonly (string | number | boolean)[] | undefined) => (list ?? []).map(String);

const selectClass = css({
  h: '10',
  px: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.canvas',
  fontSize: 'sm',
  w: 'full',
  cursor: 'pointer',
  _focusVisible: { outline: 'none', borderColor: 'focus.field', boxShadow: '0 0 0 3px token(colors.focus.halo)' },
});

type Props = {
  enabled?: boolean;
  isPremium?: boolean;
  search: string;
  onSearch: (text: string) => void;
  filters: Filters;
  onFilter: (key: PortalFilterKey, value: string) => void;
  onClear: () => void;
  /** issue 25 §6: how many students the filters match, said beside them */
  matches?: { total: number; isEstimate: boolean };
};

export function FilterPanel({ enabled = true, isPremium = false, search, onSearch, filters, onFilter, onClear, matches }: Props) {
  const { data, isError } = useFilterOptions(filters as FilterOptionsQuery, enabled);
  const fields: { key: FilterKey; label: string; options: string[] }[] = [
    { key: 'gender', label: 'Gender', options: values(data?.genders) },
    { key: 'stream', label: 'Academic Stream', options: values(data?.streams) },
    { key: 'state', label: 'State', options: values(data?.states) },
    { key: 'city', label: 'City', options: values(data?.cities) },
    { key: 'entranceExam', label: 'Entrance Exam', options: values(data?.entranceExams) },
    { key: 'education', label: 'Current Education', options: values(data?.educationLevels) },
    { key: 'passingYear', label: 'Passing Year', options: values(data?.passingYears) },
    { key: 'pincode', label: 'PIN Code', options: values(data?.pincodes) },
    { key: 'emailVerified', label: 'Email Status', options: values(data?.emailVerifiedOptions) },
    { key: 'mobileVerified', label: 'Mobile Status', options: values(data?.mobileVerifiedOptions) },
    { key: 'whatsappVerified', label: 'WhatsApp Status', options: values(data?.whatsappVerifiedOptions) },
    // ADR 0026: the e-mail or the mobile verified within so many days
    { key: 'verifiedWithin', label: 'Verified within', options: ['30', '90', '365'] },
  ];
  const active = search !== '' || Object.values(filters).some((value) => value && value !== 'all');

  return (
    <section
      aria-label="Search and filters"
      className={css({ bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', px: '4', py: '3', boxShadow: 'card' })}
    >
      <div className={flex({ gap: '3', align: 'center', mb: '3' })}>
        <div className={css({ position: 'relative', flex: '1' })}>
          <Search size={16} aria-hidden className={css({ position: 'absolute', left: '3', top: '50%', transform: 'translateY(-50%)', color: 'fg.subtle' })} />
          <input
            type="search"
            aria-label="Search students"
            // the server searches e-mail and mobile only for premium members, who see them unmasked
            placeholder={
              isPremium ? 'Search by name, email, mobile, city, state, stream, course or college' : 'Search by name, city, state, stream, course or college'
            }
            className={`${input()} ${css({ pl: '9' })}`}
            value={search}
            maxLength={100}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
        <output data-testid="match-count" aria-live="polite" className={css({ fontSize: 'sm', fontWeight: 'semibold', whiteSpace: 'nowrap' })}>
          {matches ? `${matches.isEstimate ? 'about ' : ''}${matches.total.toLocaleString('en-IN')} ${matches.total === 1 ? 'student' : 'students'}` : ''}
        </output>
        <button type="button" className={button({ variant: 'ghost' })} onClick={onClear} disabled={!active}>
          <X size={16} aria-hidden /> Clear All
        </button>
      </div>
      {isError ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'error.default', mb: '3' })}>
          Failed to fetch filter options
        </p>
      ) : null}
      <div className={grid({ gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' }, columnGap: '3', rowGap: '2' })}>
        {fields.map((field) => (
          <label key={field.key} className={hint({ size: 'xs', display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'semibold' })}>
            {field.label}
            <select className={selectClass} value={filters[field.key] ?? 'all'} onChange={(event) => onFilter(field.key, event.target.value)}>
              <option value="all">All</option>
              {withChosen(field.options, filters[field.key]).map((value) => (
                <option key={value} value={value}>
                  {filterValueLabel(field.key, value)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </section>
  );
}
