import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { css } from 'styled-system/css';
import { grid } from 'styled-system/patterns';
import { LoadingState } from '@/components/ui/states';
import { listErrorMessage } from '../api/admin-query';
import { useDashboard } from '../api/dashboard';
import { Panel } from './list-parts';
import { ListAlert } from '@/components/ui/list-alert';

/** Chart colours from the theme, as its CSS variables: the chart library takes colours, not class names. */
const COLOURS = ['var(--colors-ink-400)', 'var(--colors-accent-500)'];

export function AnalyticsTab() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingState label="Loading analytics…" />;
  if (dashboard.isError)
    return <ListAlert title="Failed to load analytics" description={listErrorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} />;
  const d = dashboard.data;
  const membership = d.membershipStats.map((m) => ({ name: m.type === 'premium' ? 'Premium' : 'Free', value: m.count, percentage: m.percentage }));
  const activity = d.recentRegistrations.map((r) => ({ day: r.date.slice(5), registrations: r.count }));
  return (
    <div className={grid({ gridTemplateColumns: '2fr 3fr', gap: '4' })}>
      <Panel title="Membership Distribution">
        <div style={{ height: 280 }} aria-label={membership.map((m) => `${m.name}: ${m.value} (${m.percentage}%)`).join(', ')} role="img">
          <ResponsiveContainer>
            <PieChart>
              <Pie data={membership} dataKey="value" nameKey="name" innerRadius={60} outerRadius={100} label={({ payload }) => `${payload.percentage}%`}>
                {membership.map((m, i) => (
                  <Cell key={m.name} fill={COLOURS[i % COLOURS.length]} />
                ))}
              </Pie>
              <Tooltip />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
      </Panel>
      <Panel title="Recent Activity: registrations, last 30 days">
        <div style={{ height: 280 }} role="img" aria-label={`${activity.reduce((s, a) => s + a.registrations, 0)} registrations in the last 30 days`}>
          <ResponsiveContainer>
            <BarChart data={activity}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tick={{ fontSize: 11 }} interval={4} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip />
              <Bar dataKey="registrations" fill="var(--colors-brand-700)" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Panel>
      <Panel title="Engagement, last 7 days">
        <p className={css({ fontSize: 'sm' })}>
          {d.engagementStats.contacts7d} contact forms · {d.engagementStats.assessments7d} assessments
        </p>
      </Panel>
      <Panel title="Members">
        <p className={css({ fontSize: 'sm' })}>
          {d.userStats.activeUsers} active of {d.overview.websiteUsers} · {d.userStats.premiumUsers} premium
        </p>
      </Panel>
    </div>
  );
}
