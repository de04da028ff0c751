import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import type { Mailer } from '@platform/mail/mailer.port';
import type { SmsSender } from '@platform/sms/sms-sender.port';
import type { MemberAdminApi } from '@modules/identity/contracts';
import type { LeadsApi, StudentAdminApi } from '@modules/leads/contracts';
import type { AdminApi } from '@modules/admin/contracts';
import type { PrivacyApi, StudentLinks } from '@modules/privacy/contracts';
import type { AccessCodes, AccessPasses } from './ports/access.port';
import type { PrivacyRequests } from './ports/requests.port';

/** What the rights portal and the queue need: their own tables, and the other modules through their contracts. */
export type RightsDeps = {
  codes: AccessCodes;
  passes: AccessPasses;
  requests: PrivacyRequests;
  students: Pick<StudentAdminApi, 'findByContact' | 'findByIds' | 'update'>;
  consents: Pick<PrivacyApi, 'recordConsents' | 'withdraw' | 'setDoNotContact'>;
  /** who the student is and who holds a copy, for a withdrawal's or an objection's notices (src/student-links.ts) */
  links: StudentLinks;
  /** admin's erasure (leads, credits, collections, imports forget the student in one transaction) */
  admin: Pick<AdminApi, 'eraseStudent'>;
  institutions: Pick<MemberAdminApi, 'institutionsOf'>;
  /** ADR 0023: how many institutions unlocked each record this admission season, and how many may (leads') */
  seasons?: Pick<LeadsApi, 'seasonPlacesOf'>;
  audit: AuditTrail;
  mailer: Mailer;
  sms: SmsSender;
  clock: Clock;
};

/** The student acting on their own record, verified by a one-time code: no account, so the system acts for them. */
export const STUDENT_ACTOR: AuditActor = { kind: 'system', id: null, label: 'Rights portal (student verified by one-time code)' };
