import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '@platform/db/columns';

export const ContactSubmissionEntity = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  properties: {
    id: idColumn(),
    institutionName: p.text(),
    contactName: p.text(),
    email: p.text(),
    phone: p.text(),
    serviceInterest: p.text(),
    message: p.text(),
    createdAt: createdAtColumn(),
  },
});
