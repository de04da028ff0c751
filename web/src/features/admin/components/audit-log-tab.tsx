import { ChevronLeft, ChevronRight } from 'lucide-react';
import { flex, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { DataTable } from '@/components/ui/data-table';
import { useSearchBox } from '@/lib/use-search-box';
import type { AdminSearch } from '../admin-search';
import { listErrorMessage } from '../api/admin-query';
import { useAuditLog } from '../api/audit-log';
import { AuditLogFilterBar } from './audit-log-filter-bar';
import { type Filters, filtersOf, NO_FILTERS, PAGE_SIZE, toQuery, UUID } from './audit-log-filters';
import { AUDIT_COLUMNS, AuditLogRows, auditCaption } from './audit-log-table';
import { useAdminView } from './use-admin-view';

/** Who did what to whose data (DPDP Act 2023): filters, newest first, paged by cursor. */
export function AuditLogTab() {
  const { search: view, set: setView } = useAdminView();
  const filters = filtersOf(view);
  const filter = (patch: Partial<AdminSearch>, replace = false) => setView({ ...patch, auditCursors: undefined }, replace);
  const set = (key: keyof Filters) => (value: string) => filter({ [key]: value || undefined });
  const actor = useSearchBox(filters.actor, (text) => filter({ actor: text || undefined }, true), 400);
  const studentId = useSearchBox(filters.studentId, (text) => filter({ studentId: text || undefined }, true), 400);
  // the cursors of the pages before this one: Newer pops, Older pushes
  const cursors = view.auditCursors?.split(',') ?? [];
  const goTo = (next: string[]) => setView({ auditCursors: next.join(',') || undefined });
  const log = useAuditLog(toQuery(filters, cursors[cursors.length - 1]));
  const entries = log.data?.entries ?? [];
  const badStudentId = studentId.text.trim() !== '' && !UUID.test(studentId.text.trim());
  const filtered = Object.values(filters).some(Boolean);
  const clear = () => {
    actor.setText('');
    studentId.setText('');
    filter(NO_FILTERS);
  };
  const showStudent = (id: string) => filter({ studentId: id });

  return (
    <div>
      <p className={hint({ mb: '4', maxW: '3xl' })}>
        Every unlock, export, import, edit, deletion and erasure of students, and every admin action on members, with who did it. Rows hold ids and counts only,
        never a student&apos;s contact details.
      </p>
      <AuditLogFilterBar filters={filters} set={set} actor={actor} studentId={studentId} badStudentId={badStudentId} filtered={filtered} clear={clear} />

      <DataTable
        query={log}
        rowCount={entries.length}
        loading="Loading the audit log…"
        failed="Failed to load the audit log"
        describeError={listErrorMessage}
        empty={{
          title: filtered ? 'No entries match these filters' : 'Nothing recorded yet',
          description: filtered ? 'Change or clear the filters.' : 'Actions on students and members appear here as they happen.',
        }}
        columns={AUDIT_COLUMNS}
        caption={auditCaption}
        busy={log.isFetching}
      >
        <AuditLogRows entries={entries} names={log.data?.names ?? {}} onStudent={showStudent} onMember={set('memberId')} />
      </DataTable>
      <nav aria-label="Audit log pages" className={hint({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: '4' })}>
        <span>
          Page {cursors.length + 1} · {PAGE_SIZE} per page
        </span>
        <div className={flex({ gap: '1' })}>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} disabled={cursors.length === 0} onClick={() => goTo(cursors.slice(0, -1))}>
            <ChevronLeft size={16} aria-hidden /> Newer
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            disabled={!log.data?.nextCursor}
            onClick={() => log.data?.nextCursor && goTo([...cursors, log.data.nextCursor])}
          >
            Older <ChevronRight size={16} aria-hidden />
          </button>
        </div>
      </nav>
    </div>
  );
}
