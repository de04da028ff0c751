import { describe, expect, it } from 'bun:test';
import { inviteState, mayChangeRole, mayInvite, mayRemove, runsSeats } from './team';

describe('ADR 0021: who runs a team', () => {
  it('lets the owner invite managers and members, a manager members only, a member nobody', () => {
    expect([mayInvite('owner', 'manager'), mayInvite('owner', 'member')]).toEqual([true, true]);
    expect([mayInvite('manager', 'manager'), mayInvite('manager', 'member')]).toEqual([false, true]);
    expect([mayInvite('member', 'manager'), mayInvite('member', 'member')]).toEqual([false, false]);
    expect([runsSeats('owner'), runsSeats('manager'), runsSeats('member')]).toEqual([true, true, false]);
  });

  it('lets the owner or a manager remove a member, only the owner a manager, nobody the owner or themselves', () => {
    const owner = { id: 'o', role: 'owner' as const };
    const manager = { id: 'm', role: 'manager' as const };
    const member = { id: 's', role: 'member' as const };
    expect([mayRemove(owner, member), mayRemove(manager, member), mayRemove(member, { id: 'x', role: 'member' })]).toEqual([true, true, false]);
    expect([mayRemove(owner, manager), mayRemove(manager, { id: 'n', role: 'manager' })]).toEqual([true, false]);
    expect([mayRemove(manager, owner), mayRemove(owner, owner), mayRemove(manager, manager)]).toEqual([false, false, false]);
  });

  it("lets only the owner change roles, and never the owner's own", () => {
    expect([mayChangeRole('owner', 'member'), mayChangeRole('owner', 'manager'), mayChangeRole('owner', 'owner')]).toEqual([true, true, false]);
    expect([mayChangeRole('manager', 'member'), mayChangeRole('member', 'member')]).toEqual([false, false]);
  });

  it('tells an invitation used, withdrawn, expired (at its expiry) or open', () => {
    const now = new Date('2026-06-08T10:00:00Z');
    const invite = { expiresAt: now, acceptedAt: null, revokedAt: null };
    expect(inviteState(invite, new Date(now.getTime() - 1))).toBe('open');
    expect(inviteState(invite, now)).toBe('expired');
    expect(inviteState({ ...invite, acceptedAt: now }, now)).toBe('used');
    expect(inviteState({ ...invite, revokedAt: now }, new Date(0))).toBe('revoked');
  });
});
