import type { MemberRepository } from './ports/member.repository.port';

/** `institutionId`: the seat's institution (ADR 0021), whose pool a request for credits is about. */
export type MailAddress = { email: string; firstName: string; institutionId: string };

/**
 * Where to write to each member (ADR 0017's delete-your-copy notices, refund notices, credit requests): a member
 * removed since is simply missing from the answer.
 */
export async function mailAddressesOf(ids: readonly string[], members: Pick<MemberRepository, 'findById'>): Promise<Map<string, MailAddress>> {
  const found = new Map<string, MailAddress>();
  for (const id of new Set(ids)) {
    const member = await members.findById(id);
    if (member) found.set(id, { email: member.email, firstName: member.firstName, institutionId: member.institutionId });
  }
  return found;
}
