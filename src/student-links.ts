import type { CollectionsApi } from './modules/collections/contracts';
import type { IdentityApi } from './modules/identity/contracts';
import type { LeadsApi } from './modules/leads/contracts';
import type { CopyHolder, StudentLinks } from './modules/privacy/contracts';

/**
 * ADR 0017: what the privacy module must know of a student (to hash their contacts and name them in a notice) and
 * who holds a copy (the members who unlocked or saved them), assembled by the composition root from leads,
 * collections and identity, so that privacy still imports no other module.
 */
export function studentLinks(
  leads: Pick<LeadsApi, 'findStudentsByIds' | 'unlockersOf'>,
  collections: Pick<CollectionsApi, 'saversOf'>,
  identity: Pick<IdentityApi, 'mailAddresses'>,
): StudentLinks {
  return {
    async contactOf(studentId) {
      const [record] = await leads.findStudentsByIds([studentId]);
      return record ? { name: record.studentName, email: record.emailId, mobile: record.mobileNumber } : null;
    },
    async copyHoldersOf(studentId): Promise<CopyHolder[]> {
      const memberIds = [...new Set([...(await leads.unlockersOf(studentId)), ...(await collections.saversOf(studentId))])];
      const addresses = await identity.mailAddresses(memberIds);
      return memberIds.flatMap((memberId) => {
        const address = addresses.get(memberId);
        return address ? [{ memberId, ...address }] : [];
      });
    },
    async namesOf(studentIds) {
      if (studentIds.length === 0) return new Map();
      return new Map((await leads.findStudentsByIds(studentIds)).map((record) => [record.id, record.studentName]));
    },
  };
}
