import * as v from 'valibot';
import { DO_NOT_CONTACT_REASONS } from '@modules/privacy/domain/do-not-contact';
import { COPY_NOTICE_REASONS } from '@modules/privacy/domain/copy-notice';

export const DoNotContactBody = v.object({
  reason: v.pipe(
    v.picklist(DO_NOT_CONTACT_REASONS, 'reason must be dnd_registry or objection'),
    v.description('dnd_registry: the number is on the DND/NCPR registry; objection: the student objected to being contacted'),
  ),
});

export const DoNotContactView = v.object({
  studentId: v.string(),
  doNotContact: v.nullable(v.picklist(DO_NOT_CONTACT_REASONS)),
});

export const CopyNoticeSchema = v.object({
  id: v.string(),
  studentId: v.string(),
  /** null once the student was erased: nothing of them is kept */
  studentName: v.nullable(v.string()),
  reason: v.pipe(v.picklist(COPY_NOTICE_REASONS), v.description('withdrawn, erased, or do_not_contact (the student asked not to be contacted)')),
  createdAt: v.string(),
});

export const CopyNoticesResponse = v.object({ notices: v.array(CopyNoticeSchema), message: v.nullable(v.string()) });
export const AcknowledgeResponse = v.object({ acknowledged: v.number() });
