import type { Transaction } from '@platform/kernel/transaction';
import type { ReportedField, ReportReason, ReportStatus } from '../../domain/report';

export type StoredReport = {
  id: string;
  memberId: string;
  /** ADR 0025: the reporter's institution (null for reports from before it was kept) */
  institutionId: string | null;
  studentId: string;
  reason: ReportReason;
  field: ReportedField;
  fingerprint: string;
  status: ReportStatus;
  refundedCredits: number;
  reviewedAt: Date | null;
  createdAt: Date;
};

export type NewReport = Pick<StoredReport, 'memberId' | 'studentId' | 'reason' | 'field' | 'fingerprint'> & { institutionId?: string };

/** student_reports. */
export type StudentReports = {
  /** null when this member already reported this student for this reason */
  add(tx: Transaction, report: NewReport): Promise<StoredReport | null>;
  /** The report, its row locked until the transaction ends (two admins deciding at once decide one after the other). */
  lock(tx: Transaction, id: string): Promise<StoredReport | null>;
  decide(tx: Transaction, id: string, decision: { status: ReportStatus; adminId: string; refundedCredits: number }): Promise<StoredReport>;
  /** Oldest first (a queue), with the total. */
  queue(status: ReportStatus, limit: number, offset: number): Promise<{ reports: StoredReport[]; total: number }>;
  /** Every report on these students that was not rejected (the flags' evidence). */
  openOn(studentIds: readonly string[], tx?: Transaction): Promise<StoredReport[]>;
};
