import { CONTACT_FIELDS, INVALID_REASONS } from '@modules/leads/contracts';
import * as v from 'valibot';
import { OPENAPI_SCHEMA, queryInt, queryIntOneOf } from '@platform/http/schemas';
import { REPORT_REASONS, REPORT_STATUSES, REPORTED_FIELDS } from '@modules/reports/domain/report';

export const ReportBody = v.object({
  reason: v.pipe(
    v.picklist(REPORT_REASONS, `reason must be one of ${REPORT_REASONS.join(', ')}`),
    v.description('wrong_number (the mobile), bounced_email (the e-mail), not_a_student or duplicate (the whole record)'),
  ),
});

export const studentIdParam = v.object({ id: v.pipe(v.string(), v.uuid('Not a valid student id')) });

const Field = v.pipe(v.picklist(REPORTED_FIELDS), v.description('mobileNumber, emailId, or record (the whole student)'));
const Status = v.picklist(REPORT_STATUSES);

export const MemberReport = v.object({
  id: v.string(),
  studentId: v.string(),
  reason: v.picklist(REPORT_REASONS),
  field: Field,
  status: Status,
  createdAt: v.string(),
});

export const ReportCreated = v.object({ message: v.string(), report: MemberReport });

const IDS_DESCRIPTION = 'Up to 100 student ids, comma-separated (the students on screen)';

/** `ids=a,b,c` (the server reads a comma-separated value as a list) or `ids=a&ids=b`. */
export const FlagsQuery = v.object({
  ids: v.pipe(
    v.union([v.string(), v.array(v.string())], 'ids is required'),
    v.transform((value) => (Array.isArray(value) ? value : value.split(','))),
    v.array(v.pipe(v.string(), v.uuid('ids must be student ids'))),
    v.minLength(1, 'ids is required'),
    v.maxLength(100, 'At most 100 students at once'),
    v.description(IDS_DESCRIPTION),
    v.metadata({ [OPENAPI_SCHEMA]: { type: 'string', description: IDS_DESCRIPTION, pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,99}$' } }),
  ),
});

export const FlagsResponse = v.object({
  flags: v.pipe(
    v.array(
      v.object({
        studentId: v.string(),
        fields: v.array(Field),
        invalid: v.optional(
          v.pipe(
            v.array(
              v.object({
                field: v.picklist(CONTACT_FIELDS),
                since: v.pipe(v.string(), v.description('When the field was found invalid (ISO 8601)')),
                reason: v.pipe(
                  v.picklist(INVALID_REASONS),
                  v.description('bounce: a provider reported a delivery failure; reports: three institutions reported it'),
                ),
              }),
            ),
            v.description('ADR 0025: the contact fields marked invalid (shown as invalid to everyone, refunded automatically); absent when none is'),
          ),
        ),
      }),
    ),
    v.description('Only the students with a flagged field: reported invalid and approved, reported by three institutions, or bounced, and not corrected since'),
  ),
});

export const QueueQuery = v.object({
  status: v.optional(v.picklist(REPORT_STATUSES, `status must be one of ${REPORT_STATUSES.join(', ')}`), 'pending'),
  page: queryInt(1, 1, 1_000_000, 'page'),
  limit: queryIntOneOf([10, 25, 50, 100], 25),
});

export const QueuedReport = v.object({
  id: v.string(),
  studentId: v.string(),
  studentName: v.nullable(v.string()),
  memberId: v.string(),
  reason: v.picklist(REPORT_REASONS),
  field: Field,
  currentValue: v.pipe(v.nullable(v.string()), v.description('The reported field as it is now (admins see it in full); null for the whole record')),
  corrected: v.pipe(v.boolean(), v.description('The field no longer holds the value that was reported')),
  status: Status,
  refundedCredits: v.number(),
  createdAt: v.string(),
  reviewedAt: v.nullable(v.string()),
});

export const QueuePage = v.object({ reports: v.array(QueuedReport), total: v.number(), page: v.number(), totalPages: v.number() });

export const Decided = v.object({ message: v.string(), report: QueuedReport });
