import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from '@platform/db/columns';

export const AdminUserEntity = defineEntity({
  name: 'AdminUser',
  tableName: 'users',
  properties: {
    id: idColumn(),
    username: p.text().unique(),
    email: p.text().unique(),
    /** argon2id hash, never the password itself */
    password: p.text().lazy(),
    role: p.text().default('admin'),
    isActive: p.integer().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
