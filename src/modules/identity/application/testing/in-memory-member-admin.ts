import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import type { AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import type { MemberAdminDeps } from '../member-admin.deps';
import type { ChangedMember, MemberAdminRepository, MemberRecord } from '../ports/member-admin.repository.port';

export type MemberAdminWorld = {
  members: Map<string, MemberRecord>;
  /** live sessions, per member */
  sessions: Map<string, number>;
  balances: Map<string, number>;
  audit: AuditEntry[];
};

/** A member as the admin list shows one: active, verified, free. */
export const aMember = (id: string, fields: Partial<MemberRecord> = {}): MemberRecord => ({
  id,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: `${id}@example.in`,
  phone: null,
  institutionName: 'Sunrise Junior College',
  designation: null,
  membershipType: 'free',
  membershipExpiresAt: null,
  isActive: true,
  isVerified: true,
  isEmailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  ...fields,
});

/** The member-admin use cases' ports over plain data, with a clock stopped at `now`. */
export function inMemoryMemberAdmin(members: MemberRecord[], now = new Date('2026-06-01T09:30:00Z')) {
  const world: MemberAdminWorld = {
    members: new Map(members.map((member) => [member.id, member])),
    sessions: new Map(members.map((member) => [member.id, 2])),
    balances: new Map(members.map((member) => [member.id, 100])),
    audit: [],
  };
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(world);
  /** each member here is alone in an institution of the same id, whose pool `balances` holds */
  const change: (tx: Parameters<typeof assertOpen>[0], id: string, fields: Partial<MemberRecord>) => Promise<ChangedMember | null> = async (tx, id, fields) => {
    assertOpen(tx);
    const member = world.members.get(id);
    if (!member) return null;
    world.members.set(id, { ...member, ...fields });
    return { ...world.members.get(id)!, institutionId: id };
  };
  const repository = {
    setMembership: (tx, id, membershipType, expiresAt) => change(tx, id, { membershipType, membershipExpiresAt: expiresAt?.toISOString() ?? null }),
    setActive: (tx, id, isActive) => change(tx, id, { isActive }),
    toggleVerification: (tx, id) => change(tx, id, { isVerified: !world.members.get(id)?.isVerified }),
  } as MemberAdminRepository;
  const deps: MemberAdminDeps = {
    members: repository,
    sessions: {
      async revokeAll(_kind, memberId, _reason, _keep, tx) {
        if (!tx) throw new Error('sessions ended outside the change');
        assertOpen(tx);
        world.sessions.set(memberId, 0);
      },
    },
    balances: { balanceOf: async (institutionId) => world.balances.get(institutionId) ?? 0 },
    unitOfWork,
    audit: inMemoryAuditTrail(world, assertOpen),
    clock: { now: () => now },
  };
  return { world, deps };
}
