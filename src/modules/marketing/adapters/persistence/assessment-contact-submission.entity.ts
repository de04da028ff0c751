import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '@platform/db/columns';

export const AssessmentContactSubmissionEntity = defineEntity({
  name: 'AssessmentContactSubmission',
  tableName: 'assessment_contact_submissions',
  properties: {
    id: idColumn(),
    name: p.text(),
    instituteName: p.text(),
    email: p.text(),
    phone: p.text(),
    createdAt: createdAtColumn(),
  },
});
