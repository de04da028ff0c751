/**
 * What the admin's student screens need of the privacy module, which leads reaches only through ports of its own
 * (ADR 0013); the composition root fills it with privacy's api. Each row's consent state comes through RecordConsents.
 */
export type StudentAdminPrivacy = {
  /** ADR 0017: 409 PRIVACY.SUPPRESSED when the e-mail or mobile number belongs to a student who withdrew or was erased */
  refuseSuppressed(contact: { email?: string | null; mobile?: string | null }): Promise<void>;
  /** ADR 0019: the last day (YYYY-MM-DD) a record is kept */
  retentionDateOf(passingYear: number | null, createdAt: Date): string;
};
