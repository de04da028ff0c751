import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns';

export const MailOutboxEntity = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: idColumn(),
    toAddress: p.text(),
    subject: p.text(),
    textBody: p.text(),
    htmlBody: p.text(),
    createdAt: createdAtColumn(),
  },
});
