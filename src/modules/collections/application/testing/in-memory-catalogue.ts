import type { UnitOfWork } from '@platform/kernel/transaction';
import { doNotContact } from '@modules/leads/contracts';
import { costOf, insufficientCredits } from '@modules/credits/contracts';
import type { CreditsPort, LeadsPort } from '../ports/catalogue.port';
import type { CollectionsWorld } from './collections-world';

/** leads' catalogue as the collections see it: contacts masked for a member who has not unlocked the student. */
export function inMemoryCatalogue(world: CollectionsWorld): LeadsPort {
  const isUnlocked = (memberId: string, id: string) => world.unlocked.has(`${memberId} ${id}`);
  return {
    async existingIds(ids) {
      return ids.filter((id) => world.students.has(id));
    },
    async studentsForMember(viewer, ids) {
      return ids.flatMap((id) => {
        const student = world.students.get(id);
        if (!student) return [];
        const open = viewer.isPremium || isUnlocked(viewer.memberId, id);
        return [open ? { ...student, isUnlocked: true } : { ...student, emailId: '****', mobileNumber: '98******10', address: '****', isUnlocked: false }];
      });
    },
    async unlocksInForceAmong(memberId, ids) {
      return new Set(ids.filter((id) => isUnlocked(memberId, id)));
    },
    async uncontactableAmong(ids) {
      return new Map(ids.filter((id) => world.doNotContact.has(id)).map((id) => [id, doNotContact()] as const));
    },
    async exclusionListedAmong() {
      return new Set<string>();
    },
  };
}

/** credits' chargedTransaction as its contract promises it: all or nothing, at the real prices, a keyed retry answered again. */
export function inMemoryCredits(world: CollectionsWorld, unitOfWork: UnitOfWork): CreditsPort {
  return {
    async chargedTransaction(operation, work) {
      const key = operation.idempotencyKey && `${operation.memberId} ${operation.idempotencyKey}`;
      if (key && world.answers.has(key)) return world.answers.get(key) as never;
      return unitOfWork(async (tx) => {
        const result = await work({
          tx,
          async charge(order) {
            const studentIds = order.studentIds ?? [];
            const credits = costOf(order.kind, order.studentIds ? studentIds.length : (order.quantity ?? 0), order.isPremium);
            const balance = world.balances.get(operation.memberId) ?? 0;
            if (balance < credits) throw insufficientCredits();
            world.balances.set(operation.memberId, balance - credits);
            if (credits > 0) world.charges.push({ memberId: operation.memberId, kind: order.kind, studentIds, credits });
            return { charged: credits, remainingCredits: balance - credits };
          },
        });
        if (key) world.answers.set(key, structuredClone(result));
        return result;
      });
    },
  };
}
