import { copyNoticesMessage } from '../domain/copy-notice';
import type { ContactRulesDeps } from './contact-rules.use-cases';

/** A member's open notices (ADR 0017), each with the student's name while the record exists (not once erased). */
export async function noticesOf(memberId: string, deps: Pick<ContactRulesDeps, 'notices' | 'links'>) {
  const notices = await deps.notices.openFor(memberId);
  const names = (await deps.links?.namesOf(notices.filter((n) => n.reason !== 'erased').map((n) => n.studentId))) ?? new Map<string, string>();
  return {
    notices: notices.map((notice) => ({
      id: notice.id,
      studentId: notice.studentId,
      studentName: names.get(notice.studentId) ?? null,
      reason: notice.reason,
      createdAt: notice.createdAt.toISOString(),
    })),
    message: copyNoticesMessage(notices.map((notice) => notice.reason)),
  };
}
