import { css, cx } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import type { SortField } from '@domain/leads/domain/student-query.schema';
import type { StudentLead } from '../api/students';
import { ariaSort, type Sort, SortHeader } from './sort-header';
import { NO_CREDITS_ID, NO_CREDITS_REASON, StudentRow } from './student-row';
import { stickyRight, th } from './students-table.styles';

export type { Sort } from './sort-header';

type Props = {
  students: StudentLead[];
  sort: Sort;
  onSort: (field: SortField) => void;
  selected: Set<string>;
  onToggle: (id: string, shift: boolean) => void;
  onToggleAll: () => void;
  isPremium: boolean;
  outOfCredits: boolean;
  unlockHint?: string;
  saved: Record<string, boolean>;
  onView: (student: StudentLead) => void;
  onUnlock: (student: StudentLead) => void;
  onSave: (student: StudentLead) => void;
};

/**
 * The student leads, sized for the desktop: a fixed layout whose text cells cut long values (full text in the
 * tooltip), so the whole table, actions included, fits the card at 1280 px without scrolling sideways.
 * Every sort field is in the Sort by control above it; the headers sort their column's main field.
 */
export function StudentsTable({
  students,
  sort,
  onSort,
  selected,
  onToggle,
  onToggleAll,
  isPremium,
  outOfCredits,
  unlockHint,
  saved,
  onView,
  onUnlock,
  onSave,
}: Props) {
  const allSelected = students.length > 0 && students.every((s) => selected.has(s.id));
  return (
    <div className={css({ overflowX: 'auto' })}>
      {outOfCredits ? (
        <p id={NO_CREDITS_ID} className={visuallyHidden()}>
          {NO_CREDITS_REASON}
        </p>
      ) : null}
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
          {students.map((student) => (
            <StudentRow
              key={student.id}
              student={student}
              isSelected={selected.has(student.id)}
              isSaved={saved[student.id] ?? false}
              isPremium={isPremium}
              outOfCredits={outOfCredits}
              unlockHint={unlockHint}
              onToggle={onToggle}
              onView={onView}
              onUnlock={onUnlock}
              onSave={onSave}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
