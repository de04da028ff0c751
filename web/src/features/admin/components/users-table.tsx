import { css } from 'styled-system/css';
import { flex, grid, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import type { ListWebsiteUsersResponse } from '@/api/types.gen';
import { Badge } from '@/components/ui/badge';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useActivateUser, useDeactivateUser, useToggleVerification, useUpdateMembership } from '../api/website-users';
import { formatDate, formatNumber } from './list-parts';

export type User = ListWebsiteUsersResponse['users'][number];

export const USER_COLUMNS = ['Member', 'Institution', 'Membership', 'Credits', 'Status', 'Joined', 'Actions'];

/** The rows of one page of members with their actions (spec 001 §5): membership, status, verification, credits. */
export function UserRows({ rows, onCredit, onUpgrade }: { rows: User[]; onCredit: (user: User) => void; onUpgrade: (user: User) => void }) {
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
  return (
    <>
      {rows.map((u) => {
        const name = `${u.firstName} ${u.lastName}`;
        return (
          <tr key={u.id}>
            <td>
              <span className={css({ display: 'block', fontWeight: 'medium' })}>{name}</span>
              <span
                title={u.email}
                className={hint({ size: 'xs', display: 'block', maxW: '60', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
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
              <div className={flex({ direction: 'column', align: 'flex-start', gap: '1' })}>
                <Badge tone={u.isActive ? 'success' : 'danger'}>{u.isActive ? 'Active' : 'Inactive'}</Badge>
                <Badge tone={u.isVerified ? 'success' : 'warning'}>{u.isVerified ? 'Verified' : 'Unverified'}</Badge>
              </div>
            </td>
            <td>{formatDate(u.createdAt)}</td>
            <td>
              <div className={grid({ gridTemplateColumns: 'repeat(2, auto)', justifyContent: 'start', gap: '1' })}>
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
                  <button type="button" aria-label={`Upgrade ${name}`} className={button({ variant: 'ghost', size: 'sm' })} onClick={() => onUpgrade(u)}>
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
                <button type="button" aria-label={`Assign credits to ${name}`} className={button({ variant: 'ghost', size: 'sm' })} onClick={() => onCredit(u)}>
                  Credits
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </>
  );
}
