import type { CollectionsApi } from './modules/collections/contracts';
import type { IdentityApi } from './modules/identity/contracts';
import type { LeadsApi } from './modules/leads/contracts';
import type { CopyHolder, StudentLinks } from './modules/privacy/contracts';

/**
 * ADR 0017: what the privacy module must know of a student (to hash their contacts and name them in a notice) and
 * who holds a copy (the seats who unlocked or saved them, and their institutions' owners: ADR 0021), assembled by the composition root from leads,
 * collections and identity, so that privacy still imports no other module.
 */
export function studentLinks(
  leads: Pick<LeadsApi, 'findStudentsByIds' | 'unlockersOf'>,
  collections: Pick<CollectionsApi, 'saversOf'>,
  identity: Pick<IdentityApi, 'mailAddresses'> & { memberAdmin: Pick<IdentityApi['memberAdmin'], 'ownersOf'> },
): StudentLinks {
  return {
    async contactOf(studentId) {
      const [record] = await leads.findStudentsByIds([studentId]);
      return record ? { name: record.studentName, email: record.emailId, mobile: record.mobileNumber } : null;
    },
    async copyHoldersOf(studentId): Promise<CopyHolder[]> {
      const holders = [...new Set([...(await leads.unlockersOf(studentId)), ...(await collections.saversOf(studentId))])];
      const holding = await identity.mailAddresses(holders);
      // ADR 0021: an unlock is the institution's, so its owner is told too, besides the seats who unlocked or saved
      const owners = await identity.memberAdmin.ownersOf([...new Set([...holding.values()].map((address) => address.institutionId))]);
      const memberIds = [...new Set([...holders, ...owners.values()])];
      const addresses = new Map([...holding, ...(await identity.mailAddresses(memberIds.filter((id) => !holding.has(id))))]);
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
