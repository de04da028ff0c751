import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { useSearchBox } from '@/lib/use-search-box';
import type { AdminSearch } from '../admin-search';
import { listErrorMessage } from '../api/admin-query';
import { useAuditLog, type AuditEntry, type AuditQuery } from '../api/audit-log';
import { AUDIT_ACTIONS as ACTIONS } from '../audit-actions';
import { formatDate, ListAlert, selectStyle, tableStyle, toolbar } from './list-parts';
import { useAdminView } from './use-admin-view';

const PAGE_SIZE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FILTER_KEYS = ['actorKind', 'actor', 'action', 'studentId', 'memberId', 'from', 'to'] as const;
type Filters = Record<(typeof FILTER_KEYS)[number], string>;
/** The filters of the address bar, '' where none is set; changing one starts again from the newest page. */
const filtersOf = (view: AdminSearch) => Object.fromEntries(FILTER_KEYS.map((key) => [key, view[key] ?? ''])) as Filters;
const NO_FILTERS = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as Partial<AdminSearch>;

/** Local calendar days → the instants the API compares with: `from` at local midnight, `to` up to the next one. */
const localStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const localEnd = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 1).toISOString();
};

function toQuery(filters: Filters, cursor: string | undefined): AuditQuery {
  const query: AuditQuery = { limit: PAGE_SIZE };
  if (filters.actorKind) query.actorKind = filters.actorKind as AuditQuery['actorKind'];
  if (filters.actor.trim()) query.actor = filters.actor.trim();
  if (filters.action) query.action = filters.action as AuditQuery['action'];
  if (UUID.test(filters.studentId.trim())) query.studentId = filters.studentId.trim();
  if (filters.memberId) query.memberId = filters.memberId;
  if (filters.from) query.from = localStart(filters.from);
  if (filters.to) query.to = localEnd(filters.to);
  if (cursor) query.cursor = cursor;
  return query;
}

