import { useState } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import type { ListWebsiteUsersResponse } from '@/api/types.gen';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useSearchBox } from '@/lib/use-search-box';
import { USER_PAGE_SIZES, type AdminSearch } from '../admin-search';
import { listErrorMessage } from '../api/admin-query';
import { useActivateUser, useAssignCredits, useDeactivateUser, useToggleVerification, useUpdateMembership, useWebsiteUsers } from '../api/website-users';
import { formatDate, formatNumber, ListAlert, Pagination, selectStyle, tableStyle, toolbar } from './list-parts';
import { useAdminView } from './use-admin-view';

type User = ListWebsiteUsersResponse['users'][number];
const ONE_YEAR_MS = 31_536_000_000;

export function UsersTab() {
  const { search: view, set } = useAdminView();
  // a new search, filter or page size starts from the first page
  const box = useSearchBox(view.userSearch ?? '', (text) => set({ userSearch: text || undefined, userPage: 1 }, true));
  const filter = (key: 'membership' | 'verification' | 'status') => ({
    value: view[key] ?? 'all',
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
      set({ [key]: e.target.value === 'all' ? undefined : e.target.value, userPage: 1 } as Partial<AdminSearch>),
  });
  const [crediting, setCrediting] = useState<User | null>(null);

  const users = useWebsiteUsers({
    page: view.userPage,
    limit: view.userLimit,
    ...(view.userSearch ? { search: view.userSearch } : {}),
    membership: view.membership ?? 'all',
    verification: view.verification ?? 'all',
    status: view.status ?? 'all',
  });
  const membership = useUpdateMembership();
  const activate = useActivateUser();
  const deactivate = useDeactivateUser();
  const verification = useToggleVerification();

  const act = async (run: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await run();
      notify({ title: success, variant: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, failure), variant: 'destructive' });
    }
  };
  const rows = users.data?.users ?? [];

  return (
    <div>
      <div className={toolbar}>
        <input
          aria-label="Search users"
          placeholder="Search name, email or institution"
          className={input()}
          style={{ maxWidth: 300 }}
          value={box.text}
          onChange={(e) => box.setText(e.target.value)}
        />
        <select aria-label="Membership" className={selectStyle} {...filter('membership')}>
          <option value="all">All memberships</option>
          <option value="free">Free</option>
          <option value="premium">Premium</option>
        </select>
        <select aria-label="Verification" className={selectStyle} {...filter('verification')}>
          <option value="all">All verification</option>
          <option value="verified">Verified</option>
          <option value="unverified">Unverified</option>
        </select>
        <select aria-label="Status" className={selectStyle} {...filter('status')}>
          <option value="all">All statuses</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
        <span className={css({ ml: 'auto', fontSize: 'sm', color: 'fg.muted' })}>{formatNumber(users.data?.stats.premiumUsers ?? 0)} premium members</span>
      </div>
      {users.isError ? <ListAlert title="Failed to load users" description={listErrorMessage(users.error)} onRetry={() => users.refetch()} /> : null}
      {users.isPending ? (
        <LoadingState label="Loading users…" />
      ) : rows.length === 0 && !users.isError ? (
        <EmptyState title="No users found" description="No members match these filters." />
      ) : rows.length > 0 ? (
        <div className={css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.canvas' })}>
          <table className={tableStyle}>
            <thead>
              <tr>
                <th>Member</th>
                <th>Institution</th>
                <th>Membership</th>
                <th>Credits</th>
                <th>Status</th>
                <th>Joined</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => {
                const name = `${u.firstName} ${u.lastName}`;
                return (
                  <tr key={u.id}>
                    <td>
                      <span className={css({ display: 'block', fontWeight: 'medium' })}>{name}</span>
                      <span
                        title={u.email}
                        className={css({
                          display: 'block',
                          maxW: '60',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                          color: 'fg.muted',
                          fontSize: 'xs',
                        })}
                      >
                        {u.email}
                      </span>
                    </td>
                    <td>{u.institutionName ?? '—'}</td>
                    <td>
                      <Badge tone={u.membershipType === 'premium' ? 'premium' : 'neutral'}>{u.membershipType === 'premium' ? 'Premium' : 'Free'}</Badge>
                    </td>
                    <td>{formatNumber(u.credits)}</td>
                    <td>
                      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}>
                        <Badge tone={u.isActive ? 'success' : 'danger'}>{u.isActive ? 'Active' : 'Inactive'}</Badge>
                        <Badge tone={u.isVerified ? 'success' : 'warning'}>{u.isVerified ? 'Verified' : 'Unverified'}</Badge>
                      </div>
                    </td>
                    <td>{formatDate(u.createdAt)}</td>
                    <td>
                      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', justifyContent: 'start', gap: '1' })}>
                        {u.membershipType === 'premium' ? (
                          <button
                            type="button"
                            aria-label={`Downgrade ${name}`}
                            className={button({ variant: 'ghost', size: 'sm' })}
                            onClick={() =>
                              act(
                                () => membership.mutateAsync({ path: { id: u.id }, body: { membershipType: 'free' } }),
                                'Membership updated successfully!',
                                'Failed to update membership',
                              )
                            }
                          >
                            Downgrade
                          </button>
                        ) : (
                          <button
                            type="button"
                            aria-label={`Upgrade ${name}`}
                            className={button({ variant: 'ghost', size: 'sm' })}
                            onClick={() =>
                              act(
                                () =>
                                  membership.mutateAsync({
                                    path: { id: u.id },
                                    body: { membershipType: 'premium', expiresAt: new Date(Date.now() + ONE_YEAR_MS).toISOString() },
                                  }),
                                'Membership updated successfully!',
                                'Failed to update membership',
                              )
                            }
                          >
                            Upgrade
                          </button>
                        )}
                        <button
                          type="button"
                          aria-label={`${u.isActive ? 'Deactivate' : 'Activate'} ${name}`}
                          className={button({ variant: 'ghost', size: 'sm' })}
                          onClick={() =>
                            act(
                              () => (u.isActive ? deactivate : activate).mutateAsync({ path: { id: u.id } }),
                              'User status updated successfully!',
                              'Failed to update user status',
                            )
                          }
                        >
                          {u.isActive ? 'Deactivate' : 'Activate'}
                        </button>
                        <button
                          type="button"
                          aria-label={`${u.isVerified ? 'Unverify' : 'Verify'} ${name}`}
                          className={button({ variant: 'ghost', size: 'sm' })}
                          onClick={() =>
                            act(
                              () => verification.mutateAsync({ path: { id: u.id } }),
                              'User verification status updated successfully!',
                              'Failed to update verification status',
                            )
                          }
                        >
                          {u.isVerified ? 'Unverify' : 'Verify'}
                        </button>
                        <button
                          type="button"
                          aria-label={`Assign credits to ${name}`}
                          className={button({ variant: 'ghost', size: 'sm' })}
                          onClick={() => setCrediting(u)}
                        >
                          Credits
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
        <span>{formatNumber(users.data?.total ?? 0)} users</span>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          Rows per page
          <select
            className={selectStyle}
            value={view.userLimit}
            onChange={(e) => set({ userLimit: Number(e.target.value) as AdminSearch['userLimit'], userPage: 1 })}
          >
            {USER_PAGE_SIZES.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <Pagination page={view.userPage} totalPages={users.data?.totalPages ?? 1} onPage={(userPage) => set({ userPage })} />
      </div>
      {crediting ? <AssignCreditsDialog user={crediting} onClose={() => setCrediting(null)} /> : null}
    </div>
  );
}

function AssignCreditsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [value, setValue] = useState('0');
  const assign = useAssignCredits();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // not numeric → 0, never below 0 (spec 001 §5)
    const credits = Math.max(0, Math.floor(Number(value)) || 0);
    try {
      await assign.mutateAsync({ path: { id: user.id }, body: { credits } });
      notify({ title: 'Credits assigned successfully!', variant: 'success' });
      onClose();
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to assign credits'), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={onClose}
      title="Assign Credits"
      description={`${user.firstName} ${user.lastName} has ${formatNumber(user.credits)} credits. The amount is added to the balance.`}
    >
      <form method="post" onSubmit={submit}>
        <Field label="Credits to add">
          <input className={input()} type="number" min={0} step={1} value={value} onChange={(e) => setValue(e.target.value)} />
        </Field>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', mt: '6' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={assign.isPending}>
            Assign Credits
          </button>
        </div>
      </form>
    </Dialog>
  );
}
