import * as v from 'valibot';
import { CONSENT_SOURCES, CONSENT_STATUSES, CONSENTED_BY } from '@modules/privacy/domain/consent';
import { DO_NOT_CONTACT_REASONS } from '@modules/privacy/domain/do-not-contact';

export const ConsentRecordSchema = v.object({
  studentId: v.string(),
  source: v.picklist(CONSENT_SOURCES),
  importBatchId: v.nullable(v.string()),
  lawfulBasis: v.picklist(['consent']),
  consentedBy: v.picklist(CONSENTED_BY),
  consentDate: v.string(),
  noticeVersion: v.string(),
  purpose: v.string(),
  expiresOn: v.nullable(v.string()),
  withdrawnAt: v.nullable(v.string()),
});

export const ConsentViewSchema = v.object({
  studentId: v.string(),
  status: v.picklist(CONSENT_STATUSES),
  consent: v.nullable(ConsentRecordSchema),
  doNotContact: v.pipe(
    v.nullable(v.picklist(DO_NOT_CONTACT_REASONS)),
    v.description('Issue 16 §3: dnd_registry or objection when the student is marked "Do not contact", otherwise null'),
  ),
});

export const ConsentSummarySchema = v.object({ recorded: v.number(), withdrawn: v.number() });
