import * as v from 'valibot';
import { CONSENT_SOURCES, CONSENT_STATUSES, CONSENTED_BY } from '@modules/privacy/domain/consent';

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
});

export const ConsentSummarySchema = v.object({ recorded: v.number(), withdrawn: v.number() });
