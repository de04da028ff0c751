import type { RequestKind, RequestStatus } from '../../domain/privacy-request';

export type PrivacyRequest = {
  id: string;
  kind: RequestKind;
  studentId: string;
  /** a snapshot for the queue; "Erased record" once the record is erased */
  studentName: string;
  /** correction: { field, value }; grievance and erasure: { message } */
  detail: Record<string, string>;
  status: RequestStatus;
  receivedAt: string;
  dueAt: string;
  handledAt: string | null;
  handledBy: string | null;
  reply: string | null;
};

export type NewRequest = Pick<PrivacyRequest, 'kind' | 'studentId' | 'studentName' | 'detail'> & {
  receivedAt: Date;
  dueAt: Date;
  /** a withdrawal is carried out at once and arrives handled */
  handled?: { at: Date; by: string };
};

export type Resolution = { status: Exclude<RequestStatus, 'open'>; at: Date; byId: string | null; byLabel: string; reply: string | null };

export interface PrivacyRequests {
  create(request: NewRequest): Promise<PrivacyRequest>;
  /**
   * Files an open request unless `isDuplicate` finds one among the record's open requests of that kind; one at a
   * time per record and kind (a lock), so parallel asks cannot both pass the check.
   */
  createUnlessOpen(
    request: NewRequest,
    isDuplicate: (open: PrivacyRequest[]) => PrivacyRequest | undefined,
  ): Promise<{ created: PrivacyRequest } | { open: PrivacyRequest }>;
  find(id: string): Promise<PrivacyRequest | null>;
  ofStudents(studentIds: readonly string[]): Promise<PrivacyRequest[]>;
  /** The queue: open ones first, overdue (oldest due date) at the top, then the answered ones newest first. */
  list(filter: { status?: RequestStatus; limit: number }): Promise<PrivacyRequest[]>;
  /** Answers an open request; null when it is not open (answered meanwhile) or unknown. */
  resolve(id: string, resolution: Resolution): Promise<PrivacyRequest | null>;
  /** After an erasure: the student's requests keep their dates and outcome, not the name or what was asked. */
  forgetStudent(studentId: string): Promise<void>;
  counts(now: Date): Promise<{ open: number; overdue: number }>;
}
