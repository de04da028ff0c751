import * as v from 'valibot';
import { ACTOR_KINDS, AUDIT_ACTIONS } from '@platform/audit/audit-trail';
import { queryInt } from '@platform/http/schemas';

const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const instant = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(DATE_OR_TIME, `${label} must be a date (YYYY-MM-DD) or an ISO 8601 time with its offset`),
      v.check((text) => !Number.isNaN(Date.parse(text)), `${label} is not a real date`),
    ),
  );
const optionalUuid = (label: string) => v.optional(v.pipe(v.string(), v.trim(), v.uuid(`${label} must be a student or member id (uuid)`)));

export const AuditLogQuery = v.object({
  actorKind: v.optional(v.picklist(ACTOR_KINDS, `actorKind must be one of ${ACTOR_KINDS.join(', ')}`)),
  actor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'actor is limited to 100 characters'))),
  action: v.optional(v.picklist(AUDIT_ACTIONS, 'Unknown action')),
  studentId: optionalUuid('studentId'),
  memberId: optionalUuid('memberId'),
  institutionId: v.optional(
    v.pipe(v.string(), v.trim(), v.uuid('institutionId must be an institution id (uuid)'), v.description('Rows acted by any seat of this institution')),
  ),
  from: instant('from'),
  to: instant('to'),
  limit: queryInt(50, 1, 200, 'limit'),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200, 'cursor is not valid'))),
});

export const AuditEntrySchema = v.object({
  id: v.string(),
  occurredAt: v.string(),
  actor: v.object({
    kind: v.picklist(ACTOR_KINDS),
    id: v.nullable(v.string()),
    label: v.string(),
    institutionId: v.optional(v.pipe(v.string(), v.description("A member's institution when the seat acted (ADR 0021); absent for admins and commands"))),
    institution: v.optional(v.pipe(v.string(), v.description("That institution's name then (a snapshot, as the label is)"))),
  }),
  action: v.string(),
  subject: v.object({ kind: v.string(), studentIds: v.array(v.string()), memberId: v.nullable(v.string()), batchId: v.nullable(v.string()) }),
  detail: v.record(v.string(), v.unknown()),
});

export const AuditLogPage = v.object({
  entries: v.array(AuditEntrySchema),
  nextCursor: v.nullable(v.string()),
  names: v.pipe(
    v.record(v.string(), v.string()),
    v.description("The subjects of this page by id: a student's name, a member's institution (or name without one). An erased student is absent."),
  ),
});

export const ErasureResponse = v.object({
  message: v.string(),
  erased: v.object({
    studentId: v.string(),
    unlocksAnonymised: v.number(),
    ledgerRowsAnonymised: v.number(),
    savedRemoved: v.number(),
    importLogsScrubbed: v.number(),
    contactsSuppressed: v.pipe(v.number(), v.description('issue 16 §3: the e-mail and mobile hashes put on the suppression list')),
    membersNotified: v.pipe(v.number(), v.description('issue 16 §3: members who unlocked or saved the student, told to delete their copy')),
  }),
});
