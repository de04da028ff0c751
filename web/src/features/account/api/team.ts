import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptTeamInviteMutation,
  changeSeatRoleMutation,
  getTeamOptions,
  getTeamQueryKey,
  inviteToTeamMutation,
  lookUpTeamInviteOptions,
  removeSeatMutation,
  revokeTeamInviteMutation,
  setSeatLimitMutation,
  transferTeamOwnershipMutation,
} from '@/api/@tanstack/react-query.gen';
import type { GetTeamResponse } from '@/api/types.gen';
import { memberKeys } from '@/lib/member-session';

export type Team = GetTeamResponse;
export type Seat = Team['seats'][number];
export type SeatRole = Seat['role'];
export type TeamInvite = Team['invites'][number];
export type InvitableRole = TeamInvite['role'];

export const ROLE_LABEL: Record<SeatRole, string> = { owner: 'Owner', manager: 'Manager', member: 'Member' };

/*
 * ADR 0021's rules, as the screen offers its actions (the server decides; these keep it from offering what it refuses).
 * The same as src/modules/identity/domain/team.ts, which the web cannot import (it names the server's types).
 */
export const runsSeats = (role: SeatRole) => role === 'owner' || role === 'manager';
/** The owner invites managers and members; a manager members only. */
export const invitableRoles = (role: SeatRole): InvitableRole[] => (role === 'owner' ? ['member', 'manager'] : role === 'manager' ? ['member'] : []);
/** The owner or a manager removes a seat; only the owner a manager; nobody the owner, nor themselves. */
export const mayRemove = (me: { id: string; role: SeatRole }, seat: Seat) =>
  seat.role !== 'owner' && seat.id !== me.id && (seat.role === 'manager' ? me.role === 'owner' : runsSeats(me.role));
/** Only the owner changes roles, between manager and member. */
export const mayChangeRole = (me: SeatRole, seat: Seat) => me === 'owner' && seat.role !== 'owner';
/** The owner sets any seat's limit, their own too; a manager members' only. */
export const maySetLimit = (me: SeatRole, seat: Seat) => me === 'owner' || (me === 'manager' && seat.role === 'member');
/** A manager withdraws only the invitations they could have made. */
export const mayRevoke = (me: SeatRole, invite: TeamInvite) => invitableRoles(me).includes(invite.role);

export const useTeam = () => useQuery({ ...getTeamOptions(), retry: false });

/**
 * ADR 0021: API keys and webhooks are the institution's; its owner and managers make and change them. Until the team
 * is read, nothing is offered (the server refuses a member seat anyway); a member alone is their institution's owner.
 */
export function useRunsIntegrations(enabled: boolean): boolean {
  const team = useQuery({ ...getTeamOptions(), retry: false, enabled });
  return team.data ? runsSeats(team.data.role) : false;
}

/** Every change to the team reads the team again (and the session: a role or an institution may have changed). */
function useTeamChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: getTeamQueryKey() }), queryClient.invalidateQueries({ queryKey: memberKeys.me })]);
}

export const useInviteToTeam = () => useMutation({ ...inviteToTeamMutation(), onSuccess: useTeamChange() });
export const useRevokeTeamInvite = () => useMutation({ ...revokeTeamInviteMutation(), onSuccess: useTeamChange() });
export const useChangeSeatRole = () => useMutation({ ...changeSeatRoleMutation(), onSuccess: useTeamChange() });
export const useSetSeatLimit = () => useMutation({ ...setSeatLimitMutation(), onSuccess: useTeamChange() });
export const useRemoveSeat = () => useMutation({ ...removeSeatMutation(), onSuccess: useTeamChange() });
export const useTransferOwnership = () => useMutation({ ...transferTeamOwnershipMutation(), onSuccess: useTeamChange() });

/** The join page: what the link is for, asked without an account. */
export const useInviteLookup = (token: string | undefined) =>
  useQuery({ ...lookUpTeamInviteOptions({ query: { token: token ?? '' } }), enabled: Boolean(token), retry: false });

/** Accepting moves the member (and their remaining credits): the session's user and credits are read again. */
export function useAcceptTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    ...acceptTeamInviteMutation(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.me }),
        queryClient.invalidateQueries({ queryKey: memberKeys.credits }),
        queryClient.invalidateQueries({ queryKey: getTeamQueryKey() }),
      ]),
  });
}
