import { useState } from 'react';
import { hint } from 'styled-system/patterns';
import { toolbar } from 'styled-system/recipes';
import { DataTable } from '@/components/ui/data-table';
import { type ToolbarOption, ToolbarSearch, ToolbarSelect } from '@/components/ui/toolbar-fields';
import { useSearchBox } from '@/lib/use-search-box';
import { USER_PAGE_SIZES, type AdminSearch } from '../admin-search';
import { listErrorMessage } from '../api/admin-query';
import { useDashboardFollowsUsers } from '../api/dashboard';
import { useWebsiteUsers } from '../api/website-users';
import { formatNumber } from './list-parts';
import { Pagination } from '@/components/ui/pagination';
import { AssignCreditsDialog } from './assign-credits-dialog';
import { CreditRequestsPanel } from './credit-requests-panel';
import { UpgradeDialog } from './upgrade-dialog';
import { useAdminView } from './use-admin-view';
import { type User, USER_COLUMNS, UserRows } from './users-table';

const FILTERS: readonly (readonly ['membership' | 'verification' | 'status', string, readonly ToolbarOption[]])[] = [
  [
    'membership',
    'Membership',
    [
      ['all', 'All memberships'],
      ['free', 'Free'],
      ['premium', 'Premium'],
    ],
  ],
  [
    'verification',
    'Verification',
    [
      ['all', 'All verification'],
      ['verified', 'Verified'],
      ['unverified', 'Unverified'],
    ],
  ],
  [
    'status',
    'Status',
    [
      ['all', 'All statuses'],
      ['active', 'Active'],
      ['inactive', 'Inactive'],
    ],
  ],
];

export function UsersTab() {
  const { search: view, set } = useAdminView();
  // a new search, filter or page size starts from the first page
  const box = useSearchBox(view.userSearch ?? '', (text) => set({ userSearch: text || undefined, userPage: 1 }, true));
  const filter = (key: (typeof FILTERS)[number][0]) => ({
    value: view[key] ?? 'all',
    onPick: (value: string) => set({ [key]: value === 'all' ? undefined : value, userPage: 1 } as Partial<AdminSearch>),
  });
  const [crediting, setCrediting] = useState<User | null>(null);
  const [upgrading, setUpgrading] = useState<User | null>(null);

  const users = useWebsiteUsers({
    page: view.userPage,
    limit: view.userLimit,
    ...(view.userSearch ? { search: view.userSearch } : {}),
    membership: view.membership ?? 'all',
    verification: view.verification ?? 'all',
    status: view.status ?? 'all',
  });
  const rows = users.data?.users ?? [];
  const unfiltered = !view.userSearch && !view.membership && !view.verification && !view.status;
  useDashboardFollowsUsers(users.isPlaceholderData ? undefined : users.data?.total, unfiltered);

  return (
    <div>
      <CreditRequestsPanel onFind={(email) => box.setText(email)} />
      <div className={toolbar()}>
        <ToolbarSearch label="Search users" placeholder="Search name, email or institution" widest={300} value={box.text} onText={box.setText} />
        {FILTERS.map(([key, label, options]) => (
          <ToolbarSelect key={key} label={label} options={options} {...filter(key)} />
        ))}
        <span className={hint({ ml: 'auto' })}>{formatNumber(users.data?.stats.premiumUsers ?? 0)} premium members</span>
      </div>
      <DataTable
        query={users}
        rowCount={rows.length}
        loading="Loading users…"
        failed="Failed to load users"
        describeError={listErrorMessage}
        empty={{ title: 'No users found', description: 'No members match these filters.' }}
        columns={USER_COLUMNS}
        footer={
          <Pagination
            page={view.userPage}
            totalPages={users.data?.totalPages ?? 1}
            total={users.data?.total ?? 0}
            limit={view.userLimit}
            noun={['user']}
            pageSizes={USER_PAGE_SIZES}
            onLimit={(n) => set({ userLimit: n as AdminSearch['userLimit'], userPage: 1 })}
            onPage={(userPage) => set({ userPage })}
          />
        }
      >
        <UserRows rows={rows} onCredit={setCrediting} onUpgrade={setUpgrading} />
      </DataTable>
      {crediting ? <AssignCreditsDialog user={crediting} onClose={() => setCrediting(null)} /> : null}
      {upgrading ? <UpgradeDialog user={upgrading} onClose={() => setUpgrading(null)} /> : null}
    </div>
  );
}
