import { useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { flex, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { DesktopOnly } from '@/components/ui/desktop-only';
import { Tabs } from '@/components/ui/tabs';
import { notify } from '@/components/ui/toaster';
import { useAdminSession } from '@/lib/admin-session';
import { adminToken } from '@/lib/auth-tokens';
import type { AdminSearch } from '../admin-search';
import { useDashboard } from '../api/dashboard';
import { useImportBatches } from '../api/import-batches';
import { AnalyticsTab } from './analytics-tab';
import { AuditLogTab } from './audit-log-tab';
import { DashboardTab } from './dashboard-tab';
import { EnquiriesTab } from './enquiries-tab';
import { InvoicesTab } from './invoices-tab';
import { InstitutionsTab } from './institutions-tab';
import { formatNumber } from './list-parts';
import { PrivacyRequestsTab } from './privacy-requests-tab';
import { ReportsTab } from './reports-tab';
import { SettingsTab } from './settings-tab';
import { StudentsTab } from './students-tab';
import { UploadHistoryTab } from './upload-history-tab';
import { useAdminView } from './use-admin-view';
import { UsersTab } from './users-tab';

const SIGN_IN = '/system/access/secure-auth';
const count = (n: number | undefined) => (n === undefined ? '' : ` (${formatNumber(n)})`);

/** The admin portal: guarded, desktop only, its tabs (Dashboard by default); the tab is in the address bar. */
export default function AdminPortal() {
  const navigate = useNavigate();
  const session = useAdminSession();
  const view = useAdminView();
  const hasToken = Boolean(adminToken());
  useEffect(() => {
    if (!hasToken) void navigate({ to: SIGN_IN, replace: true });
  }, [hasToken, navigate]);
  const dashboard = useDashboard({ enabled: hasToken });
  const batches = useImportBatches({ page: 1 }, hasToken);
  const logout = async () => {
    await session.logout();
    // spec 000 §8: the same words as a member's logout
    notify({ title: 'Logged out', description: 'You have been logged out successfully.', variant: 'success' });
    void navigate({ to: SIGN_IN });
  };
  if (!hasToken) return null;

  const logoutButton = (label: string) => (
    <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={logout}>
      <LogOut size={16} aria-hidden /> {label}
    </button>
  );
  return (
    <DesktopOnly action={logoutButton('Logout & Return')}>
      <div className={css({ minH: '100vh', bg: 'bg.subtle' })}>
        <header className={css({ bg: 'bg.canvas', borderBottomWidth: '1px', borderColor: 'border.default' })}>
          <div className={flex({ maxW: '7xl', mx: 'auto', px: '6', py: '4', align: 'center', justify: 'space-between' })}>
            <div>
              <h1 className={heading({ size: 'xl' })}>EduReach Admin</h1>
              <p className={hint()}>{session.admin ? `Signed in as ${session.admin.username}` : 'Students, members, imports and enquiries'}</p>
            </div>
            {logoutButton('Logout')}
          </div>
        </header>
        <main className={css({ maxW: '7xl', mx: 'auto', px: '6', py: '6' })}>
          <Tabs
            fresh
            label="Admin sections"
            value={view.search.tab}
            onValueChange={(tab) => view.set({ tab: tab as AdminSearch['tab'] })}
            tabs={[
              { value: 'dashboard', label: 'Dashboard', content: <DashboardTab /> },
              { value: 'students', label: `Students${count(dashboard.data?.overview.students)}`, content: <StudentsTab /> },
              { value: 'users', label: `Users${count(dashboard.data?.overview.websiteUsers)}`, content: <UsersTab /> },
              { value: 'institutions', label: 'Institutions', content: <InstitutionsTab /> },
              { value: 'uploads', label: `Upload History${count(batches.data?.total)}`, content: <UploadHistoryTab /> },
              { value: 'analytics', label: 'Analytics', content: <AnalyticsTab /> },
              { value: 'settings', label: 'Settings', content: <SettingsTab /> },
              { value: 'enquiries', label: 'Enquiries', content: <EnquiriesTab /> },
              { value: 'invoices', label: 'Invoices', content: <InvoicesTab /> },
              { value: 'audit', label: 'Audit log', content: <AuditLogTab /> },
              { value: 'reports', label: 'Reports', content: <ReportsTab /> },
              {
                value: 'privacy',
                label: `Privacy requests${dashboard.data?.privacyRequests.overdue ? ` (${dashboard.data.privacyRequests.overdue} overdue)` : ''}`,
                content: <PrivacyRequestsTab />,
              },
            ]}
          />
        </main>
      </div>
    </DesktopOnly>
  );
}
