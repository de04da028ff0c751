import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from '@platform/db/columns';

export const WebsiteUserEntity = defineEntity({
  name: 'WebsiteUser',
  tableName: 'website_users',
  properties: {
    id: idColumn(),
    /** stored lower-cased, so the unique index is case-insensitive */
    email: p.text().unique(),
    /** argon2id hash, never the password itself */
    password: p.text().lazy(),
    firstName: p.text(),
    lastName: p.text(),
    phone: p.text().nullable(),
    institutionName: p.text().nullable(),
    designation: p.text().nullable(),
    /** ADR 0021: the seat's institution (which holds the membership) and its role there */
    institutionId: p.uuid(),
    seatRole: p.text(),
    isEmailVerified: p.boolean().default(false),
    isVerified: p.boolean().default(false),
    isActive: p.boolean().default(true),
    lastLogin: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
