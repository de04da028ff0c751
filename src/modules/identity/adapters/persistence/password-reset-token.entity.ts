import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../../../../platform/db/columns';

export const PasswordResetTokenEntity = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    id: idColumn(),
    email: p.text().index(),
    /** SHA-256 of the token sent by e-mail */
    token: p.text().unique(),
    expiresAt: p.datetime(),
    used: p.boolean().default(false),
    createdAt: createdAtColumn(),
  },
});
