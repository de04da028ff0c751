import type { MemberRepository } from './ports/member.repository.port';

/**
 * Where to write to each member (ADR 0017's delete-your-copy notices, refund notices, credit requests): a member
 * removed since is simply missing from the answer.
 */
export async function mailAddressesOf(
  ids: readonly string[],
  members: Pick<MemberRepository, 'findById'>,
): Promise<Map<string, { email: string; firstName: string }>> {
  const found = new Map<string, { email: string; firstName: string }>();
  for (const id of new Set(ids)) {
    const member = await members.findById(id);
    if (member) found.set(id, { email: member.email, firstName: member.firstName });
  }
  return found;
}
