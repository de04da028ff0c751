import { useEffect, useMemo, useState } from 'react';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { ListRefusalState } from '@/components/ui/list-refusal-state';
import { listRefusal, windowNote } from '@/lib/result-window';
import { useSearchBox } from '@/lib/use-search-box';
import { STUDENT_PAGE_SIZES, type AdminSearch } from '../admin-search';
import { downloadCsv } from '../api/download-csv';
import { useStudents } from '../api/list-students';
import { useStudentFilterOptions } from '../api/student-filter-options';
import { formatNumber } from './list-parts';
import { ListAlert } from '@/components/ui/list-alert';
import { Pagination } from '@/components/ui/pagination';
import { StudentsAdminTable, type Student } from './students-admin-table';
import { StudentsTabDialogs, type StudentsDialog } from './students-tab-dialogs';
import { STUDENT_FILTERS, StudentsToolbar, type StudentFilterKey } from './students-toolbar';
import { useAdminView } from './use-admin-view';
import { useSelectPageShortcut } from './use-select-page-shortcut';

/** The catalogue for admins: search, filters, sort and page in the address bar; add, edit, delete, erase, import, export. */
export function StudentsTab() {
  const { search: view, set } = useAdminView();
  // any change of search, filters, sort or page size goes back to page 1
  const box = useSearchBox(view.studentSearch ?? '', (text) => set({ studentSearch: text || undefined, studentPage: 1 }, true));
  const filters = Object.fromEntries(STUDENT_FILTERS.map(([key]) => [key, view[key]]).filter(([, value]) => value !== undefined)) as Partial<
    Record<StudentFilterKey, string>
  >;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<StudentsDialog>(null);
  // a new search, filter, sort, page size or page clears the selection
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the selection whenever the view changes; the view is the trigger, not an input
  useEffect(
    () => setSelected(new Set()),
    [JSON.stringify([view.studentSearch, filters, view.consent, view.sortBy, view.sortOrder, view.studentLimit, view.studentPage])],
  );

  const students = useStudents({
    page: view.studentPage,
    limit: view.studentLimit,
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    ...(view.studentSearch ? { search: view.studentSearch } : {}),
    ...(view.consent ? { consent: view.consent } : {}),
    ...(filters as { gender?: AdminSearch['gender'] }),
  });
  const options = useStudentFilterOptions(filters as { gender?: AdminSearch['gender'] });
  const rows = students.data?.students ?? [];
  const refusal = listRefusal(students.error);
  const note = windowNote(students.data?.total ?? 0, students.data?.resultWindow);
  const fallbackOptions = useMemo(
    () => ({
      states: [...new Set(rows.map((r) => r.state).filter(Boolean))] as string[],
      cities: [...new Set(rows.map((r) => r.city).filter(Boolean))] as string[],
      streams: [...new Set(rows.map((r) => r.stream).filter(Boolean))] as string[],
      genders: ['Male', 'Female', 'Other'],
    }),
    [rows],
  );
  useSelectPageShortcut(
    rows.map((r) => r.id),
    setSelected,
  );

  const toggleSort = (by: AdminSearch['sortBy']) =>
    set({ sortBy: by, sortOrder: view.sortBy === by && view.sortOrder === 'asc' ? 'desc' : 'asc', studentPage: 1 });
  const changeLimit = (n: AdminSearch['studentLimit']) => {
    if (n >= 500)
      notify({ title: 'Large Dataset Warning', description: `Loading ${n} rows may impact performance. Consider using filters to narrow results.` });
    set({ studentLimit: n, studentPage: 1 });
  };
  const exportCsv = () =>
    downloadCsv('students').catch(() =>
      notify({ title: 'Export Failed', description: 'Failed to export student leads. Please try again.', variant: 'destructive' }),
    );
  const needSelection = (next: () => void) => () =>
    selected.size === 0 ? notify({ title: 'No Selection', description: 'Please select students first.', variant: 'destructive' }) : next();
  const show = (next: StudentsDialog) => () => setDialog(next);

  return (
    <div>
      <StudentsToolbar
        search={box.text}
        onSearch={box.setText}
        filters={filters}
        lists={options.data ?? fallbackOptions}
        onFilter={(key: StudentFilterKey, value: string) => set({ [key]: value === 'all' ? undefined : value, studentPage: 1 } as Partial<AdminSearch>)}
        consent={view.consent}
        onConsent={(consent) => set({ consent, studentPage: 1 })}
        onAdd={show({ kind: 'add' })}
        onBulkEdit={needSelection(show({ kind: 'bulk' }))}
        onDeleteSelected={needSelection(show({ kind: 'bulk-delete' }))}
        onImport={show({ kind: 'import' })}
        onExport={exportCsv}
      />
      {options.isError ? (
        <ListAlert
          title="Filter options unavailable"
          description="Failed to load filter metadata. Using options from the current page only."
          onRetry={() => options.refetch()}
        />
      ) : null}
      {refusal ? (
        <ListRefusalState
          refusal={refusal}
          onNarrow={() => set({ ...Object.fromEntries(STUDENT_FILTERS.map(([key]) => [key, undefined])), studentSearch: undefined, studentPage: 1 })}
          onFirstPage={() => set({ studentPage: 1 })}
        />
      ) : students.isError ? (
        <ListAlert title="Failed to load students" description="The students API responded with an error. Please retry." onRetry={() => students.refetch()} />
      ) : null}
      {refusal ? null : students.isPending ? (
        <LoadingState label="Loading students…" />
      ) : rows.length === 0 && !students.isError ? (
        <EmptyState title="No students found" description="Change the search or filters, or add and import students." />
      ) : rows.length > 0 ? (
        <StudentsAdminTable
          rows={rows}
          sort={view}
          onSort={toggleSort}
          selected={selected}
          onSelect={setSelected}
          onEdit={(student: Student) => setDialog({ kind: 'edit', student })}
          onDelete={(student) => setDialog({ kind: 'delete', student })}
          onErase={(student) => setDialog({ kind: 'erase', student })}
          onConsent={(student) => setDialog({ kind: 'consent', student })}
        />
      ) : null}
      <Pagination
        page={view.studentPage}
        totalPages={students.data?.totalPages ?? 1}
        total={students.data?.total ?? 0}
        totalIsEstimate={students.data?.totalIsEstimate}
        limit={view.studentLimit}
        noun={['student']}
        lead={selected.size > 0 ? `${formatNumber(selected.size)} selected` : undefined}
        note={note}
        pageSizes={STUDENT_PAGE_SIZES}
        onLimit={(n) => changeLimit(n as AdminSearch['studentLimit'])}
        onPage={(studentPage) => set({ studentPage })}
      />
      <StudentsTabDialogs dialog={dialog} onClose={() => setDialog(null)} selected={selected} onDeselect={() => setSelected(new Set())} />
    </div>
  );
}
