import type { AuditActor } from '@platform/audit/audit-trail';
import type { ErasureReceipt } from './application/erase-student.use-case';

export type { ErasureReceipt };

/** What the admin module offers: the erasure of a student (the `make erase` command uses it). */
export type AdminApi = {
  /** `identifier`: the student's id, 10-digit mobile number or e-mail. */
  eraseStudent(identifier: string, actor: AuditActor): Promise<ErasureReceipt>;
};
