import { SUPPRESSION_REASONS } from './suppression';

/**
 * Why a member must delete their copy of a student (ADR 0017, docs/product.md, "Do not contact"): the student withdrew consent, was
 * erased, or asked not to be contacted. The last keeps the record (and the member's unlock), but every holder is told.
 */
export const COPY_NOTICE_REASONS = [...SUPPRESSION_REASONS, 'do_not_contact'] as const;
export type CopyNoticeReason = (typeof COPY_NOTICE_REASONS)[number];

const students = (n: number) => (n === 1 ? '1 student' : `${n} students`);

/** The banner over a member's saved students: how many notices are open, and why, in one line (null: none). */
export function copyNoticesMessage(reasons: readonly CopyNoticeReason[]): string | null {
  if (reasons.length === 0) return null;
  const asked = reasons.filter((reason) => reason === 'do_not_contact').length;
  const withdrew = reasons.length - asked;
  const parts = [...(withdrew > 0 ? [`${students(withdrew)} withdrew consent`] : []), ...(asked > 0 ? [`${students(asked)} asked not to be contacted`] : [])];
  return `${parts.join(' and ')} — delete your copy`;
}
