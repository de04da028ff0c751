import { Download, Plus, Upload } from 'lucide-react';
import { css } from 'styled-system/css';
import { button, nativeSelect, toolbar } from 'styled-system/recipes';
import { ToolbarSearch } from '@/components/ui/toolbar-fields';
import type { AdminSearch } from '../admin-search';

export const STUDENT_FILTERS = [
  ['state', 'states', 'All states'],
  ['city', 'cities', 'All cities'],
  ['stream', 'streams', 'All streams'],
  ['gender', 'genders', 'All genders'],
] as const;
export type StudentFilterKey = (typeof STUDENT_FILTERS)[number][0];
type Lists = Record<(typeof STUDENT_FILTERS)[number][1], (string | number)[]>;

type Props = {
  search: string;
  onSearch: (text: string) => void;
  filters: Partial<Record<StudentFilterKey, string>>;
  lists: Lists;
  onFilter: (key: StudentFilterKey, value: string) => void;
  consent: AdminSearch['consent'];
  onConsent: (consent: AdminSearch['consent']) => void;
  onAdd: () => void;
  onBulkEdit: () => void;
  onDeleteSelected: () => void;
  onImport: () => void;
  onExport: () => void;
};

/** Search, the four filters, and the tab's actions. */
export function StudentsToolbar({ search, onSearch, filters, lists, onFilter, consent, onConsent, ...on }: Props) {
  return (
    <div className={toolbar()}>
      <ToolbarSearch label="Search students" placeholder="Search name, email or mobile" widest={280} value={search} onText={onSearch} />
      {STUDENT_FILTERS.map(([key, list, all]) => (
        <select
          key={key}
          aria-label={all.replace('All ', 'Filter by ')}
          className={nativeSelect()}
          value={filters[key] ?? 'all'}
          onChange={(e) => onFilter(key, e.target.value)}
        >
          <option value="all">{all}</option>
          {lists[list].map((o) => (
            <option key={String(o)} value={String(o)}>
              {String(o)}
            </option>
          ))}
        </select>
      ))}
      <select
        aria-label="Filter by consent"
        className={nativeSelect()}
        value={consent ?? 'all'}
        onChange={(e) => onConsent(e.target.value === 'all' ? undefined : (e.target.value as AdminSearch['consent']))}
      >
        <option value="all">Consent: all</option>
        <option value="recorded">Consent: recorded</option>
        <option value="not_recorded">Consent: not recorded</option>
        <option value="withdrawn">Consent: withdrawn</option>
      </select>
      <div className={css({ flex: 1 })} />
      <button type="button" className={button({ size: 'sm' })} onClick={on.onAdd}>
        <Plus size={16} aria-hidden /> Add Student
      </button>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={on.onBulkEdit}>
        Bulk Edit
      </button>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={on.onDeleteSelected}>
        Delete Selected
      </button>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={on.onImport}>
        <Upload size={16} aria-hidden /> Import CSV
      </button>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={on.onExport}>
        <Download size={16} aria-hidden /> Export CSV
      </button>
    </div>
  );
}
