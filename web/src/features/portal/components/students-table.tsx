import { ArrowDown, ArrowUp, ArrowUpDown, Bookmark, BookmarkCheck, Eye, Lock, Mail, Phone, Unlock } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { SortField } from '@domain/leads/domain/student-query.schema';
import type { StudentLead } from '../api/students';
import { MinorBadge, minorLocked } from './minor-notice';

export type Sort = { sortBy: SortField; sortOrder: 'asc' | 'desc' };

type Props = {
  students: StudentLead[];
  sort: Sort;
  onSort: (field: SortField) => void;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  isPremium: boolean;
  saved: Record<string, boolean>;
  onView: (student: StudentLead) => void;
  onUnlock: (student: StudentLead) => void;
  onSave: (student: StudentLead) => void;
};

const th = css({
  textAlign: 'left',
  px: '3',
  py: '2.5',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  bg: 'bg.subtle',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
const td = css({ px: '3', py: '2.5', fontSize: 'sm', verticalAlign: 'top', borderTopWidth: '1px', borderColor: 'border.default', overflow: 'hidden' });
/** one line, cut with an ellipsis; the full text is in the title (tooltip) */
const line = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const sub = css({ color: 'fg.muted', fontSize: 'xs' });
const iconButton = css({
  w: '8',
  h: '8',
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: 'md',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' },
});
/**
 * The actions stay in view even if a narrow window ever made the table scroll sideways. One background per cell
 * (the header's own, white for a row): two on one element would leave the winner to the stylesheet's order.
 */
const stickyRight = css({ position: 'sticky', right: '0', boxShadow: '-8px 0 8px -8px rgba(15, 23, 42, 0.12)' });
const actionsCell = cx(stickyRight, css({ bg: 'white' }));

function SortHeader({ field, label, sort, onSort }: { field: SortField; label: string; sort: Sort; onSort: (field: SortField) => void }) {
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
        _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' },
      })}
    >
      {label} <Icon size={12} aria-hidden />
    </button>
  );
}

const ariaSort = (sort: Sort, field: SortField) => (sort.sortBy === field ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined);
const joined = (...parts: (string | number | null | undefined)[]) => parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ');

/**
 * The student leads, sized for the desktop: a fixed layout whose text cells cut long values (full text in the
 * tooltip), so the whole table, actions included, fits the card at 1280 px without scrolling sideways.
 * Every sort field is in the Sort by control above it; the headers sort their column's main field.
 */
export function StudentsTable({ students, sort, onSort, selected, onToggle, onToggleAll, isPremium, saved, onView, onUnlock, onSave }: Props) {
  const allSelected = students.length > 0 && students.every((s) => selected.has(s.id));
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'separate', borderSpacing: '0', tableLayout: 'fixed' })}>
        <colgroup>
          <col className={css({ w: '10' })} />
          <col />
          <col className={css({ w: '22%' })} />
          <col />
          <col />
          <col className={css({ w: '24' })} />
          <col className={css({ w: isPremium ? '24' : '48' })} />
        </colgroup>
        <thead>
          <tr>
            <th className={th} scope="col">
              <input type="checkbox" aria-label="Select all students on this page" checked={allSelected} onChange={onToggleAll} />
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, 'studentName')}>
              <SortHeader field="studentName" label="Student" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col">
              Contact
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, 'stream')}>
              <SortHeader field="stream" label="Education" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, 'city')}>
              <SortHeader field="city" label="Location" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, 'createdAt')}>
              <SortHeader field="createdAt" label="Added" sort={sort} onSort={onSort} />
            </th>
            <th className={cx(th, stickyRight)} scope="col">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            const locked = !student.isUnlocked;
            const isSaved = saved[student.id] ?? false;
            const name = student.studentName || 'Unknown Student';
            const education = [joined(student.stream ?? 'N/A', student.course), joined(student.entranceExam, student.passingYear)];
            const place = [student.city ?? 'N/A', joined(student.district !== student.city ? student.district : null, student.state)];
            return (
              <tr key={student.id} className={css({ _hover: { bg: 'bg.subtle' } })} data-selected={selected.has(student.id) || undefined}>
                <td className={td}>
                  <input type="checkbox" aria-label={`Select ${name}`} checked={selected.has(student.id)} onChange={() => onToggle(student.id)} />
                </td>
                <td className={td}>
                  <div className={cx(line, css({ fontWeight: 'semibold' }))} title={name}>
                    {name}
                  </div>
                  <div className={cx(line, sub)}>{joined(student.gender, student.age ? `${student.age} yrs` : null) || 'N/A'}</div>
                  <MinorBadge minor={student.minor} />
                </td>
                <td className={td}>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontFamily: 'mono', fontSize: 'xs', minW: '0' })}>
                    <Mail size={12} aria-hidden className={css({ flexShrink: 0 })} />
                    <span data-testid="student-email" className={line} title={student.emailId ?? undefined}>
                      {student.emailId ?? 'N/A'}
                    </span>
                  </div>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontFamily: 'mono', fontSize: 'xs', mt: '1', minW: '0' })}>
                    <Phone size={12} aria-hidden className={css({ flexShrink: 0 })} />
                    <span data-testid="student-mobile" className={line}>
                      {student.mobileNumber ?? 'N/A'}
                    </span>
                    {locked ? <Lock size={12} aria-label="Locked" className={css({ color: 'accent.600', flexShrink: 0 })} /> : null}
                  </div>
                </td>
                <td className={td}>
                  <div className={line} title={education[0]}>
                    {education[0]}
                  </div>
                  <div className={cx(line, sub)} title={education[1] || undefined}>
                    {education[1] || 'N/A'}
                  </div>
                </td>
                <td className={td}>
                  <div className={line} title={place[0]}>
                    {place[0]}
                  </div>
                  <div className={cx(line, sub)} title={place[1] || undefined}>
                    {place[1] || 'N/A'}
                  </div>
                </td>
                <td className={cx(td, sub)}>{new Date(student.createdAt).toLocaleDateString('en-IN')}</td>
                <td className={cx(td, actionsCell)}>
                  <div className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
                    <button type="button" className={iconButton} aria-label={`View ${name}`} title="View details" onClick={() => onView(student)}>
                      <Eye size={16} aria-hidden />
                    </button>
                    {locked && !isPremium && !minorLocked(student) ? (
                      <button
                        type="button"
                        className={cx(button({ variant: 'outline', size: 'sm' }), css({ px: '2.5' }))}
                        aria-label={`Unlock ${name}`}
                        onClick={() => onUnlock(student)}
                      >
                        <Unlock size={14} aria-hidden /> Unlock
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={isSaved ? `Remove ${name} from saved` : `Save ${name}`}
                      title={isSaved ? 'Remove from saved' : 'Save to a collection'}
                      aria-pressed={isSaved}
                      onClick={() => onSave(student)}
                    >
                      {isSaved ? <BookmarkCheck size={16} aria-hidden className={css({ color: 'primary.default' })} /> : <Bookmark size={16} aria-hidden />}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
