import { ArrowDown, ArrowUp, ArrowUpDown, Bookmark, BookmarkCheck, Eye, Lock, Mail, Phone, Unlock } from 'lucide-react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { SortField } from '@domain/leads/domain/student-query.schema';
import type { StudentLead } from '../api/students';

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

const th = css({ textAlign: 'left', px: '3', py: '2.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em', bg: 'bg.subtle', whiteSpace: 'nowrap' });
const td = css({ px: '3', py: '3', fontSize: 'sm', verticalAlign: 'top', borderTopWidth: '1px', borderColor: 'border.default' });
const sub = css({ color: 'fg.muted', fontSize: 'xs' });
const iconButton = css({ w: '8', h: '8', display: 'inline-grid', placeItems: 'center', borderRadius: 'md', cursor: 'pointer', color: 'fg.muted', _hover: { bg: 'bg.muted', color: 'fg.default' }, _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' } });

function SortHeader({ field, label, sort, onSort }: { field: SortField; label: string; sort: Sort; onSort: (field: SortField) => void }) {
  const active = sort.sortBy === field;
  const Icon = !active ? ArrowUpDown : sort.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button type="button" onClick={() => onSort(field)} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', cursor: 'pointer', textTransform: 'inherit', fontWeight: 'inherit', color: active ? 'primary.default' : 'inherit', _hover: { color: 'fg.default' } })}>
      {label} <Icon size={12} aria-hidden />
    </button>
  );
}

const ariaSort = (sort: Sort, fields: SortField[]) => (fields.includes(sort.sortBy) ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined);

export function StudentsTable({ students, sort, onSort, selected, onToggle, onToggleAll, isPremium, saved, onView, onUnlock, onSave }: Props) {
  const allSelected = students.length > 0 && students.every((s) => selected.has(s.id));
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
        <thead>
          <tr>
            <th className={th} scope="col">
              <input type="checkbox" aria-label="Select all students on this page" checked={allSelected} onChange={onToggleAll} />
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, ['studentName'])}>
              <SortHeader field="studentName" label="Student" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col">Contact</th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, ['stream'])}>
              <SortHeader field="stream" label="Stream" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, ['course'])}>
              <SortHeader field="course" label="Course" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, ['entranceExam'])}>
              <SortHeader field="entranceExam" label="Exam" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, ['city'])}>
              <SortHeader field="city" label="City" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, ['state'])}>
              <SortHeader field="state" label="State" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col" aria-sort={ariaSort(sort, ['createdAt'])}>
              <SortHeader field="createdAt" label="Added" sort={sort} onSort={onSort} />
            </th>
            <th className={th} scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            const locked = !isPremium && !student.isUnlocked;
            const isSaved = saved[student.id] ?? false;
            return (
              <tr key={student.id} className={css({ _hover: { bg: 'bg.subtle' } })} data-selected={selected.has(student.id) || undefined}>
                <td className={td}>
                  <input type="checkbox" aria-label={`Select ${student.studentName}`} checked={selected.has(student.id)} onChange={() => onToggle(student.id)} />
                </td>
                <td className={td}>
                  <div className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{student.studentName || 'Unknown Student'}</div>
                  <div className={sub}>{[student.gender, student.age ? `${student.age} yrs` : null].filter(Boolean).join(' · ') || 'N/A'}</div>
                </td>
                <td className={td}>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontFamily: 'mono', fontSize: 'xs' })}>
                    <Mail size={12} aria-hidden /> <span data-testid="student-email">{student.emailId ?? 'N/A'}</span>
                  </div>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontFamily: 'mono', fontSize: 'xs', mt: '1' })}>
                    <Phone size={12} aria-hidden /> <span data-testid="student-mobile">{student.mobileNumber ?? 'N/A'}</span>
                    {locked ? <Lock size={12} aria-label="Locked" className={css({ color: 'accent.600' })} /> : null}
                  </div>
                </td>
                <td className={td}>{student.stream ?? 'N/A'}</td>
                <td className={td}>
                  {student.course ?? 'N/A'}
                  <div className={sub}>{student.passingYear ?? ''}</div>
                </td>
                <td className={`${td} ${css({ whiteSpace: 'nowrap' })}`}>{student.entranceExam ?? 'N/A'}</td>
                <td className={td}>{student.city ?? 'N/A'}</td>
                <td className={td}>{student.state ?? 'N/A'}</td>
                <td className={`${td} ${sub}`}>{new Date(student.createdAt).toLocaleDateString('en-IN')}</td>
                <td className={td}>
                  <div className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
                    <button type="button" className={iconButton} aria-label={`View ${student.studentName}`} onClick={() => onView(student)}>
                      <Eye size={16} aria-hidden />
                    </button>
                    {locked ? (
                      <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-label={`Unlock ${student.studentName}`} onClick={() => onUnlock(student)}>
                        <Unlock size={14} aria-hidden /> Unlock
                      </button>
                    ) : null}
                    <button type="button" className={iconButton} aria-label={isSaved ? `Remove ${student.studentName} from saved` : `Save ${student.studentName}`} aria-pressed={isSaved} onClick={() => onSave(student)}>
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
