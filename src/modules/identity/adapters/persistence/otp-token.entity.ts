import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../../../../platform/db/columns';

export const OtpTokenEntity = defineEntity({
  name: 'OtpToken',
  tableName: 'otp_tokens',
  properties: {
    id: idColumn(),
    /** references users(id) on delete cascade (in the migration) */
    userId: p.uuid().index(),
    /** SHA-256 of the code */
    token: p.text(),
    expiresAt: p.datetime(),
    isUsed: p.boolean().default(false),
    failedAttempts: p.integer().default(0),
    createdAt: createdAtColumn(),
  },
});
