import { css, cx } from 'styled-system/css';
import { flex, heading, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/dates';
import { mayRevoke, ROLE_LABEL, type Team, type TeamInvite, useRevokeTeamInvite } from '../api/team';
import { cell, nowrap, ROLE_TONE } from './team-table-styles';

/** Profile › Team: the invitations not yet accepted (the owner and managers only), each withdrawable by who could have made it. */
export function InvitesTable({ invites, myRole }: { invites: TeamInvite[]; myRole: Team['role'] }) {
  const revoke = useRevokeTeamInvite();
  const withdraw = async (invite: TeamInvite) => {
    try {
      await revoke.mutateAsync({ path: { id: invite.id } });
      notify({ title: 'Invitation withdrawn', description: `The link sent to ${invite.email} no longer works.`, variant: 'success' });
    } catch (failure) {
      notify({ title: 'Invitation not withdrawn', description: failureMessage(failure), variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="team-invites-heading" className={flex({ direction: 'column', gap: '3' })}>
      <h3 id="team-invites-heading" className={heading({ size: 'md' })}>
        Open invitations
      </h3>
      <div className={css({ overflowX: 'auto' })}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '640px' })}>
          <caption className={visuallyHidden()}>Invitations not yet accepted</caption>
          <thead>
            <tr>
              {['E-mail', 'Role', 'Sent', 'Link valid until'].map((header) => (
                <th key={header} scope="col" className={cell}>
                  {header}
                </th>
              ))}
              <th scope="col" className={cell}>
                <span className={visuallyHidden()}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invites.map((invite) => (
              <tr key={invite.id} data-testid="team-invite-row">
                <td className={cx(cell, css({ overflowWrap: 'anywhere' }))}>{invite.email}</td>
                <td className={cell}>
                  <Badge tone={ROLE_TONE[invite.role]}>{ROLE_LABEL[invite.role]}</Badge>
                </td>
                <td className={cx(cell, nowrap)}>{formatDay(invite.createdAt)}</td>
                <td className={cx(cell, nowrap)}>{formatDay(invite.expiresAt)}</td>
                <td className={cx(cell, css({ textAlign: 'right' }))}>
                  {mayRevoke(myRole, invite) ? (
                    <button
                      type="button"
                      className={button({ variant: 'outline', size: 'sm' })}
                      disabled={revoke.isPending}
                      onClick={() => void withdraw(invite)}
                    >
                      Withdraw<span className={visuallyHidden()}> the invitation to {invite.email}</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
