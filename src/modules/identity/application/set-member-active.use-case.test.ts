import { describe, expect, it } from 'bun:test';
import { fakeTransactions } from '../../../../tests/support/fake-unit-of-work';
import type { AuditActor } from '../../../platform/audit/audit-trail';
import type { Transaction } from '../../../platform/kernel/transaction';
import type { MemberAdminRepository, MemberRecord } from './ports/member-admin.repository.port';
import { setMemberActive } from './set-member-active.use-case';

const admin: AuditActor = { kind: 'admin', id: '00000000-0000-4000-8000-000000000001', label: 'admin <admin@edureach.local>' };
const PRIYA = '00000000-0000-4000-8000-0000000000aa';

function world() {
  const db = fakeTransactions();
  const members = new Map<string, MemberRecord>([[PRIYA, { id: PRIYA, isActive: true } as MemberRecord]]);
  const endedSessions: { memberId: string; reason: string; insideTheChange: boolean }[] = [];
  const repository = {
    async setActive(tx: Transaction, id: string, active: boolean) {
      expect(db.isOpen(tx)).toBe(true);
      const member = members.get(id);
      return member ? { ...member, isActive: active } : null;
    },
  } as MemberAdminRepository;
  const sessions = {
    async revokeAll(_kind: string, memberId: string, reason: string, _keep?: string, tx?: Transaction) {
      endedSessions.push({ memberId, reason, insideTheChange: db.isOpen(tx) });
    },
  };
  const deps = { members: repository, sessions, unitOfWork: db.unitOfWork, audit: db.audit, balances: { balanceOf: async () => 42 } };
  return { db, deps, endedSessions };
}

describe('an admin deactivates or activates a member', () => {
  it('ends every session of a deactivated member in the same transaction as the change and its audit row', async () => {
    const { db, deps, endedSessions } = world();
    const member = await setMemberActive({ memberId: PRIYA, active: false, actor: admin }, deps);
    expect(member).toMatchObject({ id: PRIYA, isActive: false, credits: 42 });
    expect(endedSessions).toEqual([{ memberId: PRIYA, reason: 'deactivated', insideTheChange: true }]);
    expect(db.audited).toEqual([{ actor: admin, action: 'member.deactivate', subject: { kind: 'member', memberId: PRIYA } }]);
    expect(db.transactions).toEqual(['committed']);
  });

  it('ends no session when activating', async () => {
    const { db, deps, endedSessions } = world();
    await setMemberActive({ memberId: PRIYA, active: true, actor: admin }, deps);
    expect(endedSessions).toEqual([]);
    expect(db.audited.map((entry) => entry.action)).toEqual(['member.activate']);
  });

  it('answers 404 for an unknown member, ends nothing and audits nothing', async () => {
    const { db, deps, endedSessions } = world();
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    await expect(setMemberActive({ memberId: unknown, active: false, actor: admin }, deps)).rejects.toMatchObject({ code: 'MEMBERS.NOT_FOUND' });
    expect(endedSessions).toEqual([]);
    expect(db.audited).toEqual([]);
  });
});
