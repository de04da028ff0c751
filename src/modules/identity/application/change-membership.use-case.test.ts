import { describe, expect, it } from 'bun:test';
import type { AuditActor } from '@platform/audit/audit-trail';
import { changeMembership } from './change-membership.use-case';
import { aMember, inMemoryMemberAdmin } from './testing/in-memory-member-admin';

const admin: AuditActor = { kind: 'admin', id: 'admin-1', label: 'root <root@edureach.in>' };
const now = new Date('2026-06-01T09:30:00Z');

describe('an administrator changing a membership', () => {
  it('gives premium without a date for one year, and the audit row says until when', async () => {
    const { world, deps } = inMemoryMemberAdmin([aMember('rahul')], now);
    const member = await changeMembership({ memberId: 'rahul', membershipType: 'premium', expiresAt: null, actor: admin }, deps);
    expect(member).toMatchObject({ membershipType: 'premium', membershipExpiresAt: '2027-06-01T09:30:00.000Z', credits: 100 });
    expect(world.audit).toEqual([
      {
        actor: admin,
        action: 'member.upgrade',
        subject: { kind: 'member', memberId: 'rahul' },
        detail: { membershipType: 'premium', expiresAt: '2027-06-01T09:30:00.000Z' },
      },
    ]);
  });

  it('keeps the date chosen for premium, and stores no expiry for free whatever date came with it', async () => {
    const { world, deps } = inMemoryMemberAdmin([aMember('rahul')], now);
    await changeMembership({ memberId: 'rahul', membershipType: 'premium', expiresAt: new Date('2026-12-31T00:00:00Z'), actor: admin }, deps);
    expect(world.members.get('rahul')?.membershipExpiresAt).toBe('2026-12-31T00:00:00.000Z');
    await changeMembership({ memberId: 'rahul', membershipType: 'free', expiresAt: new Date('2026-12-31T00:00:00Z'), actor: admin }, deps);
    expect(world.members.get('rahul')).toMatchObject({ membershipType: 'free', membershipExpiresAt: null });
  });

  it('answers 404 for an unknown member, and audits nothing', async () => {
    const { world, deps } = inMemoryMemberAdmin([aMember('rahul')], now);
    await expect(changeMembership({ memberId: 'nobody', membershipType: 'premium', expiresAt: null, actor: admin }, deps)).rejects.toMatchObject({
      code: 'MEMBERS.NOT_FOUND',
    });
    expect(world.audit).toEqual([]);
  });
});
