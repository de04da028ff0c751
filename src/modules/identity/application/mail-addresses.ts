import type { MemberRepository } from './ports/member.repository.port';

/** `institutionId`: the seat's institution (ADR 0021), whose pool a request for credits is about. */
export type MailAddress = { email: string; firstName: string; institutionId: string };

/**
 * Where to write to each member (ADR 0017's delete-your-copy notices, refund notices, credit requests): a member
 * removed since is simply missing from the answer.
 */
export async function mailAddressesOf(ids: readonly string[], members: Pick<MemberRepository, 'findByIds'>): Promise<Map<string, MailAddress>> {
  const found = await members.findByIds([...new Set(ids)]);
  return new Map(found.map((member) => [member.id, { email: member.email, firstName: member.firstName, institutionId: member.institutionId }]));
}
