import type { StoredAdmin } from '@modules/identity/application/ports/admin.repository.port';
import type { StoredMember } from '@modules/identity/application/ports/member.repository.port';
import { isPremiumActive } from '@modules/identity/domain/membership';

/** An expired premium membership is reported as free, everywhere. `credits` is the balance, from the credits module. */
export function toMemberView(member: StoredMember, now: Date, credits: number) {
  const isPremium = isPremiumActive(member, now);
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    institutionName: member.institutionName,
    designation: member.designation,
    membershipType: isPremium ? ('premium' as const) : ('free' as const),
    membershipExpiresAt: member.membershipExpiresAt?.toISOString() ?? null,
    isPremium,
    credits,
    isVerified: member.isVerified,
    isEmailVerified: member.isEmailVerified,
    isActive: member.isActive,
    createdAt: member.createdAt.toISOString(),
    lastLogin: member.lastLogin?.toISOString() ?? null,
  };
}

export const toAdminView = (admin: StoredAdmin) => ({
  id: admin.id,
  username: admin.username,
  email: admin.email,
  role: admin.role,
  isActive: admin.isActive,
  createdAt: admin.createdAt.toISOString(),
});
