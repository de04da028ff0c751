import { ArrowDown, ArrowUp, Eraser, Pencil, Trash2 } from 'lucide-react';
import { CONSENT_STATUS_LABELS } from '@domain/privacy/domain/consent.schema';
import { Badge } from '@/components/ui/badge';
import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { button, dataTable } from 'styled-system/recipes';
import type { ListStudentsResponse } from '@/api/types.gen';
import type { AdminSearch } from '../admin-search';

export type Student = ListStudentsResponse['students'][number];
type SortField = AdminSearch['sortBy'];

const COLUMNS: [SortField & keyof Student, string][] = [
  ['studentName', 'Name'],
  ['mobileNumber', 'Mobile'],
  ['emailId', 'Email'],
  ['stream', 'Stream'],
  ['course', 'Course'],
  ['city', 'City'],
  ['state', 'State'],
  ['gender', 'Gender'],
  ['age', 'Age'],
  ['dataSource', 'Provenance'],
];
const LAST = COLUMNS.length - 1;
const TRUNCATED = new Set<string>(['emailId', 'studentName', 'course', 'dataSource']);
// 7rem each keeps every column and the actions inside the card at 1280 px (the sweep measures it)
const truncated = css({ display: 'block', maxW: '28', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const table = dataTable({ density: 'compact' });

type Props = {
  rows: Student[];
  sort: Pick<AdminSearch, 'sortBy' | 'sortOrder'>;
  onSort: (field: SortField) => void;
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
  onErase: (student: Student) => void;
  onConsent: (student: Student) => void;
};

const CONSENT_TONE = { recorded: 'success', not_recorded: 'neutral', withdrawn: 'danger' } as const;

/** The Students tab's table: sortable columns, a checkbox per row, and edit, delete and erase per student. */
export function StudentsAdminTable({ rows, sort, onSort, selected, onSelect, onEdit, onDelete, onErase, onConsent }: Props) {
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <div className={table.frame}>
      <table className={table.table}>
        <thead>
          <tr>
            <th>
              <input
                type="checkbox"
                aria-label="Select all students on this page"
                checked={allOnPage}
                onChange={() => onSelect(allOnPage ? new Set() : new Set(rows.map((r) => r.id)))}
              />
            </th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} aria-sort={sort.sortBy === key ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}>
                <button
                  type="button"
                  onClick={() => onSort(key)}
                  className={css({ display: 'inline-flex', gap: '1', alignItems: 'center', cursor: 'pointer', fontWeight: 'semibold' })}
                >
                  {label}
                  {sort.sortBy === key ? sort.sortOrder === 'asc' ? <ArrowUp size={14} aria-hidden /> : <ArrowDown size={14} aria-hidden /> : null}
                </button>
              </th>
            ))}
            <th>
              <span className={visuallyHidden()}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <td>
                <input type="checkbox" aria-label={`Select ${s.studentName}`} checked={selected.has(s.id)} onChange={() => toggle(s.id)} />
              </td>
              {COLUMNS.map(([key], index) => {
                const text = String(s[key] ?? '—');
                // the last column (Provenance) holds the record's source and its consent: one column fewer at 1280 px
                if (index === LAST)
                  return (
                    <td key={key}>
                      <span title={text} className={truncated}>
                        {text}
                      </span>
                      <ConsentButton student={s} onConsent={onConsent} />
                    </td>
                  );
                // long e-mails, names, courses and sources are cut to keep every column and the actions in view at 1280 px
                return TRUNCATED.has(key) ? (
                  <td key={key}>
                    <span title={text} className={truncated}>
                      {text}
                    </span>
                  </td>
                ) : (
                  <td key={key}>{text}</td>
                );
              })}
              <td className={css({ whiteSpace: 'nowrap' })}>
                <button type="button" aria-label={`Edit ${s.studentName}`} className={button({ variant: 'ghost', size: 'sm' })} onClick={() => onEdit(s)}>
                  <Pencil size={15} />
                </button>
                <button type="button" aria-label={`Delete ${s.studentName}`} className={button({ variant: 'ghost', size: 'sm' })} onClick={() => onDelete(s)}>
                  <Trash2 size={15} />
                </button>
                <button
                  type="button"
                  aria-label={`Erase ${s.studentName} (personal data erasure)`}
                  title="Erase personal data"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={() => onErase(s)}
                >
                  <Eraser size={15} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The record's consent state; the badge is the button that opens its provenance and consent (issue 16). */
function ConsentButton({ student, onConsent }: { student: Student; onConsent: (student: Student) => void }) {
  return (
    <button
      type="button"
      aria-label={`Consent of ${student.studentName}: ${CONSENT_STATUS_LABELS[student.consentStatus]}`}
      title={`Consent: ${CONSENT_STATUS_LABELS[student.consentStatus]}. Open the record's provenance and consent`}
      className={css({ mt: '1', cursor: 'pointer', borderRadius: 'full', _focusVisible: { outline: '2px solid', outlineColor: 'focus.field' } })}
      onClick={() => onConsent(student)}
    >
      <Badge tone={CONSENT_TONE[student.consentStatus]}>{CONSENT_STATUS_LABELS[student.consentStatus]}</Badge>
    </button>
  );
}
