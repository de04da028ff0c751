import { ClipboardList, FileText, GraduationCap, Inbox, ShieldAlert, UserCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { flex, grid, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { LoadingState } from '@/components/ui/states';
import { listErrorMessage } from '../api/admin-query';
import { useDashboard } from '../api/dashboard';
import { formatNumber, Panel } from './list-parts';
import { ListAlert } from '@/components/ui/list-alert';
import { useAdminView } from './use-admin-view';

type StatCardProps = { icon: ReactNode; label: string; value: number; note: string; onOpen?: () => void; openLabel?: string };

function StatCard({ icon, label, value, note, onOpen, openLabel }: StatCardProps) {
  return (
    <div
      className={css({
        bg: 'bg.canvas',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border.default',
        boxShadow: 'card',
        p: '5',
        display: 'flex',
        gap: '4',
        alignItems: 'center',
      })}
    >
      <div className={css({ w: '11', h: '11', borderRadius: 'lg', bg: 'primary.subtle', color: 'primary.default', display: 'grid', placeItems: 'center' })}>
        {icon}
      </div>
      <div>
        <p className={hint()}>{label}</p>
        <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{formatNumber(value)}</p>
        <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{note}</p>
        {onOpen ? (
          <button type="button" className={`${button({ variant: 'outline', size: 'sm' })} ${css({ mt: '2' })}`} onClick={onOpen}>
            {openLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function TopList({ title, rows }: { title: string; rows: { name: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Panel title={title}>
      {rows.length === 0 ? <p className={hint()}>No students yet.</p> : null}
      <ol className={flex({ direction: 'column', gap: '3' })}>
        {rows.map((row) => (
          <li key={row.name}>
            <div className={css({ display: 'flex', justifyContent: 'space-between', fontSize: 'sm', mb: '1' })}>
              <span>{row.name}</span>
              <span className={css({ fontWeight: 'semibold' })}>{formatNumber(row.count)}</span>
            </div>
            <div className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full' })}>
              <div className={css({ h: 'full', bg: 'primary.default', borderRadius: 'full' })} style={{ width: `${(row.count / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

export function DashboardTab() {
  const dashboard = useDashboard();
  const { set } = useAdminView();
  if (dashboard.isPending) return <LoadingState label="Loading dashboard…" />;
  if (dashboard.isError)
    return <ListAlert title="Failed to load analytics" description={listErrorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} />;
  const d = dashboard.data;
  return (
    <div className={flex({ direction: 'column', gap: '6' })}>
      <div className={grid({ columns: 4, gap: '4' })}>
        <StatCard
          icon={<GraduationCap size={22} />}
          label="Total Students"
          value={d.overview.students}
          note={`${formatNumber(d.studentStats.totalStates)} states`}
        />
        <StatCard icon={<Users size={22} />} label="Website Users" value={d.overview.websiteUsers} note={`${formatNumber(d.userStats.premiumUsers)} premium`} />
        <StatCard
          icon={<FileText size={22} />}
          label="Contact Forms"
          value={d.overview.contactSubmissions}
          note={`${formatNumber(d.engagementStats.contacts7d)} this week`}
        />
        <StatCard
          icon={<ClipboardList size={22} />}
          label="Assessments"
          value={d.overview.assessmentSubmissions}
          note={`${formatNumber(d.engagementStats.assessments7d)} this week`}
        />
        <StatCard
          icon={<UserCheck size={22} />}
          label="Awaiting Verification"
          value={d.userStats.awaitingVerification}
          note="new registrations, e-mailed to the admins"
          openLabel="Review registrations"
          onOpen={() => set({ tab: 'users', verification: 'unverified', userPage: 1, userSearch: undefined, membership: undefined, status: undefined })}
        />
        <StatCard
          icon={<ShieldAlert size={22} />}
          label="Records Lacking Consent"
          value={d.consentStats.withoutConsent}
          note={`${formatNumber(d.consentStats.withdrawn)} withdrawn`}
        />
        <StatCard
          icon={<Inbox size={22} />}
          label="Overdue Privacy Requests"
          value={d.privacyRequests.overdue}
          note={`${formatNumber(d.privacyRequests.open)} open · answer within 30 days`}
        />
      </div>
      <div className={grid({ columns: 2, gap: '4' })}>
        <TopList title="Top States by Students" rows={d.topStates.map((s) => ({ name: s.state, count: s.count }))} />
        <TopList title="Top Streams" rows={d.topStreams.map((s) => ({ name: s.stream, count: s.count }))} />
      </div>
    </div>
  );
}
