import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { flex, heading, visuallyHidden } from 'styled-system/patterns';
import { button, nativeSelect } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/dates';
import { plural } from '@/lib/plural';
import {
  mayChangeRole,
  mayRemove,
  maySetLimit,
  ROLE_LABEL,
  runsSeats,
  type InvitableRole,
  type Seat,
  type Team,
  useChangeSeatRole,
  useRemoveSeat,
  useTransferOwnership,
} from '../api/team';
import { SeatLimitDialog } from './seat-limit-dialog';
import { cell, nowrap, number, ROLE_TONE } from './team-table-styles';

/** Profile › Team: the seats, their limits and spending, and the actions the caller's role allows on each (ADR 0021). */
export function SeatsTable({ team, myId }: { team: Team; myId: string }) {
  const { role: myRole, seats } = team;
  const me = { id: myId, role: myRole };
  const changeRole = useChangeSeatRole();
  const remove = useRemoveSeat();
  const transfer = useTransferOwnership();
  const [limiting, setLimiting] = useState<Seat | null>(null);
  const [removing, setRemoving] = useState<Seat | null>(null);
  const [handingOver, setHandingOver] = useState<Seat | null>(null);
  const actionsShown = runsSeats(myRole);

  const pickRole = async (seat: Seat, role: InvitableRole) => {
    try {
      await changeRole.mutateAsync({ path: { memberId: seat.id }, body: { role } });
      notify({ title: 'Role changed', description: `${seat.name} is now a ${ROLE_LABEL[role].toLowerCase()}.`, variant: 'success' });
    } catch (failure) {
      notify({ title: 'Role not changed', description: failureMessage(failure), variant: 'destructive' });
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync({ path: { memberId: removing.id } });
      notify({
        title: 'Seat removed',
        description: `${removing.name} has left your institution: ${plural(answer.collectionsReassigned, 'collection')} moved to you, ${plural(answer.apiKeysRevoked, 'API key')} revoked.`,
        variant: 'success',
      });
    } catch (failure) {
      notify({ title: 'Seat not removed', description: failureMessage(failure), variant: 'destructive' });
    }
    setRemoving(null);
  };

  const confirmTransfer = async () => {
    if (!handingOver) return;
    try {
      const answer = await transfer.mutateAsync({ body: { memberId: handingOver.id } });
      notify({ title: 'Ownership transferred', description: answer.message, variant: 'success' });
    } catch (failure) {
      notify({ title: 'Ownership not transferred', description: failureMessage(failure), variant: 'destructive' });
    }
    setHandingOver(null);
  };

  const figure = (value: number | null, seat: Seat, none: string) => (seat.spentThisMonth === null ? '—' : value === null ? none : String(value));

  return (
    <section aria-labelledby="team-seats-heading" className={flex({ direction: 'column', gap: '3' })}>
      <h3 id="team-seats-heading" className={heading({ size: 'md' })}>
        Seats
      </h3>
      <div className={css({ overflowX: 'auto' })}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '720px' })}>
          <caption className={visuallyHidden()}>The seats of your institution</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Name
              </th>
              <th scope="col" className={cell}>
                Role
              </th>
              <th scope="col" className={cell}>
                Joined
              </th>
              <th scope="col" className={cx(cell, css({ textAlign: 'right' }))}>
                Monthly limit
              </th>
              <th scope="col" className={cx(cell, css({ textAlign: 'right' }))}>
                Spent this month
              </th>
              {actionsShown ? (
                <th scope="col" className={cell}>
                  <span className={visuallyHidden()}>Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {seats.map((seat) => (
              <tr key={seat.id} data-testid="team-seat-row">
                <td className={cx(cell, css({ minW: '48' }))}>
                  <span className={css({ display: 'block', fontWeight: 'medium' })}>
                    {seat.name}
                    {seat.id === myId ? <span className={css({ color: 'fg.subtle', fontWeight: 'normal' })}> (you)</span> : null}
                  </span>
                  <span className={css({ display: 'block', color: 'fg.subtle', fontSize: 'xs', overflowWrap: 'anywhere' })}>{seat.email}</span>
                </td>
                <td className={cell}>
                  {mayChangeRole(myRole, seat) ? (
                    <select
                      aria-label={`Role of ${seat.name}`}
                      className={nativeSelect()}
                      value={seat.role}
                      disabled={changeRole.isPending}
                      onChange={(event) => void pickRole(seat, event.target.value as InvitableRole)}
                    >
                      <option value="manager">{ROLE_LABEL.manager}</option>
                      <option value="member">{ROLE_LABEL.member}</option>
                    </select>
                  ) : (
                    <Badge tone={ROLE_TONE[seat.role]}>{ROLE_LABEL[seat.role]}</Badge>
                  )}
                </td>
                <td className={cx(cell, nowrap)}>{formatDay(seat.joinedAt)}</td>
                <td className={cx(cell, number)}>{figure(seat.monthlyLimit, seat, 'No limit')}</td>
                <td className={cx(cell, number)}>{figure(seat.spentThisMonth, seat, '0')}</td>
                {actionsShown ? (
                  <td className={cell}>
                    <span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' })}>
                      {maySetLimit(myRole, seat) ? (
                        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setLimiting(seat)}>
                          Set limit<span className={visuallyHidden()}> for {seat.name}</span>
                        </button>
                      ) : null}
                      {myRole === 'owner' && seat.id !== myId ? (
                        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setHandingOver(seat)}>
                          Make owner<span className={visuallyHidden()}>: {seat.name}</span>
                        </button>
                      ) : null}
                      {mayRemove(me, seat) ? (
                        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setRemoving(seat)}>
                          Remove<span className={visuallyHidden()}> {seat.name}</span>
                        </button>
                      ) : null}
                    </span>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SeatLimitDialog seat={limiting} onClose={() => setLimiting(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={() => setRemoving(null)}
        destructive
        title="Remove seat"
        confirmLabel="Remove seat"
        onConfirm={() => void confirmRemove()}
        pending={remove.isPending}
        description={
          removing
            ? `${removing.name} (${removing.email}) leaves your institution at once: their sessions and API keys end, and their collections and saved students become yours. They keep an account of their own, without credits.`
            : ''
        }
      />
      <ConfirmDialog
        open={handingOver !== null}
        onOpenChange={() => setHandingOver(null)}
        title="Transfer ownership"
        confirmLabel="Make owner"
        onConfirm={() => void confirmTransfer()}
        pending={transfer.isPending}
        description={
          handingOver ? `${handingOver.name} becomes the owner of your institution and you become a manager. Only the new owner can hand ownership back.` : ''
        }
      />
    </section>
  );
}
