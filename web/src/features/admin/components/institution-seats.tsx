import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button, nativeSelect } from 'styled-system/recipes';
import type { GetInstitutionResponse } from '@/api/types.gen';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScrollTable } from '@/components/ui/data-table';
import { formatDay } from '@/lib/dates';
import { useChangeSeatRole, useRemoveSeat, useTransferOwnership } from '../api/institutions';
import { act } from './institution-forms';

type Seat = GetInstitutionResponse['seats'][number];
type Confirming = { kind: 'remove' | 'owner'; seat: Seat } | null;

const ROLE_LABELS = { owner: 'Owner', manager: 'Manager', member: 'Member' } as const;

/** ADR 0021: an institution's seats, and what the admin does to them as the owner would: role, ownership, removal. */
export function InstitutionSeats({ id, seats, busy }: { id: string; seats: Seat[]; busy: boolean }) {
  const changeRole = useChangeSeatRole();
  const remove = useRemoveSeat();
  const transfer = useTransferOwnership();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const confirm = async () => {
    if (!confirming) return;
    const { seat, kind } = confirming;
    const done =
      kind === 'remove'
        ? await act(() => remove.mutateAsync({ path: { id, memberId: seat.id } }), `${seat.name}'s seat removed`, 'Failed to remove the seat')
        : await act(
            () => transfer.mutateAsync({ path: { id }, body: { memberId: seat.id } }),
            `${seat.name} now owns the institution`,
            'Failed to transfer the ownership',
          );
    if (done) setConfirming(null);
  };
  return (
    <>
      <section aria-labelledby="institution-seats">
        <h3 id="institution-seats" className={css({ fontWeight: 'semibold', mb: '2' })}>
          Seats ({seats.length})
        </h3>
        {seats.length === 0 ? (
          <p className={hint()}>No seats: move a member in to give this institution an owner.</p>
        ) : (
          <ScrollTable columns={['Seat', 'Role', 'Joined', 'Status', 'Actions']} density="compact" busy={busy}>
            {seats.map((seat) => (
              <tr key={seat.id}>
                <td>
                  <span className={css({ display: 'block', fontWeight: 'medium' })}>{seat.name}</span>
                  <span className={hint({ size: 'xs' })}>{seat.email}</span>
                </td>
                <td>
                  {seat.role === 'owner' ? (
                    <Badge tone="brand">Owner</Badge>
                  ) : (
                    <select
                      aria-label={`Role of ${seat.name}`}
                      className={nativeSelect()}
                      value={seat.role}
                      disabled={changeRole.isPending}
                      onChange={(event) =>
                        act(
                          () => changeRole.mutateAsync({ path: { id, memberId: seat.id }, body: { role: event.target.value as 'manager' | 'member' } }),
                          `${seat.name} is now a ${event.target.value}`,
                          'Failed to change the role',
                        )
                      }
                    >
                      <option value="manager">{ROLE_LABELS.manager}</option>
                      <option value="member">{ROLE_LABELS.member}</option>
                    </select>
                  )}
                </td>
                <td>{formatDay(seat.joinedAt)}</td>
                <td>
                  <div className={flex({ gap: '1', wrap: 'wrap' })}>
                    <Badge tone={seat.isActive ? 'success' : 'danger'}>{seat.isActive ? 'Active' : 'Inactive'}</Badge>
                    <Badge tone={seat.isVerified ? 'success' : 'warning'}>{seat.isVerified ? 'Verified' : 'Unverified'}</Badge>
                  </div>
                </td>
                <td>
                  {seat.role === 'owner' ? (
                    <span className={hint({ size: 'xs' })}>Ownership moves by a transfer</span>
                  ) : (
                    <div className={flex({ gap: '1' })}>
                      <button
                        type="button"
                        aria-label={`Make ${seat.name} the owner`}
                        className={button({ variant: 'ghost', size: 'sm' })}
                        onClick={() => setConfirming({ kind: 'owner', seat })}
                      >
                        Make owner
                      </button>
                      <button
                        type="button"
                        aria-label={`Remove ${seat.name}`}
                        className={button({ variant: 'ghost', size: 'sm' })}
                        onClick={() => setConfirming({ kind: 'remove', seat })}
                      >
                        Remove
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming?.kind === 'remove' ? 'Remove this seat?' : 'Transfer the ownership?'}
        description={
          confirming?.kind === 'remove'
            ? `${confirming.seat.name} is signed out at once and their API keys end; their collections go to the owner. They keep an account in an institution of their own, with no credits and no premium.`
            : `${confirming?.seat.name ?? ''} becomes the owner; the present owner becomes a manager.`
        }
        confirmLabel={confirming?.kind === 'remove' ? 'Remove seat' : 'Transfer ownership'}
        destructive={confirming?.kind === 'remove'}
        pending={remove.isPending || transfer.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
