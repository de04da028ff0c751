import type { ContactRulesDeps } from './contact-rules.use-cases';

const bannerText = (count: number) =>
  count === 0 ? null : count === 1 ? '1 student withdrew consent — delete your copy' : `${count} students withdrew consent — delete your copy`;

/** A member's open notices (issue 16 §3), each with the student's name while the record exists (not once erased). */
export async function noticesOf(memberId: string, deps: Pick<ContactRulesDeps, 'notices' | 'links'>) {
  const notices = await deps.notices.openFor(memberId);
  const names = (await deps.links?.namesOf(notices.filter((n) => n.reason === 'withdrawn').map((n) => n.studentId))) ?? new Map<string, string>();
  return {
    notices: notices.map((notice) => ({
      id: notice.id,
      studentId: notice.studentId,
      studentName: names.get(notice.studentId) ?? null,
      reason: notice.reason,
      createdAt: notice.createdAt.toISOString(),
    })),
    message: bannerText(notices.length),
  };
}
