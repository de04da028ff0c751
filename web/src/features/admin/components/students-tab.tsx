import { ArrowDown, ArrowUp, Download, Eraser, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import type { ListStudentsResponse } from '@/api/types.gen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useEraseStudent } from '../api/audit-log';
import { useBulkDeleteStudents, useDeleteStudent } from '../api/delete-students';
import { downloadCsv } from '../api/download-csv';
import { useStudents, type StudentQuery } from '../api/list-students';
import { useStudentFilterOptions } from '../api/student-filter-options';
import { BulkEditDialog } from './bulk-edit-dialog';
import { ImportDialog } from './import-dialog';
import { formatNumber, ListAlert, Pagination, selectStyle, tableStyle, toolbar } from './list-parts';
import { StudentFormDialog } from './student-form-dialog';

type Student = ListStudentsResponse['students'][number];
const PAGE_SIZES = [10, 25, 50, 100, 250, 500, 1000];
const COLUMNS: [keyof Student & string, string][] = [
  ['studentName', 'Name'], ['mobileNumber', 'Mobile'], ['emailId', 'Email'], ['stream', 'Stream'], ['course', 'Course'],
  ['city', 'City'], ['state', 'State'], ['gender', 'Gender'], ['age', 'Age'], ['dataSource', 'Source'],
];
const TRUNCATED = new Set<string>(['emailId', 'studentName', 'course']);
const truncated = css({ display: 'block', maxW: '40', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const compactCells = css({ '& th, & td': { px: '2' } });
const FILTERS = [['state', 'states', 'All states'], ['city', 'cities', 'All cities'], ['stream', 'streams', 'All streams'], ['gender', 'genders', 'All genders']] as const;

function useDebounced<T>(value: T, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Where Ctrl+A keeps its usual meaning: text being typed, and anything inside an open dialog. */
const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)) ||
    target.closest('[role="dialog"], [role="alertdialog"]') !== null);

export function StudentsTab() {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 500);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<{ by: string; order: 'asc' | 'desc' }>({ by: 'createdAt', order: 'desc' });
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<null | { kind: 'add' } | { kind: 'edit'; student: Student } | { kind: 'bulk' } | { kind: 'import' } | { kind: 'delete'; student: Student } | { kind: 'bulk-delete' } | { kind: 'erase'; student: Student }>(null);

  // any change of search, filters, sort or page size goes back to page 1 and clears the selection
  useEffect(() => { setPage(1); setSelected(new Set()); }, [debounced, filters, sort, limit]);
  useEffect(() => setSelected(new Set()), [page]);

  const query: StudentQuery = { page, limit: limit as StudentQuery['limit'], sortBy: sort.by as never, sortOrder: sort.order, ...(debounced ? { search: debounced } : {}), ...filters };
  const students = useStudents(query);
  const options = useStudentFilterOptions(filters);
  const rows = students.data?.students ?? [];
  const fallbackOptions = useMemo(() => ({
    states: [...new Set(rows.map((r) => r.state).filter(Boolean))] as string[], cities: [...new Set(rows.map((r) => r.city).filter(Boolean))] as string[],
    streams: [...new Set(rows.map((r) => r.stream).filter(Boolean))] as string[], genders: ['Male', 'Female', 'Other'],
  }), [rows]);
  const lists = options.data ?? fallbackOptions;
  const deleteOne = useDeleteStudent();
  const deleteMany = useBulkDeleteStudents();
  const erase = useEraseStudent();

  const toggleSort = (by: string) => setSort((s) => (s.by === by ? { by, order: s.order === 'asc' ? 'desc' : 'asc' } : { by, order: 'asc' }));
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  // Spec 001: Ctrl+A (⌘A) selects the page whenever this tab is shown, wherever focus is, except in a text field or a dialog
  const pageIds = useRef<string[]>([]);
  pageIds.current = rows.map((r) => r.id);
  useEffect(() => {
    const selectPage = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'a' || isTextEntry(event.target)) return;
      event.preventDefault();
      setSelected(new Set(pageIds.current));
    };
    document.addEventListener('keydown', selectPage);
    return () => document.removeEventListener('keydown', selectPage);
  }, []);
  const changeLimit = (n: number) => {
    if (n >= 500) notify({ title: 'Large Dataset Warning', description: `Loading ${n} rows may impact performance. Consider using filters to narrow results.` });
    setLimit(n);
  };
  const exportCsv = () => downloadCsv('/api/students/export/csv', 'students.csv').catch(() =>
    notify({ title: 'Export Failed', description: 'Failed to export student leads. Please try again.', variant: 'destructive' }));

  const confirmDelete = async () => {
    if (dialog?.kind === 'delete') {
      try {
        await deleteOne.mutateAsync({ path: { id: dialog.student.id } });
        notify({ title: 'Student deleted successfully!', variant: 'success' });
      } catch (error) {
        notify({ title: 'Error', description: serverMessage(error, 'Failed to delete student'), variant: 'destructive' });
      }
    } else if (dialog?.kind === 'bulk-delete') {
      try {
        await deleteMany.mutateAsync({ body: { studentIds: [...selected] } });
        notify({ title: 'Selected students deleted successfully', variant: 'success' });
        setSelected(new Set());
      } catch (error) {
        notify({ title: 'Error', description: serverMessage(error, 'Failed to delete selected students'), variant: 'destructive' });
      }
    }
    setDialog(null);
  };
  // DPDP Act 2023 erasure: unlike Delete, it also clears members' collections and notes and anonymises unlocks and the ledger
  const confirmErase = async () => {
    if (dialog?.kind !== 'erase') return;
    try {
      await erase.mutateAsync({ path: { id: dialog.student.id } });
      notify({ title: 'Student erased', description: 'Removed everywhere; unlocks and credit history keep only an anonymous record.', variant: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to erase the student'), variant: 'destructive' });
    }
    setDialog(null);
  };
  const needSelection = (next: () => void) => () => (selected.size === 0 ? notify({ title: 'No Selection', description: 'Please select students first.', variant: 'destructive' }) : next());

  return (
    <div>
      <div className={toolbar}>
        <input aria-label="Search students" placeholder="Search name, email or mobile" className={input()} style={{ maxWidth: 280 }} value={search} onChange={(e) => setSearch(e.target.value)} />
        {FILTERS.map(([key, list, all]) => (
          <select key={key} aria-label={all.replace('All ', 'Filter by ')} className={selectStyle} value={filters[key] ?? 'all'}
            onChange={(e) => setFilters((f) => { const next = { ...f }; if (e.target.value === 'all') delete next[key]; else next[key] = e.target.value; return next; })}>
            <option value="all">{all}</option>
            {(lists[list] as (string | number)[]).map((o) => <option key={String(o)} value={String(o)}>{String(o)}</option>)}
          </select>
        ))}
        <div className={css({ flex: 1 })} />
        <button type="button" className={button({ size: 'sm' })} onClick={() => setDialog({ kind: 'add' })}><Plus size={16} aria-hidden /> Add Student</button>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={needSelection(() => setDialog({ kind: 'bulk' }))}>Bulk Edit</button>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={needSelection(() => setDialog({ kind: 'bulk-delete' }))}>Delete Selected</button>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setDialog({ kind: 'import' })}><Upload size={16} aria-hidden /> Import CSV</button>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={exportCsv}><Download size={16} aria-hidden /> Export CSV</button>
      </div>
      {options.isError ? <ListAlert title="Filter options unavailable" description="Failed to load filter metadata. Using options from the current page only." onRetry={() => options.refetch()} /> : null}
      {students.isError ? <ListAlert title="Failed to load students" description="The students API responded with an error. Please retry." onRetry={() => students.refetch()} /> : null}
      {students.isPending ? <LoadingState label="Loading students…" /> : rows.length === 0 && !students.isError ? (
        <EmptyState title="No students found" description="Change the search or filters, or add and import students." />
      ) : rows.length > 0 ? (
        <div className={css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.canvas' })}>
          <table className={`${tableStyle} ${compactCells}`}>
            <thead>
              <tr>
                <th><input type="checkbox" aria-label="Select all students on this page" checked={allOnPage} onChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r.id)))} /></th>
                {COLUMNS.map(([key, label]) => (
                  <th key={key} aria-sort={sort.by === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                    <button type="button" onClick={() => toggleSort(key)} className={css({ display: 'inline-flex', gap: '1', alignItems: 'center', cursor: 'pointer', fontWeight: 'semibold' })}>
                      {label}
                      {sort.by === key ? (sort.order === 'asc' ? <ArrowUp size={14} aria-hidden /> : <ArrowDown size={14} aria-hidden />) : null}
                    </button>
                  </th>
                ))}
                <th><span className={css({ srOnly: true })}>Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <td><input type="checkbox" aria-label={`Select ${s.studentName}`} checked={selected.has(s.id)} onChange={() => setSelected((set) => { const next = new Set(set); if (next.has(s.id)) next.delete(s.id); else next.add(s.id); return next; })} /></td>
                  {COLUMNS.map(([key]) => {
                    const text = String(s[key] ?? '—');
                    // long e-mails and names are cut to keep every column and the actions in view at 1280 px
                    return TRUNCATED.has(key) ? <td key={key}><span title={text} className={truncated}>{text}</span></td> : <td key={key}>{text}</td>;
                  })}
                  <td className={css({ whiteSpace: 'nowrap' })}>
                    <button type="button" aria-label={`Edit ${s.studentName}`} className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setDialog({ kind: 'edit', student: s })}><Pencil size={15} /></button>
                    <button type="button" aria-label={`Delete ${s.studentName}`} className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setDialog({ kind: 'delete', student: s })}><Trash2 size={15} /></button>
                    <button type="button" aria-label={`Erase ${s.studentName} (personal data erasure)`} title="Erase personal data" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setDialog({ kind: 'erase', student: s })}><Eraser size={15} /></button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
        <span>
          {selected.size > 0 ? `${selected.size} selected · ` : ''}{formatNumber(students.data?.total ?? 0)} students
        </span>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          Rows per page
          <select className={selectStyle} value={limit} onChange={(e) => changeLimit(Number(e.target.value))}>
            {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <Pagination page={page} totalPages={students.data?.totalPages ?? 1} onPage={setPage} />
      </div>

      {dialog?.kind === 'add' ? <StudentFormDialog open onOpenChange={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <StudentFormDialog key={dialog.student.id} student={dialog.student} open onOpenChange={() => setDialog(null)} /> : null}
      {dialog?.kind === 'bulk' ? <BulkEditDialog studentIds={[...selected]} open onOpenChange={() => setDialog(null)} onDone={() => setSelected(new Set())} /> : null}
      {dialog?.kind === 'import' ? <ImportDialog open onOpenChange={() => setDialog(null)} /> : null}
      <ConfirmDialog open={dialog?.kind === 'delete' || dialog?.kind === 'bulk-delete'} onOpenChange={() => setDialog(null)} destructive
        title={dialog?.kind === 'bulk-delete' ? 'Delete Selected Students' : 'Delete Student'}
        description={dialog?.kind === 'bulk-delete' ? `Are you sure you want to delete ${selected.size} students? This cannot be undone.` : `Are you sure you want to delete ${dialog?.kind === 'delete' ? dialog.student.studentName : ''}? This cannot be undone.`}
        confirmLabel="Delete" onConfirm={confirmDelete} pending={deleteOne.isPending || deleteMany.isPending} />
      <ConfirmDialog open={dialog?.kind === 'erase'} onOpenChange={() => setDialog(null)} destructive title="Erase Student's Personal Data"
        description={dialog?.kind === 'erase' ? `Erase ${dialog.student.studentName} for good? The student leaves the catalogue and every member's collections and notes; unlocks and credit history keep only an anonymous record, and the audit log records that you erased them. This cannot be undone.` : ''}
        confirmLabel="Erase permanently" onConfirm={confirmErase} pending={erase.isPending} />
    </div>
  );
}
