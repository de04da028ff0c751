import { X } from 'lucide-react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { button, input, nativeSelect, toolbar } from 'styled-system/recipes';
import type { useSearchBox } from '@/lib/use-search-box';
import { AUDIT_ACTIONS as ACTIONS } from '../audit-actions';
import type { Filters } from './audit-log-filters';
import { short } from './audit-log-table';

type Props = {
  filters: Filters;
  set: (key: keyof Filters) => (value: string) => void;
  /** the two boxes typed into, which reach the address once typing pauses */
  actor: ReturnType<typeof useSearchBox>;
  studentId: ReturnType<typeof useSearchBox>;
  badStudentId: boolean;
  filtered: boolean;
  clear: () => void;
};

/** The audit log's filters: actor kind and name, action, student, member and a range of days. */
export function AuditLogFilterBar({ filters, set, actor, studentId, badStudentId, filtered, clear }: Props) {
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role; the <search> element is not in every browser we support */}
      <form method="post" className={toolbar()} role="search" aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
        <select aria-label="Actor kind" className={nativeSelect()} value={filters.actorKind} onChange={(e) => set('actorKind')(e.target.value)}>
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
        <select aria-label="Action" className={nativeSelect()} value={filters.action} onChange={(e) => set('action')(e.target.value)}>
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
        <label className={hint({ display: 'flex', gap: '2', alignItems: 'center' })}>
          From <input type="date" className={nativeSelect()} value={filters.from} max={filters.to || undefined} onChange={(e) => set('from')(e.target.value)} />
        </label>
        <label className={hint({ display: 'flex', gap: '2', alignItems: 'center' })}>
          To <input type="date" className={nativeSelect()} value={filters.to} min={filters.from || undefined} onChange={(e) => set('to')(e.target.value)} />
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
    </>
  );
}
