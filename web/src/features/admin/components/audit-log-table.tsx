import { css } from 'styled-system/css';
import { flex, hint, visuallyHidden } from 'styled-system/patterns';
import type { AuditEntry } from '../api/audit-log';
import { AUDIT_ACTIONS as ACTIONS } from '../audit-actions';
import { formatDate } from './list-parts';

/** The first characters of an id, enough to tell rows apart; the whole id is in the title and the label. */
export const short = (id: string) => id.slice(0, 8);
const describe = (detail: AuditEntry['detail']) =>
  Object.entries(detail)
    .map(([key, value]) => `${key.replace(/([A-Z])/g, ' $1').toLowerCase()}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');

const idButton = css({
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

type Names = Record<string, string>;
type Props = { entries: AuditEntry[]; names: Names; onStudent: (id: string) => void; onMember: (id: string) => void };

export const AUDIT_COLUMNS = ['When', 'Actor', 'Action', 'Subject', 'Details'];
export const auditCaption = <caption className={visuallyHidden()}>Audit log, newest first</caption>;

/** The rows of one page of the log, newest first; a subject's id filters the log to it. */
export function AuditLogRows({ entries, names, onStudent, onMember }: Props) {
  return (
    <>
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className={css({ whiteSpace: 'nowrap' })}>{formatDate(entry.occurredAt)}</td>
          <td>
            <span className={BADGES[entry.actor.kind]}>{entry.actor.kind}</span>
            {entry.actor.label}
            {/* ADR 0021: a seat's row names its institution then */}
            {entry.actor.institution ? <span className={hint({ size: 'xs', display: 'block' })}>{entry.actor.institution}</span> : null}
          </td>
          <td className={css({ whiteSpace: 'nowrap' })}>{ACTIONS[entry.action as keyof typeof ACTIONS] ?? entry.action}</td>
          <td>
            <Subject entry={entry} names={names} onStudent={onStudent} onMember={onMember} />
          </td>
          <td className={hint({ size: 'xs', maxW: '20rem' })}>{describe(entry.detail) || '—'}</td>
        </tr>
      ))}
    </>
  );
}

function Subject({ entry, names, onStudent, onMember }: Omit<Props, 'entries'> & { entry: AuditEntry }) {
  // issue 25 §9: a name where the server knows one (an erased student keeps only the id)
  const named = (id: string) => names[id] ?? short(id);
  const spoken = (id: string) => names[id] ?? id;
  const { studentIds, memberId, batchId, kind } = entry.subject;
  if (studentIds.length === 1) {
    return (
      <button
        type="button"
        className={idButton}
        title={studentIds[0]}
        aria-label={`Show everything about student ${spoken(studentIds[0]!)}`}
        onClick={() => onStudent(studentIds[0]!)}
      >
        student {named(studentIds[0]!)}
      </button>
    );
  }
  if (studentIds.length > 1) {
    return (
      <details>
        <summary className={css({ cursor: 'pointer' })}>{studentIds.length} students</summary>
        <ul className={flex({ wrap: 'wrap', gap: '2', mt: '1', maxW: '20rem' })}>
          {studentIds.map((id) => (
            <li key={id}>
              <button type="button" className={idButton} title={id} aria-label={`Show everything about student ${spoken(id)}`} onClick={() => onStudent(id)}>
                {named(id)}
              </button>
            </li>
          ))}
        </ul>
      </details>
    );
  }
  if (memberId) {
    return (
      <button
        type="button"
        className={idButton}
        title={memberId}
        aria-label={`Show every action on member ${spoken(memberId)}`}
        onClick={() => onMember(memberId)}
      >
        member {named(memberId)}
      </button>
    );
  }
  if (batchId) return <span title={batchId}>import {short(batchId)}</span>;
  return <span>{kind === 'catalogue' ? 'all students' : kind === 'members' ? 'all members' : kind}</span>;
}
