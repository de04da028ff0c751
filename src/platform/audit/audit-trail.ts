import type { Principal } from '../http/auth';
import type { Transaction } from '../kernel/transaction';

/**
 * Every action the audit trail records (DPDP Act 2023: who processed which student's data, and admin acts on members),
 * and one alert: `member.catalogue_walk`, a member who reached the daily listing ceiling or paged through the catalogue.
 */
export const AUDIT_ACTIONS = [
  'student.unlock',
  'student.bulk_unlock',
  'collection.export',
  'students.import',
  'students.import_undo',
  'student.create',
  'student.update',
  'student.bulk_update',
  'student.delete',
  'student.bulk_delete',
  'students.export',
  'student.erase',
  'member.upgrade',
  'member.activate',
  'member.deactivate',
  'member.verify',
  'member.credits_assign',
  'website_users.export',
  'member.catalogue_walk',
  'student.report',
  'student_report.approve',
  'student_report.reject',
  'api_key.create',
  'api_key.revoke',
  'api_key.renew',
  'privacy_request.create',
  'privacy_request.resolve',
  'webhook.create',
  'webhook.delete',
  'credit_pack.save',
  'billing_settings.save',
  'invoice.issue',
  'invoice.mark_paid',
  'team.invite',
  'team.invite_revoke',
  'team.join',
  'team.role_change',
  'team.seat_remove',
  'team.owner_transfer',
  'team.seat_limit',
  'dnd_register.upload',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ACTOR_KINDS = ['admin', 'member', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** Who acted; `label` is a snapshot (admin "username <email>", member e-mail, or the ops command's name). */
export type AuditActor = { kind: ActorKind; id: string | null; label: string };

export type AuditSubjectKind = 'student' | 'students' | 'member' | 'import_batch' | 'catalogue' | 'members' | 'saved_students' | 'billing' | 'dnd_register';

/** What was acted on, by id only: a bulk action lists every student id in one row. */
export type AuditSubject = { kind: AuditSubjectKind; studentIds?: readonly string[]; memberId?: string | null; batchId?: string | null };

/** Counts, field names and flags only: never a student's name, e-mail, mobile or address. */
export type AuditDetail = Record<string, string | number | boolean | null | readonly string[]>;

export type AuditEntry = { actor: AuditActor; action: AuditAction; subject: AuditSubject; detail?: AuditDetail };

export type AuditRecord = {
  id: string;
  occurredAt: string;
  /** a member's row also names the institution its seat was in when it acted (ADR 0021), by id and name */
  actor: AuditActor & { institutionId?: string; institution?: string };
  action: string;
  subject: { kind: string; studentIds: string[]; memberId: string | null; batchId: string | null };
  detail: Record<string, unknown>;
};

export type AuditQuery = {
  actorKind?: ActorKind;
  /** an actor id (uuid) or part of the actor's username/e-mail */
  actor?: string;
  action?: AuditAction;
  studentId?: string;
  memberId?: string;
  /** rows acted by any seat of this institution (ADR 0021) */
  institutionId?: string;
  /** inclusive */
  from?: Date;
  /** exclusive */
  to?: Date;
  limit: number;
  /** opaque keyset cursor from a previous page's nextCursor */
  cursor?: string;
};

export type AuditPage = { entries: AuditRecord[]; nextCursor: string | null };

export type AuditTrail = {
  /** Writes the row inside the caller's transaction: an action rolled back leaves no audit row. */
  recordWithin(tx: Transaction, entry: AuditEntry): Promise<void>;
  /** For actions without a transaction of their own (exports, premium unlocks, imports). */
  record(entry: AuditEntry): Promise<void>;
  search(query: AuditQuery): Promise<AuditPage>;
};

/** The audit label of a member: their e-mail, and the API key they acted with (ADR 0012: every use attributed). */
export const memberLabel = (member: { email: string; apiKey?: { prefix: string } }) =>
  member.apiKey ? `${member.email} (API key ${member.apiKey.prefix}…)` : member.email;

/** The audit actor for a signed-in caller. */
export function actorOf(principal: Principal): AuditActor {
  return principal.kind === 'admin'
    ? { kind: 'admin', id: principal.id, label: `${principal.username} <${principal.email}>` }
    : { kind: 'member', id: principal.id, label: memberLabel(principal) };
}

/** An ops command run from the command line (make import, make erase). */
export const systemActor = (command: string): AuditActor => ({ kind: 'system', id: null, label: command });
