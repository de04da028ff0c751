import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button, input, toolbar } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { ToolbarSelect } from '@/components/ui/toolbar-fields';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { listErrorMessage } from '../api/admin-query';
import { type PrivacyRequestRow, type PrivacyStatusFilter, usePrivacyRequests, useResolvePrivacyRequest } from '../api/privacy-requests';
import { formatDate, formatNumber } from './list-parts';
import { PrivacyRequestAudit } from './privacy-request-audit';
import { useAdminView } from './use-admin-view';
import { formatDay } from '@/lib/dates';

const COLUMNS = ['Request', 'Student', 'Received', 'Due', 'Status', 'Answer'];

const KINDS: Record<PrivacyRequestRow['kind'], string> = {
  correction: 'Correction',
  withdrawal: 'Withdrawal',
  erasure: 'Erasure',
  grievance: 'Grievance',
  objection: 'Do not contact',
};
const HANDLE: Record<PrivacyRequestRow['kind'], string> = { correction: 'Apply', withdrawal: 'Done', erasure: 'Erase', grievance: 'Answer', objection: 'Done' };
const STATUSES = [
  ['open', 'Open'],
  ['handled', 'Handled'],
  ['rejected', 'Rejected'],
  ['all', 'All'],
] as const;
const TONE = { open: 'warning', handled: 'success', rejected: 'neutral' } as const;
const day = formatDay;

/** What was asked: the field and its new value, or the student's words. */
function Asked({ request }: { request: PrivacyRequestRow }) {
  const { field, value, message } = request.detail;
  return (
    <span className={hint({ size: 'xs', display: 'block', maxW: '18rem', overflowWrap: 'anywhere' })}>
      {field ? (
        <>
          {field} → <span className={css({ fontFamily: 'mono' })}>{value}</span>
        </>
      ) : null}
      {message ? <span className={css({ display: 'block' })}>“{message}”</span> : null}
    </span>
  );
}

function Answer({ request }: { request: PrivacyRequestRow }) {
  const resolve = useResolvePrivacyRequest();
  const [reply, setReply] = useState('');
  const decide = async (outcome: 'handled' | 'rejected') => {
    try {
      await resolve.mutateAsync({ path: { id: request.id }, body: { outcome, reply: reply.trim() || undefined } });
      notify({ title: outcome === 'handled' ? `${KINDS[request.kind]} handled` : `${KINDS[request.kind]} rejected`, variant: 'success' });
    } catch (error) {
      notify({ title: 'Could not answer the request', description: serverMessage(error, 'Failed to answer the request'), variant: 'destructive' });
    }
  };
  return (
    <div className={flex({ direction: 'column', gap: '2', minW: '14rem' })}>
      <input
        className={input()}
        placeholder="Reply to the student (e-mailed)"
        aria-label={`Reply to the ${KINDS[request.kind].toLowerCase()} of ${request.studentName}`}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
      />
      <span className={css({ display: 'inline-flex', gap: '2' })}>
        <button
          type="button"
          className={button({ size: 'sm', variant: request.kind === 'erasure' ? 'danger' : 'solid' })}
          disabled={resolve.isPending}
          onClick={() => void decide('handled')}
        >
          {HANDLE[request.kind]}
        </button>
        <button type="button" className={button({ size: 'sm', variant: 'outline' })} disabled={resolve.isPending} onClick={() => void decide('rejected')}>
          Reject
        </button>
      </span>
    </div>
  );
}

/** Issue 16 §5: corrections, withdrawals, erasures and grievances, due 30 days after receipt; overdue ones on top. */
export function PrivacyRequestsTab() {
  const { search: view, set } = useAdminView();
  const requests = usePrivacyRequests(view.privacyStatus);
  const rows = requests.data?.requests ?? [];
  return (
    <div>
      <div className={toolbar()}>
        <ToolbarSelect
          label="Status"
          labelShown
          value={view.privacyStatus}
          onPick={(privacyStatus) => set({ privacyStatus: privacyStatus as PrivacyStatusFilter })}
          options={STATUSES}
        />
        <span className={hint()}>
          {formatNumber(requests.data?.open ?? 0)} open · {formatNumber(requests.data?.overdue ?? 0)} overdue · answer within 30 days (the law allows 90)
        </span>
      </div>
      <DataTable
        query={requests}
        rowCount={rows.length}
        loading="Loading privacy requests…"
        failed="Failed to load privacy requests"
        describeError={listErrorMessage}
        empty={{ title: 'No privacy requests here', description: 'Requests students send from the Your data page (/my-data) appear here.' }}
        columns={COLUMNS}
      >
        {rows.map((r) => (
          <tr key={r.id} data-testid="privacy-request-row">
            <td>
              <strong>{KINDS[r.kind]}</strong>
              <Asked request={r} />
              <PrivacyRequestAudit id={r.id} />
            </td>
            <td>{r.studentName}</td>
            <td className={css({ whiteSpace: 'nowrap' })}>{day(r.receivedAt)}</td>
            <td className={css({ whiteSpace: 'nowrap' })}>
              {day(r.dueAt)}
              {r.overdue ? (
                <span className={css({ display: 'block', mt: '1' })}>
                  <Badge tone="danger">Overdue</Badge>
                </span>
              ) : null}
            </td>
            <td>
              <Badge tone={TONE[r.status]}>{r.status}</Badge>
            </td>
            <td>
              {r.status === 'open' ? (
                <Answer request={r} />
              ) : (
                <span className={hint({ display: 'block', maxW: '18rem' })}>
                  {r.handledBy} · {formatDate(r.handledAt)}
                  {r.reply ? <span className={css({ display: 'block', color: 'fg.default' })}>“{r.reply}”</span> : null}
                </span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
