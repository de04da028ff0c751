import { describe, expect, it } from 'bun:test';
import { fakeTransactions } from '../../../../tests/support/fake-unit-of-work';
import type { AuditActor } from '../../../platform/audit/audit-trail';
import type { Transaction } from '../../../platform/kernel/transaction';
import { changeMembership } from './change-membership.use-case';
import type { MemberAdminRepository, MemberRecord } from './ports/member-admin.repository.port';

const admin: AuditActor = { kind: 'admin', id: '00000000-0000-4000-8000-000000000001', label: 'admin <admin@edureach.local>' };
const RAHUL = '00000000-0000-4000-8000-0000000000bb';
const now = new Date('2026-06-01T09:30:00Z');

function world() {
  const db = fakeTransactions();
  const stored: { membershipType: string; expiresAt: Date | null }[] = [];
  const members = {
    async setMembership(tx: Transaction, id: string, membershipType: 'free' | 'premium', expiresAt: Date | null) {
      if (!db.isOpen(tx) || id !== RAHUL) return null;
      stored.push({ membershipType, expiresAt });
      return { id, membershipType, membershipExpiresAt: expiresAt?.toISOString() ?? null } as MemberRecord;
    },
  } as MemberAdminRepository;
  const deps = { members, unitOfWork: db.unitOfWork, audit: db.audit, clock: { now: () => now }, balances: { balanceOf: async () => 7 } };
  return { db, deps, stored };
}

describe('an admin changes a membership', () => {
  it('gives premium without a date for one year, and the audit row says until when', async () => {
    const { db, deps, stored } = world();
    const member = await changeMembership({ memberId: RAHUL, membershipType: 'premium', expiresAt: null, actor: admin }, deps);
    expect(stored).toEqual([{ membershipType: 'premium', expiresAt: new Date('2027-06-01T09:30:00Z') }]);
    expect(member).toMatchObject({ membershipType: 'premium', membershipExpiresAt: '2027-06-01T09:30:00.000Z', credits: 7 });
    expect(db.audited).toEqual([
      { actor: admin, action: 'member.upgrade', subject: { kind: 'member', memberId: RAHUL }, detail: { membershipType: 'premium', expiresAt: '2027-06-01T09:30:00.000Z' } },
    ]);
  });

  it('stores no expiry for a free membership, whatever date came with it', async () => {
    const { deps, stored } = world();
    await changeMembership({ memberId: RAHUL, membershipType: 'free', expiresAt: new Date('2026-12-31T00:00:00Z'), actor: admin }, deps);
    expect(stored).toEqual([{ membershipType: 'free', expiresAt: null }]);
  });

  it('answers 404 for an unknown member and audits nothing', async () => {
    const { db, deps } = world();
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    await expect(changeMembership({ memberId: unknown, membershipType: 'premium', expiresAt: null, actor: admin }, deps)).rejects.toMatchObject({
      code: 'MEMBERS.NOT_FOUND',
    });
    expect(db.audited).toEqual([]);
    expect(db.transactions).toEqual(['rolled back']);
  });
});
