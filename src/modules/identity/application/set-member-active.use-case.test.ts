import { describe, expect, it } from 'bun:test';
import type { AuditActor } from '@platform/audit/audit-trail';
import { setMemberActive } from './set-member-active.use-case';
import { aMember, inMemoryMemberAdmin } from './testing/in-memory-member-admin';

const admin: AuditActor = { kind: 'admin', id: 'admin-1', label: 'root <root@edureach.in>' };

describe('an administrator deactivating or activating a member', () => {
  it('ends every session of a deactivated member with the change, and audits it', async () => {
    const { world, deps } = inMemoryMemberAdmin([aMember('priya')]);
    expect(await setMemberActive({ memberId: 'priya', active: false, actor: admin }, deps)).toMatchObject({ id: 'priya', isActive: false, credits: 100 });
    expect(world.sessions.get('priya')).toBe(0);
    expect(world.audit).toEqual([{ actor: admin, action: 'member.deactivate', subject: { kind: 'member', memberId: 'priya' } }]);
  });

  it('ends no session when activating', async () => {
    const { world, deps } = inMemoryMemberAdmin([aMember('priya', { isActive: false })]);
    await setMemberActive({ memberId: 'priya', active: true, actor: admin }, deps);
    expect(world.members.get('priya')?.isActive).toBe(true);
    expect(world.sessions.get('priya')).toBe(2);
    expect(world.audit.map((entry) => entry.action)).toEqual(['member.activate']);
  });

  it('answers 404 for an unknown member, and audits nothing', async () => {
    const { world, deps } = inMemoryMemberAdmin([aMember('priya')]);
    await expect(setMemberActive({ memberId: 'nobody', active: false, actor: admin }, deps)).rejects.toMatchObject({
      code: 'MEMBERS.NOT_FOUND',
      message: 'User not found',
    });
    expect(world.sessions.get('priya')).toBe(2);
    expect(world.audit).toEqual([]);
  });
});
