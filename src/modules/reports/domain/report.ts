/**
 * "Report wrong data" (ADR 0011): pure rules. A member who unlocked a student reports a reason; an admin approves
 * (the unlock credit comes back, the field is flagged) or rejects it. A field is flagged for every member while it
 * still holds the value that was reported: once approved, or once reported by FLAG_THRESHOLD different institutions (ADR 0025).
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

/**
 * "Several members": this many different institutions' open or approved reports flag a field without an admin (ADR
 * 0025: institutions, not seats, so one team cannot flag alone; a report from before institutions were kept counts
 * as its member's); the third also marks the field invalid and refunds its recent payers (leads' contactInvalidWithin).
 */
export const FLAG_THRESHOLD = 3;

/** The line on the member's ledger when their report is approved. */
export const refundDescription = (reason: ReportReason) => `Refund: ${REASON_LABELS[reason].toLowerCase()} reported`;

/** A report as the flag rule sees it: `current` is true while the field still holds the reported value. */
export type FlagEvidence = { memberId: string; institutionId?: string | null; field: ReportedField; status: ReportStatus; current: boolean };

/** The fields flagged by these reports (of one student), in REPORTED_FIELDS order. */
export function flaggedFields(reports: readonly FlagEvidence[]): ReportedField[] {
  return REPORTED_FIELDS.filter((field) => {
    const live = reports.filter((report) => report.field === field && report.current && report.status !== 'rejected');
    return live.some((report) => report.status === 'approved') || reporters(live) >= FLAG_THRESHOLD;
  });
}

/** How many different institutions (a member without one counts as their own) made these reports. */
export const reporters = (reports: readonly Pick<FlagEvidence, 'memberId' | 'institutionId'>[]) =>
  new Set(reports.map((report) => report.institutionId ?? `member:${report.memberId}`)).size;

/**
 * ADR 0025: what the member is told happens next, and when. `institutions`: how many have reported the value now
 * (this report included); `invalidNow`: this report was the one that made the field invalid.
 */
export function nextStepOf(field: ReportedField, institutions: number, invalidNow: boolean): string {
  if (field === 'record') return 'Thanks: an admin will review your report within 2 working days. If it is approved, your unlock credit comes back.';
  const what = field === 'emailId' ? 'e-mail address' : 'mobile number';
  const bounce = field === 'emailId' ? 'the address bounces' : 'an SMS or WhatsApp message to it fails';
  if (invalidNow || institutions >= FLAG_THRESHOLD)
    return `Thanks: ${FLAG_THRESHOLD} institutions have now reported this ${what}, so it is marked invalid for everyone and everyone who paid for it in the last 30 days has got their credit back, you too.`;
  const more = FLAG_THRESHOLD - institutions;
  return `Thanks: if ${more === 1 ? 'one more institution reports' : `${more} more institutions report`} this ${what}, or ${bounce}, it is marked invalid and everyone who paid for it in the last 30 days gets their credit back automatically, at once. An admin also reviews your report within 2 working days; if it is approved first, your credit comes back then.`;
}
