import { CURRENT_NOTICE_VERSION, SHARING_PURPOSE, type ConsentRecord, type ConsentSource } from './consent';

/** A seeded student as the demo consents need it, in the portal's order (newest first). */
export type DemoStudent = { id: string; dataSource: string; isMinor: boolean };

/** The portal's first pages (newest first) hold no locked minor, so that the demo's first unlock works there. */
const FIRST_ROWS = 100;

const sourceOf = (dataSource: string): ConsentSource =>
  /website/i.test(dataSource) ? 'website_inquiry' : /admin/i.test(dataSource) ? 'admin_entry' : 'csv_import';

/**
 * ADR 0013: the development seed's consents, so that a new user sees each state. Most adults consented themselves and
 * most minors through a parent or guardian; one adult in nine has no consent recorded; past
 * the first pages one adult in 25 withdrew it, one minor in five has no guardian's consent (their contacts stay locked),
 * one adult in 30 is on the DND/NCPR registry and one in 70 objected ("Do not contact"). Deterministic by position.
 */
export function demoConsents(students: readonly DemoStudent[], today: string) {
  const consents: Omit<ConsentRecord, 'withdrawnAt'>[] = [];
  const withdrawn: string[] = [];
  // ADR 0017: one adult in 30 on the DND/NCPR registry, one in 70 who objected. Like the locked minors and the
  // withdrawals, only past the first pages: those stay what a member can act on (and what the browser tests click)
  const doNotContact: { studentId: string; reason: 'dnd_registry' | 'objection' }[] = [];
  students.forEach((student, i) => {
    const pastFirstPages = i >= FIRST_ROWS;
    if (pastFirstPages && !student.isMinor && i % 30 === 2) doNotContact.push({ studentId: student.id, reason: 'dnd_registry' });
    else if (pastFirstPages && !student.isMinor && i % 70 === 11) doNotContact.push({ studentId: student.id, reason: 'objection' });
    if (student.isMinor ? i >= FIRST_ROWS && i % 5 === 0 : i % 9 === 4) return;
    consents.push({
      studentId: student.id,
      source: sourceOf(student.dataSource),
      importBatchId: null,
      lawfulBasis: 'consent',
      consentedBy: student.isMinor ? 'guardian' : 'student',
      consentDate: today < '2026-05-15' ? today : '2026-05-15',
      noticeVersion: CURRENT_NOTICE_VERSION,
      purpose: SHARING_PURPOSE,
      expiresOn: i % 4 === 1 ? '2028-05-31' : null,
    });
    if (pastFirstPages && !student.isMinor && i % 25 === 7) withdrawn.push(student.id);
  });
  return { consents, withdrawn, doNotContact };
}
