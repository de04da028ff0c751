import { css } from 'styled-system/css';
import { button, toolbar } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { ToolbarSelect } from '@/components/ui/toolbar-fields';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { listErrorMessage } from '../api/admin-query';
import { STUDENT_REPORT_PAGE_SIZE, useReviewReport, useStudentReports, type ReportStatus } from '../api/student-reports';
import { formatDate } from './list-parts';
import { Pagination } from '@/components/ui/pagination';
import { useAdminView } from './use-admin-view';

const COLUMNS = ['Reported', 'Student', 'Reason', 'Field now', 'Status', 'Action'];

const REASONS: Record<string, string> = {
  wrong_number: 'Wrong number',
  bounced_email: 'Bounced e-mail',
  not_a_student: 'Not a student',
  duplicate: 'Duplicate',
};
const FIELDS: Record<string, string> = { mobileNumber: 'Mobile', emailId: 'E-mail', record: 'Whole record' };
const STATUSES = [
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
] as const;
const TONE = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

/** Members' reports of wrong data (issue 17 §4): approving refunds the member's unlock credit and flags the field. */
export function ReportsTab() {
  const { search: view, set } = useAdminView();
  const reports = useStudentReports({ status: view.reportStatus, page: view.reportPage });
  const { approve, reject } = useReviewReport();
  const rows = reports.data?.reports ?? [];
  const busy = approve.isPending || reject.isPending;

  const review = async (id: string, decision: 'approve' | 'reject') => {
    try {
      const answer = await (decision === 'approve' ? approve : reject).mutateAsync({ path: { id } });
      const refunded = answer.report.refundedCredits;
      notify({ title: answer.message, description: refunded > 0 ? `${refunded} credit refunded to the member` : undefined, variant: 'success' });
    } catch (error) {
      notify({ title: 'Review failed', description: serverMessage(error, 'Failed to review the report'), variant: 'destructive' });
    }
  };

  return (
    <div>
      <div className={toolbar()}>
        <ToolbarSelect
          label="Status"
          labelShown
          value={view.reportStatus}
          onPick={(reportStatus) => set({ reportStatus: reportStatus as ReportStatus, reportPage: 1 })}
          options={STATUSES}
        />
      </div>
      <DataTable
        query={reports}
        rowCount={rows.length}
        loading="Loading reports…"
        failed="Failed to load reports"
        describeError={listErrorMessage}
        empty={{ title: 'No reports here', description: 'Reports of wrong data from members appear here for review.' }}
        columns={COLUMNS}
        footer={
          <Pagination
            page={view.reportPage}
            totalPages={reports.data?.totalPages ?? 1}
            total={reports.data?.total ?? 0}
            limit={STUDENT_REPORT_PAGE_SIZE}
            noun={['report']}
            onPage={(reportPage) => set({ reportPage })}
          />
        }
      >
        {rows.map((r) => (
          <tr key={r.id} data-testid="report-row">
            <td className={css({ whiteSpace: 'nowrap' })}>{formatDate(r.createdAt)}</td>
            <td>{r.studentName ?? 'Erased student'}</td>
            <td>{REASONS[r.reason] ?? r.reason}</td>
            <td>
              {FIELDS[r.field]}
              {r.currentValue ? <span className={css({ fontFamily: 'mono', ml: '2' })}>{r.currentValue}</span> : null}
              {r.corrected ? (
                <span className={css({ ml: '2' })}>
                  <Badge tone="brand">Corrected since</Badge>
                </span>
              ) : null}
            </td>
            <td>
              <Badge tone={TONE[r.status]}>{r.status}</Badge>
              {r.refundedCredits > 0 ? <span className={css({ ml: '2', fontSize: 'xs' })}>+{r.refundedCredits} refunded</span> : null}
            </td>
            <td className={css({ whiteSpace: 'nowrap' })}>
              {r.status === 'pending' ? (
                <span className={css({ display: 'inline-flex', gap: '2' })}>
                  <button type="button" className={button({ size: 'sm' })} disabled={busy} onClick={() => void review(r.id, 'approve')}>
                    Approve &amp; refund
                  </button>
                  <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={busy} onClick={() => void review(r.id, 'reject')}>
                    Reject
                  </button>
                </span>
              ) : (
                <span className={css({ fontSize: 'sm', color: 'fg.subtle' })}>Reviewed {formatDate(r.reviewedAt)}</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
