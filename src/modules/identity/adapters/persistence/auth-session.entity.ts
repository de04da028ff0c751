import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '@platform/db/columns';

/** One row per sign-in; a token is honoured only while its session row is live. */
export const AuthSessionEntity = defineEntity({
  name: 'AuthSession',
  tableName: 'auth_sessions',
  properties: {
    id: idColumn(),
    /** 'member' (website_users) or 'admin' (users) */
    subjectType: p.text(),
    subjectId: p.uuid(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** why it ended: 'logout', 'password_changed', 'replaced', 'deactivated' */
    revokedReason: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
});
