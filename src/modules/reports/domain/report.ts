/**
 * "Report wrong data" (ADR 0011): pure rules. A member who unlocked a student reports a reason; an admin approves
 * (the unlock credit comes back, the field is flagged) or rejects it. A field is flagged for every member while it
 * still holds the value that was reported: once approved, or once reported by FLAG_THRESHOLD different members.
 */
export const REPORT_REASONS = ['wrong_number', 'bounced_email', 'not_a_student', 'duplicate'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REASON_LABELS: Record<ReportReason, string> = {
  wrong_number: 'Wrong number',
  bounced_email: 'Bounced e-mail',
  not_a_student: 'Not a student',
  duplicate: 'Duplicate',
};

export const REPORT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a reason says is wrong: the mobile number, the e-mail address, or the whole record. */
export type ReportedField = 'mobileNumber' | 'emailId' | 'record';
export const REPORTED_FIELDS: readonly ReportedField[] = ['mobileNumber', 'emailId', 'record'];

export const fieldOf = (reason: ReportReason): ReportedField =>
  reason === 'wrong_number' ? 'mobileNumber' : reason === 'bounced_email' ? 'emailId' : 'record';

/** "Several members": this many different members' open or approved reports flag a field without an admin. */
export const FLAG_THRESHOLD = 3;

/** The line on the member's ledger when their report is approved. */
export const refundDescription = (reason: ReportReason) => `Refund: ${REASON_LABELS[reason].toLowerCase()} reported`;

/** A report as the flag rule sees it: `current` is true while the field still holds the reported value. */
export type FlagEvidence = { memberId: string; field: ReportedField; status: ReportStatus; current: boolean };

/** The fields flagged by these reports (of one student), in REPORTED_FIELDS order. */
export function flaggedFields(reports: readonly FlagEvidence[]): ReportedField[] {
  return REPORTED_FIELDS.filter((field) => {
    const live = reports.filter((report) => report.field === field && report.current && report.status !== 'rejected');
    return live.some((report) => report.status === 'approved') || new Set(live.map((report) => report.memberId)).size >= FLAG_THRESHOLD;
  });
}
