import * as v from 'valibot';
import { CONSENT_STATUSES } from '@modules/privacy/contracts';
import { REQUEST_KINDS, REQUEST_STATUSES } from '@modules/rights/domain/privacy-request';

export const PassHeaders = v.object({
  'x-privacy-pass': v.optional(v.pipe(v.string(), v.maxLength(100), v.description('The pass POST /api/privacy/my-data/verify answered'))),
});

export const CodeSent = v.object({ message: v.string(), sentTo: v.string() });
export const PassOpened = v.object({ pass: v.string(), expiresAt: v.string() });

const StudentRequest = v.object({
  id: v.string(),
  kind: v.picklist(REQUEST_KINDS),
  studentId: v.string(),
  status: v.picklist(REQUEST_STATUSES),
  receivedAt: v.string(),
  dueAt: v.string(),
  reply: v.nullable(v.string()),
});
export const StudentRequestView = StudentRequest;

export const MyDataView = v.object({
  records: v.array(
    v.object({
      id: v.string(),
      fields: v.array(v.object({ field: v.string(), value: v.string() })),
      source: v.nullable(v.string()),
      addedOn: v.string(),
      consent: v.object({
        status: v.picklist(CONSENT_STATUSES),
        consentedBy: v.nullable(v.string()),
        consentDate: v.nullable(v.string()),
        sourceLabel: v.nullable(v.string()),
      }),
      doNotContact: v.boolean(),
      recipients: v.array(v.object({ institution: v.string(), how: v.picklist(['unlock', 'export']), at: v.string() })),
      institutionsThisSeason: v.optional(
        v.pipe(
          v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)), cap: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
          v.description(
            'ADR 0023: how many institutions unlocked this record in the admission season under way (1 August–31 July, India time), and the most that may (STUDENT_SEASON_CAP, 10 by default); once reached, no other institution can unlock it until 1 August.',
          ),
        ),
      ),
    }),
  ),
  requests: v.array(StudentRequest),
});

export const AdminRequest = v.object({
  id: v.string(),
  kind: v.picklist(REQUEST_KINDS),
  studentId: v.string(),
  studentName: v.string(),
  detail: v.record(v.string(), v.string()),
  status: v.picklist(REQUEST_STATUSES),
  receivedAt: v.string(),
  dueAt: v.string(),
  handledAt: v.nullable(v.string()),
  handledBy: v.nullable(v.string()),
  reply: v.nullable(v.string()),
  overdue: v.boolean(),
});

export const QueueQuery = v.object({ status: v.optional(v.picklist(REQUEST_STATUSES, `status must be one of ${REQUEST_STATUSES.join(', ')}`)) });
export const QueueView = v.object({ requests: v.array(AdminRequest), open: v.number(), overdue: v.number() });

const AuditRow = v.object({ occurredAt: v.string(), actor: v.string(), action: v.string(), detail: v.record(v.string(), v.unknown()) });
export const RequestDetail = v.object({ request: AdminRequest, auditRows: v.array(AuditRow) });

export const DecisionBody = v.object({
  outcome: v.picklist(['handled', 'rejected'], 'outcome must be handled or rejected'),
  reply: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'At most 2000 characters'))),
});
