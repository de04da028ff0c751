import { Search, X } from 'lucide-react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import type { FilterKey } from '@domain/leads/domain/student-query.schema';
import { useFilterOptions, type FilterOptionsQuery } from '../api/filter-options';
import type { Filters } from '../portal-search';

const yesNo = (values: boolean[] | undefined, yes: string, no: string) => (values ?? []).map((value) => ({ value: String(value), label: value ? yes : no }));
const plain = (values: (string | number)[] | undefined) => (values ?? []).map((value) => ({ value: String(value), label: String(value) }));
type Option = { value: string; label: string };
const verifiedLabels = ['Verified', 'Not verified'] as const;
const yesNoKeys: FilterKey[] = ['emailVerified', 'mobileVerified', 'whatsappVerified'];
/**
 * The chosen value stays shown while the options load (a shared link opens with its filters before the member's
 * session and the options arrive), and if the narrowed options no longer hold it.
 */
const withChosen = (key: FilterKey, options: Option[], chosen: string | undefined): Option[] => {
  if (!chosen || chosen === 'all' || options.some((option) => option.value === chosen)) return options;
  const label = yesNoKeys.includes(key) ? verifiedLabels[chosen === 'true' ? 0 : 1] : chosen;
  return [{ value: chosen, label }, ...options];
};

const selectClass = css({
  h: '10',
  px: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'white',
  fontSize: 'sm',
  w: 'full',
  cursor: 'pointer',
  _focusVisible: { outline: 'none', borderColor: 'brand.500', boxShadow: '0 0 0 3px token(colors.brand.200)' },
});

type Props = {
  enabled?: boolean;
  isPremium?: boolean;
  search: string;
  onSearch: (text: string) => void;
  filters: Filters;
  onFilter: (key: FilterKey, value: string) => void;
  onClear: () => void;
};

export function FilterPanel({ enabled = true, isPremium = false, search, onSearch, filters, onFilter, onClear }: Props) {
  const { data, isError } = useFilterOptions(filters as FilterOptionsQuery, enabled);
  const fields: { key: FilterKey; label: string; options: Option[] }[] = [
    { key: 'gender', label: 'Gender', options: plain(data?.genders) },
    { key: 'stream', label: 'Academic Stream', options: plain(data?.streams) },
    { key: 'state', label: 'State', options: plain(data?.states) },
    { key: 'city', label: 'City', options: plain(data?.cities) },
    { key: 'entranceExam', label: 'Entrance Exam', options: plain(data?.entranceExams) },
    { key: 'education', label: 'Current Education', options: plain(data?.educationLevels) },
    { key: 'passingYear', label: 'Passing Year', options: plain(data?.passingYears) },
    { key: 'pincode', label: 'PIN Code', options: plain(data?.pincodes) },
    { key: 'emailVerified', label: 'Email Status', options: yesNo(data?.emailVerifiedOptions, ...verifiedLabels) },
    { key: 'mobileVerified', label: 'Mobile Status', options: yesNo(data?.mobileVerifiedOptions, ...verifiedLabels) },
    { key: 'whatsappVerified', label: 'WhatsApp Status', options: yesNo(data?.whatsappVerifiedOptions, ...verifiedLabels) },
  ];
  const active = search !== '' || Object.values(filters).some((value) => value && value !== 'all');

  return (
    <section
      aria-label="Search and filters"
      className={css({ bg: 'white', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', boxShadow: 'card' })}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', mb: '4' })}>
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
        <button type="button" className={button({ variant: 'ghost' })} onClick={onClear} disabled={!active}>
          <X size={16} aria-hidden /> Clear All
        </button>
      </div>
      {isError ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'error.default', mb: '3' })}>
          Failed to fetch filter options
        </p>
      ) : null}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' }, gap: '3' })}>
        {fields.map((field) => (
          <label
            key={field.key}
            className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' })}
          >
            {field.label}
            <select className={selectClass} value={filters[field.key] ?? 'all'} onChange={(event) => onFilter(field.key, event.target.value)}>
              <option value="all">All</option>
              {withChosen(field.key, field.options, filters[field.key]).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </section>
  );
}