const short = (id: string) => id.slice(0, 8);
const describe = (detail: AuditEntry['detail']) =>
  Object.entries(detail)
    .map(([key, value]) => `${key.replace(/([A-Z])/g, ' $1').toLowerCase()}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');

const idButton = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  color: 'primary.default',
  textDecoration: 'underline',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.default' },
});
const badgeBase = { display: 'inline-block', px: '2', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'medium', mr: '2' } as const;
const BADGES: Record<string, string> = {
  admin: css(badgeBase, { bg: 'primary.subtle', color: 'primary.default' }),
  member: css(badgeBase, { bg: 'ok.subtle', color: 'ok.default' }),
  system: css(badgeBase, { bg: 'bg.muted', color: 'fg.muted' }),
};

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
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4', maxW: '3xl' })}>
        Every unlock, export, import, edit, deletion and erasure of students, and every admin action on members, with who did it. Rows hold ids and counts only,
        never a student&apos;s contact details.
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role; the <search> element is not in every browser we support */}
      <form method="post" className={toolbar} role="search" aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
        <select aria-label="Actor kind" className={selectStyle} value={filters.actorKind} onChange={(e) => set('actorKind')(e.target.value)}>
          <option value="">All actors</option>
          <option value="admin">Admins</option>
          <option value="member">Members</option>
          <option value="system">Ops commands</option>
        </select>
        <input
          aria-label="Actor e-mail, username or id"
          placeholder="Actor e-mail or username"
          className={input()}
          style={{ maxWidth: 210 }}
          value={actor.text}
          onChange={(e) => actor.setText(e.target.value)}
        />
        <select aria-label="Action" className={selectStyle} value={filters.action} onChange={(e) => set('action')(e.target.value)}>
          <option value="">All actions</option>
          {Object.entries(ACTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <input
          aria-label="Student id"
          placeholder="Student id"
          className={input()}
          style={{ maxWidth: 170 }}
          aria-invalid={badStudentId || undefined}
          aria-describedby={badStudentId ? 'audit-student-id-hint' : undefined}
          value={studentId.text}
          onChange={(e) => studentId.setText(e.target.value)}
        />
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', color: 'fg.muted' })}>
          From <input type="date" className={selectStyle} value={filters.from} max={filters.to || undefined} onChange={(e) => set('from')(e.target.value)} />
        </label>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', color: 'fg.muted' })}>
          To <input type="date" className={selectStyle} value={filters.to} min={filters.from || undefined} onChange={(e) => set('to')(e.target.value)} />
        </label>
        {filters.memberId ? (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => set('memberId')('')}
            aria-label={`Remove the member filter ${filters.memberId}`}
          >
            Member {short(filters.memberId)} <X size={14} aria-hidden />
          </button>
        ) : null}
        {filtered ? (
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={clear}>
            Clear filters
          </button>
        ) : null}
      </form>
      {badStudentId ? (
        <p id="audit-student-id-hint" className={css({ fontSize: 'sm', color: 'error.default', mt: '-2', mb: '3' })}>
          A student id looks like 3f2a…-…; paste the whole id.
        </p>
      ) : null}

      {log.isError ? <ListAlert title="Failed to load the audit log" description={listErrorMessage(log.error)} onRetry={() => log.refetch()} /> : null}
      {log.isPending ? (
        <LoadingState label="Loading the audit log…" />
      ) : entries.length === 0 && !log.isError ? (
        <EmptyState
          title={filtered ? 'No entries match these filters' : 'Nothing recorded yet'}
          description={filtered ? 'Change or clear the filters.' : 'Actions on students and members appear here as they happen.'}
        />
      ) : entries.length > 0 ? (
        <div
          className={css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.canvas' })}
          aria-busy={log.isFetching}
        >
          <table className={tableStyle}>
            <caption className={css({ srOnly: true })}>Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Actor</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={css({ whiteSpace: 'nowrap' })}>{formatDate(entry.occurredAt)}</td>
                  <td>
                    <span className={BADGES[entry.actor.kind]}>{entry.actor.kind}</span>
                    {entry.actor.label}
                  </td>
                  <td className={css({ whiteSpace: 'nowrap' })}>{ACTIONS[entry.action as keyof typeof ACTIONS] ?? entry.action}</td>
                  <td>
                    <Subject entry={entry} onStudent={showStudent} onMember={set('memberId')} />
                  </td>
                  <td className={css({ color: 'fg.muted', fontSize: 'xs', maxW: '20rem' })}>{describe(entry.detail) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <nav
        aria-label="Audit log pages"
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: '4', fontSize: 'sm', color: 'fg.muted' })}
      >
        <span>
          Page {cursors.length + 1} · {PAGE_SIZE} per page
        </span>
        <div className={css({ display: 'flex', gap: '1' })}>
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

function Subject({ entry, onStudent, onMember }: { entry: AuditEntry; onStudent: (id: string) => void; onMember: (id: string) => void }) {
  const { studentIds, memberId, batchId, kind } = entry.subject;
  if (studentIds.length === 1) {
    return (
      <button
        type="button"
        className={idButton}
        title={studentIds[0]}
        aria-label={`Show everything about student ${studentIds[0]}`}
        onClick={() => onStudent(studentIds[0]!)}
      >
        student {short(studentIds[0]!)}
      </button>
    );
  }
  if (studentIds.length > 1) {
    return (
      <details>
        <summary className={css({ cursor: 'pointer' })}>{studentIds.length} students</summary>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1', maxW: '20rem' })}>
          {studentIds.map((id) => (
            <li key={id}>
              <button type="button" className={idButton} title={id} aria-label={`Show everything about student ${id}`} onClick={() => onStudent(id)}>
                {short(id)}
              </button>
            </li>
          ))}
        </ul>
      </details>
    );
  }
  if (memberId) {
    return (
      <button type="button" className={idButton} title={memberId} aria-label={`Show every action on member ${memberId}`} onClick={() => onMember(memberId)}>
        member {short(memberId)}
      </button>
    );
  }
  if (batchId) return <span title={batchId}>import {short(batchId)}</span>;
  return <span>{kind === 'catalogue' ? 'all students' : kind === 'members' ? 'all members' : kind}</span>;
}
