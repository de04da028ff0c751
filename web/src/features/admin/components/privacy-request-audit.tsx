import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { usePrivacyRequestAudit } from '../api/privacy-requests';
import { AUDIT_ACTIONS } from '../audit-actions';
import { formatDate } from './list-parts';

/** The audit rows on the request's record since it arrived, read when the admin opens them. */
export function PrivacyRequestAudit({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const detail = usePrivacyRequestAudit(id, open);
  return (
    <details className={css({ mt: '1', fontSize: 'xs' })} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={css({ cursor: 'pointer', color: 'primary.default' })}>Audit rows</summary>
      {detail.isPending ? (
        <p>Loading…</p>
      ) : detail.isError ? (
        <p role="alert">Failed to load the audit rows</p>
      ) : (
        <ul className={flex({ mt: '1', direction: 'column', gap: '0.5' })}>
          {detail.data.auditRows.map((row) => (
            <li key={`${row.occurredAt}-${row.action}`}>
              {formatDate(row.occurredAt)} · {AUDIT_ACTIONS[row.action as keyof typeof AUDIT_ACTIONS] ?? row.action} · {row.actor}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
