import type { Orm } from '@platform/db/orm';
import { createMember } from '@support/auth';
import type { Member } from './mixed-load';

/** `count` verified free members straight in the database, each with `credits` and a live session token. */
export async function createMembers(orm: Orm, count: number, credits: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, count - i) }, () => createMember(orm, { credits })));
    members.push(...batch.map((member) => ({ id: member.id, token: member.token })));
  }
  return members;
}
